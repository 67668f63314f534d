import Testing

@testable import PsstCommands

@Suite("iCalendar")
struct ICalendarTests {
  @Test func textIsEscaped() {
    #expect(ICalendar.escape("a\\b; c, d\ne") == "a\\\\b\\; c\\, d\\ne")
  }

  @Test func longLinesFoldAt75OctetsWithoutSplittingACharacter() {
    let line = "SUMMARY:" + String(repeating: "Zürich ", count: 30)
    let folded = ICalendar.fold(line).components(separatedBy: "\r\n")
    #expect(folded.count > 1)
    #expect(folded.allSatisfy { $0.utf8.count <= 75 })
    #expect(folded.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    #expect(folded.first! + folded.dropFirst().map { String($0.dropFirst()) }.joined() == line)
    #expect(ICalendar.fold("SHORT:x") == "SHORT:x")
  }

  @Test func timesAreUTCDateTimes() {
    #expect(ICalendar.time(1_763_564_400_250) == "20251119T150000Z")
  }

  @Test func aLongCharacterIsFoldedBetweenItsScalars() {
    // One character (a letter with 60 accents) of 121 octets: still no line over 75 octets.
    let line = "SUMMARY:" + "e" + String(repeating: "\u{301}", count: 60)
    let folded = ICalendar.fold(line).components(separatedBy: "\r\n")
    #expect(folded.allSatisfy { $0.utf8.count <= 75 && !$0.isEmpty }, "\(folded.map(\.utf8.count))")
    // A continuation's space and the accent after it are one Character: unfold by scalar.
    let unfolded = folded.dropFirst().map { String(String.UnicodeScalarView($0.unicodeScalars.dropFirst())) }
    #expect(folded.first! + unfolded.joined() == line)
  }

  @Test func controlCharactersAreNotWritten() {
    #expect(ICalendar.escape("a\u{0}b\u{1B}c\td\u{7F}") == "a b c\td ")
  }
}
