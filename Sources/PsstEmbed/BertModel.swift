import Synchronization

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

  /// A dense layer's weight [outputs, inputs] and bias, pointers into the mapping.
  struct Dense {
    let weight: UnsafePointer<Float>
    let bias: UnsafePointer<Float>
    let inputs: Int
    let outputs: Int
  }

  /// One encoder layer's weights, pointers into the mapping.
  struct Layer {
    let query: Dense
    let key: Dense
    let value: Dense
    let attentionOutput: Dense
    let attentionNormGamma: UnsafePointer<Float>
    let attentionNormBeta: UnsafePointer<Float>
    let intermediate: Dense
    let output: Dense
    let outputNormGamma: UnsafePointer<Float>
    let outputNormBeta: UnsafePointer<Float>
  }

  /// How `embed` multiplies the dense layers.
  enum Arithmetic {
    /// In floats, from the mapped safetensors.
    case floats
    /// In 16-bit integers, from the prepared file (see `PreparedWeights`): a query's way when it is there.
    case prepared
    /// In integers with `kernel`, on one thread: texts in bulk.
    case bulk
  }

  /// One encoder layer's dense weights in integers, for `embed` in `.prepared` or `.bulk`.
  struct QuantizedLayer {
    let query: IntegerMatrix
    let key: IntegerMatrix
    let value: IntegerMatrix
    let attentionOutput: IntegerMatrix
    let intermediate: IntegerMatrix
    let output: IntegerMatrix
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
  /// The 16-bit weights mapped from the prepared file (or just written to it), nil without one.
  private let preparedLayers: [QuantizedLayer]?
  /// Made on the first bulk pass (13-21 MB, some tens of milliseconds; with the 16-bit kernel
  /// the prepared ones), so that a process that only embeds a query never pays for them.
  private let quantizedLayers: Mutex<[QuantizedLayer]?>
  /// The integer kernel of `embed(.bulk)`.
  let kernel: IntegerKernel
  /// Whether `embed(.prepared)` may be asked for.
  var hasPreparedWeights: Bool { preparedLayers != nil }

  /// Maps the safetensors file at `path` and checks it. With `preparedPath`, the 16-bit weights
  /// for `.prepared` come from the prepared file there, or are quantised now and written there
  /// when it is missing or stale (where it cannot be written, there are none).
  init(path: String, kernel: IntegerKernel = .preferred, preparedPath: String? = nil) throws(EmbedError) {
    self.kernel = kernel
    let file = try SafeTensors(path: path)
    let hidden = Self.hidden
    guard let words = file.tensors["embeddings.word_embeddings.weight"], words.shape.count == 2,
      words.shape[0] > 0, words.shape[1] == hidden
    else { throw .bad(path, "no [vocabulary, \(hidden)] embeddings.word_embeddings.weight") }
    vocabularySize = words.shape[0]
    func tensor(_ name: String, _ shape: Int...) throws(EmbedError) -> UnsafePointer<Float> {
      try file.floats(name, shape: shape).baseAddress!
    }
    func dense(_ name: String, outputs: Int, inputs: Int) throws(EmbedError) -> Dense {
      Dense(
        weight: try tensor(name + ".weight", outputs, inputs), bias: try tensor(name + ".bias", outputs),
        inputs: inputs, outputs: outputs)
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
          query: try dense(prefix + "attention.self.query", outputs: hidden, inputs: hidden),
          key: try dense(prefix + "attention.self.key", outputs: hidden, inputs: hidden),
          value: try dense(prefix + "attention.self.value", outputs: hidden, inputs: hidden),
          attentionOutput: try dense(prefix + "attention.output.dense", outputs: hidden, inputs: hidden),
          attentionNormGamma: try tensor(prefix + "attention.output.LayerNorm.weight", hidden),
          attentionNormBeta: try tensor(prefix + "attention.output.LayerNorm.bias", hidden),
          intermediate: try dense(prefix + "intermediate.dense", outputs: Self.intermediate, inputs: hidden),
          output: try dense(prefix + "output.dense", outputs: hidden, inputs: Self.intermediate),
          outputNormGamma: try tensor(prefix + "output.LayerNorm.weight", hidden),
          outputNormBeta: try tensor(prefix + "output.LayerNorm.bias", hidden)))
    }
    if file.tensors["encoder.layer.\(Self.layerCount).attention.self.query.weight"] != nil {
      throw .bad(path, "more than \(Self.layerCount) layers: not all-MiniLM-L6-v2")
    }
    self.file = file
    self.layers = layers
    var prepared: [QuantizedLayer]? = nil
    if let preparedPath {
      prepared =
        PreparedWeights.load(path: preparedPath, source: file.stamp)
        ?? PreparedWeights.make(path: preparedPath, source: file.stamp) {
          layers.map { QuantizedLayer($0, kernel: .int16) }
        }
    }
    preparedLayers = prepared
    quantizedLayers = Mutex(kernel == .int16 ? prepared : nil)
  }

  /// The layers' quantised weights, made on first use (under the lock: racing callers get one set).
  private func quantizedWeights() -> [QuantizedLayer] {
    quantizedLayers.withLock { made in
      if let made { return made }
      let quantized = layers.map { QuantizedLayer($0, kernel: kernel) }
      made = quantized
      return quantized
    }
  }

  /// Embeds `sequences` (token ids, [CLS] … [SEP], each at most `maxPositions` long and non-empty)
  /// as one packed batch, writing `hidden` values per sequence to `output`, the dense layers
  /// multiplied as `arithmetic` says.
  func embed(
    _ sequences: ArraySlice<[Int32]>, into output: UnsafeMutablePointer<Float>, threads: Int,
    arithmetic: Arithmetic = .floats
  ) {
    let hidden = Self.hidden
    let lengths = sequences.map(\.count)
    let rows = lengths.reduce(0, +)
    guard rows > 0 else { return }
    // One allocation for all activations: x, q, k, v, context, a scratch row block, the FFN's inner layer.
    let scratch = UnsafeMutablePointer<Float>.allocate(capacity: rows * (6 * hidden + Self.intermediate))
    defer { scratch.deallocate() }
    let quantizedLayers: [QuantizedLayer]? =
      switch arithmetic {
      case .floats: nil
      case .prepared: preparedLayers
      case .bulk: quantizedWeights()
      }
    // The quantised rows of a dense layer's input.
    let integers = UnsafeMutableRawPointer.allocate(
      byteCount: quantizedLayers != nil ? IntegerMatrix.scratchBytes(rows: rows, inputs: Self.intermediate) : 0,
      alignment: 64)
    defer { integers.deallocate() }
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

    for (index, layer) in layers.enumerated() {
      let integerLayer = quantizedLayers?[index]
      // result = activation(input·Wᵀ + bias), in integers when the quantised weight is given.
      func multiply(
        _ input: UnsafePointer<Float>, _ dense: Dense, _ weight: IntegerMatrix?,
        into result: UnsafeMutablePointer<Float>, activation: Activation = .none
      ) {
        if let weight {
          weight.multiply(input, rows: rows, bias: dense.bias, activation: activation, into: result, scratch: integers)
          return
        }
        linear(
          input, rows: rows, inputs: dense.inputs, weight: dense.weight, bias: dense.bias, outputs: dense.outputs,
          into: result, threads: threads)
        if case .gelu = activation { gelu(result, count: rows * dense.outputs) }
      }
      multiply(x, layer.query, integerLayer?.query, into: q)
      multiply(x, layer.key, integerLayer?.key, into: k)
      multiply(x, layer.value, integerLayer?.value, into: v)
      attention(q: q, k: k, v: v, lengths: lengths, heads: Self.heads, into: context, threads: threads)
      multiply(context, layer.attentionOutput, integerLayer?.attentionOutput, into: projected)
      addLayerNorm(
        x, residual: projected, rows: rows, width: hidden, gamma: layer.attentionNormGamma,
        beta: layer.attentionNormBeta, epsilon: Self.layerNormEpsilon)
      multiply(x, layer.intermediate, integerLayer?.intermediate, into: inner, activation: .gelu)
      multiply(inner, layer.output, integerLayer?.output, into: projected)
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

extension BertModel.QuantizedLayer {
  /// `layer`'s dense weights quantised for `kernel`.
  init(_ layer: BertModel.Layer, kernel: IntegerKernel) {
    func quantize(_ dense: BertModel.Dense, _ kernel: IntegerKernel) -> IntegerMatrix {
      IntegerMatrix(dense.weight, outputs: dense.outputs, inputs: dense.inputs, kernel: kernel)
    }
    // Q, K and V stay in 16 bits whatever the kernel: their noise goes through the softmax
    // and cost the most per product. Measured on the reference texts (min / mean cosine to
    // sentence-transformers): all six layers in 8 bits 0.9935 / 0.9979; these three in 16 bits
    // 0.9958 / 0.9989 for a quarter of the products.
    query = quantize(layer.query, .int16)
    key = quantize(layer.key, .int16)
    value = quantize(layer.value, .int16)
    attentionOutput = quantize(layer.attentionOutput, kernel)
    intermediate = quantize(layer.intermediate, kernel)
    output = quantize(layer.output, kernel)
  }
}
