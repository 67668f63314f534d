import ArgumentParser
import PsstAI
import PsstAssistant
import PsstCore

extension InsightsCommand {
  /// `psst-insights digest`: the dashboard in one report, for cron and mail.
  struct Digest: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "One report: priority inbox, open action items, decisions, scheduling needs and quiet clients.",
      discussion: """
        Priority messages, decisions and scheduling needs are those of the last --since (default \
        24h); action items are every open one; quiet clients have not written for --quiet days; \
        reminders are those not yet done that are due in the next 24 hours or overdue. \
        In JSON Lines: a digest record with the counts, then the records of each section (the \
        same records the single subcommands print).
        """)
    @OptionGroup var global: GlobalOptions
    @OptionGroup var source: ConversationOptions
    @Option(help: ArgumentHelp("Clients silent for at least this many days are listed (default 7).", valueName: "days"))
    var quiet = 7
    @Option(help: ArgumentHelp("Lowest priority score listed, 0 to 1 (default 0.7).", valueName: "score"))
    var threshold = 0.7

    static let contextMillis: Int64 = 7 * 86_400_000
    /// Reminders due within this much of now are listed.
    static let reminderMillis: Int64 = 86_400_000

    func run() throws {
      try reportingErrors {
        let now = Clock.nowMillis()
        let window = source.since ?? "24h"
        guard let from = Timestamp.parseSince(window, now: now) else {
          throw PsstError.usage("cannot read --since \(window)")
        }
        var everything = source
        everything.since = nil
        let (session, messages, directory) = try load(global, everything)
        let recentIDs = Set(messages.filter { $0.time >= from }.map(\.id))
        let contextSince = from - Self.contextMillis
        // The learned models read the stored vectors of the context days alone: the action items
        // of older messages are the rules' (a store of 100k messages is not read vector by vector).
        let engine = try source.makeEngine(
          session, vectorsOf: Set(messages.lazy.filter { $0.time >= contextSince }.map(\.id)))
        let marks = try session.store.actionStatuses(account: session.account.id)
        // Decisions and scheduling look back for context (the proposal a "yes" accepts, the
        // constraints of a thread): a week before the window is plenty, the whole store is not needed.
        let (sections, keepReadings) = try source.sections(
          Set(DigestSection.allCases), of: messages, engine: engine, session: session, recentSince: from,
          contextSince: contextSince, directory: directory)
        let report = DigestReport(
          from: from,
          priorities: sections.priorities.filter { $0.score >= threshold }.sorted { $0.score > $1.score },
          actions: sections.actions.filter { marks[$0.key] ?? "open" == "open" },
          decisions: sections.decisions.filter { recentIDs.contains($0.messageID) },
          scheduling: sections.scheduling.filter { recentIDs.contains($0.messageID) },
          quietClients: ClientActivity.summarise(messages, directory: directory, now: now).filter {
            ($0.daysSince ?? Int.max) >= quiet
          },
          reminders: try session.store.openReminders(account: session.account.id, dueBy: now + Self.reminderMillis),
          calendar: CalendarFormatter(names: try NameBook(session.store, account: session.account.id)),
          directory: directory)
        // Printing touches no store: the readings are written meanwhile, on the other core.
        runConcurrently([{ report.print(Printer(global.outputFormat), messages: messages) }, keepReadings])
        releaseInBackground((messages, sections, report))
      }
    }
  }
}

/// The digest's sections, printed as one report.
struct DigestReport {
  var from: Int64
  var priorities: [PsstAI.Priority]
  var actions: [ActionItem]
  var decisions: [Decision]
  var scheduling: [SchedulingRequest]
  var quietClients: [ClientActivity]
  var reminders: [Store.Reminder]
  var calendar: CalendarFormatter
  /// Who is who. When the owner keeps a roster, each item about one of its clients names them
  /// (a `client` field), and the text lists those items under each client before the sections.
  var directory: Directory

  /// One item of a section: its serialised record or its text (whichever the format prints),
  /// and the client it is about.
  struct Item {
    var section: String
    var client: String?
    var record: String
    var text: String
  }

  static let sections = ["Needs you", "Open action items", "Decisions", "Scheduling", "Quiet clients", "Reminders"]

