import CPsstKernels
import Glibc

/// Which integer kernel multiplies the dense layers when texts are embedded in bulk.
///
/// `vnni` (8-bit, AVX-512 VNNI, in C: CPsstKernels) does four times the products per instruction
/// of `int16` (16-bit, Swift, any CPU with AVX2 or NEON), at a little more quantisation noise.
/// The installed binary is built for x86-64-v3, so the choice is made at run time by cpuid.
enum IntegerKernel: Sendable, Equatable {
  case vnni
  case int16

  /// `vnni` where the CPU has it, unless `PSST_EMBED_KERNEL=int16` asks for the portable kernel
  /// (to compare the two, or to rule the C kernel out when something looks wrong).
  static let preferred = choose(asked: getenv("PSST_EMBED_KERNEL").map { String(cString: $0) }, vnni: vnniAvailable)

  /// The kernel for a `PSST_EMBED_KERNEL` value (nil when unset) on a CPU with or without VNNI.
  static func choose(asked: String?, vnni: Bool) -> IntegerKernel {
    asked == "int16" || !vnni ? .int16 : .vnni
  }

  /// Whether this CPU (and OS) can run the 8-bit kernel.
  static let vnniAvailable = psst_vnni_available() != 0
}

/// A weight matrix [outputs, inputs] in signed bytes for `psst_vnni_linear`: one scale per
/// output, each output's sum of its bytes, panels of 16 outputs in the kernel's layout.
final class ByteMatrix: @unchecked Sendable {
  let outputs: Int
  let inputs: Int
  /// Immutable after init (freed in deinit unless `mapping` holds them), hence the unchecked Sendable.
  let panels: UnsafePointer<Int8>
  let scales: UnsafePointer<Float>
  let sums: UnsafePointer<Int32>
  /// The prepared file whose mapping the three arrays point into; nil when they were allocated here.
  private let mapping: AnyObject?

  /// Whether the kernel takes a matrix of this shape (whole tiles of 32 outputs, 16 inputs).
  static func fits(outputs: Int, inputs: Int) -> Bool { outputs % 32 == 0 && inputs % 16 == 0 }

  /// The length of `panels`.
  static func packedBytes(outputs: Int, inputs: Int) -> Int { psst_vnni_packed_bytes(Int32(outputs), Int32(inputs)) }

  init(_ weight: UnsafePointer<Float>, outputs: Int, inputs: Int) {
    precondition(Self.fits(outputs: outputs, inputs: inputs))
    self.outputs = outputs
    self.inputs = inputs
    let panels = UnsafeMutablePointer<Int8>.allocate(capacity: Self.packedBytes(outputs: outputs, inputs: inputs))
    let scales = UnsafeMutablePointer<Float>.allocate(capacity: outputs)
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: outputs)
    psst_vnni_pack(weight, Int32(outputs), Int32(inputs), panels, scales, sums)
    self.panels = UnsafePointer(panels)
    self.scales = UnsafePointer(scales)
    self.sums = UnsafePointer(sums)
    mapping = nil
  }

  /// A matrix already packed, in memory `mapping` keeps alive (a prepared file): `panels` of
  /// `packedBytes`, `outputs` scales and sums.
  init(
    outputs: Int, inputs: Int, panels: UnsafePointer<Int8>, scales: UnsafePointer<Float>,
    sums: UnsafePointer<Int32>, mapping: AnyObject
  ) {
    precondition(Self.fits(outputs: outputs, inputs: inputs))
    self.outputs = outputs
    self.inputs = inputs
    self.panels = panels
    self.scales = scales
    self.sums = sums
    self.mapping = mapping
  }

  deinit {
    guard mapping == nil else { return }
    panels.deallocate()
    scales.deallocate()
    sums.deallocate()
  }

  /// The bytes of scratch `multiply` needs for `rows` rows.
  static func scratchBytes(rows: Int, inputs: Int) -> Int { psst_vnni_scratch_bytes(Int32(rows), Int32(inputs)) }

  /// y = activation(x·Wᵀ + bias) for `rows` rows of x (see `scratchBytes`).
  func multiply(
    _ x: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>, activation: Activation,
    into y: UnsafeMutablePointer<Float>, scratch: UnsafeMutableRawPointer
  ) {
    let gelu: Int32 = if case .gelu = activation { 1 } else { 0 }
    psst_vnni_linear(
      x, Int32(rows), Int32(inputs), panels, scales, sums, bias, Int32(outputs), gelu, y, scratch)
  }
}

/// A dense layer's weights quantised for bulk embedding, in the form its kernel needs.
enum IntegerMatrix: Sendable {
  case words(QuantizedMatrix)
  case bytes(ByteMatrix)

  /// `weight` [outputs, inputs] for `kernel` (the 16-bit one where the 8-bit one cannot take the shape).
  init(_ weight: UnsafePointer<Float>, outputs: Int, inputs: Int, kernel: IntegerKernel) {
    if Self.usesBytes(outputs: outputs, inputs: inputs, kernel: kernel) {
      self = .bytes(ByteMatrix(weight, outputs: outputs, inputs: inputs))
    } else {
      self = .words(QuantizedMatrix(weight, outputs: outputs, inputs: inputs))
    }
  }

  /// Whether a matrix of this shape is quantised to bytes for `kernel` (else to 16 bits).
  static func usesBytes(outputs: Int, inputs: Int, kernel: IntegerKernel) -> Bool {
    kernel == .vnni && ByteMatrix.fits(outputs: outputs, inputs: inputs)
  }

  /// The matrix's arrays, in the order a prepared file keeps them (see `PreparedWeights`).
  var arrays: [UnsafeRawBufferPointer] {
    switch self {
    case .words(let matrix):
      let padded = QuantizedMatrix.paddedOutputs(matrix.outputs)
      return [
        UnsafeRawBufferPointer(start: matrix.panels, count: padded * matrix.inputs * 2),
        UnsafeRawBufferPointer(start: matrix.scales, count: padded * 4),
      ]
    case .bytes(let matrix):
      return [
        UnsafeRawBufferPointer(
          start: matrix.panels, count: ByteMatrix.packedBytes(outputs: matrix.outputs, inputs: matrix.inputs)),
        UnsafeRawBufferPointer(start: matrix.scales, count: matrix.outputs * 4),
        UnsafeRawBufferPointer(start: matrix.sums, count: matrix.outputs * 4),
      ]
    }
  }

  /// The bytes of scratch either kernel needs for `rows` rows of `inputs` values.
  static func scratchBytes(rows: Int, inputs: Int) -> Int {
    max(quantizedScratchBytes(rows: rows, inputs: inputs), ByteMatrix.scratchBytes(rows: rows, inputs: inputs))
  }

  /// y = activation(x·Wᵀ + bias) for `rows` rows of x, `scratch` of `scratchBytes`.
  func multiply(
    _ x: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>, activation: Activation,
    into y: UnsafeMutablePointer<Float>, scratch: UnsafeMutableRawPointer
  ) {
    switch self {
    case .words(let weight):
      quantizedLinear(x, rows: rows, weight: weight, bias: bias, activation: activation, into: y, scratch: scratch)
    case .bytes(let weight):
      weight.multiply(x, rows: rows, bias: bias, activation: activation, into: y, scratch: scratch)
    }
  }
}
