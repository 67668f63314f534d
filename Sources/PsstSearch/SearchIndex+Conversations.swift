import PsstCore

/// The messages around a hit in its chat, and how close each is to it in time and in meaning:
/// a topic goes on over days in the same chat ("the van is booked for Friday" … "can we push
/// the move to the 3rd?"), with other talk in between.
extension SearchIndex {
  /// One message near a hit in its chat.
  struct ChatNeighbour: Equatable {
    var seq: Int64
    /// Milliseconds between it and the hit, either way.
    var apart: Int64
    /// Cosine of its vector and the hit's, when both have one of the model asked for.
    var similarity: Float?
    /// No silence longer than the gap asked for lies between it and the hit: the same exchange.
    var linked: Bool
  }

  /// For each of `rows`, the messages with words up to `reach` each way in its chat, nearest
  /// first, compared with it by `model`'s vectors when given, and `linked` up to the first
  /// silence longer than `gap` on each side. Two index walks a row and one vector read for all.
  ///
  /// ```swift
  /// let near = try index.neighbours(of: [seq], reach: 20, gap: SearchIndex.contextWindow, model: nil)
  /// // near[seq]?.map(\.seq) == the rows around it in its chat
  /// ```
  func neighbours(of rows: [Int64], reach: Int, gap: Int64, model: String?) throws -> [Int64: [ChatNeighbour]] {
    guard !rows.isEmpty, reach > 0 else { return [:] }
    var around: [Int64: (anchor: MessageLine, lines: [(line: MessageLine, linked: Bool)])] = [:]
    for anchor in try store.lines(seqs: rows) {
      var lines: [(line: MessageLine, linked: Bool)] = []
      for side in [ChatSide.before, .after] {
        var (last, linked) = (anchor.time, true)
        for line in try store.neighbours(
          account: anchor.account, chat: anchor.chat, time: anchor.time, seq: anchor.seq, side: side, limit: reach,
          wordsOnly: true)
        {
          linked = linked && abs(line.time - last) <= gap
          last = line.time
          lines.append((line, linked))
        }
      }
      around[anchor.seq] = (anchor, lines.sorted { abs($0.line.time - anchor.time) < abs($1.line.time - anchor.time) })
    }
    let seqs = around.values.flatMap { [$0.anchor.seq] + $0.lines.map(\.line.seq) }
    let vectors = try model.map { try self.vectors(of: Array(Set(seqs)), model: $0) } ?? [:]
    return around.mapValues { entry in
      let hit = vectors[entry.anchor.seq]
      return entry.lines.map { line, linked in
        ChatNeighbour(
          seq: line.seq, apart: abs(line.time - entry.anchor.time),
          similarity: hit.flatMap { hit in vectors[line.seq].map { Self.cosine(hit, $0) } }, linked: linked)
      }
    }
  }

  /// A message as ranking weighs it: where it is, who wrote it, and how many words it has.
  struct MessageShape: Equatable {
    var chat: String
    var sender: String
    var text: String
    /// Its words (see `QueryTokenizer.words`), counted up to the limit asked for.
    var words: Int
  }

  /// The shape of each of `rows`, its words counted up to `limit`: one read of each row, for
  /// every step of the ranking that needs one.
  func shapes(of rows: [Int64], wordsUpTo limit: Int) throws -> [Int64: MessageShape] {
    guard !rows.isEmpty else { return [:] }
    var found: [Int64: MessageShape] = [:]
    try database.forEach(
      "SELECT seq, chat, sender, text FROM messages WHERE seq IN (\(rows.map(String.init).joined(separator: ",")))"
    ) { row in
      let text = row.string(3)
      found[row.int(0)] = MessageShape(
        chat: row.string(1), sender: row.string(2), text: text,
        words: QueryTokenizer.wordCount(in: text, upTo: limit))
    }
    return found
  }

  /// Those of `rows` in `scope`: its senders, chats and time. Looked up by row (`NOT INDEXED`):
  /// with no statistics SQLite takes the account's index for a few rows, and walks it all.
  func inScope(_ rows: [Int64], _ scope: SearchScope) throws -> Set<Int64> {
    guard !rows.isEmpty else { return [] }
    let (conditions, arguments) = scope.conditions
    let list = rows.map(String.init).joined(separator: ",")
    return Set(
      try database.query(
        "SELECT m.seq FROM messages m NOT INDEXED WHERE m.seq IN (\(list)) AND \(conditions)", arguments
      ) { $0.int(0) })
  }

  /// The group chat of the account that `words` (a query's, lower case) name by its name: most
  /// of the words of its name that are not its members' first names ("lunchtime circuit" for
  /// "Lunchtime Circuit"; "Gus & Fiona" is named by no word of its own).
  func groupChat(namedBy words: Set<String>, account: String) throws -> String? {
    var best: (chat: String, share: Double)?
    try database.forEach(
      """
      SELECT c.id, c.name, (SELECT group_concat(lower(u.display_name), ' ') FROM members m
        JOIN users u ON u.account = m.account AND u.id = m.user WHERE m.account = c.account AND m.chat = c.id)
      FROM chats c WHERE c.account = ? AND c.kind = 'group' ORDER BY c.id
      """, [account.sql]
    ) { row in
      let members = Set(QueryTokenizer.words(in: row.isNull(2) ? "" : row.string(2)))
      let name = QueryTokenizer.words(in: row.string(1).lowercased()).filter {
        $0.count > 2 && !members.contains($0) && !Self.nameFillers.contains($0)
      }
      guard !name.isEmpty else { return }
      let share = Double(name.filter(words.contains).count) / Double(name.count)
      if share >= 0.5 && share > (best?.share ?? 0) { best = (row.string(0), share) }
    }
    return best?.chat
  }

  /// Words of a chat's name that name nothing of its own.
  static let nameFillers: Set<String> = ["the", "and", "team", "group", "chat", "crew", "club", "squad", "gang"]
}
