/// Scores how much a message needs the owner: questions and requests to them, health red
/// flags, payment and cancellation problems, scheduling asks and urgency, discounted for
/// jokes and for messages that only thank or agree.
enum PriorityScorer {
  static let healthFlags = [
    "pain", "painful", "hurt*", "sore", "injur*", "dizzy", "dizziness", "faint*", "chest", "blood", "bleed*",
    "swollen", "swelling", "puffy", "numb", "numbness", "angina", "clot", "tingl*", "sick", "ill", "leak*", "tear",
    "torn", "sprain*", "twinge*", "ache*",
    "worried", "fell", "collapsed", "breathless", "palpitation*", "migraine*", "pregnan*", "meds", "medication",
    "strain*", "stiff*", "tweak*", "arthritis", "asthma", "inhaler", "cholesterol", "anaemi*", "iron", "fasciitis",
    "tendon*", "tendin*", "splints", "passed out", "scared", "nervous", "shattered", "exhausted", "weak",
    "cranky", "niggl*", "irritated", "aggravat*", "impingement", "flare*",
  ]
  static let healthWords = WordMatcher(healthFlags)
  /// A health word beside these is news of getting better: "swelling settled", "much better today".
  static let recovery = PhraseSet([
    "better", "settled", "normal", "improv*", "eased", "cleared", "back to normal", "all good", "thank goodness",
  ])

