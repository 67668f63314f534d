import Foundation
import Testing

/// Who may message whom on the embedded hub, through the tools: each rule allowed and refused,
/// the refused message kept and sent by psst-retry once the relationship exists, and the
/// policy that turns the rules off.
@Suite("Relationship rules")
struct RelationshipRulesTests {
  /// A trainer (maya) who keeps a roster with one client (tom), a client of nobody (zoe), and
  /// staff (lee).
  func world() -> Psst {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("tom", name: "Tom Berg", role: "client")
    psst.addAccount("zoe", name: "Zoe Kim", role: "client")
    psst.addAccount("lee", name: "Lee Park", role: "staff")
    contacts(psst, "maya", ["add", "tom", "--client"])
    return psst
  }

  @discardableResult
  func contacts(_ psst: Psst, _ account: String, _ arguments: [String]) -> ToolResult {
    let result = psst.run("psst-contacts", arguments + ["--account", account, "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    return result
  }

  func send(_ psst: Psst, _ account: String, to person: String, _ text: String) -> ToolResult {
    psst.run("psst-send", ["--account", account, "--to", person, "--format", "jsonl", text])
  }

  func received(_ psst: Psst, _ account: String) -> [String] {
    psst.read(as: account, ["--peek"]).records.filter { $0.type == "message" }.compactMap { $0.string("text") }
  }

  @Test func aTrainerMessagesTheirClientAndIsRefusedSomeoneOffTheRosterUntilAdded() throws {
    let psst = world()
    #expect(send(psst, "maya", to: "tom", "Morning Tom").status == 0)
    let refused = send(psst, "maya", to: "zoe", "Hi Zoe, welcome")
    expectRefusedByRule(refused, by: "a trainer messages their clients, prospects and staff")
    let queue = psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records
    #expect(queue.map { $0.string("state") } == ["failed", "failed"], "the chat and the message are kept: \(queue)")
    #expect(received(psst, "zoe").isEmpty)
    #expect(psst.run("psst-retry", ["--account", "maya"]).status == 77, "still no relationship")
    contacts(psst, "maya", ["add", "zoe", "--prospect"])
    let retried = psst.run("psst-retry", ["--account", "maya", "--format", "jsonl"])
    #expect(retried.status == 0, "\(retried.summary)")
    #expect(received(psst, "zoe") == ["Hi Zoe, welcome"])
  }

  @Test func retryingOneMessageCreatesItsRefusedChatFirst() throws {
    let psst = world()
    let id = try #require(send(psst, "maya", to: "zoe", "Hi Zoe").record?.id)
    contacts(psst, "maya", ["add", "zoe", "--client"])
    let retried = psst.run("psst-retry", ["--account", "maya", "--format", "jsonl", id])
    #expect(retried.status == 0, "\(retried.summary)")
    #expect(received(psst, "zoe") == ["Hi Zoe"])
  }

  @Test func aClientMessagesTheirTrainerAndIsRefusedAStrangerUntilTheyShareAGroup() throws {
    let psst = world()
    #expect(send(psst, "tom", to: "maya", "Hi coach").status == 0)
    expectRefusedByRule(
      send(psst, "tom", to: "zoe", "Hi Zoe"),
      by: "a client messages their trainers and the members of groups they share")
    contacts(psst, "maya", ["add", "zoe", "--client"])
    #expect(psst.createChat(as: "maya", ["tom", "zoe"], name: "Runners", group: true) != "")
    let retried = psst.run("psst-retry", ["--account", "tom", "--format", "jsonl"])
    #expect(retried.status == 0, "group peers may write 1:1: \(retried.summary)")
    #expect(received(psst, "zoe").contains("Hi Zoe"))
  }

  @Test func aClientIsRefusedATrainerWhoDoesNotKeepThem() {
    let psst = world()
    psst.addAccount("ava", name: "Ava Stone", role: "trainer")
    expectRefusedByRule(
      send(psst, "tom", to: "ava", "Do you coach?"),
      by: "a client messages their trainers and the members of groups they share")
    #expect(send(psst, "zoe", to: "ava", "Do you coach?").status == 0, "nobody keeps zoe: no rules for her")
  }

  @Test func staffMessageTrainersButNotClientsWhenTheRulesApply() {
    let psst = world()
    psst.run("psst-account", ["set", "--account", "lee", "--policy", "roster"])
    #expect(send(psst, "lee", to: "maya", "Rota for next week").status == 0)
    expectRefusedByRule(send(psst, "lee", to: "tom", "Hi Tom"), by: "staff message staff and trainers")
  }

  @Test func aTrainerMayNotOpenAGroupWithSomeoneOffTheRosterButWritesInGroupsTheyAreIn() {
    let psst = world()
    let refused = psst.run(
      "psst-chat", ["create", "tom", "zoe", "--group", "--name", "Runners", "--account", "maya", "--format", "jsonl"])
    #expect(refused.status == 77 && refused.stderr.contains("zoe is not on maya's roster"), "\(refused.summary)")
    #expect(refused.record?.string("state") == "refused")
    // zoe keeps no roster and is on none: no rules for her.
    let group = psst.createChat(as: "zoe", ["maya", "tom"], name: "Zoe's crew", group: true)
    #expect(group != "")
    psst.syncChats("maya")
    #expect(psst.send(as: "maya", chat: group, "Hello all").status == 0, "members write in a group")
  }

  @Test func policyOpenTurnsTheRulesOffAndDefaultBringsThemBack() {
    let psst = world()
    let open = psst.run("psst-account", ["set", "--account", "maya", "--policy", "open", "--format", "jsonl"])
    #expect(open.record?.string("policy") == "open", "\(open.summary)")
    #expect(send(psst, "maya", to: "zoe", "Hi Zoe").status == 0)
    psst.run("psst-account", ["set", "--account", "maya", "--policy", "default"])
    psst.addAccount("ivy", name: "Ivy", role: "client")
    expectRefusedByRule(
      send(psst, "maya", to: "ivy", "Hi Ivy"), by: "a trainer messages their clients, prospects and staff")
  }

  @Test func aTrainerWithoutARosterMessagesAnyoneAsBefore() {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("zoe", name: "Zoe Kim", role: "client")
    #expect(send(psst, "maya", to: "zoe", "Hi Zoe").status == 0)
    #expect(send(psst, "zoe", to: "maya", "Hi Maya").status == 0)
  }
}
