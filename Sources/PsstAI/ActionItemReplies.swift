/// A promise that answers a request is the request's task, not a second one: "Could you send me
/// the form?" – "Of course, I'll send it tonight" is one task, made when it was asked.
extension ActionItemDetector {
  /// Openings that take on what the other person just asked. Not "will do" or "on it": those
  /// accept in full, and a promise after them is a further task ("Will do. I'll chase Sam too").
  static let acceptanceOpenings = PhraseSet(["of course", "certainly", "sure", "no problem", "absolutely", "happy to"])

  /// `items` (in message order) with each accepting promise folded into the request it answers:
  /// dropped when the request already has an item, else moved onto the request's message (the
  /// task is where it was asked, the one who promised it does it).
  static func foldingAcceptances(_ items: [ActionItem], in messages: [ConversationMessage]) -> [ActionItem] {
    folding(takingUpOffers(items, in: messages), in: messages)
  }

  private static func folding(_ items: [ActionItem], in messages: [ConversationMessage]) -> [ActionItem] {
    var itemsByMessage = Dictionary(grouping: items, by: \.messageID)
    let byID = Dictionary(messages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var previous: [String: ConversationMessage] = [:]
    for message in messages {
      defer { previous[message.chat] = message }
      guard let request = message.replyTo.flatMap({ byID[$0] }) ?? previous[message.chat],
        let promise = itemsByMessage[message.id]?.first
      else { continue }
      let requestItems = itemsByMessage[request.id, default: []]
      let fold = fold(promise, of: message, answering: request, requestItems: requestItems)
      if fold != .keep { itemsByMessage[message.id]?.removeFirst() }
      if fold == .moveToRequest && requestItems.isEmpty {
        itemsByMessage[request.id] = [promise.moved(to: request)]
      }
    }
    return messages.flatMap { itemsByMessage[$0.id] ?? [] }
  }

  /// What becomes of a message's first item, `promise`, given the message it answers.
  enum Fold { case keep, drop, moveToRequest }

  /// The one rule both folds follow: a promise accepting the request is the request's task; a
  /// bare "on it" that accepts nothing is no task; anything else stays.
  static func fold(
    _ promise: ActionItem, of message: ConversationMessage, answering request: ConversationMessage,
    requestItems: [ActionItem]
  ) -> Fold {
    // "Someone needs to renew it" – "I'll do it tonight": the one who takes up a task put to
    // no one makes it theirs; both stand.
    let putToNoOne = !requestItems.isEmpty && requestItems.allSatisfy { $0.assignee == nil }
    guard !putToNoOne || promise.assignee != message.sender else { return .keep }
    guard answers(message, to: request, requestItems: requestItems, promise: promise) else {
      // A bare "on it" is a task only as the taking up of one.
      return promise.task == "on it" ? .drop : .keep
    }
    return .moveToRequest
  }

  /// `foldingAcceptances(_:in:)` of each message's items (`items[index]` are `messages[index]`'s)
  /// when no two messages share an id (a store's): a message's request is found by index, the
  /// message before it in its chat (`previousInChat`) or, for a reply, the first message with
  /// the id it names, and only those ids are looked up.
  static func foldingAcceptances(
    byMessage items: [[ActionItem]], in messages: [ConversationMessage], previousInChat: [Int?]
  ) -> [ActionItem] {
    var items = takingUpOffers(byMessage: items, in: messages, previousInChat: previousInChat)
    let named = Set(messages.indices.compactMap { items[$0].isEmpty ? nil : messages[$0].replyTo })
    var byID: [String: Int] = [:]
    if !named.isEmpty {
      for (index, message) in messages.enumerated() where byID[message.id] == nil && named.contains(message.id) {
        byID[message.id] = index
      }
    }
    for index in messages.indices {
      guard let promise = items[index].first else { continue }
      let message = messages[index]
      guard let at = message.replyTo.flatMap({ byID[$0] }) ?? previousInChat[index] else { continue }
      let fold = fold(promise, of: message, answering: messages[at], requestItems: items[at])
      if fold != .keep { items[index].removeFirst() }
      if fold == .moveToRequest && items[at].isEmpty { items[at] = [promise.moved(to: messages[at])] }
    }
    return Array(items.joined())
  }

  /// `message` opens by accepting what someone else just asked (a question put to someone, or a
  /// task for the sender or for anyone), and its first item is the sender's own promise, made
  /// in the accepting clause or the next one.
  static func answers(
    _ message: ConversationMessage, to request: ConversationMessage, requestItems: [ActionItem], promise: ActionItem
  ) -> Bool {
    guard request.sender != message.sender, promise.assignee == message.sender,
      asksSomeone(request.text) || requestItems.contains(where: { $0.assignee == nil || $0.assignee == message.sender })
    else { return false }
    let clauses = Text.clauses(message.text).prefix(2).map(Clause.init)
    // "On it", "ok. on it": taking the task as asked, nothing more.
    if clauses.contains(where: { $0.words == ["on", "it"] }) && promise.task == "on it" { return true }
    // Otherwise the promise is made in the accepting clause or the next one.
    guard clauses.contains(where: { $0.words.joined(separator: " ").contains(promise.task) }) else { return false }
    if restatesTask(promise, of: request) { return true }
    guard let opening = clauses.first, let (start, length) = acceptanceOpenings.firstMatch(in: opening), start == 0
    else { return false }
    return opening.words.dropFirst(length).first != "not"
  }

  /// "Could you send me the receipts by Friday?" – "Thanks, I'll send them by Friday": a promise
  /// that does what was asked, by its verb, is the asked task taken up, whatever the reply
  /// opens with.
  static func restatesTask(_ promise: ActionItem, of request: ConversationMessage) -> Bool {
    guard let verb = promise.task.split(separator: " ").first.map(String.init), !genericVerbs.contains(verb)
    else { return false }
    return Clause(request.text).words.contains(verb)
  }

  /// Verbs too general to say which task a promise is ("I'll do it", "I'll get back to you").
  static let genericVerbs: WordSet = ["do", "get", "be", "have", "make", "go", "let", "see", "try", "keep", "take"]

  /// A question put to someone: "could you…?", "you can send it?", "can we…?", "can she…?"; not
  /// "will I be charged?" or "is there a next step?".
  static func asksSomeone(_ text: String) -> Bool {
    Text.clauses(text).contains { sentence in
      guard sentence.endsWithQuestionMark else { return false }
      let words = Clause(sentence).words
      return words.contains(where: HashedFeatures.secondPerson.contains)
        || zip(words, words.dropFirst()).contains { ["can", "could", "would"].contains($0) && $1 != "i" }
    }
  }
}

/// A yes to an offer ("Shall I ask the nutritionist?" – "yes please") makes the offer a task of
/// the one who offered, from the reply that took it up.
extension ActionItemDetector {
  /// Offers put as a question: "shall I…", "want me to…". Not "should I…?", which mostly asks
  /// for advice ("should I ice it?").
  static let offerQuestions = PhraseSet(["shall i", "want me to", "would you like me to"])

