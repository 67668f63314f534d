import Testing

@testable import PsstSearch

@Suite("QueryTokenizer")
struct QueryTokenizerTests {
  static let texts = [
    "", "   ", "thx 👌", "can't make Tuesday, how about the 6th?", "'quoted' words'' and ’curly’ ones",
    "Zoë’s café — naïve résumé", "ÉCOLE 東京 2026-11-24 x", "a-b_c.d/e", "👍🏽👍🏽", "'", "it''s", "٣ apples",
  ]

  @Test func wordCountCountsWhatWordsFinds() {
    for text in Self.texts {
      #expect(QueryTokenizer.wordCount(in: text, upTo: 1000) == QueryTokenizer.words(in: text).count, "\(text)")
    }
  }

  @Test func wordCountStopsAtTheLimit() {
    #expect(QueryTokenizer.wordCount(in: "one two three four five", upTo: 3) == 3)
    #expect(QueryTokenizer.wordCount(in: "one two", upTo: 3) == 2)
    #expect(QueryTokenizer.wordCount(in: "😀 …", upTo: 3) == 0)
  }

  @Test func asciiWordScalarsAreLettersAndDigitsOnly() {
    for value in UInt8(0)..<128 {
      let scalar = Unicode.Scalar(value)
      let expected = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
      #expect(QueryTokenizer.isWordScalar(scalar) == expected, "\(value)")
    }
  }
}
