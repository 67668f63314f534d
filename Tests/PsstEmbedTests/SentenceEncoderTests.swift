import Foundation
import PsstCore
import Testing

@testable import PsstEmbed

@Suite struct SentenceEncoderTests {
  @Test func vectorsMatchTheReferenceModel() throws {
    // Without the prepared integer weights: one text a call takes the float path.
    let encoder = try SentenceEncoder(directory: TestModel.requireDirectory(), kernel: .preferred, prepared: false)
    let entries = try Reference.fixture().entries
    let vectors = entries.map { encoder.encode([$0.text])[0] }
    for (entry, vector) in zip(entries, vectors) {
      #expect(vector.count == 384)
      #expect(cosine(vector, entry.vector) >= 0.999, "\(entry.text.debugDescription)")
      // Closer than the cosine bound says: each value within float and rounding noise of torch's.
      let worst = zip(vector, entry.vector).map { abs($0 - $1) }.max() ?? 0
      #expect(worst < 2e-5, "\(entry.text.debugDescription): largest difference \(worst)")
    }
  }

  /// The bulk kernels this CPU runs: the portable 16-bit one always, the 8-bit one where it can.
  static let kernels: [IntegerKernel] = IntegerKernel.vnniAvailable ? [.int16, .vnni] : [.int16]

  /// How close a kernel's bulk vectors stay to the float ones: the least cosine and the largest
  /// difference of one value. 16 bits: 0.99995 and 1e-3 measured; 8 bits (Q, K, V in 16):
  /// 0.9961 and 0.018.
  static func bulkBar(_ kernel: IntegerKernel) -> (cosine: Float, difference: Float) {
    kernel == .vnni ? (0.995, 0.025) : (0.9995, 3e-3)
  }

  @Test(arguments: kernels)
  func vectorsEmbeddedInBulkMatchTheReferenceModel(kernel: IntegerKernel) throws {
    // Indexing embeds many texts a call: their products run in integers, which moves the
    // vectors by quantisation noise only.
    let encoder = try SentenceEncoder(directory: TestModel.requireDirectory(), kernel: kernel)
    let entries = try Reference.fixture().entries
    let bar = Self.bulkBar(kernel)
    #expect(SentenceEncoder.isBulk(entries.map { encoder.tokenCount($0.text) }))
    for (entry, vector) in zip(entries, encoder.encode(entries.map(\.text))) {
      #expect(vector.count == 384)
      #expect(cosine(vector, entry.vector) >= bar.cosine, "\(entry.text.debugDescription)")
      let worst = zip(vector, entry.vector).map { abs($0 - $1) }.max() ?? 0
      #expect(worst < bar.difference, "\(entry.text.debugDescription): largest difference \(worst)")
    }
  }

  @Test func theEncoderTakesTheKernelTheCPUOffers() throws {
    let encoder = try TestModel.encoder()
    #expect(encoder.kernel == IntegerKernel.preferred)
  }

  @Test func smallCallsStayInFloats() {
    #expect(!SentenceEncoder.isBulk([256]))
    #expect(!SentenceEncoder.isBulk([100, 100]))
    #expect(SentenceEncoder.isBulk([200, 56]))
    #expect(!SentenceEncoder.isBulk([]))
  }

  @Test func storedCodesStillMatchTheReferenceModel() throws {
    // The store keeps a vector as a VectorCode (four bits a dimension): what search and the
    // learned models read must stay the reference model's vector (cosine ≥ 0.99, issue 19),
    // and rank as it does within a few hundredths.
    let texts =
      try Reference.fixture().entries.map(\.text) + [
        "my knee hurts after the long run", "can we move tuesday's session to thursday?",
        "the invoice for march is still unpaid", "thanks, see you at the track at 7",
        "I'd like to book a massage next week", "what time does the clinic open on saturday",
      ]
    // One call, in bulk as psst-index embeds: quantised products, then the four-bit code.
    let encoder = try TestModel.encoder()
    let vectors = encoder.encode(texts)
    let decoded = vectors.map { VectorCode.encode($0).withUnsafeBytes(VectorCode.decode) }
    for (entry, code) in zip(try Reference.fixture().entries, decoded) {
      // The code costs a cosine of 0.006 at most on top of the kernel's noise.
      let bar = min(0.99, Self.bulkBar(encoder.kernel).cosine - 0.006)
      #expect(cosine(code, entry.vector) >= bar, "\(entry.text.debugDescription)")
    }
    for (text, (vector, code)) in zip(texts, zip(vectors, decoded)) {
      #expect(cosine(vector, code) >= 0.99, "\(text.debugDescription)")
      for (other, otherVector) in zip(texts, vectors) {
        let stored = VectorCode.encode(vector).withUnsafeBytes { VectorCode.dot(otherVector, $0) }
        #expect(abs(stored - dot(vector, otherVector)) < 0.03, "\(text.debugDescription) · \(other.debugDescription)")
      }
    }
  }

