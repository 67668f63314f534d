import PsstCore
import Testing

@testable import PsstSearch

@Suite("SearchQuery")
struct SearchQueryTests {
  /// Sunday 2026-11-22 12:00 UTC.
  let now = Timestamp.parse("2026-11-22T12:00:00Z")!

  func parse(_ text: String, people: Set<String> = []) throws -> SearchQuery {
    try SearchQuery.parse(text, people: people, now: now)
  }

  @Test func inlineFiltersAreTakenOutOfTheWords() throws {
    let query = try parse("from:sarah in:bootcamp after:2026-10-01 before:2026-11-01 knee")
    #expect(query.from == ["sarah"])
    #expect(query.chats == ["bootcamp"])
    #expect(query.since == Timestamp.parse("2026-10-01"))
    #expect(query.until == Timestamp.parse("2026-11-01"))
    #expect(query.terms == ["knee"])
  }

  @Test func quotedFilterValuesMayHoldSpaces() throws {
    let query = try parse("from:\"Sarah Whitby\" chat:\"Saturday bootcamp\" pace")
    #expect(query.from == ["Sarah Whitby"])
    #expect(query.chats == ["Saturday bootcamp"])
    #expect(query.terms == ["pace"])
  }

  @Test func phrasesExclusionsAndPrefixes() throws {
    let query = try parse("\"long run\" knee -ankle -\"race day\" physi*")
    #expect(query.phrases == [["long", "run"]])
    #expect(query.excluded == [["ankle"], ["race", "day"]])
    #expect(query.prefixes == ["physi"])
    #expect(query.terms == ["knee"])
  }

  @Test func questionFormsAndStopWordsAreDropped() throws {
    let query = try parse("What did Tom say about pricing?", people: ["tom"])
    #expect(query.from == ["tom"])
    #expect(query.terms == ["pricing"])
  }

  @Test("the person whose messages are asked for is no part of the query's meaning; a person named is")
  func theSenderAskedAboutIsNotInTheMeaning() throws {
    let asked = try parse("When did Eleni fly to Greece?", people: ["eleni"])
    #expect(asked.from == ["eleni"] && !asked.naturalText.contains("eleni"), "\(asked.naturalText)")
    #expect(asked.naturalText.contains("fly") && asked.naturalText.contains("greece"))
    let named = try parse("how did Sarah's marathon go", people: ["sarah"])
    #expect(named.from.isEmpty && named.naturalText.contains("sarah's"))
    #expect(try parse("Where was Omar in mid-June 2026?", people: ["omar"]).from == ["omar"], "where they were")
    #expect(try parse("Who is Omar meeting?", people: ["omar"]).from.isEmpty, "only 'where' asks it so")
  }

  @Test("the owner's own name is no topic when other words are; asking for their messages keeps it")
  func theOwnersNameIsNoTopic() throws {
    let mine = try SearchQuery.parse(
      "What is the book Wren recommended to Olu about?", people: ["wren", "olu"], me: ["wren"], now: now)
    #expect(!mine.terms.contains("wren") && mine.terms.contains("book") && mine.people == ["olu"], "\(mine)")
    #expect(!mine.naturalText.contains("wren"), "\(mine.naturalText)")
    let theirs = try SearchQuery.parse("what did Wren say about the book", people: ["wren"], me: ["wren"], now: now)
    #expect(theirs.from == ["wren"] && theirs.terms == ["book"])
    #expect(try SearchQuery.parse("wren", people: ["wren"], me: ["wren"], now: now).terms == ["wren"], "alone it stays")
  }

  @Test("'which patients are doing video sessions' is about video sessions; 'new clients' about clients")
  func aRoleWordAskedAboutIsNoTopic() throws {
    #expect(try parse("which patients are doing video sessions?").terms == ["doing", "video", "sessions"])
    #expect(try parse("who among my clients is vegetarian").terms == ["among", "vegetarian"])
    #expect(try parse("new clients").terms == ["new", "clients"])
    #expect(try parse("which clients?").terms == ["clients"], "a role word alone is still what it asks for")
  }

  @Test func aNameThatIsNotAskedAboutRanksButDoesNotFilter() throws {
    let query = try parse("Dev leaving and cancelling his membership", people: ["dev"])
    #expect(query.from.isEmpty)
    #expect(query.people == ["dev"])
    #expect(query.terms == ["dev", "leaving", "cancelling", "membership"])
  }

  @Test func possessivesAreFolded() throws {
    let query = try parse("how did Sarah's marathon go", people: ["sarah"])
    #expect(query.terms.contains("sarah"))
    #expect(query.terms.contains("marathon"))
  }

  @Test("'go' asks where or how; it is no topic to match")
  func goIsNoTopic() throws {
    let query = try parse("where did Nadia go with her sister", people: ["nadia"])
    #expect(query.terms.contains("sister") && !query.terms.contains("go"))
    #expect(try parse("go").terms == ["go"], "a query of nothing else still searches for it")
  }

  @Test func relativeTimeWordsBecomeARange() throws {
    let lastWeek = try parse("knee last week")
    #expect(lastWeek.since == Timestamp.parse("2026-11-09"))
    #expect(lastWeek.until == Timestamp.parse("2026-11-16"))
    #expect(lastWeek.terms == ["knee"])
    let yesterday = try parse("yesterday's call")
    #expect(yesterday.since == Timestamp.parse("2026-11-21"))
    #expect(yesterday.until == Timestamp.parse("2026-11-22"))
    let month = try parse("what did we decide in November about the opening")
    #expect(month.since == Timestamp.parse("2026-11-01"))
    #expect(month.until == Timestamp.parse("2026-12-01"))
    #expect(month.terms == ["decide", "opening"])
  }

