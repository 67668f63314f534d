import PsstCore

/// Sentence embeddings kept in the store: one `VectorCode` per message (four bits a
/// dimension) keyed by its seq, with the id of its account and model in `vector_models` (which
/// counts them), removed by trigger when the text changes or the message is unsent.
extension SearchIndex {
  /// How many messages of `account` have a `model` vector, and how many wait for one (exact:
  /// for reports; searches use `vectorExtent` and the bounded `pendingCount`).
  public func vectorCounts(account: String, model: String) throws -> (embedded: Int, pending: Int) {
    (try embeddedCount(account: account, model: model), try pendingCount(account: account, upTo: .max))
  }

  /// Whether `account` has vectors of `model`, and whether more than `limit` (a search then
  /// compares only its candidates): one row of `vector_models`, whose count triggers keep.
  func vectorExtent(account: String, model: String, limit: Int) throws -> (any: Bool, many: Bool) {
    let count = try embeddedCount(account: account, model: model)
    return (count > 0, count > limit)
  }

  /// Vectors of `model` for `account`.
  func embeddedCount(account: String, model: String) throws -> Int {
    try database.first(
      "SELECT vectors FROM vector_models WHERE account = ? AND name = ?", [account.sql, model.sql]
    ) { Int($0.int(0)) } ?? 0
  }

  /// Vectors of `account` made by a model other than `model` (the engine changed), counting no
  /// further than `limit`.
  public func otherModelCount(account: String, model: String, upTo limit: Int) throws -> Int {
    let count =
      try database.first(
        "SELECT COALESCE(sum(vectors), 0) FROM vector_models WHERE account = ? AND name <> ?",
        [account.sql, model.sql]
      ) { Int($0.int(0)) } ?? 0
    return min(count, limit)
  }

  /// Messages of `account` waiting for a vector, counting no further than `limit` (runs of
  /// them: each holds one at least, so the first `limit` runs hold `limit` or all).
  public func pendingCount(account: String, upTo limit: Int) throws -> Int {
    let count =
      try database.first(
        "SELECT COALESCE(sum(last - seq + 1), 0) FROM (SELECT seq, last FROM vector_pending WHERE account = ? LIMIT ?)",
        [account.sql, limit.sql]
      ) { Int($0.int(0)) } ?? 0
    return min(count, limit)
  }

  /// How far back the message a vector is made with may be (see `unembedded`).
  static let contextWindow: Int64 = 3 * 3_600_000

  /// How many seq values a block of `unembedded` spans.
  static let embeddingBlock: Int64 = 4_096

  /// Messages of `account` waiting for a vector, the newest block of `embeddingBlock` seq
  /// values that has any first, and in it the oldest first (a block of them is embedded in a
  /// few seconds), each as the text to embed: the message after the one before it in its chat,
  /// when that came within three hours. A reply like "yes, 20% off it is" then carries what it
  /// answers, and is found by it. Vectors are keyed by seq: saved in ascending runs they fill
  /// their pages, where batches saved newest first would each land before the last and leave
  /// pages a third empty.
  public func unembedded(account: String, limit: Int) throws -> [(seq: Int64, text: String)] {
    var found: [(seq: Int64, text: String)] = []
    var ceiling = Int64.max  // blocks from here up had none to embed
    while found.isEmpty {
      guard
        let newest = try database.first(
          "SELECT min(last, ?2 - 1) FROM vector_pending WHERE account = ?1 AND seq < ?2 ORDER BY seq DESC LIMIT 1",
          [account.sql, ceiling.sql], { $0.int(0) })
      else { break }
      let block = newest / Self.embeddingBlock * Self.embeddingBlock
      // Run by run: one query over all runs would sort every waiting message.
      let runs = try database.query(
        """
        SELECT seq, last FROM vector_pending WHERE account = ?1 AND seq < ?3
          AND seq >= (SELECT COALESCE(max(seq), ?2) FROM vector_pending WHERE account = ?1 AND seq <= ?2)
        ORDER BY seq
        """, [account.sql, block.sql, ceiling.sql]
      ) { $0.int(1) >= block ? max($0.int(0), block)...min($0.int(1), ceiling - 1) : nil }
      for case let run? in runs where found.count < limit {
        found += try database.query(
          """
          SELECT m.seq, m.text, (SELECT p.text FROM messages p
              WHERE p.chat = m.chat AND p.account = m.account AND p.deleted = 0 AND p.created_ms < m.created_ms
                AND p.created_ms >= m.created_ms - ? ORDER BY p.created_ms DESC LIMIT 1)
          FROM messages m WHERE m.seq BETWEEN ? AND ? AND +m.account = ? AND m.deleted = 0 AND m.text <> ''
          ORDER BY m.seq LIMIT ?
          """,
          [Self.contextWindow.sql, run.lowerBound.sql, run.upperBound.sql, account.sql, (limit - found.count).sql]
        ) { row in
          let previous = row.optionalString(2) ?? ""
          return (row.int(0), previous.isEmpty ? row.string(1) : previous + "\n" + row.string(1))
        }
      }
      ceiling = block
    }
    return found
  }

