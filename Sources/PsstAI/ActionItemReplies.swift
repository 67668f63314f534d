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
    var itemsByMessage = Dictionary(grouping: items, by: \.messageID)
    let byID = Dictionary(messages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var previous: [String: ConversationMessage] = [:]
    for message in messages {
      defer { previous[message.chat] = message }
      guard let request = message.replyTo.flatMap({ byID[$0] }) ?? previous[message.chat],
        let promise = itemsByMessage[message.id]?.first,
        answers(message, to: request, requestItems: itemsByMessage[request.id] ?? [], promise: promise)
      else { continue }
      itemsByMessage[message.id]?.removeFirst()
      if itemsByMessage[request.id, default: []].isEmpty {
        itemsByMessage[request.id] = [
          ActionItem(
            messageID: request.id, chat: request.chat, task: promise.task, assignee: promise.assignee,
            deadline: promise.deadline)
        ]
      }
    }
    return messages.flatMap { itemsByMessage[$0.id] ?? [] }
  }

  /// `foldingAcceptances(_:in:)` of each message's items (`items[index]` are `messages[index]`'s)
  /// when no two messages share an id (a store's): a message's request is found by index, the
  /// message before it in its chat (`previousInChat`) or, for a reply, the first message with
  /// the id it names, and only those ids are looked up.
  static func foldingAcceptances(
    byMessage items: [[ActionItem]], in messages: [ConversationMessage], previousInChat: [Int?]
  ) -> [ActionItem] {
    var items = items
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
      guard let at = message.replyTo.flatMap({ byID[$0] }) ?? previousInChat[index],
        answers(message, to: messages[at], requestItems: items[at], promise: promise)
      else { continue }
      items[index].removeFirst()
      if items[at].isEmpty {
        let request = messages[at]
        items[at] = [
          ActionItem(
            messageID: request.id, chat: request.chat, task: promise.task, assignee: promise.assignee,
            deadline: promise.deadline)
        ]
      }
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
    guard let opening = clauses.first, let (start, length) = acceptanceOpenings.firstMatch(in: opening), start == 0,
      opening.words.dropFirst(length).first != "not"
    else { return false }
    return clauses.contains { $0.words.joined(separator: " ").contains(promise.task) }
  }

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
