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
  /// The digest's sections: the priorities of the messages sent from `recentSince` on, the
  /// action items of all of them, the decisions and scheduling requests of those from
  /// `contextSince` on (milliseconds since 1970).
  func digestSections(
    of messages: [ConversationMessage], recentSince: Int64, contextSince: Int64, directory: Directory
  ) -> DigestSections
}

/// A section of the digest: a command that reports some of them works out only those.
public enum DigestSection: Sendable, CaseIterable {
  case priorities, actions, decisions, scheduling
}

/// What a digest reports, each section over its own window of the messages.
public struct DigestSections: Sendable {
  public var priorities: [Priority]
  public var actions: [ActionItem]
  public var decisions: [Decision]
  public var scheduling: [SchedulingRequest]

  public init(priorities: [Priority], actions: [ActionItem], decisions: [Decision], scheduling: [SchedulingRequest]) {
    self.priorities = priorities
    self.actions = actions
    self.decisions = decisions
    self.scheduling = scheduling
  }
}

extension InsightEngine {
  /// Each section on its own, one after the other.
  public func digestSections(
    of messages: [ConversationMessage], recentSince: Int64, contextSince: Int64, directory: Directory
  ) -> DigestSections {
    sections(
      Set(DigestSection.allCases), of: messages, recentSince: recentSince, contextSince: contextSince,
      directory: directory)
  }

  /// The sections in `only` (the others empty), each on its own over its window of the digest:
  /// for one section, cheaper than an engine's shared digest, which reads what every section needs.
  public func sections(
    _ only: Set<DigestSection>, of messages: [ConversationMessage], recentSince: Int64, contextSince: Int64,
    directory: Directory
  ) -> DigestSections {
    let context = messages.filter { $0.time >= contextSince }
    return DigestSections(
      priorities: only.contains(.priorities)
        ? priorities(of: messages.filter { $0.time >= recentSince }, directory: directory) : [],
      actions: only.contains(.actions) ? actionItems(in: messages, directory: directory) : [],
      decisions: only.contains(.decisions) ? decisions(in: context, directory: directory) : [],
      scheduling: only.contains(.scheduling) ? schedulingRequests(in: context, directory: directory) : [])
  }
}

/// The engine that runs offline: deterministic language processing, no network. Its
/// hand-written rules find action items, decisions and profile facts; small learned models
/// (Learned/, trained by `make train`) add the messages the rules miss and score high. Large
/// inputs are read on every core, with the same results as on one.
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
    messages.concurrentMap { PriorityScorer.score($0, directory: directory) }
  }

  /// The sections over messages analysed once: every section reads the same clauses, and the
  /// decisions section and the scheduling section's bookings the same decision readings.
  public func digestSections(
    of messages: [ConversationMessage], recentSince: Int64, contextSince: Int64, directory: Directory
  ) -> DigestSections {
    digestSections(
      of: messages, stored: Array(repeating: nil, count: messages.count), recentSince: recentSince,
      contextSince: contextSince, directory: directory, uniqueIDs: false
    ).sections
  }

  /// The digest's sections over a store's messages (time order; no two share an id) of which
  /// `stored` holds the readings kept from before (by index; nil for those to read now), and
  /// the readings worked out now that a store may keep (by index; `MessageReading.key` tells
  /// what they were read with). The sections are computed at once, scheduling (the longest) on
  /// the calling thread. Only the sections in `only` are worked out (the others are empty); the
  /// readings are those of every message whatever the sections.
  public func digestSections(
    of messages: [ConversationMessage], stored: [MessageReading?], recentSince: Int64, contextSince: Int64,
    directory: Directory, only: Set<DigestSection> = Set(DigestSection.allCases)
  ) -> (sections: DigestSections, fresh: [Int: MessageReading]) {
    digestSections(
      of: messages, stored: stored, recentSince: recentSince, contextSince: contextSince, directory: directory,
      uniqueIDs: true, only: only)
  }

  /// `digestSections(of:stored:recentSince:contextSince:directory:)`, of messages whose ids may
  /// repeat unless `uniqueIDs` (messages read from elsewhere than a store).
  private func digestSections(
    of messages: [ConversationMessage], stored: [MessageReading?], recentSince: Int64, contextSince: Int64,
    directory: Directory, uniqueIDs: Bool, only: Set<DigestSection> = Set(DigestSection.allCases)
  ) -> (sections: DigestSections, fresh: [Int: MessageReading]) {
    let previous = MessageReading.previousInChat(messages)
    let (read, fresh) = MessageReading.readings(
      of: messages, previousInChat: previous, stored: stored, contextSince: contextSince, directory: directory)
    let recent = messages.indices.filter { messages[$0].time >= recentSince }
    let context = Array(messages.indices.filter { messages[$0].time >= contextSince })
    // Over the whole store (the window reaches back past the first message) nothing is copied.
    let whole = context.count == messages.count
    let contextMessages = whole ? messages : context.map { messages[$0] }
    let contextRead = whole ? read : context.map { read[$0] }
    let contextPrevious = whole ? previous : MessageReading.previousInChat(contextMessages)
    let vectors = vectors.map(SerialVectors.init)
    defer { releaseInBackground((read, contextMessages, contextRead)) }
    // One variable per job: each is written by its job alone.
    var priorities: [Priority] = []
    var actions: [ActionItem] = []
    var decisions: [Decision] = []
    var scheduling: [SchedulingRequest] = []
    let jobs: [(DigestSection, () -> Void)] = [
      (
        .scheduling,
        {
          scheduling = SchedulingAssistant.requests(
            in: contextMessages, read: contextRead, previousInChat: contextPrevious, directory: directory)
        }
      ),
      (
        .priorities,
        {
          priorities = recent.map { index in
            Priority(
              messageID: messages[index].id, chat: messages[index].chat, score: read[index].priorityScore,
              reason: read[index].priorityReason)
          }
        }
      ),
      (
        .actions,
        {
          actions = ActionItemDetector.items(
            in: messages, read: read, previousInChat: uniqueIDs ? previous : nil, learned: learned, vectors: vectors)
        }
      ),
      (
        .decisions,
        {
          decisions = DecisionDetector.decisions(
            in: contextMessages, read: contextRead, directory: directory, learned: learned, vectors: vectors)
        }
      ),
    ]
    runConcurrently(jobs.filter { only.contains($0.0) }.map(\.1))
    return (
      DigestSections(priorities: priorities, actions: actions, decisions: decisions, scheduling: scheduling), fresh
    )
  }
}
