import Testing

@testable import PsstAI

@Suite("PriorityScorer")
struct PriorityScorerTests {
  func score(_ text: String, from sender: String = "sam", chat: String = "d1") -> Double {
    PriorityScorer.score(Fixture.message(text, from: sender, chat: chat), directory: Fixture.directory).score
  }

  @Test("health red flags, payment trouble and direct asks need the owner")
  func needsAttention() {
    #expect(score("my left knee started hurting around mile 14") >= 0.7)
    #expect(score("my card payment failed this month, what do I do") >= 0.7)
    #expect(score("can we move tuesday's session to wednesday?") >= 0.7)
  }

  @Test("urgent as a joke, thanks and the owner's own messages do not")
  func hardNegatives() {
    #expect(score("urgent question: does a kebab count as salad 😂") < 0.7)
    #expect(score("thanks so much!") < 0.7)
    #expect(score("How was the long run?", from: "coach") == 0)
  }

  @Test("run-on questions without a question mark still ask the owner")
  func questionsWithoutMark() {
    #expect(score("my ankle went a funny colour after the walk is that normal or should i ice it") >= 0.7)
    #expect(score("can i swim with the strapping on") >= 0.7)
    #expect(score("the letter says to fill in a form is it important") >= 0.7)
    #expect(score("went swimming today, felt great") < 0.7)
  }

  @Test("asking for the owner's view, approval or a payment is a request")
  func requestsForTheOwner() {
    #expect(score("I have drafted the newsletter; your thoughts would be welcome before Thursday.") >= 0.7)
    #expect(score("The software renewal is due. I would recommend we switch to the annual plan.") >= 0.7)
    #expect(score("Please send me the receipts for the new mats when you can.") >= 0.7)
  }

  @Test("lateness and absence told to a group are news, in a 1:1 chat they need the owner")
  func latenessInGroups() {
    #expect(score("stuck behind a tractor, might be 10 mins late", chat: "g1") < 0.7)
    #expect(score("I'll have to miss tomorrow, my sister's visiting", chat: "g1") < 0.7)
    #expect(score("stuck behind a tractor, might be 10 mins late tomorrow") >= 0.7)
  }

  @Test("sirens and sobbing beside 'urgent' are play-acting; getting better is good news")
  func hyperboleAndRecovery() {
    #expect(score("EMERGENCY 🚨🚨 the kettle in the office has died") < 0.7)
    #expect(score("URGENT 😭 we are out of oat milk") < 0.7)
    #expect(score("the swelling has settled, back to normal") < 0.7)
    #expect(score("my ankle is still swollen and hurts to walk") >= 0.7)
    #expect(score("my new number is on the form") < 0.7)
  }

  @Test("naming someone outside the group talks about them, not to them")
  func thirdPartyInGroup() {
    let directory = Directory(
      owner: "coach",
      people: Array(Fixture.directory.people.values) + [.init(id: "kim", name: "Kim Reyes", role: "client")],
      rooms: [.init(id: "g1", members: ["coach", "sam", "lee"], isDirect: false)])
    let asks = Fixture.message("can we share a photo from the race? Kim said she doesn't mind", from: "sam", chat: "g1")
    let askLee = Fixture.message("Lee can you send the photo from the race?", from: "sam", chat: "g1")
    #expect(PriorityScorer.score(asks, directory: directory).score >= 0.7)
    #expect(PriorityScorer.score(askLee, directory: directory).score < 0.7)
  }
}
