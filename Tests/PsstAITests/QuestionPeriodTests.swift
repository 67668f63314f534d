import Testing

@testable import PsstAI

@Suite("QuestionPeriod")
struct QuestionPeriodTests {
  /// The newest message: Monday 20 November 2023, noon.
  let asOf = CalendarDay(year: 2023, month: 11, day: 20).ordinal * 86_400_000 + 43_200_000

  func period(_ question: String) -> String? {
    QuestionPeriod.find(in: question, asOf: asOf).map { "\($0.first.iso)…\($0.last.iso)" }
  }

  @Test func aDayWithoutItsYearIsTheLatestUpToTheNewestMessage() {
    #expect(period("What did Ana do on 12 August?") == "2023-08-12…2023-08-12")
    #expect(period("What happened on May the 22nd?") == "2023-05-22…2023-05-22")
    #expect(period("Who led the run on Saturday 20 February?") == "2023-02-20…2023-02-20")
    #expect(period("Where did they eat on the 3rd of March?") == "2023-03-03…2023-03-03")
    #expect(period("What is planned for 9 December?") == "2023-12-09…2023-12-09", "a plan just ahead")
    #expect(period("What did we do on 28 December?") == "2022-12-28…2022-12-28", "too far ahead: last year's")
  }

  @Test func yearsMonthsAndSeasons() {
    #expect(period("What did she paint in 2022?") == "2022-01-01…2022-12-31")
    #expect(period("Where did they go in December 2023?") == "2023-12-01…2023-12-31")
    #expect(period("What did he bake on 8 May 2021?") == "2021-05-08…2021-05-08")
    #expect(period("Which trip did she take in the summer of 2023?") == "2023-06-01…2023-08-31")
    #expect(period("What did we do last summer?") == "2023-06-01…2023-08-31")
    #expect(period("What did he say in May?") == "2023-05-01…2023-05-31")
    #expect(period("What did he say in December?") == "2022-12-01…2022-12-31", "the latest December begun")
    #expect(period("Who came over in the winter of 2023?") == "2022-12-01…2023-02-28")
  }

  @Test("'early', 'mid' and 'late' a month, or its beginning, middle and end, are its first, next and last days")
  func partsOfAMonth() {
    #expect(period("Where was Omar in mid-June 2023?") == "2023-06-11…2023-06-20")
    #expect(period("What did she plant in early March?") == "2023-03-01…2023-03-10")
    #expect(period("Who visited in late February?") == "2023-02-21…2023-02-28", "the rest of a short month")
    #expect(period("What happened at the end of October?") == "2023-10-21…2023-10-31")
    #expect(period("What did he cook in the middle of May?") == "2023-05-11…2023-05-20")
    #expect(period("Who did she meet at the beginning of August 2022?") == "2022-08-01…2022-08-10")
    #expect(period("What did the team do in June?") == "2023-06-01…2023-06-30", "no part named: the whole month")
  }

  @Test("the words naming a part of the month are the period's, not the question's topic")
  func partsOfAMonthAreNoTopic() {
    let directory = Directory(owner: "me", people: [], rooms: [])
    let mid = QuestionShape("Where was he in mid-June 2023?", directory: directory, asOf: asOf)
    #expect(mid.words.isEmpty, "\(mid.words)")
    let end = QuestionShape("What broke at the end of May?", directory: directory, asOf: asOf)
    #expect(end.words.count == 1 && !end.words.contains("end"), "\(end.words)")
    let race = QuestionShape("When did the race start in June?", directory: directory, asOf: asOf)
    #expect(race.words.contains("start"), "a start that is no part of a month stays")
  }

  @Test("a time after 'from', 'since' or 'until' bounds what is asked, whenever it was agreed: no period")
  func boundariesAreNoPeriod() {
    #expect(period("What is Kasia's hourly rate from April?") == nil)
    #expect(period("Which days does he train from November?") == nil)
    #expect(period("What does a session cost since 1 March?") == nil)
    #expect(period("What did she say in April?") == "2023-04-01…2023-04-30", "in April is when it was said")
  }

  @Test func wordsThatOnlyLookLikeTimesAreNot() {
    #expect(period("What may I bring to the party?") == nil)
    #expect(period("What did Ana say about her knee?") == nil)
    #expect(period("How many of the 2000 flyers went out?") == nil, "a number is not a year without 'in'")
    #expect(period("Who did we march with?") == nil)
  }
}