  /// Trouble the owner should know about: something broken, late, cancelled or at risk.
  static let trouble = PhraseSet([
    "problem", "bad news", "broken", "dead", "not safe", "unsafe", "delay*", "damaged", "fraying", "leaking",
    "needs a yes", "need a yes", "need a decision", "running late", "mins late", "minutes late", "be late",
    "can't do", "can't make", "won't make", "will miss", "have to miss", "out of order", "complain*",
  ])
  /// "No problem": the word of trouble says there is none.
  static let reassurances = PhraseSet([
    "no problem", "no problems", "not a problem", "hasn't complained", "hasnt complained", "not complained",
    "never complained",
  ])
  /// Asking to join or sign up: the owner has to act.
  static let enrolment = PhraseSet([
    "sign me up", "put me down", "add me", "count me in", "book me in", "signed up for",
  ])
  /// A newcomer introducing themselves: a lead the owner should answer ("X gave me your number",
  /// "my name is", "I'd like to join in"). "<own first name> here" is read apart
  /// (`introducesThemselves`).
  static let introductions = PhraseSet([
    "gave me your number", "gave me your details", "passed on your number", "passed me your number",
    "my name is", "i want in", "like to join", "accept me", "take me on", "taking me on",
  ])
  /// Notice of being away, given with the day it concerns: the owner plans around it.
  static let awayNotices = PhraseSet(absencePhrases + ["away"])
  /// `awayNotices` but "away", which may be a distance.
  static let absencePhrases = [
    "i'm off", "im off", "on leave", "on holiday", "bail", "can't make", "cant make", "cannot make", "can't join",
    "cant join", "cannot join", "won't be there", "wont be there", "won't be around", "no session",
  ]
  static let absencesBesidesAway = PhraseSet(absencePhrases)
  /// "an away game on Saturday": a fixture played elsewhere, not an absence.
  static let fixtures: WordSet = ["game", "games", "match", "matches", "fixture", "fixtures", "kit", "day", "days"]
  /// "5 mins away", "miles away": a distance, not an absence.
  static let distances: WordSet = [
    "min", "mins", "minute", "minutes", "hour", "hours", "mile", "miles", "km", "far", "right", "straight", "put",
    "give", "gave", "throw", "threw", "take", "took",
  ]
  static let money = PhraseSet([
    "payment", "paid", "pay", "invoice", "refund", "direct debit", "mandate", "card", "charged", "charge",
    "membership", "price", "fee", "fees", "billing", "subscription",
  ])
  /// What turns a mention of money or membership into a problem for the owner.
  static let moneyTrouble = PhraseSet([
    "failed", "declined", "bounced", "missed", "late", "cancel*", "refund", "problem", "issue", "wrong", "twice",
    "can't", "cant", "couldn't", "quit", "pause", "freeze", "stop", "afford", "expensive", "overcharged",
  ])
  /// Words that turn a health word into good news: "no pain", "zero pain", "pain free".
  static let negations: WordSet = [
    "no", "zero", "not", "without", "never", "less", "free", "gone", "isn't", "wasn't",
  ]
  /// A group message to everyone or to someone else is not a question to the owner.
  static let toEveryone = PhraseSet([
    "anyone", "anybody", "everyone", "everybody", "all", "guys", "crew", "team", "you all",
  ])
  static let scheduling = PhraseSet([
    "move", "reschedule", "resched", "swap", "still ok for", "still on for", "free on", "are you free", "instead",
  ])
  /// Saying one will be late or away: for the owner in a 1:1 chat, news for everyone in a group.
  static let absence = PhraseSet([
    "running late", "be late", "mins late", "minutes late", "can't make", "cant make", "miss",
  ])
  /// Trouble that is only lateness or absence: a group hears it, nobody has to answer.
  static let lateness = PhraseSet([
    "running late", "mins late", "minutes late", "be late", "can't make", "won't make", "will miss", "have to miss",
  ])
  static let requests = PhraseSet(requestPhrases)
  static let requestPhrases = [
    "can you", "could you", "can we", "could we", "would you", "should i", "do i", "is it ok", "is that ok",
    "what do you", "what should", "how do i", "how should", "any chance", "did you", "have you", "let me know",
    "your thoughts", "your view", "your views", "your input", "your opinion", "your guidance", "your approval",
    "grateful if you", "unless you", "i would recommend", "i'd recommend", "i recommend", "i propose", "i'd propose",
    "please", "pls", "plz", "reminder",
    // Chat spellings and needs put to the reader.
    "can u", "could u", "would u", "lmk", "need ur", "need your", "if you can", "if u can",
    // A job left to the team: the owner runs it.
    "someone needs to", "somebody needs to", "someone should", "somebody should",
  ]
  /// "please don't make me run", "please know that…": a wish or a disclosure, not a request.
  static let pleaseNot = PhraseSet(["please don't", "please dont", "please no", "please know", "pls don't", "pls no"])
  /// `requests` less "please", for a clause where "please" asks nothing (`pleaseNot`).
  static let requestsBesidesPlease = PhraseSet(
    requestPhrases.filter { !["please", "pls", "plz"].contains($0) })
  /// Verbs that open a question when they come before their subject ("is that normal", "can i
  /// take creatine"): voice-to-text and quick messages often drop the question mark.
  static let inverted: WordSet = [
    "is", "are", "am", "can", "could", "should", "would", "will", "do", "does", "did", "may", "shall",
  ]
  static let subjects: WordSet = ["i", "it", "that", "this", "there", "we", "you", "my", "he", "she", "they"]
  /// Judgements asked for in the middle of a run-on sentence: "…is that normal", "…is it important".
  static let judgements = PhraseSet([
    "is that normal", "is it normal", "is that ok", "is it ok", "is that possible", "is it possible",
    "is that important", "is it important", "is that bad", "is it bad", "is that safe", "is it safe",
    "is that right", "is that the", "is it the", "how bad", "or have i", "or should i", "when's",
    "what about", "is there any way", "is there a way", "any way to",
  ])
  /// Outings a group plans together: a question about one is put to everyone.
  static let socialPlans = SchedulingDetector.outings
  /// Sirens and sobbing beside "urgent" or "emergency" are play-acting, not an emergency.
  static let hyperbole: Set<UInt32> = [0x1F6A8, 0x1F62D]
  static let urgency = PhraseSet(["urgent", "asap", "emergency", "urgently", "right away", "help"])
  /// Taking the ask back or saying none is needed ("never mind, found it", "no need to reply"):
  /// the message asks nothing, whatever words of request or urgency it has.
  static let retractions = PhraseSet([
    "never mind", "nevermind", "nvm", "found it", "ignore that", "ignore me", "no need to reply",
    "no need to respond", "no need to answer", "no action needed", "no action required", "no reply needed",
  ])
  /// Mock tragedy and reassurance beside "urgent" or "emergency" ("send help", "cat is fine",
  /// "urgent-ish"): play-acting, not an emergency.
  static let mockUrgency = PhraseSet([
    "ish", "that's it", "thats it", "is fine", "are fine", "all fine", "no problem", "no harm done", "doomed",
    "send help", "thoughts and prayers", "funeral", "grieving", "crime scene",
  ])
  static let jokes = PhraseSet(["lol", "haha", "hahaha", "jk", "joking", "kidding", "lmao"])
  /// 😂 🤣 😜
  static let jokeEmoji: Set<UInt32> = [0x1F602, 0x1F923, 0x1F61C]

  /// Whether `text` has one of `emoji`, all of them outside the Basic Multilingual Plane: only
  /// a text with a four-byte UTF-8 sequence (a lead byte from 0xF0) is read scalar by scalar.
  static func has(_ emoji: Set<UInt32>, in text: String) -> Bool {
    text.utf8.contains { $0 >= 0xF0 } && text.unicodeScalars.contains { $0.value > 0xFFFF && emoji.contains($0.value) }
  }
  static let closings = PhraseSet([
    "thanks", "thank you", "cheers", "see you then", "perfect", "great", "sounds good", "ok", "okay", "will do",
    "nice", "love it", "brilliant", "👍", "🙏",
  ])

