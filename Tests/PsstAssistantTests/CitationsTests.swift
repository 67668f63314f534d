import Testing

@testable import PsstAssistant

@Suite("Citations")
struct CitationsTests {
  let known: Set<String> = ["m3", "m7", "c01-030"]

  @Test func keepsTheIdsTheModelWasGivenInOrderOfFirstCitation() {
    let cited = Citations.extract("Tuesday [m7]; she confirmed [m3, m7].", known: known)
    #expect(cited.sources == ["m7", "m3"])
    #expect(cited.text == "Tuesday [m7]; she confirmed [m3, m7].")
  }

  @Test func dropsInventedIdsFromTheTextAndTheSources() {
    let cited = Citations.extract("At 6 pm [m99]. Also [m3, m42].", known: known)
    #expect(cited.sources == ["m3"])
    #expect(cited.text == "At 6 pm. Also [m3].")
  }

  @Test func leavesBracketsThatAreNotIdsAsWritten() {
    let text = "He said [sic] it was [1 of 3] sets [see above]."
    let cited = Citations.extract(text, known: known)
    #expect(cited.text == text)
    #expect(cited.sources.isEmpty)
  }

  @Test func readsHashPrefixesSemicolonsAndImportedIds() {
    let cited = Citations.extract("Booked [#c01-030; m3]", known: known)
    #expect(cited.sources == ["c01-030", "m3"])
    #expect(cited.text == "Booked [c01-030, m3]")
  }

  @Test func anUnclosedBracketIsKeptWithTheRest() {
    let cited = Citations.extract("see [m3] and [m7", known: known)
    #expect(cited.text == "see [m3] and [m7")
    #expect(cited.sources == ["m3"])
  }

  @Test func anIdLooksLikeLettersAndDigitsWithADigit() {
    #expect(Citations.looksLikeID("m123"))
    #expect(Citations.looksLikeID("msg_42"))
    #expect(!Citations.looksLikeID("sic"))
    #expect(!Citations.looksLikeID("m1\u{202E}"))
    #expect(!Citations.looksLikeID(String(repeating: "9", count: 65)))
  }
}
