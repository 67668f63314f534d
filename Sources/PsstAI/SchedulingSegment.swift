/// One segment of a scheduling message ("I can do evenings after 6", "but not Wednesdays") read
/// as what it mentions and how it says it; `constraints(in:)` holds the rules that turn that
/// into conditions on a slot.
struct SchedulingSegment {
  /// Read from the segment's phrases as a whole: "not Mondays" refuses, "I can do Mondays"
  /// offers, and "no problem" refuses nothing.
  enum Stance: Equatable {
    case refusing, offering, neutral

    init(_ tokens: [String]) {
      let clause = Clause(tokens.joined(separator: " "))
      if ConstraintExtractor.isNegative(tokens, clause) {
        self = .refusing
      } else {
        self = ConstraintExtractor.isOffering(clause) ? .offering : .neutral
      }
    }
  }

  var mentions: [SchedulingMention]
  var stance: Stance
  /// "free till 2" ends the free time at 2, where "in clinic till 2" starts it there.
  var saysFree: Bool
  /// Six words or fewer: a short reply ("evenings?", "Mondays then") offers what it names.
  var isShort: Bool

  init(_ tokens: [String], sentOn today: CalendarDay, evening: Bool) {
    mentions = SchedulingMention.scan(tokens, sentOn: today, evening: evening)
    stance = Stance(tokens)
    saysFree = tokens.contains("free")
    isShort = tokens.count <= 6
  }

  /// "Friday 10am I'm sleeping" refuses the hour from 10.
  static let refusedClockMinutes = 60
  /// "6 is too early": the first time that suits is half an hour later.
  static let tooEarlyMargin = 30

  /// The constraints the segment states, in the order written. A bound ("after 6", "before
  /// Friday") is the segment's point: its days only scope it. Otherwise a refusal refuses the
  /// times, parts of the day or days it names, and an offer offers them.
  func constraints(in zone: SenderZone) -> [SlotConstraint] {
    let bounds = mentions.compactMap { bound($0, in: zone) }
    if !bounds.isEmpty { return bounds + (stance == .offering ? namedDays.rules(refused: false) : []) }
    return stance == .refusing ? refusals(in: zone) : offers(in: zone)
  }

  // MARK: Mentions by kind

  /// Times with no cue: "Friday 10am I am sleeping".
  var bareClocks: [MinuteOfDay] {
    mentions.compactMap { if case .clock(let time, nil) = $0 { time } else { nil } }
  }

  var partsOfDay: [PartOfDay] {
    mentions.compactMap { if case .partOfDay(let part) = $0 { part } else { nil } }
  }

  /// Day ranges with no bound, and whether each was said as a week.
  var ranges: [(first: CalendarDay, last: CalendarDay, week: Bool)] {
    mentions.compactMap {
      if case .days(let first, let last, nil, let week) = $0 { (first, last, week) } else { nil }
    }
  }

  var namedDays: NamedDays {
    var named = NamedDays()
    for mention in mentions {
      switch mention {
      case .weekdays(let days): named.weekdays.formUnion(days)
      case .day(let day, nil): named.dates.append(day)
      default: break
      }
    }
    return named
  }

  // MARK: Rules

  private func bound(_ mention: SchedulingMention, in zone: SenderZone) -> SlotConstraint? {
    switch mention {
    case .clock(let time, let cue?): return limitedToNamedDays(clockBound(time, cue, in: zone))
    case .afterRoutine(let word, let end):
      return limitedToNamedDays(
        SlotConstraint(rule: .startsAtOrAfter(zone.utc(end)), label: "after \(word) (\(zone.label(end)))"))
    case .day(let day, let bound?): return Self.dayBound(day, bound)
    case .days(let first, let last, let bound?, _): return Self.rangeBound(first, last, bound)
    default: return nil
    }
  }

  private func clockBound(_ time: MinuteOfDay, _ cue: SchedulingMention.ClockCue, in zone: SenderZone)
    -> SlotConstraint
  {
    let after = SlotConstraint(rule: .startsAtOrAfter(zone.utc(time)), label: "after \(zone.label(time))")
    let before = SlotConstraint(rule: .endsAtOrBefore(zone.utc(time)), label: "before \(zone.label(time))")
    switch cue {
    case .after: return after
    case .before, .tooLate: return before
    case .from: return stance == .refusing ? before : after
    case .until: return saysFree ? before : after
    case .tooEarly:
      return SlotConstraint(
        rule: .startsAtOrAfter(zone.utc(time.adding(minutes: Self.tooEarlyMargin))),
        label: "later than \(zone.label(time))")
    }
  }

  /// A refused time bound holds on the days named with it only: "Mondays I'm in clinic till 2".
  private func limitedToNamedDays(_ constraint: SlotConstraint) -> SlotConstraint {
    guard stance == .refusing else { return constraint }
    return namedDays.limit(constraint.rule, label: namedDays.prefix + constraint.label)
  }

  private static func dayBound(_ day: CalendarDay, _ bound: SchedulingMention.DayBound) -> SlotConstraint {
    switch bound {
    case .before: SlotConstraint(rule: .beforeDay(day.ordinal), label: "before \(day.iso)")
    case .by: SlotConstraint(rule: .beforeDay(day.ordinal + 1), label: "by \(day.iso)")
    case .after: SlotConstraint(rule: .onOrAfterDay(day.ordinal + 1), label: "after \(day.iso)")
    case .from: SlotConstraint(rule: .onOrAfterDay(day.ordinal), label: "from \(day.iso)")
    }
  }

