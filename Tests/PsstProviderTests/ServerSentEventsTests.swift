import Testing

@testable import PsstProvider

@Suite("ServerSentEvents")
struct ServerSentEventsTests {
  static let stream = Array(
    ": keep-alive\r\ndata: {\"a\":1}\r\n\r\nevent: message\ndata:{\"b\":2}\n\ndata: one\ndata: two\n\rdata: [DONE]\n\n"
      .utf8)

  func events(_ pieces: [ArraySlice<UInt8>]) -> [String] {
    var parser = ServerSentEvents()
    var out: [String] = []
    for piece in pieces { parser.feed(piece) { out.append($0) } }
    parser.finish { out.append($0) }
    return out
  }

  @Test("data lines become events at blank lines; comments and other fields are skipped")
  func wholeStream() {
    #expect(events([Self.stream[...]]) == [#"{"a":1}"#, #"{"b":2}"#, "one\ntwo", "[DONE]"])
  }

  @Test("the same events whatever sizes the pieces arrive in, CRLF split included")
  func splitAnywhere() {
    let expected = events([Self.stream[...]])
    for size in 1...9 {
      let pieces = stride(from: 0, to: Self.stream.count, by: size).map {
        Self.stream[$0..<min($0 + size, Self.stream.count)]
      }
      #expect(events(pieces) == expected, "pieces of \(size) bytes")
    }
  }

  @Test("an event the stream ends without a blank line after is still delivered")
  func unterminatedLastEvent() {
    #expect(events([Array("data: last".utf8)[...]]) == ["last"])
    #expect(events([Array("data: x\n".utf8)[...]]) == ["x"])
    #expect(events([Array(": only a comment\n".utf8)[...]]) == [])
  }
}
