import Testing

@testable import PsstCore

/// Opening chats through the session: alice and bob on separate stores sharing one hub.
@Suite("Session: opening chats")
struct SessionChatsTests {
  let folder = TemporaryFolder()

  /// alice's and bob's machines, both registered on the hub, with no chat yet.
  private func pair() throws -> (alice: Machine, bob: Machine) {
    try Machine.aliceAndBob(folder)
  }

  @Test func aNewDirectChatIsMadeOnTheHubAndNamedAfterThePerson() throws {
    let (alice, bob) = try pair()
    let opening = try alice.session("alice").openDirectChat(with: "bob")
    guard case .created(let chat) = opening else {
      Issue.record("expected a created chat, got \(opening)")
      return
    }
    #expect(chat.kind == .direct)
    #expect(chat.name == "Bob")
    #expect(chat.members == ["alice", "bob"])
    #expect(try alice.store.chat(account: "alice", id: chat.id) != nil)
    #expect(try alice.store.outbox(account: "alice").isEmpty)
    try bob.session("bob").sync()
    #expect(try bob.store.chat(account: "bob", id: chat.id)?.members.sorted() == ["alice", "bob"])
  }

  @Test func openingAgainFromEitherSideFindsTheSameChat() throws {
    let (alice, bob) = try pair()
    let first = try alice.session("alice").openDirectChat(with: "bob").chat
    guard case .existing(let again) = try alice.session("alice").openDirectChat(with: "Bob") else {
      Issue.record("a second open made another chat")
      return
    }
    #expect(again.id == first.id)
    // bob's store has not synced it yet: opening syncs before making one of its own.
    guard case .existing(let theirs) = try bob.session("bob").openDirectChat(with: "alice") else {
      Issue.record("bob opened a second chat with alice")
      return
    }
    #expect(theirs.id == first.id)
  }

  @Test func aChatTheHubRefusesLeavesNothingBehind() throws {
    let (alice, bob) = try pair()
    // Someone else already has the chat id on the hub.
    _ = try bob.session("bob").openDirectChat(with: "alice", id: "taken")
    let carol = try Machine(folder, name: "carol-home", hubPath: alice.environment.hubPath)
    try carol.addAccount("carol", name: "Carol")
    let error = psstError { _ = try carol.session("carol").openDirectChat(with: "bob", id: "taken") }
    #expect(error?.kind == .usage)
    #expect(error?.message == "chat id taken is already taken on the hub")
    #expect(try carol.store.chat(account: "carol", id: "taken") == nil)
    #expect(try carol.store.chats(account: "carol").isEmpty)
    #expect(try carol.store.outbox(account: "carol").isEmpty)
    // Nothing half-made stands in the way of the next try.
    let retried = try carol.session("carol").openDirectChat(with: "bob")
    guard case .created = retried else {
      Issue.record("expected a created chat, got \(retried)")
      return
    }
    #expect(try carol.store.chats(account: "carol").map(\.id) == [retried.chat.id])
  }

  @Test func aChatOpenedWhileTheHubIsUnreachableWaitsInTheOutbox() throws {
    let (alice, bob) = try pair()
    let opening = try alice.offline().session("alice").openDirectChat(with: "bob")
    guard case .queued(let chat, let error) = opening else {
      Issue.record("expected a queued chat, got \(opening)")
      return
    }
    #expect(error.kind == .queued)
    #expect(try alice.store.chat(account: "alice", id: chat.id) != nil)
    #expect(try alice.store.outbox(account: "alice").map(\.request.chat) == [chat.id])
    _ = try alice.session("alice").flush()
    try bob.session("bob").sync()
    #expect(try bob.store.chat(account: "bob", id: chat.id) != nil)
  }

  @Test func aChatWithYourselfIsRefused() throws {
    let (alice, _) = try pair()
    let error = psstError { _ = try alice.session("alice").openDirectChat(with: "alice") }
    #expect(error?.message == "cannot open a 1:1 chat with yourself")
    #expect(try alice.store.chats(account: "alice").isEmpty)
  }

  @Test func anIdThatIsNotValidOrTakenInTheStoreIsRefusedBeforeAnythingIsSent() throws {
    let (alice, _) = try pair()
    let group = Chat(id: "crew", name: "Crew", kind: .group, members: ["alice", "bob"], createdAt: 1)
    guard case .created = try alice.session("alice").createChat(group) else {
      Issue.record("the group was not created")
      return
    }
    let taken = psstError { _ = try alice.session("alice").createChat(group) }
    #expect(taken?.message == "chat crew already exists")
    var odd = group
    odd.id = "no spaces"
    #expect(psstError { _ = try alice.session("alice").createChat(odd) }?.kind == .usage)
    #expect(try alice.store.chats(account: "alice").map(\.id) == ["crew"])
  }
}
