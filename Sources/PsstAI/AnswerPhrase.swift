/// The short answer to a question asking for a thing, a person or a place ("what did she
/// start", "who did we hire", "where did they go"): the phrase of a message that fills the
/// question's gap, found with English word order and function words and the store's own
/// names, never a list of answers. Nil unless one phrase plainly fills it: a wrong short
/// answer is worse than the quotes alone.
enum AnswerPhrase {
  /// What a "what" question leaves open: the object of its verb ("what did she make" →
  /// what follows "made"), found after the verb or a verb of the same meaning.
  struct Gap: Equatable {
    /// Verb phrases whose object is the answer, each a verb and the words after it ("sign up
    /// for"); `gerund` in place of a word asks for an "-ing" word there, which starts the object
    /// ("go bouldering" answers "what did he do").
    let verbs: [[String]]
    /// The question's own noun after "what" ("job" in "what job did he get"): an object that
    /// only says it again answers nothing.
    let noun: Set<String>
    static let gerund = "+ing"

    /// Whether `phrase` is only the question's own noun said again ("the job" for "what job").
    func isNamedAgain(by phrase: String) -> Bool {
      let words = Clause(phrase).tokens.map(\.word).filter { !AnswerPhrase.determiners.contains($0) }
      return !noun.isEmpty && !words.isEmpty && words.allSatisfy { noun.contains(AnswerPhrase.singular($0)) }
    }

    /// In "what did he buy the twins", the verb before the person or thing it is done for,
    /// which a determiner or a pronoun starts ("buy", not "twins"); nil when no word after the
    /// subject starts one ("what did her physio recommend").
    static func verbBeforeObject(in words: [Token], directory: Directory) -> Token? {
      for index in words.indices.dropFirst()
      where AnswerPhrase.determiners.contains(words[index].word)
        || AnswerPhrase.objectPronouns.contains(words[index].word)
      {
        if mayBeVerb(words[index - 1], directory: directory) { return words[index - 1] }
      }
      return nil
    }

    /// A word that may be a question's verb: not a name, a function word or a number.
    static func mayBeVerb(_ token: Token, directory: Directory) -> Bool {
      !token.isName(in: directory) && !AnswerPhrase.functionWords.contains(token.word)
        && token.word.first?.isNumber != true
    }

    /// Whether the verb says little by itself ("do", "have", "get"): an object after it is
    /// everywhere, so it shows an answer only where other words already do.
    var isLight: Bool { verbs.contains { AnswerPhrase.lightVerbs.contains(AnswerPhrase.verbStem($0[0])) } }

    /// The gap of a "what/which … did/is SUBJECT VERB …?" question; nil for any other shape
    /// (no verb after the subject, a verb of being with no participle).
    init?(_ question: String, directory: Directory) {
      let tokens = Clause(question).tokens
      guard let what = tokens.prefix(3).firstIndex(where: { ["what", "which", "what's"].contains($0.word) }) else {
        return nil
      }
      var index = what + 1
      var being = tokens[what].word == "what's"
      if !being {
        while index < tokens.count && !AnswerPhrase.auxiliaries.contains(tokens[index].word) { index += 1 }
        guard index < tokens.count, index - what <= 4 else { return nil }
        noun = Set(tokens[(what + 1)..<index].map { AnswerPhrase.singular($0.word) })
        being = AnswerPhrase.being.contains(tokens[index].word)
        index += 1
      } else {
        noun = []
      }
      let rest = AnswerPhrase.droppingCatenatives(Array(tokens[index...]))
      let split = rest.firstIndex { AnswerPhrase.prepositions.contains($0.word) } ?? rest.count
      // A preposition left at the end belongs to the verb ("sign up for?"); one with words
      // after it starts an adjunct ("do on 12 August").
      let particles =
        rest[split...].allSatisfy { AnswerPhrase.prepositions.contains($0.word) }
        ? rest[split...].map(\.word) : []
      let words = Array(rest[..<split])
      guard
        let verb =
          (Self.verbBeforeObject(in: words, directory: directory)
          ?? words.last(where: { Self.mayBeVerb($0, directory: directory) }))?.word
      else { return nil }
      // "What is he learning" asks for the object of "learning"; "what is her goal" has no verb.
      guard !being || verb.hasSuffix("ing") || verb.hasSuffix("ed") || QuestionShape.irregularPast[verb] != nil
      else { return nil }
      let asked = [verb] + particles
      let stem = AnswerPhrase.verbStem(verb)
      let alike = AnswerPhrase.sameMeaning.first { group in
        group.contains {
          $0.count == asked.count && AnswerPhrase.verbStem($0[0]) == stem && $0.dropFirst() == asked.dropFirst()
        }
      }
      verbs = alike ?? [asked]
    }
  }

