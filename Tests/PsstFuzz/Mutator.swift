/// Turns valid seed inputs into hostile ones: byte flips, truncations, cut and repeated ranges,
/// splices of two seeds, and insertions of what breaks parsers (deep nesting, huge numbers,
/// invalid UTF-8, control and bidi characters, long strings, the target's own tokens).
public struct Mutator {
  /// Inputs are cut to this many bytes, so one input stays quick to check.
  public var maximumLength = 256 * 1024
  /// Tokens of the format under test (`"{"`, `"from:"`, `"pm"`), inserted and substituted.
  public var tokens: [String]

  public init(tokens: [String] = []) { self.tokens = tokens }

  /// One input: most often 1–4 mutations of a seed, now and then a seed as it is (valid inputs
  /// must keep working: round trips apply to them).
  public func input(from seeds: [[UInt8]], using random: inout FuzzRandom) -> [UInt8] {
    var bytes = random.pick(seeds)
    if random.chance(5) { return bytes }
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      mutate(&bytes, seeds: seeds, using: &random)
    }
    if bytes.count > maximumLength { bytes.removeLast(bytes.count - maximumLength) }
    return bytes
  }

  func mutate(_ bytes: inout [UInt8], seeds: [[UInt8]], using random: inout FuzzRandom) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
    switch Int.random(in: 0..<11, using: &random) {
    case 0:  // flip a bit
      guard !bytes.isEmpty else { return }
      bytes[min(position, bytes.count - 1)] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
    case 1:  // any byte
      guard !bytes.isEmpty else { return }
      bytes[min(position, bytes.count - 1)] = UInt8.random(in: 0...255, using: &random)
    case 2:  // truncate
      bytes.removeLast(bytes.count - position)
    case 3:  // cut a range
      let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
      bytes.removeSubrange(position..<end)
    case 4:  // repeat a range
      let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
      let copies = Int.random(in: 1...(random.chance(10) ? 2000 : 8), using: &random)
      let range = Array(bytes[position..<end])
      bytes.insert(contentsOf: Array([[UInt8]](repeating: range, count: copies).joined()), at: position)
    case 5:  // splice: the head of this one, the tail of another seed
      let other = random.pick(seeds)
      let cut = other.isEmpty ? 0 : Int.random(in: 0...other.count, using: &random)
      bytes = Array(bytes[..<position]) + Array(other[cut...])
    case 6, 7:  // a token of the format
      guard !tokens.isEmpty else { return }
      bytes.insert(contentsOf: Array(random.pick(tokens).utf8), at: position)
    case 8:  // something hostile in general
      bytes.insert(contentsOf: Self.hostile(using: &random), at: position)
    case 9:  // a number made huge, tiny or negative
      replaceNumber(&bytes, using: &random)
    default:  // a run of one character: long strings, long words, long digit runs
      let unit = random.pick(["a", "9", " ", "\"", "\\", "é", "\u{301}", "😀", "\n", "-", ":", "'"])
      let count =
        random.chance(10) ? Int.random(in: 1000...100_000, using: &random) : Int.random(in: 2...200, using: &random)
      bytes.insert(contentsOf: Array(String(repeating: unit, count: count).utf8), at: position)
    }
  }

  /// Deep nesting, numbers out of range, invalid UTF-8, C0/C1 controls, terminal escapes, bidi
  /// overrides, NUL, lone surrogates as escapes.
  static func hostile(using random: inout FuzzRandom) -> [UInt8] {
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let depth =
        random.chance(20) ? Int.random(in: 60...20_000, using: &random) : Int.random(in: 2...70, using: &random)
      let open = random.pick(["[", "{\"a\":", "[{\"b\":"])
      return Array(String(repeating: open, count: depth).utf8)
    case 1:
      return Array(
        random.pick([
          "1e309", "-1e309", "1e-400", "99999999999999999999999999", "-9223372036854775809", "9007199254740993",
          "1.7976931348623157e308", "4.9e-324", "-0", "0.000000000000000000000000000001", "1E+2147483648", "0x10",
          "NaN", "Infinity", "-", "1.", ".5", "01",
        ]).utf8)
    case 2:
      return random.pick([
        [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80],
        [0xE2, 0x82], [0xFE, 0xFF],
      ])
    case 3:
      return Array(
        random.pick([
          "\u{0}", "\u{1B}[2J", "\u{1B}]52;c;cm0gLXJmIH4=\u{7}", "\r", "\r\n", "\u{7F}", "\u{85}", "\u{9B}31m",
          "\u{2028}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\t", "\u{8}",
        ]).utf8)
    case 4:
      return Array(random.pick(["\\ud800", "\\udc00", "\\ud800\\u0041", "\\u0000", "\\u", "\\x41", "\\"]).utf8)
    default:
      return Array(random.pick(["\"", "'", "`", "*", ":", "-", "%", "_", "(", ")", "NEAR", "AND", "OR", "NOT"]).utf8)
    }
  }

  private func replaceNumber(_ bytes: inout [UInt8], using random: inout FuzzRandom) {
    let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
    guard !digits.isEmpty else { return }
    var start = random.pick(digits)
    var end = start
    while start > 0, (48...57).contains(bytes[start - 1]) { start -= 1 }
    while end < bytes.count, (48...57).contains(bytes[end]) { end += 1 }
    let replacement = random.pick([
      "0", "00", "-1", "99", "100", "4294967296", "9223372036854775807", "9223372036854775808",
      "99999999999999999999", "1e308", "1e999", "-0",
    ])
    bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
  }
}
