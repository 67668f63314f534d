/// What the account already has booked: times settled in its chats (decisions and settling
/// replies that name a day and a clock time), one-off or weekly ("Tuesdays 6:30").
struct BusyCalendar {
  struct Event {
    /// When the account learnt of it: later bookings do not block an earlier request.
    var known: Int64
    var day: TimeText.DayReference
    var start: Int
    var end: Int
    /// The first day of a weekly event.
    var from: Int64

    func overlaps(day: CalendarDay, start: Int, end: Int) -> Bool {
      guard start < self.end && end > self.start else { return false }
      switch self.day {
      case .day(let booked): return booked == day
      case .weekly(let weekdays): return weekdays.contains(day.weekday) && day.ordinal >= from
      case .range: return false
      }
    }
  }

  var events: [Event] = []

  /// `settling` marks the scheduling messages that settle a time; decisions count too.
  init(messages: [ConversationMessage], settling: [Bool]) {
    let decided = Set(DecisionDetector.decisions(in: messages).filter { $0.reversedBy == nil }.map(\.messageID))
    for (index, message) in messages.enumerated() where settling[index] || decided.contains(message.id) {
      let day = CalendarDay(millis: message.time)
      for mention in TimedMentions.find(in: message) {
        events.append(
          Event(known: message.time, day: mention.day, start: mention.start, end: mention.end, from: day.ordinal))
      }
    }
  }

  init(events: [Event]) { self.events = events }

  func events(before time: Int64) -> [Event] { events.filter { $0.known < time } }
}

/// Searches free slots that honour a thread's constraints.
enum SlotSearch {
  /// Start times tried each day, most natural first.
  static let preferredStarts: [Int] =
    [600, 1080, 840, 720, 960, 540, 660, 780, 900, 1020, 1140, 480, 1200]
    + stride(from: 450, through: 1230, by: 60).map { $0 }

  static let wanted = 3
  static let horizonDays: Int64 = 42

  /// 3 to 5 times after `time`: the message's own proposals that fit, then the earliest free
  /// slot of each following day that honours every constraint. When the constraints leave too
  /// few, the oldest are dropped one by one (a later message usually revises an earlier one).
  static func suggestions(
    after time: Int64, constraints: ConstraintSet, proposed: [(Int64, Int64)], busy: [BusyCalendar.Event]
  ) -> [SuggestedTime] {
    let earliest = ((time + 3_600_000 + 1_799_999) / 1_800_000) * 1_800_000
    // Index the bookings by day and weekday: the search asks about each day many times.
    var oneOff: [Int64: [BusyCalendar.Event]] = [:]
    var weekly: [Int: [BusyCalendar.Event]] = [:]
    for event in busy {
      switch event.day {
      case .day(let day): oneOff[day.ordinal, default: []].append(event)
      case .weekly(let days): for day in days { weekly[day, default: []].append(event) }
      case .range: break
      }
    }
    var chosen: [SuggestedTime] = []
    var usedDays: Set<Int64> = []
    func fits(_ day: CalendarDay, _ start: Int, _ end: Int, _ rules: [SlotConstraint]) -> Bool {
      let startMillis = day.ordinal * 86_400_000 + Int64(start) * 60_000
      return startMillis >= earliest && end <= 1440 && rules.allSatisfy { $0.allows(day: day, start: start, end: end) }
        && !(oneOff[day.ordinal] ?? []).contains { $0.overlaps(day: day, start: start, end: end) }
        && !(weekly[day.weekday] ?? []).contains { $0.overlaps(day: day, start: start, end: end) }
    }
    func rationale(_ rules: [SlotConstraint], prefix: String) -> String {
      var seen: [String] = []
      for rule in rules where !seen.contains(rule.label) { seen.append(rule.label) }
      let honoured = seen.isEmpty ? "no constraints stated" : seen.joined(separator: ", ")
      return prefix.isEmpty ? honoured : "\(prefix); \(honoured)"
    }
    for (start, end) in proposed.prefix(2) {
      let day = CalendarDay(millis: start)
      let from = Int((start - day.ordinal * 86_400_000) / 60_000)
      let to = Int((end - day.ordinal * 86_400_000) / 60_000)
      guard fits(day, from, to, constraints.items), !chosen.contains(where: { $0.start == start }) else { continue }
      chosen.append(
        SuggestedTime(start: start, end: end, rationale: rationale(constraints.items, prefix: "proposed in the chat")))
      usedDays.insert(day.ordinal)
    }
    let target = chosen.count + wanted
    var rules = constraints.items
    while true {
      var preference = rules.compactMap(\.preferredStart)
      preference += preferredStarts
      let first = CalendarDay(millis: earliest)
      var offset: Int64 = 0
      while chosen.count < target && offset < horizonDays {
        let day = first.adding(days: offset)
        offset += 1
        if usedDays.contains(day.ordinal) { continue }
        for start in preference {
          let end = start + constraints.duration
          guard fits(day, start, end, rules) else { continue }
          let millis = day.ordinal * 86_400_000 + Int64(start) * 60_000
          chosen.append(
            SuggestedTime(
              start: millis, end: millis + Int64(constraints.duration) * 60_000,
              rationale: rationale(rules, prefix: "")))
          usedDays.insert(day.ordinal)
          break
        }
      }
      if chosen.count >= target || rules.isEmpty { break }
      rules.removeFirst()
    }
    // Proposals first, then the searched slots in time order (relaxed ones may be earlier).
    let proposals = chosen.filter { $0.rationale.hasPrefix("proposed") }
    let searched = chosen.filter { !$0.rationale.hasPrefix("proposed") }.sorted { $0.start < $1.start }
    return Array((proposals + searched).prefix(5))
  }
}
