import Foundation
import Testing

/// psst-calendar: the calls and reminders psst-ai made, listed, deleted and exported as iCalendar.
@Suite("psst-calendar")
struct PsstCalendarTests {
  func world() -> Psst {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("tom", name: "Tom Berg", role: "client")
    _ = psst.createChat(as: "maya", ["tom"])
    return psst
  }

  @discardableResult
  func act(_ psst: Psst, _ request: String) -> ToolResult {
    let result = psst.run("psst-ai", ["--account", "maya", "--format", "jsonl", "--yes", request])
    #expect(result.status == 0, "\(result.summary)")
    return result
  }

  func calendar(_ psst: Psst, _ arguments: [String]) -> ToolResult {
    psst.run("psst-calendar", ["--account", "maya", "--format", "jsonl"] + arguments)
  }

  @Test func callsAreListedInTheirWindowAndDeleted() throws {
    let psst = world()
    act(psst, "schedule a call with Tom tomorrow at 3pm")
    act(psst, "book a 45 minute session with Tom in 3 days at 10am")
    let all = calendar(psst, []).records
    #expect(all.map { $0.type } == ["call", "call"], "\(all)")
    #expect(all.last?.string("title") == "Session with Tom Berg" && all.last?.int("minutes") == 45)
    #expect(calendar(psst, ["--until", "2d"]).records.count == 1)
    #expect(calendar(psst, ["--since", "2099-01-01"]).records.isEmpty)
    let id = try #require(all.first?.id)
    let deleted = calendar(psst, ["--delete", id])
    #expect(deleted.status == 0 && deleted.record?.type == "deleted", "\(deleted.summary)")
    #expect(calendar(psst, []).records.map(\.id) == [all.last?.id])
    let again = calendar(psst, ["--delete", id])
    #expect(again.status == 1 && again.stderr.contains("no call or reminder"), "\(again.summary)")
    let text = psst.run("psst-calendar", ["--account", "maya", "--format", "text"])
    #expect(text.stdout.contains("Session with Tom Berg  ") && text.stdout.contains("45 min"), "\(text.summary)")
    #expect(!text.stdout.contains("(Tom Berg)"), "the name once: \(text.summary)")
  }

  @Test func remindersAreListedOpenByDefaultAndAllWithAll() throws {
    let psst = world()
    act(psst, "remind me in 1 second to stretch")
    act(psst, "remind me tomorrow to check Tom's program")
    #expect(calendar(psst, ["--reminders"]).records.count == 2)
    usleep(1_200_000)
    #expect(psst.watchOnce(as: "maya").status == 0)
    #expect(calendar(psst, ["--reminders"]).records.map { $0.string("text") } == ["check Tom's program"])
    let all = calendar(psst, ["--reminders", "--all"]).records
    #expect(all.count == 2 && all.first?.string("done") != nil, "\(all)")
    #expect(calendar(psst, ["--bogus"]).status == 1)
    #expect(calendar(psst, ["--until", "soon"]).status == 1)
  }

  @Test func icsIsWellFormedWithCRLFFoldingAndEscaping() throws {
    let psst = world()
    act(
      psst,
      "schedule a call with Tom tomorrow at 3pm about knee, diet; and the Zürich half marathon plan for the spring")
    act(psst, "remind me tomorrow at 9am to back up C:\\data; then\ncall Tom, Sarah")
    let result = psst.run("psst-calendar", ["--account", "maya", "--ics"])
    #expect(result.status == 0, "\(result.summary)")
    let bytes = Array(result.stdout.utf8)
    #expect(bytes.suffix(2) == [13, 10], "ends with CRLF")
    // Every line break is CRLF and no line is longer than 75 octets.
    var lines: [[UInt8]] = [[]]
    for (index, byte) in bytes.enumerated() {
      if byte == 10 {
        #expect(index > 0 && bytes[index - 1] == 13, "a bare LF at byte \(index)")
        lines[lines.count - 1].removeLast()
        lines.append([])
      } else {
        lines[lines.count - 1].append(byte)
      }
    }
    lines.removeLast()
    #expect(lines.allSatisfy { $0.count <= 75 }, "\(lines.map(\.count))")
    let text = lines.map { String(decoding: $0, as: UTF8.self) }
    #expect(text.allSatisfy { String(validating: $0.utf8, as: UTF8.self) != nil })
    // Unfolded: continuation lines start with one space.
    var unfolded: [String] = []
    for line in text {
      if line.hasPrefix(" ") { unfolded[unfolded.count - 1] += line.dropFirst() } else { unfolded.append(line) }
    }
    #expect(text.count > unfolded.count, "the long summary was folded")
    #expect(unfolded.first == "BEGIN:VCALENDAR" && unfolded.last == "END:VCALENDAR")
    #expect(unfolded.contains("VERSION:2.0") && unfolded.contains { $0.hasPrefix("PRODID:") })
    for required in ["UID:", "DTSTAMP:", "DTSTART:", "DTEND:", "SUMMARY:"] {
      #expect(unfolded.contains { $0.hasPrefix(required) }, "\(required)")
    }
    #expect(unfolded.contains { $0.hasPrefix("DTSTART:") && $0.hasSuffix("T150000Z") })
    #expect(
      unfolded.contains("SUMMARY:Call with Tom Berg: knee\\, diet\\; and the Zürich half marathon plan for the spring"),
      "\(unfolded)")
    #expect(unfolded.contains("SUMMARY:back up C:\\\\data\\; then\\ncall Tom\\, Sarah"), "\(unfolded)")
    #expect(unfolded.contains("BEGIN:VTODO") && unfolded.contains { $0.hasPrefix("DUE:") && $0.hasSuffix("T090000Z") })
    #expect(unfolded.filter { $0.hasPrefix("BEGIN:") }.count == unfolded.filter { $0.hasPrefix("END:") }.count)
  }
}
