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
      for message in near where seen.insert(message.id).inserted { out.append(message) }
    }
    return out
  }

  /// Up to `limit` messages of `chat` between two times: the oldest, or the newest.
  private func messages(chat: String, from: Int64, until: Int64, limit: Int, newest: Bool) throws
    -> [ConversationMessage]
  {
    try store.database.query(
      """
      SELECT id, chat, sender, text, created_ms, reply_to FROM messages
      WHERE account = ? AND chat = ? AND created_ms BETWEEN ? AND ? AND deleted = 0 AND text <> ''
      ORDER BY created_ms \(newest ? "DESC" : "ASC") LIMIT ?
      """, [account.sql, chat.sql, from.sql, until.sql, Int64(limit).sql]
    ) {
      ConversationMessage(
        id: $0.string(0), chat: $0.string(1), sender: $0.string(2), text: $0.string(3), time: $0.int(4),
        replyTo: $0.optionalString(5))
    }
  }
}
