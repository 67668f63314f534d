import PsstAssistant
import PsstCore

/// An iCalendar (RFC 5545) document of the account's calls (VEVENT) and reminders (VTODO with
/// a VALARM at its due time, so calendar apps both list and announce them).
struct ICalendar {
  var account: String
  /// When the document is made: every component's DTSTAMP.
  var stamp: Int64

  func document(events: [Store.CalendarEvent], reminders: [Store.Reminder], names: NameBook) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//psst//psst-calendar \(Version.psst)//EN", "CALSCALE:GREGORIAN",
    ]
    for event in events {
      lines += ["BEGIN:VEVENT", "UID:\(event.id).\(account)@psst", "DTSTAMP:\(Self.time(stamp))"]
      lines += [
        "DTSTART:\(Self.time(event.starts))", "DTEND:\(Self.time(event.starts + Int64(event.minutes) * 60_000))",
      ]
      lines.append("SUMMARY:" + Self.escape(event.title))
      if let user = event.withUser { lines.append("DESCRIPTION:" + Self.escape("With \(names.user(user))")) }
      lines.append("END:VEVENT")
    }
    for reminder in reminders {
      lines += ["BEGIN:VTODO", "UID:\(reminder.id).\(account)@psst", "DTSTAMP:\(Self.time(stamp))"]
      lines += ["DUE:\(Self.time(reminder.due))", "SUMMARY:" + Self.escape(reminder.text)]
      if let done = reminder.done {
        lines += ["STATUS:COMPLETED", "COMPLETED:\(Self.time(done))"]
      } else {
        lines += [
          "STATUS:NEEDS-ACTION", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;RELATED=END:PT0S",
          "DESCRIPTION:" + Self.escape(reminder.text), "END:VALARM",
        ]
      }
      lines.append("END:VTODO")
    }
    lines.append("END:VCALENDAR")
    return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
  }

  /// `20261123T150000Z`: UTC date-time form (seconds kept, milliseconds dropped).
  static func time(_ millis: Int64) -> String {
    String(Timestamp.iso(millis - ((millis % 1000) + 1000) % 1000).filter { $0 != "-" && $0 != ":" })
  }

  /// TEXT value escaping: backslash, semicolon, comma and new lines; other control characters,
  /// which a TEXT value may not hold (but tab), and the format characters a terminal would obey
  /// (bidirectional overrides), become spaces.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\r\n", "\n", "\r": out += "\\n"
      case "\t": out.append(character)
      case _ where character.unicodeScalars.contains(where: TerminalText.isNeutralised): out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// Lines longer than 75 octets continue on lines that start with a space, never splitting a
  /// UTF-8 sequence. Folding goes by Unicode scalar: one character (a letter with many accents,
  /// an emoji sequence) may be longer than a line.
  static func fold(_ line: String) -> String {
    var parts: [String] = []
    var current = String.UnicodeScalarView()
    var octets = 0
    for scalar in line.unicodeScalars {
      let size = UTF8.width(scalar)
      let limit = parts.isEmpty ? 75 : 74
      if octets + size > limit {
        parts.append(String(current))
        current = String.UnicodeScalarView()
        octets = 0
      }
      current.append(scalar)
      octets += size
    }
    parts.append(String(current))
    return parts.joined(separator: "\r\n ")
  }
}
