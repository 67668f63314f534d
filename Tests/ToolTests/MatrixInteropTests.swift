import Foundation
import Testing

/// psst next to another Matrix client (matrix-nio, `scripts/nio-client`): what one sends, the
/// other reads the way the Matrix spec says. The rooms are created by nio, so psst knows them
/// by their room id.
@Suite("Matrix interop")
struct MatrixInteropTests {
  /// maya on psst and a nio user, in a room nio created and invited maya to (psst accepts
  /// invitations on sync): (maya, nio, room id).
  private func room(
    _ synapse: Synapse, name: String = "Interop", encrypted: Bool = false, direct: Bool = false
  ) throws -> (MatrixPerson, MatrixUser, String) {
    let maya = try synapse.person("maya")
    let nio = try synapse.register("nio")
    var arguments = ["create", "--name", name, "--invite", maya.id]
    if encrypted { arguments.append("--encrypted") }
    if direct { arguments.append("--direct") }
    let created = synapse.nio(nio, arguments)
    let room = try #require(created.record?.string("room_id"), "\(created.summary)")
    let chat = maya.waitForChat(room)
    try #require(chat != nil, "maya's psst never joined the room nio invited her to")
    return (maya, nio, room)
  }

  private func eventID(_ result: ToolResult) throws -> String {
    try #require(result.status == 0 ? result.record?.string("event_id") : nil, "\(result.summary)")
  }

  // MARK: nio → psst

