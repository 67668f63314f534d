import Testing

@testable import PsstAI

@Suite("DecisionDetector")
struct DecisionDetectorTests {
  func decided(_ texts: [(String, String)]) -> [Decision] {
    let messages = texts.enumerated().map { index, pair in
      ConversationMessage(
        id: "m\(index)", chat: "d1", sender: pair.0, text: pair.1, time: Fixture.friday + Int64(index) * 60_000)
    }
    return DecisionDetector.decisions(in: messages, directory: Fixture.directory)
  }

  @Test("settling phrases are decisions; a proposal that ends in a question is not")
  func proposalsAreNotDecisions() {
    #expect(decided([("coach", "Wed 9th 7:15 it is 👍")]).map(\.messageID) == ["m0"])
    #expect(decided([("coach", "Let's move Sunday's run to Saturday")]).count == 1)
    #expect(decided([("coach", "Let's skip today. Could you do Friday 10am instead?")]).isEmpty)
    #expect(decided([("coach", "Of course it is!")]).isEmpty)
    #expect(decided([("coach", "Let's see how the week goes")]).isEmpty)
  }

  @Test("a short yes to a proposed time settles it; the same words out of the blue do not")
  func acceptances() {
    let accepted = decided([("sam", "Can we do Thursday 6pm instead?"), ("coach", "perfect 👍")])
    #expect(accepted.map(\.messageID) == ["m1"])
    #expect(decided([("sam", "had a great run today"), ("coach", "perfect 👍")]).isEmpty)
  }

  @Test("a later change of plan in the same chat reverses the earlier decision")
  func reversal() {
    let found = decided([
      ("coach", "Let's move your session to Thursday 6pm"),
      ("coach", "Actually let's keep Tuesday instead, the studio is booked Thursday"),
    ])
    #expect(found.count == 2)
    #expect(found.first?.reversedBy == "m1")
    #expect(found.last?.reversedBy == nil)
  }
}
