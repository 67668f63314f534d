/// What adding someone to the roster did.
public enum ContactChange: String, Sendable {
  /// A new entry.
  case added
  /// A prospect with no account yet was matched by email and linked to the user.
  case linked
  /// The entry was there with another relationship (a prospect who became a client is promoted).
  case changed
  /// The entry was there as asked.
  case unchanged
}

extension Store {
  static let contactColumns = "id, user, name, email, relationship, added_ms, promoted_ms"

  private static func contact(_ row: Row) -> Contact {
    Contact(
      id: row.string(0), user: row.optionalString(1), name: row.string(2), email: row.optionalString(3),
      relationship: Relationship(rawValue: row.string(4)) ?? .client, addedAt: row.int(5),
      promotedAt: row.optionalInt(6))
  }

  /// The account's roster entries, clients first, then prospects and staff, by name.
  public func contacts(account: String) throws -> [Contact] {
    try database.query(
      """
      SELECT \(Store.contactColumns) FROM contacts WHERE account = ?
      ORDER BY CASE relationship WHEN 'client' THEN 0 WHEN 'prospect' THEN 1 ELSE 2 END, name COLLATE NOCASE, id
      """, [account.sql], Store.contact)
  }

  /// The entry `reference` names: an entry id, a user id, an email, or a name (any case; a name
  /// that fits several entries is an error listing them).
  public func contact(account: String, _ reference: String) throws -> Contact? {
    if let exact = try database.first(
      "SELECT \(Store.contactColumns) FROM contacts WHERE account = ? AND (id = ?2 OR user = ?2) ORDER BY user IS NULL",
      [account.sql, reference.sql], Store.contact)
    {
      return exact
    }
    let matches = try database.query(
      """
      SELECT \(Store.contactColumns) FROM contacts
      WHERE account = ? AND (email = ?2 COLLATE NOCASE OR name = ?2 COLLATE NOCASE) ORDER BY id
      """, [account.sql, reference.sql], Store.contact)
    if matches.count > 1 {
      let list = matches.map { "\(TerminalText.oneLine($0.name)) (\($0.id))" }.joined(separator: ", ")
      throw PsstError.usage("'\(reference)' fits \(matches.count) people on the roster: \(list); use an id")
    }
    return matches.first
  }

  /// Puts `user` (someone with an account) on the roster as `relationship`, or changes what
  /// they are. A prospect with no account whose email is `email` becomes this user's entry:
  /// the same entry, with its dates, now linked (a lead who joined).
  @discardableResult
  public func addContact(
    account: String, user: String, name: String, email: String?, as relationship: Relationship,
    at now: Int64 = Clock.nowMillis()
  ) throws -> (Contact, ContactChange) {
    guard user != account else { throw PsstError.usage("\(account) cannot be on their own roster") }
    if let email { try Store.validateEmail(email) }
    return try database.write {
      if let existing = try database.first(
        "SELECT \(Store.contactColumns) FROM contacts WHERE account = ? AND user = ?", [account.sql, user.sql],
        Store.contact)
      {
        return try change(account: account, existing, to: relationship, at: now)
      }
      if let email,
        let lead = try database.first(
          "SELECT \(Store.contactColumns) FROM contacts WHERE account = ? AND user IS NULL AND email = ? COLLATE NOCASE",
          [account.sql, email.sql], Store.contact)
      {
        try database.run(
          "UPDATE contacts SET user = ? WHERE account = ? AND id = ?", user.sql, account.sql, lead.id.sql)
        var linked = lead
        linked.user = user
        let (changed, _) = try change(account: account, linked, to: relationship, at: now)
        try touchRoster(account: account, at: now)
        return (changed, .linked)
      }
      let contact = Contact(id: user, user: user, name: name, email: email, relationship: relationship, addedAt: now)
      try insert(account: account, contact)
      return (contact, .added)
    }
  }

  /// Puts a prospect with no account yet on the roster, known by name (and email, by which
  /// they are linked when they join).
  public func addLead(account: String, name: String, email: String?, at now: Int64 = Clock.nowMillis()) throws
    -> (Contact, ContactChange)
  {
    let name = TerminalText.oneLine(name).trimmedSpaces
    guard !name.isEmpty else { throw PsstError.usage("a prospect needs a name: --name \"First Last\"") }
    if let email { try Store.validateEmail(email) }
    return try database.write {
      if let email, let existing = try contact(account: account, email) {
        return (existing, .unchanged)
      }
      let contact = Contact(
        id: Identifier.make("p-", length: 8), user: nil, name: name, email: email, relationship: .prospect,
        addedAt: now)
      try insert(account: account, contact)
      return (contact, .added)
    }
  }

