/// Finds messages that try to arrange a meeting, session or call time: asks to move or book
/// one ("can we move Tuesday to Wednesday?"), offers of times ("How about Wed 10am?"), stated
/// availability ("mornings are best, not Mondays"), cancellations and the replies that settle
/// them ("Thursday 1pm it is"). A reply counts when it names a time while a chat is still
/// arranging one; accounts of the past ("great session yesterday") and goodbyes ("see you
/// Tuesday") never count.
enum SchedulingDetector {
  /// Starts of a question that asks to arrange something.
  static let askOpeners = PhraseSet([
    "can we", "could we", "can i", "could i", "can you", "could you", "shall we", "should we", "should i",
    "would you", "would it", "would anyone", "does anyone", "is anyone", "are you", "are we", "any chance", "can u",
    "could u", "do you", "r u", "possible to", "ok to", "okay to", "i wonder if", "wondering if", "is it ok",
    "happy to", "want to", "wanna", "fancy",
  ])

  /// Verbs that change when something happens; "to" must lead to a time ("move it to Friday",
  /// not "swap intervals to glute work" or "move your 9am into the small room").
  static let moveVerbs: WordSet = [
    "move", "moving", "swap", "switch", "change", "push", "shift", "bring", "reschedule", "resched", "rearrange",
    "postpone",
  ]

  /// Verbs that, in a question with a time, ask for a slot.
  static let slotVerbs: WordSet = [
    "do", "have", "book", "schedule", "arrange", "set", "meet", "keep", "make", "fit", "squeeze", "join", "come",
    "chat", "talk", "hop", "jump", "grab", "prefer", "skip", "catch", "see",
  ]

  /// Words between a slot verb and its object: "do an extra session", "keep it at 10".
  static let fillers: WordSet = [
    "a", "an", "the", "our", "my", "your", "his", "her", "their", "some", "extra", "quick", "proper", "short",
    "longer", "shorter", "it", "that", "this", "them", "us", "me", "you", "him", "at", "on", "in", "for", "up",
    "with", "together", "back", "still", "min", "mins", "minute", "hour", "way", "30", "15", "45", "60", "90", "3",
    "2", "first", "next", "another", "one", "other", "same", "new", "again", "instead", "then", "just",
    "every",
  ]

  /// Things with a date that are no appointment: a launch, a deadline, a birthday, leave.
  static let datedThings: WordSet = [
    "launch", "launches", "launching", "deadline", "deadlines", "due", "birthday", "birthdays", "maternity",
    "paternity", "vat", "tax", "go-live",
  ]

  /// Kinds of appointment.
  static let meetingNouns: WordSet = [
    "call", "chat", "zoom", "meeting", "meet", "session", "sessions", "consultation", "consult", "sync", "catch-up",
    "catchup", "interview", "interviews", "check-in", "checkin", "appointment", "appt", "slot", "slots", "class",
    "workshop", "lesson", "bootcamp", "clinic", "coffee", "facetime", "video", "demo", "review", "sesh", "pt",
    "training", "visit", "one-to-one", "1:1", "intro", "viewing", "tour",
    // Plurals and the team's own meetings.
    "calls", "meetings", "chats", "classes", "lessons", "appointments", "retro", "standup", "huddle", "debrief",
    "shoot", "rehearsal",
  ]

  /// Outings a group plans together: the pub, brunch, drinks. A time for one arranges no
  /// appointment, and a question about one in a group is put to everyone.
  static let outings: WordSet = [
    "pub", "pint", "pints", "brunch", "drinks", "party", "celebrate", "bbq", "barbecue", "picnic", "beer", "beers",
  ]

  /// "pub to celebrate? fri 20th?": a social plan, not an appointment. An outing given as the
  /// reason a time will not do ("friday's tricky, birthday drinks, monday?", "party on
  /// Saturday, can we move to Friday instead?") still arranges.
  static func proposesOuting(_ tokens: [String]) -> Bool {
    tokens.contains(where: outings.contains)
      && !tokens.contains { meetingNouns.contains($0) || refusals.contains($0) || moveVerbs.contains($0) }
      && !tokens.contains("instead")
  }

