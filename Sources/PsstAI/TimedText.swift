/// A message's text read for time expressions once: its time tokens (`TimeText.tokens`), its
/// scheduling clauses (`SchedulingDetector.clauses`) and the tokens of each. Detection, the
/// constraints of a thread, the times a message proposes and the bookings all read these; each
/// used to tokenise the message again.
struct TimedText: Sendable {
  let tokens: [String]
  let clauses: [String]
  /// `TimeText.tokens` of each clause.
  let clauseTokens: [[String]]
  /// For each ASCII clause, how many of its tokens come before each of its commas
  /// (`TimeText.tokensAndCommas`); nil for the others.
  let clauseCommas: [[Int]?]
  /// The words of each clause where they were read with the message's (nil for the others).
  private let clauseWords: [Clause?]

  init(_ text: String) {
    self.init(tokens: TimeText.tokens(text), clauses: SchedulingDetector.clauses(text).map { ($0, nil) })
  }

  private init(tokens: [String], clauses: [(text: String, clause: Clause?)]) {
    self.init(tokens: tokens, clauses: clauses, read: clauses.map { Self.tokens(ofClause: $0.text) })
  }

  private init(
    tokens: [String], clauses: [(text: String, clause: Clause?)], read: [(tokens: [String], commas: [Int]?)]
  ) {
    self.tokens = tokens
    self.clauses = clauses.map(\.text)
    clauseTokens = read.map(\.tokens)
    clauseCommas = read.map(\.commas)
    clauseWords = clauses.map(\.clause)
  }

  /// A clause's `TimeText.tokens`, with its commas' places when it is ASCII.
  private static func tokens(ofClause clause: String) -> (tokens: [String], commas: [Int]?) {
    TimeText.tokensAndCommas(clause).map { ($0.tokens, $0.commas) } ?? (TimeText.tokens(clause), nil)
  }

  /// The clause at `index` read for words.
  func clause(at index: Int) -> Clause { clauseWords[index] ?? Clause(clauses[index]) }

  /// `TimeText.tokens` of each of the clause's `ConstraintExtractor.commaParts`: for an ASCII
  /// clause its tokens cut at its commas, which are the same (a comma is read with no byte beside it).
  func commaPartTokens(at index: Int) -> [ArraySlice<String>] {
    guard let commas = clauseCommas[index] else {
      return ConstraintExtractor.commaParts(clauses[index]).map { TimeText.tokens($0)[...] }
    }
    let tokens = clauseTokens[index]
    var parts: [ArraySlice<String>] = []
    var start = 0
    for end in commas + [tokens.count] {
      parts.append(tokens[start..<end])
      start = end
    }
    return parts
  }

  /// The text read, or nil when no clause of it can arrange a time
  /// (`SchedulingDetector.mayArrange`): most messages stop at their tokens.
  static func arranging(_ text: String) -> TimedText? {
    let tokens = TimeText.tokens(text)
    guard SchedulingDetector.mayArrange(tokens) else { return nil }
    return TimedText(tokens: tokens, clauses: SchedulingDetector.clauses(text).map { ($0, nil) })
  }

  /// `arranging(analysed.message.text)`, most of it answered by the words already read. In
  /// ASCII text the time tokens are the words but where digits are joined by ":", "." or "-" (a
  /// word with a digit either way, which may arrange) and for the "to" a hyphen between times
  /// reads as (no cue, day or month): the words say as much as the tokens. And ASCII text's
  /// clauses part at bytes that no token holds or is read beside (spaces, dashes, commas, and
  /// . ! ? ; before a space or line end), so its tokens are its clauses' tokens in a row: each
  /// clause is tokenised, the text not again.
  static func arranging(_ analysed: AnalysedMessage) -> TimedText? {
    let text = analysed.message.text
    guard text.isASCII else {
      let tokens = TimeText.tokens(text)
      guard SchedulingDetector.mayArrange(tokens) else { return nil }
      return TimedText(tokens: tokens, clauses: SchedulingDetector.clauses(of: analysed.clauses))
    }
    guard SchedulingDetector.mayArrange(analysed.whole) else { return nil }
    let clauses = SchedulingDetector.clauses(of: analysed.clauses)
    let read = clauses.map { tokens(ofClause: $0.text) }
    let textTokens = Array(read.map(\.tokens).joined())
    guard SchedulingDetector.mayArrange(textTokens) else { return nil }
    return TimedText(tokens: textTokens, clauses: clauses, read: read)
  }
}