  /// A prospect becomes a client (the entry and its history stay); `user` links a prospect
  /// who had no account to the one they now have.
  public func promoteContact(account: String, _ reference: String, user: String?, at now: Int64 = Clock.nowMillis())
    throws -> Contact
  {
    try database.write {
      guard var found = try contact(account: account, reference) else {
        throw PsstError.notFound("\(reference) is not on \(account)'s roster; see psst-contacts list")
      }
      guard found.relationship == .prospect else {
        throw PsstError.usage(
          "\(found.id) is \(found.relationship == .staff ? "staff" : "a client"), not a prospect")
      }
      if let user, found.user != user {
        guard found.user == nil else {
          throw PsstError.usage("\(found.id) is already linked to \(found.user ?? "")")
        }
        if try contact(account: account, user)?.user == user {
          throw PsstError.usage("\(user) is already on the roster; remove one of the two entries first")
        }
        try database.run(
          "UPDATE contacts SET user = ? WHERE account = ? AND id = ?", user.sql, account.sql, found.id.sql)
        found.user = user
      }
      return try change(account: account, found, to: .client, at: now).0
    }
  }

  /// Takes `reference` off the roster; their chats and messages stay.
  @discardableResult
  public func removeContact(account: String, _ reference: String, at now: Int64 = Clock.nowMillis()) throws -> Contact {
    try database.write {
      guard let found = try contact(account: account, reference) else {
        throw PsstError.notFound("\(reference) is not on \(account)'s roster; see psst-contacts list")
      }
      try database.run("DELETE FROM contacts WHERE account = ? AND id = ?", account.sql, found.id.sql)
      try touchRoster(account: account, at: now)
      return found
    }
  }

  /// Starts the account's roster without adding anyone (`psst-contacts sync` of a trainer who
  /// talks to nobody yet): the rules then apply.
  public func startRoster(account: String, at now: Int64 = Clock.nowMillis()) throws {
    try database.write {
      let started =
        try database.first(
          "SELECT roster_started_ms FROM accounts WHERE id = ?", [account.sql], { $0.optionalInt(0) }) ?? nil
      if started == nil { try touchRoster(account: account, at: now) }
    }
  }

  /// The account's policy; nil: the default (see `ContactRules.apply(to:)`).
  public func policy(account: String) throws -> ContactPolicy? {
    try database.first("SELECT policy FROM accounts WHERE id = ?", [account.sql]) {
      $0.optionalString(0).flatMap(ContactPolicy.init(rawValue:))
    } ?? nil
  }

  /// Sets the account's policy (nil: back to the default); it travels with the roster.
  public func setPolicy(account: String, _ policy: ContactPolicy?, at now: Int64 = Clock.nowMillis()) throws {
    try database.run(
      """
      UPDATE accounts SET policy = ?1, roster_ms = max(?2, COALESCE(roster_ms, 0) + 1), roster_published = 0
      WHERE id = ?3
      """, policy?.rawValue.sql, now.sql, account.sql)
  }

  /// The account's roster as it travels to the server.
  public func roster(account: String) throws -> Roster {
    let (policy, started, updated) =
      try database.first(
        "SELECT policy, roster_started_ms, roster_ms FROM accounts WHERE id = ?", [account.sql],
        { ($0.optionalString(0).flatMap(ContactPolicy.init(rawValue:)), $0.optionalInt(1), $0.optionalInt(2)) })
      ?? (nil, nil, nil)
    return Roster(
      policy: policy, contacts: try contacts(account: account), startedAt: started, updatedAt: updated ?? 0)
  }

  /// The user ids of the account's clients on its roster; nil when it keeps no roster (then
  /// nobody is a client by the roster, and the tools go by role).
  public func rosterClients(account: String) throws -> Set<String>? {
    let roster = try roster(account: account)
    guard roster.startedAt != nil else { return nil }
    return Set(roster.contacts.filter { $0.relationship == .client }.compactMap(\.user))
  }

  /// The roster when it changed since the server last had it; nil when the server is up to date.
  public func unpublishedRoster(account: String) throws -> Roster? {
    let pending = try database.first("SELECT roster_published FROM accounts WHERE id = ?", [account.sql]) {
      !$0.bool(0)
    }
    return pending == true ? try roster(account: account) : nil
  }

  /// Records that the server has the roster as it was at `updatedAt` (a change made since
  /// still waits for the next publish).
  public func markRosterPublished(account: String, updatedAt: Int64) throws {
    try database.run(
      "UPDATE accounts SET roster_published = 1 WHERE id = ? AND COALESCE(roster_ms, 0) = ?", account.sql,
      updatedAt.sql)
  }

