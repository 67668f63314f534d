import Testing

@testable import PsstAI

/// Client profiles: who a fact is about, its category, and how later messages update it.
@Suite("Profile facts")
struct ProfileTests {
  let engine = BuiltinEngine()

  func facts(_ messages: [ConversationMessage]) -> [ProfileFact] {
    engine.profileFacts(in: messages, directory: Fixture.directory)
  }

  /// The category of each message's fact, by message id.
  func categoryByMessage(_ messages: [ConversationMessage]) -> [String: ProfileCategory] {
    Dictionary(uniqueKeysWithValues: facts(messages).map { ($0.messageID, $0.category) })
  }

  func message(_ text: String, from sender: String = "sam", chat: String = "d1", id: String, day: Int64 = 0)
    -> ConversationMessage
  {
    ConversationMessage(id: id, chat: chat, sender: sender, text: text, time: Fixture.friday + day * 86_400_000)
  }

  @Test("a client's first-person statements become facts of the right category")
  func categories() {
    let found = facts([
      message("my left knee started hurting around mile 14", id: "a"),
      message("I'm vegetarian so lots of dal and paneer", id: "b"),
      message("I want to run the Leeds half marathon in under 2 hours", id: "c"),
      message("I'm a teacher so I can only do weekdays after 4:30", id: "d"),
      message("I take 5mg of amlodipine every morning for my blood pressure", id: "e"),
      message("I HATE running. boxing is fine tho, I love boxing", id: "f"),
    ])
    let byMessage = Dictionary(uniqueKeysWithValues: found.map { ($0.messageID, $0.category) })
    #expect(
      byMessage == ["a": .injury, "b": .diet, "c": .goal, "d": .availability, "e": .medical, "f": .preference])
    #expect(found.allSatisfy { $0.client == "sam" && $0.status == .current })
    #expect(found.first { $0.messageID == "a" }?.fact == "my left knee started hurting around mile 14")
  }

  @Test("a skill to learn is an aim, an intent written out in full wants as 'I'm' does, a stay elsewhere is time away")
  func aimsToLearnAndFullForms() {
    let found = categoryByMessage([
      message("I want to learn proper front crawl this year 🏊", id: "a"),
      message("I am thinking about trying open water swimming this summer", id: "b"),
      message("I learned a lot today, thank you", id: "c"),
      message("In August I am in Istanbul until the 10th, after the big swim.", id: "d"),
    ])
    #expect(found == ["a": .goal, "b": .goal, "d": .availability])
  }

  @Test("a part of the day judged, a day rhythm and a weekly pattern are availability; a greeting is not")
  func partsOfTheDay() {
    let found = categoryByMessage([
      message("Mornings I am not possible, meetings with the head office until 11. Afternoon is OK", id: "a"),
      message("I am really not a morning person", id: "b"),
      message("I travel for work Mon-Wed most weeks", id: "c"),
      message("Morning Coach, all good here", id: "d"),
      message("this morning was fine thanks", id: "e"),
    ])
    #expect(found == ["a": .availability, "b": .availability, "c": .availability])
  }

  @Test("one way asked for over another is a preference; a report of a swap is not")
  func alternativesAskedFor() {
    let found = categoryByMessage([
      message("Please write the drills out in words, not only video", id: "a"),
      message("if possible the plans by email rather than in here", id: "b"),
      message("did the bike instead of the run yesterday", id: "c"),
      message("can I swim instead of run tomorrow please", id: "d"),
    ])
    #expect(found == ["a": .preference, "b": .preference])
  }

  @Test(
    "'I am in!!' joins, 'I am in Leeds until the 10th' is away; a relative's injury and opinion are theirs, their condition family history"
  )
  func staysAndRelatives() {
    let found = categoryByMessage([
      message("I GOT A PLACE!!! The big swim on 19 July, I am in!!", id: "a"),
      message("In August I am in Leeds until the 10th", id: "b"),
      message("my brother can't do the race anymore (knee surgery, he's ok)", id: "c"),
      message("Ex-smoker, and my dad had a heart attack at 58", id: "d"),
      message("my son has chickenpox so I can't come on Mondays", id: "e"),
      message("My sister says hot baths are bad in pregnancy", id: "f"),
    ])
    #expect(found == ["b": .availability, "d": .medical, "e": .availability])
  }

  @Test("a due date, an ear infection and a birth are medical")
  func medicalEvents() {
    let found = categoryByMessage([
      message("scan went well, due date is 3 October", id: "a"),
      message("doctor says I have swimmer's ear, drops for a week", id: "b"),
      message("I gave birth in March so go easy on me", id: "c"),
    ])
    #expect(found == ["a": .medical, "b": .medical, "c": .medical])
  }

  @Test("the trainer's own injury is not a client fact")
  func trainersOwnInjury() {
    #expect(facts([message("ugh my back is killing me after deadlifts today", from: "coach", id: "a")]).isEmpty)
  }

  @Test("questions state no fact: 'any pain?', 'should I stop pull ups?'")
  func questions() {
    let found = facts([
      message("Any pain in the knee since Sunday?", from: "coach", id: "a"),
      message("should I stop pull ups?", id: "b"),
      message("is it normal that my shins ache after the run?", id: "c"),
    ])
    #expect(found.map(\.messageID) == ["c"])
    #expect(found.first?.category == .injury)
  }

  @Test("the trainer's second person and a client's name with a possessive are about that client")
  func trainerAboutClient() {
    let found = facts([
      message("Best case scenario. I know you hate the bike", from: "coach", id: "a"),
      message("Lee's ITB is flaring up again so he'll do the bike today", from: "coach", chat: "g1", id: "b"),
      message("Keep an eye on your knee this week and ice it", from: "coach", id: "c"),
    ])
    #expect(found.map { "\($0.messageID) \($0.client) \($0.category)" } == ["a sam preference", "b lee injury"])
  }

  @Test("in a group chat a fact belongs to the client who says it")
  func groupSpeaker() {
    let found = facts([
      message("I'm lactose intolerant, are lactose-free milks ok?", from: "lee", chat: "g1", id: "a"),
      message("my shoulder pops out when I press overhead", from: "sam", chat: "g1", id: "b"),
    ])
    #expect(found.map { "\($0.messageID) \($0.client) \($0.category)" } == ["a lee diet", "b sam injury"])
  }

  @Test("a later message resolves the fact it updates: 'knee's all good now'")
  func resolution() {
    let found = facts([
      message("the outside of my left knee is really sore after the long run", id: "a"),
      message("I'm pescatarian by the way", id: "b", day: 1),
      message("knee's all good now, what's next?", id: "c", day: 20),
    ])
    let knee = found.first { $0.messageID == "a" }
    #expect(knee?.status == .resolved)
    #expect(knee?.supersededBy == "c")
    #expect(knee?.update?.contains("all good") == true)
    #expect(found.first { $0.messageID == "b" }?.status == .current)
    #expect(!found.contains { $0.messageID == "c" && $0.category == .injury })
  }

  @Test("a newer fact on the same topic supersedes; a near-duplicate keeps only the newest")
  func supersedeAndMerge() {
    let found = facts([
      message("I take amlodipine 5mg every morning for my blood pressure", id: "a"),
      message("GP dropped my amlodipine to 2.5mg, blood pressure is better", id: "b", day: 10),
      message("I only eat halal and I don't drink alcohol", id: "c", day: 1),
      message("fyi I only eat halal and I don't drink alcohol", id: "d", day: 12),
    ])
    #expect(found.first { $0.messageID == "a" }?.status == .superseded)
    #expect(found.first { $0.messageID == "a" }?.supersededBy == "b")
    #expect(found.first { $0.messageID == "b" }?.status == .current)
    #expect(found.filter { $0.category == .diet }.map(\.messageID) == ["d"])
  }

  @Test("moving one session is not availability; a standing constraint is")
  func availability() {
    let found = facts([
      message("can we move tomorrow's session to 5pm? dentist", id: "a"),
      message("I work fridays at the hospital from 5, so fridays are out", id: "b"),
      message("10 works for me", id: "c"),
    ])
    #expect(found.map(\.messageID) == ["b"])
  }

  @Test("a commitment held to a time of day is availability; a count of weeks beside one is no time")
  func commitmentsWithATimeOfDay() {
    let found = categoryByMessage([
      message("I finish work in the lab at 5pm", id: "a"),
      message("naps are like 10-11:30 and 2-3 ish", id: "b"),
      message("the nursery drop off is at 9", id: "c"),
      message("my daughter is 2 weeks old!", id: "d"),
    ])
    #expect(found == ["a": .availability, "b": .availability, "c": .availability])
  }

  @Test("a work pattern told of this week is still the writer's pattern; a session moved this week is not")
  func workPatternsThisWeek() {
    let found = categoryByMessage([
      message("Hi all, I'm on nights this week so I'll miss tonight", id: "a"),
      message("can't make tonight, working late this week", id: "b"),
    ])
    #expect(found == ["a": .availability])
  }

  @Test("a time of day is written with a colon, am/pm or a range, or placed by a word before a bare hour")
  func timesOfDay() {
    #expect(ProfileExtractor.namesTimeOfDay(Clause("done at 5:30")))
    #expect(ProfileExtractor.namesTimeOfDay(Clause("free after 6pm")))
    #expect(ProfileExtractor.namesTimeOfDay(Clause("naps 12-2 now")))
    #expect(ProfileExtractor.namesTimeOfDay(Clause("in clinic til 4.")))
    #expect(!ProfileExtractor.namesTimeOfDay(Clause("rota for the next 2 weeks")))
    #expect(!ProfileExtractor.namesTimeOfDay(Clause("3x5 at 80kg")))
    #expect(!ProfileExtractor.namesTimeOfDay(Clause("at 25 I ran my first marathon")))
  }

  @Test("an answer inherits the topic of the trainer's question")
  func answerToQuestion() {
    let found = facts([
      message("Good work today. What did you eat before?", from: "coach", id: "a"),
      message("nothing since lunch tbh", id: "b"),
    ])
    #expect(found.map { "\($0.messageID) \($0.category)" } == ["b diet"])
  }

  @Test("a client is found by id, full name or first name")
  func clientLookup() {
    #expect(Fixture.directory.client(matching: "lee")?.id == "lee")
    #expect(Fixture.directory.client(matching: "Sam Ortiz")?.id == "sam")
    #expect(Fixture.directory.client(matching: "SAM")?.id == "sam")
    #expect(Fixture.directory.client(matching: "coach") == nil)
  }
}
