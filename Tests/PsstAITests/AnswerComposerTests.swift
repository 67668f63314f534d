import Testing

@testable import PsstAI

@Suite("AnswerComposer")
struct AnswerComposerTests {
  let directory = Directory(
    owner: "maya",
    people: [
      .init(id: "maya", name: "Maya Chen", role: "trainer"), .init(id: "tom", name: "Tom Hale", role: "client"),
    ],
    rooms: [.init(id: "c1", members: ["maya", "tom"], isDirect: true)])

  func message(_ id: String, _ text: String, minute: Int64, sender: String = "tom") -> ConversationMessage {
    ConversationMessage(id: id, chat: "c1", sender: sender, text: text, time: 1_790_000_000_000 + minute * 60_000)
  }

  @Test func aWhenQuestionPrefersTheMessageWithATime() {
    let answer = AnswerComposer().answer(
      "When is Tom's assessment?",
      from: [
        message("a", "Tom's assessment is something we need to sort out", minute: 0),
        message("b", "Assessment booked for Thursday 14 November at 7pm", minute: 5, sender: "maya"),
      ], directory: directory)
    #expect(answer.found && answer.sources.first == "b", "\(answer)")
    #expect(answer.text.hasPrefix("Maya Chen ("))
    #expect(answer.text.contains("Thursday 14 November at 7pm"))
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

  @Test func longMessagesAreCutAtAWord() {
    let quoted = AnswerComposer.quote(String(repeating: "word ", count: 100))
    #expect(quoted.count <= AnswerComposer.maxQuoteLength + 1 && quoted.hasSuffix("…"))
  }
}
