import PsstFuzz
import Testing

/// A provider answering with hostile replies, streams and embeddings (a local fake on 127.0.0.1;
/// see FuzzRun for the knobs).
@Suite("Fuzz: provider replies")
struct ReplyFuzzTests {
  @Test func chatRepliesParseOrFailWithAProviderError() {
    let report = FuzzRun.run(FuzzTargets.providerReply(), inputs: 1000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }

  @Test func streamedRepliesAddUpToWhatWasHandedOut() {
    let report = FuzzRun.run(FuzzTargets.providerStream(), inputs: 1000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }

  @Test func embeddingsAreFiniteUnitVectorsOrAnError() {
    let report = FuzzRun.run(FuzzTargets.providerEmbeddings(), inputs: 1000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }

  @Test func serverSentEventsDoNotDependOnHowTheBodyIsCut() {
    let report = FuzzRun.run(FuzzTargets.serverSentEvents(), inputs: 3000)
    #expect(report.failures.isEmpty, "\(report)\n\(report.failures.joined(separator: "\n"))")
  }
}
