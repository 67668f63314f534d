/// The stretch of time a question is about, when it names one: "on 12 August", "May the 22nd",
/// "on Saturday 20 February", "in December 2023", "in 2022", "the summer of 2023", "in May".
/// A day or month without its year is the latest such one up to the history's newest message
/// (a question about messages asks about days behind them), or a month ahead of it at most (a
/// plan made in the last messages).
public struct QuestionPeriod: Sendable, Equatable {
  /// The first and last day of the period, both included.
  let first: CalendarDay
  let last: CalendarDay

  /// The period's start and end (exclusive) in Unix milliseconds, for a search scope.
  public var since: Int64 { first.ordinal * Self.day }
  public var until: Int64 { (last.ordinal + 1) * Self.day }

  func contains(_ day: CalendarDay) -> Bool { first <= day && day <= last }

  /// The days from the one holding `since` to the one before `until` (Unix milliseconds, the
  /// end exclusive), as a search scope names them.
  public init(since: Int64, until: Int64) {
    first = CalendarDay(millis: since)
    last = Swift.max(first, CalendarDay(millis: until - 1))
  }

  init(first: CalendarDay, last: CalendarDay) {
    self.first = first
    self.last = last
  }

  /// Whether `message` was sent in the period or tells of a day in it ("first day at the new
  /// job tomorrow" written on 31 August, for "where did he start work in September").
  public func takesIn(_ message: ConversationMessage) -> Bool {
    let sent = CalendarDay(millis: message.time)
    if contains(sent) { return true }
    guard let mentioned = MentionedDay.find(in: message.text, sentOn: sent) else { return false }
    return contains(mentioned.day) || mentioned.covers(first)
  }

  /// The period `question` names, resolved against `asOf` (the newest message's time); nil
  /// when it names none. A time after "from", "since", "until", "before" or "after" bounds what
  /// the question asks about ("her rate from April"), which was agreed whenever: no period.
  public static func find(in question: String, asOf millis: Int64) -> QuestionPeriod? {
    let words = Text.normalisedWords(question)
    let anchor = CalendarDay(millis: millis)
    for index in words.indices where index == 0 || !boundaries.contains(words[index - 1]) {
      if let found = day(words, at: index, anchor: anchor) ?? season(words, at: index, anchor: anchor)
        ?? monthOrYear(words, at: index, anchor: anchor)
      {
        return found
      }
    }
    return nil
  }

  /// Words before a time that make it a boundary, not a period.
  private static let boundaries: Set<String> = ["from", "since", "starting", "until", "till", "til", "before", "after"]

  private static let day: Int64 = 86_400_000
  /// How far past the newest message a day without its year may be: plans talked about last.
  private static let ahead: Int64 = 31

