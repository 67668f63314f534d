import Testing

@testable import PsstAI

@Suite("AnswerPhrase")
struct AnswerPhraseTests {
  let directory = Fixture.directory

  func gap(_ question: String) -> AnswerPhrase.Gap? { AnswerPhrase.Gap(question, directory: directory) }

  func object(_ question: String, _ text: String) -> String? {
    gap(question).flatMap { AnswerPhrase.object(of: $0, in: text) }
  }

  func shape(_ question: String) -> QuestionShape { QuestionShape(question, directory: directory) }

  @Test("what a 'what did … VERB' question leaves open is its verb's object, under any verb of that meaning")
  func theGapIsTheVerbsObject() {
    #expect(gap("What did Sam bake for the party?")?.verbs.contains(["bake"]) == true)
    #expect(gap("What did Sam bake for the party?")?.verbs.contains(["make"]) == true)
    #expect(gap("What did they sign up for?")?.verbs.first == ["sign", "up", "for"])
    #expect(gap("What is Lee learning?")?.verbs.contains(["study"]) == true)
    #expect(gap("What is her goal?") == nil, "a verb of being with no participle leaves no object open")
    #expect(gap("Why did Sam leave?") == nil)
  }

  @Test func theObjectEndsWhereThePhrasePlainlyDoes() {
    #expect(
      object("What did Sam bake for the party?", "I baked a lemon drizzle cake for the party") == "Lemon drizzle cake")
    #expect(object("What did they choose?", "In the end we went with the oak table, it fits") == "Oak table")
    #expect(
      object("What did Lee sign up for?", "Lee signed up for the spring half marathon!") == "Spring half marathon")
    #expect(object("What did he buy?", "He bought me a set of four mugs") == "Set of four mugs")
    #expect(
      object("Which airline did Sam fly to Porto with?", "Sam and I fly on Thursday the 9th, Leeds to Porto direct")
        == nil, "a preposition alone is no object")
  }

  @Test("an object that only repeats the question's noun takes the place after it, or is no answer")
  func theQuestionsOwnNounIsNoAnswer() {
    #expect(object("What job did Noor get?", "I got the job at the bakery, starting soon") == "Job at the bakery")
    #expect(object("What jobs did Noor get?", "Got two jobs in Leeds") == "Two jobs in Leeds")
    #expect(object("What job did Noor get?", "I finally got the job!!") == nil)
    #expect(object("What did Noor get?", "I got the job!") == "Job", "a question with no noun of its own")
    #expect(object("What book did Noor buy?", "bought a book about bees") != "Book")
  }

  @Test("no object, a pronoun, a manner or a question gives no short answer")
  func nothingPlainGivesNil() {
    #expect(object("What did Sam bake?", "I baked it yesterday") == nil)
    #expect(object("What did Sam bake?", "She baked really well") == nil)
    #expect(object("What did Sam bake?", "Did you bake a cake?") == nil, "a question answers nothing")
    #expect(object("What did Sam bake?", "The weather was lovely") == nil)
    #expect(object("What did Sam bake?", "Bake a cake for Friday") == nil, "a request, not what was done")
  }

  @Test func whoIsTheOnePersonTheMessageNames() {
    let asked = shape("Who did we hire as the new coach?")
    let text = "We offered the role to Priya Nair and she accepted this morning."
    #expect(
      AnswerPhrase.person(in: text, asked: asked, sender: "coach", directory: directory, names: []) == "Priya Nair")
    // The store's own people come by their full name; the writer is not the answer.
    #expect(
      AnswerPhrase.person(in: "Lee will cover it", asked: asked, sender: "coach", directory: directory, names: [])
        == "Lee Park")
    #expect(
      AnswerPhrase.person(
        in: "Either Priya Nair or Jonah Bell, we meet them both Friday.", asked: asked, sender: "coach",
        directory: directory, names: []) == nil, "two names: no one answer")
    #expect(
      AnswerPhrase.person(
        in: "Sam, could you cover it?", asked: asked, sender: "coach", directory: directory, names: [])
        == nil, "the one written to is not one written of")
  }

  @Test("who did it is never the one a clause says did not, a function word or a people's word written capitalised")
  func neitherADenialNorAFunctionWordIsWho() {
    let asked = shape("Who drove Lee to the hospital?")
    let text = "The clinic moved it to Tuesday. Priya Nair can't take him that day."
    #expect(AnswerPhrase.person(in: text, asked: asked, sender: "coach", directory: directory, names: []) == nil)
    #expect(
      AnswerPhrase.person(
        in: "No, in the end Priya Nair took him, bless her", asked: asked, sender: "coach", directory: directory,
        names: [])
        == "Priya Nair")
    #expect(
      AnswerPhrase.person(
        in: "140 guests! A proper Spanish wedding", asked: asked, sender: "coach", directory: directory,
        names: ["spanish"]) == nil, "a people's word is no one's name")
    let names = AnswerCues.names(in: ["could you do me a favour — The clinic rang", "my friend Alba says hi"])
    #expect(names == ["alba"], "\(names)")
  }

  @Test func whereIsTheOnePlaceAfterAPrepositionOfPlace() {
    let asked = shape("Where did Sam go on holiday?")
    #expect(asked.kind == .place)
    #expect(AnswerPhrase.place(in: "We went to Lisbon for a week", asked: asked, directory: directory) == "Lisbon")
    #expect(
      AnswerPhrase.place(in: "We flew to Porto and drove to Lisbon", asked: asked, directory: directory) == nil,
      "two places: no one answer")
    #expect(AnswerPhrase.place(in: "Went away with Lee on Monday", asked: asked, directory: directory) == nil)
  }

  @Test("a place written in lower case: a kind of place, or an unusual word after 'at', 'in', 'from'")
  func lowerCasePlaces() {
    let asked = shape("Where did Sam go on holiday?")
    func place(_ text: String) -> String? { AnswerPhrase.place(in: text, asked: asked, directory: directory) }
    #expect(place("back from lisbon!! so many pastries") == "lisbon")
    #expect(place("the book club meets in the library now") == "library")
    #expect(place("ten days in the azores, got so burnt") == "azores")
    #expect(place("its every tuesday at the old boat club") == "old boat club")
    #expect(place("On Sunday we drove to Leeds") == "Leeds", "a capitalised name as before")
    #expect(place("went to bed at 2am") == nil, "'to' starts a verb or an errand as often as a place")
    #expect(place("stuck in traffic all morning") == nil, "an everyday thing is no place")
    #expect(place("see you in a bit") == nil)
    #expect(place("going to swim later") == nil)
    #expect(place("he'll take me out in his car at weekends") == nil, "a time is no place")
    #expect(place("we talked till late at night") == nil)
    #expect(AnswerCues.place("its every sunday at the community studio") == 1)
    #expect(AnswerCues.place("busy at work all week") == 0)
  }

  @Test("'what did she buy the twins': the verb before the one it is done for, not the last word")
  func theVerbComesBeforeItsIndirectObject() {
    #expect(gap("What did Sam buy the twins?")?.verbs.contains(["buy"]) == true)
    #expect(gap("What is Sam giving her dad for his birthday?")?.verbs.first == ["giving"])
    #expect(gap("What did her physio recommend?")?.verbs.first == ["recommend"], "a possessive starts the subject")
    #expect(object("What did Sam buy the twins?", "bought them a trampoline which she hates") == "Trampoline")
    #expect(object("What did Sam buy the twins?", "the twins turned 5 yesterday") == nil)
  }

  @Test("a composed answer to 'what' gives the thing first, then the quote")
  func aWhatAnswerGivesTheThingFirst() {
    let answer = AnswerComposer().answer(
      "What did Sam bake for the party?",
      from: [Fixture.message("I baked a lemon drizzle cake for the party, went down a storm", from: "sam")],
      directory: directory)
    let lines = answer.text.split(separator: "\n").map(String.init)
    #expect(answer.found, "\(answer)")
    #expect(lines.first == "Lemon drizzle cake — Sam Ortiz, 4 September 2026", "\(answer.text)")
    #expect(lines.dropFirst().first?.contains("lemon drizzle cake") == true)
  }

  @Test("a guess gives no short thing: the answer says it found none and only quotes")
  func noClearAnswerSaysSo() {
    let answer = AnswerComposer().answer(
      "What did Sam bake for the party?",
      from: [Fixture.message("The weather at the track was lovely today", from: "lee", chat: "g1")],
      directory: directory)
    #expect(!answer.found)
    #expect(answer.text.hasPrefix("I couldn't find a clear answer in your messages."), "\(answer.text)")
    #expect(!answer.text.contains(" — "), "no short answer to a guess: \(answer.text)")
  }
}
