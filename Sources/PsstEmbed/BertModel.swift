/// The BERT encoder of all-MiniLM-L6-v2 and its mean pooling: token ids in, one L2-normalised
/// sentence vector per sequence out. Weights stay in the mapped safetensors file.
///
/// The shape is fixed (this is one model, not a BERT loader): every tensor is checked against it at
/// load, so a wrong or damaged file fails there and not with garbage vectors.
final class BertModel: @unchecked Sendable {
  static let hidden = 384
  static let heads = 12
  static let intermediate = 1536
  static let layerCount = 6
  static let maxPositions = 512
  static let layerNormEpsilon: Float = 1e-12

  /// One encoder layer's weights, pointers into the mapping.
  struct Layer {
    let query: UnsafePointer<Float>
    let queryBias: UnsafePointer<Float>
    let key: UnsafePointer<Float>
    let keyBias: UnsafePointer<Float>
    let value: UnsafePointer<Float>
    let valueBias: UnsafePointer<Float>
    let attentionOutput: UnsafePointer<Float>
    let attentionOutputBias: UnsafePointer<Float>
    let attentionNormGamma: UnsafePointer<Float>
    let attentionNormBeta: UnsafePointer<Float>
    let intermediate: UnsafePointer<Float>
    let intermediateBias: UnsafePointer<Float>
    let output: UnsafePointer<Float>
    let outputBias: UnsafePointer<Float>
    let outputNormGamma: UnsafePointer<Float>
    let outputNormBeta: UnsafePointer<Float>
  }

  /// Owns the mapping every pointer below points into.
  private let file: SafeTensors
  let vocabularySize: Int
  private let wordEmbeddings: UnsafePointer<Float>
  private let positionEmbeddings: UnsafePointer<Float>
  private let tokenTypeEmbeddings: UnsafePointer<Float>
  private let embeddingNormGamma: UnsafePointer<Float>
  private let embeddingNormBeta: UnsafePointer<Float>
  private let layers: [Layer]

  init(path: String) throws(EmbedError) {
    let file = try SafeTensors(path: path)
    let hidden = Self.hidden
    guard let words = file.tensors["embeddings.word_embeddings.weight"], words.shape.count == 2,
      words.shape[0] > 0, words.shape[1] == hidden
    else { throw .bad(path, "no [vocabulary, \(hidden)] embeddings.word_embeddings.weight") }
    vocabularySize = words.shape[0]
    func tensor(_ name: String, _ shape: Int...) throws(EmbedError) -> UnsafePointer<Float> {
      try file.floats(name, shape: shape).baseAddress!
    }
    wordEmbeddings = try tensor("embeddings.word_embeddings.weight", vocabularySize, hidden)
    positionEmbeddings = try tensor("embeddings.position_embeddings.weight", Self.maxPositions, hidden)
    tokenTypeEmbeddings = try tensor("embeddings.token_type_embeddings.weight", 2, hidden)
    embeddingNormGamma = try tensor("embeddings.LayerNorm.weight", hidden)
    embeddingNormBeta = try tensor("embeddings.LayerNorm.bias", hidden)
    var layers: [Layer] = []
    for index in 0..<Self.layerCount {
      let prefix = "encoder.layer.\(index)."
      layers.append(
        Layer(
          query: try tensor(prefix + "attention.self.query.weight", hidden, hidden),
          queryBias: try tensor(prefix + "attention.self.query.bias", hidden),
          key: try tensor(prefix + "attention.self.key.weight", hidden, hidden),
          keyBias: try tensor(prefix + "attention.self.key.bias", hidden),
          value: try tensor(prefix + "attention.self.value.weight", hidden, hidden),
          valueBias: try tensor(prefix + "attention.self.value.bias", hidden),
          attentionOutput: try tensor(prefix + "attention.output.dense.weight", hidden, hidden),
          attentionOutputBias: try tensor(prefix + "attention.output.dense.bias", hidden),
          attentionNormGamma: try tensor(prefix + "attention.output.LayerNorm.weight", hidden),
          attentionNormBeta: try tensor(prefix + "attention.output.LayerNorm.bias", hidden),
          intermediate: try tensor(prefix + "intermediate.dense.weight", Self.intermediate, hidden),
          intermediateBias: try tensor(prefix + "intermediate.dense.bias", Self.intermediate),
          output: try tensor(prefix + "output.dense.weight", hidden, Self.intermediate),
          outputBias: try tensor(prefix + "output.dense.bias", hidden),
          outputNormGamma: try tensor(prefix + "output.LayerNorm.weight", hidden),
          outputNormBeta: try tensor(prefix + "output.LayerNorm.bias", hidden)))
    }
    if file.tensors["encoder.layer.\(Self.layerCount).attention.self.query.weight"] != nil {
      throw .bad(path, "more than \(Self.layerCount) layers: not all-MiniLM-L6-v2")
    }
    self.file = file
    self.layers = layers
  }

