import Testing

@testable import PsstCore

@Suite("Store: the roster")
struct StoreContactsTests {
  private func trainer() throws -> Machine {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("coach", role: .trainer)
    return machine
  }

  @Test func addPutsAUserOnTheRosterAndStartsIt() throws {
    let machine = try trainer()
    #expect(try machine.store.roster(account: "coach").startedAt == nil)
    let (contact, change) = try machine.store.addContact(
      account: "coach", user: "ana", name: "Ana", email: nil, as: .client, at: 1000)
    #expect(change == .added)
    #expect(contact == Contact(id: "ana", user: "ana", name: "Ana", relationship: .client, addedAt: 1000))
    let roster = try machine.store.roster(account: "coach")
    #expect(roster.startedAt == 1000)
    #expect(roster.relationship(of: "ana") == .client)
    #expect(try machine.store.unpublishedRoster(account: "coach") != nil)
  }

  @Test func addingAgainIsUnchangedAndAnotherRelationshipIsAChange() throws {
    let machine = try trainer()
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .staff)
    #expect(
      try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .staff).1 == .unchanged)
    let (changed, change) = try machine.store.addContact(
      account: "coach", user: "ana", name: "Ana", email: nil, as: .client)
    #expect(change == .changed)
    #expect(changed.relationship == .client)
    #expect(changed.promotedAt == nil)
  }

  @Test func theAccountCannotBeOnItsOwnRoster() throws {
    let machine = try trainer()
    let error = psstError {
      try machine.store.addContact(account: "coach", user: "coach", name: "", email: nil, as: .client)
    }
    #expect(error?.kind == .usage)
  }

  @Test func aLeadWithoutAnAccountIsLinkedByEmailWhenTheyJoinKeepingTheEntry() throws {
    let machine = try trainer()
    let (lead, _) = try machine.store.addLead(account: "coach", name: "Jo Lane", email: "jo@example.org", at: 500)
    #expect(lead.id.hasPrefix("p-"))
    #expect(lead.user == nil)
    let (linked, change) = try machine.store.addContact(
      account: "coach", user: "jo", name: "Jo", email: "JO@example.org", as: .client, at: 900)
    #expect(change == .linked)
    #expect(linked.id == lead.id)
    #expect(linked.user == "jo")
    #expect(linked.addedAt == 500)
    #expect(linked.promotedAt == 900)
    #expect(try machine.store.contacts(account: "coach").count == 1)
  }

  @Test func promoteMakesAProspectAClientAndCanLinkTheirNewAccount() throws {
    let machine = try trainer()
    let (lead, _) = try machine.store.addLead(account: "coach", name: "Jo Lane", email: nil, at: 500)
    let promoted = try machine.store.promoteContact(account: "coach", "jo lane", user: "jo", at: 700)
    #expect(promoted.id == lead.id)
    #expect(promoted.relationship == .client)
    #expect(promoted.user == "jo")
    #expect(promoted.addedAt == 500)
    #expect(promoted.promotedAt == 700)
    #expect(try machine.store.roster(account: "coach").relationship(of: "jo") == .client)
  }

  @Test func promoteRefusesClientsAndPeopleOffTheRoster() throws {
    let machine = try trainer()
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client)
    #expect(psstError { _ = try machine.store.promoteContact(account: "coach", "ana", user: nil) }?.kind == .usage)
    #expect(
      psstError { _ = try machine.store.promoteContact(account: "coach", "nobody", user: nil) }?.kind == .notFound)
  }

  @Test func aNameThatFitsTwoEntriesIsAnErrorListingThem() throws {
    let machine = try trainer()
    try machine.store.addLead(account: "coach", name: "Sam", email: nil)
    try machine.store.addLead(account: "coach", name: "sam", email: nil)
    let error = psstError { _ = try machine.store.contact(account: "coach", "Sam") }
    #expect(error?.kind == .usage)
    #expect(error?.message.contains("fits 2 people") == true)
  }

  @Test func aLeadNeedsANameAndAValidEmail() throws {
    let machine = try trainer()
    #expect(psstError { try machine.store.addLead(account: "coach", name: "  ", email: nil) }?.kind == .usage)
    #expect(psstError { try machine.store.addLead(account: "coach", name: "Jo", email: "not-mail") }?.kind == .usage)
  }

  @Test func removeTakesThemOffButTheRosterStaysStarted() throws {
    let machine = try trainer()
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client)
    #expect(try machine.store.removeContact(account: "coach", "ana").id == "ana")
    #expect(try machine.store.contacts(account: "coach").isEmpty)
    #expect(try machine.store.roster(account: "coach").startedAt != nil)
    #expect(psstError { try machine.store.removeContact(account: "coach", "ana") }?.kind == .notFound)
  }

  @Test func publishingMarksOnlyTheVersionThatWasSent() throws {
    let machine = try trainer()
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client, at: 1000)
    let sent = try #require(try machine.store.unpublishedRoster(account: "coach"))
    try machine.store.addContact(account: "coach", user: "ben", name: "Ben", email: nil, as: .client, at: 2000)
    try machine.store.markRosterPublished(account: "coach", updatedAt: sent.updatedAt)
    #expect(try machine.store.unpublishedRoster(account: "coach") != nil)
    try machine.store.markRosterPublished(account: "coach", updatedAt: 2000)
    #expect(try machine.store.unpublishedRoster(account: "coach") == nil)
  }

  @Test func aNewerCopyFromAnotherDeviceIsAdoptedAnOlderOneIsNot() throws {
    let machine = try trainer()
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client, at: 1000)
    let ours = try machine.store.roster(account: "coach")
    try machine.store.markRosterPublished(account: "coach", updatedAt: ours.updatedAt)
    let newer = Roster(
      policy: .open, contacts: [Contact(id: "ben", user: "ben", name: "Ben", relationship: .staff, addedAt: 1500)],
      startedAt: 1000, updatedAt: 5000)
    #expect(try machine.store.adoptRoster(account: "coach", newer))
    #expect(try machine.store.roster(account: "coach") == newer)
    #expect(try machine.store.unpublishedRoster(account: "coach") == nil)
    var older = newer
    older.updatedAt = 10
    older.contacts = []
    #expect(try !machine.store.adoptRoster(account: "coach", older))
    #expect(try machine.store.contacts(account: "coach").map(\.id) == ["ben"])
  }

  @Test func unpublishedChangesWinOverTheServersCopy() throws {
    let machine = try trainer()
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client, at: 1000)
    let remote = Roster(policy: nil, contacts: [], startedAt: 1, updatedAt: 9000)
    #expect(try !machine.store.adoptRoster(account: "coach", remote))
    #expect(try machine.store.contacts(account: "coach").map(\.id) == ["ana"])
  }

  @Test func policyIsStoredAndTravelsWithTheRoster() throws {
    let machine = try trainer()
    #expect(try machine.store.policy(account: "coach") == nil)
    try machine.store.setPolicy(account: "coach", .open)
    #expect(try machine.store.policy(account: "coach") == .open)
    #expect(try machine.store.unpublishedRoster(account: "coach")?.policy == .open)
  }

  @Test func theRosterDocumentRoundTripsThroughJSON() throws {
    let roster = Roster(
      policy: .roster,
      contacts: [
        Contact(
          id: "p-1", user: nil, name: "Jo", email: "jo@example.org", relationship: .prospect, addedAt: 3),
        Contact(id: "ana", user: "ana", name: "Ana", relationship: .client, addedAt: 4, promotedAt: 5),
      ], startedAt: 3, updatedAt: 6)
    #expect(Roster(json: try JSON.parse(roster.json.serialized)) == roster)
  }

  @Test func removingTheAccountRemovesItsRoster() throws {
    let machine = try trainer()
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client)
    try machine.store.removeAccount("coach")
    let left = try machine.store.database.first("SELECT count(*) FROM contacts") { $0.int(0) }
    #expect(left == 0)
  }

  @Test func syncAddsEveryone1To1ByRoleAndASecondRunChangesNothing() throws {
    let machine = try trainer()
    let store = machine.store
    try store.upsertUser(account: "coach", User(id: "ana", displayName: "Ana", role: .client))
    try store.upsertUser(account: "coach", User(id: "lee", displayName: "Lee", role: .staff))
    for (chat, peer) in [("c1", "ana"), ("c2", "lee")] {
      try store.upsertChat(
        account: "coach", Chat(id: chat, name: peer, kind: .direct, members: ["coach", peer], createdAt: 1))
    }
    try store.upsertChat(
      account: "coach", Chat(id: "g", name: "G", kind: .group, members: ["coach", "ana", "zoe"], createdAt: 1))
    let first = try store.syncRoster(account: "coach", at: 100)
    #expect(
      first.map { "\($0.0.id):\($0.0.relationship.rawValue):\($0.1.rawValue)" } == [
        "ana:client:added", "lee:staff:added",
      ])
    #expect(try store.syncRoster(account: "coach", at: 200).allSatisfy { $0.1 == .unchanged })
    #expect(try store.contacts(account: "coach").map(\.addedAt) == [100, 100])
  }

  @Test func syncKeepsWhatSomeoneAlreadyIsAndStartsAnEmptyRoster() throws {
    let machine = try trainer()
    #expect(try machine.store.syncRoster(account: "coach").isEmpty)
    #expect(try machine.store.roster(account: "coach").startedAt != nil)
    try machine.store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .prospect)
    try machine.store.upsertChat(
      account: "coach", Chat(id: "c1", name: "A", kind: .direct, members: ["coach", "ana"], createdAt: 1))
    #expect(try machine.store.syncRoster(account: "coach").map(\.1) == [.unchanged])
    #expect(try machine.store.contact(account: "coach", "ana")?.relationship == .prospect)
  }

  @Test func rosterClientsAreNoneWithoutARosterAndItsClientsWithOne() throws {
    let machine = try trainer()
    let store = machine.store
    #expect(try store.rosterClients(account: "coach") == nil, "no roster: the tools go by role")
    try store.startRoster(account: "coach")
    #expect(try store.rosterClients(account: "coach") == [], "a roster with nobody on it")
    try store.addContact(account: "coach", user: "ana", name: "Ana", email: nil, as: .client)
    try store.addContact(account: "coach", user: "lee", name: "Lee", email: nil, as: .staff)
    try store.addContact(account: "coach", user: "pia", name: "Pia", email: nil, as: .prospect)
    _ = try store.addLead(account: "coach", name: "Jo Lane", email: nil)
    #expect(try store.rosterClients(account: "coach") == ["ana"])
    try store.removeContact(account: "coach", "ana")
    #expect(try store.rosterClients(account: "coach") == [], "taken off the roster")
  }
}
