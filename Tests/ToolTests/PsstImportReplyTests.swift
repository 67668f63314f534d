import Foundation
import Testing

/// Importing history, then carrying the conversations on: on the local hub the imported chats
/// exist there, so a reply reaches the other person's own store and is read there.
@Suite("psst-import, then reply")
struct PsstImportReplyTests {
  @discardableResult
  private func importHistory(_ psst: Psst, as account: String = "kit", env: [String: String] = [:]) -> ToolResult {
    psst.run("psst-import", ["--account", account, Fixtures.history, "--format", "jsonl", "--no-embed"], env: env)
  }

  /// A person's own machine on the same hub, with their account registered there.
  private func joined(_ psst: Psst, _ id: String, name: String) throws -> Psst {
    let machine = psst.neighbour(id)
    let added = machine.addAccount(id, name: name, role: "client")
    #expect(added.status == 0, "\(added.summary)")
    let synced = machine.read(as: id, ["--peek"])
    #expect(synced.status == 0, "\(synced.summary)")
    return machine
  }

  private func texts(_ records: [Record]) -> [String] { records.compactMap { $0.string("text") } }

  @Test func replyToAnImportedChatIsReadByTheOtherSide() throws {
    let kit = Psst()
    let lena = try joined(kit, "lena", name: "Lena H.")
    let imported = importHistory(kit)
    #expect(imported.status == 0, "\(imported.summary)")
    #expect(imported.record?.int("linked") == 5, "\(imported.summary)")
    #expect(imported.record?.int("link_refused") == 0)

    let sent = kit.run(
      "psst-send", ["--account", "kit", "--to", "lena", "--format", "jsonl", "How is the calf today?"])
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.record?.string("chat") == "d1", "the reply goes to the imported chat: \(sent.summary)")

