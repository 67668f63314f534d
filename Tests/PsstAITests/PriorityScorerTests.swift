import Testing

@testable import PsstAI

@Suite("PriorityScorer")
struct PriorityScorerTests {
  func score(_ text: String, from sender: String = "sam") -> Double {
    PriorityScorer.score(Fixture.message(text, from: sender), directory: Fixture.directory).score
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
}
