/// Whether a message carries the kind of answer a question asks for, as a strength from 0 (no
/// sign of it) to 1 (a clear one): a date or clock time for "when", money or a measured
/// amount for "how much", a cause for "why", a name for "who", a named place for "where", a
/// rate ("every Sunday", "twice a week") for "how often".
/// General English forms only.
enum AnswerCues {
  /// `names`: words seen capitalised inside sentences among the messages, so a name that
  /// starts a sentence ("Bruno is great") still counts; `asked`: the question's own words, a
  /// name among them is what is asked about, not the answer; `gap`: for "what did she make",
  /// an object after "made" (or a verb of that meaning) is the sign.
  static func strength(
    _ kind: QuestionShape.Kind, asksMoney: Bool = false, asksAge: Bool = false, text: String, words: [String],
    directory: Directory, names: Set<String> = [], asked: Set<String> = [], gap: AnswerPhrase.Gap? = nil
  ) -> Double {
    switch kind {
    case .time: return time(text, words)
    case .amount where asksAge: return age(words) ? 1 : 0.3 * amount(text, words)
    case .amount: return asksMoney ? money(text, words) : amount(text, words)
    case .duration: return max(duration(text, words), 0.5 * time(text, words))
    case .frequency: return frequency(words)
    case .reason: return reason(words)
    case .person: return person(text, directory, names: names, asked: asked)
    case .place: return place(text, asked: asked)
    case .other:
      guard let gap, !gap.isLight else { return 0 }
      return AnswerPhrase.object(of: gap, in: text) == nil ? 0 : 1
    case .said: return 0
    }
  }

  /// A date ("16 Jan", "22nd") or clock time ("10am", "4:30", "3:56:41") most; a weekday or
  /// month name alone less; "tomorrow" or "next week" least.
  static func time(_ text: String, _ words: [String]) -> Double {
    if words.contains(where: { isClock($0) || isOrdinal($0) }) { return 1 }
    if text.contains(":"), hasDigitColonDigit(text) { return 1 }
    for (index, word) in words.enumerated() where months.contains(word) {
      let around = [index > 0 ? words[index - 1] : "", index + 1 < words.count ? words[index + 1] : ""]
      if around.contains(where: { !$0.isEmpty && $0.allSatisfy(\.isNumber) }) { return 1 }
    }
    if words.contains(where: { weekdays.contains($0) || months.contains($0) }) { return 0.7 }
    return words.contains(where: relativeDays.contains) ? 0.4 : 0
  }