  /// Questions that ask for a time without naming one.
  static let openAsks = PhraseSet([
    "when suits", "when works", "when's good", "whens good", "when is good", "when can", "when are you free",
    "when would", "when do you want", "when shall", "when should we", "what time suits", "what time works",
    "which day",
    "which works", "which suits", "what works", "is there a later", "is there an earlier", "anything later",
    "anything earlier", "free for a", "book around", "book in", "book an", "book a", "squeeze * in", "fit * in",
    "what times suit", "what times work", "times suit", "same time", "another day", "another time",
    "a different day", "a different time",
    "when is a good time", "when's a good time", "whens a good time", "good time for", "how does your week look",
    "how's your week looking", "what does your week look like", "fixed days", "is when",
  ])

  /// Questions that ask to confirm what was put ("does that work?", "suit you?"): they arrange
  /// only in a message that names a time or an appointment, not after a price ("€20 per
  /// session or a 10-pass for €180. Does that work?").
  static let confirmAsks = PhraseSet([
    "does that work", "does this work", "that work for", "work for you", "work for everyone", "suit you",
    "suits you",
  ])

  /// Asks for the next appointment, often without a question mark: "when's next session".
  static let nextAsks = PhraseSet([
    "when's next", "when's the next", "when is next", "when is the next", "think about times",
  ])

  /// Asks whether one is fit to attend ("am I ok for class Thursday?", "ok to do spin tomorrow
  /// with my heel?"): a question about health, not about when.
  static let permission = PhraseSet([
    "am i ok", "will i be ok", "i be ok", "ok for me to", "ok to do", "ok to come", "ok to join", "ok to go",
    "okay to do", "okay to come", "safe to", "at least do",
  ])

  /// Short replies that take a time someone else just offered: "perfect", "works", "yes please".
  static let acceptances = PhraseSet([
    "perfect", "works", "yes", "deal", "booked", "i'm in", "im in", "great", "lovely", "sounds good",
    // Chat's ways of saying yes: "ya", "yesss", "bet".
    "ya", "yeah", "yep", "yup", "yess*", "ok", "okay", "fine", "sure", "bet", "agreed", "suits",
  ])

  /// What makes a short reply news of a task, not an acceptance.
  static let taskReplies = PhraseSet(["done", "on it", "sent"])

  /// Statements that offer, accept or state a time; they count with a time in the same clause.
  static let offers = [
    "how about", "what about", "i could do", "i can do", "can do", "could do", "free",
    "i'm free", "im free", "i am free", "free on", "free at", "free from", "is free", "are free", "he has",
    "she has", "they have", "he can", "she can", "they can", "they offered", "slots", "works", "work for",
    "suits", "is best", "are best", "is good", "is fine", "fine for me", "good for me", "fine with me",
    "better for me", "it is", "booked", "is yours", "here to stay", "instead", "moved to", "meet at", "meeting at",
    "will be at", "only do", "can only", "prefer", "ideally", "available", "either", "sharp",
    "i can", "is possible", "are possible",
    "is ok", "is okay", "ok for me", "okay for me", "could work", "can work",
  ]

  /// The offers split into words once.
  static let offerWords = offers.map { $0.split(separator: " ").map(String.init) }
  /// The `WordHash` of each offer's first word: a clause holds few of them, and an offer whose
  /// first word's hash is none of the clause's cannot be found there.
  static let offerFirstHashes = offerWords.map { WordHash.of($0[0]) }

  /// Availability in so many words: counts on its own with a time ("I can only do after 4:30").
  static let availability = PhraseSet([
    "can only", "only do", "i can do", "i could do", "i'm free", "im free", "i am free", "is best", "are best",
    "suits me", "suit me", "ideally", "i prefer", "prefer", "available", "after school", "after work",
    "after college", "lunchtimes", "lunchtime", "is possible", "are possible", "i'm up for", "im up for", "would come",
    "best for me", "better for me", "could work", "only at", "off days", "days off",
  ])

