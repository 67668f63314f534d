/// An answer to a question about the messages, made only of what the messages say.
public struct Answer: Sendable, Equatable {
  /// The answer for a person: the answer itself when a message states it plainly (a day, a
  /// sum), then the messages that answer it, quoted, each with who wrote it and when.
  public var text: String
  /// Ids of the messages the answer quotes, best first.
  public var sources: [String]
  /// False when nothing in the messages answers the question (the text then says so).
  public var found: Bool
}

/// Picks, from messages retrieved for a question (best first) and the conversation around
/// them, the messages that answer it. Answers often sit next to the message that matches the
/// question's words (the reply to it, the message that settles it a few turns later), so each
/// message is as relevant as the question's words in it, or as the matching message before
/// or just after it in its chat, less for each message in between. Among relevant messages
/// the answer carries what the question asks for (a time for "when", an amount for "how
/// much", a reason for "why", a name for "who"), comes from the person asked about, is a
/// statement rather than a question, and, when the question asks where things ended up
/// ("now", "settle", "decide"), settles something late in its thread. Extractive by design:
/// the embedded engine quotes messages, it never writes facts of its own.
public struct AnswerComposer: Sendable {
  public init() {}

  /// How many messages an answer quotes at most, and how much of each.
  static let maxQuotes = 3
  static let maxQuoteLength = 280
  /// How many message ids an answer cites at most: the quoted ones, then what led to them.
  static let maxSources = 5

  /// The answer to `question` from `retrieved` (best first) and `context`: messages of the
  /// same chats around them, in any order.
  public func answer(
    _ question: String, from retrieved: [ConversationMessage], context: [ConversationMessage] = [],
    directory: Directory
  ) -> Answer {
    guard !retrieved.isEmpty else {
      return Answer(text: "I couldn't find anything about that in your messages.", sources: [], found: false)
    }
    let asked = QuestionShape(question, directory: directory)
    let scored = AnswerCandidates(asked, retrieved: retrieved, context: context, directory: directory).ranked()
    let best = scored[0]
    var chosen = [best]
    // What someone said about a topic is told by several of their messages, in time order.
    let telling = asked.kind == .said
    for candidate in scored.dropFirst()
    where chosen.count < Self.maxQuotes + (telling ? 1 : 0) && candidate.score >= (telling ? 0.4 : 0.5) * best.score
      && !chosen.contains(where: { $0.message.text == candidate.message.text })
      && (!telling || tells(candidate, asked))
    {
      chosen.append(candidate)
    }
    if telling { chosen.sort { $0.message.time < $1.message.time } }
    let quotes = chosen.map {
      "\(directory.displayName($0.message.sender)) (\(Self.date($0.message.time))): “\(Self.quote($0.message.text))”"
    }
    let sources = (chosen.map(\.message.id) + chosen.compactMap(\.anchor) + retrieved.prefix(2).map(\.id))
      .uniquedStrings().prefix(Self.maxSources)
    guard best.grounded || asked.words.isEmpty else {
      return Answer(
        text: "I couldn't find a clear answer in your messages. The closest:\n" + quotes.joined(separator: "\n"),
        sources: Array(sources), found: false)
    }
    let short = Self.shortAnswer(asked, from: best.message, directory: directory).map { [$0] } ?? []
    return Answer(text: (short + quotes).joined(separator: "\n"), sources: Array(sources), found: true)
  }

  /// The answer itself before the quotes, where the best message states it: the day for
  /// "when" (a relative day resolved against the day it was written: "yesterday" on 8 May is
  /// 7 May), the sum for "how much" money.
  static func shortAnswer(_ asked: QuestionShape, from message: ConversationMessage, directory: Directory)
    -> String?
  {
    let who = directory.displayName(message.sender)
    switch asked.kind {
    case .time:
      let sent = CalendarDay(millis: message.time)
      guard let mentioned = MentionedDay.find(in: message.text, sentOn: sent) else { return nil }
      let day = mentioned.day
      // The message's own word for the day in plain quotes: curly ones mark whole quotations.
      let said = mentioned.day == sent ? "" : ", '\(mentioned.phrase)' on \(date(message.time))"
      return "\(weekdays[day.weekday]) \(date(day.ordinal * 86_400_000)) — \(who)\(said)"
    case .amount where asked.asksMoney:
      guard let sum = money(in: message.text) else { return nil }
      return "\(sum) — \(who), \(date(message.time))"
    default:
      return nil
    }
  }

  /// The first sum of money in `text`: a currency sign and the number after it ("£1,640", "$12.50").
  static func money(in text: String) -> String? {
    let characters = Array(text)
    for (index, character) in characters.enumerated() where "£$€¥₹".contains(character) {
      var end = index + 1
      while end < characters.count,
        characters[end].isNumber
          || ((characters[end] == "," || characters[end] == ".")
            && end + 1 < characters.count && characters[end + 1].isNumber)
      {
        end += 1
      }
      if end > index + 1 { return String(characters[index..<end]) }
    }
    return nil
  }

  /// Whether a message tells what the person asked about said about the topic: theirs (when
  /// the question names someone), with the topic's words in it.
  func tells(_ candidate: AnswerCandidate, _ asked: QuestionShape) -> Bool {
    (asked.people.isEmpty || asked.people.contains(candidate.message.sender))
      && (asked.words.isEmpty || asked.overlap(with: candidate.stems) > 0)
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
  /// Monday first, as `CalendarDay.weekday` counts.
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

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
