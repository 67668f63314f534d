/// A calendar day (UTC), with the arithmetic the detectors need and no Foundation.
struct CalendarDay: Equatable, Comparable {
  /// Days since 1970-01-01.
  var ordinal: Int64

  init(ordinal: Int64) { self.ordinal = ordinal }

  init(millis: Int64) {
    ordinal = millis >= 0 ? millis / 86_400_000 : (millis - 86_399_999) / 86_400_000
  }

  init(year: Int64, month: Int64, day: Int64) {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    ordinal = era * 146_097 + dayOfEra - 719_468
  }

  /// nil when the month has no such day ("30 February", "31 November"), rather than rolling
  /// over into the next month.
  init?(checkedYear year: Int64, month: Int64, day: Int64) {
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    let candidate = CalendarDay(year: year, month: month, day: day)
    guard candidate.civil.month == month, candidate.civil.day == day else { return nil }
    self = candidate
  }

  var civil: (year: Int64, month: Int64, day: Int64) {
    let z = ordinal + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// 0 = Monday … 6 = Sunday.
  var weekday: Int { Int(((ordinal % 7) + 7 + 3) % 7) }

  func adding(days: Int64) -> CalendarDay { CalendarDay(ordinal: ordinal + days) }

  /// The next day (today counts when `includingToday`) falling on `weekday`.
  func next(_ weekday: Int, includingToday: Bool = false) -> CalendarDay {
    var distance = Int64((weekday - self.weekday + 7) % 7)
    if distance == 0 && !includingToday { distance = 7 }
    return adding(days: distance)
  }

  /// YYYY-MM-DD.
  var iso: String {
    let (year, month, day) = civil
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))"
  }

  static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.ordinal < rhs.ordinal }

  static let weekdayNames: [(names: [String], weekday: Int)] = [
    (["monday", "mon"], 0), (["tuesday", "tues", "tue"], 1), (["wednesday", "wed", "weds"], 2),
    (["thursday", "thurs", "thu"], 3), (["friday", "fri"], 4), (["saturday", "sat"], 5), (["sunday", "sun"], 6),
  ]

  /// Every name of a weekday, looked up once per word of every message.
  static let weekdayByName = WordMap(
    Dictionary(
      weekdayNames.flatMap { entry in entry.names.map { ($0, entry.weekday) } }, uniquingKeysWith: { first, _ in first }
    ))

  static func weekday(named word: String) -> Int? {
    let bytes = word.utf8
    let possessive =
      bytes.count >= 2 && bytes.last == UInt8(ascii: "s")
      && bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: "'")
    return weekdayByName[possessive ? String(word.dropLast(2)) : word]
  }
}

/// Deadlines in a clause ("by Wednesday", "tonight", "by the weekend", "before the 1st"),
/// resolved against the day the message was sent.
enum Deadline {
  static let sameDay = PhraseSet([
    "tonight", "today", "this evening", "this afternoon", "this morning", "asap", "right away",
  ])
  static let endOfWeek = PhraseSet(["the weekend", "this weekend", "end of the week", "end of this week"])

  static func find(in clause: Clause, sentOn day: CalendarDay) -> CalendarDay? {
    let words = clause.words
    if clause.hasAny(sameDay) {
      return day
    }
    if clause.has("tomorrow") || clause.has("tmrw") { return day.adding(days: 1) }
    if clause.hasAny(endOfWeek) {
      return day.next(6, includingToday: true)
    }
    if clause.has("next week") { return day.next(0).adding(days: 6) }
    for (index, word) in words.enumerated() {
      if let weekday = CalendarDay.weekday(named: word) {
        let following = index + 1 < words.count ? words[index + 1] : ""
        // "next Tuesday" on a Monday means the Tuesday of next week in most people's usage.
        let previous = index > 0 ? words[index - 1] : ""
        var target = day.next(weekday)
        if previous == "next" && target.ordinal - day.ordinal < 7 && day.weekday < weekday {
          target = target.adding(days: 7)
        }
        _ = following
        return target
      }
      if let dated = dated(words, at: index, sentOn: day) { return dated }
      if let dayOfMonth = ordinalDay(word), index > 0, ["the", "on", "by", "before"].contains(words[index - 1]) {
        var (year, month, today) = day.civil
        if dayOfMonth <= today {
          month += 1
          if month > 12 { (year, month) = (year + 1, 1) }
        }
        let target = CalendarDay(year: year, month: month, day: dayOfMonth)
        let before = words[max(0, index - 3)..<index].contains("before")
        return before ? target.adding(days: -1) : target
      }
    }
    return nil
  }

  /// "13 March", "March 13th", "the 13th of March": the first such day from the day sent on (a
  /// deadline is ahead); the day before it after "before".
  private static func dated(_ words: [String], at index: Int, sentOn day: CalendarDay) -> CalendarDay? {
    let next = index + 1 < words.count ? words[index + 1] : ""
    let afterNext = index + 2 < words.count ? words[index + 2] : ""
    let monthAndDay: (Int64, Int64)?
    if let month = TimeText.month(named: words[index]), let number = TimeText.dayNumber(next) {
      monthAndDay = (month, number)
    } else if let number = TimeText.dayNumber(words[index]),
      let month = TimeText.month(named: next) ?? (next == "of" ? TimeText.month(named: afterNext) : nil)
    {
      monthAndDay = (month, number)
    } else {
      monthAndDay = nil
    }
    guard let (month, dayOfMonth) = monthAndDay else { return nil }
    let year = day.civil.year
    guard
      let target = [year, year + 1].lazy.compactMap({ CalendarDay(checkedYear: $0, month: month, day: dayOfMonth) })
        .first(where: { $0 >= day })
    else { return nil }
    return words[max(0, index - 2)..<index].contains("before") ? target.adding(days: -1) : target
  }

  /// "1st", "2nd", "23rd", "9th" → the number.
  static func ordinalDay(_ word: String) -> Int64? {
    // Bytes, not Characters: this runs on every word of every message.
    let bytes = word.utf8
    guard bytes.count >= 3, hasOrdinalSuffix(bytes), let value = Int64(word.dropLast(2)), (1...31).contains(value)
    else { return nil }
    return value
  }

  /// Ends in "st", "nd", "rd" or "th".
  private static func hasOrdinalSuffix(_ bytes: String.UTF8View) -> Bool {
    guard let last = bytes.last, bytes.count >= 2 else { return false }
    switch (bytes[bytes.index(bytes.endIndex, offsetBy: -2)], last) {
    case (UInt8(ascii: "s"), UInt8(ascii: "t")), (UInt8(ascii: "n"), UInt8(ascii: "d")),
      (UInt8(ascii: "r"), UInt8(ascii: "d")), (UInt8(ascii: "t"), UInt8(ascii: "h")):
      return true
    default: return false
    }
  }
}
