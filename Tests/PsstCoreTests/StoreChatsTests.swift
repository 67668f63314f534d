import Testing

@testable import PsstCore

@Suite("Store: chats")
struct StoreChatsTests {
  /// maya knows sarah (Sarah Whitby) and tom (Tom Reed); one 1:1 chat with sarah, a group.
  private func setUp() throws -> Machine {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("maya", name: "Maya Torres", role: .trainer)
    let store = machine.store
    try store.upsertUser(account: "maya", User(id: "sarah", displayName: "Sarah Whitby", role: .client))
    try store.upsertUser(account: "maya", User(id: "tom", displayName: "Tom Reed", role: .client))
    try store.upsertChat(
      account: "maya", Chat(id: "c01", name: "whatever", kind: .direct, members: ["maya", "sarah"], createdAt: 1))
    try store.upsertChat(
      account: "maya",
      Chat(id: "g1", name: "Morning Crew", kind: .group, members: ["maya", "sarah", "tom"], createdAt: 2))
    return machine
  }

  @Test func resolveById() throws {
    let store = try setUp().store
    #expect(try store.resolveChat(account: "maya", "c01").id == "c01")
    #expect(try store.resolveChat(account: "maya", "g1").members == ["maya", "sarah", "tom"])
  }

  @Test func resolveByNameIgnoringCase() throws {
    let store = try setUp().store
    #expect(try store.resolveChat(account: "maya", "Morning Crew").id == "g1")
    #expect(try store.resolveChat(account: "maya", "morning crew").id == "g1")
  }

  @Test func resolveByTheOtherPersonOfADirectChat() throws {
    let store = try setUp().store
    #expect(try store.resolveChat(account: "maya", "sarah").id == "c01")
    #expect(try store.resolveChat(account: "maya", "Sarah Whitby").id == "c01")
    #expect(try store.resolveChat(account: "maya", "sarah whitby").id == "c01")
    // tom has no 1:1 chat; his name does not pick the group.
    #expect(psstError { _ = try store.resolveChat(account: "maya", "tom") }?.kind == .notFound)
  }

  @Test func directChatIsNamedAfterTheOtherPerson() throws {
    let store = try setUp().store
    #expect(try store.chat(account: "maya", id: "c01")?.name == "Sarah Whitby")
  }

  @Test func unknownChatIsNotFoundNamingIt() throws {
    let store = try setUp().store
    let error = psstError { _ = try store.resolveChat(account: "maya", "nope") }
    #expect(error?.kind == .notFound)
    #expect(error?.message == "unknown chat nope; see psst-chat list")
  }

  @Test func ambiguousNameListsTheCandidates() throws {
    let machine = try setUp()
    try machine.store.upsertChat(
      account: "maya", Chat(id: "g2", name: "morning crew", kind: .group, members: ["maya", "tom"], createdAt: 3))
    let error = psstError { _ = try machine.store.resolveChat(account: "maya", "Morning Crew") }
    #expect(error?.kind == .usage)
    #expect(error?.message.contains("g1") == true && error?.message.contains("g2") == true)
  }

  @Test func chatsAreKeptPerAccount() throws {
    let machine = try setUp()
    try machine.addAccount("sarah")
    #expect(try machine.store.chats(account: "sarah").isEmpty)
    #expect(psstError { _ = try machine.store.resolveChat(account: "sarah", "c01") }?.kind == .notFound)
    #expect(try Set(machine.store.chats(account: "maya").map(\.id)) == ["c01", "g1"])
  }

  @Test func upsertReplacesMembersAndName() throws {
    let machine = try setUp()
    try machine.store.upsertChat(
      account: "maya", Chat(id: "g1", name: "Evening Crew", kind: .group, members: ["maya", "tom"], createdAt: 2))
    let chat = try #require(try machine.store.chat(account: "maya", id: "g1"))
    #expect(chat.name == "Evening Crew")
    #expect(chat.members == ["maya", "tom"])
  }
}
