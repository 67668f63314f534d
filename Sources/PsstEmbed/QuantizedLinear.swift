// y = x·Wᵀ + bias in 16-bit integers, for embedding in bulk. A float multiply-add does 8 products
// per AVX2 instruction; vpmaddwd does 16 (two 16-bit products summed into each 32-bit lane), and
// Zen 3 issues two a cycle as it does FMAs: twice the products per cycle. Swift has no intrinsic
// for it, but LLVM compiles `multiplyAddPairs` below (widen, multiply, add even lanes to odd
// ones) to exactly that instruction, its operands straight from the 16-bit loads.
//
// Weights are scaled per output row and activations per row (token), each to the largest integer
// that keeps a whole dot product inside Int32 (see `QuantizedMatrix.activationLimit`): 11 bits of
// weight and 11 to 13 of activation. The sentence vectors stay within a cosine of 0.9999 of the
// float ones (SentenceEncoderTests checks them against the reference model).
//
// Integer sums are exact, so a row's outputs do not depend on the tile or thread that computes
// them: a text embeds to the same bits in any batch that takes this path.

/// 16 Int16 values widened to Int32.
@inline(__always)
private func widen(_ values: SIMD16<Int16>) -> SIMD16<Int32> {
  // Lane by lane, which LLVM sees as one sign extension (and then folds into vpmaddwd): the
  // standard library's 16-lane `init(truncatingIfNeeded:)` is an out-of-line call, and two 8-lane
  // ones leave a pack and a permute in the loop.
  var wide = SIMD16<Int32>()
  for lane in 0..<16 { wide[lane] = Int32(values[lane]) }
  return wide
}

/// Products of 16 lanes summed in pairs into 8: the shape LLVM compiles to one vpmaddwd.
@inline(__always)
private func multiplyAddPairs(_ a: SIMD16<Int16>, _ b: SIMD16<Int16>) -> SIMD8<Int32> {
  let products = widen(a) &* widen(b)
  return products.evenHalf &+ products.oddHalf
}

@inline(__always)
private func loadPairs(_ pointer: UnsafePointer<Int16>) -> SIMD16<Int16> {
  UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<Int16>.self)
}

/// The pair of values at `pointer` (two consecutive inputs of one row) in all 8 lanes.
@inline(__always)
private func broadcastPair(_ pointer: UnsafePointer<Int16>) -> SIMD16<Int16> {
  unsafeBitCast(
    SIMD8<Int32>(repeating: UnsafeRawPointer(pointer).loadUnaligned(as: Int32.self)), to: SIMD16<Int16>.self)
}

@inline(__always)
private func load(_ pointer: UnsafePointer<Float>) -> SIMD8<Float> {
  UnsafeRawPointer(pointer).loadUnaligned(as: SIMD8<Float>.self)
}

/// A weight matrix [outputs, inputs] in 16-bit integers with a scale per output (w ≈ value ·
/// scale), laid out for `quantizedLinear`: panels of 16 outputs; in a panel, for each pair of
/// inputs (k, k+1), the 16 outputs' two weights side by side, [w(n,k), w(n,k+1), w(n+1,k), ...].
/// One 32-byte load then holds 8 outputs' weights for two inputs, which vpmaddwd multiplies by a
/// row's two inputs broadcast to every lane.
final class QuantizedMatrix: @unchecked Sendable {
  /// Outputs per panel: two registers of 8 sums.
  static let panelWidth = 16
  /// The largest weight magnitude: 11 bits; the rest of Int32's range goes to activations.
  static let weightLimit: Float = 1023

  let outputs: Int
  let inputs: Int
  /// Immutable after init (freed in deinit unless `mapping` holds them), hence the unchecked Sendable.
  let panels: UnsafePointer<Int16>
  /// One per output, padded to whole panels (zero past `outputs`).
  let scales: UnsafePointer<Float>
  /// The prepared file whose mapping `panels` and `scales` point into; nil when they were allocated here.
  private let mapping: AnyObject?

  /// The largest activation magnitude for this matrix: `inputs` products of at most
  /// weightLimit · activationLimit must sum inside Int32 whatever their signs (and a value must
  /// fit in Int16, which binds only for short rows: 5,466 for 384 inputs, 1,366 for 1,536).
  var activationLimit: Float { Float(min(Int(Int16.max), Int(Int32.max) / (inputs * Int(Self.weightLimit)))) }

  var panelCount: Int { (outputs + Self.panelWidth - 1) / Self.panelWidth }

