/// One message that may answer a question, with how it was scored.
struct AnswerCandidate {
  let message: ConversationMessage
  /// Stems of the message's content words.
  let stems: Set<String>
  /// Relevance to the question: its own words and retrieval rank, or what it inherits from a
  /// matching message near it in its chat.
  var relevance = 0.0
  /// The matching message it inherits its relevance from, if not its own.
  var anchor: String?
  /// It is in the group chat the question names by its name.
  var inGroup = false
  /// It names one of the alternatives an earlier message put ("orca or zone3" … "going w the
  /// blue one. zone3"): the choice made.
  var chooses = false
  /// A later message chose one of the alternatives it put: it only asked.
  var choiceFollows = false
  /// It changed the day an earlier message on the question's topic named ("now it is 28
  /// April"): it answers "when" as fully as that one did (see `changedDays`).
  var changesDay = false
  var score = 0.0
}

/// Scores the retrieved messages and their neighbours for a question (see `AnswerComposer`).
struct AnswerCandidates {
  let asked: QuestionShape
  let directory: Directory
  /// Retrieval rank of each retrieved message.
  let ranks: [String: Int]
  /// Candidates of each chat, in time order.
  var chats: [[AnswerCandidate]]
  /// Names written inside sentences anywhere among the candidates (see `AnswerCues.person`).
  let names: Set<String>
  /// Capitalised words the candidates use as places (see `AnswerCues.places`): no answer to "who".
  let places: Set<String>
  /// The question's words as written, lower case: a name among them is not the answer to "who".
  let questionWords: Set<String>
  /// The stems of the name of the group chat the question names (none without one): what each
  /// of its messages is about, though it does not say so.
  let groupStems: Set<String>

  /// How far a matching message lends its relevance: to the messages after it (replies, the
  /// message that settles it) and, less, to the ones just before (what it reacts to).
  static let followers = 12
  static let followerWindow: Int64 = 21 * 86_400_000
  static let leaders = 2
  static let leaderWindow: Int64 = 12 * 3_600_000

  /// `group`: a group chat the question names by its name, whose messages all count its
  /// name's words as their own ("the lunchtime circuit" is what its chat talks about).
  init(
    _ asked: QuestionShape, retrieved: [ConversationMessage], context: [ConversationMessage], directory: Directory,
    group: (chat: String, name: String)? = nil
  ) {
    self.directory = directory
    var ranks: [String: Int] = [:]
    for (rank, message) in retrieved.enumerated() where ranks[message.id] == nil { ranks[message.id] = rank }
    self.ranks = ranks
    var seen = Set<String>()
    var byChat: [String: [AnswerCandidate]] = [:]
    var everyStems: [Set<String>] = []
    let topic = group.map { Self.stems(of: $0.name) } ?? []
    for message in retrieved + context where seen.insert(message.id).inserted {
      let stems = Self.stems(of: message.text)
      everyStems.append(stems)
      byChat[message.chat, default: []].append(
        AnswerCandidate(message: message, stems: stems, inGroup: message.chat == group?.chat))
    }
    self.asked = asked.weighing(by: everyStems)
    groupStems = topic
    names = asked.kind == .person ? AnswerCues.names(in: (retrieved + context).map(\.text)) : []
    places = asked.kind == .person ? AnswerCues.places(in: (retrieved + context).map(\.text)) : []
    questionWords = asked.written
    chats = byChat.values.map { $0.sorted { ($0.message.time, $0.message.id) < ($1.message.time, $1.message.id) } }
  }

  /// The stems of a text's words, possessives dropped.
  static func stems(of text: String) -> Set<String> {
    Set(Text.normalisedWords(text).map { QuestionShape.stem(QuestionShape.dropPossessive($0)) })
  }

