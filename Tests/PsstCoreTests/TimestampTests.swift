import Testing

@testable import PsstCore

@Suite("Timestamp")
struct TimestampTests {
  /// 2026-09-03T07:12:00Z
  let reference: Int64 = 1_788_419_520_000

  @Test func isoPrintsUTCWithMillisecondsOnlyWhenPresent() {
    #expect(Timestamp.iso(reference) == "2026-09-03T07:12:00Z")
    #expect(Timestamp.iso(reference + 250) == "2026-09-03T07:12:00.250Z")
    #expect(Timestamp.iso(reference + 5) == "2026-09-03T07:12:00.005Z")
    #expect(Timestamp.iso(0) == "1970-01-01T00:00:00Z")
  }

  @Test func parseAcceptsTheDocumentedForms() {
    #expect(Timestamp.parse("2026-09-03T07:12:00Z") == reference)
    #expect(Timestamp.parse("2026-09-03T07:12:00.250Z") == reference + 250)
    #expect(Timestamp.parse("2026-09-03T07:12:00.25Z") == reference + 250)
    #expect(Timestamp.parse("2026-09-03T09:12:00+02:00") == reference)
    #expect(Timestamp.parse("2026-09-03T02:12:00-05:00") == reference)
    #expect(Timestamp.parse("2026-09-03T09:12:00.250+02:00") == reference + 250)
    #expect(Timestamp.parse("2026-09-03 07:12") == reference)
    #expect(Timestamp.parse("2026-09-03T07:12") == reference)
    #expect(Timestamp.parse("2026-09-03") == reference - (7 * 3600 + 12 * 60) * 1000)
  }

  @Test func parseRefusesWhatIsNotADate() {
    for text in [
      "", "yesterday", "2026-13-01", "2026-00-10", "2026-09-32", "2026-09-03T25:00:00Z", "2026-09-03T07:60:00Z",
      "2026/09/03", "2026-09-03X07:12", "2026-09-03T07:12:00Q", "26-09-03", "2026-09-03T07:12:00Zjunk",
    ] {
      #expect(Timestamp.parse(text) == nil, "\(text)")
    }
  }

  @Test func parseRefusesDaysTheMonthDoesNotHave() {
    for text in ["2026-02-29", "2026-02-30", "2026-02-31T10:00:00Z", "2026-04-31", "2026-06-31 08:00", "2100-02-29"] {
      #expect(Timestamp.parse(text) == nil, "\(text) is not a date")
    }
    #expect(Timestamp.parse("2024-02-29") != nil)
    #expect(Timestamp.parse("2000-02-29T12:00:00Z") != nil)
    #expect(Timestamp.parse("2026-12-31") != nil)
  }

  @Test func parseRefusesInstantsAnOffsetPushesOutOfYears0000To9999() {
    #expect(Timestamp.parse("0000-01-01T00:00:00+01:00") == nil)
    #expect(Timestamp.parse("9999-12-31T23:59-23:59") == nil)
    let first = Timestamp.parse("0000-01-01T00:00:00Z")
    let last = Timestamp.parse("9999-12-31T23:59:59.999Z")
    #expect(first.map(Timestamp.iso) == "0000-01-01T00:00:00Z")
    #expect(last.map(Timestamp.iso) == "9999-12-31T23:59:59.999Z")
    #expect(Timestamp.parse("0000-01-01T00:00-01:00").map(Timestamp.iso) == "0000-01-01T01:00:00Z")
  }

  @Test func isoAndParseRoundTrip() {
    for millis: Int64 in [0, 1, 999, reference, reference + 1, 4_102_444_800_000 - 1] {
      #expect(Timestamp.parse(Timestamp.iso(millis)) == millis)
    }
  }

  @Test func relativeSaysHowLongAgoOrUntil() {
    let now = reference
    #expect(Timestamp.relative(now, now: now) == "just now")
    #expect(Timestamp.relative(now - 30_000, now: now) == "just now")
    #expect(Timestamp.relative(now - 5 * 60_000, now: now) == "5m ago")
    #expect(Timestamp.relative(now - 3 * 3_600_000, now: now) == "3h ago")
    #expect(Timestamp.relative(now - 2 * 86_400_000, now: now) == "2d ago")
    #expect(Timestamp.relative(now - 90 * 86_400_000, now: now) == "3mo ago")
    #expect(Timestamp.relative(now - 800 * 86_400_000, now: now) == "2y ago")
    #expect(Timestamp.relative(now + 4 * 60_000, now: now) == "in 4m")
    #expect(Timestamp.relative(now + 26 * 3_600_000, now: now) == "in 1d")
  }

  @Test func parseSinceTakesDurationsBackFromNow() {
    let now = reference
    #expect(Timestamp.parseSince("90s", now: now) == now - 90_000)
    #expect(Timestamp.parseSince("15m", now: now) == now - 15 * 60_000)
    #expect(Timestamp.parseSince("12h", now: now) == now - 12 * 3_600_000)
    #expect(Timestamp.parseSince("7d", now: now) == now - 7 * 86_400_000)
    #expect(Timestamp.parseSince("2w", now: now) == now - 14 * 86_400_000)
    #expect(Timestamp.parseSince("0d", now: now) == now)
  }

  @Test func parseSinceTakesDates() {
    #expect(Timestamp.parseSince("2026-09-03", now: 0) == Timestamp.parse("2026-09-03"))
    #expect(Timestamp.parseSince("2026-09-03T07:12:00Z", now: 0) == reference)
  }

  @Test func parseSinceOfADurationTooLongToCountIsRefusedNotACrash() async {
    // Run in a child process: an arithmetic overflow would take the whole test run down.
    await #expect(processExitsWith: .success) {
      precondition(Timestamp.parseSince("9999999999999999d", now: 1_788_419_520_000) == nil)
      precondition(Timestamp.parseSince("9223372036854775807s", now: 1_788_419_520_000) == nil)
    }
  }

  @Test func parseSinceRefusesNonsense() {
    for text in ["", "d", "7", "7y", "-3d", "seven days", "7 d"] {
      #expect(Timestamp.parseSince(text, now: reference) == nil, "\(text)")
    }
  }
}
