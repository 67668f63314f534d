import Foundation
import PsstTestSupport
import Testing

/// psst-insights --engine provider against scripts/fake-openai: the model's JSON becomes the
/// same records, with real message ids only; a failure falls back with one note. psst-profile
/// has no provider engine and says so.
@Suite("psst-insights with a provider")
struct PsstInsightsProviderTests {
  func sandbox(_ server: FakeOpenAI, model: String = "chat") -> Psst {
    PsstSearchTests.sandbox(provider: server, model: model)
  }

  func insights(_ psst: Psst, _ arguments: [String]) -> ToolResult {
    psst.run("psst-insights", arguments + ["--format", "jsonl", "--engine", "provider"])
  }

  func reply(_ fields: [String: Any]) -> [[String: Any]] {
    [["content": String(decoding: try! JSONSerialization.data(withJSONObject: fields), as: UTF8.self)]]
  }

  @Test("action items from the model: real ids and people only")
  func actionItems() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script(
        reply([
          "action_items": [
            ["message_id": "m2", "task": "book the physio", "assignee": "sam", "deadline": "2026-09-06"],
            ["message_id": "m404", "task": "invented", "assignee": NSNull(), "deadline": NSNull()],
          ]
        ])))
    let psst = sandbox(server)
    let result = insights(psst, ["actions"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.summary)")
    let items = result.records.filter { $0.type == "action_item" }
    #expect(items.map { $0.string("message_id") } == ["m2"], "\(result.summary)")
    #expect(items.first?.string("assignee") == "sam" && items.first?.string("chat") == "c1")
    let data = (server.chatRequests.first?["body"] as? [String: Any]).flatMap { $0["messages"] as? [[String: Any]] }
    #expect((data?.last?["content"] as? String)?.contains("Sam Ortiz (sam)") == true)
  }

  @Test("priorities: the model's scores, every other message 0")
  func priorities() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script(reply(["priorities": [["message_id": "m3", "score": 0.9, "reason": "a payment failed"]]])))
    let psst = sandbox(server)
    let shown = insights(psst, ["priority"])
    #expect(shown.records.map { $0.string("message_id") } == ["m3"], "\(shown.summary)")
    #expect(shown.records.first?.string("reason") == "a payment failed")
    let all = insights(psst, ["priority", "--all"])
    #expect(all.records.count == 9 && all.records.filter { $0.int("score") == 0 }.count == 8, "\(all.summary)")
  }

  @Test("a failing provider: one note, the embedded engine's decisions, exit 0; a bad shape fails too")
  func fallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,status=503")
    let result = insights(psst, ["decisions"])
    #expect(result.status == 0 && result.stderrLines.count == 1, "\(result.summary)")
    #expect(result.stderr.contains("temporarily unavailable") && result.stderr.contains("embedded engine"))
    server.setControl(server.script(reply(["decisions": [["message_id": "m2"]]])))
    let shape = psst.run(
      "psst-insights", ["decisions", "--format", "jsonl", "--engine", "provider"], env: ["PSST_AI_MODEL": "chat"])
    #expect(shape.status == 0 && shape.stderr.contains("Received invalid response"), "\(shape.summary)")
  }

  @Test("psst-profile: the model's facts about clients only, real ids, a resolution kept; a bad category fails")
  func profileFacts() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let facts: [[String: Any]] = [
      [
        "client": "sam", "category": "injury", "fact": "My knee started hurting on the long run", "message_id": "m1",
        "status": "resolved", "superseded_by": "m8",
      ],
      ["client": "maya", "category": "goal", "fact": "the trainer is no client", "message_id": "m2"],
      ["client": "sam", "category": "injury", "fact": "invented", "message_id": "m99"],
    ]
    server.setControl(server.script(reply(["facts": facts])))
    let psst = sandbox(server)
    let result = psst.run("psst-profile", ["--engine", "provider", "--format", "jsonl"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.summary)")
    let fact = try #require(result.record, "\(result.summary)")
    #expect(fact.string("client") == "sam" && fact.string("category") == "injury" && fact.string("message_id") == "m1")
    #expect(fact.string("status") == "resolved" && fact.string("superseded_by") == "m8", "\(fact)")
    #expect(fact.string("update")?.contains("no knee pain") == true)
    let prompt = (server.chatRequests.first?["body"] as? [String: Any])?["messages"] as? [[String: Any]]
    #expect(
      (prompt?.first?["content"] as? String)?.contains("the clients' ids: lee, sam, zoe)") == true,
      "the model is told who the clients are, the trainer not among them: \(prompt ?? [])")
    server.setControl(
      server.script(
        reply(["facts": [["client": "sam", "category": "mood", "fact": "x", "message_id": "m1"]]]), name: "bad"))
    // Another request (one chat): the answer above is cached for the whole store's.
    let bad = psst.run("psst-profile", ["--chat", "c1", "--format", "jsonl"])
    #expect(
      bad.status == 0 && bad.stderr.contains("Received invalid response"),
      "the default engine is the provider: \(bad.summary)")
    #expect(bad.records.contains { $0.string("message_id") == "m1" }, "the embedded engine's facts: \(bad.summary)")
  }
}
