import Foundation
import Testing

@Suite("psst-read")
struct PsstReadTests {
  private func setUp() -> (Psst, String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let chat = psst.createChat(as: "maya", ["sarah"])
    psst.syncChats("sarah")
    return (psst, chat)
  }

  private func texts(_ result: ToolResult) -> [String] { result.records.compactMap { $0.string("text") } }

  private func iso(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }

  /// History at known ages, imported for maya: 10 days, 3 days and 2 hours old.
  private func importAgedHistory(_ psst: Psst) -> ToolResult {
    let now = Date()
    let lines = [
      jsonLine(["type": "user", "id": "maya", "name": "Maya Torres", "role": "trainer"]),
      jsonLine(["type": "user", "id": "jo", "name": "Jo Lee", "role": "client"]),
      jsonLine(["type": "chat", "id": "h1", "name": "Jo Lee", "kind": "direct", "members": ["maya", "jo"]]),
      jsonLine([
        "type": "message", "id": "h1-old", "chat": "h1", "sender": "jo", "ts": iso(now - 10 * 86_400),
        "text": "ten days",
      ]),
      jsonLine([
        "type": "message", "id": "h1-mid", "chat": "h1", "sender": "maya", "ts": iso(now - 3 * 86_400),
        "text": "three days",
      ]),
      jsonLine([
        "type": "message", "id": "h1-new", "chat": "h1", "sender": "jo", "ts": iso(now - 2 * 3600), "text": "two hours",
      ]),
    ]
    return psst.run(
      "psst-import", ["--account", "maya", "--format", "jsonl"], stdin: lines.joined(separator: "\n") + "\n")
  }

  @Test func defaultShowsUnreadFromOthersAndMarksThemRead() throws {
    let (psst, chat) = setUp()
    psst.send(as: "maya", chat: chat, "one")
    psst.send(as: "maya", chat: chat, "two")
    psst.send(as: "sarah", chat: chat, "own message is never unread")
    let first = psst.read(as: "sarah")
    #expect(first.status == 0, "\(first.summary)")
    #expect(texts(first) == ["one", "two"])
    #expect(first.records.allSatisfy { $0.bool("own") == false })
    #expect(psst.read(as: "sarah").records.isEmpty, "what was shown is now read")

    psst.send(as: "maya", chat: chat, "three")
    #expect(texts(psst.read(as: "sarah")) == ["three"])
    #expect(texts(psst.read(as: "sarah", ["--unread", "--chat", chat])).isEmpty)
  }

  @Test func everyMessageSentBetweenQuickReadsArrives() throws {
    // Reads that find the hub's files as their last sync left them skip opening it: each
    // message written in between must still change what they see.
    let (psst, chat) = setUp()
    psst.read(as: "sarah", ["--peek"])
    psst.read(as: "sarah", ["--peek"])
    for round in 1...5 {
      psst.send(as: "maya", chat: chat, "round \(round)")
      #expect(texts(psst.read(as: "sarah", ["--peek", "--chat", chat])).last == "round \(round)")
    }
  }

