import Testing

@testable import PsstAI

@Suite("Summarizer")
struct SummarizerTests {
  let engine = BuiltinEngine()

  /// Messages in chat d1, one minute apart from Fixture.friday, alternating as given.
  func chat(_ lines: [(String, String)], gapMinutes: Int64 = 1) -> [ConversationMessage] {
    lines.enumerated().map { index, line in
      ConversationMessage(
        id: "m\(index)", chat: "d1", sender: line.0, text: line.1,
        time: Fixture.friday + Int64(index) * gapMinutes * 60_000)
    }
  }

  func words(_ text: String) -> Int { text.split(whereSeparator: { $0 == " " || $0 == "\n" }).count }

  @Test("an empty chat has an empty summary, no participants and no time span")
  func empty() {
    let summary = engine.summary(of: [], directory: Fixture.directory)
    #expect(summary.text.isEmpty && summary.keyPoints.isEmpty && summary.participants.isEmpty)
    #expect(summary.from == nil && summary.to == nil && summary.messageCount == 0)
    #expect(summary.decisions.isEmpty && summary.actionItems.isEmpty)
  }

  @Test("one message is summarised by itself, led by its writer's name; greeting and emoji dropped")
  func oneMessage() {
    let messages = chat([
      ("sam", "Hey Maya, my knee started hurting on the long run 😬 should I rest before Sunday's race?")
    ])
    let summary = engine.summary(of: messages, directory: Fixture.directory)
    #expect(summary.text.hasPrefix("Sam: "), "\(summary.text)")
    #expect(summary.text.contains("knee started hurting"), "\(summary.text)")
    #expect(!summary.text.contains("Hey") && !summary.text.contains("😬"), "\(summary.text)")
    #expect(summary.participants == ["sam"])
    #expect(summary.from == Fixture.friday && summary.to == Fixture.friday && summary.chat == "d1")
  }

  @Test("thanks, acknowledgements and emoji-only messages never make the summary")
  func acknowledgementsDropped() {
    let messages = chat([
      ("sam", "Can we move Friday's session to Saturday 10am? The bike shop closes early."),
      ("coach", "Saturday 10am it is 👍"), ("sam", "thanks!!"), ("coach", "👍"), ("sam", "ok cool"),
      ("sam", "Perfect, see you then"),
    ])
    let summary = engine.summary(of: messages, directory: Fixture.directory)
    #expect(!summary.text.contains("thanks") && !summary.text.contains("cool") && !summary.text.contains("👍"))
    #expect(summary.text.contains("Saturday 10am"), "\(summary.text)")
    #expect(summary.participants == ["sam", "coach"])
  }

  @Test("a long chat stays within 300 words; a mid-sized one gets a real summary, not the whole chat")
  func wordLimit() {
    let topics = [
      "my knee started hurting on the long run near mile 14 and it still aches on the stairs",
      "the physio Kwame thinks it is the ITB and wants to see me on Thursday at 4pm",
      "I've booked the half marathon in Leeds for October and want to finish under two hours",
      "the new trainers from the running shop feel much better on the longer runs",
      "can you send me the strength plan for the glutes before the weekend please",
      "work is busy this month so evening sessions are hard for me until the release ships",
    ]
    let long = chat((0..<2000).map { index in (index % 2 == 0 ? "sam" : "coach", topics[index % topics.count]) })
    let big = engine.summary(of: long, directory: Fixture.directory)
    #expect(words(big.text) <= 300, "\(words(big.text)) words")
    #expect(words(big.text) >= 150, "\(words(big.text)) words")
    let mid = chat((0..<30).map { index in (index % 2 == 0 ? "sam" : "coach", topics[index % topics.count]) })
    let summary = engine.summary(of: mid, directory: Fixture.directory)
    let chatWords = mid.reduce(0) { $0 + words($1.text) }
    #expect(words(summary.text) < chatWords / 2 && words(summary.text) > 20, "\(summary.text)")
  }

  @Test("decisions and action items are carried over from the detectors")
  func structuredFields() {
    let messages = chat([
      ("sam", "Can we move Friday's session to Saturday 10am?"), ("coach", "Saturday 10am it is 👍"),
      ("coach", "Can you book in with the physio this week? I'll send you a new plan by Wednesday"),
    ])
    let summary = engine.summary(of: messages, directory: Fixture.directory)
    #expect(summary.decisions.map(\.messageID) == ["m1"])
    #expect(summary.actionItems.map(\.messageID) == ["m2", "m2"])
    #expect(Set(summary.actionItems.compactMap(\.assignee)) == ["sam", "coach"])
  }

  @Test("sentences come out in chronological order, whatever their score")
  func chronological() {
    let messages = chat(
      [
        ("sam", "First the marathon in York is booked for October and training starts next week."),
        ("coach", "Second we agreed on three runs a week with one strength session on Wednesdays."),
        ("sam", "Third my knee pain came back after the long run, the physio says ITB."),
        ("coach", "Fourth the long run drops to twelve miles and glute work replaces Thursday intervals."),
      ], gapMinutes: 60 * 24 * 3)
    let summary = engine.summary(of: messages, directory: Fixture.directory)
    let order = ["First", "Second", "Third", "Fourth"].compactMap { word in
      summary.text.range(of: word).map { summary.text.distance(from: summary.text.startIndex, to: $0.lowerBound) }
    }
    #expect(order.count >= 3, "\(summary.text)")
    #expect(order == order.sorted(), "\(summary.text)")
    // Days apart: each stretch is its own paragraph.
    #expect(summary.text.contains("\n\n"), "\(summary.text)")
  }

  @Test("sentence splitting keeps decimals and times, and splits after emoji")
  func sentences() {
    #expect(
      SummarySentences.sentences("Open 117.5 at 9:30. Then rest 😅 Eat well!") == [
        "Open 117.5 at 9:30.", "Then rest 😅", "Eat well!",
      ])
    #expect(SummarySentences.clean("Hey Sam, ok so the plan is fine 👍") == "The plan is fine.")
    #expect(SummarySentences.clean("thanks so much!!") == nil)
  }
}

extension String {
  fileprivate func range(of word: String) -> Range<Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(word) { return index..<self.index(index, offsetBy: word.count) }
      index = self.index(after: index)
    }
    return nil
  }
}
