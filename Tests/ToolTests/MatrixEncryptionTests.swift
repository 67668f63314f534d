import Foundation
import Testing

/// psst in end-to-end encrypted rooms next to matrix-nio with its e2e store
/// (`scripts/nio-client`): groups both ways, rooms either side made, messages sent while psst was
/// away, keys that come late, the room's rotation periods, invited members, a forged sender, and
/// every tool on an encrypted room.
@Suite("Matrix end-to-end encryption")
struct MatrixEncryptionTests {
  private func eventID(_ result: ToolResult) throws -> String {
    try #require(result.status == 0 ? result.record?.string("event_id") : nil, "\(result.summary)")
  }

  /// nio's device uploads its keys (as a client does when it starts), in no room yet.
  private func ready(_ synapse: Synapse, _ users: MatrixUser...) throws {
    for user in users {
      let uploaded = synapse.nio(user, ["keys-upload"])
      try #require(uploaded.status == 0, "\(uploaded.summary)")
    }
  }

  /// An encrypted room nio made, with maya's psst in it (invited; psst joins on sync) and the
  /// other `members` (nio users) joined: (maya, room id).
  private func nioRoom(
    _ synapse: Synapse, by nio: MatrixUser, name: String, members: [MatrixUser] = [], extra: [String] = []
  ) throws -> (MatrixPerson, String) {
    let maya = try synapse.person("maya")
    try ready(synapse, nio)
    let created = synapse.nio(
      nio, ["create", "--name", name, "--encrypted", "--invite", maya.id] + members.map(\.id) + extra)
    let room = try #require(created.record?.string("room_id"), "\(created.summary)")
    for member in members {
      try ready(synapse, member)
      try #require(synapse.nio(member, ["join", room]).status == 0)
    }
    try #require(maya.waitForChat(room) != nil, "maya's psst never joined the room nio invited her to")
    return (maya, room)
  }

  /// What nio reads of the room (decrypting with its e2e store), once `count` messages decrypt.
  private func nioReads(_ synapse: Synapse, _ user: MatrixUser, room: String, count: Int) -> [Record] {
    synapse.nio(user, ["messages-encrypted", room, "--count", String(count)]).records
  }

  private func texts(_ records: [Record], from sender: String) -> [String] {
    records.filter { $0.string("sender") == sender }.compactMap { $0.string("body") }
  }

  private func sessions(_ synapse: Synapse, _ user: MatrixUser, room: String, from sender: String) -> [String] {
    synapse.nio(user, ["events", room]).records.filter {
      $0.string("sender") == sender && $0.string("type") == "m.room.encrypted"
    }.compactMap { $0.string("session_id") }
  }

  // MARK: groups and rooms

  /// Three members, none of them sharing a device: nio made the room encrypted, two nio users
  /// and maya's psst each read the other two.
  @Test func psstAndTwoNioUsersTalkBothWaysInAnEncryptedGroupNioMade() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let kim = try synapse.register("kim")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Crew", members: [kim])
    #expect(maya.chats().first { $0.id == room }?.string("kind") == "group")
    let fromNio = try eventID(synapse.nio(nio, ["send-encrypted", room, "from nio"]))
    let fromKim = try eventID(synapse.nio(kim, ["send-encrypted", room, "from kim"]))
    let seen = maya.waitForMessages(chat: room) { $0.count == 2 }
    #expect(seen.map(\.id) == [fromNio, fromKim], "\(seen)")
    #expect(seen.compactMap { $0.string("text") } == ["from nio", "from kim"], "\(seen)")
    #expect(seen.compactMap { $0.string("sender") } == [nio.id, kim.id])

