/// Splits a `text/event-stream` body into events' data, whatever sizes the pieces arrive in:
///
///     var events = ServerSentEvents()
///     try events.feed(piece) { data in print(data) }   // for each piece
///     try events.finish { data in print(data) }        // at the end
///
/// Follows the WHATWG rules that matter here: lines end in LF, CRLF or CR; `data:` lines (one
/// space after the colon dropped) accumulate until a blank line ends the event, joined by LF;
/// lines starting with `:` are comments (keep-alives); other fields are ignored.
public struct ServerSentEvents {
  private var line: [UInt8] = []
  private var data: [String] = []
  private var hasData = false
  /// The last byte was a CR: an LF right after it ends the same line.
  private var afterCR = false

  public init() {}

  public mutating func feed(_ bytes: some Sequence<UInt8>, _ emit: (String) throws -> Void) rethrows {
    for byte in bytes {
      if byte == 10 && afterCR {
        afterCR = false
        continue
      }
      afterCR = byte == 13
      if byte == 10 || byte == 13 {
        try endLine(emit)
      } else {
        line.append(byte)
      }
    }
  }

  /// Hands over an event the stream ended without a blank line after.
  public mutating func finish(_ emit: (String) throws -> Void) rethrows {
    if !line.isEmpty { try endLine(emit) }
    try dispatch(emit)
  }

  private mutating func endLine(_ emit: (String) throws -> Void) rethrows {
    defer { line.removeAll(keepingCapacity: true) }
    if line.isEmpty { return try dispatch(emit) }
    if line[0] == UInt8(ascii: ":") { return }
    let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.count
    guard line[..<colon].elementsEqual("data".utf8) else { return }
    var start = min(colon + 1, line.count)
    if start < line.count && line[start] == UInt8(ascii: " ") { start += 1 }
    data.append(String(decoding: line[start...], as: UTF8.self))
    hasData = true
  }

  private mutating func dispatch(_ emit: (String) throws -> Void) rethrows {
    guard hasData else { return }
    let event = data.joined(separator: "\n")
    data.removeAll(keepingCapacity: true)
    hasData = false
    try emit(event)
  }
}
