/// One candidate sentence of a summary: its cleaned text and what it is worth.
struct SummarySentence {
  /// Position in the chat (message, then sentence), for time order.
  let order: Int
  /// Index of its message.
  let message: Int
  /// Which stretch of conversation it belongs to (a pause of hours starts the next).
  let episode: Int
  /// Cleaned for reading: no greeting, filler or emoji, capitalised, ending in punctuation.
  let display: String
  /// Words as a reader counts them (separated by spaces).
  let wordCount: Int
  /// Distinct content words (lower-case, stemmed), stop words removed, in sorted order: their
  /// weights are summed in this order, so a score (and a tie between two) is the same in every
  /// run, whatever order a Set would iterate in.
  let content: [String]
  /// Content words that are names or acronyms, which carry the facts of a chat.
  let entities: Set<String>
  /// Multiplier from cues: decisions and tasks, facts, an early place, questions.
  let boost: Double
  /// Set when picked.
  var score = 0.0

  /// Weight of the still-unsaid content per word, leaning towards longer sentences a little
  /// (a chat's short lines rarely carry a whole fact).
  func score(_ weights: [String: Double]) -> Double {
    guard !content.isEmpty else { return 0 }
    let total = content.reduce(0) { $0 + (weights[$1] ?? 0) }
    return total / Double(max(wordCount, 4)).squareRoot() * boost
  }
}

/// Splits messages into candidate sentences and drops what a summary never needs: greetings,
/// thanks, acknowledgements, emoji. Works on Unicode scalars rather than Characters: summaries
/// read whole chats, and grapheme breaking dominated the time.
enum SummarySentences {
  static func split(_ messages: [ConversationMessage], owner: String, cued: Set<String>) -> [SummarySentence] {
    let split = messages.map { sentences($0.text) }
    let capitalised = properNouns(split)
    var found: [SummarySentence] = []
    var episode = 0
    var opening = true
    for (index, message) in messages.enumerated() {
      if index > 0 && message.time - messages[index - 1].time > episodeGap {
        episode += 1
        opening = true
      }
      // The first sentences of a stretch usually say what it is about ("felt a twinge in my
      // lower back…"); the replies react to them.
      defer { opening = false }
      for (position, raw) in split[index].enumerated() {
        guard let display = clean(raw) else { continue }
        let words = tokens(display)
        var content: Set<String> = []
        var entities: Set<String> = []
        // Bare numbers are facts but not topics: "30" recurs in every time of day.
        for word in words where word.utf8.count > 1 && !SummaryLexicon.stopWords.contains(word) && !isNumber(word) {
          let stem = SummaryLexicon.stem(word)
          content.insert(stem)
          if capitalised.contains(word) { entities.insert(stem) }
        }
        guard words.count >= 3 || !entities.isEmpty, !content.isEmpty else { continue }
        var boost = 1.0
        if cued.contains(message.id) { boost *= 1.3 }
        if !entities.isEmpty || words.contains(where: { $0.utf8.first.map { (48...57).contains($0) } ?? false }) {
          boost *= 1.15
        }
        if opening && position < 2 { boost *= index == 0 ? 1.6 : 1.3 }
        // A short question asks for a detail; a long one usually tells of a problem too.
        if display.endsWithQuestionMark && words.count < 8 { boost *= 0.75 }
        // Thanks for something is politeness around a fact, rarely the fact.
        if ["thank", "thanks", "sorry"].contains(words.first ?? "") { boost *= 0.6 }
        // The owner knows what they said: what the others said matters more to them.
        if message.sender != owner { boost *= 1.2 }
        if words.count < 4 { boost *= 0.7 }
        found.append(
          SummarySentence(
            order: found.count, message: index, episode: episode, display: display,
            wordCount: display.utf8.split(separator: 32).count, content: content.sorted(), entities: entities,
            boost: boost))
      }
    }
    return found
  }

  /// A pause longer than this between messages starts a new stretch of conversation.
  static let episodeGap: Int64 = 8 * 3_600_000

