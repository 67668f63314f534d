import ArgumentParser
import PsstCore

/// `psst-read`: sync, print, mark as read.
public struct ReadCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-read",
    abstract: "Print a chat, or everything unread, and mark it as read.",
    discussion: """
      Syncs with the hub first (when it is unreachable, prints what the store has and says so on \
      standard error). Without --chat or --all, prints unread messages from every chat. What is \
      printed is marked as read and read receipts are sent, unless --peek.

      Messages print oldest first. In text form: local time, how long ago, sender, text, \
      "(edited)", "[message deleted]", and for your own messages their state, e.g. \
      "read by 2 of 3" in a group.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Option(help: ArgumentHelp("Only this chat (id, name, or the other person of a 1:1 chat).", valueName: "chat"))
  var chat: String?
  @Option(
    help: ArgumentHelp(
      "Only messages since a duration ago (30m, 12h, 7d, 2w) or a date (2026-09-03, ISO 8601).", valueName: "when"))
  var since: String?
  @Option(help: ArgumentHelp("Only the last N messages.", valueName: "n")) var last: Int?
  @Option(help: ArgumentHelp("Only messages from this user id.", valueName: "user")) var from: String?
  @Flag(help: "Only unread messages (the default without --chat or --all).") var unread = false
  @Flag(help: "Every chat, read or not.") var all = false
  @Flag(help: "Do not mark anything as read or send receipts.") var peek = false
  @Flag(help: "Show earlier versions of edited messages.") var history = false
  @Flag(name: .customLong("no-sync"), help: "Do not contact the hub; print what the store has.") var noSync = false
  @Option(
    name: .customLong("save-attachments"),
    help: ArgumentHelp(
      "Download the attachments of printed messages into this folder (as ID-NAME); their path is printed.",
      valueName: "dir"))
  var saveAttachments: String?

  public func validate() throws {
    if let last, last < 0 { throw ValidationError("--last must be 0 or more") }
    if since != nil && Timestamp.parseSince(since!) == nil {
      throw ValidationError("--since takes a duration (30m, 12h, 7d, 2w) or a date (2026-09-03), not '\(since!)'")
    }
  }

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let me = session.account.id
      if !noSync {
        let report = try session.sync(waitMillis: 0)
        if let unavailable = report.unavailable {
          Diagnostics.line("\(toolName): \(unavailable.message); showing stored messages")
        }
      }
      var filter = MessageFilter(since: since.flatMap { Timestamp.parseSince($0) }, last: last, sender: from)
      filter.chat = try chat.map { try session.resolveChat($0).id }
      filter.unreadOnly = unread || (chat == nil && !all)
      let formatter = MessageFormatter(store: session.store, account: me)
      let printer = Printer(global.outputFormat)
      var shown: [String: ShownRange] = [:]
      var currentChat: String?
      try session.store.messages(account: me, matching: filter) { message in
        var message = message
        if let folder = saveAttachments { try save(&message, into: folder, session) }
        if message.chat != currentChat && global.outputFormat == .text {
          printer.text("── \(formatter.textChatName(message.chat)) (\(message.chat)) ──")
          currentChat = message.chat
        }
        let revisions =
          history && message.editedAt != nil ? try session.store.revisions(account: me, message: message.id) : nil
        printer.emit(formatter.record(message, history: revisions), text: formatter.text(message, history: revisions))
        shown[message.chat, default: ShownRange(first: message.id, last: message.id)].last = message.id
      }
      if shown.isEmpty && global.outputFormat == .text && filter.unreadOnly { Diagnostics.line("no unread messages") }
      StandardOutput.shared.flush()
      if !peek && !shown.isEmpty {
        do {
          try session.markRead(shown: shown, filter: filter)
        } catch let error as PsstError where error.kind == .unavailable {
          // Receipts wait in the outbox; reading offline is not an error.
        }
      }
    }
  }

  /// Writes each attachment to `folder` (downloading it from the hub when it is not local).
  private func save(_ message: inout Message, into folder: String, _ session: Session) throws {
    guard !message.attachments.isEmpty else { return }
    try FileSystem.makeDirectories(folder, mode: 0o700)
    for index in message.attachments.indices {
      let attachment = message.attachments[index]
      let bytes: [UInt8]
      if let local = attachment.localPath, FileSystem.exists(local) {
        bytes = try FileSystem.readFile(local, limit: Limits.maxAttachmentBytes)
      } else if attachment.media != nil {
        bytes = try session.transport().download(attachment, as: session.identity)
      } else {
        continue
      }
      // Id and name come from the sender: only plain characters, so the file stays in `folder`.
      let path = folder + "/" + FileSystem.safeFileName(message.id + "-" + attachment.name)
      try FileSystem.writeFile(path, bytes)
      message.attachments[index].localPath = path
    }
  }
}

extension ReadCommand: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    switch name {
    case "account", "format", "chat", "since", "last", "from", "save-attachments": .value
    case "unread", "all", "peek", "history", "no-sync": .flag
    default: nil
    }
  }

  static func quickParse(_ arguments: QuickArguments) -> ReadCommand? {
    var command = ReadCommand()
    guard arguments.positionals.isEmpty, let global = GlobalOptions(quick: arguments) else { return nil }
    command.global = global
    let last = arguments.value("last")
    guard last == nil || Int(last!) != nil else { return nil }
    command.last = last.flatMap { Int($0) }
    command.chat = arguments.value("chat")
    command.since = arguments.value("since")
    command.from = arguments.value("from")
    command.saveAttachments = arguments.value("save-attachments")
    command.unread = arguments.flag("unread")
    command.all = arguments.flag("all")
    command.peek = arguments.flag("peek")
    command.history = arguments.flag("history")
    command.noSync = arguments.flag("no-sync")
    return command
  }
}
