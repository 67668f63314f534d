import Testing

@testable import PsstAI

@Suite("TimedText")
struct TimedTextTests {
  static let texts = [
    "can we move Tuesday to Wednesday?", "How about Wed 10am?", "mornings are best, not Mondays",
    "Thursday 1pm it is 👍", "great session yesterday", "thanks!", "Perfect", "lol same", "ok 👍",
    "I can only do after 4:30", "8?", "when suits?", "Any chance of a call next week", "see you then x",
    "nights again 😩 can you do the 15th", "fancy a coffee catch-up at noon", "the café on 2026-09-11",
  ]

  @Test("holds the tokens and clauses the scheduling readers took from the text")
  func sameReading() {
    for text in Self.texts {
      let timed = TimedText(text)
      #expect(timed.tokens == TimeText.tokens(text))
      #expect(timed.clauses == SchedulingDetector.clauses(text))
      #expect(timed.clauseTokens == SchedulingDetector.clauses(text).map(TimeText.tokens))
    }
  }

  @Test("a text passed over without its clauses is one the full reading finds no signal in")
  func passingOverLosesNothing() {
    var passed = 0
    for text in Self.texts + ["yes", "done", "brilliant thank you so much", "sounds good"] {
      let message = Fixture.message(text, from: "sam")
      if let arranging = TimedText.arranging(text) {
        #expect(arranging.clauses == TimedText(text).clauses)
      } else {
        passed += 1
        #expect(SchedulingDetector.signal(of: message, TimedText(text)) == nil, "\(text)")
      }
    }
    #expect(passed > 0)
  }
}
