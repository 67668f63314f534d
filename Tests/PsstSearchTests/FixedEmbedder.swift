@testable import PsstSearch

/// An embedder by which every text means the same: the first axis of 64 (codes of four bits a
/// dimension are made for hundreds, so tests give their stored vectors that size too).
struct FixedEmbedder: Embedder {
  let model = "fixed"
  func embed(_ texts: [String]) throws -> [[Float]] { texts.map { _ in FixedEmbedder.padded([1, 0, 0]) } }

  /// `vector` with zeros to 64 dimensions.
  static func padded(_ vector: [Float]) -> [Float] { vector + Array(repeating: 0, count: 64 - vector.count) }
}
