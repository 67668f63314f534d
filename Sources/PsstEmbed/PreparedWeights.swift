import Glibc

/// The dense layers' integer weights, quantised once and kept beside the model
/// (`model.prepared-vnni` or `model.prepared-int16`, one per bulk kernel), then mapped at load.
///
/// A query used to run in floats over the mapped safetensors: 43 MB of weights faulted in and
/// streamed from memory for a handful of tokens, most of the embedding's cost. Mapped from here,
/// the same layers are 13 MB (8-bit, VNNI) or 21 MB (16-bit), the bytes bulk embedding
/// quantises, so a query embeds exactly as a message in bulk does, and bulk embedding no longer
/// quantises at start.
///
/// The file is a 4,096-byte header, then the layers' matrices in order (Q, K, V, attention
/// output, intermediate, output; each array 64-byte aligned, in the layout its kernel reads).
/// The header's first 64 bytes: the magic "PSSTPREP", the format version and the kernel
/// (UInt32 each), the source safetensors' stamp (device, inode, size, modification and change
/// times in nanoseconds: Int64 each) and the payload's length; then a checksum of those 64
/// bytes and the payload. Anything off (another source, another kernel, a short or damaged
/// file) and the file is not used: the model is quantised again and the file rewritten.
enum PreparedWeights {
  static let headerBytes = 4096
  private static let magic: UInt64 = 0x5045_5250_5454_5350  // "PSSTPREP" read as little-endian
  private static let version: UInt32 = 1
  /// Where the checksum sits, after the fields it covers.
  private static let checksumOffset = 64

  /// The prepared file for the model at `modelPath` and `kernel`.
  static func path(model modelPath: String, kernel: IntegerKernel) -> String {
    let directory = modelPath.lastIndex(of: "/").map { String(modelPath[...$0]) } ?? ""
    return directory + "model.prepared-" + (kernel == .vnni ? "vnni" : "int16")
  }

  /// The layers in the file at `path` if it was prepared from the safetensors file with
  /// `source` for `kernel` and is whole; nil otherwise (missing, stale, short or damaged).
  static func load(path: String, source: FileStamp, kernel: IntegerKernel) -> [BertModel.QuantizedLayer]? {
    let layout = Layout(kernel: kernel)
    guard let file = MappedFile(path: path), file.size == headerBytes + layout.payloadBytes else { return nil }
    let base = file.base
    guard header(source: source, kernel: kernel, payloadBytes: layout.payloadBytes) == Array(
      UnsafeRawBufferPointer(start: base, count: checksumOffset)),
      base.loadUnaligned(fromByteOffset: checksumOffset, as: UInt64.self)
        == checksum(
          UnsafeRawBufferPointer(start: base, count: checksumOffset),
          UnsafeRawBufferPointer(start: base + headerBytes, count: layout.payloadBytes))
    else { return nil }
    var offset = headerBytes
    func matrix(_ shape: Layout.Shape) -> IntegerMatrix {
      defer { offset += layout.bytes(shape) }
      let start = base + offset
      if layout.usesBytes(shape) {
        let panels = ByteMatrix.packedBytes(outputs: shape.outputs, inputs: shape.inputs)
        let scales = start + Layout.aligned(panels)
        let sums = scales + Layout.aligned(shape.outputs * 4)
        return .bytes(
          ByteMatrix(
            outputs: shape.outputs, inputs: shape.inputs, panels: start.assumingMemoryBound(to: Int8.self),
            scales: scales.assumingMemoryBound(to: Float.self), sums: sums.assumingMemoryBound(to: Int32.self),
            mapping: file))
      }
      let padded = QuantizedMatrix.paddedOutputs(shape.outputs)
      let scales = start + Layout.aligned(padded * shape.inputs * 2)
      return .words(
        QuantizedMatrix(
          outputs: shape.outputs, inputs: shape.inputs, panels: start.assumingMemoryBound(to: Int16.self),
          scales: scales.assumingMemoryBound(to: Float.self), mapping: file))
    }
    return (0..<BertModel.layerCount).map { _ in
      BertModel.QuantizedLayer(
        query: matrix(Layout.attention), key: matrix(Layout.attention), value: matrix(Layout.attention),
        attentionOutput: matrix(Layout.square), intermediate: matrix(Layout.widening),
        output: matrix(Layout.narrowing))
    }
  }