  /// Money ("£48", "$1,640"), a number with a unit ("83kg", "220", "8 weeks"); a bare number
  /// counts for less, a date not at all.
  static func amount(_ text: String, _ words: [String]) -> Double {
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if currency.contains(scalar) || (previous.properties.numericType != nil && scalar == "%") { return 1 }
      previous = scalar
    }
    for (index, word) in words.enumerated() where word.first?.isNumber == true {
      if isOrdinal(word) || isClock(word) { continue }
      if word.drop(while: { $0.isNumber || $0 == "." }).count > 0 { return 1 }  // "83kg", "5k"
      let next = index + 1 < words.count ? words[index + 1] : ""
      if months.contains(next) || months.contains(index > 0 ? words[index - 1] : "") { continue }
      if units.contains(next) || currencyWords.contains(next) { return 1 }
      return 0.6
    }
    return 0
  }

  /// Whether words tell someone's age: "four years old", "a 3-year-old", "she's 7", "turned
  /// five", "aged 60", "Six already!".
  static func age(_ words: [String]) -> Bool {
    func isCount(_ word: String) -> Bool {
      (numberWords.contains(word) && !["a", "an", "few", "couple"].contains(word))
        || (Int(word).map { (1...120).contains($0) } ?? false)
    }
    for (index, word) in words.enumerated() where isCount(word) {
      let before = index > 0 ? words[index - 1] : ""
      let next = index + 1 < words.count ? words[index + 1] : ""
      let afterNext = index + 2 < words.count ? words[index + 2] : ""
      if ["years", "year", "yrs", "yr", "months", "month", "weeks"].contains(next) && afterNext == "old" {
        return true
      }
      if ["yo", "already"].contains(next) { return true }
      if ["turned", "turns", "turning", "aged", "he's", "she's", "hes", "shes"].contains(before) { return true }
    }
    return false
  }

  /// Money for a question about money ("how much did they raise"): other amounts are a
  /// weaker sign.
  static func money(_ text: String, _ words: [String]) -> Double {
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if currency.contains(scalar) && (previous == " " || previous.properties.numericType == nil) { return 1 }
      previous = scalar
    }
    if words.contains(where: currencyWords.contains) { return 1 }
    return 0.3 * amount(text, words)
  }

  /// "8 weeks", "two hours", or a stopwatch time ("52:40", "3:56:41") that is not a clock's.
  static func duration(_ text: String, _ words: [String]) -> Double {
    if isStopwatch(text, words) { return 1 }
    for (index, word) in words.enumerated() where word.first?.isNumber == true || numberWords.contains(word) {
      let next = index + 1 < words.count ? words[index + 1] : ""
      if durationUnits.contains(next) { return 1 }
    }
    return 0
  }

  /// How often something happens: "every Sunday", "each morning", "every other week",
  /// "twice a week", "3 times a month", "weekly", "on Mondays" most; a day or a part of the
  /// day alone ("Sunday", "mornings") a little: it may be a one-off.
  static func frequency(_ words: [String]) -> Double {
    for (index, word) in words.enumerated() {
      if periodicWords.contains(word) { return 1 }
      let next = index + 1 < words.count ? words[index + 1] : ""
      let after = index + 2 < words.count ? words[index + 2] : ""
      if word == "every" || word == "each",
        recurring(next) || ["other", "second", "few", "couple"].contains(next) || next.first?.isNumber == true
          || numberWords.contains(next)
      {
        return 1
      }
      // "twice a week", "3 times a month", "once per fortnight".
      if ["once", "twice", "times", "x"].contains(word), ["a", "an", "per", "every", "each"].contains(next),
        recurring(after)
      {
        return 1
      }
      // "on Mondays", "Tuesdays and Thursdays": a weekday in the plural recurs.
      if word.count > 4, word.hasSuffix("s"), weekdays.contains(word) { return 1 }
    }
    return words.contains(where: { weekdays.contains($0) || partsOfDay.contains($0) }) ? 0.3 : 0
  }

  /// Someone's work: an occupation ("designer", "nurse", "data analyst") most, "work as" or
  /// "job at" a little.
  static func occupation(_ words: [String]) -> Double {
    if words.contains(where: occupations.contains) { return 1 }
    for (index, word) in words.enumerated().dropLast() where ["work", "works", "working", "job"].contains(word) {
      if ["as", "at", "for"].contains(words[index + 1]) { return 0.5 }
    }
    return 0
  }

  /// Common occupations, by their head noun ("analyst" of "data analyst").
  static let occupations: Set<String> = [
    "accountant", "actor", "administrator", "analyst", "animator", "apprentice", "architect", "artist", "assistant",
    "baker", "banker", "barber", "barista", "barrister", "bartender", "beautician", "bookkeeper", "builder",
    "carer", "carpenter", "cashier", "ceo", "chef", "chemist", "cleaner", "clerk", "coach", "consultant",
    "coordinator", "copywriter", "counsellor", "counselor", "courier", "cto", "dentist", "designer", "developer",
    "dietitian", "director", "doctor", "driver", "economist", "editor", "electrician", "engineer", "farmer",
    "firefighter", "florist", "founder", "freelancer", "gardener", "hairdresser", "hygienist", "illustrator",
    "instructor", "intern", "interpreter", "journalist", "lawyer", "lecturer", "librarian", "manager", "marketer",
    "mechanic", "midwife", "musician", "nanny", "nurse", "nutritionist", "officer", "optician", "paralegal",
    "paramedic", "pharmacist", "photographer", "physio", "physiotherapist", "pilot", "planner", "plumber",
    "policeman", "policewoman", "producer", "professor", "programmer", "psychologist", "receptionist", "recruiter",
    "researcher", "scientist", "secretary", "solicitor", "surgeon", "surveyor", "teacher", "technician",
    "therapist", "trainer", "translator", "tutor", "vet", "waiter", "waitress", "writer",
  ]

  /// A unit of time something can recur in: "every week", "every Sunday", "each morning".
  private static func recurring(_ word: String) -> Bool {
    durationUnits.contains(word) || weekdays.contains(word) || partsOfDay.contains(word)
      || word == "fortnight"
  }

  /// Words that say how often by themselves.
  static let periodicWords: Set<String> = [
    "daily", "weekly", "fortnightly", "monthly", "yearly", "annually", "hourly", "nightly", "weekdays", "weeknights",
    "everyday", "biweekly",
  ]
  static let partsOfDay: Set<String> = [
    "morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night", "nights", "lunchtime",
  ]

  /// The times of `text` as a clock or a stopwatch shows them (see `clockTime`), in order.
  static func clockTimes(in text: String) -> [String] {
    let tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
    return tokens.indices.compactMap { index in
      clockTime(tokens[index], next: index + 1 < tokens.count ? tokens[index + 1] : "")
    }
  }

  /// A time as a clock or a stopwatch shows it, as written: "10am", "2:15pm", "9:40", "4:12:37"
  /// (trimmed of punctuation; "10 am" as "10am"). Minutes have two digits: "a 1:1 session" is
  /// none.
  static func clockTime(_ token: String, next: String = "") -> String? {
    let word = String(token.drop { !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
      .lowercased()
    if isClock(word) { return word }
    if !word.isEmpty, word.allSatisfy(\.isNumber), word.count <= 2,
      ["am", "pm", "am.", "pm.", "am,", "pm,"].contains(next.lowercased())
    {
      return word + next.lowercased().prefix(2)
    }
    let digits = word.hasSuffix("am") || word.hasSuffix("pm") ? word.dropLast(2) : Substring(word)
    let parts = digits.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
      parts.dropFirst().allSatisfy({ $0.count == 2 }), parts[0].count <= 2
    else { return nil }
    return word
  }

  /// A time taken as a stopwatch shows it ("52:40", "4:12:37"), not a clock's ("at 10:30am").
  static func isStopwatch(_ text: String, _ words: [String]) -> Bool { stopwatchToken(text, words) != nil }

  /// The word of `text` that is a stopwatch time, as written with the punctuation around it
  /// ("24:31!" in "parkrun at 9:00, did 24:31!"), or nil when it states none.
  static func stopwatchToken(_ text: String, _ words: [String]) -> String? {
    guard hasDigitColonDigit(text), !words.contains(where: isClock),
      !words.contains(where: { $0 == "am" || $0 == "pm" })
    else { return nil }
    // "Thursday 6:45", "at 6:15": a time of day, told by the word before it.
    let tokens = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    return tokens.indices.first { index in
      hasDigitColonDigit(tokens[index]) && (index == 0 || !leadsClock(tokens, to: index))
    }.map { tokens[$0] }
  }

  /// Whether the words before `index` make its time a time of day: "at 6:15", "Thursday 6:45",
  /// "28 March 8:00", "6:30 or 7:00" (a link word after another number; "And 5:41 in the 400"
  /// is a time taken).
  private static func leadsClock(_ tokens: [String], to index: Int) -> Bool {
    let before = tokens[index - 1].trimmingEdges
    if clockLeads.contains(before) || weekdays.contains(before) || TimeText.month(named: before) != nil {
      return true
    }
    return clockLinks.contains(before) && index >= 2 && tokens[index - 2].contains(where: \.isNumber)
  }

  /// Words before a time of day: "at 6:15", "from 7:15".
  static let clockLeads: Set<String> = [
    "at", "from", "until", "till", "til", "by", "before", "after", "around", "about", "between", "opens", "closes",
    "starts", "open", "close", "start",
  ]

  /// Words between two times of day: "6:30 or 7:00", "6:45 to 7:30".
  static let clockLinks: Set<String> = ["and", "or", "to"]

  /// A person the directory knows, or a capitalised word inside a sentence that is not a day,
  /// a month or "I", or one starting a sentence that `names` holds; none of the `asked` words.
  static func person(_ text: String, _ directory: Directory, names: Set<String> = [], asked: Set<String> = [])
    -> Double
  {
    var previous = "."
    for raw in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let word = raw.trimmingCharacters(in: ",.!?;:()\"'")
      defer { previous = String(raw) }
      guard isCapitalised(word) else { continue }
      let lower = QuestionShape.dropPossessive(Text.normalise(word))
      if asked.contains(lower) { continue }
      if let ids = directory.aliases[lower], ids.contains(where: { $0 != directory.owner }) { return 1 }
      let startsSentence = previous.last.map { ".!?".contains($0) } ?? true
      // Someone the directory does not know yet ("we hired Nadia") answers "who" as well.
      if (!startsSentence || names.contains(lower)) && !weekdays.contains(lower) && !months.contains(lower)
        && lower != "i"
      {
        return 1
      }
    }
    return 0
  }

  /// Whether the writer says they do what a "who" question asks about: "I'll drive you" for
  /// "who drove him to the hospital", "I bring the buns" for "who brought the buns". The
  /// writer is then the answer, though the message names no one. `words`: the message's
  /// (normalised) words; a denied doing ("I can't drive that day") is none.
  static func writerDoes(_ words: [String], asked: QuestionShape) -> Bool {
    let doing = Set(asked.words)
    guard !doing.isEmpty else { return false }
    for (index, word) in words.enumerated() where firstPersons.contains(word) {
      for verb in words.dropFirst(index + 1).prefix(3) {
        if AnswerPhrase.negations.contains(verb) { break }
        if doing.contains(QuestionShape.stem(verb)) { return true }
        if !beforeVerbs.contains(verb) { break }
      }
    }
    return false
  }

  private static let firstPersons: Set<String> = ["i", "i'll", "i'm", "i've", "i'd", "we", "we'll", "we've"]
  /// Words between a subject and its verb: "I will drive", "I can also take", "I have found".
  private static let beforeVerbs: Set<String> = [
    "will", "can", "could", "would", "shall", "just", "also", "already", "have", "has", "had", "did", "do", "am",
    "was", "gladly", "happily", "finally", "actually",
  ]

  /// "Because", "due to", "having accepted" (a clause of what came first) plainly give a
  /// cause; "from", "after", "so" often do ("dizzy from the pills") but as often tell a time or
  /// a place, so they count for less.
  static func reason(_ words: [String]) -> Double {
    if words.contains(where: reasonWords.contains) { return 1 }
    if zip(words, words.dropFirst()).contains(where: { $0 == "having" && ($1.hasSuffix("ed") || $1.hasSuffix("en")) }) {
      return 1
    }
    return words.contains(where: weakReasonWords.contains) ? 0.5 : 0
  }

  /// A place after a preposition of place ("at Ostra", "in Japan", "at the community studio",
  /// "from porto": see `AnswerPhrase.placeRun`), not one of the `asked` words.
  static func place(_ text: String, asked: Set<String> = []) -> Double {
    let tokens = AnswerPhrase.Clause(text).tokens
    for index in tokens.indices.dropLast()
    where AnswerPhrase.places.contains(tokens[index].word) && !tokens[index].breaksAfter {
      let run = AnswerPhrase.placeRun(tokens, after: index)
      if !run.isEmpty && !run.contains(where: { asked.contains($0.bare) }) { return 1 }
    }
    return 0
  }

  /// Words written capitalised inside a sentence in any of `texts`: names, as far as plain
  /// text tells them.
  static func names(in texts: [String]) -> Set<String> {
    var found = Set<String>()
    for text in texts {
      var previous = "."
      for raw in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        defer { previous = String(raw) }
        let word = raw.trimmingCharacters(in: ",.!?;:()\"'")
        guard isCapitalised(word), previous.last.map({ !".!?".contains($0) }) ?? false else { continue }
        let name = QuestionShape.dropPossessive(Text.normalise(word))
        // "…favour? The hospital rang": a function word is no name, however it is written.
        if !SummaryLexicon.stopWords.contains(name) { found.insert(name) }
      }
    }
    return found
  }

  /// Capitalised words some message of `texts` uses as a place: after "in" or "near", or after
  /// "to" or "from" following a verb of going ("off to Seville", "back from Porto"). Such a
  /// word is no answer to "who", wherever else it is written ("get ready for Seville!").
  static func places(in texts: [String]) -> Set<String> {
    var found = Set<String>()
    for text in texts {
      let raws = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      for index in raws.indices.dropFirst() {
        let raw = raws[index]
        let word = raw.trimmingCharacters(in: ",.!?;:()\"'")
        guard isCapitalised(word), !raw.hasSuffix("'s"), !raw.hasSuffix("’s") else { continue }
        let before = Text.normalise(raws[index - 1])
        let going = index > 1 && goingWords.contains(Text.normalise(raws[index - 2]))
        if ["in", "near"].contains(before) || (["to", "from"].contains(before) && going) {
          found.insert(Text.normalise(word))
        }
      }
    }
    return found
  }

  /// Words before "to" or "from" that make the next word a place: "off to", "back from".
  static let goingWords: Set<String> = [
    "go", "goes", "going", "went", "gone", "been", "off", "back", "fly", "flew", "flying", "flight", "flights",
    "move", "moved", "moving", "travel", "travelled", "traveling", "travelling", "drive", "drove", "driving", "trip",
    "way", "home", "headed", "heading", "arrived", "returned", "came", "come", "coming", "train",
  ]

  /// A capital and then a lower-case letter, as a name is written ("Ola", "O'Connor"): not a
  /// word in capitals ("a GARDEN", "NEW PB"), which shouts.
  static func isCapitalised(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars.prefix(4))
    guard scalars.count > 1, scalars[0].properties.isUppercase else { return false }
    if "'’".unicodeScalars.contains(scalars[1]) {
      return scalars.count > 3 && scalars[2].properties.isUppercase && scalars[3].properties.isLowercase
    }
    return scalars[1].properties.isLowercase
  }

  static func isClock(_ word: String) -> Bool {
    (word.hasSuffix("am") || word.hasSuffix("pm")) && word.count > 2 && word.dropLast(2).allSatisfy(\.isNumber)
  }

  static func isOrdinal(_ word: String) -> Bool {
    guard let digits = word.firstIndex(where: { !$0.isNumber }), digits != word.startIndex else { return false }
    return ["st", "nd", "rd", "th"].contains(String(word[digits...]))
  }

  private static func hasDigitColonDigit(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    for index in scalars.indices.dropFirst().dropLast() where scalars[index] == ":" {
      if scalars[index - 1].properties.numericType != nil && scalars[index + 1].properties.numericType != nil {
        return true
      }
    }
    return false
  }

  static let weekdays: Set<String> = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu",
    "thur", "thurs", "fri", "sat", "sun", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays",
    "sundays", "weekend",
  ]
  static let months: Set<String> = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  ]
  static let relativeDays = Set(MentionedDay.dayWords.keys).union([
    "ago", "morning", "afternoon", "evening", "noon", "midday", "week", "month", "nite",
  ])
  static let reasonWords: Set<String> = [
    "because", "cause", "caused", "causing", "due", "reckons", "reckon", "means", "reason", "result", "blame",
    "triggered", "grounds", "cos", "coz",
  ]
  static let weakReasonWords: Set<String> = ["from", "after", "thanks", "so", "since", "probably"]
  static let currency: Set<Unicode.Scalar> = ["£", "$", "€", "¥", "₹"]
  static let currencyWords: Set<String> = ["pounds", "quid", "dollars", "euros", "bucks", "grand", "k", "gbp", "usd"]
  static let units: Set<String> = [
    "kg", "kgs", "kilos", "lb", "lbs", "pounds", "km", "k", "miles", "mile", "m", "reps", "sets", "percent", "people",
    "sessions", "weeks", "days", "hours", "minutes", "mins", "months", "years", "times", "calories", "kcal", "g",
    "grams", "steps", "laps", "members", "clients",
  ]
  static let durationUnits: Set<String> = [
    "seconds", "secs", "minutes", "mins", "min", "hours", "hrs", "hour", "hr", "days", "day", "weeks", "week",
    "months", "month", "years", "year",
  ]
  static let numberWords: Set<String> = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "a", "an", "few",
    "couple",
  ]
}

extension String {
  /// The word without punctuation at either end: "tuesday," is "tuesday".
  var trimmingEdges: String {
    String(drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
  }
}
