import Testing

@testable import PsstAI

@Suite("MentionedDay")
struct MentionedDayTests {
  /// Wednesday 10 March 2027.
  let sent = CalendarDay(year: 2027, month: 3, day: 10)

  func day(_ text: String) -> String? { MentionedDay.find(in: text, sentOn: sent)?.day.iso }

  @Test func relativeWordsCountFromTheDayWritten() {
    #expect(day("Pulled my calf yesterday on the hill reps") == "2027-03-09")
    #expect(day("the swelling went down last night") == "2027-03-09")
    #expect(day("I tweaked my wrist two days ago climbing") == "2027-03-08")
    #expect(day("a week ago it was fine") == "2027-03-03")
    #expect(day("see you tomorrow at the track") == "2027-03-11")
    #expect(day("it's been two weeks since my last run") == "2027-02-24")
    let years = MentionedDay.find(in: "already five years since I left Leeds", sentOn: sent)
    #expect(years?.day.iso == "2022-01-01" && years?.span == .year && years?.phrase == "five years since")
    let months = MentionedDay.find(in: "we adopted her three months ago", sentOn: sent)
    #expect(months?.day.iso == "2026-12-01" && months?.span == .month)
  }

  @Test(
    "British and vague ways of counting back: a fortnight, the day before yesterday, a couple of days, Sunday just gone"
  )
  func otherWaysOfCountingDays() {
    #expect(day("we flew home a fortnight ago") == "2027-02-24")
    #expect(day("the day before yesterday was chaos") == "2027-03-08")
    #expect(day("didn't sleep the night before last") == "2027-03-08")
    #expect(day("she called a couple of days ago") == "2027-03-08")
    #expect(day("we started a few weeks back") == "2027-02-17")
    #expect(day("back in a fortnight") == "2027-03-24")
    #expect(day("I lost 3 kg in two weeks") == nil, "in a past clause, how long it took")
    #expect(day("the match on Sunday just gone was grim") == "2027-03-07")
    #expect(day("Saturday past was the final") == "2027-03-06")
    let weekend = MentionedDay.find(in: "we went up Ben Lomond at the weekend", sentOn: sent)
    #expect(weekend?.day.iso == "2027-03-06" && weekend?.span == .weekend)
    #expect(day("are you free at the weekend?") == "2027-03-13", "not past: the coming one")
  }

  @Test func aRangeOfDaysStartsOnItsFirst() {
    let found = MentionedDay.find(in: "Heads up: the pool is closed 4-10 May for maintenance", sentOn: sent)
    #expect(found?.day.iso == "2027-05-04")
    #expect(found?.phrase == "4–10 may")
    #expect(day("Rhys is off 15 to 19 February, half term") == "2027-02-15")
    #expect(day("we moved to 10 May") == "2027-05-10", "one day is no range")
  }

  @Test func somethingMovedIsOnTheDayItMovesTo() {
    #expect(day("change of plan: the launch moves from April 2 to April 9") == "2027-04-09")
    #expect(day("we pushed the review from Monday to the 19th") == "2027-03-19")
    #expect(day("from April 2 the class is on Tuesdays, see you there") == "2027-04-02", "nothing moved")
    #expect(day("moved it to the garage on the 12th") == "2027-03-12", "no day after 'to': the clause's day")
  }

  @Test func weekdaysLookBackOrAheadAsTheSentenceDoes() {
    #expect(day("I had the scan done last Monday") == "2027-03-08")
    #expect(day("my back has been stiff since Sunday") == "2027-03-07")
    #expect(day("we went to the coast on Saturday") == "2027-03-06")
    #expect(day("the dentist has booked me in on Friday") == "2027-03-12")
    #expect(day("I'll bring the forms on Monday") == "2027-03-15")
    #expect(day("next Tuesday works") == "2027-03-16")
    // Said on a Wednesday, "last Wednesday" is a week back, not today.
    #expect(day("last Wednesday was the worst") == "2027-03-03")
  }

  @Test("a clause with no verb is told in the tense of the rest of its message")
  func aVerblessClauseTakesTheMessagesTense() {
    let message = "I DID IT!! Half marathon on Sunday, 1:58!! Cried at the finish"
    let clause = "Half marathon on Sunday, 1:58!!"
    #expect(MentionedDay.find(in: clause, sentOn: sent, told: MentionedDay.told(message))?.day.iso == "2027-03-07")
    #expect(day(message) == "2027-03-07")
    #expect(day("so we broke up. on saturday. it was me") == "2027-03-06")
    // A clause with a verb of its own keeps its own reading: "has referred" looks ahead.
    #expect(day("GP did an ECG this morning — has referred me to the clinic on Monday") == "2027-03-15")
    // A message that also looks ahead says nothing certain about the bare clause.
    #expect(day("Ran the 10k!! Next one on Sunday, I'll go faster") == "2027-03-14")
  }

