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
    let words = Self.tokens(text)
    indices = Self.shapes(text, words: words, context: context).enumerated().compactMap { shape, on in
      on ? Self.buckets + shape : nil
    }
  }

  private static func shapes(_ text: String, words: [String], context: Context) -> [Bool] {
    let count = words.count
    return [
      text.contains("?"), count <= 3, count > 3 && count <= 8, count > 8 && count <= 20, count > 20,
      words.contains(where: firstPerson.contains), words.contains(where: we.contains),
      words.contains(where: secondPerson.contains),
      words.contains { modal.contains($0) || $0.hasSuffix("'ll") },
      words.contains { timeWords.contains($0) || isClock($0) },
      words.contains { !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } },
      context.fromOwner, context.fromClient, context.answersQuestion,
      words.first.map(acceptances.contains) ?? false, text.contains("!"),
    ]
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

  /// "7pm", "10am".
  private static func isClock(_ word: String) -> Bool {
    guard word.hasSuffix("am") || word.hasSuffix("pm") else { return false }
    let digits = word.utf8.dropLast(2)
    return !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Runs of letters, digits and apostrophes of the normalised text, apostrophes trimmed at
  /// both ends; at most `maxTokens`.
  static func tokens(_ text: String) -> [String] {
    var out: [String] = []
    var word = String.UnicodeScalarView()
    func close() {
      var scalars = Substring.UnicodeScalarView(word)
      while scalars.first == "'" { scalars.removeFirst() }
      while scalars.last == "'" { scalars.removeLast() }
      if !scalars.isEmpty { out.append(String(scalars)) }
      word = String.UnicodeScalarView()
    }
    for scalar in Text.normalise(text).unicodeScalars {
      if isWordScalar(scalar) {
        word.append(scalar)
      } else if !word.isEmpty {
        close()
        if out.count == maxTokens { return out }
      }
    }
    if !word.isEmpty { close() }
    return Array(out.prefix(maxTokens))
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x61...0x7A, 0x30...0x39, 0x27: return true
    case 0...0x7F: return false
    default: return scalar.properties.isAlphabetic
    }
  }

  static func fnv1a(_ string: String) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in string.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    return hash
  }
}
