import ArgumentParser
import PsstAI
import PsstCore
import PsstSearch

/// `psst-ai`: ask the assistant about your messages; it answers from them and cites them.
public struct AICommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-ai",
    abstract: "Ask the assistant about your messages: answers quoted from them, with their ids.",
    discussion: """
      The assistant finds the messages that bear on the question (psst-search's retrieval: words, \
      synonyms and meaning), picks the sentences that answer it (a time for "when", an amount \
      for "how much", a reason for "why", a name for "who") and prints them with who said them \
      and when, then the messages it used. The embedded engine only quotes: when nothing \
      answers the question it says so and shows the closest messages; it never invents.

      Every question and answer is kept in a conversation in the store: --continue (the last \
      one) or --conversation ID carries earlier questions into a follow-up ("and his weight \
      class?"). With no question, questions are read one per line from standard input (a \
      prompt on a terminal): /new starts a new conversation, /quit ends.

      A request to act ("schedule a call with Sara tomorrow at 3pm", "remind me Friday to check \
      Tom's program", "tell Sarah I'm running 10 minutes late") is proposed as an action record \
      and runs only once confirmed: on a terminal psst-ai asks; --yes approves; --dry-run only \
      proposes; piped without --yes it prints the proposal and does nothing. A name that fits \
      several people is asked about (on a terminal) or listed with its candidates (exit 1). \
      Messages go only to chats you are in, through the normal send path. Every proposal and \
      its outcome is kept in the audit log (--audit).
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Argument(help: ArgumentHelp("The question (none: read questions line by line).", valueName: "question"))
  var question: [String] = []
  @Option(help: ArgumentHelp("Continue this conversation.", valueName: "id")) var conversation: String?
  @Flag(name: .customLong("continue"), help: "Continue the most recent conversation.") var continueLast = false
  @Flag(help: "List conversations, most recent first.") var list = false
  @Option(help: ArgumentHelp("Delete this conversation.", valueName: "id")) var delete: String?
  @Flag(help: "Run a requested action without asking.") var yes = false
  @Flag(name: .customLong("dry-run"), help: "Only propose a requested action; never run it.") var dryRun = false
  @Flag(help: "List the audit log of actions: every proposal and what became of it.") var audit = false

  /// The longest question accepted, in characters.
  static let maxQuestion = 1000

  public func validate() throws {
    if conversation != nil && continueLast { throw ValidationError("--conversation and --continue exclude each other") }
    if yes && dryRun { throw ValidationError("--yes and --dry-run exclude each other") }
  }

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let store = session.store
      let account = session.account.id
      let printer = Printer(global.outputFormat)
      if list { return try listConversations(store, account: account, printer: printer) }
      if audit { return try AuditLog.print(store, account: account, printer: printer) }
      if let delete {
        guard try store.deleteConversation(account: account, id: delete) else {
          throw PsstError.notFound("no conversation \(delete)")
        }
        return printer.emit(
          .object([("type", "deleted"), ("conversation", .string(delete))]), text: "deleted \(delete)")
      }
      var assistant = try Assistant(
        store: store, account: account, conversation: try startingConversation(store, account))
      let reader = LineReader()
      let asked = question.joined(separator: " ")
      if !asked.allSatisfy(\.isWhitespace) {
        if try actions(session, printer, reader, assistant.conversation).handle(asked, planner: planner()) { return }
        return try printAnswer(try assistant.ask(asked), assistant: assistant, printer: printer)
      }
      try self.session(&assistant, actions: session, reader: reader, printer: printer)
    }
  }

  /// The action flow for this run's flags: ask on a terminal, else --yes, --dry-run or only propose.
  private func actions(_ session: Session, _ printer: Printer, _ reader: LineReader, _ conversation: String?)
    -> ActionFlow
  {
    let approval: Approval =
      dryRun ? .dryRun : yes ? .approved : Terminal.isInteractive ? .askPerson : .proposeOnly
    return ActionFlow(session: session, printer: printer, approval: approval, conversation: conversation) {
      Terminal.prompt($0)
      return try reader.next()
    }
  }

  private func planner() -> ActionPlanner { ActionPlanner(now: Clock.nowMillis(), zone: .system) }

  private func startingConversation(_ store: Store, _ account: String) throws -> String? {
    if let conversation {
      guard try store.conversations(account: account).contains(where: { $0.id == conversation }) else {
        throw PsstError.notFound("no conversation \(conversation); psst-ai --list shows them")
      }
      return conversation
    }
    return continueLast ? try store.conversations(account: account).first?.id : nil
  }

  /// Questions one per line; a welcome and examples first on a terminal.
  private func session(_ assistant: inout Assistant, actions: Session, reader: LineReader, printer: Printer) throws {
    let interactive = Terminal.isInteractive
    if interactive {
      printer.text("Hi! Ask me anything about your messages. For example:")
      for example in try assistant.exampleQuestions() { printer.text("  \(example)") }
      printer.text("(/new starts a new conversation, /quit ends)")
    }
    while true {
      if interactive { Terminal.prompt("> ") }
      guard let line = try reader.next() else { break }
      let text = line.trimmingSpaces
      if text.isEmpty { continue }
      if text == "/quit" { break }
      if text == "/new" {
        assistant.conversation = nil
        printer.text("(new conversation)")
        continue
      }
      do {
        let flow = self.actions(actions, printer, reader, assistant.conversation)
        if try !flow.handle(text, planner: planner()) {
          try printAnswer(try assistant.ask(text), assistant: assistant, printer: printer)
        }
      } catch let error as PsstError where [.usage, .notFound, .permission, .queued].contains(error.kind) {
        Diagnostics.line("\(toolName): \(error.message)")
      }
      StandardOutput.shared.flush()
    }
  }

  private func printAnswer(_ answer: Answer, assistant: Assistant, printer: Printer) throws {
    let record = JSON.object([
      ("type", "answer"), ("text", .string(answer.text)), ("sources", .array(answer.sources.map { .string($0) })),
      ("conversation", assistant.conversation.map { .string($0) } ?? .null), ("found", .bool(answer.found)),
    ])
    var lines = [answer.text]
    if !answer.sources.isEmpty {
      lines.append("sources:")
      for source in try assistant.describe(answer.sources) { lines.append("  " + source) }
    }
    printer.emit(record, text: lines.joined(separator: "\n"))
  }

  private func listConversations(_ store: Store, account: String, printer: Printer) throws {
    for item in try store.conversations(account: account) {
      printer.emit(
        .object([
          ("type", "conversation"), ("id", .string(item.id)), ("title", .string(item.title)),
          ("created", .string(Timestamp.iso(item.created))), ("updated", .string(Timestamp.iso(item.updated))),
          ("turns", .number(Double(item.turns))),
        ]), text: "\(item.id)  \(Timestamp.local(item.updated))  \(item.turns) question(s)  \(item.title)")
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
