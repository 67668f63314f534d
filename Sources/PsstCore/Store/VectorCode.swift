/// How a sentence embedding is kept in the store: one signed byte per dimension, the vector
/// scaled so that its largest component is ±127 (a quarter of float32's bytes). Only a unit
/// vector's direction matters to cosine similarity, so the scale is not kept: a code decodes to
/// the unit vector along it, within a cosine of 0.9999 of the vector it was made from.
///
/// ```swift
/// let code = VectorCode.encode(vector)                 // [UInt8], vector.count bytes
/// let score = code.withUnsafeBytes { VectorCode.dot(query, $0) }
/// ```
public enum VectorCode {
  /// The code of `vector` (any length; all zeros for the zero vector or one not finite).
  public static func encode(_ vector: [Float]) -> [UInt8] {
    let largest = vector.reduce(0) { max($0, abs($1)) }
    guard largest > 0, vector.allSatisfy(\.isFinite) else { return Array(repeating: 0, count: vector.count) }
    let scale = 127 / largest
    return vector.map { UInt8(bitPattern: Int8(($0 * scale).rounded())) }
  }

  /// The unit vector a code stands for (zeros for an all-zero code).
  public static func decode(_ code: UnsafeRawBufferPointer) -> [Float] {
    let inverseLength = inverseLength(code)
    return code.map { Float(Int8(bitPattern: $0)) * inverseLength }
  }

  /// Dot product of `query` with the unit vector `code` stands for (the cosine, when `query`
  /// is a unit vector); 0 when their sizes differ.
  public static func dot(_ query: [Float], _ code: UnsafeRawBufferPointer) -> Float {
    guard code.count == query.count, !code.isEmpty else { return 0 }
    var sum: Float = 0
    var squares: Int32 = 0
    query.withUnsafeBufferPointer { query in
      for index in 0..<query.count {
        let component = Int32(Int8(bitPattern: code[index]))
        sum += query[index] * Float(component)
        squares += component * component
      }
    }
    return sum * inverseLength(squares: squares)
  }

  /// The code of a little-endian float32 vector as stores before schema 12 kept it.
  static func encode(float32 bytes: UnsafeRawBufferPointer) -> [UInt8] {
    encode((0..<bytes.count / 4).map { bytes.loadUnaligned(fromByteOffset: $0 * 4, as: Float.self) })
  }

  private static func inverseLength(_ code: UnsafeRawBufferPointer) -> Float {
    var squares: Int32 = 0
    for byte in code {
      let component = Int32(Int8(bitPattern: byte))
      squares += component * component
    }
    return inverseLength(squares: squares)
  }

  private static func inverseLength(squares: Int32) -> Float {
    squares > 0 ? 1 / Float(squares).squareRoot() : 0
  }
}
