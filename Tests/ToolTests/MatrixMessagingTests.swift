import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// psst to psst over Matrix: each person on a machine of their own, logged in to the test
/// Synapse. Others' psst names a person by their Matrix id; rooms others created carry the
/// room id as chat id and others' messages the event id as message id.
@Suite("Matrix messaging")
struct MatrixMessagingTests {
  /// maya and bob, with the 1:1 chat maya opened (end-to-end encrypted unless `unencrypted`):
  /// (maya, bob, maya's chat id, bob's chat id).
  private func direct(_ synapse: Synapse, unencrypted: Bool = false) throws -> (
    MatrixPerson, MatrixPerson, String, String
  ) {
    let maya = try synapse.person("maya", role: "trainer")
    let bob = try synapse.person("bob")
    let chat = try #require(try maya.createChat([bob.id], unencrypted: unencrypted).id)
    let bobChat = try #require(
      bob.waitForChat { $0.strings("members")?.contains(maya.id) == true }, "bob never saw the chat")
    return (maya, bob, chat, try #require(bobChat.id))
  }

  private func texts(_ messages: [Record]) -> [String] { messages.compactMap { $0.string("text") } }

  // MARK: chats

  @Test func sendToAPersonOpensADirectChatBothSidesShare() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let sent = maya.run("psst-send", nil, ["--to", bob.id, "morning bob"])
    #expect(sent.status == 0, "\(sent.summary)")
    let message = try #require(sent.record)
    #expect(message.string("state") == "sent")
    let chat = try #require(message.string("chat"))
    let mine = try #require(maya.chats().first { $0.id == chat })
    #expect(mine.string("kind") == "direct")
    #expect(Set(mine.strings("members") ?? []) == [maya.account, bob.id])

    let theirs = try #require(bob.waitForChat { $0.strings("members")?.contains(maya.id) == true })
    #expect(theirs.string("kind") == "direct")
    #expect(Set(theirs.strings("members") ?? []) == [maya.id, bob.account])
    let received = bob.messages(chat: theirs.id!)
    #expect(texts(received) == ["morning bob"])
    #expect(received.first?.string("sender") == maya.id)
    #expect(received.first?.bool("own") == false)
    #expect(received.first?.id?.hasPrefix("$") == true, "others' messages carry the event id: \(received)")

