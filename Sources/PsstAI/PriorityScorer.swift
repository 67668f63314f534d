/// Scores how much a message needs the owner: questions and requests to them, health red
/// flags, payment and cancellation problems, scheduling asks and urgency, discounted for
/// jokes and for messages that only thank or agree.
enum PriorityScorer {
  static let healthFlags = [
    "pain", "painful", "hurt*", "sore", "injur*", "dizzy", "dizziness", "faint*", "chest", "blood", "bleed*",
    "swollen", "swelling", "numb*", "tingl*", "sick", "ill", "leak*", "tear", "torn", "sprain*", "twinge*", "ache*",
    "worried", "fell", "collapsed", "breathless", "palpitation*", "migraine*", "pregnan*", "meds", "medication",
  ]
  static let money = [
    "payment", "paid", "pay", "invoice", "refund", "cancel*", "direct debit", "mandate", "card", "charged",
    "charge", "bounced", "failed", "membership", "price", "fee", "fees", "billing", "quit", "pause",
  ]
  static let scheduling = [
    "move", "reschedule", "resched", "swap", "still ok for", "still on for", "running late", "be late",
    "mins late", "minutes late", "can't make", "cant make", "miss", "free on", "are you free", "instead",
  ]
  static let requests = [
    "can you", "could you", "can we", "could we", "would you", "should i", "do i", "is it ok", "is that ok",
    "what do you", "what should", "how do i", "how should", "any chance", "did you", "have you", "let me know",
  ]
  static let urgency = ["urgent", "asap", "emergency", "urgently", "right away", "help"]
  static let jokes = ["lol", "haha", "hahaha", "jk", "joking", "kidding", "lmao", "😂", "🤣", "😅", "😜"]
  static let closings = [
    "thanks", "thank you", "cheers", "see you then", "perfect", "great", "sounds good", "ok", "okay", "will do",
    "nice", "love it", "brilliant", "👍", "🙏",
  ]

  static func score(_ message: ConversationMessage, directory: Directory) -> Priority {
    func result(_ score: Double, _ reason: String) -> Priority {
      Priority(messageID: message.id, chat: message.chat, score: score, reason: reason)
    }
    guard message.sender != directory.owner else { return result(0, "sent by you") }
    let text = Text.normalise(message.text)
    let clause = Clause(message.text)
    let joking = jokes.contains { text.contains($0) }
    var signals: [(Double, String)] = []
    if clause.hasAny(healthFlags) { signals.append((0.85, "health concern")) }
    if clause.hasAny(money) { signals.append((0.8, "payment or membership")) }
    if clause.hasAny(scheduling) && hasTime(clause) { signals.append((0.8, "scheduling request")) }
    let asksOwner = Text.clauses(message.text).contains { $0.hasSuffix("?") || $0.hasSuffix("??") }
    if clause.hasAny(requests) { signals.append((0.8, "request to you")) }
    if asksOwner { signals.append((joking ? 0.55 : 0.78, "question to you")) }
    if clause.hasAny(urgency) { signals.append((joking ? 0.5 : 0.9, joking ? "urgent, but joking" : "marked urgent")) }
    guard var best = signals.max(by: { $0.0 < $1.0 }) else {
      return result(
        isClosing(clause) ? 0.05 : 0.25, isClosing(clause) ? "thanks or agreement" : "no request or concern")
    }
    // Several independent signals reinforce each other.
    if signals.count > 1 { best.0 = min(1, best.0 + 0.05 * Double(signals.count - 1)) }
    if joking && !signals.contains(where: { $0.1 == "health concern" }) { best.0 = min(best.0, 0.6) }
    return result((best.0 * 100).rounded() / 100, best.1)
  }

  static func hasTime(_ clause: Clause) -> Bool {
    clause.words.contains { CalendarDay.weekday(named: $0) != nil || $0.hasSuffix("pm") || $0.hasSuffix("am") }
      || clause.hasAny(["tomorrow", "tonight", "next week", "this week", "morning", "evening"])
  }

  static func isClosing(_ clause: Clause) -> Bool {
    clause.words.count <= 6 && clause.hasAny(closings)
  }
}
