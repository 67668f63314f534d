import PsstAI
import PsstCore
import PsstProvider

extension Assistant {
  /// Answers `question` with the AI provider, from the same retrieval as the embedded engine,
  /// and records the turn as `ask` does. Nothing is recorded when the provider fails (the
  /// caller falls back to `ask`).
  public mutating func ask(
    _ question: String, provider: MeteredProvider, actionTools: [ToolDefinition] = [], onText: ((String) -> Void)?
  ) throws -> ProviderAnswer {
    try Self.checkLength(question)
    let turns = try conversation.map { try store.turns(account: account, conversation: $0) } ?? []
    let retrieved = try retrieve(question) + (try citedEarlier(turns))
    let names = try NameBook(store, account: account)
    let preferences = try store.preferences(account: account)
    let model = ProviderAssistant(
      provider: provider, names: names, owner: names.user(account), actionTools: actionTools,
      tone: preferences.tone, length: preferences.length)
    let retriever = self
    let answer = try model.answer(
      question, turns: turns, retrieved: unique(retrieved), search: { try retriever.retrieve($0) }, onText: onText)
    let id = try conversation ?? store.startConversation(account: account, title: question)
    conversation = id
    try store.addTurn(
      account: account, conversation: id, question: question, answer: answer.text, sources: answer.sources)
    return answer
  }

  /// The messages the last answers cited: a follow-up ("and his weight class?") is about them.
  private func citedEarlier(_ turns: [Store.AssistantTurn]) throws -> [ConversationMessage] {
    try turns.suffix(3).flatMap(\.sources).compactMap { id in
      guard let message = try store.message(account: account, id: id), !message.deleted else { return nil }
      return ConversationMessage(message)
    }
  }

  private func unique(_ messages: [ConversationMessage]) -> [ConversationMessage] {
    var seen: Set<String> = []
    return messages.filter { seen.insert($0.id).inserted }
  }
}
