import Testing

@testable import PsstCore

/// The relationship rules in a session's flush, over a shared hub: a refused request is kept
/// failed with the rule, and goes once the relationship exists.
@Suite("Session: relationship rules")
struct SessionRulesTests {
  /// A trainer (coach) and a client (ana) on one hub, each on a machine of their own.
  private func world(_ folder: TemporaryFolder) throws -> (coach: Machine, ana: Machine) {
    let hub = folder.path + "/shared-hub.db"
    let coach = try Machine(folder, name: "coach-home", hubPath: hub)
    let ana = try Machine(folder, name: "ana-home", hubPath: hub)
    try coach.addAccount("coach", role: .trainer)
    try ana.addAccount("ana", role: .client)
    _ = try ana.session("ana").transport()
    _ = try coach.session("coach").transport()
    return (coach, ana)
  }

  private func direct(_ id: String, _ members: [String]) -> Chat {
    Chat(id: id, name: id, kind: .direct, members: members, createdAt: 1)
  }

  @Test func aTrainerWithARosterHasAChatWithSomeoneOffItRefusedAndKept() throws {
    let (coach, _) = try world(TemporaryFolder())
    try coach.store.startRoster(account: "coach")
    let session = try coach.session("coach")
    guard case .refused(let chat, let error) = try session.createChat(direct("c1", ["coach", "ana"])) else {
      Issue.record("expected a refusal")
      return
    }
    #expect(error.kind == .relationship && error.message.hasPrefix(ContactRules.rule(for: .trainer)))
    #expect(try coach.store.chat(account: "coach", id: chat.id) != nil, "the chat is kept")
    #expect(try coach.store.outbox(account: "coach", states: [.failed]).map(\.request.kind) == ["create_chat"])
    try coach.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client)
    _ = try coach.store.requeueFailed(account: "coach", transactions: nil)
    let report = try session.flush()
    #expect(report.failed.isEmpty && report.sent.count == 1)
  }

  @Test func thePublishedRosterTellsAClientWhoKeepsThem() throws {
    let (coach, ana) = try world(TemporaryFolder())
    try coach.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client)
    try coach.session("coach").exchangeRoster()
    #expect(try coach.store.unpublishedRoster(account: "coach") == nil)
    // ana is kept: the rules apply to her, and her trainer is reachable, a stranger is not.
    let session = try ana.session("ana")
    #expect(try session.createChat(direct("c2", ["ana", "coach"])).chat.id == "c2")
    try ana.store.upsertUser(account: "ana", User(id: "zed", displayName: "Zed", role: .client))
    guard case .refused(_, let error) = try session.createChat(direct("c3", ["ana", "zed"])) else {
      Issue.record("expected a refusal")
      return
    }
    #expect(error.message.hasPrefix(ContactRules.rule(for: .client)))
  }
}
