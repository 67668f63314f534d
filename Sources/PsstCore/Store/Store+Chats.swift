extension Store {
  public func upsertUser(account: String, _ user: User) throws {
    try database.run(
      """
      INSERT INTO users(account, id, display_name, role) VALUES(?, ?, ?, ?)
      ON CONFLICT(account, id) DO UPDATE SET display_name = excluded.display_name,
        role = COALESCE(excluded.role, users.role)
      """, account.sql, user.id.sql, user.displayName.sql, user.role?.rawValue.sql)
  }

  /// Makes sure `id` is known, without overwriting a known name.
  func ensureUser(account: String, _ id: String) throws {
    try database.run(
      "INSERT OR IGNORE INTO users(account, id, display_name) VALUES(?, ?, ?)", account.sql, id.sql, id.sql)
  }

  public func user(account: String, _ id: String) throws -> User? {
    try database.first(
      "SELECT id, display_name, role FROM users WHERE account = ? AND id = ?", [account.sql, id.sql]
    ) { User(id: $0.string(0), displayName: $0.string(1), role: $0.optionalString(2).flatMap(Role.init)) }
  }

  /// Display names by user id, for printing many messages without a lookup each.
  public func displayNames(account: String) throws -> [String: String] {
    var names: [String: String] = [:]
    try database.forEach("SELECT id, display_name FROM users WHERE account = ?", [account.sql]) {
      names[$0.string(0)] = $0.string(1)
    }
    return names
  }

  /// Creates or updates a chat and replaces its member list.
  public func upsertChat(account: String, _ chat: Chat) throws {
    try database.write {
      try database.run(
        """
        INSERT INTO chats(account, id, name, kind, created_ms) VALUES(?, ?, ?, ?, ?)
        ON CONFLICT(account, id) DO UPDATE SET name = excluded.name, kind = excluded.kind
        """, account.sql, chat.id.sql, chat.name.sql, chat.kind.rawValue.sql, chat.createdAt.sql)
      try database.run("DELETE FROM members WHERE account = ? AND chat = ?", account.sql, chat.id.sql)
      for member in chat.members {
        try ensureUser(account: account, member)
        try database.run(
          "INSERT OR IGNORE INTO members(account, chat, user) VALUES(?, ?, ?)", account.sql, chat.id.sql,
          member.sql)
      }
    }
  }

  public func chat(account: String, id: String) throws -> Chat? {
    guard
      var chat = try database.first(
        "SELECT id, name, kind, created_ms FROM chats WHERE account = ? AND id = ?", [account.sql, id.sql],
        {
          Chat(
            id: $0.string(0), name: $0.string(1), kind: ChatKind(rawValue: $0.string(2)) ?? .group, members: [],
            createdAt: $0.int(3))
        }
      )
    else { return nil }
    chat.members = try members(account: account, chat: id)
    // A 1:1 chat is called after the other person, whatever its creator named it.
    if chat.kind == .direct, let other = chat.members.first(where: { $0 != account }),
      let person = try user(account: account, other)
    {
      chat.name = person.displayName
    }
    return chat
  }

  public func members(account: String, chat: String) throws -> [String] {
    try database.query(
      "SELECT user FROM members WHERE account = ? AND chat = ? ORDER BY user", [account.sql, chat.sql]
    ) { $0.string(0) }
  }

  public func chats(account: String) throws -> [Chat] {
    let ids = try database.query(
      "SELECT id FROM chats WHERE account = ? ORDER BY name, id", [account.sql]
    ) { $0.string(0) }
    return try ids.compactMap { try chat(account: account, id: $0) }
  }

  /// Finds a chat by one rule, the same for every tool: an exact id wins (the chat's, then a
  /// person's, for their 1:1 chat); else a name (case-insensitive): a chat's, or the other
  /// person's in a 1:1 chat. A name that fits several chats is an error listing them, so that
  /// nobody takes over messages by calling themselves, or a chat, by someone else's name.
  public func resolveChat(account: String, _ reference: String) throws -> Chat {
    if let exact = try chat(account: account, id: reference) { return exact }
    if reference != account, try user(account: account, reference) != nil,
      let direct = try directChat(account: account, withUser: reference)
    {
      return direct
    }
    var ids = try database.query(
      "SELECT id FROM chats WHERE account = ? AND name COLLATE NOCASE IN (?, ?) ORDER BY created_ms, id",
      [account.sql, reference.sql, (reference + Chat.encryptedMark).sql]
    ) { $0.string(0) }
    for person in try people(account: account, named: reference) {
      if let direct = try directChat(account: account, withUser: person.id), !ids.contains(direct.id) {
        ids.append(direct.id)
      }
    }
    let chats = try ids.compactMap { try chat(account: account, id: $0) }
    if chats.count > 1 {
      let list = chats.map { "\(TerminalText.oneLine($0.name)) (\($0.id))" }.joined(separator: ", ")
      throw PsstError.usage("'\(reference)' fits \(chats.count) chats: \(list); use an id")
    }
    if let only = chats.first { return only }
    throw PsstError.notFound("unknown chat \(reference); see psst-chat list")
  }

  /// The 1:1 chat between the account and `person` (see `resolvePerson`), if any.
  public func directChat(account: String, with person: String) throws -> Chat? {
    guard let user = try resolvePerson(account: account, person), user.id != account else { return nil }
    return try directChat(account: account, withUser: user.id)
  }

  /// Who `reference` means among the people the account knows: the user with that exact id
  /// (an id always wins), else the one person with that display name (case-insensitive); nil
  /// when it fits no one. A name that fits several people is an error listing them.
  public func resolvePerson(account: String, _ reference: String) throws -> User? {
    if let exact = try user(account: account, reference) { return exact }
    let named = try people(account: account, named: reference)
    if named.count > 1 {
      let list = named.map { "\(TerminalText.oneLine($0.displayName)) (\($0.id))" }.joined(separator: ", ")
      throw PsstError.usage("'\(reference)' is the name of \(named.count) people: \(list); use an id")
    }
    return named.first
  }

  /// Everyone but the account whose display name is `name`, any case.
  private func people(account: String, named name: String) throws -> [User] {
    try database.query(
      "SELECT id, display_name, role FROM users WHERE account = ? AND id <> ? AND display_name = ? COLLATE NOCASE ORDER BY id",
      [account.sql, account.sql, name.sql]
    ) { User(id: $0.string(0), displayName: $0.string(1), role: $0.optionalString(2).flatMap(Role.init)) }
  }

  /// The account's oldest 1:1 chat with the user `id`.
  private func directChat(account: String, withUser id: String) throws -> Chat? {
    let chat = try database.first(
      """
      SELECT c.id FROM chats c JOIN members m ON m.account = c.account AND m.chat = c.id
      WHERE c.account = ? AND c.kind = 'direct' AND m.user = ? ORDER BY c.created_ms, c.id LIMIT 1
      """, [account.sql, id.sql]
    ) { $0.string(0) }
    return try chat.flatMap { try self.chat(account: account, id: $0) }
  }

  public func deleteChatLocally(account: String, id: String) throws {
    try database.write {
      try database.run("DELETE FROM members WHERE account = ? AND chat = ?", account.sql, id.sql)
      try database.run("DELETE FROM chats WHERE account = ? AND id = ?", account.sql, id.sql)
    }
  }
}

extension Store {
  /// Everyone the account knows: itself, chat members, people it looked up.
  public func users(account: String) throws -> [User] {
    try database.query("SELECT id, display_name, role FROM users WHERE account = ? ORDER BY id", [account.sql]) {
      User(id: $0.string(0), displayName: $0.string(1), role: $0.optionalString(2).flatMap(Role.init))
    }
  }
}