  /// Every candidate, best answer first.
  func ranked() -> [AnswerCandidate] {
    var all: [AnswerCandidate] = []
    for chat in chats { all += scored(relate(chat)) }
    if let first = all.map(\.message.time).min(), let last = all.map(\.message.time).max(), last > first {
      // Plans change: of two equally good answers the newer one more likely still holds, the
      // more so when the question asks how things stand "now".
      let weight = asked.wantsLatest ? 0.3 : 0.15
      for index in all.indices {
        all[index].score *= 1 + weight * Double(all[index].message.time - first) / Double(last - first)
      }
    }
    return all.sorted { $0.score != $1.score ? $0.score > $1.score : $0.message.time > $1.message.time }
  }

  /// A message's own relevance: the share of the question's words in it, and a little for
  /// retrieval's rank (which also weighs meaning and synonyms).
  func ownRelevance(_ candidate: AnswerCandidate, with topic: Set<String> = []) -> Double {
    let retrieval = ranks[candidate.message.id].map { 1 / Double($0 + 2) } ?? 0
    let own =
      asked.overlap(with: topic.isEmpty ? candidate.stems : candidate.stems.union(topic), related: true) + retrieval
    // "What was her marathon time?": her own stopwatch time is relevant whatever its words.
    let timed =
      asked.asksElapsedTime && asked.people.contains(candidate.message.sender)
      && AnswerComposer.statesStopwatchTime(candidate.message)
    return timed ? max(own, Self.timedRelevance) : own
  }

  /// The relevance of a stopwatch time by the person asked how long something took.
  static let timedRelevance = 1.0

  /// How sure the messages answer the question at all, from 0 to about 1: the weighed share
  /// of the question's words in the answer, or (less) in the message it inherits from, cut
  /// below the threshold when the answer is not by, with or about the people the question
  /// names (an answer about someone else is no answer, however well its words match). The weights make
  /// a rare word missing (the "flights" of "how much were her flights") cost most.
  /// The person asked about stating the kind of thing asked in their own words, on some of
  /// its topic ("had my new hip done last Monday" for "when was her hip replaced"), counts as
  /// sure as the threshold.
  func confidence(_ answer: AnswerCandidate, anchor: AnswerCandidate?) -> Double {
    let own = asked.overlap(with: answer.inGroup ? answer.stems.union(groupStems) : answer.stems)
    // A choice answers what the alternatives it picks from were about as fully as they do.
    let lent =
      anchor.map { (answer.chooses || answer.changesDay ? 1 : Self.anchorShare) * asked.overlap(with: $0.stems) } ?? 0
    let about = personFactor(answer.message, words: Text.normalisedWords(answer.message.text)) >= 1 ? 1 : 0.35
    let stated = Self.statements(answer.message.text)
    let states =
      asked.people.contains(answer.message.sender) && own >= Self.answers / 2
      && (asked.tense.flatMap { Self.agrees($0, stated, sent: answer.message.time) }
        ?? (AnswerCues.strength(
          asked.kind, asksMoney: asked.asksMoney, asksAge: asked.asksAge, text: stated,
          words: Text.normalisedWords(stated),
          directory: directory) >= 1))
    return max(own, lent, states || timesTheTopic(answer) ? Self.answers : 0) * about
      * (namesAny(answer, anchor) ? 1 : 0.35)
  }

  /// For "what was her marathon time": her own stopwatch time, in a chat whose messages of the
  /// three weeks around it speak of what the question names (before: the race ahead; after:
  /// "legs still sore from the marathon"). The time alone never says what it timed.
  func timesTheTopic(_ answer: AnswerCandidate) -> Bool {
    let message = answer.message
    guard asked.asksElapsedTime, asked.people.contains(message.sender), AnswerComposer.statesStopwatchTime(message)
    else { return false }
    return chats.contains { chat in
      chat.contains { near in
        near.message.chat == message.chat && abs(message.time - near.message.time) <= Self.followerWindow
          && asked.overlap(with: near.stems) >= Self.answers
      }
    }
  }

