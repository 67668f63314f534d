import PsstCore

/// `chat`: a chat and its members; `state` says what a command did to it (created, linked…).
extension Chat {
  func record(state: String? = nil) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "chat"), ("id", .string(id)), ("name", .string(name)), ("kind", .string(kind.rawValue)),
      ("members", .array(members.map(JSON.string))), ("created_at", .string(Timestamp.iso(createdAt))),
    ]
    if let state { fields.append(("state", .string(state))) }
    return .object(fields)
  }

  func text(names: [String: String]) -> String {
    let people = members.map { TerminalText.oneLine(names[$0] ?? $0) }.joined(separator: ", ")
    return "\(id)  \(TerminalText.oneLine(name))  [\(kind.rawValue), \(members.count) members: \(people)]"
  }
}

/// `typing`: the account started or stopped typing in a chat (psst-send --typing).
struct TypingSignal {
  var chat: String
  var active: Bool

  var record: JSON { .object([("type", "typing"), ("chat", .string(chat)), ("active", .bool(active))]) }

  func text(chatName: String) -> String { (active ? "typing in " : "stopped typing in ") + chatName }
}
