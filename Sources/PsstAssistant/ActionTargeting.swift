import PsstAI
import PsstCore

/// Finds whom a proposed action names, the way psst-ai promises: a time still to come, a name
/// that fits one person or group (else the candidates, for the caller to ask about), held to
/// how the request said it, and a message only to a chat the account is in.
public struct ActionTargeting {
  /// What the name search found.
  public enum Found {
    /// One target (or none needed: a reminder).
    case one(PlannedAction)
    /// `written` fits several; `proposal` is the one to plan with the chosen candidate.
    case several(proposal: ActionProposal, written: String, candidates: [ActionSubject])
  }

  let resolver: NameResolver
  /// What the person asked for, in their words: the name an engine proposes is held to it.
  let request: String
  /// Brings in chats the store has not seen yet (someone may have just opened one).
  let refresh: () throws -> Void

  public init(store: Store, account: String, request: String, refresh: @escaping () throws -> Void) {
    resolver = NameResolver(store: store, account: account)
    self.request = request
    self.refresh = refresh
  }

  /// The proposal with its person or group found, or the candidates when the name fits several.
  public func find(_ proposal: ActionProposal) throws -> Found {
    // A provider's tool call is checked as the planner checks a request: a time, still to come.
    if proposal.tool != .sendMessage {
      guard let time = proposal.time else { throw PsstError.usage("to \(proposal.tool.verb) I need a time") }
      guard time > Clock.nowMillis() else {
        throw PsstError.usage("\(Timestamp.local(time)) has passed; give a time still to come")
      }
    }
    guard proposal.tool != .setReminder, let written = proposal.person else {
      return .one(PlannedAction(proposal: proposal, target: nil))
    }
    var proposal = proposal
    var outcome = try resolver.resolve(written)
    if case .none = outcome {
      try refresh()
      outcome = try resolver.resolve(written)
    }
    // "tell Sarah Hi there": the capitalised word after the name was the message's first word.
    if case .none = outcome, proposal.tool == .sendMessage, let space = written.firstIndex(of: " ") {
      let first = String(written[..<space])
      outcome = try resolver.resolve(first)
      proposal.person = first
      proposal.text = written[written.index(after: space)...] + " " + (proposal.text ?? "")
    }
    switch try heldToTheRequest(outcome, written: written) {
    case .none:
      throw PsstError.notFound("no one called \(written) among your contacts and chats; see psst-chat list")
    case .one(let target):
      return .one(try checked(PlannedAction(proposal: proposal, target: target)))
    case .several(let candidates):
      return .several(proposal: proposal, written: written, candidates: candidates)
    }
  }

  /// Messages go only to chats the account is in.
  public func checked(_ planned: PlannedAction) throws -> PlannedAction {
    guard planned.proposal.tool == .sendMessage, let target = planned.target else { return planned }
    guard let chat = target.chat else {
      throw PsstError.permission(
        "you have no chat with \(target.name); psst-ai only messages chats you are in (psst-send --to \(target.id) opens one)"
      )
    }
    guard chat.members.contains(resolver.account) else {
      throw PsstError.permission("you are not a member of \(chat.name); psst-ai only messages chats you are in")
    }
    return planned
  }

  /// An engine may name one of several people the request fits: asked to "message Tom", a
  /// model that writes "Tom Berg" has picked between Tom Berg and Tom Reed. When the request
  /// says less of the name than the proposal, and what it says fits several, they are the
  /// candidates, whoever proposed the action.
  private func heldToTheRequest(_ outcome: NameResolver.Outcome, written: String) throws -> NameResolver.Outcome {
    guard case .one(let target) = outcome, let said = Self.nameAsSaid(written, in: request),
      NameMatcher.fold(said) != NameMatcher.fold(written)
    else { return outcome }
    guard case .several(let candidates) = try resolver.resolve(said), candidates.contains(target) else {
      return outcome
    }
    return .several(candidates)
  }

  /// Whether `request` names `person` (nil: no one to name): its full name or its first word,
  /// as words of the request, case and accents aside. "ping Sam about the physio" names "Sam"
  /// and "Sam Ortiz", not "Lee".
  public static func names(_ person: String?, in request: String) -> Bool {
    guard let person else { return true }
    return nameAsSaid(person, in: request) != nil
  }

  /// How `request` names `person`: the whole name when it says it ("Sam Ortiz"), else the
  /// name's first word ("Sam"); nil when it says neither. Case and accents aside.
  public static func nameAsSaid(_ person: String, in request: String) -> String? {
    let words = { (text: String) in
      NameMatcher.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
    let said = words(request)
    let name = words(person)
    return [name, Array(name.prefix(1))].first { name in
      !name.isEmpty && name.count <= said.count
        && (0...said.count - name.count).contains { Array(said[$0..<$0 + name.count]) == name }
    }?.joined(separator: " ")
  }
}

extension ActionProposal.Tool {
  /// "schedule a call", for messages about what is missing.
  public var verb: String {
    switch self {
    case .scheduleCall: "schedule a call"
    case .setReminder: "set a reminder"
    case .sendMessage: "send a message"
    }
  }
}
