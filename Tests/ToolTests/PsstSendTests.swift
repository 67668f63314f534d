import Foundation
import Testing

@Suite("psst-send")
struct PsstSendTests {
  /// maya and sarah with a 1:1 chat, and a group with tom; returns (psst, direct, group).
  private func setUp() -> (Psst, String, String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    psst.addAccount("tom", name: "Tom Reed")
    let direct = psst.createChat(as: "maya", ["sarah"])
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    return (psst, direct, group)
  }

  /// Compares strings scalar by scalar (Swift's == treats canonically equivalent text as equal).
  private func sameScalars(_ a: String?, _ b: String) -> Bool {
    guard let a else { return false }
    return Array(a.unicodeScalars) == Array(b.unicodeScalars)
  }

  @Test func textFromArgumentsIsSentAndPrintedWithIdAndState() throws {
    let (psst, direct, _) = setUp()
    let result = psst.run(
      "psst-send", ["--account", "maya", "--chat", direct, "--format", "jsonl", "see", "you", "at", "6"])
    #expect(result.status == 0, "\(result.summary)")
    let message = try #require(result.record)
    #expect(message.type == "message")
    #expect(message.string("text") == "see you at 6")
    #expect(message.string("state") == "sent")
    #expect(message.string("chat") == direct)
    #expect(message.bool("own") == true)
    let id = try #require(message.id)

    let received = psst.read(as: "sarah").records
    #expect(received.map(\.id) == [id])
    #expect(received.first?.string("text") == "see you at 6")
    #expect(received.first?.string("sender") == "maya")
    #expect(received.first?.string("sender_name") == "Maya Torres")
  }

  @Test func chatCanBeNamedByNameOrByTheOtherPerson() throws {
    let (psst, direct, group) = setUp()
    #expect(psst.send(as: "maya", chat: "Crew", "to the group").record?.string("chat") == group)
    #expect(psst.send(as: "maya", chat: "sarah", "to sarah by id").record?.string("chat") == direct)
    #expect(psst.send(as: "maya", chat: "Sarah Whitby", "to sarah by name").record?.string("chat") == direct)
  }

  @Test func toOpensAOneToOneChatOnceAndReusesIt() throws {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let first = psst.run("psst-send", ["--account", "maya", "--to", "sarah", "--format", "jsonl", "hello"])
    #expect(first.status == 0, "\(first.summary)")
    let message = try #require(first.record)
    #expect(message.string("state") == "sent")
    let chat = try #require(message.string("chat"))
    #expect(message.string("chat_name") == "Sarah Whitby", "a new 1:1 chat is named after the other person")

    let second = try #require(
      psst.run("psst-send", ["--account", "maya", "--to", "sarah", "--format", "jsonl", "again"]).record)
    #expect(second.string("chat") == chat)

