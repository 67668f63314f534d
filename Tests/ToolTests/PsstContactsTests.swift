import Foundation
import Testing

/// psst-contacts: the roster of clients, prospects and staff, as a user keeps it at a shell.
@Suite("psst-contacts")
struct PsstContactsTests {
  /// A trainer with a 1:1 chat with a client and one with a staff member.
  func world() -> Psst {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("tom", name: "Tom Berg", role: "client")
    psst.addAccount("lee", name: "Lee Park", role: "staff")
    _ = psst.createChat(as: "maya", ["tom"])
    _ = psst.createChat(as: "maya", ["lee"])
    return psst
  }

  func contacts(_ psst: Psst, _ arguments: [String], as account: String = "maya") -> ToolResult {
    psst.run("psst-contacts", arguments + ["--account", account, "--format", "jsonl"])
  }

  @Test func syncPutsEveryoneOnTheRosterOnceAndASecondRunChangesNothing() {
    let psst = world()
    let first = contacts(psst, ["sync"])
    #expect(first.status == 0, "\(first.summary)")
    let changes = first.records.map { ($0.string("user") ?? "", $0.string("relationship") ?? "", $0.string("change")) }
    #expect(changes.map(\.0) == ["lee", "tom"], "\(first.summary)")
    #expect(changes.map(\.1) == ["staff", "client"])
    #expect(changes.allSatisfy { $0.2 == "added" })
    let second = contacts(psst, ["sync"])
    #expect(second.status == 0 && second.records.isEmpty, "\(second.summary)")
    psst.run("psst-send", ["--account", "maya", "--to", "tom", "Morning Tom"])
    let listed = contacts(psst, ["list"]).records
    #expect(listed.map(\.type) == ["contact", "contact"])
    #expect(listed.map { $0.string("user") } == ["tom", "lee"], "clients first")
    #expect(listed.first?.string("role") == "client" && listed.first?.string("last_contact") != nil)
    #expect(listed.last?.fields["last_contact"] is NSNull, "nothing said to lee yet")
  }

  @Test func aProspectWithoutAnAccountIsLinkedWhenTheyJoinAndPromoted() throws {
    let psst = world()
    let lead = contacts(psst, ["add", "--prospect", "--name", "Jo Lane", "--email", "jo@example.org"])
    #expect(lead.status == 0 && lead.record?.string("change") == "added", "\(lead.summary)")
    let id = try #require(lead.record?.id)
    #expect(lead.record?.fields["user"] is NSNull)
    psst.addAccount("jo", name: "Jo Lane")
    let joined = contacts(psst, ["add", "jo", "--prospect", "--email", "JO@example.org"])
    #expect(joined.record?.string("change") == "linked" && joined.record?.id == id, "\(joined.summary)")
    let promoted = contacts(psst, ["promote", "jo"])
    #expect(promoted.status == 0 && promoted.record?.string("relationship") == "client", "\(promoted.summary)")
    #expect(promoted.record?.id == id && promoted.record?.string("promoted") != nil)
    #expect(contacts(psst, ["promote", "jo"]).status == 1, "a client is not a prospect")
  }

  @Test func aLeadWhoJoinedUnderAnotherEmailIsLinkedByPromoteLink() {
    let psst = world()
    contacts(psst, ["add", "--prospect", "--name", "Sam Ortiz"])
    psst.addAccount("sam", name: "Sam O")
    let promoted = contacts(psst, ["promote", "Sam Ortiz", "--link", "sam"])
    #expect(
      promoted.record?.string("user") == "sam" && promoted.record?.string("name") == "Sam Ortiz", "\(promoted.summary)")
    #expect(contacts(psst, ["list", "--only", "client"]).records.map { $0.string("user") } == ["sam"])
  }

  @Test func addChangesARelationshipAndRemoveTakesThemOff() {
    let psst = world()
    #expect(contacts(psst, ["add", "tom", "--client"]).record?.string("change") == "added")
    #expect(contacts(psst, ["add", "Tom Berg", "--client"]).record?.string("change") == "unchanged")
    #expect(contacts(psst, ["add", "tom", "--staff"]).record?.string("change") == "changed")
    let removed = contacts(psst, ["remove", "tom"])
    #expect(removed.record?.string("change") == "removed", "\(removed.summary)")
    #expect(contacts(psst, ["list"]).records.isEmpty)
    let again = contacts(psst, ["remove", "tom"])
    #expect(again.status == 1 && again.stderr.contains("not on maya's roster"), "\(again.summary)")
  }

  @Test func mistakesAreUsageErrors() {
    let psst = world()
    #expect(contacts(psst, ["add", "tom"]).status == 1, "a relationship is required")
    #expect(contacts(psst, ["add", "--client"]).status == 1, "a client needs an account")
    #expect(contacts(psst, ["add", "--prospect", "--name", "Jo", "--email", "nope"]).status == 1)
    let unknown = contacts(psst, ["add", "nobody", "--client"])
    #expect(unknown.status == 1 && unknown.stderr.contains("unknown user nobody"), "\(unknown.summary)")
    #expect(contacts(psst, ["add", "maya", "--client"]).status == 1, "not on one's own roster")
  }

  @Test func showGivesTheRelationshipRecentMessagesAndUpcomingCalls() {
    let psst = world()
    contacts(psst, ["add", "tom", "--client"])
    psst.run("psst-send", ["--account", "maya", "--to", "tom", "Tom, can you send me your food diary by Friday?"])
    let act = psst.run(
      "psst-ai", ["--account", "maya", "--format", "jsonl", "--yes", "schedule a call with Tom tomorrow at 3pm"])
    #expect(act.status == 0, "\(act.summary)")
    let shown = contacts(psst, ["show", "tom"])
    #expect(shown.status == 0, "\(shown.summary)")
    let types = shown.records.map(\.type)
    #expect(types.first == "contact" && types.contains("message") && types.contains("call"), "\(shown.summary)")
    #expect(shown.records.first?.int("upcoming_calls") == 1 && shown.records.first?.int("open_actions") == 1)
    let text = psst.run("psst-contacts", ["show", "tom", "--account", "maya", "--format", "text"])
    #expect(
      text.stdout.hasPrefix("client   tom  Tom Berg") && text.stdout.contains("── upcoming calls ──"), "\(text.summary)"
    )
    #expect(contacts(psst, ["show", "lee"]).status == 1, "lee is not on the roster")
  }
}
