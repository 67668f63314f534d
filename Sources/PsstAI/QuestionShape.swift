/// What a question asks for, read from its words: the kind of answer (a time, an amount, a
/// reason, a person, a place, how often, what someone said), whether it asks where things ended up, its content
/// words and the people it names.
struct QuestionShape {
  enum Kind {
    case time, amount, duration, frequency, reason, person, place, said, other
  }

  enum Tense {
    case past, ahead
  }

  let kind: Kind
  /// The question asks how something ended up or stands now ("settle on", "decide", "now").
  let wantsOutcome: Bool
  /// The question asks how things stand now ("now", "currently", "latest", "still").
  let wantsLatest: Bool
  /// The question is about money: a price, a cost, what was paid, raised or earned.
  let asksMoney: Bool
  /// The question asks for a time of day: "what time is bootcamp now", "at what time does the
  /// wave start" (a clock's time, or a stopwatch's: "what time did she swim").
  let asksClock: Bool
  /// The question asks someone's age: "how old was the dog when she adopted him", "at what age".
  let asksAge: Bool
  /// The question asks what someone does for a living: "what does she do for work", "what
  /// job did he get", "what is her profession".
  let asksOccupation: Bool
  /// For "when": whether it asks about something done ("when did…", before the day a message
  /// tells of it) or ahead ("when is…", "when will…"); nil when the question does not say.
  let tense: Tense?
  /// Stems of the question's content words (names of people left out: they match senders).
  let words: [String]
  /// Every word of the question as written (lower case, possessives dropped).
  let written: Set<String>
  /// People the question names (by first name or id), the account owner too when named.
  let people: [String]
  /// The stretch of time the question names ("on 12 August", "in 2022"), if any.
  let period: QuestionPeriod?
  /// For "what did she make", the verb whose object answers it.
  let gap: AnswerPhrase.Gap?
  /// For "what instrument does she teach", "which kind of dog": the stem of the kind of thing
  /// asked for; a message naming a thing of that kind ("piano") answers it (see `related`).
  let category: String?
  /// How much each of `words` tells messages apart (see `weighing(by:)`); empty: all alike.
  private(set) var weights: [String: Double] = [:]
  /// Stems of words related to each of `words` (see `relating(by:)`): a message with one of
  /// them may say the word in other words ("booked the venue" for "wedding"), and ranks as
  /// if half of it were there.
  private(set) var related: [String: Set<String>] = [:]
  static let relatedShare = 0.5

  /// The question asks how long something took, as a stopwatch shows it: "what was her
  /// marathon time", "how fast did he run it".
  var asksElapsedTime: Bool {
    kind == .duration
      && (!written.isDisjoint(with: ["time", "fast", "quick", "quickly"]) || racedWhere || takesToFinish)
  }

  /// "How long did it take him to finish the marathon / run the 10K": the time a race took.
  var takesToFinish: Bool {
    !written.isDisjoint(with: ["take", "took"]) && !written.isDisjoint(with: Self.finishingVerbs)
  }

  static let finishingVerbs = racingVerbs.union(["finish", "complete"])

  /// The question asks for a name: "what did she name the baby", "what is his dog called".
  var asksName: Bool { !written.isDisjoint(with: Self.nameWords) }

  /// The question names a race by its verb and where it was raced: "swim in the 400".
  let racedWhere: Bool

  /// Verbs of a race whose result is a time: "what did she swim in the 400".
  static let racingVerbs: Set<String> = ["swim", "run", "ride", "row", "cycle", "clock", "race"]

  /// A racing verb followed by where or what it was raced: "swim in the 400", "run at Berlin".
  static func racesIn(_ words: [String]) -> Bool {
    zip(words, words.dropFirst()).contains { racingVerbs.contains($0) && ["in", "at", "for"].contains($1) }
  }