  /// For a question asking a name ("what is his dog called"), whether the answer or the
  /// message it follows names anyone or anything: a name, or a word after "called" or
  /// "named" (a name written in lower case). A message that only shares the question's words
  /// ("you should get a dog") does not answer it. True for any other question.
  func namesAny(_ answer: AnswerCandidate, _ anchor: AnswerCandidate?) -> Bool {
    guard !questionWords.isDisjoint(with: QuestionShape.nameWords) else { return true }
    return [answer, anchor].compactMap { $0 }.contains { candidate in
      let words = Text.normalisedWords(candidate.message.text)
      return words.dropLast().contains(where: QuestionShape.nameWords.contains)
        || AnswerCues.person(candidate.message.text, directory, names: names, asked: questionWords.union(places)) > 0
    }
  }

  /// The least confidence at which the best message is given as the answer, and how much of
  /// its anchor's words count as its own. Chosen on answerable and unanswerable questions
  /// written over three stores (two trades' and a personal chat), separating them best.
  static let answers = 0.4
  static let anchorShare = 0.7

  /// Relevance of each message of one chat: its own, or inherited from a neighbour: a
  /// message before it (less for each message between, unless they share words), one just
  /// after it, or the message it replies to or that replies to it, wherever they are.
  func relate(_ chat: [AnswerCandidate]) -> [AnswerCandidate] {
    let own = chat.map { ownRelevance($0) }
    var out = chat
    let position = Dictionary(chat.indices.map { (chat[$0].message.id, $0) }, uniquingKeysWith: { first, _ in first })
    // Keeps what `from` lends `index` when it beats what it has; a message that also has the
    // question's words is better than one that only follows.
    func lend(_ factor: Double, from source: Int, to index: Int) {
      let lent = own[source] * factor
      guard lent > own[index], lent + 0.5 * own[index] > out[index].relevance else { return }
      out[index].relevance = lent + 0.5 * own[index]
      out[index].anchor = chat[source].message.id
    }
    let opening = Self.conversationStarts(chat)
    // "What's her name?" … "not decided yet" … next day "we've gone with Waffle": the naming
    // ends the talk of the name, however long after.
    let naming = chat.map {
      asked.asksName && AnswerCues.person($0.message.text, directory, names: names, asked: questionWords) > 0
    }
    let nameStem = QuestionShape.stem("name")
    for index in chat.indices {
      out[index].relevance = own[index]
      let time = chat[index].message.time
      for earlier in stride(from: index - 1, through: max(0, index - Self.followers), by: -1)
      where time - chat[earlier].message.time <= Self.followerWindow {
        let steps = index - earlier
        // A later message on the anchor's own topic (shared words) keeps more of its relevance;
        // one on no shared topic after a silence starts another conversation, and keeps less.
        let sharesTopic =
          !chat[earlier].stems.isDisjoint(with: chat[index].stems.filter { $0.count > 3 })
          || Self.sharesSum(chat[earlier].message.text, chat[index].message.text)
          || (naming[index] && chat[earlier].stems.contains(nameStem))
        let resumed = earlier < opening[index] && !sharesTopic ? Self.afterSilence : 1
        lend(
          resumed * (sharesTopic ? max(0.85 - 0.05 * Double(steps), 0.4) : Self.decay(0.7, steps)), from: earlier,
          to: index)
      }
      for later in (index + 1)..<min(chat.count, index + 1 + Self.leaders)
      where chat[later].message.time - time <= Self.leaderWindow {
        lend(Self.decay(0.5, later - index), from: later, to: index)
      }
    }
    // The first answer to "which works?" is one opinion; "when" and "what did we decide" ask
    // what the thread settled on (see `scored`), so only an explicit reply counts there.
    let settles = asked.wantsOutcome || asked.kind == .time
    for index in chat.indices {
      guard
        let parent = chat[index].message.replyTo.flatMap({ position[$0] })
          ?? (settles ? nil : Self.answered(by: index, in: chat))
      else { continue }
      lend(Self.replyShare, from: parent, to: index)
      lend(Self.replyShare * 0.6, from: index, to: parent)
    }
    for (offer, choice) in Self.choices(in: chat) {
      lend(1, from: offer, to: choice)
      out[choice].chooses = true
      out[offer].choiceFollows = true
    }
    // A message of the group the question names is about the group's name too: at least as
    // relevant as its words and the name's. (Lent relevance is the messages' own words': every
    // message there has the name, and lending it would count it twice.)
    for index in out.indices where out[index].inGroup {
      out[index].relevance = max(out[index].relevance, ownRelevance(out[index], with: groupStems))
    }
    return out
  }

