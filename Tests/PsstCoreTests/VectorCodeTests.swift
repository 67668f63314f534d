import Foundation
import PsstFuzz
import Testing

@testable import PsstCore

@Suite("VectorCode: sentence embeddings in four bits a dimension")
struct VectorCodeTests {
  /// Unit vectors spread like a sentence model's: mostly small components, a few large ones.
  static func unitVectors(count: Int, dimensions: Int) -> [[Float]] {
    var generator = FuzzRandom(seed: 19)
    return (0..<count).map { _ in
      let raw = (0..<dimensions).map { _ in
        Float.random(in: -1...1, using: &generator) * (Float.random(in: 0...1, using: &generator) < 0.05 ? 4 : 1)
      }
      let length = raw.reduce(0) { $0 + $1 * $1 }.squareRoot()
      return raw.map { $0 / length }
    }
  }

  static func dot(_ first: [Float], _ second: [Float]) -> Float { zip(first, second).reduce(0) { $0 + $1.0 * $1.1 } }

  @Test func aCodeIsFourBitsADimensionAndDecodesCloseToItsVector() {
    var worst: Float = 1
    for vector in Self.unitVectors(count: 50, dimensions: 384) {
      let code = VectorCode.encode(vector)
      #expect(code.count == 192)
      let decoded = code.withUnsafeBytes(VectorCode.decode)
      #expect(decoded.count == 384)
      worst = min(worst, Self.dot(vector, decoded))
      #expect(abs(Self.dot(decoded, decoded) - 1) < 1e-5, "decodes to a unit vector")
    }
    // The rotation spreads the large components: without it the worst is ~0.98.
    #expect(worst >= 0.993)
  }

  @Test func oneLargeComponentIsSpreadByTheRotation() {
    // A vector all in one dimension (a component no level of the others' scale reaches).
    var vector = [Float](repeating: 0.01, count: 384)
    vector[7] = 1
    let length = Self.dot(vector, vector).squareRoot()
    vector = vector.map { $0 / length }
    let decoded = VectorCode.encode(vector).withUnsafeBytes(VectorCode.decode)
    #expect(Self.dot(vector, decoded) >= 0.99)
  }

  @Test func theRotationKeepsDotProductsAndUndoesItself() {
    let vectors = Self.unitVectors(count: 2, dimensions: 384)
    var (first, second) = (vectors[0], vectors[1])
    let before = Self.dot(first, second)
    VectorCode.Rotation.apply(&first)
    VectorCode.Rotation.apply(&second)
    #expect(abs(Self.dot(first, second) - before) < 1e-5)
    #expect(abs(Self.dot(first, first) - 1) < 1e-5)
    VectorCode.Rotation.invert(&first)
    #expect(zip(first, vectors[0]).allSatisfy { abs($0 - $1) < 1e-6 })
    #expect(VectorCode.Rotation.blockSize(384) == 128)
    #expect(VectorCode.Rotation.blockSize(1536) == 128)
    #expect(VectorCode.Rotation.blockSize(6) == 2)
  }

  @Test func theCodeOfAVectorNeverChanges() {
    // Codes are kept in stores: the rotation's signs, the levels and the scales tried are part
    // of the schema. This pins a code made today.
    let vector = (0..<16).map { Float(($0 * 7) % 11) - 5 }
    #expect(VectorCode.encode(vector) == Self.pinned)
  }

  static let pinned: [UInt8] = [200, 184, 186, 201, 89, 230, 110, 67]

  @Test func dotOfACodeIsTheCosineOfWhatItDecodesTo() {
    let vectors = Self.unitVectors(count: 20, dimensions: 384)
    for (query, stored) in zip(vectors, vectors.reversed()) {
      let code = VectorCode.encode(stored)
      let score = code.withUnsafeBytes { VectorCode.dot(query, $0) }
      #expect(abs(score - Self.dot(query, code.withUnsafeBytes(VectorCode.decode))) < 1e-5)
      #expect(abs(score - Self.dot(query, stored)) < 0.03, "within three hundredths of the float32 score")
    }
  }

  @Test func aCodeOfAnotherSizeOrAZeroVectorScoresZero() {
    let query: [Float] = [0.6, 0.8]
    #expect(VectorCode.encode([0.6, 0.8, 0, 0]).withUnsafeBytes { VectorCode.dot(query, $0) } == 0)
    let zero = VectorCode.encode([0, 0])
    #expect(zero == [0])
    #expect(zero.withUnsafeBytes { VectorCode.dot(query, $0) } == 0)
    #expect(zero.withUnsafeBytes(VectorCode.decode) == [0, 0])
    #expect([UInt8]().withUnsafeBytes { VectorCode.dot([], $0) } == 0)
  }

  @Test func aVectorOfOddSizeIsPaddedWithAZero() {
    let vector: [Float] = [0.6, 0, 0.8]
    let code = VectorCode.encode(vector)
    #expect(code.count == 2)
    #expect(abs(code.withUnsafeBytes { VectorCode.dot(vector, $0) } - 1) < 0.02)
  }

  @Test func aNonFiniteVectorGetsTheZeroCode() {
    #expect(VectorCode.encode([.nan, 1]) == [0])
    #expect(VectorCode.encode([.infinity, 1, 0, 0]) == [0, 0])
  }

  @Test func aByteCodeOfOldStoresConvertsCloseToItsVector() {
    for vector in Self.unitVectors(count: 20, dimensions: 384) {
      let bytes = vector.withUnsafeBytes { Array($0) }
      let old = bytes.withUnsafeBytes { ByteVectorCode.encode(float32: $0) }
      #expect(old == ByteVectorCode.encode(vector))
      let code = VectorCode.encode(old.withUnsafeBytes(ByteVectorCode.decode))
      #expect(Self.dot(vector, code.withUnsafeBytes(VectorCode.decode)) >= 0.993)
    }
  }
}
