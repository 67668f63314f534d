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

  /// Texts whose clauses part beside digits, dashes, commas and times.
  static let partings = [
    "at 5. 6pm works", "9am - 5pm", "call 5 -\n6", "2026-09-11. ok", "5;6", "Thursday, 6:30? or 7.15pm - works",
    "12-1, or 2-3", "meet at 5,30 mins", "tues 9am-1pm, not 10.30", "-5 degrees. brr", "ok -- 4:30?\n\nor 5",
    "'7' or '8'?",
    "ok, , fine", "2026-09-11, 2026-09-12", "after 4:30 on weekdays, or weekends but not Mondays",
  ]

  @Test("an ASCII text's time tokens are its clauses' tokens in a row, and its comma parts' are cut from them")
  func clauseTokensMakeTheText() {
    for text in Self.texts + Self.partings where text.utf8.allSatisfy({ $0 < 0x80 }) {
      let analysed = AnalysedMessage(Fixture.message(text, from: "sam"))
      guard let timed = TimedText.arranging(analysed) else { continue }
      #expect(timed.tokens == TimeText.tokens(text), "\(text)")
      for index in timed.clauses.indices {
        #expect(timed.clauseCommas[index] != nil)
        let expected = ConstraintExtractor.commaParts(timed.clauses[index]).map(TimeText.tokens)
        // Parts without a word (",,") are no tokens either way.
        #expect(
          timed.commaPartTokens(at: index).map(Array.init).filter { !$0.isEmpty } == expected.filter { !$0.isEmpty },
          "\(text)")
      }
    }
  }

  @Test("a clause that is not ASCII has its comma parts read on their own")
  func commaPartsOfOtherText() {
    let timed = TimedText("café at 6, or 7pm?")
    #expect(timed.clauseCommas == [nil])
    #expect(timed.commaPartTokens(at: 0).map(Array.init) == [["café", "at", "6"], ["or", "7pm"]])
  }

  @Test("an analysed message is read for time as its text is, the words deciding for ASCII text")
  func arrangingFromWords() {
    let texts =
      Self.texts + Self.partings + [
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
