#if canImport(Glibc)
  import Glibc
#endif

/// The owner's preferences: how AI replies sound, which proactive features run, what the
/// autopilot may do and within which limits, and the quiet hours. Each comes from the account
/// (`psst-account set`), else the config file, else its default:
///
///     # ~/.config/psst/config (or $PSST_HOME/config)
///     reply.tone = friendly              # neutral, friendly or formal
///     reply.length = short               # short, medium or long
///     autopilot = reminders,replies      # none, or any of reminders, replies, calls
///     autopilot.daily_limit = 10         # autopilot actions per day, all chats together
///     autopilot.chat_limit = 3           # autopilot actions per chat per day
///     suggestions = on                   # psst-watch --assist suggestions
///     profiles.auto = on                 # profiles shown unasked (psst-contacts show)
///     quiet_hours = 22:00-07:00          # local time; off for none
///
/// Only the owner sets them: nothing a message says is read as a preference.
public struct Preferences: Sendable, Equatable {
  /// The voice of replies psst writes (the autopilot's acknowledgements, a provider's answers).
  public enum Tone: String, CaseIterable, Sendable {
    case neutral, friendly, formal
  }

  /// How long psst's answers are.
  public enum Length: String, CaseIterable, Sendable {
    case short, medium, long
  }

  /// What the autopilot may do on its own.
  public enum AutopilotPart: String, CaseIterable, Sendable, Comparable {
    /// A reminder from a commitment ("I'll send it Friday").
    case reminders
    /// A short answer to a yes/no logistics question put to the owner.
    case replies
    /// A call booked once everyone in the chat agreed on a proposed time.
    case calls

    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// A preference's name, in the config file and in `preferences` records.
  public enum Key: String, CaseIterable, Sendable {
    case tone = "reply.tone"
    case length = "reply.length"
    case autopilot = "autopilot"
    case dailyLimit = "autopilot.daily_limit"
    case chatLimit = "autopilot.chat_limit"
    case suggestions = "suggestions"
    case autoProfiles = "profiles.auto"
    case quietHours = "quiet_hours"
  }

  /// Where a preference's value came from.
  public enum Origin: String, Sendable {
    case `default`, config, account
  }

  public var tone = Tone.neutral
  public var length = Length.medium
  /// Off (empty) by default.
  public var autopilot: Set<AutopilotPart> = []
  public var autopilotDailyLimit = 10
  public var autopilotChatLimit = 3
  public var suggestions = true
  public var autoProfiles = true
  public var quietHours: QuietHours?
  /// Where each value came from; a key not listed has its default.
  public var origins: [Key: Origin] = [:]

  public init() {}

  /// The highest value either limit takes: the autopilot is a helper, not a bulk sender.
  public static let maxLimit = 100

  /// The preferences `file` and then the account's own settings (key to value text) give. A
  /// bad value is an error naming where it was written.
  public static func resolve(file: ConfigFile?, account: [String: String]) throws -> Preferences {
    var preferences = Preferences()
    for entry in file?.entries ?? [] {
      // `ai.` keys are the provider's (PsstProvider checks them).
      guard let key = Key(rawValue: entry.key) else {
        if entry.key.hasPrefix("ai.") { continue }
        let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
        throw file!.error(entry, "unknown key \(entry.key); preferences are \(known), and ai.* for the provider")
      }
      do {
        try preferences.set(key, entry.value, from: .config)
      } catch let error as PsstError {
        throw file!.error(entry, error.message)
      }
    }
    for key in Key.allCases {
      guard let value = account[key.rawValue] else { continue }
      try preferences.set(key, value, from: .account)
    }
    return preferences
  }

  /// Sets one preference from its text; a value that does not fit is a usage error saying what fits.
  public mutating func set(_ key: Key, _ text: String, from origin: Origin) throws {
    let value = String(text.filter { !$0.isWhitespace }).lowercased()
    switch key {
    case .tone: tone = try Self.choice(value, key)
    case .length: length = try Self.choice(value, key)
    case .autopilot: autopilot = try Self.parts(value)
    case .dailyLimit: autopilotDailyLimit = try Self.limit(value, key)
    case .chatLimit: autopilotChatLimit = try Self.limit(value, key)
    case .suggestions: suggestions = try Self.toggle(value, key)
    case .autoProfiles: autoProfiles = try Self.toggle(value, key)
    case .quietHours:
      if value == "off" || value == "none" {
        quietHours = nil
      } else {
        guard let hours = QuietHours(value) else {
          throw PsstError.usage("\(key.rawValue) is a local time range such as 22:00-07:00, or off; not \"\(text)\"")
        }
        quietHours = hours
      }
    }
    origins[key] = origin
  }

