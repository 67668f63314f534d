import Testing

@testable import PsstAI

@Suite("AnswerComposer")
struct AnswerComposerTests {
  let directory = Directory(
    owner: "maya",
    people: [
      .init(id: "maya", name: "Maya Torres", role: "trainer"), .init(id: "tom", name: "Tom Hale", role: "client"),
    ],
    rooms: [
      .init(id: "c1", members: ["maya", "tom"], isDirect: true),
      .init(id: "c2", members: ["maya", "ana"], isDirect: true),
      .init(id: "g1", members: ["maya", "tom", "ana"], isDirect: false),
    ])

  func message(_ id: String, _ text: String, minute: Int64, sender: String = "tom", chat: String = "c1")
    -> ConversationMessage
  {
    ConversationMessage(id: id, chat: chat, sender: sender, text: text, time: 1_790_000_000_000 + minute * 60_000)
  }

  @Test("'how much' or 'how many' is unsure unless a quoted message states an amount")
  func anAmountIsAnsweredOnlyByAnAmount() {
    let news = message("a", "We had an offer accepted on the house!! The one with the little garden", minute: 0)
    let guess = AnswerComposer().answer("How much did Tom pay for the house?", from: [news], directory: directory)
    #expect(!guess.found, "\(guess.text)")
    let paid = message("b", "We paid £240k for the house in the end, phew", minute: 5)
    let sure = AnswerComposer().answer("How much did Tom pay for the house?", from: [paid, news], directory: directory)
    #expect(sure.found, "\(sure.text)")
    let teeth = message("c", "Biscuit had his teeth done yesterday, three out", minute: 9)
    let count = AnswerComposer().answer("How many teeth did Biscuit have out?", from: [teeth], directory: directory)
    #expect(count.found, "a number word states an amount: \(count.text)")
  }

