/// The account that opens a chat or sends, as the relationship rules see it.
public struct RuleSender: Sendable, Equatable {
  public var id: String
  public var role: Role
  public var policy: ContactPolicy?
  /// The sender keeps a roster: they added someone, or ran `psst-contacts sync`.
  public var keepsRoster: Bool
  /// Someone keeps the sender on their roster (a trainer added them).
  public var isOnARoster: Bool

  public init(id: String, role: Role, policy: ContactPolicy?, keepsRoster: Bool, isOnARoster: Bool) {
    self.id = id
    self.role = role
    self.policy = policy
    self.keepsRoster = keepsRoster
    self.isOnARoster = isOnARoster
  }
}

/// Another member of a chat, as the rules see them from the sender's side.
public struct RulePeer: Sendable, Equatable {
  public var id: String
  public var role: Role?
  /// What the peer is on the sender's roster.
  public var onSendersRoster: Relationship?
  /// What the sender is on the peer's roster (the peer is the sender's trainer).
  public var senderOnTheirRoster: Relationship?
  /// The two are members of a group together.
  public var sharesGroup: Bool

  public init(
    id: String, role: Role?, onSendersRoster: Relationship? = nil, senderOnTheirRoster: Relationship? = nil,
    sharesGroup: Bool = false
  ) {
    self.id = id
    self.role = role
    self.onSendersRoster = onSendersRoster
    self.senderOnTheirRoster = senderOnTheirRoster
    self.sharesGroup = sharesGroup
  }
}

/// Who may message whom (the seeds' trainer-client relationships). A trainer opens 1:1 chats
/// with their clients, prospects and staff; a client messages their trainers and the people
/// they share a group with; staff message staff and trainers. Members of a group write in it
/// freely: the group's opener was checked against every member.
///
/// The rules apply to an account with policy `roster`, never with `open`, and by default to a
/// trainer once they keep a roster and to a client once a trainer has them on theirs: a store
/// from before rosters (or a team that never made one) works as it always did until
/// `psst-contacts add` or `psst-contacts sync` starts the roster.
public enum ContactRules {
  /// True when the rules decide what the sender may do.
  public static func apply(to sender: RuleSender) -> Bool {
    switch sender.policy {
    case .open: false
    case .roster: true
    case nil: (sender.role == .trainer && sender.keepsRoster) || (sender.role == .client && sender.isOnARoster)
    }
  }

  /// Why the sender may not message `peer` 1:1 (open a chat with them, write in their 1:1
  /// chat, add them to a group); nil when they may. A relationship either way allows it.
  public static func refusal(from sender: RuleSender, to peer: RulePeer) -> String? {
    guard apply(to: sender), peer.id != sender.id else { return nil }
    if peer.onSendersRoster != nil || peer.senderOnTheirRoster != nil { return nil }
    switch sender.role {
    case .trainer:
      return
        "\(rule(for: .trainer)); \(peer.id) is not on \(sender.id)'s roster (psst-contacts add \(peer.id) --client)"
    case .client:
      if peer.sharesGroup { return nil }
      return "\(rule(for: .client)); \(peer.id) is not \(sender.id)'s trainer and shares no group with them"
    case .staff:
      if peer.role == .staff || peer.role == .trainer { return nil }
      return "\(rule(for: .staff)); \(peer.id) is \(peer.role.map { "a " + $0.rawValue } ?? "not staff or a trainer")"
    }
  }

  /// Why the sender may not open a chat of `kind` with `peers` (every other member); nil when
  /// they may.
  public static func refusal(opening kind: ChatKind, by sender: RuleSender, with peers: [RulePeer]) -> String? {
    peers.lazy.compactMap { refusal(from: sender, to: $0) }.first
  }

  /// Why the sender may not write in a chat of `kind` with `peers`; nil when they may. In a
  /// group every member may.
  public static func refusal(sendingIn kind: ChatKind, by sender: RuleSender, to peers: [RulePeer]) -> String? {
    kind == .group ? nil : refusal(opening: kind, by: sender, with: peers)
  }

  /// The rule for a role, as a refusal names it.
  public static func rule(for role: Role) -> String {
    switch role {
    case .trainer: "rule: a trainer messages their clients, prospects and staff"
    case .client: "rule: a client messages their trainers and the members of groups they share"
    case .staff: "rule: staff message staff and trainers"
    }
  }
}

extension PsstError {
  /// A chat or message the relationship rules refuse (exit 77); the message names the rule.
  public static func relationship(_ reason: String) -> PsstError { PsstError(.relationship, reason) }
}
