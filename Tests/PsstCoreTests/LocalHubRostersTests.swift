import Foundation
import Testing

@testable import PsstCore
@testable import PsstLocalHub

/// Rosters on the embedded hub: the owner's copy for their other stores, and who keeps whom
/// for the people on it.
@Suite("LocalHub: rosters")
struct LocalHubRostersTests {
  let folder = TemporaryFolder()
  let coach = Identity(user: "coach", device: "d-coach", key: "coach-key")
  let ana = Identity(user: "ana", device: "d-ana", key: "ana-key")

  private func hub() throws -> LocalHub {
    let hub = try LocalHub(Environment(home: folder.path))
    try hub.register(User(id: "coach", displayName: "Coach", role: .trainer), as: coach)
    try hub.register(User(id: "ana", displayName: "Ana", role: .client), as: ana)
    return hub
  }

  private func roster(_ contacts: [Contact], at updatedAt: Int64) -> Roster {
    Roster(policy: nil, contacts: contacts, startedAt: 1, updatedAt: updatedAt)
  }

  private let anaAsClient = Contact(id: "ana", user: "ana", name: "Ana", relationship: .client, addedAt: 1)
  private let lead = Contact(id: "p-1", user: nil, name: "Jo", relationship: .prospect, addedAt: 1)

  @Test func aPublishedRosterComesBackToItsOwnerAndNamesItsKeeperToThePeopleOnIt() throws {
    let hub = try hub()
    #expect(try hub.fetchRoster(as: coach) == nil)
    #expect(try hub.keepers(as: ana).isEmpty)
    let published = roster([anaAsClient, lead], at: 10)
    try hub.publishRoster(published, as: coach)
    #expect(try hub.fetchRoster(as: coach) == published)
    #expect(try hub.keepers(as: ana) == ["coach": .client])
    #expect(try hub.fetchRoster(as: ana) == nil, "ana's own roster, not coach's")
  }

  @Test func anOlderCopyDoesNotReplaceANewerOne() throws {
    let hub = try hub()
    try hub.publishRoster(roster([anaAsClient], at: 20), as: coach)
    try hub.publishRoster(roster([], at: 5), as: coach)
    #expect(try hub.keepers(as: ana) == ["coach": .client])
    try hub.publishRoster(roster([], at: 30), as: coach)
    #expect(try hub.keepers(as: ana).isEmpty, "taken off the roster")
  }

  @Test func onlyTheOwnersDeviceMayPublishOrReadTheRoster() throws {
    let hub = try hub()
    var impostor = coach
    impostor.key = "wrong"
    #expect(psstError { try hub.publishRoster(roster([anaAsClient], at: 1), as: impostor) }?.kind == .permission)
    #expect(psstError { _ = try hub.fetchRoster(as: impostor) }?.kind == .permission)
  }
}
