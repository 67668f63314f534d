/// Plain-text handling shared by the detectors: sentences, words, normalisation.
enum Text {
  // Everything here walks Unicode scalars, not Characters: grapheme breaking and canonical
  // comparison made the detectors ten times slower, and none of it needs them.

  /// Lower-cased, with typographic apostrophes and dashes made plain.
  static func normalise(_ text: String) -> String {
    if text.isASCII { return String(decoding: normalisedBytes(text), as: UTF8.self) }
    // Written as UTF-8 bytes: appending to a String.UnicodeScalarView cost more than the rest.
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0...0x7F: out.append(normalised(UInt8(scalar.value)))
      case 0x2018, 0x2019: out.append(UInt8(ascii: "'"))
      case 0x2013, 0x2014: out.append(UInt8(ascii: "-"))
      default:
        if scalar.properties.changesWhenLowercased {
          out.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        } else {
          UTF8.encode(scalar) { out.append($0) }
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `text.contains(character)` for an ASCII `character`, by bytes. A byte between two ASCII
  /// bytes is a Character of its own (but for a carriage return and a line feed, which are read
  /// by Characters); only next to other scalars could it be part of a larger one, and only then
  /// are Characters read.
  static func contains(_ text: String, ascii character: Character) -> Bool {
    guard let byte = character.asciiValue, byte != 0x0A, byte != 0x0D else { return text.contains(character) }
    var text = text
    var undecided = false
    let alone = text.withUTF8 { bytes in
      for index in bytes.indices where bytes[index] == byte {
        let before = index > 0 ? bytes[index - 1] : 0
        let after = index + 1 < bytes.count ? bytes[index + 1] : 0
        if before < 0x80 && after < 0x80 { return true }
        undecided = true
      }
      return false
    }
    return alone || (undecided && text.contains(character))
  }

  /// False when `text` cannot contain the ASCII `pattern`, by bytes: a Character search (or
  /// `firstRange(of:)`) can find it only where its bytes are. A cheap test before the search
  /// (most texts have no colon, no ", will "), which still decides where the bytes are found.
  static func mayContain(_ text: String, ascii pattern: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
    guard let first = needle.first else { return true }
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      var index = 0
      while index <= bytes.count - needle.count {
        if bytes[index] == first && (1..<needle.count).allSatisfy({ bytes[index + $0] == needle[$0] }) { return true }
        index += 1
      }
      return false
    }
  }

  /// Each UTF-8 byte of the text `normalised`, mapped over the String's own buffer where it has
  /// one: a map through its view cost several times as much, for every message.
  static func normalisedBytes(_ text: String) -> [UInt8] {
    text.utf8.withContiguousStorageIfAvailable { $0.map(normalised) } ?? text.utf8.map(normalised)
  }

  /// One byte of ASCII text normalised: lower case, a backtick made an apostrophe.
  static func normalised(_ byte: UInt8) -> UInt8 {
    switch byte {
    case 0x41...0x5A: byte + 32
    case 0x60: UInt8(ascii: "'")
    default: byte
    }
  }

  /// Sentences and clauses: split at . ! ? ; and at " - " / "–" dashes and new lines.
  static func clauses(_ text: String) -> [String] {
    var text = text
    return text.withUTF8(clauses(of:))
  }

  /// `clauses` of valid UTF-8, scalar by scalar but read by bytes: every scalar it splits or
  /// trims at is ASCII or an en or em dash (three bytes), an ASCII byte is always a scalar of its
  /// own, and only the scalar after a sentence end that is no ASCII is decoded (whether it is
  /// shown as an emoji). Indexing the String's scalars checked every index, for every message.
  private static func clauses(of bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let space = UInt8(ascii: " ")
    let newline = UInt8(ascii: "\n")
    var parts: [String] = []
    var start = 0
    func close(_ end: Int) {
      var low = start
      var high = end
      while low < high, let length = clauseTrimLength(bytes, at: low, before: high) { low += length }
      while high > low, let length = clauseTrimLength(bytes, endingAt: high, after: low) { high -= length }
      if low < high { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)) }
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let after = index + scalarLength(lead: byte)
      let next = after < bytes.count ? bytes[after] : space
      let splits: Bool
      switch byte {
      case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"), newline:
        splits =
          next == space || next == newline || next >= 0x80 && decode(bytes, at: after).properties.isEmojiPresentation
      case UInt8(ascii: "-"), 0xE2:
        let previousIsSpace = index == 0 || bytes[index - 1] == space
        splits = (byte == UInt8(ascii: "-") || isLongDash(bytes, at: index)) && previousIsSpace && next == space
      default:
        splits = false
      }
      if splits {
        close(after)
        start = after
      }
      index = after
    }
    close(bytes.count)
    return parts
  }

  /// How many bytes the scalar whose first byte is `lead` takes.
  private static func scalarLength(lead: UInt8) -> Int {
    switch lead {
    case 0..<0xC0: 1
    case 0xC0..<0xE0: 2
    case 0xE0..<0xF0: 3
    default: 4
    }
  }

  /// The scalar that starts at `index` of valid UTF-8.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar {
    let length = scalarLength(lead: bytes[index])
    var value = length == 1 ? UInt32(bytes[index]) : UInt32(bytes[index]) & (0xFF >> (length + 1))
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return Unicode.Scalar(value)!
  }

  /// An en or em dash (U+2013, U+2014) starts at `index`.
  private static func isLongDash(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0x93 || bytes[index + 2] == 0x94)
  }

  /// The length of the clause trim (a space, a new line, a dash) that starts at `index`, when
  /// one does and ends by `end`.
  private static func clauseTrimLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> Int? {
    switch bytes[index] {
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "-"): 1
    case 0xE2 where index + 3 <= end && isLongDash(bytes, at: index): 3
    default: nil
    }
  }

  /// The length of the clause trim that ends at `end`, when one does and starts at `start` or later.
  private static func clauseTrimLength(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int, after start: Int) -> Int?
  {
    switch bytes[end - 1] {
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "-"): 1
    default: end - 3 >= start && isLongDash(bytes, at: end - 3) ? 3 : nil
    }
  }

  /// Lower-case words: letters, digits and apostrophes (of already normalised text).
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    // A word's scalars gathered as UTF-8 bytes: appending to a String.UnicodeScalarView cost
    // more than reading them.
    var current: [UInt8] = []
    current.reserveCapacity(16)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isWordScalar =
        (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || scalar == "'"
        || (0x41...0x5A).contains(value) || (value > 0x7F && scalar.properties.isAlphabetic)
      if isWordScalar {
        UTF8.encode(scalar) { current.append($0) }
      } else {
        endWord(&current, into: &words)
      }
    }
    endWord(&current, into: &words)
    return words
  }

  /// `words(normalise(text))` in one pass over UTF-8, the hot path of every detector: ASCII is
  /// handled byte by byte, anything else decoded to a scalar.
  static func normalisedWords(_ text: String) -> [String] {
    if text.isASCII { return asciiNormalisedWords(text) }
    var words: [String] = []
    var current: [UInt8] = []
    current.reserveCapacity(16)
    func flush() { endWord(&current, into: &words) }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x61...0x7A, 0x30...0x39, 0x27: current.append(UInt8(value))
      case 0x41...0x5A: current.append(UInt8(value + 32))
      case 0x2018, 0x2019, 0x60: current.append(UInt8(ascii: "'"))
      case 0...0x7F: flush()
      default:
        guard scalar.properties.isAlphabetic else {
          flush()
          continue
        }
        let lower = scalar.properties.changesWhenLowercased ? scalar.properties.lowercaseMapping : String(scalar)
        current.append(contentsOf: lower.utf8)
      }
    }
    flush()
    return words
  }

  /// `normalisedWords` of ASCII text, by bytes: each is a scalar of its own. A word is cut
  /// from the text's own UTF-8 buffer and normalised as its String is made: gathering its bytes
  /// first, and growing the list a word at a time, cost more than reading them.
  private static func asciiNormalisedWords(_ text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var words: [String] = []
      // Every word but the last ends at a byte that is none: at most one word per two bytes.
      words.reserveCapacity(bytes.count / 2 + 1)
      var start = 0
      for end in 0...bytes.count where end == bytes.count || !isASCIIWordByte(bytes[end]) {
        // Apostrophes (and backticks, made apostrophes) at either end are quotes, not contractions.
        var low = start
        var high = end
        while high > low && isApostrophe(bytes[high - 1]) { high -= 1 }
        while low < high && isApostrophe(bytes[low]) { low += 1 }
        if low < high {
          words.append(
            String(unsafeUninitializedCapacity: high - low) { word in
              for offset in 0..<(high - low) { word[offset] = normalised(bytes[low + offset]) }
              return high - low
            })
        }
        start = end + 1
      }
      return words
    }
  }

  /// A byte of a word in ASCII text: a letter, a digit, an apostrophe or a backtick.
  private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x27, 0x60: true
    default: false
    }
  }

  private static func isApostrophe(_ byte: UInt8) -> Bool { byte == 0x27 || byte == 0x60 }

  /// Ends the word whose UTF-8 is `bytes`: appended to `words` without apostrophes at either
  /// end (quotes, not contractions), unless nothing else is left; `bytes` is emptied.
  static func endWord(_ bytes: inout [UInt8], into words: inout [String]) {
    var end = bytes.count
    while end > 0 && bytes[end - 1] == UInt8(ascii: "'") { end -= 1 }
    var start = 0
    while start < end && bytes[start] == UInt8(ascii: "'") { start += 1 }
    if start < end { words.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
    bytes.removeAll(keepingCapacity: true)
  }

  /// The first of the name's parts between spaces (`split(separator: " ").first`), the name
  /// itself when it has none; read without splitting the rest.
  static func firstName(_ name: String) -> String {
    let first = name.drop { $0 == " " }.prefix { $0 != " " }
    return first.isEmpty ? name : String(first)
  }

}

