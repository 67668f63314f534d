import Foundation
import PsstCore
import Testing

@testable import PsstAssistant

@Suite("Name resolution")
struct NameResolverTests {
  /// maya knows Sarah Whitby, Sara Lopez, Zoë Brandt (1:1 chats) and a group "Marathon group".
  func resolver() throws -> (NameResolver, String) {
    let home = NSTemporaryDirectory() + "/psst-names-" + String(UInt32.random(in: 0...UInt32.max))
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let store = try Store.open(Environment(home: home), create: true)
    _ = try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    for (id, name) in [("sarah", "Sarah Whitby"), ("sara", "Sara Lopez"), ("zoe", "Zoë Brandt")] {
      try store.upsertUser(account: "maya", User(id: id, displayName: name, role: .client))
      try store.upsertChat(
        account: "maya", Chat(id: "c-\(id)", name: name, kind: .direct, members: ["maya", id], createdAt: 1))
    }
    try store.upsertChat(
      account: "maya", Chat(id: "g1", name: "Marathon group", kind: .group, members: ["maya", "sara"], createdAt: 2))
    return (NameResolver(store: store, account: "maya"), home)
  }

  func ids(_ outcome: NameResolver.Outcome) -> [String] {
    switch outcome {
    case .one(let subject): [subject.id]
    case .several(let subjects): subjects.map(\.id)
    case .none: []
    }
  }

  @Test func aCloseSpellingMakesANameAmbiguous() throws {
    let (resolver, home) = try resolver()
    defer { try? FileManager.default.removeItem(atPath: home) }
    guard case .several(let candidates) = try resolver.resolve("Sara") else {
      Issue.record("Sara should be ambiguous")
      return
    }
    #expect(candidates.map(\.id) == ["sara", "sarah"], "the exact match first")
    #expect(ids(try resolver.resolve("sarah whitby")) == ["sarah"])
    #expect(ids(try resolver.resolve("SARA LOPEZ")) == ["sara"])
  }

  @Test func accentsAndCaseDoNotMatterAndGroupsResolveByName() throws {
    let (resolver, home) = try resolver()
    defer { try? FileManager.default.removeItem(atPath: home) }
    guard case .one(let zoe) = try resolver.resolve("zoe") else {
      Issue.record("zoe should resolve")
      return
    }
    #expect(zoe.id == "zoe" && zoe.chat?.id == "c-zoe")
    guard case .one(let group) = try resolver.resolve("marathon group") else {
      Issue.record("the group should resolve")
      return
    }
    #expect(group.user == nil && group.chat?.id == "g1" && group.kind == "group")
    #expect(ids(try resolver.resolve("Bartholomew")).isEmpty)
    #expect(ids(try resolver.resolve("maya")).isEmpty, "never the account itself")
  }

  @Test func aLoneCloseSpellingIsAskedAboutNotTaken() throws {
    let (resolver, home) = try resolver()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // "Zoey" is one letter from Zoë, and no one else: a message must not go to her unasked.
    guard case .several(let candidates) = try resolver.resolve("Zoey") else {
      Issue.record("Zoey should be asked about")
      return
    }
    #expect(candidates.map(\.id) == ["zoe"])
  }

  @Test func aPersonsChatIsTheOneWithThatPersonNotWithSomeoneNamedLikeTheirID() throws {
    let (resolver, home) = try resolver()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let store = resolver.store
    // "sam" is Sam Ortiz's id and another client's display name; that client's chat is older.
    try store.upsertUser(account: "maya", User(id: "u2", displayName: "Sam", role: .client))
    try store.upsertChat(
      account: "maya", Chat(id: "c-u2", name: "Sam", kind: .direct, members: ["maya", "u2"], createdAt: 0))
    try store.upsertUser(account: "maya", User(id: "sam", displayName: "Sam Ortiz", role: .client))
    try store.upsertChat(
      account: "maya", Chat(id: "c-sam", name: "Sam Ortiz", kind: .direct, members: ["maya", "sam"], createdAt: 5))
    guard case .one(let sam) = try resolver.resolve("Sam Ortiz") else {
      Issue.record("Sam Ortiz should resolve")
      return
    }
    #expect(sam.id == "sam" && sam.chat?.id == "c-sam", "\(String(describing: sam.chat))")
  }

  @Test func withARosterItsOneClientANameFitsWinsOverNamesakesWhoAreNotClients() throws {
    let (resolver, home) = try resolver()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let store = resolver.store
    try store.addContact(account: "maya", user: "sara", name: "Sara Lopez", email: nil, as: .client)
    try store.addContact(account: "maya", user: "sarah", name: "Sarah Whitby", email: nil, as: .prospect)
    #expect(ids(try resolver.resolve("Sara")) == ["sara"], "the client, not the prospect one letter off")
    #expect(ids(try resolver.resolve("Sarah")) == ["sarah", "sara"], "the exact fit is no client: asked about")
    try store.addContact(account: "maya", user: "sarah", name: "Sarah Whitby", email: nil, as: .client)
    #expect(ids(try resolver.resolve("Sara")) == ["sara", "sarah"], "two clients fit: asked about")
    #expect(ids(try resolver.resolve("Zoey")) == ["zoe"], "a close spelling of a non-client stays a question")
  }

  @Test func withoutARosterANameThatFitsSeveralIsAskedAbout() throws {
    let (resolver, home) = try resolver()
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(ids(try resolver.resolve("Sara")) == ["sara", "sarah"])
  }
}
