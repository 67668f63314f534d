import PsstAI
import PsstCore

/// A proposal with the person or group it names found: its arguments as recorded in the audit
/// log, and its JSON and human forms side by side.
public struct PlannedAction {
  /// What the engine proposed, and whom it names (nil: no one, or not found yet).
  public var proposal: ActionProposal
  public var target: ActionSubject?

  public init(proposal: ActionProposal, target: ActionSubject?) {
    self.proposal = proposal
    self.target = target
    // The planner titles a call after the name as written ("Call with tom"); the calendar
    // should say who it is with.
    if proposal.tool == .scheduleCall, let written = proposal.person, let name = target?.name, !name.isEmpty,
      let title = proposal.text
    {
      self.proposal.text = title.replacing(" with " + written, with: " with " + name, maxReplacements: 1)
    }
  }

  /// The tool's arguments: what was written, and what it was resolved to.
  public var args: JSON {
    var fields: [(String, JSON)] = []
    let person = target?.name ?? proposal.person
    switch proposal.tool {
    case .scheduleCall:
      fields.append(("with", person.json))
      if let user = target?.user { fields.append(("user", .string(user.id))) }
      if let chat = target?.chat { fields.append(("chat", .string(chat.id))) }
      fields += [
        ("when", proposal.time.map { .string(Timestamp.iso($0)) } ?? .null),
        ("minutes", .number(Double(proposal.minutes ?? ActionPlanner.callMinutes))), ("title", proposal.text.json),
      ]
    case .setReminder:
      fields += [("text", proposal.text.json), ("when", proposal.time.map { .string(Timestamp.iso($0)) } ?? .null)]
    case .sendMessage:
      fields.append(("to", person.json))
      if let chat = target?.chat { fields.append(("chat", .string(chat.id))) }
      fields.append(("text", proposal.text.json))
    }
    return .object(fields)
  }

  private var when: String { proposal.time.map(Timestamp.local) ?? "?" }
  /// Who it is for, named and identified: two people may share a name, and the one asked to
  /// confirm must see which it is.
  private var who: String {
    guard let target else { return TerminalText.oneLine(proposal.person ?? "?") }
    return "\(TerminalText.oneLine(target.name)) (\(TerminalText.oneLine(target.id)))"
  }
  /// The text, title or reminder, on one line.
  private var what: String { TerminalText.oneLine(proposal.text ?? "") }

  /// What it will do, for the confirmation question: `Send "I'm late" to Lena Brooks (lena)`.
  public var summary: String {
    switch proposal.tool {
    case .scheduleCall:
      "Schedule \"\(what)\" with \(who) at \(when) (\(proposal.minutes ?? ActionPlanner.callMinutes) min)"
    case .setReminder: "Remind you to \"\(what)\" at \(when)"
    case .sendMessage: "Send \"\(what)\" to \(who)"
    }
  }

  /// What it did: `call with Lena Brooks at 2026-11-23 15:00 is on your calendar`.
  public var done: String {
    switch proposal.tool {
    case .scheduleCall: "\"\(what)\" at \(when) is on your calendar"
    case .setReminder: "reminder set for \(when)"
    case .sendMessage: "message to \(who) sent"
    }
  }
}
