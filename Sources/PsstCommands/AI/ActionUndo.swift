import PsstCore

/// `psst-ai --undo ACTION`: takes back an action that ran, psst-ai's or the autopilot's. A
/// reminder is cancelled; a call comes off the calendar (psst sent no invitation, so there is
/// nobody to tell); a message is unsent for everyone when the transport still allows it, and
/// otherwise stays, with the reason said. The audit log then shows the action as undone.
struct ActionUndo {
  let session: Session
  let global: GlobalOptions

  private var store: Store { session.store }
  private var account: String { session.account.id }

  func undo(_ id: String) throws {
    guard let action = try store.action(account: account, id: id) else {
      throw PsstError.notFound("no action \(id) in the audit log (psst-ai --audit lists them)")
    }
    guard action.status == .executed, let result = action.result else {
      throw PsstError.usage("\(id) is \(action.status.rawValue), not done: there is nothing to undo")
    }
    let note: String
    switch action.tool {
    case "set_reminder":
      let announced = try store.reminders(account: account).first { $0.id == result }?.done != nil
      _ = try store.deleteReminder(account: account, id: result)
      note = announced ? "reminder \(result) removed (it had already fallen due)" : "reminder \(result) cancelled"
    case "schedule_call":
      _ = try store.deleteEvent(account: account, id: result)
      note = "call \(result) removed from your calendar; nobody was told (psst sent no invitation)"
    case "send_message":
      do {
        try unsend(session, result, global)
      } catch let error as PsstError where error.kind != .queued {
        throw PsstError(
          error.kind, "\(id) cannot be undone: \(error.message); the message stays, so tell them yourself if needed")
      }
      note = "message \(result) unsent for everyone"
    default:
      throw PsstError.usage("\(id) is a \(action.tool), which cannot be undone")
    }
    try store.settleAction(account: account, id: id, status: .undone, result: result)
    Printer(global.outputFormat).emit(
      .object([
        ("type", "undo"), ("action", .string(id)), ("tool", .string(action.tool)), ("undone", .string(result)),
        ("note", .string(note)),
      ]), text: "Undone: \(note)")
  }
}
