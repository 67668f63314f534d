import PsstAI
import PsstAssistant
import PsstCore

/// Whether a proposed action may go ahead.
enum Approval {
  /// --dry-run: only propose.
  case dryRun
  /// --yes: run it.
  case approved
  /// On a terminal: ask the person.
  case askPerson
  /// Piped without --yes: print the proposal and do nothing.
  case proposeOnly
  /// A model's proposal nobody asked for, with --yes: printed, not run (--yes approves only
  /// what the request asked for).
  case unrequested
}

/// psst-ai's actions from proposal to result: find who they name, record the proposal in the
/// audit log, show it, get it confirmed, run it (a calendar event, a reminder, or a message
/// through the normal send path), and record and print the outcome. The proposal may come from
/// the embedded planner or from a provider's tool call; the flow is the same.
struct ActionFlow {
  let session: Session
  let printer: Printer
  var approval: Approval
  let conversation: String?
  /// What the person asked for, in their words: the name an engine proposes is held to it.
  let request: String
  /// Shows a prompt to the person at the terminal and reads the answer; nil at end of input.
  let ask: (String) throws -> String?

  /// This flow, except that --yes no longer approves: only a person at a terminal can.
  var proposingOnly: ActionFlow {
    var flow = self
    if flow.approval == .approved { flow.approval = .unrequested }
    return flow
  }

  var store: Store { session.store }
  var account: String { session.account.id }

  /// Resolves, records, shows, confirms and runs one proposal. Returns the outcome as the
  /// action_result record (`status` "proposed" when it was not to run), which is also what a
  /// provider is told in the tool call's reply. A message kept for later still throws `.queued`
  /// (exit 75) after its result is printed and recorded.
  @discardableResult
  func run(_ proposal: ActionProposal) throws -> JSON {
    let action = Identifier.ordered("act-")
    let planned: PlannedAction
    do {
      planned = try resolve(proposal, action: action)
    } catch let error as PsstError {
      try store.recordAction(
        account: account,
        .init(
          id: action, conversation: conversation, tool: proposal.tool.rawValue,
          args: PlannedAction(proposal: proposal, target: nil).args.serialized, status: .failed, result: error.message))
      throw error
    }
    return try propose(planned, action: action)
  }

  /// Records, shows, confirms and runs a proposal whose person or group is found.
  @discardableResult
  func propose(_ planned: PlannedAction, action: String = Identifier.ordered("act-")) throws -> JSON {
    try store.recordAction(
      account: account,
      .init(id: action, conversation: conversation, tool: planned.proposal.tool.rawValue, args: planned.args.serialized)
    )
    printer.emit(planned.record(id: action), text: "Proposed: " + planned.summary)
    switch approval {
    case .dryRun:
      Diagnostics.line("\(toolName): dry run: nothing done (\(action) is in the audit log as proposed)")
      return planned.resultRecord(id: action, status: .proposed, result: nil, state: nil)
    case .proposeOnly:
      Diagnostics.line("\(toolName): not run: confirm on a terminal, or run again with --yes")
      return planned.resultRecord(id: action, status: .proposed, result: nil, state: nil)
    case .unrequested:
      Diagnostics.line(
        "\(toolName): not run: the model proposed this unasked; only a confirmation on a terminal runs it")
      return planned.resultRecord(id: action, status: .proposed, result: nil, state: nil)
    case .askPerson:
      let answer = try ask(planned.summary + "? [y/N] ")?.trimmedSpaces.lowercased() ?? ""
      guard answer == "y" || answer == "yes" else {
        try store.settleAction(account: account, id: action, status: .declined, result: nil)
        return printResult(action, planned, status: .declined, result: nil)
      }
      return try execute(planned, action: action)
    case .approved:
      return try execute(planned, action: action)
    }
  }

  // MARK: Who the action names

