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
  /// The replies read after a lesser hit that asks a question, and how soon they follow it.
  static let answers = 2
  static let answerWindow: Int64 = 6 * 3_600_000

  /// `hits` with the message each replies to (search hits do not carry it).
  func withReplyLinks(_ hits: [ConversationMessage]) throws -> [ConversationMessage] {
    guard !hits.isEmpty else { return hits }
    let parents = Dictionary(
      try store.lines(account: account, ids: hits.map(\.id)).compactMap { line in line.replyTo.map { (line.id, $0) } },
      uniquingKeysWith: { first, _ in first })
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
        try neighbours(of: hit, .after, limit: Self.after, within: Self.afterWindow)
        + neighbours(of: hit, .before, limit: Self.before, within: Self.beforeWindow)
      for message in near + (try linked(to: hit)) where seen.insert(message.id).inserted { out.append(message) }
    }
    // A question asked in the chat is answered by what follows it ("where are you going for
    // the honeymoon?" … "JAPAN 🇯🇵"), however far down the hits it came.
    for hit in hits.dropFirst(Self.anchors) where hit.text.contains("?") {
      let answers = try neighbours(of: hit, .after, limit: Self.answers, within: Self.answerWindow)
      for message in answers where seen.insert(message.id).inserted { out.append(message) }
    }
    return out
  }

  /// The message `hit` replies to, and replies to it within the thread's window, however many
  /// messages came between.
  private func linked(to hit: ConversationMessage) throws -> [ConversationMessage] {
    let parent = try hit.replyTo.map { try store.lines(account: account, ids: [$0]) } ?? []
    let replies = try store.replies(
      account: account, to: hit.id, chat: hit.chat, from: hit.time, until: hit.time + Self.afterWindow,
      limit: Self.after)
    return (parent.filter { !$0.text.isEmpty } + replies).map(ConversationMessage.init)
  }

  /// Up to `limit` messages with words on one side of `hit` in its chat, nearest first; those
  /// at the hit's own time count as either side's. The hit itself is at its own time too: it
  /// is asked for one more and left out, so it takes no neighbour's place (the message just
  /// before a reply is often what the reply is about: "back from porto" before "my sister…").
  private func neighbours(of hit: ConversationMessage, _ side: ChatSide, limit: Int, within: Int64) throws
    -> [ConversationMessage]
  {
    let near = try store.neighbours(
      account: account, chat: hit.chat, time: hit.time, seq: side == .before ? .max : .min, side: side,
      limit: limit + 1, within: within, wordsOnly: true)
    return near.filter { $0.id != hit.id }.prefix(limit).map(ConversationMessage.init)
  }
}
