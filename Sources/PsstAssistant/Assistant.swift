import PsstAI
import PsstCore
import PsstSearch

/// The assistant behind psst-ai: retrieval with psst-search's ranking, an extractive answer
/// from the embedded engine, and the conversation kept in the store.
public struct Assistant {
  /// The store questions are answered from, and the account asking.
  public let store: Store
  public let account: String
  /// The conversation questions go to; nil until the first question starts one.
  public var conversation: String?
  /// The embedder retrieval ranks with (nil: words only), asked for on each retrieval: the
  /// command decides which model, and what to do about messages waiting for a vector.
  let embedder: () throws -> Embedder?
  /// The owner's time zone: the days answers resolve and write are its days.
  let zone: LocalZone

  /// The longest question accepted, in characters.
  public static let maxQuestion = 1000

  /// Messages retrieved for an answer (the same text twice counts once, so a few more than
  /// it picks from), and how many distinct ones it picks from with the messages around them.
  static let retrieved = 40
  /// How long before a period a message may tell of a day in it ("on the 12th", "next month").
  static let toldAhead: Int64 = 31 * 86_400_000
  static let distinct = 20

  public init(
    store: Store, account: String, conversation: String?, embedder: @escaping () throws -> Embedder?,
    zone: LocalZone = .system
  ) {
    self.store = store
    self.account = account
    self.conversation = conversation
    self.embedder = embedder
    self.zone = zone
  }

  /// Refuses a question over `maxQuestion` characters, or over four bytes of UTF-8 for each
  /// (one character of a million combining marks), before any work is done on it.
  public static func checkLength(_ question: String) throws {
    guard question.count <= maxQuestion else {
      throw PsstError.usage("the question is \(question.count) characters; the limit is \(maxQuestion)")
    }
    guard question.utf8.count <= maxQuestion * 4 else {
      throw PsstError.usage("the question is \(question.utf8.count) bytes of UTF-8; the limit is \(maxQuestion * 4)")
    }
  }

  /// Answers `question` and records the turn.
  public mutating func ask(_ question: String) throws -> Answer {
    try Self.checkLength(question)
    let answer = try respond(to: question)
    let id = try conversation ?? store.startConversation(account: account, title: question)
    conversation = id
    try store.addTurn(
      account: account, conversation: id, question: question, answer: answer.text, sources: answer.sources)
    return answer
  }

  /// A follow-up that leans on the last question ("and his weight class?") is asked with it.
  public func withContext(_ question: String) throws -> String {
    guard let conversation, let last = try store.turns(account: account, conversation: conversation).last else {
      return question
    }
    let words = question.lowercased().split { !$0.isLetter }.map(String.init)
    let leaning: Set<String> = ["he", "she", "they", "him", "her", "his", "their", "it", "its", "that", "this", "and"]
    return words.count <= 4 || words.contains(where: leaning.contains) ? last.question + " " + question : question
  }

  /// The messages psst-search ranks first for `text`, its names and dates read as psst-search
  /// reads them, but against the history's newest message rather than the clock ("in May" in a
  /// store of last year's messages is last year's May). A period the question names ranks its
  /// messages first; the rest follow, as a message written later may tell of a day in it.
  public func retrieve(_ text: String) throws -> [ConversationMessage] {
    let people = try PeopleNames(store, account: account)
    // A name the roster's clients share with others means the client.
    let clients = try store.rosterClients(account: account) ?? []
    let asOf = try newestMessageTime() ?? Clock.nowMillis()
    let query: SearchQuery
    do {
      query = try SearchQuery.parse(text, people: people.aliases, me: people.aliases(of: account), now: asOf)
    } catch { return [] }
    guard !query.isEmpty else { return [] }
    let searcher = Searcher(index: SearchIndex(store: store), embedder: try self.embedder())
    var scope = SearchScope(account: account)
    let senders = query.from.flatMap { people.ids(for: $0, favouring: clients) }
    let favoured = query.people.flatMap { people.ids(for: $0, favouring: clients) }
    func search(since: Int64?, until: Int64?) throws -> [SearchHit] {
      scope.since = since
      scope.until = until
      scope.senders = senders
      let theirs = try searcher.search(query, in: scope, people: favoured, limit: Self.retrieved)
      guard !senders.isEmpty else { return theirs }
      // "How much did Ola have left to pay" is about Ola, not only in her words: what
      // others wrote of her comes in too, his own messages first.
      scope.senders = []
      let anyones = try searcher.search(query, in: scope, people: favoured + senders, limit: Self.retrieved)
      return Self.interleaved([theirs, anyones])
    }
    var lists = [try search(since: query.since, until: query.until)]
    var period: (since: Int64?, until: Int64?)?
    if query.since != nil || query.until != nil {
      period = (query.since, query.until)
      lists.append(try search(since: nil, until: nil))
    } else if let named = QuestionPeriod.find(in: text, asOf: zone.wallClock(at: asOf)) {
      // A day without its year is words to search: its messages are found by their time, the
      // owner's days from their midnight to the next.
      let since = zone.instant(wallClock: named.since)
      let until = zone.instant(wallClock: named.until)
      period = (since, until)
      lists.insert(try search(since: since, until: until), at: 0)
    }
    var retrieved = Self.interleaved(lists).map(ConversationMessage.init)
    // "What did Rosa do in the summer of 2023?": no word of it is in her messages of that summer,
    // and they are the answer; found by their time, the person's own first.
    if let period, lists[0].isEmpty {
      let told = try messages(since: period.since, until: period.until, preferring: senders)
      retrieved = Array((told + retrieved.filter { hit in !told.contains { $0.id == hit.id } }).prefix(Self.retrieved))
    }
    return retrieved
  }

