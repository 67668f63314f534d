import ArgumentParser
import PsstAI
import PsstAssistant
import PsstCore

extension InsightsCommand {
  struct Actions: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Tasks requested or promised in the messages, with assignee, deadline and status.",
      discussion: "Open items by default; psst-insights done and reopen change an item's status.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var source: ConversationOptions
    @Flag(help: "Include items marked done.") var all = false

    func run() throws {
      try reportingErrors {
        let (session, messages, directory) = try load(global, source)
        let marks = try session.store.actionStatuses(account: session.account.id)
        let (sections, keepReadings) = try source.sections(
          [.actions], of: messages, engine: try source.makeEngine(session), session: session, directory: directory)
        let items = sections.actions.map { TrackedItem(item: $0, status: marks[$0.key] ?? "open") }
          .filter { all || $0.status == "open" }
        let printer = Printer(global.outputFormat)
        let owner = session.account.id
        let groups: [(String, [TrackedItem])] = [
          ("mine", items.filter { $0.item.assignee == owner }),
          ("others", items.filter { $0.item.assignee != nil && $0.item.assignee != owner }),
          ("unassigned", items.filter { $0.item.assignee == nil }),
        ]
        runConcurrently([
          {
            for (title, group) in groups where !group.isEmpty {
              printer.text("── \(title) ──")
              for tracked in group { printer.emit(tracked.record, text: tracked.text) }
            }
          }, keepReadings,
        ])
      }
    }
  }

  struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Mark the action items of a message done.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: ActionTarget
    func run() throws { try reportingErrors { try target.mark("done", global) } }
  }

  struct Reopen: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Mark the action items of a message open again.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: ActionTarget
    func run() throws { try reportingErrors { try target.mark("open", global) } }
  }
}

/// Which action items `done` and `reopen` change: those of one message, or the one whose task
/// contains some words.
struct ActionTarget: ParsableArguments {
  @Argument(help: ArgumentHelp("The message that created the item(s).", valueName: "message-id")) var message: String
  @Option(help: ArgumentHelp("Only the item whose task contains these words.", valueName: "words")) var task: String?

  func mark(_ status: String, _ global: GlobalOptions) throws {
    let session = try global.session()
    let store = session.store
    guard let message = try store.message(account: session.account.id, id: self.message) else {
      throw PsstError.notFound("unknown message \(self.message)")
    }
    let directory = try Directory(store, account: session.account.id)
    // The models read the message before it too (does it answer a question?), as psst-insights
    // actions does: the same items come out.
    let before = try store.neighbours(
      account: session.account.id, chat: message.chat, time: message.createdAt, seq: .min, side: .before,
      limit: 1, wordsOnly: true)
    let engine = BuiltinEngine(vectors: StoredVectors(store, account: session.account.id))
    let items = engine.actionItems(
      in: before.map(ConversationMessage.init) + [ConversationMessage(message)], directory: directory
    )
    .filter { item in
      item.messageID == message.id && (task.map { item.task.lowercased().contains($0.lowercased()) } ?? true)
    }
    guard !items.isEmpty else {
      throw PsstError.notFound("message \(self.message) has no action item\(task.map { " matching \"\($0)\"" } ?? "")")
    }
    let printer = Printer(global.outputFormat)
    for item in items {
      try store.setActionStatus(account: session.account.id, message: item.messageID, task: item.task, status: status)
      let tracked = TrackedItem(item: item, status: status)
      printer.emit(tracked.record, text: tracked.text)
    }
  }
}

extension ActionItem {
  /// How the store keys the owner's mark on this item.
  var key: String { messageID + "\u{1F}" + task }
}
