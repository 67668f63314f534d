import Foundation
import Testing

/// One character can be megabytes ("a" and its combining marks): send, edit, queue edit and
/// import bound the text's bytes, so nothing huge is stored or copied to every member.
@Suite("text bounded in bytes")
struct TextBytesLimitTests {
  /// One character of 40,001 bytes: under 4,000 characters, over 32 KiB.
  static let huge = "a" + String(repeating: "\u{301}", count: 20_000)

  func setUp() -> (Psst, String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    return (psst, psst.createChat(as: "maya", ["sarah"]))
  }

  /// Exit 65 naming the bytes and the limit (the arguments, 40 KB, are left out of the report).
  func expectRefused(_ result: ToolResult, sourceLocation: SourceLocation = #_sourceLocation) {
    let report = "\(result.tool) exited \(result.status): \(result.stderr)"
    #expect(result.status == 65, "\(report)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.contains("40001 bytes of UTF-8; the limit is 32768"), "\(report)", sourceLocation: sourceLocation)
  }

  @Test("psst-send refuses it as an argument and as a JSON line, and nobody receives it")
  func sendRefuses() {
    let (psst, chat) = setUp()
    expectRefused(psst.send(as: "maya", chat: chat, Self.huge))
    let piped = psst.run(
      "psst-send", ["--account", "maya", "--chat", chat, "--format", "jsonl"],
      stdin: jsonLine(["text": "before"]) + "\n" + jsonLine(["text": Self.huge]) + "\n")
    expectRefused(piped)
    #expect(piped.stderr.contains("line 2"), "\(piped.stderr)")
    #expect(psst.messages(as: "sarah", chat: chat).compactMap { $0.string("text") } == ["before"])
  }

  @Test("psst-edit and psst-queue edit refuse it and keep the text")
  func editsRefuse() throws {
    let (psst, chat) = setUp()
    let sent = try #require(psst.send(as: "maya", chat: chat, "keep").record?.id)
    expectRefused(psst.run("psst-edit", ["--account", "maya", sent, Self.huge]))
    let queued = try #require(
      psst.send(as: "maya", chat: chat, "wait", env: ["PSST_OFFLINE": "1"]).record?.id)
    expectRefused(psst.run("psst-queue", ["edit", queued, Self.huge, "--account", "maya"]))
    #expect(psst.messages(as: "maya", chat: chat).compactMap { $0.string("text") } == ["keep", "wait"])
  }

  @Test("psst-ai refuses a question of one huge character before any work")
  func questionRefused() {
    let (psst, _) = setUp()
    let result = psst.run("psst-ai", ["--account", "maya", "--format", "jsonl", Self.huge])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("40001 bytes of UTF-8; the limit is 4000"), "\(result.stderr)")
  }

  @Test("psst-import takes history up to 64 KiB a message and refuses more as a bad line")
  func importBounds() {
    let psst = Psst()
    func line(_ id: String, _ text: String) -> String {
      jsonLine([
        "type": "message", "id": id, "chat": "c1", "sender": "sarah", "ts": "2026-09-03T08:00:00Z", "text": text,
      ])
    }
    let input =
      [
        jsonLine(["type": "chat", "id": "c1", "kind": "direct", "members": ["maya", "sarah"]]),
        line("long", String(repeating: "a long message ", count: 3_000)),
        line("huge", String(repeating: "x", count: 70_000)), line("after", "never read"),
      ].joined(separator: "\n") + "\n"
    let result = psst.run("psst-import", ["--account", "maya", "--no-embed", "--format", "jsonl"], stdin: input)
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderr.contains("line 3") && result.stderr.contains("64 KiB"), "\(result.summary)")
    #expect(psst.messages(as: "maya", chat: "c1").compactMap(\.id) == ["long"])
  }
}
