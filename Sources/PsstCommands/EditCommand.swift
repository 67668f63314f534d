import ArgumentParser
import PsstCore

/// `psst-edit`: change the text of one of your messages, keeping its history.
public struct EditCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-edit",
    abstract: "Edit one of your messages; everyone sees the new text and its history.",
    discussion: """
      The old text is kept as a revision that psst-read --history shows. A message still in the \
      outbox is simply changed before it leaves (no revision, nobody saw it).
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Argument(help: ArgumentHelp("Id of your message.", valueName: "id")) var id: String
  @Argument(help: ArgumentHelp("New text (words are joined with spaces).", valueName: "text")) var text: [String]

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let newText = text.joined(separator: " ")
      try Limits.checkText(newText)
      let message = try ownMessage(session, id, action: "edit")
      if try unsentEntry(session, id) != nil {
        _ = try session.store.editQueued(account: session.account.id, transaction: id, text: newText)
        try printMessage(session, id, global)
        return
      }
      try performThenPrint(session, .edit(chat: message.chat, target: id, text: newText), id, global) {
        try session.store.recordOwnEdit(account: session.account.id, id: id, text: newText)
      }
    }
  }
}

/// `psst-unsend`: delete one of your messages for everyone.
public struct UnsendCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-unsend",
    abstract: "Delete one of your messages for everyone (within 24 hours of sending).",
    discussion: """
      Everyone's copy shows "[message deleted]"; the text and its edit history are wiped. A \
      message still in the outbox is dropped before it leaves.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Argument(help: ArgumentHelp("Id of your message.", valueName: "id")) var id: String

  public func run() throws {
    try reportingErrors { try unsend(try global.session(), id, global) }
  }
}

/// Deletes message `id` of the account for everyone (psst-unsend, and psst-ai --undo of a
/// reply): dropped from the outbox if it has not left, else redacted within 24 hours of sending.
func unsend(_ session: Session, _ id: String, _ global: GlobalOptions) throws {
  let message = try ownMessage(session, id, action: "unsend")
  if try unsentEntry(session, id) != nil {
    let entry = try session.store.drop(account: session.account.id, transaction: id)
    Printer(global.outputFormat).emit(entry.droppedRecord, text: "dropped \(id) from the outbox before it was sent")
    return
  }
  if Clock.nowMillis() - (try session.store.sentAt(account: session.account.id, message: id) ?? message.createdAt)
    > Limits.unsendWindowMillis
  {
    throw PsstError.permission("\(id) is older than 24 hours and can no longer be unsent")
  }
  try performThenPrint(session, .redact(chat: message.chat, target: id), id, global) {
    try session.store.recordOwnRedaction(account: session.account.id, id: id)
  }
}

/// The outbox entry of message `id` if it has not reached the hub. An entry a flush is sending
/// right now is waited for first: afterwards it is either sent (nil) or back in the queue.
private func unsentEntry(_ session: Session, _ id: String) throws -> OutboxEntry? {
  guard var entry = try session.store.outboxEntry(account: session.account.id, transaction: id) else { return nil }
  if entry.state == .sending {
    _ = try session.flush(wait: true)
    guard let settled = try session.store.outboxEntry(account: session.account.id, transaction: id) else { return nil }
    entry = settled
  }
  return entry
}

/// The message `id` if the account sent it and it still exists.
private func ownMessage(_ session: Session, _ id: String, action: String) throws -> Message {
  var found = try session.store.message(account: session.account.id, id: id)
  if found == nil {
    try session.syncIfReachable()
    found = try session.store.message(account: session.account.id, id: id)
  }
  guard let message = found else { throw PsstError.notFound("unknown message \(id)") }
  guard message.isOwn else {
    throw PsstError.permission("\(id) was sent by \(message.sender); you can only \(action) your own messages")
  }
  guard !message.deleted else { throw PsstError.usage("\(id) was unsent") }
  return message
}

/// Shows the change locally and sends it, then prints the message, whether the change went
/// out or waits in the outbox. A refusal by the hub undoes the local change.
private func performThenPrint(
  _ session: Session, _ request: Request, _ id: String, _ global: GlobalOptions, applyLocally: () throws -> Void
) throws {
  do {
    try session.perform(request, showLocally: applyLocally)
  } catch let error as PsstError where error.kind == .queued {
    try printMessage(session, id, global)
    throw error
  }
  try printMessage(session, id, global)
}

private func printMessage(_ session: Session, _ id: String, _ global: GlobalOptions) throws {
  let formatter = MessageFormatter(store: session.store, account: session.account.id)
  guard let message = try session.store.message(account: session.account.id, id: id) else { return }
  let history = try session.store.revisions(account: session.account.id, message: id)
  Printer(global.outputFormat).emit(
    formatter.record(message, history: history), text: formatter.text(message, history: history))
}

extension EditCommand: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? { GlobalOptions.quickOption(name) }

  static func quickParse(_ arguments: QuickArguments) -> EditCommand? {
    guard arguments.positionals.count >= 2, let global = GlobalOptions(quick: arguments) else { return nil }
    var command = EditCommand()
    command.global = global
    command.id = arguments.positionals[0]
    command.text = Array(arguments.positionals.dropFirst())
    return command
  }
}

extension UnsendCommand: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? { GlobalOptions.quickOption(name) }

  static func quickParse(_ arguments: QuickArguments) -> UnsendCommand? {
    guard arguments.positionals.count == 1, let global = GlobalOptions(quick: arguments) else { return nil }
    var command = UnsendCommand()
    command.global = global
    command.id = arguments.positionals[0]
    return command
  }
}