  @Test func aReadWithNothingNewLeavesTheHubUnopened() throws {
    let (psst, chat) = setUp()
    psst.send(as: "maya", chat: chat, "hello")
    psst.read(as: "sarah", ["--peek"])
    psst.read(as: "sarah", ["--peek"])
    // Bytes changed under the same size and times (nothing a real write does): a read that
    // opened the hub would find it damaged; one that trusts the unchanged stamp does not look.
    var before = stat()
    #expect(stat(psst.hubPath, &before) == 0)
    let handle = try #require(FileHandle(forUpdatingAtPath: psst.hubPath))
    try handle.write(contentsOf: [UInt8](repeating: 0x55, count: 100))
    try handle.close()
    #expect(utimensat(AT_FDCWD, psst.hubPath, [before.st_atim, before.st_mtim], 0) == 0)
    var unchanged = psst.read(as: "sarah", ["--peek", "--chat", chat])
    #expect(unchanged.status == 0 && unchanged.stderr.isEmpty, "\(unchanged.summary)")
    #expect(texts(unchanged) == ["hello"])
    // Any change to the file (here its time) sends the next read to the hub, which says so.
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: psst.hubPath)
    unchanged = psst.read(as: "sarah", ["--peek", "--chat", chat])
    #expect(unchanged.stderr.contains("damaged"), "\(unchanged.summary)")
  }

  @Test func peekDoesNotMarkAnythingRead() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "peek-a-boo").record?.id)
    #expect(texts(psst.read(as: "sarah", ["--peek"])) == ["peek-a-boo"])
    #expect(texts(psst.read(as: "sarah", ["--peek"])) == ["peek-a-boo"])
    #expect(psst.read(as: "sarah", ["--peek"]).records.first?.string("state") == "delivered")
    // The sender sees it delivered (the peek synced) but not read.
    let mine = try #require(psst.messages(as: "maya", chat: chat).first { $0.id == id })
    #expect(mine.string("state") == "delivered")
    #expect(mine.int("read_by") == 0)
    #expect(texts(psst.read(as: "sarah")) == ["peek-a-boo"])
    #expect(texts(psst.read(as: "sarah")).isEmpty)
  }

  @Test func textOnATerminalShowsNamesTimesAndState() throws {
    let (psst, chat) = setUp()
    psst.send(as: "maya", chat: chat, "hello there")
    let text = psst.run("psst-read", ["--account", "sarah", "--format", "text", "--peek"])
    #expect(text.status == 0, "\(text.summary)")
    #expect(text.stdout.contains("Maya Torres: hello there"))
    #expect(text.stdout.contains("just now"))
    #expect(text.stdout.range(of: #"\[\d{4}-\d\d-\d\d \d\d:\d\d · just now\]"#, options: .regularExpression) != nil)
    let empty = psst.run("psst-read", ["--account", "maya", "--format", "text"])
    #expect(empty.stdout.isEmpty)
    #expect(empty.stderr.contains("no unread messages"))
  }

  @Test func chatShowsReadAndUnreadOfOneChat() throws {
    let (psst, chat) = setUp()
    psst.addAccount("tom")
    let other = psst.createChat(as: "maya", ["tom"])
    psst.send(as: "maya", chat: chat, "for sarah")
    psst.send(as: "maya", chat: other, "for tom")
    psst.send(as: "sarah", chat: chat, "from sarah")
    psst.read(as: "maya")
    let result = psst.read(as: "maya", ["--chat", "Sarah Whitby"])
    #expect(texts(result) == ["for sarah", "from sarah"])
    #expect(result.records.allSatisfy { $0.string("chat") == chat })
  }

  @Test func allShowsEveryChatReadOrNot() throws {
    let (psst, chat) = setUp()
    psst.addAccount("tom")
    let other = psst.createChat(as: "maya", ["tom"])
    psst.syncChats("tom")
    psst.send(as: "sarah", chat: chat, "s1")
    psst.send(as: "tom", chat: other, "t1")
    #expect(texts(psst.read(as: "maya")).sorted() == ["s1", "t1"])
    psst.send(as: "maya", chat: chat, "m1")
    let all = psst.read(as: "maya", ["--all"])
    #expect(texts(all).sorted() == ["m1", "s1", "t1"])
  }

  @Test func lastLimitsToTheNewestInOrder() throws {
    let (psst, chat) = setUp()
    for n in 1...6 { psst.send(as: "maya", chat: chat, "n\(n)") }
    #expect(texts(psst.read(as: "sarah", ["--chat", chat, "--last", "2", "--peek"])) == ["n5", "n6"])
    #expect(texts(psst.read(as: "sarah", ["--chat", chat, "--last", "0", "--peek"])).isEmpty)
    #expect(texts(psst.read(as: "sarah", ["--chat", chat, "--last", "50", "--peek"])) == (1...6).map { "n\($0)" })
  }

  @Test func sinceTakesADurationOrADate() throws {
    let psst = Psst()
    let imported = importAgedHistory(psst)
    #expect(imported.status == 0, "\(imported.summary)")
    #expect(texts(psst.read(as: "maya", ["--chat", "h1", "--since", "7d"])) == ["three days", "two hours"])
    #expect(texts(psst.read(as: "maya", ["--chat", "h1", "--since", "1w"])) == ["three days", "two hours"])
    #expect(texts(psst.read(as: "maya", ["--chat", "h1", "--since", "12h"])) == ["two hours"])
    #expect(
      texts(psst.read(as: "maya", ["--chat", "h1", "--since", "30d"])) == ["ten days", "three days", "two hours"])
    let fiveDaysAgo = String(iso(Date() - 5 * 86_400).prefix(10))
    #expect(texts(psst.read(as: "maya", ["--chat", "h1", "--since", fiveDaysAgo])) == ["three days", "two hours"])
    let exact = iso(Date() - 4 * 3600)
    #expect(texts(psst.read(as: "maya", ["--all", "--since", exact])) == ["two hours"])
  }

  @Test func invalidSinceIsAUsageError() {
    let (psst, _) = setUp()
    let result = psst.read(as: "sarah", ["--since", "yesterday"])
    #expect(result.status == 1, "usage errors exit 1 as DESIGN.md documents: \(result.summary)")
    #expect(result.stderr.contains("--since"))
    #expect(result.stdout.isEmpty)
  }

  @Test func readingSendsAReceiptTheSenderSeesAsRead() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "did you stretch?").record?.id)
    let before = try #require(psst.messages(as: "maya", chat: chat).first { $0.id == id })
    #expect(before.string("state") == "sent")
    psst.read(as: "sarah")
    let after = try #require(psst.messages(as: "maya", chat: chat).first { $0.id == id })
    #expect(after.string("state") == "read")
    #expect(after.int("read_by") == 1)
    #expect(after.int("recipients") == 1)
    let text = psst.run("psst-read", ["--account", "maya", "--chat", chat, "--peek", "--format", "text"])
    #expect(text.stdout.contains("✓✓ read"))
  }

  @Test func groupReceiptsCountReadersOutOfRecipients() throws {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    psst.addAccount("tom", name: "Tom Reed")
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    let id = try #require(psst.send(as: "maya", chat: group, "Saturday 9am?").record?.id)

    psst.read(as: "sarah")
    let one = try #require(psst.messages(as: "maya", chat: group).first { $0.id == id })
    #expect(one.int("read_by") == 1)
    #expect(one.int("recipients") == 2)
    #expect(one.string("state") != "read")
    let text = psst.run("psst-read", ["--account", "maya", "--chat", group, "--peek", "--format", "text"])
    #expect(text.stdout.contains("read by 1 of 2"), "\(text.summary)")

    psst.read(as: "tom")
    let both = try #require(psst.messages(as: "maya", chat: group).first { $0.id == id })
    #expect(both.int("read_by") == 2)
    #expect(both.string("state") == "read")
    let textBoth = psst.run("psst-read", ["--account", "maya", "--chat", group, "--peek", "--format", "text"])
    #expect(textBoth.stdout.contains("read by 2 of 2"), "\(textBoth.summary)")
  }

  @Test func offlineReadShowsTheStoreAndItsReceiptWaitsInTheOutbox() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "ping").record?.id)
    psst.read(as: "sarah", ["--peek"])
    let offline = psst.read(as: "sarah", [], env: ["PSST_OFFLINE": "1"])
    #expect(offline.status == 0, "\(offline.summary)")
    #expect(texts(offline) == ["ping"])
    #expect(offline.stderr.contains("showing stored messages"))
    let queue = psst.run("psst-queue", ["list", "--account", "sarah", "--format", "jsonl"]).records
    #expect(queue.map { $0.string("kind") } == ["receipt"])
    #expect(psst.messages(as: "maya", chat: chat).first { $0.id == id }?.string("state") == "delivered")

    #expect(psst.run("psst-queue", ["flush", "--account", "sarah"]).status == 0)
    #expect(psst.messages(as: "maya", chat: chat).first { $0.id == id }?.string("state") == "read")
  }

  @Test func unknownChatIsOneClearLine() {
    let (psst, _) = setUp()
    let result = psst.read(as: "maya", ["--chat", "nope"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["psst-read: unknown chat nope; see psst-chat list"])
  }

  @Test func fromFiltersBySender() throws {
    let (psst, chat) = setUp()
    psst.send(as: "maya", chat: chat, "m")
    psst.send(as: "sarah", chat: chat, "s")
    #expect(texts(psst.read(as: "maya", ["--chat", chat, "--from", "sarah", "--peek"])) == ["s"])
  }
}

