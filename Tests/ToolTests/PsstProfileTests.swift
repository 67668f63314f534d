import Foundation
import Testing

/// psst-profile as a user runs it: every client, one client, only what still holds.
@Suite("psst-profile")
struct PsstProfileTests {
  static let history =
    [
      #"{"type":"user","id":"maya","name":"Maya Torres","role":"trainer"}"#,
      #"{"type":"user","id":"sam","name":"Sam Ortiz","role":"client"}"#,
      #"{"type":"user","id":"lee","name":"Lee Park","role":"client"}"#,
      #"{"type":"chat","id":"c1","name":"Sam Ortiz","kind":"direct","members":["maya","sam"]}"#,
      #"{"type":"chat","id":"g1","name":"Bootcamp","kind":"group","members":["maya","sam","lee"]}"#,
      #"{"type":"message","id":"c1-1","chat":"c1","sender":"sam","ts":"2026-09-04T07:00:00Z","text":"my knee started hurting on the long run, should I rest?"}"#,
      #"{"type":"message","id":"c1-2","chat":"c1","sender":"maya","ts":"2026-09-04T07:05:00Z","text":"Rest it for two days. Any pain going down the leg?"}"#,
      #"{"type":"message","id":"c1-3","chat":"c1","sender":"sam","ts":"2026-09-04T07:06:00Z","text":"I'm vegetarian btw, and I can only do mornings"}"#,
      #"{"type":"message","id":"g1-1","chat":"g1","sender":"lee","ts":"2026-09-05T09:00:00Z","text":"I want to run a sub 25 5k by Christmas"}"#,
      #"{"type":"message","id":"g1-2","chat":"g1","sender":"maya","ts":"2026-09-05T09:01:00Z","text":"my shoulder is so sore today haha"}"#,
      #"{"type":"message","id":"c1-4","chat":"c1","sender":"sam","ts":"2026-09-20T07:00:00Z","text":"knee's all good now 👍"}"#,
    ].joined(separator: "\n") + "\n"

  func imported() -> Psst {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "maya"], stdin: Self.history)
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  @Test("it prints the contract fields for every client's facts, and none for the trainer")
  func allClients() {
    let result = imported().run("psst-profile", ["--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    let facts = result.records.filter { $0.type == "profile_fact" }
    let keys = facts.map {
      "\($0.string("client") ?? "") \($0.string("category") ?? "") \($0.string("message_id") ?? "")"
    }
    #expect(
      keys == ["sam injury c1-1", "sam diet c1-3", "sam availability c1-3", "lee goal g1-1"], "\(result.summary)")
    #expect(facts.allSatisfy { $0.string("fact")?.isEmpty == false })
    let knee = facts.first { $0.string("message_id") == "c1-1" }
    #expect(knee?.string("status") == "resolved")
    #expect(knee?.string("superseded_by") == "c1-4")
  }

  @Test("CLIENT narrows to one client by name; --current hides what a later message resolved")
  func oneClient() {
    let psst = imported()
    let sam = psst.run("psst-profile", ["Sam", "--current", "--format", "jsonl"])
    #expect(sam.status == 0, "\(sam.summary)")
    #expect(sam.records.compactMap { $0.string("category") } == ["diet", "availability"], "\(sam.summary)")
    let text = psst.run("psst-profile", ["lee", "--format", "text"])
    #expect(text.stdout.contains("── Lee Park (lee) ──"), "\(text.summary)")
    #expect(text.stdout.contains("  goal"), "\(text.summary)")
    #expect(!text.stdout.contains("Sam"), "\(text.summary)")
  }

  @Test("it reads a pipeline, and an unknown client is an error (1)")
  func pipelineAndFailures() {
    let psst = imported()
    let read = psst.run("psst-read", ["--account", "maya", "--chat", "g1", "--all", "--format", "jsonl", "--no-sync"])
    #expect(read.status == 0, "\(read.summary)")
    let piped = psst.run("psst-profile", ["--format", "jsonl"], stdin: read.stdout)
    #expect(piped.records.compactMap { $0.string("message_id") } == ["g1-1"], "\(piped.summary)")
    let unknown = psst.run("psst-profile", ["nobody"])
    #expect(unknown.status == 1, "\(unknown.summary)")
    #expect(unknown.stderr.contains("unknown client"), "\(unknown.summary)")
    let engine = psst.run("psst-profile", ["--engine", "gpt"])
    #expect(engine.status == 1, "\(engine.summary)")
  }
}
