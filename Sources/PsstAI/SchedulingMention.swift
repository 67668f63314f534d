/// A time of day as minutes after midnight, as a message states it: in its sender's time until a
/// `SenderZone` turns it into UTC.
struct MinuteOfDay: Equatable, Hashable {
  var minutes: Int

  init(minutes: Int) { self.minutes = minutes }

  init(hour: Int, minute: Int = 0) { minutes = hour * 60 + minute }

  static let midnight = MinuteOfDay(minutes: 0)
  static let endOfDay = MinuteOfDay(hour: 24)

  func adding(minutes more: Int) -> MinuteOfDay { MinuteOfDay(minutes: minutes + more) }

  /// "18:30".
  var text: String { clockText(minutes) }
}

/// A part of the day a message can name ("mornings", "lunchtime", "tonight"), with its hours.
enum PartOfDay: CaseIterable, Equatable {
  case morning, lunchtime, afternoon, evening

  var start: MinuteOfDay {
    switch self {
    case .morning: MinuteOfDay(hour: 6)
    case .lunchtime: MinuteOfDay(hour: 11, minute: 30)
    case .afternoon: MinuteOfDay(hour: 12)
    case .evening: MinuteOfDay(hour: 17)
    }
  }

  var end: MinuteOfDay {
    switch self {
    case .morning: MinuteOfDay(hour: 12)
    case .lunchtime: MinuteOfDay(hour: 14)
    case .afternoon: MinuteOfDay(hour: 17)
    case .evening: MinuteOfDay(hour: 21, minute: 30)
    }
  }

  /// How a constraint names it: "not mornings", "lunchtime".
  var name: String {
    switch self {
    case .morning: "mornings"
    case .lunchtime: "lunchtime"
    case .afternoon: "afternoons"
    case .evening: "evenings"
    }
  }

  // Not "am" (a clock time's half) nor "nights" ("on nights" is a night shift).
  private static let byWord: [String: PartOfDay] = [
    "morning": .morning, "mornings": .morning, "lunch": .lunchtime, "lunchtime": .lunchtime,
    "lunchtimes": .lunchtime, "midday": .lunchtime, "noon": .lunchtime, "afternoon": .afternoon,
    "afternoons": .afternoon, "evening": .evening, "evenings": .evening, "tonight": .evening, "night": .evening,
  ]

  /// The part of the day `word` names; "good morning" is a greeting, not a time.
  static func named(_ word: String, previous: String) -> PartOfDay? {
    previous == "good" ? nil : byWord[word]
  }
}

/// One thing a segment of a scheduling message mentions, as it is written: a time of day, a day
/// or days, a part of the day, each with the word that makes it a bound. Whether the segment
/// refuses or offers them is the segment's (`SchedulingSegment`), not the mention's.
enum SchedulingMention: Equatable {
  /// A time of day ("6pm", "at 8", "18:30"), and what the words around it make of it.
  case clock(MinuteOfDay, ClockCue?)
  /// "after school", "after work": from when that part of a day usually ends.
  case afterRoutine(String, MinuteOfDay)
  case partOfDay(PartOfDay)
  /// Every one of these weekdays (0 = Monday): "Mondays", "weekdays".
  case weekdays(Set<Int>)
  /// One calendar day: "Friday", "the 9th", "before Friday".
  case day(CalendarDay, DayBound?)
  /// Days from … through …: "next week", "the weekend", "in November"; `week` when said as a week.
  case days(from: CalendarDay, through: CalendarDay, DayBound?, week: Bool)

  /// What the words around a time make of it.
  enum ClockCue: Equatable {
    /// "after 6", "past 6".
    case after
    /// "before 6", "by 6".
    case before
    /// "from 6": after it, or before it in a refusal ("can't do from 6").
    case from
    /// "till 2": when someone is free till 2, before it; when busy till 2, after it.
    case until
    /// "6 is too early".
    case tooEarly
    /// "9 is too late" ("20 mins late" is not).
    case tooLate
  }

  /// The word before a day that makes it a bound.
  enum DayBound: Equatable {
    case before, by, after, from
  }

  /// When a routine's day ends, for "after school" and the like.
  static let routineEnds: [String: MinuteOfDay] = [
    "school": MinuteOfDay(hour: 16), "college": MinuteOfDay(hour: 16), "uni": MinuteOfDay(hour: 16),
    "work": MinuteOfDay(hour: 17, minute: 30),
  ]

  /// The mentions in `tokens` (`TimeText.tokens`), in order; `evening` when the message talks of
  /// evenings, which makes a bare "8" 20:00.
  static func scan(_ tokens: [String], sentOn today: CalendarDay, evening: Bool) -> [SchedulingMention] {
    var mentions: [SchedulingMention] = []
    var index = 0
    while index < tokens.count {
      let (mention, span) = recognise(tokens, at: index, sentOn: today, evening: evening)
      if let mention { mentions.append(mention) }
      index += span
    }
    return mentions
  }

  /// The mention that starts at `index` (nil when none does) and how many tokens it spans.
  private static func recognise(_ tokens: [String], at index: Int, sentOn today: CalendarDay, evening: Bool)
    -> (SchedulingMention?, Int)
  {
    let word = tokens[index]
    let previous = index > 0 ? tokens[index - 1] : ""
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    if let time = TimeText.clock(word, next: next) ?? TimeText.bareHour(tokens, at: index) {
      let minutes = MinuteOfDay(minutes: TimeText.resolve(time, evening: evening))
      return (.clock(minutes, ClockCue(tokens, at: index)), 1)
    }
    if previous == "after", let end = routineEnds[word] { return (.afterRoutine(word, end), 1) }
    if let part = PartOfDay.named(word, previous: previous) { return (.partOfDay(part), 1) }
    guard let (reference, span) = TimeText.day(tokens, at: index, sentOn: today) else { return (nil, 1) }
    let bound = DayBound(previous: previous)
    switch reference {
    case .weekly(let days): return (.weekdays(days), span)
    // "today" and "tonight" alone say when the message is written, not a day it asks for.
    case .day where bound == nil && (word == "today" || word == "tonight"): return (nil, span)
    case .day(let day): return (.day(day, bound), span)
    case .range(let first, let last): return (.days(from: first, through: last, bound, week: word == "week"), span)
    }
  }
}

extension SchedulingMention.ClockCue {
  /// The cue for the time at `index`: the word before it, else "early" or "late" in the few words
  /// after it.
  init?(_ tokens: [String], at index: Int) {
    switch index > 0 ? tokens[index - 1] : "" {
    case "after", "past": self = .after
    case "before", "by": self = .before
    case "from": self = .from
    case "till", "until", "til": self = .until
    default:
      let following = index + 2 < tokens.count ? tokens[(index + 1)...min(tokens.count - 1, index + 4)] : []
      if following.contains("early") {
        self = .tooEarly
      } else if following.contains("late") && !following.contains("mins") {
        self = .tooLate
      } else {
        return nil
      }
    }
  }
}

extension SchedulingMention.DayBound {
  init?(previous: String) {
    switch previous {
    case "before": self = .before
    case "by": self = .by
    case "after": self = .after
    case "from": self = .from
    default: return nil
    }
  }
}
