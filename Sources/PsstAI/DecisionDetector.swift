/// Finds settled choices: "let's…", "we'll go with…", "Wed 7:15 it is", "Monday call then",
/// "decided", "agreed"; and a later message in the same chat that reverses one.
enum DecisionDetector {
  static let settling = [
    "let's", "lets", "we'll go with", "we'll swap", "we'll switch", "we'll move",
    "we'll stick", "we'll push", "we'll drop", "we decided", "decided to", "it is", "works", "go with",
    "switch to", "moved to", "switched to", "going with", "going w", "booked in", "locked in", "final", "plan", "so",
    "see you then", "booked", "decided", "go for it", "it's yours", "is yours", "here to stay",
    "approved", "go ahead", "said yes", "confirmed", "summary", "timeline", "final answer", "agreed", "agree",
    "decision",
    "is fine", "for now", "from now on", "we add", "we start", "we stop", "is back on",
    "are back on", "is back in", "are back in", "locked", "i concur", "we concur",
  ]

  /// The settling phrases split into words once.
  static let settlingWords = settling.map { ($0, $0.split(separator: " ").map(String.init)) }

  /// Short replies that accept what the other side just proposed.
  static let acceptances = PhraseSet([
    "perfect", "ok", "okay", "yes", "yep", "done", "deal", "great", "sounds good", "sounds perfect", "works",
    "that works", "lovely", "brilliant", "fine", "sure", "agreed", "👍",
  ])

  /// Words after "let's" that start chatter, not a decision.
  static let chatter: WordSet = [
    "see", "chat", "talk", "hope", "go", "catch", "be", "have", "not", "just", "decide", "look", "goooo", "gooo", "get",
    "think", "find", "wait", "keep", "make",
  ]

  static let reversal = PhraseSet([
    "actually", "change of plan", "scrap that", "instead", "cancel", "scratch that", "on second thought",
    "after all", "change that", "go back to", "rather",
  ])

  /// Settling words only the organiser's message makes a decision of (in a group, "works for me"
  /// from a member is a vote; "booked" from a client is their own appointment).
  /// A rule that holds from now ("no deadlifts for now", "from now on we train after breakfast",
  /// "we start with band work", "swings are back in") settles the plan only when the organiser says it.
  static let organiserOnly: WordSet = [
    "works", "is fine", "booked", "confirmed", "see you then", "for now", "from now on", "we add", "we start",
    "we stop", "is back on", "are back on", "is back in", "are back in",
  ]

  /// Before "for now": a sign-off or a state ("that's all for now", "fine for now"), not a rule.
  static let notRuleForNow: WordSet = ["all", "bye", "it", "fine", "good", "ok", "okay", "enough", "that", "that's"]

  /// With `learned`, a message the rules pass over is a decision when the decision models score
  /// it high: with its stored vector from `vectors` when it has one (only with a directory: the
  /// models read who speaks).
  static func decisions(
    in messages: [ConversationMessage], directory: Directory? = nil, learned: Bool = false,
    vectors: (any MessageVectors)? = nil
  ) -> [Decision] {
    let analysed = AnalysedMessage.all(messages)
    return decisions(
      in: analysed, readings: readings(of: analysed), directory: directory, learned: learned, vectors: vectors)
  }

  /// What a message says towards a decision whoever sent it: the deciding clause when its sender
  /// organises, and the acceptance of the chat's message before it. The digest reads both
  /// once for its decisions and for the times its scheduling finds already booked.
  struct Reading: Sendable {
    var asOrganiser: String?
    var acceptance: String?
    /// The index of the chat's message before this one.
    var previous: Int?
  }

  /// The reading of each message, on every core.
  static func readings(of messages: [AnalysedMessage]) -> [Reading] {
    let previous = AnalysedMessage.previousInChat(messages)
    return Array(messages.indices).concurrentMap { index in
      Reading(
        asOrganiser: decision(in: messages[index], organiser: true),
        acceptance: acceptance(of: previous[index].map { messages[$0] }, by: messages[index]),
        previous: previous[index])
    }
  }