  /// Takes the server's copy of the roster when it is newer than the store's and the store has
  /// nothing unpublished (another device of the account changed it). Returns true when it did.
  @discardableResult
  public func adoptRoster(account: String, _ remote: Roster) throws -> Bool {
    try database.write {
      guard try unpublishedRoster(account: account) == nil,
        remote.updatedAt > (try roster(account: account).updatedAt)
      else { return false }
      try database.run("DELETE FROM contacts WHERE account = ?", account.sql)
      for contact in remote.contacts where contact.user != account { try insert(account: account, contact) }
      try database.run(
        "UPDATE accounts SET policy = ?, roster_started_ms = ?, roster_ms = ?, roster_published = 1 WHERE id = ?",
        remote.policy?.rawValue.sql, remote.startedAt.sql, remote.updatedAt.sql, account.sql)
      return true
    }
  }

  // MARK: Helpers

  private func insert(account: String, _ contact: Contact) throws {
    try database.run(
      """
      INSERT OR IGNORE INTO contacts(account, id, user, name, email, relationship, added_ms, promoted_ms)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?)
      """, account.sql, contact.id.sql, contact.user.sql, contact.name.sql, contact.email.sql,
      contact.relationship.rawValue.sql, contact.addedAt.sql, contact.promotedAt.sql)
    try touchRoster(account: account, at: contact.addedAt)
  }

  /// Gives an entry another relationship; prospect to client records when.
  private func change(account: String, _ contact: Contact, to relationship: Relationship, at now: Int64) throws
    -> (Contact, ContactChange)
  {
    guard contact.relationship != relationship else { return (contact, .unchanged) }
    var changed = contact
    changed.relationship = relationship
    if contact.relationship == .prospect && relationship == .client { changed.promotedAt = now }
    try database.run(
      "UPDATE contacts SET relationship = ?, promoted_ms = ? WHERE account = ? AND id = ?",
      relationship.rawValue.sql, changed.promotedAt.sql, account.sql, contact.id.sql)
    try touchRoster(account: account, at: now)
    return (changed, .changed)
  }

  private func touchRoster(account: String, at now: Int64) throws {
    try database.run(
      """
      UPDATE accounts SET roster_ms = max(?1, COALESCE(roster_ms, 0) + 1), roster_published = 0,
        roster_started_ms = COALESCE(roster_started_ms, ?1)
      WHERE id = ?2
      """, now.sql, account.sql)
  }

  static func validateEmail(_ email: String) throws {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !email.contains(where: \.isWhitespace) else {
      throw PsstError.usage("'\(TerminalText.oneLine(email))' is not an email address")
    }
  }
}

extension Store {
  /// Puts everyone the account has a 1:1 chat with on its roster: staff and trainers as staff,
  /// everyone else as a client (the seeds' migration). People already on it keep what they
  /// are, so a second run changes nothing; the roster is started even when nobody is added.
  public func syncRoster(account: String, at now: Int64 = Clock.nowMillis()) throws -> [(Contact, ContactChange)] {
    try database.write {
      try startRoster(account: account, at: now)
      let peers = try database.query(
        """
        SELECT DISTINCT m.user, COALESCE(u.display_name, m.user), u.role FROM chats c
        JOIN members m ON m.account = c.account AND m.chat = c.id AND m.user <> c.account
        LEFT JOIN users u ON u.account = c.account AND u.id = m.user
        WHERE c.account = ? AND c.kind = 'direct' ORDER BY m.user
        """, [account.sql]
      ) { ($0.string(0), $0.string(1), $0.optionalString(2).flatMap(Role.init(rawValue:))) }
      return try peers.map { user, name, role in
        if let existing = try contact(account: account, user), existing.user == user { return (existing, .unchanged) }
        let relationship: Relationship = role == .staff || role == .trainer ? .staff : .client
        return try addContact(account: account, user: user, name: name, email: nil, as: relationship, at: now)
      }
    }
  }
}

extension Store {
  /// Everyone the account is in a group with (a client may message them: group peer discovery).
  public func groupPeers(account: String) throws -> Set<String> {
    Set(
      try database.query(
        """
        SELECT DISTINCT m.user FROM chats c JOIN members m ON m.account = c.account AND m.chat = c.id
        WHERE c.account = ?1 AND c.kind = 'group' AND m.user <> ?1
        """, [account.sql], { $0.string(0) }))
  }
}
