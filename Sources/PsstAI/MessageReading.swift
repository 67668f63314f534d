/// What the digest's sections read in one message that does not depend on the digest's window:
/// its priority, the rules' action items, its decision readings, what the learned models sum
/// over its shapes, its own scheduling signal. Computed from the message, the message before it
/// in its chat and the directory (names, rooms, the owner, the roster); a store keeps it
/// (`MessageReadings`), so a digest of 100,000 messages analyses only the messages it has not
/// read before. Threads, gaps, vectors and quiet clients are read at digest time.
public struct MessageReading: Sendable, Equatable {
  /// Bumped whenever the analysis changes (a rule, a lexicon, a learned model, this encoding):
  /// readings of another version are ignored and written again. `MessageReadingTests` pins the
  /// encoded readings of a set of examples to this number.
  public static let engineVersion = 11

  /// An action item without the ids of its message.
  struct Item: Sendable, Equatable {
    var task: String
    var assignee: String?
    var deadline: String?
  }

  var priorityScore: Double
  var priorityReason: String
  /// The rules' action items (`ActionItemDetector.items(in:directory:)`).
  var actionItems: [Item]
  /// The action models' sums over the message's shapes, when the rules found no item.
  var actionShapes: ShapeSums?
  /// `ActionItemDetector.learnedItem`, when the action models may accept the message.
  var learnedAction: Item?
  /// `DecisionDetector.decision(in:organiser: true)`.
  var decisionAsOrganiser: String?
  /// `DecisionDetector.decision(in:organiser: false)`, when it may differ and a member sent it.
  var decisionAsMember: String?
  /// `DecisionDetector.acceptance(of:by:)` of the message before.
  var acceptance: String?
  /// The decision models' sums over the message's shapes, when the rules decide nothing.
  var decisionShapes: ShapeSums?
  /// `DecisionDetector.learnedSummary`, when the decision models may accept the message.
  var learnedDecision: String?
  /// Undoes an earlier decision (`DecisionDetector.reversal`), for a message that may decide.
  var reverses: Bool
  /// `DecisionDetector.tags`, for a message that may decide.
  var tags: [String]
  /// `SchedulingDetector.signal(of:_:)`: what the message says about a time on its own.
  var schedulingSignal: SchedulingDetector.Signal?
  /// `SchedulingDetector.accepts`: a short reply taking what was offered.
  var acceptsTime: Bool
  /// What the message says about a time, for one the scheduling section may flag (a signal of
  /// its own or an acceptance) or book (it may decide: `DecisionDetector` with no directory
  /// reads the deciding clause, else the acceptance); nil for the others.
  var time: TimeReading?

  /// The message read with the message before it in its chat. Decisions read it too unless
  /// `decisionsReadPrevious` is false: the first of a chat inside the digest's context days has
  /// none there. The message before is analysed only when the message may accept it, unless
  /// `analysedPrevious` is its analysis.
  init(
    _ analysed: AnalysedMessage, previous: ConversationMessage?, analysedPrevious: AnalysedMessage? = nil,
    decisionsReadPrevious: Bool = true, directory: Directory
  ) {
    let decisionPrevious = decisionsReadPrevious ? previous : nil
    let message = analysed.message
    let priority = PriorityScorer.score(analysed, directory: directory)
    priorityScore = priority.score
    priorityReason = priority.reason
    actionItems = ActionItemDetector.items(in: analysed, directory: directory).map(Item.init)
    decisionAsOrganiser = DecisionDetector.decision(in: analysed, organiser: true)
    acceptance = decisionPrevious.flatMap { proposal in
      DecisionDetector.mayAccept(proposal, by: message)
        ? DecisionDetector.acceptance(of: analysedPrevious ?? AnalysedMessage(proposal), by: analysed) : nil
    }
    let byMember = message.sender != directory.owner
    decisionAsMember =
      byMember && decisionAsOrganiser != nil ? DecisionDetector.decision(in: analysed, organiser: false) : nil
    let ruled = DecisionDetector.ruledSummary(
      of: message, asOrganiser: decisionAsOrganiser, asMember: decisionAsMember, acceptance: acceptance,
      directory: directory)
    let actionModels = ActionItemDetector.actionModels
    let decisionModels = DecisionDetector.decisionModels
    func shapes(_ previous: ConversationMessage?) -> HashedFeatures {
      HashedFeatures(
        shapesOf: analysed, context: HashedFeatures.Context(message, previous: previous, directory: directory))
    }
    // Both models read the shapes with the message before (decisions unless at the context's
    // edge): read once.
    lazy var shapesAfterPrevious = shapes(previous)
    actionShapes = actionItems.isEmpty && actionModels.isEnabled ? actionModels.sums(shapesAfterPrevious) : nil
    learnedAction =
      actionShapes.map(actionModels.mayAccept) == true
      ? ActionItemDetector.learnedItem(in: message, directory: directory).map(Item.init) : nil
    decisionShapes =
      ruled == nil && decisionModels.isEnabled
      ? decisionModels.sums(decisionsReadPrevious ? shapesAfterPrevious : shapes(nil)) : nil
    learnedDecision =
      decisionShapes.map(decisionModels.mayAccept) == true
      ? DecisionDetector.learnedSummary(of: analysed, directory: directory)
      : nil
    // Read at digest time only for a message that decides, with or without the directory.
    let mayDecide = ruled != nil || learnedDecision != nil || (decisionAsOrganiser ?? acceptance) != nil
    reverses = mayDecide && analysed.whole.hasAny(DecisionDetector.reversal)
    tags = mayDecide ? DecisionDetector.tags(of: analysed.whole) : []
    let arranging = TimedText.arranging(analysed)
    schedulingSignal = SchedulingDetector.signal(of: message, arranging)
    acceptsTime = SchedulingDetector.accepts(analysed)
    let mayTime = schedulingSignal != nil || acceptsTime || decisionAsOrganiser != nil || acceptance != nil
    time = mayTime ? TimeReading(message, arranging ?? TimedText(message.text)) : nil
  }

