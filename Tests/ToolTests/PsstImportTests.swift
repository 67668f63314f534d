import Foundation
import Testing

@Suite("psst-import")
struct PsstImportTests {
  /// The fixture's lines: users and chats first, then messages.
  private func historyLines() throws -> [String] {
    let text = try String(contentsOfFile: Fixtures.history, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  private func historyMessages() throws -> [Record] {
    try historyLines().map(Record.init(line:)).filter { $0.type == "message" }
  }

  @discardableResult
  private func importHistory(_ psst: Psst, as account: String = "kit", env: [String: String] = [:]) -> ToolResult {
    psst.run(
      "psst-import", ["--account", account, Fixtures.history, "--format", "jsonl", "--no-embed"], env: env)
  }

  @Test func importKeepsMessageIdsAndTexts() throws {
    let psst = Psst()
    let result = importHistory(psst)
    #expect(result.status == 0, "\(result.summary)")
    let counts = try #require(result.record)
    let history = try historyMessages()
    #expect(counts.type == "import")
    #expect(counts.int("messages") == history.count)
    #expect(counts.int("skipped") == 0)
    #expect(counts.int("chats") == 5)
    #expect(counts.int("users") == 5)

    let d1 = psst.read(as: "kit", ["--chat", "d1", "--peek", "--no-sync"]).records
    let expected = history.filter { $0.string("chat") == "d1" }
    #expect(d1.compactMap(\.id) == expected.compactMap(\.id))
    #expect(d1.first?.id == "d1-001")
    #expect(d1.compactMap { $0.string("text") } == expected.compactMap { $0.string("text") })
    #expect(d1.allSatisfy { $0.string("chat") == "d1" })

    // Every message, with its id, sender, time and exact text.
    let all = psst.read(as: "kit", ["--all", "--peek", "--no-sync"]).records
    #expect(all.count == history.count)
    let byID = Dictionary(uniqueKeysWithValues: all.compactMap { record in record.id.map { ($0, record) } })
    for message in history {
      let stored = try #require(byID[message.id ?? ""], "missing \(message)")
      #expect(
        stored.string("text").map { Array($0.unicodeScalars) }
          == message.string("text").map { Array($0.unicodeScalars) })
      #expect(stored.string("sender") == message.string("sender"))
      #expect(stored.string("ts") == message.string("ts"))
      #expect(stored.string("reply_to") == message.string("reply_to"))
    }
  }

  @Test func importedHistoryIsAlreadyRead() throws {
    let psst = Psst()
    importHistory(psst)
    let unread = psst.read(as: "kit", ["--peek"])
    #expect(unread.status == 0, "\(unread.summary)")
    #expect(unread.records.isEmpty)
  }

  @Test func importCreatesTheAccountNamedAfterItsUserRecord() throws {
    let psst = Psst()
    importHistory(psst)
    let account = try #require(
      psst.run("psst-account", ["list", "--format", "jsonl"]).records.first { $0.id == "kit" })
    #expect(account.string("name") == "Kit Adair")
    #expect(account.string("role") == "trainer")
  }

  @Test func reimportAddsNothing() throws {
    let psst = Psst()
    let first = importHistory(psst)
    let count = try #require(first.record?.int("messages"))
    let second = importHistory(psst)
    #expect(second.status == 0, "\(second.summary)")
    #expect(second.record?.int("messages") == 0)
    #expect(second.record?.int("skipped") == count)
    #expect(psst.read(as: "kit", ["--all", "--peek", "--no-sync"]).records.count == count)
  }

