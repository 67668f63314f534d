import Testing

@testable import PsstProvider

@Suite("RetryAfter")
struct RetryAfterTests {
  @Test("seconds, fractions, an HTTP date and retry-after-ms")
  func forms() {
    #expect(RetryAfter.millis(["retry-after": "2"]) == 2_000)
    #expect(RetryAfter.millis(["retry-after": "0.5"]) == 500)
    #expect(RetryAfter.millis(["retry-after-ms": "120", "retry-after": "9"]) == 120)
    let now = RetryAfter.httpDate("Sun, 22 Nov 2026 01:00:00 GMT")!
    #expect(RetryAfter.millis(["retry-after": "Sun, 22 Nov 2026 01:00:03 GMT"], now: now) == 3_000)
    #expect(RetryAfter.millis(["retry-after": "Sun, 22 Nov 2026 00:59:00 GMT"], now: now) == 0)
    #expect(RetryAfter.millis(["retry-after": "soon"]) == nil)
    #expect(RetryAfter.millis([:]) == nil)
  }
}