  /// Each message of a chat that puts alternatives with the later one that picks one of them:
  /// the first within `followers` messages and `followerWindow` naming exactly one and putting
  /// none of its own (by index).
  static func choices(in chat: [AnswerCandidate]) -> [(offer: Int, choice: Int)] {
    var found: [(offer: Int, choice: Int)] = []
    for index in chat.indices {
      let offered = options(in: chat[index].message.text)
      guard offered.count >= 2 else { continue }
      let time = chat[index].message.time
      for later in (index + 1)..<min(chat.count, index + 1 + followers)
      where chat[later].message.time - time <= followerWindow {
        let text = chat[later].message.text
        let named = offered.intersection(Text.normalisedWords(text))
        guard named.count == 1, options(in: text).isEmpty else { continue }
        found.append((index, later))
        break
      }
    }
    return found
  }

  /// The alternatives a message puts: the words either side of an "or" ("orca or zone3", "is
  /// it 49 or 39"), when both are words of content or numbers ("or not", "or so" put none) and
  /// neither a day nor a time.
  static func options(in text: String) -> Set<String> {
    let words = Text.normalisedWords(text)
    var found: Set<String> = []
    for index in words.indices.dropFirst().dropLast() where words[index] == "or" {
      let sides = [words[index - 1], words[index + 1]]
      if sides.allSatisfy(isOption) && sides[0] != sides[1] { found.formUnion(sides) }
    }
    return found
  }

  /// Days and times put to choose from are a time being arranged, which `AnswerComposer.day`
  /// reads (the day the thread settles on), not a thing picked.
  static func isOption(_ word: String) -> Bool {
    word.count > 1 && !SummaryLexicon.stopWords.contains(word) && !notOptions.contains(word)
      && !AnswerCues.weekdays.contains(word) && !AnswerCues.months.contains(word)
      && !AnswerCues.relativeDays.contains(word) && !AnswerCues.isClock(word) && !AnswerCues.isOrdinal(word)
  }

  /// Words beside "or" that put no alternative of their own.
  static let notOptions: Set<String> = [
    "not", "so", "something", "anything", "else", "whatever", "whichever", "less", "more", "never", "nothing", "two",
    "three", "later", "sooner", "both", "either", "neither", "maybe", "perhaps",
  ]

  /// For each message of a chat (in time order), the index of the first message of its
  /// conversation: the first after a silence longer than `silence`.
  static func conversationStarts(_ chat: [AnswerCandidate]) -> [Int] {
    var start = 0
    return chat.indices.map { index in
      if index > 0 && chat[index].message.time - chat[index - 1].message.time > silence { start = index }
      return start
    }
  }

  /// Whether two messages name the same sum of money ("I think €30 is fair" … "Yes, €30 from
  /// April"): an offer and the answer to it are on one topic whatever else they say.
  static func sharesSum(_ first: String, _ second: String) -> Bool {
    let sums = AnswerComposer.amounts(in: first)
    return !sums.isEmpty && !sums.isDisjoint(with: AnswerComposer.amounts(in: second))
  }

