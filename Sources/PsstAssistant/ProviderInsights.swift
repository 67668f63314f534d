import PsstAI
import PsstCore
import PsstProvider

/// psst-insights' action items, decisions and priorities, and psst-profile's facts, from the
/// provider's chat model, as the embedded engine's records: the model reads the newest messages (as ProviderSummaries
/// does) and returns JSON, checked strictly; items citing messages it was not given are
/// dropped. Older messages, and scheduling requests, stay with the embedded engine. When the
/// provider fails, one line says so and the embedded engine does the rest of the run.
public final class ProviderInsights: InsightEngine, ProfileEngine {
  private let provider: MeteredProvider
  private let builtin = BuiltinEngine()
  private var failed = false

  /// The engine's name in records and notes.
  public var name: String { "provider" }

  public init(provider: MeteredProvider) {
    self.provider = provider
  }

  /// See `InsightEngine`; the provider reads the newest messages, the embedded engine the rest.
  public func actionItems(in messages: [ConversationMessage], directory: Directory) -> [ActionItem] {
    ask(messages, directory, builtin: builtin.actionItems, instructions: Self.actionsPrompt) { json, given in
      try SummaryReply.tasks(
        try ModelJSON.list(json, "action_items"), known: Set(given.keys), people: Set(directory.people.keys)
      ).map {
        ActionItem(
          messageID: $0.id, chat: given[$0.id]!.chat, task: $0.task, assignee: $0.assignee, deadline: $0.deadline)
      }
    }
  }

  /// See `InsightEngine`; the provider reads the newest messages, the embedded engine the rest.
  public func decisions(in messages: [ConversationMessage], directory: Directory) -> [Decision] {
    ask(messages, directory, builtin: builtin.decisions, instructions: Self.decisionsPrompt) { json, given in
      var decisions: [Decision] = []
      for item in try ModelJSON.list(json, "decisions") {
        guard let id = item["message_id"]?.stringValue, let summary = item["summary"]?.stringValue else {
          throw ProviderError(.malformed, "a decision lacks message_id or summary")
        }
        var tags: [String] = []
        for tag in item["tags"]?.arrayValue ?? [] {
          guard let text = tag.stringValue else { throw ProviderError(.malformed, "a decision's tag is not text") }
          tags.append(text)
        }
        if let message = given[id] {
          decisions.append(Decision(messageID: id, chat: message.chat, summary: summary, tags: tags, reversedBy: nil))
        }
      }
      return decisions
    }
  }

  /// A score for every message given: the model's, or 0 for the ones it left out.
  public func priorities(of messages: [ConversationMessage], directory: Directory) -> [Priority] {
    ask(messages, directory, builtin: builtin.priorities, instructions: Self.prioritiesPrompt) { json, given in
      var scored: [String: (Double, String)] = [:]
      for item in try ModelJSON.list(json, "priorities") {
        guard let id = item["message_id"]?.stringValue, case .number(let score)? = item["score"],
          (0...1).contains(score),
          let reason = item["reason"]?.stringValue
        else { throw ProviderError(.malformed, "a priority lacks message_id, a score from 0 to 1, or a reason") }
        if given[id] != nil { scored[id] = (score, reason) }
      }
      return messages.compactMap { message in
        guard given[message.id] != nil else { return nil }
        let (score, reason) = scored[message.id] ?? (0, "nothing that needs you")
        return Priority(messageID: message.id, chat: message.chat, score: score, reason: reason)
      }
    }
  }

