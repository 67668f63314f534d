/// What the autopilot (psst-watch --assist) may act on in a new message: a commitment with a
/// time (a reminder), a time every member of a chat agreed to (a call), a yes/no logistics
/// question put to the owner (an acknowledgement). Each reading only recognises a shape of
/// message; which parts may act, and how often, is the owner's settings' business, and nothing
/// a message says changes what is read as what.
public struct AutopilotCues: Sendable {
  public let zone: LocalZone
  /// The owner's account id.
  public let owner: String

  public init(owner: String, zone: LocalZone) {
    self.owner = owner
    self.zone = zone
  }

  /// The most of a promise a reminder quotes, in characters.
  static let maxTask = 120

  // MARK: Commitments

  /// A promise with a time in `message` ("I'll send it Friday"): what to remind the owner of,
  /// and when. The owner's own promise is a reminder to do it; someone else's to the owner, a
  /// reminder to check it came. Nil when there is no promise or no time still to come.
  public func commitment(in message: ConversationMessage, directory: Directory, now: Int64) -> (
    text: String, due: Int64
  )? {
    // A request is someone else's task; the sender's own item is their promise.
    let items = ActionItemDetector.items(in: message, directory: directory)
    guard let promise = items.first(where: { $0.assignee == message.sender }) else { return nil }
    let planner = ActionPlanner(now: message.time, zone: zone)
    let said = planner.time(in: promise.task, defaultMinutes: ActionPlanner.reminderMinutes)
    let deadline = promise.deadline.flatMap(Self.day(iso:)).map {
      zone.instant(day: $0, minutes: ActionPlanner.reminderMinutes)
    }
    guard let due = said ?? deadline, due > now else { return nil }
    // The promise in the sender's own words (its sentence), on one line: nothing is made up.
    let opening = [Array(RequestWords(promise.task).lowers.prefix(3))]
    let sentence = Self.sentences(in: message.text).first { Self.contains(RequestWords($0).lowers, opening) }
    var words = (sentence ?? message.text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    if words.count > Self.maxTask { words = String(words.prefix(Self.maxTask - 1)) + "…" }
    if message.sender == owner { return ("You promised: \u{201C}\(words)\u{201D}", due) }
    return ("Check: \(directory.displayName(message.sender)) said \u{201C}\(words)\u{201D}", due)
  }

  /// `2026-09-04`: a deadline's day.
  static func day(iso text: String) -> CalendarDay? {
    let parts = text.split(separator: "-").compactMap { Int64($0) }
    guard parts.count == 3 else { return nil }
    return CalendarDay(checkedYear: parts[0], month: parts[1], day: parts[2])
  }

  // MARK: Calls everyone agreed to

  /// A proposed time for a call and who agreed to it.
  public struct AgreedTime: Sendable, Equatable {
    /// The message that proposed it.
    public var proposal: String
    public var start: Int64
    /// The messages that agreed, in order (the last one settled it).
    public var agreements: [String]
    /// What the proposal called it ("call", "session"), "call" when it named nothing.
    public var kind: String
  }

  /// The last time proposed for a call in `recent` (one chat's newest messages, oldest first),
  /// once each of `members` other than the proposer agreed to it after it was proposed with
  /// nothing said against it since. Nil when not everyone agreed, or the time has passed.
  public func agreedTime(in recent: [ConversationMessage], members: [String], now: Int64) -> AgreedTime? {
    guard let index = recent.lastIndex(where: { proposedTime($0) != nil }) else { return nil }
    let proposal = recent[index]
    guard let start = proposedTime(proposal), start > now else { return nil }
    var agreed: [String: String] = [:]
    for reply in recent[(index + 1)...] where reply.sender != proposal.sender {
      // "Yes, but 5pm is better": another time is not agreement to this one.
      if namesAnotherTime(reply, than: start) { return nil }
      if Self.agrees(reply.text) {
        agreed[reply.sender] = agreed[reply.sender] ?? reply.id
      } else if Self.objects(reply.text) {
        // A "no" or a new time from anyone after the proposal: it is not settled.
        return nil
      }
    }
    let needed = Set(members).subtracting([proposal.sender])
    guard !needed.isEmpty, needed.allSatisfy({ agreed[$0] != nil }) else { return nil }
    let ids = recent[(index + 1)...].map(\.id).filter { Set(agreed.values).contains($0) }
    let kind = RequestWords(proposal.text).lowers.first { ActionPlanner.meetingNouns.contains($0) } ?? "call"
    return AgreedTime(proposal: proposal.id, start: start, agreements: ids, kind: kind)
  }

  /// The time `message` proposes for a call or session: it names a meeting (or asks "does
  /// Thursday at 4 work?"), a day and a clock time ("tomorrow evening" is too loose to book).
  public func proposedTime(_ message: ConversationMessage) -> Int64? {
    let words = RequestWords(message.text)
    let lower = words.lowers
    let namesMeeting = lower.contains { ActionPlanner.meetingNouns.contains($0) }
    let proposes = Self.contains(lower, Self.proposing)
    guard proposes && (namesMeeting || lower.contains("work")), Self.hasClock(lower) else { return nil }
    let time = RequestTime(words, today: zone.day(at: message.time))
    guard time.day != nil, time.minutes != nil else { return nil }
    return time.resolve(now: message.time, zone: zone, defaultMinutes: nil)
  }

  /// Whether `message` names a day or a clock time other than `start`'s ("4pm works" names the
  /// same one).
  private func namesAnotherTime(_ message: ConversationMessage, than start: Int64) -> Bool {
    let said = RequestTime(RequestWords(message.text), today: zone.day(at: message.time))
    if let day = said.day, day != zone.day(at: start) { return true }
    if let minutes = said.minutes, minutes != zone.minuteOfDay(at: start) { return true }
    return false
  }

  /// Whether the words hold a clock time: "4pm", "10:30", "9.15am", "at 4", "5 o'clock".
  static func hasClock(_ words: [String]) -> Bool {
    words.indices.contains { index in
      let word = words[index]
      var digits = Substring(word)
      for suffix in ["am", "pm", "h"] where digits.hasSuffix(suffix) { digits = digits.dropLast(suffix.count) }
      let parts = digits.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "." }
      guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
        let hour = Int(parts[0]), hour < 24
      else { return false }
      if digits.count < word.count || parts.count == 2 { return true }
      // A bare number is a time only after "at" or before "o'clock".
      return index > 0 && words[index - 1] == "at" || index + 1 < words.count && words[index + 1] == "o'clock"
    }
  }

