import Testing

@testable import PsstAI

@Suite("ActionItemDetector")
struct ActionItemDetectorTests {
  func items(_ text: String, from sender: String = "coach", chat: String = "d1") -> [ActionItem] {
    ActionItemDetector.items(in: Fixture.message(text, from: sender, chat: chat), directory: Fixture.directory)
  }

  @Test("\"I'll\" is the sender's task; \"can you\" is the other person's")
  func commitmentVersusRequest() {
    #expect(items("I'll send you the new plan tonight").map(\.assignee) == ["coach"])
    #expect(items("Can you book in with the physio?").map(\.assignee) == ["sam"])
  }

  @Test("one message can hold a commitment and a request")
  func both() {
    let found = items("Ice it for two days. Can you book a physio visit? I'll message Kwame today")
    #expect(found.map(\.assignee) == ["sam", "coach"])
    #expect(found.last?.deadline == "2026-09-04")
  }

  @Test("questions that are not requests, and states that are not promises, are not tasks")
  func notTasks() {
    #expect(items("Can you believe it's September already?").isEmpty)
    #expect(items("Can you do Tuesday at 4:30?").isEmpty)
    #expect(items("yes please").isEmpty)
    #expect(items("I'll be there at 9").isEmpty)
    #expect(items("I'm going to my sister's wedding").isEmpty)
  }

  @Test("in a group, a request goes to the person named, else to nobody")
  func groupAssignee() {
    #expect(items("Lee, can you bring the spare mats?", chat: "g1").map(\.assignee) == ["lee"])
    #expect(items("Can someone bring the spare mats?", chat: "g1").map(\.assignee) == [nil])
  }

  @Test("deadlines resolve against the message's day, across weekends and month ends")
  func deadlines() {
    // Sent on Friday 4 September 2026.
    #expect(items("Let me know by Wednesday if it's still sore").first?.deadline == "2026-09-09")
    #expect(items("I'll send the full plan over by the weekend").first?.deadline == "2026-09-06")
    #expect(items("I'll email it tomorrow").first?.deadline == "2026-09-05")
    #expect(items("Can you pay before the 1st?").first?.deadline == "2026-09-30")
    #expect(items("I'll check the booking").first?.deadline == nil)
  }
}
