/// Time expressions for scheduling: clock times ("7pm", "6:30", "12-1:30"), days ("Tue 8th",
/// "tomorrow", "Mondays", "22 Nov", "next week"), durations ("90 mins") and time zones ("EST",
/// "NY time"), resolved against the day a message was sent.
enum TimeText {
  /// Lower-case words for time parsing: like `Text.words`, but "6:30" and "7.15pm" stay whole,
  /// "2026-09-11" stays whole, and a hyphen between numbers ("12-1", "9am-1pm") becomes "to".
  static func tokens(_ text: String) -> [String] {
    // ASCII text normalised byte by byte on the way in: no String in between.
    if text.isASCII { return asciiTokens(Text.normalisedBytes(text)) }
    if let bytes = tokenBytes(text) { return asciiTokens(bytes) }
    let normalised = Text.normalise(text)
    if normalised.isASCII { return asciiTokens(Array(normalised.utf8)) }
    // Unicode scalars, not Characters: this runs over every message of the store.
    let scalars = Array(normalised.unicodeScalars)
    var tokens: [String] = []
    var current = String.UnicodeScalarView()
    func flush() {
      while current.last == "'" { current.removeLast() }
      while current.first == "'" { current.removeFirst() }
      if !current.isEmpty { tokens.append(String(current)) }
      current = String.UnicodeScalarView()
    }
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }
    func isWord(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      return (0x61...0x7A).contains(value) || isDigit(scalar) || scalar == "'"
        || (value > 0x7F && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil))
    }
    for (index, scalar) in scalars.enumerated() {
      let previous: Unicode.Scalar = index > 0 ? scalars[index - 1] : " "
      let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : " "
      if isWord(scalar) {
        current.append(scalar)
      } else if (scalar == ":" || scalar == ".") && isDigit(previous) && isDigit(next) {
        current.append(":")
      } else if scalar == "-" && isDigit(previous) && isDigit(next) && isISOPrefix(String(current)) {
        current.append("-")
      } else if scalar == "-" && (isDigit(previous) || previous == "m") && isDigit(next) {
        flush()
        tokens.append("to")
      } else {
        flush()
      }
    }
    flush()
    return tokens
  }

  /// The text normalised as bytes for `asciiTokens` when every scalar beyond ASCII is a
  /// typographic quote or dash (normalised to ' and -) or no letter or number and the same in
  /// lower case (emoji, symbols): the scalar walk reads each of those as no word, no digit and no
  /// "m", as `asciiTokens` reads a space. Nil for text with other scalars (accented letters).
  private static func tokenBytes(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0...0x7F: bytes.append(Text.normalised(UInt8(scalar.value)))
      case 0x2018, 0x2019: bytes.append(UInt8(ascii: "'"))
      case 0x2013, 0x2014: bytes.append(UInt8(ascii: "-"))
      default:
        let properties = scalar.properties
        if properties.changesWhenLowercased || properties.isAlphabetic || properties.numericType != nil { return nil }
        bytes.append(UInt8(ascii: " "))
      }
    }
    return bytes
  }

  /// `tokens` of ASCII text, with where each comma falls among them: the tokens of each of
  /// `text.split(separator: ",")` are the runs between those positions (a comma ends a token and
  /// is never read with the bytes around it). Nil for text that is not ASCII.
  static func tokensAndCommas(_ text: String) -> (tokens: [String], commas: [Int])? {
    guard text.isASCII else { return nil }
    var commas: [Int] = []
    let tokens = asciiTokens(Text.normalisedBytes(text), commas: &commas)
    return (tokens, commas)
  }

  /// `tokens` of normalised ASCII text, byte by byte (most messages).
  private static func asciiTokens(_ bytes: [UInt8]) -> [String] {
    var commas: [Int] = []
    return asciiTokens(bytes, commas: &commas)
  }

  /// `asciiTokens`, noting the number of tokens before each comma in `commas`.
  private static func asciiTokens(_ bytes: [UInt8], commas: inout [Int]) -> [String] {
    var tokens: [String] = []
    // Sized once for most texts (a token and the byte after it): grown a token at a time, the
    // list cost more than its tokens.
    tokens.reserveCapacity(bytes.count / 2 + 1)
    var current: [UInt8] = []
    current.reserveCapacity(16)
    func flush() { Text.endWord(&current, into: &tokens) }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    for (index, byte) in bytes.enumerated() {
      let previous = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
      let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
      if (0x61...0x7A).contains(byte) || isDigit(byte) || byte == UInt8(ascii: "'") {
        current.append(byte)
      } else if (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")) && isDigit(previous) && isDigit(next) {
        current.append(UInt8(ascii: ":"))
      } else if byte == UInt8(ascii: "-") && isDigit(previous) && isDigit(next) && isISOPrefix(current) {
        current.append(UInt8(ascii: "-"))
      } else if byte == UInt8(ascii: "-") && (isDigit(previous) || previous == UInt8(ascii: "m")) && isDigit(next) {
        flush()
        tokens.append("to")
      } else {
        flush()
        if byte == UInt8(ascii: ",") { commas.append(tokens.count) }
      }
    }
    flush()
    return tokens
  }

  /// "2026" or "2026-09" so far: a hyphen after it continues an ISO date.
  private static func isISOPrefix(_ token: [UInt8]) -> Bool {
    let parts = token.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    return parts.first?.count == 4 && parts.count <= 2
      && parts.allSatisfy { $0.allSatisfy { (0x30...0x39).contains($0) } }
  }

  private static func isISOPrefix(_ token: String) -> Bool {
    let parts = token.split(separator: "-", omittingEmptySubsequences: false)
    return parts.first?.count == 4 && parts.count <= 2 && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
  }

  // MARK: Clock times

  /// A time of day in minutes after midnight; `explicit` when am/pm or a 24-hour form says which half.
  struct ClockTime: Equatable {
    var minutes: Int
    var explicit: Bool
  }

  /// "7pm", "7:15pm", "10am", "18:30", "noon"; `next` lets "7 pm" read as one time. A bare
  /// "6:30" is a time too, with the half of the day left open.
  static func clock(_ token: String, next: String? = nil) -> ClockTime? {
    // Every word is asked: one that cannot start a number is none, without splitting it, and
    // only one that starts like "noon" or "midday" is compared with them.
    guard let first = token.utf8.first else { return nil }
    if first == UInt8(ascii: "n") || first == UInt8(ascii: "m") {
      return token == "noon" || token == "midday" ? ClockTime(minutes: 720, explicit: true) : nil
    }
    guard (0x30...0x39).contains(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return nil }
    var body = Substring(token)
    var meridiem: String? = nil
    for suffix in ["am", "pm"] where body.hasSuffix(suffix) {
      meridiem = suffix
      body = body.dropLast(2)
    }
    if meridiem == nil, let next, next == "am" || next == "pm" { meridiem = next }
    let parts = body.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let hour = Int(parts[0]), parts[0].count <= 2 else { return nil }
    var minute = 0
    if parts.count == 2 {
      guard parts[1].count == 2, let value = Int(parts[1]), (0...59).contains(value) else { return nil }
      minute = value
    } else if meridiem == nil {
      return nil  // a bare number is a time only where the caller knows it is
    }
    if let meridiem {
      guard (1...12).contains(hour) else { return nil }
      let base = hour % 12 + (meridiem == "pm" ? 12 : 0)
      return ClockTime(minutes: base * 60 + minute, explicit: true)
    }
    guard (0...23).contains(hour) else { return nil }
    return ClockTime(minutes: hour * 60 + minute, explicit: hour >= 13 || hour == 0 || parts[0].hasPrefix("0"))
  }

  /// A bare hour ("8", "4") read as a time: after "at", "till", "after"…, before "o'clock", or as
  /// the whole of a short reply ("8?", "6 please").
  static func bareHour(_ tokens: [String], at index: Int) -> ClockTime? {
    guard let hour = Int(tokens[index]), (1...12).contains(hour), tokens[index].count <= 2 else { return nil }
    let previous = index > 0 ? tokens[index - 1] : ""
    let next = index + 1 < tokens.count ? tokens[index + 1] : ""
    if bareHourUnits.contains(next) || isCounted(next) || month(named: next) != nil { return nil }
    if bareHourNotAfter.contains(previous) {
      return nil
    }
    // "6 please", "8 is good", "4 sharp": a reply that starts with the hour.
    let short = tokens.count <= 4 || index == 0 && bareHourReplyWords.contains(next)
    if bareHourCues.contains(previous) || next == "o'clock" || next == "oclock" || next == "sharp" || short
      || (previous == "to" && index >= 2 && clock(tokens[index - 2]) != nil)
    {
      return ClockTime(minutes: hour * 60, explicit: false)
    }
    return nil
  }

  static let bareHourCues: WordSet = ["at", "till", "til", "until", "after", "before", "from"]
  /// After a number, a unit: "8 mins", "3 people", not a time.
  static let bareHourUnits: WordSet = [
    "min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs", "h", "people", "of", "weeks", "week", "days",
    "day", "km", "k", "miles", "mile", "reps", "sets", "x", "kg", "times", "a", "sessions", "more", "months",
  ]
  /// A plural noun after a number counts things ("from 5 swimmers", "at 8 clients"), unlike a
  /// reply's word ("3 works", "5 is fine", "6 thanks") or a weekday's plural.
  static func isCounted(_ word: String) -> Bool {
    word.utf8.count >= 4 && word.utf8.last == UInt8(ascii: "s") && !word.hasSuffix("ss")
      && !bareHourReplyWords.contains(word) && !countLookalikes.contains(word) && weeklyDays(word) == nil
  }

  /// Words ending in "s" after an hour that are no count of things (besides the reply words).
  static let countLookalikes: WordSet = ["thanks", "cheers", "does"]

  /// Before a number, a counter: "week 8", "level 3".
  static let bareHourNotAfter: WordSet = [
    "week", "day", "level", "round", "number", "no", "step", "phase", "block", "page", "of",
  ]
  static let bareHourReplyWords: WordSet = [
    "please", "pls", "works", "is", "it", "good", "fine", "then", "ok", "okay", "yes", "suits", "sounds", "would",
    "could", "for", "better", "perfect",
  ]

  /// The clock time a token stands for, reading the half of the day from context: 1 to 7
  /// without am/pm are afternoon or evening (nobody books 3 in the morning), 8 to 11 are
  /// morning unless the talk is of evenings.
  static func resolve(_ time: ClockTime, evening: Bool) -> Int {
    guard !time.explicit else { return time.minutes }
    let hour = time.minutes / 60
    if (1...7).contains(hour) || ((8...11).contains(hour) && evening) { return time.minutes + 720 }
    return time.minutes
  }

  static let eveningWords: WordSet = [
    "evening", "evenings", "tonight", "night", "nights", "pm", "dinner", "bedtime", "after work",
  ]

  // MARK: Days

  /// What a day expression refers to.
  enum DayReference: Equatable {
    /// One calendar day.
    case day(CalendarDay)
    /// Every one of these weekdays ("Mondays", "weekdays").
    case weekly(Set<Int>)
    /// Days from … through … ("next week", "the weekend").
    case range(CalendarDay, CalendarDay)
  }

  static let months: [(names: [String], month: Int64)] = [
    (["january", "jan"], 1), (["february", "feb"], 2), (["march", "mar"], 3), (["april", "apr"], 4), (["may"], 5),
    (["june", "jun"], 6), (["july", "jul"], 7), (["august", "aug"], 8), (["september", "sept", "sep"], 9),
    (["october", "oct"], 10), (["november", "nov"], 11), (["december", "dec"], 12),
  ]

  static let monthByName = WordMap(
    Dictionary(
      months.flatMap { entry in entry.names.map { ($0, entry.month) } }, uniquingKeysWith: { first, _ in first }))

  static func month(named word: String) -> Int64? { monthByName[word] }

  /// "mondays" → 0; "weekdays" and "weekends" are sets.
  static func weeklyDays(_ word: String) -> Set<Int>? {
    // Each ends in "s": the last byte passes most words over (a last Character "s" ends in it).
    guard word.utf8.last == UInt8(ascii: "s") else { return nil }
    if word == "weekdays" { return [0, 1, 2, 3, 4] }
    if word == "weekends" { return [5, 6] }
    guard word.hasSuffix("s"), word.count > 6, let day = CalendarDay.weekday(named: String(word.dropLast())),
      CalendarDay.weekdayNames[day].names[0] == String(word.dropLast())
    else { return nil }
    return [day]
  }

  /// Weekday names that are also ordinary words count only next to a time or after a preposition.
  static let ambiguousDayNames: WordSet = ["sat", "sun", "wed", "mar", "may", "jan", "thu"]

  /// The day expression starting at `index`, with how many tokens it spans.
  static func day(_ tokens: [String], at index: Int, sentOn today: CalendarDay) -> (DayReference, Int)? {
    mayStartDay(tokens[index]) ? dayExpression(tokens, at: index, sentOn: today) : nil
  }

  /// `day(_:at:sentOn:)` without the first look at the word.
  static func dayExpression(_ tokens: [String], at index: Int, sentOn today: CalendarDay) -> (DayReference, Int)? {
    let word = tokens[index]
    let next = index + 1 < tokens.count ? tokens[index + 1] : ""
    let previous = index > 0 ? tokens[index - 1] : ""
    switch word {
    case "today", "tonight", "tonite": return (.day(today), 1)
    case "tomorrow", "tmrw", "tmr", "tomoz", "tomorrow's": return (.day(today.adding(days: 1)), 1)
    case "weekend":
      let saturday = today.next(5, includingToday: true)
      return (.range(saturday, saturday.adding(days: 1)), 1)
    case "christmas", "xmas":
      return dated(month: 12, day: 25, from: today).map { (.day($0), 1) }
    case "week":
      let monday = today.adding(days: Int64(-today.weekday))
      if previous == "next" { return (.range(monday.adding(days: 7), monday.adding(days: 13)), 1) }
      if previous == "this" { return (.range(today, monday.adding(days: 6)), 1) }
      if next == "after" { return (.range(monday.adding(days: 14), monday.adding(days: 20)), 2) }
      if next == "of", index + 2 < tokens.count, let (reference, span) = self.day(tokens, at: index + 2, sentOn: today),
        case .day(let start) = reference
      {
        let weekStart = start.adding(days: Int64(-start.weekday))
        return (.range(weekStart, weekStart.adding(days: 6)), span + 2)
      }
      return nil
    default: break
    }
    if let days = weeklyDays(word) { return (.weekly(days), 1) }
    if let weekday = CalendarDay.weekday(named: word) {
      if ambiguousDayNames.contains(word) && !["on", "this", "next", "or", "and", "to"].contains(previous)
        && Int(next.prefix { $0.isNumber }) == nil && clock(next) == nil
      {
        return nil
      }
      // "Monday 23rd", "Sat 7 Nov": the date says which one.
      if let (date, span) = date(tokens, at: index + 1, sentOn: today) { return (.day(date), span + 1) }
      var target = today.next(weekday, includingToday: previous == "this")
      if previous == "next" && target.ordinal - today.ordinal < 7 && today.weekday < weekday {
        target = target.adding(days: 7)
      }
      return (.day(target), 1)
    }
    if let (date, span) = date(tokens, at: index, sentOn: today) { return (.day(date), span) }
    if let month = month(named: word),
      !ambiguousDayNames.contains(word) || ["in", "before", "after"].contains(previous)
    {
      guard let first = dated(month: month, day: 1, from: today) else { return nil }
      let (year, _, _) = first.civil
      let last = CalendarDay(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1)
      return (.range(first.ordinal < today.ordinal ? today : first, last.adding(days: -1)), 1)
    }
    return nil
  }

  /// Every word that can start a day expression other than a number: what `day(_:at:sentOn:)`
  /// reads, a token at a time, for every word of every scheduling clause.
  static let dayWords: WordSet = {
    var words: Set<String> = [
      "today", "tonight", "tonite", "tomorrow", "tmrw", "tmr", "tomoz", "tomorrow's", "weekend", "christmas", "xmas",
      "week", "weekdays", "weekends",
    ]
    for name in CalendarDay.weekdayByName.keys { words.formUnion([name, name + "'s", name + "s"]) }
    words.formUnion(monthByName.keys)
    return WordSet(words)
  }()

  /// False when no day expression can start with `word`: an ASCII word that starts with no
  /// digit and is none of `dayWords` (a date needs a digit or a month; the rest are names).
  /// Other words are left to the full reading.
  static func mayStartDay(_ word: String) -> Bool {
    guard let first = word.utf8.first, word.isASCII else { return true }
    return (0x30...0x39).contains(first) || dayWords.contains(word)
  }

  /// "9th", "the 9th", "9 Nov", "9th of November", "Nov 9", "2026-09-11".
  static func date(_ tokens: [String], at index: Int, sentOn today: CalendarDay) -> (CalendarDay, Int)? {
    guard index < tokens.count else { return nil }
    let word = tokens[index]
    let next = index + 1 < tokens.count ? tokens[index + 1] : ""
    let afterNext = index + 2 < tokens.count ? tokens[index + 2] : ""
    if word.count == 10, word.filter({ $0 == "-" }).count == 2 {
      let parts = word.split(separator: "-").compactMap { Int64($0) }
      if parts.count == 3, let day = CalendarDay(checkedYear: parts[0], month: parts[1], day: parts[2]) {
        return (day, 1)
      }
    }
    if let month = month(named: word), let day = dayNumber(next) {
      return dated(month: month, day: day, from: today).map { ($0, 2) }
    }
    guard let day = dayNumber(word) else { return nil }
    if let month = month(named: next) { return dated(month: month, day: day, from: today).map { ($0, 2) } }
    if next == "of", let month = month(named: afterNext) {
      return dated(month: month, day: day, from: today).map { ($0, 3) }
    }
    guard Deadline.ordinalDay(word) != nil else { return nil }
    var (year, month, current) = today.civil
    if day < current {
      month += 1
      if month > 12 { (year, month) = (year + 1, 1) }
    }
    return CalendarDay(checkedYear: year, month: month, day: day).map { ($0, 1) }
  }

  /// "9", "9th", "23rd" as a day of the month.
  static func dayNumber(_ word: String) -> Int64? {
    if let ordinal = Deadline.ordinalDay(word) { return ordinal }
    guard word.count <= 2, let value = Int64(word), (1...31).contains(value) else { return nil }
    return value
  }

  /// The next time this month and day come round (a week of slack for "the 1st" said on the
  /// 3rd); nil when the month has no such day (29 February finds the next leap year's).
  static func dated(month: Int64, day: Int64, from today: CalendarDay) -> CalendarDay? {
    let (year, _, _) = today.civil
    for candidateYear in year...(year + 8) {
      guard let candidate = CalendarDay(checkedYear: candidateYear, month: month, day: day) else { continue }
      if candidate.ordinal >= today.ordinal - 7 { return candidate }
    }
    return nil
  }

  // MARK: Durations and zones

  /// "90 mins", "2 hours", "an hour", "half an hour", "1:5 hours" (1.5) as minutes; not "2 hours
  /// sleep" or "2 hours before".
  static func duration(_ tokens: [String]) -> Int? {
    for (index, word) in tokens.enumerated() {
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      if notDurations.contains(next) { continue }
      let previous = index > 0 ? tokens[index - 1] : ""
      var minutes: Double? = nil
      switch word {
      case "min", "mins", "minute", "minutes", "mn":
        minutes = Double(previous)
      case "hour", "hours", "hr", "hrs", "h":
        if previous == "an" || previous == "a" {
          minutes = index >= 2 && tokens[index - 2] == "half" ? 30 : 60
          if next == "and", index + 3 < tokens.count, tokens[index + 2] == "a", tokens[index + 3] == "half" {
            minutes = 90
          }
        } else if let value = Double(previous.replacingColon()) {
          minutes = value * 60
        }
      default: break
      }
      if let minutes, (15...240).contains(minutes) { return Int(minutes) }
    }
    return nil
  }

  /// After "2 hours", words that make it something else than a session's length.
  static let notDurations: WordSet = [
    "sleep", "before", "after", "ago", "late", "early", "away", "drive", "of", "on", "off", "in",
  ]

  /// Hours east of UTC for a zone a message names ("I'm in EST", "3pm NY time", "UK time"), with
  /// daylight saving in the months it mostly applies (April to October).
  static func zoneOffset(_ tokens: [String], on day: CalendarDay) -> (offset: Int, name: String)? {
    let summer = (4...10).contains(day.civil.month)
    for (index, word) in tokens.enumerated() {
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      let previous = index > 0 ? tokens[index - 1] : ""
      if let offset = fixedZones[word], ["in", "on"].contains(previous) || clock(previous) != nil || next == "time" {
        return (offset, word.uppercased())
      }
      if let pair = seasonalZones[word], next == "time" || (["in", "on"].contains(previous) && word.count <= 2) {
        return (summer ? pair.summer : pair.standard, word.count <= 3 ? word.uppercased() + " time" : word + " time")
      }
    }
    return nil
  }

  static let fixedZones = WordMap<Int>([
    "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7, "gmt": 0, "utc": 0,
    "bst": 1, "cet": 1, "cest": 2, "ist": 5, "aest": 10, "jst": 9,
  ])
  static let seasonalZones = WordMap<(standard: Int, summer: Int)>([
    "et": (-5, -4), "eastern": (-5, -4), "ny": (-5, -4), "york": (-5, -4), "boston": (-5, -4), "toronto": (-5, -4),
    "ct": (-6, -5), "central": (-6, -5), "chicago": (-6, -5), "pt": (-8, -7), "pacific": (-8, -7),
    "la": (-8, -7), "sf": (-8, -7), "uk": (0, 1), "london": (0, 1), "paris": (1, 2), "berlin": (1, 2),
    "cet": (1, 2), "madrid": (1, 2), "tokyo": (9, 9), "sydney": (10, 11),
  ])
}

extension String {
  fileprivate func replacingColon() -> String { String(map { $0 == ":" ? "." : $0 }) }
}

extension CalendarDay {
  static let shortWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// "Tue 8 Sep".
  var short: String {
    let (_, month, day) = civil
    return "\(Self.shortWeekdays[weekday]) \(day) \(Self.shortMonths[Int(month) - 1])"
  }
}

/// Minutes after midnight as "18:30".
func clockText(_ minutes: Int) -> String {
  let hour = minutes / 60
  let minute = minutes % 60
  return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
}

/// Milliseconds since 1970 as ISO 8601 UTC, "2026-09-08T18:00:00Z".
func isoTimestamp(_ millis: Int64) -> String {
  let day = CalendarDay(millis: millis)
  let minutes = Int((millis - day.ordinal * 86_400_000) / 60_000)
  return "\(day.iso)T\(clockText(minutes)):00Z"
}
