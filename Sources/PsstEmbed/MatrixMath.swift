import Dispatch

// The numeric kernels of the forward pass. Matrices are row-major Float buffers; a row of
// activations is one token. The weights are PyTorch's [out, in] matrices, used in place in the
// mapped file: y = x·Wᵀ is then a grid of dot products of two contiguous rows, which SIMD does well
// without repacking 43 MB at every start.
//
// Every output element is summed in the same order whichever tile or thread computes it (one
// 8-lane accumulator over k, then its lanes added): a text embeds to the same bits alone or in a
// batch. (Bulk embedding multiplies in integers instead: QuantizedLinear.swift.)

@inline(__always)
private func load(_ pointer: UnsafePointer<Float>) -> SIMD8<Float> {
  UnsafeRawPointer(pointer).loadUnaligned(as: SIMD8<Float>.self)
}

@inline(__always)
private func store(_ value: SIMD8<Float>, _ pointer: UnsafeMutablePointer<Float>) {
  UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: SIMD8<Float>.self)
}

/// Runs `body(part)` for `part` in 0..<parts, on up to `parts` threads (the caller's among them).
/// The parts must write disjoint memory: that, not the type system, is what makes sharing safe here.
func parallel(_ parts: Int, _ body: (Int) -> Void) {
  if parts <= 1 {
    body(0)
    return
  }
  withoutActuallyEscaping(body) { body in
    let shared = UncheckedSendable(body)
    DispatchQueue.concurrentPerform(iterations: parts) { shared.value($0) }
  }
}

private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A multiply below this many multiply-adds runs on one thread: waking another costs more than it saves.
private let parallelThreshold = 1 << 19

/// y = x·Wᵀ + bias: `y[m, n] = Σₖ x[m, k]·w[n, k] + bias[n]` for `rows` rows of `inputs` values and
/// `outputs` outputs. `inputs` must be a multiple of 8.
///
/// Many rows: register tiles of 4 rows × 3 outputs (12 accumulators: the AVX2 register file less
/// the rows being read) over blocks of weights and of rows sized for the L2 cache; with `threads`
/// > 1 the outputs are split among threads. Few rows: see below.
func linear(
  _ x: UnsafePointer<Float>, rows: Int, inputs: Int, weight: UnsafePointer<Float>, bias: UnsafePointer<Float>,
  outputs: Int, into y: UnsafeMutablePointer<Float>, threads: Int
) {
  precondition(inputs % 8 == 0)
  if rows <= 16 {
    // Few rows (a query): each weight is used only a few times, so its trip from memory is the
    // cost. The first four rows meet the weights one row at a time, which reads them as a single
    // sequential stream the hardware prefetcher follows at full memory speed (the 4×3 tiles' three
    // interleaved streams get half of it); further rows reuse the block from L2 in 4×3 tiles.
    // One thread: measured, a second one does not shorten a query (7 ms, 43 MB of weights) but
    // costs a fifth more CPU in wake-ups.
    let block = max(3, 96 * 1024 / (inputs * 4) / 3 * 3)
    var blockStart = 0
    while blockStart < outputs {
      let blockEnd = min(outputs, blockStart + block)
      linearRowsUpTo4(
        x, count: min(4, rows), inputs: inputs, weight: weight, bias: bias, outputs: outputs,
        from: blockStart, to: blockEnd, into: y)
      var row = 4
      while row + 4 <= rows {
        linearRows4(
          x + row * inputs, inputs: inputs, weight: weight, bias: bias, outputs: outputs,
          from: blockStart, to: blockEnd, into: y + row * outputs)
        row += 4
      }
      if row < rows {
        linearRowsUpTo4(
          x + row * inputs, count: rows - row, inputs: inputs, weight: weight, bias: bias,
          outputs: outputs, from: blockStart, to: blockEnd, into: y + row * outputs)
      }
      blockStart = blockEnd
    }
    return
  }
  let parts = rows * inputs * outputs >= parallelThreshold ? max(1, min(threads, outputs / 3)) : 1
  parallel(parts) { part in
    // Shares in whole 3-output tiles, so the tile shape (and so every sum) is the same for any split.
    let tiles = (outputs + 2) / 3
    let first = min(outputs, tiles * part / parts * 3)
    let last = min(outputs, tiles * (part + 1) / parts * 3)
    // Blocks of ~256 KB of weights and of x (sizes measured best): together they stay in the 1 MB L2
    // cache while the tiles go over them, so weights come from L3 or memory once per block of rows.
    let block = max(3, (256 * 1024 / (inputs * 4)) / 3 * 3)
    let rowBlock = max(4, (256 * 1024 / (inputs * 4)) / 4 * 4)
    var rowStart = 0
    while rowStart < rows {
      let rowEnd = min(rows, rowStart + rowBlock)
      var blockStart = first
      while blockStart < last {
        let blockEnd = min(last, blockStart + block)
        var row = rowStart
        while row + 4 <= rowEnd {
          linearRows4(
            x + row * inputs, inputs: inputs, weight: weight, bias: bias, outputs: outputs,
            from: blockStart, to: blockEnd, into: y + row * outputs)
          row += 4
        }
        while row < rowEnd {
          linearRow(
            x + row * inputs, inputs: inputs, weight: weight, bias: bias, from: blockStart, to: blockEnd,
            into: y + row * outputs)
          row += 1
        }
        blockStart = blockEnd
      }
      rowStart = rowEnd
    }
  }
}

