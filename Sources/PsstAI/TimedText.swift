/// A message's text read for time expressions once: its time tokens (`TimeText.tokens`), its
/// scheduling clauses (`SchedulingDetector.clauses`) and the tokens of each. Detection, the
/// constraints of a thread, the times a message proposes and the bookings all read these; each
/// used to tokenise the message again.
struct TimedText: Sendable {
  let tokens: [String]
  let clauses: [String]
  /// `TimeText.tokens` of each clause.
  let clauseTokens: [[String]]
  /// The words of each clause where they were read with the message's (nil for the others).
  private let clauseWords: [Clause?]

  init(_ text: String) {
    self.init(tokens: TimeText.tokens(text), clauses: SchedulingDetector.clauses(text).map { ($0, nil) })
  }

  private init(tokens: [String], clauses: [(text: String, clause: Clause?)]) {
    self.tokens = tokens
    self.clauses = clauses.map(\.text)
    clauseTokens = self.clauses.map(TimeText.tokens)
    clauseWords = clauses.map(\.clause)
  }

  /// The clause at `index` read for words.
  func clause(at index: Int) -> Clause { clauseWords[index] ?? Clause(clauses[index]) }

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
  /// reads as (no cue, day or month): the words say as much as the tokens.
  static func arranging(_ analysed: AnalysedMessage) -> TimedText? {
    let text = analysed.message.text
    if text.utf8.allSatisfy({ $0 < 0x80 }) && !SchedulingDetector.mayArrange(analysed.whole.words) { return nil }
    let tokens = TimeText.tokens(text)
    guard SchedulingDetector.mayArrange(tokens) else { return nil }
    return TimedText(tokens: tokens, clauses: SchedulingDetector.clauses(of: analysed.clauses))
  }
}
