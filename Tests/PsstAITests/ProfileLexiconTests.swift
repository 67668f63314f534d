import Testing

@testable import PsstAI

/// The profile rules' vocabulary beyond one trade: facts said in passing, in a second language,
/// or with their subject in the message before, as a dog groomer's, a piano teacher's or a
/// physio's clients write them. The rules alone: no learned model adds or changes a fact here.
@Suite("Profile lexicon")
struct ProfileLexiconTests {
  let rules = BuiltinEngine(learned: false)

  /// One client message, its expected category (nil: no fact).
  struct Example: CustomTestStringConvertible, Sendable {
    let text: String
    let category: ProfileCategory?
    var testDescription: String { "\(text) → \(category.map(\.rawValue) ?? "no fact")" }
  }

  func categories(_ texts: [String], from sender: String = "sam") -> [ProfileCategory] {
    let messages = texts.enumerated().map { index, text in
      ConversationMessage(
        id: "m\(index)", chat: "d1", sender: sender, text: text, time: Fixture.friday + Int64(index) * 60_000)
    }
    return rules.profileFacts(in: messages, directory: Fixture.directory).map(\.category)
  }

  @Test(
    "a condition, a medicine by its generic ending or a pregnancy word is medical; a short word with such an ending is not",
    arguments: [
      Example(text: "I'm on bisoprolol for my heart since the summer", category: .medical),
      Example(text: "been on blood thinners for years, if that matters", category: .medical),
      Example(text: "the cardiologist confirmed angina last month", category: .medical),
      Example(text: "iron's low again according to my blood test", category: .medical),
      Example(text: "I was a smoker until a few years ago", category: .medical),
      Example(text: "see you in April for the trim", category: nil),
    ])
  func medical(example: Example) {
    #expect(categories([example.text]) == (example.category.map { [$0] } ?? []))
  }

  @Test("a named condition outweighs a sore part: 'sore from the arthritis' is medical")
  func conditionOverSorePart() {
    #expect(categories(["arthritis in my fingers makes them ache on cold days"]) == [.medical])
    #expect(categories(["my fingers ache after the long recital"]) == [.injury])
  }

  @Test("a follow-up appointment moved is an event, not a fact")
  func appointmentMoved() {
    #expect(categories(["my kidney follow up moved to Friday"]).isEmpty)
  }

  @Test(
    "shift work, the terms of coming at all and a standing change are availability; one night or one day is not",
    arguments: [
      Example(text: "I'm on nights most weeks so mornings are out", category: .availability),
      Example(text: "I could come if it started after 11", category: .availability),
      Example(text: "Wednesday is my only day off", category: .availability),
      Example(text: "happy to come on a Sunday when my partner has the kids", category: .availability),
      Example(text: "starting next week I work Mondays at the kennels", category: .availability),
      Example(text: "I'm on nights Tuesday", category: nil),
      Example(text: "can't make it next week, sorry", category: nil),
      Example(text: "tmrw I finish work late, after 6", category: nil),
      Example(text: "I'm on site in 10 minutes, call you after", category: nil),
    ])
  func availability(example: Example) {
    #expect(categories([example.text]) == (example.category.map { [$0] } ?? []))
  }

  @Test(
    "an aim said in passing is a goal; coming back one week is not",
    arguments: [
      Example(text: "I need to be fit for the national grading in June", category: .goal),
      Example(text: "I'm training for my grade 5 piano exam", category: .goal),
      Example(text: "the nurse wants me to drop 5 kilos by the autumn", category: .goal),
      Example(text: "back for the last lesson of term", category: nil),
    ])
  func goal(example: Example) {
    #expect(categories([example.text]) == (example.category.map { [$0] } ?? []))
  }

  @Test("a second-language writer's own words for a part and its pain are an injury; the part alone is none")
  func secondLanguage() {
    #expect(categories(["the joelho has dor on the stairs"]) == [.injury])
    #expect(categories(["mi rodilla está hinchado after the class"]) == [.injury])
    #expect(categories(["the joelho is better now"]).isEmpty)
  }

