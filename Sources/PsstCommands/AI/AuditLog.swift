import PsstCore

/// `psst-ai --audit`: every action proposed, oldest first, with what became of it.
enum AuditLog {
  static func print(_ store: Store, account: String, printer: Printer) throws {
    for action in try store.actions(account: account) {
      let args = (try? JSON.parse(action.args)) ?? .string(action.args)
      printer.emit(
        action.record(args: args),
        text: "\(action.id)  \(Timestamp.local(action.created))  \(action.status.rawValue.padded(8))  "
          + "\(action.tool)  \(TerminalText.oneLine(describe(args)))"
          + (action.result.map { "  → \(TerminalText.oneLine($0))" } ?? "")
          + (action.cause.map { "  (autopilot, caused by \(TerminalText.oneLine($0)))" } ?? ""))
    }
  }

  /// `to: Lena Brooks, text: "I'm late"`: the arguments people want to see.
  private static func describe(_ args: JSON) -> String {
    guard case .object(let fields) = args else { return args.serialized }
    return fields.filter { !["user", "chat"].contains($0.0) }.map { key, value in
      "\(key): " + (value.stringValue.map { key == "text" || key == "title" ? "\"\($0)\"" : $0 } ?? value.serialized)
    }.joined(separator: ", ")
  }
}
