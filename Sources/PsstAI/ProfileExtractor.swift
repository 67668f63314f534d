/// Finds profile facts in one message, clause by clause: which client a clause is about
/// (the client speaking in the first person, or the trainer speaking to or of a client), and
/// which category its words belong to.
struct ProfileExtractor {
  /// A message saying an earlier fact is over ("knee's all good now"), with no new fact.
  struct Resolution {
    var client: String
    var topics: Set<String>
    var messageID: String
    var text: String
    var time: Int64
  }

  let directory: Directory
  /// For each message, the one before it in the same chat: a trainer's question whose topic
  /// the answer inherits ("What did you eat before?" → "nothing since lunch").
  let previous: [String: ConversationMessage]

  /// Evidence a clause needs to be a fact.
  static let threshold = 3

  init(directory: Directory, messages: [ConversationMessage]) {
    self.directory = directory
    var last: [String: ConversationMessage] = [:]
    var previous: [String: ConversationMessage] = [:]
    for message in messages {
      if let before = last[message.chat] { previous[message.id] = before }
      last[message.chat] = message
    }
    self.previous = previous
  }

  func extract(from message: ConversationMessage) -> (facts: [ProfileFact], resolutions: [Resolution]) {
    let fromClient = directory.isClient(message.sender)
    let asked = fromClient ? askedCategory(before: message) : nil
    var clauses: [(client: String, category: ProfileCategory, text: String)] = []
    var resolutions: [Resolution] = []
    // "Trapped my thumb in the door. Today is very swollen": a symptom whose body part a clause
    // or the message before named.
    var partNamed = previous[message.id].map { ProfileLexicon.bodyParts.any(in: Clause($0.text)) } ?? false
    for sentence in Self.sentences(message.text) {
      let clause = Clause(sentence)
      guard !clause.words.isEmpty, Self.wishes.earliest(in: clause)?.position != 0 else { continue }
      defer { partNamed = partNamed || ProfileLexicon.bodyParts.any(in: clause) }
      let client: String
      if fromClient {
        guard isAboutSender(clause, message: message) else { continue }
        client = message.sender
      } else {
        guard let addressed = clientSpokenOf(clause, message: message) else { continue }
        client = addressed
      }
      let category = category(of: clause, asked: asked, partNamed: partNamed)
      // A relative's condition is the writer's family history; their injuries, plans and opinions
      // ("my sister says hot baths are bad") are theirs.
      if fromClient && Self.isAboutRelative(clause) && (category != .medical || Self.relativeSays(clause)) {
        continue
      }
      if let category {
        clauses.append((client, category, Self.trimmed(sentence)))
      } else if isResolution(clause) {
        resolutions.append(
          Resolution(
            client: client, topics: ProfileLexicon.topics(in: clause), messageID: message.id,
            text: Self.trimmed(sentence), time: message.time))
      }
    }
    // One fact per client and category in a message: its clauses joined.
    var facts: [ProfileFact] = []
    for entry in clauses {
      if let index = facts.firstIndex(where: { $0.client == entry.client && $0.category == entry.category }) {
        facts[index].fact += "; " + entry.text
        // The new clause's topics, not the joined text's again: that was quadratic in clauses.
        facts[index].topics.formUnion(ProfileLexicon.topics(in: Clause(entry.text)))
      } else {
        facts.append(
          ProfileFact(
            client: entry.client, category: entry.category, fact: entry.text, messageID: message.id,
            chat: message.chat, time: message.time))
      }
    }
    return (facts, Self.unstated(resolutions, by: facts))
  }

  /// The resolutions a message's facts leave standing: a message that states a fact about a
  /// topic is not also its resolution.
  static func unstated(_ resolutions: [Resolution], by facts: [ProfileFact]) -> [Resolution] {
    let stated = Set(facts.flatMap(\.topics))
    let statesInjury = facts.contains { $0.category == .injury }
    return resolutions.filter { resolution in
      !(resolution.topics.isEmpty ? statesInjury : resolution.topics.isSubset(of: stated))
    }
  }

  // MARK: Who a clause is about

  /// A client's clause is about the client unless it talks of another client by name with no
  /// first person ("Ines noooo, go to the running shop").
  private func isAboutSender(_ clause: Clause, message: ConversationMessage) -> Bool {
    if Self.isFirstPerson(clause) { return true }
    if let named = directory.mentioned(in: clause.text, excluding: message.sender), directory.isClient(named) {
      return false
    }
    return true
  }

