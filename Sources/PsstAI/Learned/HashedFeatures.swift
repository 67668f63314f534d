/// The features the learned models read, computed exactly as scripts/train computes them: hashed
/// lower-case word unigrams and bigrams (FNV-1a, 32 bits, into `buckets`), the words of the
/// message before it in the chat (what a reply accepts or answers), then a few shapes of the message (a question, its length, who speaks to whom, time and modal words). Changing
/// anything here changes `version` and needs `make train`.
struct HashedFeatures: Equatable {
  static let version = 1
  static let buckets = 1 << 12
  /// Words read from one message: features of a longer one would only add noise, and time.
  static let maxTokens = 300
  static let shapeCount = 16

  /// Sorted distinct feature indices: buckets first, then `buckets + shape`.
  let indices: [Int]

  /// Who sent a message and whether it answers a question: context the text alone lacks.
  struct Context {
    var fromOwner = false
    var fromClient = false
    var answersQuestion = false
  }

  init(_ text: String, previous: String = "", context: Context = Context()) {
    let words = Self.tokens(text)
    var found = Set<Int>()
    let mask = UInt32(Self.buckets - 1)
    for (index, word) in words.enumerated() {
      found.insert(Int(Self.fnv1a("u:" + word) & mask))
      if index > 0 { found.insert(Int(Self.fnv1a("b:" + words[index - 1] + " " + word) & mask)) }
    }
    for word in Self.tokens(previous) { found.insert(Int(Self.fnv1a("p:" + word) & mask)) }
    for (shape, on) in Self.shapes(text, words: words, context: context).enumerated() where on {
      found.insert(Self.buckets + shape)
    }
    indices = found.sorted()
  }

  /// The shape features alone (what the `.shapes` and `.shapesAndVector` models read), without
  /// hashing a word.
  init(shapesOf text: String, context: Context = Context()) {
    self.init(shapes: Self.shapes(text, words: Self.tokens(text), context: context))
  }

  /// `init(shapesOf: analysed.message.text, context:)` from the words the analysis already read
  /// when they are the words `tokens` reads (`tokensAreClauseWords`): the models read the shapes
  /// of most messages, and the digest runs two of them.
  init(shapesOf analysed: AnalysedMessage, context: Context) {
    let text = analysed.message.text
    let words =
      Self.tokensAreClauseWords(text) ? Array(analysed.whole.words.prefix(Self.maxTokens)) : Self.tokens(text)
    self.init(shapes: Self.shapes(text, words: words, context: context))
  }

  private init(shapes: [Bool]) {
    indices = shapes.enumerated().compactMap { shape, on in on ? Self.buckets + shape : nil }
  }

  private static func shapes(_ text: String, words: [String], context: Context) -> [Bool] {
    let count = words.count
    let found = words.reduce(into: WordKinds()) { $0.formUnion(Self.kinds(of: $1)) }
    return [
      Text.contains(text, ascii: "?"), count <= 3, count > 3 && count <= 8, count > 8 && count <= 20, count > 20,
      found.contains(.firstPerson), found.contains(.we), found.contains(.secondPerson), found.contains(.modal),
      found.contains(.time), found.contains(.number), context.fromOwner, context.fromClient, context.answersQuestion,
      words.first.map(acceptances.contains) ?? false, Text.contains(text, ascii: "!"),
    ]
  }

  /// What a word counts towards among the shapes.
  struct WordKinds: OptionSet {
    let rawValue: UInt8
    static let firstPerson = WordKinds(rawValue: 1)
    static let we = WordKinds(rawValue: 2)
    static let secondPerson = WordKinds(rawValue: 4)
    static let modal = WordKinds(rawValue: 8)
    static let time = WordKinds(rawValue: 16)
    static let number = WordKinds(rawValue: 32)
  }

  /// The words of the shapes' lists, each with the kinds of the lists it is in: one lookup a
  /// word instead of one a list.
  private static let listed: (table: WordTable, kinds: [WordKinds]) = {
    let lists: [(Set<String>, WordKinds)] = [
      (firstPerson, .firstPerson), (we, .we), (secondPerson, .secondPerson), (modal, .modal), (timeWords, .time),
    ]
    let words = lists.flatMap { $0.0 }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let kinds = words.map { word in
      lists.reduce(into: WordKinds()) { kinds, list in if list.0.contains(word) { kinds.insert(list.1) } }
    }
    return (WordTable(words), kinds)
  }()

  static func kinds(of word: String) -> WordKinds {
    let kinds = listed.table.index(of: word, hash: WordHash.of(word)).map { listed.kinds[$0] } ?? []
    // Over the String's own UTF-8 buffer: every word of most messages is read, and suffixes of
    // its view cost more than the lookup.
    var found =
      word.utf8.withContiguousStorageIfAvailable(byteKinds) ?? Array(word.utf8).withUnsafeBufferPointer(byteKinds)
    // By bytes first: only a word whose bytes end so can end so by Characters.
    if found.contains(.modal) && !word.hasSuffix("'ll") { found.remove(.modal) }
    return kinds.union(found)
  }

