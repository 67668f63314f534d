/// One condition a chat put on a time ("not mornings", "after 18:00", "not Monday"), as a
/// readable label and a test of a slot. Minutes are UTC minutes after midnight.
struct SlotConstraint: Equatable {
  enum Rule: Equatable {
    /// The slot lies inside these minutes.
    case within(Int, Int)
    /// The slot does not overlap these minutes.
    case outside(Int, Int)
    case startsAtOrAfter(Int)
    case endsAtOrBefore(Int)
    case onWeekdays(Set<Int>)
    case notOnWeekdays(Set<Int>)
    case onOrAfterDay(Int64)
    case beforeDay(Int64)
    case onDays(Set<Int64>)
    case notOnDays(Set<Int64>)
  }

  var rule: Rule
  /// When set, the rule applies on these weekdays only ("Mondays I'm in clinic till 2").
  var scope: Set<Int>? = nil
  /// When set, the rule applies on these days only ("Wed 11th I've got PTs till 11").
  var dayScope: Set<Int64>? = nil
  var label: String

  func allows(day: CalendarDay, start: Int, end: Int) -> Bool {
    verdict(on: day) ?? allows(start: start, end: end)
  }

  /// Whether a slot on `day` is allowed whatever its time; nil when the rule bounds the time of
  /// day there (`allows(start:end:)` then says).
  func verdict(on day: CalendarDay) -> Bool? {
    if let scope, !scope.contains(day.weekday) { return true }
    if let dayScope, !dayScope.contains(day.ordinal) { return true }
    switch rule {
    case .within, .outside, .startsAtOrAfter, .endsAtOrBefore: return nil
    case .onWeekdays(let days): return days.contains(day.weekday)
    case .notOnWeekdays(let days): return !days.contains(day.weekday)
    case .onOrAfterDay(let ordinal): return day.ordinal >= ordinal
    case .beforeDay(let ordinal): return day.ordinal < ordinal
    case .onDays(let days): return days.contains(day.ordinal)
    case .notOnDays(let days): return !days.contains(day.ordinal)
    }
  }

  /// The time of day part of the rule: true for rules about days.
  func allows(start: Int, end: Int) -> Bool {
    switch rule {
    case .within(let from, let to): return start >= from && end <= to
    case .outside(let from, let to): return end <= from || start >= to
    case .startsAtOrAfter(let minutes): return start >= minutes
    case .endsAtOrBefore(let minutes): return end <= minutes
    case .onWeekdays, .notOnWeekdays, .onOrAfterDay, .beforeDay, .onDays, .notOnDays: return true
    }
  }

  /// The rules that bound the time of day on `day`, or nil when one of them rules out the day.
  static func timeRules(_ rules: [SlotConstraint], on day: CalendarDay) -> [SlotConstraint]? {
    var bounding: [SlotConstraint] = []
    for rule in rules {
      switch rule.verdict(on: day) {
      case false?: return nil
      case true?: continue
      case nil: bounding.append(rule)
      }
    }
    return bounding
  }

  /// The start time this constraint suggests, if any ("after 18:00" suggests 18:00).
  var preferredStart: Int? {
    switch rule {
    case .startsAtOrAfter(let minutes) where scope == nil && dayScope == nil: return minutes
    case .within(let from, let to):
      // Mornings begin at 6:00, which suits nobody: 10:00 is the morning to suggest.
      let morning = PartOfDay.morning
      return from == morning.start.minutes && to == morning.end.minutes ? MinuteOfDay(hour: 10).minutes : from
    default: return nil
    }
  }
}

/// The constraints of a thread, oldest first, and the session length it asked for.
struct ConstraintSet: Equatable {
  var items: [SlotConstraint] = []
  var duration: Int = 60

  var labels: [String] {
    var seen: [String] = []
    for item in items where !seen.contains(item.label) { seen.append(item.label) }
    if duration != 60 { seen.append("\(duration) min") }
    return seen
  }
}

/// Reads constraints and proposed times out of the messages of a scheduling thread.
enum ConstraintExtractor {
  static let busyWords: WordSet = SchedulingDetector.refusals.union(["work", "nights", "shift", "parents"])
    .subtracting(["early", "late"])

  static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

  static func constraints(in thread: [ConversationMessage]) -> ConstraintSet {
    constraints(in: thread.lazy.map { ($0, TimeReading($0, TimedText($0.text))) })
  }