  /// The client a trainer's (or staff member's) clause states a fact about: second person to
  /// the client of a 1:1 chat or one named in the clause ("I know you hate the bike", "your
  /// knee"), or a client's name with a possessive ("Sarah's ITB"). Questions, advice and
  /// instructions state no fact, and the sender's own first person is about the sender.
  private func clientSpokenOf(_ clause: Clause, message: ConversationMessage) -> String? {
    guard !clause.text.endsWithQuestionMark, let first = clause.words.first, !Self.advice.contains(first),
      !clause.hasAny(Self.conditionalAdvice)
    else { return nil }
    let words = clause.words
    for person in directory.people.values where directory.isClient(person.id) {
      let name = Text.normalise(Text.firstName(person.name))
      if words.contains(name + "'s") { return person.id }
    }
    let second = words.contains("your") || clause.hasAny(ProfileLexicon.yourLikes) || clause.has("you're")
    guard second else { return nil }
    if let named = directory.mentioned(in: clause.text, excluding: message.sender), directory.isClient(named) {
      return named
    }
    guard let room = directory.rooms[message.chat], room.isDirect,
      let other = room.members.first(where: { $0 != message.sender }), directory.isClient(other)
    else { return nil }
    return other
  }

  /// Words that start advice or an instruction rather than a statement of fact.
  static let advice: Set<String> = [
    "keep", "rest", "ice", "try", "let's", "lets", "we'll", "i'll", "don't", "do", "make", "bring", "stop", "swap",
    "please", "if", "when", "get", "take", "wear", "go", "come", "ask", "send", "remember", "avoid", "eat",
    "drink", "sleep", "stretch", "add", "have", "how", "what", "any", "are", "is", "did", "can", "could", "would",
    "should", "will", "shall", "land", "log", "message", "tell", "book", "skip", "start",
  ]

  /// A clause that opens with good wishes speaks of the other's plans, not the sender's:
  /// "enjoy the trip!" (but "I enjoy boxing" is a preference).
  static let wishes: Phrases = [
    "enjoy", "have a good", "have a great", "have a lovely", "have fun", "safe travels", "good luck", "hope you",
  ]

  /// Advice that only supposes something of the client: "if you feel faint, stop and sit down".
  static let conditionalAdvice: Phrases = ["if you", "if you're", "if your", "in case you", "worth checking"]

  /// "Btw my brother can't do the swimrun anymore (knee surgery)": someone close to the writer is
  /// the subject, opening the clause, and the writer is not in it (no "I", "me"); not "happy to
  /// come when my partner has the kids".
  static func isAboutRelative(_ clause: Clause) -> Bool {
    let words = clause.words
    guard relativeOpening(words) != nil else { return false }
    return !words.contains { ["i", "i'm", "im", "me", "i've", "ive", "i'd", "i'll", "myself"].contains($0) }
  }

  /// Where "my" and a relative open a clause (within its first three words), if they do.
  private static func relativeOpening(_ words: [String]) -> Int? {
    words.indices.dropLast().prefix(3).first { words[$0] == "my" && ProfileLexicon.relatives.contains(words[$0 + 1]) }
  }

  /// "My sister says…", "my mum reckons…": the relative's opinion reported, no condition of theirs.
  static func relativeSays(_ clause: Clause) -> Bool {
    let words = clause.words
    guard let my = relativeOpening(words), my + 2 < words.count else { return false }
    return ActionItemDetector.reporting.contains(words[my + 2])
  }

  static func isFirstPerson(_ clause: Clause) -> Bool {
    clause.words.contains {
      ["i", "i'm", "im", "my", "me", "i've", "ive", "i'd", "i'll", "myself", "mine"].contains($0)
    }
  }

  /// A question states a fact only when the asker says something about themselves in it
  /// ("is it normal that my shins ache?"), not "any pain?" or "should I stop pull ups?".
  private static func isStatement(_ clause: Clause) -> Bool {
    guard clause.text.endsWithQuestionMark else { return true }
    let declarative = ["my", "i'm", "im", "i've", "ive", "i have", "i've got", "i am", "i was", "i had", "i get"]
    return clause.hasAny(declarative) || clause.hasAny(["is it normal", "is that normal", "is this normal"])
  }

  // MARK: What a clause says

  /// The category of the trainer's question just before a client's answer, if it asked one.
  private func askedCategory(before message: ConversationMessage) -> ProfileCategory? {
    guard let question = previous[message.id], !directory.isClient(question.sender),
      question.text.contains("?")
    else { return nil }
    let asking = Text.clauses(question.text).filter { $0.endsWithQuestionMark }.map(Clause.init)
    for clause in asking {
      if let hit = ProfileLexicon.askedTopics.first(where: { clause.has($0.pattern) }) { return hit.category }
    }
    return nil
  }