  /// Facts about clients, oldest first; `superseded_by` must name a later message it was given.
  public func profileFacts(in messages: [ConversationMessage], directory: Directory) -> [ProfileFact] {
    let instructions = Self.profilePrompt(clients: directory.clients.prefix(Self.promptClients).map(\.id))
    return ask(messages, directory, builtin: builtin.profileFacts, instructions: instructions) { json, given in
      var facts: [ProfileFact] = []
      for item in try ModelJSON.list(json, "facts") {
        guard let client = item["client"]?.stringValue, let name = item["category"]?.stringValue,
          let category = ProfileCategory(rawValue: name), let text = item["fact"]?.stringValue,
          let id = item["message_id"]?.stringValue,
          let status = ProfileFact.Status(rawValue: item["status"]?.stringValue ?? "current"),
          let later = ModelJSON.optionalText(item["superseded_by"])
        else { throw ProviderError(.malformed, "a fact lacks client, a known category, fact or message_id") }
        guard let message = given[id], directory.isClient(client) else { continue }
        var fact = ProfileFact(
          client: client, category: category, fact: text, messageID: id, chat: message.chat, time: message.time)
        if status != .current, let later, let update = given[later], update.time >= message.time {
          fact.status = status
          fact.supersededBy = later
          if status == .resolved { fact.update = update.text }
        }
        facts.append(fact)
      }
      return facts.sorted { ($0.time, $0.messageID) < ($1.time, $1.messageID) }
    }
  }

  /// Scheduling stays with the embedded engine.
  public func schedulingRequests(in messages: [ConversationMessage], directory: Directory) -> [SchedulingRequest] {
    builtin.schedulingRequests(in: messages, directory: directory)
  }

  /// The embedded engine's results for the older messages and the model's for the newest;
  /// the embedded engine's for all once the provider failed.
  private func ask<T>(
    _ messages: [ConversationMessage], _ directory: Directory,
    builtin: ([ConversationMessage], Directory) -> [T], instructions: String,
    parse: (JSON, [String: ConversationMessage]) throws -> [T]
  ) -> [T] {
    guard !failed, !messages.isEmpty else { return builtin(messages, directory) }
    let newest = ProviderSummaries.newest(messages)
    let given = Dictionary(newest.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    // Names with their ids, so the model can name an assignee by id.
    let name = { (id: String) in directory.people[id].map { $0.name.isEmpty ? id : "\($0.name) (\(id))" } ?? id }
    let prompt = [
      ChatMessage.system(
        "You read a personal trainer's or a team's messages for their owner (\(directory.owner)). "
          + PromptData.rules + " " + instructions + " Use only message ids from DATA; reply with only the JSON object."),
      .user("DATA (oldest first):\n" + PromptData.block(newest, sender: name, chat: { $0 })),
    ]
    do {
      let found = try provider.chat(messages: prompt) { reply in
        try parse(try ModelJSON.object(reply.text, "reply"), given)
      }
      return builtin(Array(messages.dropLast(newest.count)), directory) + found
    } catch {
      failed = true
      ChatEngine.fallbackNote(error)
      return builtin(messages, directory)
    }
  }

  static let actionsPrompt = """
    List the tasks the messages create: requests to someone and commitments by the sender. Reply \
    {"action_items": [{"message_id": "the message that creates it", "task": "what to do", "assignee": \
    "the id (in parentheses after a name) of who should do it, or null", "deadline": "YYYY-MM-DD or null"}]}.
    """

  static let decisionsPrompt = """
    List the decisions the messages settle (a plan agreed, a choice made). Reply {"decisions": \
    [{"message_id": "the message that settles it", "summary": "what was decided", "tags": ["one-word topics"]}]}.
    """

  /// The clients named to the model (the roster's, else by role), so it does not guess who is one.
  /// Ids only: they are checked identifiers, where a display name is anybody's text.
  static let promptClients = 200

  static func profilePrompt(clients ids: [String]) -> String {
    let named = ids.isEmpty ? "none are known" : ids.joined(separator: ", ")
    return """
      List what the messages say about each client (the clients' ids: \(named)): injuries, medical \
      notes, diet, goals, availability, preferences. Reply {"facts": [{"client": "the client's id (in \
      parentheses after the name)", "category": "injury|medical|diet|goal|availability|preference", \
      "fact": "the words of the message that state it", "message_id": "...", "status": \
      "current|superseded|resolved", "superseded_by": "the id of the later message that replaced or \
      resolved it, or null"}]}, oldest first.
      """
  }

  static let prioritiesPrompt = """
    Score how much each message needs the owner's attention, from 0 to 1: questions and requests to \
    them, urgency, health, payments score high; chatter low. Reply {"priorities": [{"message_id": "...", \
    "score": 0.0, "reason": "a few words"}]} for the messages that score above 0.
    """
}