  /// The phrase of `text` that fills `gap`: the object after the first verb of the same
  /// meaning, up to where it plainly ends (a preposition, a conjunction, a time word,
  /// punctuation), a place after it kept ("a hike up Snowdon").
  static func object(of gap: Gap, in text: String) -> String? {
    for clause in statements(text) {
      let tokens = clause.tokens
      for start in tokens.indices {
        for verb in gap.verbs {
          guard let object = matches(verb, tokens, at: start), let phrase = nounPhrase(tokens, from: object) else {
            continue
          }
          guard gap.isNamedAgain(by: phrase) else { return phrase }
          if let qualified = qualified(phrase, tokens, after: object) { return qualified }
        }
      }
    }
    return nil
  }

  /// "Job at the bakery" for "what job did he get": the object with the place or thing named
  /// right after it, when the object alone only repeats the question's noun.
  static func qualified(_ phrase: String, _ tokens: [Token], after object: Int) -> String? {
    let window = object..<min(tokens.count - 1, object + 4)
    guard let preposition = window.first(where: { places.contains(tokens[$0].word) }),
      !window[..<preposition].contains(where: { tokens[$0].breaksAfter }),
      let rest = nounPhrase(tokens, from: preposition + 1)
    else { return nil }
    let determiner = determiners.contains(tokens[preposition + 1].word) ? tokens[preposition + 1].written + " " : ""
    // nounPhrase capitalises its first word for a phrase on its own; inside this one it is as written.
    let written = tokens[(preposition + 1)...].first { !determiners.contains($0.word) }?.written ?? ""
    let restText = written.first?.isLowercase == true ? rest.prefix(1).lowercased() + rest.dropFirst() : rest
    return "\(phrase) \(tokens[preposition].written) \(determiner)\(restText)"
  }

  /// "jobs" → "job": enough to see a question's noun said again.
  static func singular(_ word: String) -> String {
    word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
  }

  /// The clauses of `text` that state something: a question, however close its words, does
  /// not answer one.
  static func statements(_ text: String) -> [Clause] {
    Text.clauses(text).filter { !AnswerCandidates.isAsking($0) }.map(Clause.init)
  }

  /// Where the object of `verb` starts when `tokens` say it at `start`; never at a verb's
  /// plain form starting a clause, which asks for something to be done ("give her the
  /// link"), not what was.
  static func matches(_ verb: [String], _ tokens: [Token], at start: Int) -> Int? {
    guard start + verb.count <= tokens.count, verbStem(tokens[start].word) == verbStem(verb[0]) else { return nil }
    if start == 0 && tokens[start].word == verb[0] && QuestionShape.irregularPast[verb[0]] == nil { return nil }
    for (offset, word) in verb.enumerated().dropFirst() {
      let token = tokens[start + offset]
      if tokens[start + offset - 1].breaksAfter { return nil }
      if word == Gap.gerund {
        guard token.word.hasSuffix("ing"), token.word.count > 4 else { return nil }
        return start + offset
      }
      guard token.word == word else { return nil }
    }
    guard !tokens[start + verb.count - 1].breaksAfter else { return nil }
    return start + verb.count
  }