  /// Ways of putting a time forward.
  static let proposing = phrases([
    "can we", "could we", "shall we", "should we", "let's", "lets", "how about", "what about", "does", "would",
    "are you free", "is everyone free", "works for", "work for", "how's", "hows", "propose", "suggest",
  ])

  /// Agreeing words in a short message with no "no" and no other time.
  static let agreeing = phrases([
    "yes", "yep", "yeah", "yup", "sure", "ok", "okay", "works for me", "that works", "works for us", "sounds good",
    "sounds great", "fine by me", "good for me", "deal", "agreed", "confirmed", "see you then", "i'm in", "im in",
    "count me in", "absolutely", "definitely", "of course",
  ])

  /// Words that agree only as (nearly) the whole message: "Perfect!", not "perfect weather today".
  static let agreeingAlone: Set<String> = ["great", "perfect", "works", "cool", "lovely", "excellent", "brilliant"]
  static let aloneWords = 3

  /// Words that undo an agreement or object to a time.
  static let objecting: Set<String> = [
    "no", "not", "nope", "can't", "cant", "cannot", "won't", "wont", "don't", "dont", "doesn't", "doesnt", "busy",
    "unfortunately", "instead", "rather", "sorry", "but", "later", "earlier", "else", "another", "different",
    "though", "although", "unless", "except", "after", "before", "only",
  ]

  /// The most words an agreement runs to: a longer message says more than yes.
  static let agreementWords = 12

  static func agrees(_ text: String) -> Bool {
    let words = RequestWords(text).lowers
    guard words.count <= agreementWords, !text.contains("?"), !objects(text) else { return false }
    if words.count <= aloneWords && words.contains(where: agreeingAlone.contains) { return true }
    return contains(words, agreeing) || text.contains("\u{1F44D}")
  }

  /// Phrases as word lists, for `contains`.
  static func phrases(_ texts: [String]) -> [[String]] { texts.map { $0.split(separator: " ").map(String.init) } }

  /// Whether `words` (lower-cased) holds one of `phrases` as consecutive words.
  static func contains(_ words: [String], _ phrases: [[String]]) -> Bool {
    phrases.contains { phrase in
      words.count >= phrase.count
        && (0...(words.count - phrase.count)).contains { start in
          phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
        }
    }
  }

  static func objects(_ text: String) -> Bool {
    RequestWords(text).lowers.contains { objecting.contains($0) || $0.hasSuffix("n't") }
  }

  // MARK: Yes/no logistics questions