/// A clause with its words, for phrase matching on word boundaries.
struct Clause {
  let text: String
  let words: [String]
  /// `WordHash` of each word: phrases look words up by these, and compare Strings only when
  /// a hash is equal.
  let hashes: [UInt64]

  init(_ text: String) {
    self.text = text
    words = Text.normalisedWords(text)
    hashes = words.map(WordHash.of)
  }

  /// `text` with the words (and their hashes) already read: those of a clause whose text
  /// differs only by what is no word (`Clause(text)` would read the same).
  init(_ text: String, sameWordsAs read: Clause) {
    self.text = text
    words = read.words
    hashes = read.hashes
  }

  /// The clauses' text joined as `text`, when no word crosses from one into the next (each
  /// ends where `Text.clauses` splits, at a character that is no word): their words in order.
  init(_ text: String, joining parts: [Clause]) {
    self.text = text
    words = parts.flatMap(\.words)
    hashes = parts.flatMap(\.hashes)
  }

  /// Whether `word` is one of the words.
  func contains(_ word: String) -> Bool {
    let hash = WordHash.of(word)
    return hashes.indices.contains { hashes[$0] == hash && words[$0] == word }
  }

  /// Whether any word is in `table`.
  func containsAny(of table: WordTable) -> Bool {
    words.indices.contains { table.index(of: words[$0], hash: hashes[$0]) != nil }
  }