  @Test func messageAndReplyFromNioShowInPsst() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let hello = try eventID(synapse.nio(nio, ["send", room, "hello from nio"]))
    let reply = try eventID(synapse.nio(nio, ["send", room, "and a reply", "--reply-to", hello]))
    let messages = maya.messages(chat: room)
    #expect(messages.map(\.id) == [hello, reply], "\(messages)")
    #expect(messages.compactMap { $0.string("text") } == ["hello from nio", "and a reply"])
    #expect(messages.allSatisfy { $0.string("sender") == nio.id && $0.bool("own") == false })
    #expect(messages.first?.string("reply_to") == nil)
    #expect(messages.last?.string("reply_to") == hello)
  }

  @Test func editFromNioReplacesTheTextAndKeepsTheHistory() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let original = try eventID(synapse.nio(nio, ["send", room, "Session at 6"]))
    #expect(maya.messages(chat: room).first?.string("text") == "Session at 6")
    _ = try eventID(synapse.nio(nio, ["edit", room, original, "Session at 7"]))
    let messages = maya.messages(chat: room, ["--history"])
    #expect(messages.count == 1, "an edit is not a message of its own: \(messages)")
    let seen = try #require(messages.first)
    #expect(seen.id == original)
    #expect(seen.string("text") == "Session at 7")
    #expect(seen.bool("edited") == true)
    #expect(seen.objects("history")?.compactMap { $0.string("text") } == ["Session at 6"], "\(seen)")
  }

  @Test func messageFirstSeenAfterNioEditedItShowsTheEditAndHistory() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let original = try eventID(synapse.nio(nio, ["send", room, "v1"]))
    _ = try eventID(synapse.nio(nio, ["edit", room, original, "v2"]))
    _ = try eventID(synapse.nio(nio, ["edit", room, original, "v3"]))
    let messages = maya.messages(chat: room, ["--history"])
    #expect(messages.map(\.id) == [original], "\(messages)")
    #expect(messages.first?.string("text") == "v3")
    #expect(messages.first?.bool("edited") == true)
    #expect(messages.first?.objects("history")?.compactMap { $0.string("text") } == ["v1", "v2"], "\(messages)")
  }

  @Test func redactionFromNioDeletesTheMessage() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let oops = try eventID(synapse.nio(nio, ["send", room, "oops, wrong room"]))
    let stays = try eventID(synapse.nio(nio, ["send", room, "this stays"]))
    #expect(maya.messages(chat: room).count == 2)
    _ = try eventID(synapse.nio(nio, ["redact", room, oops]))
    let messages = maya.messages(chat: room)
    #expect(messages.map(\.id) == [oops, stays], "\(messages)")
    #expect(messages.first?.bool("deleted") == true)
    #expect(messages.first?.string("text") == "")
    #expect(messages.last?.bool("deleted") == false)
    let text = maya.psst.run("psst-read", ["--account", maya.account, "--chat", room, "--peek", "--format", "text"])
    #expect(!text.stdout.contains("wrong room"), "\(text.summary)")
  }

  @Test func fileFromNioIsSavedByPsstWithTheSameBytes() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let bytes = randomBytes(150_000)
    let file = writeFile(maya.psst.root, "route.gpx", bytes: bytes)
    let sent = synapse.nio(nio, ["send-file", room, file, "--mimetype", "application/gpx+xml"])
    let event = try eventID(sent)
    let folder = maya.psst.root + "/saved"
    let read = maya.read(["--chat", room, "--peek", "--save-attachments", folder])
    #expect(read.status == 0, "\(read.summary)")
    let message = try #require(read.records.first { $0.id == event }, "\(read.summary)")
    let attachment = try #require(message.objects("attachments")?.first, "\(message)")
    #expect(attachment.string("name") == "route.gpx")
    #expect(attachment.string("content_type") == "application/gpx+xml")
    #expect(attachment.int("size") == bytes.count)
    #expect(attachment.string("media") == sent.record?.string("url"))
    let path = try #require(attachment.string("path"), "\(attachment)")
    #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes, "psst saved other bytes")
  }

  // MARK: psst → nio

  @Test func textFromPsstIsAPlainMessageForNio() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let sent = try maya.sent(chat: room, "hello from psst")
    #expect(sent.id?.hasPrefix("$") == false, "own messages keep psst ids: \(sent)")
    let events = try synapse.nioMessages(nio, room: room)
    #expect(events.count == 1, "\(events)")
    let event = try #require(events.first)
    #expect(event.string("body") == "hello from psst")
    #expect(event.string("msgtype") == "m.text")
    #expect(event.string("sender") == maya.id)
  }

  @Test func replyFromPsstPointsAtTheRightEvent() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let first = try eventID(synapse.nio(nio, ["send", room, "first question"]))
    let second = try eventID(synapse.nio(nio, ["send", room, "second question"]))
    #expect(maya.messages(chat: room).map(\.id) == [first, second])
    _ = try maya.sent(chat: room, "answer to the first", ["--reply-to", first])
    let events = try synapse.nioMessages(nio, room: room)
    let answer = try #require(events.first { $0.string("sender") == maya.id }, "\(events)")
    #expect(answer.string("in_reply_to") == first, "\(answer)")
    #expect(answer.string("body")?.hasSuffix("answer to the first") == true, "\(answer)")
  }

  @Test func editFromPsstIsAnMReplaceOfTheOriginalEvent() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let message = try maya.sent(chat: room, "Session at 6")
    let edit = maya.run("psst-edit", nil, [message.id!, "Session at 7"])
    #expect(edit.status == 0, "\(edit.summary)")
    let events = try synapse.nioMessages(nio, room: room)
    let original = try #require(events.first { $0.string("replaces") == nil }, "\(events)")
    #expect(original.string("body") == "Session at 6")
    let replacement = try #require(events.first { $0.string("replaces") != nil }, "\(events)")
    #expect(replacement.string("replaces") == original.string("event_id"))
    #expect(replacement.string("new_body") == "Session at 7")
    #expect(replacement.string("sender") == maya.id)
    #expect(events.count == 2, "\(events)")
  }

  @Test func unsendFromPsstRedactsTheEvent() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let secret = try maya.sent(chat: room, "my PIN is 1234")
    _ = try maya.sent(chat: room, "this stays")
    let before = try synapse.nioMessages(nio, room: room)
    let target = try #require(before.first { $0.string("body") == "my PIN is 1234" }?.string("event_id"), "\(before)")
    let unsend = maya.run("psst-unsend", nil, [secret.id!])
    #expect(unsend.status == 0, "\(unsend.summary)")
    let after = try synapse.nioMessages(nio, room: room)
    let redacted = try #require(after.first { $0.string("event_id") == target }, "\(after)")
    #expect(redacted.bool("redacted") == true, "\(redacted)")
    #expect(redacted.string("body") == nil, "the text is still on the server: \(redacted)")
    #expect(after.first { $0.string("body") == "this stays" }?.bool("redacted") == false)
  }

  @Test func attachmentFromPsstIsDownloadableByNioWithTheSameBytes() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let bytes = randomBytes(120_000)
    let file = writeFile(maya.psst.root, "intervals.bin", bytes: bytes)
    _ = try maya.sent(chat: room, "the intervals", ["--attach", file])
    let events = try synapse.nioMessages(nio, room: room)
    let withFile = events.filter { $0.string("url") != nil }
    #expect(withFile.count == 1, "\(events)")
    let event = try #require(withFile.first)
    let url = try #require(event.string("url"))
    #expect(url.hasPrefix("mxc://"))
    #expect(event.int("size") == bytes.count, "\(event)")
    #expect(event.string("filename") == "intervals.bin" || event.string("body") == "intervals.bin", "\(event)")
    let out = maya.psst.root + "/nio-download.bin"
    let download = synapse.nio(nio, ["download", url, out])
    #expect(download.status == 0, "\(download.summary)")
    #expect(download.record?.int("size") == bytes.count)
    #expect(FileManager.default.contents(atPath: out).map(Array.init) == bytes, "nio downloaded other bytes")
    // The text went along (in the same event or one of its own).
    #expect(events.contains { $0.string("body")?.contains("the intervals") == true }, "\(events)")
  }

  // MARK: receipts

  @Test func nioReadReceiptMakesPsstsMessageRead() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let message = try maya.sent(chat: room, "did you read this?")
    let events = try synapse.nioMessages(nio, room: room)
    let target = try #require(events.first { $0.string("body") == "did you read this?" }?.string("event_id"))
    let receipt = synapse.nio(nio, ["receipt", room, target])
    #expect(receipt.status == 0, "\(receipt.summary)")
    let read = eventually { () -> Record? in
      let own = maya.messages(chat: room).first { $0.id == message.id }
      return own?.string("state") == "read" ? own : nil
    }
    #expect(read != nil, "maya's message never became read: \(maya.messages(chat: room))")
    #expect(read?.int("read_by") == 1)
  }

  @Test func psstReadReceiptIsVisibleToNio() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let ping = try eventID(synapse.nio(nio, ["send", room, "ping"]))
    let read = maya.read()  // unread everywhere: prints and marks read, sending m.read
    #expect(read.status == 0, "\(read.summary)")
    #expect(read.records.map(\.id) == [ping])
    let receipts = synapse.nio(nio, ["receipts", room, "--wait-for", maya.id, "--event", ping, "--timeout", "20"])
    #expect(receipts.status == 0, "nio never saw maya's receipt: \(receipts.summary)")
    #expect(receipts.records.contains { $0.string("user") == maya.id && $0.string("event_id") == ping }, "\(receipts)")
  }

  @Test func psstTypingIsVisibleToNio() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let typing = maya.run("psst-send", nil, ["--chat", room, "--typing", "on"])
    #expect(typing.status == 0, "\(typing.summary)")
    let status = synapse.nio(nio, ["typing-status", room, "--wait-for", maya.id, "--timeout", "20"])
    #expect(status.status == 0, "nio never saw maya typing: \(status.summary)")
    #expect(status.record?.strings("typing")?.contains(maya.id) == true, "\(status.summary)")
  }

  @Test func nioTypingShowsInPsstWatch() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse)
    let watch = maya.startWatch(["--type", "typing"])
    defer { watch.stopIfRunning() }
    let typing = synapse.nio(nio, ["typing", room, "on"])
    #expect(typing.status == 0, "\(typing.summary)")
    let records = watch.waitForRecords(timeout: 20) { $0.contains { $0.bool("active") == true } }
    let event = try #require(records.first { $0.bool("active") == true }, "\(records)")
    #expect(event.string("sender") == nio.id)
    #expect(event.string("chat") == room)
  }

  // MARK: rooms psst did not make

  @Test func directRoomNioOpensIsAOneToOneChatThatSendToReuses() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "", direct: true)
    let chat = try #require(maya.chats().first { $0.id == room })
    #expect(chat.string("kind") == "direct", "\(chat)")
    let sent = maya.run("psst-send", nil, ["--to", nio.id, "hi nio"])
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.record?.string("chat") == room, "psst opened a second 1:1 room: \(sent.summary)")
    #expect(maya.chats().count == 1)
    #expect(try synapse.nioMessages(nio, room: room).compactMap { $0.string("body") } == ["hi nio"])
  }

  @Test func anEncryptedEventWhoseKeyNeverCameSaysSoInsteadOfFailing() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "Secret", encrypted: true)
    let encrypted = try eventID(synapse.nio(nio, ["send-encrypted-like", room]))
    let list = maya.run("psst-chat", "list")
    #expect(list.status == 0, "\(list.summary)")
    #expect(!list.looksLikeCrash)
    let chat = try #require(list.records.first { $0.id == room }, "\(list.summary)")
    #expect(chat.string("name") == "Secret [end-to-end encrypted]")

    let read = maya.read(["--chat", room, "--peek"])
    #expect(read.status == 0, "\(read.summary)")
    #expect(!read.looksLikeCrash)
    let messages = read.records.filter { $0.type == "message" }
    #expect(messages.map(\.id) == [encrypted], "\(read.summary)")
    #expect(
      messages.first?.string("text") == "[encrypted message: could not decrypt yet: waiting for the sender's keys]",
      "\(messages)")
    #expect(messages.first?.string("sender") == nio.id)
    // Text form too.
    let text = maya.psst.run("psst-read", ["--account", maya.account, "--chat", room, "--peek", "--format", "text"])
    #expect(text.status == 0 && text.stdout.contains("[encrypted message"), "\(text.summary)")
  }

  // MARK: end-to-end encrypted rooms

  /// nio (with its e2e store) encrypts in a direct chat it made encrypted: it finds psst's
  /// device keys (uploaded on psst's first sync, signatures checked by nio), claims a one-time
  /// key, sends the room key over Olm, and psst decrypts the Megolm messages.
  @Test func nioEncryptedMessagesInADirectChatReachPsstDecrypted() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "Private", encrypted: true, direct: true)
    let first = try eventID(synapse.nio(nio, ["send-encrypted", room, "first secret"]))
    let second = try eventID(synapse.nio(nio, ["send-encrypted", room, "second secret"]))
    let messages = maya.waitForMessages(chat: room) { $0.count == 2 }
    #expect(messages.map(\.id) == [first, second], "\(messages)")
    #expect(messages.compactMap { $0.string("text") } == ["first secret", "second secret"], "\(messages)")
    #expect(messages.allSatisfy { $0.string("sender") == nio.id })
    // A later sync does not decrypt them again as replays.
    #expect(maya.messages(chat: room).compactMap { $0.string("text") } == ["first secret", "second secret"])
  }

  /// The messages nio sees from `person` (nio reads every m.room.message; psst sends no other
  /// kind of message).
  private func seenFrom(_ person: MatrixPerson, _ synapse: Synapse, _ nio: MatrixUser, room: String) throws -> [Record]
  {
    try synapse.nioMessages(nio, room: room).filter { $0.string("sender") == person.id }
  }

  /// psst encrypts in a direct chat nio made encrypted: it finds nio's device, claims one of
  /// its one-time keys, sends the room key over Olm, and nio (its e2e store) decrypts; psst
  /// reads its own messages back decrypted, and nio's answer too.
  @Test func psstEncryptedMessagesInADirectChatReachNioDecrypted() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "Private", encrypted: true, direct: true)
    // nio's device uploads its keys, as a client does when it starts.
    let ready = synapse.nio(nio, ["messages-encrypted", room, "--count", "0", "--timeout", "0"])
    try #require(ready.status == 0, "\(ready.summary)")
    let first = try maya.sent(chat: room, "first to nio")
    let second = try maya.sent(chat: room, "second to nio")
    let read = synapse.nio(nio, ["messages-encrypted", room, "--count", "2"])
    #expect(read.status == 0, "\(read.summary)")
    let fromMaya = read.records.filter { $0.string("sender") == maya.id }
    #expect(fromMaya.compactMap { $0.string("body") } == ["first to nio", "second to nio"], "\(read.summary)")
    #expect(try seenFrom(maya, synapse, nio, room: room).isEmpty, "nothing of it in plaintext")
    let answer = try eventID(synapse.nio(nio, ["send-encrypted", room, "answer to maya"]))
    let messages = maya.waitForMessages(chat: room) { $0.count == 3 }
    #expect(messages.map(\.id) == [first.id, second.id, answer], "\(messages)")
    #expect(messages.compactMap { $0.string("text") } == ["first to nio", "second to nio", "answer to maya"])
  }

  /// After a member leaves, psst's next message is under a new group session whose key went
  /// only to those still in the room: the leaver's device never had it.
  @Test func aMemberWhoLeavesIsNotSentTheNextSessionsKey() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let nio = try synapse.register("nio")
    let leaver = try synapse.register("leaver")
    let created = synapse.nio(
      nio, ["create", "--name", "Group", "--encrypted", "--invite", maya.id, leaver.id])
    let room = try #require(created.record?.string("room_id"), "\(created.summary)")
    try #require(synapse.nio(leaver, ["join", room]).status == 0)
    try #require(maya.waitForChat(room) != nil)
    for user in [nio, leaver] {
      let ready = synapse.nio(user, ["messages-encrypted", room, "--count", "0", "--timeout", "0"])
      try #require(ready.status == 0, "\(ready.summary)")
    }
    _ = try maya.sent(chat: room, "one")
    _ = try maya.sent(chat: room, "two")
    try #require(synapse.nio(leaver, ["leave", room]).status == 0)
    _ = try maya.sent(chat: room, "three")

    let sessions = synapse.nio(nio, ["events", room]).records.filter {
      $0.string("sender") == maya.id && $0.string("type") == "m.room.encrypted"
    }.compactMap { $0.string("session_id") }
    #expect(sessions.count == 3, "\(sessions)")
    #expect(sessions.count == 3 && sessions[0] == sessions[1] && sessions[2] != sessions[1], "\(sessions)")
    let read = synapse.nio(nio, ["messages-encrypted", room, "--count", "3"])
    #expect(
      read.records.filter { $0.string("sender") == maya.id }.compactMap { $0.string("body") } == [
        "one", "two", "three",
      ],
      "the member who stayed reads all three: \(read.summary)")
  }

  @Test func inAnEncryptedRoomTextAndFilesGoOutOnlyEncrypted() throws {
    let synapse = try Synapse.require()
    // maya's psst talks through a proxy that logs every request it makes.
    let temporary = TemporaryDirectory()
    let proxy = try FaultProxy(synapse, directory: temporary.path)
    defer { proxy.stop() }
    let maya = try synapse.person("maya", homeserver: proxy.url)
    let nio = try synapse.register("nio")
    let created = synapse.nio(nio, ["create", "--name", "Private", "--invite", maya.id, "--encrypted"])
    let room = try #require(created.record?.string("room_id"), "\(created.summary)")
    try #require(maya.waitForChat(room) != nil)
    _ = try eventID(synapse.nio(nio, ["send-encrypted-like", room]))
    #expect(maya.messages(chat: room).count == 1)

    let reply = maya.send(chat: room, "my card number is 4111 1111 1111 1111")
    #expect(reply.status == 0, "\(reply.summary)")
    #expect(reply.record?.string("state") == "sent", "\(reply.summary)")

    // A file goes up as ciphertext (its type says nothing of it) in an encrypted event.
    let file = writeFile(maya.psst.root, "plan.txt", "the plan")
    let attached = maya.send(chat: room, "the plan", ["--attach", file])
    #expect(attached.status == 0, "\(attached.summary)")

    #expect(try seenFrom(maya, synapse, nio, room: room).isEmpty, "nothing from psst in plaintext")
    #expect(proxy.requests(matching: "/send/m.room.message/").isEmpty, "no plaintext event: \(proxy.log)")
    #expect(proxy.requests(matching: "/send/m.room.encrypted/").count == 2, "\(proxy.log)")
    let uploads = proxy.requests(matching: "/media/v3/upload")
    #expect(uploads.count == 1, "\(proxy.log)")
    #expect(proxy.requests(matching: "/state/m.room.encryption").allSatisfy { $0.hasPrefix("GET ") }, "\(proxy.log)")
    let encryption = synapse.nio(nio, ["encryption", room])
    #expect(encryption.record?.string("algorithm") == "m.megolm.v1.aes-sha2", "still encrypted: \(encryption.summary)")
  }

  @Test func aRoomEncryptedAfterPsstLastSyncedGetsOnlyEncryptedEvents() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "Becomes private")
    _ = try maya.sent(chat: room, "before encryption")
    // Encrypted by the other side; psst-send sends before it syncs.
    _ = try eventID(synapse.nio(nio, ["encrypt", room]))
    let after = maya.send(chat: room, "after encryption")
    #expect(after.status == 0, "\(after.summary)")
    let edit = maya.run("psst-edit", nil, [try #require(maya.messages(chat: room).first?.id), "edited, encrypted"])
    #expect(edit.status == 0, "\(edit.summary)")
    #expect(try seenFrom(maya, synapse, nio, room: room).compactMap { $0.string("body") } == ["before encryption"])
    // psst's list says the room is encrypted.
    #expect(maya.waitForChat(room)?.string("name")?.hasSuffix("[end-to-end encrypted]") == true)
  }

  // MARK: encrypted files

  /// A file psst sends to an encrypted room is ciphertext on the server, named only inside the
  /// Megolm event; nio finds its key there, checks the hash and decrypts the same bytes.
  @Test func aFilePsstSendsToAnEncryptedRoomIsDecryptedByNio() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "Private files", encrypted: true)
    let ready = synapse.nio(nio, ["messages-encrypted", room, "--count", "0", "--timeout", "0"])
    try #require(ready.status == 0, "\(ready.summary)")
    let bytes = randomBytes(90_000)
    let file = writeFile(maya.psst.root, "scan.pdf", bytes: bytes)
    _ = try maya.sent(chat: room, "the scan", ["--attach", file])

    let folder = maya.psst.root + "/nio-files"
    let files = synapse.nio(nio, ["files-encrypted", room, folder])
    #expect(files.status == 0, "\(files.summary)")
    let received = try #require(files.records.first, "\(files.summary)")
    #expect(received.string("sender") == maya.id)
    #expect(received.string("name") == "scan.pdf")
    #expect(received.bool("plain_url") == false, "no plain URL beside the file object")
    #expect(received.bool("ciphertext_is_plaintext") == false, "the server holds ciphertext")
    let path = try #require(received.string("path"))
    #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes, "nio decrypted other bytes")
  }

  /// A file nio sends to an encrypted room is saved by psst as the bytes nio had; the record
  /// psst prints names the file but never its key.
  @Test func aFileNioSendsToAnEncryptedRoomIsSavedByPsstWithTheSameBytes() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "Private files", encrypted: true)
    let bytes = randomBytes(120_000)
    let file = writeFile(maya.psst.root, "knee.png", bytes: bytes)
    let sent = synapse.nio(nio, ["send-file-encrypted", room, file, "--mimetype", "image/png"])
    let event = try eventID(sent)
    try #require(maya.waitForMessages(chat: room) { $0.contains { $0.id == event } }.count > 0)

    let folder = maya.psst.root + "/saved"
    let read = maya.read(["--chat", room, "--peek", "--save-attachments", folder])
    #expect(read.status == 0, "\(read.summary)")
    let message = try #require(read.records.first { $0.id == event }, "\(read.summary)")
    let attachment = try #require(message.objects("attachments")?.first, "\(message)")
    #expect(attachment.string("name") == "knee.png")
    #expect(attachment.string("content_type") == "image/png")
    #expect(attachment.string("media") == sent.record?.string("url"))
    let path = try #require(attachment.string("path"), "\(attachment)")
    #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes, "psst saved other bytes")
    #expect(!read.stdout.contains("A256CTR") && !read.stdout.contains("\"k\""), "the file key is never printed")
  }

  /// A file whose ciphertext is not the one its event names (another hash) is refused with a
  /// clear error and nothing written.
  @Test func aFileWhoseHashDoesNotMatchIsRefusedAndNotSaved() throws {
    let synapse = try Synapse.require()
    let (maya, nio, room) = try room(synapse, name: "Private files", encrypted: true)
    let file = writeFile(maya.psst.root, "forged.bin", bytes: randomBytes(4_000))
    let sent = synapse.nio(nio, ["send-file-encrypted", room, file, "--wrong-hash"])
    let event = try eventID(sent)
    try #require(maya.waitForMessages(chat: room) { $0.contains { $0.id == event } }.count > 0)

    let folder = maya.psst.root + "/saved"
    let read = maya.read(["--chat", room, "--peek", "--save-attachments", folder])
    #expect(read.status == 65, "\(read.summary)")
    #expect(read.stderr.contains("forged.bin cannot be decrypted"), "\(read.summary)")
    #expect(read.stderr.contains("SHA-256"), "\(read.summary)")
    let saved = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    #expect(saved.isEmpty, "\(saved)")
  }
}
