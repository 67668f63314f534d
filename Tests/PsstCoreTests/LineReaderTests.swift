import Foundation
import Testing

@testable import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

@Suite("LineReader")
struct LineReaderTests {
  /// Every line `bytes` holds, read through a pipe the way a tool reads standard input.
  func lines(_ bytes: [UInt8]) throws -> [String] {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    close(fds[1])
    defer { close(fds[0]) }
    let reader = LineReader(fd: fds[0])
    var lines: [String] = []
    while let line = try reader.next() { lines.append(line) }
    return lines
  }

  @Test func linesEndInLFOrCRLFAndTheLastNeedsNoNewline() throws {
    #expect(try lines(Array("a\nb\r\n\nc".utf8)) == ["a", "b", "", "c"])
    #expect(try lines(Array("a\n".utf8)) == ["a"])
    #expect(try lines([]) == [])
  }

  @Test func aCROnlyBeforeTheEndOfInputIsTheLastLinesCRLFCutShort() throws {
    #expect(try lines(Array("pass\r".utf8)) == ["pass"])
    #expect(try lines(Array("a\r\nb\r".utf8)) == ["a", "b"])
    #expect(try lines(Array("\r".utf8)) == [""])
    // Inside a line a CR is text.
    #expect(try lines(Array("a\rb\n".utf8)) == ["a\rb"])
  }

  @Test func aLineThatIsNotUTF8IsRefusedByNumberAndTheNextStillReads() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let bytes: [UInt8] = Array("ok\n".utf8) + [0xFF, 0x0A] + Array("after\n".utf8)
    _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    close(fds[1])
    defer { close(fds[0]) }
    let reader = LineReader(fd: fds[0])
    #expect(try reader.next() == "ok")
    let error = #expect(throws: PsstError.self) { try reader.next() }
    #expect(error?.kind == .badInput)
    #expect(error?.message == "line 2: not valid UTF-8")
    #expect(try reader.next() == "after")
    #expect(try reader.next() == nil)
  }
}