  static func score(_ message: ConversationMessage, directory: Directory) -> Priority {
    score(AnalysedMessage(message), directory: directory)
  }

  static func score(_ analysed: AnalysedMessage, directory: Directory) -> Priority {
    let message = analysed.message
    func result(_ score: Double, _ reason: String) -> Priority {
      Priority(messageID: message.id, chat: message.chat, score: score, reason: reason)
    }
    guard message.sender != directory.owner else { return result(0, "sent by you") }
    let clause = analysed.whole
    let joking = clause.hasAny(jokes) || Self.has(jokeEmoji, in: message.text)
    let direct = directory.rooms[message.chat]?.isDirect ?? true
    var signals: [(Double, String)] = []
    let clauses = analysed.clauses
    if clauses.contains(where: hasHealthConcern) { signals.append((0.85, "health concern")) }
    if clause.hasAny(money) && clause.hasAny(moneyTrouble) { signals.append((0.8, "payment or membership problem")) }
    let changes = clause.hasAny(scheduling) || direct && clause.hasAny(absence)
    if changes && hasTime(clause) { signals.append((0.8, "scheduling request")) }
    let toOwner = isAddressedToOwner(message, clause: clause, directory: directory)
    // "pub after?": a social plan put to a group asks everyone, not the owner.
    let asksOwner =
      toOwner && clauses.contains { isQuestion($0) && (direct || !$0.words.contains(where: socialPlans.contains)) }
    let retracted = clause.hasAny(retractions)
    if toOwner && !retracted && isRequest(clause) { signals.append((0.8, "request to you")) }
    if toOwner && clause.hasAny(enrolment) { signals.append((0.8, "asks to join")) }
    if toOwner && !retracted && clauses.contains(where: needsByDeadline) { signals.append((0.78, "needed by a date")) }
    if toOwner && introducesThemselves(analysed, directory: directory) {
      signals.append((0.8, "new contact"))
    }
    if toOwner && clause.hasAny(trouble) && !clause.hasAny(reassurances) && (direct || !clause.hasAny(lateness)) {
      signals.append((0.75, "problem or absence"))
    }
    if toOwner && announcesAbsence(clause, on: CalendarDay(millis: message.time)) {
      signals.append((0.75, "away on a day"))
    }
    if asksOwner && !retracted { signals.append((0.78, "question to you")) }
    if clause.hasAny(urgency) && !retracted {
      let playful =
        joking || clause.hasAny(mockUrgency) || Self.has(hyperbole, in: message.text)
      signals.append((playful ? 0.5 : 0.9, playful ? "urgent, but joking" : "marked urgent"))
    }
    guard var best = signals.max(by: { $0.0 < $1.0 }) else {
      return result(
        isClosing(clause) ? 0.05 : 0.25, isClosing(clause) ? "thanks or agreement" : "no request or concern")
    }
    // Several independent signals reinforce each other.
    if signals.count > 1 { best.0 = min(1, best.0 + 0.05 * Double(signals.count - 1)) }
    // A joke takes the edge off urgency alone ("urgent question: is a kebab a salad 😂").
    if joking && best.1.hasPrefix("urgent") { best.0 = min(best.0, 0.6) }
    return result((best.0 * 100).rounded() / 100, best.1)
  }

  /// Words of request, "please" not counted where it only wishes or discloses ("please don't
  /// make me run", "please know I have…").
  static func isRequest(_ clause: Clause) -> Bool {
    clause.hasAny(clause.hasAny(pleaseNot) || choosesPlease(clause) ? requestsBesidesPlease : requests)
  }

  /// "yes please", "6 please", "agreed, weekly please": "please" after a choice or a yes takes
  /// what was offered; it asks nothing more.
  static func choosesPlease(_ clause: Clause) -> Bool {
    guard let please = clause.words.firstIndex(where: { ["please", "pls", "plz"].contains($0) }),
      (1...2).contains(please)
    else { return false }
    return clause.words[..<please].allSatisfy { word in
      choices.contains(word) || word.allSatisfy(\.isNumber) || CalendarDay.weekday(named: word) != nil
    }
  }

  static let choices: WordSet = [
    "yes", "yeah", "yep", "ok", "okay", "agreed", "sure", "both", "the", "that", "this", "one", "either", "daily",
    "weekly", "fortnightly", "monthly",
  ]

