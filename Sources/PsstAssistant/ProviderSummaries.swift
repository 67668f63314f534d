import PsstAI
import PsstCore
import PsstProvider

/// psst-summarize's summaries written by the provider's chat model. The model returns the text,
/// key points, decisions and action items as JSON, checked strictly (a reply of another shape
/// is a failure); items citing a message that is not in the chat are dropped. Participants, the
/// dates and the count are taken from the messages themselves. When the provider fails, one
/// line says so and the embedded engine summarizes this chat and the rest of the run.
public final class ProviderSummaries: SummaryEngine {
  private let provider: MeteredProvider
  private let builtin = BuiltinEngine()
  /// The provider failed: the embedded engine writes this run's summaries (not to be cached as
  /// the model's).
  public private(set) var failed = false

  /// The newest messages of a long chat that fit in one request.
  static let maxMessages = 400
  static let maxCharacters = 40_000

  public init(provider: MeteredProvider) {
    self.provider = provider
  }

  /// The model's summary of `messages`; the embedded engine's once the provider has failed.
  public func summary(of messages: [ConversationMessage], directory: Directory) -> Summary {
    guard !failed, !messages.isEmpty else { return builtin.summary(of: messages, directory: directory) }
    do {
      return try ask(messages, directory: directory)
    } catch {
      failed = true
      ChatEngine.fallbackNote(error, "the embedded engine summarized instead")
      return builtin.summary(of: messages, directory: directory)
    }
  }

  private func ask(_ messages: [ConversationMessage], directory: Directory) throws -> Summary {
    let quoted = Self.newest(messages)
    let name = { (id: String) in directory.people[id]?.name ?? id }
    let prompt = [
      ChatMessage.system(Self.instructions),
      .user("DATA (the chat, oldest first):\n" + PromptData.block(quoted, sender: name, chat: { $0 })),
    ]
    let parts = try provider.chat(messages: prompt) { reply in
      try SummaryReply.parse(reply.text, known: Set(quoted.map(\.id)), people: Set(directory.people.keys))
    }
    var participants: [String] = []
    for message in messages where !participants.contains(message.sender) { participants.append(message.sender) }
    let chat = messages[0].chat
    return Summary(
      chat: chat, text: parts.text, keyPoints: parts.keyPoints,
      decisions: parts.decisions.map {
        Decision(messageID: $0.id, chat: chat, summary: $0.summary, tags: [], reversedBy: nil)
      },
      actionItems: parts.actionItems.map {
        ActionItem(messageID: $0.id, chat: chat, task: $0.task, assignee: $0.assignee, deadline: $0.deadline)
      },
      participants: participants, from: messages.map(\.time).min(), to: messages.map(\.time).max(),
      messageCount: messages.count)
  }

  /// The newest messages within the limits, oldest first.
  public static func newest(_ messages: [ConversationMessage]) -> [ConversationMessage] {
    var kept: [ConversationMessage] = []
    var characters = 0
    for message in messages.reversed() {
      characters += message.text.count
      if kept.count == maxMessages || (characters > maxCharacters && !kept.isEmpty) { break }
      kept.append(message)
    }
    return kept.reversed()
  }

  static let instructions = """
    You summarize one chat from a personal trainer's or a team's messages. \(PromptData.rules) Reply with \
    only a JSON object, no other text: {"text": "a short summary, 2 to 5 sentences", "key_points": \
    ["..."], "decisions": [{"message_id": "the id of the message that settles it", "summary": "..."}], \
    "action_items": [{"message_id": "the id of the message that creates it", "task": "...", "assignee": \
    "the sender id of the person who should do it, or null", "deadline": "YYYY-MM-DD or null"}]}. Use only \
    message ids from DATA; leave a list empty when there is nothing for it.
    """
}

/// The model's summary JSON, checked field by field.
struct SummaryReply {
  struct Decided {
    var id: String
    var summary: String
  }

  struct Task {
    var id: String
    var task: String
    var assignee: String?
    var deadline: String?
  }

  var text: String
  var keyPoints: [String]
  var decisions: [Decided]
  var actionItems: [Task]

  /// Parses `reply` (a JSON object, optionally in a ``` fence); items citing ids outside
  /// `known` are dropped, an assignee outside `people` becomes nil.
  static func parse(_ reply: String, known: Set<String>, people: Set<String>) throws(ProviderError) -> SummaryReply {
    let json = try ModelJSON.object(reply, "summary")
    guard let text = json["text"]?.stringValue, !text.allSatisfy(\.isWhitespace),
      let points = json["key_points"]?.arrayValue
    else { throw ProviderError(.malformed, "the summary lacks text or key_points") }
    let keyPoints = try points.map { point throws(ProviderError) in
      guard let text = point.stringValue else { throw ProviderError(.malformed, "a key point is not text") }
      return text
    }
    var decided: [Decided] = []
    for decision in try ModelJSON.list(json, "decisions") {
      guard let id = decision["message_id"]?.stringValue, let summary = decision["summary"]?.stringValue else {
        throw ProviderError(.malformed, "a decision lacks message_id or summary")
      }
      if known.contains(id) { decided.append(Decided(id: id, summary: summary)) }
    }
    let tasks = try Self.tasks(try ModelJSON.list(json, "action_items"), known: known, people: people)
    return SummaryReply(text: text, keyPoints: keyPoints, decisions: decided, actionItems: tasks)
  }

  /// Action items `{"message_id","task","assignee","deadline"}`, checked; those citing ids
  /// outside `known` dropped.
  static func tasks(_ items: [JSON], known: Set<String>, people: Set<String>) throws(ProviderError) -> [Task] {
    var tasks: [Task] = []
    for item in items {
      guard let id = item["message_id"]?.stringValue, let task = item["task"]?.stringValue,
        let assignee = ModelJSON.optionalText(item["assignee"]),
        let deadline = ModelJSON.optionalText(item["deadline"]),
        deadline.map(ModelJSON.isDate) ?? true
      else { throw ProviderError(.malformed, "an action item lacks message_id or task, or has a bad field") }
      if known.contains(id) {
        tasks.append(
          Task(id: id, task: task, assignee: assignee.flatMap { people.contains($0) ? $0 : nil }, deadline: deadline))
      }
    }
    return tasks
  }
}