  /// `decisions(in:)` over messages already analysed and read (`readings(of:)`).
  static func decisions(
    in messages: [AnalysedMessage], readings: [Reading], directory: Directory?, learned: Bool,
    vectors: (any MessageVectors)? = nil
  ) -> [Decision] {
    let ruled = Array(messages.indices).concurrentMap { index in
      ruledSummary(of: messages[index], readings[index], directory: directory)
    }
    let accepted =
      learned
      ? learnedDecisions(in: messages, readings: readings, passedOver: ruled.map { $0 == nil }, directory, vectors)
      : []
    return collect(
      messages.map(\.message),
      summaries: messages.indices.map { index in
        ruled[index]
          ?? (accepted.contains(messages[index].message.id)
            ? learnedSummary(of: messages[index], directory: directory) : nil)
      },
      reverses: { messages[$0].whole.hasAny(reversal) }, tags: { tags(of: messages[$0].whole) })
  }

  /// `decisions(in:readings:directory:learned:vectors:)` of messages read before (`MessageReading`).
  static func decisions(
    in messages: [ConversationMessage], read: [MessageReading], directory: Directory?, learned: Bool,
    vectors: (any MessageVectors)?
  ) -> [Decision] {
    let ruled = zip(messages, read).map { message, reading in
      ruledSummary(
        of: message, asOrganiser: reading.decisionAsOrganiser, asMember: reading.decisionAsMember,
        acceptance: reading.acceptance, directory: directory)
    }
    var accepted: Set<String> = []
    if learned, directory != nil, decisionModels.isEnabled {
      let candidates = messages.indices.compactMap { index in
        ruled[index] == nil ? read[index].decisionShapes.map { (id: messages[index].id, sums: $0) } : nil
      }
      accepted = decisionModels.accepted(candidates, vectors: vectors)
    }
    return collect(
      messages,
      summaries: messages.indices.map { index in
        ruled[index] ?? (accepted.contains(messages[index].id) ? read[index].learnedDecision : nil)
      },
      reverses: { read[$0].reverses }, tags: { read[$0].tags })
  }

  /// The decisions of the messages with a summary, each marking the one before it in its chat
  /// reversed when it `reverses` it.
  private static func collect(
    _ messages: [ConversationMessage], summaries: [String?], reverses: (Int) -> Bool, tags: (Int) -> [String]
  ) -> [Decision] {
    var found: [Decision] = []
    var byChat: [String: [Int]] = [:]
    for (index, message) in messages.enumerated() {
      guard let summary = summaries[index] else { continue }
      // A decision that undoes an earlier one in the same chat marks it reversed.
      if reverses(index), let earlier = byChat[message.chat]?.last, found[earlier].reversedBy == nil {
        found[earlier].reversedBy = message.id
      }
      byChat[message.chat, default: []].append(found.count)
      found.append(
        Decision(messageID: message.id, chat: message.chat, summary: summary, tags: tags(index), reversedBy: nil))
    }
    return found
  }

  /// What the rules say the message decides, if anything: its deciding clause, else its
  /// acceptance of the message before (not from a member of a group).
  private static func ruledSummary(of analysed: AnalysedMessage, _ reading: Reading, directory: Directory?) -> String? {
    ruledSummary(
      of: analysed.message, asOrganiser: reading.asOrganiser,
      asMember: decision(in: analysed, organiser: false), acceptance: reading.acceptance, directory: directory)
  }

  /// `ruledSummary` of a message read before: `asMember` is read only when it is needed (a
  /// member's message that settles for the organiser).
  static func ruledSummary(
    of message: ConversationMessage, asOrganiser: String?, asMember: @autoclosure () -> String?, acceptance: String?,
    directory: Directory?
  ) -> String? {
    // Without a directory every sender counts as the organiser.
    let isGroup = directory?.rooms[message.chat].map { !$0.isDirect } ?? false
    let byOrganiser = directory.map { message.sender == $0.owner } ?? true
    // A clause that settles for anyone settles for the organiser: nothing to read again without one.
    let rule = byOrganiser || asOrganiser == nil ? asOrganiser : asMember()
    return rule ?? (isGroup && !byOrganiser ? nil : acceptance)
  }

