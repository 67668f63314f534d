import ArgumentParser
import PsstCore

/// `psst-watch`: every event of an account as a durable, resumable JSON Lines feed.
public struct WatchCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-watch",
    abstract: "Print every event of an account as it happens: the command-line push notification.",
    discussion: """
      Events: message (new messages, your own included, "own": true), edit, unsend, receipt, \
      state (delivery state of your own messages), typing, presence, chat (created, member added \
      or removed, renamed) and reminder. Each is written to the store with an increasing cursor \
      before it is printed, and each printed line carries its "cursor": --since CURSOR resumes \
      exactly after it, so a consumer that was down misses nothing and sees nothing twice. \
      Without --since, --from-start or a saved --name, the feed starts from now.

      --batch PERIOD --summarize makes each chat's digest line say what its new messages say, \
      in at most 150 characters, in their own words ("4 new from Design Team: Sarah: the \
      wireframes are up; Sarah asks you: Can you review the pricing page by Friday?"): \
      questions put to you are always in it, each phrase is listed with its message \
      ("sources"), and the count line stands when there is nothing to summarise. --assist adds \
      a suggestion event after each new message that arranges a time: 3-5 times that keep what \
      the chat asked for and avoid your calendar and quiet hours (cached for psst-ai "help me \
      schedule with NAME"); and the autopilot acts when psst-account set --autopilot enabled it.

      While psst-watch runs, the account shows as online to others; when it stops it shows as \
      offline with its last-seen time. SIGINT, SIGTERM and a closed standard output end it \
      cleanly (exit 0) with the cursor saved under --name.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Option(help: ArgumentHelp("Start after this cursor (the \"cursor\" of the last line you saw).", valueName: "cursor"))
  var since: Int64?
  @Flag(name: .customLong("from-start"), help: "Start from the first event in the store.") var fromStart = false
  @Option(
    help: ArgumentHelp(
      "Remember the cursor under this name and resume from it when started again with the same name.",
      valueName: "name"))
  var name: String?
  @Option(help: ArgumentHelp("Only these chats (repeatable; ids or names).", valueName: "chat")) var chat: [String] = []
  @Option(
    help: ArgumentHelp(
      "Only these event types, comma-separated: message, edit, unsend, receipt, state, typing, presence, chat, reminder.",
      valueName: "types"))
  var type: String?
  @Option(help: ArgumentHelp("Only events from this user id.", valueName: "user")) var from: String?
  @Flag(help: "Only messages that name you (your id, name or first name, or @id).") var mentions = false
  @Flag(help: "Print what is pending and exit (for cron and scripts).") var once = false
  @Option(help: ArgumentHelp("Stop after N events (or digest lines).", valueName: "n")) var count: Int?
  @Option(
    help: ArgumentHelp(
      "Run this shell command per event, the event's JSON line on its standard input (nothing is printed).",
      valueName: "command"))
  var exec: String?
  @Option(help: ArgumentHelp("At most this many --exec commands at once.", valueName: "n")) var jobs = 4
  @Option(
    help: ArgumentHelp(
      "Print one digest line per chat per period (30s, 5m, 1h) instead of every event.", valueName: "period"))
  var batch: String?
  @Flag(help: "With --batch: one line per chat saying what its new messages say and what they ask you.")
  var summarize = false
  @Flag(
    help: ArgumentHelp(
      "Proactive help as messages arrive: suggestion events (free times for a new message that arranges one), and "
        + "the autopilot when psst-account set --autopilot enabled it."))
  var assist = false

  public func validate() throws {
    if since != nil && fromStart { throw ValidationError("--since and --from-start contradict each other") }
    if let count, count < 1 { throw ValidationError("--count must be at least 1") }
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if let batch, parseDuration(batch) == nil {
      throw ValidationError("--batch takes a period such as 30s, 5m or 1h, not '\(batch)'")
    }
    if batch != nil && exec != nil { throw ValidationError("--batch and --exec do not go together") }
    if summarize && batch == nil { throw ValidationError("--summarize needs --batch PERIOD") }
    _ = try kinds()
  }

  func kinds() throws -> Set<FeedEvent.Kind>? {
    guard let type else { return nil }
    var kinds: Set<FeedEvent.Kind> = []
    for word in type.split(separator: ",").map({ String($0.filter { !$0.isWhitespace }) }) where !word.isEmpty {
      guard let kind = FeedEvent.Kind(rawValue: word) else {
        throw ValidationError(
          "unknown event type '\(word)'; types are \(FeedEvent.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      kinds.insert(kind)
    }
    return kinds
  }

  /// Where the autopilot's records go: printed with the events or digest lines; with --exec,
  /// only the audit log has them.
  private func autopilotOutput(_ output: Watcher.Output) -> ((JSON, String) -> Void)? {
    switch output {
    case .print(let printer), .digest(_, let printer): { printer.emit($0, text: $1) }
    case .exec: nil
    }
  }

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      if let name { try Store.validateIdentifier(name, what: "watch name") }
      let filter = FeedFilter(
        chats: try Set(chat.map { try session.resolveChat($0).id }), kinds: try kinds(), from: from,
        mentionsOf: mentions ? try session.store.user(account: session.account.id, session.account.id) : nil)
      let start: Int64
      if let since {
        start = since
      } else if fromStart {
        start = 0
      } else if let name, let saved = try session.store.savedCursor(account: session.account.id, name: name) {
        start = saved
      } else {
        start = try session.store.latestEventCursor(account: session.account.id)
      }
      let output: Watcher.Output =
        if let exec { .exec(ExecPool(command: exec, limit: jobs)) } else if let batch {
          .digest(
            Digest(
              periodMillis: parseDuration(batch)!,
              summarizer: summarize ? DigestSummarizer(store: session.store, account: session.account.id) : nil),
            Printer(global.outputFormat))
        } else { .print(Printer(global.outputFormat)) }
      let watcher = Watcher(
        session: session, filter: filter, output: output, cursor: start, name: name, limit: count, once: once,
        assist: assist, autopilot: assist ? try Autopilot(session: session, emit: autopilotOutput(output)) : nil)
      try watcher.run()
    }
  }
}
