/// A parsed JSON value. psst parses and prints JSON Lines itself: it is faster than Codable
/// for line-at-a-time streams and keeps field order stable in output.
public enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  public static func == (lhs: JSON, rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  public subscript(key: String) -> JSON? {
    guard case .object(let fields) = self else { return nil }
    return fields.first { $0.0 == key }?.1
  }

  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
  public var intValue: Int64? {
    if case .number(let number) = self, number.rounded() == number,
      abs(number) < 9.007_199_254_740_992e15
    {
      return Int64(number)
    }
    return nil
  }
  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }
  public var arrayValue: [JSON]? {
    if case .array(let items) = self { return items }
    return nil
  }
  public var isNull: Bool { self == .null }

  /// Parses one JSON document; the error names the byte offset and reason.
  public static func parse(_ text: String) throws -> JSON {
    var text = text
    return try text.withUTF8 { bytes in
      var parser = JSONParser(bytes: bytes)
      return try parser.parseDocument()
    }
  }

  /// Compact serialisation, object fields in insertion order.
  public var serialized: String {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    write(to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the compact UTF-8 form; bytes, not `String`, because appending to a byte array is
  /// several times cheaper and output is written as bytes anyway.
  public func write(to out: inout [UInt8]) {
    switch self {
    case .null: out += "null".utf8
    case .bool(let flag): out += (flag ? "true" : "false").utf8
    case .number(let number):
      if number.rounded() == number && abs(number) < 1e15 {
        out += String(Int64(number)).utf8
      } else {
        out += number.description.utf8
      }
    case .string(let text): JSON.writeString(text, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        item.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let fields):
      out.append(UInt8(ascii: "{"))
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSON.writeString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        value.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  static func writeString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    defer { out.append(UInt8(ascii: "\"")) }
    // Most strings need no escaping: copy them in one go.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      out.append(contentsOf: text.utf8)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, 0x6E]
      case 0x0D: out += [0x5C, 0x72]
      case 0x09: out += [0x5C, 0x74]
      case ..<0x20: out += controlEscape(UInt32(byte)).utf8
      default: out.append(byte)
      }
    }
  }

  private static func controlEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}

extension JSON: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}

/// Builds JSON objects with optional fields left out, e.g. `JSON.object(["id": .string(id), "reply_to": replyTo.json])`.
extension Optional where Wrapped == String {
  public var json: JSON { map { .string($0) } ?? .null }
}

public struct JSONParseError: Error, CustomStringConvertible {
  public let offset: Int
  public let reason: String
  public var description: String { "\(reason) at column \(offset + 1)" }
}

struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func parseDocument() throws(JSONParseError) -> JSON {
    skipSpace()
    let value = try parseValue()
    skipSpace()
    if index != bytes.count { throw fail("unexpected text after the JSON value") }
    return value
  }

  private func fail(_ reason: String) -> JSONParseError { JSONParseError(offset: index, reason: reason) }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func parseValue() throws(JSONParseError) -> JSON {
    guard index < bytes.count else { throw fail("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw fail("unexpected character")
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw fail("unexpected end of input") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw fail("invalid literal")
    }
    index += count
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > 64 { throw fail("nesting too deep") }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSON {
    try enter()
    defer { depth -= 1 }
    index += 1
    var fields: [(String, JSON)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw fail("expected a field name in quotes")
      }
      let key = try parseString()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
      index += 1
      skipSpace()
      fields.append((key, try parseValue()))
      skipSpace()
      guard index < bytes.count else { throw fail("unterminated object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(fields)
      } else {
        throw fail("expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSON {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try parseValue())
      skipSpace()
      guard index < bytes.count else { throw fail("unterminated array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      } else {
        throw fail("expected ',' or ']'")
      }
    }
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSON {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    while index < bytes.count {
      let byte = bytes[index]
      let isNumberByte =
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "-")
      if !isNumberByte { break }
      index += 1
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let number = Double(text) else {
      index = start
      throw fail("invalid number")
    }
    // 1e999 reads as infinity, which JSON cannot say: printed back it would be "inf".
    guard number.isFinite else {
      index = start
      throw fail("number out of range")
    }
    return .number(number)
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    let start = index
    // Fast path: no escapes.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let text else { throw fail("invalid UTF-8 in string") }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    var scalars = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        guard let text = String(validating: scalars, as: UTF8.self) else {
          throw fail("invalid UTF-8 in string")
        }
        return text
      }
      if byte < 0x20 { throw fail("control character in string") }
      if byte != UInt8(ascii: "\\") {
        scalars.append(byte)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "\""): scalars.append(0x22)
      case UInt8(ascii: "\\"): scalars.append(0x5C)
      case UInt8(ascii: "/"): scalars.append(0x2F)
      case UInt8(ascii: "b"): scalars.append(0x08)
      case UInt8(ascii: "f"): scalars.append(0x0C)
      case UInt8(ascii: "n"): scalars.append(0x0A)
      case UInt8(ascii: "r"): scalars.append(0x0D)
      case UInt8(ascii: "t"): scalars.append(0x09)
      case UInt8(ascii: "u"):
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw fail("unpaired surrogate") }
          index += 2
          let low = try parseHex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
        scalars.append(contentsOf: Array(String(scalar).utf8))
      default: throw fail("invalid escape")
      }
    }
    throw fail("unterminated string")
  }

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw fail("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fail("invalid hex digit")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }
}

extension JSON: ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSON {
  /// The fields of an object in order (empty for anything else).
  public var objectFields: [(String, JSON)] {
    if case .object(let fields) = self { return fields }
    return []
  }
}
