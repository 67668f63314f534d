/// Finds requests ("can you…", "please…", "let me know…") and commitments ("I'll…",
/// "I'm going to…") clause by clause.
enum ActionItemDetector {
  /// Starts of a commitment by the sender.
  static let commitments = PhraseSet([
    "i'll", "i will", "i'm going to", "im going to", "i am going to", "i'll go ahead and", "i can send",
    "i'm on it", "leave it with me",
  ])

  /// After "I'll": verbs of feeling or state, which promise no task.
  static let stateVerbs: Set<String> = [
    "be", "see", "miss", "try", "survive", "live", "take", "never", "always", "just", "probably", "have", "need",
    "bet", "admit", "believe", "keep", "stick", "pass", "cry", "die", "go", "my", "the", "a", "an", "your", "show",
    "start", "sleep", "eat", "love", "hate", "think", "hope", "feel", "look",
  ]

  /// After "I'll make/get/come…": words that make it a state ("make it work", "come straight
  /// from school", "get there"), not a task.
  static let stateObjects: Set<String> = ["it", "there", "back", "home", "straight", "through", "by", "over", "in"]

  /// After "can you" / "could you": asking about ability or a time, not for a task.
  static let abilityVerbs: Set<String> = ["do", "make", "put", "walk", "feel", "manage", "still", "come", "run"]

  /// "Booking St John's now", "emailing Greta tonight": an -ing start with a time soon is the sender's task.
  static let soon = PhraseSet([
    "now", "tonight", "today", "tomorrow", "this afternoon", "this evening", "this week", "asap",
  ])
  static let notGerunds: Set<String> = [
    "morning", "evening", "nothing", "something", "anything", "everything", "thing", "king", "ring", "spring",
    "during", "feeling", "going", "being", "sing", "amazing", "wedding", "training", "running", "ceiling",
  ]

  /// Starts of a request to the addressee.
  static let requests = PhraseSet([
    "can you", "could you", "would you", "will you", "can u", "could u", "can someone", "could someone",
    "can anyone", "could anyone", "could everyone", "can everyone", "please", "pls", "let me know", "like you to",
    "make sure you", "don't forget to", "dont forget to", "remember to", "i'd like you to", "i need you to",
    "you need to", "send me", "put me down", "sign me up", "count me in", "i'd love you to",
  ])

  static let enrolment = PhraseSet(["put me down", "sign me up", "count me in"])

  /// Questions that look like requests but ask for no task.
  static let rhetorical = PhraseSet(["can you believe", "can you imagine", "could you believe", "would you believe"])

  /// Imperatives of errands, at the start of a clause.
  static let errandVerbs: Set<String> = [
    "send", "book", "email", "fill", "sign", "pay", "bring", "text", "message", "call", "forward", "upload",
    "submit", "confirm", "register", "order", "print", "schedule", "grab", "drop", "ask", "tell", "get", "buy", "log",
  ]

  static func items(in message: ConversationMessage, directory: Directory) -> [ActionItem] {
    items(in: AnalysedMessage(message), directory: directory)
  }

  static func items(in analysed: AnalysedMessage, directory: Directory) -> [ActionItem] {
    let message = analysed.message
    let day = CalendarDay(millis: message.time)
    var items: [ActionItem] = []
    for clause in analysed.clauses {
      guard let (start, assignee) = trigger(clause, message: message, directory: directory) else { continue }
      let task = clause.words[start...].joined(separator: " ")
      let deadline = Deadline.find(in: clause, sentOn: day)?.iso
      items.append(
        ActionItem(messageID: message.id, chat: message.chat, task: task, assignee: assignee, deadline: deadline))
    }
    return items
  }

