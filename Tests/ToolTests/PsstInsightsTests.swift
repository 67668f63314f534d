import Foundation
import Testing

/// psst-insights as a user runs it: over the store, narrowed, or at the end of a pipeline.
@Suite("psst-insights")
struct PsstInsightsTests {
  static let history =
    [
      #"{"type":"user","id":"maya","name":"Maya Torres","role":"trainer"}"#,
      #"{"type":"user","id":"sam","name":"Sam Ortiz","role":"client"}"#,
      #"{"type":"chat","id":"c1","name":"Sam Ortiz","kind":"direct","members":["maya","sam"]}"#,
      #"{"type":"message","id":"c1-1","chat":"c1","sender":"sam","ts":"2026-09-04T07:00:00Z","text":"my knee started hurting on the long run, should I rest?"}"#,
      #"{"type":"message","id":"c1-2","chat":"c1","sender":"maya","ts":"2026-09-04T07:05:00Z","text":"Rest it for two days. Can you book in with the physio? I'll send you a new plan by Wednesday"}"#,
      #"{"type":"message","id":"c1-3","chat":"c1","sender":"sam","ts":"2026-09-04T07:06:00Z","text":"can we move friday's session to saturday 10am?"}"#,
      #"{"type":"message","id":"c1-4","chat":"c1","sender":"maya","ts":"2026-09-04T07:07:00Z","text":"Saturday 10am it is 👍"}"#,
      #"{"type":"message","id":"c1-5","chat":"c1","sender":"sam","ts":"2026-09-04T07:08:00Z","text":"thanks!"}"#,
    ].joined(separator: "\n") + "\n"

