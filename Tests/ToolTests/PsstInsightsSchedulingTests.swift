import Foundation
import Testing

/// psst-insights scheduling as a user runs it: over the store and at the end of a pipeline.
@Suite("psst-insights scheduling")
struct PsstInsightsSchedulingTests {
  static let history =
    [
      #"{"type":"user","id":"maya","name":"Maya Torres","role":"trainer"}"#,
      #"{"type":"user","id":"sam","name":"Sam Ortiz","role":"client"}"#,
      #"{"type":"chat","id":"c1","name":"Sam Ortiz","kind":"direct","members":["maya","sam"]}"#,
      #"{"type":"message","id":"c1-1","chat":"c1","sender":"sam","ts":"2026-09-04T07:00:00Z","text":"great session yesterday, legs are jelly"}"#,
      #"{"type":"message","id":"c1-2","chat":"c1","sender":"sam","ts":"2026-09-04T07:05:00Z","text":"can we move Tuesday to Wednesday? not mornings though, and after 6pm is best"}"#,
      #"{"type":"message","id":"c1-3","chat":"c1","sender":"maya","ts":"2026-09-04T07:10:00Z","text":"Wednesday 6:30pm it is 👍"}"#,
      #"{"type":"message","id":"c1-4","chat":"c1","sender":"sam","ts":"2026-09-04T07:11:00Z","text":"thanks!"}"#,
    ].joined(separator: "\n") + "\n"

  func imported() -> Psst {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "maya"], stdin: Self.history)
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  @Test("prints one scheduling record per arranging message with the contract fields")
  func records() throws {
    let result = imported().run("psst-insights", ["scheduling", "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    let records = result.records.filter { $0.type == "scheduling" }
    #expect(records.compactMap { $0.string("message_id") } == ["c1-2", "c1-3"], "\(result.summary)")
    let ask = try #require(records.first)
    #expect(ask.string("chat") == "c1")
    #expect(ask.strings("participants") == ["maya", "sam"])
    #expect(ask.strings("constraints")?.contains("not mornings") == true, "\(result.summary)")
    let suggestions = try #require(ask.objects("suggestions"))
    #expect((3...5).contains(suggestions.count))
    for suggestion in suggestions {
      let start = try #require(suggestion.string("start"))
      #expect(start.hasSuffix(":00Z") && start > "2026-09-04T07:05:00Z", "\(start)")
      #expect(suggestion.string("end").map { $0 > start } == true)
      #expect(suggestion.string("rationale")?.isEmpty == false)
    }
  }

  @Test("text form shows the message, then readable suggestions; stdin works as a pipeline")
  func textAndPipeline() {
    let psst = imported()
    let text = psst.run("psst-insights", ["scheduling", "--format", "text"])
    #expect(text.status == 0, "\(text.summary)")
    #expect(text.stdout.contains("can we move Tuesday to Wednesday?"), "\(text.summary)")
    #expect(text.stdout.contains("\u{2014} "), "\(text.summary)")
    #expect(!text.stdout.contains("legs are jelly"), "\(text.summary)")
    let read = psst.run("psst-read", ["--account", "maya", "--chat", "c1", "--all", "--format", "jsonl", "--no-sync"])
    let piped = psst.run("psst-insights", ["scheduling", "--format", "jsonl"], stdin: read.stdout)
    #expect(piped.records.compactMap { $0.string("message_id") } == ["c1-2", "c1-3"], "\(piped.summary)")
    let engine = psst.run("psst-insights", ["scheduling", "--engine", "gpt"])
    #expect(engine.status == 1, "\(engine.summary)")
  }
}
