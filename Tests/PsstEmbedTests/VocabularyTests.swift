import Foundation
import Testing

@testable import PsstEmbed

/// The vocabulary's tables kept beside vocab.txt: made by the first load, mapped by the next,
/// and never trusted when missing, damaged or older than the file.
@Suite struct VocabularyTests {
  /// A copy of vocab.txt of its own, so that a test can rewrite it.
  struct Fixture {
    let temporary: TemporaryDirectory
    var path: String { temporary.path + "/vocab.txt" }
    var prepared: String { temporary.path + "/vocab.prepared" }

    init() throws {
      temporary = try TemporaryDirectory()
      try FileManager.default.copyItem(atPath: try TestModel.requireDirectory() + "/vocab.txt", toPath: path)
    }

    func load() throws -> Vocabulary { try Vocabulary(path: path, preparedPath: prepared) }
  }

  /// Every token's id, looked up whole, as the reference dictionary gives it (the last id of a repeat).
  func expectAllIds(_ vocabulary: Vocabulary, _ path: String) throws {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    var last: [Substring: Int] = [:]
    for (id, line) in lines.enumerated() where !line.isEmpty { last[line] = id }
    #expect(vocabulary.count == (lines.last == "" ? lines.count - 1 : lines.count))
    var wrong = 0
    for (token, id) in last where vocabulary.id(of: String(token)) != Int32(id) { wrong += 1 }
    #expect(wrong == 0)
    #expect(vocabulary.id(of: "qqqqzzzz") == nil)
  }

  @Test func theFirstLoadWritesTheTablesAndTheNextMapsThem() throws {
    let fixture = try Fixture()
    try expectAllIds(try fixture.load(), fixture.path)
    let inode = try FileManager.default.attributesOfItem(atPath: fixture.prepared)[.systemFileNumber] as? UInt64
    #expect(inode != nil)
    try expectAllIds(try fixture.load(), fixture.path)
    #expect(try FileManager.default.attributesOfItem(atPath: fixture.prepared)[.systemFileNumber] as? UInt64 == inode)
  }

  @Test func aDamagedOrShortTableIsRebuilt() throws {
    let fixture = try Fixture()
    _ = try fixture.load()
    let intact = try Data(contentsOf: URL(fileURLWithPath: fixture.prepared))
    var damaged = intact
    // A byte of the slots: unchecked, it would send a lookup to the wrong id.
    damaged[intact.count - 5_000] ^= 0x01
    for bad in [damaged, intact.prefix(intact.count / 2), Data()] {
      try writeFile(fixture.prepared, bad)
      try expectAllIds(try fixture.load(), fixture.path)
      #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.prepared)) == intact)
    }
  }

  @Test func aChangedVocabularyFileIsReadAgain() throws {
    let fixture = try Fixture()
    _ = try fixture.load()
    // The same tokens but one renamed: the old tables must not answer for the new file.
    var text = try String(contentsOfFile: fixture.path, encoding: .utf8)
    text = text.replacingOccurrences(of: "\nthe\n", with: "\nqqqqzzzz\n")
    try text.write(toFile: fixture.path, atomically: false, encoding: .utf8)
    let vocabulary = try fixture.load()
    #expect(vocabulary.id(of: "the") == nil)
    #expect(vocabulary.id(of: "qqqqzzzz") == 1996)
  }

  @Test func withoutAPreparedPathNothingIsWritten() throws {
    let fixture = try Fixture()
    try expectAllIds(try Vocabulary(path: fixture.path), fixture.path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.temporary.path) == ["vocab.txt"])
  }
}