  /// The constraints of a thread (oldest first) from each message's time reading: a sender's
  /// time zone applies from the message naming it on, and the last session length asked for holds.
  static func constraints<Thread: Sequence>(in thread: Thread) -> ConstraintSet
  where Thread.Element == (ConversationMessage, TimeReading) {
    var set = ConstraintSet()
    var zones: [String: (offset: Int, name: String)] = [:]
    for (message, reading) in thread {
      if let zone = reading.zone { zones[message.sender] = zone }
      if let minutes = reading.duration { set.duration = minutes }
      // A constraint said twice is one constraint: copies would only multiply the slot
      // search's work (it relaxes constraints one at a time).
      for item in reading.constraints(of: message, in: zones[message.sender]) where !set.items.contains(item) {
        set.items.append(item)
      }
    }
    return set
  }

  /// What one message states, read in the time zone its sender gave (if any).
  static func constraints(
    of message: ConversationMessage, _ timed: TimedText, zone: (offset: Int, name: String)?
  ) -> [SlotConstraint] {
    let day = CalendarDay(millis: message.time)
    let evening = timed.tokens.contains { TimeText.eveningWords.contains($0) }
    var found: [SlotConstraint] = []
    for constraint in segments(timed).flatMap({ read($0, sentOn: day, evening: evening, zone: zone) }) {
      // "after 4:30 on weekdays, or weekends": days offered in one message add up.
      if case .onWeekdays(let more) = constraint.rule, constraint.scope == nil,
        let index = found.firstIndex(where: {
          if case .onWeekdays = $0.rule { return $0.scope == nil } else { return false }
        }),
        case .onWeekdays(let days) = found[index].rule
      {
        let union = days.union(more)
        found[index] = SlotConstraint(rule: .onWeekdays(union), label: weekdayList(union, plural: true))
        continue
      }
      found.append(constraint)
    }
    return found.filter { if case .onWeekdays(let days) = $0.rule { return days.count < 7 } else { return true } }
  }

  /// Clauses split further at commas and at "but", "though", "except": "I can do evenings after
  /// 6 but not Wednesdays" holds two conditions.
  static func segments(_ timed: TimedText) -> [[String]] {
    var segments: [[String]] = []
    for index in timed.clauses.indices {
      for part in timed.commaPartTokens(at: index) {
        var current: [String] = []
        for token in part {
          if ["but", "though", "although", "however", "except"].contains(token) && !current.isEmpty {
            segments.append(current)
            current = token == "except" ? ["not"] : []
          } else {
            current.append(token)
          }
        }
        if !current.isEmpty { segments.append(current) }
      }
    }
    return segments
  }

  /// `clause.split(separator: ",")`, by bytes in ASCII (where each byte is a Character but for
  /// CR LF, and a comma is never part of that).
  static func commaParts(_ clause: String) -> [String] {
    guard clause.isASCII else { return clause.split(separator: ",").map(String.init) }
    return clause.utf8.split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The constraints one segment states: what it mentions, then the rules over those mentions.
  static func read(_ tokens: [String], sentOn today: CalendarDay, evening: Bool, zone: (offset: Int, name: String)?)
    -> [SlotConstraint]
  {
    SchedulingSegment(tokens, sentOn: today, evening: evening).constraints(in: SenderZone(zone))
  }

  static func isNegative(_ tokens: [String]) -> Bool {
    isNegative(tokens, Clause(tokens.joined(separator: " ")))
  }

  /// `isNegative(tokens)` with the tokens already read as a clause.
  static func isNegative(_ tokens: [String], _ clause: Clause) -> Bool {
    if clause.hasAny(notRefusals) { return false }
    for (index, token) in tokens.enumerated() where busyWords.contains(token) {
      let previous = index > 0 ? tokens[index - 1] : ""
      if token == "work" && ["after", "from", "for", "at"].contains(previous) { continue }
      return true
    }
    return false
  }

  static func isOffering(_ clause: Clause) -> Bool {
    clause.hasAny(SchedulingDetector.availability) || clause.hasAny(offerWords)
  }

  /// Negative words that refuse nothing.
  static let notRefusals = PhraseSet(["no problem", "no worries", "no rush", "not sure", "no charge", "not a problem"])
  static let offerWords = PhraseSet(["free", "only", "good", "fine", "works"])

  static func weekdayList(_ days: Set<Int>, plural: Bool) -> String {
    if days == [0, 1, 2, 3, 4] { return "weekdays" }
    if days == [5, 6] { return "weekends" }
    let names = days.sorted().map { dayNames[$0] + (plural ? "s" : "") }
    return names.count <= 2 ? names.joined(separator: " or ") : names.joined(separator: ", ")
  }

  // MARK: Proposed times

  /// Times the message itself offers ("How about Wed 10am?"), as (start, end) in millis.
  static func proposedTimes(in message: ConversationMessage, _ timed: TimedText, duration: Int) -> [(Int64, Int64)] {
    proposedTimes(in: message, TimedMentions.find(in: message, timed, defaultMinutes: duration))
  }

  /// The times of `mentions` (the message's, a session long) that the message offers.
  static func proposedTimes(in message: ConversationMessage, _ mentions: [TimedMentions]) -> [(Int64, Int64)] {
    let today = CalendarDay(millis: message.time)
    return mentions.compactMap { mention in
      let day: CalendarDay
      switch mention.day {
      case .day(let one): day = one
      case .weekly(let days): day = days.map { today.next($0) }.min() ?? today
      case .range: return nil
      }
      return (
        day.ordinal * 86_400_000 + Int64(mention.start) * 60_000, day.ordinal * 86_400_000 + Int64(mention.end) * 60_000
      )
    }
  }
}

/// A day and a clock time named together ("Friday 4pm", "12-1:30 on the 5th", "Tuesdays 6:30").
struct TimedMentions {
  var day: TimeText.DayReference
  /// Minutes after midnight, UTC.
  var start: Int
  var end: Int

