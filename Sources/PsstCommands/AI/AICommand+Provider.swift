import PsstAI
import PsstAssistant
import PsstCore
import PsstProvider

#if canImport(Glibc)
  import Glibc
#endif

extension AICommand {
  /// Acts on a request to act (the action flow: proposed, confirmed, run); otherwise answers
  /// with the provider when there is one and, when there is none or it fails (one stderr line
  /// says what failed), with the embedded engine. On a terminal the provider's answer is
  /// printed as it streams, after "thinking…" on stderr.
  func respond(
    _ question: String, _ assistant: inout Assistant, provider: MeteredProvider?, actions: ActionFlow,
    printer: Printer
  ) throws {
    try Assistant.checkLength(question)
    let planner = planner()
    if let person = planner.schedulingHelp(question) {
      return try actions.offerTimes(to: person, fresh: refresh)
    }
    let plan = planner.plan(question)
    if case .proposal(let proposal) = plan {
      try actions.run(proposal)
      return
    }
    var requested: ActionProposal.Tool? = nil
    var incomplete: PsstError? = nil
    if case .incomplete(let tool, let missing) = plan {
      requested = tool
      incomplete = .usage("to \(tool.verb) I need \(missing)")
    }
    if let provider {
      let indicator = ThinkingIndicator.start()
      defer { indicator?.stop() }
      var streamed = false
      let onText: ((String) -> Void)? =
        printer.format == .text
        ? { piece in
          indicator?.stop()
          streamed = true
          Terminal.stream(piece)
        } : nil
      do {
        let answer = try assistant.ask(
          question, provider: provider, actionTools: ActionTools.definitions, onText: onText)
        try printProviderAnswer(answer, streamed: streamed, assistant: assistant, printer: printer)
        try runProposals(answer.proposedActions, requested: requested, question: question, actions: actions)
        return
      } catch let error as ProviderError {
        indicator?.stop()
        if streamed { Terminal.stream("\n") }
        // A request to act the model was to complete gets no answer from the embedded engine:
        // what it lacks is said next.
        if incomplete == nil {
          ChatEngine.fallbackNote(error)
        } else {
          Diagnostics.line("\(toolName): \(error.message)")
        }
      }
    }
    if let incomplete { throw incomplete }
    let indicator = ThinkingIndicator.start()
    let answer = try assistant.ask(question)
    indicator?.stop()
    try printAnswer(answer, assistant: assistant, printer: printer)
  }

  /// Runs the action calls the model made through the action flow. Only a request to act may
  /// run what the model proposes on --yes, and only what it asked for: one action of the kind
  /// requested, for someone the request names. While answering a question, or beyond that one
  /// action, an instruction planted in a message must not act unconfirmed.
  private func runProposals(
    _ calls: [ProposedAction], requested: ActionProposal.Tool?, question: String, actions: ActionFlow
  ) throws {
    var approvable = requested
    for proposed in calls {
      let call = ToolCall(id: "", name: proposed.tool, argumentsText: proposed.argumentsText)
      let proposal: ActionProposal
      do {
        proposal = try ActionTools.proposal(call, planner: planner())
      } catch let error as PsstError {
        // The model's mistake, not the question's: the answer stands, a session goes on.
        Diagnostics.line("\(toolName): the model's \(proposed.tool) call was left out: \(error.message)")
        continue
      }
      let asked = proposal.tool == approvable && ActionTargeting.names(proposal.person, in: question)
      if asked { approvable = nil }
      do {
        try (asked ? actions : actions.proposingOnly).run(proposal)
      } catch let error as PsstError where !asked && error.kind != .queued {
        // A proposal of the model's own that cannot be made (no one of that name, a time gone
        // by) is in the audit log as failed; the answer stands.
        Diagnostics.line("\(toolName): the model's \(proposed.tool) proposal failed: \(error.message)")
      }
    }
  }

  /// The answer record, as the embedded engine prints it plus `"engine":"provider"`; on a
  /// terminal the text has streamed already and the sources follow it.
  private func printProviderAnswer(_ answer: ProviderAnswer, streamed: Bool, assistant: Assistant, printer: Printer)
    throws
  {
    let record = answer.record(conversation: assistant.conversation)
    if streamed { Terminal.stream("\n") }
    var lines = streamed ? [] : [answer.text]
    if !answer.sources.isEmpty {
      lines.append("sources:")
      for source in try assistant.describe(answer.sources) { lines.append("  " + source) }
    }
    printer.emit(record, text: lines.isEmpty ? nil : lines.joined(separator: "\n"))
  }

  /// `--usage`: provider requests, tokens and cost per day and per model, and what is left of
  /// today's limit.
  func printUsage(_ store: Store, account: String, printer: Printer) throws {
    let limit = try ProviderConfig.load()?.dailyLimit ?? ProviderConfig.defaultDailyLimit
    let days = try store.usageByDay(account: account)
    if !days.isEmpty { printer.text("per day:") }
    for day in days { printer.emit(day.record("usage_day", "day"), text: "  " + day.text) }
    let models = try store.usageByModel(account: account)
    if !models.isEmpty { printer.text("per model:") }
    for model in models {
      printer.emit(model.record("usage_model", "model"), text: "  " + model.text)
    }
    let used = try store.providerRequestsToday(account: account, endpoint: "chat")
    let remaining = limit > 0 ? max(0, limit - used) : nil
    printer.emit(
      Store.UsageTotals.todayRecord(used: used, limit: limit, remaining: remaining),
      text: "today: \(used) chat request\(used == 1 ? "" : "s") to the provider"
        + (remaining.map { ", \($0) of \(limit) left" } ?? " (no daily limit)"))
  }
}
