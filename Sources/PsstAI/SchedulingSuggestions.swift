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
  }

  var events: [Event] = []

  /// `settling` marks the scheduling messages that settle a time; `decided` holds the ids of
  /// the messages that decided something (not reversed since), which count too; `bookings`
  /// gives the days and times the message at an index names (`TimedMentions.find`).
  init(
    messages: [ConversationMessage], settling: [Bool], decided: Set<String>, bookings: (Int) -> [TimedMentions],
    availability: OwnerAvailability = OwnerAvailability()
  ) {
    events = Self.events(of: availability)
    for index in messages.indices where settling[index] || decided.contains(messages[index].id) {
      let message = messages[index]
      let day = CalendarDay(millis: message.time)
      for mention in bookings(index) {
        events.append(
          Event(known: message.time, day: mention.day, start: mention.start, end: mention.end, from: day.ordinal))
      }
    }
  }

  /// The owner's calls, cut at midnight, and the quiet hours of every weekday, known all along.
  static func events(of availability: OwnerAvailability) -> [Event] {
    var events: [Event] = []
    func add(_ day: TimeText.DayReference, _ start: Int, _ end: Int) {
      guard end > start else { return }
      events.append(Event(known: .min, day: day, start: start, end: end, from: .min))
    }
    for busy in availability.busy where busy.upperBound > busy.lowerBound {
      var day = CalendarDay(millis: busy.lowerBound)
      while day.ordinal * 86_400_000 < busy.upperBound {
        let midnight = day.ordinal * 86_400_000
        let start = max(busy.lowerBound, midnight) - midnight
        let end = min(busy.upperBound, midnight + 86_400_000) - midnight
        add(.day(day), Int(start / 60_000), Int((end + 59_999) / 60_000))
        day = day.adding(days: 1)
      }
    }
    if let quiet = availability.quietMinutes {
      let everyDay = TimeText.DayReference.weekly(Set(0..<7))
      if quiet.start <= quiet.end {
        add(everyDay, quiet.start, quiet.end)
      } else {
        add(everyDay, quiet.start, 1440)
        add(everyDay, 0, quiet.end)
      }
    }
    return events
  }

  /// The bookings by day and weekday, for every request of a run: built once, not per request.
  func index() -> Index { Index(events) }

  /// Bookings by day (one-off) and weekday (weekly), each slot kept once: the earliest-known
  /// event of a slot blocks whenever a later copy would (it was known sooner and, weekly, began
  /// sooner), so copies only multiply the search's work on a large store.
  struct Index {
    struct Slot: Hashable {
      var start: Int
      var end: Int
    }
    struct Booking {
      var known: Int64
      var from: Int64
      var slot: Slot
    }

    private var oneOff: [Int64: [Booking]] = [:]
    private var weekly: [Int: [Booking]] = [:]

    init(_ events: [Event]) {
      var firstOneOff: [Int64: [Slot: Int]] = [:]
      var firstWeekly: [Int: [Slot: Int]] = [:]
      func add(_ event: Event, to bucket: inout [Booking], _ seen: inout [Slot: Int]) {
        let booking = Booking(known: event.known, from: event.from, slot: Slot(start: event.start, end: event.end))
        guard let at = seen[booking.slot] else {
          seen[booking.slot] = bucket.count
          bucket.append(booking)
          return
        }
        if booking.known < bucket[at].known { bucket[at] = booking }
      }
      for event in events {
        switch event.day {
        case .day(let day): add(event, to: &oneOff[day.ordinal, default: []], &firstOneOff[day.ordinal, default: [:]])
        case .weekly(let days):
          for weekday in days { add(event, to: &weekly[weekday, default: []], &firstWeekly[weekday, default: [:]]) }
        case .range: break
        }
      }
    }

    /// The slots booked on a day by what was known before `time`: one-off, then weekly.
    func slots(on day: CalendarDay, before time: Int64) -> [Slot] {
      var slots: [Slot] = []
      for booking in oneOff[day.ordinal] ?? [] where booking.known < time { slots.append(booking.slot) }
      for booking in weekly[day.weekday] ?? [] where booking.known < time && day.ordinal >= booking.from {
        slots.append(booking.slot)
      }
      return slots
    }
  }
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
    after time: Int64, constraints: ConstraintSet, proposed: [(Int64, Int64)], busy: BusyCalendar.Index
  ) -> [SuggestedTime] {
    let earliest = ((time + 3_600_000 + 1_799_999) / 1_800_000) * 1_800_000
    var chosen: [SuggestedTime] = []
    let first = CalendarDay(millis: earliest)
    let horizon = Int(horizonDays)
    // The search asks about each day of its horizon many times: its bookings are looked up once
    // (by position, not hashed: this runs for every slot tried).
    var booked = [[BusyCalendar.Index.Slot]?](repeating: nil, count: horizon)
    func bookings(on day: CalendarDay) -> [BusyCalendar.Index.Slot] {
      let offset = day.ordinal - first.ordinal
      guard offset >= 0 && offset < horizonDays else { return busy.slots(on: day, before: time) }
      if let slots = booked[Int(offset)] { return slots }
      let slots = busy.slots(on: day, before: time)
      booked[Int(offset)] = slots
      return slots
    }
    /// Late enough, inside the day and not booked.
    func free(_ day: CalendarDay, _ start: Int, _ end: Int) -> Bool {
      let startMillis = day.ordinal * 86_400_000 + Int64(start) * 60_000
      guard startMillis >= earliest && end <= 1440 else { return false }
      return !bookings(on: day).contains { start < $0.end && end > $0.start }
    }
    // Only the horizon's days are searched, so only they need marking as taken.
    var usedDays = [Bool](repeating: false, count: horizon)
    for (start, end) in proposed.prefix(2) {
      let day = CalendarDay(millis: start)
      let from = Int((start - day.ordinal * 86_400_000) / 60_000)
      let to = Int((end - day.ordinal * 86_400_000) / 60_000)
      guard let bounding = SlotConstraint.timeRules(constraints.items, on: day),
        bounding.allSatisfy({ $0.allows(start: from, end: to) }), free(day, from, to),
        !chosen.contains(where: { $0.start == start })
      else { continue }
      chosen.append(
        SuggestedTime(start: start, end: end, rationale: rationale(constraints.items, prefix: "proposed in the chat")))
      let offset = day.ordinal - first.ordinal
      if offset >= 0 && offset < horizonDays { usedDays[Int(offset)] = true }
    }
    let target = chosen.count + wanted
    let all = constraints.items
    var verdicts = DayVerdicts(all, from: first, days: horizon)
    var bounding: [Int] = []
    // The rules in force are `all[dropped...]`.
    var dropped = 0
    while true {
      var preference = all[dropped...].compactMap(\.preferredStart)
      preference += preferredStarts
      var honoured: String? = nil
      var offset = 0
      while chosen.count < target && offset < horizon {
        let day = first.adding(days: Int64(offset))
        offset += 1
        guard !usedDays[offset - 1], verdicts.leaveOpen(offset - 1, rulesFrom: dropped, bounding: &bounding) else {
          continue
        }
        for start in preference {
          let end = start + constraints.duration
          guard bounding.allSatisfy({ all[$0].allows(start: start, end: end) }), free(day, start, end) else { continue }
          let millis = day.ordinal * 86_400_000 + Int64(start) * 60_000
          let reason = honoured ?? rationale(all[dropped...], prefix: "")
          honoured = reason
          chosen.append(
            SuggestedTime(start: millis, end: millis + Int64(constraints.duration) * 60_000, rationale: reason))
          usedDays[offset - 1] = true
          break
        }
      }
      if chosen.count >= target || dropped == all.count { break }
      dropped += 1
    }
    // Proposals first, then the searched slots in time order (relaxed ones may be earlier).
    let proposals = chosen.filter { $0.rationale.hasPrefix("proposed") }
    let searched = chosen.filter { !$0.rationale.hasPrefix("proposed") }.sorted { $0.start < $1.start }
    return Array((proposals + searched).prefix(5))
  }

  /// "proposed in the chat; not mornings, after 18:00": the rules' labels, each once.
  private static func rationale(_ rules: ArraySlice<SlotConstraint>, prefix: String) -> String {
    var seen: [String] = []
    for rule in rules where !seen.contains(rule.label) { seen.append(rule.label) }
    let honoured = seen.isEmpty ? "no constraints stated" : seen.joined(separator: ", ")
    return prefix.isEmpty ? honoured : "\(prefix); \(honoured)"
  }

  private static func rationale(_ rules: [SlotConstraint], prefix: String) -> String {
    rationale(rules[...], prefix: prefix)
  }
}