  @Test("a symptom is about the part a clause or the message before named")
  func partNamedBefore() {
    #expect(categories(["Trapped my thumb in the grooming table. Today is very swollen"]) == [.injury])
    let fall = "the spaniel yanked the lead and I landed on my wrist"
    #expect(categories([fall, "now it's swollen and hurts to grip"]) == [.injury])
    #expect(categories(["now it's swollen and hurts to grip"]).isEmpty, "no part named: a symptom alone")
  }

  @Test("care after a part named earlier is no complaint: 'waiting on a date for the surgery'")
  func procedureIsNoComplaint() {
    #expect(!categories(["The shoulder felt fine at practice. Waiting on a date for the surgery"]).contains(.injury))
  }

  @Test("good wishes are not the sender's plans; 'I enjoy…' is a preference")
  func wishes() {
    #expect(categories(["Enjoy the trip to the coast!"]).isEmpty)
    #expect(categories(["I enjoy swimming far more than running"]) == [.preference])
    #expect(categories(["I don't do group classes, too shy"]) == [.preference])
  }

  @Test("the trainer's advice that only supposes something of the client states no fact")
  func conditionalAdvice() {
    #expect(categories(["if you feel faint in the heat, stop and sit down"], from: "coach").isEmpty)
    #expect(categories(["you're on warfarin so no deep tissue work today"], from: "coach") == [.medical])
  }

  @Test(
    "a condition named by its ending is medical; words with such endings that name none are not",
    arguments: [
      Example(text: "the GP thinks it could be early osteopenia", category: .medical),
      Example(text: "I've had mild kyphosis since I was a teenager", category: .medical),
      Example(text: "my neuropathy makes my toes numb in the cold", category: .medical),
      Example(text: "I get gastritis if I train on an empty stomach", category: .medical),
      Example(text: "still waiting for a diagnosis on the rash", category: nil),
      Example(text: "I have tendinitis in my left wrist", category: .injury),
    ])
  func conditionByEnding(example: Example) {
    #expect(categories([example.text]) == (example.category.map { [$0] } ?? []))
  }

  @Test(
    "an aim named as such, with what it is about, is a goal",
    arguments: [
      Example(text: "main thing: the Dublin half in October", category: .goal),
      Example(text: "goal: squat my bodyweight by the summer", category: .goal),
      Example(text: "My principal objective is to be fit for a walking trip in the Dolomites", category: .goal),
      Example(text: "the main thing is getting stronger for bouldering", category: .goal),
      Example(text: "main thing is I'm tired of waiting rooms", category: nil),
    ])
  func namedAim(example: Example) {
    #expect(categories([example.text]) == (example.category.map { [$0] } ?? []))
  }

  @Test(
    "time away somewhere, a shift and a medicine taken are facts of their kind",
    arguments: [
      Example(text: "heads up, I'm away in Lisbon from the 3rd to the 10th of July", category: .availability),
      Example(text: "I go back to Seoul for 3 weeks, 2 August to 23 August", category: .availability),
      Example(text: "will be in Leeds 14-20 may visiting family", category: .availability),
      Example(text: "not fri, that's my late shift", category: .availability),
      Example(text: "I'm on iron tablets since the spring", category: .medical),
      Example(text: "my ferritin came back low", category: .medical),
      Example(text: "on work days I eat nothing until dinner", category: .diet),
    ])
  func passingFacts(example: Example) {
    #expect(categories([example.text]) == (example.category.map { [$0] } ?? []))
  }

  @Test("a part that is cranky or playing up, or an impingement, is an injury")
  func colloquialComplaints() {
    #expect(categories(["left elbow was cranky on the presses again"]) == [.injury])
    #expect(categories(["my hip is playing up after the drive"]) == [.injury])
    #expect(categories(["I have a shoulder impingement from years of swimming"]) == [.injury])
    #expect(categories(["the printer is playing up again"]).isEmpty)
  }
}