  /// Queues again the messages whose vectors come from another model (the model changed).
  public func requeueOtherModels(account: String, model: String) throws {
    // Their rows are found by reading every vector: only when there are some.
    guard try otherModelCount(account: account, model: model, upTo: 1) > 0 else { return }
    let stale = try database.query(
      """
      SELECT v.seq FROM vector_codes v JOIN vector_models k ON k.id = v.model
      WHERE k.account = ? AND k.name <> ? ORDER BY v.seq
      """, [account.sql, model.sql]
    ) { $0.int(0) }
    guard !stale.isEmpty else { return }
    try database.write {
      for seq in stale {
        for statement in Store.addPending("?1", "?2") { try database.run(statement, account.sql, seq.sql) }
      }
    }
  }

  /// Stores vectors (replacing another model's) in one transaction; they stop waiting. A
  /// replaced vector is deleted first, so that the models' counts see it go.
  public func save(_ vectors: [(seq: Int64, vector: [Float])], account: String, model: String) throws {
    try database.write {
      try database.run("INSERT OR IGNORE INTO vector_models(account, name) VALUES(?, ?)", account.sql, model.sql)
      let modelID = try database.first(
        "SELECT id FROM vector_models WHERE account = ? AND name = ?", [account.sql, model.sql]
      ) { $0.int(0) }
      // In ascending order: keys inserted in descending order leave the seq index half empty.
      for (seq, vector) in vectors.sorted(by: { $0.seq < $1.seq }) {
        try database.run("DELETE FROM vector_codes WHERE seq = ?", seq.sql)
        try database.run(
          "INSERT INTO vector_codes(seq, model, code) VALUES(?, ?, ?)", seq.sql, modelID?.sql,
          .blob(VectorCode.encode(vector)))
        for statement in Store.removePending("?1", "?2") { try database.run(statement, account.sql, seq.sql) }
      }
    }
  }

  /// The `limit` messages in scope most similar to `query` (cosine of unit vectors), at least `minimum`.
  func nearest(to query: [Float], model: String, in scope: SearchScope, limit: Int, minimum: Float) throws
    -> [(seq: Int64, score: Float)]
  {
    let (conditions, arguments) = scope.conditions
    let query = VectorCode.Query(query)
    var best = TopScores(capacity: limit)
    try database.forEach(
      """
      SELECT v.seq, v.code FROM vector_codes v JOIN messages m ON m.seq = v.seq
      WHERE v.model IN (SELECT id FROM vector_models WHERE name = ?) AND \(conditions)
      """, [model.sql] + arguments
    ) { row in
      let score = row.withBlob(1) { query.dot($0) }
      if score >= minimum { best.offer(row.int(0), score) }
    }
    return best.sorted
  }

