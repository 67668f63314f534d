/// A day a message mentions, resolved against the day it was sent: "yesterday", "two days ago",
/// "last Monday", "since Sunday", "on Monday" (the one before or after the day sent, as the
/// sentence's tense says), "20 February", "the 20th" (whichever such day is nearest). What an
/// answer to "when" needs: a message of 8 May saying "yesterday" answers "7 May".
struct MentionedDay: Equatable {
  /// How much time the words name: "yesterday" a day, "last week" a week, "last year" a year.
  enum Span: Equatable {
    case day, week, weekend, month, year
  }

  /// The day (for a longer span, a day inside it).
  var day: CalendarDay
  /// The words that said it, as written in lower case ("last monday").
  var phrase: String
  var span: Span = .day

  /// Whether the period the words name takes in `other` ("this week" takes in the day it was said).
  func covers(_ other: CalendarDay) -> Bool {
    switch span {
    case .day: return day == other
    case .week:
      let monday = day.adding(days: -Int64(day.weekday))
      return monday <= other && other < monday.adding(days: 7)
    case .weekend: return day <= other && other <= day.adding(days: 1)
    case .month: return day.civil.year == other.civil.year && day.civil.month == other.civil.month
    case .year: return day.civil.year == other.civil.year
    }
  }

  /// The first day `text` mentions, sent on `sent`; nil when it names none. A clause with no
  /// verb ("I DID IT!! Bristol 10K on Sunday", "we broke up. on saturday.") is told in the
  /// tense of its message.
  static func find(in text: String, sentOn sent: CalendarDay) -> MentionedDay? {
    find(in: text, sentOn: sent, told: told(text))
  }

  /// `find` in `text`, one clause of a message told in `told` (see `told(_:)`).
  static func find(in text: String, sentOn sent: CalendarDay, told: QuestionShape.Tense?) -> MentionedDay? {
    let clauses = Text.clauses(text).map(Text.normalisedWords)
    for words in clauses {
      let clauseTense = tense(words) ?? (hasVerb(words) ? nil : told)
      let past = clauseTense == .past
      // "The launch moves from June 2 to June 9": the day it moves to is the day it is.
      let moved = movedTo(words).map { Array($0..<words.count) } ?? []
      for index in moved + Array(words.indices) {
        if let found = relative(words, at: index, sent: sent, past: past)
          ?? weekday(words, at: index, sent: sent, past: past)
          ?? date(words, at: index, sent: sent) ?? monthOrYear(words, at: index, sent: sent, tense: clauseTense)
        {
          return found
        }
      }
    }
    return nil
  }

  /// Where the new day starts in a clause that moves something: the word after the "to" that
  /// follows a moving verb ("moved from Monday to Tuesday", "pushing it to the 14th").
  static func movedTo(_ words: [String]) -> Int? {
    guard let verb = words.firstIndex(where: movingVerbs.contains),
      let to = words[(verb + 1)...].lastIndex(of: "to"), to + 1 < words.count
    else { return nil }
    return to + 1
  }

  static let movingVerbs: Set<String> = [
    "move", "moves", "moved", "moving", "push", "pushes", "pushed", "pushing", "postpone", "postponed", "postponing",
    "reschedule", "rescheduled", "rescheduling", "shift", "shifted", "shifting", "change", "changed", "bring",
    "brought", "swap", "swapped",
  ]

  // MARK: Relative words

  /// Words for a day by its distance from the day written, as texts spell them too.
  static let dayWords: [String: Int64] = [
    "yesterday": -1, "yday": -1, "yest": -1, "today": 0, "tonight": 0, "tonite": 0, "2day": 0, "2nite": 0,
    "tomorrow": 1, "tmrw": 1, "tmr": 1, "tomoz": 1, "2moro": 1, "2morrow": 1,
  ]

