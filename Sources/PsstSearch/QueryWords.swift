import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// Words that carry no topic in a search question: articles, pronouns, auxiliaries, question
/// words, the verbs people use to ask about messages ("say", "mention", "talk") and "go", which
/// asks where or how ("where did she go with her sister", "how did the race go") and, as a
/// word to match, finds every "go to bed".
enum StopWords {
  static func contains(_ word: String) -> Bool { words.contains(word) }

  private static let words: Set<String> = [
    "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by", "from", "about",
    "into", "onto", "over", "up", "out", "off", "as", "than", "then", "so", "if", "any", "anything", "some",
    "something", "anyone", "someone", "somebody", "anybody", "everyone", "all", "there", "here", "this", "that",
    "these", "those", "it", "its", "i", "me", "my", "mine", "we", "us", "our", "you", "your", "he", "him", "his",
    "she", "her", "hers", "they", "them", "their", "who", "whom", "whose", "what", "which", "when", "where",
    "why", "how", "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "done", "have",
    "has", "had", "having", "will", "would", "shall", "should", "can", "could", "may", "might", "must", "get",
    "got", "say", "says", "said", "saying", "mention", "mentions", "mentioned", "mentioning", "talk", "talks",
    "talked", "talking", "tell", "told", "write", "wrote", "written", "ask", "asked", "think", "thought", "know",
    "message", "messages", "msg", "chat", "chats", "find", "show", "search", "look", "looking", "regarding",
    "re", "ever", "again", "just", "also", "very", "really", "please", "thing", "things", "one", "ones",
    "i'm", "i've", "i'd", "i'll", "we're", "we've", "they're", "it's", "that's", "what's", "who's", "there's",
    "let's", "lot", "lots", "much", "many", "other", "else", "not", "no", "yes", "go", "goes", "going", "went",
    "gone",
  ]

  /// Question words that ask which people: "who", "which patients".
  static let askingWho: Set<String> = ["who", "whose", "which", "what"]

  /// Words for the people an account deals with: in "which patients are doing video sessions"
  /// the topic is the rest; every message to or about a patient would match "patients".
  static let roles: Set<String> = [
    "patient", "patients", "client", "clients", "customer", "customers", "member", "members", "people", "person",
  ]
}

/// Question patterns that name the person whose messages are wanted.
enum QuestionForms {
  private static let askingVerbs: Set<String> = [
    "say", "said", "mention", "mentioned", "write", "wrote", "tell", "told", "ask", "asked", "think", "thought",
    "suggest", "suggested", "send", "sent", "share", "shared", "post", "posted", "reply", "replied",
  ]

  /// The index of the word naming the person asked about, if the question has that shape:
  /// "what did Tom say", "what has Tom said", "Tom said", "did Tom mention", "messages from Tom",
  /// "where was Tom" (where someone was, they tell best: "greetings from Lisbon").
  static func personAskedAbout(in words: [String], people: Set<String>) -> Int? {
    for (index, word) in words.enumerated() where people.contains(word) {
      let before = index > 0 ? words[index - 1] : ""
      let after = index + 1 < words.count ? words[index + 1] : ""
      if ["did", "does", "has", "had", "from", "by"].contains(before) { return index }
      if ["was", "is", "were"].contains(before), index > 1, words[index - 2] == "where" { return index }
      if askingVerbs.contains(after) { return index }
    }
    return nil
  }
}

/// Time words in a question as a time range: relative ("yesterday", "last week", "the past 3
/// days", "last summer"), months and years ("in November", "in December 2023", "during 2022",
/// "since 2021", "the summer of 2023") and days ("on 8 May 2023", "May 8th, 2023"). A month
/// without a year is the latest one that has begun; a day without one stays words.
enum TimeWords {
  struct Range: Equatable {
    var since: Int64
    var until: Int64
  }

  private typealias Found = (range: Range, span: ClosedRange<Int>)