  /// True when the words of `phrase` occur in a row; a word ending in `*` matches any word it
  /// begins ("hurt*" matches "hurts", "hurting").
  func has(_ phrase: String) -> Bool { position(of: phrase) != nil }

  func hasAny(_ phrases: [String]) -> Bool { phrases.contains(where: has) }

  /// Where the words of `phrase` start, if they occur.
  func position(of phrase: String) -> Int? {
    let bytes = phrase.utf8
    if bytes.allSatisfy({ $0 < 0x80 }) {
      // By bytes, not Characters (phrases are asked of every clause): in ASCII each is one.
      let firstEnd = bytes.firstIndex(of: UInt8(ascii: " ")) ?? bytes.endIndex
      if bytes[..<firstEnd].last != UInt8(ascii: "*") && !contains(String(Substring(bytes[..<firstEnd]))) {
        return nil
      }
    } else {
      let first = phrase.prefix { $0 != " " }
      if !first.hasSuffix("*") && !contains(String(first)) { return nil }
    }
    return position(ofWords: phrase.split(separator: " ").map(String.init))
  }

  /// `position(of:)` for a phrase already split into words.
  func position(ofWords pattern: [String]) -> Int? {
    guard let first = pattern.first, Clause.isWildcard(first) || contains(first) else { return nil }
    guard pattern.count <= words.count else { return nil }
    for start in 0...(words.count - pattern.count) {
      var matched = true
      for (offset, part) in pattern.enumerated() where !Clause.matches(words[start + offset], part) {
        matched = false
        break
      }
      if matched { return start }
    }
    return nil
  }

