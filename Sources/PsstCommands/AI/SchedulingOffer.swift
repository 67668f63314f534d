import PsstAI
import PsstAssistant
import PsstCore

extension ActionFlow {
  /// "help me schedule with Sarah": the chat's suggested times (the ones psst-watch --assist
  /// cached, unless `fresh` or they no longer hold), printed as a suggestion record, then a
  /// poll message offering them, proposed to the chat through the action flow (confirmed on
  /// a terminal, --yes, --dry-run).
  func offerTimes(to person: String, fresh: Bool) throws {
    let action = Identifier.ordered("act-")
    var planned = try resolve(ActionProposal(tool: .sendMessage, person: person, text: ""), action: action)
    guard let chat = planned.target?.chat else {
      throw PsstError.notFound("you have no chat with \(TerminalText.oneLine(person)) to schedule in")
    }
    let (request, cached) = try SchedulingHelp(store: store, account: account).suggestions(
      forChat: chat.id, fresh: fresh)
    let suggestion = SchedulingSuggestion(
      request: request, chatName: planned.target?.name ?? chat.name, cursor: nil, cached: cached)
    printer.emit(suggestion.record, text: suggestion.text)
    guard !request.suggestions.isEmpty else {
      throw PsstError.notFound("no free time fits what the chat asked for in the next six weeks")
    }
    planned.proposal.text = suggestion.pollText
    try propose(planned, action: action)
  }
}