extension PsstReadTests {
  @Test func absurdSinceIsAUsageErrorNotACrash() {
    let (psst, _) = setUp()
    let result = psst.read(as: "sarah", ["--since", "9999999999999999d"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(!result.looksLikeCrash, "\(result.summary)")
    #expect(result.stderrLines.count <= 3, "a short usage message, not a backtrace")
  }

  @Test func fromDoesNotMarkOtherSendersMessagesRead() throws {
    let psst = Psst()
    for person in ["maya", "sarah", "tom"] { psst.addAccount(person) }
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    psst.syncChats("sarah", "tom")
    psst.send(as: "sarah", chat: group, "from sarah")
    psst.send(as: "tom", chat: group, "from tom")
    let fromTom = psst.read(as: "maya", ["--from", "tom"])
    #expect(texts(fromTom) == ["from tom"])
    // sarah's message was never shown, so it is still unread.
    #expect(texts(psst.read(as: "maya", ["--peek"])) == ["from sarah"])
  }

  @Test func saveAttachmentsWritesTheReceivedFile() throws {
    let (psst, chat) = setUp()
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + (0..<500).map { UInt8($0 % 256) }
    let original = writeFile(psst.root, "squat.jpg", bytes: bytes)
    let sent = psst.run(
      "psst-send", ["--account", "maya", "--chat", chat, "--attach", original, "--format", "jsonl", "form"])
    #expect(sent.status == 0, "\(sent.summary)")
    let folder = psst.root + "/saved"
    let read = psst.read(as: "sarah", ["--chat", chat, "--peek", "--save-attachments", folder])
    #expect(read.status == 0, "\(read.summary)")
    let attachment = try #require(read.records.first?.objects("attachments")?.first)
    #expect(attachment.string("content_type") == "image/jpeg")
    let path = try #require(attachment.string("path"))
    #expect(path.hasPrefix(folder + "/"))
    #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes)
  }
}