  static func matches(_ word: String, _ pattern: String) -> Bool {
    isWildcard(pattern) ? word.hasPrefix(pattern.dropLast()) : word == pattern
  }

  /// `pattern.hasSuffix("*")`, most often answered by the last byte: a last Character "*" ends
  /// in that byte.
  static func isWildcard(_ pattern: String) -> Bool {
    pattern.utf8.last == UInt8(ascii: "*") && pattern.hasSuffix("*")
  }
}

extension String {
  /// `hasSuffix("?")`, most often answered by the last byte: a last Character "?" ends in it.
  var endsWithQuestionMark: Bool { utf8.last == UInt8(ascii: "?") && hasSuffix("?") }

  /// `utf8.allSatisfy { $0 < 0x80 }`, over the String's own UTF-8 buffer where it has one: the
  /// detectors ask it of every message, clause and word, and a walk through the view's
  /// iterator cost more than the test.
  var isASCII: Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      var bits: UInt8 = 0
      for byte in bytes { bits |= byte }
      return bits < 0x80
    } ?? utf8.allSatisfy { $0 < 0x80 }
  }
}

extension StringProtocol {
  func trimmingCharacters(in set: String) -> String {
    // ASCII without CR (the one pair of ASCII scalars that is one Character): each byte is a
    // Character, so trimming bytes trims the same, without building Characters.
    if set.isASCII, utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      let text = String(self)
      let bytes = text.utf8
      var start = bytes.startIndex
      var end = bytes.endIndex
      while start < end && set.utf8.contains(bytes[start]) { start = bytes.index(after: start) }
      while end > start && set.utf8.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
      return String(Substring(bytes[start..<end]))
    }
    let characters = Set(set)
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice.removeFirst() }
    while let last = slice.last, characters.contains(last) { slice.removeLast() }
    return String(slice)
  }
}

/// Phrases split into words once, indexed by first word: a clause is checked against a whole
/// lexicon with a few dictionary lookups instead of a scan per phrase.
struct PhraseSet: Sendable {
  /// One word of a phrase, read once: what `Clause.matches` does with a pattern String (hash
  /// its word, drop its `*`) is done here, not for every word of every clause.
  private struct PatternWord: Sendable {
    /// The word, or for a `prefix*` pattern the prefix.
    let text: String
    /// Whether the pattern ends in `*`.
    let isPrefix: Bool
    /// `WordHash` of an ASCII exact word, nil otherwise. An ASCII word equals a clause word
    /// exactly when their bytes do (no other string is canonically equivalent to ASCII
    /// letters, digits or apostrophes), so a different hash means a different word.
    let asciiHash: UInt64?
    /// The prefix's bytes when they are ASCII without CR (each byte one Character).
    let asciiPrefix: [UInt8]?

    init(_ pattern: String) {
      isPrefix = pattern.hasSuffix("*")
      text = isPrefix ? String(pattern.dropLast()) : pattern
      let ascii = text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
      asciiHash = !isPrefix && ascii ? WordHash.of(text) : nil
      asciiPrefix = isPrefix && ascii ? Array(text.utf8) : nil
    }

    /// `Clause.matches(word, pattern)`, `hash` being the word's `WordHash`.
    func matches(_ word: String, hash: UInt64) -> Bool {
      if !isPrefix {
        if let asciiHash { return asciiHash == hash && word == text }
        return word == text
      }
      // A byte prefix of an ASCII word is a prefix of its Characters.
      if let asciiPrefix, word.isASCII { return word.utf8.starts(with: asciiPrefix) }
      return word.hasPrefix(text)
    }
  }

  /// The first words of the phrases without a wildcard there…
  private let firstWords: WordTable
  /// …and those phrases by the index of their first word, in the order given.
  private let byFirstWord: [[[PatternWord]]]
  /// Phrases whose first word is a `prefix*` pattern.
  private let wildcards: [[PatternWord]]
  /// For each first byte of a word, the wildcards it may start (in order): those whose prefix
  /// starts with that byte, and those whose prefix does not start with an ASCII byte. A word
  /// that starts with an ASCII prefix starts with its first byte (no other string is
  /// canonically equivalent to an ASCII letter), so most words are passed over without
  /// comparing Strings. The last list is for an empty word.
  private let wildcardsByFirstByte: [[Int]]