  /// A silence after which a chat's talk is another conversation, and how much of a match's
  /// relevance a message of a later one keeps when it shares none of its words: small talk
  /// the next day is seldom the answer to the day before ("that podcast was good" after
  /// "back from porto").
  static let silence: Int64 = 3 * 3_600_000
  static let afterSilence = 0.5

  /// How much more a message that picks one of the alternatives put before it weighs, and how
  /// much less the message that put them.
  static let choiceWeight = 1.3

  /// How much of a message's relevance a direct reply to it inherits.
  static let replyShare = 0.85

  /// The question a message answers without quoting it: the one just before it, by someone
  /// else, that asks ("And where are you going for the honeymoon?" … "JAPAN 🇯🇵") within
  /// `answerWindow`.
  static func answered(by index: Int, in chat: [AnswerCandidate]) -> Int? {
    guard index > 0 else { return nil }
    let (question, answer) = (chat[index - 1].message, chat[index].message)
    guard question.sender != answer.sender, question.text.contains("?"),
      answer.time - question.time <= answerWindow
    else { return nil }
    return index - 1
  }

  static let answerWindow: Int64 = 3_600_000

  /// The answer's score: relevance times what the message carries for this question.
  func scored(_ chat: [AnswerCandidate]) -> [AnswerCandidate] {
    let top = chat.map(\.relevance).max() ?? 0
    // Where the thread ended up: its last message that is fairly relevant (40% of the best).
    let latest = chat.lastIndex { $0.relevance >= 0.4 * top }
    // "When is it" asks for the time a thread settled on, as "what did we decide" does.
    let settles = asked.wantsOutcome || asked.kind == .time
    // A decision a later message undid is stale whatever the question.
    let (decided, reversed) = Self.decisions(in: chat, directory: directory)
    // A day a later message changed ("now it is 28 April") no longer holds.
    let (replaced, replacing) = asked.kind == .time ? changedDays(in: chat) : ([], [])
    return chat.enumerated().map { index, candidate in
      var candidate = candidate
      let words = Text.normalisedWords(candidate.message.text)
      var score = candidate.relevance
      // What a message states answers; a time or a name in a question it asks does not.
      let stated = Self.statements(candidate.message.text)
      let statedWords = Text.normalisedWords(stated)
      var cue = elapsedCue(
        stated,
        AnswerCues.strength(
          asked.kind, asksMoney: asked.asksMoney, asksAge: asked.asksAge, text: stated, words: statedWords,
          directory: directory,
          names: names, asked: questionWords.union(places), gap: asked.gap))
      if asked.kind == .person && AnswerCues.writerDoes(statedWords, asked: asked) { cue = 1 }
      if names(kindAsked: statedWords) { cue = 1 }
      let agrees = asked.tense.flatMap { Self.agrees($0, stated, sent: candidate.message.time) }
      // "What time does it start": a time of day answers it, a day only partly.
      let timed = asked.asksClock ? (AnswerCues.clockTimes(in: stated).isEmpty ? 0.5 * cue : 1) : cue
      score *= 1 + 1.2 * (agrees.map { $0 ? (asked.asksClock ? timed : 1) : Self.otherSide * timed } ?? timed)
      score *= personFactor(candidate.message, words: words)
      // Only an occupation answers "what does she do for work": "work is so boring today" does not.
      if asked.asksOccupation { score *= 0.3 + 1.5 * AnswerCues.occupation(statedWords) }
      score *= 1 - 0.5 * Self.questionShare(candidate.message.text)
      if settles {
        if words.contains(where: Self.settlingWords.contains) { score *= 1.3 }
        if asked.wantsOutcome && index == latest { score *= 1.25 }
        if decided.contains(candidate.message.id) && !reversed.contains(candidate.message.id) { score *= 1.4 }
      }
      if reversed.contains(candidate.message.id) || replaced.contains(index) { score *= 0.6 }
      if replacing.contains(index) {
        score *= Self.changeWeight
        candidate.changesDay = true
      }
      // The choice answers "which did he buy"; the message putting the alternatives only asked.
      if candidate.chooses { score *= Self.choiceWeight }
      if candidate.choiceFollows { score /= Self.choiceWeight }
      if let period = asked.period { score *= period.takesIn(candidate.message) ? 1.6 : 0.8 }
      // A few words carry less than a full statement ("ok", "👍"); what someone said about a
      // topic is best told by their fuller messages.
      score *= 0.75 + 0.25 * min(1, Double(candidate.stems.count) / (asked.kind == .said ? 15 : 6))
      candidate.score = score
      return candidate
    }
  }

