/// A message that tries to arrange a meeting, session or call time, with the constraints the
/// chat stated and free times that honour them.
public struct SchedulingRequest: Sendable, Equatable {
  public var messageID: String
  public var chat: String
  /// The chat's members.
  public var participants: [String]
  /// Short readable constraints: "not mornings", "after 18:00", "before 2026-09-11".
  public var constraints: [String]
  public var suggestions: [SuggestedTime]
  /// What the message does for the time being arranged.
  public enum Part: String, Sendable {
    /// Asks for, offers or moves a time on its own terms ("can we do Thursday after 6?").
    case arranges
    /// Answers while a chat arranges one: a time, a refusal, a constraint ("not mornings").
    case replies
    /// Settles a time ("Thursday 1pm it is"): no times are needed any more.
    case settles
  }

  public var part: Part

  public init(
    messageID: String, chat: String, participants: [String], constraints: [String], suggestions: [SuggestedTime],
    part: Part = .arranges
  ) {
    self.messageID = messageID
    self.chat = chat
    self.participants = participants
    self.constraints = constraints
    self.suggestions = suggestions
    self.part = part
  }
}

/// What the account's owner cannot do, beyond what the chats settled: calls on their calendar
/// (psst-calendar) and the quiet hours of every day. Suggestions never fall in either.
public struct OwnerAvailability: Sendable, Equatable {
  /// Booked stretches, start and end in milliseconds since 1970 (UTC).
  public var busy: [Range<Int64>]
  /// Every day's quiet stretch in UTC minutes after midnight, start to end; it wraps past
  /// midnight when the end comes first (22:00-07:00 is 1320 to 420).
  public var quietMinutes: (start: Int, end: Int)?

  public init(busy: [Range<Int64>] = [], quietMinutes: (start: Int, end: Int)? = nil) {
    self.busy = busy
    self.quietMinutes = quietMinutes
  }

  public static func == (left: OwnerAvailability, right: OwnerAvailability) -> Bool {
    left.busy == right.busy && left.quietMinutes?.start == right.quietMinutes?.start
      && left.quietMinutes?.end == right.quietMinutes?.end
  }
}

/// A time to propose: start and end in milliseconds since 1970 (UTC), and why it fits.
public struct SuggestedTime: Sendable, Equatable {
  public var start: Int64
  public var end: Int64
  public var rationale: String

  public init(start: Int64, end: Int64, rationale: String) {
    self.start = start
    self.end = end
    self.rationale = rationale
  }

  /// ISO 8601 UTC, "2026-09-08T18:00:00Z".
  public var startISO: String { isoTimestamp(start) }
  public var endISO: String { isoTimestamp(end) }

  /// "Tue 8 Sep 18:00–19:00".
  public var label: String {
    let day = CalendarDay(millis: start)
    let from = Int((start - day.ordinal * 86_400_000) / 60_000)
    let to = Int((end - CalendarDay(millis: end).ordinal * 86_400_000) / 60_000)
    return "\(day.short) \(clockText(from))\u{2013}\(clockText(to))"
  }
}

/// The scheduling assistant: detection over the account's messages, then constraints and
/// suggestions for each message found.
public enum SchedulingAssistant {
  /// How far ahead times are searched, from the message (or from now).
  public static let horizonMillis = SlotSearch.horizonDays * 86_400_000

  /// Every message in `messages` (time order) that arranges a time, with suggestions that avoid
  /// what is already booked in those messages.
  public static func requests(
    in messages: [ConversationMessage], directory: Directory, availability: OwnerAvailability = OwnerAvailability()
  ) -> [SchedulingRequest] {
    let analysed = AnalysedMessage.all(messages)
    return requests(
      in: analysed, decisionReadings: DecisionDetector.readings(of: analysed), directory: directory,
      availability: availability)
  }

  /// The request `messageID` makes, read in the context of `messages` (its chat's recent
  /// messages, time order), when it arranges a time and does not settle one: what a watcher
  /// offers times for as the message arrives (a reply or a message that settles a time gets
  /// none). Nil for everything else.
  public static func suggestion(
    for messageID: String, in messages: [ConversationMessage], directory: Directory,
    availability: OwnerAvailability
  ) -> SchedulingRequest? {
    requests(in: messages, directory: directory, availability: availability)
      .first { $0.messageID == messageID && $0.part == .arranges && !$0.suggestions.isEmpty }
  }