  @Test func aWhenQuestionPrefersTheMessageWithATime() {
    let answer = AnswerComposer().answer(
      "When is Tom's assessment?",
      from: [
        message("a", "Tom's assessment is something we need to sort out", minute: 0),
        message("b", "Assessment booked for Thursday 14 November at 7pm", minute: 5, sender: "maya"),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "b", "\(answer)")
    #expect(answer.text.hasPrefix("Sat 14 November 2026 — Maya Torres"), "the day first: \(answer.text)")
    #expect(answer.text.contains("Maya Torres (") && answer.text.contains("Thursday 14 November at 7pm"))
  }

  @Test("a day a later message changed is not the answer to 'when': the changed one is, as surely")
  func aChangedDayReplacesTheFirst() {
    let booked = message(
      "a", "plumber rang, the new boiler is coming tuesday 14 april and he fits it the same day", minute: 0)
    let thread = [
      message("a1", "Brilliant! Who can be there to let him in?", minute: 1, sender: "maya"),
      message("a2", "I can. What time?", minute: 5), message("a3", "he said between 8 and 10", minute: 12),
    ]
    let moved = message("b", "change, the boiler bloke has broken his wrist, now it is 28 april. sorry", minute: 900)
    let answer = AnswerComposer().answer(
      "When was the new boiler fitted at the flat?", from: [booked, moved], context: thread, directory: directory)
    #expect(answer.found && answer.sources.first == "b", "\(answer)")
    #expect(answer.text.hasPrefix("Tue 28 April 2026"), "the new day first: \(answer.text)")
    // A change about something else leaves the day standing.
    let other = message("c", "fyi I moved my dentist to 30 April, so no session that day", minute: 900)
    let standing = AnswerComposer().answer(
      "When was the new boiler fitted?", from: [booked, other], directory: directory)
    #expect(standing.text.hasPrefix("Tue 14 April 2026"), "\(standing.text)")
  }

  @Test("days offered to choose from settle none of them: no day is given first")
  func daysOfferedAreNoAnswer() {
    let answer = AnswerComposer().answer(
      "When is Tom's fitness test?",
      from: [message("a", "For the fitness test they offered Mon 9 Nov or Sun 22 Nov, which suits?", minute: 0)],
      directory: directory)
    #expect(answer.text.hasPrefix("Tom Hale ("), "quotes only: \(answer.text)")
    #expect(
      AnswerComposer.offersChoice(
        "they offered mon 9 nov or sun 22 nov", sentOn: CalendarDay(year: 2026, month: 9, day: 21)))
    #expect(
      !AnswerComposer.offersChoice("tea or coffee on sun 22 nov", sentOn: CalendarDay(year: 2026, month: 9, day: 21)))
  }

  @Test("the reply that names the day answers when the best match only asks about it")
  func aLaterReplyGivesTheDayTheBestMatchLacks() {
    let asked = QuestionShape("When does the new studio open?", directory: directory)
    let messages = [
      message("a", "Any news on when the new studio will open? I need to plan the posters", minute: 0),
      message("b", "The studio opening moved to Saturday 16 January", minute: 5, sender: "maya"),
    ]
    let short = AnswerComposer.shortAnswer(asked, from: messages, directory: directory)
    #expect(short?.hasPrefix("Sat 16 January 2027 — Maya Torres") == true, "\(short ?? "nil")")
    let unrelated = [messages[0], message("c", "Party is on Saturday 12 December!", minute: 5, sender: "maya")]
    #expect(AnswerComposer.shortAnswer(asked, from: unrelated, directory: directory) == nil, "shares no word")
  }

  @Test("a day in a sentence that shares none of the question's words gives way to a quoted one that does")
  func aDayAboutTheQuestionBeatsTheBestMatchesOtherDay() {
    let asked = QuestionShape("When is the harbour swim?", directory: directory)
    let best = message(
      "a", "Thanks for telling me. The squad is on Tuesday anyway, so that fits.", minute: 10, sender: "maya")
    let earlier = message("b", "Registration is a lottery. The harbour swim is on 19 July.", minute: 0)
    let short = AnswerComposer.shortAnswer(asked, from: [best, earlier], directory: directory)
    #expect(short?.contains("19 Jul") == true && short?.contains("Tom Hale") == true, "\(short ?? "nil")")
    let alone = AnswerComposer.shortAnswer(asked, from: [best], directory: directory)
    #expect(alone?.contains("Maya Torres") == true && alone?.contains("tuesday") == true, "\(alone ?? "nil")")
  }

  @Test("'which days' asks for a routine and 'when' inside a 'what' question starts a clause: no date first")
  func routinesAndInnerWhenGetNoDate() {
    #expect(QuestionShape("What did Tom do about his gym when he moved?", directory: directory).kind == .other)
    let asked = QuestionShape("Which days does Tom train from November?", directory: directory)
    let messages = [message("a", "Mon + Wed from Monday 2 November then", minute: 0, sender: "maya")]
    #expect(AnswerComposer.shortAnswer(asked, from: messages, directory: directory) == nil)
  }

  @Test func aRelativeDayIsAnsweredAsTheDayItMeant() {
    // Written on Monday 21 September 2026 (minute 0 of these messages).
    let answer = AnswerComposer().answer(
      "When did Tom hurt his ankle?",
      from: [message("a", "I rolled my ankle yesterday on the trail, a bit swollen", minute: 0)], directory: directory)
    #expect(answer.found, "\(answer)")
    let lines = answer.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Sun 20 September 2026 — Tom Hale, 'yesterday' on 21 September 2026", "\(answer.text)")
    #expect(lines.dropFirst().first?.contains("I rolled my ankle yesterday") == true)
  }

  @Test func aQuestionAboutMoneyGetsTheSumFirst() {
    let answer = AnswerComposer().answer(
      "How much did Tom's club raise for the hospice?",
      from: [message("a", "The club raised £2,310.50 for the hospice in the end!", minute: 0)], directory: directory)
    #expect(answer.text.hasPrefix("£2,310.50 — Tom Hale, 21 September 2026"), "\(answer.text)")
  }

  @Test("of several sums, the short answer is the one the question's words sit next to")
  func theSumNearTheQuestionsWords() {
    let answer = AnswerComposer().answer(
      "Roughly how much would the van lease cost per year?",
      from: [
        message(
          "a", "Fuel is about £40 per week. The van lease would cost roughly £3,200 per year, insurance included.",
          minute: 0)
      ], directory: directory)
    #expect(answer.text.hasPrefix("£3,200 — Tom Hale"), "\(answer.text)")
  }

  @Test("a sum's neighbours are the words of its own sentence: the next sentence's sum is not the thing before it")
  func theSumsNeighboursStayInItsSentence() {
    let asked = QuestionShape("How much does the safety boat cost per session?", directory: directory)
    let text = "The venue charges €40 per session for the safety boat. I was thinking €20 per session for members."
    #expect(AnswerComposer.sums(in: text, near: asked).map(\.mentioned) == ["€40", "€20"])
    let short = AnswerComposer.shortAnswer(asked, from: [message("a", text, minute: 0)], directory: directory)
    #expect(short?.hasPrefix("€40 — Tom Hale") == true, "\(short ?? "nil")")
  }

  @Test("the best message's sum answers when the question's words are near it, else a later one's with them")
  func aLaterSumOnlyWhenTheBestSaysNothingOfTheQuestion() {
    let rate = QuestionShape("What is Tom's new rate per class?", directory: directory)
    let asking = message("a", "can we talk about my pay? i'm at $40 right now", minute: 0)
    let agreed = message("b", "OK: $44 a class from November", minute: 5, sender: "maya")
    let short = AnswerComposer.shortAnswer(rate, from: [asking, agreed], directory: directory)
    #expect(short?.hasPrefix("$44 — Maya Torres") == true, "\(short ?? "nil")")
    let price = QuestionShape("What price did we settle on for new PT packages?", directory: directory)
    let settled = message("c", "Let's do £48 for new packages instead", minute: 10, sender: "maya")
    let proposed = message("d", "I'm thinking PT goes from £45 to £50 a session for new packages", minute: 0)
    let kept = AnswerComposer.shortAnswer(price, from: [settled, proposed], directory: directory)
    #expect(kept?.hasPrefix("£48 — Maya Torres") == true, "\(kept ?? "nil")")
    let unrelated = message("e", "Parking was £6 today", minute: 5)
    let first = AnswerComposer.shortAnswer(rate, from: [asking, unrelated], directory: directory)
    #expect(first?.hasPrefix("$40 — Tom Hale") == true, "none says more: the best message's \(first ?? "nil")")
  }

  @Test("a hedge before the question word keeps the kind of answer it asks for")
  func aHedgeKeepsTheKind() {
    #expect(QuestionShape("Roughly how much is the gym fee?", directory: directory).kind == .amount)
    #expect(QuestionShape("And when is the next class?", directory: directory).kind == .time)
    #expect(QuestionShape("So who brought the cones?", directory: directory).kind == .person)
    #expect(!QuestionShape("Roughly how much is the gym fee?", directory: directory).words.contains("roughl"))
  }

  @Test("an irregular past tense meets its verb")
  func irregularPastMeetsItsVerb() {
    #expect(QuestionShape.stem("left") == QuestionShape.stem("leaving"))
    #expect(QuestionShape.stem("led") == QuestionShape.stem("leading"))
    #expect(QuestionShape.stem("paid") == QuestionShape.stem("pay"))
    #expect(QuestionShape.stem("chose") == QuestionShape.stem("choose"))
  }

  @Test("a word the chat uses as a place is no answer to 'who', wherever it is written")
  func aPlaceIsNoPerson() {
    #expect(
      AnswerCues.places(in: ["just back from Seville!!", "a week in Porto", "I said to Ana"]) == ["seville", "porto"])
    let question = "Who went with Tom to the wedding?"
    let ready = message("a", "Also I have to get ready for Seville! The wedding's in two weeks", minute: 0)
    let flight = message("b", "Ana and I fly to Seville on Thursday, back on Sunday", minute: 60)
    let answer = AnswerComposer().answer(question, from: [ready], context: [flight], directory: directory)
    #expect(!answer.text.hasPrefix("Seville"), "\(answer.text)")
  }

  @Test("'who did it' is answered by the reply whose writer says they do it, naming no one")
  func theWriterWhoSaysTheyDoItAnswersWho() {
    let asked = message("a", "My MOT got moved to Friday and the car's off the road, any chance of a lift?", minute: 0)
    let offer = message("b", "Course, I'll drive you, no trouble at all", minute: 5, sender: "tom")
    let thanks = message("c", "Legend, thank you! 8am at the garage on Mill Lane", minute: 8)
    let answer = AnswerComposer().answer(
      "Who drove Maya to the garage for her MOT?", from: [asked, thanks], context: [offer], directory: directory)
    #expect(answer.sources.first == "b", "\(answer)")
    let shape = QuestionShape("Who drove Maya to the garage?", directory: directory)
    #expect(AnswerCues.writerDoes(Text.normalisedWords("I will gladly drive you"), asked: shape))
    #expect(!AnswerCues.writerDoes(Text.normalisedWords("I can't drive that day"), asked: shape), "denied")
    #expect(!AnswerCues.writerDoes(Text.normalisedWords("I think the drive was long"), asked: shape), "not its verb")
  }

  @Test("'where' finds a place written in lower case just before the matching reply, not next day's small talk")
  func aLowerCasePlaceBeforeTheReply() {
    let answer = AnswerComposer().answer(
      "Where did Tom go with his brother?",
      from: [message("b", "we did, my brother fell asleep on the ferry", minute: 10)],
      context: [
        message("a", "back from bergen!! ate so much fish", minute: 0),
        message("a2", "did u see the fjords", minute: 4, sender: "maya"),
        message("c", "that film you sent was so good", minute: 26 * 60),
        message("c2", "right?? the ending", minute: 26 * 60 + 2, sender: "maya"),
      ], directory: directory)
    #expect(answer.text.contains("bergen"), "\(answer.text)")
    #expect(!answer.text.contains("film"), "another conversation, a day later: \(answer.text)")
  }

  @Test("a name asked for is answered only by a message that names something")
  func aNameQuestionNeedsAName() {
    let guess = AnswerComposer().answer(
      "What is Tom's dog called?", from: [message("a", "you should get a dog, honestly", minute: 0, sender: "maya")],
      directory: directory)
    #expect(!guess.found, "\(guess.text)")
    let named = AnswerComposer().answer(
      "What is Tom's dog called?", from: [message("a", "my dog is called biscuit lol", minute: 0)],
      directory: directory)
    #expect(named.found, "\(named.text)")
    let shouted = AnswerComposer().answer(
      "What is Tom's dog called?", from: [message("a", "a GARDEN. get a dog now", minute: 0, sender: "maya")],
      directory: directory)
    #expect(!shouted.found, "a word in capitals shouts, it names no one: \(shouted.text)")
    #expect(AnswerCues.isCapitalised("O'Connor") && AnswerCues.isCapitalised("Ola") && !AnswerCues.isCapitalised("NEW"))
  }

  @Test("a name asked for is found by the thread that talks of the name, though the naming comes a day later")
  func theNamingEndsTheThreadAboutTheName() {
    let question = "What did Tom name his puppy?"
    let news = message("a", "the puppy comes home tomorrow!!", minute: 0)
    let asking = message("b", "yay!! what's her name?", minute: 3, sender: "maya")
    let undecided = message("c", "not decided yet, we keep arguing about it", minute: 5)
    let named = message("d", "we've gone with Waffle 🐶", minute: 5 + 26 * 60)
    let answer = AnswerComposer().answer(
      question, from: [news, undecided], context: [asking, named], directory: directory)
    #expect(answer.text.contains("Waffle") && answer.sources.contains("d"), "\(answer.text) \(answer.sources)")
    #expect(QuestionShape(question, directory: directory).words.contains(QuestionShape.stem("name")))
  }

  @Test("'what was his marathon time' is answered by his stopwatch time, though it never says 'marathon'")
  func aRaceTimeIsHisStopwatchTime() {
    let answer = AnswerComposer().answer(
      "What was Tom's marathon time?",
      from: [
        message("a", "signed up for the city marathon, its in may", minute: 0),
        message("b", "calves sore since the marathon, no running for 6 weeks", minute: 9_000),
      ],
      context: [message("c", "DID IT. 3:58:12!! cried at the finish", minute: 5_000)], directory: directory)
    #expect(answer.text.contains("3:58:12 — Tom Hale"), "\(answer.text)")
    let target = AnswerComposer().answer(
      "What was Tom's marathon time?",
      from: [
        message("a", "marathon plan: hold back early, aiming for 4:10", minute: 0),
        message("c", "3:58:12!! marathon done, held back till mile 20", minute: 5_000),
      ], directory: directory)
    #expect(target.text.hasPrefix("3:58:12 — Tom Hale"), "the result after the target: \(target.text)")
    #expect(AnswerComposer.timedBy("What was Tom's marathon time?", directory: directory) == ["tom"])
    #expect(AnswerComposer.timedBy("How fast did Tom run it?", directory: directory) == ["tom"])
    #expect(AnswerComposer.timedBy("How long did it take Tom to run it?", directory: directory) == ["tom"])
    #expect(AnswerComposer.timedBy("What time is Tom's class?", directory: directory).isEmpty, "a clock time")
    #expect(!AnswerComposer.statesStopwatchTime(message("d", "class at 10:30am", minute: 0)))
    #expect(!AnswerComposer.statesStopwatchTime(message("e", "class moved to Thursday 6:45, bring a mat", minute: 0)))
    #expect(AnswerComposer.statesStopwatchTime(message("f", "52:40 at the 10k, chuffed", minute: 0)))
  }

  @Test("a consonant an ending doubled meets the verb: 'running' is 'runs'")
  func doubledConsonantsMeetTheirVerb() {
    #expect(QuestionShape.stem("running") == QuestionShape.stem("runs"))
    #expect(QuestionShape.stem("swimming") == QuestionShape.stem("swim"))
    #expect(QuestionShape.stem("planned") == QuestionShape.stem("plan"))
    #expect(QuestionShape.stem("falling") == QuestionShape.stem("falls"), "a double of the word's own stays")
    #expect(QuestionShape.stem("missed") == QuestionShape.stem("miss"))
    #expect(QuestionShape.stem("added") == QuestionShape.stem("adds"))
  }

  @Test("'when did' takes a day before the message from the person asked about as the answer")
  func whenDidPrefersADayBehindTheMessage() {
    // Written on Monday 21 September 2026: one message looks back, one plans ahead.
    let answer = AnswerComposer().answer(
      "When did Tom twist his knee?",
      from: [
        message("plan", "Knee check with the physio on the 28th, then we see about football", minute: 0),
        message("told", "I went over on my knee two days ago at five-a-side, swollen now", minute: 1),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "told", "\(answer)")
    #expect(
      answer.text.hasPrefix("Sat 19 September 2026 — Tom Hale, 'two days ago' on 21 September 2026"), "\(answer.text)")
  }

  @Test("the question's tense reads past or ahead")
  func questionTense() {
    #expect(QuestionShape("When did Tom hurt his knee?", directory: directory).tense == .past)
    #expect(QuestionShape("When is Tom's assessment?", directory: directory).tense == .ahead)
    #expect(QuestionShape("How much did it cost?", directory: directory).tense == nil)
  }

  @Test("a rare word of the question counts for more than one every message has")
  func rareWordsWeighMore() {
    let answer = AnswerComposer().answer(
      "What did we decide about the fire safety training?",
      from: [
        message("a", "Training moves to 6am from Monday, decided", minute: 0, sender: "maya"),
        message("b", "Great training today", minute: 1),
        message("c", "Training was hard", minute: 2),
        message("d", "More training on Friday?", minute: 3),
        message("e", "Fire safety course booked for Sunday, decided", minute: 4, sender: "maya", chat: "c2"),
      ], directory: directory)
    #expect(answer.sources.first == "e", "\(answer)")
  }

  @Test func weightsFollowHowFewMessagesHoldAWord() {
    let shape = QuestionShape("fire drill training", directory: directory).weighing(by: [
      ["train"], ["train"], ["train", "drill"], ["train"],
    ])
    #expect(shape.overlap(with: ["drill"]) > shape.overlap(with: ["train"]))
    let plain = QuestionShape("fire drill training", directory: directory)
    #expect(plain.overlap(with: ["drill"]) == plain.overlap(with: ["train"]))
  }

  @Test func questionsDoNotAnswerQuestions() {
    let answer = AnswerComposer().answer(
      "What did Tom say about his shoulder?",
      from: [
        message("a", "how is your shoulder doing?", minute: 0, sender: "maya"),
        message("b", "shoulder feels much better since the rotator cuff work", minute: 5),
      ], directory: directory)
    #expect(answer.sources.first == "b", "\(answer)")
  }

  @Test func anOutcomeQuestionPrefersTheSettlingMessage() {
    let answer = AnswerComposer().answer(
      "What price did we settle on?",
      from: [
        message("a", "I'm thinking the price goes to £50", minute: 0, sender: "maya"),
        message("b", "Ok let's do £48 instead, final price", minute: 30, sender: "maya"),
      ], directory: directory)
    #expect(answer.sources.first == "b", "\(answer)")
  }

  @Test func nothingRetrievedOrNothingSharedIsNotFound() {
    let none = AnswerComposer().answer("When is the meet?", from: [], directory: directory)
    #expect(!none.found && none.sources.isEmpty && none.text.hasPrefix("I couldn't find anything"))
    let unrelated = AnswerComposer().answer(
      "When is the powerlifting meet?", from: [message("a", "thanks!", minute: 0)], directory: directory)
    #expect(
      !unrelated.found && unrelated.text.hasPrefix("I couldn't find a clear answer") && unrelated.sources == ["a"])
  }

  @Test func theReplyInTheThreadAnswersWhatTheMatchingMessageAsked() {
    let asked = message("a", "when is my fitness assessment?", minute: 0)
    let answer = AnswerComposer().answer(
      "When is Tom's fitness assessment?", from: [asked],
      context: [message("b", "Thursday at 7pm, at the studio", minute: 20, sender: "maya")], directory: directory)
    #expect(answer.found && answer.sources == ["b", "a"], "the reply, then the message that led to it: \(answer)")
    #expect(answer.text.contains("Thursday at 7pm"))
  }

  @Test func aReplyAnswersHoweverManyMessagesCameBetween() {
    let asked = message("a", "when is the kit delivery?", minute: 0)
    var between = (1...20).map { message("n\($0)", "lol same here \($0)", minute: Int64($0), sender: "maya") }
    var reply = message("r", "Tuesday at 9am, the van comes to the back door", minute: 30, sender: "maya")
    reply.replyTo = "a"
    between.append(reply)
    let answer = AnswerComposer().answer(
      "When is the kit delivery?", from: [asked], context: between, directory: directory)
    #expect(answer.sources.first == "r", "\(answer)")
  }

  @Test func aMessageFarAfterInTheChatLendsLittle() {
    let answer = AnswerComposer().answer(
      "When is Tom's fitness assessment?",
      from: [
        message("a", "when is my fitness assessment?", minute: 0),
        message("c", "Fitness assessment: Friday 9am", minute: 5),
      ],
      context: [message("b", "see you Monday at 6pm", minute: 30 * 24 * 60, sender: "maya")], directory: directory)
    #expect(answer.sources.first == "c", "\(answer)")
  }

  @Test func aMoneyQuestionWantsMoneyNotOtherNumbers() {
    let answer = AnswerComposer().answer(
      "How much did Tom raise for the hospice?",
      from: [
        message("a", "Signed up to walk 24 miles for the hospice, raising money with 5 friends", minute: 0),
        message("b", "we raised £1,640 in the end!", minute: 60),
      ], directory: directory)
    #expect(answer.sources.first == "b", "\(answer)")
  }

  @Test func thePersonAskedAboutCountsMoreThanOthers() {
    let answer = AnswerComposer().answer(
      "What is Tom's goal?",
      from: [
        message("a", "My goal is a sub 25 minute parkrun", minute: 0, sender: "ana", chat: "c2"),
        message("b", "My goal is to dance at my daughter's wedding", minute: 5),
      ], directory: directory)
    #expect(answer.sources.first == "b", "\(answer)")
  }

  @Test func whatSomeoneSaidIsToldFromTheirMessagesInTimeOrder() {
    let answer = AnswerComposer().answer(
      "What did Tom say about his knee?",
      from: [
        message("c", "knee is all good now", minute: 90),
        message("a", "the outside of my knee started hurting at mile 14, sharp pain when I bend it", minute: 0),
        message("b", "how is the knee?", minute: 60, sender: "maya"),
      ], directory: directory)
    #expect(answer.sources.prefix(2) == ["a", "c"], "\(answer)")
  }

  @Test func aMatchAboutSomeoneElseIsNotAnAnswer() {
    let directory = Directory(
      owner: "maya",
      people: [
        .init(id: "maya", name: "Maya Torres", role: "trainer"), .init(id: "tom", name: "Tom Hale", role: "client"),
        .init(id: "ana", name: "Ana Silva", role: "client"),
      ],
      rooms: [.init(id: "c1", members: ["maya", "tom"], isDirect: true)])
    let answer = AnswerComposer().answer(
      "When is Ana's wedding?", from: [message("a", "can't make Saturday, family wedding in York", minute: 0)],
      directory: directory)
    #expect(!answer.found && answer.text.hasPrefix("I couldn't find a clear answer"), "\(answer)")
  }

  @Test func longMessagesAreCutAtAWord() {
    let quoted = AnswerComposer.quote(String(repeating: "word ", count: 100))
    #expect(quoted.count <= AnswerComposer.maxQuoteLength + 1 && quoted.hasSuffix("…"))
  }

  @Test("the message that picks one of the alternatives put before it answers 'which', not the one that put them")
  func theChoiceAnswersWhichOne() {
    let answer = AnswerComposer().answer(
      "Which racket did Tom buy?",
      from: [message("a", "racket q. wilson or yonex. both ~150", minute: 0)],
      context: [
        message("b", "Both fine, what matters is the grip size. Try them in the shop.", minute: 40, sender: "maya"),
        message("c", "went w the blue one. yonex", minute: 3_000),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "c", "\(answer)")
    // Naming both, or putting alternatives again, picks none.
    let undecided = AnswerComposer().answer(
      "Which racket did Tom buy?",
      from: [message("a", "racket q. wilson or yonex. both ~150", minute: 0)],
      context: [message("c", "still torn between the wilson and the yonex tbh", minute: 3_000)], directory: directory)
    #expect(undecided.sources.first == "a", "\(undecided)")
  }

  @Test("alternatives are the words either side of 'or', never function words")
  func alternativesPut() {
    #expect(AnswerCandidates.options(in: "racket q. wilson or yonex. both ~150") == ["wilson", "yonex"])
    #expect(AnswerCandidates.options(in: "is it 49 or 39 for the programme?") == ["49", "39"])
    #expect(AnswerCandidates.options(in: "the red one or the blue one").isEmpty, "only single words either side")
    #expect(AnswerCandidates.options(in: "red or blue, or maybe green?") == ["red", "blue"])
    #expect(AnswerCandidates.options(in: "Tuesday or Thursday? 10am or 2pm?").isEmpty, "a time being arranged")
    #expect(AnswerCandidates.options(in: "sooner or later we need a new van").isEmpty)
    #expect(AnswerCandidates.options(in: "a week or so, whether you like it or not").isEmpty)
    #expect(AnswerCandidates.options(in: "no racket talk here").isEmpty)
  }

  @Test("'how often' is answered by a message that says how often, not by the first match")
  func howOftenPrefersARate() {
    let answer = AnswerComposer().answer(
      "How often is Tom's climbing class?",
      from: [
        message("a", "went to my first climbing class yesterday, arms are dead", minute: 0),
        message("b", "the instructor is lovely. its every thursday at the wall on quay street", minute: 3),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "b", "\(answer)")
    #expect(QuestionShape.kind(of: Text.normalisedWords("how often does she swim")) == .frequency)
    #expect(QuestionShape.kind(of: Text.normalisedWords("how frequently are invoices sent")) == .frequency)
  }

  @Test(
    "'how strong' or 'how old' asks for a measure: the reply that states it answers, not the message naming the thing")
  func howStrongAsksForAMeasure() {
    let answer = AnswerComposer().answer(
      "How strong is the harbour stout?",
      from: [
        message("a", "harbour stout is lovely, very easy to drink", minute: 0),
        message("b", "6.8% abv, go easy", minute: 2, sender: "maya"),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "b", "\(answer)")
    #expect(QuestionShape.kind(of: Text.normalisedWords("how old was the dog when she adopted him")) == .amount)
    #expect(QuestionShape.kind(of: Text.normalisedWords("how far did they walk")) == .amount)
    #expect(QuestionShape.kind(of: Text.normalisedWords("how did they walk")) == .other)
  }

  @Test("'how old' is answered only by an age: a weight or a count beside the pet's name is no answer")
  func howOldAsksForAnAge() {
    let weighed = AnswerComposer().answer(
      "How old is Tom's cat Mochi?",
      from: [message("a", "Mochi is down 450g after the diet", minute: 0)],
      directory: directory)
    #expect(!weighed.found, "\(weighed.text)")
    let aged = AnswerComposer().answer(
      "How old is Tom's cat Mochi?",
      from: [message("a", "Mochi turned 7 last week, tuna cake for everyone", minute: 0)],
      directory: directory)
    #expect(aged.found, "\(aged.text)")
    func age(_ text: String) -> Bool { AnswerCues.age(Text.normalisedWords(text)) }
    #expect(age("shes 4 and fully house trained") && age("a 3-year-old") && age("Six already!!"))
    #expect(!age("hes a paramedic") && !age("slept 14 hours") && !age("3 years since we moved"))
  }

  @Test("'what does he do for work' is answered by the message naming an occupation, not by the one saying 'work'")
  func workQuestionsPreferAnOccupation() {
    let answer = AnswerComposer().answer(
      "What does Tom do for work?",
      from: [
        message("a", "Work is so boring today 😅", minute: 0),
        message("b", "work is so boring today", minute: 3_000),
        message("c", "work is mad, we're shipping the new app in may and i'm the only designer on it", minute: 6_000),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "c", "\(answer)")
    func occupation(_ text: String) -> Double { AnswerCues.occupation(Text.normalisedWords(text)) }
    #expect(occupation("she's a nurse at the royal infirmary") == 1)
    #expect(occupation("started the new job as a data analyst") == 1)
    #expect(occupation("I work at the council these days") == 0.5)
    #expect(occupation("work is so boring today") == 0)
  }

  @Test("'what time' is answered by a time of day first, from the message that states one, not by its day")
  func whatTimeGetsTheClockTime() {
    let answer = AnswerComposer().answer(
      "What time does Tom's race start?",
      from: [
        message("a", "race is on sunday 21 june, so excited", minute: 0),
        message("b", "btw my race starts 9:40 on the 21st. lake swim first", minute: 60),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "b", "\(answer)")
    #expect(answer.text.hasPrefix("9:40 — Tom Hale, "), "\(answer.text)")
    // A time in a sentence about something else of a message further down is no answer.
    let unrelated = AnswerComposer().answer(
      "What time does Tom's race start?",
      from: [
        message("a", "race is on sunday 21 june, so excited", minute: 0),
        message("b", "physio moved to 16:30. no running till then", minute: 60),
      ], directory: directory)
    #expect(!unrelated.text.hasPrefix("16:30"), "\(unrelated.text)")
  }

  @Test("a group the question names by its name is what each of its messages is about, the latest change first")
  func aNamedGroupIsItsMessagesTopic() {
    let opening = message(
      "a", "Welcome to the lunchtime circuit group! thinking Tue or Wed 12:15", minute: 0, chat: "g1")
    let accepted = message("b", "wed 12:15 perfect", minute: 10, sender: "ana", chat: "g1")
    let moved = message("c", "Moving to Wednesdays 2:15pm from next month then 👍", minute: 60_000, chat: "g1")
    let question = "What time is the lunchtime circuit now?"
    let answer = AnswerComposer().answer(
      question, from: [opening, accepted], context: [moved], directory: directory,
      group: (chat: "g1", name: "Lunchtime Circuit"))
    #expect(answer.found && answer.sources.first == "c", "\(answer)")
    #expect(answer.text.hasPrefix("2:15pm — "), "\(answer.text)")
    // Without the group, the message that never names it is not the answer.
    let unnamed = AnswerComposer().answer(question, from: [opening, accepted], context: [moved], directory: directory)
    #expect(unnamed.sources.first != "c", "\(unnamed)")
  }

  @Test("a time of day as written: am/pm, hours and minutes, a stopwatch's; never a ratio or a date")
  func clockTimes() {
    #expect(AnswerCues.clockTime("10am") == "10am")
    #expect(AnswerCues.clockTime("2:15pm!") == "2:15pm")
    #expect(AnswerCues.clockTime("(9:40)") == "9:40")
    #expect(AnswerCues.clockTime("4:12:37.") == "4:12:37")
    #expect(AnswerCues.clockTime("10", next: "am,") == "10am")
    #expect(AnswerCues.clockTime("1:1") == nil, "a 1:1 session")
    #expect(AnswerCues.clockTime("21/6") == nil)
    #expect(AnswerCues.clockTime("10") == nil)
    #expect(AnswerCues.clockTime("123:45") == nil)
  }

  @Test("a rate is 'every …', 'twice a week', '-ly' or a weekday in the plural; a day alone only hints at one")
  func frequencyCues() {
    func rate(_ text: String) -> Double { AnswerCues.frequency(Text.normalisedWords(text)) }
    for text in [
      "its every sunday at the studio", "each morning before work", "every other week", "every 2 weeks",
      "twice a week if I can", "3 times a month", "we meet weekly", "on Tuesdays and Thursdays",
    ] {
      #expect(rate(text) == 1, "\(text)")
    }
    #expect(rate("see you Sunday") == 0.3)
    #expect(rate("€20 per session, kayak included") == 0)
    #expect(rate("great job today") == 0)
  }

  @Test("a cause is plain with 'because' or 'having …ed', half plain with 'from' or 'so', absent otherwise")
  func reasonCues() {
    func reason(_ text: String) -> Double { AnswerCues.reason(Text.normalisedWords(text)) }
    #expect(reason("She turned it down because the commute was too long") == 1)
    #expect(reason("He declined, having accepted a post nearer home") == 1)
    #expect(reason("Dizzy from the new tablets I think") == 0.5)
    #expect(reason("Back from holiday on Monday") == 0.5)
    #expect(reason("See you at the track on Monday") == 0)
  }

  @Test("a title and surname name a person of the store; a surname alone does not")
  func aTitleAndSurnameNameAPerson() {
    #expect(directory.titled(in: ["mr", "hale", "has", "paid"]) == ["tom"])
    #expect(directory.titled(in: ["hale", "has", "paid"]).isEmpty)
    #expect(directory.titled(in: ["mrs", "nobody"]).isEmpty)
  }

  @Test("a message about the person asked about by title and surname counts as about them")
  func aTitledMessageIsAboutThePerson() {
    let answer = AnswerComposer().answer(
      "How much does Tom have left to pay?",
      from: [
        message("a", "Mr Hale has one prepaid session, leaving £120 to pay.", minute: 0, sender: "ana", chat: "c2")
      ], directory: directory)
    #expect(answer.found, "\(answer)")
    #expect(answer.text.hasPrefix("£120 — "), "\(answer.text)")
  }
}

@Suite("QuestionShape")
struct QuestionShapeTests {
  @Test func aLeadingPrepositionDoesNotHideWhatIsAsked() {
    #expect(QuestionShape.kind(of: ["on", "what", "date", "did", "ana", "fall"]) == .time)
    #expect(QuestionShape.kind(of: ["since", "what", "day", "has", "it", "hurt"]) == .time)
    #expect(QuestionShape.kind(of: ["for", "whom", "was", "the", "cake"]) == .person)
    #expect(QuestionShape.kind(of: ["on", "the", "way", "home"]) == .other)
  }

  /// Two friends, neither a client: a personal chat.
  let friends = Directory(
    owner: "nina",
    people: [.init(id: "nina", name: "Nina Berg", role: nil), .init(id: "ravi", name: "Ravi Kapoor", role: nil)],
    rooms: [.init(id: "d1", members: ["nina", "ravi"], isDirect: true)])

  func said(_ id: String, _ text: String, day: CalendarDay, sender: String, minute: Int64 = 0) -> ConversationMessage {
    ConversationMessage(
      id: id, chat: "d1", sender: sender, text: text, time: day.ordinal * 86_400_000 + 43_200_000 + minute * 60_000)
  }

  @Test("the message just after a question by someone else answers it as a reply would")
  func theNextMessageAnswersAQuestion() {
    let day = CalendarDay(year: 2025, month: 9, day: 24)
    let chat = [
      said("q", "And where are you going for the honeymoon? You never told me!", day: day, sender: "nina"),
      said("a", "JAPAN!! Three weeks, Tokyo and Kyoto", day: day, sender: "ravi", minute: 4),
      said("late", "the flights were brutal", day: day, sender: "nina", minute: 65),
    ]
    let candidates = chat.map { AnswerCandidate(message: $0, stems: AnswerCandidates.stems(of: $0.text)) }
    #expect(AnswerCandidates.answered(by: 1, in: candidates) == 0)
    #expect(AnswerCandidates.answered(by: 2, in: candidates) == nil, "an hour later, by the one who asked")
    let asked = QuestionShape("Where did Ravi go for the honeymoon?", directory: friends)
    let scored = AnswerCandidates(asked, retrieved: [chat[0]], context: [chat[1]], directory: friends)
    let related = scored.relate(scored.chats[0])
    let (question, answer) = (related[0], related[1])
    #expect(answer.anchor == "q" && answer.relevance >= AnswerCandidates.replyShare * question.relevance)
    let when = QuestionShape("When is Ravi's honeymoon?", directory: friends)
    let settling = AnswerCandidates(when, retrieved: [chat[0]], context: [chat[1]], directory: friends)
    let first = settling.relate(settling.chats[0])
    #expect(first[1].relevance < AnswerCandidates.replyShare * first[0].relevance, "'when' asks what it settled on")
  }

  @Test("a period a message names is answered as precisely as it was said")
  func aPeriodIsAnsweredAtItsSpan() {
    let sent = CalendarDay(year: 2023, month: 5, day: 8)
    let answer = AnswerComposer().answer(
      "When did Ravi paint the lake sunrise?",
      from: [said("a", "I painted that lake sunrise last year, it's in the hall now", day: sent, sender: "ravi")],
      directory: friends)
    #expect(answer.text.hasPrefix("2022 — Ravi Kapoor, 'last year' on 8 May 2023"), "\(answer.text)")
    let week = AnswerComposer().answer(
      "When did Ravi give the talk at the school?",
      from: [said("a", "I gave a talk at the school last week, so nervous", day: sent, sender: "ravi")],
      directory: friends)
    #expect(week.text.hasPrefix("the week before 8 May 2023 — Ravi Kapoor"), "\(week.text)")
  }

  @Test("a race time is how long it took: the stopwatch time, not the day")
  func aRaceTimeIsADuration() {
    #expect(QuestionShape("What was Ravi's 10k time?", directory: friends).kind == .duration)
    #expect(QuestionShape("How fast did Ravi run the half?", directory: friends).kind == .duration)
    #expect(QuestionShape("What time is the party?", directory: friends).kind == .time)
    let day = CalendarDay(year: 2023, month: 5, day: 22)
    let answer = AnswerComposer().answer(
      "What was Ravi's 10k time?",
      from: [said("a", "I ran the river 10k on Saturday!", day: day, sender: "ravi")],
      context: [said("b", "52:40, not bad for someone who hates running", day: day, sender: "ravi")],
      directory: friends)
    #expect(answer.sources.first == "b", "\(answer)")
  }

  @Test("the stopwatch time of a message is the one it took, not a time of day before it")
  func stopwatchTimeNotTheClock() {
    #expect(AnswerComposer.stopwatch(in: "parkrun at 9:00, did 24:31!") == "24:31")
    #expect(AnswerComposer.stopwatch(in: "moved to Thursday 6:45 then ran 52:40") == "52:40")
    #expect(AnswerComposer.stopwatch(in: "class moved to Thursday 6:45") == nil)
  }

  @Test("a race time someone else lists after the name answers 'what was his time in the 400m'")
  func aTimeListedByAnother() {
    #expect(QuestionShape("What was Ravi's time in the 400m?", directory: friends).kind == .duration)
    #expect(QuestionShape("What time is the class?", directory: friends).kind == .time)
    let list = "Time trial 400m: Nina 6:58, Ravi 6:12, Femke 7:05."
    #expect(AnswerComposer.listedTime(of: ["ravi"], in: list, directory: friends) == "6:12")
    #expect(AnswerComposer.listedTime(of: ["ravi"], in: "Ravi said 6:12 was fine", directory: friends) == nil)
    // Times of day: after a month, or what opens then.
    #expect(AnswerComposer.stopwatch(in: "28 March 8:00 ok") == nil)
    #expect(AnswerComposer.stopwatch(in: "Sunday the pool opens 9:00 I think") == nil)
    let day = CalendarDay(year: 2026, month: 3, day: 10)
    let answer = AnswerComposer().answer(
      "What was Ravi's time in the 400m?", from: [said("list", list, day: day, sender: "nina")],
      context: [said("own", "the pool opens 9:00 tomorrow", day: day, sender: "ravi", minute: 5)], directory: friends)
    #expect(answer.text.hasPrefix("6:12 — Nina Berg"), "\(answer.text)")
  }

  @Test("a question about two things bought asks for the sum their prices come to")
  func theWholeOfSeveralSums() {
    let text = "Foam ones, please. 12 boards at €9.50 plus 6 buoys at €8 is €162. I'll order tomorrow."
    let both = QuestionShape("How much did the new boards and buoys cost?", directory: friends)
    #expect(AnswerComposer.nearest(AnswerComposer.sums(in: text, near: both))?.mentioned == "€162")
    let one = QuestionShape("How much does a board cost?", directory: friends)
    #expect(AnswerComposer.nearest(AnswerComposer.sums(in: text, near: one))?.mentioned == "€9.50")
    let listed = "€60 for a 1:1, €550 for ten and €49 for the squad"
    #expect(
      AnswerComposer.nearest(AnswerComposer.sums(in: listed, near: both))?.mentioned == "€60", "no sum is a whole")
  }

  @Test("an answer hours after an offer that names the offer's sum is on its topic, silence or not")
  func anAnswerNamingTheOfferedSum() {
    let day = CalendarDay(year: 2026, month: 3, day: 25)
    let offer = said(
      "offer", "Ravi's invoice for March: 22 hours at €28. He asked whether his rate could go up. I think €30 is fair.",
      day: day, sender: "nina")
    let reply = said("reply", "Yes, €30 from April. Honestly he's worth more.", day: day, sender: "ravi", minute: 210)
    let later = said(
      "later", "The new invoice template is in the drive, €0 to set up", day: day, sender: "ravi", minute: 215)
    let answer = AnswerComposer().answer(
      "What is Ravi's hourly rate from April?", from: [offer], context: [reply, later], directory: friends)
    #expect(answer.sources.contains("reply"), "\(answer)")
    #expect(AnswerCandidates.sharesSum("I think €30 is fair", "Yes, €30 from April"))
    #expect(!AnswerCandidates.sharesSum("24 miles in 12 hours", "Mon/Wed/Fri 12-1"), "figures alone are no sum")
  }

  @Test("'what did she swim in the 400' asks for a race time, the one said beside the 400")
  func aRaceNamedByWhereItWasRaced() {
    let asked = QuestionShape("What did Ravi swim in the 400?", directory: friends)
    #expect(asked.kind == .duration && asked.asksElapsedTime)
    #expect(!QuestionShape("How long can't Ravi swim butterfly?", directory: friends).asksElapsedTime)
    #expect(QuestionShape("How long did it take Ravi to finish the marathon?", directory: friends).asksElapsedTime)
    #expect(QuestionShape("How long did it take Ravi to run the 10K?", directory: friends).asksElapsedTime)
    #expect(!QuestionShape("How long did it take Ravi's knee to heal?", directory: friends).asksElapsedTime)
    #expect(QuestionShape("What did Ravi do in the gym?", directory: friends).kind == .other)
    let text = "23:48!!! Can't believe it. And 5:41 in the 400 this morning."
    #expect(AnswerComposer.stopwatch(in: text, near: asked) == "5:41")
    #expect(
      AnswerComposer.stopwatch(in: text, near: QuestionShape("What was Ravi's time?", directory: friends)) == "23:48"
    )
  }

  @Test("a name asked for: a word seen as a name elsewhere counts at the start of a sentence")
  func aNameStartingASentence() {
    #expect(QuestionShape("What is the name of Ravi's dog?", directory: friends).kind == .person)
    #expect(
      QuestionShape("What is Nina's cat called?", directory: friends).words == ["cat", QuestionShape.stem("name")])
    let day = CalendarDay(year: 2023, month: 5, day: 8)
    let answer = AnswerComposer().answer(
      "What is the name of Ravi's dog?",
      from: [said("q", "How's the dog?", day: day, sender: "nina")],
      context: [
        said("a", "Bruno is great, he finally learned to sit", day: day, sender: "ravi", minute: 1),
        said("c", "My Portuguese is coming on well", day: day, sender: "ravi", minute: 2),
        said("b", "We got him from the shelter where Bruno was found", day: day, sender: "ravi", minute: 3),
      ], directory: friends)
    #expect(answer.sources.first == "a", "\(answer)")
    #expect(AnswerCues.person("Izmir is lovely", friends, names: ["izmir"], asked: ["izmir"]) == 0)
  }

  @Test("in a chat of two, 'my dog' is the writer's: not an answer about the other one")
  func theWritersOwnThingsAreNotTheOthers() {
    let day = CalendarDay(year: 2023, month: 5, day: 8)
    let about = AnswerComposer().answer(
      "What is the name of Nina's dog?",
      from: [said("a", "my dog Bruno finally learned to sit", day: day, sender: "ravi")], directory: friends)
    #expect(!about.found, "\(about)")
    let own = AnswerComposer().answer(
      "What is the name of Ravi's dog?",
      from: [said("a", "my dog Bruno finally learned to sit", day: day, sender: "ravi")], directory: friends)
    #expect(own.found, "\(own)")
  }

  @Test("a day the question names ranks the messages of that day or telling of it")
  func aDayInTheQuestionRanksItsMessages() {
    let answer = AnswerComposer().answer(
      "What did Nina do on 12 August?",
      from: [
        said("a", "doing a sunrise hike on the 12th!", day: CalendarDay(year: 2023, month: 8, day: 1), sender: "nina"),
        said("b", "did a pottery class, made a bowl", day: CalendarDay(year: 2023, month: 5, day: 8), sender: "nina"),
      ], directory: friends, asOf: CalendarDay(year: 2023, month: 11, day: 20).ordinal * 86_400_000)
    #expect(answer.sources.first == "a", "\(answer)")
  }

  @Test("unsure when the question's rarest word is nowhere in the answer, with the closest guess still shown")
  func aMissingRareWordIsNotAnAnswer() {
    let day = CalendarDay(year: 2023, month: 6, day: 23)
    let answer = AnswerComposer().answer(
      "How much did Nina's flights to Oslo cost?",
      from: [
        said("a", "the vet cost us £480 though", day: day, sender: "ravi"),
        said("b", "We're back! Oslo was amazing", day: day, sender: "nina"),
      ], directory: friends)
    #expect(!answer.found && answer.text.hasPrefix("I couldn't find a clear answer"), "\(answer)")
    let answered = AnswerComposer().answer(
      "How much did Ravi's vet bill cost?", from: [said("a", "the vet bill cost us £480", day: day, sender: "ravi")],
      directory: friends)
    #expect(answered.found && answered.text.hasPrefix("£480 — Ravi Kapoor"), "\(answered)")
  }
}

extension AnswerComposerTests {
  @Test("a message its sender says again is quoted once; another person's same words are not a repeat")
  func aRepeatIsQuotedOnce() {
    let answer = AnswerComposer().answer(
      "What's the drama about the seating plan?",
      from: [
        message("a", "seating plan drama again, not ours", minute: 0),
        message("b", "seating plan drama again, not ours tbh", minute: 60),
        message("c", "seating plan drama again, not ours either", minute: 90, sender: "maya"),
        message("d", "the seating plan put my aunt next to her ex, drama", minute: 120),
      ], directory: directory)
    let quoted = answer.text.split(separator: "\n").filter { $0.contains("“") }
    #expect(quoted.count == 3, "\(answer.text)")
    #expect(quoted.filter { $0.hasPrefix("Tom Hale") && $0.contains("again, not ours") }.count == 1, "\(quoted)")
    let (first, again, other) = (
      AnswerCandidate(
        message: message("a", "seating plan drama again", minute: 0), stems: ["seat", "plan", "drama", "again"]),
      AnswerCandidate(
        message: message("b", "seating plan drama again tbh", minute: 1),
        stems: ["seat", "plan", "drama", "again", "tbh"]),
      AnswerCandidate(
        message: message("c", "seating plan drama again!", minute: 2, sender: "maya"),
        stems: ["seat", "plan", "drama", "again"])
    )
    #expect(AnswerComposer.repeats(again, first))
    #expect(!AnswerComposer.repeats(other, first), "who else said so is news")
    #expect(
      !AnswerComposer.repeats(
        AnswerCandidate(message: message("e", "ok thx", minute: 3), stems: ["ok", "thx"]),
        AnswerCandidate(message: message("f", "ok thx!", minute: 4), stems: ["ok", "thx"])), "too short to tell")
  }
}