  /// Refusals and busy reasons: in a chat that is arranging a time, "not Mondays" is part of it.
  static let refusals: WordSet = [
    "not", "no", "can't", "cant", "cannot", "couldn't", "won't", "don't", "doesn't", "isn't", "aren't", "busy",
    "busiest", "tricky", "crazy", "impossible", "except", "taken", "nope", "unavailable", "away", "rush", "early",
    "late", "sleeping", "dead", "booked", "chaos", "working", "shift", "shifts",
  ]

  /// Words that put a clause in the past: it reports, it does not arrange.
  static let pastMarkers = PhraseSet([
    "yesterday", "last night", "last week", "was", "were", "did", "went", "missed", "had", "thanks for",
    "thank you for", "good sync", "great session", "what a session", "ago", "earlier today", "this morning was",
  ])

  /// One clause of a message, read for time expressions.
  struct Reading {
    let clause: Clause
    let tokens: [String]
    /// A weekday, date or clock time.
    let specific: Bool
    /// Today, tonight, tomorrow.
    let relative: Bool
    /// Mornings, evenings, lunch, next week, the weekend, a month.
    let vague: Bool
    let question: Bool
    /// A clock time ("7pm", "6:30", "at 9").
    let hasClock: Bool
    /// A day named ("Friday", "the 15th", "Tuesdays"), not counting deadlines.
    let hasDay: Bool
    /// A recurring day ("Tuesdays", "weekdays").
    let recurring: Bool
    /// Where the first time expression starts.
    let firstTime: Int?

    init(_ text: String, sentOn day: CalendarDay) {
      self.init(text, tokens: TimeText.tokens(text), sentOn: day)
    }

    /// A clause whose `TimeText.tokens` are already read.
    init(_ text: String, tokens: [String], sentOn day: CalendarDay) {
      self.init(Clause(text), tokens: tokens, sentOn: day)
    }

    /// A clause already read for words, whose `TimeText.tokens` are read too.
    init(_ clause: Clause, tokens: [String], sentOn day: CalendarDay) {
      let text = clause.text
      self.clause = clause
      self.tokens = tokens
      question = text.endsWithQuestionMark
      var specific = false
      var relative = false
      var vague = false
      var hasClock = false
      var hasDay = false
      var recurring = false
      var firstTime: Int? = nil
      for index in tokens.indices {
        let word = tokens[index]
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        // "by Thursday", "before the 1st": a deadline, not a time to meet.
        let previous = index > 0 ? tokens[index - 1] : ""
        let beforeThat = index > 1 ? tokens[index - 2] : ""
        if Reading.deadlineCues.contains(previous)
          || (beforeThat == "by" || beforeThat == "before") && previous == "the"
        {
          continue
        }
        if TimeText.clock(word, next: next) != nil || TimeText.bareHour(tokens, at: index) != nil {
          specific = true
          hasClock = true
        } else if let (reference, _) = TimeText.day(tokens, at: index, sentOn: day) {
          switch reference {
          case .day where ["today", "tonight", "tonite", "tomorrow", "tmrw", "tmr", "tomoz"].contains(word):
            relative = true
          // "in Tuesday's session": an appointment already made, talked about.
          case .day where word.hasSuffix("'s"): vague = true
          case .day:
            specific = true
            hasDay = true
          case .weekly:
            specific = true
            hasDay = true
            recurring = true
          case .range: vague = true
          }
        } else if SchedulingDetector.partsOfDay.contains(word) {
          vague = true
        } else {
          continue
        }
        if firstTime == nil { firstTime = index }
      }
      self.specific = specific
      self.hasClock = hasClock
      self.hasDay = hasDay
      self.recurring = recurring
      self.firstTime = firstTime
      self.relative = relative
      self.vague = vague
    }

    static let deadlineCues: WordSet = ["by", "before", "until", "till"]

    var anyTime: Bool { specific || relative || vague }
    var isPast: Bool { clause.hasAny(SchedulingDetector.pastMarkers) }
    /// "See you Tuesday": a goodbye, unless it closes a settling ("Thursday 1pm it is, see you then").
    var isGoodbye: Bool {
      clause.hasAny(SchedulingDetector.goodbyes) && !clause.hasAny(SchedulingDetector.settlings)
    }

