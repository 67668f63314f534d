import Foundation
import Testing

/// psst-summarize as a user runs it: cached per chat, stale when the chat changes, refreshed on
/// request, and at the end of a pipeline.
@Suite("psst-summarize")
struct PsstSummarizeTests {
  static let people = [
    #"{"type":"user","id":"maya","name":"Maya Torres","role":"trainer"}"#,
    #"{"type":"user","id":"sam","name":"Sam Ortiz","role":"client"}"#,
    #"{"type":"user","id":"lee","name":"Lee Park","role":"client"}"#,
    #"{"type":"chat","id":"c1","name":"Sam Ortiz","kind":"direct","members":["maya","sam"]}"#,
    #"{"type":"chat","id":"c2","name":"Lee Park","kind":"direct","members":["maya","lee"]}"#,
  ]
  static let messages = [
    #"{"type":"message","id":"c1-1","chat":"c1","sender":"sam","ts":"2026-09-04T07:00:00Z","text":"Hi Maya! My knee started hurting on the long run near mile 14, should I rest before the Leeds half?"}"#,
    #"{"type":"message","id":"c1-2","chat":"c1","sender":"maya","ts":"2026-09-04T07:05:00Z","text":"Rest it for two days. Can you book in with the physio? I'll send you a new plan by Wednesday"}"#,
    #"{"type":"message","id":"c1-3","chat":"c1","sender":"sam","ts":"2026-09-04T07:06:00Z","text":"can we move friday's session to saturday 10am?"}"#,
    #"{"type":"message","id":"c1-4","chat":"c1","sender":"maya","ts":"2026-09-04T07:07:00Z","text":"Saturday 10am it is 👍"}"#,
    #"{"type":"message","id":"c1-5","chat":"c1","sender":"sam","ts":"2026-09-04T07:08:00Z","text":"thanks!"}"#,
    #"{"type":"message","id":"c2-1","chat":"c2","sender":"lee","ts":"2026-09-05T09:00:00Z","text":"The membership payment failed again, my bank changed the card number last week."}"#,
  ]

  func imported() -> Psst {
    let psst = Psst()
    let history = (Self.people + Self.messages).joined(separator: "\n") + "\n"
    let result = psst.run("psst-import", ["--account", "maya"], stdin: history)
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  func summarize(_ psst: Psst, _ arguments: [String], stdin: String? = nil) -> ToolResult {
    psst.run("psst-summarize", arguments + ["--format", "jsonl"], stdin: stdin)
  }

  @Test("--chat prints one summary record with the contract fields")
  func contract() {
    let result = summarize(imported(), ["--chat", "c1"])
    #expect(result.status == 0, "\(result.summary)")
    guard let record = result.record else { return }
    #expect(record.type == "summary" && record.string("chat") == "c1")
    let text = record.string("text") ?? ""
    #expect(text.contains("knee") && text.split(separator: " ").count <= 300, "\(text)")
    #expect(!text.contains("thanks"), "\(text)")
    #expect(record.strings("participants") == ["sam", "maya"])
    #expect(record.string("from") == "2026-09-04T07:00:00Z" && record.string("to") == "2026-09-04T07:08:00Z")
    #expect(record.objects("decisions")?.compactMap { $0.string("message_id") } == ["c1-4"])
    #expect(record.objects("action_items")?.compactMap { $0.string("message_id") }.contains("c1-2") == true)
    #expect(record.strings("key_points")?.isEmpty == false)
    #expect(record.bool("stale") == false)
  }

  @Test("a cached summary is reused, marked stale when the chat changes, and --refresh renews it")
  func cacheStaleRefresh() {
    let psst = imported()
    let first = summarize(psst, ["--chat", "c1"])
    let again = summarize(psst, ["--chat", "c1"])
    #expect(first.stdout == again.stdout && again.record?.bool("stale") == false, "\(again.summary)")
    let later =
      #"{"type":"message","id":"c1-6","chat":"c1","sender":"sam","ts":"2026-09-06T08:00:00Z","text":"The physio says it is my ITB, glute work from now on."}"#
    #expect(psst.run("psst-import", ["--account", "maya"], stdin: later + "\n").status == 0)
    let stale = summarize(psst, ["--chat", "c1"])
    #expect(stale.record?.bool("stale") == true, "\(stale.summary)")
    #expect(stale.record?.string("to") == "2026-09-04T07:08:00Z", "the stale summary is the cached one")
    let refreshed = summarize(psst, ["--chat", "c1", "--refresh"])
    #expect(refreshed.record?.bool("stale") == false && refreshed.record?.string("to") == "2026-09-06T08:00:00Z")
    let cached = summarize(psst, ["--chat", "c1"])
    #expect(cached.stdout == refreshed.stdout, "the refreshed summary was cached")
  }

  @Test("a long chat's summary is the same in every run: scores never depend on a hash seed")
  func sameSummaryEveryRun() {
    let psst = Psst()
    let corpus = Binaries.packageRoot + "/Tests/Fixtures/long-chats/messages.jsonl"
    #expect(psst.run("psst-import", ["--account", "wren", "--no-embed", corpus]).status == 0)
    let runs = (0..<6).map { _ in
      psst.run("psst-summarize", ["--account", "wren", "--chat", "p2", "--refresh", "--format", "jsonl"]).stdout
    }
    #expect(!runs[0].isEmpty && Set(runs).count == 1, "\(Set(runs).count) different summaries in 6 runs")
  }

  @Test("without --chat: one summary per chat; --since and stdin are summarised fresh, not cached")
  func everyChatSinceAndStdin() {
    let psst = imported()
    let all = summarize(psst, [])
    #expect(all.status == 0, "\(all.summary)")
    #expect(Set(all.records.compactMap { $0.string("chat") }) == ["c1", "c2"], "\(all.summary)")
    let since = summarize(psst, ["--chat", "c1", "--since", "2026-09-04T07:06"])
    #expect(since.record?.string("from") == "2026-09-04T07:06:00Z", "\(since.summary)")
    #expect(summarize(psst, ["--chat", "c1"]).record?.string("from") == "2026-09-04T07:00:00Z", "cache untouched")
    let piped = summarize(psst, ["--stdin"], stdin: Self.messages.joined(separator: "\n") + "\n")
    #expect(piped.status == 0, "\(piped.summary)")
    #expect(piped.records.compactMap { $0.string("chat") } == ["c1", "c2"], "\(piped.summary)")
    #expect(piped.records.first?.strings("participants") == ["sam", "maya"])
  }

  @Test("an unknown chat is a user error (1); text output reads as paragraphs with lists")
  func unknownChatAndText() {
    let psst = imported()
    let unknown = psst.run("psst-summarize", ["--chat", "nope"])
    #expect(unknown.status == 1, "\(unknown.summary)")
    #expect(unknown.stderr.contains("unknown chat"), "\(unknown.summary)")
    let text = psst.run("psst-summarize", ["--chat", "c1", "--format", "text"])
    #expect(text.status == 0, "\(text.summary)")
    #expect(text.stdout.contains("Sam Ortiz (c1)") && text.stdout.contains("Decisions:"), "\(text.summary)")
  }
}