  /// The proposal with its person or group found. A name that fits several is asked about on a
  /// terminal; otherwise the candidates are printed and it is a usage error.
  func resolve(_ proposal: ActionProposal, action: String) throws -> PlannedAction {
    let targeting = ActionTargeting(store: store, account: account, request: request) {
      try session.syncIfReachable()
    }
    switch try targeting.find(proposal) {
    case .one(let planned):
      return planned
    case .several(let proposal, let written, let candidates):
      if let chosen = try choose(written, candidates) {
        return try targeting.checked(PlannedAction(proposal: proposal, target: chosen))
      }
      // Printed before the error, which run() records in the audit log.
      let names = candidates.map { "\(TerminalText.oneLine($0.name)) (\(TerminalText.oneLine($0.id)))" }
        .joined(separator: ", ")
      let said = TerminalText.oneLine(written)
      printer.emit(
        PlannedAction(proposal: proposal, target: nil).record(id: action, candidates: candidates),
        text: "\"\(said)\" could be: \(names)")
      throw PsstError.usage("\"\(said)\" could be \(names); nothing done: name one (full name or id)")
    }
  }

  /// Asks which candidate is meant, on a terminal only; nil when the answer picks none.
  private func choose(_ written: String, _ candidates: [ActionSubject]) throws -> ActionSubject? {
    guard approval == .askPerson else { return nil }
    printer.text("\"\(TerminalText.oneLine(written))\" could be:")
    for (number, candidate) in candidates.enumerated() {
      let (name, id) = (TerminalText.oneLine(candidate.name), TerminalText.oneLine(candidate.id))
      printer.text("  \(number + 1). \(name) (\(candidate.kind), \(id))")
    }
    let answer = try ask("Which one? [1-\(candidates.count), Enter to cancel] ")?.trimmedSpaces ?? ""
    guard let number = Int(answer), candidates.indices.contains(number - 1) else { return nil }
    return candidates[number - 1]
  }

  // MARK: Running it

  private func execute(_ planned: PlannedAction, action: String) throws -> JSON {
    let proposal = planned.proposal
    switch proposal.tool {
    case .scheduleCall:
      let event = Store.CalendarEvent(
        title: proposal.text ?? "Call", withUser: planned.target?.user?.id, chat: planned.target?.chat?.id,
        starts: proposal.time ?? 0, minutes: proposal.minutes ?? ActionPlanner.callMinutes, action: action)
      try store.addEvent(account: account, event)
      return try finish(action, planned, result: event.id)
    case .setReminder:
      let reminder = Store.Reminder(
        text: proposal.text ?? "", due: proposal.time ?? 0, aboutUser: planned.target?.user?.id, action: action)
      try store.addReminder(account: account, reminder)
      return try finish(action, planned, result: reminder.id)
    case .sendMessage:
      return try send(planned, action: action)
    }
  }

  /// Through the normal send path: stored as queued, flushed, retried by psst-queue like any message.
  private func send(_ planned: PlannedAction, action: String) throws -> JSON {
    let sender = try MessageSender(session: session, printer: printer)
    let message: Message
    do {
      let draft = try sender.draft(
        chat: planned.target?.chat?.id ?? "", text: planned.proposal.text ?? "", replyTo: nil, attachmentPaths: [])
      message = try sender.compose(draft)
    } catch let error as PsstError {
      try store.settleAction(account: account, id: action, status: .failed, result: error.message)
      printResult(action, planned, status: .failed, result: error.message)
      throw error
    }
    try sender.send([message])
    let state = try store.storedState(account: account, message: message.id)?.0 ?? .queued
    let status: Store.ActionRecord.Status = state == .failed ? .failed : .executed
    try store.settleAction(account: account, id: action, status: status, result: message.id)
    let outcome = printResult(action, planned, status: status, result: message.id, state: state)
    try sender.finish()
    return outcome
  }

  private func finish(_ action: String, _ planned: PlannedAction, result: String) throws -> JSON {
    try store.settleAction(account: account, id: action, status: .executed, result: result)
    return printResult(action, planned, status: .executed, result: result)
  }

  /// Prints the action_result record (and a line for people) and returns it.
  @discardableResult
  private func printResult(
    _ action: String, _ planned: PlannedAction, status: Store.ActionRecord.Status, result: String?,
    state: MessageState? = nil
  ) -> JSON {
    let record = planned.resultRecord(id: action, status: status, result: result, state: state)
    let text =
      switch status {
      case .executed: "Done: \(planned.done)" + (result.map { " (\($0))" } ?? "")
      case .declined: "Not done."
      default: "Failed: \(result ?? "")"
      }
    printer.emit(record, text: text)
    return record
  }
}