  /// The noun phrase starting at `start`: an indirect object skipped ("gave me the book"),
  /// ending at the first word that plainly is not part of it; nil when it does not plainly
  /// end within a few words or says nothing ("it", "well", "to go").
  static func nounPhrase(_ tokens: [Token], from start: Int) -> String? {
    var index = start
    while index < tokens.count && leadingAdverbs.contains(tokens[index].word) && !tokens[index].breaksAfter {
      index += 1
    }
    if index + 1 < tokens.count, objectPronouns.contains(tokens[index].word), !tokens[index].breaksAfter,
      tokens[index + 1].startsNounPhrase
    {
      index += 1
    }
    guard index < tokens.count, !notAnObject.contains(tokens[index].word) else { return nil }
    var phrase: [Token] = []
    var ended = false
    while index < tokens.count {
      let token = tokens[index]
      let word = token.word
      if !token.isWord || (!phrase.isEmpty && endsPhrase(word)) {
        ended = true
        break
      }
      // "A set of four mugs": "of" carries the phrase on.
      if word == "of" && (phrase.isEmpty || token.breaksAfter) {
        ended = true
        break
      }
      guard phrase.count < maxWords else { return nil }
      phrase.append(token)
      index += 1
      if token.breaksAfter {
        ended = true
        break
      }
    }
    guard ended || index == tokens.count else { return nil }
    // A place after the thing is part of the answer ("a sunrise hike up Snowdon").
    if index + 1 < tokens.count, places.contains(tokens[index].word), !tokens[index].breaksAfter {
      let place = capitalisedRun(tokens, from: index + 1)
      if !place.isEmpty { phrase += [tokens[index]] + place }
    }
    let meant = phrase.drop { determiners.contains($0.written) }
    guard let head = meant.last, meant.count > 1 || !vague.contains(head.word),
      meant.contains(where: { !functionWords.contains($0.word) && !prepositions.contains($0.word) })
    else { return nil }
    return capitalised(meant.map(\.written).joined(separator: " "))
  }

  /// The one person `text` names, for "who": a person of the store or a capitalised word
  /// inside a sentence (or starting one, when `names` has it), not the owner, the writer,
  /// the question's own words or a place ("in Izmir"); nil when it names none or several,
  /// unless one sentence that shares the question's words names exactly one.
  static func person(
    in text: String, asked: QuestionShape, sender: String, directory: Directory, names: Set<String>,
    places: Set<String> = []
  ) -> String? {
    // "Ros can't take me that day" names who did not.
    let clauses = statements(text).filter { clause in !clause.tokens.contains { Self.negations.contains($0.word) } }
    let each = clauses.map {
      people(in: $0, asked: asked, sender: sender, directory: directory, names: names, places: places)
    }
    let all = each.flatMap { $0 }.uniquedStrings()
    if all.count == 1 { return all[0] }
    // "Course, I'll drive you" for "who drove him": the writer, who names no one.
    if all.isEmpty && AnswerCues.writerDoes(Text.normalisedWords(text), asked: asked) {
      return directory.displayName(sender)
    }
    let sharing = zip(clauses, each).filter { $0.1.uniquedStrings().count == 1 }
      .map { (clause: $0.0, name: $0.1[0], near: asked.overlap(with: AnswerComposer.stems($0.0.text))) }
      .filter { $0.near > 0 }
    guard let best = sharing.max(by: { $0.near < $1.near }),
      sharing.filter({ $0.near == best.near && $0.name != best.name }).isEmpty
    else { return nil }
    return best.name
  }

  /// Words for a people or its language, capitalised but no one's name ("a proper Spanish wedding").
  static let peoplesWords: Set<String> = [
    "english", "british", "scottish", "welsh", "irish", "american", "canadian", "australian", "french", "german",
    "dutch", "spanish", "portuguese", "italian", "greek", "turkish", "polish", "swedish", "danish", "norwegian",
    "finnish", "russian", "ukrainian", "chinese", "japanese", "korean", "indian", "brazilian", "mexican", "arabic",
    "european", "african", "asian", "latin",
  ]

  /// Words that deny what their clause says of the person it names ("no" is left out: "No,
  /// Priya took him" says who did).
  static let negations: Set<String> = [
    "not", "never", "can't", "cant", "cannot", "couldn't", "won't", "wont", "didn't", "didnt", "isn't", "wasn't",
    "doesn't", "don't", "wouldn't",
  ]

