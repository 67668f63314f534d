import Foundation
import PsstCore
import PsstTestSupport
import Testing

@testable import PsstProvider

@Suite("ProviderClient embeddings")
struct ProviderEmbeddingsTests {
  func dot(_ a: [Float], _ b: [Float]) -> Float { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }

  @Test("vectors come back in input order, normalised to length 1")
  func normalisedInOrder() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let vectors = try server.client().embeddings(
      model: "embed", inputs: ["an apple a day", "my car broke down", "apple"])
    #expect(vectors.count == 3)
    for vector in vectors { #expect(abs(dot(vector, vector) - 1) < 1e-4) }
    // The fake maps apple to "fruit" and car to "vehicle": related texts score higher.
    #expect(dot(vectors[0], vectors[2]) > dot(vectors[1], vectors[2]))
    let body = server.requests.first?["body"] as? [String: Any]
    #expect(body?["model"] as? String == "embed" && (body?["input"] as? [String])?.count == 3)
  }

  @Test("more than 64 inputs go in batches of at most 64")
  func batches() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let inputs = (0..<130).map { "message number \($0)" }
    let vectors = try server.client().embeddings(model: "embed", inputs: inputs)
    #expect(vectors.count == 130)
    let sizes = server.requests.compactMap { (($0["body"] as? [String: Any])?["input"] as? [String])?.count }
    #expect(sizes == [64, 64, 2])
    #expect(try server.client().embeddings(model: "embed", inputs: []).isEmpty)
  }

  @Test("an answer that is not JSON, or cut short, is malformed or connectionLost")
  func brokenAnswers() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let client = try server.client()
    #expect(providerError { _ = try client.embeddings(model: "embed,malformed", inputs: ["x"]) }?.code == .malformed)
    client.maxAttempts = 1
    #expect(providerError { _ = try client.embeddings(model: "embed,drop", inputs: ["x"]) }?.code == .connectionLost)
  }

  @Test("components near or beyond Float's range still give finite unit vectors")
  func hugeComponents() throws {
    let body = #"{"data":[{"embedding":[3e38,3e38,1]},{"embedding":[1e300,-1e300,0.5]},{"embedding":[1e-320,0,0]}]}"#
    let vectors = try ProviderClient.parseEmbeddings(Array(body.utf8), count: 3)
    for vector in vectors {
      #expect(vector.allSatisfy { $0.isFinite }, "\(vector)")
      #expect(abs(dot(vector, vector) - 1) < 1e-4, "\(vector)")
    }
    let half = Float(0.5).squareRoot()
    #expect(abs(vectors[0][0] - half) < 1e-6 && abs(vectors[1][1] + half) < 1e-6)
    let zero = try ProviderClient.parseEmbeddings(Array(#"{"data":[{"embedding":[0,0]}]}"#.utf8), count: 1)
    #expect(zero == [[0, 0]])
  }

  @Test("the parser checks counts, places and numbers")
  func parserChecks() {
    let good = Array(#"{"data":[{"index":1,"embedding":[0,2]},{"index":0,"embedding":[3,4]}]}"#.utf8)
    let vectors = (try? ProviderClient.parseEmbeddings(good, count: 2)) ?? []
    let expected: [[Float]] = [[0.6, 0.8], [0, 1]]
    #expect(vectors.count == 2 && zip(vectors, expected).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) < 1e-6 } })
    for bad in [
      #"{"data":[{"embedding":[1]}]}"#, #"{"data":[{"index":0,"embedding":["x"]},{"index":1,"embedding":[1]}]}"#,
      #"{"data":[{"index":0,"embedding":[1]},{"index":1,"embedding":[1,2]}]}"#, #"{"nodata":1}"#,
    ] {
      #expect(throws: ProviderError.self, "\(bad)") { try ProviderClient.parseEmbeddings(Array(bad.utf8), count: 2) }
    }
  }
}