  /// A mention as the text names it, before its sender's time zone and a session length apply:
  /// minutes after midnight in the sender's time, the end only when the text gives one.
  struct Named: Equatable {
    var day: TimeText.DayReference
    var start: Int
    var end: Int?
  }

  static func find(in message: ConversationMessage, _ timed: TimedText, defaultMinutes: Int = 60) -> [TimedMentions] {
    let shift = TimeText.zoneOffset(timed.tokens, on: CalendarDay(millis: message.time))?.offset ?? 0
    return resolve(named(in: message, timed), zoneOffset: shift, defaultMinutes: defaultMinutes)
  }

  /// The mentions `named` gives in UTC, a mention without an end lasting `defaultMinutes`;
  /// those that leave the day in UTC are dropped. `zoneOffset` is in hours east of UTC.
  static func resolve(_ named: [Named], zoneOffset: Int, defaultMinutes: Int) -> [TimedMentions] {
    let shift = zoneOffset * 60
    return named.compactMap { mention in
      let utcStart = mention.start - shift
      let utcEnd = (mention.end ?? mention.start + defaultMinutes) - shift
      guard utcStart >= 0, utcEnd <= 1440 else { return nil }
      return TimedMentions(day: mention.day, start: utcStart, end: utcEnd)
    }
  }

  /// The times the text names with a day, in its clauses' order: a time with no day in its
  /// clause takes the last day named before it.
  static func named(in message: ConversationMessage, _ timed: TimedText) -> [Named] {
    let today = CalendarDay(millis: message.time)
    let evening = timed.tokens.contains { TimeText.eveningWords.contains($0) }
    var found: [Named] = []
    var lastDay: TimeText.DayReference? = nil
    for tokens in timed.clauseTokens {
      var dayRefs: [(Int, TimeText.DayReference)] = []
      var times: [(Int, Int, Int?)] = []  // index, start, end
      var index = 0
      while index < tokens.count {
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if let time = TimeText.clock(tokens[index], next: next) ?? TimeText.bareHour(tokens, at: index) {
          var start = TimeText.resolve(time, evening: evening)
          var end: Int? = nil
          if next == "to", index + 2 < tokens.count,
            let until = TimeText.clock(tokens[index + 2], next: index + 3 < tokens.count ? tokens[index + 3] : nil)
              ?? TimeText.bareHour(tokens, at: index + 2)
          {
            var finish = TimeText.resolve(until, evening: evening)
            if until.explicit && !time.explicit && start + 720 < finish { start += 720 }
            if finish <= start { finish += 720 }
            if finish > start && finish - start <= 600 { end = finish }
            index += 2
          }
          times.append((index, start, end))
        } else if let (reference, span) = TimeText.day(tokens, at: index, sentOn: today) {
          if case .range = reference {} else { dayRefs.append((index, reference)) }
          index += span
          continue
        }
        index += 1
      }
      for (position, start, end) in times {
        let nearest =
          dayRefs.min { abs($0.0 - position) < abs($1.0 - position) }?.1 ?? (dayRefs.isEmpty ? lastDay : nil)
        guard let day = nearest else { continue }
        found.append(Named(day: day, start: start, end: end))
      }
      if let last = dayRefs.last?.1 { lastDay = last }
    }
    return found
  }
}
