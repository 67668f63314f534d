import Foundation
import Testing

@testable import PsstEmbed

/// What a prepared file vouches for: its kind, its source's stamp and every byte of its payload.
@Suite struct PreparedFileTests {
  let source = FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5)
  let payload = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }

  func written(in temporary: TemporaryDirectory) throws -> String {
    let path = temporary.path + "/table.prepared"
    let writer = try #require(PreparedFile.Writer(path: path))
    #expect(
      payload.withUnsafeBytes { writer.commit(kind: .vocabulary, source: source, shape: [9, 8, 7], payload: $0) })
    return path
  }

  @Test func aWrittenFileReadsBackWithItsShapeAndPaddedPayload() throws {
    let temporary = try TemporaryDirectory()
    let path = try written(in: temporary)
    let file = try #require(PreparedFile(path: path, kind: .vocabulary, source: source))
    #expect(file.shape == [9, 8, 7, 0])
    #expect(file.payloadBytes == 1_024)
    let bytes = [UInt8](UnsafeRawBufferPointer(start: file.payload, count: file.payloadBytes))
    #expect(Array(bytes.prefix(payload.count)) == payload)
    #expect(bytes.dropFirst(payload.count).allSatisfy { $0 == 0 })
    // Only the file itself is left: the temporary one was renamed.
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == ["table.prepared"])
  }

  @Test func anotherKindOrSourceIsRefused() throws {
    let temporary = try TemporaryDirectory()
    let path = try written(in: temporary)
    #expect(PreparedFile(path: path, kind: .weights, source: source) == nil)
    let touched = FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 6)
    #expect(PreparedFile(path: path, kind: .vocabulary, source: touched) == nil)
    #expect(PreparedFile(path: temporary.path + "/missing", kind: .vocabulary, source: source) == nil)
  }

  @Test func aShortFileIsRefused() throws {
    let temporary = try TemporaryDirectory()
    let path = try written(in: temporary)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for keep in [0, 100, PreparedFile.headerBytes, bytes.count - 64, bytes.count - 1] {
      try writeFile(path, bytes.prefix(keep))
      #expect(PreparedFile(path: path, kind: .vocabulary, source: source) == nil, "cut at \(keep)")
    }
  }

  @Test func anyChangedByteIsRefused() throws {
    let temporary = try TemporaryDirectory()
    let path = try written(in: temporary)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    // The magic, the version, the stamp, the length, the shape, the checksum, the payload's
    // first, a middle and its padding's last byte.
    for offset in [0, 8, 30, 60, 70, 130, 4_096, 4_600, bytes.count - 1] {
      var damaged = bytes
      damaged[offset] ^= 0x40
      try writeFile(path, damaged)
      #expect(PreparedFile(path: path, kind: .vocabulary, source: source) == nil, "byte \(offset)")
    }
    // Two words swapped leave the plain sum as it was: the second sum sees them.
    var swapped = bytes
    swapped[4_096] = bytes[4_096 + 64]
    swapped[4_096 + 64] = bytes[4_096]
    #expect(swapped != bytes)
    try writeFile(path, swapped)
    #expect(PreparedFile(path: path, kind: .vocabulary, source: source) == nil)
  }

  @Test func noWriterWhereNoFileCanBeMade() throws {
    let temporary = try TemporaryDirectory()
    #expect(PreparedFile.Writer(path: temporary.path + "/missing/table.prepared") == nil)
  }

  @Test func anUncommittedWriterLeavesNothing() throws {
    let temporary = try TemporaryDirectory()
    do { _ = try #require(PreparedFile.Writer(path: temporary.path + "/table.prepared")) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }
}
