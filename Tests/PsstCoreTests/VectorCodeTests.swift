import Foundation
import PsstFuzz
import Testing

@testable import PsstCore

@Suite("VectorCode: sentence embeddings a byte a dimension")
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

  @Test func aCodeIsOneByteADimensionAndDecodesCloseToItsVector() {
    for vector in Self.unitVectors(count: 50, dimensions: 384) {
      let code = VectorCode.encode(vector)
      #expect(code.count == 384)
      let decoded = code.withUnsafeBytes(VectorCode.decode)
      #expect(Self.dot(vector, decoded) >= 0.9999)
      #expect(abs(Self.dot(decoded, decoded) - 1) < 1e-5, "decodes to a unit vector")
    }
  }

  @Test func theLargestComponentTakesTheWholeByte() {
    let code = VectorCode.encode([0.6, -0.8, 0.0])
    #expect(code.map { Int8(bitPattern: $0) } == [95, -127, 0])
  }

  @Test func dotOfACodeIsTheCosineOfWhatItDecodesTo() {
    let vectors = Self.unitVectors(count: 20, dimensions: 384)
    for (query, stored) in zip(vectors, vectors.reversed()) {
      let code = VectorCode.encode(stored)
      let score = code.withUnsafeBytes { VectorCode.dot(query, $0) }
      #expect(abs(score - Self.dot(query, code.withUnsafeBytes(VectorCode.decode))) < 1e-5)
      #expect(abs(score - Self.dot(query, stored)) < 0.01, "within a hundredth of the float32 score")
    }
  }

  @Test func aCodeOfAnotherSizeOrAZeroVectorScoresZero() {
    let query: [Float] = [0.6, 0.8]
    #expect(VectorCode.encode([0.6, 0.8, 0]).withUnsafeBytes { VectorCode.dot(query, $0) } == 0)
    let zero = VectorCode.encode([0, 0])
    #expect(zero == [0, 0])
    #expect(zero.withUnsafeBytes { VectorCode.dot(query, $0) } == 0)
    #expect(zero.withUnsafeBytes(VectorCode.decode) == [0, 0])
    #expect([UInt8]().withUnsafeBytes { VectorCode.dot([], $0) } == 0)
  }

  @Test func aNonFiniteVectorGetsTheZeroCode() {
    #expect(VectorCode.encode([.nan, 1]) == [0, 0])
    #expect(VectorCode.encode([.infinity, 1]) == [0, 0])
  }

  @Test func aFloat32VectorAsOldStoresKeptItGetsTheSameCode() {
    let vector = Self.unitVectors(count: 1, dimensions: 384)[0]
    let bytes = vector.withUnsafeBytes { Array($0) }
    #expect(bytes.withUnsafeBytes { VectorCode.encode(float32: $0) } == VectorCode.encode(vector))
  }
}