  /// Times to propose in `chat` from `now` on: the constraints and proposals of the chat's
  /// latest scheduling thread when it is at most `SchedulingThread.gapMillis` old, else none;
  /// the owner's availability is avoided. For "help me schedule with Sarah".
  public static func suggestions(
    forChat chat: String, in messages: [ConversationMessage], directory: Directory, availability: OwnerAvailability,
    now: Int64
  ) -> SchedulingRequest {
    let chatMessages = messages.filter { $0.chat == chat }
    let analysed = AnalysedMessage.all(chatMessages)
    let arranging = analysed.map { TimedText.arranging($0) }
    let flags = SchedulingDetector.detectSignals(
      chatMessages, own: zip(chatMessages, arranging).map { SchedulingDetector.signal(of: $0, $1) },
      accepts: { SchedulingDetector.accepts(analysed[$0]) }, directory: directory
    ).map { $0 != nil }
    var constraints = ConstraintSet()
    var proposed: [(Int64, Int64)] = []
    var anchor: String? = nil
    if let last = flags.lastIndex(of: true), now - chatMessages[last].time <= SchedulingThread.gapMillis {
      let message = chatMessages[last]
      constraints = ConstraintExtractor.constraints(
        in: SchedulingThread.messages(before: last, in: chatMessages, flags: flags))
      proposed = ConstraintExtractor.proposedTimes(
        in: message, arranging[last] ?? TimedText(message.text), duration: constraints.duration
      ).filter { $0.0 > now }
      anchor = message.id
    }
    let calendar = BusyCalendar(
      messages: [], settling: [], decided: [], bookings: { _ in [] }, availability: availability)
    let suggestions = SlotSearch.suggestions(
      after: now, constraints: constraints, proposed: proposed, busy: calendar.index())
    return SchedulingRequest(
      messageID: anchor ?? "", chat: chat, participants: participants(of: chat, chatMessages, directory),
      constraints: constraints.labels, suggestions: suggestions)
  }

  /// `requests(in:directory:)` over messages already analysed, with their decision readings
  /// (`DecisionDetector.readings(of:)`): a settled time is booked.
  static func requests(
    in analysed: [AnalysedMessage], decisionReadings: [DecisionDetector.Reading], directory: Directory,
    availability: OwnerAvailability = OwnerAvailability()
  ) -> [SchedulingRequest] {
    let messages = analysed.map(\.message)
    let arranging = analysed.concurrentMap { TimedText.arranging($0) }
    defer { releaseInBackground(arranging) }
    let own = Array(messages.indices).concurrentMap { SchedulingDetector.signal(of: messages[$0], arranging[$0]) }
    let decided = DecisionDetector.decisions(in: analysed, readings: decisionReadings, directory: nil, learned: false)
    return requests(
      in: messages,
      signals: SchedulingDetector.detectSignals(
        messages, own: own, accepts: { SchedulingDetector.accepts(analysed[$0]) }, directory: directory),
      decided: decided, previousInChat: decisionReadings.map(\.previous), kept: { _ in nil },
      timed: { arranging[$0] ?? TimedText(messages[$0].text) }, directory: directory, availability: availability)
  }

  /// `requests(in:directory:)` over messages read before (`MessageReading`): each message's own
  /// signal and acceptance are its reading's, and so is what it says about a time
  /// (`TimeReading`); only a message read without one is read for time.
  static func requests(
    in messages: [ConversationMessage], read: [MessageReading], previousInChat: [Int?], directory: Directory,
    availability: OwnerAvailability = OwnerAvailability()
  ) -> [SchedulingRequest] {
    let decided = DecisionDetector.decisions(in: messages, read: read, directory: nil, learned: false, vectors: nil)
    let signals = SchedulingDetector.detectSignals(
      messages, own: read.map(\.schedulingSignal), accepts: { read[$0].acceptsTime }, directory: directory)
    return requests(
      in: messages, signals: signals, decided: decided, previousInChat: previousInChat, kept: { read[$0].time },
      timed: { TimedText(messages[$0].text) }, directory: directory, availability: availability)
  }

