/// One line, as a push notification shows it, for the messages a chat received in a while:
/// "5 new from Design Team: Sarah: Wireframes are up; Mike asks you: Can you review by Fri?".
/// Extractive: every phrase is a sentence of one of the messages (shortened at a word, with
/// "…", when the line needs it), so nothing is said that nobody wrote. Questions put to the
/// owner are always in it.
public struct NotificationSummary: Sendable, Equatable {
  /// A phrase of the line and the message it comes from.
  public struct Phrase: Sendable, Equatable {
    public var messageID: String
    public var sender: String
    public var text: String
    /// True for a question put to the owner.
    public var asksOwner: Bool
  }

  /// The line, at most `NotificationSummarizer.maximumLength` characters.
  public var text: String
  /// The phrases in the order the line gives them.
  public var phrases: [Phrase]
}

/// Builds notification lines: the summariser's best sentences and every question to the owner,
/// fitted into one line.
public enum NotificationSummarizer {
  public static let maximumLength = 150
  /// A statement is left out rather than cut shorter than this.
  static let shortestStatement = 24
  /// A statement is cut to this, so that several people's news fit.
  static let longestStatement = 60
  static let separator = "; "

  /// The line for `messages` (one chat, time order), or nil when none of them is from someone
  /// else and has text. `chatName` is what the line says they are "from"; `count` how many
  /// new messages it announces when only the latest of them are given.
  public static func summary(
    of messages: [ConversationMessage], chatName: String?, directory: Directory, count: Int? = nil
  ) -> NotificationSummary? {
    let news = messages.filter { $0.sender != directory.owner && !$0.text.isEmpty }
    guard let first = news.first else { return nil }
    let direct = directory.rooms[first.chat]?.isDirect ?? true
    // A long chat name leaves room for what was said.
    let head = "\(max(count ?? 0, news.count)) new" + (chatName.map { " from " + shortened($0, to: 40) } ?? "") + ": "
    var room = maximumLength - head.count
    let questions = fitted(questionsToOwner(in: news, directory: directory), into: room, direct: direct, directory)
    room -= questions.reduce(0) { $0 + $1.rendered.count + separator.count }
    var statements: [(order: Int, phrase: NotificationSummary.Phrase, rendered: String)] = []
    let candidates = statementOrder(rankedSentences(news, directory: directory), news)
    // Each writer gets a fair share of the room for their first sentence, as many writers as
    // the room holds sentences worth reading.
    let writers = Set(candidates.map { news[$0.message].sender }).count
    let fairShare = room / max(1, min(writers, room / (shortestStatement + 10)))
    var heard: Set<String> = []
    for sentence in candidates {
      let message = news[sentence.message]
      guard !questions.contains(where: { $0.phrase.messageID == message.id && $0.phrase.text == sentence.display })
      else { continue }
      let label = direct ? "" : Summarizer.name(of: message.sender, directory) + ": "
      let first = !heard.contains(message.sender)
      let space = min(longestStatement, (first ? min(room, fairShare) : room) - separator.count - label.count)
      guard space >= shortestStatement else { continue }
      heard.insert(message.sender)
      let text = shortened(withoutFullStop(sentence.display), to: space)
      let phrase = NotificationSummary.Phrase(
        messageID: message.id, sender: message.sender, text: text, asksOwner: false)
      statements.append((sentence.order, phrase, label + text))
      room -= label.count + text.count + separator.count
    }
    let ordered = statements.sorted { $0.order < $1.order }.map { ($0.phrase, $0.rendered) }
    let parts = ordered + questions.map { ($0.phrase, $0.rendered) }
    guard !parts.isEmpty else { return nil }
    let line = head + parts.map(\.1).joined(separator: separator)
    return NotificationSummary(text: line, phrases: parts.map(\.0))
  }

  /// Sentences of messages addressed to the owner that ask them something, in time order.
  static func questionsToOwner(in messages: [ConversationMessage], directory: Directory)
    -> [NotificationSummary.Phrase]
  {
    var found: [NotificationSummary.Phrase] = []
    for message in messages {
      let analysed = AnalysedMessage(message)
      guard PriorityScorer.isAddressedToOwner(message, clause: analysed.whole, directory: directory) else { continue }
      for sentence in SummarySentences.sentences(message.text) where PriorityScorer.isQuestion(Clause(sentence)) {
        guard let display = SummarySentences.clean(withoutOwnerName(sentence, directory)) else { continue }
        found.append(.init(messageID: message.id, sender: message.sender, text: display, asksOwner: true))
      }
    }
    return found
  }

  /// "Maya, can you…" is "can you…" once the line says it asks you.
  static func withoutOwnerName(_ sentence: String, _ directory: Directory) -> String {
    guard let person = directory.people[directory.owner],
      let comma = sentence.firstIndex(of: ","),
      String(sentence[..<comma]).trimmingCharacters(in: " ").lowercased() == Text.firstName(person.name).lowercased()
    else { return sentence }
    return String(sentence[sentence.index(after: comma)...])
  }

  /// The questions as "Mike asks you: …" (in a 1:1 chat "asks you: …"), each cut to an equal
  /// share of `room` when together they do not fit.
  static func fitted(
    _ questions: [NotificationSummary.Phrase], into room: Int, direct: Bool, _ directory: Directory
  ) -> [(phrase: NotificationSummary.Phrase, rendered: String)] {
    let labels = questions.map { (direct ? "" : Summarizer.name(of: $0.sender, directory) + " ") + "asks you: " }
    let whole = zip(questions, labels).reduce(0) { $0 + $1.0.text.count + $1.1.count + separator.count }
    let share = questions.isEmpty ? room : room / questions.count
    return zip(questions, labels).map { question, label in
      var phrase = question
      if whole > room { phrase.text = shortened(question.text, to: max(1, share - label.count - separator.count)) }
      return (phrase, label + phrase.text)
    }
  }

  /// Each writer's best sentence first (the line says who said what), then the rest, best first.
  static func statementOrder(_ ranked: [SummarySentence], _ messages: [ConversationMessage]) -> [SummarySentence] {
    var heard: Set<String> = []
    var firsts: [SummarySentence] = []
    var rest: [SummarySentence] = []
    for sentence in ranked {
      if heard.insert(messages[sentence.message].sender).inserted {
        firsts.append(sentence)
      } else {
        rest.append(sentence)
      }
    }
    return firsts + rest
  }

  /// A statement joins the line without its full stop ("; " separates them).
  static func withoutFullStop(_ text: String) -> String {
    text.hasSuffix(".") && !text.hasSuffix("..") ? String(text.dropLast()) : text
  }

  /// The summariser's picks, best first.
  static func rankedSentences(_ messages: [ConversationMessage], directory: Directory) -> [SummarySentence] {
    Summarizer.pick(SummarySentences.split(messages, owner: directory.owner, cued: []))
      .sorted { $0.score > $1.score }
  }

  /// `text` if it fits in `length` characters, else its words up to that length and "…".
  static func shortened(_ text: String, to length: Int) -> String {
    guard text.count > length else { return text }
    var kept = ""
    for word in text.split(separator: " ") {
      let next = kept.isEmpty ? String(word) : kept + " " + word
      if next.count + 1 > length { break }
      kept = next
    }
    if kept.isEmpty { kept = String(text.prefix(max(0, length - 1))) }
    return kept.trimmingCharacters(in: " ,;:-") + "\u{2026}"
  }
}
