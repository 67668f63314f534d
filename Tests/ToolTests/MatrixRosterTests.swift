import Foundation
import Testing

/// The roster and its rules on Matrix: the roster in the account data (org.psst.roster) seen by
/// a second device, and a trainer's refused send kept and sent once the relationship exists.
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
}
