/// What a question to the assistant asks for, and so which engine answers it.
public enum QuestionIntent: Sendable, Equatable {
  /// "Summarize the Sunday Circuits chat": the chat (an id) to summarise.
  case summary(chat: String)
  /// "Which clients haven't messaged recently?": clients silent for at least `days`.
  case quietClients(days: Int)
  /// "Who are my clients?": the clients on the owner's roster.
  case clients
  /// "Which clients have open action items?": the roster's clients with open tasks.
  case clientsWithOpenItems
  /// "What are Tom's open action items?": open tasks of a person (nil: everyone's).
  case actionItems(person: String?)
  /// "What did we decide about pricing?": decisions about the question's topic.
  case decisions
  /// "What are Sarah's injuries?": profile facts of a client in some categories.
  case profile(client: String, categories: [ProfileCategory])
  /// "When is my next session with Tom?": calendar events and the times chats settled on.
  case schedule(person: String?)
  /// Anything else: the messages that answer it, quoted.
  case facts
}

/// Reads a question's intent from general English cues: the verb that asks for a summary,
/// "haven't messaged", "action items" or "to do", "decide", a client's "goal" or "injury",
/// "when is my session". Names resolve against the directory and the chat names.
public enum QuestionRouter {
  /// The intent of `question`, with the people and chats it names resolved:
  ///
  ///     QuestionRouter.route("Summarize the Bootcamp chat", directory: directory, chatNames: names)
  ///     // .summary(chat: "g01")
  public static func route(_ question: String, directory: Directory, chatNames: [String: String]) -> QuestionIntent {
    let words = Text.normalisedWords(question).map(QuestionShape.dropPossessive)
    let set = Set(words)
    let named = people(in: words, directory: directory)
    // The roster answers questions about the clients as a whole; without one they go on as ever.
    if directory.keepsRoster, let asked = clientsQuestion(words, set) { return asked }
    if !set.isDisjoint(with: summaryVerbs) || question.lowercased().contains("catch me up"),
      let chat = chat(in: words, named: named, directory: directory, chatNames: chatNames)
    {
      return .summary(chat: chat)
    }
    if asksQuiet(words, set) { return .quietClients(days: days(in: words) ?? 14) }
    if asksTasks(words, set) {
      let person = named.first ?? (set.isDisjoint(with: ["my", "me", "i", "i'm"]) ? nil : directory.owner)
      return .actionItems(person: person)
    }
    if let client = named.first(where: directory.isClient), asksForProfile(question, words) {
      // "What did Tom suggest she eat?", "when did she hurt it?" ask about something said: a
      // verb of a category names the profile only in the present ("what does Niamh eat?").
      let asked = set.contains("did") ? set.subtracting(categoryVerbs) : set
      let categories = ProfileCategory.allCases.filter { !asked.isDisjoint(with: categoryWords[$0] ?? []) }
      if !categories.isEmpty { return .profile(client: client, categories: categories) }
    }
    if words.first == "when" || words.starts(with: ["what", "time"]), !set.isDisjoint(with: appointmentWords),
      !set.isDisjoint(with: ["my", "our", "next", "i", "we"])
    {
      return .schedule(person: named.first)
    }
    if !set.isDisjoint(with: ["decide", "decided", "decision", "decisions", "agree", "agreed", "settle", "settled"]) {
      return .decisions
    }
    return .facts
  }

  /// Whether a question that names a client and a kind of fact may ask for their profile: not
  /// when it asks for one answer of its own kind ("how long has she been vegetarian", "when was
  /// her appointment at the chest pain clinic"), which the messages tell, nor about something of
  /// theirs ("what is her tortoise's favourite food": two possessives).
  static func asksForProfile(_ question: String, _ words: [String]) -> Bool {
    let possessives = Text.normalisedWords(question).filter {
      $0.hasSuffix("'s") && !AnswerPhrase.contracted.contains(String($0.dropLast(2)))
    }
    return possessives.count < 2 && !singleAnswerKinds.contains(QuestionShape.kind(of: words))
  }