  /// A newcomer's hello: "<their first name> here", "it's <name>", or an `introductions` phrase.
  static func introducesThemselves(_ analysed: AnalysedMessage, directory: Directory) -> Bool {
    let message = analysed.message
    let clause = analysed.whole
    if clause.hasAny(introductions) { return true }
    let name = directory.people[message.sender].map { Text.firstName($0.name).lowercased() } ?? message.sender
    let words = clause.words
    // "Hi coach. Tomasz.": a sentence that is only their name.
    if words.count >= 2, analysed.clauses.contains(where: { $0.words == [name] }) {
      return true
    }
    for index in words.indices where words[index] == name {
      if index + 1 < words.count && words[index + 1] == "here" { return true }
      if index > 0 && ["it's", "its"].contains(words[index - 1]) { return true }
    }
    return false
  }

  /// Away, off or missing on a day named ("I'm away the 5th to the 9th", "can't make the 10th",
  /// "no session next Saturday"): the owner plans around it. Today and tomorrow are news of
  /// the moment, not notice, and a distance ("5 mins away") is no absence.
  static func announcesAbsence(_ clause: Clause, on day: CalendarDay) -> Bool {
    guard clause.hasAny(awayNotices) else { return false }
    if let away = clause.words.firstIndex(of: "away"), !clause.hasAny(absencesBesidesAway) {
      let before = away > 0 ? clause.words[away - 1] : ""
      let after = away + 1 < clause.words.count ? clause.words[away + 1] : ""
      if distances.contains(before) || fixtures.contains(after) { return false }
    }
    return SchedulingDetector.Reading(clause.text, sentOn: day).hasDay
  }

  /// A need with its deadline ("need the edit by Wednesday", "I'll need your figures by the
  /// 13th"): someone is waiting on it.
  static func needsByDeadline(_ clause: Clause) -> Bool {
    let words = clause.words
    guard words.contains(where: { $0 == "need" || $0 == "needs" }) else { return false }
    if clause.hasAny(latest) { return true }
    return words.indices.dropLast().contains { index in
      guard words[index] == "by" else { return false }
      // "by the 13th", "by the end of the week", not "by the door".
      let day = words[index + 1] == "the" ? index + 2 : index + 1
      guard day < words.count else { return false }
      let next = words[day]
      return deadlineStarts.contains(next) || CalendarDay.weekday(named: next) != nil || next.first?.isNumber == true
    }
  }

  static let latest = PhraseSet(["at the latest", "by end of", "by the end of"])
  /// What follows "by" in a deadline: "by tomorrow", "by the 13th", "by end of day", "by next week".
  static let deadlineStarts: WordSet = [
    "tomorrow", "tmrw", "tonight", "today", "end", "next", "eod", "eow", "weekend",
  ]

  /// A question to answer, with or without its question mark.
  static func isQuestion(_ clause: Clause) -> Bool {
    if clause.text.endsWithQuestionMark { return true }
    let words = clause.words
    if words.count >= 3 && inverted.contains(words[0]) && subjects.contains(words[1]) { return true }
    return clause.hasAny(judgements)
  }

  /// A health word not negated nearby ("no knee pain", "pain free" are good news) in a clause
  /// that does not say it is getting better.
  static func hasHealthConcern(_ clause: Clause) -> Bool {
    let words = clause.words
    if clause.hasAny(recovery) { return false }
    for (index, word) in words.enumerated() where healthWords.matches(word, hash: clause.hashes[index]) {
      let around = words[max(0, index - 3)..<min(words.count, index + 2)]
      if !around.contains(where: negations.contains) { return true }
    }
    return false
  }

  /// In a 1:1 chat everything is to the owner; in a group only what names the owner or names
  /// nobody else and is not put to everyone.
  static func isAddressedToOwner(_ message: ConversationMessage, clause: Clause, directory: Directory) -> Bool {
    guard let room = directory.rooms[message.chat], !room.isDirect else { return true }
    if names(directory.owner, in: clause, directory: directory) { return true }
    // Naming someone who is not in the chat talks about them, not to them.
    if let named = directory.mentioned(in: message.text, excluding: message.sender), named != directory.owner,
      room.members.isEmpty || room.members.contains(named)
    {
      return false
    }
    return !clause.hasAny(toEveryone)
  }

  static func names(_ person: String, in clause: Clause, directory: Directory) -> Bool {
    let name = directory.people[person].map { Text.firstName($0.name).lowercased() }
    let id = person.lowercased()
    return clause.words.contains { $0 == id || $0 == name }
  }

  static let timeWords = PhraseSet(["tomorrow", "tonight", "next week", "this week", "morning", "evening"])

  static func hasTime(_ clause: Clause) -> Bool {
    clause.words.contains { CalendarDay.weekday(named: $0) != nil || $0.hasSuffix("pm") || $0.hasSuffix("am") }
      || clause.hasAny(timeWords)
  }

  static func isClosing(_ clause: Clause) -> Bool {
    clause.words.count <= 6 && clause.hasAny(closings)
  }
}