  init(
    priorityScore: Double, priorityReason: String, actionItems: [Item], actionShapes: ShapeSums?,
    learnedAction: Item?, decisionAsOrganiser: String?, decisionAsMember: String?, acceptance: String?,
    decisionShapes: ShapeSums?, learnedDecision: String?, reverses: Bool, tags: [String],
    schedulingSignal: SchedulingDetector.Signal?, acceptsTime: Bool, time: TimeReading? = nil
  ) {
    self.priorityScore = priorityScore
    self.priorityReason = priorityReason
    self.actionItems = actionItems
    self.actionShapes = actionShapes
    self.learnedAction = learnedAction
    self.decisionAsOrganiser = decisionAsOrganiser
    self.decisionAsMember = decisionAsMember
    self.acceptance = acceptance
    self.decisionShapes = decisionShapes
    self.learnedDecision = learnedDecision
    self.reverses = reverses
    self.tags = tags
    self.schedulingSignal = schedulingSignal
    self.acceptsTime = acceptsTime
    self.time = time
  }

  /// The readings of `messages` (time order), those of `stored` (by index) reused when given;
  /// the others analysed on every core, each with the message before it in its chat in
  /// `messages` (`previousInChat`; in `context`, from `contextSince` on, for decisions). `fresh`
  /// holds the readings worked out that are valid for the store (`key(of:previous:directory:)`
  /// of their message).
  static func readings(
    of messages: [ConversationMessage], previousInChat previous: [Int?], stored: [MessageReading?],
    contextSince: Int64, directory: Directory
  ) -> (readings: [MessageReading], fresh: [Int: MessageReading]) {
    // The first of a chat's messages in the context days reads no message before it there.
    let atContextEdge = { (index: Int) in
      messages[index].time >= contextSince && previous[index].map { messages[$0].time < contextSince } == true
    }
    // Each message is analysed where it is read, and its analysis dropped there: holding the
    // analyses of 100,000 messages at once cost more (in memory first touched) than the analysis.
    // A chat's last message analysed in the run is kept for the chat's next one, which may read it.
    let unread = messages.indices.filter { stored[$0] == nil }
    let read = unread.concurrentMap(state: [String: (index: Int, analysed: AnalysedMessage)]()) {
      lastInChat, index in
      let message = messages[index]
      let analysed = AnalysedMessage(message)
      let before = previous[index]
      let kept = lastInChat[message.chat].flatMap { $0.index == before ? $0.analysed : nil }
      lastInChat[message.chat] = (index, analysed)
      return MessageReading(
        analysed, previous: before.map { messages[$0] }, analysedPrevious: kept, directory: directory)
    }
    let edges = messages.indices.filter(atContextEdge)
    let atEdge = edges.concurrentMap { index in
      MessageReading(
        AnalysedMessage(messages[index]), previous: previous[index].map { messages[$0] }, decisionsReadPrevious: false,
        directory: directory)
    }
    var fresh: [Int: MessageReading] = [:]
    fresh.reserveCapacity(unread.count)
    for (index, reading) in zip(unread, read) { fresh[index] = reading }
    var readings: [MessageReading] = []
    readings.reserveCapacity(messages.count)
    var nextUnread = 0
    var nextEdge = 0
    for index in messages.indices {
      var reading: MessageReading
      if let kept = stored[index] {
        reading = kept
      } else {
        reading = read[nextUnread]
        nextUnread += 1
      }
      if nextEdge < edges.count && edges[nextEdge] == index {
        reading = atEdge[nextEdge]
        nextEdge += 1
      }
      readings.append(reading)
    }
    releaseInBackground(read)
    return (readings, fresh)
  }