  /// The shape of `question`; a period it names without its year is read as the latest up to
  /// `asOf` (the newest message's time).
  init(_ question: String, directory: Directory, asOf: Int64? = nil) {
    period = asOf.flatMap { QuestionPeriod.find(in: question, asOf: $0) }
    let all = Text.normalisedWords(question).map(Self.dropPossessive)
    written = Set(all)
    kind = Self.kind(of: all)
    gap = kind == .other ? AnswerPhrase.Gap(question, directory: directory) : nil
    category = kind == .other ? Self.category(of: all) : nil
    wantsOutcome = all.contains { Self.outcomeWords.contains($0) }
    wantsLatest = all.contains {
      ["now", "currently", "current", "latest", "still", "anymore", "finally", "eventually", "ultimately"].contains($0)
    }
    asksMoney = all.contains { Self.moneyWords.contains($0) }
    racedWhere = Self.racesIn(all)
    asksClock = kind == .time && zip(all, all.dropFirst()).contains { ["what", "which"].contains($0) && $1 == "time" }
    asksAge = zip(all, all.dropFirst()).contains {
      ($0 == "how" && $1 == "old") || (["what", "which"].contains($0) && $1 == "age")
    }
    asksOccupation =
      kind == .other
      && (all.contains { Self.occupationWords.contains($0) }
        || (all.contains { ["work", "living"].contains($0) } && all.contains { ["do", "does", "did"].contains($0) }))
    tense = kind == .time ? Self.tense(of: all) : nil
    var people: [String] = []
    var words: [String] = []
    for (index, word) in all.enumerated() {
      if let named = directory.aliases[word] {
        people += named.filter { !people.contains($0) }
        continue
      }
      // The words of a period the question names filter by time; they are not its topic.
      if period != nil && (Self.isTimeWord(word) || QuestionPeriod.namesPartOfMonth(all, at: index)) { continue }
      // Two letters count ("GP", "PT"), unless a function word.
      if word.count > 1 && !Self.questionWords.contains(word) && !SummaryLexicon.stopWords.contains(word)
        && !Self.shortFunctionWords.contains(word) && !Self.leadingHedges.contains(word)
      {
        words.append(Self.stem(word))
      }
    }
    // "What did she name the puppy": the messages talking of its name ("what's her name?",
    // "we can't agree on a name") are the thread the naming ends.
    if !written.isDisjoint(with: Self.nameWords) { words.append(Self.stem("name")) }
    self.people = people
    self.words = words.uniquedStrings()
  }

  /// The kind of answer, from the question's opening words and the noun it asks about.
  static func kind(of words: [String]) -> Kind {
    // "On what date…", "Since what day…", "At what time…": the question starts after the preposition.
    if let first = words.first, ["on", "at", "since", "by", "from", "until", "till", "in", "for"].contains(first),
      words.count > 2, ["what", "which", "when", "whom"].contains(words[1])
    {
      return kind(of: Array(words.dropFirst()))
    }
    // "Roughly how much…", "And when…", "So who…": a hedge or a link before the question word.
    if let first = words.first, leadingHedges.contains(first), words.count > 2 {
      return kind(of: Array(words.dropFirst()))
    }
    let first = words.first ?? ""
    let second = words.dropFirst().first ?? ""
    switch (first, second) {
    case ("why", _), ("how", "come"): return .reason
    case ("who", _), ("whom", _): return .person
    case ("where", _): return .place
    case ("how", "much"), ("how", "many"): return .amount
    case ("how", _) where measures.contains(second): return .amount
    case ("how", "long"), ("how", "fast"), ("how", "quickly"), ("how", "quick"): return .duration
    case ("how", "often"), ("how", "frequently"), ("how", "regularly"): return .frequency
    case ("when", _): return .time
    default: break
    }
    let asksWhat = ["what", "which", "what's"].contains(first)
    // "What was her marathon time?", "what was his time in the 400m?": how long a race took;
    // "what time is class" asks for a clock time.
    if asksWhat, ["was", "were"].contains(second),
      words.last == "time" || zip(words, words.dropFirst()).contains(where: { $0 == "time" && $1 == "in" })
    {
      return .duration
    }
    // "What did Priya swim in the 400?", "what did he run at Berlin": the time a race took.
    if asksWhat, ["did", "does"].contains(second), racesIn(words) { return .duration }
    // "What is the name of his dog?", "What is her cat called?": a name.
    if asksWhat && words.contains(where: nameWords.contains) { return .person }
    if asksWhat && words.contains(where: timeNouns.contains) { return .time }
    if asksWhat && words.contains(where: amountNouns.contains) { return .amount }
    if words.contains(where: reasonNouns.contains) { return .reason }
    if asksWhat, words.count > 2, ["did", "does", "has", "have"].contains(second),
      words.dropFirst(3).contains(where: sayingVerbs.contains)
    {
      return .said
    }
    return .other
  }

  /// The noun an opening "what" or "which" asks for, the last of the words before the verb
  /// ("what instrument", "which running club", "which kind of dog"), as a stem; nil when a
  /// verb or function word follows it ("what did", "what is").
  static func category(of words: [String]) -> String? {
    guard let first = words.first, ["what", "which"].contains(first) else { return nil }
    var rest = words.dropFirst()
    if let kind = rest.first, ["kind", "kinds", "type", "types", "sort", "sorts"].contains(kind),
      rest.dropFirst().first == "of"
    {
      rest = rest.dropFirst(2)
    }
    let nouns = rest.prefix {
      $0.count > 2 && !SummaryLexicon.stopWords.contains($0) && !questionWords.contains($0)
        && !shortFunctionWords.contains($0)
    }
    return nouns.last.map(stem)
  }