  /// The people one clause names, each by the store's name for them when it knows them.
  static func people(
    in clause: Clause, asked: QuestionShape, sender: String, directory: Directory, names: Set<String>,
    places: Set<String> = []
  ) -> [String] {
    let tokens = clause.tokens
    var found: [String] = []
    var index = 0
    while index < tokens.count {
      var run = capitalisedRun(tokens, from: index)
      guard !run.isEmpty else {
        index += 1
        continue
      }
      // A clause's capitalised first word may be any word ("Either Ola Bello or…"): the name
      // starts after it unless it is one.
      if index == 0, run.count > 1, directory.aliases[run[0].bare] == nil, !names.contains(run[0].bare) {
        index += 1
        run.removeFirst()
      }
      defer { index += run.count }
      let first = run[0]
      let ids = directory.aliases[first.bare] ?? []
      let known = ids.filter { $0 != directory.owner }
      if !ids.isEmpty && known.isEmpty { continue }
      if known.contains(sender) || known.contains(where: asked.people.contains) { continue }
      if run.contains(where: { asked.written.contains($0.bare) }) { continue }
      if index > 0, settingPrepositions.contains(tokens[index - 1].word), known.isEmpty { continue }
      if known.isEmpty && (places.contains(first.bare) || Self.peoplesWords.contains(first.bare)) { continue }
      if index == 0 && known.isEmpty && !names.contains(first.bare) { continue }
      if isAddressed(run, in: tokens, at: index) { continue }
      found.append(known.count == 1 ? directory.displayName(known[0]) : run.map(\.bareWritten).joined(separator: " "))
    }
    return found
  }

  /// Whether a name is the one written to, not one written of: first in its clause before a
  /// comma or "I", "you", "we" ("Ola, could you…", "Ola, this is great", "Ola I'd like
  /// you to lead"), or last after a comma ("thanks, Ola").
  static func isAddressed(_ run: [Token], in tokens: [Token], at index: Int) -> Bool {
    let end = index + run.count
    if index == 0 {
      if run[run.count - 1].breaksAfter { return true }
      if end < tokens.count, addressing.contains(tokens[end].word) || tokens[end].word.hasPrefix("i'") { return true }
    }
    return end == tokens.count && index > 0 && tokens[index - 1].breaksAfter
  }

  static let addressing: Set<String> = ["i", "you", "we", "you're", "you've", "you'll"]

  /// The one place `text` names for "where": a name after a preposition of place ("at
  /// Ostra", "up Snowdon", "in Japan", "from porto"; see `placeRun`), not a person of the
  /// store, a day or a word of the question; nil when it names none or several.
  static func place(in text: String, asked: QuestionShape, directory: Directory) -> String? {
    var found: [String] = []
    for clause in statements(text) {
      let tokens = clause.tokens
      for index in tokens.indices.dropLast() where places.contains(tokens[index].word) && !tokens[index].breaksAfter {
        let run = placeRun(tokens, after: index)
        guard let first = run.first, directory.aliases[first.bare] == nil,
          !run.contains(where: { asked.written.contains($0.bare) })
        else { continue }
        found.append(run.map(\.bareWritten).joined(separator: " "))
      }
    }
    let distinct = found.uniquedStrings()
    return distinct.count == 1 ? distinct[0] : nil
  }

  /// The place named after the preposition of place at `preposition`: a capitalised name
  /// ("at Ostra", "in Lake Como") or, as many people write names in lower case, a
  /// lower-case one: a noun phrase that ends in a kind of place ("at the community studio",
  /// "in the library") or, after a preposition that does not also start a verb ("to go") or a
  /// day ("on monday"), one or two words no list of everyday words holds ("from porto", "near
  /// ludlow", "in the azores"). Empty when nothing there names a place.
  static func placeRun(_ tokens: [Token], after preposition: Int) -> [Token] {
    let start = preposition + 1
    let named = capitalisedRun(tokens, from: start)
    guard named.isEmpty, start < tokens.count else { return named }
    var index = start
    let determined = determiners.contains(tokens[index].word)
    if determined && !tokens[index].breaksAfter { index += 1 }
    var run: [Token] = []
    while index < tokens.count, run.count < maxPlaceWords, isPlaceWord(tokens[index]) {
      run.append(tokens[index])
      if tokens[index].breaksAfter { break }
      index += 1
    }
    guard let head = run.last else { return [] }
    if placeNouns.contains(singular(head.word)) { return run }
    let bare = !determined || tokens[start].word == "the"
    guard bare, run.count <= 2, namingPrepositions.contains(tokens[preposition].word),
      run.allSatisfy({ !everydayWords.contains($0.word) && $0.word.count > 2 && !$0.word.hasSuffix("ing") })
    else { return [] }
    return run
  }

