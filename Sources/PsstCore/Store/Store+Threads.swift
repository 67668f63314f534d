/// A visible message's words and place in its chat, without its delivery state: what search
/// and the assistant read around a message, cheaply (no receipts are counted).
public struct MessageLine: Sendable, Equatable {
  /// The store's row number: the order messages arrived in, and ties' tiebreak.
  public var seq: Int64
  public var account: String
  public var id: String
  public var chat: String
  public var sender: String
  public var text: String
  public var time: Int64
  public var replyTo: String?
}

/// Which way from a message a walk through its chat goes.
public enum ChatSide: Sendable {
  /// Older messages, newest first.
  case before
  /// Newer messages, oldest first.
  case after
}

/// The messages around a message in its chat, and each sender's last message: the reading
/// that search's conversations and the assistant's threads share.
extension Store {
  private static let lineColumns = "seq, account, id, chat, sender, text, created_ms, reply_to"

  private static func line(_ row: Row) -> MessageLine {
    MessageLine(
      seq: row.int(0), account: row.string(1), id: row.string(2), chat: row.string(3), sender: row.string(4),
      text: row.string(5), time: row.int(6), replyTo: row.optionalString(7))
  }

  /// Up to `limit` visible messages of `chat` on one `side` of the point (`time`, `seq`), nearest
  /// first, no further than `within` milliseconds from `time` when given. A `seq` of `Int64.max`
  /// (before) or `Int64.min` (after) takes in every message at `time` itself. `wordsOnly` skips
  /// messages without text (an attachment alone) before counting.
  public func neighbours(
    account: String, chat: String, time: Int64, seq: Int64, side: ChatSide, limit: Int,
    within: Int64? = nil, wordsOnly: Bool = false
  ) throws -> [MessageLine] {
    guard limit > 0 else { return [] }
    let (comparison, order) = side == .before ? ("<", "DESC") : (">", "ASC")
    var conditions = ["(created_ms, seq) \(comparison) (?, ?)"]
    var arguments: [SQLValue?] = [account.sql, chat.sql, time.sql, seq.sql]
    if let within {
      conditions.append(side == .before ? "created_ms >= ?" : "created_ms <= ?")
      arguments.append((side == .before ? time - within : time + within).sql)
    }
    if wordsOnly { conditions.append("text <> ''") }
    return try database.query(
      """
      SELECT \(Self.lineColumns) FROM messages
      WHERE account = ? AND chat = ? AND deleted = 0 AND \(conditions.joined(separator: " AND "))
      ORDER BY created_ms \(order), seq \(order) LIMIT ?
      """, arguments + [Int64(limit).sql], Self.line)
  }

  /// The visible messages with these row numbers, in any account (search's hits).
  public func lines(seqs: [Int64]) throws -> [MessageLine] {
    guard !seqs.isEmpty else { return [] }
    let list = seqs.map(String.init).joined(separator: ",")
    return try database.query(
      "SELECT \(Self.lineColumns) FROM messages WHERE seq IN (\(list)) AND deleted = 0", [], Self.line)
  }

  /// The account's visible messages with these ids.
  public func lines(account: String, ids: [String]) throws -> [MessageLine] {
    guard !ids.isEmpty else { return [] }
    let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
    return try database.query(
      "SELECT \(Self.lineColumns) FROM messages WHERE account = ? AND id IN (\(marks)) AND deleted = 0",
      [account.sql] + ids.map(\.sql), Self.line)
  }

  /// Replies with text to message `id` in `chat` written between two times, oldest first.
  public func replies(account: String, to id: String, chat: String, from: Int64, until: Int64, limit: Int) throws
    -> [MessageLine]
  {
    try database.query(
      """
      SELECT \(Self.lineColumns) FROM messages
      WHERE account = ? AND chat = ? AND reply_to = ? AND created_ms BETWEEN ? AND ? AND deleted = 0 AND text <> ''
      ORDER BY created_ms ASC, seq ASC LIMIT ?
      """, [account.sql, chat.sql, id.sql, from.sql, until.sql, Int64(limit).sql], Self.line)
  }

  /// Each sender's newest visible message in the account, the owner's own left out.
  public func lastMessagePerSender(account: String) throws -> [MessageLine] {
    // SQLite takes the bare columns from the row that holds the MAX.
    try database.query(
      """
      SELECT seq, account, id, chat, sender, text, MAX(created_ms), reply_to FROM messages
      WHERE account = ? AND deleted = 0 AND sender <> ? GROUP BY sender
      """, [account.sql, account.sql], Self.line)
  }
}
