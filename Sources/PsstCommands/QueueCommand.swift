import ArgumentParser
import PsstCore

/// `psst-queue`: the offline outbox.
public struct QueueCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-queue",
    abstract: "List, flush, send, edit and drop what waits in the outbox.",
    discussion: """
      Everything that must reach the hub (messages, edits, unsends, receipts, chat changes) waits \
      in the account's outbox, in order, across restarts and crashes, until the hub accepts it. \
      Only one flush runs per account at a time; "flush --quiet" is made for cron.
      """,
    version: Version.text,
    subcommands: [List.self, Flush.self, Send.self, Edit.self, Drop.self],
    defaultSubcommand: List.self)

  public init() {}

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show queued and failed entries, oldest first.")
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Only failed entries.") var failed = false

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let printer = Printer(global.outputFormat)
        let entries = try session.store.outbox(
          account: session.account.id, states: failed ? [.failed] : [.queued, .failed])
        for entry in entries { printer.emit(entry.record, text: entry.text) }
        if entries.isEmpty { printer.text("outbox is empty") }
      }
    }
  }

  struct Flush: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Send everything queued, in order. Exits 0 at once if another flush is running.")
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print nothing but errors (for cron).") var quiet = false
    @Flag(help: "Wait for a running flush to finish, then flush.") var wait = false

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let report = try session.flush(wait: wait)
        if !report.ran {
          if !quiet {
            Diagnostics.line("\(toolName): another flush is running for \(session.account.id); nothing to do")
          }
          return
        }
        if !quiet { printReport(report, Printer(global.outputFormat)) }
        if let failed = report.failed.first {
          throw PsstError(
            failed.error.kind,
            "\(report.failed.count) refused by the hub (see psst-queue list --failed): \(failed.error.message)")
        }
        if let unavailable = report.unavailable {
          // Cron mails whatever a job prints: --quiet keeps an offline hub down to the exit status.
          if quiet { throw ExitCode(PsstError(.queued, "").exitCode) }
          let left = try session.store.outbox(account: session.account.id, states: [.queued]).count
          throw PsstError(.queued, "\(unavailable.message); \(left) still queued")
        }
      }
    }
  }

  struct Send: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Send only the named entries now.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Outbox ids (a queued message's id is its message id).", valueName: "id")) var ids:
      [String]

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        for id in ids where try session.store.outboxEntry(account: session.account.id, transaction: id) == nil {
          throw PsstError.notFound("\(id) is not in the outbox (already sent, or unknown)")
        }
        // Naming a failed entry is asking to try it again.
        _ = try session.store.requeueFailed(account: session.account.id, transactions: ids)
        let report = try session.flush(only: ids, wait: true)
        printReport(report, Printer(global.outputFormat))
        if let unavailable = report.unavailable { throw PsstError.queuedForLater(unavailable) }
      }
    }
  }

  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Change the text of a queued message.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Id of a queued message.", valueName: "id")) var id: String
    @Argument(help: ArgumentHelp("New text.", valueName: "text")) var text: [String]

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let entry = try session.store.editQueued(
          account: session.account.id, transaction: id, text: text.joined(separator: " "))
        Printer(global.outputFormat).emit(entry.record, text: "edited " + entry.text)
      }
    }
  }

  struct Drop: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove entries from the outbox without sending them.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Outbox ids.", valueName: "id")) var ids: [String]

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let printer = Printer(global.outputFormat)
        for id in ids {
          let entry = try session.store.drop(account: session.account.id, transaction: id)
          printer.emit(entry.droppedRecord, text: "dropped " + entry.text)
        }
      }
    }
  }
}

/// One line per entry a flush handled: sent (with the server's order) or failed (with why).
func printReport(_ report: FlushReport, _ printer: Printer) {
  for line in report.records { printer.emit(line.record, text: line.text) }
}

extension QueueCommand: QuickGroup {
  static func quickSubcommand(_ name: String) -> (any QuickParsable.Type)? {
    switch name {
    case "list": List.self
    case "flush": Flush.self
    default: nil
    }
  }
}

extension QueueCommand.List: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    name == "failed" ? .flag : GlobalOptions.quickOption(name)
  }

  static func quickParse(_ arguments: QuickArguments) -> QueueCommand.List? {
    guard arguments.positionals.isEmpty, let global = GlobalOptions(quick: arguments) else { return nil }
    var command = QueueCommand.List()
    command.global = global
    command.failed = arguments.flag("failed")
    return command
  }
}

extension QueueCommand.Flush: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    name == "quiet" || name == "wait" ? .flag : GlobalOptions.quickOption(name)
  }

  static func quickParse(_ arguments: QuickArguments) -> QueueCommand.Flush? {
    guard arguments.positionals.isEmpty, let global = GlobalOptions(quick: arguments) else { return nil }
    var command = QueueCommand.Flush()
    command.global = global
    command.quiet = arguments.flag("quiet")
    command.wait = arguments.flag("wait")
    return command
  }
}
