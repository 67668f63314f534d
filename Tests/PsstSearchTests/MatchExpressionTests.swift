import Testing

@testable import PsstSearch

@Suite("MatchExpression")
struct MatchExpressionTests {
  @Test func everyWordIsAQuotedString() throws {
    let query = try SearchQuery.parse("knee \"long run\" -ankle physi*")
    let expression = MatchExpression.of(query, synonyms: false)
    #expect(expression.text == #"(("knee" OR "physi" * OR "long run") AND "long run") NOT ("ankle")"#)
  }

  @Test func aPhraseSelectsAndTheOtherWordsOnlyRank() throws {
    let query = try SearchQuery.parse("\"blue notebook\" gift")
    let expression = MatchExpression.of(query, synonyms: false)
    #expect(expression.text == #"("gift" OR "blue notebook") AND "blue notebook""#)
  }

  @Test func quotesInsideWordsCannotBreakOut() {
    #expect(MatchExpression.quoted(["a\"b"]) == "\"a\"\"b\"")
  }

  @Test func synonymsWidenTheAlternatives() throws {
    let query = try SearchQuery.parse("hurt")
    let text = MatchExpression.of(query, synonyms: true).text ?? ""
    #expect(text.contains("\"pain\""))
    #expect(text.contains("\"injury\""))
    #expect(text.contains("\"sprain\""))
    let meeting = MatchExpression.of(try SearchQuery.parse("meeting"), synonyms: true).text ?? ""
    #expect(meeting.contains("\"catch up\""))
    #expect(meeting.contains("\"call\""))
    let cancel = MatchExpression.of(try SearchQuery.parse("cancel"), synonyms: true).text ?? ""
    #expect(cancel.contains("\"can't make it\""))
    #expect(cancel.contains("\"skip\""))
    let marrying = MatchExpression.of(try SearchQuery.parse("who is she marrying"), synonyms: true).text ?? ""
    #expect(marrying.contains("\"wedding\"") && marrying.contains("\"venue\""), "a wedding is booked by its venue")
    let instrument = MatchExpression.of(try SearchQuery.parse("what instrument does she play"), synonyms: true).text
    #expect(instrument?.contains("\"cello\"") == true)
    let filming = MatchExpression.of(try SearchQuery.parse("filming day"), synonyms: true).text ?? ""
    #expect(!filming.contains("\"cinema\""), "filming a video is no trip to the cinema")
  }

  @Test func nothingToMatchIsNil() {
    #expect(MatchExpression().text == nil)
  }
}
