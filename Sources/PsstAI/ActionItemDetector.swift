/// Finds requests ("can you…", "please…", "let me know…") and commitments ("I'll…",
/// "I'm going to…") clause by clause.
enum ActionItemDetector {
  /// Starts of a commitment by the sender.
  static let commitments = PhraseSet([
    "i'll", "i will", "i'm going to", "im going to", "i am going to", "i'll go ahead and", "i can send",
    "i'm on it", "leave it with me", "i shall",
  ])

  /// After "I'll": verbs of feeling or state, which promise no task.
  static let stateVerbs: WordSet = [
    "be", "see", "miss", "try", "survive", "live", "take", "never", "always", "just", "probably", "have", "need",
    "bet", "admit", "believe", "keep", "stick", "pass", "cry", "die", "go", "my", "the", "a", "an", "your", "show",
    "start", "sleep", "eat", "love", "hate", "think", "hope", "feel", "look", "consider", "continue", "watch", "know",
    "not", "skip",
  ]

  /// Verbs of buying and of training: a client's promise of one ("I'll buy the buoy", "I'll jog it
  /// as a shakeout") is their own errand or session, no task for anyone to track.
  static let ownErrands: WordSet = [
    "buy", "order", "purchase", "jog", "run", "swim", "ride", "cycle", "walk", "train", "stretch", "lift", "row",
    "climb",
  ]

  /// Between "I'll" and its verb: adverbs that leave the promise to the verb.
  static let promiseAdverbs: WordSet = ["still", "also", "definitely", "def", "actually", "then"]

  /// Before "I'll": someone else's words reported ("my brother says I'll wither away"), no promise.
  static let reporting: WordSet = ["says", "said", "say", "thinks", "reckons", "told", "tells", "asks", "asked"]

  /// After "I'll make/get/come/do…" or an imperative "get": words that make it a state ("make it
  /// work", "come straight from school", "do as much as I can", "get well soon", "get in!"), not a task.
  static let stateObjects: WordSet = [
    "it", "there", "back", "home", "straight", "through", "by", "over", "in", "as", "well",
  ]

  /// After "can you" / "could you": asking about ability or a time, not for a task.
  static let abilityVerbs = bodyAbilities.union(["do", "make", "come", "run", "wait"])
  /// Of the ability verbs, those that ask what a body can do whatever follows ("can you swim a
  /// length?", "can you touch your toes?"); the others only with a time ("can you do Tuesday?").
  static let bodyAbilities: WordSet = [
    "put", "walk", "feel", "manage", "still", "swim", "touch", "reach", "bend", "kneel", "jump",
  ]

  /// "Emailing Greta tonight": an -ing start with a time soon is the sender's task. Not "now":
  /// "sending now", "calling now" report a task under way, done before anyone could track it.
  static let soon = PhraseSet([
    "tonight", "today", "tomorrow", "this afternoon", "this evening", "this week", "asap",
  ])
  static let notGerunds: WordSet = [
    "morning", "evening", "nothing", "something", "anything", "everything", "thing", "king", "ring", "spring",
    "during", "feeling", "going", "being", "sing", "amazing", "wedding", "training", "running", "ceiling",
  ]

  /// Starts of a request to the addressee.
  static let requests = PhraseSet([
    "can you", "could you", "would you", "will you", "can u", "could u", "can someone", "could someone",
    "can anyone", "could anyone", "could everyone", "can everyone", "please", "pls", "let me know", "like you to",
    "make sure you", "don't forget to", "dont forget to", "remember to", "i'd like you to", "i need you to",
    "you need to", "send me", "put me down", "sign me up", "count me in", "i'd love you to", "could i have",
    "can i have",
  ])

  /// Words an errand may follow at the start of a clause, besides the name of whom it is for.
  static let errandLeads: WordSet = ["yes", "ok", "okay", "and", "so", "then", "also", "now", "just"]

  static let enrolment = PhraseSet(["put me down", "sign me up", "count me in"])

