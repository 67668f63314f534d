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
    let list = rows.map(String.init).joined(separator: ",")
    var anchors: [(seq: Int64, account: String, chat: String, time: Int64)] = []
    try database.forEach(
      "SELECT seq, account, chat, created_ms FROM messages WHERE seq IN (\(list)) AND deleted = 0"
    ) { anchors.append(($0.int(0), $0.string(1), $0.string(2), $0.int(3))) }
    var result: [Int64: [Int64]] = [:]
    for anchor in anchors {
      var around: [Int64] = []
      for (comparison, order) in [("<", "DESC"), (">", "ASC")] {
        var last = anchor.time
        var open = true
        try database.forEach(
          """
          SELECT seq, created_ms FROM messages
          WHERE account = ? AND chat = ? AND deleted = 0 AND (created_ms, seq) \(comparison) (?, ?)
          ORDER BY created_ms \(order), seq \(order) LIMIT ?
          """, [anchor.account.sql, anchor.chat.sql, anchor.time.sql, anchor.seq.sql, reach.sql]
        ) { row in
          let time = row.int(1)
          open = open && abs(time - last) <= gap
          guard open else { return }
          last = time
          around.append(row.int(0))
        }
      }
      result[anchor.seq] = around
    }
    return result
  }
}
