import Testing

@testable import PsstAI

@Suite("TimeText day words")
struct SchedulingTimeTests {
  /// Words a day expression may or may not start with: every day word and variants of it,
  /// numbers, ordinals and dates, ordinary words, non-ASCII words.
  static var words: [String] {
    var words = Array(TimeText.dayWords)
    for word in TimeText.dayWords {
      words += [word + "s", word + "'s", String(word.dropLast()), "x" + word, word.uppercased()]
    }
    words += (0...40).map(String.init) + (1...31).flatMap { ["\($0)st", "\($0)nd", "\($0)rd", "\($0)th"] }
    words += ["2026-09-11", "2026-02-30", "12:30", "7pm", "6:30am", "09", "1st's", "3rd-ish", "4x", "0"]
    words += ["the", "of", "session", "call", "thursdayish", "sunny", "mayday", "wedding", "weeks", "tues", "thurs"]
    words += ["mañana", "lundi", "montag", "ñ", "٣", "٣rd", "samedi's", "mon\u{301}", "friday\u{301}", "x"]
    return words
  }

  @Test("emoji and symbols part tokens as a space does; quotes and dashes read as ASCII; letters as letters")
  func tokensBeyondASCII() {
    #expect(TimeText.tokens("Thursday 6:30 👍") == ["thursday", "6:30"])
    #expect(TimeText.tokens("9am\u{2013}1pm, it\u{2019}s fine") == ["9am", "to", "1pm", "it's", "fine"])
    #expect(TimeText.tokens("5🙂30 or 5:30😩pm") == ["5", "30", "or", "5:30", "pm"])
    #expect(TimeText.tokens("2026-09-11✅") == ["2026-09-11"])
    #expect(TimeText.tokens("Café at 6 ☕️") == ["café", "at", "6"])
    #expect(TimeText.tokens("Ⅻ o'clock") == ["ⅻ", "o'clock"])
    #expect(TimeText.tokens("\u{212A}M 5") == ["km", "5"])
    for text in ["see you at 6 👋", "❤️ 7.15pm?", "10-11 🙏🏽 thanks", "‘8’ — fine", "week 3-4 🏃‍♀️ plan"] {
      let spaced = String(
        text.unicodeScalars.map {
          $0.value < 0x80 || [0x2018, 0x2019, 0x2013, 0x2014].contains($0.value) ? Character($0) : " "
        })
      #expect(TimeText.tokens(text) == TimeText.tokens(spaced), "\(text)")
    }
  }

  @Test("ASCII text is tokenised with its commas' places among the tokens; other text is not")
  func tokensAndCommas() {
    let read = TimeText.tokensAndCommas("Tue 9am-1pm, Wed 6.30, or 2026-09-11")
    #expect(read?.tokens == ["tue", "9am", "to", "1pm", "wed", "6:30", "or", "2026-09-11"])
    #expect(read?.commas == [4, 6])
    #expect(TimeText.tokensAndCommas(",x,,")?.commas == [0, 1, 1])
    #expect(TimeText.tokensAndCommas("no commas")?.commas == [])
    #expect(TimeText.tokensAndCommas("café, 6pm") == nil)
  }

  @Test("the first look at a word never turns away a day expression the full reading finds")
  func prefilterLosesNothing() {
    let today = CalendarDay(millis: Fixture.friday)
    var found = 0
    for word in Self.words {
      for (tokens, index) in [
        ([word], 0), ([word, "9"], 0), ([word, "nov"], 0), ([word, "of", "may"], 0), (["next", word], 1),
        (["on", word, "7pm"], 1), (["this", word], 1), ([word, "after"], 0), ([word, "of", "friday"], 0),
      ] {
        guard let expected = TimeText.dayExpression(tokens, at: index, sentOn: today) else { continue }
        found += 1
        #expect(TimeText.mayStartDay(word), "\(tokens)")
        #expect(TimeText.day(tokens, at: index, sentOn: today)! == expected, "\(tokens)")
      }
    }
    #expect(found > 100)
  }

  @Test("ordinary ASCII words are turned away, numbers and non-ASCII words are read")
  func prefilterRejects() {
    for word in ["the", "session", "sunny", "wedding", "thursdayish", "xmonday"] {
      #expect(!TimeText.mayStartDay(word), "\(word)")
    }
    for word in ["9th", "2026-09-11", "friday", "fridays", "friday's", "mañana", "٣"] {
      #expect(TimeText.mayStartDay(word), "\(word)")
    }
  }
}
