import PsstAI
import PsstCore

/// The messages around retrieved ones in their chats: answers often sit in the replies to the
/// message that matches a question's words, or in the message that settles the thread later.
struct ThreadContext {
  let store: Store
  let account: String

  /// How many of the best hits get their neighbours, and how many neighbours each.
  static let anchors = 8
  static let before = 2
  static let after = 12
  /// How far after a hit its thread is followed (the composer lends relevance as far).
  static let afterWindow: Int64 = 21 * 86_400_000
  static let beforeWindow: Int64 = 12 * 3_600_000

  /// `hits` with the message each replies to (search hits do not carry it).
  func withReplyLinks(_ hits: [ConversationMessage]) throws -> [ConversationMessage] {
    guard !hits.isEmpty else { return hits }
    var parents: [String: String] = [:]
    let marks = Array(repeating: "?", count: hits.count).joined(separator: ",")
    try store.database.forEach(
      "SELECT id, reply_to FROM messages WHERE account = ? AND id IN (\(marks)) AND reply_to IS NOT NULL",
      [account.sql] + hits.map { $0.id.sql }
    ) { parents[$0.string(0)] = $0.string(1) }
    return hits.map { hit in
      var linked = hit
      linked.replyTo = parents[hit.id] ?? hit.replyTo
      return linked
    }
  }

  /// Neighbours of the best of `hits` (the hits themselves left out).
  func around(_ hits: [ConversationMessage]) throws -> [ConversationMessage] {
    var seen = Set(hits.map(\.id))
    var out: [ConversationMessage] = []
    for hit in hits.prefix(Self.anchors) {
      let near =
        try messages(
          chat: hit.chat, from: hit.time, until: hit.time + Self.afterWindow, limit: Self.after, newest: false)
        + messages(
          chat: hit.chat, from: hit.time - Self.beforeWindow, until: hit.time, limit: Self.before, newest: true)
      for message in near + (try linked(to: hit)) where seen.insert(message.id).inserted { out.append(message) }
    }
    return out
  }

  /// The message `hit` replies to, and replies to it within the thread's window, however many
  /// messages came between.
  private func linked(to hit: ConversationMessage) throws -> [ConversationMessage] {
    let parent =
      try hit.replyTo.map { id in
        try select("id = ?", [id.sql], order: "ASC", limit: 1)
      } ?? []
    let replies = try select(
      "chat = ? AND created_ms BETWEEN ? AND ? AND reply_to = ?",
      [hit.chat.sql, hit.time.sql, (hit.time + Self.afterWindow).sql, hit.id.sql], order: "ASC", limit: Self.after)
    return parent + replies
  }

  /// Up to `limit` messages of `chat` between two times: the oldest, or the newest.
  private func messages(chat: String, from: Int64, until: Int64, limit: Int, newest: Bool) throws
    -> [ConversationMessage]
  {
    try select(
      "chat = ? AND created_ms BETWEEN ? AND ?", [chat.sql, from.sql, until.sql], order: newest ? "DESC" : "ASC",
      limit: limit)
  }

  /// The account's visible messages matching `condition`, by time in `order`.
  private func select(_ condition: String, _ arguments: [SQLValue?], order: String, limit: Int) throws
    -> [ConversationMessage]
  {
    try store.database.query(
      """
      SELECT id, chat, sender, text, created_ms, reply_to FROM messages
      WHERE account = ? AND \(condition) AND deleted = 0 AND text <> ''
      ORDER BY created_ms \(order) LIMIT ?
      """, [account.sql] + arguments + [Int64(limit).sql]
    ) {
      ConversationMessage(
        id: $0.string(0), chat: $0.string(1), sender: $0.string(2), text: $0.string(3), time: $0.int(4),
        replyTo: $0.optionalString(5))
    }
  }
}
