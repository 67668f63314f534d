import PsstCore

extension JSON {
  /// The Matrix spec's canonical JSON: object keys sorted by code point, no whitespace, UTF-8
  /// as is, only the escapes JSON requires. Signatures are made and checked over this form.
  public var canonicalBytes: [UInt8] {
    var out: [UInt8] = []
    writeCanonical(to: &out)
    return out
  }

  /// The object without `signatures` and `unsigned`: what an Ed25519 signature of a Matrix
  /// object (device keys, one-time keys) covers.
  public var withoutSignatures: JSON {
    guard case .object(let fields) = self else { return self }
    return .object(fields.filter { $0.0 != "signatures" && $0.0 != "unsigned" })
  }

  private func writeCanonical(to out: inout [UInt8]) {
    switch self {
    case .string(let text): JSON.writeCanonicalString(text, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        item.writeCanonical(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let fields):
      out.append(UInt8(ascii: "{"))
      // Sorting UTF-8 bytes orders by code point.
      let sorted = fields.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
      for (index, (key, value)) in sorted.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSON.writeCanonicalString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        value.writeCanonical(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    case .null, .bool, .number: write(to: &out)
    }
  }

  /// Canonical JSON uses the two-character escapes for backspace and form feed too, where
  /// the compact writer spells them `\u0008`.
  private static func writeCanonicalString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case 0x22: out += Array(#"\""#.utf8)
      case 0x5C: out += Array(#"\\"#.utf8)
      case 0x08: out += Array(#"\b"#.utf8)
      case 0x0C: out += Array(#"\f"#.utf8)
      case 0x0A: out += Array(#"\n"#.utf8)
      case 0x0D: out += Array(#"\r"#.utf8)
      case 0x09: out += Array(#"\t"#.utf8)
      case ..<0x20:
        let hex = String(byte, radix: 16)
        out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