  /// The best-supported category of a clause, or nil when none reaches the threshold.
  /// `partNamed`: a body part was named just before the clause (earlier in its message, or in the
  /// message before it in the chat), so a symptom alone is about it.
  func category(of clause: Clause, asked: ProfileCategory?, partNamed: Bool = false) -> ProfileCategory? {
    var scores = Self.scores(of: clause, partNamed: partNamed)
    if !Self.isStatement(clause) {
      // A question can still propose the asker's own aim: "thinking Manchester marathon in April??"
      guard clause.hasAny(ProfileLexicon.events), scores[.goal, default: 0] >= Self.threshold else { return nil }
      return .goal
    }
    if let asked, scores[asked, default: 0] > 0 { scores[asked, default: 0] += 2 }
    guard let best = scores.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
      best.value >= Self.threshold
    else { return nil }
    return best.key
  }

  /// Evidence for each category in a clause.
  static func scores(of clause: Clause, partNamed: Bool = false) -> [ProfileCategory: Int] {
    var scores: [ProfileCategory: Int] = [:]
    let lexicon = ProfileLexicon.self
    // Injury: a body part that hurts, or a diagnosis; a denied symptom ("no pain") is none.
    let denied = clause.hasAny(lexicon.denials)
    let part = lexicon.bodyParts.any(in: clause)
    let symptoms = lexicon.symptoms.matched(in: clause)
    let realSymptom =
      !symptoms.isEmpty
      && !(denied
        && symptoms.allSatisfy {
          ["pain", "painful", "sore", "hurt", "hurting", "swelling"].contains($0.trimmingCharacters(in: "*"))
        })
    if clause.hasAny(lexicon.injuryTerms) { scores[.injury, default: 0] += 3 }
    let complaint = symptoms.contains { !lexicon.procedures.contains($0) }
    if (part || partNamed && complaint) && realSymptom {
      scores[.injury, default: 0] += 3
    } else if part || realSymptom {
      scores[.injury, default: 0] += 1
    }
    // Medical: a condition or a dose alone; health words need support.
    // A named condition or medicine is more telling than a sore part: "arthritis makes my
    // fingers ache" is medical.
    if lexicon.conditions.any(in: clause) || lexicon.hasDose(clause) || lexicon.hasMedicine(clause)
      || lexicon.hasConditionName(clause)
    {
      scores[.medical, default: 0] += 4
    }
    scores[.medical, default: 0] += min(2, lexicon.healthWords.matched(in: clause).count)
    // Diet: an eating pattern alone; food words when the sender says what they eat.
    if clause.hasAny(lexicon.dietTerms) { scores[.diet, default: 0] += 3 }
    let foods = lexicon.foods.matched(in: clause).count
    if foods > 0 { scores[.diet, default: 0] += min(2, foods) }
    // Goal: an aim about an event or an outcome, not an achievement.
    let intent =
      clause.hasAny(lexicon.intents) || clause.words.first.map { lexicon.subjectlessIntents.contains($0) } == true
    let object = clause.hasAny(lexicon.goalObjects)
    if clause.hasAny(lexicon.goalTerms) { scores[.goal, default: 0] += 3 }
    if intent && object { scores[.goal, default: 0] += 3 } else if intent || object { scores[.goal, default: 0] += 1 }
    if clause.hasAny(lexicon.achieved) { scores[.goal, default: 0] -= 2 }
    // Availability: a recurring time, a commitment that fixes when someone can train, or an
    // absence; one-off times and dates (rescheduling a single session) count against.
    let recurring = clause.hasAny(lexicon.recurringTimes)
    let pattern = clause.hasAny(lexicon.workPatterns)
    let fixed = clause.hasAny(lexicon.commitments)
    let loose = clause.hasAny(lexicon.looseCommitments)
    let constraint = clause.hasAny(lexicon.constraints)
    var availability = (recurring ? 2 : 0) + (pattern ? 3 : fixed ? 2 : loose ? 1 : 0)
    if constraint && (recurring || fixed || loose) && !pattern { availability += 1 }
    // A commitment held to a time of day ("I finish work at 5pm", "naps are 10-11:30") bounds the day.
    if fixed && !pattern && Self.namesTimeOfDay(clause) { availability += 1 }
    if lexicon.isAway(clause) || clause.hasAny(lexicon.attendanceTerms) || clause.hasAny(lexicon.dayRhythms)
      || judgesPartOfDay(clause)
    {
      availability += 3
    }
    // Nights this week still tells that the writer works nights.
    if clause.hasAny(lexicon.oneOff) && !clause.hasAny(lexicon.standingChanges) && !pattern { availability -= 2 }
    if lexicon.hasDate(clause) && !lexicon.isAway(clause) { availability -= 2 }
    if !recurring && !clause.hasAny(lexicon.standingDay) && clause.hasAny(lexicon.weekdays) { availability -= 1 }
    scores[.availability] = availability
    // An appointment booked is an event, not a fact about health.
    if clause.hasAny(lexicon.appointments) {
      scores[.medical, default: 0] -= 2
      scores[.injury, default: 0] -= 2
    }
    // Preference: one way asked for over another, when the writer asks ("please", "I'd like").
    if clause.hasAny(lexicon.alternatives), clause.hasAny(lexicon.asking) || clause.hasAny(lexicon.intents),
      !clause.hasAny(lexicon.oneOff)
    {
      scores[.preference, default: 0] += 3
    }
    // Preference: a like or dislike of something (food ones are diet).
    if let like = lexicon.likes.earliest(in: clause) ?? lexicon.yourLikes.earliest(in: clause) {
      let after = like.position + like.phrase.split(separator: " ").count
      let objectWord = after < clause.words.count ? clause.words[after] : ""
      if like.phrase == "is life" || !lexicon.vagueObjects.contains(objectWord) && !objectWord.isEmpty {
        let rest = Clause(clause.words[min(after, clause.words.count)...].joined(separator: " "))
        if rest.hasAny(lexicon.foods) { scores[.diet, default: 0] += 3 } else { scores[.preference, default: 0] += 3 }
      }
    }
    return scores
  }

