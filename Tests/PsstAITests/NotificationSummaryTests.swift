import Testing

@testable import PsstAI

@Suite("NotificationSummary")
struct NotificationSummaryTests {
  /// Messages a minute apart from Friday 10:00 UTC, ids m0, m1, …
  func burst(_ texts: [(String, String)], chat: String = "g1") -> [ConversationMessage] {
    texts.enumerated().map { index, pair in
      ConversationMessage(
        id: "m\(index)", chat: chat, sender: pair.0, text: pair.1, time: Fixture.friday + Int64(index) * 60_000)
    }
  }

  func summary(_ messages: [ConversationMessage], chatName: String? = "Bootcamp", count: Int? = nil)
    -> NotificationSummary?
  {
    NotificationSummarizer.summary(of: messages, chatName: chatName, directory: Fixture.directory, count: count)
  }

  @Test("a group burst: how many, from where, who said what, and the question put to the owner")
  func groupBurst() throws {
    let messages = burst([
      ("sam", "I've uploaded the new interval plan to the shared folder."),
      ("lee", "Looks great, I tried the hill session this morning."),
      ("sam", "Maya, can you check my pacing numbers by Friday?"),
    ])
    let line = try #require(summary(messages))
    #expect(line.text.hasPrefix("3 new from Bootcamp: "), "\(line.text)")
    #expect(line.text.hasSuffix("Sam asks you: Can you check my pacing numbers by Friday?"), "\(line.text)")
    #expect(line.text.contains("Lee: "), "every writer is heard: \(line.text)")
    #expect(line.text.count <= NotificationSummarizer.maximumLength)
    #expect(line.phrases.filter(\.asksOwner).map(\.messageID) == ["m2"])
  }

  @Test("every phrase is a message's words (or their start, cut at a word), from the message it names")
  func phrasesComeFromTheirMessages() throws {
    let messages = burst([
      ("sam", "The track is closed on Saturday because of the county championships, so we need another venue."),
      ("lee", "I can bring the cones and the stopwatch, the bibs are still at my place from last week."),
      ("sam", "Is the warm-up still at half past seven?"),
    ])
    let line = try #require(summary(messages))
    let texts = Dictionary(uniqueKeysWithValues: messages.map { ($0.id, $0.text) })
    for phrase in line.phrases {
      let words = phrase.text.replacingOccurrences(of: "\u{2026}", with: "").split(separator: " ")
      let source = try #require(texts[phrase.messageID])
      #expect(words.allSatisfy { source.contains($0.trimmingCharacters(in: ".?!,")) }, "\(phrase) not in \(source)")
    }
  }

  @Test("questions to the owner stay in however long the burst; the line never passes 150 characters")
  func questionsAlwaysFit() throws {
    var texts = (1...12).map {
      ("lee", "Long update number \($0) about the warm-up, the drills, the cones and the weather today.")
    }
    texts.append(("sam", "Could you send me the plan for the taper weeks before the race in October, with the paces?"))
    texts.append(("sam", "And should I do the long run on Saturday or on Sunday when the club meets earlier?"))
    let line = try #require(summary(burst(texts)))
    #expect(line.text.count <= NotificationSummarizer.maximumLength, "\(line.text.count): \(line.text)")
    #expect(line.phrases.filter(\.asksOwner).count == 2, "\(line.text)")
    #expect(line.text.hasPrefix("14 new from Bootcamp: "))
  }

  @Test("a question put to everyone or to someone else is not one for the owner")
  func questionsToOthers() throws {
    let line = try #require(
      summary(burst([("sam", "Lee, can you bring the cones?"), ("sam", "Anyone up for a coffee after?")])))
    #expect(line.phrases.allSatisfy { !$0.asksOwner }, "\(line.text)")
  }

  @Test("in a 1:1 chat the line names nobody twice")
  func directChat() throws {
    let line = try #require(
      summary(
        burst([("sam", "Knee feels fine after the run. Can we add a fourth session?")], chat: "d1"),
        chatName: "Sam Ortiz"))
    #expect(line.text == "1 new from Sam Ortiz: Knee feels fine after the run; asks you: Can we add a fourth session?")
  }

  @Test("only the owner's own messages, or none: no line (the count line stands)")
  func nothingToSay() {
    #expect(summary(burst([("coach", "See you all at 7!")])) == nil)
    #expect(summary([]) == nil)
  }

  @Test("the count says how many arrived when only the latest are read")
  func countOfAll() throws {
    let line = try #require(summary(burst([("sam", "Can we talk about the race plan tonight?")]), count: 80))
    #expect(line.text.hasPrefix("80 new from Bootcamp"))
  }
}