  @Test func emptyInputWritesNothingToTheStore() throws {
    let psst = Psst()
    importHistory(psst)
    let store = psst.home + "/psst.db"
    let before = try FileManager.default.attributesOfItem(atPath: store)
    let result = psst.run("psst-import", ["--account", "kit", "--format", "jsonl"], stdin: "")
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.record?.int("messages") == 0)
    let after = try FileManager.default.attributesOfItem(atPath: store)
    #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
    #expect(after[.size] as? Int == before[.size] as? Int)
    #expect((try? FileManager.default.attributesOfItem(atPath: store + "-wal")[.size] as? Int) ?? 0 == 0)
  }

  @Test func chatNamesWorkWithChat() throws {
    let psst = Psst()
    importHistory(psst)
    let byID = psst.read(as: "kit", ["--chat", "d1", "--peek", "--no-sync"]).records.compactMap(\.id)
    let byName = psst.read(as: "kit", ["--chat", "Lena Hoffmann", "--peek", "--no-sync"]).records.compactMap(\.id)
    let byPerson = psst.read(as: "kit", ["--chat", "lena", "--peek", "--no-sync"]).records.compactMap(\.id)
    #expect(!byID.isEmpty)
    #expect(byName == byID)
    #expect(byPerson == byID)
    let chats = psst.run("psst-chat", ["list", "--account", "kit", "--no-sync", "--format", "jsonl"]).records
    let d1 = try #require(chats.first { $0.id == "d1" })
    #expect(d1.string("name") == "Lena Hoffmann")
    #expect(d1.string("kind") == "direct")
  }

  @Test func malformedLineIsNamedWithExit65AndEarlierLinesKept() throws {
    let psst = Psst()
    let lines = try historyLines()
    let firstMessage = try #require(lines.firstIndex { Record(line: $0).type == "message" })
    let good = Array(lines[..<(firstMessage + 5)])  // headers and 5 messages
    let after = Array(lines[(firstMessage + 5)..<(firstMessage + 10)])
    let file = writeFile(
      psst.root, "broken.jsonl", (good + ["{\"type\": \"message\", \"id\": "] + after).joined(separator: "\n") + "\n")
    let result = psst.run("psst-import", ["--account", "kit", file, "--format", "jsonl", "--no-embed"])
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderrLines.count == 1, "\(result.summary)")
    #expect(result.stderr.contains("line \(good.count + 1)"), "\(result.summary)")
    let kept = psst.read(as: "kit", ["--all", "--peek", "--no-sync"]).records.compactMap(\.id)
    let expected = good[firstMessage...].compactMap { Record(line: $0).id }
    #expect(kept == expected)
    for line in after { #expect(!kept.contains(Record(line: line).id ?? "")) }
  }

  @Test func badRecordsAreNamedWithTheirReason() throws {
    let psst = Psst()
    let header = [
      jsonLine(["type": "user", "id": "maya", "name": "Maya", "role": "trainer"]),
      jsonLine(["type": "chat", "id": "k1", "name": "K", "kind": "direct", "members": ["maya", "kim"]]),
    ]
    let cases: [(String, String)] = [
      (
        jsonLine([
          "type": "message", "id": "x1", "chat": "nope", "sender": "kim", "ts": "2026-09-01T05:52:00Z", "text": "hi",
        ]), "unknown chat"
      ),
      (
        jsonLine(["type": "message", "id": "x2", "chat": "k1", "sender": "kim", "ts": "yesterday", "text": "hi"]), "ts"
      ),
      (jsonLine(["type": "message", "chat": "k1", "sender": "kim", "ts": "2026-09-01T05:52:00Z", "text": "hi"]), "id"),
      (jsonLine(["type": "user", "id": "z", "role": "wizard"]), "wizard"),
      (jsonLine(["type": "poll"]), "poll"),
    ]
    for (line, reason) in cases {
      let result = psst.run(
        "psst-import", ["--account", "maya", "--format", "jsonl"], stdin: (header + [line]).joined(separator: "\n"))
      #expect(result.status == 65, "\(result.summary)")
      #expect(result.stderr.contains("line 3"), "\(result.summary)")
      #expect(result.stderr.contains(reason), "\(result.summary)")
    }
  }

  @Test func importRefusesADateThatDoesNotExist() {
    let psst = Psst()
    let lines = [
      jsonLine(["type": "user", "id": "maya", "name": "Maya", "role": "trainer"]),
      jsonLine(["type": "chat", "id": "k1", "name": "K", "kind": "direct", "members": ["maya", "kim"]]),
      jsonLine([
        "type": "message", "id": "x3", "chat": "k1", "sender": "kim", "ts": "2026-02-31T10:00:00Z", "text": "hi",
      ]),
    ]
    let result = psst.run(
      "psst-import", ["--account", "maya", "--format", "jsonl"], stdin: lines.joined(separator: "\n"))
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderr.contains("line 3"), "\(result.summary)")
    #expect(result.stderr.contains("ts"), "\(result.summary)")
    let stored = psst.read(as: "kit", ["--all", "--peek", "--no-sync"]).records
    #expect(
      !stored.contains { $0.string("ts")?.hasPrefix("2026-03-03") == true }, "February 31st must not become March 3rd")
  }

  @Test func importNeedsAnAccount() {
    let psst = Psst()
    let result = psst.run("psst-import", [Fixtures.history])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("--account"))
  }

  @Test func importReadsStandardInput() throws {
    let psst = Psst()
    let result = psst.run(
      "psst-import", ["--account", "kit", "--format", "jsonl", "--no-embed"], stdinFile: Fixtures.history)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.record?.int("messages") == (try historyMessages().count))
  }

  @Test func missingFileIsOneClearLine() {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "kit", psst.root + "/nope.jsonl"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("nope.jsonl"))
  }
}