/// Four rows of x against outputs first..<last.
@inline(__always)
private func linearRows4(
  _ x: UnsafePointer<Float>, inputs k: Int, weight: UnsafePointer<Float>, bias: UnsafePointer<Float>,
  outputs: Int, from first: Int, to last: Int, into y: UnsafeMutablePointer<Float>
) {
  let x0 = x
  let x1 = x + k
  let x2 = x + 2 * k
  let x3 = x + 3 * k
  var n = first
  while n + 3 <= last {
    let w0 = weight + n * k
    let w1 = w0 + k
    let w2 = w1 + k
    var c00 = SIMD8<Float>()
    var c01 = SIMD8<Float>()
    var c02 = SIMD8<Float>()
    var c10 = SIMD8<Float>()
    var c11 = SIMD8<Float>()
    var c12 = SIMD8<Float>()
    var c20 = SIMD8<Float>()
    var c21 = SIMD8<Float>()
    var c22 = SIMD8<Float>()
    var c30 = SIMD8<Float>()
    var c31 = SIMD8<Float>()
    var c32 = SIMD8<Float>()
    var p = 0
    while p < k {
      let b0 = load(w0 + p)
      let b1 = load(w1 + p)
      let b2 = load(w2 + p)
      let a0 = load(x0 + p)
      c00.addProduct(a0, b0)
      c01.addProduct(a0, b1)
      c02.addProduct(a0, b2)
      let a1 = load(x1 + p)
      c10.addProduct(a1, b0)
      c11.addProduct(a1, b1)
      c12.addProduct(a1, b2)
      let a2 = load(x2 + p)
      c20.addProduct(a2, b0)
      c21.addProduct(a2, b1)
      c22.addProduct(a2, b2)
      let a3 = load(x3 + p)
      c30.addProduct(a3, b0)
      c31.addProduct(a3, b1)
      c32.addProduct(a3, b2)
      p += 8
    }
    let b0 = bias[n]
    let b1 = bias[n + 1]
    let b2 = bias[n + 2]
    y[n] = c00.sum() + b0
    y[n + 1] = c01.sum() + b1
    y[n + 2] = c02.sum() + b2
    y[outputs + n] = c10.sum() + b0
    y[outputs + n + 1] = c11.sum() + b1
    y[outputs + n + 2] = c12.sum() + b2
    y[2 * outputs + n] = c20.sum() + b0
    y[2 * outputs + n + 1] = c21.sum() + b1
    y[2 * outputs + n + 2] = c22.sum() + b2
    y[3 * outputs + n] = c30.sum() + b0
    y[3 * outputs + n + 1] = c31.sum() + b1
    y[3 * outputs + n + 2] = c32.sum() + b2
    n += 3
  }
  if n < last {
    for row in 0..<4 {
      linearRow(x + row * k, inputs: k, weight: weight, bias: bias, from: n, to: last, into: y + row * outputs)
    }
  }
}

/// `count` (1...4) rows of x against outputs first..<last, one weight row at a time. Missing rows
/// repeat the first (their sums are dropped): the loop stays one shape and this is memory-bound anyway.
@inline(__always)
private func linearRowsUpTo4(
  _ x: UnsafePointer<Float>, count: Int, inputs k: Int, weight: UnsafePointer<Float>, bias: UnsafePointer<Float>,
  outputs: Int, from first: Int, to last: Int, into y: UnsafeMutablePointer<Float>
) {
  let x0 = x
  let x1 = count > 1 ? x + k : x
  let x2 = count > 2 ? x + 2 * k : x
  let x3 = count > 3 ? x + 3 * k : x
  for n in first..<last {
    let w = weight + n * k
    var c0 = SIMD8<Float>()
    var c1 = SIMD8<Float>()
    var c2 = SIMD8<Float>()
    var c3 = SIMD8<Float>()
    var p = 0
    while p < k {
      let b = load(w + p)
      c0.addProduct(load(x0 + p), b)
      c1.addProduct(load(x1 + p), b)
      c2.addProduct(load(x2 + p), b)
      c3.addProduct(load(x3 + p), b)
      p += 8
    }
    let b = bias[n]
    y[n] = c0.sum() + b
    if count > 1 { y[outputs + n] = c1.sum() + b }
    if count > 2 { y[2 * outputs + n] = c2.sum() + b }
    if count > 3 { y[3 * outputs + n] = c3.sum() + b }
  }
}

