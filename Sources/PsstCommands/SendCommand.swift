import ArgumentParser
import PsstCore

/// `psst-send`: compose messages from arguments or JSON Lines and deliver them.
public struct SendCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-send",
    abstract: "Send messages from arguments or from JSON Lines on standard input.",
    discussion: """
      With TEXT, sends one message to --chat or --to. Without TEXT and with standard input not a \
      terminal, reads one message per line: {"chat":"ID-or-name","text":"..."} or \
      {"to":"USER","text":"..."}, with optional "reply_to" and "attach" (a list of file paths). \
      Records printed by other psst tools are accepted as they are. --chat/--to on the command \
      line override the line's own target.

      Each message is written to the store (state queued) before any network work, then the \
      outbox is flushed in order. A line that is not valid is named on standard error with its \
      number and reason; every line before it is kept and sent, the lines after it are not read, \
      and the exit status is 65.

      A message to someone without a 1:1 chat yet (--to or "to") opens one first.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Option(help: ArgumentHelp("Chat id or name to send to.", valueName: "chat")) var chat: String?
  @Option(help: ArgumentHelp("Person to send to in your 1:1 chat (opened if needed).", valueName: "user")) var to:
    String?
  @Option(name: .customLong("reply-to"), help: ArgumentHelp("Id of the message this one answers.", valueName: "id"))
  var replyTo: String?
  @Option(help: ArgumentHelp("Attach a file (repeatable; at most 10 MiB each).", valueName: "file")) var attach:
    [String] = []
  @Option(
    help: ArgumentHelp(
      "Show (on) or clear (off) your typing indicator in --chat/--to instead of sending; it clears itself after a few seconds.",
      valueName: "on|off"))
  var typing: TypingSwitch?
  @Argument(help: ArgumentHelp("Message text (words are joined with spaces).", valueName: "text"))
  var text: [String] = []

  enum TypingSwitch: String, ExpressibleByArgument, CaseIterable {
    case on, off
    static var allValueStrings: [String] { ["on", "off"] }
    var defaultValueDescription: String { rawValue }
  }

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let sender = try MessageSender(session: session, printer: Printer(global.outputFormat))
      if let typing {
        guard text.isEmpty else { throw PsstError.usage("--typing sends no text; drop the message words") }
        try sender.setTyping(typing == .on, chat: try sender.target(chat: chat, to: to))
        return
      }
      if !text.isEmpty {
        let words = text.joined(separator: " ")
        try Limits.checkText(words)
        let draft = try sender.draft(
          chat: try sender.target(chat: chat, to: to), text: words, replyTo: replyTo, attachmentPaths: attach)
        try sender.send([try sender.compose(draft)])
      } else {
        guard !LineReader.standardInputIsTerminal else {
          throw PsstError.usage("no message text; give TEXT or pipe JSON Lines to standard input")
        }
        try sender.sendLines(from: LineReader(), defaultChat: chat, defaultTo: to, replyTo: replyTo)
      }
      try sender.finish()
    }
  }
}

/// Composes, flushes and reports messages, batching stdin for throughput.
final class MessageSender {
  let session: Session
  let printer: Printer
  let formatter: MessageFormatter
  private var queued: PsstError?
  private var failure: PsstError?
  /// Chat ids already resolved in this run, by `--chat` reference and by `--to` person.
  private var knownChats: [String: String] = [:]
  private var directChats: [String: String] = [:]

  init(session: Session, printer: Printer) throws {
    self.session = session
    self.printer = printer
    self.formatter = MessageFormatter(store: session.store, account: session.account.id)
  }

  var store: Store { session.store }
  var me: String { session.account.id }

  /// The chat id for `--chat` / `--to`, opening a 1:1 chat for a new person (`Session.openDirectChat`:
  /// one the hub refuses is not kept). Both go by the store's one rule (`Store.resolveChat`,
  /// `Store.resolvePerson`): an exact id wins over names, and a name that fits several is an
  /// error listing them.
  func target(chat: String?, to reference: String?) throws -> String {
    if let chat {
      if let known = knownChats[chat] { return known }
      let id = try session.resolveChat(chat).id
      knownChats[chat] = id
      return id
    }
    guard let reference else { throw PsstError.usage("say where to send: --chat CHAT or --to USER") }
    if let known = directChats[reference] { return known }
    let id = try session.openDirectChat(with: reference).chat.id
    directChats[reference] = id
    return id
  }

  /// A message ready to be stored: target resolved, text checked, files copied.
  struct Draft {
    var chat: String
    var text: String
    var replyTo: String?
    var attachments: [Attachment]
  }

  /// Checks everything about a message that can be refused, before anything is stored.
  func draft(chat: String, text: String, replyTo: String?, attachmentPaths: [String]) throws -> Draft {
    try Limits.checkText(text)
    if let replyTo, try store.message(account: me, id: replyTo) == nil {
      throw PsstError.notFound("unknown message \(replyTo) for --reply-to")
    }
    let attachments = try attachmentPaths.map { try AttachmentStore.ingest($0, environment: store.environment) }
    return Draft(chat: chat, text: text, replyTo: replyTo, attachments: attachments)
  }

  func compose(_ draft: Draft) throws -> Message {
    try store.compose(
      account: session.account, chat: draft.chat, text: draft.text, replyTo: draft.replyTo,
      attachments: draft.attachments)
  }

  /// Reads JSON Lines and sends them in runs as input arrives: each run is read and checked
  /// first, then stored in one transaction, then flushed.
  func sendLines(from reader: LineReader, defaultChat: String?, defaultTo: String?, replyTo: String?) throws {
    var badLine: PsstError?
    while badLine == nil {
      let lines: [(number: Int, text: String)]
      do {
        guard let batch = try reader.nextBatch(limit: 1000) else { break }
        lines = batch
      } catch let error as PsstError {
        badLine = error
        break
      }
      var drafts: [(line: Int, draft: Draft)] = []
      for line in lines {
        do {
          drafts.append(
            (line.number, try draftLine(line.text, defaultChat: defaultChat, defaultTo: defaultTo, replyTo: replyTo)))
        } catch let error as PsstError {
          badLine = error.onLine(line.number)
          break
        }
      }
      let messages = try composeRun(drafts)
      if !messages.isEmpty { try send(messages) }
    }
    if let badLine { throw badLine }
  }

  /// Stores a run of drafts in one transaction. When the store cannot take them (a full disk,
  /// a lock held too long), none of the run is kept: the error names the line it failed at and
  /// the lines undone; the runs before were stored and sent.
  private func composeRun(_ drafts: [(line: Int, draft: Draft)]) throws -> [Message] {
    guard let first = drafts.first?.line, let last = drafts.last?.line else { return [] }
    // The line being composed; nil once all were and the commit is what failed.
    var failedAt: Int?
    do {
      return try store.transaction {
        let messages = try drafts.map { line, draft in
          failedAt = line
          return try compose(draft)
        }
        failedAt = nil
        return messages
      }
    } catch let error as PsstError {
      throw error.undoing(lines: first...last, failedAt: failedAt)
    }
  }

  private func draftLine(_ line: String, defaultChat: String?, defaultTo: String?, replyTo: String?) throws -> Draft {
    let record: JSON
    do {
      record = try JSON.parse(line)
    } catch {
      throw PsstError.badInput("invalid JSON: \(error)")
    }
    guard case .object = record else { throw PsstError.badInput("expected a JSON object") }
    guard let text = try record.optionalString("text", "the message text") else {
      throw PsstError.badInput("missing \"text\" (a string)")
    }
    try Limits.checkText(text)
    // Every field is checked before anything is done: a field of the wrong type is refused,
    // not dropped (a message must not go out without its attachment or its reply).
    let lineChat = try record.optionalString("chat", "a chat id or name")
    let lineTo = try record.optionalString("to", "a user id")
    let lineReplyTo = try record.optionalString("reply_to", "a message id")
    let attachments = try record.stringList("attach", "file paths")
    let explicit = defaultChat != nil || defaultTo != nil
    let chat = try target(chat: explicit ? defaultChat : lineChat, to: explicit ? defaultTo : lineTo)
    return try draft(chat: chat, text: text, replyTo: lineReplyTo ?? replyTo, attachmentPaths: attachments)
  }

  /// Flushes the outbox and prints each message with the state it reached.
  func send(_ messages: [Message]) throws {
    let report = try session.flush(wait: true)
    if let unavailable = report.unavailable { queued = unavailable }
    if !report.ran { queued = queued ?? PsstError(.unavailable, "another flush is in progress") }
    for var current in messages {
      // Another sender's flush may have sent it: the store, not this report, knows its state.
      if let (state, failure) = try store.storedState(account: me, message: current.id) {
        current.state = state
        current.failure = failure
      }
      if current.state == .queued || current.state == .sending {
        queued = queued ?? report.unavailable ?? PsstError(.unavailable, "not yet sent")
      }
      if current.state == .failed {
        let reason = current.failure ?? "refused"
        Diagnostics.line("\(toolName): \(current.id) failed: \(reason)")
        failure =
          failure ?? report.failed.first { $0.entry.transaction == current.id }?.error ?? PsstError.unavailable(reason)
      }
      printer.emit(formatter.record(current), text: formatter.text(current))
    }
  }

  /// Typing is a passing signal: sent at once or not at all (an unreachable hub is exit 69).
  func setTyping(_ active: Bool, chat: String) throws {
    let result = try session.transport().submit(
      [(Identifier.ordered("y"), .typing(chat: chat, active: active))], as: session.identity)
    if case .failure(let error) = result.first { throw error }
    let signal = TypingSignal(chat: chat, active: active)
    printer.emit(signal.record, text: signal.text(chatName: formatter.textChatName(chat)))
  }

  /// Exit status: a refusal wins over "queued for later".
  func finish() throws {
    if let failure {
      // Each refused message was named with its rule as it failed; the last line says what follows.
      guard failure.kind == .relationship else { throw PsstError(failure.kind, "some messages failed; see psst-retry") }
      throw PsstError(failure.kind, "kept for psst-retry, which sends it once the relationship exists")
    }
    if let queued { throw PsstError.queuedForLater(queued) }
  }
}

extension SendCommand: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    switch name {
    case "chat", "to", "reply-to", "attach", "typing": .value
    default: GlobalOptions.quickOption(name)
    }
  }

  static func quickParse(_ arguments: QuickArguments) -> SendCommand? {
    let typing = arguments.value("typing")
    guard let global = GlobalOptions(quick: arguments), typing == nil || TypingSwitch(rawValue: typing!) != nil
    else { return nil }
    var command = SendCommand()
    command.global = global
    command.chat = arguments.value("chat")
    command.to = arguments.value("to")
    command.replyTo = arguments.value("reply-to")
    command.attach = arguments.value("attach").map { [$0] } ?? []
    command.typing = typing.flatMap(TypingSwitch.init(rawValue:))
    command.text = arguments.positionals
    return command
  }
}
