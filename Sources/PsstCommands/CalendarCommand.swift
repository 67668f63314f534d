import ArgumentParser
import PsstAssistant
import PsstCore

/// `psst-calendar`: the calls and reminders psst-ai put on the account's calendar.
public struct CalendarCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-calendar",
    abstract: "List the calls and reminders psst-ai scheduled, delete them, export them as iCalendar.",
    discussion: """
      Lists upcoming calls (and one under way), earliest first (--since and --until set the \
      window, --all shows past ones too). --reminders lists reminders instead: the ones still to come, or all of them \
      with --all. Reminders fall due in psst-watch (a reminder record) and are listed by \
      psst-insights digest. --delete ID removes a call or a reminder. --ics writes the calls of \
      the window and the open reminders (all with --all) as an iCalendar file: calls as VEVENT, \
      reminders as VTODO with a VALARM at their due time.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Flag(help: "List reminders instead of calls.") var reminders = false
  @Flag(help: "Everything: past calls too, reminders already done too.") var all = false
  @Option(
    help: ArgumentHelp(
      "Calls starting from a duration ago (30m, 12h, 7d, 2w) or a date (2026-09-03, ISO 8601); default now.",
      valueName: "when"))
  var since: String?
  @Option(
    help: ArgumentHelp("Calls starting before a duration ahead (12h, 7d, 2w) or a date.", valueName: "when"))
  var until: String?
  @Option(help: ArgumentHelp("Delete this call or reminder.", valueName: "id")) var delete: String?
  @Flag(help: "Write an iCalendar (RFC 5545) file to standard output.") var ics = false

  public func validate() throws {
    if let since, Timestamp.parseSince(since) == nil {
      throw ValidationError("--since takes a duration (30m, 12h, 7d, 2w) or a date (2026-09-03), not '\(since)'")
    }
    if let until, Self.parseUntil(until, now: 0) == nil {
      throw ValidationError("--until takes a duration (12h, 7d, 2w) or a date (2026-09-03), not '\(until)'")
    }
    if all && since != nil { throw ValidationError("--all and --since exclude each other") }
    if delete != nil && (ics || reminders) { throw ValidationError("--delete goes alone") }
  }

  /// How far back a call under way may have started (the longest a provider may book).
  static let longestCall: Int64 = 480 * 60_000

  /// A duration ahead of now, or a date.
  static func parseUntil(_ text: String, now: Int64) -> Int64? {
    if let date = Timestamp.parse(text) { return date }
    // parseSince counts a duration back from a base; the same distance forward from now.
    let base = Int64.max / 2
    return Timestamp.parseSince(text, now: base).map { now + (base - $0) }
  }

  public func run() throws {
    try reportingErrors {
      let store = try global.openStore()
      let account = try store.resolveAccount(global.account).id
      let printer = Printer(global.outputFormat)
      if let delete { return try remove(delete, store, account, printer) }
      let now = Clock.nowMillis()
      let from = all ? Int64.min : since.flatMap { Timestamp.parseSince($0, now: now) } ?? now - Self.longestCall
      let to = until.flatMap { Self.parseUntil($0, now: now) } ?? .max
      // By default "upcoming" includes a call under way.
      let events = try store.events(account: account, from: from, until: to).filter {
        all || since != nil || $0.starts + Int64($0.minutes) * 60_000 > now
      }
      let reminderList = all ? try store.reminders(account: account) : try store.openReminders(account: account)
      let names = try NameBook(store, account: account)
      if ics {
        let text = ICalendar(account: account, stamp: now).document(
          events: reminders ? [] : events, reminders: reminderList, names: names)
        StandardOutput.shared.raw(text)
        return
      }
      let format = CalendarFormatter(names: names)
      if reminders {
        for reminder in reminderList { printer.emit(format.record(reminder), text: format.text(reminder)) }
      } else {
        for event in events { printer.emit(format.record(event), text: format.text(event)) }
      }
    }
  }

  private func remove(_ id: String, _ store: Store, _ account: String, _ printer: Printer) throws {
    guard try store.deleteEvent(account: account, id: id) || store.deleteReminder(account: account, id: id) else {
      throw PsstError.notFound("no call or reminder \(id); psst-calendar --all and --reminders --all list them")
    }
    let deletion = CalendarDeletion(id: id)
    printer.emit(deletion.record, text: deletion.text)
  }
}