/// One row of x against outputs first..<last, three at a time.
@inline(__always)
private func linearRow(
  _ x: UnsafePointer<Float>, inputs k: Int, weight: UnsafePointer<Float>, bias: UnsafePointer<Float>,
  from first: Int, to last: Int, into y: UnsafeMutablePointer<Float>
) {
  var n = first
  while n + 3 <= last {
    let w0 = weight + n * k
    let w1 = w0 + k
    let w2 = w1 + k
    var c0 = SIMD8<Float>()
    var c1 = SIMD8<Float>()
    var c2 = SIMD8<Float>()
    var p = 0
    while p < k {
      let a = load(x + p)
      c0.addProduct(a, load(w0 + p))
      c1.addProduct(a, load(w1 + p))
      c2.addProduct(a, load(w2 + p))
      p += 8
    }
    y[n] = c0.sum() + bias[n]
    y[n + 1] = c1.sum() + bias[n + 1]
    y[n + 2] = c2.sum() + bias[n + 2]
    n += 3
  }
  while n < last {
    let w = weight + n * k
    var c = SIMD8<Float>()
    var p = 0
    while p < k {
      c.addProduct(load(x + p), load(w + p))
      p += 8
    }
    y[n] = c.sum() + bias[n]
    n += 1
  }
}

/// x = LayerNorm(x + residual) over rows of `width` values (a multiple of 8), in place in `x`.
/// The residual may be nil (the embeddings' norm has none).
func addLayerNorm(
  _ x: UnsafeMutablePointer<Float>, residual: UnsafePointer<Float>?, rows: Int, width: Int,
  gamma: UnsafePointer<Float>, beta: UnsafePointer<Float>, epsilon: Float
) {
  for row in 0..<rows {
    let values = x + row * width
    if let residual {
      let added = residual + row * width
      var p = 0
      while p < width {
        store(load(values + p) + load(added + p), values + p)
        p += 8
      }
    }
    var total = SIMD8<Float>()
    var p = 0
    while p < width {
      total += load(values + p)
      p += 8
    }
    let mean = total.sum() / Float(width)
    var squares = SIMD8<Float>()
    p = 0
    while p < width {
      let centred = load(values + p) - mean
      squares.addProduct(centred, centred)
      p += 8
    }
    let scale = 1 / (squares.sum() / Float(width) + epsilon).squareRoot()
    p = 0
    while p < width {
      let normed = (load(values + p) - mean) * scale
      store(normed * load(gamma + p) + load(beta + p), values + p)
      p += 8
    }
  }
}

/// GELU in its exact form, x·Φ(x) = x/2·(1 + erf(x/√2)), in place over `count` values.
func gelu(_ x: UnsafeMutablePointer<Float>, count: Int) {
  var index = 0
  while index + 8 <= count {
    store(gelu8(load(x + index)), x + index)
    index += 8
  }
  if index < count {
    var tail = SIMD8<Float>()
    for lane in 0..<(count - index) { tail[lane] = x[index + lane] }
    let result = gelu8(tail)
    for lane in 0..<(count - index) { x[index + lane] = result[lane] }
  }
}

/// GELU on 8 lanes.
@inline(__always)
func gelu8(_ x: SIMD8<Float>) -> SIMD8<Float> {
  x * 0.5 * (1 + erf8(x * 0.707_106_781_186_547_5))
}

/// `x` with each lane brought into low...high (written with `replacing`, which compiles to vmaxps and
/// vminps, where the standard library's `clamped` calls a lane-by-lane generic).
@inline(__always)
func clamp(_ x: SIMD8<Float>, _ low: Float, _ high: Float) -> SIMD8<Float> {
  let raised = x.replacing(with: low, where: x .< low)
  return raised.replacing(with: high, where: raised .> high)
}

