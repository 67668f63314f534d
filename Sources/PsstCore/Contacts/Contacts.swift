/// What a person is on an account's roster.
public enum Relationship: String, CaseIterable, Sendable {
  case client, prospect, staff
}

/// Whether the relationship rules apply to an account (`psst-account set --policy`).
public enum ContactPolicy: String, CaseIterable, Sendable {
  /// The rules apply, whatever the account's role.
  case roster
  /// No rules: the account messages anyone (teams that want none).
  case open
}

/// One person on an account's roster: someone with an account (`user`), or a prospect known
/// only by name and email until they join (then `user` links them, and the entry, with its
/// dates, stays the same).
public struct Contact: Sendable, Equatable {
  /// The user id for someone added by id; a generated `p-…` id for a lead with no account.
  public var id: String
  public var user: String?
  public var name: String
  public var email: String?
  public var relationship: Relationship
  public var addedAt: Int64
  /// When a prospect became a client.
  public var promotedAt: Int64?

  public init(
    id: String, user: String?, name: String, email: String? = nil, relationship: Relationship, addedAt: Int64,
    promotedAt: Int64? = nil
  ) {
    self.id = id
    self.user = user
    self.name = name
    self.email = email
    self.relationship = relationship
    self.addedAt = addedAt
    self.promotedAt = promotedAt
  }

  public var json: JSON {
    var fields: [(String, JSON)] = [
      ("id", .string(id)), ("user", user.json), ("name", .string(name)), ("email", email.json),
      ("relationship", .string(relationship.rawValue)), ("added_ms", .number(Double(addedAt))),
    ]
    if let promotedAt { fields.append(("promoted_ms", .number(Double(promotedAt)))) }
    return .object(fields)
  }

  /// A roster entry as another device of the account wrote it; nil when it is not one.
  public init?(json: JSON) {
    guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue,
      let relationship = json["relationship"]?.stringValue.flatMap(Relationship.init(rawValue:))
    else { return nil }
    self.init(
      id: id, user: json["user"]?.stringValue, name: name, email: json["email"]?.stringValue,
      relationship: relationship, addedAt: json["added_ms"]?.intValue ?? 0, promotedAt: json["promoted_ms"]?.intValue)
  }
}

/// An account's roster as it travels to the server (the hub's rows, Matrix account data):
/// the policy and the people, stamped with when it last changed so the newer copy wins.
public struct Roster: Sendable, Equatable {
  public var policy: ContactPolicy?
  public var contacts: [Contact]
  /// When the account started keeping a roster (first `add` or `sync`); nil: it keeps none,
  /// only a policy.
  public var startedAt: Int64?
  public var updatedAt: Int64

  public init(policy: ContactPolicy?, contacts: [Contact], startedAt: Int64?, updatedAt: Int64) {
    self.policy = policy
    self.contacts = contacts
    self.startedAt = startedAt
    self.updatedAt = updatedAt
  }

  public var json: JSON {
    .object([
      ("policy", policy.map { .string($0.rawValue) } ?? .null),
      ("started_ms", startedAt.map { .number(Double($0)) } ?? .null), ("updated_ms", .number(Double(updatedAt))),
      ("contacts", .array(contacts.map(\.json))),
    ])
  }

  /// A roster document; entries that are not valid are skipped (another psst wrote them).
  public init(json: JSON) {
    self.init(
      policy: json["policy"]?.stringValue.flatMap(ContactPolicy.init(rawValue:)),
      contacts: json["contacts"]?.arrayValue?.compactMap(Contact.init(json:)) ?? [],
      startedAt: json["started_ms"]?.intValue, updatedAt: json["updated_ms"]?.intValue ?? 0)
  }

  /// The relationship of `user` on this roster.
  public func relationship(of user: String) -> Relationship? {
    contacts.first { $0.user == user }?.relationship
  }
}
