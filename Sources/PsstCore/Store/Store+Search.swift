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

  /// The setting that holds the first seq a bulk insert left to `completeDeferredIndexes`.
  static let deferredIndexesKey = "index.deferred"

  /// Leaves the full-text index and the list of messages waiting for a vector, for every
  /// message inserted from now on, to one `completeDeferredIndexes` at the end of a bulk insert
  /// instead of row by row: one build of the index writes it once, where row by row (or batch
  /// by batch) it is merged again and again. Call inside the write transaction of the first
  /// rows: the mark is committed with them, so a kill before the build leaves it for the next
  /// import, or the next tool that opens the store, to finish. A mark already there is kept.
  public func deferIndexes() throws {
    try database.run(
      "INSERT OR IGNORE INTO settings(key, value) SELECT ?, COALESCE(max(seq), 0) + 1 FROM messages",
      Self.deferredIndexesKey.sql)
  }

  /// Tunes this connection for a long run of write transactions (an import): a page cache
  /// that holds the indexes being filled (64 MB instead of 2: pages are read back and rewritten
  /// far less), and checkpoints every 40 MB of log instead of every 4 (a page changed by many
  /// transactions is copied back once). `endBulkWrites` checkpoints and restores both.
  public func beginBulkWrites() throws {
    try database.execute("PRAGMA cache_size = -65536; PRAGMA wal_autocheckpoint = 10000")
  }

  /// Back to the usual cache and checkpoints after `beginBulkWrites`, with the log copied back
  /// and emptied as far as readers allow (it is not left at the size the import made it).
  public func endBulkWrites() throws {
    try database.execute(
      "PRAGMA cache_size = -2000; PRAGMA wal_autocheckpoint = 1000; PRAGMA journal_size_limit = 4194304")
    _ = try database.first("PRAGMA wal_checkpoint(PASSIVE)") { $0.int(0) }
  }

  /// Indexes the words of the messages a bulk insert left (see `deferIndexes`) and queues
  /// those with text for a vector, in one transaction, then lifts the mark; returns how many
  /// it indexed (0 when nothing waits, the store is read-only, or an import still runs and is
  /// not `importing` itself: the import builds at its end, and a tool started meanwhile should
  /// not spend seconds building it halfway).
  @discardableResult
  public func completeDeferredIndexes(importing: Bool = false) throws -> Int {
    guard !database.isReadOnly, try setting(Self.deferredIndexesKey) != nil else { return 0 }
    guard importing || !environment.importIsRunning else { return 0 }
    return try database.write {
      // Read again under the write lock: another process may have finished it meanwhile.
      guard let mark = try setting(Self.deferredIndexesKey) else { return 0 }
      let first = Int64(mark) ?? 1
      let last = try database.first("SELECT COALESCE(max(seq), 0) FROM messages") { $0.int(0) } ?? 0
      if last - first + 1 >= first {
        // Most of the store came in this bulk, its ids in no particular order: the id index
        // grew by splitting pages, a third of it empty. Rebuilt in order it is packed, and the
        // index build below takes the pages it frees (the file does not grow by them).
        try database.execute("REINDEX sqlite_autoindex_messages_1")
      }
      // One segment for the whole build instead of one per megabyte of terms merged later.
      try database.run("INSERT INTO message_text(message_text, rank) VALUES('hashsize', ?)", Self.buildHashBytes.sql)
      let indexed = try database.run(
        "INSERT INTO message_text(rowid, text) SELECT seq, text FROM messages WHERE seq >= ? AND deleted = 0",
        first.sql)
      try database.run("INSERT INTO message_text(message_text, rank) VALUES('hashsize', ?)", Self.hashBytes.sql)
      try queueForVectors(from: first)
      try setSetting(Self.deferredIndexesKey, nil)
      return indexed
    }
  }

  /// FTS5's buffer of terms before it writes a segment: its default, and the size a bulk build
  /// uses (what it holds is freed when the build commits).
  static let hashBytes = 1 << 20
  static let buildHashBytes = 64 << 20

  /// Queues the messages with text from `first` on for a vector, as runs of consecutive seq per
  /// account (vector_pending).
  private func queueForVectors(from first: Int64) throws {
    var open: [String: ClosedRange<Int64>] = [:]
    func save(_ account: String, _ run: ClosedRange<Int64>) throws {
      try database.run(
        "INSERT INTO vector_pending(account, seq, last) VALUES(?, ?, ?)", account.sql, run.lowerBound.sql,
        run.upperBound.sql)
    }
    try database.forEach(
      "SELECT account, seq FROM messages WHERE seq >= ? AND deleted = 0 AND text <> '' ORDER BY seq", [first.sql]
    ) { row in
      let account = row.string(0)
      let seq = row.int(1)
      if let run = open[account], run.upperBound == seq - 1 {
        open[account] = run.lowerBound...seq
        return
      }
      if let run = open[account] { try save(account, run) }
      open[account] = seq...seq
    }
    for (account, run) in open { try save(account, run) }
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
