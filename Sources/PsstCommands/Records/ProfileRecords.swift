import PsstAI
import PsstCore

/// `profile_fact`: what a conversation tells about a client, and whether it still holds. In
/// text the facts are grouped by client and category (psst-profile prints the headings).
extension ProfileFact {
  var record: JSON {
    .object([
      ("type", "profile_fact"), ("client", .string(client)), ("category", .string(category.rawValue)),
      ("fact", .string(fact)), ("message_id", .string(messageID)), ("chat", .string(chat)),
      ("date", .string(String(Timestamp.iso(time).prefix(10)))), ("status", .string(status.rawValue)),
      ("superseded_by", supersededBy.json), ("update", update.json),
    ])
  }

  var text: String {
    let day = String(Timestamp.iso(time).prefix(10))
    let change: String
    switch status {
    case .current: change = ""
    case .superseded: change = supersededBy.map { "  (superseded by #\($0))" } ?? ""
    case .resolved: change = "  (resolved by #\(supersededBy ?? ""): \(TerminalText.oneLine(update ?? "")))"
    }
    return "    • \(TerminalText.oneLine(fact))  \(day)  #\(messageID)\(change)"
  }
}
