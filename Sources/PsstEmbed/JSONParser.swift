/// Just enough JSON for a safetensors header: a strict parser over bytes, with no Foundation.
enum JSONValue: Equatable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The value as an exact integer, if it is one (safetensors shapes and offsets are).
  var integer: Int? {
    guard case .number(let number) = self, number.rounded() == number, abs(number) <= 9_007_199_254_740_992 else {
      return nil
    }
    return Int(number)
  }

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let a), .array(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }
}

struct JSONError: Error {
  let reason: String
  let offset: Int
}

struct JSONParser {
  private let bytes: UnsafeRawBufferPointer
  private var position = 0
  /// Deep nesting is no use in a header and would exhaust the stack.
  private static let maxDepth = 64

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// One value, with only whitespace around it.
  mutating func parseDocument() throws(JSONError) -> JSONValue {
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard position == bytes.count else { throw fail("trailing data") }
    return value
  }

  private func fail(_ reason: String) -> JSONError { JSONError(reason: reason, offset: position) }

  private mutating func skipWhitespace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
  }

  private mutating func expect(_ byte: UInt8) throws(JSONError) {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == byte else {
      throw fail("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    position += 1
  }

  private mutating func parseValue(depth: Int) throws(JSONError) -> JSONValue {
    guard depth < Self.maxDepth else { throw fail("nested too deeply") }
    skipWhitespace()
    guard position < bytes.count else { throw fail("unexpected end") }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      var members: [(String, JSONValue)] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      repeat {
        skipWhitespace()
        let key = try parseString()
        try expect(UInt8(ascii: ":"))
        members.append((key, try parseValue(depth: depth + 1)))
        skipWhitespace()
      } while try separator(closing: UInt8(ascii: "}"))
      return .object(members)
    case UInt8(ascii: "["):
      position += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      }
      repeat {
        elements.append(try parseValue(depth: depth + 1))
        skipWhitespace()
      } while try separator(closing: UInt8(ascii: "]"))
      return .array(elements)
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default:
      return .number(try parseNumber())
    }
  }

  /// After a member or element: true on ',', false on the closing bracket.
  private mutating func separator(closing: UInt8) throws(JSONError) -> Bool {
    guard position < bytes.count else { throw fail("unexpected end") }
    let byte = bytes[position]
    position += 1
    if byte == UInt8(ascii: ",") { return true }
    if byte == closing { return false }
    position -= 1
    throw fail("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
  }

  private mutating func literal(_ word: StaticString) throws(JSONError) {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count,
      (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] })
    else { throw fail("bad literal") }
    position += count
  }

  private mutating func parseNumber() throws(JSONError) -> Double {
    let start = position
    while position < bytes.count, let byte = Optional(bytes[position]),
      (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "+-.eE".utf8.contains(byte)
    {
      position += 1
    }
    let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard !text.isEmpty, let value = Double(text), value.isFinite else {
      position = start
      throw fail("bad number")
    }
    return value
  }

  private mutating func parseString() throws(JSONError) -> String {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a string") }
    position += 1
    var utf8: [UInt8] = []
    while true {
      guard position < bytes.count else { throw fail("unterminated string") }
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        // Invalid UTF-8 is repaired rather than refused: names are compared, never trusted.
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard position < bytes.count else { throw fail("unterminated string") }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          {
            position += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw fail("bad surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          utf8.append(contentsOf: String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
        default:
          throw fail("bad escape")
        }
      case 0..<0x20:
        throw fail("control character in string")
      default:
        utf8.append(byte)
      }
    }
  }

  private mutating func hex4() throws(JSONError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw fail("short \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("bad \\u escape")
      }
      code = code << 4 | UInt32(digit)
      position += 1
    }
    return code
  }
}