    /// "Sarah has booked in with you Tuesday": a report; "Thursday 10 booked" settles.
    var isReport: Bool {
      guard let position = tokens.firstIndex(of: "booked") else { return false }
      return position < tokens.count - 1
    }
  }

  static let goodbyes = PhraseSet(["see you", "see ya", "cya", "see u"])
  /// What makes a goodbye close a settling.
  static let settlings = PhraseSet(["it is", "works", "booked"])

  static let partsOfDay: WordSet = [
    "morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "lunch", "lunchtime", "lunchtimes",
    "night", "nights", "weekday", "weekdays", "weekend", "weekends", "noon", "midday",
  ]

  /// Clauses, also split at emoji, which often end a sentence in chat ("nights again 😩 can you…").
  static func clauses(_ text: String) -> [String] { Text.clauses(text).flatMap(splitAtEmoji) }

  /// `clauses` of a message whose `Text.clauses` are read already, each with its words: a
  /// clause without emoji is only trimmed of spaces and commas, which are no words, so it keeps
  /// the words read (nil where emoji split it: those parts are read again).
  static func clauses(of analysed: [Clause]) -> [(text: String, clause: Clause?)] {
    analysed.flatMap { clause -> [(text: String, clause: Clause?)] in
      guard !hasEmojiRange(clause.text) else { return splitAtEmoji(clause.text).map { ($0, nil) } }
      let part = clause.text.trimmingCharacters(in: " ,")
      return part.isEmpty ? [] : [(part, Clause(part, sameWordsAs: clause))]
    }
  }

  /// Every emoji lies above U+2100: a clause with nothing there has nothing to split at.
  private static func hasEmojiRange(_ clause: String) -> Bool {
    clause.unicodeScalars.contains { $0.value > 0x2100 }
  }

  /// One of `Text.clauses`, trimmed of spaces and commas and split at emoji.
  private static func splitAtEmoji(_ clause: String) -> [String] {
    if !hasEmojiRange(clause) {
      let part = clause.trimmingCharacters(in: " ,")
      return part.isEmpty ? [] : [part]
    }
    var parts: [String] = []
    // The characters between two emoji are cut out by their UTF-8 offsets, not appended one by one.
    let utf8 = clause.utf8
    func part(_ start: Int, _ end: Int) {
      let bytes = utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
      let part = Substring(bytes).trimmingCharacters(in: " ,")
      if !part.isEmpty { parts.append(part) }
    }
    var start = 0
    var offset = 0
    for character in clause {
      let length = character.utf8.count
      // No scalar up to U+2100 is shown as an emoji (a unit test holds Unicode to that): the
      // value is compared before the properties are looked up.
      if character.unicodeScalars.contains(where: {
        $0.value > 0x2100 && ($0.properties.isEmojiPresentation || $0.properties.isEmoji)
      }) {
        part(start, offset)
        start = offset + length
      }
      offset += length
    }
    part(start, offset)
    return parts
  }

  /// What one message does for arranging a time.
  enum Signal: Equatable {
    /// Asks for, offers or moves a time on its own terms.
    case arranges
    /// Names a time or a refusal that counts only while a chat is arranging one.
    case replies
    /// Settles a time with a clock time: arranging it, and closing the matter.
    case settles
    /// Settles a day ("friday works"): counts, and closes, only while a chat is arranging one.
    case settlesInThread
  }

  /// Words without which no clause can arrange a time: a cheap first pass.
  static let cues: WordSet = partsOfDay.union(meetingNouns).union(moveVerbs).union([
    "when", "cancel", "free", "book", "christmas", "xmas", "week", "weekend", "today", "tonight", "tonite",
    "tomorrow", "tmrw", "tmr", "tomoz", "tomorrow's", "noon", "midday", "later", "earlier",
  ])

  static func mayArrange(_ tokens: [String]) -> Bool { tokens.contains(where: isArrangingCue) }