  private static let day: Int64 = 86_400_000
  private static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]
  private static let shortMonths = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
  /// Words before a month or year that make it a time ("in May", "during 2022").
  private static let timePrepositions: Set<String> = ["in", "during", "since", "throughout", "of", "from", "until"]
  /// Northern-hemisphere seasons as (first month, months long); winter of a year is the one
  /// that ends in it (December before to February).
  private static let seasons: [String: (start: Int, length: Int)] = [
    "spring": (3, 3), "summer": (6, 3), "autumn": (9, 3), "fall": (9, 3), "winter": (0, 3),
  ]

  /// Finds one time expression, removes its words from `words`, and returns its range (UTC days).
  static func range(in words: inout [String], now: Int64) -> Range? {
    let today = now - ((now % day) + day) % day
    for index in words.indices {
      let found =
        relative(at: index, words, today: today) ?? date(at: index, words, today: today)
        ?? season(at: index, words, today: today) ?? monthOrYear(at: index, words, today: today)
      if let found {
        words.removeSubrange(found.span)
        return found.range
      }
    }
    return nil
  }

  // MARK: Relative to today

  private static func relative(at index: Int, _ words: [String], today: Int64) -> Found? {
    let word = words[index]
    let next = index + 1 < words.count ? words[index + 1] : ""
    switch word {
    case "today": return (Range(since: today, until: today + day), index...index)
    case "yesterday": return (Range(since: today - day, until: today), index...index)
    case "this", "last", "past": break
    default: return nil
    }
    let isLast = word != "this"
    let (year, month) = yearMonth(today)
    switch next {
    case "week":
      let weekStart = today - Int64(weekdayIndex(today)) * day
      let range =
        word == "past"
        ? Range(since: today - 6 * day, until: today + day)
        : isLast ? Range(since: weekStart - 7 * day, until: weekStart) : Range(since: weekStart, until: today + day)
      return (range, index...index + 1)
    case "month":
      let start = monthStart(year: year, month: month)
      let range =
        isLast
        ? Range(since: monthStart(year: year, month: month - 1), until: start) : Range(since: start, until: today + day)
      return (range, index...index + 1)
    case "year":
      let start = monthStart(year: year, month: 1)
      let range =
        isLast
        ? Range(since: monthStart(year: year - 1, month: 1), until: start) : Range(since: start, until: today + day)
      return (range, index...index + 1)
    default:
      if let count = Int(next), count > 0, count < 1000, index + 2 < words.count,
        let unit = ["days": day, "weeks": 7 * day, "months": 30 * day][words[index + 2]], isLast
      {
        return (Range(since: today + day - Int64(count) * unit, until: today + day), index...index + 2)
      }
      return nil
    }
  }

  // MARK: Days

  /// "8 May 2023", "8th of May 2023", "May 8th 2023", with "on" and "the" taken along.
  private static func date(at index: Int, _ words: [String], today: Int64) -> Found? {
    func word(_ offset: Int) -> String { index + offset < words.count ? words[index + offset] : "" }
    var dayOfMonth: Int
    var month: Int
    var end: Int
    if let number = dayNumber(word(0)) {
      let of = word(1) == "of" ? 1 : 0
      guard let named = monthNumber(word(1 + of)) else { return nil }
      (dayOfMonth, month, end) = (number, named, index + 1 + of)
    } else if let named = monthNumber(word(0)), let number = dayNumber(word(1)) {
      (dayOfMonth, month, end) = (number, named, index + 1)
    } else {
      return nil
    }
    // A day without its year is left to rank as words: history is often older than this year.
    guard let year = yearNumber(word(end - index + 1)), dayOfMonth <= daysIn(year: year, month: month) else {
      return nil
    }
    end += 1
    var start = index
    if start > 0 && words[start - 1] == "the" { start -= 1 }
    if start > 0 && ["on", "since", "from"].contains(words[start - 1]) { start -= 1 }
    let first = monthStart(year: year, month: month) + Int64(dayOfMonth - 1) * day
    let range =
      start < index && words[start] == "since"
      ? Range(since: first, until: today + day) : Range(since: first, until: first + day)
    return (range, start...end)
  }

  // MARK: Seasons, months and years

  /// "the summer of 2023", "summer 2022", "last summer", "this spring".
  private static func season(at index: Int, _ words: [String], today: Int64) -> Found? {
    guard let (startMonth, length) = seasons[words[index]] else { return nil }
    func range(_ year: Int) -> Range {
      Range(since: monthStart(year: year, month: startMonth), until: monthStart(year: year, month: startMonth + length))
    }
    let before = index > 0 ? words[index - 1] : ""
    var end = index
    var year: Int
    if index + 1 < words.count, let stated = yearNumber(words[index + 1]) {
      (year, end) = (stated, index + 1)
    } else if index + 2 < words.count, words[index + 1] == "of", let stated = yearNumber(words[index + 2]) {
      (year, end) = (stated, index + 2)
    } else {
      guard before == "last" || before == "this" else { return nil }
      // The latest such season that has begun; "last summer" is the latest that has ended.
      year = yearMonth(today).0 + 1
      while range(year).since > today { year -= 1 }
      if before == "last" && range(year).until > today { year -= 1 }
    }
    var start = index
    if start > 0 && ["the", "last", "this"].contains(words[start - 1]) { start -= 1 }
    if start > 0 && ["in", "during", "over"].contains(words[start - 1]) { start -= 1 }
    return (range(year), start...end)
  }

  /// "in November", "in December 2023", "during 2022", "since 2021", "December 2023".
  private static func monthOrYear(at index: Int, _ words: [String], today: Int64) -> Found? {
    let word = words[index]
    let part = monthNumber(word) == nil ? nil : partOfMonth(words, before: index)
    let lead = part?.from ?? index
    let previous = lead > 0 ? words[lead - 1] : ""
    let start = timePrepositions.contains(previous) ? lead - 1 : lead
    let since = previous == "since"
    let until = previous == "until"
    if let month = monthNumber(word) {
      if index + 1 < words.count, let year = yearNumber(words[index + 1]) {
        let range = narrowed(monthRange(year: year, month: month), to: part?.days)
        return (bounded(range, since: since, until: until, today), start...index + 1)
      }
      // Without a year only the plain forms count ("in May", "since March", "in mid-June"):
      // "the start of January" or "from March" in a question about old history would filter
      // everything out.
      guard ["in", "during", "since"].contains(previous) || words.count == 1 else { return nil }
      let range = narrowed(latestMonth(month, before: today), to: part?.days)
      return (bounded(range, since: since, until: false, today), start...index)
    }
    if let year = yearNumber(word), start < index {
      let range = Range(since: monthStart(year: year, month: 1), until: monthStart(year: year + 1, month: 1))
      return (bounded(range, since: since, until: until, today), start...index)
    }
    return nil
  }

  /// The part of a month the words before it name, as the days it starts after the month's
  /// first and how many it lasts (nil: to the month's end): "early June" its first ten days,
  /// "mid-June" and "the middle of June" the next ten, "late June" and "the end of June" the
  /// rest. `from` is where those words start.
  private static func partOfMonth(_ words: [String], before index: Int) -> (days: (Int64, Int64?), from: Int)? {
    func word(_ offset: Int) -> String { index - offset >= 0 ? words[index - offset] : "" }
    let spelled = word(1) == "of"  // "(the) end of June"
    let named = spelled ? word(2) : word(1)
    let from = index - (spelled ? (word(3) == "the" ? 3 : 2) : 1)
    switch named {
    case "early", "beginning", "start": return ((0, 10), from)
    case "mid", "middle": return ((10, 10), from)
    case "late", "end": return ((20, nil), from)
    default: return nil
    }
  }

  /// The days of a month's `range` that `days` names (see `partOfMonth`); all of it when nil.
  private static func narrowed(_ range: Range, to days: (Int64, Int64?)?) -> Range {
    guard let (after, length) = days else { return range }
    let since = range.since + after * day
    return Range(since: since, until: length.map { since + $0 * day } ?? range.until)
  }

  /// "since X" runs from X to today; "until X" up to X's end.
  private static func bounded(_ range: Range, since: Bool, until: Bool, _ today: Int64) -> Range {
    if since { return Range(since: range.since, until: today + day) }
    if until { return Range(since: Int64.min / 2, until: range.until) }
    return range
  }

  // MARK: Words as numbers

  /// A month's name or its short form. "may" is far more often the verb: callers take a month
  /// only next to a day number, a year or a preposition such as "in".
  private static func monthNumber(_ word: String) -> Int? {
    if let index = months.firstIndex(of: word) { return index + 1 }
    if let index = shortMonths.firstIndex(of: word) { return index + 1 }
    return nil
  }

  /// "8", "8th", "1st", "22nd", "3rd": a day of the month.
  private static func dayNumber(_ word: String) -> Int? {
    var digits = Substring(word)
    for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(2)
      break
    }
    guard digits.count <= 2, let number = Int(digits), (1...31).contains(number) else { return nil }
    return number
  }

  /// A four-digit year psst can mean: 1900–2199.
  private static func yearNumber(_ word: String) -> Int? {
    guard word.count == 4, let year = Int(word), (1900...2199).contains(year) else { return nil }
    return year
  }

  // MARK: Calendar arithmetic (UTC)

  /// The latest such month that has begun: "in November" in March means last November.
  private static func latestMonth(_ month: Int, before today: Int64) -> Range {
    var (year, current) = yearMonth(today)
    if month > current { year -= 1 }
    return monthRange(year: year, month: month)
  }

  private static func monthRange(year: Int, month: Int) -> Range {
    Range(since: monthStart(year: year, month: month), until: monthStart(year: year, month: month + 1))
  }

  private static func daysIn(year: Int, month: Int) -> Int {
    Int((monthStart(year: year, month: month + 1) - monthStart(year: year, month: month)) / day)
  }

  /// Midnight UTC on the first of `month` (months past 12 or below 1 roll into the next or
  /// previous years).
  private static func monthStart(year: Int, month: Int) -> Int64 {
    let zeroBased = month - 1
    let rolledYear = year + (zeroBased >= 0 ? zeroBased / 12 : (zeroBased - 11) / 12)
    let rolledMonth = ((zeroBased % 12) + 12) % 12
    var parts = tm()
    parts.tm_year = Int32(rolledYear - 1900)
    parts.tm_mon = Int32(rolledMonth)
    parts.tm_mday = 1
    return Int64(timegm(&parts)) * 1000
  }

  private static func yearMonth(_ millis: Int64) -> (Int, Int) {
    var seconds = time_t(millis / 1000)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1)
  }

  /// Monday = 0.
  private static func weekdayIndex(_ millis: Int64) -> Int {
    // 1970-01-01 was a Thursday.
    Int(((millis / day) % 7 + 3 + 7) % 7)
  }
}
