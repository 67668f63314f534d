import Glibc

/// The dense layers' weights in 16-bit integers, quantised once and kept beside the model
/// (`model.prepared`, see `PreparedFile`), then mapped at load for queries.
///
/// A query used to run in floats over the mapped safetensors: 43 MB of weights faulted in and
/// streamed from memory for a handful of tokens, most of the embedding's cost. From here the
/// same layers are 21 MB, the bytes the 16-bit bulk kernel quantises, at a cosine of 0.9999 to
/// the floats: search ranks as before (the 8-bit weights of the VNNI kernel, 13 MB, moved a
/// third of the dev corpus's rankings). The payload: every layer's matrices in order (Q, K, V,
/// attention output, intermediate, output), each one's panels then scales, 64-byte aligned.
enum PreparedWeights {
  /// The prepared file for the model at `modelPath`.
  static func path(model modelPath: String) -> String {
    let directory = modelPath.lastIndex(of: "/").map { String(modelPath[...$0]) } ?? ""
    return directory + "model.prepared"
  }

  /// The layers in the file at `path` if it was prepared from the safetensors file with
  /// `source` and is whole; nil otherwise (missing, stale, short or damaged).
  static func load(path: String, source: FileStamp) -> [BertModel.QuantizedLayer]? {
    guard let file = PreparedFile(path: path, kind: .weights, source: source),
      file.payloadBytes == payloadBytes
    else { return nil }
    var offset = 0
    func matrix(outputs: Int, inputs: Int) -> IntegerMatrix {
      let start = file.payload + offset
      let scales = start + aligned(panelBytes(outputs: outputs, inputs: inputs))
      offset += bytes(outputs: outputs, inputs: inputs)
      return .words(
        QuantizedMatrix(
          outputs: outputs, inputs: inputs, panels: start.assumingMemoryBound(to: Int16.self),
          scales: scales.assumingMemoryBound(to: Float.self), mapping: file.mapping))
    }
    let (hidden, intermediate) = (BertModel.hidden, BertModel.intermediate)
    return (0..<BertModel.layerCount).map { _ in
      BertModel.QuantizedLayer(
        query: matrix(outputs: hidden, inputs: hidden), key: matrix(outputs: hidden, inputs: hidden),
        value: matrix(outputs: hidden, inputs: hidden), attentionOutput: matrix(outputs: hidden, inputs: hidden),
        intermediate: matrix(outputs: intermediate, inputs: hidden),
        output: matrix(outputs: hidden, inputs: intermediate))
    }
  }

  /// Quantises the layers (`quantize`, 16-bit) and writes them to `path` (see
  /// `PreparedFile.Writer`). Nil, without quantising, when no file can be made there (a
  /// read-only model directory): queries then run from the floats, since quantising at every
  /// start would cost more than it saves a query. Otherwise the layers, even when writing them failed.
  static func make(
    path: String, source: FileStamp, quantize: () -> [BertModel.QuantizedLayer]
  ) -> [BertModel.QuantizedLayer]? {
    guard let writer = PreparedFile.Writer(path: path) else { return nil }
    let layers = quantize()
    var payload = [UInt8](repeating: 0, count: payloadBytes)
    payload.withUnsafeMutableBytes { payload in
      var offset = 0
      for layer in layers {
        for matrix in [layer.query, layer.key, layer.value, layer.attentionOutput, layer.intermediate, layer.output] {
          guard case .words(let matrix) = matrix else { preconditionFailure("prepared weights are 16-bit") }
          let panels = panelBytes(outputs: matrix.outputs, inputs: matrix.inputs)
          (payload.baseAddress! + offset).copyMemory(from: matrix.panels, byteCount: panels)
          (payload.baseAddress! + offset + aligned(panels)).copyMemory(
            from: matrix.scales, byteCount: QuantizedMatrix.paddedOutputs(matrix.outputs) * 4)
          offset += bytes(outputs: matrix.outputs, inputs: matrix.inputs)
        }
      }
    }
    _ = payload.withUnsafeBytes { writer.commit(kind: .weights, source: source, shape: [], payload: $0) }
    return layers
  }

  private static func aligned(_ bytes: Int) -> Int { (bytes + 63) / 64 * 64 }

  private static func panelBytes(outputs: Int, inputs: Int) -> Int {
    QuantizedMatrix.paddedOutputs(outputs) * inputs * 2
  }

  /// One matrix's panels and scales, each 64-byte aligned.
  private static func bytes(outputs: Int, inputs: Int) -> Int {
    aligned(panelBytes(outputs: outputs, inputs: inputs)) + aligned(QuantizedMatrix.paddedOutputs(outputs) * 4)
  }

  private static var payloadBytes: Int {
    let (hidden, intermediate) = (BertModel.hidden, BertModel.intermediate)
    return BertModel.layerCount
      * (4 * bytes(outputs: hidden, inputs: hidden) + bytes(outputs: intermediate, inputs: hidden)
        + bytes(outputs: hidden, inputs: intermediate))
  }
}