  /// Whether `words` name a thing of the kind a "what instrument" question asks for ("a
  /// piano recital"): a word the lexicon relates to the kind, not the kind's own word.
  func names(kindAsked words: [String]) -> Bool {
    guard let category = asked.category, let kinds = asked.related[category] else { return false }
    return words.contains { kinds.contains(QuestionShape.stem($0)) }
  }

  /// A question asking how long something took ("what was her marathon time") is answered by
  /// a stopwatch time; a span ("no running for 6 weeks") keeps a little of its cue.
  func elapsedCue(_ text: String, _ cue: Double) -> Double {
    guard asked.asksElapsedTime else { return cue }
    return AnswerCues.isStopwatch(text, Text.normalisedWords(text)) ? 1 : 0.3 * cue
  }

  /// How much of its "when" cue a day on the other side of the message's date keeps.
  static let otherSide = 0.7

  /// Whether the day a message tells of is on the side of its own date the question asks
  /// about (nil: it tells of none, or of that day itself). "Two days ago" in a message of 8 May
  /// answers "when did…" as plainly as a date; a day on the other side keeps most of its cue,
  /// as what was booked ahead ("referred for Monday") answers "when was it" too.
  static func agrees(_ tense: QuestionShape.Tense, _ text: String, sent millis: Int64) -> Bool? {
    let sent = CalendarDay(millis: millis)
    guard let mentioned = MentionedDay.find(in: text, sentOn: sent), !mentioned.covers(sent) else { return nil }
    return (mentioned.day < sent) == (tense == .past)
  }

  /// Messages of the people the question names count more: their own most ("what did Sarah
  /// say"), then those in a direct chat with them or naming them; others less.
  func personFactor(_ message: ConversationMessage, words: [String]) -> Double {
    guard !asked.people.isEmpty else { return 1 }
    if asked.people.contains(message.sender) { return asked.kind == .said ? 1.5 : 1.2 }
    let room = directory.rooms[message.chat]
    if let room, room.isDirect, room.members.contains(where: asked.people.contains) {
      // In a chat of two, "my dog" is the writer's dog: about the one asked only with "you".
      return Self.speaksOfSelf(words) ? 0.8 : 1.1
    }
    if words.contains(where: { directory.aliases[$0]?.contains(where: asked.people.contains) == true })
      || directory.titled(in: words).contains(where: asked.people.contains)
    {
      return 1
    }
    if let room, room.members.contains(where: asked.people.contains) { return 0.85 }
    return 0.6
  }

  /// Words of the writer about themselves ("I", "my"), none about the one they write to.
  static func speaksOfSelf(_ words: [String]) -> Bool {
    words.contains(where: firstPerson.contains) && !words.contains(where: secondPerson.contains)
  }

  static let firstPerson: Set<String> = ["i", "i'm", "i've", "i'd", "i'll", "my", "me", "mine", "im", "ive"]
  static let secondPerson: Set<String> = ["you", "your", "you're", "you've", "you'd", "you'll", "yours", "u", "ur"]

  static func decay(_ base: Double, _ steps: Int) -> Double {
    (0..<steps).reduce(1) { value, _ in value * base }
  }