  /// Whether `message` asks the owner a yes/no question about arrangements ("Is our session
  /// still on for 5?", "Can I park at the back?"): someone else's message, in a 1:1 chat with
  /// the owner or naming them, with a question that opens like a yes/no question and is about
  /// a time, a place or a meeting. "Tuesday or Wednesday?" is not yes/no; "when…?" is not either.
  public func asksOwnerYesNo(_ message: ConversationMessage, directory: Directory) -> Bool {
    guard message.sender != owner, let room = directory.rooms[message.chat] else { return false }
    let names = ownerNames(directory)
    let words = Set(RequestWords(message.text).lowers.map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 })
    guard room.isDirect || !words.isDisjoint(with: names) else { return false }
    return Self.questions(in: message.text).contains { Self.isYesNoLogistics($0, leading: names) }
  }

  /// The words that name the owner: the id and a first name of two letters or more.
  private func ownerNames(_ directory: Directory) -> Set<String> {
    let first = directory.displayName(owner).split(separator: " ").first.map { $0.lowercased() }
    return Set([owner.lowercased()] + (first.map { $0.count > 1 ? [$0] : [] } ?? []))
  }

  /// The sentences of `text`, each with its closing mark: a full stop, question or exclamation
  /// mark, colon or semicolon before a space ends one ("Quick one: are we on?"), not one inside
  /// "5:30" or "5.30"; a new line always does.
  static func sentences(in text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var previous: Character = " "
    for character in text {
      if character.isWhitespace && ".!?:;".contains(previous) {
        sentences.append(current)
        current = ""
      }
      previous = character
      current.append(character)
      if character == "\n" {
        sentences.append(current)
        current = ""
      }
    }
    sentences.append(current)
    return sentences.filter { !$0.allSatisfy(\.isWhitespace) }
  }

  /// Each sentence ending in a question mark.
  static func questions(in text: String) -> [String] { sentences(in: text).filter { $0.endsWithQuestionMark } }

  static let yesNoOpenings: Set<String> = [
    "is", "are", "am", "was", "were", "do", "does", "did", "can", "could", "will", "would", "shall", "should",
    "have", "has", "still", "we're", "i'm", "it's", "we",
  ]

  static let logistics: Set<String> = [
    "session", "call", "meeting", "appointment", "class", "lesson", "training", "practice", "workout", "run",
    "today", "tomorrow", "tonight", "morning", "afternoon", "evening", "time", "on", "park", "parking", "address",
    "room", "studio", "gym", "clinic", "link", "zoom", "bring", "wear", "late", "early", "reschedule", "move",
    "cancel", "confirm", "confirmed", "booked", "book", "come", "arrive", "meet", "there",
  ]

  /// Words a question may open with before its yes/no verb, besides the owner's name.
  static let greetings: Set<String> = ["hi", "hey", "hello", "so", "and", "also", "ok", "okay", "quick", "question"]

  static func isYesNoLogistics(_ question: String, leading names: Set<String> = []) -> Bool {
    let words = RequestWords(question).lowers.map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }.drop {
      greetings.contains($0) || names.contains($0)
    }
    guard let first = words.first, yesNoOpenings.contains(first), !words.contains("or") else { return false }
    let day = { (word: String) in CalendarDay.weekday(named: word) != nil }
    return words.contains { logistics.contains($0) || day($0) || AnswerCues.isClock($0) }
  }

  // MARK: Replies

  /// The acknowledgement the autopilot sends, in the owner's tone and length. It promises only
  /// that the owner will confirm: it states nothing the owner has not.
  public static func acknowledgement(tone: Tone, length: Length) -> String {
    switch (tone, length) {
    case (.neutral, .short): "Got it, I'll confirm shortly."
    case (.neutral, .medium): "Thanks, got your question. I'll confirm shortly."
    case (.neutral, .long): "Thanks for checking. I've seen your question and will confirm shortly."
    case (.friendly, .short): "Got it! Will confirm soon."
    case (.friendly, .medium): "Thanks! Saw this, I'll confirm shortly."
    case (.friendly, .long): "Thanks so much for checking! I've seen this and will get back to you to confirm shortly."
    case (.formal, .short): "Noted; I will confirm shortly."
    case (.formal, .medium): "Thank you for your message. I will confirm shortly."
    case (.formal, .long): "Thank you for your message. I have received your question and will confirm shortly."
    }
  }

  /// The voice of a reply (as the owner's `reply.tone`).
  public enum Tone: String, Sendable { case neutral, friendly, formal }
  /// The length of a reply (as the owner's `reply.length`).
  public enum Length: String, Sendable { case short, medium, long }
}