  /// The messages of a period, at most `retrieved` of them: `senders`' own first, each part in
  /// time order. Those of the `toldAhead` before it that tell of a day in it come too ("first
  /// day at the new job tomorrow" on 31 August is September's news).
  func messages(since: Int64?, until: Int64?, preferring senders: [String]) throws -> [ConversationMessage] {
    var theirs: [ConversationMessage] = []
    var others: [ConversationMessage] = []
    // Days as the owner's clock reads them (see `onOwnersClock`).
    let period = since.map {
      QuestionPeriod(since: zone.wallClock(at: $0), until: until.map { zone.wallClock(at: $0) } ?? .max)
    }
    let filter = MessageFilter(since: since.map { $0 - Self.toldAhead }, until: until)
    try store.messages(account: account, matching: filter) { message in
      guard !message.deleted, theirs.count < Self.retrieved else { return }
      let read = ConversationMessage(message)
      if let since, let period, message.createdAt < since, !period.takesIn(onOwnersClock(read)) { return }
      if senders.contains(message.sender) {
        theirs.append(read)
      } else if others.count < Self.retrieved {
        others.append(read)
      }
    }
    return Array((theirs + others).prefix(Self.retrieved))
  }

  /// The best of each list in turn, each message once, as long as the longest list.
  static func interleaved(_ lists: [[SearchHit]]) -> [SearchHit] {
    var seen = Set<String>()
    var out: [SearchHit] = []
    for rank in 0..<(lists.map(\.count).max() ?? 0) {
      for list in lists where rank < list.count && seen.insert(list[rank].id).inserted { out.append(list[rank]) }
    }
    return Array(out.prefix(retrieved))
  }

  /// `message` with its time on the owner's wall clock (`LocalZone.wallClock(at:)`): the
  /// embedded engine reads days off it, so "yesterday" in a message sent at 8am in Adelaide is
  /// the day before it there, and the days it writes are the ones psst's other tools show.
  func onOwnersClock(_ message: ConversationMessage) -> ConversationMessage {
    var message = message
    message.time = zone.wallClock(at: message.time)
    return message
  }

  /// When the account's newest message was written; nil for an empty store.
  func newestMessageTime() throws -> Int64? {
    var newest: Int64?
    try store.messages(account: account, matching: MessageFilter(last: 1)) { newest = $0.createdAt }
    return newest
  }

  /// Three questions made from the account's own clients and chats.
  public func exampleQuestions() throws -> [String] {
    let directory = try Directory(store, account: account)
    let users = try store.users(account: account).filter { $0.id != account }
    let clients = users.filter { directory.isClient($0.id) }.map {
      $0.displayName.split(separator: " ").first.map(String.init) ?? $0.id
    }
    let groups = try store.chats(account: account).filter { $0.kind == .group }.map(\.name)
    var examples: [String] = []
    if let first = clients.first { examples.append("What did \(first) say last week?") }
    if clients.count > 1 { examples.append("What are \(clients[1])'s goals?") }
    if let group = groups.first { examples.append("What did we decide in \(group)?") }
    if examples.count < 3 { examples.append("Which clients haven't messaged recently?") }
    return Array(examples.prefix(3))
  }

  /// One line per source: id, who, where, when, and the start of the text.
  public func describe(_ ids: [String]) throws -> [String] {
    let names = try NameBook(store, account: account)
    return try ids.compactMap { id in
      guard let message = try store.message(account: account, id: id) else { return nil }
      let text = message.text.count > 100 ? String(message.text.prefix(100)) + "…" : message.text
      return "[\(TerminalText.oneLine(id))] \(names.textUser(message.sender)) in \(names.textChat(message.chat)), "
        + "\(Timestamp.local(message.createdAt)): \(TerminalText.oneLine(text))"
    }
  }
}
