import ArgumentParser
import PsstAI
import PsstAssistant
import PsstCore

/// `psst-summarize`: a short summary of each chat, with its decisions and action items, cached
/// in the store until the chat changes.
public struct SummarizeCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-summarize",
    abstract: "Summarize chats: a short text, key points, decisions, action items and who wrote.",
    discussion: """
      Summarizes one chat (--chat) or every chat of the account's store, one summary record each. \
      --since narrows to recent messages; message JSON Lines on stdin (psst-read --format jsonl | \
      psst-summarize) are summarized per chat instead of the store. Summaries of whole chats from \
      the store are cached: a cached summary of a chat that has changed since is printed with \
      "stale": true until --refresh makes a new one.

      With an AI provider configured (ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL), its chat \
      model writes the summaries (--engine chooses): it returns the same fields as JSON, checked \
      strictly, and only decisions and action items citing messages of the chat are kept. When the \
      provider fails, one line on stderr says so and the embedded engine summarizes instead.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @OptionGroup var source: ConversationOptions

  @Flag(help: "Summarize again instead of printing a cached summary, and cache the new one.")
  var refresh = false

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let engine = try source.makeSummaryEngine(store: session.store, account: session.account.id)
      let printer = Printer(global.outputFormat)
      let records =
        try source.since == nil && !source.readsStandardInput()
        ? try cachedOrFresh(session, engine) : try fresh(session, engine)
      for (record, name) in records {
        printer.emit(record, text: SummaryText.render(record, chatName: name))
      }
    }
  }

  /// Whole chats from the store: the cached summary when there is one (marked stale when the
  /// chat changed since), else a new one, which is cached.
  private func cachedOrFresh(_ session: Session, _ engine: SummaryEngine) throws -> [(JSON, String?)] {
    let store = session.store
    let account = session.account
    let chats =
      try source.chat.map { [try store.resolveChat(account: account.id, $0)] } ?? store.chats(account: account.id)
    // Each engine's summaries are kept apart: one never stands for the other's.
    let provider = engine as? ProviderSummaries
    let kind = provider == nil ? "summary" : "summary:provider"
    var records: [String: JSON] = [:]
    var pending: [(chat: String, fingerprint: String)] = []
    for chat in chats {
      let fingerprint = try store.chatFingerprint(account: account.id, chat: chat.id)
      if !refresh, let cached = try store.cachedResult(account: account.id, kind: kind, key: chat.id),
        let record = try? JSON.parse(cached.value)
      {
        records[chat.id] = record.setting("stale", .bool(cached.fingerprint != fingerprint))
      } else {
        pending.append((chat.id, fingerprint))
      }
    }
    if !pending.isEmpty {
      // Only the chats to summarise are read; one chat or the whole store in one pass.
      let (messages, directory) = try source.load(store, account: account)
      let byChat = Dictionary(grouping: messages, by: \.chat)
      for (chat, fingerprint) in pending {
        let chatMessages = byChat[chat] ?? []
        // Every chat in the store means every chat with something to summarise.
        if chatMessages.isEmpty && source.chat == nil { continue }
        let record = engine.summary(of: chatMessages, directory: directory).record(chat: chat)
        // The embedded engine's summary after the provider failed is not the provider's.
        if provider?.failed != true {
          try store.cacheResult(
            account: account.id, kind: kind, key: chat, fingerprint: fingerprint, value: record.serialized)
        }
        records[chat] = record
      }
    }
    return chats.compactMap { chat in records[chat.id].map { ($0, chat.name) } }
  }

  /// Messages from stdin or since a time: summarised as they are, never cached (they are not
  /// the whole chat).
  private func fresh(_ session: Session, _ engine: SummaryEngine) throws -> [(JSON, String?)] {
    let (messages, directory) = try source.load(session.store, account: session.account)
    var order: [String] = []
    var byChat: [String: [ConversationMessage]] = [:]
    for message in messages {
      if byChat[message.chat] == nil { order.append(message.chat) }
      byChat[message.chat, default: []].append(message)
    }
    let requested = try source.chat.map { try session.store.resolveChat(account: session.account.id, $0).id }
    if let requested, order.isEmpty { order = [requested] }
    return order.map { chat in
      let summary = engine.summary(of: byChat[chat] ?? [], directory: directory)
      return (summary.record(chat: chat), try? session.store.chat(account: session.account.id, id: chat)?.name)
    }
  }
}

extension JSON {
  /// The object with `key` set to `value` (replaced in place, or appended).
  func setting(_ key: String, _ value: JSON) -> JSON {
    var fields = objectFields
    if let index = fields.firstIndex(where: { $0.0 == key }) {
      fields[index].1 = value
    } else {
      fields.append((key, value))
    }
    return .object(fields)
  }
}