  func imported() -> Psst {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "maya"], stdin: Self.history)
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  @Test("actions prints the contract fields: a request for the client, a commitment with its deadline")
  func actions() {
    let result = imported().run("psst-insights", ["actions", "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    let items = result.records.filter { $0.type == "action_item" }
    #expect(items.allSatisfy { $0.string("message_id") == "c1-2" && $0.string("chat") == "c1" })
    #expect(items.compactMap { $0.string("assignee") }.sorted() == ["maya", "sam"], "\(result.summary)")
    #expect(items.first { $0.string("assignee") == "maya" }?.string("deadline") == "2026-09-09")
    #expect(items.allSatisfy { $0.string("status") == "open" && $0.string("task")?.isEmpty == false })
  }

  @Test("decisions finds the settled time; priority flags the knee and the move, not the thanks")
  func decisionsAndPriority() {
    let psst = imported()
    let decisions = psst.run("psst-insights", ["decisions", "--format", "jsonl"])
    #expect(decisions.status == 0, "\(decisions.summary)")
    #expect(decisions.records.compactMap { $0.string("message_id") } == ["c1-4"], "\(decisions.summary)")
    let priority = psst.run("psst-insights", ["priority", "--format", "jsonl"])
    #expect(priority.records.compactMap { $0.string("message_id") } == ["c1-1", "c1-3"], "\(priority.summary)")
    let all = psst.run("psst-insights", ["priority", "--all", "--format", "jsonl"])
    #expect(all.records.count == 5)
    #expect(all.records.allSatisfy { ($0.fields["score"] as? Double).map { (0...1).contains($0) } == true })
  }

  @Test("it reads message JSON Lines from a pipeline, and narrows by chat")
  func pipeline() {
    let psst = imported()
    let read = psst.run("psst-read", ["--account", "maya", "--chat", "c1", "--all", "--format", "jsonl", "--no-sync"])
    #expect(read.status == 0, "\(read.summary)")
    let piped = psst.run("psst-insights", ["priority", "--format", "jsonl"], stdin: read.stdout)
    #expect(piped.records.compactMap { $0.string("message_id") } == ["c1-1", "c1-3"], "\(piped.summary)")
    let narrowed = psst.run("psst-insights", ["actions", "--chat", "nope", "--format", "jsonl"])
    #expect(narrowed.status == 1, "\(narrowed.summary)")
  }

  @Test("a line that is not JSON is bad input (65); an unknown engine is a usage error (1)")
  func failures() {
    let psst = imported()
    let bad = psst.run("psst-insights", ["actions", "--stdin"], stdin: "{\"type\":\"message\"}\nnot json\n")
    #expect(bad.status == 65, "\(bad.summary)")
    #expect(bad.stderr.contains("line 2"), "\(bad.summary)")
    let engine = psst.run("psst-insights", ["actions", "--engine", "gpt"])
    #expect(engine.status == 1, "\(engine.summary)")
    #expect(engine.stderr.contains("unknown engine"), "\(engine.summary)")
    let threshold = psst.run("psst-insights", ["priority", "--threshold", "2"])
    #expect(threshold.status == 1, "\(threshold.summary)")
  }

  @Test("done and reopen change an item's status; actions hides done items unless --all")
  func doneAndReopen() {
    let psst = imported()
    let done = psst.run("psst-insights", ["done", "c1-2", "--task", "physio", "--format", "jsonl"])
    #expect(done.status == 0, "\(done.summary)")
    #expect(done.records.map { $0.string("status") } == ["done"])
    let open = psst.run("psst-insights", ["actions", "--format", "jsonl"])
    #expect(open.records.compactMap { $0.string("assignee") } == ["maya"], "\(open.summary)")
    let all = psst.run("psst-insights", ["actions", "--all", "--format", "jsonl"])
    #expect(all.records.count == 2)
    let reopened = psst.run("psst-insights", ["reopen", "c1-2", "--format", "jsonl"])
    #expect(reopened.records.map { $0.string("status") } == ["open", "open"])
    let none = psst.run("psst-insights", ["done", "c1-5"])
    #expect(none.status == 1, "\(none.summary)")
    #expect(none.stderr.contains("no action item"))
  }

  @Test("clients lists each client's last message; digest counts its sections and prints them")
  func clientsAndDigest() {
    let psst = imported()
    let clients = psst.run("psst-insights", ["clients", "--format", "jsonl"])
    #expect(clients.records.map { $0.string("client") } == ["sam"], "\(clients.summary)")
    #expect(clients.records.first?.string("last_message") == "2026-09-04T07:08:00Z")
    let digest = psst.run("psst-insights", ["digest", "--since", "2026-09-01", "--format", "jsonl"])
    #expect(digest.status == 0, "\(digest.summary)")
    let header = digest.records.first
    #expect(header?.type == "digest")
    #expect(header?.int("priority") == 2)
    #expect(header?.int("action_items") == 2)
    #expect(header?.int("decisions") == 1)
    #expect(header?.int("quiet_clients") == 1)
    #expect(digest.records.filter { $0.type == "priority" }.count == 2)
    #expect(digest.records.filter { $0.type == "client" }.count == 1)
  }

  @Test("digest lists the reminders due within a day, not later ones")
  func digestReminders() {
    let psst = imported()
    for request in ["remind me in 2 hours to call the physio", "remind me in 3 days to order shoes"] {
      let set = psst.run("psst-ai", ["--yes", "--format", "jsonl", request])
      #expect(set.status == 0, "\(set.summary)")
    }
    let digest = psst.run("psst-insights", ["digest", "--format", "jsonl"])
    #expect(digest.records.first?.int("reminders") == 1, "\(digest.summary)")
    #expect(digest.records.filter { $0.type == "reminder" }.map { $0.string("text") } == ["call the physio"])
    let text = psst.run("psst-insights", ["digest", "--format", "text"])
    #expect(text.stdout.contains("Reminders (1)") && text.stdout.contains("call the physio"), "\(text.summary)")
  }

  @Test("decide marks a decision by hand; --export prints Markdown or CSV")
  func decideAndExport() {
    let psst = imported()
    let marked = psst.run(
      "psst-insights",
      ["decide", "c1-2", "--summary", "Physio, then a new plan", "--tag", "health", "--format", "jsonl"])
    #expect(marked.status == 0, "\(marked.summary)")
    #expect(marked.record?.bool("by_hand") == true)
    let listed = psst.run("psst-insights", ["decisions", "--format", "jsonl"])
    #expect(listed.records.compactMap { $0.string("message_id") } == ["c1-2", "c1-4"], "\(listed.summary)")
    #expect(listed.records.first?.strings("tags") == ["health"])
    let markdown = psst.run("psst-insights", ["decisions", "--export", "md"])
    #expect(markdown.stdout.hasPrefix("| message_id | chat | summary |"), "\(markdown.summary)")
    #expect(markdown.stdout.contains("| c1-2 | c1 | Physio, then a new plan | health |  | yes |"))
    let csv = psst.run("psst-insights", ["decisions", "--export", "csv"])
    #expect(csv.stdout.contains("c1-2,c1,\"Physio, then a new plan\",health,,yes"), "\(csv.summary)")
    #expect(psst.run("psst-insights", ["decide", "nope"]).status == 1)
    #expect(psst.run("psst-insights", ["decisions", "--export", "pdf"]).status == 1)
  }
}
