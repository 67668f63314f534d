import Foundation
import Testing

/// The AI tools read message JSON Lines from a pipe, but an empty pipe (cron's stdin, a
/// service's, `: |`) never stands in for the store: without --stdin they read the store.
@Suite("AI tools: an empty implicit stdin reads the store")
struct ImplicitStdinTests {
  private func imported() -> Psst {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "maya", "--no-embed"], stdin: PsstInsightsTests.history)
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  @Test(arguments: [
    ["psst-insights", "priority"], ["psst-insights", "digest", "--since", "2026-01-01"], ["psst-insights", "actions"],
    ["psst-summarize"], ["psst-profile", "sam"],
  ])
  func anEmptyPipeGivesWhatTheStoreGives(command: [String]) {
    let psst = imported()
    let arguments = Array(command.dropFirst()) + ["--format", "jsonl"]
    let fromStore = psst.run(command[0], arguments)
    #expect(fromStore.status == 0, "\(fromStore.summary)")
    #expect(!fromStore.records.isEmpty, "\(fromStore.summary)")
    for stdin in ["", "\n", "  \n\n"] {
      let piped = psst.run(command[0], arguments, pipedStdin: stdin)
      #expect(piped.status == 0, "\(piped.summary)")
      #expect(piped.stdout == fromStore.stdout, "\(piped.summary)")
    }
  }

  @Test func theDigestFromCronCountsTheStore() throws {
    let psst = imported()
    let digest = psst.run("psst-insights", ["digest", "--since", "2026-01-01", "--format", "jsonl"], pipedStdin: "")
    let counts = try #require(digest.records.first { $0.type == "digest" })
    #expect(counts.int("priority") == 2, "\(digest.summary)")
    #expect(counts.int("decisions") == 1, "\(digest.summary)")
  }

  @Test func withStdinAnEmptyPipeMeansNoMessages() {
    let psst = imported()
    let result = psst.run("psst-insights", ["priority", "--stdin", "--format", "jsonl"], pipedStdin: "")
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stdout.isEmpty, "\(result.summary)")
  }

  @Test func aPipeWithRecordsIsStillReadInsteadOfTheStore() {
    let psst = imported()
    let one =
      #"{"type":"message","id":"p1","chat":"c1","sender":"sam","ts":"2026-09-04T08:00:00Z","text":"my knee hurts, can you call me?"}"#
    let piped = psst.run("psst-insights", ["priority", "--all", "--format", "jsonl"], pipedStdin: one + "\n")
    #expect(piped.records.compactMap { $0.string("message_id") } == ["p1"], "\(piped.summary)")
    // Records that are not messages still make the pipe the input: it brought something.
    let other = psst.run(
      "psst-insights", ["priority", "--all", "--format", "jsonl"], pipedStdin: #"{"type":"typing","chat":"c1"}"# + "\n")
    #expect(other.status == 0 && other.stdout.isEmpty, "\(other.summary)")
  }
}
