import PsstCore

/// The conversation a message belongs to: the messages around it in its chat, up to the first
/// silence longer than a gap.
extension SearchIndex {
  /// For each of `rows`, the rows of its chat around it: up to `reach` each way, stopping at a
  /// silence longer than `gap` milliseconds (a new conversation). Two index walks a row
  /// (`messages_by_chat`), `reach` rows each.
  ///
  /// ```swift
  /// let around = try index.conversations(around: [seq], reach: 6, gap: SearchIndex.contextWindow)
  /// // around[seq] == the rows before and after it in the same exchange
  /// ```
  func conversations(around rows: [Int64], reach: Int, gap: Int64) throws -> [Int64: [Int64]] {
    guard !rows.isEmpty, reach > 0 else { return [:] }
    var result: [Int64: [Int64]] = [:]
    for anchor in try store.lines(seqs: rows) {
      var around: [Int64] = []
      for side in [ChatSide.before, .after] {
        var last = anchor.time
        let walk = try store.neighbours(
          account: anchor.account, chat: anchor.chat, time: anchor.time, seq: anchor.seq, side: side, limit: reach)
        // Up to the first silence longer than the gap: a new conversation starts there.
        for line in walk {
          guard abs(line.time - last) <= gap else { break }
          last = line.time
          around.append(line.seq)
        }
      }
      result[anchor.seq] = around
    }
    return result
  }
}