  static let decisionModels = VectorModels(withVector: .decision, withoutVector: .decisionWithoutVector)

  /// The ids of the messages the rules passed over that the decision models accept (none
  /// without a directory: the models read who speaks). Their shapes are read on every core.
  private static func learnedDecisions(
    in messages: [AnalysedMessage], readings: [Reading], passedOver: [Bool], _ directory: Directory?,
    _ vectors: (any MessageVectors)?
  ) -> Set<String> {
    guard let directory, decisionModels.isEnabled else { return [] }
    let candidates = messages.indices.filter { passedOver[$0] }.concurrentMap { index in
      let message = messages[index].message
      let previous = readings[index].previous.map { messages[$0].message }
      let context = HashedFeatures.Context(message, previous: previous, directory: directory)
      return (id: message.id, features: HashedFeatures(shapesOf: messages[index], context: context))
    }
    return decisionModels.accepted(candidates, vectors: vectors)
  }

  /// Words of a message that only reacts: acknowledgements, "please", "lovely news", thanks in the
  /// languages second-language writers fall back on ("Perfect, merci!!").
  static let reactions = SummaryLexicon.acknowledgements.union([
    "please", "news", "merci", "gracias", "danke", "bedankt", "dank", "obrigado", "obrigada", "grazie", "tack",
    "dzięki", "teşekkürler", "sent", "already",
  ])

  /// What a decision the models found says: the message's first statement past an opening
  /// cheer or greeting. None when the message is only an acknowledgement or thanks, to someone
  /// or not ("Perfect 🙏", "Yes please 👍", "Done.", "Thanks Henk, noted."), or still puts a time
  /// or option to the other side ("Could you do Wednesday 1-3pm?"). The people of `directory`
  /// are the names a thanks is to.
  static func learnedSummary(of analysed: AnalysedMessage, directory: Directory?) -> String? {
    func onlyReacts(_ words: [String], orOpens: Bool = false) -> Bool {
      words.allSatisfy { reactions.contains($0) || directory?.aliases[$0] != nil || orOpens && openers.contains($0) }
    }
    if onlyReacts(analysed.whole.words) || analysed.clauses.contains(where: offersAlternative)
      || restates(analysed.whole) || grantsLeave(analysed)
    {
      return nil
    }
    let statements = analysed.clauses.filter { !$0.text.endsWithQuestionMark }
    // "YES! 64 seconds off your best.", "Hi Mehmet, nice to meet you! The Tuesday squad is a good
    // base…": an opening cheer or greeting says nothing of what was decided.
    return (statements.first { !onlyReacts($0.words, orOpens: true) } ?? statements.first)?.text
  }

  /// Whether a message restates what was settled before rather than settling it: it opens as a
  /// reminder or a heads-up within its first few words ("Reminder: the clocks go forward
  /// tonight!", "Just a quick heads up – …", "FYI the follow-up moved to 13 April"), or keeps
  /// something as it was ("tonight 19:30 as usual"). The models read such news as a decision;
  /// labelled stores count it as none.
  static func restates(_ whole: Clause) -> Bool {
    if let opening = restatingOpenings.firstMatch(in: whole), opening.start < 4 { return true }
    return whole.hasAny(unchanged)
  }

  /// Whether a message opens by granting what was asked ("Of course – just hand it to Rosa",
  /// "Absolutely – do it on your own Friday"): a yes to a request, advice after it, nothing decided.
  static func grantsLeave(_ analysed: AnalysedMessage) -> Bool {
    guard let first = analysed.clauses.first?.words, !first.isEmpty else { return false }
    return first.allSatisfy(grants.contains) && first.contains(where: grantingWords.contains)
  }

