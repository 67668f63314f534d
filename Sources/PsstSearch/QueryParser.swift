import PsstCore

extension SearchQuery {
  /// Parses inline filters (`from:` `in:` `chat:` `after:` `since:` `before:` `until:`), quoted
  /// phrases, `-word` exclusions and `word*` prefixes, then reads the rest as a question:
  /// question forms and stop words go, time words become a time range, and a person the question
  /// is about ("what did Tom say about pricing") becomes a sender filter.
  ///
  /// `people` are the lower-cased names the account knows (ids, first names, full names); only
  /// those can become senders; `me` are the account owner's own (see `leaveOut`). `now` anchors
  /// "yesterday", "last week" and month names.
  public static func parse(
    _ text: String, people: Set<String> = [], me: Set<String> = [], now: Int64 = Clock.nowMillis()
  ) throws(SearchError) -> SearchQuery {
    let length = text.count
    guard length <= maxLength else { throw SearchError(.tooLong(length)) }
    var query = SearchQuery()
    var words: [String] = []
    for token in QueryTokenizer.tokens(of: text) {
      switch token {
      case .filter(let key, let value):
        try query.apply(filter: key, value: value, now: now)
      case .phrase(let phraseWords, let negated):
        guard !phraseWords.isEmpty else { continue }
        if negated {
          query.excluded.append(phraseWords)
        } else if phraseWords.count == 1 {
          query.terms.append(phraseWords[0])
        } else {
          query.phrases.append(phraseWords)
        }
      case .symbol(let symbol):
        query.symbols.append(symbol)
      case .word(let word, let negated, let prefix):
        if negated {
          query.excluded.append([word])
        } else if prefix {
          query.prefixes.append(word)
        } else {
          words.append(word)
        }
      }
    }
    query.naturalText = words.joined(separator: " ")
    query.read(question: words, people: people, me: me, now: now)
    return query
  }

  private mutating func apply(filter key: String, value: String, now: Int64) throws(SearchError) {
    switch key {
    case "from": from.append(value)
    case "in", "chat": chats.append(value)
    case "after", "since":
      guard let time = Timestamp.parseSince(value, now: now) else { throw SearchError(.badDate(value)) }
      since = max(since ?? time, time)
    default:
      guard let time = Timestamp.parseSince(value, now: now) else { throw SearchError(.badDate(value)) }
      until = min(until ?? time, time)
    }
  }

  /// Reads the plain words as a question: time words, the person asked about, then content words.
  private mutating func read(question words: [String], people: Set<String>, me: Set<String>, now: Int64) {
    // "Sarah's marathon" is about Sarah, not a request for her messages: possessives only rank.
    var remaining: [String] = []
    for word in words {
      guard word.hasSuffix("'s") else {
        remaining.append(word)
        continue
      }
      let base = String(word.dropLast(2))
      if people.contains(base) { self.people.append(base) }
      remaining.append(base)
    }
    let possessed = Set(self.people)
    self.possessed = self.people
    if let range = TimeWords.range(in: &remaining, now: now) {
      since = max(since ?? range.since, range.since)
      until = min(until ?? range.until, range.until)
    }
    if let asked = QuestionForms.personAskedAbout(in: remaining, people: people.subtracting(possessed)) {
      from.append(remaining[asked])
      // Their messages are all there is to rank: their name would only weigh on the meaning
      // (a sentence model reads a name as much of a sentence, "when did Eleni fly" as "Eleni").
      let name = remaining[asked]
      leaveOutOfMeaning { $0 == name }
      remaining.remove(at: asked)
    }
    for word in remaining where people.contains(word) { self.people.append(word) }
    self.people = self.people.uniqued()
    var content = remaining.filter { !StopWords.contains($0) }
    // "Which patients are doing video sessions?" asks about video sessions ("new clients" is
    // about clients).
    let topic = content.filter { !StopWords.roles.contains($0) }
    if !topic.isEmpty, words.contains(where: StopWords.askingWho.contains) { content = topic }
    // A question made only of stop words ("who is it") still searches for what it says.
    terms += content.isEmpty && terms.isEmpty && phrases.isEmpty ? remaining : content
    terms = terms.uniqued()
    leaveOut(me)
  }

  /// The account owner's own names, when other words say what the question is about ("what is
  /// the book Wren recommended to Olu about", asked in Wren's store): every message there is
  /// theirs or to them, so their name matches greetings ("who are you and what have you done
  /// with wren") and, read by the sentence model, outweighs the topic. A question that asks for
  /// their own messages ("what did Wren say") keeps them as its sender.
  private mutating func leaveOut(_ me: Set<String>) {
    func isMine(_ word: String) -> Bool { me.contains(word.hasSuffix("'s") ? String(word.dropLast(2)) : word) }
    guard terms.contains(where: isMine), terms.contains(where: { !isMine($0) }) else { return }
    terms.removeAll(where: isMine)
    people.removeAll(where: isMine)
    possessed.removeAll(where: isMine)
    leaveOutOfMeaning(isMine)
  }

