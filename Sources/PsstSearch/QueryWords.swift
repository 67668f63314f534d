import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// Words that carry no topic in a search question: articles, pronouns, auxiliaries, question
/// words and the verbs people use to ask about messages ("say", "mention", "talk").
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
    "let's", "lot", "lots", "much", "many", "other", "else", "not", "no", "yes",
  ]
}

/// Question patterns that name the person whose messages are wanted.
enum QuestionForms {
  private static let askingVerbs: Set<String> = [
    "say", "said", "mention", "mentioned", "write", "wrote", "tell", "told", "ask", "asked", "think", "thought",
    "suggest", "suggested", "send", "sent", "share", "shared", "post", "posted", "reply", "replied",
  ]

  /// The index of the word naming the person asked about, if the question has that shape:
  /// "what did Tom say", "what has Tom said", "Tom said", "did Tom mention", "messages from Tom".
  static func personAskedAbout(in words: [String], people: Set<String>) -> Int? {
    for (index, word) in words.enumerated() where people.contains(word) {
      let before = index > 0 ? words[index - 1] : ""
      let after = index + 1 < words.count ? words[index + 1] : ""
      if ["did", "does", "has", "had", "from", "by"].contains(before) { return index }
      if askingVerbs.contains(after) { return index }
    }
    return nil
  }
}

/// Time words in a question ("yesterday", "last week", "in November") as a time range.
enum TimeWords {
  struct Range {
    var since: Int64
    var until: Int64
  }

  private static let day: Int64 = 86_400_000
  private static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]
  private static let shortMonths = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

  /// Finds one time expression, removes its words from `words`, and returns its range (UTC days).
  static func range(in words: inout [String], now: Int64) -> Range? {
    let today = now - ((now % day) + day) % day
    for index in words.indices {
      let word = words[index]
      let next = index + 1 < words.count ? words[index + 1] : ""
      let previous = index > 0 ? words[index - 1] : ""
      var found: (Range, ClosedRange<Int>)?
      switch word {
      case "today": found = (Range(since: today, until: today + day), index...index)
      case "yesterday": found = (Range(since: today - day, until: today), index...index)
      case "this", "last", "past":
        let isLast = word != "this"
        let weekStart = today - Int64(weekdayIndex(today)) * day
        switch next {
        case "week":
          found = (
            isLast ? Range(since: weekStart - 7 * day, until: weekStart) : Range(since: weekStart, until: today + day),
            index...index + 1
          )
          if word == "past" { found!.0 = Range(since: today - 6 * day, until: today + day) }
        case "month":
          let (year, month) = yearMonth(today)
          let start = monthStart(year: year, month: month)
          found = (
            isLast
              ? Range(since: previousMonthStart(year: year, month: month), until: start)
              : Range(since: start, until: today + day), index...index + 1
          )
        case "year":
          let (year, _) = yearMonth(today)
          let start = monthStart(year: year, month: 1)
          found = (
            isLast
              ? Range(since: monthStart(year: year - 1, month: 1), until: start)
              : Range(since: start, until: today + day), index...index + 1
          )
        default:
          if let count = Int(next), count > 0, count < 1000, index + 2 < words.count,
            let unit = ["days": day, "weeks": 7 * day][words[index + 2]], isLast
          {
            found = (Range(since: today + day - Int64(count) * unit, until: today + day), index...index + 2)
          }
        }
      default:
        if let month = monthNumber(word),
          ["in", "during", "since"].contains(previous) || previous.isEmpty && words.count == 1
        {
          found = (monthRange(month, before: today), (index - (previous.isEmpty ? 0 : 1))...index)
          if previous == "since" { found!.0.until = today + day }
        }
      }
      if let (range, span) = found {
        words.removeSubrange(span)
        return range
      }
    }
    return nil
  }

  private static func monthNumber(_ word: String) -> Int? {
    if let index = months.firstIndex(of: word) { return index + 1 }
    // "may" is far more often the verb than the month; only the full, unambiguous names count.
    if word != "may", let index = shortMonths.firstIndex(of: word) { return index + 1 }
    return nil
  }

  /// The latest such month that has begun: "in November" in March means last November.
  private static func monthRange(_ month: Int, before today: Int64) -> Range {
    var (year, current) = yearMonth(today)
    if month > current { year -= 1 }
    let start = monthStart(year: year, month: month)
    let end = month == 12 ? monthStart(year: year + 1, month: 1) : monthStart(year: year, month: month + 1)
    return Range(since: start, until: end)
  }

  private static func previousMonthStart(year: Int, month: Int) -> Int64 {
    month == 1 ? monthStart(year: year - 1, month: 12) : monthStart(year: year, month: month - 1)
  }

  private static func monthStart(year: Int, month: Int) -> Int64 {
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
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