  /// The words of a granting yes ("of course", "course not", "no problem"); only those of
  /// `grantingWords` grant, so a bare "No." still refuses.
  static let grantingWords: WordSet = ["course", "absolutely", "certainly", "sure", "problem"]
  static let grants = grantingWords.union(["of", "no", "not"])

  static let restatingOpenings = PhraseSet(["reminder", "reminders", "heads up", "heads-up", "fyi"])
  static let unchanged = PhraseSet(["as usual", "as always", "as normal"])

  /// Cheers and greetings that open a message before what it says.
  static let openers: WordSet = [
    "yes", "yess", "yesss", "yay", "wow", "woohoo", "hooray", "fantastic", "amazing", "brilliant", "wonderful",
    "hi", "hello", "hey", "morning", "good", "nice", "to", "meet", "you", "all", "everyone", "congrats",
    "congratulations", "omg",
  ]

  /// The deciding clause, if the message settles something. A message that goes on to ask
  /// ("…Could you do Friday instead?") is still proposing, not deciding.
  static func decision(in message: ConversationMessage, organiser: Bool = true) -> String? {
    decision(in: AnalysedMessage(message), organiser: organiser)
  }

  static func decision(in analysed: AnalysedMessage, organiser: Bool) -> String? {
    let clauses = analysed.clauses.flatMap(statementAndQuestion)
    for (index, clause) in clauses.enumerated() where !clause.text.endsWithQuestionMark {
      if clauses[(index + 1)...].contains(where: offersAlternative) { return nil }
      if settles(clause, organiser: organiser) { return clause.text }
    }
    return nil
  }

  /// "Love it, let's do it 👍 Sam can you do the graphics?": an emoji ends the statement before
  /// a question that follows it without a stop.
  static func statementAndQuestion(_ clause: Clause) -> [Clause] {
    let parts = statementAndQuestion(clause.text)
    return parts.count == 1 ? [clause] : parts.map(Clause.init)
  }

  static func statementAndQuestion(_ sentence: String) -> [String] {
    // No emoji in ASCII: most questions stop there.
    guard sentence.endsWithQuestionMark, !sentence.isASCII, let emoji = lastEmoji(in: sentence) else {
      return [sentence]
    }
    let scalars = sentence.unicodeScalars
    var end = emoji
    while end > scalars.startIndex && scalars[scalars.index(before: end)] == " " { end = scalars.index(before: end) }
    let statement = String(scalars[..<end])
    let question = afterSpaces(scalars.index(after: emoji), in: sentence)
    return statement.isEmpty || question.count < 2 ? [sentence] : [statement, question]
  }

  /// Where the last scalar shown as an emoji is. None lies up to U+2100 (a unit test holds
  /// Unicode to that): the value rules out most scalars before their properties are looked up.
  static func lastEmoji(in text: String) -> String.UnicodeScalarView.Index? {
    text.unicodeScalars.lastIndex { $0.value > 0x2100 && $0.properties.isEmojiPresentation }
  }

  /// The text from `start` on, without the spaces there: cut from the text, not rebuilt a
  /// scalar at a time.
  static func afterSpaces(_ start: String.UnicodeScalarView.Index, in text: String) -> String {
    let scalars = text.unicodeScalars
    var start = start
    while start < scalars.endIndex && scalars[start] == " " { start = scalars.index(after: start) }
    return String(scalars[start...])
  }