  private static func isArrangingCue(_ token: String) -> Bool {
    if let hash = WordHash.ofASCII(token) { return isArrangingCue(ascii: token, hash: hash) }
    return hasNumber(token) || cues.contains(token) || CalendarDay.weekday(named: token) != nil
      || TimeText.weeklyDays(token) != nil || TimeText.month(named: token) != nil
  }

  /// `isArrangingCue` of an ASCII word whose `WordHash` is `hash`: one lookup.
  private static func isArrangingCue(ascii word: String, hash: UInt64) -> Bool {
    word.utf8.contains { (0x30...0x39).contains($0) } || arrangingCueWords.index(of: word, hash: hash) != nil
  }

  /// The ASCII words without a digit that are arranging cues: the cues, the weekdays' names
  /// (also with "'s"), the plural weekdays and the months' names.
  static let arrangingCueWords = WordTable(
    Array(cues) + CalendarDay.weekdayNames.flatMap { entry in entry.names.flatMap { [$0, $0 + "'s"] } }
      + CalendarDay.weekdayNames.map { $0.names[0] + "s" } + ["weekdays", "weekends"]
      + TimeText.months.flatMap(\.names))

  /// `mayArrange(clause.words)`, an ASCII word looked up once by the hash the clause holds.
  static func mayArrange(_ clause: Clause) -> Bool {
    clause.words.indices.contains { index in
      let word = clause.words[index]
      guard word.isASCII else { return isArrangingCue(word) }
      return isArrangingCue(ascii: word, hash: clause.hashes[index])
    }
  }

  /// `token.contains(where: \.isNumber)`, by bytes when the token is ASCII (a byte is then a
  /// Character, and a number one of 0-9).
  static func hasNumber(_ token: String) -> Bool {
    guard token.isASCII else { return token.contains(where: \.isNumber) }
    return token.utf8.contains { (0x30...0x39).contains($0) }
  }

  /// What the message does on its own, from its text read for time expressions
  /// (`TimedText.arranging`: nil when it cannot arrange a time).
  static func signal(of message: ConversationMessage, _ timed: TimedText?) -> Signal? {
    guard let timed else { return nil }
    if proposesOuting(timed.tokens) { return nil }
    let day = CalendarDay(millis: message.time)
    let asks = timed.clauses.contains { $0.endsWithQuestionMark }
    var best: Signal? = nil
    if offersSlotForConfirmation(timed, sentOn: day) { return .arranges }
    let read = { index in Reading(timed.clause(at: index), tokens: timed.clauseTokens[index], sentOn: day) }
    // Read only when a clause asks to confirm: most messages never need it.
    lazy var namesTime = timed.clauses.indices.contains { index in
      let clause = read(index)
      return clause.anyTime || clause.tokens.contains(where: meetingNouns.contains)
    }
    for index in timed.clauses.indices {
      let reading = read(index)
      // Reports ("booked the physio for the 24th"), the past and goodbyes arrange nothing.
      if reading.isPast || reading.isGoodbye || reading.isReport { continue }
      guard let signal = clauseSignal(reading, confirmable: namesTime) else { continue }
      switch signal {
      case .settles where !asks: return .settles
      case .settles, .arranges: best = .arranges
      case .settlesInThread where !asks: if best != .arranges { best = .settlesInThread }
      case .settlesInThread, .replies: if best == nil { best = .replies }
      }
    }
    return best
  }

  /// What a short question asks to confirm with: "ok?", "work for you?", "good?".
  static let confirmations: WordSet = [
    "ok", "okay", "fine", "good", "alright", "work", "works", "suit", "suits", "doable", "possible",
  ]

  /// "Mon/Wed at 3pm, Fri ~5pm. Ok?": days and clock times put, then a short question that
  /// asks to confirm them.
  static func offersSlotForConfirmation(_ timed: TimedText, sentOn day: CalendarDay) -> Bool {
    guard timed.clauses.count >= 2, let last = timed.clauses.last, last.endsWithQuestionMark,
      let lastTokens = timed.clauseTokens.last, (1...3).contains(lastTokens.count),
      lastTokens.contains(where: confirmations.contains)
    else { return false }
    return timed.clauses.indices.dropLast().contains { index in
      let reading = Reading(timed.clause(at: index), tokens: timed.clauseTokens[index], sentOn: day)
      return reading.hasDay && reading.hasClock && !reading.isPast
    }
  }