    _ = try maya.sent(chat: room, "from maya")
    for user in [nio, kim] {
      #expect(texts(nioReads(synapse, user, room: room, count: 3), from: maya.id) == ["from maya"], "\(user)")
    }
    #expect(try synapse.nioMessages(nio, room: room).isEmpty, "nothing in plaintext")
  }

  /// `psst-chat create` makes an encrypted group by default: two psst homes and nio read each
  /// other; nothing reaches the server in plaintext.
  @Test func aGroupPsstCreatesIsEncryptedAndTwoPsstHomesAndNioReadIt() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let nio = try synapse.register("nio")
    try ready(synapse, nio)
    _ = bob.chats()  // bob's device uploads its keys on its first sync
    let group = try #require(try maya.createChat([bob.id, nio.id], name: "Crew", group: true).id)
    let room = try #require(maya.run("psst-chat", "list").records.first { $0.id == group }, "no chat")
    #expect(room.string("name") == "Crew [end-to-end encrypted]", "\(room)")
    let bobChat = try #require(bob.waitForChat { $0.string("name")?.hasPrefix("Crew") == true }?.id)
    let roomID = try #require(synapse.nio(nio, ["join", bobChat]).record?.string("room_id"))
    #expect(synapse.nio(nio, ["encryption", roomID]).record?.string("algorithm") == "m.megolm.v1.aes-sha2")

    _ = try maya.sent(chat: group, "from maya")
    #expect(texts(nioReads(synapse, nio, room: roomID, count: 1), from: maya.id) == ["from maya"])
    let bobSees = bob.waitForMessages(chat: bobChat) { $0.count == 1 }
    #expect(bobSees.compactMap { $0.string("text") } == ["from maya"], "\(bobSees)")
    _ = try bob.sent(chat: bobChat, "from bob")
    _ = try eventID(synapse.nio(nio, ["send-encrypted", roomID, "from nio"]))
    let mayaSees = maya.waitForMessages(chat: group) { $0.count == 3 }
    #expect(mayaSees.compactMap { $0.string("text") } == ["from maya", "from bob", "from nio"], "\(mayaSees)")
    #expect(texts(nioReads(synapse, nio, room: roomID, count: 3), from: bob.id) == ["from bob"])
    #expect(try synapse.nioMessages(nio, room: roomID).isEmpty, "nothing in plaintext")
  }

  /// `--unencrypted` makes a plain room, and messages go out as plain m.room.message.
  @Test func aChatCreatedUnencryptedStaysPlain() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let nio = try synapse.register("nio")
    let group = try #require(try maya.createChat([bob.id, nio.id], name: "Open", group: true, unencrypted: true).id)
    let listed = try #require(maya.chats().first { $0.id == group }, "no chat")
    #expect(listed.string("name") == "Open", "\(listed)")
    let room = try #require(bob.waitForChat { $0.string("name") == "Open" }?.id)
    try #require(synapse.nio(nio, ["join", room]).status == 0)
    _ = try maya.sent(chat: group, "plain hello")
    #expect(synapse.nio(nio, ["encryption", room]).record?.string("algorithm") == nil)
    #expect(try synapse.nioMessages(nio, room: room).compactMap { $0.string("body") } == ["plain hello"])
    #expect(bob.waitForMessages(chat: room) { $0.count == 1 }.first?.string("text") == "plain hello")
  }

  /// A room nio made encrypted (not a direct chat): psst joins on its invitation, reads, and
  /// answers.
  @Test func psstReadsAndAnswersInAnEncryptedRoomNioCreated() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Plans")
    let question = try eventID(synapse.nio(nio, ["send-encrypted", room, "Tuesday or Thursday?"]))
    let seen = maya.waitForMessages(chat: room) { $0.count == 1 }
    #expect(seen.first?.string("text") == "Tuesday or Thursday?", "\(seen)")
    _ = try maya.sent(chat: room, "Thursday", ["--reply-to", question])
    let answer = nioReads(synapse, nio, room: room, count: 2).first { $0.string("sender") == maya.id }
    #expect(answer?.string("body")?.hasSuffix("Thursday") == true, "\(String(describing: answer))")
    #expect(answer?.string("in_reply_to") == question, "\(String(describing: answer))")
  }

  // MARK: psst away, keys late

  /// psst is not running while nio sends: its next sync takes the room keys and the messages
  /// that came meanwhile, and decrypts them all at once.
  @Test func messagesSentWhilePsstWasOfflineAreDecryptedOnItsNextSync() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Away")
    #expect(maya.messages(chat: room).isEmpty)
    var sent: [String] = []
    for text in ["while you were out", "second note", "third note"] {
      sent.append(try eventID(synapse.nio(nio, ["send-encrypted", room, text])))
    }
    let messages = maya.messages(chat: room)
    #expect(messages.map(\.id) == sent, "one sync decrypts them all: \(messages)")
    #expect(messages.compactMap { $0.string("text") } == ["while you were out", "second note", "third note"])
  }

  /// A message whose room key has not come shows psst's notice; when the key arrives the
  /// notice is replaced by the text, in psst-watch as it happens and in psst-read after.
  @Test func aMessageWhoseKeyComesLateIsShownWaitingThenHealed() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Late keys")
    let late = try eventID(synapse.nio(nio, ["send-encrypted", room, "the code is 4711", "--withhold-key"]))
    let waiting = maya.messages(chat: room)
    #expect(waiting.map(\.id) == [late], "\(waiting)")
    #expect(
      waiting.first?.string("text") == "[encrypted message: could not decrypt yet: waiting for the sender's keys]",
      "\(waiting)")

    let watch = maya.startWatch()
    defer { watch.stopIfRunning() }
    try #require(synapse.nio(nio, ["share-key", room]).status == 0)
    let records = watch.waitForRecords(timeout: 30) { $0.contains { $0.string("text") == "the code is 4711" } }
    let healed = try #require(records.first { $0.string("text") == "the code is 4711" }, "\(records)")
    #expect(healed.string("chat") == room, "\(healed)")
    let read = maya.messages(chat: room)
    #expect(read.map(\.id) == [late], "\(read)")
    #expect(read.first?.string("text") == "the code is 4711", "\(read)")
    #expect(read.first?.string("sender") == nio.id)
  }

  // MARK: rotation

  /// The room's m.room.encryption says a session encrypts 2 messages: psst's third message is
  /// under a new session, and nio reads all three.
  @Test func psstRotatesItsSessionAfterTheRoomsMessageCount() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Short sessions", extra: ["--rotation-msgs", "2"])
    for text in ["one", "two", "three"] { _ = try maya.sent(chat: room, text) }
    let used = sessions(synapse, nio, room: room, from: maya.id)
    #expect(used.count == 3 && used[0] == used[1] && used[2] != used[1], "\(used)")
    #expect(texts(nioReads(synapse, nio, room: room, count: 3), from: maya.id) == ["one", "two", "three"])
  }

  /// The room's m.room.encryption says a session lasts 1.5 s: a message after that is under a
  /// new session, one within it is not.
  @Test func psstRotatesItsSessionAfterTheRoomsPeriod() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Brief sessions", extra: ["--rotation-ms", "1500"])
    _ = try maya.sent(chat: room, "early")
    Thread.sleep(forTimeInterval: 2)
    _ = try maya.sent(chat: room, "late")
    _ = try maya.sent(chat: room, "right after")
    let used = sessions(synapse, nio, room: room, from: maya.id)
    #expect(used.count == 3 && used[0] != used[1] && used[1] == used[2], "\(used)")
    #expect(texts(nioReads(synapse, nio, room: room, count: 3), from: maya.id) == ["early", "late", "right after"])
  }

  // MARK: invited members

  /// A member invited but not joined yet gets the room key (the room's history is shared), so
  /// what psst sent before they joined is readable once they do.
  @Test func anInvitedMemberWhoJoinsLaterReadsWhatPsstSentBefore() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let newcomer = try synapse.register("newcomer")
    try ready(synapse, newcomer)
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Welcome")
    try #require(synapse.nio(nio, ["invite", room, newcomer.id]).status == 0)
    _ = try maya.sent(chat: room, "sent before you joined")
    try #require(synapse.nio(newcomer, ["join", room]).status == 0)
    let read = nioReads(synapse, newcomer, room: room, count: 1)
    #expect(texts(read, from: maya.id) == ["sent before you joined"], "\(read)")
  }

  // MARK: a forged sender

  /// Everyone in a room holds its keys, so a member could send another member's ciphertext
  /// again under their own name: psst decrypts an event only with a session its sender owns.
  @Test func anotherMembersCiphertextSentAgainIsNotShownAsTheCopiersMessage() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let copier = try synapse.register("copier")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Copies", members: [copier])
    let original = try eventID(synapse.nio(nio, ["send-encrypted", room, "pay the invoice today"]))
    let copy = try eventID(synapse.nio(copier, ["copy-event", room, original]))
    let messages = maya.waitForMessages(chat: room) { $0.count == 2 }
    #expect(messages.map(\.id) == [original, copy], "\(messages)")
    #expect(messages.first?.string("text") == "pay the invoice today")
    let copied = try #require(messages.last)
    #expect(copied.string("sender") == copier.id)
    let forged = "[encrypted message: could not decrypt: its key is not its sender's: it may be forged]"
    #expect(copied.string("text") == forged, "\(copied)")

    // The same when the key comes after both: the original heals, the copy shows the notice.
    let late = try eventID(synapse.nio(nio, ["send-encrypted", room, "and the next one", "--withhold-key"]))
    let lateCopy = try eventID(synapse.nio(copier, ["copy-event", room, late]))
    let waiting = maya.waitForMessages(chat: room) { $0.count == 4 }.suffix(2)
    #expect(waiting.map(\.id) == [late, lateCopy], "\(waiting)")
    #expect(waiting.allSatisfy { $0.string("text")?.contains("waiting for the sender's keys") == true }, "\(waiting)")
    try #require(synapse.nio(nio, ["share-key", room]).status == 0)
    let healed = maya.messages(chat: room).suffix(2)
    #expect(healed.compactMap { $0.string("text") } == ["and the next one", forged], "\(healed)")
  }

  // MARK: every tool

  /// Every tool on an encrypted room, against nio: psst-watch and psst-read show nio's
  /// message decrypted, read receipts go both ways (receipts are not encrypted, per the spec),
  /// a reply and an edit from psst go out encrypted and nio reads them, nio's encrypted edit
  /// shows in psst with its history, search finds the decrypted text, and unsend is a plain
  /// redaction (redactions are not encrypted, per the spec).
  @Test func everyToolWorksOnAnEncryptedRoom() throws {
    let synapse = try Synapse.require()
    let nio = try synapse.register("nio")
    let (maya, room) = try nioRoom(synapse, by: nio, name: "Everything")
    let watch = maya.startWatch(["--type", "message"])
    defer { watch.stopIfRunning() }
    let question = try eventID(synapse.nio(nio, ["send-encrypted", room, "Can we move the physio session?"]))
    let watched = watch.waitForRecords(timeout: 30) { $0.contains { $0.id == question } }
    #expect(
      watched.first { $0.id == question }?.string("text") == "Can we move the physio session?", "\(watched)")
    watch.stopIfRunning()

    let read = maya.read(["--chat", room])
    #expect(read.records.filter { $0.type == "message" }.map(\.id) == [question], "\(read.summary)")
    let receipts = synapse.nio(nio, ["receipts", room, "--wait-for", maya.id, "--event", question, "--timeout", "20"])
    #expect(receipts.status == 0, "nio never saw maya's receipt: \(receipts.summary)")

    let answer = try maya.sent(chat: room, "Yes, to Friday", ["--reply-to", question])
    let answerID = try #require(answer.id)
    let edit = maya.run("psst-edit", nil, [answerID, "Yes, to Friday at 10"])
    #expect(edit.status == 0, "\(edit.summary)")
    let fromMaya = nioReads(synapse, nio, room: room, count: 3).filter { $0.string("sender") == maya.id }
    let original = try #require(fromMaya.first { $0.string("replaces") == nil }, "\(fromMaya)")
    #expect(original.string("in_reply_to") == question, "\(original)")
    #expect(original.string("body")?.hasSuffix("Yes, to Friday") == true, "\(original)")
    let replacement = try #require(fromMaya.first { $0.string("replaces") != nil }, "\(fromMaya)")
    #expect(replacement.string("replaces") == original.string("event_id"))
    #expect(replacement.string("new_body") == "Yes, to Friday at 10")
    #expect(try synapse.nioMessages(nio, room: room).isEmpty, "nothing in plaintext")

    let answerEvent = try #require(original.string("event_id"))
    #expect(synapse.nio(nio, ["receipt", room, answerEvent]).status == 0)
    let seen = eventually { maya.messages(chat: room).first { $0.id == answerID && $0.string("state") == "read" } }
    #expect(seen != nil, "maya's answer never became read: \(maya.messages(chat: room))")

    _ = try eventID(synapse.nio(nio, ["edit-encrypted", room, question, "Can we move the physio session to Friday?"]))
    let edited = maya.waitForMessages(chat: room, ["--history"]) {
      $0.first { $0.id == question }?.string("text") == "Can we move the physio session to Friday?"
    }.first { $0.id == question }
    #expect(edited?.bool("edited") == true, "\(String(describing: edited))")
    #expect(
      edited?.objects("history")?.compactMap { $0.string("text") } == ["Can we move the physio session?"],
      "\(String(describing: edited))")

    let search = maya.run("psst-search", nil, ["--lexical", "physio"], env: ["PSST_INDEX_BACKGROUND": "0"])
    #expect(search.status == 0, "\(search.summary)")
    #expect(
      search.records.first { $0.string("message_id") == question }?.string("text")
        == "Can we move the physio session to Friday?", "\(search.summary)")

    let unsend = maya.run("psst-unsend", nil, [answerID])
    #expect(unsend.status == 0, "\(unsend.summary)")
    let after = nioReads(synapse, nio, room: room, count: 1)
    #expect(after.first { $0.string("event_id") == answerEvent }?.bool("redacted") == true, "\(after)")
    #expect(maya.messages(chat: room).first { $0.id == answerID }?.bool("deleted") == true)
  }
}