  /// Outputs rounded up to whole panels: the length of `scales`.
  static func paddedOutputs(_ outputs: Int) -> Int { (outputs + panelWidth - 1) / panelWidth * panelWidth }

  /// Quantises the float matrix `weight` [outputs, inputs]; `inputs` must be a multiple of 8.
  init(_ weight: UnsafePointer<Float>, outputs: Int, inputs: Int) {
    precondition(inputs % 8 == 0)
    self.outputs = outputs
    self.inputs = inputs
    let width = Self.panelWidth
    let padded = Self.paddedOutputs(outputs)
    let panels = UnsafeMutablePointer<Int16>.allocate(capacity: padded * inputs)
    panels.initialize(repeating: 0, count: padded * inputs)
    let scales = UnsafeMutablePointer<Float>.allocate(capacity: padded)
    scales.initialize(repeating: 0, count: padded)
    let row = UnsafeMutablePointer<Int16>.allocate(capacity: inputs)
    defer { row.deallocate() }
    for output in 0..<outputs {
      scales[output] = quantizeRow(weight + output * inputs, count: inputs, limit: Self.weightLimit, into: row)
      let panel = panels + output / width * width * inputs
      let lane = output % width
      for input in 0..<inputs {
        panel[input / 2 * 2 * width + lane * 2 + input % 2] = row[input]
      }
    }
    self.panels = UnsafePointer(panels)
    self.scales = UnsafePointer(scales)
    mapping = nil
  }

  /// A matrix already quantised and laid out, in memory `mapping` keeps alive (a prepared file):
  /// `panels` of `paddedOutputs(outputs) * inputs` values and as many `scales`.
  init(
    outputs: Int, inputs: Int, panels: UnsafePointer<Int16>, scales: UnsafePointer<Float>, mapping: AnyObject
  ) {
    self.outputs = outputs
    self.inputs = inputs
    self.panels = panels
    self.scales = scales
    self.mapping = mapping
  }

  deinit {
    guard mapping == nil else { return }
    panels.deallocate()
    scales.deallocate()
  }
}

/// Rounds `count` values (a multiple of 8) to integers of magnitude at most `limit`, scaled so the
/// largest reaches it; returns the scale that maps them back (value ≈ integer · scale).
func quantizeRow(
  _ x: UnsafePointer<Float>, count: Int, limit: Float, into output: UnsafeMutablePointer<Int16>
) -> Float {
  var high = SIMD8<Float>()
  var low = SIMD8<Float>()
  var p = 0
  while p < count {
    let value = load(x + p)
    high = high.replacing(with: value, where: value .> high)
    low = low.replacing(with: value, where: value .< low)
    p += 8
  }
  let peak = max(high.max(), -low.min())
  let inverse = peak > 0 ? limit / peak : 0
  p = 0
  while p < count {
    // Adding 1.5·2²³ rounds to the nearest integer and leaves it in the low mantissa bits (as in exp8).
    let shifted = clamp(load(x + p) * inverse, -limit, limit) + 12_582_912
    let integers = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B40_0000
    UnsafeMutableRawPointer(output + p).storeBytes(
      of: SIMD8<Int16>(truncatingIfNeeded: integers), as: SIMD8<Int16>.self)
    p += 8
  }
  return peak / limit
}

/// What `quantizedLinear` does to its sums after the bias.
enum Activation {
  case none
  case gelu
}

/// The bytes of scratch `quantizedLinear` needs for `rows` rows of `inputs` values.
func quantizedScratchBytes(rows: Int, inputs: Int) -> Int {
  rows * 4 + rows * inputs * 2
}

/// y = activation(x·Wᵀ + bias) for `rows` rows of x, with W quantised: x's rows are quantised
/// into `scratch` (see `quantizedScratchBytes`), then multiplied in integers, in tiles of 4 rows ×
/// one 16-output panel, over blocks of panels sized for the L2 cache.
func quantizedLinear(
  _ x: UnsafePointer<Float>, rows: Int, weight: QuantizedMatrix, bias: UnsafePointer<Float>,
  activation: Activation = .none, into y: UnsafeMutablePointer<Float>, scratch: UnsafeMutableRawPointer
) {
  let inputs = weight.inputs
  let xScales = scratch.assumingMemoryBound(to: Float.self)
  let xValues = (scratch + rows * 4).assumingMemoryBound(to: Int16.self)
  let limit = weight.activationLimit
  for row in 0..<rows {
    xScales[row] = quantizeRow(x + row * inputs, count: inputs, limit: limit, into: xValues + row * inputs)
  }
  let panelBytes = inputs * QuantizedMatrix.panelWidth * 2
  let block = max(1, 128 * 1024 / panelBytes)
  var blockStart = 0
  while blockStart < weight.panelCount {
    let blockEnd = min(weight.panelCount, blockStart + block)
    var row = 0
    while row < rows {
      for panel in blockStart..<blockEnd {
        quantizedTile(
          xValues + row * inputs, count: min(4, rows - row), xScales: xScales + row, weight: weight,
          panel: panel, bias: bias, activation: activation, into: y + row * weight.outputs)
      }
      row += 4
    }
    blockStart = blockEnd
  }
}

