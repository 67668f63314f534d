/// The relationship rules where psst opens chats and sends: each request of a flush is checked
/// before it leaves the machine, on every transport.
extension Session {
  /// Sends the roster to the server when it changed since the server last had it.
  func publishRoster(on transport: Transport) throws {
    guard let roster = try store.unpublishedRoster(account: account.id) else { return }
    try transport.publishRoster(roster, as: identity)
    try store.markRosterPublished(account: account.id, updatedAt: roster.updatedAt)
  }

  /// Publishes the roster, and takes the server's copy when another device changed it since.
  /// An unreachable server only means the roster goes later.
  public func exchangeRoster() throws {
    let transport: Transport
    do {
      transport = try self.transport()
    } catch let error as PsstError where error.kind == .unavailable {
      return
    }
    try publishRoster(on: transport)
    if let remote = try transport.fetchRoster(as: identity) { try store.adoptRoster(account: account.id, remote) }
  }

  /// The rules' view of this account and of the people its requests reach: read once per
  /// flush batch.
  struct RuleContext {
    let sender: RuleSender
    let roster: Roster
    let keepers: [String: Relationship]
    let groupPeers: Set<String>
  }

  /// What the rules need, or nil when they do not apply to the account.
  func ruleContext(_ transport: Transport) throws -> RuleContext? {
    let current = try store.account(account.id) ?? account
    let roster = try store.roster(account: account.id)
    let policy = roster.policy
    if policy == .open { return nil }
    let keepers = try transport.keepers(as: identity)
    let sender = RuleSender(
      id: account.id, role: current.role, policy: policy, keepsRoster: roster.startedAt != nil,
      isOnARoster: !keepers.isEmpty)
    guard ContactRules.apply(to: sender) else { return nil }
    return RuleContext(
      sender: sender, roster: roster, keepers: keepers, groupPeers: try store.groupPeers(account: account.id))
  }

  /// The rule that refuses `request`, or nil when it may go. Opening a chat or adding a member
  /// needs every new member reachable; a message needs the other member of a 1:1 chat reachable.
  /// Imported history being linked, edits, unsends, receipts and typing are not checked.
  func refusal(of request: Request, _ context: RuleContext) throws -> PsstError? {
    let reason: String?
    switch request {
    case .createChat(_, _, let kind, let members, _):
      reason = ContactRules.refusal(opening: kind, by: context.sender, with: try peers(members, context))
    case .addMember(_, let user):
      reason = ContactRules.refusal(opening: .group, by: context.sender, with: try peers([user], context))
    case .message(let chat, _, _, _, _):
      guard let found = try store.chat(account: account.id, id: chat) else { return nil }
      reason = ContactRules.refusal(sendingIn: found.kind, by: context.sender, to: try peers(found.members, context))
    default:
      reason = nil
    }
    return reason.map(PsstError.relationship)
  }

  private func peers(_ members: [String], _ context: RuleContext) throws -> [RulePeer] {
    try members.filter { $0 != account.id }.map { member in
      RulePeer(
        id: member, role: try store.user(account: account.id, member)?.role,
        onSendersRoster: context.roster.relationship(of: member), senderOnTheirRoster: context.keepers[member],
        sharesGroup: context.groupPeers.contains(member))
    }
  }
}
