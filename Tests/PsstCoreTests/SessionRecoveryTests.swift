import Foundation
import Testing

@testable import PsstCore
@testable import PsstLocalHub

/// A shared hub.db that was lost, replaced or damaged: each store notices, registers again,
/// re-creates its chats and carries on, losing nothing that was queued.
@Suite("Session: hub recovery")
struct SessionRecoveryTests {
  let folder = TemporaryFolder()
  var hubPath: String { folder.path + "/shared-hub.db" }

  /// alice's and bob's machines on one hub, with a 1:1 chat "c" both have, and one message
  /// from alice that bob has read.
  private func pair() throws -> (alice: Machine, bob: Machine) {
    let (alice, bob) = try Machine.aliceAndBob(folder, chat: "c")
    _ = try send(alice, "alice", ["before the loss"])
    try bob.session("bob").sync()
    try markAllRead(bob, "bob")
    try alice.session("alice").sync()
    return (alice, bob)
  }

  private func send(_ machine: Machine, _ account: String, _ texts: [String]) throws -> [Message] {
    let owner = try #require(try machine.store.account(account))
    let messages = try texts.map {
      try machine.store.compose(account: owner, chat: "c", text: $0, replyTo: nil, attachments: [])
    }
    _ = try machine.session(account).flush()
    return messages
  }

  private func markAllRead(_ machine: Machine, _ account: String) throws {
    let messages = try machine.store.all(account, chat: "c")
    guard let first = messages.first, let last = messages.last else { return }
    try machine.session(account).markRead(
      shown: ["c": ShownRange(first: first.id, last: last.id)], filter: MessageFilter())
  }

