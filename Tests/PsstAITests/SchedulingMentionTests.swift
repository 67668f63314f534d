import Testing

@testable import PsstAI

@Suite("SchedulingMention")
struct SchedulingMentionTests {
  /// Friday 2026-09-04.
  let friday = CalendarDay(millis: Fixture.friday)

  func mentions(_ text: String, evening: Bool = false) -> [SchedulingMention] {
    SchedulingMention.scan(TimeText.tokens(text), sentOn: friday, evening: evening)
  }

  func day(_ month: Int64, _ day: Int64) -> CalendarDay { CalendarDay(year: 2026, month: month, day: day) }

  func clock(_ hour: Int, _ minute: Int = 0, _ cue: SchedulingMention.ClockCue? = nil) -> SchedulingMention {
    .clock(MinuteOfDay(hour: hour, minute: minute), cue)
  }

  @Test("the word before a time makes it a bound")
  func clockCues() {
    #expect(mentions("after 6pm") == [clock(18, 0, .after)])
    #expect(mentions("past 6:30") == [clock(18, 30, .after)])
    #expect(mentions("before 9am") == [clock(9, 0, .before)])
    #expect(mentions("by 17:00") == [clock(17, 0, .before)])
    #expect(mentions("from 7pm") == [clock(19, 0, .from)])
    #expect(mentions("in clinic till 2") == [clock(14, 0, .until)])
  }

  @Test("'too early' and 'too late' just after a time qualify it; minutes late and far-off words do not")
  func earlyAndLate() {
    #expect(mentions("6pm is too early") == [clock(18, 0, .tooEarly)])
    #expect(mentions("9pm is too late for me") == [clock(21, 0, .tooLate)])
    #expect(mentions("at 9 i'm 20 mins late") == [clock(9)])
    #expect(mentions("6pm would be a bit early") == [clock(18)])
  }

  @Test("a bare hour takes its half of the day from the talk")
  func bareHours() {
    #expect(mentions("at 4") == [clock(16)])
    #expect(mentions("at 8") == [clock(8)])
    #expect(mentions("at 8", evening: true) == [clock(20)])
    #expect(mentions("noon") == [clock(12)])
  }

  @Test("after school, college, uni or work starts when that day ends")
  func routines() {
    #expect(mentions("after school") == [.afterRoutine("school", MinuteOfDay(hour: 16))])
    #expect(mentions("after uni") == [.afterRoutine("uni", MinuteOfDay(hour: 16))])
    #expect(mentions("after work") == [.afterRoutine("work", MinuteOfDay(hour: 17, minute: 30))])
    #expect(mentions("school is busy").isEmpty)
    #expect(mentions("before work").isEmpty)
  }

  @Test("parts of the day, but not greetings, shifts or a clock's am")
  func partsOfDay() {
    #expect(mentions("mornings") == [.partOfDay(.morning)])
    #expect(mentions("lunchtime") == [.partOfDay(.lunchtime)])
    #expect(mentions("afternoons") == [.partOfDay(.afternoon)])
    #expect(mentions("tonight") == [.partOfDay(.evening)])
    #expect(mentions("good morning").isEmpty)
    #expect(mentions("I'm on nights").isEmpty)
    #expect(mentions("am").isEmpty)
  }

  @Test("weekdays, days and their bounds")
  func days() {
    #expect(mentions("Mondays") == [.weekdays([0])])
    #expect(mentions("weekdays") == [.weekdays([0, 1, 2, 3, 4])])
    #expect(mentions("weekends") == [.weekdays([5, 6])])
    #expect(mentions("Tuesday") == [.day(day(9, 8), nil)])
    #expect(mentions("tomorrow") == [.day(day(9, 5), nil)])
    #expect(mentions("before Tuesday") == [.day(day(9, 8), .before)])
    #expect(mentions("by Tuesday") == [.day(day(9, 8), .by)])
    #expect(mentions("after Tuesday") == [.day(day(9, 8), .after)])
    #expect(mentions("from Tuesday") == [.day(day(9, 8), .from)])
    #expect(mentions("on sat") == [.day(day(9, 5), nil)])
  }

  @Test("today alone is when the message is written, not a day it asks for; a bound on it counts")
  func today() {
    #expect(mentions("today").isEmpty)
    #expect(mentions("before today") == [.day(friday, .before)])
  }

  @Test("ranges of days, with whether they were said as a week")
  func ranges() {
    #expect(mentions("next week") == [.days(from: day(9, 7), through: day(9, 13), nil, week: true)])
    #expect(mentions("the weekend") == [.days(from: day(9, 5), through: day(9, 6), nil, week: false)])
    #expect(mentions("before November") == [.days(from: day(11, 1), through: day(11, 30), .before, week: false)])
  }

  @Test("mentions come in the order written")
  func order() {
    #expect(
      mentions("Mondays I can do evenings after 6")
        == [.weekdays([0]), .partOfDay(.evening), clock(18, 0, .after)])
  }

  @Test("numbers that count things and words that only look like days mention nothing")
  func nothingMentioned() {
    #expect(mentions("thanks, see you soon").isEmpty)
    #expect(mentions("10 people are coming to the session").isEmpty)
    #expect(mentions("week 3 of the plan, level 4").isEmpty)
    #expect(mentions("ran 5 km then sat on the sofa").isEmpty)
    #expect(mentions("it may help").isEmpty)
    #expect(mentions("").isEmpty)
  }
}