  /// "12 August", "the 12th of August", "August 12", "May the 22nd", each with an optional year.
  private static func day(_ words: [String], at index: Int, anchor: CalendarDay) -> QuestionPeriod? {
    func word(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    var month: Int64
    var dayOfMonth: Int64
    var end: Int
    if let number = TimeText.dayNumber(word(0)), let named = TimeText.month(named: word(1)) {
      (dayOfMonth, month, end) = (number, named, index + 1)
    } else if let number = TimeText.dayNumber(word(0)), word(1) == "of", let named = TimeText.month(named: word(2)) {
      (dayOfMonth, month, end) = (number, named, index + 2)
    } else if let named = TimeText.month(named: word(0)), let number = TimeText.dayNumber(word(1)) {
      (dayOfMonth, month, end) = (number, named, index + 1)
    } else if let named = TimeText.month(named: word(0)), word(1) == "the", let number = TimeText.dayNumber(word(2)),
      Deadline.ordinalDay(word(2)) != nil
    {
      (dayOfMonth, month, end) = (number, named, index + 2)
    } else {
      return nil
    }
    let after = end + 1 < words.count ? words[end + 1] : ""
    if let year = year(after) {
      return CalendarDay(checkedYear: year, month: month, day: dayOfMonth).map { QuestionPeriod(first: $0, last: $0) }
    }
    let (anchorYear, _, _) = anchor.civil
    let latest = (anchorYear - 1...anchorYear + 1).compactMap {
      CalendarDay(checkedYear: $0, month: month, day: dayOfMonth)
    }.filter { $0.ordinal <= anchor.ordinal + ahead }.max()
    return latest.map { QuestionPeriod(first: $0, last: $0) }
  }

  /// "the summer of 2023", "summer 2022", "last summer", "this spring" (northern seasons; a
  /// winter is the one that ends in its year).
  private static func season(_ words: [String], at index: Int, anchor: CalendarDay) -> QuestionPeriod? {
    guard let startMonth = seasons[words[index]] else { return nil }
    func period(_ year: Int64) -> QuestionPeriod {
      let start = monthStart(year: year, month: startMonth)
      return QuestionPeriod(first: start, last: monthStart(year: year, month: startMonth + 3).adding(days: -1))
    }
    let next = index + 1 < words.count ? words[index + 1] : ""
    let afterNext = index + 2 < words.count ? words[index + 2] : ""
    if let stated = year(next) ?? (next == "of" ? year(afterNext) : nil) { return period(stated) }
    let before = index > 0 ? words[index - 1] : ""
    guard before == "last" || before == "this" else { return nil }
    // The latest such season that has begun; "last summer" is the latest that has ended.
    var year = anchor.civil.year + 1
    while period(year).first > anchor { year -= 1 }
    if before == "last" && period(year).last >= anchor { year -= 1 }
    return period(year)
  }

  /// "December 2023", "in May" (the latest May that has begun), "in 2022", "during 2021".
  private static func monthOrYear(_ words: [String], at index: Int, anchor: CalendarDay) -> QuestionPeriod? {
    let word = words[index]
    let previous = index > 0 ? words[index - 1] : ""
    let next = index + 1 < words.count ? words[index + 1] : ""
    if let month = TimeText.month(named: word) {
      let part = partOfMonth(words, before: index)
      if let year = year(next) { return monthPeriod(year: year, month: month).narrowed(to: part) }
      // "may" and "march" are verbs as often: a month alone only after a preposition of time.
      guard timePrepositions.contains(previous) else { return nil }
      var year = anchor.civil.year
      if monthStart(year: year, month: month) > anchor { year -= 1 }
      return monthPeriod(year: year, month: month).narrowed(to: part)
    }
    guard let year = year(word), timePrepositions.contains(previous) else { return nil }
    return QuestionPeriod(
      first: CalendarDay(year: year, month: 1, day: 1), last: CalendarDay(year: year, month: 12, day: 31))
  }

  /// The days of a month that "early", "mid" and "late" name ("in mid-June", "the end of
  /// May"): its first ten, its next ten, and the rest.
  enum PartOfMonth {
    case early, middle, late
  }

  /// The part of a month the words just before it name: "early June", "mid-June", "the
  /// middle of June", "the beginning of", "the end of".
  private static func partOfMonth(_ words: [String], before index: Int) -> PartOfMonth? {
    func word(_ offset: Int) -> String { index - offset >= 0 ? words[index - offset] : "" }
    return partsOfMonth[word(1) == "of" ? word(2) : word(1)]
  }

  private static let partsOfMonth: [String: PartOfMonth] = [
    "early": .early, "beginning": .early, "start": .early, "mid": .middle, "middle": .middle, "late": .late,
    "end": .late,
  ]

  /// Whether the word at `index` names a part of the month after it ("mid" in "mid-June",
  /// "end" in "the end of May"): part of the period, not of the question's topic.
  static func namesPartOfMonth(_ words: [String], at index: Int) -> Bool {
    guard partsOfMonth[words[index]] != nil, index + 1 < words.count else { return false }
    let month = words[index + 1] == "of" && index + 2 < words.count ? words[index + 2] : words[index + 1]
    return TimeText.month(named: month) != nil
  }

  /// The part of this month-long period `part` names; the whole month when nil.
  func narrowed(to part: PartOfMonth?) -> QuestionPeriod {
    switch part {
    case nil: return self
    case .early: return QuestionPeriod(first: first, last: first.adding(days: 9))
    case .middle: return QuestionPeriod(first: first.adding(days: 10), last: first.adding(days: 19))
    case .late: return QuestionPeriod(first: first.adding(days: 20), last: last)
    }
  }

  private static func monthPeriod(year: Int64, month: Int64) -> QuestionPeriod {
    QuestionPeriod(
      first: monthStart(year: year, month: month), last: monthStart(year: year, month: month + 1).adding(days: -1))
  }

  /// The first day of a month, months past 12 or before 1 rolling into the next or last year.
  private static func monthStart(year: Int64, month: Int64) -> CalendarDay {
    let zeroBased = year * 12 + month - 1
    return CalendarDay(year: zeroBased / 12, month: zeroBased % 12 + 1, day: 1)
  }

  private static func year(_ word: String) -> Int64? {
    guard word.count == 4, let value = Int64(word), (1900...2199).contains(value) else { return nil }
    return value
  }

  private static let timePrepositions: Set<String> = [
    "in", "during", "of", "since", "from", "until", "throughout", "early", "late", "mid", "middle", "by",
  ]
  /// First month of each northern season (winter starts in the December before its year).
  private static let seasons: [String: Int64] = ["spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 0]
}