    let chats = psst.run("psst-chat", ["list", "--account", "sarah", "--format", "jsonl"]).records
    #expect(chats.map(\.id) == [chat])
    #expect(chats.first?.string("kind") == "direct")
    #expect(psst.read(as: "sarah").records.compactMap { $0.string("text") } == ["hello", "again"])
  }

  @Test func toReusesTheOneToOneChatTheOtherPersonOpened() throws {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let opened = psst.createChat(as: "maya", ["sarah"])
    // sarah answers with --to before anything else has synced her store.
    let reply = psst.run("psst-send", ["--account", "sarah", "--to", "maya", "--format", "jsonl", "hi coach"])
    #expect(reply.status == 0, "\(reply.summary)")
    #expect(reply.record?.string("chat") == opened, "a second 1:1 chat between the same two people was opened")
    let chats = psst.run("psst-chat", ["list", "--account", "maya", "--format", "jsonl"]).records
    #expect(chats.count == 1, "maya now has \(chats.count) direct chats with sarah")
  }

  @Test func chatOpenedByTheOtherSideIsUsableWithoutSyncingFirst() throws {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let chat = psst.createChat(as: "maya", ["sarah"])
    // maya tells sarah the chat id; sarah sends to it straight away (the hub is reachable).
    let result = psst.send(as: "sarah", chat: chat, "got it")
    #expect(result.status == 0, "\(result.summary)")
    #expect(psst.messages(as: "maya", chat: chat).compactMap { $0.string("text") } == ["got it"])
  }

  @Test func toAnUnknownPersonIsRefused() {
    let (psst, _, _) = setUp()
    let result = psst.run("psst-send", ["--account", "maya", "--to", "ghost", "boo"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("unknown user ghost"))
    #expect(psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records.isEmpty)
  }

  @Test func unknownChatIsOneClearLine() {
    let (psst, _, _) = setUp()
    let result = psst.send(as: "maya", chat: "nowhere", "hi")
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["psst-send: unknown chat nowhere; see psst-chat list"])
    #expect(result.stdout.isEmpty)
  }

  @Test func withoutTargetOrTextIsAUsageError() {
    let (psst, _, _) = setUp()
    let result = psst.run("psst-send", ["--account", "maya", "hello"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("--chat"))
  }

  @Test func jsonLinesOnStdinAcceptChatIdsNamesAndPeople() throws {
    let (psst, direct, group) = setUp()
    let input =
      [
        jsonLine(["chat": direct, "text": "by id"]),
        jsonLine(["chat": "Crew", "text": "by group name"]),
        jsonLine(["to": "sarah", "text": "by person"]),
        "",
        jsonLine(["chat": "Sarah Whitby", "text": "by chat name"]),
      ].joined(separator: "\n") + "\n"
    let result = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.allLinesAreJSON)
    #expect(result.records.compactMap { $0.string("text") } == ["by id", "by group name", "by person", "by chat name"])
    #expect(result.records.compactMap { $0.string("chat") } == [direct, group, direct, direct])
    #expect(result.records.allSatisfy { $0.string("state") == "sent" })
    #expect(
      psst.messages(as: "sarah", chat: direct).compactMap { $0.string("text") } == [
        "by id", "by person", "by chat name",
      ])
    #expect(psst.messages(as: "tom", chat: group).compactMap { $0.string("text") } == ["by group name"])
  }

  @Test func recordsPrintedByPsstReadCanBePipedBackIn() throws {
    let (psst, direct, group) = setUp()
    psst.send(as: "maya", chat: direct, "forward me")
    let read = psst.read(as: "sarah", ["--chat", direct, "--peek"])
    // sarah forwards what she read into the group, as psst-read printed it.
    let forward = psst.run(
      "psst-send", ["--account", "sarah", "--chat", group, "--format", "jsonl"], stdin: read.stdout)
    #expect(forward.status == 0, "\(forward.summary)")
    #expect(forward.record?.string("text") == "forward me")
    #expect(forward.record?.string("chat") == group)
    #expect(forward.record?.id != read.records.first?.id)
  }

  @Test func emojiAndAnyUnicodeRoundTripExactly() throws {
    let (psst, direct, _) = setUp()
    let samples = [
      "👋🏽 hi! 👩‍👩‍👧‍👦 🇯🇵 🏳️‍🌈",
      "cafe\u{301} vs café — “quotes” ‘single’ …",
      "漢字かなカナ 한국어 עברית العربية हिन्दी ไทย",
      "tab\there\nnew line \"quoted\" back\\slash / slash",
      "zero\u{200B}width joiner\u{200D} line\u{2028}sep para\u{2029}sep bom\u{FEFF}",
      "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟘𝟙 \u{10FFFF} \u{1F9D1}\u{200D}\u{1F4BB}",
      "control \u{01}\u{1F} and nul \u{0} inside",
    ]
    // From JSON Lines on stdin.
    let input = samples.map { jsonLine(["chat": direct, "text": $0]) }.joined(separator: "\n") + "\n"
    let sent = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input)
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.records.count == samples.count)
    for (record, sample) in zip(sent.records, samples) {
      #expect(sameScalars(record.string("text"), sample), "sender printed \(record)")
    }
    // From an argument (no NUL possible in argv).
    let argument = "arg: 🧗‍♀️ naïve façade Ωμέγα 🙂"
    let fromArgument = psst.send(as: "maya", chat: direct, argument)
    #expect(fromArgument.status == 0, "\(fromArgument.summary)")

    let received = psst.read(as: "sarah", ["--chat", direct])
    #expect(received.allLinesAreJSON)
    let texts = received.records.compactMap { $0.string("text") }
    #expect(texts.count == samples.count + 1)
    for (text, sample) in zip(texts, samples + [argument]) {
      #expect(sameScalars(text, sample), "received \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func emptyTextIsRefusedWithExit65() {
    let (psst, direct, _) = setUp()
    for text in ["", "   ", "\n\t"] {
      let result = psst.send(as: "maya", chat: direct, text)
      #expect(result.status == 65, "\(result.summary)")
      #expect(result.stderrLines.count == 1)
      #expect(result.stderr.contains("empty"))
    }
    let stdin = psst.run("psst-send", ["--account", "maya", "--chat", direct], stdin: jsonLine(["text": ""]) + "\n")
    #expect(stdin.status == 65, "\(stdin.summary)")
    #expect(stdin.stderr.contains("line 1"))
    #expect(psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records.isEmpty)
    #expect(psst.messages(as: "sarah", chat: direct).isEmpty)
  }

  @Test func textOverFourThousandCharactersIsRefusedNamingTheLimit() {
    let (psst, direct, _) = setUp()
    let result = psst.send(as: "maya", chat: direct, String(repeating: "a", count: 4001))
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("4000"))
    #expect(result.stderr.contains("4001"))
    #expect(psst.messages(as: "sarah", chat: direct).isEmpty)
    #expect(psst.messages(as: "maya", chat: direct).isEmpty)
  }

  @Test func textOfExactlyFourThousandCharactersIsAccepted() throws {
    let (psst, direct, _) = setUp()
    let text = String(repeating: "é", count: 3999) + "!"
    let result = psst.send(as: "maya", chat: direct, text)
    #expect(result.status == 0, "\(result.summary)")
    let received = psst.messages(as: "sarah", chat: direct)
    #expect(received.count == 1)
    #expect(received.first?.string("text") == text)
  }

  @Test func malformedLineThreeOfFourIsNamedAndEarlierLinesAreDelivered() throws {
    let (psst, direct, _) = setUp()
    let input =
      [
        jsonLine(["chat": direct, "text": "one"]),
        jsonLine(["chat": direct, "text": "two"]),
        "{\"chat\": \"\(direct)\", \"text\": \"three\"",
        jsonLine(["chat": direct, "text": "four"]),
      ].joined(separator: "\n") + "\n"
    let result = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input)
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderrLines.count == 1, "\(result.summary)")
    #expect(result.stderr.contains("line 3"))
    #expect(result.records.compactMap { $0.string("text") } == ["one", "two"])
    #expect(result.records.allSatisfy { $0.string("state") == "sent" })

    let received = psst.messages(as: "sarah", chat: direct).compactMap { $0.string("text") }
    #expect(received == ["one", "two"])
    #expect(psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records.isEmpty)
  }

  @Test func badLinesOfEveryKindAreNamedWithTheirReason() {
    let (psst, direct, _) = setUp()
    let cases: [(String, String)] = [
      ("[1, 2]", "object"),
      (jsonLine(["chat": direct]), "text"),
      (jsonLine(["chat": direct, "text": 5]), "text"),
      (jsonLine(["chat": "nowhere", "text": "x"]), "unknown chat"),
      ("not json", "invalid JSON"),
    ]
    for (line, reason) in cases {
      let input = jsonLine(["chat": direct, "text": "fine"]) + "\n" + line + "\n"
      let result = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input)
      #expect(result.status == 65, "\(result.summary)")
      #expect(result.stderr.contains("line 2"), "\(result.summary)")
      #expect(result.stderr.contains(reason), "\(result.summary)")
      #expect(result.records.count == 1)
    }
  }

  @Test func invalidUTF8OnStdinIsRefusedNamingTheLine() throws {
    let (psst, direct, _) = setUp()
    var bytes = Array((jsonLine(["chat": direct, "text": "fine"]) + "\n").utf8)
    bytes += Array("{\"chat\": \"\(direct)\", \"text\": \"bad ".utf8) + [0xFF, 0xFE] + Array(" bytes\"}\n".utf8)
    let file = writeFile(psst.root, "latin1.jsonl", bytes: bytes)
    let result = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdinFile: file)
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderr.contains("line 2"), "\(result.summary)")
    #expect(
      psst.messages(as: "sarah", chat: direct).compactMap { $0.string("text") } == ["fine"],
      "nothing is silently altered")
  }

  @Test func replyToIsKeptAndShownToTheOtherSide() throws {
    let (psst, direct, _) = setUp()
    let question = try #require(psst.send(as: "maya", chat: direct, "Knee ok?").record?.id)
    psst.read(as: "sarah")
    let reply = psst.run(
      "psst-send", ["--account", "sarah", "--chat", direct, "--reply-to", question, "--format", "jsonl", "Better"])
    #expect(reply.status == 0, "\(reply.summary)")
    #expect(reply.record?.string("reply_to") == question)
    let seen = psst.messages(as: "maya", chat: direct).last
    #expect(seen?.string("text") == "Better")
    #expect(seen?.string("reply_to") == question)

    let viaStdin = psst.run(
      "psst-send", ["--account", "sarah", "--format", "jsonl"],
      stdin: jsonLine(["chat": direct, "text": "also", "reply_to": question]) + "\n")
    #expect(viaStdin.record?.string("reply_to") == question, "\(viaStdin.summary)")
  }

  @Test func replyToAnUnknownMessageIsRefused() {
    let (psst, direct, _) = setUp()
    let result = psst.run("psst-send", ["--account", "maya", "--chat", direct, "--reply-to", "m-nope", "hi"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("m-nope"))
    #expect(psst.messages(as: "sarah", chat: direct).isEmpty)
  }

  @Test func attachmentIsStoredAndTypedByContent() throws {
    let (psst, direct, _) = setUp()
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 120)
    // The name says text; the content says PNG.
    let original = writeFile(psst.root, "photo.txt", bytes: png)
    let result = psst.run(
      "psst-send", ["--account", "maya", "--chat", direct, "--attach", original, "--format", "jsonl", "form check"])
    #expect(result.status == 0, "\(result.summary)")
    let attachment = try #require(result.record?.objects("attachments")?.first)
    #expect(attachment.string("name") == "photo.txt")
    #expect(attachment.string("content_type") == "image/png")
    #expect(attachment.int("size") == png.count)
    let stored = try #require(attachment.string("path"))
    #expect(stored != original)
    #expect(stored.hasPrefix(psst.home + "/attachments/"))
    // The stored copy survives the original going away.
    try FileManager.default.removeItem(atPath: original)
    #expect(FileManager.default.contents(atPath: stored).map { Array($0) } == png)

    let received = try #require(psst.messages(as: "sarah", chat: direct).first)
    let theirs = try #require(received.objects("attachments")?.first)
    #expect(theirs.string("content_type") == "image/png")
    #expect(theirs.int("size") == png.count)
    #expect(theirs.string("media") != nil)
  }

  @Test func attachmentWhileOfflineIsUploadedByTheFlush() throws {
    let (psst, direct, _) = setUp()
    let pdf = writeFile(psst.root, "plan", "%PDF-1.4 weekly plan")
    let queued = psst.run(
      "psst-send", ["--account", "maya", "--chat", direct, "--attach", pdf, "--format", "jsonl", "plan"],
      env: ["PSST_OFFLINE": "1"])
    #expect(queued.status == 75, "\(queued.summary)")
    try FileManager.default.removeItem(atPath: pdf)
    let flush = psst.run("psst-queue", ["flush", "--account", "maya", "--format", "jsonl"])
    #expect(flush.status == 0, "\(flush.summary)")
    let theirs = try #require(psst.messages(as: "sarah", chat: direct).first?.objects("attachments")?.first)
    #expect(theirs.string("content_type") == "application/pdf")
    #expect(theirs.string("media") != nil)
  }

  @Test func attachmentOverTenMebibytesIsRefused() throws {
    let (psst, direct, _) = setUp()
    let big = psst.root + "/big.bin"
    #expect(FileManager.default.createFile(atPath: big, contents: Data(count: 10 * 1024 * 1024 + 1)))
    let result = psst.run("psst-send", ["--account", "maya", "--chat", direct, "--attach", big, "too big"])
    #expect([1, 65].contains(result.status), "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("10 MiB"))
    #expect(psst.messages(as: "maya", chat: direct).isEmpty)
    #expect(psst.messages(as: "sarah", chat: direct).isEmpty)
  }

  @Test func missingAttachmentIsRefused() {
    let (psst, direct, _) = setUp()
    let result = psst.run(
      "psst-send", ["--account", "maya", "--chat", direct, "--attach", psst.root + "/nope.png", "x"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("nope.png"))
    #expect(psst.messages(as: "maya", chat: direct).isEmpty)
  }

  @Test func offlineSendIsQueuedWithExit75ThenFlushedInOrder() throws {
    let (psst, direct, _) = setUp()
    var ids: [String] = []
    for text in ["first", "second", "third"] {
      let result = psst.send(as: "maya", chat: direct, text, env: ["PSST_OFFLINE": "1"])
      #expect(result.status == 75, "\(result.summary)")
      #expect(result.record?.string("state") == "queued")
      #expect(result.stderrLines.count == 1)
      #expect(result.stderr.contains("queued"))
      ids += result.record?.id.map { [$0] } ?? []
    }
    #expect(psst.messages(as: "sarah", chat: direct).isEmpty)
    // The sender sees them, queued.
    #expect(
      psst.messages(as: "maya", chat: direct).compactMap { $0.string("state") } == ["queued", "queued", "queued"])

    let flush = psst.run("psst-queue", ["flush", "--account", "maya", "--format", "jsonl"])
    #expect(flush.status == 0, "\(flush.summary)")
    #expect(flush.records.compactMap(\.id) == ids)
    let received = psst.messages(as: "sarah", chat: direct)
    #expect(received.compactMap(\.id) == ids)
    #expect(received.compactMap { $0.string("text") } == ["first", "second", "third"])
    #expect(psst.messages(as: "maya", chat: direct).allSatisfy { $0.string("state") != "queued" })
  }

  @Test func hubInAMissingFolderIsUnreachableAndTheQueueWaitsForIt() throws {
    // Two machines sharing a hub in a folder that goes away (an unmounted share) and comes back.
    let base = Psst()
    let shared = base.root + "/share"
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    base.environment["PSST_HUB"] = shared + "/hub.db"
    let sarah = base.neighbour("sarah-home")
    base.addAccount("maya", name: "Maya")
    sarah.addAccount("sarah", name: "Sarah")
    let chat = base.createChat(as: "maya", ["sarah"])

    try FileManager.default.moveItem(atPath: shared, toPath: shared + ".away")
    var ids: [String] = []
    for text in ["a", "b", "c", "d"] {
      let result = base.send(as: "maya", chat: chat, text)
      #expect(result.status == 75, "\(result.summary)")
      #expect(result.record?.string("state") == "queued")
      #expect(result.stderr.contains("does not exist"))
      ids += result.record?.id.map { [$0] } ?? []
    }
    let stillAway = base.run("psst-queue", ["flush", "--account", "maya"])
    #expect(stillAway.status == 75, "\(stillAway.summary)")
    #expect(stillAway.stderr.contains("4 still queued"))
    #expect(!FileManager.default.fileExists(atPath: shared), "an unreachable hub is not silently recreated")

    try FileManager.default.moveItem(atPath: shared + ".away", toPath: shared)
    let flush = base.run("psst-queue", ["flush", "--account", "maya", "--format", "jsonl"])
    #expect(flush.status == 0, "\(flush.summary)")
    let received = sarah.messages(as: "sarah", chat: chat)
    #expect(received.compactMap(\.id) == ids)
    #expect(received.compactMap { $0.string("text") } == ["a", "b", "c", "d"])
  }

  @Test func hubPathIntoAMissingFolderQueuesWith75() throws {
    let (psst, direct, _) = setUp()
    let missing = ["PSST_HUB": psst.root + "/no/such/folder/hub.db"]
    let first = psst.send(as: "maya", chat: direct, "via a missing hub", env: missing)
    #expect(first.status == 75, "\(first.summary)")
    #expect(first.record?.string("state") == "queued")
    #expect(first.stderrLines.count == 1)
    #expect(first.stderr.contains("does not exist"))
    let second = psst.send(as: "maya", chat: direct, "and another", env: missing)
    #expect(second.status == 75, "\(second.summary)")
    #expect(!FileManager.default.fileExists(atPath: psst.root + "/no"))
    // Back on the real hub, the flush delivers both in order.
    let flush = psst.run("psst-queue", ["flush", "--account", "maya", "--format", "jsonl"])
    #expect(flush.status == 0, "\(flush.summary)")
    #expect(received(psst, direct) == ["via a missing hub", "and another"])
  }

  private func received(_ psst: Psst, _ chat: String) -> [String] {
    psst.messages(as: "sarah", chat: chat).compactMap { $0.string("text") }
  }

  @Test func offlineStdinBatchIsQueuedWholeAndInOrder() throws {
    let (psst, direct, _) = setUp()
    let input = (1...25).map { jsonLine(["chat": direct, "text": "n\($0)"]) }.joined(separator: "\n")
    let result = psst.run(
      "psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input, env: ["PSST_OFFLINE": "1"])
    #expect(result.status == 75, "\(result.summary)")
    #expect(result.records.count == 25)
    #expect(result.records.allSatisfy { $0.string("state") == "queued" })
    let list = psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records
    #expect(list.compactMap { $0.string("text") } == (1...25).map { "n\($0)" })
    psst.run("psst-queue", ["flush", "--account", "maya"])
    #expect(psst.messages(as: "sarah", chat: direct).compactMap { $0.string("text") } == (1...25).map { "n\($0)" })
  }

  @Test func anAttachmentThatVanishedFailsOnlyItsOwnMessage() throws {
    let (psst, direct, _) = setUp()
    let file = writeFile(psst.root, "note.txt", "hello")
    let queued = psst.run(
      "psst-send", ["--account", "maya", "--chat", direct, "--attach", file, "with file", "--format", "jsonl"],
      env: ["PSST_OFFLINE": "1"])
    #expect(queued.status == 75)
    let stored = try #require(queued.record?.objects("attachments")?.first?.string("path"))
    try FileManager.default.removeItem(atPath: stored)
    let next = psst.send(as: "maya", chat: direct, "plain")
    #expect(next.record?.string("state") == "sent", "\(next.summary)")
    let list = psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records
    #expect(list.map { $0.string("state") } == ["failed"])
    #expect(list.first?.string("error")?.contains("note.txt") == true)
  }

  @Test func waitingForInputDoesNotLockOtherTools() throws {
    let (psst, direct, _) = setUp()
    let fifo = psst.root + "/input"
    #expect(mkfifo(fifo, 0o600) == 0)
    // psst-send reads a FIFO whose writer sends one line and then stays silent.
    let writer = FileHandle(forUpdatingAtPath: fifo)
    let reader = psst.start("psst-send", ["--account", "maya", "--format", "jsonl"], stdinFile: fifo)
    writer?.write(Data((jsonLine(["chat": direct, "text": "first"]) + "\n").utf8))
    usleep(500_000)
    let started = Date()
    let other = psst.run("psst-account", ["set", "--account", "maya", "--name", "Maya C."])
    #expect(other.status == 0, "\(other.summary)")
    #expect(Date().timeIntervalSince(started) < 3, "another tool wrote while psst-send waited for input")
    try writer?.close()
    let result = reader.wait()
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.records.compactMap { $0.string("text") } == ["first"])
  }
}
