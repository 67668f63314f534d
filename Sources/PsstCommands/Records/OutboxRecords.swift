import PsstCore

/// `outbox`: an entry waiting to reach the hub (psst-queue list, edit and drop).
extension OutboxEntry {
  var record: JSON {
    var fields: [(String, JSON)] = [
      ("type", "outbox"), ("id", .string(transaction)), ("kind", .string(request.kind)),
      ("chat", .string(request.chat)),
      ("state", .string(state.rawValue)), ("attempts", .number(Double(attempts))),
      ("queued_at", .string(Timestamp.iso(createdAt))),
    ]
    if case .message(_, _, let text, _, _) = request { fields.append(("text", .string(text))) }
    if let error { fields.append(("error", .string(error.message))) }
    return .object(fields)
  }

  /// The record of an entry removed before it was sent.
  var droppedRecord: JSON {
    var dropped = self
    dropped.error = nil
    guard case .object(var fields) = dropped.record else { return dropped.record }
    if let index = fields.firstIndex(where: { $0.0 == "state" }) { fields[index].1 = "dropped" }
    return .object(fields)
  }

  var text: String {
    var line = "\(transaction)  \(state.rawValue)  \(request.kind) → \(request.chat)"
    if case .message(_, _, let text, _, _) = request { line += ": \(MessageFormatter.body(text))" }
    if let error { line += "  (\(TerminalText.oneLine(error.message)))" }
    return line
  }
}

/// `flushed`: what a flush did with each entry it handled.
extension FlushReport {
  /// Sent entries (with the server's time) first, then failed ones (with why).
  var records: [(record: JSON, text: String)] {
    let sent = self.sent.map { entry, accepted in
      var fields: [(String, JSON)] = [
        ("type", "flushed"), ("id", .string(entry.transaction)), ("kind", .string(entry.request.kind)),
        ("chat", .string(entry.request.chat)), ("state", "sent"),
        ("server_ts", .string(Timestamp.iso(accepted.serverTime))),
      ]
      if case .message(_, _, let text, _, _) = entry.request { fields.append(("text", .string(text))) }
      return (JSON.object(fields), "sent \(entry.transaction)  \(entry.request.kind) → \(entry.request.chat)")
    }
    let failed = self.failed.map { entry, error in
      (
        JSON.object([
          ("type", "flushed"), ("id", .string(entry.transaction)), ("kind", .string(entry.request.kind)),
          ("chat", .string(entry.request.chat)), ("state", "failed"), ("error", .string(error.message)),
        ]), "failed \(entry.transaction)  \(entry.request.kind) → \(entry.request.chat): \(error.message)"
      )
    }
    return sent + failed
  }
}
