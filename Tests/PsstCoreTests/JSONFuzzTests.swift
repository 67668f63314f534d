import PsstFuzz
import Testing

/// Hostile input for the core's parsers (make test: a fixed seed and a few thousand inputs each;
/// make fuzz: longer, a random seed; see FuzzRun for the knobs). Each report is printed.
@Suite("Fuzz: core parsers")
struct JSONFuzzTests {
  @Test func jsonParsesOrRefusesAndPrintsWhatItReadsBack() {
    let report = FuzzRun.run(FuzzTargets.json(), inputs: 5000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }

  @Test func lineReaderSplitsLikeTheContractAndRefusesInvalidUTF8ByLine() {
    let report = FuzzRun.run(FuzzTargets.jsonLines(), inputs: 200)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }

  @Test func importStoresOrRefusesEachRecordAndKeepsTheStoreIntact() {
    let report = FuzzRun.run(FuzzTargets.importRecords(), inputs: 1000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }

  @Test func timestampsReadBackAsTheSameInstant() {
    let report = FuzzRun.run(FuzzTargets.timestamps(), inputs: 5000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }
}
