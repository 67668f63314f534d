import Foundation
import Testing

@Suite("psst-import")
struct PsstImportTests {
  /// The dev corpus lines, split into (headers: users and chats, messages).
  private func corpusLines() throws -> [String] {
    let text = try String(contentsOfFile: Corpus.messagesFile, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  private func corpusMessages() throws -> [Record] {
    try corpusLines().map(Record.init(line:)).filter { $0.type == "message" }
  }

  @discardableResult
  private func importCorpus(_ psst: Psst) -> ToolResult {
    psst.run("psst-import", ["--account", "maya", Corpus.messagesFile, "--format", "jsonl"])
  }

  @Test func corpusIsWhereTheTestsExpectIt() {
    #expect(
      FileManager.default.fileExists(atPath: Corpus.messagesFile),
      "set PSST_CORPUS to the folder holding messages.jsonl")
  }

  @Test func importKeepsMessageIdsAndTexts() throws {
    let psst = Psst()
    let result = importCorpus(psst)
    #expect(result.status == 0, "\(result.summary)")
    let counts = try #require(result.record)
    let corpus = try corpusMessages()
    #expect(counts.type == "import")
    #expect(counts.int("messages") == corpus.count)
    #expect(counts.int("skipped") == 0)
    #expect(counts.int("chats") == 20)

    let c01 = psst.read(as: "maya", ["--chat", "c01", "--peek", "--no-sync"]).records
    let expected = corpus.filter { $0.string("chat") == "c01" }
    #expect(c01.compactMap(\.id) == expected.compactMap(\.id))
    #expect(c01.first?.id == "c01-001")
    #expect(c01.compactMap { $0.string("text") } == expected.compactMap { $0.string("text") })
    #expect(c01.allSatisfy { $0.string("chat") == "c01" })

    // Every message, with its id, sender, time and exact text.
    let all = psst.read(as: "maya", ["--all", "--peek", "--no-sync"]).records
    #expect(all.count == corpus.count)
    let byID = Dictionary(uniqueKeysWithValues: all.compactMap { record in record.id.map { ($0, record) } })
    for message in corpus {
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
    importCorpus(psst)
    let unread = psst.read(as: "maya", ["--peek"])
    #expect(unread.status == 0, "\(unread.summary)")
    #expect(unread.records.isEmpty)
  }

  @Test func importCreatesTheAccountNamedAfterItsUserRecord() throws {
    let psst = Psst()
    importCorpus(psst)
    let account = try #require(
      psst.run("psst-account", ["list", "--format", "jsonl"]).records.first { $0.id == "maya" })
    #expect(account.string("name") == "Maya Chen")
    #expect(account.string("role") == "trainer")
  }

  @Test func reimportAddsNothing() throws {
    let psst = Psst()
    let first = importCorpus(psst)
    let count = try #require(first.record?.int("messages"))
    let second = importCorpus(psst)
    #expect(second.status == 0, "\(second.summary)")
    #expect(second.record?.int("messages") == 0)
    #expect(second.record?.int("skipped") == count)
    #expect(psst.read(as: "maya", ["--all", "--peek", "--no-sync"]).records.count == count)
  }

  @Test func chatNamesWorkWithChat() throws {
    let psst = Psst()
    importCorpus(psst)
    let byID = psst.read(as: "maya", ["--chat", "c01", "--peek", "--no-sync"]).records.compactMap(\.id)
    let byName = psst.read(as: "maya", ["--chat", "Sarah Okafor", "--peek", "--no-sync"]).records.compactMap(\.id)
    let byPerson = psst.read(as: "maya", ["--chat", "sarah", "--peek", "--no-sync"]).records.compactMap(\.id)
    #expect(!byID.isEmpty)
    #expect(byName == byID)
    #expect(byPerson == byID)
    let chats = psst.run("psst-chat", ["list", "--account", "maya", "--no-sync", "--format", "jsonl"]).records
    let c01 = try #require(chats.first { $0.id == "c01" })
    #expect(c01.string("name") == "Sarah Okafor")
    #expect(c01.string("kind") == "direct")
  }

  @Test func importedChatIdsAreAcceptedBySend() throws {
    let psst = Psst()
    importCorpus(psst)
    let input = jsonLine(["chat": "c01", "text": "see you Thursday"]) + "\n"
    let result = psst.run(
      "psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input, env: ["PSST_OFFLINE": "1"])
    #expect(result.status == 75, "\(result.summary)")
    #expect(result.record?.string("chat") == "c01")
    #expect(result.record?.string("chat_name") == "Sarah Okafor")
    let byName = psst.run(
      "psst-send", ["--account", "maya", "--chat", "Sarah Okafor", "--format", "jsonl", "and bring water"],
      env: ["PSST_OFFLINE": "1"])
    #expect(byName.record?.string("chat") == "c01", "\(byName.summary)")
  }

  @Test func malformedLineIsNamedWithExit65AndEarlierLinesKept() throws {
    let psst = Psst()
    let lines = try corpusLines()
    let firstMessage = try #require(lines.firstIndex { Record(line: $0).type == "message" })
    let good = Array(lines[..<(firstMessage + 5)])  // headers and 5 messages
    let after = Array(lines[(firstMessage + 5)..<(firstMessage + 10)])
    let file = writeFile(
      psst.root, "broken.jsonl", (good + ["{\"type\": \"message\", \"id\": "] + after).joined(separator: "\n") + "\n")
    let result = psst.run("psst-import", ["--account", "maya", file, "--format", "jsonl"])
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderrLines.count == 1, "\(result.summary)")
    #expect(result.stderr.contains("line \(good.count + 1)"), "\(result.summary)")
    let kept = psst.read(as: "maya", ["--all", "--peek", "--no-sync"]).records.compactMap(\.id)
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
    let stored = psst.read(as: "maya", ["--all", "--peek", "--no-sync"]).records
    #expect(
      !stored.contains { $0.string("ts")?.hasPrefix("2026-03-03") == true }, "February 31st must not become March 3rd")
  }

  @Test func importNeedsAnAccount() {
    let psst = Psst()
    let result = psst.run("psst-import", [Corpus.messagesFile])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("--account"))
  }

  @Test func importReadsStandardInput() throws {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "maya", "--format", "jsonl"], stdinFile: Corpus.messagesFile)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.record?.int("messages") == (try corpusMessages().count))
  }

  @Test func missingFileIsOneClearLine() {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "maya", psst.root + "/nope.jsonl"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("nope.jsonl"))
  }
}