  /// Questions that look like requests but ask for no task.
  static let rhetorical = PhraseSet([
    "can you believe", "can you imagine", "could you believe", "would you believe", "tell me there's",
    "tell me there is", "tell me it's", "tell me that's", "tell me it is", "tell me he's", "tell me he is",
    "tell me she's", "tell me she is", "tell me they're", "tell me you're", "explain why", "explain how come",
  ])

  /// Imperatives of errands, at the start of a clause. "Bring" only with "please": unasked, it
  /// tells what to have with you ("bring water and a mat", "bring back cake").
  static let errandVerbs: WordSet = [
    "send", "book", "email", "fill", "sign", "pay", "bring", "text", "message", "call", "forward", "upload",
    "submit", "confirm", "register", "order", "print", "schedule", "grab", "drop", "ask", "tell", "get", "buy", "log",
    "put", "hold", "offer",
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

  /// "Will dig them out this weekend", "I have kept the slot and will confirm tomorrow": a
  /// promise whose subject, the sender, goes unsaid. Where its verb starts; not "will do" (an
  /// acceptance), nor "will you…" (a request) or "will it…".
  static func elidedPromise(_ clause: Clause) -> Int? {
    let words = clause.words
    guard !clause.text.endsWithQuestionMark, let first = words.first else { return nil }
    let verbIndex: Int
    if first == "will" {
      verbIndex = 1
    } else if let afterComma = willAfterComma(clause) {
      verbIndex = afterComma + 1
    } else if HashedFeatures.firstPerson.contains(first), let and = clause.position(of: "and will") {
      verbIndex = and + 2
    } else {
      return nil
    }
    guard verbIndex < words.count, !notVerbs.contains(words[verbIndex]) else { return nil }
    // "Will do" accepts; "will do it tomorrow" names what is done.
    if words[verbIndex] == "do" && !doesSomething(words, verb: verbIndex) { return nil }
    return verbIndex
  }

  /// "The edit is 80% done, will finish tonight": where a "will" that opens the part after a
  /// comma stands, the sender's promise run on after a report.
  static func willAfterComma(_ clause: Clause) -> Int? {
    guard Text.mayContain(clause.text, ascii: ", will "), let comma = clause.text.firstRange(of: ", will ") else {
      return nil
    }
    return Clause(String(clause.text[..<comma.lowerBound])).words.count
  }

  /// Words after "will" that are its subject or a state, not a verb of a task.
  static let notVerbs = WordSet(HashedFeatures.secondPerson).union(HashedFeatures.firstPerson).union(
    HashedFeatures.we
  ).union(["it", "there", "that", "this", "he", "she", "they", "not", "be"])

  /// "Do it tonight", "do the invoices": "do" with an object is a task; "do as much as I can",
  /// a bare "will do" is not.
  static func doesSomething(_ words: [String], verb: Int) -> Bool {
    verb + 1 < words.count && DecisionDetector.determiners.contains(words[verb + 1])
  }

  /// "I'll have the post drafted by Friday", "I'll have it ready tonight": "have" with a thing
  /// made ready is a task, not "I'll have a coffee".
  static func hasReady(_ words: [String], after verb: Int) -> Bool {
    words[(verb + 1)...].prefix(5).contains { readyWords.contains($0) || isParticiple($0) }
  }

  /// Words that say a thing will be ready ("I'll have it done by Friday").
  static let readyWords: WordSet = ["ready", "done", "sorted", "finished"]

  /// "drafted", "written", "sent": a past participle of a task's verb.
  /// "Get it looked at", "get them checked": "get" with an object and a participle is a task,
  /// not a state ("get it", "get in!").
  static func getsSomethingDone(_ words: [String], verb: Int) -> Bool {
    verb + 2 < words.count && ["it", "them", "this", "that"].contains(words[verb + 1])
      && (isParticiple(words[verb + 2]) || words[verb + 2] == "seen")
  }

  /// "I'll pass it to Hana", "I'll pass your details to the office": "pass" with an object
  /// handed to someone is a task; "I'll pass", "I'll pass on that" decline, and "I'll pass that on
  /// to Tomás" relays news.
  static func passesSomething(_ words: [String], verb: Int) -> Bool {
    guard verb + 1 < words.count, words[verb + 1] != "on" else { return false }
    let following = words[(verb + 1)...].prefix(4)
    guard let to = following.firstIndex(of: "to") else { return false }
    return !words[(verb + 1)..<to].contains("on")
  }

  static func isParticiple(_ word: String) -> Bool {
    (word.count > 4 && word.hasSuffix("ed") && word != "need") || ["written", "sent", "done", "made"].contains(word)
  }

  /// Words that open a condition.
  static let conditions: WordSet = ["if", "unless"]

  /// After "I can": no task follows a time ("today I can at 2"), a degree ("I can barely hold a
  /// cup") or putting up with something ("I can live with it").
  static let notAfterICan: WordSet = ["at", "on", "barely", "hardly", "live"]

  /// After "I can": taking part or fitting in ("I can start Monday", "I can squeeze in Sunday",
  /// "I can eat after") says when the sender is free, not what they will do for anyone.
  static let availabilityVerbs: WordSet = ["start", "eat", "squeeze", "fit", "join", "train", "sleep", "wait"]

  /// Before "I can": a purpose ("so I can"), a time it waits for ("before I can"), a permission
  /// reported ("said I can") or a condition: no offer.
  static let beforeNoOffer: WordSet = [
    "so", "before", "until", "till", "when", "if", "said", "says", "that", "where", "how",
  ]

  /// A person of the directory named just before "will" + a verb; not "Of course Sam, will do",
  /// where the name is who is spoken to. Without "will", a plan in the present tense (see
  /// `plannedErrand`).
  private static func thirdPartyCommitment(_ clause: Clause, message: ConversationMessage, directory: Directory)
    -> (Int, String)?
  {
    let words = clause.words
    guard let will = words.firstIndex(of: "will"), will > 0, will + 1 < words.count,
      !stateVerbs.contains(words[will + 1]),
      !(words[will + 1] == "do" && will + 2 == words.count)
    else { return plannedErrand(clause, message: message, directory: directory) }
    return directory.person(named: words[will - 1], excluding: message.sender).map { (will + 1, $0) }
  }

  /// "Joost sends the links tomorrow": a present tense with a day ahead is a plan, the named
  /// person's errand; "Joost sends invoices every month" tells a habit, "Dev tells me he is
  /// starting a class on Tuesday" what was said.
  private static func plannedErrand(
    _ clause: Clause, message: ConversationMessage, directory: Directory
  ) -> (Int, String)? {
    let words = clause.words
    guard !clause.text.endsWithQuestionMark, !words.contains(where: habitual.contains),
      let verb = words.indices.dropFirst().first(where: { index in
        words[index].hasSuffix("s") && !reporting.contains(words[index])
          && errandVerbs.contains(String(words[index].dropLast()))
      }), let named = directory.person(named: words[verb - 1], excluding: message.sender),
      Deadline.find(in: clause, sentOn: CalendarDay(millis: message.time)) != nil
    else { return nil }
    return (verb, named)
  }

  /// Words that make a present tense a habit rather than a plan.
  static let habitual: WordSet = ["every", "always", "usually", "normally", "often", "never", "sometimes", "each"]

  /// After "please": words that start no task. A subject ("6 please, I'll come straight from
  /// school", "yes please, let's keep going") begins a new statement; "please note", "please find
  /// attached", "please welcome" inform; "please always tell me" sets a standing rule.
  static let notAfterPlease = WordSet(HashedFeatures.firstPerson).union(HashedFeatures.we).union([
    "no", "god", "help", "don't", "it", "that", "note", "find", "welcome", "always", "never", "know",
    // "A PDF, please, and if possible…", "question please: is it ok…", "to me please, Joost is
    // away", "please be patient": a courtesy before more words, not a verb of a task.
    "and", "is", "are", "until", "till", "if", "be",
  ])

  /// Verbs that, second after "please", make the word between them a subject.
  static let linkingVerbs: WordSet = ["is", "are", "was", "were", "has", "isn't", "aren't", "wasn't", "won't"]

  /// After "be": where or how someone is ("be there", "be free", "be interested"), not a task.
  static let attendance: WordSet = [
    "there", "here", "around", "free", "available", "about", "interested", "home", "back", "in", "at", "ok", "okay",
  ]

  /// Before "can you": a question word asks for a fact or a time ("when can you train?").
  static let questionWords: WordSet = ["when", "what", "where", "how", "why", "which", "who"]
  /// Subjects that, right after a question word, make it open a clause of its own ("when you
  /// have a sec") rather than ask ("when can you").
  static let subjects: WordSet = ["i", "you", "u", "we", "he", "she", "they"]

  /// After "would you": asking a preference, a hypothetical or an invitation ("would you prefer…",
  /// "would you ever…", "would you like to start with one?"), not for a task; "would you like me
  /// to…" offers the sender's help, a task only once it is taken up.
  static let preferenceWords: WordSet = ["prefer", "ever", "rather", "like"]

  /// A request names a task: not "yes please" or "please no running", not "can you do 4:30?".
  private static func isRequest(_ clause: Clause, at start: Int) -> Bool {
    let words = clause.words
    let first = words[start]
    let next = start + 1 < words.count ? words[start + 1] : ""
    if first == "please" || first == "pls" {
      // "12 pls, the 5th is out": a number after "please" picks an option offered.
      // "To me please, Joost is away": a subject and its verb after "please" state a fact.
      return start + 2 < words.count && !notAfterPlease.contains(next) && !DecisionDetector.isClockTime(next)
        && Deadline.ordinalDay(next) == nil && !linkingVerbs.contains(words[start + 2])
    }
    if ["can", "could", "would", "will"].contains(first) {
      // "When can you…", "how many days could you…": a question word before asks for a fact;
      // "when you have a sec: could you…" opens a clause of its own (its subject follows it).
      if words[..<start].indices.contains(where: { index in
        questionWords.contains(words[index]) && !(index + 1 < start && subjects.contains(words[index + 1]))
      }) {
        return false
      }
      let verb = start + 2 < words.count ? words[start + 2] : ""
      let object = start + 3 < words.count ? words[start + 3] : ""
      // "Can you be there in person?" asks someone to attend, "would you prefer…" a preference;
      // "would you be up for taking…", "can you be my handler?" still ask for a task.
      if preferenceWords.contains(verb) || (verb == "be" && attendance.contains(object)) { return false }
      // "Can you come in this week?", "could you get to the clinic?" ask someone to attend: a
      // time to arrange, not a task.
      if (verb == "come" && object != "and") || (verb == "get" && object == "to") { return false }
      // "Can you do Tuesday at 4:30?" asks about a time; "can you do the graphics" asks for a task.
      // "Could you put that in the diary?" is a task; "can you put weight on it?" asks about ability.
      // "Can you do that by Friday?" asks for what was just said to be done.
      let putsSomething = verb == "put" && ["that", "it", "them", "this", "the", "these", "those"].contains(object)
      let doesThat = verb == "do" && ["that", "it", "this", "them"].contains(object)
      if abilityVerbs.contains(verb) && !putsSomething && !doesThat
        && (bodyAbilities.contains(verb)
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
    let commitment = commitments.firstMatch(in: clause).flatMap { match in
      // "I can send" ends on its verb: the task starts there ("send it tomorrow").
      match.start > 0 && reporting.contains(clause.words[match.start - 1])
        ? nil : match.start + match.length - (clause.words[match.start + match.length - 1] == "send" ? 1 : 0)
    }
    if let promised = commitment ?? elidedPromise(clause) {
      // "I will still go on Saturday": the verb after an adverb says what is promised.
      let verbIndex =
        promised + 1 < clause.words.count && promiseAdverbs.contains(clause.words[promised]) ? promised + 1 : promised
      let verb = verbIndex < clause.words.count ? clause.words[verbIndex] : ""
      let object = verbIndex + 1 < clause.words.count ? clause.words[verbIndex + 1] : ""
      let isState =
        (stateVerbs.contains(verb) && !(verb == "have" && hasReady(clause.words, after: verbIndex))
          && !(verb == "pass" && passesSomething(clause.words, verb: verbIndex)))
        || (["make", "get", "come"].contains(verb) && stateObjects.contains(object)
          && !(verb == "get" && getsSomethingDone(clause.words, verb: verbIndex)))
        || (verb == "do" && !doesSomething(clause.words, verb: verbIndex) && stateObjects.contains(object))
      let ownErrand = ownErrands.contains(verb) && directory.isClient(message.sender)
      if !isState && !ownErrand && !verb.isEmpty || clause.has("i'm on it") {
        // "I'll ask Imke to…" is the sender's task too.
        return (min(verbIndex, clause.words.count - 1), message.sender)
      }
    }
    if let start = tersePromise(clause) { return (start, message.sender) }
    if let start = requestToNoOne(clause) { return (start, nil) }
    // "If it's still sore by Sunday, send me a photo": a request that waits on a condition is a
    // contingency, not a task yet.
    let isConditional = clause.words.first.map(conditions.contains) ?? false
    // "Count me in" from the organiser accepts what was asked of them; from anyone else it asks
    // the organiser for a place.
    let enrols = clause.hasAny(enrolment)
    if !isConditional, !(enrols && message.sender == directory.owner),
      let (start, _) = requests.firstMatch(in: clause), isRequest(clause, at: start)
    {
      let lead = enrols ? [] : clause.words[..<start]
      return (start, directory.addressee(of: message, lead: lead))
    }
    if let start = neededBy(clause, sentOn: CalendarDay(millis: message.time)) {
      return (start, directory.addressee(of: message, lead: clause.words[..<start]))
    }
    if let start = errand(clause, directory: directory) ?? errandAfterComma(clause, directory: directory) {
      return (start, directory.addressee(of: message, lead: clause.words[..<start]))
    }
    if let first = clause.words.first, first.hasSuffix("ing"), first.count > 5, !notGerunds.contains(first),
      clause.hasAny(soon), !clause.text.endsWithQuestionMark,
      clause.words.count < 2 || !nounAfterGerund.contains(clause.words[1])
    {
      return (0, message.sender)
    }
    // "Greta will send you the form", "Ravi'll cover": someone else named takes it on.
    if let (start, person) = thirdPartyCommitment(clause, message: message, directory: directory) {
      return (start, person)
    }
    // "I can print them", "I can be there": an offer is a commitment; "so I can see", "said I can
    // start" is a purpose or a permission, "I can live with it" a state.
    if let start = clause.position(of: "i can"), start + 2 < clause.words.count,
      !["see", "feel", "tell", "imagine", "do", "make", "come", "only", "never", "try", "understand"].contains(
        clause.words[start + 2]), !notAfterICan.contains(clause.words[start + 2]),
      !availabilityVerbs.contains(clause.words[start + 2]),
      start == 0 || !beforeNoOffer.contains(clause.words[start - 1]), !clause.text.endsWithQuestionMark,
      // "If you want the details, I can put you in touch": an offer that waits on the answer.
      !clause.words[..<start].contains(where: conditions.contains)
    {
      return (start + 2, message.sender)
    }
    return nil
  }
}

// MARK: Terse, second-language and unaddressed phrasings

extension ActionItemDetector {
  /// Words that join a promise to what came before: "so ill write it up", "ok i send tomorrow".
  static let connectors: WordSet = ["so", "and", "ok", "okay", "then", "but", "also", "yes", "yeah"]

  /// After "let me": verbs of a task the sender takes on ("let me check with the office"), not
  /// "let me know" (a request) or "let me think" (a pause).
  static let letMeTasks: WordSet = [
    "check", "ask", "chase", "sort", "find", "look", "confirm", "send", "book", "email", "call", "text", "fix",
    "update", "dig",
  ]

  /// Words that close a statement as a question only for form ("I send it every Sunday, ok?").
  static let tagQuestions: WordSet = ["ok", "okay", "right", "yeah", "yes", "alright"]

  /// Promises without the usual "I'll": "ill write it up" (no apostrophe), "let me check",
  /// a reply of just "on it", and the present tense for the future ("I send tomorrow", "I
  /// book it every Sunday"). Where the task starts.
  static func tersePromise(_ clause: Clause) -> Int? {
    let words = clause.words
    guard let first = words.first else { return nil }
    if words == ["on", "it"] { return 0 }
    // "tonight, promise", "tomorrow I promise": a time and a promise answer what was asked.
    if words.count <= 6, words.contains("promise"), clause.hasAny(soon), !clause.text.endsWithQuestionMark {
      return 0
    }
    if let ill = words.firstIndex(of: "ill"), ill == 0 || connectors.contains(words[ill - 1]), ill + 1 < words.count,
      !stateVerbs.contains(words[ill + 1]), !clause.text.endsWithQuestionMark
    {
      return ill + 1
    }
    if let letMe = clause.position(of: "let me"), letMe + 2 < words.count, letMeTasks.contains(words[letMe + 2]) {
      return letMe + 2
    }
    let subject = first == "i" ? 0 : (connectors.contains(first) && words.count > 1 && words[1] == "i" ? 1 : nil)
    let tagged = clause.text.endsWithQuestionMark && words.last.map(tagQuestions.contains) == true
    guard let subject, subject + 2 < words.count, errandVerbs.contains(words[subject + 1]),
      !clause.text.endsWithQuestionMark || tagged, clause.hasAny(soon) || (tagged && tellsRoutine(clause))
    else { return nil }
    return subject + 1
  }

  /// "I send it every Sunday, ok?" offers a routine; "I text her every day" only tells a habit.
  /// Read only for a tagged promise: every clause is asked for a terse one.
  private static func tellsRoutine(_ clause: Clause) -> Bool {
    clause.has("every") || clause.words.contains { CalendarDay.weekday(named: $0) != nil }
  }

  /// Who a request to no one in particular is put to: "someone needs to renew it", "someone
  /// should write the FAQ", "someone grab one before Saturday pls". Not a question ("can
  /// someone…?" is a request already; "did someone call?" asks what happened).
  static func requestToNoOne(_ clause: Clause) -> Int? {
    let words = clause.words
    guard !clause.text.endsWithQuestionMark,
      let someone = words.firstIndex(where: { $0 == "someone" || $0 == "somebody" }),
      someone == 0 || !conditions.contains(words[someone - 1])
    else { return nil }
    var verb = someone + 1
    if let modal = [["needs", "to"], ["has", "to"], ["should"], ["must"]].first(where: {
      Array(words.dropFirst(verb).prefix($0.count)) == $0
    }) {
      verb += modal.count
      // "Someone needs to be there at 8" asks for a presence, not a task.
      return verb < words.count && words[verb] != "be" ? verb : nil
    }
    return verb < words.count && errandVerbs.contains(words[verb]) ? verb : nil
  }

  /// "Need your signature by Friday", "I need the certificate, latest 13 March", "Lane requests
  /// for Q3 before 1 June please": something wanted by a day is a request to the addressee.
  /// Where the thing wanted starts.
  static func neededBy(_ clause: Clause, sentOn day: CalendarDay) -> Int? {
    let words = clause.words
    func dueFrom(_ start: Int) -> Bool {
      guard let by = words[start...].firstIndex(where: deadlineWords.contains) else { return false }
      return Deadline.find(in: Clause(words[by...].joined(separator: " ")), sentOn: day) != nil
    }
    if let need = words.firstIndex(where: { $0 == "need" || $0 == "needs" }),
      need == 0 || ["i", "we", "still", "really", "just"].contains(words[need - 1]),
      need + 1 < words.count, words[need + 1] != "to", dueFrom(need + 1)
    {
      return need + 1
    }
    // A thing asked for by a day, "please" closing it: no verb of its own before the day.
    guard let last = words.last, last == "please" || last == "pls", words.count > 3,
      !clause.text.endsWithQuestionMark, !notAfterPlease.contains(words[0]), dueFrom(1),
      let by = words.firstIndex(where: deadlineWords.contains), by > 0,
      !words[..<by].contains(where: { linkingVerbs.contains($0) || errandVerbs.contains($0) })
    else { return nil }
    return 0
  }

  /// Words that put a day after the thing wanted: "by Friday", "before 1 June", "latest 13 March".
  static let deadlineWords: WordSet = ["by", "before", "latest"]

  /// Where an errand starts: "Send it over", "Sam, send it over", "Yes, offer it to her", "Both:
  /// get it checked" (after a label of a word or two). Not a heading ("Call notes: …"), a
  /// question, a standing rule ("drop the press for now"), nor "bring" unasked.
  static func errand(_ clause: Clause, directory: Directory) -> Int? {
    let words = clause.words
    let labelled = labelLength(clause)
    let start =
      labelled
      + words.dropFirst(labelled).prefix {
        errandLeads.contains($0) || directory.person(named: $0, excluding: "") != nil
      }.count
    guard start < words.count, errandVerbs.contains(words[start]), !clause.text.endsWithQuestionMark,
      labelled == 0 || start >= labelled, !isHeading(clause, at: start),
      !(words[start] == "get" && start + 1 < words.count && stateObjects.contains(words[start + 1])
        && !getsSomethingDone(words, verb: start)),
      words[start] != "bring" || clause.has("please"), !clause.hasAny(standingRule),
      // "Call was good", "text is fine": the errand's word is a noun, the subject of a verb.
      start + 1 >= words.count || !linkingVerbs.contains(words[start + 1])
    else { return nil }
    return start
  }

  /// "Anything that needs paying before then, send it to me today", "New tiles, so tell your
  /// swimmers…": an errand after a comma, the words before it its topic. Not after a condition
  /// ("if it hurts, send me a photo" waits on it).
  static func errandAfterComma(_ clause: Clause, directory: Directory) -> Int? {
    guard Text.mayContain(clause.text, ascii: ","), let comma = clause.text.firstIndex(of: ",") else { return nil }
    // Every clause with a comma comes here: read the word after it before making clauses.
    let after = clause.text[clause.text.index(after: comma)...].drop { $0 == " " }
    let next = after.prefix { $0.isLetter || $0 == "'" }.lowercased()
    guard
      errandVerbs.contains(next) || errandLeads.contains(next) || directory.person(named: next, excluding: "") != nil
    else { return nil }
    let before = Clause(String(clause.text[..<comma])).words.count
    let rest = Clause(String(after))
    guard before > 0, before + rest.words.count == clause.words.count,
      !clause.words[..<before].contains(where: conditions.contains), let start = errand(rest, directory: directory)
    else { return nil }
    return before + start
  }

  /// "For now", "from now on": an instruction that holds until changed, not a task to finish.
  static let standingRule = PhraseSet(["for now", "from now on"])

  /// How many words a short label before a colon takes ("Both: …", "Next step: …"), or 0.
  static func labelLength(_ clause: Clause) -> Int {
    guard Text.mayContain(clause.text, ascii: ":"), let colon = clause.text.firstIndex(of: ":") else { return 0 }
    let label = Clause(String(clause.text[..<colon])).words.count
    // "6:30" reads as one word with its colon: a label has words of its own before it.
    let endsInNumber = clause.text[..<colon].last?.isNumber ?? false
    return (1...2).contains(label) && label < clause.words.count && !endsInNumber ? label : 0
  }

  /// Whether the errand word at `start` is part of a label before a colon ("call notes:").
  static func isHeading(_ clause: Clause, at start: Int) -> Bool {
    guard Text.mayContain(clause.text, ascii: ":"), let colon = clause.text.firstIndex(of: ":") else { return false }
    return Clause(String(clause.text[..<colon])).words.count > start
  }

  /// Words after an -ing word that make it a noun: "recording from today", "training is off".
  static let nounAfterGerund: WordSet = ["from", "of", "is", "was", "are", "has", "link"]
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
    guard learned, actionModels.isEnabled else {
      return foldingAcceptances(found.flatMap { $0 }, in: messages.map(\.message))
    }
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
    return foldingAcceptances(found.flatMap { $0 }, in: messages.map(\.message))
  }

  /// `items(in:directory:learned:vectors:)` of messages read before (`MessageReading`). When no
  /// two messages share an id (a store's), `previousInChat` gives the index of each one's
  /// predecessor in its chat, and requests are found by index.
  static func items(
    in messages: [ConversationMessage], read: [MessageReading], previousInChat: [Int?]?, learned: Bool,
    vectors: (any MessageVectors)?
  ) -> [ActionItem] {
    var found = zip(messages, read).map { message, reading in reading.actionItems.map { $0.item(of: message) } }
    if learned, actionModels.isEnabled {
      let candidates = messages.indices.compactMap { index in
        found[index].isEmpty ? read[index].actionShapes.map { (id: messages[index].id, sums: $0) } : nil
      }
      let accepted = actionModels.accepted(candidates, vectors: vectors)
      for (index, message) in messages.enumerated() where accepted.contains(message.id) {
        found[index] = read[index].learnedAction.map { [$0.item(of: message)] } ?? []
      }
    }
    guard let previousInChat else { return foldingAcceptances(found.flatMap { $0 }, in: messages) }
    return foldingAcceptances(byMessage: found, in: messages, previousInChat: previousInChat)
  }

  /// The item of a message the models found: its first clause of two words or more that does not
  /// open with a greeting or thanks is the task (else its first clause). It is the sender's own when the clause speaks of them ("I shall
  /// send…", and a terse "on it", "will send tonight" with no person at all), the addressee's when
  /// it speaks only to them ("you", "your").
  static func learnedItem(in message: ConversationMessage, directory: Directory) -> ActionItem? {
    // "Want me to add you?": an offer makes a task only once it is taken up.
    if Clause(message.text).hasAny(offers) { return nil }
    let clauses = Text.clauses(message.text).map(Clause.init).filter { $0.words.count >= 2 }
    guard let clause = clauses.first(where: { !isCourtesy($0) }) ?? clauses.first else { return nil }
    let secondPerson = clause.words.firstIndex(where: HashedFeatures.secondPerson.contains)
    let speaksToAddressee =
      secondPerson != nil && !clause.words.contains(where: HashedFeatures.firstPerson.contains)
    let assignee =
      speaksToAddressee
      ? directory.addressee(of: message, lead: clause.words[..<(secondPerson ?? 0)]) : message.sender
    return ActionItem(
      messageID: message.id, chat: message.chat, task: clause.words.joined(separator: " "), assignee: assignee,
      deadline: Deadline.find(in: clause, sentOn: CalendarDay(millis: message.time))?.iso)
  }

  /// Questions that offer to do something.
  static let offers = ["want me to", "shall i", "should i", "would you like me to"]

  /// "Good morning Sam,", "Thanks so much!": a clause that opens with a greeting or thanks names no task.
  static func isCourtesy(_ clause: Clause) -> Bool {
    guard let first = clause.words.first else { return true }
    return SummaryLexicon.greetings.contains(first) || ["thanks", "thank", "cheers", "thx", "ty"].contains(first)
  }
}
