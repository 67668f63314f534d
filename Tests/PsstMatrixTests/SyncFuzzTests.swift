import PsstFuzz
import Testing

/// A homeserver answering with hostile sync bodies, room state and history pages (a local fake
/// on 127.0.0.1; see FuzzRun for the knobs).
@Suite("Fuzz: Matrix sync")
struct SyncFuzzTests {
  @Test func syncEndsAndStoresOrFailsWithAReason() {
    let report = FuzzRun.run(FuzzTargets.matrixSync(), inputs: 500)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }
}