  /// "perfect 👍" right after someone else offered a time or a choice with a question.
  static func acceptance(of proposal: AnalysedMessage?, by reply: AnalysedMessage) -> String? {
    let message = reply.message
    guard let proposal, mayAccept(proposal.message, by: message) else { return nil }
    let questions = questions(in: proposal)
    let offer = proposal.whole
    let answer = reply.whole
    let timed = offer.words.contains(where: isTimeWord)
    // "Thursday 20:00 works for me" – "thu works": a time offered as a statement is put too.
    guard !questions.isEmpty || (timed && offer.hasAny(statedOffers)) else { return nil }
    if (timed || offer.has("or")) && !Text.contains(message.text, ascii: "?") {
      // "28 March 8:00 ok. But attention, the clocks change that night": a reply that opens by
      // taking a time accepts it, whatever it adds.
      if let opening = reply.clauses.first, opening.words.count <= 8, opening.words.contains(where: isTimeWord),
        accepts(opening, text: opening.text)
      {
        return opening.text
      }
      if answer.words.count <= 6, accepts(answer, text: message.text) { return message.text }
    }
    guard !questions.isEmpty else { return nil }
    // "Video please", "yes please": asking for what was offered, which the other side settles.
    guard !answer.has("please") else { return nil }
    if let choice = choice(among: questions, by: reply) { return choice }
    // "Yes, makes total sense – go for it 👍 Greta can you…", "love that!": a yes that opens the
    // reply approves what was proposed ("shall we…", "can we…", "how about…", "can I take
    // Friday off?"), but not leave to ask ("can I ask you something?").
    guard offer.hasAny(proposalCues), !offer.hasAny(askingToAsk), let opening = reply.clauses.first,
      isApproval(opening) || echoes(opening, questions)
    else { return nil }
    // "Of course. Video or clinic, and what times suit?": a polite yes that goes on to ask is
    // still working it out.
    if opening.hasAny(politeYes) && !Self.questions(in: reply).isEmpty { return nil }
    return opening.text
  }

  /// The clauses of `message` that ask something, with or without their question mark ("need
  /// the final price asap 🙏 is it 49 or 39"): after an emoji, a question is read on its own.
  static func questions(in message: AnalysedMessage) -> [Clause] {
    message.clauses.compactMap { clause in
      if clause.text.endsWithQuestionMark { return statementAndQuestion(clause).last }
      let asked = afterLastEmoji(clause.text).map(Clause.init) ?? clause
      return PriorityScorer.isQuestion(asked) ? asked : nil
    }
  }

  /// The words after a clause's last emoji, when there are at least two.
  static func afterLastEmoji(_ text: String) -> String? {
    guard !text.isASCII, let emoji = lastEmoji(in: text) else { return nil }
    let rest = afterSpaces(text.unicodeScalars.index(after: emoji), in: text)
    return rest.split(separator: " ").count >= 2 ? rest : nil
  }

  /// Whether `reply` may accept `proposal` at all (`acceptance(of:by:)` is nil otherwise):
  /// another sender's message. Read from the messages alone, before either is analysed; a
  /// question may come without its mark and a time be offered as a statement, so the sender is
  /// all that tells.
  static func mayAccept(_ proposal: ConversationMessage, by reply: ConversationMessage) -> Bool {
    proposal.sender != reply.sender
  }

  /// "Shall we just skip this one and go to the party?" – "Skip!!": a short reply that opens
  /// with the very verb proposed takes it up.
  static func echoes(_ opening: Clause, _ questions: [Clause]) -> Bool {
    guard opening.words.count <= 3, !opening.text.endsWithQuestionMark, let first = opening.words.first,
      first.utf8.count >= 3, !determiners.contains(first), !HashedFeatures.firstPerson.contains(first)
    else { return false }
    return questions.contains { question in
      guard let cue = echoCues.firstMatch(in: question) else { return false }
      return question.words[(cue.start + cue.length)...].prefix(3).contains(first)
    }
  }

  /// Proposals whose verb a reply may echo: "shall we skip…", "should we just move…".
  static let echoCues = PhraseSet(["shall we", "should we", "can we", "could we", "shall i", "should i"])

  /// A clause of up to eight words that opens by approving ("yes, …", "go for it", "love that").
  static func isApproval(_ clause: Clause) -> Bool {
    guard clause.words.count <= 8, let first = clause.words.first else { return false }
    return approvals.contains(first) || clause.hasAny(approvalPhrases)
  }

