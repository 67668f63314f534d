/// Random identifiers: short, lowercase, unambiguous (Crockford base32 without i, l, o, u).
public enum Identifier {
  private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

  /// `prefix` followed by `length` random characters (5 bits each). Each draw from the system's
  /// generator (a system call) gives 12 characters.
  public static func make(_ prefix: String, length: Int = 12) -> String {
    var generator = SystemRandomNumberGenerator()
    var characters = Array(prefix.utf8)
    var bits: UInt64 = 0
    for index in 0..<length {
      if index % 12 == 0 { bits = generator.next() }
      characters.append(alphabet[Int(bits & 31)])
      bits >>= 5
    }
    return String(decoding: characters, as: UTF8.self)
  }

  /// `prefix`, the time in milliseconds (9 characters, so ids sort by creation), then
  /// `random` random characters: new rows land at the end of every index instead of all over it.
  public static func ordered(_ prefix: String, random: Int = 8, now: Int64 = Clock.nowMillis()) -> String {
    var characters = Array(prefix.utf8)
    for shift in stride(from: 40, through: 0, by: -5) {
      characters.append(alphabet[Int((now >> Int64(shift)) & 31)])
    }
    return make(String(decoding: characters, as: UTF8.self), length: random)
  }
}

extension Identifier {
  /// The creation time encoded in an `ordered` id, or nil for an id not made by it.
  public static func time(of id: String, prefixLength: Int) -> Int64? {
    let characters = Array(id.utf8)
    guard characters.count >= prefixLength + 9 else { return nil }
    var time: Int64 = 0
    for character in characters[prefixLength..<(prefixLength + 9)] {
      guard let value = alphabet.firstIndex(of: character) else { return nil }
      time = time << 5 | Int64(value)
    }
    return time
  }
}
