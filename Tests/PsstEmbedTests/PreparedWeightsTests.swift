import Foundation
import Testing

@testable import PsstEmbed

/// The integer weights kept beside the model: made by the first load, mapped by the next, and
/// never trusted when they are missing, short, damaged or from another model file.
@Suite struct PreparedWeightsTests {
  /// A model directory of its own (the weights copied, so that a test can replace them), its
  /// prepared file and the reference texts.
  struct Fixture {
    let temporary: TemporaryDirectory
    let kernel = IntegerKernel.preferred
    var prepared: String { PreparedWeights.path(model: temporary.path + "/model.safetensors") }
    let texts: [String]

    init() throws {
      let directory = try TestModel.requireDirectory()
      temporary = try TemporaryDirectory()
      for name in ["model.safetensors", "vocab.txt"] {
        try FileManager.default.copyItem(atPath: directory + "/" + name, toPath: temporary.path + "/" + name)
      }
      texts = try Reference.fixture().entries.map(\.text) + ["my knee hurts", ""]
    }

    func encoder() throws -> SentenceEncoder { try SentenceEncoder(directory: temporary.path, kernel: kernel) }

    /// Each text embedded alone, as a query is.
    func queries(_ encoder: SentenceEncoder) -> [[Float]] { texts.map { encoder.encode([$0])[0] } }

    func inode() throws -> UInt64 {
      try #require(FileManager.default.attributesOfItem(atPath: prepared)[.systemFileNumber] as? UInt64)
    }
  }

  @Test func theFirstLoadMakesTheFileAndLaterLoadsMapIt() throws {
    let fixture = try Fixture()
    #expect(!FileManager.default.fileExists(atPath: fixture.prepared))
    let first = try fixture.encoder()
    #expect(first.hasPreparedWeights)
    let attributes = try FileManager.default.attributesOfItem(atPath: fixture.prepared)
    #expect(attributes[.posixPermissions] as? Int == 0o644)
    let inode = try fixture.inode()
    let second = try fixture.encoder()
    #expect(second.hasPreparedWeights)
    #expect(try fixture.inode() == inode, "a valid file was rewritten")
    // A query embeds as the same text does in bulk with the 16-bit kernel, from the file or
    // freshly quantised alike.
    let bulk = try SentenceEncoder(directory: fixture.temporary.path, kernel: .int16, prepared: false)
      .encode(fixture.texts)
    #expect(fixture.queries(first) == bulk)
    #expect(fixture.queries(second) == bulk)
  }

  @Test func queriesFromThePreparedFileStayCloseToTheReferenceModel() throws {
    let fixture = try Fixture()
    _ = try fixture.encoder()
    let encoder = try fixture.encoder()
    let bar = SentenceEncoderTests.bulkBar(.int16)
    for entry in try Reference.fixture().entries {
      let vector = encoder.encode([entry.text])[0]
      #expect(cosine(vector, entry.vector) >= bar.cosine, "\(entry.text.debugDescription)")
    }
  }

  /// Loads after `damage` must give the vectors of an intact file and leave an intact file
  /// (the same weights; the header names the model file as it now is).
  func expectRepaired(_ damage: (Fixture) throws -> Void) throws {
    let fixture = try Fixture()
    let expected = fixture.queries(try fixture.encoder())
    let intact = try Data(contentsOf: URL(fileURLWithPath: fixture.prepared))
    try damage(fixture)
    let repaired = try fixture.encoder()
    #expect(repaired.hasPreparedWeights)
    #expect(fixture.queries(repaired) == expected)
    let rewritten = try Data(contentsOf: URL(fileURLWithPath: fixture.prepared))
    #expect(rewritten.count == intact.count)
    #expect(rewritten.dropFirst(PreparedFile.headerBytes) == intact.dropFirst(PreparedFile.headerBytes))
    // And the next load takes the rewritten file as it is.
    let inode = try fixture.inode()
    _ = try fixture.encoder()
    #expect(try fixture.inode() == inode)
  }

  @Test func aTruncatedFileIsRemade() throws {
    for keep in [0, 10, PreparedFile.headerBytes, PreparedFile.headerBytes + 1_000_000] {
      try expectRepaired { fixture in
        let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture.prepared))
        try writeFile(fixture.prepared, bytes.prefix(keep))
      }
    }
  }

  @Test func aDamagedFileIsRemade() throws {
    // One byte of the magic, of the source's stamp, of the checksum, and deep in the weights.
    for offset in [0, 20, 128, PreparedFile.headerBytes + 5_000_000] {
      try expectRepaired { fixture in
        var bytes = try Data(contentsOf: URL(fileURLWithPath: fixture.prepared))
        bytes[offset] ^= 0x10
        try writeFile(fixture.prepared, bytes)
      }
    }
  }

  @Test func aFileMadeFromAnotherModelFileIsRemade() throws {
    // The model rewritten in place (same bytes, new change time) or replaced (new inode): the
    // prepared file no longer vouches for it.
    try expectRepaired { fixture in
      let model = fixture.temporary.path + "/model.safetensors"
      try Data(contentsOf: URL(fileURLWithPath: model)).write(to: URL(fileURLWithPath: model))
    }
  }

  @Test func bulkEmbeddingKeepsItsKernel() throws {
    let fixture = try Fixture()
    _ = try fixture.encoder()
    let encoder = try fixture.encoder()
    #expect(encoder.hasPreparedWeights)
    let unprepared = try SentenceEncoder(directory: fixture.temporary.path, kernel: fixture.kernel, prepared: false)
    #expect(encoder.encode(fixture.texts) == unprepared.encode(fixture.texts))
  }

  @Test func whereNoFileCanBeMadeQueriesStayInFloats() throws {
    let fixture = try Fixture()
    let model = try BertModel(
      path: fixture.temporary.path + "/model.safetensors", kernel: fixture.kernel,
      preparedPath: fixture.temporary.path + "/missing/model.prepared")
    #expect(!model.hasPreparedWeights)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: fixture.temporary.path).sorted() == [
        "model.safetensors", "vocab.txt",
      ])
  }
}
