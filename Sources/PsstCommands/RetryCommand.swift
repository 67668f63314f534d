import ArgumentParser
import PsstCore

/// `psst-retry`: send failed messages again.
public struct RetryCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-retry",
    abstract: "Retry failed sends: all of them, or the ids given.",
    discussion: """
      Failed entries go back into the outbox and the outbox is flushed. Each keeps its client \
      transaction id, so a message the hub already has is never delivered twice; an id that was \
      already sent is reported as sent and left alone.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Argument(help: ArgumentHelp("Ids of failed messages (default: every failed entry).", valueName: "id")) var ids:
    [String] = []

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let me = session.account.id
      let printer = Printer(global.outputFormat)
      let formatter = MessageFormatter(store: session.store, account: me)
      var targets = ids
      for id in ids where try session.store.outboxEntry(account: me, transaction: id) == nil {
        guard let message = try session.store.message(account: me, id: id) else {
          throw PsstError.notFound("unknown message \(id)")
        }
        printer.emit(formatter.record(message), text: "already sent: " + formatter.text(message))
        targets.removeAll { $0 == id }
      }
      if !ids.isEmpty && targets.isEmpty { return }
      targets = try withFailedCreations(targets, session.store, me)
      let requeued = try session.store.requeueFailed(account: me, transactions: ids.isEmpty ? nil : targets)
      if requeued.isEmpty && ids.isEmpty { printer.text("nothing failed") }
      let report = try session.flush(only: ids.isEmpty ? nil : targets, wait: true)
      printReport(report, printer)
      if let unavailable = report.unavailable { throw PsstError.queuedForLater(unavailable) }
      if let failed = report.failed.first {
        throw PsstError(failed.error.kind, "\(report.failed.count) failed again: \(failed.error.message)")
      }
    }
  }

  /// The named entries, after the failed creations of their chats (a chat the relationship
  /// rules refused is created before its messages go).
  private func withFailedCreations(_ targets: [String], _ store: Store, _ me: String) throws -> [String] {
    guard !targets.isEmpty else { return targets }
    let failed = try store.outbox(account: me, states: [.failed])
    let chats = Set(failed.filter { targets.contains($0.transaction) }.map(\.request.chat))
    let creations = failed.filter { entry in
      if case .createChat(let id, _, _, _, _) = entry.request {
        return chats.contains(id) && !targets.contains(entry.transaction)
      }
      return false
    }
    return creations.map(\.transaction) + targets
  }
}

extension RetryCommand: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? { GlobalOptions.quickOption(name) }

  static func quickParse(_ arguments: QuickArguments) -> RetryCommand? {
    guard let global = GlobalOptions(quick: arguments) else { return nil }
    var command = RetryCommand()
    command.global = global
    command.ids = arguments.positionals
    return command
  }
}
