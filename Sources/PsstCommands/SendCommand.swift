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
  @Argument(help: ArgumentHelp("Message text (words are joined with spaces).", valueName: "text")) var text: [String] =
    []

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let sender = try MessageSender(session: session, printer: Printer(global.outputFormat))
      if !text.isEmpty {
        let target = try sender.target(chat: chat, to: to)
        let attachments = try attach.map { try AttachmentStore.ingest($0, environment: session.store.environment) }
        try sender.send([
          try sender.compose(
            chat: target, text: text.joined(separator: " "), replyTo: replyTo, attachments: attachments)
        ])
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

  /// The chat id for `--chat` / `--to`, opening a 1:1 chat for a new person.
  func target(chat: String?, to person: String?) throws -> String {
    if let chat {
      if let known = knownChats[chat] { return known }
      let id = try session.resolveChat(chat).id
      knownChats[chat] = id
      return id
    }
    guard let person else { throw PsstError.usage("say where to send: --chat CHAT or --to USER") }
    if let known = directChats[person] { return known }
    if let existing = try session.directChat(with: person) {
      directChats[person] = existing.id
      return existing.id
    }
    guard person != me else { throw PsstError.usage("cannot open a 1:1 chat with yourself") }
    try session.learnProfiles([person])
    let id = Identifier.make("c", length: 10)
    let name = try store.user(account: me, person)?.displayName ?? person
    try store.database.write {
      try store.upsertChat(
        account: me, Chat(id: id, name: name, kind: .direct, members: [me, person], createdAt: Clock.nowMillis()))
      try store.enqueue(
        account: me, transaction: Identifier.ordered("t"),
        .createChat(id: id, name: name, kind: .direct, members: [me, person]))
    }
    directChats[person] = id
    return id
  }

  func compose(chat: String, text: String, replyTo: String?, attachments: [Attachment]) throws -> Message {
    if let replyTo, try store.message(account: me, id: replyTo) == nil {
      throw PsstError.notFound("unknown message \(replyTo) for --reply-to")
    }
    return try store.compose(
      account: session.account, chat: chat, text: text, replyTo: replyTo, attachments: attachments)
  }

  /// Reads JSON Lines, committing and sending in chunks as input arrives.
  func sendLines(from reader: LineReader, defaultChat: String?, defaultTo: String?, replyTo: String?) throws {
    var chunk: [Message] = []
    try reader.forEachBatch(limit: 1000, in: store.database) { line in
      chunk.append(try composeLine(line, defaultChat: defaultChat, defaultTo: defaultTo, replyTo: replyTo))
    } afterBatch: {
      try send(chunk)
      chunk.removeAll(keepingCapacity: true)
    }
  }

  private func composeLine(_ line: String, defaultChat: String?, defaultTo: String?, replyTo: String?) throws -> Message
  {
    let record: JSON
    do {
      record = try JSON.parse(line)
    } catch {
      throw PsstError.badInput("invalid JSON: \(error)")
    }
    guard case .object = record else { throw PsstError.badInput("expected a JSON object") }
    guard let text = record["text"]?.stringValue else { throw PsstError.badInput("missing \"text\" (a string)") }
    let explicit = defaultChat != nil || defaultTo != nil
    let chat = try target(
      chat: explicit ? defaultChat : record["chat"]?.stringValue,
      to: explicit ? defaultTo : record["to"]?.stringValue)
    let paths = record["attach"]?.arrayValue?.compactMap(\.stringValue) ?? []
    let attachments = try paths.map { try AttachmentStore.ingest($0, environment: store.environment) }
    return try compose(
      chat: chat, text: text, replyTo: record["reply_to"]?.stringValue ?? replyTo, attachments: attachments)
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
      printer.emit(formatter.json(current), text: formatter.text(current))
    }
  }

  /// Exit status: a refusal wins over "queued for later".
  func finish() throws {
    if let failure { throw PsstError(failure.kind, "some messages failed; see psst-retry") }
    if let queued { throw PsstError.queuedForLater(queued) }
  }
}