  /// Openings of a reply that take an offer up.
  static let offerAcceptances = PhraseSet([
    "go ahead", "yes", "yep", "yeah", "sure", "please", "go for it",
  ])

  /// `items` with an item added for each reply that takes up the offer before it in its chat,
  /// when the reply has none of its own.
  static func takingUpOffers(_ items: [ActionItem], in messages: [ConversationMessage]) -> [ActionItem] {
    let withItems = Set(items.map(\.messageID))
    var previous: [String: ConversationMessage] = [:]
    var added: [String: ActionItem] = [:]
    for message in messages {
      defer { previous[message.chat] = message }
      guard !withItems.contains(message.id), let offer = previous[message.chat],
        let item = offerTakenUp(by: message, after: offer)
      else { continue }
      added[message.id] = item
    }
    guard !added.isEmpty else { return items }
    let byMessage = Dictionary(grouping: items, by: \.messageID)
    return messages.flatMap { byMessage[$0.id] ?? added[$0.id].map { [$0] } ?? [] }
  }

  /// `takingUpOffers` of each message's items, the message before each found by index.
  static func takingUpOffers(
    byMessage items: [[ActionItem]], in messages: [ConversationMessage], previousInChat: [Int?]
  ) -> [[ActionItem]] {
    var items = items
    for index in messages.indices where items[index].isEmpty {
      guard let before = previousInChat[index], let item = offerTakenUp(by: messages[index], after: messages[before])
      else { continue }
      items[index] = [item]
    }
    return items
  }

  /// The offer's task, the offerer's, when `message` is a short yes to the offer just before it.
  static func offerTakenUp(by message: ConversationMessage, after offer: ConversationMessage) -> ActionItem? {
    guard offer.sender != message.sender, let task = offeredTask(offer.text), takesUp(message.text) else { return nil }
    return ActionItem(
      messageID: message.id, chat: message.chat, task: task, assignee: offer.sender,
      deadline: Deadline.find(in: Clause(task), sentOn: CalendarDay(millis: offer.time))?.iso)
  }

  /// What an offering question proposes to do ("Shall I send it to her?" → "send it to her").
  static func offeredTask(_ text: String) -> String? {
    for sentence in Text.clauses(text) where sentence.endsWithQuestionMark {
      let clause = Clause(sentence)
      guard let (start, length) = offerQuestions.firstMatch(in: clause), start + length < clause.words.count
      else { continue }
      return clause.words[(start + length)...].joined(separator: " ")
    }
    return nil
  }

  /// A short reply that opens by saying yes and asks nothing back ("yes please!", "Yep, go ahead").
  static func takesUp(_ text: String) -> Bool {
    let clause = Clause(text)
    guard clause.words.count <= 6, !text.endsWithQuestionMark,
      let (start, _) = offerAcceptances.firstMatch(in: clause)
    else { return false }
    return start == 0
  }
}

extension ActionItem {
  /// This item as the task of `request`, the message it answers.
  func moved(to request: ConversationMessage) -> ActionItem {
    ActionItem(messageID: request.id, chat: request.chat, task: task, assignee: assignee, deadline: deadline)
  }
}