  /// The tense of a question's first verb: "did", "was", "had" look back; "is", "will",
  /// "does" look ahead (a question in the present about a day asks about one to come).
  static func tense(of words: [String]) -> Tense? {
    for word in words.prefix(4) {
      if ["did", "was", "were", "had"].contains(word) { return .past }
      if ["is", "are", "will", "does", "do", "when's", "shall", "should", "can"].contains(word) { return .ahead }
    }
    return nil
  }

  /// A month, weekday, season, day of the month or year: the words a period is named with.
  static func isTimeWord(_ word: String) -> Bool {
    TimeText.month(named: word) != nil || CalendarDay.weekday(named: word) != nil
      || ["spring", "summer", "autumn", "fall", "winter"].contains(word) || TimeText.dayNumber(word) != nil
      || (word.count == 4 && Int(word) != nil)
  }

  /// A light stem: plural and verb endings and a final "e" dropped, at most six letters, so
  /// "raised" meets "raise", "knees" meets "knee" and "running" meets "runs" (a consonant the
  /// ending doubled is single again).
  static func stem(_ word: String) -> String {
    if let base = irregularPast[word] { return base }
    var word = Substring(word)
    for suffix in ["ies", "ing", "ed", "es", "s"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
      if suffix == "s" && word.hasSuffix("ss") { break }
      word = word.dropLast(suffix.count)
      if suffix == "ies" { word += "y" }
      if suffix == "ing" || suffix == "ed", let last = word.last, word.dropLast().last == last,
        !keptDoubles.contains(last)
      {
        word = word.dropLast()
      }
      break
    }
    if word.count > 3 && word.hasSuffix("e") { word = word.dropLast() }
    return String(word.prefix(6))
  }

  /// Letters whose double belongs to the word itself ("falling", "missed", "added"), and vowels.
  static let keptDoubles: Set<Character> = ["l", "s", "f", "z", "d", "a", "e", "i", "o", "u"]

  static func dropPossessive(_ word: String) -> String {
    word.hasSuffix("'s") ? String(word.dropLast(2)) : word
  }

  /// Share of the question's content words among `stems`, each word weighed by `weights`;
  /// with `related`, a word present only by a related one counts `relatedShare` of its weight
  /// (for ranking: how sure an answer is stays with the question's own words).
  func overlap(with stems: Set<String>, related: Bool = false) -> Double {
    guard !words.isEmpty else { return 0 }
    let total = words.reduce(0) { $0 + weight($1) }
    let found = words.reduce(0.0) { sum, word in
      if stems.contains(word) { return sum + weight(word) }
      guard related, let others = self.related[word], !others.isDisjoint(with: stems) else { return sum }
      // "Piano" is what "what instrument" asks for, not another word for it.
      return sum + (word == category ? 1 : Self.relatedShare) * weight(word)
    }
    return found / total
  }

  /// The shape with the words `lookup` relates to each of its words (one-word ones; a phrase's
  /// words may each mean something else), as stems.
  func relating(by lookup: (String) -> [[String]]) -> QuestionShape {
    var shape = self
    for word in written {
      let stem = Self.stem(word)
      guard words.contains(stem) else { continue }
      let others = lookup(word).compactMap { $0.count == 1 ? Self.stem($0[0]) : nil }.filter { $0 != stem }
      if !others.isEmpty { shape.related[stem, default: []].formUnion(others) }
    }
    return shape
  }

  private func weight(_ word: String) -> Double { weights[word] ?? 1 }

  /// The shape with its words weighed by how rare they are among `messages` (stems of each):
  /// in "what did we decide about the fire safety training" a trainer's messages say "training"
  /// everywhere and "fire" in a few, so "fire" should count for more (the square root of the
  /// inverse document frequency, a gentler curve than its log on a few dozen messages,
  /// normalised so the average word weighs 1).
  func weighing(by messages: [Set<String>]) -> QuestionShape {
    guard words.count > 1, messages.count > 1 else { return self }
    var shape = self
    let count = Double(messages.count)
    let raw = words.map { word in (count / (1 + Double(messages.filter { $0.contains(word) }.count))).squareRoot() }
    let mean = raw.reduce(0, +) / Double(raw.count)
    guard mean > 0 else { return self }
    shape.weights = Dictionary(zip(words, raw.map { $0 / mean }), uniquingKeysWith: { first, _ in first })
    return shape
  }