    let unread = lena.read(as: "lena")
    #expect(unread.status == 0, "\(unread.summary)")
    let received = try #require(
      unread.records.first { $0.string("text") == "How is the calf today?" }, "\(unread.summary)")
    #expect(received.string("chat") == "d1")
    #expect(received.string("sender") == "kit")
    // Lena answers in the same chat, and kit reads it after his imported history.
    let answer = lena.run("psst-send", ["--account", "lena", "--to", "kit", "--format", "jsonl", "Much better!"])
    #expect(answer.status == 0, "\(answer.summary)")
    #expect(answer.record?.string("chat") == "d1", "lena opened a second chat: \(answer.summary)")
    let conversation = kit.read(as: "kit", ["--chat", "d1", "--peek"]).records
    #expect(conversation.first?.id == "d1-001")
    #expect(Array(texts(conversation).suffix(2)) == ["How is the calf today?", "Much better!"])
    #expect(conversation.first { $0.string("text") == "How is the calf today?" }?.string("state") == "read")
  }

  @Test func aPersonWhoJoinsLaterHasTheirChatsAndWhatWasSaidInThem() throws {
    let kit = Psst()
    importHistory(kit)
    let sent = kit.run(
      "psst-send", ["--account", "kit", "--chat", "g1", "--format", "jsonl", "Track moved to the park"])
    #expect(sent.status == 0, "\(sent.summary)")

    // Omar was only a name in kit's history; his own account on the hub takes that profile over.
    let omar = try joined(kit, "omar", name: "Omar Haddad")
    let chats = omar.run("psst-chat", ["list", "--account", "omar", "--format", "jsonl"]).records
    #expect(Set(chats.compactMap(\.id)) == ["d2", "g1"], "\(chats)")
    let group = try #require(chats.first { $0.id == "g1" })
    #expect(group.string("name") == "Thursday Track Club")
    #expect(Set(group.strings("members") ?? []) == ["kit", "lena", "omar"])
    let messages = omar.read(as: "omar", ["--chat", "g1", "--peek"]).records
    #expect(texts(messages) == ["Track moved to the park"])
    let lookup = kit.run("psst-account", ["lookup", "omar", "--account", "kit", "--format", "jsonl"]).records
    #expect(lookup.filter { $0.id == "omar" }.count == 1, "one omar on the hub: \(lookup)")
  }

  @Test func importingAgainLinksTheSameChatsAndDuplicatesNothing() throws {
    let kit = Psst()
    let lena = try joined(kit, "lena", name: "Lena Hoffmann")
    importHistory(kit)
    let again = importHistory(kit)
    #expect(again.status == 0, "\(again.summary)")
    #expect(again.record?.int("linked") == 5, "\(again.summary)")
    #expect(again.record?.int("link_refused") == 0, "\(again.summary)")
    // Lena imports the same history on her side: her chats are the same ones.
    let hers = importHistory(lena, as: "lena")
    #expect(hers.record?.int("linked") == 2, "\(hers.summary)")
    #expect(hers.record?.int("link_refused") == 0, "\(hers.summary)")
    kit.send(as: "kit", chat: "g1", "one message")
    let chats = lena.run("psst-chat", ["list", "--account", "lena", "--format", "jsonl"]).records
    #expect(chats.filter { $0.id == "g1" }.count == 1)
    let group = lena.read(as: "lena", ["--chat", "g1", "--peek"]).records
    #expect(texts(group).filter { $0 == "one message" }.count == 1, "\(group)")
  }

  @Test func offlineImportQueuesTheLinkAndTheReplyGoesOutAfterIt() throws {
    let kit = Psst()
    let lena = try joined(kit, "lena", name: "Lena Hoffmann")
    let imported = importHistory(kit, env: ["PSST_OFFLINE": "1"])
    #expect(imported.status == 0, "\(imported.summary)")
    #expect(imported.record?.int("link_queued") == 5, "\(imported.summary)")
    #expect(imported.stderr.contains("psst-queue flush"), "\(imported.summary)")
    let queued = kit.run(
      "psst-send", ["--account", "kit", "--chat", "d1", "--format", "jsonl", "Sent from the train"],
      env: ["PSST_OFFLINE": "1"])
    #expect(queued.status == 75, "\(queued.summary)")

    let flushed = kit.run("psst-queue", ["flush", "--account", "kit", "--format", "jsonl"])
    #expect(flushed.status == 0, "\(flushed.summary)")
    let received = lena.read(as: "lena").records
    #expect(texts(received) == ["Sent from the train"], "\(received)")
  }

  @Test func aChatIdTakenOnTheHubByAnotherConversationIsRefusedClearly() throws {
    let kit = Psst()
    importHistory(kit)
    // Someone else on the same hub imports a history of their own that also calls a chat d1.
    let ana = kit.neighbour("ana")
    let history = [
      jsonLine(["type": "user", "id": "ana", "name": "Ana", "role": "trainer"]),
      jsonLine(["type": "chat", "id": "d1", "name": "Rui", "kind": "direct", "members": ["ana", "rui"]]),
      jsonLine([
        "type": "message", "id": "r-1", "chat": "d1", "sender": "rui", "ts": "2026-10-01T09:00:00Z", "text": "hi",
      ]),
    ].joined(separator: "\n")
    let imported = ana.run("psst-import", ["--account", "ana", "--format", "jsonl", "--no-embed"], stdin: history)
    #expect(imported.status == 0, "the history itself is imported: \(imported.summary)")
    #expect(imported.record?.int("messages") == 1)
    #expect(imported.record?.int("link_refused") == 1, "\(imported.summary)")
    #expect(imported.stderr.contains("d1"), "\(imported.summary)")
    #expect(imported.stderr.contains("taken on the hub by another conversation"), "\(imported.summary)")
    // Kit's conversation is untouched.
    let members = kit.run("psst-chat", ["members", "d1", "--account", "kit", "--format", "jsonl"]).records
    #expect(Set(members.compactMap(\.id)) == ["kit", "lena"], "\(members)")
  }

  @Test func linkingAQueuedChatByHandSendsItAndRepeatsSafely() throws {
    let kit = Psst()
    importHistory(kit, env: ["PSST_OFFLINE": "1"])
    let linked = kit.run("psst-chat", ["link", "Lena Hoffmann", "--account", "kit", "--format", "jsonl"])
    #expect(linked.status == 0, "\(linked.summary)")
    #expect(linked.record?.string("state") == "linked", "\(linked.summary)")
    #expect(linked.record?.id == "d1")
    let again = kit.run("psst-chat", ["link", "d1", "--account", "kit", "--format", "jsonl"])
    #expect(again.status == 0, "\(again.summary)")
    let room = kit.run("psst-chat", ["link", "d1", "!room:example.org", "--account", "kit"])
    #expect(room.status == 1, "a room is for Matrix accounts: \(room.summary)")
  }
}