/// `count` (1...4) rows of quantised x against one panel of 16 outputs. Missing rows repeat the
/// first (their sums are dropped): the loop keeps one shape.
@inline(__always)
private func quantizedTile(
  _ x: UnsafePointer<Int16>, count: Int, xScales: UnsafePointer<Float>, weight: QuantizedMatrix, panel: Int,
  bias: UnsafePointer<Float>, activation: Activation, into y: UnsafeMutablePointer<Float>
) {
  let k = weight.inputs
  let x0 = x
  let x1 = count > 1 ? x + k : x
  let x2 = count > 2 ? x + 2 * k : x
  let x3 = count > 3 ? x + 3 * k : x
  var w = UnsafePointer(weight.panels + panel * QuantizedMatrix.panelWidth * k)
  var c00 = SIMD8<Int32>()
  var c01 = SIMD8<Int32>()
  var c10 = SIMD8<Int32>()
  var c11 = SIMD8<Int32>()
  var c20 = SIMD8<Int32>()
  var c21 = SIMD8<Int32>()
  var c30 = SIMD8<Int32>()
  var c31 = SIMD8<Int32>()
  var p = 0
  while p < k {
    let b0 = loadPairs(w)
    let b1 = loadPairs(w + 16)
    var a = broadcastPair(x0 + p)
    c00 &+= multiplyAddPairs(a, b0)
    c01 &+= multiplyAddPairs(a, b1)
    a = broadcastPair(x1 + p)
    c10 &+= multiplyAddPairs(a, b0)
    c11 &+= multiplyAddPairs(a, b1)
    a = broadcastPair(x2 + p)
    c20 &+= multiplyAddPairs(a, b0)
    c21 &+= multiplyAddPairs(a, b1)
    a = broadcastPair(x3 + p)
    c30 &+= multiplyAddPairs(a, b0)
    c31 &+= multiplyAddPairs(a, b1)
    p += 2
    w += 32
  }
  var sums = (c00, c01, c10, c11, c20, c21, c30, c31)
  withUnsafeBytes(of: &sums) { sums in
    finishTile(
      sums.assumingMemoryBound(to: SIMD8<Int32>.self).baseAddress!, rows: count, xScales: xScales, weight: weight,
      panel: panel, bias: bias, activation: activation, into: y)
  }
}

/// A tile's integer sums (per row, 16 outputs in two vectors) scaled back to floats, biased,
/// activated and stored. Out of line: once per tile, not per multiply-add.
private func finishTile(
  _ sums: UnsafePointer<SIMD8<Int32>>, rows: Int, xScales: UnsafePointer<Float>, weight: QuantizedMatrix,
  panel: Int, bias: UnsafePointer<Float>, activation: Activation, into y: UnsafeMutablePointer<Float>
) {
  let column = panel * QuantizedMatrix.panelWidth
  let width = min(QuantizedMatrix.panelWidth, weight.outputs - column)
  for row in 0..<rows {
    for half in stride(from: 0, to: width, by: 8) {
      let start = column + half
      let count = min(8, width - half)
      // Scales are padded to whole panels; the bias is not, hence the two cases.
      var values = SIMD8<Float>(sums[row * 2 + half / 8]) * (load(weight.scales + start) * xScales[row])
      if count == 8 {
        values += load(bias + start)
      } else {
        for lane in 0..<count { values[lane] += bias[start + lane] }
      }
      if case .gelu = activation { values = gelu8(values) }
      let out = y + row * weight.outputs + start
      if count == 8 {
        UnsafeMutableRawPointer(out).storeBytes(of: values, as: SIMD8<Float>.self)
      } else {
        for lane in 0..<count { out[lane] = values[lane] }
      }
    }
  }
}
