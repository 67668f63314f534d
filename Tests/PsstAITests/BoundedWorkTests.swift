import Testing

@testable import PsstAI

/// A huge message (imported, or from an old store) costs the engines no more than its first
/// `ConversationMessage.maxAnalysedBytes`: what they read is capped where messages come in.
@Suite("Bounded work per message")
struct BoundedWorkTests {
  static let sentence =
    "I will be running late again tomorrow because my knee hurts, can we move Friday's session to 9am? "

  /// About `bytes` of chat text: the same sentence over and over.
  static func text(_ bytes: Int) -> String {
    String(repeating: sentence, count: bytes / sentence.utf8.count + 1)
  }

  @Test func theEnginesReadAtMostTheFirstSixteenKiBOfAMessage() {
    let long = Self.text(200_000)
    let read = Fixture.message(long).text
    #expect(read.utf8.count <= ConversationMessage.maxAnalysedBytes)
    #expect(read.utf8.count > ConversationMessage.maxAnalysedBytes - 4, "cut at the limit, not before")
    #expect(long.hasPrefix(read))
    let short = "see you at 9"
    #expect(Fixture.message(short).text == short)
  }

  @Test func oneCharacterOfAMillionMarksIsCappedToo() {
    let mark = "a" + String(repeating: "\u{301}", count: 1_000_000)
    let read = Fixture.message(mark).text
    #expect(read.utf8.count <= ConversationMessage.maxAnalysedBytes)
    #expect(read.unicodeScalars.count == 1 + (ConversationMessage.maxAnalysedBytes - 1) / 2)
  }

  /// Every builtin engine over a 200 KB message from a client and one from the trainer. Before
  /// the cap this took minutes (psst-profile alone 83 s in a debug build); the bound is generous
  /// for a debug build on a loaded machine: the figures belong to bench, the cap to the test above.
  @Test func everyEngineGetsThroughTwoHugeMessagesInBoundedTime() {
    let engine = BuiltinEngine()
    let messages = [
      Fixture.message(Self.text(200_000), from: "sam", id: "m1"),
      Fixture.message(Self.text(200_000), from: "coach", id: "m2"),
    ]
    let directory = Fixture.directory
    let elapsed = ContinuousClock().measure {
      _ = engine.actionItems(in: messages, directory: directory)
      _ = engine.decisions(in: messages, directory: directory)
      _ = engine.priorities(of: messages, directory: directory)
      _ = engine.schedulingRequests(in: messages, directory: directory)
      _ = engine.profileFacts(in: messages, directory: directory)
      _ = engine.summary(of: messages, directory: directory)
      _ = AnswerComposer().answer("who is running late?", from: messages, directory: directory)
    }
    #expect(elapsed < .seconds(30), "took \(elapsed)")
  }
}