  private static func rangeBound(_ first: CalendarDay, _ last: CalendarDay, _ bound: SchedulingMention.DayBound)
    -> SlotConstraint
  {
    switch bound {
    case .before: SlotConstraint(rule: .beforeDay(first.ordinal), label: "before \(first.iso)")
    case .after: SlotConstraint(rule: .onOrAfterDay(last.ordinal + 1), label: "after \(last.iso)")
    case .from, .by: SlotConstraint(rule: .onOrAfterDay(first.ordinal), label: "from \(first.iso)")
    }
  }

  private func refusals(in zone: SenderZone) -> [SlotConstraint] {
    let named = namedDays
    let clocks = bareClocks
    let parts = partsOfDay
    if !clocks.isEmpty && !named.isEmpty {
      return clocks.map { time in
        let end = time.adding(minutes: Self.refusedClockMinutes)
        return named.limit(.outside(zone.utc(time), zone.utc(end)), label: "not \(named.prefix)\(zone.label(time))")
      }
    }
    if !parts.isEmpty {
      return parts.map { part in
        let name = zone.label(part)
        let scoped = named.prefix.isEmpty ? name : named.prefix + Self.singular(name)
        return named.limit(.outside(zone.utc(part.start), zone.utc(part.end)), label: "not \(scoped)")
      }
    }
    return named.rules(refused: true)
      + ranges.map { range in
        SlotConstraint(
          rule: .notOnDays(Set(range.first.ordinal...range.last.ordinal)),
          label: "not \(range.first.iso) to \(range.last.iso)")
      }
  }

  private func offers(in zone: SenderZone) -> [SlotConstraint] {
    var out: [SlotConstraint] = []
    // Weeks asked for ("a call next week?") bound the search whatever else the segment says;
    // "the weekend" or "in November" only when offered as availability.
    if stance == .offering || isShort || ranges.contains(where: \.week) {
      out += ranges.map { range in
        SlotConstraint(
          rule: .onDays(Set(range.first.ordinal...range.last.ordinal)),
          label: "\(range.first.iso) to \(range.last.iso)")
      }
    }
    let named = namedDays
    let parts = partsOfDay
    guard stance == .offering || isShort && (!parts.isEmpty || !named.weekdays.isEmpty) else { return out }
    out += named.rules(refused: false)
    if let from = parts.map({ zone.utc($0.start) }).min(), let to = parts.map({ zone.utc($0.end) }).max() {
      out.append(SlotConstraint(rule: .within(from, to), label: parts.map(zone.label).joined(separator: " or ")))
    }
    return out
  }

  /// "evenings" → "evening", for "not Monday evening".
  private static func singular(_ name: String) -> String {
    name.hasSuffix("s") ? String(name.dropLast()) : name
  }
}

/// The days a segment names without a bound ("Mondays", "Fri 9 Oct"): what it offers or refuses,
/// and the days a refused time holds on.
struct NamedDays {
  var weekdays: Set<Int> = []
  /// In the order written (a day said twice is listed twice).
  var dates: [CalendarDay] = []

  var isEmpty: Bool { weekdays.isEmpty && dates.isEmpty }

  /// "Mondays ", "Fri 9 Oct or Mon 12 Oct ", or "": dates say more than weekdays.
  var prefix: String {
    if !dates.isEmpty { return datesLabel + " " }
    return weekdays.isEmpty ? "" : ConstraintExtractor.weekdayList(weekdays, plural: true) + " "
  }

  private var datesLabel: String { dates.map(\.short).joined(separator: " or ") }

  /// `rule` on these days only, or every day when none is named.
  func limit(_ rule: SlotConstraint.Rule, label: String) -> SlotConstraint {
    SlotConstraint(
      rule: rule, scope: weekdays.isEmpty ? nil : weekdays, dayScope: dates.isEmpty ? nil : Set(dates.map(\.ordinal)),
      label: label)
  }

  /// The days offered ("Mondays") or refused ("not Mondays").
  func rules(refused: Bool) -> [SlotConstraint] {
    var out: [SlotConstraint] = []
    if !weekdays.isEmpty {
      let label = ConstraintExtractor.weekdayList(weekdays, plural: true)
      out.append(
        refused
          ? SlotConstraint(rule: .notOnWeekdays(weekdays), label: "not \(label)")
          : SlotConstraint(rule: .onWeekdays(weekdays), label: label))
    }
    if !dates.isEmpty {
      let ordinals = Set(dates.map(\.ordinal))
      out.append(
        refused
          ? SlotConstraint(rule: .notOnDays(ordinals), label: "not \(datesLabel)")
          : SlotConstraint(rule: .onDays(ordinals), label: datesLabel))
    }
    return out
  }
}

/// The time zone a sender named ("I'm in EST"): the local times they state move by its offset
/// into UTC minutes (within the day), and labels say which zone they were in.
struct SenderZone {
  /// Minutes east of UTC.
  var offset: Int
  /// " EST", or "" when the sender named none.
  var suffix: String

  init(_ zone: (offset: Int, name: String)?) {
    offset = (zone?.offset ?? 0) * 60
    suffix = zone.map { " \($0.name)" } ?? ""
  }

  func utc(_ time: MinuteOfDay) -> Int {
    max(MinuteOfDay.midnight.minutes, min(MinuteOfDay.endOfDay.minutes, time.minutes - offset))
  }

  func label(_ time: MinuteOfDay) -> String { time.text + suffix }

  func label(_ part: PartOfDay) -> String { part.name + suffix }
}