  init(_ phrases: [String]) {
    var firsts: [String] = []
    var byFirst: [String: [[PatternWord]]] = [:]
    var wildcards: [[PatternWord]] = []
    for phrase in phrases {
      let words = phrase.split(separator: " ").map(String.init)
      guard let first = words.first else { continue }
      if first.hasSuffix("*") {
        wildcards.append(words.map(PatternWord.init))
      } else {
        if byFirst[first] == nil { firsts.append(first) }
        byFirst[first, default: []].append(words.map(PatternWord.init))
      }
    }
    firstWords = WordTable(firsts)
    byFirstWord = firsts.map { byFirst[$0]! }
    self.wildcards = wildcards
    let firstBytes = wildcards.map { words in words[0].text.utf8.first.flatMap { $0 < 0x80 ? $0 : nil } }
    wildcardsByFirstByte =
      wildcards.isEmpty
      ? []
      : (0...256).map { byte in
        firstBytes.indices.filter { firstBytes[$0].map { Int($0) == byte } ?? true }
      }
  }

  /// The earliest match in the clause: where it starts and how many words it covers.
  func firstMatch(in clause: Clause) -> (start: Int, length: Int)? {
    let words = clause.words
    for start in words.indices {
      if let first = firstWords.index(of: words[start], hash: clause.hashes[start]) {
        for pattern in byFirstWord[first] where Self.matches(pattern, clause, at: start) {
          return (start, pattern.count)
        }
      }
      guard !wildcards.isEmpty else { continue }
      // By index: the first byte rules most patterns out before one is read (and retained).
      for index in wildcardsByFirstByte[words[start].utf8.first.map(Int.init) ?? 256]
      where Self.matches(wildcards[index], clause, at: start) {
        return (start, wildcards[index].count)
      }
    }
    return nil
  }

  func matches(_ clause: Clause) -> Bool { firstMatch(in: clause) != nil }

  private static func matches(_ pattern: [PatternWord], _ clause: Clause, at start: Int) -> Bool {
    guard start + pattern.count <= clause.words.count else { return false }
    for (offset, part) in pattern.enumerated()
    where !part.matches(clause.words[start + offset], hash: clause.hashes[start + offset]) {
      return false
    }
    return true
  }
}

extension Clause {
  func hasAny(_ phrases: PhraseSet) -> Bool { phrases.matches(self) }
}

/// Single words and `prefix*` patterns, for checking one word at a time.
struct WordMatcher: Sendable {
  private let exact: WordTable
  private let prefixes: [String]
  /// The prefixes' bytes by their first byte, for ASCII words (most): a word is compared with the
  /// few that start like it, byte by byte. Only when every prefix is ASCII (no CR, which pairs
  /// with LF into one Character) and not empty.
  private let prefixBytes: [[[UInt8]]]?

  init(_ patterns: [String]) {
    exact = WordTable(patterns.filter { !$0.hasSuffix("*") && !$0.contains(" ") })
    prefixes = patterns.filter { $0.hasSuffix("*") }.map { String($0.dropLast()) }
    var byFirst: [[[UInt8]]]? = [[[UInt8]]](repeating: [], count: 128)
    for prefix in prefixes {
      guard let first = prefix.utf8.first, prefix.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
        byFirst = nil
        break
      }
      byFirst?[Int(first)].append(Array(prefix.utf8))
    }
    prefixBytes = byFirst
  }

  /// Whether `word` is one of the words or starts with one of the prefixes; `hash` is its
  /// `WordHash` when the caller has it (a clause's words).
  func matches(_ word: String, hash: UInt64? = nil) -> Bool {
    if exact.index(of: word, hash: hash ?? WordHash.of(word)) != nil { return true }
    // An ASCII word and ASCII prefixes: every byte is a Character, so a byte prefix is a prefix.
    guard let prefixBytes, let first = word.utf8.first, word.isASCII else {
      return prefixes.contains { word.hasPrefix($0) }
    }
    return prefixBytes[Int(first)].contains { word.utf8.starts(with: $0) }
  }
}

extension Character {
  /// Shown as an emoji (profile sentences split after one).
  var isEmoji: Bool { unicodeScalars.first.map { $0.properties.isEmojiPresentation } ?? false }
}