  /// Kinds of question answered by one fact the messages state, not by a list of a profile's.
  static let singleAnswerKinds: Set<QuestionShape.Kind> = [
    .time, .duration, .frequency, .amount, .place, .person, .reason,
  ]

  /// People named in the question, the owner left out, in order.
  static func people(in words: [String], directory: Directory) -> [String] {
    var found: [String] = []
    for word in words {
      for id in directory.aliases[word] ?? [] where id != directory.owner && !found.contains(id) { found.append(id) }
    }
    return found
  }

  /// The chat a summary question names: the chat whose name shares most of the question's
  /// words, else the direct chat with the person named.
  static func chat(in words: [String], named: [String], directory: Directory, chatNames: [String: String]) -> String? {
    // A person alone names their chat only when the question is about a chat ("my chat with
    // Tom"), not about something in it ("a summary of Tom's call with the physio").
    let asked = Set(words.filter { !SummaryLexicon.stopWords.contains($0) && !summaryVerbs.contains($0) })
    var best: (id: String, share: Double)?
    // A direct chat is named after the person: it is found through them, below.
    for (id, name) in chatNames where directory.rooms[id]?.isDirect != true {
      let nameWords = Text.normalisedWords(name).filter { !SummaryLexicon.stopWords.contains($0) }
      guard !nameWords.isEmpty else { continue }
      let share = Double(nameWords.filter(asked.contains).count) / Double(nameWords.count)
      if share >= 0.5, share > (best?.share ?? 0) || (share == best?.share && id < best!.id) { best = (id, share) }
    }
    if let best { return best.id }
    guard let person = named.first, words.contains(where: chatWords.contains) else { return nil }
    return directory.rooms.values.filter { $0.isDirect && $0.members.contains(person) }.map(\.id).min()
  }

  /// The group chat `question` names by its name ("what time is the lunchtime circuit now"),
  /// if any: the topic of all its messages.
  public static func groupChat(in question: String, directory: Directory, chatNames: [String: String]) -> String? {
    let words = Text.normalisedWords(question).map(QuestionShape.dropPossessive)
    return chat(in: words, named: [], directory: directory, chatNames: chatNames)
  }

  static func asksQuiet(_ words: [String], _ set: Set<String>) -> Bool {
    // "Who hasn't replied to the survey" is about the survey; quiet clients is about time.
    let lately =
      !set.isDisjoint(with: ["recently", "lately", "while", "since", "long", "quiet", "silent", "inactive"])
      || days(in: words) != nil
    return asksSilence(set) && lately
      && !set.isDisjoint(with: ["clients", "client", "who", "which", "anyone", "people"])
  }

  /// Someone's silence: "quiet", "haven't messaged", "not heard from".
  static func asksSilence(_ set: Set<String>) -> Bool {
    !set.isDisjoint(with: ["quiet", "silent", "inactive", "ghosted", "ghosting"])
      || (!set.isDisjoint(with: ["haven't", "hasn't", "hadn't", "not", "stopped", "no"])
        && !set.isDisjoint(with: ["messaged", "message", "written", "write", "replied", "heard", "contacted", "touch"]))
  }

  /// A question about the owner's clients as a whole, asked plainly: which of them are quiet
  /// ("which of my clients haven't messaged this week"), have open tasks ("which clients have
  /// open action items"), or who they are ("who are my clients", "how many clients do I
  /// have"). Anything more ("which clients have a knee injury") is left to the other routes.
  static func clientsQuestion(_ words: [String], _ set: Set<String>) -> QuestionIntent? {
    guard !set.isDisjoint(with: ["clients", "client"]), let first = words.first, clientQuestionOpeners.contains(first)
    else { return nil }
    if asksSilence(set) {
      let lately = !set.isDisjoint(with: ["recently", "lately", "while", "long", "quiet", "silent", "inactive"])
      if let days = days(in: words) ?? periodDays(in: words) ?? (lately ? 14 : nil) { return .quietClients(days: days) }
      return nil
    }
    if asksTasks(words, set) { return .clientsWithOpenItems }
    return set.isSubset(of: clientListWords) ? .clients : nil
  }

