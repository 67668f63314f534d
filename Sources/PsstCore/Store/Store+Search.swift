/// What search needs from the core: a scratch store for piped messages, and notes said once.
extension Store {
  /// An empty store in memory with the full schema, gone when the value is (psst-search --stdin).
  public static func inMemory(_ environment: Environment) throws -> Store {
    let store = Store(database: try Database(path: ":memory:", create: false), environment: environment)
    try store.migrate()
    return store
  }

  /// True the first time it is asked for `key` in this store, false ever after: for notices a
  /// user should read once, not on every run of a tool in a loop.
  public func firstTime(_ key: String) throws -> Bool {
    // Read first: the common answer (already said) must not take the write lock.
    guard try setting("once." + key) == nil else { return false }
    return try database.write {
      guard try setting("once." + key) == nil else { return false }
      try setSetting("once." + key, String(Clock.nowMillis()))
      return true
    }
  }

  /// Adds or updates a message read from a pipe (not sent, not from a hub): for searching it.
  public func addPiped(account: String, id: String, chat: String, sender: String, text: String, time: Int64) throws {
    try database.run(
      """
      INSERT INTO messages(account, id, chat, sender, text, created_ms, server_ms, state, origin)
      VALUES(?, ?, ?, ?, ?, ?, ?, 'sent', 'import')
      ON CONFLICT(account, id) DO UPDATE SET text = excluded.text, chat = excluded.chat, sender = excluded.sender,
        created_ms = excluded.created_ms
      """, account.sql, id.sql, chat.sql, sender.sql, text.sql, time.sql, time.sql)
  }
}
