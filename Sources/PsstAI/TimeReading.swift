/// What a message says about a time whatever thread it is read in: the time zone its sender
/// gives, the session length it asks for, its constraints read in no time zone, and the days
/// and times it names. The scheduling section needs it of every message that arranges, answers
/// or settles a time (a thread's constraints, the times it proposes) and of every one that
/// decides (the busy calendar's bookings); a store keeps it in the message's reading, so a
/// digest reads no such message for time again.
struct TimeReading: Sendable, Equatable {
  /// Hours east of UTC and the zone's name ("EST"), when the message gives one.
  var zone: (offset: Int, name: String)?
  /// The session length asked for, in minutes (`TimeText.duration`).
  var duration: Int?
  /// `ConstraintExtractor.constraints(of:_:zone:)` in no time zone: what almost every thread
  /// reads (a sender's zone is rare, and may come from another message).
  var constraints: [SlotConstraint]
  /// `TimedMentions.named(in:_:)`: bookings and proposals, once a zone and a length apply.
  var mentions: [TimedMentions.Named]

  init(_ message: ConversationMessage, _ timed: TimedText) {
    zone = TimeText.zoneOffset(timed.tokens, on: CalendarDay(millis: message.time))
    duration = TimeText.duration(timed.tokens)
    constraints = ConstraintExtractor.constraints(of: message, timed, zone: nil)
    mentions = TimedMentions.named(in: message, timed)
  }

  init(
    zone: (offset: Int, name: String)?, duration: Int?, constraints: [SlotConstraint],
    mentions: [TimedMentions.Named]
  ) {
    self.zone = zone
    self.duration = duration
    self.constraints = constraints
    self.mentions = mentions
  }

  /// The constraints `message` (the message read) states in `zone`: read again from its text
  /// when a zone applies, which only a thread knows (the sender may have named it before).
  func constraints(of message: ConversationMessage, in zone: (offset: Int, name: String)?) -> [SlotConstraint] {
    guard let zone else { return constraints }
    return ConstraintExtractor.constraints(of: message, TimedText(message.text), zone: zone)
  }

  /// The days and times named, in UTC (the message's own zone applies), a time without an end
  /// lasting `defaultMinutes`: `TimedMentions.find(in:_:defaultMinutes:)`.
  func mentions(lasting defaultMinutes: Int) -> [TimedMentions] {
    TimedMentions.resolve(mentions, zoneOffset: zone?.offset ?? 0, defaultMinutes: defaultMinutes)
  }

  static func == (left: TimeReading, right: TimeReading) -> Bool {
    left.zone?.offset == right.zone?.offset && left.zone?.name == right.zone?.name && left.duration == right.duration
      && left.constraints == right.constraints && left.mentions == right.mentions
  }
}