extension AnswerComposerTests {
  static func related(_ word: String) -> [[String]] {
    word == "wedding" ? [["venue"], ["married"], ["tie", "the", "knot"]] : []
  }

  @Test("a word related to the question's ranks as half of it, and never makes an answer sure")
  func relatedWordsRankButDoNotAssure() {
    let shape = QuestionShape("where is the wedding", directory: directory).relating(by: Self.related)
    let (wedding, venue) = (QuestionShape.stem("wedding"), QuestionShape.stem("venue"))
    #expect(shape.words == [wedding])
    #expect(shape.overlap(with: [venue], related: true) == QuestionShape.relatedShare)
    #expect(shape.overlap(with: [venue]) == 0, "how sure stays with the question's own words")
    #expect(shape.overlap(with: [wedding, venue], related: true) == 1)
    #expect(shape.overlap(with: ["tie", "knot"], related: true) == 0, "a phrase's words alone mean other things")
    let messages = [
      message("a", "the kids wore us out today", minute: 0),
      message("b", "we booked the venue today", minute: 5, chat: "g1"),
    ]
    let related = AnswerComposer().answer(
      "Any news on Tom's wedding?", from: messages, directory: directory, related: Self.related)
    let plain = AnswerComposer().answer("Any news on Tom's wedding?", from: messages, directory: directory)
    #expect(related.sources.first == "b" && plain.sources.first == "a", "\(related.sources) \(plain.sources)")
    #expect(!related.found && !plain.found, "no word of the question in either: not sure")
  }
}