/// FNV-1a (64 bits) over a word's UTF-8: cheap to compute once per word of a clause, and with it
/// a word is looked up in a `WordTable` without hashing the String again.
enum WordHash {
  static func of(_ word: String) -> UInt64 { hashAndBits(word).hash }

  /// `of(word)` when the word is ASCII (read in the same pass), else nil.
  static func ofASCII(_ word: String) -> UInt64? {
    let (hash, bits) = hashAndBits(word)
    return bits < 0x80 ? hash : nil
  }

  /// The hash and every bit set in any byte, over the String's own UTF-8 buffer where it has
  /// one (native and small Strings: every word a clause reads), not byte by byte through its view.
  private static func hashAndBits(_ word: String) -> (hash: UInt64, bits: UInt8) {
    word.utf8.withContiguousStorageIfAvailable(hashAndBits) ?? hashAndBits(word.utf8)
  }

  private static func hashAndBits(_ bytes: some Sequence<UInt8>) -> (hash: UInt64, bits: UInt8) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var bits: UInt8 = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      bits |= byte
    }
    return (hash, bits)
  }
}

/// A set of words looked up by their `WordHash`: open addressing over a power-of-two table, the
/// hashes compared first and a String only when they are equal.
struct WordTable: Sendable {
  /// The distinct words, in the order first given.
  private let words: [String]
  private let hashes: [UInt64]
  /// Indices into `words`, -1 for an empty slot.
  private let slots: [Int]
  private let mask: Int

  init(_ given: [String]) {
    var words: [String] = []
    for word in given where !words.contains(word) { words.append(word) }
    var size = 4
    while size < words.count * 2 { size *= 2 }
    var slots = [Int](repeating: -1, count: size)
    let hashes = words.map(WordHash.of)
    for (index, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = index
    }
    self.words = words
    self.hashes = hashes
    self.slots = slots
    mask = size - 1
  }

  /// The position of `word` (whose `WordHash` is `hash`) among the words given, first
  /// occurrence; nil when it is not one of them.
  func index(of word: String, hash: UInt64) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let index = slots[slot]
      if hashes[index] == hash && words[index] == word { return index }
      slot = (slot + 1) & mask
    }
    return nil
  }
}

/// A set of words for the lexicons read a word at a time: looked up by `WordHash` in a
/// `WordTable`, which costs a fraction of `Set<String>`'s seeded hashing of every word of every
/// clause. Membership is `Set<String>`'s: a word with a byte above ASCII is looked up there
/// (canonically equivalent spellings), an ASCII word by its bytes, which is the same for the
/// lexicons' words (no other spelling of an ASCII word is canonically equivalent to it).
struct WordSet: Sendable, ExpressibleByArrayLiteral, Sequence {
  private let ordered: [String]
  private let table: WordTable
  private let canonical: Set<String>

  init(_ words: some Sequence<String>) {
    var seen = Set<String>()
    ordered = words.filter { seen.insert($0).inserted }
    table = WordTable(ordered)
    canonical = seen
  }

  init(arrayLiteral words: String...) { self.init(words) }

  func contains(_ word: String) -> Bool {
    guard let hash = WordHash.ofASCII(word) else { return canonical.contains(word) }
    return table.index(of: word, hash: hash) != nil
  }

  func union(_ other: some Sequence<String>) -> WordSet { WordSet(ordered + Array(other)) }

  func subtracting(_ other: some Sequence<String>) -> WordSet {
    let removed = Set(other)
    return WordSet(ordered.filter { !removed.contains($0) })
  }

  func makeIterator() -> IndexingIterator<[String]> { ordered.makeIterator() }
}

/// A dictionary keyed by words, a word looked up as `WordSet` looks it up.
struct WordMap<Value: Sendable>: Sendable {
  private let table: WordTable
  private let values: [Value]
  private let canonical: [String: Value]

  init(_ dictionary: [String: Value]) {
    let keys = Array(dictionary.keys)
    table = WordTable(keys)
    values = keys.map { dictionary[$0]! }
    canonical = dictionary
  }

  subscript(word: String) -> Value? {
    guard let hash = WordHash.ofASCII(word) else { return canonical[word] }
    return table.index(of: word, hash: hash).map { values[$0] }
  }

  var keys: Dictionary<String, Value>.Keys { canonical.keys }
}