/// erf on 8 lanes: x·P(x²)/Q(x²), odd like erf, on x clamped to ±4 (where erf is 1 to within
/// 2e-8). The coefficients are a least-squares rational fit made for this code (weighted toward
/// minimax on [0, 4]): 2e-8 from erf in exact arithmetic, 4e-7 (a few ulp) in Float. glibc's
/// erff, one lane at a time, took a sixth of the whole forward pass.
@inline(__always)
func erf8(_ x: SIMD8<Float>) -> SIMD8<Float> {
  let x = clamp(x, -4, 4)
  let z = x * x
  var p = SIMD8<Float>(repeating: 1.974_943_2e-06)
  p = p * z + 2.880_340_6e-04
  p = p * z + 0.004_003_221
  p = p * z + 0.053_466_216
  p = p * z + 0.196_238_77
  p = p * z + 1.128_379
  var q = SIMD8<Float>(repeating: 3.748_163_7e-05)
  q = q * z + 0.001_216_260_1
  q = q * z + 0.015_443_586
  q = q * z + 0.116_472_28
  q = q * z + 0.507_243_3
  q = q * z + 1
  return clamp(x * p / q, -1, 1)
}

/// e^x on 8 lanes, for x ≤ 0 as softmax needs (below -87 it gives ~1e-38, not 0): x = n·ln 2 + r
/// with |r| ≤ ln 2 / 2, e^r by its Taylor series to r⁷ (error below 1e-8), 2^n put in the exponent bits.
@inline(__always)
func exp8(_ x: SIMD8<Float>) -> SIMD8<Float> {
  let x = clamp(x, -87, 88)
  // Adding 1.5·2²³ rounds to an integer and leaves it in the low mantissa bits: n as a Float and as
  // bits, without a float-to-int conversion (which the standard library does not vectorise).
  let shifted = x * 1.442_695_04 + 12_582_912
  let n = shifted - 12_582_912
  // ln 2 in two parts (the first exact in few bits), so n·ln 2 is subtracted without rounding error.
  let r = x - n * 0.693_145_751_953_125 - n * 1.428_606_765_330_187e-06
  var e = SIMD8<Float>(repeating: 1 / 5040)
  e = e * r + 1 / 720
  e = e * r + 1 / 120
  e = e * r + 1 / 24
  e = e * r + 1 / 6
  e = e * r + 0.5
  e = e * r + 1
  e = e * r + 1
  let exponent = (unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B40_0000 &+ 127) &<< 23
  return e * unsafeBitCast(exponent, to: SIMD8<Float>.self)
}

/// Multi-head self-attention within each sequence of a packed batch: `q`, `k`, `v` and `context`
/// hold `sum(lengths)` rows of `heads × 32` values, a sequence's rows one after the other. Tokens
/// attend only to tokens of their own sequence, so packing needs no padding and no mask.
///
/// Per sequence and head, the keys are first transposed (32 rows of the sequence's length, padded
/// to 8): a query's scores then come 8 at a time from 32 multiply-adds, with no horizontal sums,
/// for four queries at once.
func attention(
  q: UnsafePointer<Float>, k: UnsafePointer<Float>, v: UnsafePointer<Float>, lengths: [Int], heads: Int,
  into context: UnsafeMutablePointer<Float>, threads: Int
) {
  let headSize = 32
  let width = heads * headSize
  var starts: [Int] = []
  var start = 0
  var work = 0
  for length in lengths {
    starts.append(start)
    start += length
    work += length * length
  }
  let jobs = lengths.count * heads
  let parts = work * heads * headSize * 4 >= parallelThreshold ? max(1, min(threads, jobs)) : 1
  let padded = ((lengths.max() ?? 0) + 7) / 8 * 8
  let scale = 1 / Float(headSize).squareRoot()
  parallel(parts) { part in
    let scores = UnsafeMutablePointer<Float>.allocate(capacity: 4 * max(padded, 8))
    let keys = UnsafeMutablePointer<Float>.allocate(capacity: max(padded, 8) * headSize)
    defer {
      scores.deallocate()
      keys.deallocate()
    }
    for job in stride(from: part, to: jobs, by: parts) {
      let sequence = job / heads
      let column = (job % heads) * headSize
      let first = starts[sequence]
      let length = lengths[sequence]
      let stride = (length + 7) / 8 * 8
      // keys[d * stride + j] = k[j, d] (scaled once here rather than every score), zero past the end.
      for j in 0..<length {
        let key = k + (first + j) * width + column
        for d in 0..<headSize { keys[d * stride + j] = key[d] * scale }
      }
      for j in length..<stride {
        for d in 0..<headSize { keys[d * stride + j] = 0 }
      }
      var i = 0
      while i < length {
        let group = min(4, length - i)
        queryScores(
          q + (first + i) * width + column, count: group, rowStride: width, keys: keys, keyCount: stride,
          into: scores)
        for member in 0..<group {
          let rowScores = scores + member * stride
          let total = softmax(rowScores, count: length, padded: stride)
          var c0 = SIMD8<Float>()
          var c1 = SIMD8<Float>()
          var c2 = SIMD8<Float>()
          var c3 = SIMD8<Float>()
          for j in 0..<length {
            let value = v + (first + j) * width + column
            let weight = SIMD8<Float>(repeating: rowScores[j])
            c0.addProduct(weight, load(value))
            c1.addProduct(weight, load(value + 8))
            c2.addProduct(weight, load(value + 16))
            c3.addProduct(weight, load(value + 24))
          }
          let inverse = 1 / total
          let out = context + (first + i + member) * width + column
          store(c0 * inverse, out)
          store(c1 * inverse, out + 8)
          store(c2 * inverse, out + 16)
          store(c3 * inverse, out + 24)
        }
        i += 4
      }
    }
  }
}

