import PsstCore

/// `index`: what psst-index did (the rebuild, the embedding, or both) and how long it took.
struct IndexReport {
  /// Messages the full-text rebuild indexed; nil when there was no rebuild.
  var indexed: Int?
  var embedding: Embedding?
  var read: Readings?
  var seconds = 0.0

  struct Readings {
    /// Messages the AI engine read (those without a valid kept reading).
    var read: Int
    /// False when the store was read-only or busy: nothing was kept.
    var kept: Bool
  }

  struct Embedding {
    /// Messages embedded by this run.
    var embedded: Int
    var model: String
    /// The account's messages with a vector of `model`, and those still without one.
    var vectors: Int
    var pending: Int
  }

  var record: JSON {
    var fields: [(String, JSON)] = [("type", .string("index"))]
    if let indexed { fields.append(("indexed", .number(Double(indexed)))) }
    if let read { fields += [("read", .number(Double(read.read))), ("readings_kept", .bool(read.kept))] }
    if let embedding {
      fields += [
        ("embedded", .number(Double(embedding.embedded))), ("model", .string(embedding.model)),
        ("vectors", .number(Double(embedding.vectors))), ("pending", .number(Double(embedding.pending))),
      ]
    }
    fields.append(("seconds", .number((seconds * 1000).rounded() / 1000)))
    return .object(fields)
  }

  /// `indexed: 120, embedded: 120, model: all-minilm-l6-v2, vectors: 120, pending: 0, seconds: 1.5`
  var text: String {
    record.objectFields.dropFirst().map {
      "\($0.0): \($0.1.stringValue ?? $0.1.intValue.map(String.init) ?? "\($0.1)")"
    }
    .joined(separator: ", ")
  }
}
