/// How a sentence embedding is kept in the store (since schema 17): four bits a dimension, an
/// eighth of float32's bytes (192 bytes for the 384 dimensions of all-MiniLM-L6-v2).
///
/// The vector is first turned by a fixed rotation (`Rotation`: signs flipped by a fixed
/// pattern, then a Walsh-Hadamard transform over blocks of up to 128 dimensions), which spreads
/// a few large components over many, so every component looks alike (near Gaussian). Each is
/// then one of 16 levels, those of Lloyd-Max's quantiser for a Gaussian, at the scale (of 21
/// tried around the components' root mean square) that keeps the code closest to the vector.
/// Only a unit vector's direction matters to cosine similarity, so the scale is not kept: a
/// code stands for the unit vector along its levels, within a cosine of ~0.995 of the vector it
/// was made from (0.99 at worst over the reference texts). A rotation keeps dot products, so a
/// query is turned once (`Query`) and compared with codes as they are.
///
/// ```swift
/// let code = VectorCode.encode(vector)                  // [UInt8], (vector.count + 1) / 2 bytes
/// let query = VectorCode.Query(queryVector)
/// let score = code.withUnsafeBytes { query.dot($0) }    // the cosine to the vector's direction
/// ```
///
/// Dimension 2i is the low nibble of byte i, 2i + 1 its high one; a vector of odd size gets a
/// zero last. A code of zero bytes only stands for no direction (the zero vector, or one not
/// finite); it scores 0.
public enum VectorCode {
  /// The code of `vector` (any length).
  public static func encode(_ vector: [Float]) -> [UInt8] {
    let size = (vector.count + 1) / 2
    guard !vector.isEmpty, vector.allSatisfy(\.isFinite) else { return Array(repeating: 0, count: size) }
    var turned = vector
    if turned.count % 2 == 1 { turned.append(0) }
    Rotation.apply(&turned)
    let squares = turned.reduce(0) { $0 + $1 * $1 }
    guard squares > 0, squares.isFinite else { return Array(repeating: 0, count: size) }
    let rms = (squares / Float(turned.count)).squareRoot()
    var best: (cosine: Float, levels: [UInt8]) = (-.infinity, [])
    var levels = [UInt8](repeating: 0, count: turned.count)
    for step in 0..<scaleSteps {
      // Thresholds between levels at this scale: a component takes the level nearest to it.
      let scale = rms * (0.8 + 0.02 * Float(step))
      var dot: Float = 0
      var length: Float = 0
      for (index, component) in turned.enumerated() {
        let level = nearestLevel(component / scale)
        levels[index] = level
        dot += component * Self.levels[Int(level)]
        length += Self.levels[Int(level)] * Self.levels[Int(level)]
      }
      let cosine = dot / length.squareRoot()
      if cosine > best.cosine { best = (cosine, levels) }
    }
    var code = (0..<size).map { best.levels[2 * $0] | best.levels[2 * $0 + 1] << 4 }
    // All zero bytes mean no direction: a vector that happens to take level 0 everywhere moves
    // its first component one level (it never does; the code must not be ambiguous).
    if code.allSatisfy({ $0 == 0 }) { code[0] = 1 }
    return code
  }

  /// The unit vector a code stands for, turned back (zeros for a code of zero bytes): twice as
  /// many dimensions as the code has bytes.
  public static func decode(_ code: UnsafeRawBufferPointer) -> [Float] {
    guard code.contains(where: { $0 != 0 }) else { return Array(repeating: 0, count: code.count * 2) }
    var vector = [Float](repeating: 0, count: code.count * 2)
    var squares: Float = 0
    for (index, byte) in code.enumerated() {
      let low = levels[Int(byte & 15)]
      let high = levels[Int(byte >> 4)]
      vector[2 * index] = low
      vector[2 * index + 1] = high
      squares += low * low + high * high
    }
    Rotation.invert(&vector)
    let inverse = 1 / squares.squareRoot()
    return vector.map { $0 * inverse }
  }

  /// Dot product of `query` with the unit vector `code` stands for (the cosine, when `query`
  /// is a unit vector); 0 when their sizes differ or the code stands for none.
  public static func dot(_ query: [Float], _ code: UnsafeRawBufferPointer) -> Float {
    Query(query).dot(code)
  }

  /// A query vector turned as codes are, to be compared with many.
  public struct Query: Sendable {
    /// The turned vector, of even size.
    let turned: [Float]
    /// Its size before turning.
    public let dimensions: Int

    public init(_ vector: [Float]) {
      dimensions = vector.count
      var turned = vector
      if turned.count % 2 == 1 { turned.append(0) }
      Rotation.apply(&turned)
      self.turned = turned
    }

