import Foundation
import Testing

/// The AI tools of an account that keeps a roster: profiles, quiet clients, psst-ai's names and
/// questions about the clients, and the digest go by the roster's clients; before the roster
/// they go by role, as they always did.
@Suite("AI tools with a roster")
struct RosterAITests {
  /// ISO time `days` before now.
  static func ago(_ days: Double) -> String {
    ISO8601DateFormatter().string(from: Date(timeIntervalSinceNow: -days * 86_400))
  }

  static func message(_ id: String, _ chat: String, _ sender: String, _ daysAgo: Double, _ text: String) -> String {
    #"{"type":"message","id":"\#(id)","chat":"\#(chat)","sender":"\#(sender)","ts":"\#(ago(daysAgo))","text":"\#(text)"}"#
  }

  /// Maya's clients Tom, Ana and Sara Lopez; Sara Bell, a former client; Jo, a client she never
  /// put on the roster; Pia, a prospect; Rosa, staff.
  static var history: String {
    let people = [
      ("maya", "Maya Torres", "trainer"), ("tom", "Tom Hale", "client"), ("ana", "Ana Silva", "client"),
      ("sara-l", "Sara Lopez", "client"), ("sara-b", "Sara Bell", "client"), ("jo", "Jo Lane", "client"),
      ("pia", "Pia Lund", "client"), ("rosa", "Rosa Marin", "staff"),
    ]
    var lines = people.map { #"{"type":"user","id":"\#($0.0)","name":"\#($0.1)","role":"\#($0.2)"}"# }
    for (id, name, _) in people.dropFirst() {
      lines.append(#"{"type":"chat","id":"c-\#(id)","name":"\#(name)","kind":"direct","members":["maya","\#(id)"]}"#)
    }
    lines += [
      message("t1", "c-tom", "tom", 0.5, "Can you send me the plan for next week?"),
      message("a1", "c-ana", "ana", 10, "My goal is to run the Leeds half marathon in under 2 hours"),
      message("s1", "c-sara-l", "sara-l", 20, "My goal is a sub 50 minute 10k this spring"),
      message("b1", "c-sara-b", "sara-b", 40, "My goal is to deadlift 100kg"),
      message("j1", "c-jo", "jo", 30, "My goal is to swim a mile by June"),
      message("p1", "c-pia", "pia", 25, "I'm vegetarian, by the way"),
      message("r1", "c-rosa", "rosa", 0.4, "Can you sign off the rota today?"),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  func imported() -> Psst {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "maya"], stdin: Self.history)
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  /// Tom, Ana and Sara Lopez as clients, Pia a prospect, Rosa staff.
  func addRoster(to psst: Psst) {
    for (person, relationship) in [
      ("tom", "--client"), ("ana", "--client"), ("sara-l", "--client"), ("pia", "--prospect"), ("rosa", "--staff"),
    ] {
      let added = psst.run("psst-contacts", ["add", person, relationship, "--account", "maya"])
      #expect(added.status == 0, "\(added.summary)")
    }
  }

  func withRoster() -> Psst {
    let psst = imported()
    addRoster(to: psst)
    return psst
  }

  func answer(_ psst: Psst, _ question: String) -> String {
    let result = psst.run("psst-ai", ["--format", "jsonl", question])
    #expect(result.status == 0, "\(result.summary)")
    return result.record?.string("text") ?? ""
  }

  func profiled(_ psst: Psst) -> Set<String> {
    let result = psst.run("psst-profile", ["--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    return Set(result.records.compactMap { $0.string("client") })
  }

  @Test("profiles are built for the roster's clients only; a prospect asked for is an error")
  func profiles() {
    let psst = imported()
    #expect(profiled(psst) == ["ana", "sara-l", "sara-b", "jo", "pia"], "by role without a roster")
    addRoster(to: psst)
    #expect(profiled(psst) == ["ana", "sara-l"])
    let prospect = psst.run("psst-profile", ["pia"])
    #expect(prospect.status == 1 && prospect.stderr.contains("not a client on your roster"), "\(prospect.summary)")
    #expect(
      psst.run("psst-profile", ["Sara", "--format", "jsonl"]).records.compactMap { $0.string("client") } == [
        "sara-l"
      ])
  }

  @Test("clients --quiet lists the roster's quiet clients only, not prospects, staff or people off it")
  func quietClients() {
    let psst = withRoster()
    let quiet = psst.run("psst-insights", ["clients", "--quiet", "7", "--format", "jsonl"])
    #expect(quiet.records.compactMap { $0.string("client") } == ["sara-l", "ana"], "\(quiet.summary)")
    let all = psst.run("psst-insights", ["clients", "--format", "jsonl"])
    #expect(Set(all.records.compactMap { $0.string("client") }) == ["tom", "ana", "sara-l"], "\(all.summary)")
    #expect(psst.run("psst-contacts", ["remove", "ana", "--account", "maya"]).status == 0)
    let after = psst.run("psst-insights", ["clients", "--quiet", "7", "--format", "jsonl"])
    #expect(after.records.compactMap { $0.string("client") } == ["sara-l"], "\(after.summary)")
  }

  @Test("psst-ai answers which of my clients… from the roster, and Sara is the client")
  func questions() {
    let psst = imported()
    #expect(!answer(psst, "Who are my clients?").hasPrefix("Your clients"), "without a roster, as before")
    #expect(answer(psst, "What are Sara's goals?").contains("deadlift"), "by role, the first Sara")
    addRoster(to: psst)
    let quiet = answer(psst, "Which of my clients haven't messaged this week?")
    #expect(quiet.contains("Ana Silva") && quiet.contains("Sara Lopez"), "\(quiet)")
    for other in ["Tom", "Jo", "Pia", "Bell", "Rosa"] { #expect(!quiet.contains(other), "\(other) in \(quiet)") }
    let listed = answer(psst, "Who are my clients?")
    #expect(listed.hasPrefix("Your clients (3):") && listed.contains("Tom Hale") && !listed.contains("Jo"), "\(listed)")
    let open = answer(psst, "Which clients have open action items?")
    #expect(open.contains("Tom Hale (1)") && open.contains("[t1]") && !open.contains("Rosa"), "\(open)")
    let goals = answer(psst, "What are Sara's goals?")
    #expect(goals.contains("10k") && !goals.contains("deadlift"), "\(goals)")
  }

  @Test("the digest names the client of each record about one and groups them in text")
  func digest() throws {
    let psst = withRoster()
    let digest = psst.run("psst-insights", ["digest", "--format", "jsonl"])
    #expect(digest.status == 0, "\(digest.summary)")
    let priorities = digest.records.filter { $0.type == "priority" }
    let fromTom = try #require(priorities.first { $0.string("message_id") == "t1" }, "\(digest.summary)")
    #expect(fromTom.string("client") == "tom")
    #expect(priorities.first { $0.string("message_id") == "r1" }?.fields["client"] == nil, "staff: no client")
    #expect(digest.records.filter { $0.type == "action_item" }.compactMap { $0.string("client") }.contains("tom"))
    #expect(digest.records.filter { $0.type == "client" }.compactMap { $0.string("client") } == ["sara-l", "ana"])
    let text = psst.run("psst-insights", ["digest", "--format", "text"]).stdout
    let lines = text.split(separator: "\n").map(String.init)
    let clients = try #require(lines.firstIndex { $0.hasPrefix("── Clients (") }, "\(text)")
    let tom = try #require(lines.firstIndex(of: "Tom Hale (tom)"), "\(text)")
    #expect(clients < tom && lines[tom + 1] == "  Needs you", "\(text)")
    #expect(lines.contains { $0.hasPrefix("    ") && $0.contains("#t1") }, "\(text)")
    let needsYou = try #require(lines.firstIndex { $0.hasPrefix("── Needs you (") }, "\(text)")
    #expect(
      needsYou > tom && lines[needsYou] == "── Needs you (1) ──" && lines[needsYou + 1].contains("#r1"), "\(text)")
  }

  @Test("without a roster the digest has no client grouping and no client fields")
  func digestWithoutRoster() {
    let psst = imported()
    let digest = psst.run("psst-insights", ["digest", "--format", "jsonl"])
    #expect(
      digest.records.filter { $0.type == "priority" }.allSatisfy { $0.fields["client"] == nil }, "\(digest.summary)")
    #expect(!psst.run("psst-insights", ["digest", "--format", "text"]).stdout.contains("── Clients ("))
  }
}