  /// "Music with lyrics or instrumental?" – "instrumental.": a short reply that names one of
  /// the options of an either-or question (and not the other) picks it. Not a question back.
  /// One that opens with an option ("49, with 39 as a launch offer") picks it however long it runs.
  static func choice(among questions: [Clause], by reply: AnalysedMessage) -> String? {
    guard let opening = reply.clauses.first, let first = opening.words.first, !opening.text.endsWithQuestionMark,
      let question = questions.last(where: { $0.words.contains("or") })
    else { return rejection(among: questions, by: reply) }
    // "Was it X or Y?", "quick one: was it…": asks what happened, and its answer is a fact.
    if question.words.prefix(while: { $0 != "or" }).contains(where: pastFactQuestions.contains) { return nil }
    let options = optionWords(question)
    let named = options.filter(opening.words.contains)
    guard options.contains(first) || (named.count == 1 && opening.words.count <= 8) else { return nil }
    return opening.text
  }

  /// "Do you want a payment plan option?" – "no payment plan, keep it simple": a short reply
  /// that opens with "no" and the very thing offered turns it down, which settles it too. Not
  /// advice asked for ("sauna?" – "No sauna!").
  static func rejection(among questions: [Clause], by reply: AnalysedMessage) -> String? {
    guard let opening = reply.clauses.first, opening.words.count >= 2, opening.words.count <= 8,
      opening.words[0] == "no", !choiceFillers.contains(opening.words[1]),
      let offered = questions.first(where: { $0.words.contains(opening.words[1]) }),
      offered.hasAny(proposalCues) || offered.words.contains("want")
    else { return nil }
    return opening.text
  }

  /// Openings of a question about what already happened.
  static let pastFactQuestions: WordSet = ["was", "were", "did"]

  /// The words either side of each "or" in a question: "lyrics or instrumental" → both.
  static func optionWords(_ question: Clause) -> [String] {
    let words = question.words
    return words.indices.filter { words[$0] == "or" }.flatMap { index in
      [index - 1, index + 1].filter { words.indices.contains($0) }.map { words[$0] }
    }.filter { !choiceFillers.contains($0) }
  }

  /// Words beside "or" that name no option ("or not", "either or").
  static let choiceFillers: WordSet = ["not", "either", "something", "so", "else", "maybe", "is", "it", "the", "a"]

  static let proposalCues = PhraseSet([
    "shall we", "should we", "can we", "could we", "how about", "what about", "ok to", "ok if", "is it ok", "happy to",
    "do you want", "fancy", "thinking", "i suggest", "my suggestion", "propose", "would it", "worth", "idea",
    "can i", "could i", "may i", "is there any way", "is there a way", "any chance",
  ])

  /// A time offered without a question: "Thursday 20:00 works for me", "Kasia can do Tuesday at
  /// 18:30 if you like", "I have Wednesdays at 10 or Fridays at 11".
  static let statedOffers = PhraseSet([
    "works for me", "works", "can do", "i have", "if you like", "if that suits", "is free", "are free", "i'm free",
    "how about", "what about",
  ])
  /// Words of `clause` or marks in `text` that accept.
  static func accepts(_ clause: Clause, text: String) -> Bool {
    clause.hasAny(acceptances) || acceptanceMarks.contains(where: text.unicodeScalars.contains)
  }

  /// Marks that accept on their own: 👍 ✅ 🤝 👌.
  static let acceptanceMarks: [Unicode.Scalar] = ["\u{1F44D}", "\u{2705}", "\u{1F91D}", "\u{1F44C}"]

  /// Leave to ask or say something: its yes agrees to hear the question, not to a plan.
  static let askingToAsk = PhraseSet(["can i ask", "could i ask", "may i ask", "can i just ask", "can i check"])