  /// A person of the directory named just before "will" + a verb.
  private static func thirdPartyCommitment(_ clause: Clause, message: ConversationMessage, directory: Directory)
    -> (Int, String)?
  {
    guard let will = clause.words.firstIndex(of: "will"), will > 0, will + 1 < clause.words.count,
      !stateVerbs.contains(clause.words[will + 1])
    else { return nil }
    let named = clause.words[will - 1]
    guard
      let person = directory.people.values.first(where: {
        $0.id != message.sender && ($0.id.lowercased() == named || Text.firstName($0.name).lowercased() == named)
      })
    else { return nil }
    return (will + 1, person.id)
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
      // "Can you do Tuesday at 4:30?" asks about a time; "can you do the graphics" asks for a task.
      if abilityVerbs.contains(verb)
        && (["put", "walk", "feel", "manage", "still"].contains(verb)
          || words.contains(where: DecisionDetector.isTimeWord))
      {
        return false
      }
    }
    return true
  }

  /// Where the task starts in the clause and who is to do it.
  private static func trigger(_ clause: Clause, message: ConversationMessage, directory: Directory)
    -> (Int, String?)?
  {
    if clause.hasAny(rhetorical) { return nil }
    if let (start, phraseLength) = commitments.firstMatch(in: clause) {
      let verbIndex = start + phraseLength
      let verb = verbIndex < clause.words.count ? clause.words[verbIndex] : ""
      let object = verbIndex + 1 < clause.words.count ? clause.words[verbIndex + 1] : ""
      let isState =
        stateVerbs.contains(verb) || (["make", "get", "come", "do"].contains(verb) && stateObjects.contains(object))
      if !isState && !verb.isEmpty || clause.has("i'm on it") {
        // "I'll ask Imke to…" is the sender's task too.
        return (min(verbIndex, clause.words.count - 1), message.sender)
      }
    }
    if let (start, _) = requests.firstMatch(in: clause), isRequest(clause, at: start) {
      let assignee =
        clause.hasAny(enrolment)
        ? directory.addressee(of: message, text: "") : directory.addressee(of: message, text: clause.text)
      return (start, assignee)
    }
    if let first = clause.words.first, errandVerbs.contains(first), !clause.text.hasSuffix("?") {
      return (0, directory.addressee(of: message, text: clause.text))
    }
    if let first = clause.words.first, first.hasSuffix("ing"), first.count > 5, !notGerunds.contains(first),
      clause.hasAny(soon), !clause.text.hasSuffix("?")
    {
      return (0, message.sender)
    }
    // "Greta will send you the form", "Ravi'll cover": someone else named takes it on.
    if let (start, person) = thirdPartyCommitment(clause, message: message, directory: directory) {
      return (start, person)
    }
    // "I can print them", "I can be there": an offer is a commitment.
    if let start = clause.position(of: "i can"), start + 2 < clause.words.count,
      !["see", "feel", "tell", "imagine", "do", "make", "come", "only", "never", "try", "understand"].contains(
        clause.words[start + 2]), !clause.text.hasSuffix("?")
    {
      return (start + 2, message.sender)
    }
    return nil
  }
}

// MARK: What the models add

extension ActionItemDetector {
  static let actionModels = VectorModels(withVector: .action, withoutVector: .actionWithoutVector)

  /// The rules' items of every message, in order; with `learned`, also an item for each message
  /// the rules pass over and the action models accept (with its stored vector from `vectors`).
  static func items(
    in messages: [ConversationMessage], directory: Directory, learned: Bool, vectors: (any MessageVectors)?
  ) -> [ActionItem] {
    items(in: AnalysedMessage.all(messages), directory: directory, learned: learned, vectors: vectors)
  }

  /// `items(in:directory:learned:vectors:)` over messages already analysed; the rules and the
  /// models' shapes are read on every core.
  static func items(
    in messages: [AnalysedMessage], directory: Directory, learned: Bool, vectors: (any MessageVectors)?
  ) -> [ActionItem] {
    var found = messages.concurrentMap { items(in: $0, directory: directory) }
    guard learned, actionModels.isEnabled else { return found.flatMap { $0 } }
    let previous = AnalysedMessage.previousInChat(messages)
    let candidates = messages.indices.filter { found[$0].isEmpty }.concurrentMap { index in
      let message = messages[index].message
      let context = HashedFeatures.Context(
        message, previous: previous[index].map { messages[$0].message }, directory: directory)
      return (id: message.id, features: HashedFeatures(shapesOf: messages[index], context: context))
    }
    let accepted = actionModels.accepted(candidates, vectors: vectors)
    for (index, analysed) in messages.enumerated() where accepted.contains(analysed.message.id) {
      found[index] = learnedItem(in: analysed.message, directory: directory).map { [$0] } ?? []
    }
    return found.flatMap { $0 }
  }

  /// The item of a message the models found: its first clause of two words or more that does not
  /// open with a greeting or thanks is the task (else its first clause). It is the sender's own when the clause speaks of them ("I shall
  /// send…", and a terse "on it", "will send tonight" with no person at all), the addressee's when
  /// it speaks only to them ("you", "your").
  static func learnedItem(in message: ConversationMessage, directory: Directory) -> ActionItem? {
    let clauses = Text.clauses(message.text).map(Clause.init).filter { $0.words.count >= 2 }
    guard let clause = clauses.first(where: { !isCourtesy($0) }) ?? clauses.first else { return nil }
    let speaksToAddressee =
      clause.words.contains(where: HashedFeatures.secondPerson.contains)
      && !clause.words.contains(where: HashedFeatures.firstPerson.contains)
    let assignee = speaksToAddressee ? directory.addressee(of: message, text: clause.text) : message.sender
    return ActionItem(
      messageID: message.id, chat: message.chat, task: clause.words.joined(separator: " "), assignee: assignee,
      deadline: Deadline.find(in: clause, sentOn: CalendarDay(millis: message.time))?.iso)
  }

  /// "Good morning Sam,", "Thanks so much!": a clause that opens with a greeting or thanks names no task.
  static func isCourtesy(_ clause: Clause) -> Bool {
    guard let first = clause.words.first else { return true }
    return SummaryLexicon.greetings.contains(first) || ["thanks", "thank", "cheers", "thx", "ty"].contains(first)
  }
}
