import PsstAI
import PsstCore
import PsstSearch

/// The embedded engine's answers: each kind of question goes to the engine that knows it
/// (summaries, quiet clients, action items, profiles, the calendar), anything else to the
/// retrieved messages and their threads, quoted. A route with nothing to say falls back to
/// the quoted messages, so a question is never left with less than the closest messages.
extension Assistant {
  /// How many recent messages of a chat a summary, a profile or a list of tasks reads: enough
  /// for what is current, bounded so an answer stays fast on a large store.
  static let recentPerChat = 400
  static let recentOverall = 2_000

  /// The embedded engine's answer to `question` (a follow-up read with the question before it),
  /// not recorded: `ask` records it.
  public func respond(to question: String) throws -> Answer {
    let directory = try Directory(store, account: account)
    let chatNames = Dictionary(
      try store.chats(account: account).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    // A follow-up ("and his injuries?") is routed with the question it follows.
    let contextual = try withContext(question)
    switch QuestionRouter.route(contextual, directory: directory, chatNames: chatNames) {
    case .summary(let chat):
      let messages = try recent(chat: chat, limit: Self.recentPerChat)
      let summary = BuiltinEngine().summary(of: messages, directory: directory)
      return RoutedAnswers.summary(summary, chatName: chatNames[chat] ?? chat, messages: messages)
    case .quietClients(let days):
      let clients = try lastMessages(of: directory)
      if directory.keepsRoster && clients.isEmpty { return RoutedAnswers.clients(clients, directory: directory) }
      return RoutedAnswers.quietClients(clients, days: days, now: Clock.nowMillis(), directory: directory)
    case .clients:
      return RoutedAnswers.clients(try lastMessages(of: directory), directory: directory)
    case .clientsWithOpenItems:
      return RoutedAnswers.clientsWithOpenItems(try openItems(for: nil, directory), directory: directory)
    case .actionItems(let person):
      return RoutedAnswers.actionItems(try openItems(for: person, directory), person: person, directory: directory)
    case .profile(let client, let categories):
      let messages = try recent(with: client, directory)
      // The rules' facts only: a learned fact is a whole message, too loose to stand as the
      // answer to a question (it took questions about one appointment from search).
      let facts = BuiltinEngine(learned: false).profileFacts(in: messages, directory: directory)
      if let answer = RoutedAnswers.profile(facts, client: client, categories: categories, directory: directory) {
        return answer
      }
    case .schedule(let person):
      let events = try store.events(account: account, from: Clock.nowMillis()).filter {
        person == nil || $0.withUser == person
      }
      let scheduled = events.map {
        ScheduledEvent(
          id: $0.id, title: $0.title, with: $0.withUser, start: $0.starts, end: $0.starts + Int64($0.minutes) * 60_000)
      }
      if let answer = RoutedAnswers.schedule(scheduled, directory: directory) { return answer }
    case .decisions, .facts: break
    }
    return try quoted(question, retrieving: contextual, directory: directory, chatNames: chatNames)
  }

  /// The messages retrieved for `text` and their threads, quoted as the answer to `question`.
  /// A group chat the question names by its name is what all its messages are about ("what
  /// time is the lunchtime circuit now"): its newest `groupContext` come in too, and count the
  /// name's words as their own.
  func quoted(_ question: String, retrieving text: String, directory: Directory, chatNames: [String: String])
    throws -> Answer
  {
    var seen = Set<String>()
    let hits = try retrieve(text).filter { seen.insert($0.text).inserted }.prefix(Self.distinct)
      .map { $0 }
    let thread = ThreadContext(store: store, account: account)
    let linked = try thread.withReplyLinks(hits)
    let timed = try stopwatchTimes(for: question, directory: directory)
    let group = QuestionRouter.groupChat(in: question, directory: directory, chatNames: chatNames).map {
      (chat: $0, name: chatNames[$0] ?? $0)
    }
    let inGroup = try group.map { try recent(chat: $0.chat, limit: Self.groupContext) } ?? []
    return AnswerComposer().answer(
      question, from: linked.map(onOwnersClock),
      context: (try thread.around(linked) + timed + inGroup).map(onOwnersClock), directory: directory,
      asOf: try newestMessageTime().map(zone.wallClock(at:)), group: group, related: Synonyms.related(to:))
  }

  /// How many of the newest messages of a group chat the question names are read with the
  /// retrieved ones.
  static let groupContext = 60

  /// For a question asking how long something took ("what was her marathon time"), the newest
  /// messages of the person asked about that state a stopwatch time: they seldom say what was
  /// timed, so retrieval by the question's words misses them.
  func stopwatchTimes(for question: String, directory: Directory) throws -> [ConversationMessage] {
    try AnswerComposer.timedBy(question, directory: directory).flatMap { person in
      try recent(chat: nil, sender: person, limit: Self.recentOverall).filter(AnswerComposer.statesStopwatchTime)
        .suffix(Self.timedMessages)
    }
  }

  /// How many of a person's stopwatch times an answer weighs, newest first.
  static let timedMessages = 5

  /// The newest `limit` messages of a chat (or of all chats; of one sender), oldest first.
  func recent(chat: String?, sender: String? = nil, limit: Int) throws -> [ConversationMessage] {
    var messages: [ConversationMessage] = []
    try store.messages(account: account, matching: MessageFilter(chat: chat, last: limit, sender: sender)) { message in
      guard !message.deleted, !message.text.isEmpty else { return }
      messages.append(ConversationMessage(message))
    }
    return messages
  }

  /// Recent messages of `person`'s direct chats, and their own in groups, in time order.
  func recent(with person: String, _ directory: Directory) throws -> [ConversationMessage] {
    let rooms = directory.rooms.values.filter { $0.members.contains(person) }.sorted { $0.id < $1.id }
    return try rooms.flatMap {
      try recent(chat: $0.id, sender: $0.isDirect ? nil : person, limit: Self.recentPerChat)
    }.sorted { $0.time < $1.time }
  }

  /// Each client's last message (nil for a client who never wrote), from the store's index.
  func lastMessages(of directory: Directory) throws -> [(client: String, last: ConversationMessage?)] {
    let last = Dictionary(
      try store.lastMessagePerSender(account: account).map { ($0.sender, ConversationMessage($0)) },
      uniquingKeysWith: { first, _ in first })
    return directory.clients.map { ($0.id, last[$0.id]) }
  }

  /// Open action items assigned to `person` (or all open ones) in the recent messages of
  /// the chats they are in, newest first.
  func openItems(for person: String?, _ directory: Directory) throws -> [ActionItem] {
    let messages =
      try person.map {
        $0 == account ? try recent(chat: nil, limit: Self.recentOverall) : try recent(with: $0, directory)
      }
      ?? recent(chat: nil, limit: Self.recentOverall)
    let marks = try store.actionStatuses(account: account)
    let times = Dictionary(messages.map { ($0.id, $0.time) }, uniquingKeysWith: { first, _ in first })
    return BuiltinEngine().actionItems(in: messages, directory: directory)
      .filter { (marks[$0.messageID + "\u{1F}" + $0.task] ?? "open") == "open" }
      .filter { person == nil || $0.assignee == person }
      .sorted { (times[$0.messageID] ?? 0) > (times[$1.messageID] ?? 0) }
  }
}
