/// What the AI engine keeps in the store: cached results and the owner's marks on action items.
extension Store {
  /// A cached result and the fingerprint of the input it was made from (nil when none).
  public func cachedResult(account: String, kind: String, key: String) throws -> (fingerprint: String, value: String)? {
    try database.first(
      "SELECT fingerprint, value FROM ai_cache WHERE account = ? AND kind = ? AND key = ?",
      [account.sql, kind.sql, key.sql]
    ) { ($0.string(0), $0.string(1)) }
  }

  public func cacheResult(account: String, kind: String, key: String, fingerprint: String, value: String) throws {
    try database.run(
      """
      INSERT INTO ai_cache(account, kind, key, fingerprint, value, created_ms) VALUES(?, ?, ?, ?, ?, ?)
      ON CONFLICT(account, kind, key) DO UPDATE SET fingerprint = excluded.fingerprint, value = excluded.value,
        created_ms = excluded.created_ms
      """, account.sql, kind.sql, key.sql, fingerprint.sql, value.sql, Clock.nowMillis().sql)
  }

  /// A chat's newest message (id and time) and message count: what a cached summary is checked against.
  public func chatFingerprint(account: String, chat: String) throws -> String {
    try database.first(
      """
      SELECT count(*), COALESCE(max(seq), 0), COALESCE(max(COALESCE(edited_ms, 0)), 0) FROM messages
      WHERE account = ? AND chat = ? AND deleted = 0
      """, [account.sql, chat.sql]
    ) { "\($0.int(0)):\($0.int(1)):\($0.int(2))" } ?? "0:0:0"
  }

  /// Marks an action item (a message and its task text) done or open again.
  public func setActionStatus(account: String, message: String, task: String, status: String) throws {
    try database.run(
      """
      INSERT INTO action_status(account, message_id, task, status, changed_ms) VALUES(?, ?, ?, ?, ?)
      ON CONFLICT(account, message_id, task) DO UPDATE SET status = excluded.status, changed_ms = excluded.changed_ms
      """, account.sql, message.sql, task.sql, status.sql, Clock.nowMillis().sql)
  }

  /// Status marks by message id and task; items without a mark are open.
  public func actionStatuses(account: String) throws -> [String: String] {
    var marks: [String: String] = [:]
    try database.forEach(
      "SELECT message_id, task, status FROM action_status WHERE account = ?", [account.sql]
    ) { marks[$0.string(0) + "\u{1F}" + $0.string(1)] = $0.string(2) }
    return marks
  }
}

extension Store {
  /// A decision the owner marked by hand on a message.
  public struct MarkedDecision: Sendable {
    public var message: String
    public var summary: String
    public var tags: [String]
  }

  public func markDecision(account: String, message: String, summary: String, tags: [String]) throws {
    try database.run(
      """
      INSERT INTO marked_decisions(account, message_id, summary, tags, marked_ms) VALUES(?, ?, ?, ?, ?)
      ON CONFLICT(account, message_id) DO UPDATE SET summary = excluded.summary, tags = excluded.tags,
        marked_ms = excluded.marked_ms
      """, account.sql, message.sql, summary.sql, tags.joined(separator: "\n").sql, Clock.nowMillis().sql)
  }

  public func markedDecisions(account: String) throws -> [MarkedDecision] {
    try database.query(
      "SELECT message_id, summary, tags FROM marked_decisions WHERE account = ? ORDER BY marked_ms", [account.sql]
    ) {
      MarkedDecision(
        message: $0.string(0), summary: $0.string(1), tags: $0.string(2).split(separator: "\n").map(String.init))
    }
  }
}