  private static func relative(_ words: [String], at index: Int, sent: CalendarDay, past: Bool) -> MentionedDay? {
    let word = words[index]
    func found(_ offset: Int64, _ span: Int) -> MentionedDay {
      MentionedDay(day: sent.adding(days: offset), phrase: words[index..<(index + span)].joined(separator: " "))
    }
    func at(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    // "The day before yesterday", "the night before last".
    if ["day", "night"].contains(word), at(1) == "before", ["yesterday", "last"].contains(at(2)) {
      return found(-2, 3)
    }
    if let offset = dayWords[word] { return found(offset, 1) }
    let next = at(1)
    if word == "last", next == "night" || next == "nite" { return found(-1, 2) }
    if let period = period(word, next, sent: sent) {
      return MentionedDay(day: period.day, phrase: word + " " + next, span: period.span)
    }
    // "We went hiking at the weekend": the last one; "coming up at the weekend": this one.
    if word == "at", next == "the", at(2) == "weekend",
      let period = period(past ? "last" : "this", "weekend", sent: sent)
    {
      return MentionedDay(day: period.day, phrase: "at the weekend", span: period.span)
    }
    // "two days ago", "a week ago", "a couple of weeks back", "a fortnight ago", "five years
    // since I left"; "in three days", "in a fortnight" (in a past clause, "lost 3 kg in two
    // weeks", it tells how long, not when).
    let ahead = word == "in" && !past && index + 1 < words.count
    let counted = ahead ? index + 1 : index
    guard let (count, length) = count(words, at: counted) else { return nil }
    let unit = counted + length
    let direction: Int64
    if ahead {
      direction = 1
    } else if unit + 1 < words.count, ["ago", "since", "back"].contains(words[unit + 1]) {
      direction = -1
    } else {
      return nil
    }
    let span = unit + (ahead ? 1 : 2) - index
    guard unit < words.count else { return nil }
    let phrase = words[index..<(index + span)].joined(separator: " ")
    let (year, month, _) = sent.civil
    switch words[unit] {
    case "day", "days": return found(direction * count, span)
    case "week", "weeks": return found(direction * 7 * count, span)
    case "fortnight", "fortnights": return found(direction * 14 * count, span)
    case "month", "months":
      let zeroBased = year * 12 + month - 1 + direction * count
      return MentionedDay(
        day: CalendarDay(year: zeroBased / 12, month: zeroBased % 12 + 1, day: 1), phrase: phrase, span: .month)
    case "year", "years":
      return MentionedDay(
        day: CalendarDay(year: year + direction * count, month: 1, day: 1), phrase: phrase, span: .year)
    default: return nil
    }
  }

  /// "last week", "next month", "last year", "this weekend": a day inside the period meant.
  private static func period(_ word: String, _ next: String, sent: CalendarDay) -> (day: CalendarDay, span: Span)? {
    let step: Int64
    switch word {
    case "last", "past": step = -1
    case "next": step = 1
    // "This week" or "this month" takes in the day written: it says nothing of when.
    case "this" where next == "weekend": step = 0
    default: return nil
    }
    let (year, month, _) = sent.civil
    switch next {
    case "week": return (sent.adding(days: 7 * step), .week)
    case "weekend":
      // The Saturday of that weekend. "This weekend" said on a Sunday is the one under way;
      // "next weekend" said from Friday on is the one after it.
      let current = sent.weekday == 6 ? sent.adding(days: -1) : sent.next(5, includingToday: true)
      switch step {
      case -1: return (current.adding(days: -7), .weekend)
      case 1: return (sent.weekday >= 4 ? current.adding(days: 7) : current, .weekend)
      default: return (current, .weekend)
      }
    case "month":
      let zeroBased = year * 12 + month - 1 + step
      return (CalendarDay(year: zeroBased / 12, month: zeroBased % 12 + 1, day: 1), .month)
    case "year": return (CalendarDay(year: year + step, month: 1, day: 1), .year)
    default: return nil
    }
  }

  /// "last Monday", "since Sunday", "next Friday", "on Monday": before the day sent when the
  /// words or the clause's tense look back, else the next one.
  private static func weekday(_ words: [String], at index: Int, sent: CalendarDay, past: Bool) -> MentionedDay? {
    let previous = index > 0 ? words[index - 1] : ""
    guard let weekday = CalendarDay.weekday(named: words[index]) else { return nil }
    let leads = ["last", "since", "next", "this", "on"]
    if TimeText.ambiguousDayNames.contains(words[index]) && !leads.contains(previous) { return nil }
    let lead = leads.contains(previous) ? index - 1 : index
    // "Thursday 14 November": the date says which Thursday.
    if index + 1 < words.count, let dated = date(words, at: index + 1, sent: sent) {
      return MentionedDay(day: dated.day, phrase: words[lead...index].joined(separator: " ") + " " + dated.phrase)
    }
    let phrase = words[lead...index].joined(separator: " ")
    let before = sent.adding(days: -8).next(weekday)
    let after = sent.next(weekday)
    // "Sunday just gone", "Sunday past": the last one.
    let after1 = index + 1 < words.count ? words[index + 1] : ""
    let after2 = index + 2 < words.count ? words[index + 2] : ""
    if after1 == "past" || (after1 == "just" && after2 == "gone") {
      return MentionedDay(day: before, phrase: phrase + (after1 == "past" ? " past" : " just gone"))
    }
    switch previous {
    case "last", "since": return MentionedDay(day: before, phrase: phrase)
    case "next", "this": return MentionedDay(day: after, phrase: phrase)
    default: return MentionedDay(day: past ? before : after, phrase: phrase)
    }
  }

  /// "20 February", "February 20th", "the 20th of February", "the 20th": the nearest such day
  /// to the day sent (history talks about days behind it as often as ahead).
  private static func date(_ words: [String], at index: Int, sent: CalendarDay) -> MentionedDay? {
    let word = words[index]
    let next = index + 1 < words.count ? words[index + 1] : ""
    let afterNext = index + 2 < words.count ? words[index + 2] : ""
    var month: Int64?
    var dayOfMonth: Int64?
    var span = 1
    var phrase: String?
    if let named = TimeText.month(named: word), let number = TimeText.dayNumber(next) {
      (month, dayOfMonth, span) = (named, number, 2)
    } else if let number = TimeText.dayNumber(word) {
      // "4-10 May", "4 to 10 May": the days from the first.
      let linked = ["to", "until", "till"].contains(next) ? 1 : 0
      let last = index + 1 + linked
      if last + 1 < words.count, TimeText.dayNumber(words[last]) != nil,
        let named = TimeText.month(named: words[last + 1])
      {
        (month, dayOfMonth, span) = (named, number, linked + 3)
        phrase = "\(word)\(linked == 1 ? " \(next) " : "–")\(words[last]) \(words[last + 1])"
      } else if let named = TimeText.month(named: next) {
        (month, dayOfMonth, span) = (named, number, 2)
      } else if next == "of", let named = TimeText.month(named: afterNext) {
        (month, dayOfMonth, span) = (named, number, 3)
      } else if Deadline.ordinalDay(word) != nil, index > 0, ["the", "on", "since"].contains(words[index - 1]) {
        dayOfMonth = number
      }
    }
    guard let dayOfMonth else { return nil }
    let (year, sentMonth, _) = sent.civil
    var candidates: [CalendarDay] = []
    if let month {
      candidates = (year - 1...year + 1).compactMap { CalendarDay(checkedYear: $0, month: month, day: dayOfMonth) }
    } else {
      for offset in -1...1 {
        var (candidateYear, candidateMonth) = (year, sentMonth + Int64(offset))
        if candidateMonth < 1 { (candidateYear, candidateMonth) = (year - 1, 12) }
        if candidateMonth > 12 { (candidateYear, candidateMonth) = (year + 1, 1) }
        if let day = CalendarDay(checkedYear: candidateYear, month: candidateMonth, day: dayOfMonth) {
          candidates.append(day)
        }
      }
    }
    guard let nearest = candidates.min(by: { abs($0.ordinal - sent.ordinal) < abs($1.ordinal - sent.ordinal) }) else {
      return nil
    }
    return MentionedDay(
      day: nearest, phrase: phrase ?? words[index..<min(words.count, index + span)].joined(separator: " "))
  }

  /// "in 2015", "in June", "since March": a year as written; a month the last such one when
  /// the clause looks back ("since", a past tense), the next when it looks ahead ("I want to
  /// try it in October" in March), else the nearest.
  private static func monthOrYear(_ words: [String], at index: Int, sent: CalendarDay, tense: QuestionShape.Tense?)
    -> MentionedDay?
  {
    guard index > 0 else { return nil }
    // "at the end of January" names the month as "in January" does.
    let partOf = index > 1 && words[index - 1] == "of" && partsOfMonth.contains(words[index - 2])
    guard partOf || ["in", "since", "during"].contains(words[index - 1]) else { return nil }
    let word = words[index]
    let phrase = words[(index - (partOf ? 2 : 1))...index].joined(separator: " ")
    if word.count == 4, let year = Int64(word), (1900...2199).contains(year) {
      return MentionedDay(day: CalendarDay(year: year, month: 1, day: 1), phrase: phrase, span: .year)
    }
    guard let month = TimeText.month(named: word), word.count > 3 || !TimeText.ambiguousDayNames.contains(word) else {
      return nil
    }
    let (year, sentMonth, _) = sent.civil
    let chosen: CalendarDay?
    // "Got the job, starting in February": the month is the participle's, not the past verb's.
    let ownTense = followsParticiple(words, at: index - 1) ? nil : tense
    switch words[index - 1] == "since" ? .past : ownTense {
    case .past: chosen = CalendarDay(year: month <= sentMonth ? year : year - 1, month: month, day: 1)
    case .ahead: chosen = CalendarDay(year: month >= sentMonth ? year : year + 1, month: month, day: 1)
    case nil:
      chosen = (year - 1...year + 1).map { CalendarDay(year: $0, month: month, day: 15) }
        .min { abs($0.ordinal - sent.ordinal) < abs($1.ordinal - sent.ordinal) }
    }
    return chosen.map {
      MentionedDay(day: CalendarDay(year: $0.civil.year, month: month, day: 1), phrase: phrase, span: .month)
    }
  }

  private static let partsOfMonth: Set<String> = ["end", "start", "beginning", "middle"]

  /// Whether the word at `index` follows an "-ing" word that is not a progressive tense
  /// ("starting in", "moving in", not "was training in").
  private static func followsParticiple(_ words: [String], at index: Int) -> Bool {
    guard index >= 1, words[index - 1].count > 5, words[index - 1].hasSuffix("ing") else { return false }
    return index < 2 || !beForms.contains(words[index - 2])
  }

  private static let beForms: Set<String> = [
    "am", "i'm", "im", "is", "are", "was", "were", "be", "been", "we're", "you're", "they're", "he's", "she's",
  ]

  // MARK: Tense and numbers

  /// Whether a clause tells of something done: a past-tense verb ("went", "had", "felt", a
  /// verb in -ed), not a present perfect ("has booked" is about what is ahead as often), a verb
  /// of saying ("said she'd come on Monday"), nor an -ed word used as an adjective ("so excited
  /// for Monday", "fingers crossed for Friday").
  static func isPast(_ words: [String]) -> Bool {
    for (index, word) in words.enumerated() {
      let previous = index > 0 ? words[index - 1] : ""
      if perfectOrFuture.contains(previous) { continue }
      if pastVerbs.contains(word) { return true }
      // "I left Northlight in January", not "my left knee".
      if word == "left" && subjects.contains(previous) { return true }
      guard word.count > 4, word.hasSuffix("ed"), !notPast.contains(word), !feelings.contains(word) else { continue }
      // After a present "be", "feel" or "get", or an intensifier, an -ed word describes a state.
      if describing.contains(previous) { continue }
      return true
    }
    return false
  }

  /// Whether a clause has a verb of its own, as far as its tense goes: a subject, an auxiliary
  /// or a participle ("has referred me to the clinic on Monday" is not a bare "on Monday").
  static func hasVerb(_ words: [String]) -> Bool {
    words.contains { word in
      clauseVerbs.contains(word) || (word.count > 4 && (word.hasSuffix("ed") || word.hasSuffix("ing")))
    }
  }

  private static let clauseVerbs: WordSet = [
    "i", "we", "she", "he", "they", "you", "it", "it's", "i'm", "im", "we're", "you're", "they're", "he's",
    "she's", "i've", "we've", "is", "are", "am", "be", "has", "have", "will", "would", "can", "could", "should",
    "shall", "may", "might", "must", "do", "does", "let's",
  ]

  /// The tense a message tells in: past when a clause of it is, and none looks ahead.
  static func told(_ message: String) -> QuestionShape.Tense? {
    let tenses = Text.clauses(message).map { tense(Text.normalisedWords($0)) }
    return tenses.contains(.past) && !tenses.contains(.ahead) ? .past : nil
  }

  /// A clause's tense: past when it tells of something done, ahead when of what is to come.
  static func tense(_ words: [String]) -> QuestionShape.Tense? {
    isPast(words) ? .past : (looksAhead(words) ? .ahead : nil)
  }

  /// Whether a clause speaks of what is to come: a future, a plan or a wish ("will", "going
  /// to", "want to", "hoping to").
  static func looksAhead(_ words: [String]) -> Bool {
    words.contains(where: aheadWords.contains)
  }

  private static let aheadWords: WordSet = [
    "will", "i'll", "we'll", "you'll", "she'll", "he'll", "they'll", "gonna", "going", "want", "wanna", "plan",
    "planning", "hope", "hoping", "aim", "aiming", "next", "upcoming",
  ]

  private static let perfectOrFuture: WordSet = [
    "has", "have", "i've", "we've", "you've", "they've", "will", "i'll", "we'll",
  ]

  private static let describing: WordSet = [
    "am", "i'm", "im", "is", "it's", "its", "are", "we're", "you're", "they're", "be", "being", "feel", "feeling",
    "get", "getting", "so", "very", "really", "super", "too", "fingers",
  ]

  /// -ed words that name how someone feels more often than something done.
  private static let feelings: WordSet = [
    "excited", "tired", "bored", "interested", "scared", "worried", "pleased", "stressed", "relieved", "nervous",
    "exhausted", "motivated", "delighted", "thrilled", "gutted", "chuffed",
  ]

  /// A count of days, weeks or months and how many words say it: "3", "two", "a", "a couple
  /// of", "a few".
  private static func count(_ words: [String], at index: Int) -> (Int64, Int)? {
    func word(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    if ["a", "an"].contains(word(0)), word(1) == "couple", word(2) == "of" { return (2, 3) }
    if word(0) == "couple", word(1) == "of" { return (2, 2) }
    if ["a", "an"].contains(word(0)), word(1) == "few" { return (3, 2) }
    return number(word(0)).map { ($0, 1) }
  }

  private static func number(_ word: String) -> Int64? {
    if let value = Int64(word), (1...60).contains(value) { return value }
    return numberWords[word]
  }

  private static let numberWords: [String: Int64] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "couple": 2, "few": 3,
  ]
  private static let pastVerbs: WordSet = [
    "was", "were", "had", "did", "went", "felt", "got", "came", "saw", "ran", "made", "took", "fell", "broke",
    "began", "met", "ate", "slept", "won", "lost", "found", "heard", "bought", "brought", "gave", "sent", "spent",
    "kept", "swam", "rode", "drove", "wrote", "sold", "paid", "caught", "taught", "stood", "threw", "woke", "wore",
    "flew", "grew", "became", "chose", "forgot", "held", "built", "sang", "drank", "fought", "hid", "shook",
    // Past tenses in -ed too short for the -ed rule.
    "died", "lied", "tied", "owed", "led", "fled", "bled",
  ]

  /// Subjects before "left" that make it a verb ("I left"), not a side ("my left knee").
  private static let subjects: WordSet = ["i", "we", "she", "he", "they", "you"]
  /// Words in -ed that are not past tenses, and verbs of arranging, whose day is usually ahead
  /// ("booked for Thursday").
  private static let notPast: WordSet = [
    "indeed", "bleed", "proceed", "exceed", "succeed", "speed", "booked", "scheduled", "planned", "arranged",
    "confirmed", "referred", "moved", "postponed", "rescheduled", "pencilled", "penciled",
  ]
}