  /// What a clause does to arrange a time, by the first rule it meets (each named in a comment);
  /// `confirmable`: its message names a time or an appointment that a "does that work?" confirms.
  static func clauseSignal(_ reading: Reading, confirmable: @autoclosure () -> Bool = true) -> Signal? {
    let clause = reading.clause
    let tokens = reading.tokens
    let noun = tokens.contains { meetingNouns.contains($0) }
    // "the launch moves to June 9", "the VAT return is due 7 February": the date of something
    // that is no appointment.
    if !noun && tokens.contains(where: datedThings.contains) { return nil }
    if let moved = moves(reading) { return moved ? .arranges : nil }  // moves to a time
    if !reading.hasClock && clause.hasAny(permission) { return nil }
    if clause.hasAny(nextAsks) { return .arranges }  // asks when
    let asks = clause.hasAny(askOpeners)
    let verbs = asksForSlot(reading)
    let timed = reading.specific || reading.relative
    if asks && verbs && (reading.anyTime || noun) && (reading.question || reading.anyTime) {
      return .arranges  // asks for a slot
    }
    if reading.question && clause.hasAny(openAsks) { return .arranges }  // asks when
    if reading.question && clause.hasAny(confirmAsks) && confirmable() { return .arranges }  // asks to confirm
    if reading.question && timed
      && (verbs || noun || tokens.count <= 6 || endsOnTime(reading) || offersChoice(reading))
    {
      return .arranges  // offers a time
    }
    // "evenings?", "mornings then?": a part of the day put as a question.
    if reading.question && reading.vague && tokens.count <= 2 { return .arranges }  // offers a time
    // "call to pick attempts?", "zoom this week?": a question that opens on an appointment.
    if reading.question && tokens.count <= 6 && tokens.first.map(meetingNouns.contains) == true {
      return .arranges  // asks for a slot
    }
    // "the Thursday class is cancelled" needs its time; "offers cancelled slots" has none.
    if clause.has("cancel") && (reading.anyTime || noun) || clause.hasAny(cancellations) && timed {
      return .arranges  // cancels
    }
    if reading.specific && DecisionDetector.settles(clause) {
      return reading.hasClock ? .settles : .settlesInThread  // settles a time
    }
    if reading.specific && offersNear(reading) {
      // "I can only do lunch 12-1": availability stated outright arranges on its own.
      return reading.hasClock || clause.hasAny(availability) ? .arranges : .replies  // offers
    }
    let together = tokens.contains { ["we", "us", "all", "everyone", "everybody", "you"].contains($0) }
    if reading.hasDay && reading.hasClock && (noun || reading.recurring || together) {
      return .arranges  // names a slot
    }
    if reading.anyTime && clause.hasAny(availability) { return .arranges }  // states availability
    // A reply leads with its time ("8 👍", "Thursday 10 good", "mondays are a no").
    let leads = (reading.firstTime ?? 99) <= 2 || tokens.count <= 6
    if leads && (reading.specific || reading.vague && ConstraintExtractor.isNegative(tokens)) {
      return .replies  // names a time
    }
    return nil
  }

  static let cancellations = PhraseSet(["cancelled", "cancelling"])

  /// "Monday 28th at 7pm or Tuesday 29th at 8pm?": days and clock times to choose between.
  static func offersChoice(_ reading: Reading) -> Bool {
    reading.hasDay && reading.hasClock && reading.tokens.contains("or")
  }

  /// "…, mon or tue afternoon?": a question whose last phrase is a time.
  static func endsOnTime(_ reading: Reading) -> Bool {
    let last = reading.clause.text.split(separator: ",").last.map(String.init) ?? reading.clause.text
    let tail = Reading(last, sentOn: CalendarDay(ordinal: 0))
    return tail.tokens.count <= 5 && (tail.specific || tail.vague)
  }

