/// A message split into clauses and words once, for every detector that reads it: priority,
/// action items and decisions each used to split and normalise every message again, and the
/// digest runs them all over the same messages.
struct AnalysedMessage: Sendable {
  let message: ConversationMessage
  /// `Text.clauses(message.text)`, each as a `Clause`.
  let clauses: [Clause]
  /// The whole text as one clause: for phrases anywhere in the message.
  let whole: Clause

  init(_ message: ConversationMessage) {
    self.message = message
    clauses = Text.clauses(message.text).map(Clause.init)
    whole = Clause(message.text)
  }

  /// Every message analysed, on every core, in the order given.
  static func all(_ messages: [ConversationMessage]) -> [AnalysedMessage] {
    messages.concurrentMap(AnalysedMessage.init)
  }
}
