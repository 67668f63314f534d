/// The time a request names ("tomorrow at 3pm", "Friday", "in 2 hours", "tomorrow morning",
/// "on the 9th at 10"), found among its words and resolved against now in the owner's zone.
struct RequestTime {
  /// A day without a clock time, or only a clock time: what is known.
  var day: CalendarDay?
  /// Minutes after local midnight.
  var minutes: Int?
  /// "in 2 hours": an exact distance from now.
  var offsetMillis: Int64?
  /// The words that said it (left out of the reminder's text).
  var used: Set<Int> = []

  var isEmpty: Bool { day == nil && minutes == nil && offsetMillis == nil }

  /// Parts of the day and the times they stand for when no clock time is given.
  static let partsOfDay: [String: Int] = [
    "morning": 9 * 60, "afternoon": 14 * 60, "evening": 18 * 60, "tonight": 20 * 60, "night": 20 * 60,
    "lunch": 12 * 60, "lunchtime": 12 * 60,
  ]

  static let units: [String: Int64] = [
    "second": 1000, "seconds": 1000, "sec": 1000, "secs": 1000,
    "minute": 60_000, "minutes": 60_000, "min": 60_000, "mins": 60_000, "hour": 3_600_000, "hours": 3_600_000,
    "hr": 3_600_000, "hrs": 3_600_000, "day": 86_400_000, "days": 86_400_000, "week": 604_800_000,
    "weeks": 604_800_000,
  ]

  /// The longest "in N days" read as a time: a hundred years, in milliseconds.
  static let longestDistance: Int64 = 36_525 * 86_400_000

  /// Reads the words from `start`; `today` is the owner's local day now.
  init(_ words: RequestWords, from start: Int = 0, today: CalendarDay) {
    let tokens = words.lowers
    var index = start
    var evening = false
    while index < tokens.count {
      let word = tokens[index]
      let previous = index > 0 ? tokens[index - 1] : ""
      if let span = relative(tokens, at: index) {
        index += span
        continue
      }
      if let (reference, span) = TimeText.day(tokens, at: index, sentOn: today), case .day(let found) = reference {
        day = found
        mark(index..<index + span, lead: ["on", "next", "this", "the", "by", "for"], tokens)
        if word == "tonight" || word == "tonite" {
          evening = true
          if minutes == nil { minutes = Self.partsOfDay["tonight"] }
        }
        index += span
        continue
      }
      if let part = Self.partsOfDay[word] {
        // "tomorrow morning", "in the afternoon", "this evening", "at lunch"; "at 8 in the
        // evening" moves a morning hour said before it.
        if ["evening", "night", "tonight"].contains(word) {
          evening = true
          if let said = minutes, said < 12 * 60 { minutes = said + 12 * 60 }
        }
        minutes = minutes ?? part
        mark(index..<index + 1, lead: ["in", "the", "this", "at", "by", "around"], tokens)
        index += 1
        continue
      }
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if let clock = TimeText.clock(word, next: next) {
        let span = clock.explicit && !word.hasSuffix("m") && (next == "am" || next == "pm") ? 2 : 1
        minutes = clock.explicit ? clock.minutes : TimeText.resolve(clock, evening: evening)
        mark(index..<index + span, lead: ["at", "around", "by", "from"], tokens)
        index += span
        continue
      }
      if ["at", "around"].contains(previous), let hour = TimeText.bareHour(tokens, at: index) {
        minutes = TimeText.resolve(hour, evening: evening)
        mark(index..<index + 1, lead: ["at", "around"], tokens)
        if next == "o'clock" || next == "oclock" { used.insert(index + 1) }
        index += 1
        continue
      }
      index += 1
    }
  }

  /// "in 2 hours", "in an hour", "in half an hour", "in 3 days": the span of words it takes.
  private mutating func relative(_ tokens: [String], at index: Int) -> Int? {
    guard tokens[index] == "in", index + 2 < tokens.count else { return nil }
    var amount: Double
    var unitAt = index + 2
    switch tokens[index + 1] {
    case "a", "an": amount = 1
    case "half":
      guard index + 3 < tokens.count, ["a", "an"].contains(tokens[index + 2]) else { return nil }
      amount = 0.5
      unitAt = index + 3
    default:
      guard let number = Double(tokens[index + 1].replacingColons()), number > 0 else { return nil }
      amount = number
    }
    // "in inf hours", "in 1e300 days": a distance past any calendar is no time at all.
    guard let unit = Self.units[tokens[unitAt]], amount * Double(unit) <= Double(Self.longestDistance) else {
      return nil
    }
    offsetMillis = Int64(amount * Double(unit))
    used.formUnion(index...unitAt)
    return unitAt - index + 1
  }

  /// Marks `range` as used, with the little words that lead into it ("on", "at the").
  private mutating func mark(_ range: Range<Int>, lead: Set<String>, _ tokens: [String]) {
    used.formUnion(range)
    var before = range.lowerBound - 1
    while before >= 0, lead.contains(tokens[before]), !used.contains(before) {
      used.insert(before)
      before -= 1
    }
  }

  /// The instant meant, or nil when no time was named. A clock time alone is the next time it
  /// comes round; a day alone is `defaultMinutes` that day (or the next full hour when that
  /// has passed today).
  func resolve(now: Int64, zone: LocalZone, defaultMinutes: Int?) -> Int64? {
    if let offsetMillis {
      guard day != nil || minutes != nil else { return (now + offsetMillis) / 1000 * 1000 }
    }
    if isEmpty { return nil }
    let today = zone.day(at: now)
    var base = day ?? today
    if let offsetMillis, day == nil { base = zone.day(at: now + offsetMillis) }
    guard let clock = minutes ?? defaultMinutes else { return nil }
    var instant = zone.instant(day: base, minutes: clock)
    if day == nil && offsetMillis == nil && instant <= now {
      instant = zone.instant(day: base.adding(days: 1), minutes: clock)
    }
    if minutes == nil && base == today && instant <= now {
      let nextHour = (zone.minuteOfDay(at: now) / 60 + 1) * 60
      instant = zone.instant(day: today, minutes: nextHour)
    }
    return instant
  }
}

extension String {
  fileprivate func replacingColons() -> String { String(map { $0 == ":" ? "." : $0 }) }
}
