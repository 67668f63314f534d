import PsstCore

/// Which messages a search may return: one account, optionally some senders, chats and a time range.
public struct SearchScope: Sendable {
  public var account: String
  public var senders: [String] = []
  public var chats: [String] = []
  public var since: Int64?
  public var until: Int64?

  public init(account: String) { self.account = account }

  /// SQL conditions on `messages m` and their arguments.
  var conditions: (sql: String, arguments: [SQLValue?]) {
    var sql = "m.account = ? AND m.deleted = 0"
    var arguments: [SQLValue?] = [account.sql]
    if !senders.isEmpty {
      sql += " AND m.sender IN (" + Array(repeating: "?", count: senders.count).joined(separator: ", ") + ")"
      arguments += senders.map(\.sql)
    }
    if !chats.isEmpty {
      sql += " AND m.chat IN (" + Array(repeating: "?", count: chats.count).joined(separator: ", ") + ")"
      arguments += chats.map(\.sql)
    }
    if let since {
      sql += " AND m.created_ms >= ?"
      arguments.append(since.sql)
    }
    if let until {
      sql += " AND m.created_ms < ?"
      arguments.append(until.sql)
    }
    return (sql, arguments)
  }
}

/// The store's search indexes: the FTS5 table `message_text` and the vectors in `vector_codes`.
public struct SearchIndex {
  public let store: Store
  var database: Database { store.database }

  public init(store: Store) { self.store = store }

  /// Message rows (`seq`) matching `expression` in scope, best BM25 first: among the newest
  /// `newest` matches, or (`orAll`) among all of them when those hold fewer than `limit` in
  /// scope (a narrow filter). BM25 scores every match it is given, at a few microseconds a term: an OR
  /// of common words over a million messages matches a fifth of them, and ranking all would
  /// take half a second. The newest matches are found without scoring (a walk down the index),
  /// so a broad query ranks those and stays fast.
  func ranked(_ expression: MatchExpression, in scope: SearchScope, limit: Int, newest: Int, orAll: Bool = true)
    throws -> [Int64]
  {
    guard let match = expression.text, let rows = try rowRange(of: scope) else { return [] }
    let whole = try isWholeIndex(scope)
    let oldest =
      try database.first(
        """
        SELECT rowid FROM message_text WHERE message_text MATCH ? AND rowid BETWEEN ? AND ?
        ORDER BY rowid DESC LIMIT 1 OFFSET ?
        """, [match.sql, rows.lowerBound.sql, rows.upperBound.sql, (newest - 1).sql]
      ) { $0.int(0) }
    guard let oldest else { return try ranked(match, in: scope, whole: whole, rows: rows, limit: limit) }
    let recent = try ranked(match, in: scope, whole: whole, rows: oldest...rows.upperBound, limit: limit)
    guard recent.count < limit, orAll else { return recent }
    return try ranked(match, in: scope, whole: whole, rows: rows, limit: limit)
  }

  /// `whole`: `scope` holds every message of the index (see `isWholeIndex`).
  private func ranked(_ match: String, in scope: SearchScope, whole: Bool, rows: ClosedRange<Int64>, limit: Int)
    throws -> [Int64]
  {
    if whole {
      return try database.query(
        """
        SELECT rowid FROM message_text WHERE message_text MATCH ? AND rowid BETWEEN ? AND ?
        ORDER BY bm25(message_text) LIMIT ?
        """, [match.sql, rows.lowerBound.sql, rows.upperBound.sql, limit.sql]
      ) { $0.int(0) }
    }
    let (conditions, arguments) = scope.conditions
    return try database.query(
      """
      SELECT m.seq FROM message_text JOIN messages m ON m.seq = message_text.rowid
      WHERE message_text MATCH ? AND message_text.rowid BETWEEN ? AND ? AND \(conditions)
      ORDER BY bm25(message_text) LIMIT ?
      """, [match.sql, rows.lowerBound.sql, rows.upperBound.sql] + arguments + [limit.sql]
    ) { $0.int(0) }
  }

  /// Whether every message the full-text index holds is in `scope`: no filter, and no message
  /// of another account in the store (the index holds no unsent message). A ranked list then
  /// needs no look-up of each match's message, a third of its cost. Two index probes.
  private func isWholeIndex(_ scope: SearchScope) throws -> Bool {
    guard scope.senders.isEmpty, scope.chats.isEmpty, scope.since == nil, scope.until == nil else { return false }
    return try database.first(
      "SELECT (SELECT min(account) FROM messages) = ?1 AND (SELECT max(account) FROM messages) = ?1",
      [scope.account.sql]
    ) { $0.bool(0) } ?? false
  }

