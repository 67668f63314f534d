/// An answer to a question about the messages, made only of what the messages say.
public struct Answer: Sendable, Equatable {
  /// The answer for a person: the messages that answer it, quoted, each with who wrote it and when.
  public var text: String
  /// Ids of the messages the answer quotes, best first.
  public var sources: [String]
  /// False when nothing in the messages answers the question (the text then says so).
  public var found: Bool
}

/// Picks, from messages retrieved for a question (best first), the messages that answer it:
/// they share the question's words, carry what the question asks for (a time for "when", an
/// amount for "how much", a reason for "why", a name for "who"), are statements rather than
/// questions, and, when the question asks where things ended up ("now", "settle", "decide"),
/// settle something late in their chat. Extractive by design: the embedded engine quotes
/// messages, it never writes facts of its own.
public struct AnswerComposer: Sendable {
  public init() {}

  /// How many messages an answer quotes at most, and how much of each.
  static let maxQuotes = 3
  static let maxQuoteLength = 280

  public func answer(_ question: String, from messages: [ConversationMessage], directory: Directory) -> Answer {
    guard !messages.isEmpty else {
      return Answer(text: "I couldn't find anything about that in your messages.", sources: [], found: false)
    }
    let asked = QuestionShape(question)
    let latestInChat = Dictionary(messages.map { ($0.chat, $0.time) }, uniquingKeysWith: max)
    var scored: [(score: Double, overlap: Double, message: ConversationMessage)] = []
    for (rank, message) in messages.enumerated() {
      let words = Text.normalisedWords(message.text)
      let overlap = asked.overlap(with: words)
      // Retrieval's order counts, but less than carrying what was asked: a "when" question is
      // answered by the message with the time, not by the one repeating the question.
      var score = 1 / Double(rank + 1) + overlap
      if asked.kind.isAnswered(by: message.text, words: words) { score += 1.25 }
      if message.text.trimmingTrailingSpaces.hasSuffix("?") { score -= 0.75 }
      if asked.wantsOutcome {
        if words.contains(where: QuestionShape.settlingWords.contains) { score += 0.5 }
        if message.time == latestInChat[message.chat] { score += 0.3 }
      }
      scored.append((score, overlap, message))
    }
    scored.sort { $0.score > $1.score }
    let best = scored[0]
    var chosen = [best]
    for candidate in scored.dropFirst() where chosen.count < Self.maxQuotes && candidate.score >= 0.6 * best.score {
      chosen.append(candidate)
    }
    let quotes = chosen.map {
      "\(directory.displayName($0.message.sender)) (\(Self.date($0.message.time))): “\(Self.quote($0.message.text))”"
    }
    let sources = (chosen.map(\.message.id) + messages.prefix(5).map(\.id)).uniquedStrings()
    guard best.overlap > 0 || asked.words.isEmpty else {
      return Answer(
        text: "I couldn't find a clear answer in your messages. The closest:\n" + quotes.joined(separator: "\n"),
        sources: sources, found: false)
    }
    return Answer(text: quotes.joined(separator: "\n"), sources: sources, found: true)
  }

  /// The message on one line, cut at a word near `maxQuoteLength`.
  static func quote(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard flat.count > maxQuoteLength else { return flat }
    let cut = flat.prefix(maxQuoteLength)
    return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
  }
}

extension AnswerComposer {
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// "3 Oct 2026": short, unambiguous in any locale.
  static func date(_ millis: Int64) -> String {
    let (year, month, day) = CalendarDay(millis: millis).civil
    return "\(day) \(months[Int(month) - 1]) \(year)"
  }
}

extension Directory {
  /// A person's display name, or their id when the directory does not know them.
  func displayName(_ id: String) -> String {
    guard let name = people[id]?.name, !name.isEmpty else { return id }
    return name
  }
}

/// What a question asks for, read from its first words, and its content words.
struct QuestionShape {
  enum Kind {
    case time, amount, reason, person, other

    /// Whether a text carries this kind of answer.
    func isAnswered(by text: String, words: [String]) -> Bool {
      switch self {
      case .time:
        return words.contains { Self.timeWords.contains($0) || $0.hasSuffix("am") || $0.hasSuffix("pm") }
          || text.unicodeScalars.contains { $0.properties.numericType != nil }
      case .amount:
        return text.unicodeScalars.contains {
          $0.properties.numericType != nil || "£$€".unicodeScalars.contains($0)
        }
      case .reason:
        return words.contains { ["because", "cos", "since", "due", "so", "after", "as"].contains($0) }
      case .person:
        return text.split(separator: " ").dropFirst().contains { $0.first?.isUppercase == true }
      case .other:
        return false
      }
    }

    static let timeWords: Set<String> = [
      "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri",
      "sat", "sun", "january", "february", "march", "april", "june", "july", "august", "september", "october",
      "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
      "tomorrow", "today", "tonight", "morning", "afternoon", "evening", "week", "weekend", "noon", "midday",
    ]
  }

  let kind: Kind
  /// The question asks how something ended up ("now", "settle on", "decide", "end up").
  let wantsOutcome: Bool
  /// Content words of the question, as prefixes of at least four letters (a cheap stem).
  let words: [String]

  init(_ question: String) {
    let all = Text.normalisedWords(question)
    let first = all.first ?? ""
    let second = all.dropFirst().first ?? ""
    switch (first, second) {
    case ("when", _), ("what", "time"), ("what", "day"), ("what", "date"), ("which", "day"), ("which", "days"):
      kind = .time
    case ("how", "much"), ("how", "many"), ("how", "long"), ("what", "price"): kind = .amount
    case ("why", _): kind = .reason
    case ("who", _), ("whom", _): kind = .person
    default: kind = .other
    }
    wantsOutcome = all.contains { Self.outcomeWords.contains($0) }
    words = all.filter { $0.count > 2 && !Self.questionWords.contains($0) }.map { String($0.prefix(5)) }
  }

  static let outcomeWords: Set<String> = [
    "now", "settle", "settled", "decide", "decided", "decision", "end", "ended", "final", "finally", "agree",
    "agreed", "choose", "chose", "hire", "hired", "pick", "picked",
  ]
  /// Words of a message that settles something.
  static let settlingWords: Set<String> = [
    "final", "decided", "agreed", "confirmed", "instead", "settled", "booked", "offering", "moved", "moving",
    "let's", "going", "sorted", "done", "officially", "here", "stay",
  ]

  /// Share of the question's content words found among `words`.
  func overlap(with words: [String]) -> Double {
    guard !self.words.isEmpty else { return 0 }
    let stems = Set(words.map { String($0.prefix(5)) })
    return Double(self.words.filter(stems.contains).count) / Double(self.words.count)
  }

  static let questionWords: Set<String> = [
    "what", "when", "where", "which", "who", "whom", "whose", "why", "how", "did", "does", "was", "were", "are",
    "the", "and", "for", "about", "say", "said", "tell", "his", "her", "their", "our", "she", "they", "now", "with",
    "has", "have", "had", "can", "could", "would", "should", "will", "that", "this", "there", "from", "end", "any",
  ]
}

extension String {
  fileprivate var trimmingTrailingSpaces: Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
    return self[..<end]
  }
}

extension Array where Element == String {
  func uniquedStrings() -> [String] {
    var seen = Set<String>()
    return filter { seen.insert($0).inserted }
  }
}