  @Test func irregularPastVerbsLookBack() {
    #expect(day("Got it!! Found out on Friday.") == "2027-03-05")
    #expect(day("she sent the forms on Monday") == "2027-03-08")
    #expect(day("I left the agency in June, scary but good") == "2026-06-01")
    #expect(day("I did it! I left the agency at the end of June") == "2026-06-01", "the end of a month is in it")
    #expect(day("my left knee is sore, physio on Friday") == "2027-03-12", "a side is no past tense")
  }

  @Test("texting spellings of relative days, and past tenses too short for the -ed rule")
  func textingSpellingsAndShortPastTenses() {
    #expect(day("born last nite 11.52pm btw") == "2027-03-09")
    #expect(day("saw her yday at the shops") == "2027-03-09")
    #expect(day("c u 2moro") == "2027-03-11")
    #expect(day("our old dog died tues") == "2027-03-09", "died is past: the Tuesday before")
    #expect(day("tied the knot on Saturday!!") == "2027-03-06")
    #expect(QuestionShape.stem("died") == QuestionShape.stem("die"), "'when did he die' finds 'died'")
  }

  @Test func datesAreTheNearestSuchDay() {
    #expect(day("the race is on 14 March") == "2027-03-14")
    #expect(day("it started on the 2nd") == "2027-03-02")
    #expect(day("back on 28 December I felt it first") == "2026-12-28")
    #expect(day("February 30th") == nil)
  }

  @Test func wordsThatOnlyLookLikeDaysAreNot() {
    #expect(day("I sat down and may stretch later") == nil)
    #expect(day("no days off this month") == nil)
  }

  @Test func pastTenseIsTheVerbNotTheWordShape() {
    #expect(MentionedDay.isPast(["i", "needed", "a", "rest"]))
    #expect(!MentionedDay.isPast(["she", "has", "booked", "the", "room"]))
    #expect(!MentionedDay.isPast(["we", "proceed", "as", "planned"]))
  }

  @Test func anEdWordThatDescribesIsNotPast() {
    #expect(!MentionedDay.isPast(["so", "excited", "for", "saturday"]))
    #expect(!MentionedDay.isPast(["fingers", "crossed", "for", "thursday"]))
    #expect(!MentionedDay.isPast(["i'm", "really", "worried", "about", "friday"]))
    #expect(!MentionedDay.isPast(["getting", "tired", "of", "early", "starts"]))
    #expect(MentionedDay.isPast(["we", "crossed", "the", "bridge", "on", "friday"]))
    #expect(MentionedDay.isPast(["i", "was", "excited", "on", "sunday"]))
  }

  @Test func aHopeForAWeekdayLooksAhead() {
    #expect(day("fingers crossed for Monday") == "2027-03-15")
    #expect(day("so excited for Saturday!!") == "2027-03-13")
  }

  func span(_ text: String) -> (String, MentionedDay.Span)? {
    MentionedDay.find(in: text, sentOn: sent).map { ($0.day.iso, $0.span) }
  }

  @Test func periodsAreResolvedAgainstTheDayWrittenWithTheirSpan() {
    #expect(span("I painted that lake sunrise last year")! == ("2026-01-01", .year))
    #expect(span("we moved here in 2015")! == ("2015-01-01", .year))
    #expect(span("gave a talk at the school last week")! == ("2027-03-03", .week))
    #expect(span("going camping next month")! == ("2027-04-01", .month))
    #expect(span("adopted a cat last weekend")! == ("2027-03-06", .weekend))
    #expect(span("off to the coast this weekend")! == ("2027-03-13", .weekend))
    #expect(span("we fly out in June")! == ("2027-06-01", .month))
  }

  @Test("a month is the next one when the clause looks ahead, the last when it looks back, else the nearest")
  func aMonthFollowsTheClausesTense() {
    // Written in March: October is seven months ahead and five behind.
    func month(_ text: String) -> String? { span(text).flatMap { $0.1 == .month ? $0.0 : nil } }
    #expect(month("I want to try the route again in October") == "2027-10-01")
    #expect(month("we'll repaint the studio in October") == "2027-10-01")
    #expect(month("I hurt it climbing and had surgery in October") == "2026-10-01")
    #expect(month("it has ached since October") == "2026-10-01")
    #expect(month("my brother's wedding in October") == "2026-10-01", "no tense: the nearest")
    #expect(month("the lease ends in June") == "2027-06-01")
    #expect(month("I got the job at the bakery, starting in April") == "2027-04-01", "the participle's month")
    #expect(month("I was training in October for the marathon") == "2026-10-01", "a progressive keeps the tense")
  }

  @Test func aPeriodCoversTheDaysInIt() {
    let lastWeek = MentionedDay.find(in: "saw her last week", sentOn: sent)!
    #expect(lastWeek.covers(CalendarDay(year: 2027, month: 3, day: 1)) && !lastWeek.covers(sent))
    let lastYear = MentionedDay.find(in: "we went there last year", sentOn: sent)!
    #expect(lastYear.covers(CalendarDay(year: 2026, month: 7, day: 4)) && !lastYear.covers(sent))
    #expect(MentionedDay.find(in: "busy this month", sentOn: sent) == nil, "this month says nothing of when")
  }
}