  /// A word that may be part of a place's name or kind: not a function word, a number, a
  /// day, a month or a word that ends a phrase.
  static func isPlaceWord(_ token: Token) -> Bool {
    token.isWord && token.word.first?.isNumber != true && !phraseEnds.contains(token.word)
      && !prepositions.contains(token.word) && !functionWords.contains(token.word)
      && !SummaryLexicon.stopWords.contains(token.word) && !AnswerCues.weekdays.contains(token.word)
      && !AnswerCues.months.contains(token.word) && !AnswerCues.relativeDays.contains(token.word)
  }

  /// The most words of a lower-case place's name.
  static let maxPlaceWords = 3

  /// Prepositions before a place's own name written in lower case: "to", "on" and "up" start
  /// verbs and days as often ("to go", "on monday", "up early").
  static let namingPrepositions: Set<String> = ["at", "in", "near", "from", "into", "via"]

  /// Kinds of place: a noun phrase ending in one names where something is.
  static let placeNouns: Set<String> = [
    "studio", "library", "gym", "park", "cafe", "café", "pub", "bar", "restaurant", "hall", "centre", "center",
    "church", "school", "college", "university", "uni", "clinic", "hospital", "surgery", "hotel", "beach", "lake",
    "reservoir", "river", "village", "town", "city", "museum", "gallery", "market", "shop", "store", "club", "pool",
    "lane", "road", "street", "avenue", "square", "barn", "cabin", "cottage", "farm", "garden", "office", "station",
    "airport", "theatre", "theater", "cinema", "stadium", "track", "field", "forest", "wood", "woods", "mountain",
    "hill", "island", "coast", "campsite", "venue", "chapel", "arena", "bakery", "rescue", "shelter",
  ]

  /// Words after "in", "at" or "from" that are everyday things or states, not a place's name.
  static let everydayWords: Set<String> = [
    "bed", "work", "home", "time", "mind", "love", "fact", "general", "total", "case", "front", "touch", "pain",
    "trouble", "advance", "person", "public", "private", "particular", "life", "rain", "tears", "bits", "pieces",
    "charge", "shape", "half", "place", "order", "hand", "hands", "future", "past", "meantime", "theory", "bulk",
    "class", "session", "sessions", "there", "here", "lunch", "dinner", "breakfast", "traffic", "stock", "style",
    "mood", "line", "queue", "return", "common", "full", "detail", "months", "weeks", "days", "years", "hours",
    "minutes", "seconds", "ages", "kind", "sort", "way", "ways", "mess", "rice", "water", "shock", "heaven", "hell",
    "agony",
    // Times, not places: "at weekends", "at night", "in the end".
    "weekends", "night", "nights", "midnight", "noon", "christmas", "easter", "end", "start", "beginning", "middle",
    "moment", "least", "first", "last", "once",
  ]

  /// Words written with a capital from `start` on, together: "Lake Como", "Ola Bello"; not
  /// "I", a weekday or a month, and not a word in capitals ("NEW PB"), which shouts.
  static func capitalisedRun(_ tokens: [Token], from start: Int) -> [Token] {
    var run: [Token] = []
    var index = start
    while index < tokens.count, tokens[index].isCapitalised {
      run.append(tokens[index])
      if tokens[index].breaksAfter { break }
      index += 1
    }
    return run
  }