  func print(_ printer: Printer, messages: [ConversationMessage]) {
    let sections = items(messages, format: printer.format)
    printer.emit(record, text: text)
    var rest = sections
    if directory.keepsRoster && printer.format == .text {
      printByClient(printer, sections.flatMap { $0.filter { $0.client != nil } })
      rest = sections.map { $0.filter { $0.client == nil } }
    }
    for (title, inSection) in zip(Self.sections, rest) {
      printer.text("")
      printer.text("── \(title) (\(inSection.count)) ──")
      if inSection.isEmpty { printer.text("nothing") }
      for item in inSection { printer.emit(serialized: item.record, text: item.text) }
    }
  }

  /// The clients' items, each client's under their name, in the order of the sections.
  private func printByClient(_ printer: Printer, _ items: [Item]) {
    let clients = Dictionary(grouping: items) { $0.client ?? "" }.sorted {
      (directory.people[$0.key]?.name ?? $0.key, $0.key) < (directory.people[$1.key]?.name ?? $1.key, $1.key)
    }
    printer.text("")
    printer.text("── Clients (\(clients.count)) ──")
    if clients.isEmpty { printer.text("nothing") }
    for (client, own) in clients {
      printer.text(
        "\(TerminalText.oneLine(directory.people[client]?.name ?? client)) (\(TerminalText.oneLine(client)))")
      for title in Self.sections {
        let inSection = own.filter { $0.section == title }
        guard !inSection.isEmpty else { continue }
        printer.text("  \(title)")
        for item in inSection {
          printer.text(item.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }
      }
    }
  }

  /// Each section's items (in the order of `sections`), each with what `format` prints of it
  /// (built on every core: a digest of the whole store prints some 80,000); with a roster, those
  /// about a client name them.
  private func items(_ messages: [ConversationMessage], format: OutputFormat) -> [[Item]] {
    // A message is looked up by id only for what is printed of it: its text, or its sender's client.
    let byID =
      format == .text || directory.keepsRoster ? Dictionary(messages.map { ($0.id, $0) }) { first, _ in first } : [:]
    let aboutMessage = { (id: String, chat: String) in
      directory.keepsRoster ? byID[id].flatMap { directory.client(ofMessageFrom: $0.sender, in: chat) } : nil
    }
    func item(_ section: String, _ client: String?, _ record: () -> JSON, _ text: () -> String) -> Item {
      let client = directory.keepsRoster ? client : nil
      return format == .text
        ? Item(section: section, client: client, record: "", text: text())
        : Item(section: section, client: client, record: record().naming(client: client).serialized, text: "")
    }
    let text = { (id: String) in byID[id]?.text ?? "" }
    return [
      priorities.concurrentMap { priority in
        item(
          "Needs you", aboutMessage(priority.messageID, priority.chat), { priority.record },
          { priority.text(text(priority.messageID)) })
      },
      actions.concurrentMap { action in
        let tracked = TrackedItem(item: action, status: "open")
        return item("Open action items", directory.client(of: action), { tracked.record }, { tracked.text })
      },
      decisions.concurrentMap { decision in
        let entry = DecisionList.Entry(decision: decision, byHand: false)
        return item("Decisions", aboutMessage(decision.messageID, decision.chat), { entry.record }, { entry.text })
      },
      scheduling.concurrentMap { request in
        item(
          "Scheduling", aboutMessage(request.messageID, request.chat), { request.record },
          { request.text(text(request.messageID)) })
      },
      quietClients.map { client in item("Quiet clients", client.id, { client.record }, { client.text }) },
      reminders.map { reminder in
        let client = reminder.aboutUser.flatMap { directory.isClient($0) ? $0 : nil }
        return item("Reminders", client, { calendar.record(reminder) }, { calendar.text(reminder) })
      },
    ]
  }
}

extension JSON {
  /// The record with a `client` field naming the client it is about (as it is, without one or
  /// when it has the field already: a client record).
  fileprivate func naming(client: String?) -> JSON {
    guard let client, case .object(var fields) = self, self["client"] == nil else { return self }
    fields.append(("client", .string(client)))
    return .object(fields)
  }
}
