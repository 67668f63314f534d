import PsstCore

/// `contact`: one person on the roster, with what they have going on.
struct RosterEntry {
  var contact: Contact
  var role: Role?
  var activity: RosterActivity

  private var person: String? { contact.user }
  private var lastContact: Int64? { person.flatMap { activity.lastContact[$0] } }
  private var openActions: Int { person.map { activity.openActions[$0]?.count ?? 0 } ?? 0 }
  private var upcomingCalls: [Store.CalendarEvent] { person.flatMap { activity.upcomingCalls[$0] } ?? [] }

  var record: JSON {
    .object(
      [("type", "contact")] + contact.fields + [
        ("role", (role?.rawValue).json), ("last_contact", lastContact.map { .string(Timestamp.iso($0)) } ?? .null),
        ("open_actions", .number(Double(openActions))), ("upcoming_calls", .number(Double(upcomingCalls.count))),
        ("next_call", upcomingCalls.first.map { .string(Timestamp.iso($0.starts)) } ?? .null),
      ])
  }

  /// `client    ana  Ana Lee · last contact 3 days ago · 2 open action items · next call 2026-11-27 09:00`
  var text: String {
    var line = contact.relationship.rawValue.padded(9)
    line += "\(TerminalText.oneLine(contact.user ?? contact.id))  \(TerminalText.oneLine(contact.name))"
    if contact.user == nil {
      line += contact.email.map { " <\(TerminalText.oneLine($0))> (no account yet)" } ?? " (no account yet)"
    }
    if let lastContact { line += " · last contact \(Timestamp.relative(lastContact))" }
    if openActions > 0 { line += " · \(openActions) open action item\(openActions == 1 ? "" : "s")" }
    if let next = upcomingCalls.first { line += " · next call \(Timestamp.local(next.starts))" }
    return line
  }
}

/// `contact_change`: what add, promote, remove and sync did to a roster entry (`change`: added,
/// linked, changed, unchanged, promoted, removed).
struct RosterChange {
  var contact: Contact
  var change: String

  var record: JSON { .object([("type", "contact_change"), ("change", .string(change))] + contact.fields) }

  var text: String {
    "\(change) \(TerminalText.oneLine(contact.user ?? contact.id)) (\(TerminalText.oneLine(contact.name))) "
      + "as \(contact.relationship.rawValue)"
  }
}

extension Contact {
  /// The entry's own fields, as every contact record carries them.
  var fields: [(String, JSON)] {
    var fields: [(String, JSON)] = [
      ("id", .string(id)), ("user", user.json), ("name", .string(name)), ("email", email.json),
      ("relationship", .string(relationship.rawValue)), ("added", .string(Timestamp.iso(addedAt))),
    ]
    fields.append(("promoted", promotedAt.map { .string(Timestamp.iso($0)) } ?? .null))
    return fields
  }
}
