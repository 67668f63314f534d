import PsstAssistant
import PsstCore

/// `call` and `reminder`: what psst-ai put on the account's calendar.
struct CalendarFormatter {
  let names: NameBook

  func record(_ event: Store.CalendarEvent) -> JSON {
    .object([
      ("type", "call"), ("id", .string(event.id)), ("title", .string(event.title)), ("with", event.withUser.json),
      ("with_name", event.withUser.map { .string(names.user($0)) } ?? .null), ("chat", event.chat.json),
      ("starts", .string(Timestamp.iso(event.starts))),
      ("ends", .string(Timestamp.iso(event.starts + Int64(event.minutes) * 60_000))),
      ("minutes", .number(Double(event.minutes))), ("action", event.action.json),
    ])
  }

  /// `2026-11-23 15:00  30 min  Knee check (Lena Brooks)  call-…`; the name once when the
  /// title has it already.
  func text(_ event: Store.CalendarEvent) -> String {
    let name = event.withUser.map(names.user)
    let with = name.map { event.title.contains($0) ? "" : " (\(TerminalText.oneLine($0)))" } ?? ""
    return
      "\(Timestamp.local(event.starts))  \(event.minutes) min  \(TerminalText.oneLine(event.title))\(with)  \(event.id)"
  }

  func record(_ reminder: Store.Reminder) -> JSON {
    .object([
      ("type", "reminder"), ("id", .string(reminder.id)), ("text", .string(reminder.text)),
      ("due", .string(Timestamp.iso(reminder.due))),
      ("done", reminder.done.map { .string(Timestamp.iso($0)) } ?? .null),
      ("action", reminder.action.json),
    ])
  }

  /// `2026-11-27 09:00  check Tom's program  rem-…`
  func text(_ reminder: Store.Reminder) -> String {
    "\(Timestamp.local(reminder.due))  \(TerminalText.oneLine(reminder.text))\(reminder.done == nil ? "" : "  (done)")  \(reminder.id)"
  }
}

/// `deleted`: a call or reminder removed (psst-calendar --delete).
struct CalendarDeletion {
  var id: String

  var record: JSON { .object([("type", "deleted"), ("id", .string(id))]) }
  var text: String { "deleted \(id)" }
}
