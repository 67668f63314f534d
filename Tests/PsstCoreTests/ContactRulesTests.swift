import Testing

@testable import PsstCore

@Suite("Contact rules: who may message whom")
struct ContactRulesTests {
  /// A sender the rules apply to (policy roster), unless told otherwise.
  private func sender(
    _ role: Role, policy: ContactPolicy? = .roster, keepsRoster: Bool = false, isOnARoster: Bool = false
  ) -> RuleSender {
    RuleSender(id: "me", role: role, policy: policy, keepsRoster: keepsRoster, isOnARoster: isOnARoster)
  }

  // MARK: trainer

  @Test(arguments: Relationship.allCases)
  func trainerMessagesEveryoneOnTheirRoster(_ relationship: Relationship) {
    let peer = RulePeer(id: "ana", role: .client, onSendersRoster: relationship)
    #expect(ContactRules.refusal(from: sender(.trainer), to: peer) == nil)
  }

  @Test func trainerIsRefusedSomeoneOffTheRosterEvenInASharedGroup() throws {
    let peer = RulePeer(id: "ana", role: .client, sharesGroup: true)
    let refusal = try #require(ContactRules.refusal(from: sender(.trainer), to: peer))
    #expect(refusal.hasPrefix(ContactRules.rule(for: .trainer)))
    #expect(refusal.contains("ana is not on me's roster"))
    #expect(refusal.contains("psst-contacts add ana --client"))
  }

  @Test func trainerReachesSomeoneWhoKeepsThemOnTheirRoster() {
    let peer = RulePeer(id: "lead", role: .trainer, senderOnTheirRoster: .staff)
    #expect(ContactRules.refusal(from: sender(.trainer), to: peer) == nil)
  }

  // MARK: client

  @Test func clientMessagesTheirTrainer() {
    let trainer = RulePeer(id: "coach", role: .trainer, senderOnTheirRoster: .client)
    #expect(ContactRules.refusal(from: sender(.client), to: trainer) == nil)
  }

  @Test func prospectMessagesTheTrainerWhoKeepsThem() {
    let trainer = RulePeer(id: "coach", role: .trainer, senderOnTheirRoster: .prospect)
    #expect(ContactRules.refusal(from: sender(.client), to: trainer) == nil)
  }

  @Test func clientIsRefusedATrainerWhoDoesNotKeepThem() throws {
    let trainer = RulePeer(id: "other", role: .trainer)
    let refusal = try #require(ContactRules.refusal(from: sender(.client), to: trainer))
    #expect(refusal.hasPrefix(ContactRules.rule(for: .client)))
    #expect(refusal.contains("other is not me's trainer"))
  }

  @Test func clientMessagesGroupPeersAndNobodyElse() {
    let peer = RulePeer(id: "ben", role: .client, sharesGroup: true)
    let stranger = RulePeer(id: "cy", role: .client)
    #expect(ContactRules.refusal(from: sender(.client), to: peer) == nil)
    #expect(ContactRules.refusal(from: sender(.client), to: stranger) != nil)
  }

  // MARK: staff

  @Test(arguments: [Role.staff, .trainer])
  func staffMessageStaffAndTrainers(_ role: Role) {
    #expect(ContactRules.refusal(from: sender(.staff), to: RulePeer(id: "x", role: role)) == nil)
  }

  @Test func staffAreRefusedClientsAndPeopleWithoutARole() throws {
    let client = try #require(ContactRules.refusal(from: sender(.staff), to: RulePeer(id: "ana", role: .client)))
    #expect(client.hasPrefix(ContactRules.rule(for: .staff)))
    #expect(client.hasSuffix("ana is a client"))
    #expect(ContactRules.refusal(from: sender(.staff), to: RulePeer(id: "x", role: nil)) != nil)
  }

  // MARK: groups

  @Test func openingAGroupNeedsEveryMemberReachable() throws {
    let onRoster = RulePeer(id: "ana", role: .client, onSendersRoster: .client)
    let offRoster = RulePeer(id: "ben", role: .client)
    let trainer = sender(.trainer)
    #expect(ContactRules.refusal(opening: .group, by: trainer, with: [onRoster]) == nil)
    let refusal = try #require(ContactRules.refusal(opening: .group, by: trainer, with: [onRoster, offRoster]))
    #expect(refusal.contains("ben is not on me's roster"))
  }

  @Test func membersOfAGroupWriteInItButNotInA1To1WithAStranger() {
    let stranger = RulePeer(id: "ben", role: .client)
    #expect(ContactRules.refusal(sendingIn: .group, by: sender(.client), to: [stranger]) == nil)
    #expect(ContactRules.refusal(sendingIn: .direct, by: sender(.client), to: [stranger]) != nil)
    #expect(ContactRules.refusal(sendingIn: .group, by: sender(.trainer), to: [stranger]) == nil)
    #expect(ContactRules.refusal(sendingIn: .direct, by: sender(.trainer), to: [stranger]) != nil)
  }

  // MARK: policy

  @Test(arguments: Role.allCases)
  func policyOpenTurnsTheRulesOff(_ role: Role) {
    let open = sender(role, policy: .open, keepsRoster: true, isOnARoster: true)
    #expect(!ContactRules.apply(to: open))
    #expect(ContactRules.refusal(from: open, to: RulePeer(id: "x", role: nil)) == nil)
  }

  @Test func byDefaultATrainerIsFreeUntilTheyKeepARoster() {
    #expect(!ContactRules.apply(to: sender(.trainer, policy: nil)))
    #expect(ContactRules.apply(to: sender(.trainer, policy: nil, keepsRoster: true)))
  }

  @Test func byDefaultAClientIsFreeUntilATrainerKeepsThem() {
    #expect(!ContactRules.apply(to: sender(.client, policy: nil)))
    #expect(ContactRules.apply(to: sender(.client, policy: nil, isOnARoster: true)))
  }

  @Test func byDefaultStaffAreFreeUnlessTheirPolicyIsRoster() {
    #expect(!ContactRules.apply(to: sender(.staff, policy: nil, keepsRoster: true, isOnARoster: true)))
    #expect(ContactRules.apply(to: sender(.staff, policy: .roster)))
  }

  @Test func nobodyIsRefusedThemselves() {
    #expect(ContactRules.refusal(from: sender(.client), to: RulePeer(id: "me", role: .client)) == nil)
  }

  @Test func aRefusalIsARelationshipErrorWithExitStatus77() {
    let error = PsstError.relationship("rule: x")
    #expect(error.kind == .relationship)
    #expect(error.exitCode == 77)
  }
}