  /// Sentences: split after . ! ? or an emoji followed by a space, and at line breaks.
  static func sentences(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var parts: [String] = []
    var start = 0
    func cut(_ end: Int) {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[start..<end])
      let part = String(view).trimmingCharacters(in: " \t\r")
      if !part.isEmpty { parts.append(part) }
    }
    for (index, scalar) in scalars.enumerated() {
      if scalar == "\n" {
        cut(index)
        start = index + 1
        continue
      }
      guard scalar == "." || scalar == "!" || scalar == "?" || isPictograph(scalar) else { continue }
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      if next == " " || next == "\n" || (isPictograph(next) && !isJoiner(next)) {
        cut(index + 1)
        start = index + 1
      }
    }
    cut(scalars.count)
    return parts
  }

  /// The sentence made readable, or nil when nothing is left worth reading: emoji removed,
  /// leading greetings ("Hey Noor,") and fillers ("ok so", "haha") cut, a pure
  /// acknowledgement dropped.
  static func clean(_ raw: String) -> String? {
    var view = String.UnicodeScalarView()
    var lastSpace = true
    for scalar in raw.unicodeScalars where !isPictograph(scalar) {
      let space = scalar == " " || scalar == "\t"
      if space && lastSpace { continue }
      view.append(space ? " " : scalar)
      lastSpace = space
    }
    var words = String(view).split(separator: " ").map(String.init)
    // A greeting with an optional name and a comma: "Hey Noor," "Morning all,".
    if let first = words.first.map(plain), SummaryLexicon.greetings.contains(first) {
      if let comma = words.prefix(3).firstIndex(where: { $0.hasSuffix(",") || $0.hasSuffix("!") }) {
        words.removeFirst(comma + 1)
      } else if words.count <= 3 {
        return nil
      }
    }
    while let first = words.first, SummaryLexicon.fillers.contains(plain(first)), words.count > 3 {
      words.removeFirst()
    }
    let spoken = words.map(plain).filter { !$0.isEmpty }
    if spoken.isEmpty || spoken.allSatisfy({ SummaryLexicon.acknowledgements.contains($0) }) { return nil }
    guard var first = words.first else { return nil }
    first = first.trimmingCharacters(in: ",;:-")
    words[0] = first.prefix(1).uppercased() + first.dropFirst()
    var sentence = words.joined(separator: " ").trimmingCharacters(in: " ,;:-")
    guard !sentence.isEmpty else { return nil }
    if let last = sentence.unicodeScalars.last, last != ".", last != "!", last != "?" { sentence += "." }
    // "!!!" and "??" read as shouting in a summary.
    while sentence.hasSuffix("!!") || sentence.hasSuffix("??") { sentence.removeLast() }
    return sentence
  }

  /// Lower-case words of letters, digits and apostrophes (typographic ones made plain).
  static func tokens(_ text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    func flush() {
      while current.last == "'" { current.removeLast() }
      while current.first == "'" { current.removeFirst() }
      if !current.isEmpty { words.append(String(current)) }
      current = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (97...122).contains(value) || (48...57).contains(value) {
        current.append(scalar)
      } else if (65...90).contains(value) {
        current.append(Unicode.Scalar(value + 32)!)
      } else if value == 39 || value == 0x2019 || value == 0x2018 {
        current.append("'")
      } else if value > 127 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil) {
        current.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      } else {
        flush()
      }
    }
    flush()
    return words
  }

  /// Words written capitalised inside a sentence somewhere in the chat (names, places, brands)
  /// or in capitals (acronyms): the chat's proper nouns, in lower case.
  static func properNouns(_ sentencesByMessage: [[String]]) -> Set<String> {
    var found: Set<String> = []
    for sentence in sentencesByMessage.joined() {
      for (index, word) in sentence.split(separator: " ").enumerated() {
        guard let first = word.unicodeScalars.first, first.properties.isUppercase else { continue }
        let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        guard letters.count > 1 else { continue }
        let acronym = letters.allSatisfy { !$0.properties.isLowercase }
        guard index > 0 || acronym, let lower = tokens(String(word)).first, !lower.hasPrefix("i'") else { continue }
        if !SummaryLexicon.stopWords.contains(lower) { found.insert(lower) }
      }
    }
    return found
  }

  /// A word lower-cased, without punctuation.
  static func plain<S: StringProtocol>(_ word: S) -> String { tokens(String(word)).joined() }

  /// Digits only ("30", "2026"); "10k" and "83kg" are words.
  static func isNumber(_ word: String) -> Bool { !word.isEmpty && word.utf8.allSatisfy { (48...57).contains($0) } }

  /// Emoji and pictographs (not digits, #, * or letters, which are emoji-capable too).
  static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x2000: return false
    case 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0x2600...0x27BF, 0x1F000...0x1FAFF: return true
    default: return scalar.properties.isEmojiPresentation
    }
  }

  /// Parts of an emoji sequence that never start a sentence.
  static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    [0xFE0F, 0x200D, 0x20E3].contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
  }
}
