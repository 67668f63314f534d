/// Something the assistant offers to do for the account owner, to be confirmed before it runs.
///
/// ```swift
/// let planner = ActionPlanner(now: now, zone: .fixed(seconds: 0))
/// if case .proposal(let action) = planner.plan("remind me Friday to check Tom's program") {
///   // action.tool == .setReminder, action.text == "check Tom's program"
/// }
/// ```
public struct ActionProposal: Sendable, Equatable {
  /// The tools the assistant may call; the raw values are the provider's function names.
  public enum Tool: String, Sendable, CaseIterable {
    case scheduleCall = "schedule_call"
    case setReminder = "set_reminder"
    case sendMessage = "send_message"
  }

  public var tool: Tool
  /// The person or group as the request wrote it ("Sara", "the marathon group"); nil for a reminder.
  public var person: String?
  /// When the call starts or the reminder falls due, in milliseconds since 1970 (UTC).
  public var time: Int64?
  /// How long the call lasts.
  public var minutes: Int?
  /// The message to send, what to be reminded of, or the call's title.
  public var text: String?

  public init(tool: Tool, person: String? = nil, time: Int64? = nil, minutes: Int? = nil, text: String? = nil) {
    self.tool = tool
    self.person = person
    self.time = time
    self.minutes = minutes
    self.text = text
  }
}

/// What the planner made of a request.
public enum ActionPlan: Sendable, Equatable {
  /// A question or anything else the assistant answers rather than acts on.
  case notAnAction
  case proposal(ActionProposal)
  /// An action request missing something it needs; `missing` says what, for the person to add.
  case incomplete(ActionProposal.Tool, missing: String)
}

/// The owner's time zone as a rule: seconds east of UTC at a given instant (daylight saving
/// changes it), so the pure engine needs no time zone database.
public struct LocalZone: Sendable {
  public let offsetSeconds: @Sendable (Int64) -> Int

  /// - Parameter offsetSeconds: seconds east of UTC in force at the given UTC milliseconds.
  public init(offsetSeconds: @escaping @Sendable (Int64) -> Int) { self.offsetSeconds = offsetSeconds }

  /// A zone with one offset all year (tests, UTC).
  public static func fixed(seconds: Int) -> LocalZone { LocalZone { _ in seconds } }

  /// The local wall clock at the UTC instant `millis`, in milliseconds counted as if it were UTC
  /// (the clock the embedded engine reads days off).
  public func wallClock(at millis: Int64) -> Int64 {
    millis + Int64(offsetSeconds(millis)) * 1000
  }

  /// The UTC instant a local wall-clock reading (see `wallClock(at:)`) stands for; the offset is
  /// read twice, so a time just after a daylight-saving change lands right.
  public func instant(wallClock local: Int64) -> Int64 {
    let guess = local - Int64(offsetSeconds(local)) * 1000
    return local - Int64(offsetSeconds(guess)) * 1000
  }

  /// The local calendar day at `millis`.
  func day(at millis: Int64) -> CalendarDay {
    CalendarDay(millis: wallClock(at: millis))
  }

  /// Minutes after local midnight at `millis`.
  func minuteOfDay(at millis: Int64) -> Int {
    let local = wallClock(at: millis)
    return Int((local - CalendarDay(millis: local).ordinal * 86_400_000) / 60_000)
  }

  /// The UTC instant of a local wall-clock time.
  func instant(day: CalendarDay, minutes: Int) -> Int64 {
    instant(wallClock: day.ordinal * 86_400_000 + Int64(minutes) * 60_000)
  }
}