  /// `naturalText` without the words `leave` picks.
  private mutating func leaveOutOfMeaning(_ leave: (String) -> Bool) {
    naturalText = naturalText.split(separator: " ").map(String.init).filter { !leave($0) }.joined(separator: " ")
  }
}

extension Array where Element == String {
  func uniqued() -> [String] {
    var seen = Set<String>()
    return filter { seen.insert($0).inserted }
  }
}

/// The pieces of a query string before any meaning is given to them.
enum QueryTokenizer {
  enum Token: Equatable {
    case filter(key: String, value: String)
    case phrase([String], negated: Bool)
    case word(String, negated: Bool, prefix: Bool)
    case symbol(String)
  }

  static let filterKeys: Set<String> = ["from", "in", "chat", "after", "since", "before", "until"]

  static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var scalars = Substring(text).unicodeScalars[...]
    while let first = scalars.first {
      if isSpace(first) {
        scalars.removeFirst()
        continue
      }
      var negated = false
      if first == "-", scalars.count > 1, !isSpace(scalars[scalars.index(after: scalars.startIndex)]) {
        negated = true
        scalars.removeFirst()
      }
      if scalars.first == "\"" {
        scalars.removeFirst()
        let phrase = scalars.prefix { $0 != "\"" }
        scalars = scalars.dropFirst(phrase.count + 1)
        tokens.append(.phrase(words(in: String(phrase)), negated: negated))
        continue
      }
      let chunk = scalars.prefix { !isSpace($0) }
      scalars = scalars.dropFirst(chunk.count)
      let text = String(chunk)
      if !negated, let colon = text.firstIndex(of: ":"), filterKeys.contains(text[..<colon].lowercased()) {
        var value = String(text[text.index(after: colon)...])
        if value.hasPrefix("\"") {
          // from:"Lena Brooks": the value runs to the closing quote.
          var rest = String(value.dropFirst())
          if let close = rest.firstIndex(of: "\"") {
            rest = String(rest[..<close])
          } else {
            let tail = scalars.prefix { $0 != "\"" }
            scalars = scalars.dropFirst(tail.count + 1)
            rest += String(tail)
          }
          value = rest
        }
        if !value.isEmpty {
          tokens.append(.filter(key: text[..<colon].lowercased(), value: value))
          continue
        }
      }
      let prefix = text.hasSuffix("*")
      let chunkWords = words(in: text)
      for (index, word) in chunkWords.enumerated() {
        tokens.append(.word(word, negated: negated, prefix: prefix && index == chunkWords.count - 1))
      }
      if !negated { tokens += emoji(in: text).map { .symbol($0) } }
    }
    return tokens
  }

  /// Lower-cased words: letters and digits, with inner apostrophes kept ("can't", "sarah's");
  /// anything else separates.
  static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    func flush() {
      var word = String(current)
      while word.hasSuffix("'") { word.removeLast() }
      if !word.isEmpty { words.append(word) }
      current = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      if isWordScalar(scalar) {
        current.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      } else if (scalar == "'" || scalar == "\u{2019}") && !current.isEmpty {
        current.append("'")
      } else {
        flush()
      }
    }
    flush()
    return words
  }

  /// How many words `words(in:)` finds in `text`, counting no further than `limit`, without
  /// making them: a search counts the words of hundreds of messages.
  static func wordCount(in text: String, upTo limit: Int) -> Int {
    var count = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      if isWordScalar(scalar) {
        if !inWord {
          count += 1
          if count >= limit { return count }
          inWord = true
        }
      } else if !(scalar == "'" || scalar == "\u{2019}") {
        inWord = false
      }
    }
    return count
  }

  /// What SQLite's unicode61 tokenizer keeps in a token: letters, numbers, and private-use
  /// characters; combining marks stay with their letter.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII first: the Unicode property lookup is most of the cost of counting a text's words.
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark, .privateUse:
      true
    default: false
    }
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

  /// Emoji in the text (whole sequences: skin tones, flags, ZWJ families), which no word index holds.
  static func emoji(in text: String) -> [String] {
    text.filter { character in
      guard let first = character.unicodeScalars.first, first.properties.isEmoji else { return false }
      return first.properties.isEmojiPresentation || character.unicodeScalars.count > 1 || first.value > 0x2100
    }.map { String($0) }
  }
}
