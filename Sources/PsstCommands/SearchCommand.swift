import ArgumentParser
import PsstAssistant
import PsstCore
import PsstProvider
import PsstSearch

#if canImport(Glibc)
  import Glibc
#endif

/// `psst-search`: find messages by words and by meaning across every chat of the account.
public struct SearchCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-search",
    abstract: "Find messages by words and by meaning, across every chat of the account.",
    discussion: """
      The query is words, or a question ("what did Tom say about pricing"). Inline filters work \
      like the options: from:USER, in:CHAT (or chat:CHAT), after:DATE (or since:), before:DATE \
      (or until:); "a quoted phrase" must appear as written; -word and -"a phrase" exclude; \
      word* matches a prefix. Question words and stop words are dropped, "what did Tom say" \
      keeps Tom's messages only, time words ("yesterday", "last week", "in November") limit \
      the time, and related words from psst's lexicon ("meeting": call, catch up, session) \
      also match. Words after -- are all query, even ones that look like options.

      Ranking fuses, by reciprocal rank, BM25 over the query's words (Porter stemming, case \
      and accents folded), BM25 over the words and their synonyms, and the similarity of \
      sentence embeddings (all-MiniLM-L6-v2, run in psst, offline) when the model and the \
      vectors are there. psst-index embeds messages; when some lack vectors, psst-search starts \
      it in the background (PSST_INDEX_BACKGROUND=0 turns that off). Without the model files \
      search is by words only, and psst-search says so once. With an AI provider configured \
      (PSST_AI_URL and PSST_AI_EMBED_MODEL), its embeddings rank instead (--engine chooses); \
      when it fails, psst-search says so and ranks with the embedded model or words.

      Searches the store as it is (no sync): run psst-read or psst-watch to bring it up to date.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Words, phrases, filters or a question.", valueName: "query"))
  var query: [String] = []
  @Option(help: ArgumentHelp("At most this many results.", valueName: "n")) var limit = 10
  @Option(help: ArgumentHelp("Skip this many results first (paging).", valueName: "n")) var offset = 0
  @Option(help: ArgumentHelp("Only this chat (id, name, or the other person of a 1:1 chat).", valueName: "chat"))
  var chat: String?
  @Option(help: ArgumentHelp("Only messages from this user (id or name).", valueName: "user")) var from: String?
  @Option(
    help: ArgumentHelp(
      "Only messages since then: a duration back (30m, 12h, 7d, 2w) or a date (2026-09-03, ISO 8601).",
      valueName: "when"))
  var since: String?
  @Option(help: ArgumentHelp("Only messages before then (same forms as --since).", valueName: "when"))
  var until: String?
  @Flag(help: "Search message JSON Lines read from stdin instead of the store.") var stdin = false
  @Flag(help: "Rank by words only: no embeddings.") var lexical = false
  @Option(
    help: ArgumentHelp(
      "Embeddings from the embedded model (builtin) or the AI provider (provider; the default when PSST_AI_URL and "
        + "PSST_AI_EMBED_MODEL are set).", valueName: "engine"))
  var engine: EmbeddingEngine?

  public func validate() throws {
    if limit < 1 || limit > 1000 { throw ValidationError("--limit must be between 1 and 1000") }
    if offset < 0 { throw ValidationError("--offset must be 0 or more") }
    for (name, value) in [("--since", since), ("--until", until)] {
      if let value, Timestamp.parseSince(value) == nil {
        throw ValidationError("\(name) takes a duration (30m, 12h, 7d, 2w) or a date (2026-09-03), not '\(value)'")
      }
    }
  }

  public func run() throws {
    try reportingErrors {
      let environment = Environment.current()
      let store: Store
      let account: String
      if stdin {
        store = try Store.inMemory(environment)
        account = "stdin"
        try readPipedMessages(into: store, account: account)
      } else {
        store = try global.openStore()
        account = try store.resolveAccount(global.account).id
      }
      let people = try PeopleNames(store, account: account)
      let parsed: SearchQuery
      do {
        parsed = try SearchQuery.parse(
          query.joined(separator: " "), people: people.aliases, me: people.aliases(of: account))
      } catch let error as SearchError { throw PsstError.usage(error.description) }
      guard !parsed.isEmpty else { throw PsstError.usage(SearchError(.emptyQuery).description) }
      let scope = try makeScope(parsed, people: people, store: store, account: account)
      let index = SearchIndex(store: store)
      let setup = SemanticSetup(
        index: index, account: account, piped: stdin, engine: EmbeddingEngine.choose(engine),
        replacesOtherModels: engine == nil)
      let embedder = lexical ? nil : try setup.embedder()
      let mentioned = parsed.people.flatMap { people.ids(for: $0) }
      let hits: [SearchHit]
      do {
        hits = try Searcher(index: index, embedder: embedder, context: true).search(
          parsed, in: scope, people: mentioned, limit: limit, offset: offset)
      } catch let error as ProviderError {
        // The query's vector comes from the provider too: without it, rank the other way.
        hits = try Searcher(index: index, embedder: setup.fallback(after: error), context: true).search(
          parsed, in: scope, people: mentioned, limit: limit, offset: offset)
      }
      let printer = Printer(global.outputFormat)
      // Names are for people; a pipeline gets ids and does not pay for the lookups.
      let names = global.outputFormat == .text ? try NameBook(store, account: account) : nil
      for hit in hits {
        printer.emit(hit.record, styledText: names.map { hit.text(names: $0) })
      }
      if hits.isEmpty && global.outputFormat == .text { Diagnostics.line("no messages match") }
    }
  }

  /// Filters from options and from the query, resolved to ids (a name nobody has is an error).
  private func makeScope(_ query: SearchQuery, people: PeopleNames, store: Store, account: String) throws -> SearchScope
  {
    var scope = SearchScope(account: account)
    for name in (from.map { [$0] } ?? []) + query.from {
      let ids = people.ids(for: name.lowercased())
      // Piped messages come without a directory: there a sender is named by its id.
      guard !ids.isEmpty || stdin else { throw PsstError.notFound("no user \(name) in this account's chats") }
      scope.senders += ids.isEmpty ? [name] : ids
    }
    for name in (chat.map { [$0] } ?? []) + query.chats {
      scope.chats.append(stdin ? name : try store.resolveChat(account: account, name).id)
    }
    let sinceOption = since.flatMap { Timestamp.parseSince($0) }
    let untilOption = until.flatMap { Timestamp.parseSince($0) }
    scope.since = [sinceOption, query.since].compactMap { $0 }.max()
    scope.until = [untilOption, query.until].compactMap { $0 }.min()
    return scope
  }

  private func readPipedMessages(into store: Store, account: String) throws {
    let messages = try PipedMessages.read()
    try store.transaction {
      for message in messages {
        try store.addPiped(
          account: account, id: message.id, chat: message.chat, sender: message.sender, text: message.text,
          time: message.time)
      }
    }
  }
}

/// A search run in a loop (`for q in …; do psst-search "$q"; done`) pays for start-up every
/// time: everyday invocations skip ArgumentParser (see `QuickParsable`). An argument starting
/// with "-" that is no option here (an excluded -word, "--") leaves the whole line to it.
extension SearchCommand: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    switch name {
    case "account", "format", "limit", "offset", "chat", "from", "since", "until", "engine": .value
    case "stdin", "lexical": .flag
    default: nil
    }
  }

  static func quickParse(_ arguments: QuickArguments) -> SearchCommand? {
    let (limit, offset, engine) = (arguments.value("limit"), arguments.value("offset"), arguments.value("engine"))
    guard let global = GlobalOptions(quick: arguments), limit.map({ Int($0) != nil }) ?? true,
      offset.map({ Int($0) != nil }) ?? true, engine.map({ EmbeddingEngine(rawValue: $0) != nil }) ?? true
    else { return nil }
    // Every property is set: an ArgumentParser wrapper that was not holds no value, not its default.
    var command = SearchCommand()
    command.global = global
    command.query = arguments.positionals
    command.limit = limit.flatMap { Int($0) } ?? 10
    command.offset = offset.flatMap { Int($0) } ?? 0
    command.engine = engine.flatMap(EmbeddingEngine.init(rawValue:))
    command.chat = arguments.value("chat")
    command.from = arguments.value("from")
    command.since = arguments.value("since")
    command.until = arguments.value("until")
    command.stdin = arguments.flag("stdin")
    command.lexical = arguments.flag("lexical")
    return command
  }
}
