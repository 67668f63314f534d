import Testing

@testable import PsstAI

@Suite("Text and CalendarDay")
struct TextTests {
  @Test("clauses split at sentence ends and spaced dashes, not inside times or decimals")
  func clauses() {
    #expect(
      Text.clauses("Ice it – no running. Can you book in? Meet at 6.30") == [
        "Ice it", "no running.", "Can you book in?", "Meet at 6.30",
      ])
  }

  @Test("phrases match whole words, with * as a prefix wildcard and curly apostrophes made plain")
  func phrases() {
    let clause = Clause("I\u{2019}ll send it – it hurts")
    #expect(clause.has("i'll send"))
    #expect(clause.has("hurt*"))
    #expect(!clause.has("send hurts"))
    #expect(!Clause("skill").has("ill"))
  }

  @Test("calendar days convert both ways and know their weekday")
  func calendar() {
    let day = CalendarDay(millis: Fixture.friday)
    #expect(day.iso == "2026-09-04")
    #expect(day.weekday == 4)
    #expect(CalendarDay(year: 2024, month: 2, day: 29).adding(days: 1).iso == "2024-03-01")
    #expect(day.next(4).iso == "2026-09-11")
    #expect(day.next(4, includingToday: true) == day)
  }
}
