import Testing

@testable import PsstCore

/// The one rule for who and which chat a reference means: an exact id wins over any display
/// name, and a name that fits several is an error listing them.
@Suite("Store: an id wins over names")
struct StoreResolutionTests {
  /// sarah knows maya (Maya Torres), with whom she has a 1:1 chat, and mallory, who named herself
  /// "maya" and opened a 1:1 chat (first) and a group called "maya" with her.
  private func setUp() throws -> Machine {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("sarah", name: "Sarah Whitby", role: .trainer)
    let store = machine.store
    try store.upsertUser(account: "sarah", User(id: "maya", displayName: "Maya Torres", role: .client))
    try store.upsertUser(account: "sarah", User(id: "mallory", displayName: "maya", role: .client))
    try store.upsertChat(
      account: "sarah", Chat(id: "c-mal", name: "maya", kind: .direct, members: ["sarah", "mallory"], createdAt: 1))
    try store.upsertChat(
      account: "sarah", Chat(id: "g-mal", name: "maya", kind: .group, members: ["sarah", "mallory"], createdAt: 2))
    try store.upsertChat(
      account: "sarah",
      Chat(id: "c-maya", name: "Maya Torres", kind: .direct, members: ["sarah", "maya"], createdAt: 3))
    return machine
  }

  @Test func anExactUserIdWinsOverADisplayName() throws {
    let store = try setUp().store
    #expect(try store.resolvePerson(account: "sarah", "maya")?.id == "maya")
    #expect(try store.directChat(account: "sarah", with: "maya")?.id == "c-maya")
  }

  @Test func anExactUserIdWinsOverChatNamesForAChat() throws {
    let store = try setUp().store
    #expect(try store.resolveChat(account: "sarah", "maya").id == "c-maya")
  }

  @Test func aNameThatFitsOnePersonFindsThem() throws {
    let store = try setUp().store
    #expect(try store.resolvePerson(account: "sarah", "maya torres")?.id == "maya")
    #expect(try store.directChat(account: "sarah", with: "Maya Torres")?.id == "c-maya")
    #expect(try store.resolvePerson(account: "sarah", "nobody") == nil)
  }

  @Test func aNameThatFitsSeveralPeopleIsAnErrorListingThem() throws {
    let machine = try setUp()
    try machine.store.upsertUser(account: "sarah", User(id: "maya2", displayName: "MAYA", role: .client))
    let attempts: [() throws -> Void] = [
      { _ = try machine.store.resolvePerson(account: "sarah", "Maya") },
      { _ = try machine.store.directChat(account: "sarah", with: "Maya") },
    ]
    for attempt in attempts {
      let error = psstError(attempt)
      #expect(error?.kind == .usage)
      #expect(error?.message.contains("(mallory)") == true && error?.message.contains("(maya2)") == true)
    }
  }

  @Test func anEncryptedRoomIsFoundByItsNameWithoutTheMark() throws {
    let store = try setUp().store
    try store.upsertChat(
      account: "sarah",
      Chat(id: "g-run", name: "Runners" + Chat.encryptedMark, kind: .group, members: ["sarah", "maya"], createdAt: 4))
    #expect(try store.resolveChat(account: "sarah", "runners").id == "g-run")
    #expect(try store.resolveChat(account: "sarah", "Runners [end-to-end encrypted]").id == "g-run")
  }

  @Test func aNameThatFitsSeveralChatsIsAnErrorListingThem() throws {
    let store = try setUp().store
    // "Maya" is no one's id: it is mallory's name, her 1:1 chat's and her group's.
    let error = psstError { _ = try store.resolveChat(account: "sarah", "Maya") }
    #expect(error?.kind == .usage)
    #expect(
      error?.message.contains("c-mal") == true && error?.message.contains("g-mal") == true,
      "\(String(describing: error))")
  }
}
