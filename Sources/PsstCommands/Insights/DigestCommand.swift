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
        let sections = engine.digestSections(
          of: messages, recentSince: from, contextSince: contextSince, directory: directory)
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
          calendar: CalendarFormatter(names: try NameBook(session.store, account: session.account.id)))
        report.print(Printer(global.outputFormat), texts: Dictionary(messages.map { ($0.id, $0.text) }) { a, _ in a })
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

  func print(_ printer: Printer, texts: [String: String]) {
    printer.emit(record, text: text)
    section(printer, "Needs you", priorities) { printer.emit($0.record, text: $0.text(texts[$0.messageID] ?? "")) }
    section(printer, "Open action items", actions) {
      let tracked = TrackedItem(item: $0, status: "open")
      printer.emit(tracked.record, text: tracked.text)
    }
    section(printer, "Decisions", decisions) {
      let entry = DecisionList.Entry(decision: $0, byHand: false)
      printer.emit(entry.record, text: entry.text)
    }
    section(printer, "Scheduling", scheduling) { printer.emit($0.record, text: $0.text(texts[$0.messageID] ?? "")) }
    section(printer, "Quiet clients", quietClients) { printer.emit($0.record, text: $0.text) }
    section(printer, "Reminders", reminders) { printer.emit(calendar.record($0), text: calendar.text($0)) }
  }

  private func section<T>(_ printer: Printer, _ title: String, _ items: [T], _ emit: (T) -> Void) {
    printer.text("")
    printer.text("── \(title) (\(items.count)) ──")
    if items.isEmpty { printer.text("nothing") }
    items.forEach(emit)
  }
}
