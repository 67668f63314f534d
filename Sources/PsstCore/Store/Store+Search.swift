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
    // A read-only store cannot remember: it says it each time rather than fail the search.
    if database.isReadOnly { return true }
    return try database.write {
      guard try setting("once." + key) == nil else { return false }
      try setSetting("once." + key, String(Clock.nowMillis()))
      return true
    }
  }

  /// Runs `body`, which may only insert messages, inside the current write transaction with
  /// the search indexes brought up to date once at the end instead of row by row: FTS5 flushes
  /// its pending terms at every savepoint, so indexing one imported line at a time costs ten
  /// times more. The flag lives only inside the transaction; no other connection sees it.
  public func insertingInBulk<T>(_ body: () throws -> T) throws -> T {
    let before = try database.first("SELECT COALESCE(max(seq), 0) FROM messages") { $0.int(0) } ?? 0
    try setSetting("index.deferred", "1")
    let result = try body()
    try setSetting("index.deferred", nil)
    try database.run(
      "INSERT INTO message_text(rowid, text) SELECT seq, text FROM messages WHERE seq > ? AND deleted = 0", before.sql)
    try database.run(
      """
      INSERT OR IGNORE INTO vector_pending(account, seq)
      SELECT account, seq FROM messages WHERE seq > ? AND deleted = 0 AND text <> ''
      """, before.sql)
    return result
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
