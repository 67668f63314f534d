import PsstAssistant
import PsstCore

/// `action`: an action psst-ai proposes (as it is asked about), with the candidates when the
/// name was ambiguous; and `action_result`: what became of it.
extension PlannedAction {
  /// `{"type":"action","id":..,"tool":..,"args":{..}}`, with the candidates when the name was ambiguous.
  func record(id: String, candidates: [ActionSubject] = []) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "action"), ("id", .string(id)), ("tool", .string(proposal.tool.rawValue)), ("args", args),
    ]
    if !candidates.isEmpty { fields.append(("candidates", .array(candidates.map(\.json)))) }
    return .object(fields)
  }

  /// `{"type":"action_result","id":..,"tool":..,"status":..,"result":..}`, with the message's
  /// state when the action sent one.
  func resultRecord(id: String, status: Store.ActionRecord.Status, result: String?, state: MessageState?) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "action_result"), ("id", .string(id)), ("tool", .string(proposal.tool.rawValue)),
      ("status", .string(status.rawValue)), ("result", result.json),
    ]
    if let state { fields.append(("state", .string(state.rawValue))) }
    return .object(fields)
  }
}

/// `action` in psst-ai --audit: an action from the audit log, with its outcome.
extension Store.ActionRecord {
  func record(args: JSON) -> JSON {
    .object([
      ("type", "action"), ("id", .string(id)), ("tool", .string(tool)), ("args", args),
      ("status", .string(status.rawValue)), ("result", result.json), ("conversation", conversation.json),
      ("created", .string(Timestamp.iso(created))), ("decided", decided.map { .string(Timestamp.iso($0)) } ?? .null),
      ("cause", cause.json), ("chat", chat.json),
    ])
  }
}