  /// The readings of those of `messages` (time order) that `stored` has none of (by index),
  /// each read with the message before it in its chat, on every core: what a store keeps
  /// before any digest asks.
  public static func missing(
    of messages: [ConversationMessage], stored: [MessageReading?], directory: Directory
  ) -> [Int: MessageReading] {
    readings(
      of: messages, previousInChat: previousInChat(messages), stored: stored, contextSince: .min, directory: directory
    ).fresh
  }

  /// For each message, the index of the message before it in its chat (nil for a chat's first).
  static func previousInChat(_ messages: [ConversationMessage]) -> [Int?] {
    var previous: [Int?] = []
    previous.reserveCapacity(messages.count)
    var last: [String: Int] = [:]
    for (index, message) in messages.enumerated() {
      previous.append(last[message.chat])
      last[message.chat] = index
    }
    return previous
  }

  /// What a stored reading of `message` must have been read with to be valid: this engine
  /// version, the message as it is, the message before it in its chat and the directory
  /// (`Directory.readingFingerprint`). An edit, an unsend, a message arriving before it or a
  /// change of anyone's name, role, roster place or room changes it.
  public static func key(of message: ConversationMessage, previous: ConversationMessage?, directory: UInt64) -> Int64 {
    var hasher = ReadingHasher()
    hasher.add(Int64(engineVersion))
    hasher.add(Int64(bitPattern: directory))
    hasher.add(message)
    if let previous { hasher.add(previous) } else { hasher.add("") }
    return Int64(bitPattern: hasher.value)
  }

  /// `key(of:previous:directory:)` of each of `messages` (time order), read on every core.
  public static func keys(of messages: [ConversationMessage], directory: Directory) -> [Int64] {
    let fingerprint = directory.readingFingerprint
    let previous = previousInChat(messages)
    return Array(messages.indices).concurrentMap { index in
      key(of: messages[index], previous: previous[index].map { messages[$0] }, directory: fingerprint)
    }
  }
}

/// Two learned models' sums over a message's shapes, which with a vector (or without one) give
/// their log-odds (`LinearModel.logOdds(featureSum:vector:)`).
struct ShapeSums: Sendable, Equatable {
  var withVector: Int
  var withoutVector: Int
}

extension MessageReading.Item {
  init(_ item: ActionItem) { self.init(task: item.task, assignee: item.assignee, deadline: item.deadline) }

  func item(of message: ConversationMessage) -> ActionItem {
    ActionItem(messageID: message.id, chat: message.chat, task: task, assignee: assignee, deadline: deadline)
  }
}

/// FNV-1a (64 bits) over the fields a reading depends on, each length-prefixed.
struct ReadingHasher {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ number: Int64) {
    var rest = UInt64(bitPattern: number)
    for _ in 0..<8 {
      addByte(UInt8(truncatingIfNeeded: rest))
      rest >>= 8
    }
  }

  mutating func add(_ text: String) {
    add(Int64(text.utf8.count))
    for byte in text.utf8 { addByte(byte) }
  }

  mutating func add(_ message: ConversationMessage) {
    add(message.id)
    add(message.chat)
    add(message.sender)
    add(message.time)
    add(message.text)
  }

  private mutating func addByte(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
}

extension Directory {
  /// A hash of everything in the directory a reading may depend on, in the order given (a
  /// namesake's place among the aliases follows it): the owner, the roster, every person's name,
  /// role and relationship, every room's members and kind.
  static func readingFingerprint(owner: String, people: [Person], rooms: [Room], keepsRoster: Bool) -> UInt64 {
    var hasher = ReadingHasher()
    hasher.add(owner)
    hasher.add(keepsRoster ? 1 : 0)
    for person in people {
      hasher.add(person.id)
      hasher.add(person.name)
      hasher.add(person.role ?? "\u{0}")
      hasher.add(person.relationship ?? "\u{0}")
    }
    hasher.add("\u{0}")
    for room in rooms {
      hasher.add(room.id)
      hasher.add(room.isDirect ? 1 : 0)
      for member in room.members { hasher.add(member) }
      hasher.add("\u{0}")
    }
    return hasher.value
  }
}
