/// A task a message creates: a request to someone or a commitment by its sender.
public struct ActionItem: Sendable, Equatable {
  public var messageID: String
  public var chat: String
  public var task: String
  public var assignee: String?
  /// YYYY-MM-DD.
  public var deadline: String?

  public init(messageID: String, chat: String, task: String, assignee: String?, deadline: String?) {
    self.messageID = messageID
    self.chat = chat
    self.task = task
    self.assignee = assignee
    self.deadline = deadline
  }
}

/// A choice a conversation settled, and the later message that undid it, if any.
public struct Decision: Sendable, Equatable {
  public var messageID: String
  public var chat: String
  public var summary: String
  public var tags: [String]
  public var reversedBy: String?

  public init(messageID: String, chat: String, summary: String, tags: [String], reversedBy: String?) {
    self.messageID = messageID
    self.chat = chat
    self.summary = summary
    self.tags = tags
    self.reversedBy = reversedBy
  }
}

/// How much a message needs the account owner's attention, from 0 to 1, and why.
public struct Priority: Sendable, Equatable {
  public var messageID: String
  public var chat: String
  public var score: Double
  public var reason: String

  public init(messageID: String, chat: String, score: Double, reason: String) {
    self.messageID = messageID
    self.chat = chat
    self.score = score
    self.reason = reason
  }
}

/// What an AI engine answers about conversations. The embedded engine implements it with
/// rules, lexicons and scoring; a model provider can implement the same interface.
public protocol InsightEngine {
  var name: String { get }
  func actionItems(in messages: [ConversationMessage], directory: Directory) -> [ActionItem]
  func decisions(in messages: [ConversationMessage], directory: Directory) -> [Decision]
  func priorities(of messages: [ConversationMessage], directory: Directory) -> [Priority]
  func schedulingRequests(in messages: [ConversationMessage], directory: Directory) -> [SchedulingRequest]
}

/// The engine that runs offline: deterministic language processing, no network. Its
/// hand-written rules find action items, decisions and profile facts; small learned models
/// (Learned/, trained by `make train`) add the messages the rules miss and score high.
public struct BuiltinEngine: InsightEngine {
  /// False for the rules alone (`--engine rules`), as scripts/train measures them.
  public var learned: Bool
  /// The stored sentence vectors the decision, action and profile models read; without them (or for a
  /// message that has none) the models that read the message alone stand in.
  public var vectors: (any MessageVectors)?

  public init(learned: Bool = true, vectors: (any MessageVectors)? = nil) {
    self.learned = learned
    self.vectors = vectors
  }
  public var name: String { learned ? "builtin" : "rules" }

  public func actionItems(in messages: [ConversationMessage], directory: Directory) -> [ActionItem] {
    ActionItemDetector.items(in: messages, directory: directory, learned: learned, vectors: vectors)
  }

  public func decisions(in messages: [ConversationMessage], directory: Directory) -> [Decision] {
    DecisionDetector.decisions(in: messages, directory: directory, learned: learned, vectors: vectors)
  }

  public func priorities(of messages: [ConversationMessage], directory: Directory) -> [Priority] {
    messages.map { PriorityScorer.score($0, directory: directory) }
  }
}
