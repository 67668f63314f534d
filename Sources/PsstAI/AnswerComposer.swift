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
  /// same chats around them, in any order. A day or month the question names without its year
  /// is the latest up to `asOf` (the history's newest message; by default the newest given).
  /// `related` gives the words related to a question word (psst-search's synonyms): a message
  /// saying one ranks as if half of that word were there (all of it for the kind of thing a
  /// "what instrument" question asks for); how sure the answer is does not change.
  public func answer(
    _ question: String, from retrieved: [ConversationMessage], context: [ConversationMessage] = [],
    directory: Directory, asOf: Int64? = nil, group: (chat: String, name: String)? = nil,
    related: (String) -> [[String]] = { _ in [] }
  ) -> Answer {
    guard !retrieved.isEmpty else {
      return Answer(text: "I couldn't find anything about that in your messages.", sources: [], found: false)
    }
    let newest = asOf ?? (retrieved + context).map(\.time).max()
    let asked = QuestionShape(question, directory: directory, asOf: newest).relating(by: related)
    let candidates = AnswerCandidates(
      asked, retrieved: retrieved, context: context, directory: directory, group: group)
    let scored = candidates.ranked()
    let best = scored[0]
    var chosen = [best]
    // What someone said about a topic is told by several of their messages, in time order.
    let telling = asked.kind == .said
    for candidate in scored.dropFirst()
    where chosen.count < Self.maxQuotes + (telling ? 1 : 0) && candidate.score >= (telling ? 0.4 : 0.5) * best.score
      && !chosen.contains(where: { Self.repeats(candidate, $0) })
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
    let anchor = best.anchor.flatMap { id in scored.first { $0.message.id == id } }
    // Unsure, it says so, and still gives its closest guess (the day or sum first) to check;
    // "how much" or "how many" is only answered by a message that states an amount.
    let amountless = asked.kind == .amount && !chosen.contains { Self.statesAmount($0.message.text, asked) }
    guard
      asked.words.isEmpty
        || (candidates.confidence(best, anchor: anchor) >= AnswerCandidates.answers && !amountless)
    else {
      let short =
        Self.shortAnswer(candidates.asked, from: chosen.map(\.message), directory: directory).map { [$0] } ?? []
      return Answer(
        text: (["I couldn't find a clear answer in your messages. The closest:"] + short + quotes)
          .joined(separator: "\n"), sources: Array(sources), found: false)
    }
    let short =
      (Self.shortAnswer(candidates.asked, from: chosen.map(\.message), directory: directory)
      ?? Self.phrase(
        asked, from: best, anchor: anchor, directory: directory, names: candidates.names, places: candidates.places))
      .map { [$0] }
      ?? []
    return Answer(text: (short + quotes).joined(separator: "\n"), sources: Array(sources), found: true)
  }

  /// Whether `text` states an amount: a sum for a question about money, else any figure or a
  /// number word ("three out").
  static func statesAmount(_ text: String, _ asked: QuestionShape) -> Bool {
    let words = Text.normalisedWords(text)
    if asked.asksMoney { return AnswerCues.money(text, words) > 0 }
    // "Down 450g after the diet" is an amount, but no answer to "how old is she".
    if asked.asksAge { return AnswerCues.age(words) }
    return AnswerCues.amount(text, words) > 0 || words.contains(where: AnswerCues.numberWords.contains)
  }

  /// The people whose own messages with a stopwatch time ("3:58:12!! cried at the finish") may answer
  /// `question`, which asks how long something took ("what was her marathon time"): such a
  /// message seldom says what it timed, so no word of the question finds it. Empty for any
  /// other question.
  public static func timedBy(_ question: String, directory: Directory) -> [String] {
    let asked = QuestionShape(question, directory: directory)
    return asked.asksElapsedTime ? asked.people.filter { $0 != directory.owner } : []
  }

  /// Whether `message` states a time taken as a stopwatch shows it (see `timedBy`).
  public static func statesStopwatchTime(_ message: ConversationMessage) -> Bool {
    AnswerCues.isStopwatch(message.text, Text.normalisedWords(message.text))
  }

  /// The thing, person or place that answers "what", "who" or "where", when the answer is by
  /// the person asked about or shares the question's words (or the message it follows does;
  /// for a name asked for, it must itself: "her name is Pickle" beside "cat"), and one phrase
  /// of it plainly fills the question's gap. Only for a sure answer: a guessed name or thing
  /// misleads more than a guessed day, which the quote beside it shows at once.
  static func phrase(
    _ asked: QuestionShape, from answer: AnswerCandidate, anchor: AnswerCandidate?, directory: Directory,
    names: Set<String>, places: Set<String> = []
  ) -> String? {
    let own = asked.overlap(with: answer.stems) > 0
    guard
      own
        || (!asked.asksName
          && (asked.people.contains(answer.message.sender) || anchor.map({ asked.overlap(with: $0.stems) > 0 }) == true))
    else {
      return nil
    }
    let message = answer.message
    let found: String?
    switch asked.kind {
    case .person:
      found = AnswerPhrase.person(
        in: message.text, asked: asked, sender: message.sender, directory: directory, names: names, places: places)
    case .place: found = AnswerPhrase.place(in: message.text, asked: asked, directory: directory)
    case .other: found = asked.gap.flatMap { AnswerPhrase.object(of: $0, in: message.text) }
    default: found = nil
    }
    return found.map { "\($0) — \(directory.displayName(message.sender)), \(date(message.time))" }
  }

  /// The answer itself before the quotes, where a quoted message states it: the day for
  /// "when" (a relative day resolved against the day it was written: "yesterday" on 8 May is
  /// 7 May), the sum for "how much" money. `messages` are the quoted ones, best first.
  static func shortAnswer(_ asked: QuestionShape, from messages: [ConversationMessage], directory: Directory)
    -> String?
  {
    guard let best = messages.first else { return nil }
    if let total = AnswerTotal.answer(asked, in: messages, directory: directory) { return total }
    switch asked.kind {
    case .time where asked.asksClock:
      guard let (time, message) = clock(asked, in: messages) else { return nil }
      return "\(time) — \(directory.displayName(message.sender)), \(date(message.time))"
    case .time:
      guard let (mentioned, message) = day(asked, in: messages) else { return nil }
      let sent = CalendarDay(millis: message.time)
      // The message's own word for the day in plain quotes: curly ones mark whole quotations.
      let said = mentioned.day == sent ? "" : ", '\(mentioned.phrase)' on \(date(message.time))"
      return "\(Self.when(mentioned, sent: sent)) — \(directory.displayName(message.sender))\(said)"
    case .amount where asked.asksMoney:
      guard let (sum, message) = money(asked, in: messages) else { return nil }
      return "\(sum) — \(directory.displayName(message.sender)), \(date(message.time))"
    case .duration where asked.asksElapsedTime:
      // Their own time, or one listed after their name ("Tom 6:58, Mehmet 6:12"), not any time
      // someone else gave ("class moved to Thursday 6:45"); of those quoted, the latest: one said
      // before ("aiming for 1:50") is a target, the result comes after.
      let timed = messages.compactMap { message in
        (asked.people.contains(message.sender)
          ? stopwatch(in: message.text, near: asked)
          : listedTime(of: asked.people, in: message.text, directory: directory)).map {
            (message: message, taken: $0)
          }
      }
      guard let latest = timed.max(by: { $0.message.time < $1.message.time }) else { return nil }
      return "\(latest.taken) — \(directory.displayName(latest.message.sender)), \(date(latest.message.time))"
    default:
      return nil
    }
  }

  /// The day that answers "when": the best message's day, on the side of its date the
  /// question asks about, in the sentence with most of the question's words (a sentence of the
  /// best message may share none: its words are around it). Only when the best message names
  /// no day, a later quoted one that does, in a sentence with a good share of the question's
  /// words (the reply that answers a message asking). A sentence offering days to choose from
  /// ("Mon 9 or Sun 22") settles none of them, and a question after "days" asks for a
  /// routine, not a date.
  static func day(_ asked: QuestionShape, in messages: [ConversationMessage])
    -> (MentionedDay, ConversationMessage)?
  {
    guard !asked.written.contains("days") else { return nil }
    var chosen: (mentioned: (MentionedDay, ConversationMessage), near: Double)?
    // The best message's day when its sentence shares none of the question's words: kept unless
    // a quoted sentence that does names a day ("The swim is 19 July" beside "The Tuesday squad is
    // at 19:30" for "when is the Bosphorus swim").
    var unrelated: (MentionedDay, ConversationMessage)?
    for (rank, message) in messages.enumerated() {
      let sent = CalendarDay(millis: message.time)
      let told = MentionedDay.told(message.text)
      let days = Text.clauses(message.text).filter { !offersChoice($0, sentOn: sent) }.compactMap { clause in
        MentionedDay.find(in: clause, sentOn: sent, told: told).map {
          (mentioned: $0, near: asked.overlap(with: stems(clause)))
        }
      }
      let agreeing = days.filter { day in
        asked.tense.map { day.mentioned.covers(sent) || (day.mentioned.day < sent) == ($0 == .past) } ?? true
      }
      guard let found = Self.nearest(agreeing.isEmpty ? days : agreeing) else { continue }
      if rank == 0 {
        if found.near > 0 || asked.words.isEmpty { return (found.mentioned, message) }
        unrelated = (found.mentioned, message)
        continue
      }
      if unrelated != nil || message.time > messages[0].time, found.near >= Self.replyShare,
        found.near > chosen?.near ?? 0
      {
        chosen = ((found.mentioned, message), found.near)
      }
    }
    return chosen?.mentioned ?? unrelated
  }

  /// The share of the question's (weighed) words a sentence of a later message needs for its day.
  static let replyShare = 0.3

  /// Whether a sentence names days as alternatives: "they offered Mon 9 Nov or Sun 22 Nov".
  static func offersChoice(_ clause: String, sentOn sent: CalendarDay) -> Bool {
    let sides = clause.lowercased().split(separator: " or ").map(String.init)
    return sides.count > 1 && sides.filter { MentionedDay.find(in: $0, sentOn: sent) != nil }.count > 1
  }

  /// A mentioned day as precisely as its words gave it: "Sun 7 May 2023", "the week before
  /// 9 June 2023", "June 2023", "2022".
  static func when(_ mentioned: MentionedDay, sent: CalendarDay) -> String {
    let day = mentioned.day
    let side = day < sent ? "before" : "after"
    switch mentioned.span {
    case .day: return "\(weekdays[day.weekday]) \(date(day))"
    case .week: return "the week \(side) \(date(sent))"
    case .weekend: return "the weekend \(side) \(date(sent)) (\(date(day)))"
    case .month: return "\(monthNames[Int(day.civil.month) - 1]) \(day.civil.year)"
    case .year: return "\(day.civil.year)"
    }
  }

  /// The sum that answers "how much": of the best message's sums, the one with most of the
  /// question's words around it ("£12.60 per hour … £14,500 per year" for "how much per
  /// year"), the first on a tie. Only when none of the best message's sums has any of them
  /// around it ("i'm at $40" for "what is her new rate per class"), the first later quoted
  /// message with a sum that has ("$44 a class from November").
  static func money(_ asked: QuestionShape, in messages: [ConversationMessage]) -> (String, ConversationMessage)? {
    firstNear(in: messages) { sums(in: $0, near: asked) }
  }

  /// The time of day that answers "what time", as a sum answers "how much": of the quoted
  /// messages (best first), the first with one in a sentence holding some of the question's
  /// words (the one with most), else the best message's.
  static func clock(_ asked: QuestionShape, in messages: [ConversationMessage]) -> (String, ConversationMessage)? {
    firstNear(in: messages) { clockTimes(in: $0, near: asked) }
  }

  /// Of `messages` (best first), the first whose `found` things (each with the share of the
  /// question's words near it) include one with some of them near, that one (the nearest);
  /// else the best message's first.
  static func firstNear(
    in messages: [ConversationMessage], _ found: (String) -> [(mentioned: String, near: Double)]
  ) -> (String, ConversationMessage)? {
    var chosen: (String, ConversationMessage)?
    for (rank, message) in messages.enumerated() {
      guard let nearest = nearest(found(message.text)) else { continue }
      if nearest.near > 0 { return (nearest.mentioned, message) }
      if rank == 0 { chosen = (nearest.mentioned, message) }
    }
    return chosen
  }

  /// Each time of day in `text` with the share of the question's words in its sentence.
  static func clockTimes(in text: String, near asked: QuestionShape) -> [(mentioned: String, near: Double)] {
    Text.clauses(text).flatMap { clause in
      let near = asked.overlap(with: stems(clause))
      return AnswerCues.clockTimes(in: clause).map { (mentioned: $0, near: near) }
    }
  }

  /// Each sum of money in `text` with the share of the question's words within `moneyWindow`
  /// words of it in its sentence: in "…€40 per session for the safety kayak. I was thinking
  /// €20 per session…" the kayak is what costs €40.
  static func sums(in text: String, near asked: QuestionShape) -> [(mentioned: String, near: Double)] {
    let tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let endsSentence = tokens.map { $0.last.map { ".!?".contains($0) } ?? false }
    // "How much did the boards and the buoys cost": of "12 boards at €9.50 plus 6 buoys at €8 is
    // €162", the sum the parts come to.
    let asksForWhole = asked.kind == .amount && !asked.written.isDisjoint(with: ["and", "total", "altogether"])
    var parts = 0
    return tokens.indices.compactMap { index in
      if index > 0 && endsSentence[index - 1] { parts = 0 }
      return money(in: tokens[index]).map { sum in
        var start = max(0, index - moneyWindow)
        var end = min(tokens.count, index + moneyWindow + 1)
        if let stop = (start..<index).last(where: { endsSentence[$0] }) { start = stop + 1 }
        if let stop = (index..<end).first(where: { endsSentence[$0] }) { end = stop + 1 }
        var near = asked.overlap(with: stems(tokens[start..<end].joined(separator: " ")))
        let whole = parts > 0 && index > 0 && Self.sumLeads.contains(tokens[index - 1].lowercased())
        if asksForWhole && whole { near += 1 }
        parts += 1
        return (mentioned: sum, near: near)
      }
    }
  }

  /// A time listed right after one of `people`'s first names ("Time trial 400m: Tom 6:58, Mehmet
  /// 6:12"): someone else reporting their result.
  static func listedTime(of people: [String], in text: String, directory: Directory) -> String? {
    let names = Set(people.compactMap { directory.people[$0].map { Text.normalise(Text.firstName($0.name)) } })
    guard !names.isEmpty else { return nil }
    let tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
    for index in tokens.indices.dropLast() where names.contains(Text.normalise(tokens[index].trimmingEdges)) {
      if let taken = stopwatch(in: tokens[index + 1]) { return taken }
    }
    return nil
  }

  /// The stopwatch time `text` states in the sentence with most of the question's words ("5:41
  /// in the 400" beside "23:48!!!" for "what did she swim in the 400"), the first on a tie.
  static func stopwatch(in text: String, near asked: QuestionShape) -> String? {
    let timed = Text.clauses(text).compactMap { clause in
      stopwatch(in: clause).map { (mentioned: $0, near: asked.overlap(with: stems(clause))) }
    }
    return nearest(timed)?.mentioned ?? stopwatch(in: text)
  }

  /// The stopwatch time `text` states ("4:12:37", "52:40"), not a time of day beside it.
  static func stopwatch(in text: String) -> String? {
    guard let word = AnswerCues.stopwatchToken(text, Text.normalisedWords(text)) else { return nil }
    let token = String(word.drop { !$0.isNumber }.reversed().drop { !$0.isNumber }.reversed())
    let parts = token.split(separator: ":", omittingEmptySubsequences: false)
    return parts.count > 1 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) } ? token : nil
  }

  /// Words before the sum earlier sums come to: "… plus 6 buoys at €8 is €162", "= €616".
  static let sumLeads: Set<String> = ["is", "=", "makes", "total", "total:", "totals"]

  /// How many words either side of a sum tell what it is the sum of.
  static let moneyWindow = 5

  /// The first of `found` with the most of the question's words near it.
  static func nearest<T>(_ found: [(mentioned: T, near: Double)]) -> (mentioned: T, near: Double)? {
    found.reduce(nil) { best, next in best.map { next.near > $0.near ? next : $0 } ?? next }
  }

  static func stems(_ text: String) -> Set<String> {
    Set(Text.normalisedWords(text).map { QuestionShape.stem(QuestionShape.dropPossessive($0)) })
  }

  /// The sums of money in `text` ("£1,640", "€30").
  static func amounts(in text: String) -> Set<String> {
    guard text.contains(where: { "£$€¥₹".contains($0) }) else { return [] }
    return Set(text.split(whereSeparator: \.isWhitespace).compactMap { money(in: String($0)) })
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

  /// Whether `candidate` says again what `chosen` said: the same text, or its sender's same
  /// words (`repeatOverlap` of their distinct stems, three at least) with a tail of its own
  /// ("wedding seating drama, not ours" … "…not ours tbh"). Quoting it twice tells nothing new.
  static func repeats(_ candidate: AnswerCandidate, _ chosen: AnswerCandidate) -> Bool {
    guard candidate.message.text != chosen.message.text else { return true }
    let (words, said) = (candidate.stems, chosen.stems)
    guard candidate.message.sender == chosen.message.sender, min(words.count, said.count) >= 3 else { return false }
    return Double(words.intersection(said).count) / Double(words.union(said).count) >= Self.repeatOverlap
  }

  static let repeatOverlap = 0.7

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
  /// Monday first, as `CalendarDay.weekday` counts.
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// "3 October 2026": unambiguous in any locale, and the month as people write it, so the
  /// answer to "when" reads (and is found) as "3 October" is.
  static func date(_ millis: Int64) -> String { date(CalendarDay(millis: millis)) }

  static func date(_ day: CalendarDay) -> String {
    let (year, month, dayOfMonth) = day.civil
    return "\(dayOfMonth) \(monthNames[Int(month) - 1]) \(year)"
  }
}

extension Directory {
  /// A person's display name, or their id when the directory does not know them.
  func displayName(_ id: String) -> String {
    guard let name = people[id]?.name, !name.isEmpty else { return id }
    return name
  }
}
