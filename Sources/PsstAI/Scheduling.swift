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
}

/// A time to propose: start and end in milliseconds since 1970 (UTC), and why it fits.
public struct SuggestedTime: Sendable, Equatable {
  public var start: Int64
  public var end: Int64
  public var rationale: String

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
  /// Every message in `messages` (time order) that arranges a time, with suggestions that avoid
  /// what is already booked in those messages.
  public static func requests(in messages: [ConversationMessage], directory: Directory) -> [SchedulingRequest] {
    let analysed = AnalysedMessage.all(messages)
    return requests(in: analysed, decisionReadings: DecisionDetector.readings(of: analysed), directory: directory)
  }

  /// `requests(in:directory:)` over messages already analysed, with their decision readings
  /// (`DecisionDetector.readings(of:)`): a settled time is booked.
  static func requests(
    in analysed: [AnalysedMessage], decisionReadings: [DecisionDetector.Reading], directory: Directory
  ) -> [SchedulingRequest] {
    let messages = analysed.map(\.message)
    let arranging = analysed.concurrentMap { TimedText.arranging($0) }
    // Messages that cannot arrange a time are read again only if they settle or are settled.
    func timed(_ index: Int) -> TimedText { arranging[index] ?? TimedText(messages[index].text) }
    let signals = SchedulingDetector.detectSignals(analysed, timed: arranging, directory: directory)
    let flags = signals.map { $0 != nil }
    let decided = DecisionDetector.decisions(in: analysed, readings: decisionReadings, directory: nil, learned: false)
      .filter { $0.reversedBy == nil }.map(\.messageID)
    let calendar = BusyCalendar(
      messages: messages, settling: signals.map { $0 == .settles || $0 == .settlesInThread }, decided: Set(decided),
      timed: timed
    ).index()
    let flagged = messages.indices.filter { flags[$0] }
    let cache = ConstraintCache(flagged.map { (messages[$0], timed($0)) })
    defer { releaseInBackground((arranging, cache)) }
    return flagged.concurrentMap { index in
      let message = messages[index]
      let thread = SchedulingThread.messages(before: index, in: messages, flags: flags)
      let constraints = cache.constraints(in: thread)
      let proposed = ConstraintExtractor.proposedTimes(in: message, timed(index), duration: constraints.duration)
      let suggestions = SlotSearch.suggestions(
        after: message.time, constraints: constraints, proposed: proposed, busy: calendar)
      return SchedulingRequest(
        messageID: message.id, chat: message.chat, participants: participants(of: message.chat, messages, directory),
        constraints: constraints.labels, suggestions: suggestions)
    }
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
  static func messages(before index: Int, in messages: [ConversationMessage], flags: [Bool]) -> [ConversationMessage] {
    let chat = messages[index].chat
    var thread = [messages[index]]
    var last = messages[index].time
    var cursor = index - 1
    while cursor >= 0 {
      let message = messages[cursor]
      if message.chat == chat {
        if last - message.time > 2 * 86_400_000 { break }
        if flags[cursor] {
          thread.insert(message, at: 0)
          last = message.time
        }
      }
      cursor -= 1
    }
    return thread
  }
}
