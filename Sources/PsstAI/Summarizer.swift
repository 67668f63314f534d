/// A chat's summary: a short extractive text in the chat's own words, and the structured
/// facts around it.
public struct Summary: Sendable, Equatable {
  /// The chat summarised (the chat of the first message; "" for no messages).
  public var chat: String
  /// Chosen sentences in time order, each turn led by its writer's first name; paragraphs
  /// (separated by a blank line) start where the conversation paused for days.
  public var text: String
  /// The few highest-ranked sentences, in time order.
  public var keyPoints: [String]
  public var decisions: [Decision]
  public var actionItems: [ActionItem]
  /// User ids of everyone who wrote, in order of their first message.
  public var participants: [String]
  /// Times (ms since 1970, UTC) of the first and last message covered; nil without messages.
  public var from: Int64?
  public var to: Int64?
  /// How many messages the summary covers.
  public var messageCount: Int

  public init(
    chat: String, text: String, keyPoints: [String], decisions: [Decision], actionItems: [ActionItem],
    participants: [String], from: Int64?, to: Int64?, messageCount: Int
  ) {
    self.chat = chat
    self.text = text
    self.keyPoints = keyPoints
    self.decisions = decisions
    self.actionItems = actionItems
    self.participants = participants
    self.from = from
    self.to = to
    self.messageCount = messageCount
  }
}

/// Engines that can summarise a conversation. Kept apart from `InsightEngine` so an engine
/// can offer insights without summaries.
public protocol SummaryEngine {
  /// A summary of `messages` (one chat, in time order).
  func summary(of messages: [ConversationMessage], directory: Directory) -> Summary
}

extension BuiltinEngine: SummaryEngine {
  public func summary(of messages: [ConversationMessage], directory: Directory) -> Summary {
    Summarizer.summary(of: messages, directory: directory)
  }
}

/// Extractive summaries: sentences scored by the chat's own frequent content words (stop words
/// removed), names, numbers and dates, decision and task cues and position, then picked
/// greedily with redundancy damping (SumBasic) until the word budget is spent, and printed in
/// time order.
enum Summarizer {
  /// Hard cap on the words of `text`.
  static let maximumWords = 300
  /// A long chat's summary is about this share of its words, within the cap.
  static let shareOfChat = 0.3
  /// A chat this short (in words) is kept nearly whole, less greetings and thanks.
  static let shortChat = 60
  /// The usual length of a summary of a chat of a few hundred words.
  static let fullSummary = 150
  /// How much each sentence already picked from a stretch of the chat lowers the others'.
  static let episodeDamping = 0.7

  static func summary(of messages: [ConversationMessage], directory: Directory) -> Summary {
    let messages = messages.filter { !$0.text.isEmpty }
    var participants: [String] = []
    var seen: Set<String> = []
    for message in messages where seen.insert(message.sender).inserted { participants.append(message.sender) }
    let decisions = DecisionDetector.decisions(in: messages)
    let actionItems = messages.flatMap { ActionItemDetector.items(in: $0, directory: directory) }
    let cued = Set(decisions.map(\.messageID)).union(actionItems.map(\.messageID))
    let chosen = pick(SummarySentences.split(messages, owner: directory.owner, cued: cued))
    let text = render(chosen, messages: messages, directory: directory)
    let keyCount = min(5, max(1, messages.count / 8))
    // Key points are whole statements: a fragment ("14th November in Sheffield.") ranks lower.
    let ranked = chosen.sorted {
      $0.score * min(1, Double($0.wordCount) / 10) > $1.score * min(1, Double($1.wordCount) / 10)
    }
    let keyPoints = ranked.prefix(keyCount).sorted { $0.order < $1.order }.map {
      "\(name(of: messages[$0.message].sender, directory)): \($0.display)"
    }
    return Summary(
      chat: messages.first?.chat ?? "", text: text, keyPoints: keyPoints, decisions: decisions,
      actionItems: actionItems, participants: participants, from: messages.first?.time, to: messages.last?.time,
      messageCount: messages.count)
  }

  /// The word budget: a short chat nearly whole; otherwise half the chat up to 150 words or 30%
  /// of it, whichever is more, never more than 300.
  static func budget(chatWords: Int) -> Int {
    let share = Int(Double(chatWords) * shareOfChat)
    return min(maximumWords, max(min(chatWords, shortChat), share, min(fullSummary, chatWords / 2)))
  }

  /// Greedy SumBasic: the best sentence by current word weights, whose words then count less,
  /// until the budget is reached. Returned in time order, each with the score it was picked at.
  static func pick(_ sentences: [SummarySentence]) -> [SummarySentence] {
    guard !sentences.isEmpty else { return [] }
    var weights: [String: Double] = [:]
    for sentence in sentences {
      for word in sentence.content { weights[word, default: 0] += 1 }
    }
    for sentence in sentences {
      for word in sentence.entities { weights[word, default: 0] *= 1.6 }
    }
    let budget = budget(chatWords: sentences.reduce(0) { $0 + $1.wordCount })
    var used = 0
    var chosen: [SummarySentence] = []
    var candidates = sentences
    var covered: [Int: Int] = [:]
    while used < budget, !candidates.isEmpty {
      var best: (index: Int, score: Double)? = nil
      // A little over the budget is fine, never over the cap; each sentence may need its
      // writer's name in front ("Noor:"), counted as one more word.
      for (index, sentence) in candidates.enumerated()
      where used + sentence.wordCount + 1 <= min(budget + 10, maximumWords) {
        // Spread the picks over the chat's stretches, as a person retelling it would.
        let spread = 1 / (1 + episodeDamping * Double(covered[sentence.episode] ?? 0))
        let score = sentence.score(weights) * spread
        if best.map({ score > $0.score }) ?? true { best = (index, score) }
      }
      guard let best, best.score > 0 else { break }
      var sentence = candidates.remove(at: best.index)
      sentence.score = best.score
      used += sentence.wordCount + 1
      covered[sentence.episode, default: 0] += 1
      chosen.append(sentence)
      // Damp what was said, so the next pick covers something new.
      for word in sentence.content { weights[word, default: 0] *= 0.3 }
    }
    return chosen.sorted { $0.order < $1.order }
  }

  /// "Piet: … Noor: …": consecutive sentences by one writer form one turn; a pause of more
  /// than two days between chosen sentences starts a new paragraph.
  static func render(_ chosen: [SummarySentence], messages: [ConversationMessage], directory: Directory) -> String {
    var paragraphs: [String] = []
    var current = ""
    var lastSender: String? = nil
    var lastTime: Int64? = nil
    for sentence in chosen {
      let message = messages[sentence.message]
      if let lastTime, message.time - lastTime > 2 * 86_400_000, !current.isEmpty {
        paragraphs.append(current)
        current = ""
        lastSender = nil
      }
      if lastSender != message.sender {
        current += (current.isEmpty ? "" : " ") + name(of: message.sender, directory) + ": "
      } else {
        current += " "
      }
      current += sentence.display
      lastSender = message.sender
      lastTime = message.time
    }
    if !current.isEmpty { paragraphs.append(current) }
    return paragraphs.joined(separator: "\n\n")
  }

  static func name(of id: String, _ directory: Directory) -> String {
    directory.people[id].map { Text.firstName($0.name) } ?? id
  }
}
