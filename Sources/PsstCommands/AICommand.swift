import ArgumentParser
import PsstAI
import PsstAssistant
import PsstCore
import PsstProvider
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

      Summaries, quiet clients, open action items, client profiles and calendar questions are \
      answered by the matching engine (psst-summarize's, psst-insights', psst-profile's, \
      psst-calendar's); other questions by quoting the messages that answer them, replies and \
      the message that settled a thread included. Once you keep a roster (psst-contacts), your \
      clients are its clients: a first name is the client's before a namesake's, and "who are \
      my clients", "which of my clients haven't messaged this week" and "which clients have \
      open action items" are answered from it.

      Every question and answer is kept in a conversation in the store: --continue (the last \
      one) or --conversation ID carries earlier questions into a follow-up ("and his weight \
      class?"). With no question, questions are read one per line from standard input (a \
      prompt on a terminal): /new starts a new conversation, /history prints this one so far, \
      /quit ends.

      A request to act ("schedule a call with Sara tomorrow at 3pm", "remind me Friday to check \
      Tom's program", "tell Sarah I'm running 10 minutes late") is proposed as an action record \
      and runs only once confirmed: on a terminal psst-ai asks; --yes approves; --dry-run only \
      proposes; piped without --yes it prints the proposal and does nothing. A name that fits \
      several people is asked about (on a terminal) or listed with its candidates (exit 1). \
      Messages go only to chats you are in, through the normal send path. Every proposal and \
      its outcome is kept in the audit log (--audit). --undo ACTION takes back one that ran, \
      psst-ai's or the autopilot's (psst-watch --assist): a reminder is cancelled, a call removed \
      from the calendar (nobody was invited, so nobody is told), a message unsent for everyone \
      while the transport allows it (within 24 hours), else it says why not.

      "help me schedule with Sarah" (or "find a time to meet Sarah", "suggest times for a call \
      with the running group") prints the times psst-watch --assist suggested for that chat (a \
      suggestion record: 3-5 times that respect what the chat asked for and avoid your calendar), \
      worked out afresh when the chat or the calendar changed since, a time has passed, or with \
      --refresh; then it proposes a poll message offering them to the chat, sent once confirmed \
      like any other action.

      With an AI provider configured (ai.url and ai.model in the config file, or PSST_AI_URL and \
      PSST_AI_MODEL), the provider's chat model answers instead (--engine chooses): it gets the \
      earlier turns, the retrieved messages as quoted data it must never take instructions from, \
      and a search_messages tool (at most 5 tool rounds a question); its answer cites message ids, \
      and only ids it was really given count as sources. On a terminal the answer prints as it \
      streams, after "thinking…" on stderr. When the provider fails (no network, timeout, server \
      error, rate limit, bad reply, refused key, the daily limit reached), one line on stderr says \
      so and the embedded engine answers. --usage prints the provider requests, tokens and cost \
      per day and per model, and what is left of today's limit. Actions the provider proposes go \
      through the same confirmation; while answering a question (not a request to act) they are \
      only proposed, even with --yes, so an instruction hidden in a message cannot act.
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
  @Option(
    help: ArgumentHelp(
      "Who answers: builtin (the embedded engine) or provider (default: provider when ai.url and ai.model, "
        + "or PSST_AI_URL and PSST_AI_MODEL, are set).", valueName: "engine"))
  var engine: ChatEngine?
  @Flag(
    name: .customLong("usage"),
    help: "Print AI provider usage: requests, tokens and cost per day and per model, and today's remaining requests.")
  var showUsage = false
  @Flag(help: "Run a requested action without asking.") var yes = false
  @Flag(name: .customLong("dry-run"), help: "Only propose a requested action; never run it.") var dryRun = false
  @Flag(help: "List the audit log of actions: every proposal and what became of it.") var audit = false
  @Flag(help: "With \"help me schedule with NAME\": work the suggested times out again, not the cached ones.")
  var refresh = false
  @Option(
    help: ArgumentHelp(
      "Undo an action that ran (an id from --audit or an autopilot record): cancel a reminder, remove a call, "
        + "unsend a message.", valueName: "action"))
  var undo: String?

  public func validate() throws {
    if conversation != nil && continueLast { throw ValidationError("--conversation and --continue exclude each other") }
    if yes && dryRun { throw ValidationError("--yes and --dry-run exclude each other") }
    if !question.isEmpty && question.joined().allSatisfy(\.isWhitespace) {
      throw ValidationError(
        "the question is empty; ask one (up to \(Assistant.maxQuestion) characters), or give none to be asked")
    }
  }

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let store = session.store
      let account = session.account.id
      let printer = Printer(global.outputFormat)
      if list { return try listConversations(store, account: account, printer: printer) }
      if audit { return try AuditLog.print(store, account: account, printer: printer) }
      if let undo { return try ActionUndo(session: session, global: global).undo(undo) }
      if showUsage { return try printUsage(store, account: account, printer: printer) }
      if let delete {
        guard try store.deleteConversation(account: account, id: delete) else {
          throw PsstError.notFound("no conversation \(delete)")
        }
        let deletion = ConversationDeletion(id: delete)
        return printer.emit(deletion.record, text: deletion.text)
      }
      var assistant = Assistant(
        store: store, account: account, conversation: try startingConversation(store, account)
      ) { try SemanticSetup(index: SearchIndex(store: store), account: account, piped: false).embedder() }
      let provider = try ChatEngine.provider(engine, store: store, account: account)
      let reader = LineReader()
      let asked = question.joined(separator: " ")
      if !asked.allSatisfy(\.isWhitespace) {
        let flow = actions(session, printer, reader, assistant.conversation, request: asked)
        return try respond(asked, &assistant, provider: provider, actions: flow, printer: printer)
      }
      try self.session(&assistant, provider: provider, actions: session, reader: reader, printer: printer)
    }
  }

  /// The action flow for this run's flags: ask on a terminal, else --yes, --dry-run or only propose.
  private func actions(
    _ session: Session, _ printer: Printer, _ reader: LineReader, _ conversation: String?, request: String
  ) -> ActionFlow {
    let approval: Approval =
      dryRun ? .dryRun : yes ? .approved : Terminal.isInteractive ? .askPerson : .proposeOnly
    return ActionFlow(
      session: session, printer: printer, approval: approval, conversation: conversation, request: request
    ) {
      Terminal.prompt($0)
      return try reader.next()
    }
  }

  func planner() -> ActionPlanner { ActionPlanner(now: Clock.nowMillis(), zone: .system) }

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
  private func session(
    _ assistant: inout Assistant, provider: MeteredProvider?, actions: Session, reader: LineReader, printer: Printer
  ) throws {
    let interactive = Terminal.isInteractive
    if interactive {
      printer.text("Hi! Ask me anything about your messages. For example:")
      for example in try assistant.exampleQuestions() { printer.text("  \(example)") }
      printer.text("(/new starts a new conversation, /history shows this one, /quit ends)")
    }
    while true {
      if interactive { Terminal.prompt("> ") }
      guard let line = try reader.next() else { break }
      let text = line.trimmedSpaces
      if text.isEmpty { continue }
      if text == "/quit" { break }
      if text == "/new" {
        assistant.conversation = nil
        printer.text("(new conversation)")
        continue
      }
      if text == "/history" {
        try printHistory(assistant, printer: printer)
        continue
      }
      if text.hasPrefix("/") && !text.contains(" ") {
        Diagnostics.line("\(toolName): unknown command \(text); /new, /history and /quit are known")
        continue
      }
      // What one question or its action ran into ends that question, not the session.
      do {
        let flow = self.actions(actions, printer, reader, assistant.conversation, request: text)
        try respond(text, &assistant, provider: provider, actions: flow, printer: printer)
      } catch let error as PsstError where [.usage, .badInput, .notFound, .permission, .queued].contains(error.kind) {
        Diagnostics.line("\(toolName): \(error.message)")
      }
      StandardOutput.shared.flush()
    }
  }

  /// `/history`: the questions and answers of the conversation so far.
  private func printHistory(_ assistant: Assistant, printer: Printer) throws {
    guard let conversation = assistant.conversation else { return printer.text("(no questions yet)") }
    for turn in try assistant.store.turns(account: assistant.account, conversation: conversation) {
      printer.emit(turn.record(conversation: conversation), text: turn.text)
    }
  }

  func printAnswer(_ answer: Answer, assistant: Assistant, printer: Printer) throws {
    let sources = answer.sources.isEmpty ? [] : try assistant.describe(answer.sources)
    printer.emit(answer.record(conversation: assistant.conversation), text: answer.text(describedSources: sources))
  }

  private func listConversations(_ store: Store, account: String, printer: Printer) throws {
    for item in try store.conversations(account: account) { printer.emit(item.record, text: item.text) }
  }
}