  /// Past tenses that no ending rule brings back to their verb ("led" asks about "lead").
  static let irregularPast: [String: String] = [
    "led": "lead", "paid": "pay", "ran": "run", "went": "go", "told": "tell", "said": "say", "bought": "buy",
    "brought": "bring", "taught": "teach", "thought": "think", "felt": "feel", "made": "mak", "took": "tak",
    "taken": "tak", "gave": "giv", "given": "giv", "got": "get", "came": "com", "began": "begin", "broke": "break",
    "broken": "break", "chose": "choos", "chosen": "choos", "won": "win", "lost": "los", "sent": "send",
    "spent": "spend", "met": "meet", "wrote": "writ", "written": "writ", "sold": "sell", "held": "hold",
    "kept": "keep", "left": "leav", "found": "find", "fell": "fall", "saw": "see", "seen": "see", "ate": "eat",
    "eaten": "eat",
    "hurt": "hurt", "tore": "tear", "torn": "tear", "swam": "swim", "rode": "rid", "drove": "driv", "flew": "fly",
    "died": "die", "lied": "lie", "tied": "tie",
  ]
  /// Words that may come before a question's own first word without changing what it asks.
  static let leadingHedges: Set<String> = [
    "roughly", "approximately", "approx", "about", "around", "exactly", "and", "so", "but", "also", "ok", "okay",
    "then", "just", "quick", "quickly", "sorry", "hey", "hi",
  ]
  static let shortFunctionWords: Set<String> = [
    "of", "to", "in", "on", "at", "is", "it", "be", "by", "do", "go", "if", "me", "my", "no", "or", "so", "up", "us",
    "we", "an", "am", "as", "oh", "ok", "he", "hi", "ya", "ye", "yo", "vs",
  ]
  static let nameWords: Set<String> = ["name", "named", "called", "nickname"]
  /// Nouns a "what/which" question asks a time with ("what date"; a "when" inside one starts a
  /// clause of its own: "what did he do when he moved").
  static let timeNouns: Set<String> = ["time", "date", "day", "days", "schedule", "scheduled", "deadline"]
  /// "How old", "how strong", "how far": a measure, answered by a number ("she's 7", "6.8%",
  /// "about 12 miles").
  static let measures: Set<String> = [
    "old", "strong", "far", "big", "tall", "heavy", "high", "deep", "wide", "large", "hot", "cold", "expensive",
    "cheap", "steep",
  ]
  static let amountNouns: Set<String> = [
    "price", "cost", "costs", "fee", "fees", "rate", "amount", "total", "budget", "weight", "score", "number",
  ]
  /// Words of a question about someone's work.
  static let occupationWords: Set<String> = ["job", "jobs", "occupation", "profession", "career", "role"]

  static let moneyWords: Set<String> = [
    "price", "prices", "cost", "costs", "fee", "fees", "pay", "paid", "charge", "charged", "raise", "raised", "earn",
    "earned", "spend", "spent", "owe", "owed", "budget", "invoice", "rate", "money", "donate", "donated",
  ]
  static let reasonNouns: Set<String> = ["reason", "cause", "caused", "because"]
  static let sayingVerbs: Set<String> = [
    "say", "said", "mention", "mentioned", "tell", "told", "think", "thought", "write", "wrote", "report",
    "reported", "share", "shared",
  ]
  static let outcomeWords: Set<String> = [
    "now", "currently", "settle", "settled", "decide", "decided", "decision", "end", "ended", "final", "finally",
    "agree", "agreed", "choose", "chose", "chosen", "hire", "hired", "pick", "picked", "outcome", "result",
  ]
  static let questionWords: Set<String> = [
    "what", "when", "where", "which", "who", "whom", "whose", "why", "how", "did", "does", "was", "were", "are",
    "the", "and", "for", "about", "say", "said", "tell", "his", "her", "their", "our", "she", "they", "now", "with",
    "has", "have", "had", "can", "could", "would", "should", "will", "that", "this", "there", "from", "end", "any",
    "what's", "who's", "when's", "again", "currently", "doing", "happen", "happened", "settle", "settled", "decide",
    "decided", "time", "day", "days", "date", "much", "many", "long", "finally", "eventually", "ultimately",
    "name", "named", "called",
  ]
}

extension Array where Element == String {
  func uniquedStrings() -> [String] {
    var seen = Set<String>()
    return filter { seen.insert($0).inserted }
  }
}
