/// Finds requests ("can you…", "please…", "let me know…") and commitments ("I'll…",
/// "I'm going to…") clause by clause.
enum ActionItemDetector {
  /// Starts of a commitment by the sender.
  static let commitments = [
    "i'll", "i will", "i'm going to", "im going to", "i am going to", "i'll go ahead and", "i can send",
    "i'm on it", "leave it with me",
  ]

  /// After "I'll": verbs of feeling or state, which promise no task.
  static let stateVerbs: Set<String> = [
    "be", "see", "miss", "try", "survive", "live", "take", "never", "always", "just", "probably", "have", "need",
    "bet", "admit", "believe", "keep", "stick", "pass", "cry", "die", "make", "come", "go", "my", "the", "a", "an",
    "your", "buy", "get", "do", "tell", "show", "start",
  ]

  /// After "can you" / "could you": asking about ability or a time, not for a task.
  static let abilityVerbs: Set<String> = ["do", "make", "put", "walk", "feel", "manage", "still", "come", "run"]

  /// Starts of a request to the addressee.
  static let requests = [
    "can you", "could you", "would you", "will you", "can u", "could u", "can someone", "could someone",
    "can anyone", "could anyone", "please", "pls", "let me know",
    "make sure you", "don't forget to", "dont forget to", "remember to", "i'd like you to", "i need you to",
    "you need to", "send me", "put me down", "sign me up", "count me in", "i'd love you to",
  ]

  /// Questions that look like requests but ask for no task.
  static let rhetorical = ["can you believe", "can you imagine", "could you believe", "would you believe"]

  /// Imperatives of errands, at the start of a clause.
  static let errandVerbs: Set<String> = [
    "send", "book", "email", "fill", "sign", "pay", "bring", "text", "message", "call", "forward", "upload",
    "submit", "confirm", "register", "order", "print", "schedule", "grab", "drop", "ask",
  ]

  static func items(in message: ConversationMessage, directory: Directory) -> [ActionItem] {
    let day = CalendarDay(millis: message.time)
    var items: [ActionItem] = []
    for sentence in Text.clauses(message.text) {
      let clause = Clause(sentence)
      guard let (start, assignee) = trigger(clause, message: message, directory: directory) else { continue }
      let task = clause.words[start...].joined(separator: " ")
      let deadline = Deadline.find(in: clause, sentOn: day)?.iso
      items.append(
        ActionItem(messageID: message.id, chat: message.chat, task: task, assignee: assignee, deadline: deadline))
    }
    return items
  }

  /// A request names a task: not "yes please" or "please no running", not "can you do 4:30?".
  private static func isRequest(_ clause: Clause, at start: Int) -> Bool {
    let words = clause.words
    let first = words[start]
    let next = start + 1 < words.count ? words[start + 1] : ""
    if first == "please" || first == "pls" {
      return start + 2 < words.count && !["no", "god", "help", "don't"].contains(next)
    }
    if ["can", "could", "would", "will"].contains(first) {
      let verb = start + 2 < words.count ? words[start + 2] : ""
      if abilityVerbs.contains(verb) { return false }
    }
    return true
  }

  /// Where the task starts in the clause and who is to do it.
  private static func trigger(_ clause: Clause, message: ConversationMessage, directory: Directory)
    -> (Int, String?)?
  {
    if clause.hasAny(rhetorical) { return nil }
    if let start = commitments.compactMap(clause.position(of:)).min() {
      let phraseLength =
        commitments.first { clause.position(of: $0) == start }.map { $0.split(separator: " ").count } ?? 1
      let verbIndex = start + phraseLength
      let verb = verbIndex < clause.words.count ? clause.words[verbIndex] : ""
      if !stateVerbs.contains(verb) && !verb.isEmpty || clause.has("i'm on it") {
        // "I'll ask Aoife to…" is the sender's task too.
        return (min(verbIndex, clause.words.count - 1), message.sender)
      }
    }
    if let start = requests.compactMap(clause.position(of:)).min(), isRequest(clause, at: start) {
      let assignee =
        clause.hasAny(["put me down", "sign me up", "count me in"])
        ? directory.addressee(of: message, text: "") : directory.addressee(of: message, text: clause.text)
      return (start, assignee)
    }
    if let first = clause.words.first, errandVerbs.contains(first), !clause.text.hasSuffix("?") {
      return (0, directory.addressee(of: message, text: clause.text))
    }
    return nil
  }
}
