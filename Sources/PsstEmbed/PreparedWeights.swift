import Glibc

/// The dense layers' integer weights, quantised once and kept beside the model
/// (`model.prepared-vnni` or `model.prepared-int16`, one per bulk kernel; see `PreparedFile`),
/// then mapped at load.
///
/// A query used to run in floats over the mapped safetensors: 43 MB of weights faulted in and
/// streamed from memory for a handful of tokens, most of the embedding's cost. Mapped from here,
/// the same layers are 13 MB (8-bit, VNNI) or 21 MB (16-bit), the bytes bulk embedding
/// quantises, so a query embeds exactly as a message in bulk does, and bulk embedding no longer
/// quantises at start. The payload: every layer's matrices in order (Q, K, V, attention output,
/// intermediate, output), each array 64-byte aligned, in the layout its kernel reads.
enum PreparedWeights {
  /// The prepared file for the model at `modelPath` and `kernel`.
  static func path(model modelPath: String, kernel: IntegerKernel) -> String {
    let directory = modelPath.lastIndex(of: "/").map { String(modelPath[...$0]) } ?? ""
    return directory + "model.prepared-" + (kernel == .vnni ? "vnni" : "int16")
  }

  private static func kind(_ kernel: IntegerKernel) -> PreparedFile.Kind {
    kernel == .vnni ? .vnniWeights : .int16Weights
  }

  /// The layers in the file at `path` if it was prepared from the safetensors file with
  /// `source` for `kernel` and is whole; nil otherwise (missing, stale, short or damaged).
  static func load(path: String, source: FileStamp, kernel: IntegerKernel) -> [BertModel.QuantizedLayer]? {
    let layout = Layout(kernel: kernel)
    guard let file = PreparedFile(path: path, kind: kind(kernel), source: source),
      file.payloadBytes == layout.payloadBytes
    else { return nil }
    var offset = 0
    func matrix(_ shape: Layout.Shape) -> IntegerMatrix {
      defer { offset += layout.bytes(shape) }
      let start = file.payload + offset
      if layout.usesBytes(shape) {
        let panels = ByteMatrix.packedBytes(outputs: shape.outputs, inputs: shape.inputs)
        let scales = start + Layout.aligned(panels)
        let sums = scales + Layout.aligned(shape.outputs * 4)
        return .bytes(
          ByteMatrix(
            outputs: shape.outputs, inputs: shape.inputs, panels: start.assumingMemoryBound(to: Int8.self),
            scales: scales.assumingMemoryBound(to: Float.self), sums: sums.assumingMemoryBound(to: Int32.self),
            mapping: file.mapping))
      }
      let padded = QuantizedMatrix.paddedOutputs(shape.outputs)
      let scales = start + Layout.aligned(padded * shape.inputs * 2)
      return .words(
        QuantizedMatrix(
          outputs: shape.outputs, inputs: shape.inputs, panels: start.assumingMemoryBound(to: Int16.self),
          scales: scales.assumingMemoryBound(to: Float.self), mapping: file.mapping))
    }
    return (0..<BertModel.layerCount).map { _ in
      BertModel.QuantizedLayer(
        query: matrix(Layout.attention), key: matrix(Layout.attention), value: matrix(Layout.attention),
        attentionOutput: matrix(Layout.square), intermediate: matrix(Layout.widening),
        output: matrix(Layout.narrowing))
    }
  }

  /// Quantises the layers (`quantize`) and writes them to `path` (see `PreparedFile.Writer`).
  /// Nil, without quantising, when no file can be made there (a read-only model directory): the
  /// model then runs from its floats, since quantising at every start would cost more than it
  /// saves a query. Otherwise the layers, even when writing them failed.
  static func make(
    path: String, source: FileStamp, kernel: IntegerKernel, quantize: () -> [BertModel.QuantizedLayer]
  ) -> [BertModel.QuantizedLayer]? {
    guard let writer = PreparedFile.Writer(path: path) else { return nil }
    let layers = quantize()
    let layout = Layout(kernel: kernel)
    var payload = [UInt8](repeating: 0, count: layout.payloadBytes)
    payload.withUnsafeMutableBytes { payload in
      var offset = 0
      for layer in layers {
        for matrix in [layer.query, layer.key, layer.value, layer.attentionOutput, layer.intermediate, layer.output] {
          for array in matrix.arrays {
            (payload.baseAddress! + offset).copyMemory(from: array.baseAddress!, byteCount: array.count)
            offset += Layout.aligned(array.count)
          }
        }
      }
    }
    _ = payload.withUnsafeBytes { writer.commit(kind: kind(kernel), source: source, shape: [], payload: $0) }
    return layers
  }

  /// Where each matrix lies in the payload: fixed by the model's shape and the kernel.
  private struct Layout {
    struct Shape {
      let outputs: Int
      let inputs: Int
      /// Q, K and V stay in 16 bits whatever the kernel (see `BertModel.QuantizedLayer`).
      let alwaysWords: Bool
    }

    static let square = Shape(outputs: BertModel.hidden, inputs: BertModel.hidden, alwaysWords: false)
    static let widening = Shape(outputs: BertModel.intermediate, inputs: BertModel.hidden, alwaysWords: false)
    static let narrowing = Shape(outputs: BertModel.hidden, inputs: BertModel.intermediate, alwaysWords: false)
    static let attention = Shape(outputs: BertModel.hidden, inputs: BertModel.hidden, alwaysWords: true)

    let kernel: IntegerKernel

    static func aligned(_ bytes: Int) -> Int { (bytes + 63) / 64 * 64 }

    func usesBytes(_ shape: Shape) -> Bool {
      !shape.alwaysWords && IntegerMatrix.usesBytes(outputs: shape.outputs, inputs: shape.inputs, kernel: kernel)
    }

    func bytes(_ shape: Shape) -> Int {
      if usesBytes(shape) {
        return Self.aligned(ByteMatrix.packedBytes(outputs: shape.outputs, inputs: shape.inputs))
          + 2 * Self.aligned(shape.outputs * 4)
      }
      let padded = QuantizedMatrix.paddedOutputs(shape.outputs)
      return Self.aligned(padded * shape.inputs * 2) + Self.aligned(padded * 4)
    }

    var payloadBytes: Int {
      BertModel.layerCount
        * (3 * bytes(Self.attention) + bytes(Self.square) + bytes(Self.widening) + bytes(Self.narrowing))
    }
  }
}
