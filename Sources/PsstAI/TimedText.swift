/// A message's text read for time expressions once: its time tokens (`TimeText.tokens`), its
/// scheduling clauses (`SchedulingDetector.clauses`) and the tokens of each. Detection, the
/// constraints of a thread, the times a message proposes and the bookings all read these; each
/// used to tokenise the message again.
struct TimedText: Sendable {
  let tokens: [String]
  let clauses: [String]
  /// `TimeText.tokens` of each clause.
  let clauseTokens: [[String]]

  init(_ text: String) {
    self.init(text, tokens: TimeText.tokens(text))
  }

  private init(_ text: String, tokens: [String]) {
    self.tokens = tokens
    clauses = SchedulingDetector.clauses(text)
    clauseTokens = clauses.map(TimeText.tokens)
  }

  /// The text read, or nil when no clause of it can arrange a time
  /// (`SchedulingDetector.mayArrange`): most messages stop at their tokens.
  static func arranging(_ text: String) -> TimedText? {
    let tokens = TimeText.tokens(text)
    return SchedulingDetector.mayArrange(tokens) ? TimedText(text, tokens: tokens) : nil
  }
}