  /// Embeds `sequences` (token ids, [CLS] … [SEP], each at most `maxPositions` long and non-empty)
  /// as one packed batch, writing `hidden` values per sequence to `output`.
  func embed(_ sequences: ArraySlice<[Int32]>, into output: UnsafeMutablePointer<Float>, threads: Int) {
    let hidden = Self.hidden
    let lengths = sequences.map(\.count)
    let rows = lengths.reduce(0, +)
    guard rows > 0 else { return }
    // One allocation for all activations: x, q, k, v, context, a scratch row block, the FFN's inner layer.
    let scratch = UnsafeMutablePointer<Float>.allocate(capacity: rows * (6 * hidden + Self.intermediate))
    defer { scratch.deallocate() }
    let x = scratch
    let q = x + rows * hidden
    let k = q + rows * hidden
    let v = k + rows * hidden
    let context = v + rows * hidden
    let projected = context + rows * hidden
    let inner = projected + rows * hidden

    var row = 0
    for sequence in sequences {
      for (position, id) in sequence.enumerated() {
        let word = wordEmbeddings + Int(id) * hidden
        let place = positionEmbeddings + position * hidden
        let out = x + row * hidden
        // Token type 0 throughout: single-sentence input.
        for index in 0..<hidden { out[index] = word[index] + place[index] + tokenTypeEmbeddings[index] }
        row += 1
      }
    }
    addLayerNorm(
      x, residual: nil, rows: rows, width: hidden, gamma: embeddingNormGamma, beta: embeddingNormBeta,
      epsilon: Self.layerNormEpsilon)

    for layer in layers {
      linear(
        x, rows: rows, inputs: hidden, weight: layer.query, bias: layer.queryBias, outputs: hidden, into: q,
        threads: threads)
      linear(
        x, rows: rows, inputs: hidden, weight: layer.key, bias: layer.keyBias, outputs: hidden, into: k,
        threads: threads)
      linear(
        x, rows: rows, inputs: hidden, weight: layer.value, bias: layer.valueBias, outputs: hidden, into: v,
        threads: threads)
      attention(q: q, k: k, v: v, lengths: lengths, heads: Self.heads, into: context, threads: threads)
      linear(
        context, rows: rows, inputs: hidden, weight: layer.attentionOutput, bias: layer.attentionOutputBias,
        outputs: hidden, into: projected, threads: threads)
      addLayerNorm(
        x, residual: projected, rows: rows, width: hidden, gamma: layer.attentionNormGamma,
        beta: layer.attentionNormBeta, epsilon: Self.layerNormEpsilon)
      linear(
        x, rows: rows, inputs: hidden, weight: layer.intermediate, bias: layer.intermediateBias,
        outputs: Self.intermediate, into: inner, threads: threads)
      gelu(inner, count: rows * Self.intermediate)
      linear(
        inner, rows: rows, inputs: Self.intermediate, weight: layer.output, bias: layer.outputBias,
        outputs: hidden, into: projected, threads: threads)
      addLayerNorm(
        x, residual: projected, rows: rows, width: hidden, gamma: layer.outputNormGamma, beta: layer.outputNormBeta,
        epsilon: Self.layerNormEpsilon)
    }

    // Mean pooling over every token ([CLS] and [SEP] included, as sentence-transformers does), then
    // L2 normalisation: cosine similarity becomes a dot product.
    row = 0
    for (index, length) in lengths.enumerated() {
      let out = output + index * hidden
      for dimension in 0..<hidden { out[dimension] = 0 }
      for token in 0..<length {
        let values = x + (row + token) * hidden
        for dimension in 0..<hidden { out[dimension] += values[dimension] }
      }
      var norm: Float = 0
      for dimension in 0..<hidden {
        out[dimension] /= Float(length)
        norm += out[dimension] * out[dimension]
      }
      let inverse = 1 / max(norm.squareRoot(), 1e-12)
      for dimension in 0..<hidden { out[dimension] *= inverse }
      row += length
    }
  }
}
