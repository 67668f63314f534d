/// A time reading as a message's kept reading holds it (after its other fields): which of zone
/// and session length follow, then each constraint and each named time, each led by its kind.
/// Sets are written as their size and their members in ascending order; numbers zig-zag
/// encoded, so the rare negative one stays short.
extension ReadingWriter {
  mutating func time(_ time: TimeReading) {
    number((time.zone == nil ? 0 : 1) | (time.duration == nil ? 0 : 2))
    if let zone = time.zone {
      signed(zone.offset)
      string(zone.name)
    }
    if let duration = time.duration { signed(duration) }
    number(UInt64(time.constraints.count))
    for constraint in time.constraints { self.constraint(constraint) }
    number(UInt64(time.mentions.count))
    for mention in time.mentions { self.mention(mention) }
  }

  private mutating func constraint(_ constraint: SlotConstraint) {
    switch constraint.rule {
    case .within(let from, let to): kind(0, from, to)
    case .outside(let from, let to): kind(1, from, to)
    case .startsAtOrAfter(let minutes): kind(2, minutes)
    case .endsAtOrBefore(let minutes): kind(3, minutes)
    case .onWeekdays(let days): kind(4, set: days.sorted())
    case .notOnWeekdays(let days): kind(5, set: days.sorted())
    case .onOrAfterDay(let day): kind(6, Int(day))
    case .beforeDay(let day): kind(7, Int(day))
    case .onDays(let days): kind(8, set: days.sorted().map { Int($0) })
    case .notOnDays(let days): kind(9, set: days.sorted().map { Int($0) })
    }
    optionalSet(constraint.scope.map { $0.sorted() })
    optionalSet(constraint.dayScope.map { $0.sorted().map { Int($0) } })
    string(constraint.label)
  }

  private mutating func mention(_ mention: TimedMentions.Named) {
    switch mention.day {
    case .day(let day): kind(0, Int(day.ordinal))
    case .weekly(let days): kind(1, set: days.sorted())
    case .range(let first, let last): kind(2, Int(first.ordinal), Int(last.ordinal))
    }
    signed(mention.start)
    optionalNumber(mention.end)
  }

  /// A kind, then its numbers.
  private mutating func kind(_ kind: UInt64, _ values: Int...) {
    number(kind)
    for value in values { signed(value) }
  }

  /// A kind, then a set.
  private mutating func kind(_ kind: UInt64, set members: [Int]) {
    number(kind)
    number(UInt64(members.count))
    for member in members { signed(member) }
  }

  /// A set that may be missing: its size plus one (0 for none), then its members.
  private mutating func optionalSet(_ members: [Int]?) {
    guard let members else { return number(0) }
    number(UInt64(members.count) + 1)
    for member in members { signed(member) }
  }

  /// A number that may be missing: 0 for none, else 1 and the number.
  private mutating func optionalNumber(_ value: Int?) {
    guard let value else { return number(0) }
    number(1)
    signed(value)
  }
}

/// Reads what `ReadingWriter.time` wrote; nil for anything else.
extension ReadingReader {
  /// Sets and lists longer than this are not a reading's.
  private static let most: UInt64 = 1 << 12

  mutating func time() -> TimeReading? {
    guard let present = number(), present < 4 else { return nil }
    var zone: (offset: Int, name: String)? = nil
    if present & 1 != 0 {
      guard let offset = signed(), let name = string() else { return nil }
      zone = (offset, name)
    }
    var duration: Int? = nil
    if present & 2 != 0 {
      guard let minutes = signed() else { return nil }
      duration = minutes
    }
    guard let constraints = list({ $0.constraint() }), let mentions = list({ $0.mention() }) else { return nil }
    return TimeReading(zone: zone, duration: duration, constraints: constraints, mentions: mentions)
  }

  private mutating func list<Element>(_ read: (inout ReadingReader) -> Element?) -> [Element]? {
    guard let count = number(), count < Self.most else { return nil }
    var elements: [Element] = []
    for _ in 0..<count {
      guard let element = read(&self) else { return nil }
      elements.append(element)
    }
    return elements
  }

  private mutating func constraint() -> SlotConstraint? {
    guard let kind = number() else { return nil }
    let rule: SlotConstraint.Rule
    switch kind {
    case 0, 1:
      guard let from = signed(), let to = signed() else { return nil }
      rule = kind == 0 ? .within(from, to) : .outside(from, to)
    case 2, 3:
      guard let minutes = signed() else { return nil }
      rule = kind == 2 ? .startsAtOrAfter(minutes) : .endsAtOrBefore(minutes)
    case 4, 5:
      guard let days = list({ $0.signed() }) else { return nil }
      rule = kind == 4 ? .onWeekdays(Set(days)) : .notOnWeekdays(Set(days))
    case 6, 7:
      guard let day = signed() else { return nil }
      rule = kind == 6 ? .onOrAfterDay(Int64(day)) : .beforeDay(Int64(day))
    case 8, 9:
      guard let days = list({ $0.signed() }) else { return nil }
      let ordinals = Set(days.map { Int64($0) })
      rule = kind == 8 ? .onDays(ordinals) : .notOnDays(ordinals)
    default: return nil
    }
    guard let scope = optionalSet(), let dayScope = optionalSet(), let label = string() else { return nil }
    return SlotConstraint(
      rule: rule, scope: scope.map { Set($0) }, dayScope: dayScope.map { Set($0.map { Int64($0) }) }, label: label)
  }

  private mutating func mention() -> TimedMentions.Named? {
    guard let kind = number() else { return nil }
    let day: TimeText.DayReference
    switch kind {
    case 0:
      guard let ordinal = signed() else { return nil }
      day = .day(CalendarDay(ordinal: Int64(ordinal)))
    case 1:
      guard let days = list({ $0.signed() }) else { return nil }
      day = .weekly(Set(days))
    case 2:
      guard let first = signed(), let last = signed() else { return nil }
      day = .range(CalendarDay(ordinal: Int64(first)), CalendarDay(ordinal: Int64(last)))
    default: return nil
    }
    guard let start = signed(), let end = optionalNumber() else { return nil }
    return TimedMentions.Named(day: day, start: start, end: end)
  }

  /// A set `optionalSet` wrote: `.some(nil)` for none, nil for bytes it did not write.
  private mutating func optionalSet() -> [Int]?? {
    guard let count = number(), count < Self.most + 1 else { return nil }
    guard count > 0 else { return .some(nil) }
    var members: [Int] = []
    for _ in 1..<count {
      guard let member = signed() else { return nil }
      members.append(member)
    }
    return .some(members)
  }

  private mutating func optionalNumber() -> Int?? {
    guard let present = number(), present < 2 else { return nil }
    guard present == 1 else { return .some(nil) }
    return signed().map { .some($0) }
  }
}