  @Test func aMonthNotYetReachedThisYearMeansLastYear() throws {
    let query = try parse("invoices in December")
    #expect(query.since == Timestamp.parse("2025-12-01"))
    #expect(query.until == Timestamp.parse("2026-01-01"))
  }

  /// since/until of a query, as days ("2023-12-01"), for compact expectations.
  private func days(_ text: String) throws -> (String?, String?, [String]) {
    let query = try parse(text)
    func day(_ millis: Int64?) -> String? { millis.map { String(Timestamp.iso($0).prefix(10)) } }
    return (day(query.since), day(query.until), query.terms)
  }

  @Test func aYearInTheQuestionIsThatYear() throws {
    #expect(
      try days("What class did Ines start in December 2023?") == (
        "2023-12-01", "2024-01-01", ["class", "ines", "start"]
      ))
    #expect(try days("trips during 2022") == ("2022-01-01", "2023-01-01", ["trips"]))
    #expect(try days("the bakery in 2021") == ("2021-01-01", "2022-01-01", ["bakery"]))
    #expect(try days("invoices since 2025") == ("2025-01-01", "2026-11-23", ["invoices"]))
    #expect(try days("March 2024 rent") == ("2024-03-01", "2024-04-01", ["rent"]))
  }

  @Test func aDayInTheQuestionIsThatDay() throws {
    #expect(try days("what happened on 8 May 2023") == ("2023-05-08", "2023-05-09", ["happened"]))
    #expect(try days("the party on May 8th, 2023") == ("2023-05-08", "2023-05-09", ["party"]))
    #expect(try days("since the 3rd of June 2026") == ("2026-06-03", "2026-11-23", []))
    #expect(
      try days("dinner on 30 February 2024") == ("2024-02-01", "2024-03-01", ["dinner", "30"]), "no such day: the month"
    )
  }

  @Test("early, mid and late in a month are its first ten days, the next ten and the rest")
  func partsOfAMonthNarrowIt() throws {
    #expect(try days("where was Omar in mid-June 2026") == ("2026-06-11", "2026-06-21", ["omar"]))
    #expect(try days("planting in early March 2025") == ("2025-03-01", "2025-03-11", ["planting"]))
    #expect(try days("visitors in late February 2024") == ("2024-02-21", "2024-03-01", ["visitors"]))
    #expect(try days("the flood at the end of May 2026") == ("2026-05-21", "2026-06-01", ["flood"]))
    #expect(try days("what did we cook in the middle of May 2026") == ("2026-05-11", "2026-05-21", ["cook"]))
    #expect(try days("hikes in late October") == ("2026-10-21", "2026-11-01", ["hikes"]), "the latest October begun")
  }

  @Test func withoutAYearADayOrAnOddMonthFormStaysWords() throws {
    // History is often older than this year: "12 March" may be any March.
    #expect(try days("the payment on 12 March") == (nil, nil, ["payment", "12", "march"]))
    #expect(try days("the balance at the start of January") == (nil, nil, ["balance", "start", "january"]))
    #expect(try days("prices from March") == (nil, nil, ["prices", "march"]))
  }

  @Test func seasonsAreTheirMonths() throws {
    #expect(try days("the summer of 2023 trip") == ("2023-06-01", "2023-09-01", ["trip"]))
    #expect(try days("hikes this spring") == ("2026-03-01", "2026-06-01", ["hikes"]))
    // Nothing but stop words besides the season: it searches what it says, in that summer.
    #expect(try days("where did we go last summer") == ("2026-06-01", "2026-09-01", ["where", "did", "we", "go"]))
    #expect(try days("winter 2024 coats") == ("2023-12-01", "2024-03-01", ["coats"]))
    #expect(try days("summer reading list").0 == nil)
    #expect(try days("hikes in the spring").0 == nil)
  }

  @Test func mayIsAVerbNotAMonth() throws {
    let query = try parse("who may be late")
    #expect(query.since == nil)
    #expect(query.terms == ["late"])
  }

  @Test func unicodeWordsAreLowerCasedAndEmojiKept() throws {
    let query = try parse("Zoë café 🎉 Łódź")
    #expect(query.terms == ["zoë", "café", "łódź"])
    #expect(query.symbols == ["🎉"])
  }

  @Test func onlyStopWordsStillSearchForWhatWasWritten() throws {
    #expect(try parse("who is it").terms == ["who", "is", "it"])
  }

  @Test func pathologicalInputIsEmptyOrAClearError() throws {
    #expect(try parse("\"").isEmpty)
    #expect(try parse("*").isEmpty)
    #expect(try parse("-").isEmpty == true)
    #expect(try parse("\"\"\"").isEmpty)
    #expect(throws: SearchError(.tooLong(10_000))) { try parse(String(repeating: "a", count: 10_000)) }
    #expect(throws: SearchError(.badDate("someday"))) { try parse("after:someday knee") }
  }

  @Test func unknownKeysAndTimesStayWords() throws {
    let query = try parse("7:15 note:this")
    #expect(query.terms == ["7", "15", "note"])
  }
}