    // bob answers with --to: the same chat, not a second one.
    let answer = bob.run("psst-send", nil, ["--to", maya.id, "morning maya"])
    #expect(answer.status == 0, "\(answer.summary)")
    #expect(answer.record?.string("chat") == theirs.id, "bob opened a second 1:1 chat: \(answer.summary)")
    #expect(texts(maya.messages(chat: chat)) == ["morning bob", "morning maya"])
    #expect(maya.chats().count == 1)
  }

  @Test func groupIsSeenByEveryMemberWithNameKindMembersAndRoles() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    let bob = try synapse.person("bob")
    let carol = try synapse.person("carol")
    let group = try maya.createChat([bob.id, carol.id], name: "Saturday Crew", group: true)
    #expect(group.string("kind") == "group")
    #expect(group.plainName == "Saturday Crew")
    #expect(Set(group.strings("members") ?? []) == [maya.account, bob.id, carol.id])
    for person in [bob, carol] {
      let seen = try #require(person.waitForChat { $0.plainName == "Saturday Crew" }, "\(person.account)")
      #expect(seen.string("kind") == "group")
      // Each person's psst names their own user by the local account id.
      let expected = Set([maya.id, bob.id, carol.id].map { $0 == person.id ? person.account : $0 })
      #expect(Set(seen.strings("members") ?? []) == expected)
    }
    // Everyone learns maya's psst role from the room.
    let members = bob.run("psst-chat", "members", ["Saturday Crew"])
    #expect(members.status == 0, "\(members.summary)")
    #expect(members.records.first { $0.id == maya.id }?.string("role") == "trainer", "\(members.summary)")
  }

  @Test func addedMemberSeesTheGroupAndWhatIsSaidAfter() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let carol = try synapse.person("carol")
    let group = try #require(try maya.createChat([bob.id], name: "Crew", group: true).id)
    let added = maya.run("psst-chat", "add", [group, carol.id])
    #expect(added.status == 0, "\(added.summary)")
    #expect(added.record?.strings("members")?.contains(carol.id) == true, "\(added.summary)")
    let seen = try #require(carol.waitForChat { $0.plainName == "Crew" }, "carol never saw the group")
    #expect(seen.strings("members")?.contains(carol.account) == true)
    _ = try maya.sent(chat: group, "welcome carol")
    #expect(texts(carol.waitForMessages(chat: seen.id!) { !$0.isEmpty }).contains("welcome carol"))
    // bob's list shows carol too.
    #expect(bob.waitForChat { $0.plainName == "Crew" && $0.strings("members")?.contains(carol.id) == true } != nil)
  }

  @Test func removedMemberNoLongerGetsMessagesNorCanSend() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let carol = try synapse.person("carol")
    let group = try #require(try maya.createChat([bob.id, carol.id], name: "Crew", group: true).id)
    let bobGroup = try #require(bob.waitForChat { $0.plainName == "Crew" }?.id)
    _ = try maya.sent(chat: group, "before")
    #expect(texts(bob.waitForMessages(chat: bobGroup) { !$0.isEmpty }) == ["before"])

    let removed = maya.run("psst-chat", "remove", [group, bob.id])
    #expect(removed.status == 0, "\(removed.summary)")
    #expect(removed.record?.strings("members")?.contains(bob.id) == false, "\(removed.summary)")
    let members = maya.run("psst-chat", "members", [group]).records.compactMap(\.id)
    #expect(Set(members) == [maya.account, carol.id])
    _ = try maya.sent(chat: group, "after")

    let bobView = bob.messages(chat: bobGroup)
    #expect(!texts(bobView).contains("after"), "a removed member still gets messages: \(bobView)")
    let attempt = bob.send(chat: bobGroup, "can I still talk?")
    #expect(
      attempt.status != 0 && attempt.status != 75,
      "a removed member's message must fail, not send or queue: \(attempt.summary)")
    #expect(attempt.record?.string("state") == "failed", "\(attempt.summary)")
    #expect(!attempt.looksLikeCrash)
    #expect(!texts(maya.messages(chat: group)).contains("can I still talk?"))
  }

  @Test func memberWhoLeavesIsGoneFromTheMembers() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let carol = try synapse.person("carol")
    let group = try #require(try maya.createChat([bob.id, carol.id], name: "Crew", group: true).id)
    let bobGroup = try #require(bob.waitForChat { $0.plainName == "Crew" }?.id)
    let left = bob.run("psst-chat", "remove", [bobGroup, bob.account])
    #expect(left.status == 0, "\(left.summary)")
    let gone = eventually { () -> [String]? in
      let members = maya.run("psst-chat", "members", [group]).records.compactMap(\.id)
      return members.contains(bob.id) ? nil : members
    }
    #expect(gone.map(Set.init) == [maya.account, carol.id], "bob still listed by maya: \(String(describing: gone))")
    // maya's feed says who left.
    let feed = maya.run("psst-watch", nil, ["--once", "--from-start", "--type", "chat"]).records
    #expect(
      feed.contains {
        $0.string("chat") == group && $0.string("change")?.contains("removed") == true && $0.string("user") == bob.id
      },
      "\(feed)")
  }

  @Test func renameIsSeenByTheOthers() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let group = try #require(try maya.createChat([bob.id], name: "Crew", group: true).id)
    let bobGroup = try #require(bob.waitForChat { $0.plainName == "Crew" }?.id)
    let renamed = maya.run("psst-chat", "rename", [group, "Marathon Crew"])
    #expect(renamed.status == 0, "\(renamed.summary)")
    #expect(renamed.record?.plainName == "Marathon Crew")
    #expect(bob.waitForChat { $0.id == bobGroup && $0.plainName == "Marathon Crew" } != nil)
    let feed = bob.run("psst-watch", nil, ["--once", "--from-start", "--type", "chat"]).records
    #expect(feed.contains { $0.string("chat") == bobGroup && $0.string("change") == "renamed" }, "\(feed)")
  }

  // MARK: messages

  @Test func messagesFromSeveralPeopleArriveInTheSameOrderForEveryone() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let carol = try synapse.person("carol")
    let group = try #require(try maya.createChat([bob.id, carol.id], name: "Crew", group: true).id)
    let bobGroup = try #require(bob.waitForChat { $0.plainName == "Crew" }?.id)
    let carolGroup = try #require(carol.waitForChat { $0.plainName == "Crew" }?.id)
    let script: [(MatrixPerson, String, String)] = [
      (maya, group, "1 maya"), (bob, bobGroup, "2 bob"), (carol, carolGroup, "3 carol"), (maya, group, "4 maya"),
      (maya, group, "5 maya"), (carol, carolGroup, "6 carol"), (bob, bobGroup, "7 bob"),
    ]
    for (person, chat, text) in script { _ = try person.sent(chat: chat, text) }
    let expected = script.map(\.2)
    #expect(texts(maya.messages(chat: group)) == expected)
    #expect(texts(bob.messages(chat: bobGroup)) == expected)
    #expect(texts(carol.messages(chat: carolGroup)) == expected)
  }

  @Test func manyMessagesFromStdinArriveOnceAndInOrder() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, bobChat) = try direct(synapse)
    let lines = (1...40).map { jsonLine(["chat": chat, "text": "line \($0)"]) }.joined(separator: "\n") + "\n"
    let sent = maya.run("psst-send", nil, [], stdin: lines)
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.records.count == 40)
    #expect(sent.records.allSatisfy { $0.string("state") == "sent" })
    let expected = (1...40).map { "line \($0)" }
    #expect(texts(bob.messages(chat: bobChat)) == expected)
    let own = maya.messages(chat: chat)
    #expect(texts(own) == expected)
    #expect(own.map(\.id) == sent.records.map(\.id), "own messages keep their psst ids")
  }

  @Test func replyPointsAtTheRightMessageOnBothSides() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, bobChat) = try direct(synapse)
    let question = try maya.sent(chat: chat, "long run on Sunday?")
    let seen = try #require(bob.messages(chat: bobChat).first)
    let reply = try bob.sent(chat: bobChat, "yes, 18 miles", ["--reply-to", seen.id!])
    #expect(reply.string("reply_to") == seen.id)
    let mayaView = maya.messages(chat: chat)
    #expect(texts(mayaView) == ["long run on Sunday?", "yes, 18 miles"])
    #expect(mayaView.last?.string("reply_to") == question.id, "maya sees the reply to her own (psst) id")
    // And the other way: maya replies to bob's reply.
    let bobReplyID = try #require(mayaView.last?.id)
    let again = try maya.sent(chat: chat, "great", ["--reply-to", bobReplyID])
    _ = again
    #expect(bob.messages(chat: bobChat).last?.string("reply_to") == reply.id)
  }

  @Test func editsShowTheLatestTextAndTheHistoryToTheOthers() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, bobChat) = try direct(synapse)
    let message = try maya.sent(chat: chat, "Session at 6")
    #expect(bob.messages(chat: bobChat).first?.string("text") == "Session at 6")
    for text in ["Session at 7", "Session at 7:30"] {
      let edit = maya.run("psst-edit", nil, [message.id!, text])
      #expect(edit.status == 0, "\(edit.summary)")
    }
    let seen = try #require(bob.messages(chat: bobChat, ["--history"]).first)
    #expect(seen.string("text") == "Session at 7:30")
    #expect(seen.bool("edited") == true)
    #expect(seen.objects("history")?.compactMap { $0.string("text") } == ["Session at 6", "Session at 7"], "\(seen)")
    #expect(bob.messages(chat: bobChat).count == 1, "an edit is not a message of its own")
    let own = try #require(maya.messages(chat: chat, ["--history"]).first)
    #expect(own.id == message.id)
    #expect(own.string("text") == "Session at 7:30")
    #expect(own.objects("history")?.compactMap { $0.string("text") } == ["Session at 6", "Session at 7"])
  }

  @Test func unsentMessageIsDeletedForTheOthers() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, bobChat) = try direct(synapse)
    let oops = try maya.sent(chat: chat, "wrong chat, sorry")
    _ = try maya.sent(chat: chat, "stays")
    #expect(texts(bob.messages(chat: bobChat)) == ["wrong chat, sorry", "stays"])
    let unsend = maya.run("psst-unsend", nil, [oops.id!])
    #expect(unsend.status == 0, "\(unsend.summary)")
    let seen = bob.messages(chat: bobChat)
    #expect(seen.count == 2)
    #expect(seen.first?.bool("deleted") == true, "\(seen)")
    #expect(seen.first?.string("text") == "")
    #expect(seen.last?.string("text") == "stays")
    #expect(seen.last?.bool("deleted") == false)
    let text = bob.psst.run("psst-read", ["--account", bob.account, "--chat", bobChat, "--peek", "--format", "text"])
    #expect(!text.stdout.contains("wrong chat"))
    #expect(maya.messages(chat: chat).first?.bool("deleted") == true)
  }

  /// In a plain room: attachments to encrypted rooms are refused (encrypted media is not done).
  @Test func attachmentArrivesWithTheSameBytes() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, bobChat) = try direct(synapse, unencrypted: true)
    let bytes = randomBytes(300_000)
    let file = writeFile(maya.psst.root, "plan.pdf", bytes: bytes)
    let sent = try maya.sent(chat: chat, "this week's plan", ["--attach", file])
    let attachment = try #require(sent.objects("attachments")?.first, "\(sent)")
    #expect(attachment.string("name") == "plan.pdf")
    #expect(attachment.int("size") == bytes.count)

    let folder = bob.psst.root + "/downloads"
    let read = bob.read(["--chat", bobChat, "--peek", "--save-attachments", folder])
    #expect(read.status == 0, "\(read.summary)")
    let message = try #require(read.records.first { $0.type == "message" })
    #expect(message.string("text") == "this week's plan")
    let received = try #require(message.objects("attachments")?.first, "\(message)")
    #expect(received.string("name") == "plan.pdf")
    #expect(received.int("size") == bytes.count)
    #expect(received.string("content_type") == attachment.string("content_type"))
    let path = try #require(received.string("path"), "\(received)")
    #expect(path.hasPrefix(folder + "/"))
    #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes, "the downloaded bytes differ")
  }

  @Test func readingMarksTheSendersMessageRead() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, _) = try direct(synapse)
    let message = try maya.sent(chat: chat, "read me")
    #expect(maya.messages(chat: chat).first?.string("state") == "sent")
    let read = bob.read()  // everything unread; marks it read and sends the receipt
    #expect(read.status == 0, "\(read.summary)")
    #expect(texts(read.records) == ["read me"])
    let state = eventually { () -> Record? in
      let own = maya.messages(chat: chat).first { $0.id == message.id }
      return own?.string("state") == "read" ? own : nil
    }
    #expect(state?.int("read_by") == 1, "maya's message never became read: \(maya.messages(chat: chat))")
    // Read means read: nothing is unread for bob any more.
    #expect(bob.read().records.isEmpty)
  }

  // MARK: psst-watch

  @Test func typingShowsInTheOthersWatch() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, bobChat) = try direct(synapse)
    let watch = bob.startWatch(["--type", "typing"])
    defer { watch.stopIfRunning() }
    usleep(500_000)
    let typing = maya.run("psst-send", nil, ["--chat", chat, "--typing", "on"])
    #expect(typing.status == 0, "\(typing.summary)")
    let records = watch.waitForRecords(timeout: 20) { $0.contains { $0.bool("active") == true } }
    let started = try #require(records.first { $0.type == "typing" && $0.bool("active") == true }, "\(records)")
    #expect(started.string("sender") == maya.id)
    #expect(started.string("chat") == bobChat)
    #expect(records.allSatisfy { $0.type == "typing" })
  }

  @Test func sendingAndReadingDoNotMarkSomeoneOnline() throws {
    let synapse = try Synapse.require()
    // maya creates a chat, sends and reads (every tool syncs), but never runs psst-watch.
    let (maya, bob, chat, bobChat) = try direct(synapse)
    _ = try maya.sent(chat: chat, "just a message")
    maya.read(["--all"])
    #expect(bob.chats().contains { $0.id == bobChat })
    let members = bob.run("psst-chat", "members", [bobChat])
    #expect(members.status == 0, "\(members.summary)")
    let seen = try #require(members.records.first { $0.id == maya.id }, "\(members.summary)")
    #expect(
      seen.bool("online") != true,
      "only psst-watch marks a person online (as on the hub), but maya shows online after psst-send/psst-read: \(seen)")
  }

  @Test func presenceFollowsPsstWatch() throws {
    let synapse = try Synapse.require()
    let (maya, bob, _, _) = try direct(synapse)
    let watch = bob.startWatch(["--type", "presence", "--from", maya.id])
    defer { watch.stopIfRunning() }
    usleep(500_000)
    let mayaWatch = maya.startWatch()
    defer { mayaWatch.stopIfRunning() }
    let online = watch.waitForRecords(timeout: 20) { $0.contains { $0.bool("online") == true } }
    let event = online.first { $0.bool("online") == true }
    #expect(event != nil, "bob's watch never showed maya online after she started psst-watch: \(online)")
    #expect(
      event == nil || (event?.type == "presence" && event?.string("sender") == maya.id), "\(String(describing: event))")
    // maya stops her watch (SIGTERM, as a shell or service manager would): she goes offline.
    mayaWatch.signal(SIGTERM)
    #expect(mayaWatch.wait(timeout: 10)?.status == 0)
    let offline = watch.waitForRecords(timeout: 15) { $0.contains { $0.bool("online") == false } }
    #expect(
      offline.contains { $0.bool("online") == false && $0.string("sender") == maya.id },
      "bob's watch did not show maya offline within 15 s of her psst-watch ending: \(offline)")
  }

  @Test func watchWithCountReceivesAMessageSentAfterItStarted() throws {
    let synapse = try Synapse.require()
    let (maya, bob, chat, bobChat) = try direct(synapse)
    let watch = bob.startWatch(["--type", "message", "--count", "1"])
    defer { watch.stopIfRunning() }
    usleep(1_000_000)
    #expect(watch.process.isRunning, "the watch ended before anything was sent: \(watch.stdoutSoFar)")
    let sent = try maya.sent(chat: chat, "are you there?")
    let result = try #require(watch.wait(timeout: 30), "psst-watch --count 1 did not end within 30 s")
    #expect(result.status == 0, "\(result.summary)")
    let message = try #require(result.record, "\(result.summary)")
    #expect(message.type == "message")
    #expect(message.string("text") == "are you there?")
    #expect(message.string("chat") == bobChat)
    #expect(message.string("sender") == maya.id)
    _ = sent
  }
}
