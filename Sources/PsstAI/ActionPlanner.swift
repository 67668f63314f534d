/// Recognises requests to act in plain English: schedule a call, set a reminder, send a message.
///
/// An action is an imperative: after polite framing ("please", "can you", "I'd like to") the
/// request starts with a verb of one of the three families, and the words after it say who,
/// when and what. Anything else (a question such as "when is my call with Sara?" or "did I tell
/// Sarah…") is not an action. Only the owner's own request is read, never the messages it is
/// about, so text quoted from the history cannot start an action.
///
/// ```swift
/// let planner = ActionPlanner(now: Clock.nowMillis(), zone: localZone)
/// planner.plan("tell Sarah I'm running 10 minutes late")
/// // .proposal(ActionProposal(tool: .sendMessage, person: "Sarah", text: "I'm running 10 minutes late"))
/// ```
public struct ActionPlanner: Sendable {
  public let now: Int64
  public let zone: LocalZone

  /// When a reminder names a day but no time.
  public static let reminderMinutes = 9 * 60
  /// A call's length when the request does not say.
  public static let callMinutes = 30

  public init(now: Int64, zone: LocalZone) {
    self.now = now
    self.zone = zone
  }

  /// The sentences of a request that may hold its action ("Thanks! Now tell Sarah…" is the
  /// second): each is read to the end of the request, so reading every sentence of a long text
  /// would cost its length squared.
  static let sentencesRead = 16

  /// What `request` asks for: an action, one with something missing, or not an action.
  public func plan(_ request: String) -> ActionPlan {
    for start in sentenceStarts(request).prefix(Self.sentencesRead) {
      let words = RequestWords(String(request[start...]))
      let plan = planSentence(words)
      if plan != .notAnAction { return plan }
    }
    return .notAnAction
  }

  /// The instant `text` names ("tomorrow at 3pm", "Friday", "in 2 hours"), or nil; a day alone
  /// is `defaultMinutes` into it. For tool arguments written in words.
  public func time(in text: String, defaultMinutes: Int? = nil) -> Int64? {
    RequestTime(RequestWords(text), today: zone.day(at: now)).resolve(
      now: now, zone: zone, defaultMinutes: defaultMinutes)
  }

  /// The instant of a local wall-clock time written as if it were UTC milliseconds (an ISO
  /// 8601 time without an offset).
  public func localInstant(utcWallClock millis: Int64) -> Int64 {
    let day = CalendarDay(millis: millis)
    return zone.instant(day: day, minutes: Int((millis - day.ordinal * 86_400_000) / 60_000))
  }

  // MARK: Sentences and framing

