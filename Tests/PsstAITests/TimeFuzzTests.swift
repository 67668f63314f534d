import PsstFuzz
import Testing

/// Hostile time expressions for the embedded engine (see FuzzRun for the knobs).
@Suite("Fuzz: time expressions")
struct TimeFuzzTests {
  @Test func requestTimesAreRealTimes() {
    let report = FuzzRun.run(FuzzTargets.requestTime(), inputs: 1000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }

  @Test func schedulingAndDeadlinesGiveValidTimes() {
    let report = FuzzRun.run(FuzzTargets.scheduling(), inputs: 500)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }
}