  static func capitalised(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// A verb's form reduced to what its other forms share: "made" and "making" to "mak",
  /// "getting" to "get".
  static func verbStem(_ word: String) -> String {
    if let base = verbForms[word] { return base }
    let stem = QuestionShape.stem(word)
    let letters = Array(stem)
    if word.hasSuffix("ing") || word.hasSuffix("ed"), letters.count > 2,
      letters[letters.count - 1] == letters[letters.count - 2],
      !"lsaeiou".contains(letters[letters.count - 1])
    {
      return String(stem.dropLast())
    }
    return stem
  }

  /// The question's words with "used to", "going to", "end up" taken out, so the verb they
  /// lead to is the question's verb.
  static func droppingCatenatives(_ tokens: [Token]) -> [Token] {
    var out: [Token] = []
    var index = 0
    while index < tokens.count {
      if index + 1 < tokens.count, catenatives.contains(tokens[index].word),
        ["to", "up"].contains(tokens[index + 1].word), index + 2 < tokens.count,
        !prepositions.contains(tokens[index + 2].word)
      {
        index += 2
        continue
      }
      out.append(tokens[index])
      index += 1
    }
    return out
  }

  static func endsPhrase(_ word: String) -> Bool {
    (prepositions.contains(word) && word != "of") || phraseEnds.contains(word) || auxiliaries.contains(word)
      || AnswerCues.weekdays.contains(word) || AnswerCues.months.contains(word) || isContraction(word)
  }

  /// "I'm", "it's", "we'll": a new subject and verb, where "Ola's bike" is a possessive.
  static func isContraction(_ word: String) -> Bool {
    guard let apostrophe = word.firstIndex(of: "'") else { return false }
    return contracted.contains(String(word[..<apostrophe])) || word.hasSuffix("n't")
  }

  static let contracted: Set<String> = [
    "i", "we", "you", "they", "he", "she", "it", "that", "there", "who", "what", "here", "let",
  ]

  static let lightVerbs: Set<String> = ["do", "hav", "get", "go", "tak", "put", "keep"]

  /// The most words an object may have: longer, its end is a guess.
  static let maxWords = 6

  static let auxiliaries: Set<String> = [
    "did", "do", "does", "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "should",
    "shall", "am", "be", "been",
  ]
  static let being: Set<String> = ["is", "are", "was", "were", "am", "be", "been"]
  static let catenatives: Set<String> = [
    "used", "going", "want", "wants", "wanted", "need", "needs", "needed", "have", "has", "had", "plan", "plans",
    "planned", "planning", "try", "tried", "trying", "end", "ended", "decide", "decided", "hope", "hoped", "like",
    "love", "get", "got",
  ]
  static let prepositions: Set<String> = [
    "in", "on", "at", "to", "for", "with", "from", "by", "about", "after", "before", "during", "until", "till",
    "since", "into", "onto", "over", "under", "up", "down", "off", "out", "around", "through", "near", "via",
    "without", "instead", "like", "than", "across", "along", "behind", "between", "towards", "toward", "as", "of",
    "per", "against", "inside", "outside", "rather",
  ]
  /// Prepositions before a place.
  static let places: Set<String> = [
    "at", "in", "to", "up", "near", "into", "from", "around", "round", "inside", "on", "via",
  ]
  /// Prepositions before a place rather than a person, for "who".
  static let settingPrepositions: Set<String> = ["at", "in", "near", "into", "inside", "around"]
  static let phraseEnds: Set<String> = [
    "and", "or", "but", "so", "because", "cos", "if", "when", "while", "then", "though", "although", "that", "which",
    "who", "where", "whether", "once", "unless", "plus", "today", "yesterday", "tomorrow", "tonight", "last", "next",
    "this", "every", "each", "now", "later", "soon", "again", "already", "yet", "ago", "recently", "earlier",
    "weekend", "i", "we", "he", "she", "they", "you", "it", "lol", "haha", "too", "either", "anyway", "honestly",
    "tbh", "btw", "instead", "though", "not", "never", "just", "really", "also",
  ]
  static let determiners: Set<String> = [
    "a", "an", "the", "some", "my", "your", "his", "her", "our", "their", "its", "this", "that", "these", "those",
    "any",
  ]
  static let objectPronouns: Set<String> = ["me", "him", "her", "us", "them", "you"]
  /// Words that cannot start an answer's object: a pronoun, an infinitive, a manner.
  static let notAnObject: Set<String> = [
    "to", "not", "it", "that", "them", "him", "me", "you", "us", "something", "anything", "nothing", "everything",
    "so", "too", "well", "fine", "good", "great", "ok", "okay", "better", "worse", "badly", "alright", "there", "here",
    "back", "i", "we", "he", "she", "they", "what", "how", "n't", "nothing", "sure", "much", "more", "lots", "loads",
    "anyway", "again", "yet",
  ]
  static let leadingAdverbs: Set<String> = [
    "just", "finally", "also", "actually", "really", "already", "even", "eventually", "probably", "definitely",
  ]
  /// Heads too vague to answer alone.
  static let vague: Set<String> = ["one", "ones", "bit", "lot", "thing", "things", "stuff", "way", "time", "all"]
  static let functionWords: Set<String> = determiners.union(objectPronouns).union([
    "i", "we", "he", "she", "they", "it", "not", "n't", "never", "and", "or", "of", "really", "ever", "still",
  ])
  /// Forms no ending rule brings back to their verb.
  static let verbForms: [String: String] = [
    "did": "do", "does": "do", "done": "do", "doing": "do", "goes": "go", "gone": "go", "went": "go", "has": "hav",
    "had": "hav", "having": "hav", "made": "mak",
  ]
  /// Verbs said instead of the question's: its object answers the question as well ("we went
  /// with the blue one" for "what did they choose").
  static let sameMeaning: [[[String]]] = [
    [["do"], ["go", Gap.gerund], ["play"], ["try"]],
    [["start"], ["begin"], ["take", "up"], ["pick", "up"], ["try"], ["join"]],
    [["take", "up"], ["start"], ["begin"], ["pick", "up"]],
    [["buy"], ["get"], ["order"], ["pick", "up"], ["grab"]],
    [
      ["choose"], ["pick"], ["go", "with"], ["go", "for"], ["opt", "for"], ["settle", "on"], ["decide", "on"],
      ["choose", "on"],
    ],
    [["sign", "up", "for"], ["sign", "up", "to"], ["enter"], ["register", "for"], ["book"], ["join"]],
    [["make"], ["bake"], ["cook"], ["build"]],
    [["hurt"], ["injure"], ["sprain"], ["twist"], ["break"], ["pull"], ["strain"], ["tweak"], ["tear"]],
    [["learn"], ["study"], ["practise"], ["practice"]],
    [["watch"], ["see"]],
    [["visit"], ["see"], ["go", "to"]],
    [["read"], ["finish"]],
    [["win"], ["get"]],
    [["adopt"], ["get"]],
  ]

  /// A clause's words as written, each knowing whether punctuation follows it.
  struct Clause {
    let text: String
    let tokens: [Token]

    init(_ text: String) {
      self.text = text
      var tokens: [Token] = []
      for raw in text.split(whereSeparator: \.isWhitespace) {
        let written = raw.trimmingCharacters(in: Self.edges)
        if raw.first == "(", let last = tokens.indices.last { tokens[last].breaksAfter = true }
        if written.isEmpty
          || written.unicodeScalars.allSatisfy({ !$0.properties.isAlphabetic && $0.properties.numericType == nil })
        {
          if let last = tokens.indices.last { tokens[last].breaksAfter = true }
          if !written.isEmpty { tokens.append(Token(written: written, breaksAfter: true)) }
          continue
        }
        let trailing = raw.reversed().prefix { Self.edges.contains($0) }
        tokens.append(Token(written: written, breaksAfter: trailing.contains(where: { ",.!?;:…)".contains($0) })))
      }
      self.tokens = tokens
    }

    static let edges = ",.!?;:()\"'“”‘’…*"
  }

  struct Token {
    let written: String
    /// Lower case, typographic apostrophes made plain.
    let word: String
    var breaksAfter: Bool

    init(written: String, breaksAfter: Bool) {
      self.written = written
      word = Text.normalise(written)
      self.breaksAfter = breaksAfter
    }

    /// Letters or digits, not an emoji or a sign.
    var isWord: Bool { word.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil } }
    /// Without a possessive: "Ola's" is Ola.
    var bareWritten: String {
      written.hasSuffix("'s") || written.hasSuffix("’s") ? String(written.dropLast(2)) : written
    }
    var bare: String { QuestionShape.dropPossessive(word) }

    /// A word written with a capital and lower-case letters after it, not "I", a day or a month.
    var isCapitalised: Bool {
      let scalars = Array(written.unicodeScalars)
      guard scalars.count > 1, scalars[0].properties.isUppercase, scalars[1].properties.isLowercase else {
        return false
      }
      return !AnswerCues.weekdays.contains(bare) && !AnswerCues.months.contains(bare) && !word.hasPrefix("i'")
    }

    /// A determiner, a number or a capital: the start of a thing named after a pronoun.
    var startsNounPhrase: Bool {
      AnswerPhrase.determiners.contains(word) || word.first?.isNumber == true || isCapitalised
    }

    func isName(in directory: Directory) -> Bool { directory.aliases[bare] != nil || isCapitalised }
  }
}
