import ArgumentParser
import PsstAI
import PsstAssistant
import PsstCore

/// Which messages an AI command works on: the account's store (narrowed by --chat and
/// --since), or message JSON Lines on stdin (a pipeline after psst-read or psst-watch).
struct ConversationOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Only this chat (id, name, or the other person of a 1:1 chat).", valueName: "chat"))
  var chat: String?

  @Option(
    help: ArgumentHelp(
      "Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).",
      valueName: "when"))
  var since: String?

  @Flag(
    help: ArgumentHelp(
      "Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file "
        + "that holds a line, else the store)."))
  var stdin = false

  @Option(
    help: ArgumentHelp(
      "The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or "
        + "PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin "
        + "engine without its learned models.", valueName: "engine"))
  var engine: String?

  /// --engine, else PSST_AI; nil for the default. `rules` is the builtin engine.
  func chosenEngine() throws -> ChatEngine? {
    guard let name = engine ?? Environment.variable("PSST_AI") else { return nil }
    if name == "rules" { return .builtin }
    guard let chosen = ChatEngine(rawValue: name) else {
      throw PsstError.usage("unknown engine \(name); this psst has: builtin, rules, provider")
    }
    return chosen
  }

  /// The provider's insights when one is chosen or configured, else the embedded engine's, whose
  /// learned models read the store's sentence vectors (only those of `vectorsOf`, when given).
  func makeEngine(_ session: Session, vectorsOf: Set<String>? = nil) throws -> InsightEngine {
    guard let provider = try ChatEngine.provider(try chosenEngine(), store: session.store, account: session.account.id)
    else {
      var engine = builtinEngine()
      engine.vectors = StoredVectors(session.store, account: session.account.id, only: vectorsOf)
      return engine
    }
    return ProviderInsights(provider: provider)
  }

  /// The embedded engine, without its learned models when `rules` is chosen.
  private func builtinEngine() -> BuiltinEngine {
    BuiltinEngine(learned: (engine ?? Environment.variable("PSST_AI")) != "rules")
  }

  /// The provider's profile facts when one is chosen or configured, else the embedded engine's,
  /// whose learned models read the store's sentence vectors.
  func makeProfileEngine(_ session: Session) throws -> ProfileEngine {
    guard let provider = try ChatEngine.provider(try chosenEngine(), store: session.store, account: session.account.id)
    else {
      var engine = builtinEngine()
      engine.vectors = StoredVectors(session.store, account: session.account.id)
      return engine
    }
    return ProviderInsights(provider: provider)
  }

  /// The provider's summaries when one is chosen or configured, else the embedded engine's.
  func makeSummaryEngine(store: Store, account: String) throws -> SummaryEngine {
    guard let provider = try ChatEngine.provider(try chosenEngine(), store: store, account: account) else {
      return BuiltinEngine()
    }
    return ProviderSummaries(provider: provider)
  }

  /// True when messages come from stdin: asked for with --stdin, or stdin is a pipe or a file
  /// that holds at least one line. An empty stdin that was not asked for (cron's and many
  /// services' is an empty pipe) never stands in for the store: the store is read, and on a
  /// terminal a note says so.
  func readsStandardInput() throws -> Bool {
    if stdin { return true }
    guard StandardInputMessages.isPipeOrFile else { return false }
    let input = StandardInputMessages.shared
    if try input.read().lines > 0 { return true }
    input.sayOnceThatTheStoreIsRead()
    return false
  }

  /// The messages and the directory of people and chats, from the store or stdin.
  func load(_ store: Store, account: Account) throws -> ([ConversationMessage], Directory) {
    let directory = try Directory(store, account: account.id)
    let sinceMillis = try since.map { text in
      guard let value = Timestamp.parseSince(text) else { throw PsstError.usage("cannot read --since \(text)") }
      return value
    }
    let chatID = try chat.map { try store.resolveChat(account: account.id, $0).id }
    if try readsStandardInput() {
      return (try readMessages(chat: chatID, since: sinceMillis), directory)
    }
    return (try Self.storedMessages(store, account: account.id, chat: chatID, since: sinceMillis), directory)
  }

  /// The account's messages in the store that the engines read (not unsent, not empty), in
  /// time order, narrowed to `chat` and `since`.
  static func storedMessages(_ store: Store, account: String, chat: String? = nil, since: Int64? = nil) throws
    -> [ConversationMessage]
  {
    var messages: [ConversationMessage] = []
    try store.messages(account: account, matching: MessageFilter(chat: chat, since: since)) { message in
      guard !message.deleted, !message.text.isEmpty else { return }
      messages.append(ConversationMessage(message))
    }
    return messages
  }

  /// Message records on stdin, narrowed to `chat` and `since`.
  private func readMessages(chat: String?, since: Int64?) throws -> [ConversationMessage] {
    try StandardInputMessages.shared.read().messages.filter { message in
      (chat == nil || message.chat == chat) && (since == nil || message.time >= since!)
    }
  }
}