  static let approvals: WordSet = ["yes", "yep", "approved", "agreed", "absolutely", "definitely"]
  static let approvalPhrases = PhraseSet([
    "go for it", "go ahead", "approved", "love that", "love it", "good shout", "great idea", "agree", "of course",
    "no problem",
  ])
  /// Approvals that are also mere courtesy: they settle nothing when the reply asks on.
  static let politeYes = PhraseSet(["of course", "no problem"])

  /// A later question that puts another time or option ("Could you do Friday 10am instead?")
  /// keeps the matter open; a question about something else ("Greta can you email them?") does not.
  /// A request for a task with a date ("Sam, could you post it by Monday?") puts no other time.
  static let alternatives = PhraseSet(["or", "instead", "rather", "prefer"])

  static func offersAlternative(_ clause: Clause) -> Bool {
    guard clause.text.endsWithQuestionMark else { return false }
    if clause.hasAny(alternatives) { return true }
    return clause.words.contains(where: isTimeWord) && !asksForTask(clause)
  }

  /// "Could you send…", "can you get it on socials…", "can you do the graphics…": a request whose
  /// verb is a task, not "can you do/make/come…" with a time.
  static func asksForTask(_ clause: Clause) -> Bool {
    guard let start = clause.position(of: "you").map({ $0 - 1 }), start >= 0, start + 2 < clause.words.count,
      ["can", "could", "would", "will"].contains(clause.words[start])
    else { return false }
    let verb = clause.words[start + 2]
    let object = start + 3 < clause.words.count ? clause.words[start + 3] : ""
    return !ActionItemDetector.abilityVerbs.contains(verb) && verb != "be" || determiners.contains(object)
  }

  /// Words that open an object: "do the graphics" is a task, "do Tuesday" a time.
  static let determiners: WordSet = ["the", "a", "an", "some", "my", "your", "our", "this", "that", "these", "it"]

  /// The first words of the settling phrases: a clause with none of them skips the phrases.
  static let settlingStarts = WordTable(settlingWords.map { $0.1[0] })
  /// The index in `settlingStarts` of each settling phrase's first word (fewer than 64 words).
  static let settlingStartIndices: [Int] = {
    let indices = settlingWords.map { settlingStarts.index(of: $0.1[0], hash: WordHash.of($0.1[0]))! }
    precondition(indices.allSatisfy { $0 < 64 }, "settles keeps the first words in 64 bits")
    return indices
  }()

  static func settles(_ clause: Clause, organiser: Bool = true) -> Bool {
    let words = clause.words
    // The first words of the phrases the clause has, read in one pass: a phrase whose first
    // word is not there is passed over without looking for it.
    var starts: UInt64 = 0
    for index in words.indices {
      if let start = settlingStarts.index(of: words[index], hash: clause.hashes[index]) { starts |= 1 << start }
    }
    guard starts != 0 else { return settlesWithoutPhrase(clause) }
    for phraseIndex in settlingWords.indices where starts & (1 << settlingStartIndices[phraseIndex]) != 0 {
      let (phrase, phraseWords) = settlingWords[phraseIndex]
      guard let position = clause.position(ofWords: phraseWords), organiser || !organiserOnly.contains(phrase)
      else { continue }
      let next = position + phraseWords.count
      let following = next < words.count ? words[next] : ""
      switch phrase {
      case "let's", "lets":
        // "Let's keep Mondays then", "let's make it 7": kept or made a time, it settles.
        let keepsTime =
          ["keep", "make"].contains(following)
          && words[(next + 1)...].prefix(2).contains(where: isTimeWord)
        if chatter.contains(following) && !keepsTime || following.isEmpty { continue }
      case "it is":
        // "Wed 9th 7:15 it is", "bike it is" — not "of course it is".
        if position == 0 || position > 5 || ["of", "haha", "yes", "what", "where", "how"].contains(words[0]) {
          continue
        }
      case "works", "is fine":
        // "Thursday 12:30 works", "10am on the 7th works", "the 15th is fine": a time that suits.
        if position > 5 || !words[..<position].contains(where: isTimeWord) || words.contains("but") { continue }
      case "confirmed":
        if !words.contains(where: isTimeWord) { continue }
      case "for now":
        if position > 0 && notRuleForNow.contains(words[position - 1]) { continue }
      case "summary", "timeline", "final answer", "agreed", "agree", "decision", "locked":
        // "Summary: …", "Final answer: …" sum up; "agreed" alone closes a proposal.
        // "Agreed, too much hassle. Cancel it.": an agreement that opens and goes on.
        let opens = phrase == "agreed" && position == 0 && clause.text.lowercased().hasPrefix("agreed,")
        if position > 1 || !(clause.text.contains(":") || words.count <= 3 || opens) { continue }
      case "i concur", "we concur":
        // "I concur." agrees as "agreed" does; "not sure I concur with that" does not.
        if position > 0 || words.count > 3 { continue }
      case "booked", "decided":
        if phrase == "booked" && !words.contains(where: isTimeWord) { continue }
      case "final":
        if position != words.count - 1 { continue }
      case "plan", "so":
        // "Plan: …", "So: …" summing up what was agreed.
        if position != 0 || !clause.text.contains(":") { continue }
      case "see you", "see you then":
        if words.count > 5 || (phrase == "see you" && !words.dropFirst(position + 2).contains(where: isTimeWord)) {
          continue
        }
      default: break
      }
      return true
    }
    return settlesWithoutPhrase(clause)
  }

