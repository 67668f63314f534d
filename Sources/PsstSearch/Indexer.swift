import PsstCore

/// Builds the indexes: the full-text index from scratch, and vectors for messages that lack one.
public struct Indexer {
  public let index: SearchIndex
  /// Messages embedded per transaction; progress is reported after each.
  public static let batchSize = 64

  public init(index: SearchIndex) { self.index = index }

  /// Rebuilds the full-text index of every account from the messages, `progress(done, total)`
  /// after each slice, then merges it into one segment for fast queries.
  public func rebuildText(progress: (Int, Int) -> Void) throws -> Int {
    let database = index.database
    let total = try database.first("SELECT count(*) FROM messages WHERE deleted = 0") { Int($0.int(0)) } ?? 0
    let slice: Int64 = 100_000
    let last = try database.first("SELECT COALESCE(max(seq), 0) FROM messages") { $0.int(0) } ?? 0
    var done = 0
    try database.write {
      // An import's build still pending would index its rows a second time after this one.
      try index.store.completeDeferredIndexes()
      try database.execute("INSERT INTO message_text(message_text) VALUES('delete-all')")
      var from: Int64 = 0
      while from <= last {
        done += try database.run(
          "INSERT INTO message_text(rowid, text) SELECT seq, text FROM messages WHERE deleted = 0 AND seq > ? AND seq <= ?",
          from.sql, (from + slice).sql)
        from += slice
        progress(done, total)
      }
      try database.execute("INSERT INTO message_text(message_text) VALUES('optimize')")
    }
    return done
  }

  /// Embeds `account`'s messages that have no vector of `embedder`'s model, newest block first,
  /// `progress(done, total)` after each batch; stops early when `shouldStop` says so.
  /// Identical texts are embedded once.
  public func embedPending(
    account: String, embedder: Embedder, progress: (Int, Int) -> Void, shouldStop: () -> Bool = { false }
  ) throws -> Int {
    try index.requeueOtherModels(account: account, model: embedder.model)
    let total = try index.pendingCount(account: account, upTo: .max)
    var done = 0
    var cache: [String: [Float]] = [:]
    while !shouldStop() {
      let batch = try index.unembedded(account: account, limit: Self.batchSize)
      if batch.isEmpty { break }
      let missing = Array(Set(batch.map(\.text)).subtracting(cache.keys))
      for (text, vector) in zip(missing, try embedder.embed(missing)) { cache[text] = vector }
      try index.save(batch.map { ($0.seq, cache[$0.text]!) }, account: account, model: embedder.model)
      if cache.count > 10_000 { cache.removeAll() }
      done += batch.count
      progress(done, total)
    }
    return done
  }
}