  /// Where each sentence begins: an action may follow a greeting ("Thanks! Now tell Sarah…").
  /// Blank lines between sentences start no sentences of their own.
  private func sentenceStarts(_ text: String) -> [String.Index] {
    var starts = [text.startIndex]
    // A sentence inside quotation marks is someone else's words, not a request.
    var quotes = 0
    var textSinceStart = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if !character.isWhitespace { textSinceStart = true }
      if ".!?\n".contains(character), next < text.endIndex, text[next].isWhitespace, quotes % 2 == 0, textSinceStart {
        starts.append(next)
        textSinceStart = false
      }
      if "\"\u{201C}\u{201D}".contains(character) { quotes += 1 }
      index = next
    }
    return starts
  }

  /// Polite openings that leave the verb after them in charge.
  static let frames: [[String]] = [
    ["please"], ["pls"], ["kindly"], ["ok"], ["okay"], ["hey"], ["now"], ["also"], ["and"], ["then"],
    ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"], ["can", "u"],
    ["i", "want", "you", "to"], ["i", "need", "you", "to"], ["i'd", "like", "you", "to"], ["i'd", "like", "to"],
    ["go", "ahead", "and"], ["help", "me"], ["let's"],
  ]

  /// The index of the first word after any polite opening.
  func verbIndex(_ words: RequestWords) -> Int {
    var index = 0
    var moved = true
    while moved {
      moved = false
      for frame in Self.frames where frame.indices.allSatisfy({ words[index + $0] == frame[$0] }) {
        index += frame.count
        moved = true
        break
      }
    }
    return index
  }

  private func planSentence(_ words: RequestWords) -> ActionPlan {
    let verb = verbIndex(words)
    guard verb < words.count else { return .notAnAction }
    if let plan = reminder(words, verb: verb) { return plan }
    if let plan = call(words, verb: verb) { return plan }
    if let plan = message(words, verb: verb) { return plan }
    return .notAnAction
  }

  // MARK: Reminders

  static let reminderNouns: Set<String> = ["reminder", "reminders", "alarm", "alert"]
  static let makingVerbs: Set<String> = ["set", "add", "create", "make", "put", "schedule", "setup"]

  /// "remind me (to|that|about) X <when>", "set a reminder (to|for) X <when>", "don't let me forget to X".
  private func reminder(_ words: RequestWords, verb: Int) -> ActionPlan? {
    var head: Int? = nil
    if words[verb] == "remind", ["me", "us", "myself"].contains(words[verb + 1]) {
      head = verb + 2
    } else if words[verb] == "reminder" {
      head = verb + 1
    } else if Self.makingVerbs.contains(words[verb]),
      let noun = (verb + 1...verb + 4).first(where: { Self.reminderNouns.contains(words[$0]) })
    {
      head = noun + 1
    } else if ["don't", "dont"].contains(words[verb]), words[verb + 1] == "let", words[verb + 2] == "me",
      words[verb + 3] == "forget"
    {
      head = verb + 4
    }
    guard let head else { return nil }
    let when = RequestTime(words, from: head, today: zone.day(at: now))
    // "remind me what Sarah said", "remind me of Tom's goals": a question put as a request.
    let asking: Set<String> = ["what", "who", "when", "where", "why", "how", "which", "whether", "if"]
    if asking.contains(words[head]) || (when.isEmpty && ["of", "about"].contains(words[head])) { return nil }
    var rest = (head..<words.count).filter { !when.used.contains($0) }
    while let first = rest.first, ["to", "that", "about", "for", "of", "me", "myself"].contains(words[first]) {
      rest.removeFirst()
    }
    while let last = rest.last, ["please", "thanks", "thx"].contains(words[last]) { rest.removeLast() }
    guard !rest.isEmpty else { return .incomplete(.setReminder, missing: "what to remind you of") }
    guard !when.isEmpty, let time = when.resolve(now: now, zone: zone, defaultMinutes: Self.reminderMinutes)
    else {
      return .incomplete(.setReminder, missing: "when to remind you (a day or a time, e.g. \"tomorrow at 9am\")")
    }
    guard time > now else { return .incomplete(.setReminder, missing: "a time that is still to come") }
    return .proposal(ActionProposal(tool: .setReminder, time: time, text: words.original(rest)))
  }

  // MARK: Calls

  static let meetingNouns: Set<String> = [
    "call", "session", "meeting", "catch-up", "catchup", "check-in", "checkin", "appointment", "consult",
    "consultation", "sync", "zoom", "facetime", "chat", "review",
  ]
  static let schedulingVerbs: Set<String> = [
    "schedule", "book", "arrange", "organise", "organize", "plan", "set", "setup", "put", "add", "make", "fix",
    "create",
  ]

  /// "schedule a call with Sara tomorrow at 3pm", "set up a session with X on Monday at 10".
  private func call(_ words: RequestWords, verb: Int) -> ActionPlan? {
    guard Self.schedulingVerbs.contains(words[verb]),
      let noun = (verb + 1...verb + 5).first(where: { Self.meetingNouns.contains(words[$0]) })
    else { return nil }
    // Nothing but articles, a particle ("set up", "put in") and describing words between the
    // verb and the noun: "add Tom to the group chat" is not a call.
    let linking: Set<String> = ["to", "for", "from", "into", "of", "on", "at", "about", "with", "by"]
    guard
      (verb + 1..<noun).allSatisfy({
        !linking.contains(words[$0]) && !words.isCapitalised($0) && !Self.meetingNouns.contains(words[$0])
      })
    else { return nil }
    let when = RequestTime(words, from: noun + 1, today: zone.day(at: now))
    guard let with = (noun + 1..<words.count).first(where: { words[$0] == "with" && !when.used.contains($0) }),
      let person = personName(words, at: with + 1, stop: when.used)
    else {
      return .incomplete(.scheduleCall, missing: "who the call is with (\"with NAME\")")
    }
    guard !when.isEmpty, let time = when.resolve(now: now, zone: zone, defaultMinutes: nil) else {
      return .incomplete(.scheduleCall, missing: "a time for the call (e.g. \"tomorrow at 3pm\")")
    }
    guard time > now else { return .incomplete(.scheduleCall, missing: "a time that is still to come") }
    let spoken = (verb + 1..<words.count).filter { !when.used.contains($0) }.map { words[$0] }
    let minutes = TimeText.duration(spoken) ?? Self.callMinutes
    let label = words.original([noun])
    var title = label.prefix(1).uppercased() + label.dropFirst() + " with " + person.name
    if let topic = (person.end..<words.count).first(where: {
      ["about", "re", "regarding", "on"].contains(words[$0]) && !when.used.contains($0)
    }) {
      let about = (topic + 1..<words.count).filter { !when.used.contains($0) }
      if !about.isEmpty { title += ": " + words.original(about) }
    }
    return .proposal(
      ActionProposal(tool: .scheduleCall, person: person.name, time: time, minutes: minutes, text: title))
  }

  // MARK: Messages

  static let messagingVerbs: Set<String> = [
    "tell", "message", "text", "msg", "dm", "ping", "write", "inform", "notify", "whatsapp",
  ]
  static let messageNouns: Set<String> = ["message", "note", "text", "msg", "dm", "line", "reply"]
  static let everyone: Set<String> = ["everyone", "everybody", "all", "anyone", "anybody"]
  static let notPeople: Set<String> = ["me", "myself", "us", "you", "yourself", "it", "that", "this", "what"]

  /// "tell Sarah I'm late", "message X that …", "let X know …", "send X a message saying …",
  /// "send a message to X: …".
  private func message(_ words: RequestWords, verb: Int) -> ActionPlan? {
    var personAt: Int
    var textFrom: (Int) -> Int = { $0 }
    switch words[verb] {
    case let word where Self.messagingVerbs.contains(word):
      personAt = words[verb + 1] == "to" ? verb + 2 : verb + 1
    case "let":
      personAt = verb + 1
      // Words past the end read as "", so the window needs no clamping (a clamped one was an
      // empty range whose upper bound fell below its lower: "let" alone crashed).
      guard let know = (verb + 2..<verb + 6).first(where: { words[$0] == "know" }) else {
        return nil
      }
      textFrom = { _ in know + 1 }
    case "send", "drop", "shoot":
      if let noun = (verb + 1...verb + 3).first(where: { Self.messageNouns.contains(words[$0]) }),
        words[noun + 1] == "to"
      {
        personAt = noun + 2  // "send a message to Sarah saying …"
      } else if let noun = (verb + 2...verb + 5).first(where: { Self.messageNouns.contains(words[$0]) }) {
        personAt = verb + 1  // "send Sarah a quick message saying …"
        textFrom = { _ in noun + 1 }
      } else {
        return nil
      }
    default:
      return nil
    }
    if Self.everyone.contains(words[personAt]) {
      return .incomplete(
        .sendMessage, missing: "one person or group to send it to (it never messages everyone at once)")
    }
    guard !Self.notPeople.contains(words[personAt]), let person = personName(words, at: personAt, stop: []) else {
      return words[personAt].isEmpty ? .incomplete(.sendMessage, missing: "who to send it to") : nil
    }
    if words[person.end] == "and" {
      return .incomplete(.sendMessage, missing: "one person or group at a time (a group chat's name for several)")
    }
    var start = max(person.end, textFrom(person.end))
    let connector = words[start]
    if ["that", "saying", "say", "with", "to"].contains(connector) { start += 1 }
    // "ping Tom about tomorrow": a subject, not the words to send; those are asked for.
    if ["about", "regarding", "re"].contains(words[start]) {
      return .incomplete(.sendMessage, missing: "the words to send (e.g. \"tell Tom that …\")")
    }
    guard start < words.count else { return .incomplete(.sendMessage, missing: "what to say") }
    // "tell Tom that his…", "let Tom know his…", "tell Tom to bring…" report; the rest is quoted as said.
    let reported = connector == "that" || connector == "to" || words[verb] == "let"
    var text =
      reported
      ? ReportedSpeech.addressed(words, from: start, request: connector == "to").trimmingQuotes
      : words.rest(from: start).trimmingQuotes
    guard !text.isEmpty else { return .incomplete(.sendMessage, missing: "what to say") }
    text = text.prefix(1).uppercased() + text.dropFirst()
    return .proposal(ActionProposal(tool: .sendMessage, person: person.name, text: text))
  }

  // MARK: Names

  static let pronouns: Set<String> = ["i", "i'm", "i'll", "i've", "i'd", "we", "we're", "we'll", "you", "it's"]

  /// The person or group named at `index`: one word, or a capitalised full name ("Lena Brooks"),
  /// or "the … group/team/chat". `end` is the index after it.
  func personName(_ words: RequestWords, at index: Int, stop: Set<Int>) -> (name: String, end: Int)? {
    guard index < words.count, !stop.contains(index), !Self.pronouns.contains(words[index]),
      !RequestTime.partsOfDay.keys.contains(words[index])
    else { return nil }
    if words[index] == "the" || words[index] == "our" {
      let groupWords: Set<String> = ["group", "team", "chat", "crew", "squad", "class", "channel"]
      if let end = (index + 1..<min(index + 5, words.count)).first(where: { groupWords.contains(words[$0]) }) {
        return (words.original(Array(index + 1...end)), end + 1)
      }
      return nil
    }
    var end = index + 1
    let calendarWord = { (word: String) in
      CalendarDay.weekday(named: word) != nil || TimeText.month(named: word) != nil
    }
    while end < min(index + 3, words.count), words.isCapitalised(index), words.isCapitalised(end),
      !stop.contains(end), !Self.pronouns.contains(words[end]), !calendarWord(words[end]),
      words.spaceOnly(between: end - 1, and: end)
    {
      end += 1
    }
    return (words.original(Array(index..<end)), end)
  }
}

extension String {
  /// Without the quotes around a message ("tell Sarah: “see you at 6”").
  fileprivate var trimmingQuotes: String {
    let quotes: Set<Character> = ["\"", "'", "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", ":", " "]
    var text = Substring(self)
    // removeLast, not `text = text.dropLast()`: that copies the rest each time, so a request
    // ending in 16,000 spaces took seconds.
    while let first = text.first, quotes.contains(first) { text.removeFirst() }
    while let last = text.last, quotes.contains(last) || last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
