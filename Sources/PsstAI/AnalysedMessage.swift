/// A message split into clauses and words once, for every detector that reads it: priority,
/// action items and decisions each used to split and normalise every message again, and the
/// digest runs them all over the same messages. A class: the sections filter, index and pass
/// these around, and copying one retained each of its arrays and strings.
final class AnalysedMessage: Sendable {
  let message: ConversationMessage
  /// `Text.clauses(message.text)`, each as a `Clause`.
  let clauses: [Clause]
  /// The whole text as one clause: for phrases anywhere in the message.
  let whole: Clause

  init(_ message: ConversationMessage) {
    self.message = message
    clauses = Text.clauses(message.text).map(Clause.init)
    // The clauses cover every word of the text: they split and trim at characters that are none.
    whole = Clause(message.text, joining: clauses)
  }

  /// Every message analysed, on every core, in the order given.
  static func all(_ messages: [ConversationMessage]) -> [AnalysedMessage] {
    messages.concurrentMap(AnalysedMessage.init)
  }

  /// For each message, the index of the message before it in its chat (nil for a chat's first).
  static func previousInChat(_ messages: [AnalysedMessage]) -> [Int?] {
    MessageReading.previousInChat(messages.map(\.message))
  }
}