  /// The value as written in the config file and shown by `psst-account show`.
  public func text(_ key: Key) -> String {
    switch key {
    case .tone: tone.rawValue
    case .length: length.rawValue
    case .autopilot: autopilot.isEmpty ? "none" : autopilot.sorted().map(\.rawValue).joined(separator: ",")
    case .dailyLimit: String(autopilotDailyLimit)
    case .chatLimit: String(autopilotChatLimit)
    case .suggestions: suggestions ? "on" : "off"
    case .autoProfiles: autoProfiles ? "on" : "off"
    case .quietHours: quietHours?.description ?? "off"
    }
  }

  /// Where `key`'s value came from.
  public func origin(_ key: Key) -> Origin { origins[key] ?? .default }

  private static func choice<Choice: RawRepresentable & CaseIterable>(_ value: String, _ key: Key) throws -> Choice
  where Choice.RawValue == String {
    guard let choice = Choice(rawValue: value) else {
      let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw PsstError.usage("\(key.rawValue) is one of \(known); not \"\(value)\"")
    }
    return choice
  }

  private static func parts(_ value: String) throws -> Set<AutopilotPart> {
    if value == "none" || value == "off" { return [] }
    var parts: Set<AutopilotPart> = []
    for word in value.split(separator: ",") {
      guard let part = AutopilotPart(rawValue: String(word)) else {
        let known = AutopilotPart.allCases.map(\.rawValue).joined(separator: ", ")
        throw PsstError.usage("autopilot takes none or parts from \(known), comma-separated; not \"\(word)\"")
      }
      parts.insert(part)
    }
    return parts
  }

  private static func limit(_ value: String, _ key: Key) throws -> Int {
    guard let limit = Int(value), (0...maxLimit).contains(limit) else {
      throw PsstError.usage("\(key.rawValue) is a whole number from 0 to \(maxLimit); not \"\(value)\"")
    }
    return limit
  }

  private static func toggle(_ value: String, _ key: Key) throws -> Bool {
    switch value {
    case "on", "yes", "true": return true
    case "off", "no", "false": return false
    default: throw PsstError.usage("\(key.rawValue) is on or off; not \"\(value)\"")
    }
  }
}

/// A daily span of local time when psst stays quiet (no autopilot action, no suggested time),
/// such as 22:00-07:00; it may run past midnight.
public struct QuietHours: Sendable, Equatable, CustomStringConvertible {
  /// Minutes after local midnight: the first quiet minute and the first one after.
  public var start: Int
  public var end: Int

  public init?(start: Int, end: Int) {
    guard (0..<1440).contains(start), (0..<1440).contains(end), start != end else { return nil }
    self.start = start
    self.end = end
  }

  /// `22:00-07:00` or `22-7`.
  public init?(_ text: String) {
    let halves = text.split(separator: "-", omittingEmptySubsequences: false)
    guard halves.count == 2, let start = Self.minutes(halves[0]), let end = Self.minutes(halves[1]) else { return nil }
    self.init(start: start, end: end)
  }

  /// Whether `minute` (after local midnight) is quiet.
  public func contains(minuteOfDay minute: Int) -> Bool {
    start < end ? (start..<end).contains(minute) : minute >= start || minute < end
  }

  /// Whether the instant `millis` falls in quiet hours, in the machine's time zone (TZ).
  public func contains(_ millis: Int64) -> Bool {
    var seconds = time_t(millis / 1000)
    var parts = tm()
    localtime_r(&seconds, &parts)
    return contains(minuteOfDay: Int(parts.tm_hour) * 60 + Int(parts.tm_min))
  }

  public var description: String { Self.clock(start) + "-" + Self.clock(end) }

  private static func minutes(_ text: Substring) -> Int? {
    let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(pieces.count), pieces.allSatisfy({ (1...2).contains($0.count) }),
      let hour = Int(pieces[0]), (0..<24).contains(hour)
    else { return nil }
    let minute = pieces.count == 2 ? Int(pieces[1]) : 0
    guard let minute, (0..<60).contains(minute) else { return nil }
    return hour * 60 + minute
  }

  private static func clock(_ minutes: Int) -> String {
    let (hour, minute) = (minutes / 60, minutes % 60)
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