  /// The requests of the messages whose signals in their chats
  /// (`SchedulingDetector.detectSignals`) are `signals`, given the decisions among them (a
  /// settled time is booked) and the index of each one's predecessor in its chat. What each
  /// scheduling or deciding message says about a time is `kept` (its reading's), else read
  /// from `timed`.
  private static func requests(
    in messages: [ConversationMessage], signals: [SchedulingDetector.Signal?], decided: [Decision],
    previousInChat: [Int?], kept: @escaping (Int) -> TimeReading?, timed: (Int) -> TimedText, directory: Directory,
    availability: OwnerAvailability
  ) -> [SchedulingRequest] {
    let flags = signals.map { $0 != nil }
    let settling = signals.map { $0 == .settles || $0 == .settlesInThread }
    let booked = Set(decided.filter { $0.reversedBy == nil }.map(\.messageID))
    let flagged = messages.indices.filter { flags[$0] }
    let reading = timeReadings(
      of: messages.indices.filter { flags[$0] || booked.contains(messages[$0].id) }, in: messages, kept: kept,
      timed: timed)
    let calendar = BusyCalendar(
      messages: messages, settling: settling, decided: booked, bookings: { reading($0).mentions(lasting: 60) },
      availability: availability
    ).index()
    return flagged.concurrentMap { index in
      let message = messages[index]
      let thread = SchedulingThread.indices(before: index, in: messages, flags: flags, previousInChat: previousInChat)
      let constraints = ConstraintExtractor.constraints(in: thread.lazy.map { (messages[$0], reading($0)) })
      let proposed = ConstraintExtractor.proposedTimes(
        in: message, reading(index).mentions(lasting: constraints.duration))
      let suggestions = SlotSearch.suggestions(
        after: message.time, constraints: constraints, proposed: proposed, busy: calendar)
      return SchedulingRequest(
        messageID: message.id, chat: message.chat, participants: participants(of: message.chat, messages, directory),
        constraints: constraints.labels, suggestions: suggestions,
        part: signals[index] == .arranges ? .arranges : signals[index] == .replies ? .replies : .settles)
    }
  }

  /// The time reading of each of `indices`: the `kept` one, else read now from `timed` (on
  /// every core). The reading of an index not given is not asked for.
  private static func timeReadings(
    of indices: [Int], in messages: [ConversationMessage], kept: @escaping (Int) -> TimeReading?,
    timed: (Int) -> TimedText
  ) -> (Int) -> TimeReading {
    let missing = indices.filter { kept($0) == nil }
    let read = missing.concurrentMap { TimeReading(messages[$0], timed($0)) }
    let byIndex = Dictionary(uniqueKeysWithValues: zip(missing, read))
    return { kept($0) ?? byIndex[$0]! }
  }

  static func participants(of chat: String, _ messages: [ConversationMessage], _ directory: Directory) -> [String] {
    if let room = directory.rooms[chat], !room.members.isEmpty { return room.members }
    var seen: [String] = []
    for message in messages where message.chat == chat && !seen.contains(message.sender) { seen.append(message.sender) }
    return seen
  }
}

extension BuiltinEngine {
  /// Messages that arrange a time, with constraints and suggested times.
  public func schedulingRequests(in messages: [ConversationMessage], directory: Directory) -> [SchedulingRequest] {
    SchedulingAssistant.requests(in: messages, directory: directory)
  }
}

/// The messages of the same chat that are arranging the same time: the scheduling messages up
/// to and including this one, back to a gap of more than two days.
enum SchedulingThread {
  /// A pause this long ends a thread.
  static let gapMillis: Int64 = 2 * 86_400_000

  static func messages(before index: Int, in messages: [ConversationMessage], flags: [Bool]) -> [ConversationMessage] {
    let chat = messages[index].chat
    return walk(back: index, in: messages, flags: flags) { cursor in
      var cursor = cursor - 1
      while cursor >= 0 && messages[cursor].chat != chat { cursor -= 1 }
      return cursor >= 0 ? cursor : nil
    }.map { messages[$0] }
  }

  /// The indices of `messages(before:in:flags:)`, with the index of each message's predecessor
  /// in its chat (`AnalysedMessage.previousInChat`): the walk skips the other chats' messages.
  static func indices(before index: Int, in messages: [ConversationMessage], flags: [Bool], previousInChat: [Int?])
    -> [Int]
  {
    walk(back: index, in: messages, flags: flags) { previousInChat[$0] }
  }

  /// The thread of `index` (indices, oldest first), walking its chat back with `previous` (the
  /// index of the chat's message before the one given).
  private static func walk(
    back index: Int, in messages: [ConversationMessage], flags: [Bool], previous: (Int) -> Int?
  ) -> [Int] {
    var newestFirst = [index]
    var last = messages[index].time
    var cursor = previous(index)
    while let at = cursor {
      let time = messages[at].time
      if last - time > gapMillis { break }
      if flags[at] {
        newestFirst.append(at)
        last = time
      }
      cursor = previous(at)
    }
    return newestFirst.reversed()
  }
}
