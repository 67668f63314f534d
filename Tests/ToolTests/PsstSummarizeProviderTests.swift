import Foundation
import PsstTestSupport
import Testing

/// psst-summarize --engine provider against scripts/fake-openai: the model's JSON becomes the
/// same summary record, checked strictly with real message ids; failures fall back once.
@Suite("psst-summarize with a provider")
struct PsstSummarizeProviderTests {
  func sandbox(_ server: FakeOpenAI, model: String = "chat") -> Psst {
    PsstSearchTests.sandbox(provider: server, model: model)
  }

  func summarize(_ psst: Psst, _ arguments: [String]) -> ToolResult {
    psst.run("psst-summarize", ["--format", "jsonl", "--engine", "provider"] + arguments)
  }

  static func reply(_ fields: [String: Any]) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: fields), as: UTF8.self)
  }

  static var summary: [String: Any] {
    [
      "text": "Sam's knee hurt on a long run; Maya told him to rest and see the physio. It is fine now.",
      "key_points": ["knee pain at mile 14", "no pain a month later"],
      "decisions": [["message_id": "m2", "summary": "rest two days"], ["message_id": "m42", "summary": "invented"]],
      "action_items": [
        ["message_id": "m2", "task": "book the physio", "assignee": "sam", "deadline": "2026-09-06"],
        ["message_id": "m2", "task": "ask a stranger", "assignee": "nobody", "deadline": NSNull()],
        ["message_id": "m77", "task": "invented", "assignee": NSNull(), "deadline": NSNull()],
      ],
    ]
  }

  @Test("the model's summary becomes the summary record; invented ids and people are dropped")
  func providerSummary() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "```json\n" + Self.reply(Self.summary) + "\n```"]]))
    let psst = sandbox(server)
    let result = summarize(psst, ["--chat", "c1"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.summary)")
    let record = try #require(result.record)
    #expect(record.type == "summary" && record.string("chat") == "c1")
    #expect(record.string("text") == Self.summary["text"] as? String)
    #expect(record.strings("key_points") == ["knee pain at mile 14", "no pain a month later"])
    #expect(record.objects("decisions")?.map { $0.string("message_id") } == ["m2"], "\(record)")
    let items = record.objects("action_items") ?? []
    #expect(items.map { $0.string("task") } == ["book the physio", "ask a stranger"], "\(record)")
    #expect(items.first?.string("assignee") == "sam" && items.first?.string("deadline") == "2026-09-06")
    #expect(items.last?["assignee"] is NSNull, "an assignee who is nobody here is dropped")
    #expect(record.strings("participants") == ["sam", "maya"] && record.int("messages") == 3)
    let prompt = (server.chatRequests.first?["body"] as? [String: Any])?["messages"] as? [[String: Any]]
    #expect((prompt?.last?["content"] as? String)?.contains(#""id":"m8""#) == true)
    let cached = summarize(psst, ["--chat", "c1"])
    #expect(cached.record?.string("text") == record.string("text") && server.chatRequests.count == 1)
  }

  @Test("cached summaries are the engine's own: neither the embedded engine's nor a fallback stands for the model's")
  func cachePerEngine() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server)
    let builtin = psst.run("psst-summarize", ["--format", "jsonl", "--engine", "builtin", "--chat", "c1"])
    #expect(builtin.status == 0, "\(builtin.summary)")
    server.setControl("status=500")
    let fallback = summarize(psst, ["--chat", "c1"])
    #expect(fallback.status == 0 && fallback.stderr.contains("summarized instead"), "\(fallback.summary)")
    server.setControl(server.script([["content": Self.reply(Self.summary)]]))
    let provider = summarize(psst, ["--chat", "c1"])
    #expect(provider.record?.string("text") == Self.summary["text"] as? String, "\(provider.summary)")
    let again = psst.run("psst-summarize", ["--format", "jsonl", "--engine", "builtin", "--chat", "c1"])
    #expect(again.record?.string("text") == builtin.record?.string("text"), "\(again.summary)")
  }

  @Test("a provider failure: one note for the whole run, the embedded engine's summaries, exit 0")
  func serverErrorFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,status=500")
    let result = summarize(psst, [])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stderrLines.count == 1 && result.stderr.contains("summarized instead"), "\(result.summary)")
    #expect(result.stderr.contains("AI assistant is temporarily unavailable"))
    #expect(result.records.count == 3 && result.records.allSatisfy { $0.type == "summary" }, "\(result.summary)")
    #expect(server.chatRequests.count == 5, "one call's attempts, then no more: \(server.chatRequests.count)")
  }

  @Test("a reply of the wrong shape is a failure, not a summary")
  func wrongShapeFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server)
    for (index, content) in [
      "Here is your summary: all good", Self.reply(["text": "no lists"]),
      Self.reply(["text": "t", "key_points": [3], "decisions": [], "action_items": []]),
      Self.reply([
        "text": "t", "key_points": [], "decisions": [],
        "action_items": [["message_id": "m2", "task": "x", "deadline": "next week"]],
      ]),
    ].enumerated() {
      server.setControl(server.script([["content": content]], name: "shape\(index)"))
      let result = summarize(psst, ["--chat", "c1", "--refresh"])
      #expect(
        result.status == 0 && result.stderr.contains("Received invalid response"), "\(content): \(result.summary)")
      #expect(result.record?.string("text")?.isEmpty == false, "the embedded summary: \(result.summary)")
    }
  }
}