/// The scores of `count` (1...4) queries (rows `rowStride` apart, 32 values each) against
/// `keyCount` (a multiple of 8) transposed keys, into `scores` (a row of `keyCount` per query).
/// Four queries at a time: each load of keys serves four, and eight accumulators keep both FMA
/// units busy (one query's two would wait on each other's latency). Missing queries repeat the
/// first; their scores are not stored.
@inline(__always)
private func queryScores(
  _ query: UnsafePointer<Float>, count: Int, rowStride: Int, keys: UnsafePointer<Float>, keyCount: Int,
  into scores: UnsafeMutablePointer<Float>
) {
  let q0 = query
  let q1 = count > 1 ? query + rowStride : query
  let q2 = count > 2 ? query + 2 * rowStride : query
  let q3 = count > 3 ? query + 3 * rowStride : query
  var block = 0
  while block < keyCount {
    // Even and odd dimensions summed apart, then added: every score in the same order as one
    // query alone would get.
    var even0 = SIMD8<Float>()
    var odd0 = SIMD8<Float>()
    var even1 = SIMD8<Float>()
    var odd1 = SIMD8<Float>()
    var even2 = SIMD8<Float>()
    var odd2 = SIMD8<Float>()
    var even3 = SIMD8<Float>()
    var odd3 = SIMD8<Float>()
    var d = 0
    while d < 32 {
      let evenKeys = load(keys + d * keyCount + block)
      let oddKeys = load(keys + (d + 1) * keyCount + block)
      even0.addProduct(SIMD8(repeating: q0[d]), evenKeys)
      odd0.addProduct(SIMD8(repeating: q0[d + 1]), oddKeys)
      even1.addProduct(SIMD8(repeating: q1[d]), evenKeys)
      odd1.addProduct(SIMD8(repeating: q1[d + 1]), oddKeys)
      even2.addProduct(SIMD8(repeating: q2[d]), evenKeys)
      odd2.addProduct(SIMD8(repeating: q2[d + 1]), oddKeys)
      even3.addProduct(SIMD8(repeating: q3[d]), evenKeys)
      odd3.addProduct(SIMD8(repeating: q3[d + 1]), oddKeys)
      d += 2
    }
    store(even0 + odd0, scores + block)
    if count > 1 { store(even1 + odd1, scores + keyCount + block) }
    if count > 2 { store(even2 + odd2, scores + 2 * keyCount + block) }
    if count > 3 { store(even3 + odd3, scores + 3 * keyCount + block) }
    block += 8
  }
}

/// Softmax numerators in place over `count` scores (of `padded`, a multiple of 8; those past
/// `count` become 0); returns their sum, the denominator.
@inline(__always)
private func softmax(_ scores: UnsafeMutablePointer<Float>, count: Int, padded: Int) -> Float {
  var highest = SIMD8<Float>(repeating: -.infinity)
  var block = 0
  while block < padded {
    var blockScores = load(scores + block)
    if block + 8 > count {
      for lane in (count - block)..<8 { blockScores[lane] = -.infinity }
    }
    highest = highest.replacing(with: blockScores, where: blockScores .> highest)
    block += 8
  }
  let peak = highest.max()
  var sums = SIMD8<Float>()
  block = 0
  while block < padded {
    var weights = exp8(load(scores + block) - peak)
    if block + 8 > count {
      for lane in (count - block)..<8 { weights[lane] = 0 }
    }
    store(weights, scores + block)
    sums += weights
    block += 8
  }
  return sums.sum()
}