  /// What settles a clause without a settling phrase.
  private static func settlesWithoutPhrase(_ clause: Clause) -> Bool {
    let words = clause.words
    // "Monday 7pm call then": a short confirmation of a time; "Thursday 8pm 👍", "7:15 👍".
    if words.last == "then" && words.count <= 6 && words.contains(where: isTimeWord) { return true }
    return words.count <= 6 && words.contains(where: isClockTime) && clause.text.contains("👍")
  }

  /// "7pm", "6:30" (split into "6", "30"), "10am".
  static func isClockTime(_ word: String) -> Bool {
    // Bytes, not Characters: every word of every message is asked.
    let bytes = word.utf8
    if bytes.count >= 2, bytes.last == UInt8(ascii: "m"),
      bytes.dropLast().last == UInt8(ascii: "a") || bytes.dropLast().last == UInt8(ascii: "p")
    {
      return Int(word.dropLast(2)) != nil
    }
    return Int(word).map { (0...59).contains($0) } ?? false
  }

  static let timeWords: WordSet = [
    "tomorrow", "tonight", "call", "session", "tuesdays", "mondays", "wednesdays", "thursdays", "fridays",
    "saturdays", "sundays", "morning", "evening", "afternoon", "weekend",
  ]

  static func isTimeWord(_ word: String) -> Bool {
    CalendarDay.weekday(named: word) != nil || isClockTime(word) || Deadline.ordinalDay(word) != nil
      || timeWords.contains(word)
  }

  static let tagWords: [(tag: String, words: [String])] = [
    (
      "schedule",
      [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "pm", "am", "session", "call",
        "move*", "tomorrow",
      ]
    ),
    (
      "training",
      [
        "run", "miles", "session", "strength", "intervals", "block", "plan", "programme", "program", "reps",
        "deadlift*", "squat*",
      ]
    ),
    ("nutrition", ["carb*", "protein", "meal", "diet", "food", "eat*", "calories", "gel*"]),
    ("health", ["knee", "injur*", "pain", "physio", "rest", "sore"]),
    ("billing", ["pay*", "price", "invoice", "membership", "fee*", "refund"]),
  ]

  static let tagMatchers = tagWords.map { ($0.tag, WordMatcher($0.words)) }

  static func tags(of clause: Clause) -> [String] {
    tagMatchers.filter { _, matcher in
      clause.words.indices.contains { matcher.matches(clause.words[$0], hash: clause.hashes[$0]) }
    }.map(\.0)
  }
}