  /// The `model` vectors kept for those of `messageIDs` (of `account`) that have one, by message
  /// id, as unit vectors: what the insight engine's learned models read. Asked `idsPerQuery` at
  /// a time, a short batch padded with its last id, so that one cached statement serves every
  /// batch.
  public func vectors(account: String, model: String, messageIDs: [String]) throws -> [String: [Float]] {
    var found: [String: [Float]] = [:]
    let placeholders = Array(repeating: "?", count: Self.idsPerQuery).joined(separator: ",")
    for start in stride(from: 0, to: messageIDs.count, by: Self.idsPerQuery) {
      let batch = messageIDs[start..<min(start + Self.idsPerQuery, messageIDs.count)]
      let padded = batch + Array(repeating: batch[batch.endIndex - 1], count: Self.idsPerQuery - batch.count)
      try database.forEach(
        """
        SELECT m.id, v.code FROM messages m JOIN vector_codes v ON v.seq = m.seq
        WHERE m.account = ?1 AND v.model = (SELECT id FROM vector_models WHERE account = ?1 AND name = ?2)
          AND m.id IN (\(placeholders))
        """, [account.sql, model.sql] + padded.map(\.sql)
      ) { row in found[row.string(0)] = row.withBlob(1, VectorCode.decode) }
    }
    return found
  }

  /// Message ids bound in one query, well under SQLite's limit on parameters.
  static let idsPerQuery = 64

  /// The `model` codes (`VectorCode`) of those of `rows` that have one.
  func codes(of rows: [Int64], model: String) throws -> [Int64: [UInt8]] {
    guard !rows.isEmpty else { return [:] }
    var codes: [Int64: [UInt8]] = [:]
    try database.forEach(
      "SELECT seq, code FROM vector_codes WHERE \(Self.modelAndRows(rows))", [model.sql]
    ) { row in codes[row.int(0)] = row.withBlob(1) { Array($0) } }
    return codes
  }

  /// The `model` vectors of those of `rows` that have one.
  func vectors(of rows: [Int64], model: String) throws -> [Int64: [Float]] {
    guard !rows.isEmpty else { return [:] }
    var vectors: [Int64: [Float]] = [:]
    try database.forEach(
      "SELECT seq, code FROM vector_codes WHERE \(Self.modelAndRows(rows))", [model.sql]
    ) { row in vectors[row.int(0)] = row.withBlob(1, VectorCode.decode) }
    return vectors
  }

  /// The condition on `vector_codes` for the model named by the first argument and `rows`.
  /// The rows are looked up one by one: `+model` keeps SQLite from walking the model's index
  /// instead, which (with no statistics it guesses an equality keeps ten rows) it prefers
  /// to a list of a few hundred, and which reads every vector of the store.
  private static func modelAndRows(_ rows: [Int64]) -> String {
    "+model IN (SELECT id FROM vector_models WHERE name = ?) AND seq IN (\(rows.map(String.init).joined(separator: ",")))"
  }

  /// Cosine of two unit vectors (their dot product); 0 when sizes differ.
  static func cosine(_ first: [Float], _ second: [Float]) -> Float {
    guard first.count == second.count else { return 0 }
    return zip(first, second).reduce(0) { $0 + $1.0 * $1.1 }
  }
}

/// The best `capacity` (row, score) pairs seen, without sorting everything.
struct TopScores {
  let capacity: Int
  private var items: [(seq: Int64, score: Float)] = []
  private var floor: Float = -.infinity

  init(capacity: Int) { self.capacity = capacity }

  mutating func offer(_ seq: Int64, _ score: Float) {
    guard items.count < capacity || score > floor else { return }
    items.append((seq, score))
    if items.count >= capacity * 2 { trim() }
  }

  private mutating func trim() {
    items.sort { $0.score > $1.score }
    guard items.count >= capacity else { return }
    items.removeLast(items.count - capacity)
    floor = items.last?.score ?? -.infinity
  }

  var sorted: [(seq: Int64, score: Float)] {
    var copy = self
    copy.trim()
    return copy.items
  }
}