    /// The dot product of the query with the unit vector `code` stands for; 0 when sizes
    /// differ or the code stands for none.
    public func dot(_ code: UnsafeRawBufferPointer) -> Float {
      guard dimensions > 0, code.count == (dimensions + 1) / 2 else { return 0 }
      var sum: Float = 0
      var squares: Float = 0
      var any: UInt8 = 0
      turned.withUnsafeBufferPointer { query in
        VectorCode.levels.withUnsafeBufferPointer { levels in
          for index in 0..<code.count {
            let byte = code[index]
            any |= byte
            let low = levels[Int(byte & 15)]
            let high = levels[Int(byte >> 4)]
            sum += query[2 * index] * low + query[2 * index + 1] * high
            squares += low * low + high * high
          }
        }
      }
      return any == 0 ? 0 : sum / squares.squareRoot()
    }
  }

  /// The 16 levels of Lloyd-Max's quantiser for a Gaussian of unit variance, ascending.
  static let levels: [Float] = [
    -2.733, -2.069, -1.618, -1.256, -0.9424, -0.6568, -0.3881, -0.1284,
    0.1284, 0.3881, 0.6568, 0.9424, 1.256, 1.618, 2.069, 2.733,
  ]

  /// How many scales `encode` tries: 0.80, 0.82, … 1.20 times the root mean square.
  static let scaleSteps = 21

  /// The index of the level nearest to `value` (in units of the scale).
  static func nearestLevel(_ value: Float) -> UInt8 {
    var index = 0
    while index < 15 && value > (levels[index] + levels[index + 1]) / 2 { index += 1 }
    return UInt8(index)
  }

  /// The fixed rotation codes are made in: each component's sign flipped or not by a fixed
  /// pattern (bit 63 of SplitMix64 of its index), then an orthonormal Walsh-Hadamard transform
  /// over consecutive blocks of the largest power of two up to 128 dividing the size (128 for
  /// 384 dimensions). Both steps are their own inverse and keep lengths and dot products.
  /// Changing it changes every stored code: it is part of the schema.
  enum Rotation {
    static let largestBlock = 128

    static func blockSize(_ count: Int) -> Int {
      var block = 1
      while block < largestBlock && count % (block * 2) == 0 { block *= 2 }
      return block
    }

    static func flipsSign(_ index: Int) -> Bool {
      var z = UInt64(index) &+ 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return z >> 63 == 1
    }

    /// Flips, then transforms.
    static func apply(_ vector: inout [Float]) {
      flip(&vector)
      transform(&vector)
    }

    /// Transforms, then flips: the inverse of `apply`.
    static func invert(_ vector: inout [Float]) {
      transform(&vector)
      flip(&vector)
    }

    private static func flip(_ vector: inout [Float]) {
      for index in vector.indices where flipsSign(index) { vector[index] = -vector[index] }
    }

    /// The orthonormal Walsh-Hadamard transform of each block, in place.
    private static func transform(_ vector: inout [Float]) {
      let block = blockSize(vector.count)
      guard block > 1 else { return }
      let norm = 1 / Float(block).squareRoot()
      vector.withUnsafeMutableBufferPointer { values in
        for start in stride(from: 0, to: values.count, by: block) {
          var half = 1
          while half < block {
            for base in stride(from: start, to: start + block, by: half * 2) {
              for index in base..<base + half {
                let (a, b) = (values[index], values[index + half])
                values[index] = a + b
                values[index + half] = a - b
              }
            }
            half *= 2
          }
          for index in start..<start + block { values[index] *= norm }
        }
      }
    }
  }
}

/// How sentence embeddings were kept from schema 12 to 16: one signed byte per dimension, the
/// vector scaled so that its largest component is ±127. Read only to convert them (schema 17),
/// and written only by the conversion of float32 vectors at schema 12 that comes before it.
enum ByteVectorCode {
  static func encode(_ vector: [Float]) -> [UInt8] {
    let largest = vector.reduce(0) { max($0, abs($1)) }
    guard largest > 0, vector.allSatisfy(\.isFinite) else { return Array(repeating: 0, count: vector.count) }
    let scale = 127 / largest
    return vector.map { UInt8(bitPattern: Int8(($0 * scale).rounded())) }
  }

  /// The code of a little-endian float32 vector as stores before schema 12 kept it.
  static func encode(float32 bytes: UnsafeRawBufferPointer) -> [UInt8] {
    encode((0..<bytes.count / 4).map { bytes.loadUnaligned(fromByteOffset: $0 * 4, as: Float.self) })
  }

  /// The vector a byte code stands for (its direction is all that counts).
  static func decode(_ code: UnsafeRawBufferPointer) -> [Float] {
    code.map { Float(Int8(bitPattern: $0)) }
  }
}