  @Test func vectorsAreUnitLengthAndFinite() throws {
    let encoder = try TestModel.encoder()
    let texts = ["", "   ", "\u{0}", "😀", "a short query of six words", String(repeating: "long ", count: 600)]
    for (text, vector) in zip(texts, encoder.encode(texts)) {
      #expect(vector.allSatisfy { $0.isFinite }, "\(text.debugDescription)")
      #expect(abs(dot(vector, vector) - 1) < 1e-5, "\(text.debugDescription)")
    }
  }

  @Test func aBatchEmbedsEachTextAsItWouldAlone() throws {
    var encoder = try TestModel.encoder()
    let texts = try Reference.fixture().entries.map(\.text) + ["my knee hurts", "", "the invoice is unpaid"]
    // Enough text for several batches and both threads.
    let many = Array(repeating: texts, count: 12).joined().map { $0 }
    let batch = encoder.encode(many)
    encoder.maxThreads = 1
    let serial = encoder.encode(many)
    // Alone, a text takes the prepared 16-bit weights when they are there (the same bits as
    // the 16-bit kernel's), else the float path: close, not equal.
    let bar: Float = encoder.kernel == .vnni ? 0.995 : 0.9999
    for (index, text) in many.enumerated().prefix(texts.count) {
      let alone = encoder.encode([text])[0]
      if encoder.hasPreparedWeights && encoder.kernel == .int16 {
        #expect(alone == batch[index], "\(text.debugDescription)")
      } else {
        #expect(cosine(alone, batch[index]) >= bar, "\(text.debugDescription)")
      }
    }
    for index in many.indices {
      #expect(batch[index] == serial[index])
      #expect(batch[index] == batch[index % texts.count])
    }
  }

  @Test func similarMeaningsAreCloserThanUnrelatedOnes() throws {
    let vectors = try TestModel.encoder().encode(["my knee hurts", "I have pain in my knee", "the invoice is unpaid"])
    #expect(dot(vectors[0], vectors[1]) > dot(vectors[0], vectors[2]) + 0.2)
  }

  @Test func tokenCountIncludesClsSepAndStopsAt256() throws {
    let encoder = try TestModel.encoder()
    #expect(encoder.tokenCount("") == 2)
    #expect(encoder.tokenCount("a short query of six words") == 8)
    #expect(encoder.tokenCount(String(repeating: "word ", count: 1000)) == 256)
    #expect(encoder.dimensions == 384)
    #expect(encoder.encode([]).isEmpty)
  }

  @Test func batchesCoverEveryTextInOrder() {
    for lengths in [[], [5], Array(repeating: 30, count: 700), [256, 2, 256, 2, 100], Array(1...90)] {
      for threads in [1, 2, 3] {
        let batches = SentenceEncoder.batches(lengths, threads: threads)
        #expect(batches.first?.lowerBound == 0)
        #expect(batches.last?.upperBound == lengths.count)
        #expect(zip(batches, batches.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(batches.allSatisfy { !$0.isEmpty } || lengths.isEmpty)
      }
    }
    #expect(SentenceEncoder.batches(Array(repeating: 30, count: 700), threads: 2).count % 2 == 0)
  }

  @Test func locateModelPrefersPsstModelDirAndOnlyIt() throws {
    let temporary = try TemporaryDirectory()
    let empty = temporary.path + "/empty"
    let model = temporary.path + "/data/psst/" + SentenceEncoder.modelName
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
    #expect(SentenceEncoder.locateModel(environment: ["XDG_DATA_HOME": temporary.path + "/data"]) == nil)
    try writeFile(model + "/model.safetensors", Data())
    try writeFile(model + "/vocab.txt", Data())
    #expect(SentenceEncoder.locateModel(environment: ["XDG_DATA_HOME": temporary.path + "/data"]) == model)
    #expect(SentenceEncoder.locateModel(environment: ["HOME": temporary.path + "/nowhere"]) == nil)
    // An explicit PSST_MODEL_DIR is the only place looked at, even when it holds nothing.
    let explicit = ["PSST_MODEL_DIR": empty, "XDG_DATA_HOME": temporary.path + "/data"]
    #expect(SentenceEncoder.locateModel(environment: explicit) == nil)
    #expect(SentenceEncoder.locateModel(environment: ["PSST_MODEL_DIR": model]) == model)
  }
}

/// A directory removed when the value goes away.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "psst-embed-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
