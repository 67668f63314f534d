/// Finds settled choices: "let's…", "we'll go with…", "Wed 7:15 it is", "Monday call then",
/// "decided", "agreed"; and a later message in the same chat that reverses one.
enum DecisionDetector {
  static let settling = [
    "let's", "lets", "we'll go with", "we'll do", "we'll keep", "we'll swap", "we'll switch", "we'll move",
    "we'll start", "we'll stick", "we'll push", "we'll drop", "decided", "we decided", "agreed", "it's agreed",
    "it is", "that works", "works for me", "friday works", "monday works", "go with", "switch to", "moved to",
    "switched to", "going with", "confirmed", "booked in", "locked in", "final answer", "done deal", "plan is",
    "see you then", "deal", "sorted", "new ones it is",
  ]

  /// Words after "let's" that start chatter, not a decision.
  static let chatter: Set<String> = ["see", "chat", "talk", "hope", "go", "catch", "be", "have", "not", "just"]

  static let reversal = [
    "actually", "change of plan", "scrap that", "instead", "cancel", "scratch that", "on second thought",
    "after all", "change that", "go back to", "rather",
  ]

  static func decisions(in messages: [ConversationMessage]) -> [Decision] {
    var found: [Decision] = []
    var byChat: [String: [Int]] = [:]
    for message in messages {
      guard let summary = decision(in: message) else { continue }
      // A decision that undoes an earlier one in the same chat marks it reversed.
      let clause = Clause(message.text)
      if clause.hasAny(reversal), let earlier = byChat[message.chat]?.last, found[earlier].reversedBy == nil {
        found[earlier].reversedBy = message.id
      }
      byChat[message.chat, default: []].append(found.count)
      found.append(
        Decision(messageID: message.id, chat: message.chat, summary: summary, tags: tags(of: clause), reversedBy: nil))
    }
    return found
  }

  /// The deciding clause, if the message settles something.
  static func decision(in message: ConversationMessage) -> String? {
    for sentence in Text.clauses(message.text) where !sentence.hasSuffix("?") {
      let clause = Clause(sentence)
      for phrase in settling {
        guard let position = clause.position(of: phrase) else { continue }
        if phrase == "let's" || phrase == "lets" {
          let next = position + 1 < clause.words.count ? clause.words[position + 1] : ""
          if chatter.contains(next) || next.isEmpty { continue }
        }
        if phrase == "deal" && clause.words.count > 3 { continue }
        return sentence
      }
      if clause.words.last == "then", clause.words.contains(where: isTimeWord) { return sentence }
    }
    return nil
  }

  static func isTimeWord(_ word: String) -> Bool {
    CalendarDay.weekday(named: word) != nil || word.hasSuffix("pm") || word.hasSuffix("am")
      || ["tomorrow", "tonight", "call", "session"].contains(word)
  }

  static let tagWords: [(tag: String, words: [String])] = [
    (
      "schedule",
      [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "pm", "am", "session", "call",
        "move*", "tomorrow",
      ]
    ),
    (
      "training",
      [
        "run", "miles", "session", "strength", "intervals", "block", "plan", "programme", "program", "reps",
        "deadlift*", "squat*",
      ]
    ),
    ("nutrition", ["carb*", "protein", "meal", "diet", "food", "eat*", "calories", "gel*"]),
    ("health", ["knee", "injur*", "pain", "physio", "rest", "sore"]),
    ("billing", ["pay*", "price", "invoice", "membership", "fee*", "refund"]),
  ]

  static func tags(of clause: Clause) -> [String] {
    tagWords.filter { entry in entry.words.contains { clause.has($0) } }.map(\.tag)
  }
}