  /// The message rows a time range can hold, from the chat index chat by chat (messages
  /// arrive, and history is imported, in time order, so this is usually tight; the conditions
  /// still decide); nil when nothing is in the range.
  private func rowRange(of scope: SearchScope) throws -> ClosedRange<Int64>? {
    guard scope.since != nil || scope.until != nil else { return 0...Int64.max }
    let range = try database.first(
      """
      \(Store.chatIDs) SELECT min(seq), max(seq) FROM messages
      WHERE chat IN (SELECT id FROM chat_ids) AND +account = ? AND created_ms >= ? AND created_ms < ?
      """,
      [scope.account.sql, (scope.since ?? Int64.min).sql, (scope.until ?? Int64.max).sql]
    ) { $0.isNull(0) ? nil : $0.int(0)...$0.int(1) }
    return range ?? nil
  }

  /// Newest messages in scope whose text contains every one of `symbols` (emoji have no index):
  /// the newest `limit` of each chat, newest first down the chat index, then of them all.
  /// Each distinct symbol once, the first `maxSymbols` of them: SQLite limits how deep an
  /// expression may nest, and a pasted row of emoji would pass it.
  func containing(_ symbols: [String], in scope: SearchScope, limit: Int) throws -> [Int64] {
    let (conditions, arguments) = scope.conditions
    var seen: Set<String> = []
    let symbols = Array(symbols.filter { seen.insert($0).inserted }.prefix(Self.maxSymbols))
    let contains = symbols.map { _ in " AND instr(m.text, ?) > 0" }.joined()
    return try database.query(
      """
      \(Store.chatIDs) SELECT n.seq FROM chat_ids c JOIN messages n ON n.seq IN (
        SELECT m.seq FROM messages m WHERE m.chat = c.id AND \(conditions)\(contains)
        ORDER BY m.created_ms DESC LIMIT ?)
      ORDER BY n.created_ms DESC LIMIT ?
      """, arguments + symbols.map(\.sql) + [limit.sql, limit.sql]
    ) { $0.int(0) }
  }

  static let maxSymbols = 32

  /// Which of `rows` satisfy `constraints` (phrases that must appear, words that must not).
  func satisfying(_ constraints: MatchExpression, _ rows: [Int64]) throws -> Set<Int64> {
    guard !rows.isEmpty, !(constraints.allOf.isEmpty && constraints.noneOf.isEmpty) else { return Set(rows) }
    let list = rows.map(String.init).joined(separator: ",")
    var allowed = Set(rows)
    if let required = MatchExpression(allOf: constraints.allOf).text {
      allowed = Set(
        try database.query(
          "SELECT rowid FROM message_text WHERE message_text MATCH ? AND rowid IN (\(list))", [required.sql]
        ) { $0.int(0) })
    }
    if let banned = MatchExpression(anyOf: constraints.noneOf).text {
      try database.forEach(
        "SELECT rowid FROM message_text WHERE message_text MATCH ? AND rowid IN (\(list))", [banned.sql]
      ) { allowed.remove($0.int(0)) }
    }
    return allowed
  }

  /// The rows' messages, with a snippet around the words of `expression` where they match.
  func hits(_ rows: [Int64], highlighting expression: MatchExpression) throws -> [Int64: StoredHit] {
    guard !rows.isEmpty else { return [:] }
    let list = rows.map(String.init).joined(separator: ",")
    var hits: [Int64: StoredHit] = [:]
    try database.forEach(
      "SELECT seq, id, chat, sender, created_ms, text FROM messages WHERE seq IN (\(list))"
    ) { row in
      hits[row.int(0)] = StoredHit(
        id: row.string(1), chat: row.string(2), sender: row.string(3), time: row.int(4), text: row.string(5))
    }
    // FTS5's excerpt costs the square of a text's matches: long texts get their beginning instead.
    let short = hits.filter { $0.value.text.utf8.count <= Snippet.maxMarkedBytes }.keys.map(String.init)
    if let match = expression.text, !short.isEmpty {
      try database.forEach(
        """
        SELECT rowid, snippet(message_text, 0, char(2), char(3), '…', 24) FROM message_text
        WHERE message_text MATCH ? AND rowid IN (\(short.joined(separator: ",")))
        """, [match.sql]
      ) { row in hits[row.int(0)]?.marked = row.string(1) }
    }
    return hits
  }

  struct StoredHit {
    var id: String
    var chat: String
    var sender: String
    var time: Int64
    var text: String
    /// An excerpt with matched words between \u{2} and \u{3}, when the text matched words.
    var marked: String?
  }
}
