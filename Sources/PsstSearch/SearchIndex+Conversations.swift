import PsstCore

/// The exchange a message belongs to: the messages around it in its chat, up to the first
/// silence longer than a gap, the message it replies to and the replies it got.
extension SearchIndex {
  /// One message of a hit's exchange.
  struct ExchangeMember: Equatable {
    var seq: Int64
    /// How many messages away from the hit: 1 next to it, or a reply to or from it.
    var distance: Int
    /// Written before the hit and not the message it replies to: the lead-up, not the answer.
    var before = false
  }

  /// How long after a message a reply to it still belongs to its exchange.
  static let replyWindow: Int64 = 7 * 24 * 3_600_000

  /// For each of `rows`, the messages with words of its exchange, nearest first: up to `reach`
  /// each way in its chat, stopping at a silence longer than `gap` milliseconds (a new
  /// conversation), then the message it replies to and up to `reach` replies to it from the
  /// next `replyWindow`, however late. Four index walks a row.
  ///
  /// ```swift
  /// let around = try index.conversations(around: [seq], reach: 6, gap: SearchIndex.contextWindow)
  /// // around[seq]?.map(\.seq) == the rows before and after it in the same exchange
  /// ```
  func conversations(around rows: [Int64], reach: Int, gap: Int64) throws -> [Int64: [ExchangeMember]] {
    guard !rows.isEmpty, reach > 0 else { return [:] }
    var result: [Int64: [ExchangeMember]] = [:]
    for anchor in try store.lines(seqs: rows) {
      var members: [ExchangeMember] = []
      for side in [ChatSide.before, .after] {
        members += try walk(from: anchor, side: side, reach: reach, gap: gap)
          .map {
            ExchangeMember(seq: $0.seq, distance: $0.distance, before: side == .before && $0.id != anchor.replyTo)
          }
      }
      for line in try replyRelations(of: anchor, reach: reach) {
        members.removeAll { $0.seq == line.seq }
        members.append(ExchangeMember(seq: line.seq, distance: 1))
      }
      // Nearest first; at one distance, in the order found (before, after, replies).
      result[anchor.seq] = members.enumerated().sorted {
        ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
      }
      .map(\.element)
    }
    return result
  }

  /// The messages on one side of `anchor` up to the first silence longer than the gap.
  private func walk(from anchor: MessageLine, side: ChatSide, reach: Int, gap: Int64) throws
    -> [(seq: Int64, id: String, distance: Int)]
  {
    var last = anchor.time
    var members: [(seq: Int64, id: String, distance: Int)] = []
    let lines = try store.neighbours(
      account: anchor.account, chat: anchor.chat, time: anchor.time, seq: anchor.seq, side: side, limit: reach,
      wordsOnly: true)
    for line in lines {
      guard abs(line.time - last) <= gap else { break }
      last = line.time
      members.append((line.seq, line.id, members.count + 1))
    }
    return members
  }

  /// The message `anchor` replies to (in its chat) and the replies it got.
  private func replyRelations(of anchor: MessageLine, reach: Int) throws -> [MessageLine] {
    let parent = try anchor.replyTo.map { try store.lines(account: anchor.account, ids: [$0]) } ?? []
    let (end, overflow) = anchor.time.addingReportingOverflow(Self.replyWindow)
    let replies = try store.replies(
      account: anchor.account, to: anchor.id, chat: anchor.chat, from: anchor.time, until: overflow ? .max : end,
      limit: reach)
    return parent.filter { $0.chat == anchor.chat && !$0.text.isEmpty } + replies
  }

  /// Those of `rows` in `scope`: its senders, chats and time.
  func inScope(_ rows: [Int64], _ scope: SearchScope) throws -> Set<Int64> {
    guard !rows.isEmpty else { return [] }
    let (conditions, arguments) = scope.conditions
    let list = rows.map(String.init).joined(separator: ",")
    return Set(
      try database.query("SELECT m.seq FROM messages m WHERE m.seq IN (\(list)) AND \(conditions)", arguments) {
        $0.int(0)
      })
  }
}