extension AnswerComposerTests {
  @Test("a few words that decide ('yes, let's do it!') make the offer before them what was decided")
  func anAcceptedOfferIsTheDecision() {
    let chat = [
      message("a", "they offered £600 plus kit for three posts, want me to negotiate?", minute: 0),
      message("b", "yes push for £800", minute: 5, sender: "maya"),
      message("c", "they came back with £750 plus kit, shall we take it?", minute: 60),
      message("d", "yes, let's do it!", minute: 65, sender: "maya"),
    ].map { AnswerCandidate(message: $0, stems: AnswerCandidates.stems(of: $0.text)) }
    let (decided, _) = AnswerCandidates.decisions(in: chat, directory: directory)
    #expect(decided.contains("d") && decided.contains("c"), "\(decided)")
    #expect(!decided.contains("a"), "the first offer was countered, not taken")
  }
}

extension AnswerComposerTests {
  static func instruments(_ word: String) -> [[String]] {
    word == "instrument" ? [["guitar"], ["cello"], ["piano"]] : []
  }

  @Test("'what instrument' asks for one: a message naming a cello answers it, not one sharing the verb")
  func aThingOfTheKindAskedAnswersWhatKind() {
    #expect(QuestionShape.category(of: ["which", "running", "club", "does", "tom", "go", "to"]) == "club")
    #expect(QuestionShape.category(of: ["what", "kind", "of", "dog", "did", "they", "get"]) == "dog")
    #expect(QuestionShape.category(of: ["what", "did", "tom", "teach"]) == nil)
    let shape = QuestionShape("What instrument does Tom teach?", directory: directory).relating(by: Self.instruments)
    #expect(shape.overlap(with: [QuestionShape.stem("cello")], related: true) == 0.5, "the kind, in full")
    let answer = AnswerComposer().answer(
      "What instrument does Tom teach?",
      from: [
        message("a", "I've been teaching maths for ages and still enjoy it", minute: 0),
        message("b", "my pupils play their cello concert tonight", minute: 60),
      ], directory: directory, related: Self.instruments)
    #expect(answer.sources.first == "b", "\(answer)")
  }
}
