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

  @Test("an analysed message is read for time as its text is, the words deciding for ASCII text")
  func arrangingFromWords() {
    let texts =
      Self.texts + [
        "6:30 or 7.15pm?", "12-1 works", "9am-1pm", "swap to 2026-09-11", "week 3-4 plan", "it's 5", "nothing today",
        "done", "I`ll call", "ok", "", "café at nine", "½ an hour", "call Tuesdays", "THURSDAY?", "dec", "the 15th",
      ]
    for text in texts {
      let analysed = AnalysedMessage(Fixture.message(text, from: "sam"))
      let fromWords = TimedText.arranging(analysed)
      let fromText = TimedText.arranging(text)
      #expect(fromWords?.tokens == fromText?.tokens, "\(text)")
      #expect(fromWords?.clauses == fromText?.clauses, "\(text)")
      // The words kept for each clause are those the clause's own text reads to.
      for index in fromWords?.clauses.indices ?? 0..<0 {
        #expect(fromWords?.clause(at: index).words == Clause(fromWords!.clauses[index]).words, "\(text)")
      }
    }
  }
}