  /// Quantises the layers (`quantize`) and writes them to `path`: to a temporary file beside
  /// it, renamed over it once whole, so a reader never sees half a file (no fsync: a file a
  /// crash leaves short or zeroed fails the checks of `load`). Nil, without quantising, when no
  /// file can be made there (a read-only model directory): the model then runs from its floats,
  /// since quantising at every start would cost more than it saves a query. Otherwise the
  /// layers, even when writing failed half-way (a full disk: the next start tries again).
  static func make(
    path: String, source: FileStamp, kernel: IntegerKernel, quantize: () -> [BertModel.QuantizedLayer]
  ) -> [BertModel.QuantizedLayer]? {
    var template = Array((path + ".XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return nil }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var renamed = false
    defer {
      close(fd)
      if !renamed { unlink(temporary) }
    }
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
    var header = header(source: source, kernel: kernel, payloadBytes: layout.payloadBytes)
    let sum = header.withUnsafeBytes { fields in payload.withUnsafeBytes { checksum(fields, $0) } }
    withUnsafeBytes(of: sum.littleEndian) { header.append(contentsOf: $0) }
    header.append(contentsOf: repeatElement(0, count: headerBytes - header.count))
    // Weights are not secret: readable by all, as the model beside them (mkstemp makes 0600).
    renamed = fchmod(fd, 0o644) == 0 && writeAll(fd, header) && writeAll(fd, payload) && rename(temporary, path) == 0
    return layers
  }

  /// The header's first 64 bytes, as written and as a valid file must hold them.
  private static func header(source: FileStamp, kernel: IntegerKernel, payloadBytes: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerBytes)
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    append(magic)
    append(version)
    append(UInt32(kernel == .vnni ? 1 : 0))
    for field in [source.device, source.inode, source.size, source.modified, source.changed] { append(field) }
    append(Int64(payloadBytes))
    return bytes
  }

  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { bytes in
      var done = 0
      while done < bytes.count {
        let wrote = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
        if wrote < 0 && errno == EINTR { continue }
        guard wrote > 0 else { return false }
        done += wrote
      }
      return true
    }
  }

  /// A 64-bit checksum of `head` then `tail` (each a whole number of 64-byte blocks): four
  /// lanes of eight 32-bit multiply-xorshift chains, each step a bijection of its state, so one
  /// changed word always changes the result. For damage on disk, not for tampering; about as
  /// fast as memory (a query reads every byte of the payload anyway).
  static func checksum(_ head: UnsafeRawBufferPointer, _ tail: UnsafeRawBufferPointer) -> UInt64 {
    let prime = SIMD8<UInt32>(repeating: 0x9E37_79B1)
    var lanes = (
      SIMD8<UInt32>(0, 1, 2, 3, 4, 5, 6, 7), SIMD8<UInt32>(8, 9, 10, 11, 12, 13, 14, 15),
      SIMD8<UInt32>(16, 17, 18, 19, 20, 21, 22, 23), SIMD8<UInt32>(24, 25, 26, 27, 28, 29, 30, 31)
    )
    @inline(__always)
    func mix(_ state: SIMD8<UInt32>, _ word: SIMD8<UInt32>) -> SIMD8<UInt32> {
      let mixed = (state ^ word) &* prime
      return mixed ^ (mixed &>> 15)
    }
    for part in [head, tail] {
      precondition(part.count % 64 == 0)
      var offset = 0
      while offset + 128 <= part.count {
        lanes.0 = mix(lanes.0, part.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self))
        lanes.1 = mix(lanes.1, part.loadUnaligned(fromByteOffset: offset + 32, as: SIMD8<UInt32>.self))
        lanes.2 = mix(lanes.2, part.loadUnaligned(fromByteOffset: offset + 64, as: SIMD8<UInt32>.self))
        lanes.3 = mix(lanes.3, part.loadUnaligned(fromByteOffset: offset + 96, as: SIMD8<UInt32>.self))
        offset += 128
      }
      if offset < part.count {
        lanes.0 = mix(lanes.0, part.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self))
        lanes.1 = mix(lanes.1, part.loadUnaligned(fromByteOffset: offset + 32, as: SIMD8<UInt32>.self))
      }
    }
    var result: UInt64 = 0xCBF2_9CE4_8422_2325
    for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
      for index in 0..<8 {
        result = (result ^ UInt64(lane[index])) &* 0x0000_0100_0000_01B3
      }
    }
    return result
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