  /// An offer word within four words of a time: "Sunday 22nd fine for me", not "brush your teeth
  /// at 9:30, sounds daft but it works".
  /// Or one in the same stretch between commas as a time, a place apart at most: "Thursday
  /// 20:00 at De Meeuw works for me, lane 1 is quiet then".
  static func offersNear(_ reading: Reading) -> Bool {
    guard let first = reading.firstTime else { return false }
    var stretches: [Clause]? = nil
    for (phrase, firstHash) in zip(offerWords, offerFirstHashes) {
      guard reading.clause.hashes.contains(firstHash), let position = reading.clause.position(ofWords: phrase) else {
        continue
      }
      if abs(position - first) <= 4 || reading.tokens.count <= 8 { return true }
      let timed = stretches ?? timedStretches(of: reading)
      stretches = timed
      if timed.contains(where: { $0.position(ofWords: phrase) != nil }) { return true }
    }
    return false
  }

  /// The clause's comma-free stretches of at most eight words that hold a specific time.
  static func timedStretches(of reading: Reading) -> [Clause] {
    reading.clause.text.split(separator: ",").compactMap { part in
      let stretch = Reading(String(part), sentOn: CalendarDay(ordinal: 0))
      return stretch.tokens.count <= 8 && stretch.specific ? stretch.clause : nil
    }
  }

  /// A slot verb whose object is a time or an appointment: "do Thursday", "do a 3 way call",
  /// "keep it at 10", "chat with Kwame" — not "do a big post" or "have wine on Fridays".
  static func asksForSlot(_ reading: Reading) -> Bool {
    let tokens = reading.tokens
    let day = CalendarDay(ordinal: 0)
    for (index, word) in tokens.enumerated() where slotVerbs.contains(word) {
      if ["chat", "talk", "meet", "catch", "hop", "jump", "squeeze", "fit", "join", "come", "see"].contains(word) {
        return true
      }
      var cursor = index + 1
      while cursor < tokens.count && fillers.contains(tokens[cursor]) { cursor += 1 }
      guard cursor < tokens.count else {
        // "can we do 3?": the number was the object.
        if index + 1 < tokens.count, TimeText.bareHour(tokens, at: index + 1) != nil { return true }
        continue
      }
      let object = tokens[cursor]
      if meetingNouns.contains(object) || partsOfDay.contains(object) { return true }
      if namesAppointmentSoon(tokens, from: cursor) { return true }
      if TimeText.clock(object, next: cursor + 1 < tokens.count ? tokens[cursor + 1] : nil) != nil
        || TimeText.bareHour(tokens, at: cursor) != nil || Int(object).map({ (1...12).contains($0) }) == true
      {
        return true
      }
      if let (reference, _) = TimeText.day(tokens, at: cursor, sentOn: day) {
        if case .range = reference { continue }
        return true
      }
    }
    return false
  }

  /// An appointment a few describing words on ("do a quick check-in call", "do a free 20-min
  /// discovery call"): at most three words that are no `fillers` come before it.
  static func namesAppointmentSoon(_ tokens: [String], from start: Int) -> Bool {
    var described = 0
    for token in tokens[start..<min(tokens.count, start + 6)] {
      if meetingNouns.contains(token) { return true }
      if !fillers.contains(token) { described += 1 }
      if described > 3 { return false }
    }
    return false
  }

  /// A short reply that takes what was offered ("Perfect 👍"), a few words at most.
  static func accepts(_ analysed: AnalysedMessage) -> Bool {
    let clause = analysed.whole
    guard clause.words.count <= 3, !clause.hasAny(taskReplies) else { return false }
    return clause.hasAny(acceptances) || analysed.message.text.contains { "👍✅".contains($0) }
  }

  /// What a move verb may end on in a question that leaves the new time to the reply ("could
  /// we move it?", "can we push it back a bit?").
  static let moveTails: WordSet = [
    "it", "that", "this", "us", "them", "things", "please", "pls", "back", "forward", "later", "earlier", "a", "an",
    "bit", "little", "hour", "week", "day", "by",
  ]
  /// What asks to move when it comes just before the verb: "could we move?", "possible to move?".
  static let movers: WordSet = ["could", "can", "we", "possibly", "to", "i"]

