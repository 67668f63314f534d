import PsstFuzz
import Testing

/// Hostile queries, parsed and run against a small store (see FuzzRun for the knobs).
@Suite("Fuzz: query syntax")
struct QueryFuzzTests {
  @Test func everyQueryIsRefusedWithAReasonOrRuns() {
    let report = FuzzRun.run(FuzzTargets.query(), inputs: 3000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }
}
