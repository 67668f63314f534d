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
  /// Immutable after init (freed in deinit), hence the unchecked Sendable.
  private let panels: UnsafeMutablePointer<Int8>
  private let scales: UnsafeMutablePointer<Float>
  private let sums: UnsafeMutablePointer<Int32>

  /// Whether the kernel takes a matrix of this shape (whole tiles of 32 outputs, 16 inputs).
  static func fits(outputs: Int, inputs: Int) -> Bool { outputs % 32 == 0 && inputs % 16 == 0 }

  init(_ weight: UnsafePointer<Float>, outputs: Int, inputs: Int) {
    precondition(Self.fits(outputs: outputs, inputs: inputs))
    self.outputs = outputs
    self.inputs = inputs
    panels = .allocate(capacity: psst_vnni_packed_bytes(Int32(outputs), Int32(inputs)))
    scales = .allocate(capacity: outputs)
    sums = .allocate(capacity: outputs)
    psst_vnni_pack(weight, Int32(outputs), Int32(inputs), panels, scales, sums)
  }

  deinit {
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
    if kernel == .vnni && ByteMatrix.fits(outputs: outputs, inputs: inputs) {
      self = .bytes(ByteMatrix(weight, outputs: outputs, inputs: inputs))
    } else {
      self = .words(QuantizedMatrix(weight, outputs: outputs, inputs: inputs))
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
