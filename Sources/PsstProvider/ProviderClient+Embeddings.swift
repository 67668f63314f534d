import PsstCore

extension ProviderClient {
  /// Inputs per `/v1/embeddings` request: what every OpenAI-compatible server accepts, and
  /// psst-index's batch.
  public static let embeddingBatch = 64

  /// One unit vector per input, in order (`POST /v1/embeddings`, at most 64 inputs a request).
  /// Vectors are L2-normalised here, since psst compares them by dot product and not every
  /// server normalises.
  public func embeddings(model: String, inputs: [String]) throws -> [[Float]] {
    var vectors: [[Float]] = []
    vectors.reserveCapacity(inputs.count)
    var start = 0
    while start < inputs.count {
      let batch = Array(inputs[start..<min(start + Self.embeddingBatch, inputs.count)])
      vectors += try embedBatch(model: model, inputs: batch).vectors
      start += batch.count
    }
    return vectors
  }

  /// One request of at most `embeddingBatch` inputs, with what it used (nil: not said).
  func embedBatch(model: String, inputs: [String]) throws -> (vectors: [[Float]], usage: TokenUsage?) {
    let response = try post("/embeddings", Self.embeddingsBody(model: model, inputs: inputs))
    let json = try Self.parseJSON(response.body)
    return (try Self.vectors(json, count: inputs.count), TokenUsage.parse(json["usage"]))
  }

  static func embeddingsBody(model: String, inputs: [String]) -> JSON {
    .object([("model", .string(model)), ("input", .array(inputs.map { .string($0) }))])
  }

  /// `{"data":[{"index":0,"embedding":[…]},…]}` → vectors in input order, normalised.
  static func parseEmbeddings(_ body: [UInt8], count: Int) throws(ProviderError) -> [[Float]] {
    try vectors(try parseJSON(body), count: count)
  }

  private static func parseJSON(_ body: [UInt8]) throws(ProviderError) -> JSON {
    do {
      return try JSON.parse(String(decoding: body, as: UTF8.self))
    } catch {
      throw ProviderError(.malformed, "the embeddings answer is not JSON: \(error)")
    }
  }

  private static func vectors(_ json: JSON, count: Int) throws(ProviderError) -> [[Float]] {
    guard let items = json["data"]?.arrayValue else {
      throw ProviderError(.malformed, "the embeddings answer has no data list")
    }
    guard items.count == count else {
      throw ProviderError(.malformed, "\(items.count) embeddings for \(count) inputs")
    }
    var vectors = [[Float]?](repeating: nil, count: count)
    for (position, item) in items.enumerated() {
      let index = item["index"]?.intValue.map(Int.init) ?? position
      guard (0..<count).contains(index), vectors[index] == nil, let numbers = item["embedding"]?.arrayValue,
        !numbers.isEmpty
      else { throw ProviderError(.malformed, "embedding \(position) is missing or out of place") }
      var vector = [Double](repeating: 0, count: numbers.count)
      for (offset, number) in numbers.enumerated() {
        guard case .number(let value) = number, value.isFinite else {
          throw ProviderError(.malformed, "embedding \(position) holds something that is not a number")
        }
        vector[offset] = value
      }
      vectors[index] = normalised(vector)
    }
    let result = vectors.compactMap { $0 }
    guard Set(result.map(\.count)).count == 1 else {
      throw ProviderError(.malformed, "the embeddings differ in length")
    }
    return result
  }

  /// `vector` scaled to length 1 (a zero vector stays zero: it matches nothing). Divided by its
  /// largest component first, so no square overflows or underflows whatever the server sent
  /// (1e300, 3e38 as a Float, 1e-320) and the result is always finite.
  static func normalised(_ vector: [Double]) -> [Float] {
    let largest = vector.reduce(0) { max($0, abs($1)) }
    guard largest > 0 else { return vector.map { _ in 0 } }
    let scaled = vector.map { $0 / largest }
    let length = scaled.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return scaled.map { Float($0 / length) }
  }
}
