import Foundation
import Testing

@testable import PsstEmbed

/// The model the tests run: found the way psst finds it (`PSST_MODEL_DIR`, then the install
/// locations). Its absence fails the model tests with what to do, rather than skipping them.
enum TestModel {
  static let directory = SentenceEncoder.locateModel(environment: ProcessInfo.processInfo.environment)

  static func requireDirectory() throws -> String {
    let looked =
      ProcessInfo.processInfo.environment["PSST_MODEL_DIR"].map { "in PSST_MODEL_DIR=\($0)" }
      ?? "(PSST_MODEL_DIR unset)"
    return try #require(
      directory,
      """
      all-MiniLM-L6-v2 not found \(looked): run scripts/fetch-model, then \
      PSST_MODEL_DIR=$PWD/.build-model/all-minilm-l6-v2 swift test (make test does both)
      """)
  }

  /// One encoder for the whole run: loading is cheap, but there is no reason to repeat it.
  nonisolated(unsafe) private static var cached: SentenceEncoder?
  private static let lock = NSLock()

  static func encoder() throws -> SentenceEncoder {
    let directory = try requireDirectory()
    lock.lock()
    defer { lock.unlock() }
    if let cached { return cached }
    let encoder = try SentenceEncoder(directory: directory)
    cached = encoder
    return encoder
  }
}

/// Token ids and vectors from the real model (sentence-transformers on torch), made by
/// scripts/embedding-reference.py.
struct Reference: Decodable {
  struct Entry: Decodable {
    let text: String
    let ids: [Int32]
    let vector: [Float]
  }

  let about: String
  let entries: [Entry]

  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/reference.json")
  private static let loaded = Result { try JSONDecoder().decode(Reference.self, from: Data(contentsOf: path)) }

  /// The fixture, read once; a missing or unreadable one fails the test asking for it.
  static func fixture() throws -> Reference { try loaded.get() }
}

func dot(_ a: [Float], _ b: [Float]) -> Float {
  zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
}

func cosine(_ a: [Float], _ b: [Float]) -> Float {
  dot(a, b) / (dot(a, a).squareRoot() * dot(b, b).squareRoot())
}

/// Writes `bytes` to `path`, replacing it.
func writeFile(_ path: String, _ bytes: some Sequence<UInt8>) throws {
  try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// Inputs and the exact answer for the dense-layer kernels' tests.
enum KernelFixture {
  /// Values from a fixed linear congruential sequence in -scale...scale: the same on every run.
  static func values(_ count: Int, scale: Float, seed: UInt64) -> [Float] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (Float(state >> 40) / Float(1 << 24) * 2 - 1) * scale
    }
  }

  /// x·Wᵀ + bias in Double, the exact answer the kernels approximate.
  static func reference(_ x: [Float], _ w: [Float], _ bias: [Float], rows: Int, inputs: Int) -> [Float] {
    let outputs = bias.count
    return (0..<rows * outputs).map { index in
      let row = index / outputs
      let output = index % outputs
      var sum = Double(bias[output])
      for input in 0..<inputs { sum += Double(x[row * inputs + input]) * Double(w[output * inputs + input]) }
      return Float(sum)
    }
  }
}