  private func removeHub() throws {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: hubPath + suffix) {
      try FileManager.default.removeItem(atPath: hubPath + suffix)
    }
  }

  @Test func aDeletedHubIsRecreatedFromTheStoresAndTheConversationGoesOn() throws {
    let (alice, bob) = try pair()
    let before = try #require(try alice.store.all("alice", chat: "c").first)
    #expect(before.state == .read)
    try removeHub()

    let after = try send(alice, "alice", ["after the loss"])[0]
    #expect(try alice.store.message(account: "alice", id: after.id)?.state == .sent)
    #expect(try alice.store.outbox(account: "alice").isEmpty)
    // The new hub has the chat again, alice registered and bob waiting to be claimed.
    let hub = try LocalHub(alice.environment)
    #expect(try hub.currentMembers("c") == ["alice", "bob"])
    #expect(
      try hub.database.query("SELECT id, device <> '' FROM users ORDER BY id") { "\($0.string(0)) \($0.int(1))" }
        == ["alice 1", "bob 0"])

    let report = try bob.session("bob").sync()
    #expect(report.unavailable == nil)
    #expect(try bob.store.all("bob", chat: "c").map(\.text) == ["before the loss", "after the loss"])
    #expect(try hub.database.first("SELECT device <> '' FROM users WHERE id = 'bob'") { $0.bool(0) } == true)

    // Receipts from the new hub's log count against messages from it, not against old ones:
    // the new message is not shown read until bob reads it.
    try alice.session("alice").sync()
    #expect(try alice.store.message(account: "alice", id: after.id)?.state == .delivered)
    #expect(try alice.store.message(account: "alice", id: before.id)?.state == .read)
    try markAllRead(bob, "bob")
    try alice.session("alice").sync()
    #expect(try alice.store.message(account: "alice", id: after.id)?.state == .read)

    // And back the other way.
    let reply = try send(bob, "bob", ["reply on the new hub"])[0]
    try alice.session("alice").sync()
    #expect(try alice.store.all("alice", chat: "c").last?.id == reply.id)
  }

  @Test func aHubReplacedByAnotherOneIsNoticedByItsIDEvenWhenItIsAhead() throws {
    let (alice, bob) = try pair()
    let cursor = try #require(try alice.store.syncCursor("alice").flatMap { Int64($0) })
    // Another hub, where alice (the same store) and bob have a longer history than alice's
    // cursor: only its id tells it is not the hub alice knew.
    let otherPath = folder.path + "/other-hub.db"
    do {
      let other = try LocalHub(Environment(home: folder.path, hubPath: otherPath))
      let aliceIdentity = try identity(alice, "alice")
      let bobIdentity = try identity(bob, "bob")
      try other.register(User(id: "alice", displayName: "Alice", role: .client), as: aliceIdentity)
      try other.register(User(id: "bob", displayName: "Bob", role: .client), as: bobIdentity)
      var requests: [(transaction: String, request: Request)] = [
        ("t-d", .createChat(id: "d", name: "Alice", kind: .direct, members: ["alice", "bob"]))
      ]
      for index in 0..<(cursor + 5) {
        requests.append(
          ("t-\(index)", .message(chat: "d", id: "b\(index)", text: "b\(index)", replyTo: nil, attachments: [])))
      }
      _ = try other.submit(requests, as: bobIdentity)
      _ = try other.database.first("PRAGMA wal_checkpoint(TRUNCATE)") { $0.int(0) }
      #expect(try other.status(of: aliceIdentity)?.head ?? 0 > cursor)
    }
    try removeHub()
    try FileManager.default.moveItem(atPath: otherPath, toPath: hubPath)

    let report = try alice.session("alice").sync()
    #expect(report.unavailable == nil)
    let fromOther = try alice.store.all("alice", chat: "d")
    #expect(fromOther.count == Int(cursor) + 5, "every message of the other hub's log, from its start")
    #expect(try alice.store.chat(account: "alice", id: "d") != nil)
    #expect(try alice.store.hubID("alice") == (try LocalHub(alice.environment).instance()))
  }

  private func identity(_ machine: Machine, _ account: String) throws -> Identity {
    let session = try machine.session(account)
    _ = try session.transport()
    return session.identity
  }

  @Test func requestsTheLostHubRefusedAreQueuedAgainAndSentInOrder() throws {
    let (alice, bob) = try pair()
    // A process connected before the hub lost alice (here: her row removed by hand) sends;
    // the hub refuses.
    let early = try alice.session("alice")
    _ = try early.transport()
    _ = try LocalHub(alice.environment).database.run("DELETE FROM users WHERE id = 'alice'")
    let owner = try #require(try alice.store.account("alice"))
    let refused = try ["one", "two", "three"].map {
      try alice.store.compose(account: owner, chat: "c", text: $0, replyTo: nil, attachments: [])
    }
    let first = try early.flush()
    #expect(first.failed.count == 3)
    #expect(first.failed.first?.error.message == "alice is not registered on the hub")
    #expect(try alice.store.all("alice", chat: "c").filter { $0.state == .failed }.count == 3)

    // The next process notices, registers again and sends them, in their order.
    let later = try alice.session("alice").flush()
    #expect(later.sent.map(\.entry.transaction) == refused.map(\.id))
    #expect(try alice.store.outbox(account: "alice").isEmpty)
    try bob.session("bob").sync()
    #expect(try bob.store.all("bob", chat: "c").map(\.text) == ["before the loss", "one", "two", "three"])
  }

  @Test func aRunningSessionWhoseHubFileIsReplacedOpensTheNewOne() throws {
    let (alice, bob) = try pair()
    let watching = try bob.session("bob")
    try watching.sync()
    try removeHub()
    let after = try send(alice, "alice", ["while bob's session was open"])[0]
    let report = try watching.sync()
    #expect(report.unavailable == nil)
    #expect(try bob.store.message(account: "bob", id: after.id) != nil, "the old connection would see nothing")
  }

  @Test func aDamagedHubKeepsMessagesQueuedUntilItIsMovedAside() throws {
    let (alice, bob) = try pair()
    try removeHub()
    _ = FileManager.default.createFile(atPath: hubPath, contents: Data(repeating: 0x7a, count: 4096))
    let waiting = try send(alice, "alice", ["kept"])[0]
    #expect(try alice.store.message(account: "alice", id: waiting.id)?.state == .queued)
    let report = try alice.session("alice").flush()
    #expect(
      report.unavailable?.message.contains("mv '\(hubPath)'") == true, "\(String(describing: report.unavailable))")

    try FileManager.default.moveItem(atPath: hubPath, toPath: hubPath + ".damaged")
    let retried = try alice.session("alice").flush()
    #expect(retried.sent.map(\.entry.transaction) == [waiting.id])
    try bob.session("bob").sync()
    #expect(try bob.store.all("bob", chat: "c").map(\.text) == ["before the loss", "kept"])
  }
}
