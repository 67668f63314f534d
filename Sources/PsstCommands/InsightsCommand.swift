import ArgumentParser
import PsstAI
import PsstCore

/// `psst-insights`: what the AI engine finds in the account's conversations.
public struct InsightsCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-insights",
    abstract: "Find action items, decisions and messages that need you, with the embedded AI engine.",
    discussion: """
      Works over the whole store of the account by default; --chat and --since narrow it. With \
      message JSON Lines on stdin (psst-read --format jsonl | psst-insights actions) it reads those \
      instead. The embedded engine runs offline: rules, lexicons and scoring, no network. Over the \
      store, the digest keeps what it reads in each message (psst-index --read reads ahead of it); \
      the next digest, and actions, decisions, priority and scheduling once most messages are \
      read, read only the messages that are new or changed.
      """,
    version: Version.text,
    subcommands: [
      Actions.self, Done.self, Reopen.self, Decisions.self, Decide.self, Priority.self, Scheduling.self, Clients.self,
      Digest.self,
    ])

  public init() {}

  struct Priority: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Messages that need your attention: questions and requests to you, urgency, health, payments.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var source: ConversationOptions
    @Option(help: ArgumentHelp("Lowest score shown, 0 to 1.", valueName: "score")) var threshold: Double = 0.7
    @Flag(help: "Print the score of every message.") var all = false

    func validate() throws {
      guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
    }

    func run() throws {
      try reportingErrors {
        let (session, messages, directory) = try load(global, source)
        let printer = Printer(global.outputFormat)
        let texts = Dictionary(messages.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        let (sections, keepReadings) = try source.sections(
          [.priorities], of: messages, engine: try source.makeEngine(session), session: session, directory: directory)
        runConcurrently([
          {
            for priority in sections.priorities where all || priority.score >= threshold {
              printer.emit(priority.record, text: priority.text(texts[priority.messageID] ?? ""))
            }
          }, keepReadings,
        ])
      }
    }
  }
}

/// The account's session, the messages to work on and who is who.
func load(_ global: GlobalOptions, _ source: ConversationOptions) throws
  -> (Session, [ConversationMessage], Directory)
{
  let session = try global.session()
  let (messages, directory) = try source.load(session.store, account: session.account)
  return (session, messages, directory)
}
