import Foundation
import Testing

/// The roster and its rules on Matrix: the roster in the account data (org.psst.roster) seen by
/// a second device; each rule allowed and refused (1:1 and groups), the refused send kept and
/// sent once the relationship exists or the rules are off. The roster is private to its owner,
/// so a client's psst cannot see who keeps them: their rules apply only with `--policy roster`,
/// and then their trainer is reached through a group they share.
@Suite("Matrix roster")
struct MatrixRosterTests {
  @Test func aTrainersSendOffTheRosterIsRefusedKeptAndSentOnceTheyAreOnIt() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    let bob = try synapse.person("bob")
    let carol = try synapse.person("carol")
    #expect(maya.run("psst-contacts", "add", [bob.id, "--client"]).status == 0)
    #expect(maya.run("psst-send", nil, ["--to", bob.id, "Morning Bob"]).status == 0, "bob is a client")
    let refused = maya.run("psst-send", nil, ["--to", carol.id, "Hi Carol"])
    #expect(refused.status == 77 && refused.stderr.contains("rule: a trainer messages"), "\(refused.summary)")
    #expect(refused.record?.string("state") == "failed")
    #expect(carol.chats().isEmpty, "nothing reached carol")
    #expect(maya.run("psst-contacts", "add", [carol.id, "--prospect"]).status == 0)
    let retried = maya.run("psst-retry")
    #expect(retried.status == 0, "\(retried.summary)")
    let chat = try #require(carol.waitForChat { $0.strings("members")?.contains(maya.id) == true })
    #expect(carol.messages(chat: try #require(chat.id)).map { $0.string("text") } == ["Hi Carol"])
  }

  @Test func theRosterTravelsInAccountDataToASecondDevice() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    let bob = try synapse.person("bob")
    #expect(maya.run("psst-contacts", "add", [bob.id, "--client"]).status == 0)
    #expect(maya.run("psst-contacts", "add", ["--prospect", "--name", "Jo Lane"]).status == 0)
    let second = try synapse.device(of: maya.user, account: "maya")
    let listed = second.run("psst-contacts", "list").records
    #expect(listed.map { $0.string("relationship") } == ["client", "prospect"], "\(listed)")
    #expect(listed.first?.string("user") == bob.id && listed.last?.string("name") == "Jo Lane")
    // The second device keeps the roster's rules too.
    let carol = try synapse.person("carol")
    #expect(second.run("psst-send", nil, ["--to", carol.id, "Hi"]).status == 77)
  }

  @Test func aClientSeesNoRosterSoTheyAreRuledOnlyWithPolicyRosterAndReachTheirTrainerThroughASharedGroup() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    let tom = try synapse.person("tom", role: "client")
    let zoe = try synapse.person("zoe", role: "client")
    #expect(maya.run("psst-contacts", "add", [tom.id, "--client"]).status == 0)
    let unruled = tom.run("psst-send", nil, ["--to", zoe.id, "Hi Zoe"])
    #expect(unruled.status == 0, "maya's roster is hers alone: tom cannot tell he is kept \(unruled.summary)")
    #expect(tom.run("psst-account", "set", ["--policy", "roster"]).status == 0)
    let clientRule = "a client messages their trainers and the members of groups they share"
    expectRefusedByRule(tom.run("psst-send", nil, ["--to", maya.id, "Hi coach"]), by: clientRule)
    _ = try maya.createChat([tom.id], name: "Runners", group: true)
    #expect(tom.waitForChat { $0.plainName == "Runners" } != nil, "trainer opens a group with a client")
    let retried = tom.run("psst-retry")
    #expect(retried.status == 0, "a group peer is reachable 1:1: \(retried.summary)")
    let direct = try #require(maya.waitForChat { $0.string("kind") == "direct" })
    #expect(
      maya.waitForMessages(chat: try #require(direct.id)) { !$0.isEmpty }.map { $0.string("text") } == ["Hi coach"])
    expectRefusedByRule(tom.run("psst-send", nil, ["--to", zoe.id, "Still there?"]), by: clientRule)
    let withTom = try #require(zoe.waitForChat { $0.strings("members")?.contains(tom.id) == true })
    #expect(zoe.messages(chat: try #require(withTom.id)).map { $0.string("text") } == ["Hi Zoe"])
  }

  @Test func aTrainerOpensAGroupWithTheirClientNotWithSomeoneOffTheRosterUntilPolicyOpen() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    let tom = try synapse.person("tom", role: "client")
    let zoe = try synapse.person("zoe", role: "client")
    #expect(maya.run("psst-contacts", "add", [tom.id, "--client"]).status == 0)
    let refused = maya.run("psst-chat", "create", [tom.id, zoe.id, "--group", "--name", "Runners"])
    #expect(refused.status == 77, "\(refused.summary)")
    #expect(
      refused.stderr.contains("rule: a trainer messages") && refused.stderr.contains(zoe.id), "\(refused.summary)")
    #expect(refused.record?.string("state") == "refused")
    expectRefusedByRule(
      maya.run("psst-send", nil, ["--to", zoe.id, "Hi Zoe"]),
      by: "a trainer messages their clients, prospects and staff")
    let plan = try maya.createChat([tom.id], name: "Plan", group: true)
    #expect(tom.waitForChat { $0.plainName == "Plan" } != nil, "\(plan)")
    #expect(zoe.chats().isEmpty, "nothing reached zoe")
    let open = maya.run("psst-account", "set", ["--policy", "open"])
    #expect(open.record?.string("policy") == "open", "\(open.summary)")
    let retried = maya.run("psst-retry")
    #expect(retried.status == 0, "with the rules off the refused group and message go: \(retried.summary)")
    #expect(zoe.waitForChat { $0.plainName == "Runners" } != nil)
    let direct = try #require(zoe.waitForChat { $0.string("kind") == "direct" })
    #expect(zoe.messages(chat: try #require(direct.id)).map { $0.string("text") } == ["Hi Zoe"])
  }

  @Test func staffUnderPolicyRosterMessageATrainerTheyShareNoRoomWithButNotAClient() throws {
    let synapse = try Synapse.require()
    let lee = try synapse.person("lee", role: "staff")
    let maya = try synapse.person("maya", role: "trainer")
    let tom = try synapse.person("tom", role: "client")
    #expect(lee.run("psst-account", "set", ["--policy", "roster"]).status == 0)
    let allowed = lee.run("psst-send", nil, ["--to", maya.id, "Rota for next week"])
    #expect(allowed.status == 0, "\(allowed.summary)")
    expectRefusedByRule(lee.run("psst-send", nil, ["--to", tom.id, "Hi Tom"]), by: "staff message staff and trainers")
    let chat = try #require(maya.waitForChat { $0.strings("members")?.contains(lee.id) == true })
    #expect(maya.messages(chat: try #require(chat.id)).map { $0.string("text") } == ["Rota for next week"])
    #expect(tom.chats().isEmpty, "nothing reached tom")
  }

  @Test func onAServerWithoutCustomProfileFieldsStaffLearnATrainersRoleFromARoomTheyShare() throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory()
    let proxy = try FaultProxy(synapse, directory: temporary.path)
    // The role's profile field, not the room state of the same name (…/state/org.psst.role/USER).
    let roleField = "localhost/org.psst.role"
    proxy.set(["fail": ["status": 404, "errcode": "M_UNRECOGNIZED", "match": roleField, "method": "PUT"]])
    let maya = try synapse.person("maya", role: "trainer", homeserver: proxy.url)
    let lee = try synapse.person("lee", role: "staff")
    #expect(!proxy.requests(matching: roleField, status: "404").isEmpty, "\(proxy.log)")
    #expect(lee.run("psst-account", "set", ["--policy", "roster"]).status == 0)
    expectRefusedByRule(
      lee.run("psst-send", nil, ["--to", maya.id, "Rota for next week"]), by: "staff message staff and trainers")
    _ = try maya.createChat([lee.id], name: "Front desk", group: true)
    #expect(lee.waitForChat { $0.plainName == "Front desk" } != nil)
    let retried = lee.run("psst-retry")
    #expect(retried.status == 0, "the room told lee maya's role: \(retried.summary)")
  }
}
