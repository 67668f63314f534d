import PsstAI
import PsstCore

/// `priority`: a message that needs the owner, with its score and why.
extension PsstAI.Priority {
  var record: JSON {
    .object([
      ("type", "priority"), ("message_id", .string(messageID)), ("chat", .string(chat)), ("score", .number(score)),
      ("reason", .string(reason)),
    ])
  }

  func text(_ message: String) -> String {
    let preview = message.count > 70 ? String(message.prefix(69)) + "…" : message
    return
      "\(String(Int((score * 100).rounded())))  \(TerminalText.oneLine(reason)): \(TerminalText.oneLine(preview))  #\(messageID)"
  }
}

/// `action_item`: an action item with the owner's mark on it (open or done).
struct TrackedItem {
  var item: ActionItem
  var status: String

  var record: JSON {
    .object([
      ("type", "action_item"), ("message_id", .string(item.messageID)), ("chat", .string(item.chat)),
      ("task", .string(item.task)), ("assignee", item.assignee.json), ("deadline", item.deadline.json),
      ("status", .string(status)),
    ])
  }

  var text: String {
    let mark = status == "done" ? "✓" : "•"
    return "\(mark) \(TerminalText.oneLine(item.task))\(item.assignee.map { "  → \(TerminalText.oneLine($0))" } ?? "")"
      + "\(item.deadline.map { "  (by \($0))" } ?? "")  #\(item.messageID)"
  }
}

/// `decision`: a choice a conversation settled, found by the engine or marked by hand.
extension DecisionList.Entry {
  var record: JSON {
    .object([
      ("type", "decision"), ("message_id", .string(decision.messageID)), ("chat", .string(decision.chat)),
      ("summary", .string(decision.summary)), ("tags", .array(decision.tags.map { .string($0) })),
      ("reversed_by", decision.reversedBy.json), ("by_hand", .bool(byHand)),
    ])
  }

  var text: String {
    "• \(TerminalText.oneLine(decision.summary))"
      + "\(decision.tags.isEmpty ? "" : "  [\(TerminalText.oneLine(decision.tags.joined(separator: ", ")))]")"
      + "\(decision.reversedBy.map { "  (reversed by #\($0))" } ?? "")  #\(decision.messageID)"
  }
}

/// `scheduling`: a message that tries to arrange a time, with suggested slots.
extension SchedulingRequest {
  var record: JSON {
    .object([
      ("type", "scheduling"), ("message_id", .string(messageID)), ("chat", .string(chat)),
      ("participants", .array(participants.map { .string($0) })),
      ("constraints", .array(constraints.map { .string($0) })), ("part", .string(part.rawValue)),
      (
        "suggestions",
        .array(
          suggestions.map {
            .object([
              ("start", .string($0.startISO)), ("end", .string($0.endISO)), ("rationale", .string($0.rationale)),
            ])
          })
      ),
    ])
  }

  /// The message, then one line per suggestion: "  Tue 8 Sep 18:00–19:00 — after 18:00, not Monday".
  func text(_ message: String) -> String {
    let preview = message.count > 90 ? String(message.prefix(89)) + "…" : message
    var lines = ["\(TerminalText.oneLine(preview))  #\(messageID)"]
    if !constraints.isEmpty { lines.append("  constraints: \(constraints.joined(separator: ", "))") }
    for suggestion in suggestions { lines.append("  \(suggestion.label) \u{2014} \(suggestion.rationale)") }
    if suggestions.isEmpty { lines.append("  no free time fits the constraints") }
    return lines.joined(separator: "\n")
  }
}

/// `client`: when a client last wrote, and when the owner last talked with them.
extension ClientActivity {
  var record: JSON {
    .object([
      ("type", "client"), ("client", .string(id)), ("name", .string(name)),
      ("last_message", lastMessage.map { .string(Timestamp.iso($0)) } ?? .null),
      ("last_contact", lastContact.map { .string(Timestamp.iso($0)) } ?? .null),
      ("days_since", daysSince.map { .number(Double($0)) } ?? .null),
    ])
  }

  var text: String {
    let who = "\(TerminalText.oneLine(name)) (\(TerminalText.oneLine(id)))"
    guard let lastMessage, let daysSince else { return "\(who): never messaged" }
    let ago = daysSince == 0 ? "today" : daysSince == 1 ? "1 day ago" : "\(daysSince) days ago"
    return "\(who): last message \(ago) (\(Timestamp.local(lastMessage)))"
  }
}

/// `digest`: the head of psst-insights digest, with each section's count.
extension DigestReport {
  var record: JSON {
    .object([
      ("type", "digest"), ("since", .string(Timestamp.iso(from))), ("priority", .number(Double(priorities.count))),
      ("action_items", .number(Double(actions.count))), ("decisions", .number(Double(decisions.count))),
      ("scheduling", .number(Double(scheduling.count))), ("quiet_clients", .number(Double(quietClients.count))),
      ("reminders", .number(Double(reminders.count))),
    ])
  }

  var text: String { "psst digest since \(Timestamp.local(from))" }
}