  /// What a word's UTF-8 bytes say: `.modal` when they end in "'ll", `.time` for a clock ("7pm",
  /// "10am": digits before it, then the word is ASCII, where bytes are Characters), `.number`
  /// for digits alone.
  private static func byteKinds(_ bytes: UnsafeBufferPointer<UInt8>) -> WordKinds {
    var kinds: WordKinds = []
    let count = bytes.count
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    if count >= 3 && bytes[count - 3] == UInt8(ascii: "'") && bytes[count - 2] == UInt8(ascii: "l")
      && bytes[count - 1] == UInt8(ascii: "l")
    {
      kinds.insert(.modal)
    }
    if count >= 3 && (bytes[count - 2] == UInt8(ascii: "a") || bytes[count - 2] == UInt8(ascii: "p"))
      && bytes[count - 1] == UInt8(ascii: "m") && bytes[..<(count - 2)].allSatisfy(isDigit)
    {
      kinds.insert(.time)
    }
    if count > 0 && bytes.allSatisfy(isDigit) { kinds.insert(.number) }
    return kinds
  }

  /// True when `tokens(text)` are the first `maxTokens` of `Text.normalisedWords(text)`: both
  /// keep letters, digits and apostrophes, but `tokens` asks whether a scalar is a letter after
  /// lower-casing it, the words before. They differ only for a scalar whose lower case is not
  /// letters alone (or is, when it is not a letter): "İ" becomes "i" and a combining dot.
  static func tokensAreClauseWords(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      guard !scalar.isASCII, scalar.properties.changesWhenLowercased else { return true }
      return scalar.properties.isAlphabetic
        && scalar.properties.lowercaseMapping.unicodeScalars.allSatisfy { lower in
          lower.isASCII
            ? (0x61...0x7A).contains(lower.value) || (0x30...0x39).contains(lower.value) || lower == "'"
            : lower.properties.isAlphabetic
        }
    }
  }

  static let firstPerson: Set<String> = ["i", "i'm", "im", "my", "me", "i've", "ive", "i'd", "i'll", "myself", "mine"]
  static let we: Set<String> = ["we", "we'll", "we're", "we've", "let's", "lets", "our", "us"]
  static let secondPerson: Set<String> = ["you", "your", "you're", "youre", "you'll", "u", "ur", "yours", "you've"]
  static let modal: Set<String> = [
    "will", "shall", "should", "must", "need", "needs", "gonna", "going", "wanna", "want", "plan", "planning",
    "can't", "cannot", "won't",
  ]
  static let timeWords: Set<String> = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu",
    "thur", "thurs", "fri", "sat", "sun", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays",
    "sundays", "today", "tomorrow", "tonight", "morning", "mornings", "evening", "evenings", "afternoon",
    "afternoons", "weekend", "weekends", "week", "weeks", "month", "months", "am", "pm", "noon",
  ]
  static let acceptances: Set<String> = [
    "ok", "okay", "yes", "yep", "yeah", "perfect", "great", "sure", "deal", "done", "agreed", "sounds", "brilliant",
    "lovely", "fine", "cool", "absolutely", "definitely",
  ]

  /// Runs of letters, digits and apostrophes of the normalised text, apostrophes trimmed at
  /// both ends; at most `maxTokens`. Read by UTF-8 bytes (a word is a run of whole scalars, an
  /// apostrophe one byte): every message is read, and building words scalar by scalar cost more
  /// than the models themselves.
  static func tokens(_ text: String) -> [String] {
    var normalised = Text.normalise(text)
    return normalised.withUTF8 { bytes in
      var out: [String] = []
      var start = 0
      // Closes the word in start..<end; false once `maxTokens` are read.
      func close(_ end: Int) -> Bool {
        var first = start
        var last = end
        while first < last && bytes[first] == apostrophe { first += 1 }
        while last > first && bytes[last - 1] == apostrophe { last -= 1 }
        if first < last {
          out.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self))
        }
        return out.count < maxTokens
      }
      var index = 0
      while index < bytes.count {
        let (isWord, length) = wordScalar(bytes, at: index)
        if !isWord {
          if start < index && !close(index) { return out }
          start = index + length
        }
        index += length
      }
      if start < bytes.count { _ = close(bytes.count) }
      return out
    }
  }

  private static let apostrophe = UInt8(ascii: "'")

  /// Whether the scalar whose UTF-8 starts at `index` belongs in a word, and its length in bytes.
  private static func wordScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Bool, Int) {
    let lead = bytes[index]
    switch lead {
    case 0x61...0x7A, 0x30...0x39, apostrophe: return (true, 1)
    case 0...0x7F: return (false, 1)
    default:
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      var value = UInt32(lead) & (0x7F >> length)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      return (Unicode.Scalar(value)?.properties.isAlphabetic ?? false, length)
    }
  }

  static func fnv1a(_ string: String) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in string.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    return hash
  }
}