  /// Whether a clause names a time of day: "5pm", "6:30", "10-11:30", or a bare hour after a word
  /// that places it ("at 6", "til 4", "half 5"; not "2 weeks").
  static func namesTimeOfDay(_ clause: Clause) -> Bool {
    let tokens = clause.text.lowercased().split(whereSeparator: \.isWhitespace).map {
      $0.trimmingCharacters(in: ",.!?;()~")
    }
    return tokens.indices.contains { index in
      let token = tokens[index]
      if AnswerCues.clockTime(token, next: index + 1 < tokens.count ? tokens[index + 1] : "") != nil { return true }
      // "naps are 10-11:30", "2-3 ish": a stretch of the day.
      let parts = token.split(separator: "-", omittingEmptySubsequences: false)
      if parts.count == 2, parts.allSatisfy({ isBareHour($0) || AnswerCues.clockTime(String($0)) != nil }) {
        return true
      }
      return isBareHour(token[...]) && index > 0 && hourPlacers.contains(tokens[index - 1])
    }
  }

  /// "5": an hour of the clock written alone.
  private static func isBareHour(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy(\.isNumber) && Int(text).map { (1...12).contains($0) } ?? false
  }

  static let hourPlacers: Set<String> = [
    "at", "til", "till", "until", "from", "after", "before", "by", "half", "around",
  ]

  /// A part of the day with a verdict on it a few words on, only linking words between: "Morning I
  /// am not possible", "afternoon is OK" (plurals are recurring times already).
  static func judgesPartOfDay(_ clause: Clause) -> Bool {
    let words = clause.words
    for (index, word) in words.enumerated() where ProfileLexicon.partsOfDay.contains(word) {
      var next = index + 1
      while next < words.count, next <= index + 3, ProfileLexicon.verdictLinks.contains(words[next]) { next += 1 }
      guard next < words.count else { continue }
      if ProfileLexicon.dayVerdicts.entries.contains(where: { words[next...].starts(with: $0.words) }) { return true }
    }
    return false
  }

  /// A clause that says a symptom is over.
  private func isResolution(_ clause: Clause) -> Bool {
    clause.hasAny(ProfileLexicon.resolutions) && !clause.text.endsWithQuestionMark
  }

  /// The clause as written, without trailing punctuation, spaces and emoji.
  static func trimmed(_ text: String) -> String {
    var slice = Substring(text)
    while let last = slice.last, !(last.isLetter || last.isNumber || last == ")" || last == "%" || last == "?") {
      slice.removeLast()
    }
    while let first = slice.first, !(first.isLetter || first.isNumber || first == "(" || first == "\"") {
      slice.removeFirst()
    }
    return String(slice)
  }
}