  /// True when a move verb leads to a time ("move Tuesday's 6:30 to Wednesday"), false when it
  /// leads elsewhere ("push opening to January" counts: a date; "swap Thursday to glute work"
  /// does not), nil when the clause moves nothing.
  static func moves(_ reading: Reading) -> Bool? {
    let tokens = reading.tokens
    guard let verb = tokens.firstIndex(where: { moveVerbs.contains($0) }) else { return nil }
    guard let to = tokens[(verb + 1)...].firstIndex(where: { $0 == "to" || $0 == "into" || $0 == "instead" }) else {
      // "can we move tomorrow's review?", "any chance we could move?": the new time is left to
      // the reply.
      let rest = tokens[(verb + 1)...]
      // "could we move?", not "when you move?" (a move of house).
      let asked = verb > 0 && movers.contains(tokens[verb - 1])
      let asksToMove = rest.contains(where: meetingNouns.contains) || asked && rest.allSatisfy(moveTails.contains)
      return reading.question && asksToMove ? true : nil
    }
    let object = Array(tokens[(verb + 1)..<to])
    let pronouns: Set<String> = ["it", "that", "this", "us", "me", "you", "them", "things", "ours", "yours", "mine"]
    let day = CalendarDay(ordinal: 0)
    let objectIsAppointment =
      object.isEmpty || object.contains { meetingNouns.contains($0) || pronouns.contains($0) }
      || Reading(object.joined(separator: " "), sentOn: day).anyTime
    // The time follows "to" closely: "move it to Friday", not "moving to a new system from May".
    let target = Reading(tokens[to..<min(tokens.count, to + 4)].joined(separator: " "), sentOn: day)
    return objectIsAppointment && (target.anyTime || tokens[to] == "instead" && reading.anyTime)
  }

  /// The signal of each message that counts as arranging a time (in the order given), nil for
  /// the others. A chat is arranging a time from a message that asks or offers one until a
  /// message settles it (in a 1:1 chat) or a day passes; group chats stay open while members
  /// answer a poll of times.
  /// `own` holds each message's `signal(of:_:)`; `accepts` says whether the message at an
  /// index `accepts` a time offered.
  static func detectSignals(
    _ messages: [ConversationMessage], own: [Signal?], accepts: (Int) -> Bool, directory: Directory
  ) -> [Signal?] {
    let window: Int64 = 86_400_000
    var openSince: [String: Int64] = [:]
    // Who last asked a time in each chat, while theirs is its latest message: "Perfect" takes it.
    var asker: [String: String] = [:]
    // Whether the asker's question is the chat's latest message.
    var askedLast: [String: Bool] = [:]
    var result: [Signal?] = []
    result.reserveCapacity(messages.count)
    for (index, (message, ownSignal)) in zip(messages, own).enumerated() {
      let open = openSince[message.chat].map { message.time - $0 <= window } ?? false
      // A poll still open from further back takes answers with words ("31 ✅"), not bare nods.
      let taken =
        open && asker[message.chat].map { $0 != message.sender } == true && accepts(index)
        && (askedLast[message.chat] == true || !Text.normalisedWords(message.text).isEmpty)
      askedLast[message.chat] = false
      let direct = directory.rooms[message.chat]?.isDirect ?? true
      // A group answers a poll one member after another: the question stays open to each.
      if direct || asker[message.chat] == message.sender { asker[message.chat] = nil }
      // Settled by whoever asked, or by the owner: later nods are not answers to the poll.
      let settled = ownSignal == .settles || ownSignal == .settlesInThread
      if settled && message.sender == directory.owner { asker[message.chat] = nil }
      guard let signal = ownSignal ?? (taken ? .settlesInThread : nil),
        signal == .arranges || signal == .settles || open
      else {
        result.append(nil)
        continue
      }
      result.append(signal)
      if message.text.endsWithQuestionMark {
        asker[message.chat] = message.sender
        askedLast[message.chat] = true
      }
      if (signal == .settles || signal == .settlesInThread) && direct {
        openSince[message.chat] = nil
      } else {
        openSince[message.chat] = message.time
      }
    }
    return result
  }
}