  /// Share of the message's clauses that are questions: a message that only asks answers
  /// nothing, one that states and then asks ("Moved to 16 Jan. Call Friday?") still does.
  static func questionShare(_ text: String) -> Double {
    let clauses = Text.clauses(text).map(isAsking)
    guard !clauses.isEmpty else { return 0 }
    let asking = clauses.filter { $0 }.count
    return asking == clauses.count ? 1 : 0.4 * Double(asking) / Double(clauses.count)
  }

  /// The message's clauses that are not questions (all of it when every clause asks).
  static func statements(_ text: String) -> String {
    let clauses = Text.clauses(text)
    let stated = clauses.filter { !isAsking($0) }
    return stated.isEmpty || stated.count == clauses.count ? text : stated.joined(separator: " ")
  }

  static func isAsking(_ clause: String) -> Bool {
    clause.unicodeScalars.reversed().drop { $0 == " " || $0.properties.isEmojiPresentation }.first == "?"
  }

  /// Decisions among a chat's candidates, and those a later message reversed.
  static func decisions(in chat: [AnswerCandidate], directory: Directory) -> (Set<String>, Set<String>) {
    let found = DecisionDetector.decisions(in: chat.map(\.message), directory: directory)
    var decided = Set(found.map(\.messageID))
    // "they came back w £750 + kit ok??" … "take it!": a few words that decide take the message
    // before them, someone else's, as what was decided.
    for (index, candidate) in chat.enumerated().dropFirst()
    where decided.contains(candidate.message.id) && candidate.stems.count <= acceptanceStems
      && chat[index - 1].message.sender != candidate.message.sender
    {
      decided.insert(chat[index - 1].message.id)
    }
    return (decided, Set(found.compactMap { $0.reversedBy == nil ? nil : $0.messageID }))
  }

  /// The messages of a chat whose day a later one changed, and the ones that changed it: a
  /// message that says a plan changed ("change, he's broken his wrist, now it is 28 April",
  /// "moved to the 24th") and names another day, within `followers` messages and
  /// `followerWindow` of one naming a day on the question's topic (a word of the question both
  /// share: "tank"), or replying to it.
  func changedDays(in chat: [AnswerCandidate]) -> (replaced: Set<Int>, replacing: Set<Int>) {
    let days = chat.map { candidate in
      MentionedDay.find(in: candidate.message.text, sentOn: CalendarDay(millis: candidate.message.time))?.day
    }
    var replaced = Set<Int>()
    var replacing = Set<Int>()
    for (index, candidate) in chat.enumerated() {
      guard let day = days[index],
        Text.normalisedWords(candidate.message.text).contains(where: Self.changeWords.contains)
      else { continue }
      let topic = candidate.stems.filter { $0.count > 3 }
      for earlier in stride(from: index - 1, through: max(0, index - Self.followers), by: -1)
      where candidate.message.time - chat[earlier].message.time <= Self.followerWindow {
        guard let before = days[earlier], before != day,
          candidate.message.replyTo == chat[earlier].message.id
            || asked.overlap(with: chat[earlier].stems.intersection(topic)) > 0
        else { continue }
        replaced.insert(earlier)
        replacing.insert(index)
      }
    }
    return (replaced, replacing)
  }

  /// Words that say a plan changed.
  static let changeWords: Set<String> = [
    "change", "changed", "moved", "postponed", "pushed", "rescheduled", "delayed", "instead",
  ]

  /// How much more a message that changed a day weighs for "when".
  static let changeWeight = 1.3

  /// How many distinct words a decision may have to be only an acceptance of what came before.
  static let acceptanceStems = 4

  /// Words of a message that settles something.
  static let settlingWords: Set<String> = [
    "final", "decided", "agreed", "confirmed", "instead", "settled", "booked", "offering", "moved", "moving",
    "let's", "sorted", "done", "officially", "official", "stay", "accepted", "signed", "chose", "going",
  ]
}
