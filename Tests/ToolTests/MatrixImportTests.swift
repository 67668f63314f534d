import Foundation
import Testing

/// History imported into a Matrix account stays in its store (room ids are the homeserver's):
/// a reply to an imported chat is refused with what to do and kept, and once the chat is linked
/// to a room, psst-retry delivers it to the other side's own client.
@Suite("Matrix: imported history")
struct MatrixImportTests {
  @Test func replyToImportedChatIsRefusedKeptThenDeliveredAfterLinking() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    let bob = try synapse.register("bob")
    let history = [
      jsonLine(["type": "user", "id": "maya", "name": "Maya", "role": "trainer"]),
      jsonLine(["type": "user", "id": bob.id, "name": "Bob", "role": "client"]),
      jsonLine(["type": "chat", "id": "h1", "name": "Bob", "kind": "direct", "members": ["maya", bob.id]]),
      jsonLine([
        "type": "message", "id": "h1-001", "chat": "h1", "sender": bob.id, "ts": "2026-10-01T09:00:00Z",
        "text": "See you Monday",
      ]),
    ].joined(separator: "\n")
    let imported = maya.run("psst-import", nil, ["--no-embed"], stdin: history)
    #expect(imported.status == 0, "\(imported.summary)")
    #expect(imported.record?.int("messages") == 1)
    #expect(imported.record?.int("linked") == 0)
    #expect(imported.stderr.contains("psst-chat link"), "import says how to carry a chat on: \(imported.summary)")

    let refused = maya.send(chat: "h1", "Monday 7pm still good?")
    #expect(refused.status == 1, "\(refused.summary)")
    #expect(refused.stderr.contains("psst-chat link h1"), "\(refused.summary)")
    let kept = maya.read(["--chat", "h1", "--peek", "--no-sync"]).records
    let reply = try #require(kept.first { $0.string("text") == "Monday 7pm still good?" }, "the reply is kept: \(kept)")
    #expect(reply.string("state") == "failed")

    // Bob's own client makes a room with maya in it; maya links the chat to it and retries.
    let created = synapse.nio(bob, ["create", "--name", "Maya and Bob", "--invite", maya.id])
    let room = try #require(created.records.last?.string("room_id"), "\(created.summary)")
    let linked = maya.run("psst-chat", "link", ["h1", room])
    #expect(linked.status == 0, "\(linked.summary)")
    #expect(linked.record?.string("state") == "linked")
    let retried = maya.run("psst-retry")
    #expect(retried.status == 0, "\(retried.summary)")

    let received = eventually {
      let texts = (try? synapse.nioMessages(bob, room: room))?.compactMap { $0.string("body") } ?? []
      return texts.contains("Monday 7pm still good?") ? texts : nil
    }
    #expect(
      received?.filter { $0 == "Monday 7pm still good?" }.count == 1, "bob's client got it once: \(received ?? [])")
    // Bob's answer comes back into the imported chat, after its history.
    _ = synapse.nio(bob, ["send", room, "Yes, 7pm"])
    let conversation = maya.waitForMessages(chat: "h1") { $0.contains { $0.string("text") == "Yes, 7pm" } }
    #expect(conversation.first?.id == "h1-001", "\(conversation)")
    #expect(conversation.contains { $0.string("text") == "Yes, 7pm" }, "\(conversation)")
  }

  @Test func linkRefusesWhatIsNotARoomAndARoomAlreadyLinked() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let history = [
      jsonLine(["type": "user", "id": "maya", "name": "Maya", "role": "trainer"]),
      jsonLine(["type": "chat", "id": "h1", "name": "A", "kind": "group", "members": ["maya", "a"]]),
      jsonLine(["type": "chat", "id": "h2", "name": "B", "kind": "group", "members": ["maya", "b"]]),
    ].joined(separator: "\n")
    #expect(maya.run("psst-import", nil, ["--no-embed"], stdin: history).status == 0)
    let notARoom = maya.run("psst-chat", "link", ["h1", "general"])
    #expect(notARoom.status == 1, "\(notARoom.summary)")
    #expect(notARoom.stderr.contains("not a Matrix room id"), "\(notARoom.summary)")
    let noRoom = maya.run("psst-chat", "link", ["h1"])
    #expect(noRoom.status == 1, "\(noRoom.summary)")

    let bob = try synapse.register("bob")
    let created = synapse.nio(bob, ["create", "--name", "Shared", "--invite", maya.id])
    let room = try #require(created.records.last?.string("room_id"), "\(created.summary)")
    #expect(maya.run("psst-chat", "link", ["h1", room]).status == 0)
    let twice = maya.run("psst-chat", "link", ["h2", room])
    #expect(twice.status == 1, "\(twice.summary)")
    #expect(twice.stderr.contains("already the chat h1"), "\(twice.summary)")
  }
}