  /// "this week", "past month", "today": the days a period of the question spans.
  static func periodDays(in words: [String]) -> Int? {
    if words.contains("today") { return 1 }
    for (index, word) in words.enumerated().dropLast() where ["this", "past", "last"].contains(word) {
      switch words[index + 1] {
      case "week": return 7
      case "fortnight": return 14
      case "month": return 30
      default: continue
      }
    }
    return nil
  }

  /// Only a question that plainly asks for a to-do list: a task noun ("open tasks", "action
  /// items", "to-do list"), an obligation still ahead ("what does Tom need to do"), or what
  /// someone has promised. "What did she used to do", "the task at the workshop" and "when did
  /// Tom promise to call" ask about something said, and the messages answer them.
  static func asksTasks(_ words: [String], _ set: Set<String>) -> Bool {
    if !set.isDisjoint(with: ["todo", "to-do", "todos", "tasks", "outstanding"]) { return true }
    let joined = " " + words.joined(separator: " ") + " "
    if [" action item", " to do list", " open items", " pending items"].contains(where: joined.contains) {
      return true
    }
    if set.contains("task"), !set.isDisjoint(with: ["open", "pending", "assigned", "next", "my", "any"]) {
      return true
    }
    let obligation = [" need to do ", " needs to do ", " have to do ", " has to do ", " got to do ", " left to do "]
    if obligation.contains(where: joined.contains), !set.contains("used") { return true }
    let asksWhat = words.first == "what" && set.isDisjoint(with: ["when", "why", "where", "how"])
    return asksWhat && !set.isDisjoint(with: ["promised", "promise", "committed"])
  }

  /// "in 10 days", "for 3 weeks": the number of days a question gives.
  static func days(in words: [String]) -> Int? {
    for (index, word) in words.enumerated().dropLast() {
      guard let number = Int(word) else { continue }
      switch words[index + 1] {
      case "day", "days": return number
      case "week", "weeks": return number * 7
      case "month", "months": return number * 30
      default: continue
      }
    }
    return nil
  }

  /// The first words of a question about the clients as a whole.
  static let clientQuestionOpeners: Set<String> = [
    "which", "who", "list", "show", "name", "what", "how", "do", "does", "are", "have", "has", "any", "tell", "give",
  ]
  /// Every word of a question that asks only who the clients are.
  static let clientListWords: Set<String> = [
    "which", "who", "what", "list", "show", "name", "tell", "give", "me", "are", "is", "my", "our", "the", "all", "of",
    "clients", "client", "do", "i", "we", "have", "how", "many", "current", "currently", "active", "there", "on",
    "roster", "your", "names",
  ]
  static let summaryVerbs: Set<String> = [
    "summarize", "summarise", "summary", "summarized", "summarised", "recap", "tldr", "sum", "digest", "overview",
  ]
  static let chatWords: Set<String> = [
    "chat", "chats", "conversation", "conversations", "messages", "thread", "dm", "dms",
  ]
  static let appointmentWords: Set<String> = [
    "session", "sessions", "call", "meeting", "appointment", "class", "pt", "training", "check-in", "catch-up",
    "scheduled", "booked",
  ]
  /// Words of `categoryWords` that are verbs: what someone did, in a question in the past.
  static let categoryVerbs: Set<String> = ["eat", "hurt", "hurts", "prefer", "prefers", "likes", "dislikes", "injured"]
  static let categoryWords: [ProfileCategory: Set<String>] = [
    .injury: ["injury", "injuries", "injured", "hurt", "hurts", "pain", "pains", "sore", "niggle", "niggles"],
    .medical: ["medical", "medication", "medications", "meds", "condition", "conditions", "health"],
    .diet: ["diet", "dietary", "allergy", "allergies", "allergic", "food", "foods", "eat", "vegetarian", "vegan"],
    .goal: ["goal", "goals", "aim", "aims", "target", "targets", "aiming", "ambition"],
    .availability: ["availability", "available"],
    .preference: ["preference", "preferences", "prefer", "prefers", "likes", "dislikes"],
  ]
}