/// Each rule's verdict on each day of a search's horizon (`SlotConstraint.verdict(on:)`), read
/// the first time it is asked for: the search asks again for every day after each relaxation.
private struct DayVerdicts {
  private let rules: [SlotConstraint]
  private let first: CalendarDay
  private let days: Int
  /// By rule, then day: 0 not read yet, 1 the rule rules the day out, 2 it allows the day
  /// whatever the time, 3 it bounds the time of day there.
  private var known: [UInt8]

  init(_ rules: [SlotConstraint], from first: CalendarDay, days: Int) {
    self.rules = rules
    self.first = first
    self.days = days
    known = [UInt8](repeating: 0, count: rules.count * days)
  }

  /// `SlotConstraint.timeRules(rules[start...], on:)` of the day `offset` days into the
  /// horizon: false when a rule rules the day out, else true with the indices of the rules
  /// that bound its time of day in `bounding`.
  mutating func leaveOpen(_ offset: Int, rulesFrom start: Int, bounding: inout [Int]) -> Bool {
    bounding.removeAll(keepingCapacity: true)
    for rule in start..<rules.count {
      let at = rule * days + offset
      if known[at] == 0 {
        switch rules[rule].verdict(on: first.adding(days: Int64(offset))) {
        case false?: known[at] = 1
        case true?: known[at] = 2
        case nil: known[at] = 3
        }
      }
      switch known[at] {
      case 1: return false
      case 3: bounding.append(rule)
      default: continue
      }
    }
    return true
  }
}
