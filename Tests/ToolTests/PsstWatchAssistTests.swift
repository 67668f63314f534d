import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// psst-watch --batch --summarize and --assist's suggestion events on the local hub, through
/// the real tools: maya's watcher runs as a child process, sarah and tom write with psst-send
/// from their own accounts, and the lines are read from the watcher's stdout as they come.
@Suite("psst-watch --summarize and --assist")
struct PsstWatchAssistTests {
  /// maya (a trainer), sarah and tom; a 1:1 chat of maya and sarah and a group of all three.
  func setUp() -> (psst: Psst, direct: String, group: String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    psst.addAccount("tom", name: "Tom Berg")
    let direct = psst.createChat(as: "maya", ["sarah"])
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Design Team", group: true)
    psst.syncChats("sarah", "tom")
    return (psst, direct, group)
  }

  /// The newest cursor of maya's feed: a known starting point.
  func latest(_ psst: Psst) -> Int {
    psst.watchOnce(as: "maya", ["--from-start"]).records.last?.int("cursor") ?? 0
  }

  func say(_ psst: Psst, _ sender: String, _ chat: String, _ text: String) -> String {
    let sent = psst.send(as: sender, chat: chat, text)
    #expect(sent.status == 0, "\(sent.summary)")
    return sent.record?.id ?? ""
  }

  /// Starts maya's `psst-watch --assist` and waits until it passes on a greeting from tom, so
  /// that what is sent next arrives while it watches.
  func startAssist(_ psst: Psst, group: String, _ extra: [String] = []) -> RunningTool {
    let watcher = psst.startWatch(as: "maya", ["--assist"] + extra)
    let hello = say(psst, "tom", group, "hello all")
    let ready = watcher.waitForRecords(timeout: 20) { $0.contains { $0.id == hello } }
    #expect(ready.contains { $0.id == hello }, "the watcher never started: \(ready)")
    return watcher
  }

  func suggestions(_ records: [Record]) -> [Record] { records.filter { $0.type == "suggestion" } }

  // MARK: --summarize

  @Test("a burst gives one summary line per chat, with the question put to the owner, within 3 s of the period's end")
  func burstIsSummarised() throws {
    let (psst, _, group) = setUp()
    let start = latest(psst)
    let wireframes = say(psst, "sarah", group, "I've put the wireframes in the shared folder, v2 has the new nav.")
    say(psst, "tom", group, "Looks great, I approved v2 this morning.")
    let question = say(psst, "sarah", group, "Maya, can you review the pricing page by Friday?")
    let watcher = psst.startWatch(as: "maya", ["--since", "\(start)", "--batch", "3s", "--summarize"])
    defer { watcher.stopIfRunning() }
    let lines = watcher.waitForRecords(timeout: 20) { !$0.isEmpty }
    let arrived = Date()
    let line = try #require(lines.first, "no digest line")
    #expect(lines.count == 1, "one line for the one chat: \(lines)")
    #expect(line.type == "digest" && line.string("chat") == group && line.bool("summarized") == true, "\(line)")
    let text = try #require(line.string("text"))
    #expect(text.hasPrefix("3 new from Design Team: "), "\(text)")
    #expect(text.contains("asks you: Can you review the pricing page by Friday?"), "\(text)")
    #expect(text.count <= 150, "\(text.count) characters: \(text)")
    let periodEnd = try #require(isoDate(line.string("period_end")))
    #expect(arrived.timeIntervalSince(periodEnd) < 3, "the line came \(arrived.timeIntervalSince(periodEnd)) s late")
    let sources = try #require(line.objects("sources"))
    #expect(sources.contains { $0.string("message_id") == question && $0.bool("asks_you") == true }, "\(sources)")
    #expect(sources.contains { $0.string("message_id") == wireframes }, "\(sources)")
    #expect(line.int("events") == 3, "the counts stay in the record: \(line)")
  }

  @Test("nothing to summarise (only edits, or only the owner's messages): the count line stands")
  func countLineFallback() throws {
    let (psst, direct, _) = setUp()
    let mine = say(psst, "maya", direct, "Morning Sarah, see you at 9")
    let start = latest(psst)
    let edit = psst.run(
      "psst-edit", ["--account", "maya", mine, "Morning Sarah, see you at 9:30", "--format", "jsonl"])
    #expect(edit.status == 0, "\(edit.summary)")
    let result = psst.watchOnce(as: "maya", ["--since", "\(start)", "--batch", "1h", "--summarize", "--type", "edit"])
    #expect(result.status == 0, "\(result.summary)")
    let line = try #require(result.records.first)
    #expect(line.string("text") == "1 edit from Sarah Whitby", "\(line)")
    #expect(line.bool("summarized") == nil && line.objects("sources") == nil)
  }

  @Test("control characters in a message never reach the terminal through the summary line")
  func summaryLineIsNeutralised() throws {
    let (psst, direct, _) = setUp()
    let start = latest(psst)
    say(psst, "sarah", direct, "Knee is fine \u{1B}[2J\u{1B}]0;pwned\u{07} after the long run.\nCan you send the plan?")
    let result = psst.run(
      "psst-watch",
      ["--account", "maya", "--once", "--since", "\(start)", "--batch", "1h", "--summarize", "--format", "text"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stdout.contains("asks you: Can you send the plan?"), "\(result.stdout)")
    #expect(
      !result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(result.stdout.debugDescription)")
    #expect(result.stdout.split(separator: "\n").count == 1, "one line: \(result.stdout)")
  }

  @Test("--summarize needs --batch")
  func summarizeNeedsBatch() {
    let (psst, _, _) = setUp()
    let refused = psst.watchOnce(as: "maya", ["--summarize"])
    #expect(refused.status == 1 && refused.stderr.contains("--summarize needs --batch"), "\(refused.summary)")
    #expect(refused.stdout.isEmpty)
  }

  // MARK: --assist suggestions

  @Test(
    "a scheduling message gets a suggestion within 3 s: 3-5 times that keep the chat's constraints and the calendar")
  func schedulingMessageGetsSuggestion() throws {
    let (psst, direct, group) = setUp()
    // A call already on maya's calendar, on a Monday at 18:00 (what the suggestions would pick first).
    let booked = psst.run(
      "psst-ai",
      ["--account", "maya", "--yes", "schedule a call with Sarah on Monday at 6pm for 60 minutes", "--format", "jsonl"])
    #expect(booked.status == 0, "\(booked.summary)")
    let call = try #require(psst.run("psst-calendar", ["--account", "maya", "--format", "jsonl"]).records.first)
    let callStart = try #require(isoDate(call.string("starts")), "\(call)")
    let callEnd = try #require(isoDate(call.string("ends")), "\(call)")

    let watcher = startAssist(psst, group: group)
    defer { watcher.stopIfRunning() }
    let sentAt = Date()
    let asking = say(psst, "sarah", direct, "Can we book a call next week? Not mornings for me, after 6pm is best.")
    let found = watcher.waitForRecords(timeout: 20) { !suggestions($0).isEmpty }
    let took = Date().timeIntervalSince(sentAt)
    let suggestion = try #require(suggestions(found).first)
    #expect(took < 3, "the suggestion took \(took) s")
    #expect(suggestion.string("kind") == "scheduling" && suggestion.string("chat") == direct, "\(suggestion)")
    #expect(suggestion.string("message_id") == asking)
    #expect(suggestion.strings("participants").map(Set.init) == ["maya", "sarah"])
    let times = try #require(suggestion.objects("times"))
    #expect((3...5).contains(times.count), "\(times)")
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    for time in times {
      let start = try #require(isoDate(time.string("start")))
      let end = try #require(isoDate(time.string("end")))
      #expect(utc.component(.hour, from: start) >= 18, "after 6pm: \(time)")
      #expect(start >= callEnd || end <= callStart, "clashes with the call on the calendar: \(time)")
      #expect(time.string("rationale")?.contains("after 18:00") == true, "\(time)")
    }
  }

  @Test("quiet hours are never suggested, even where the suggestions would otherwise go")
  func quietHoursAreAvoided() throws {
    let (psst, direct, group) = setUp()
    // Quiet all day (10:00 and 18:00 are the times suggested first): only early mornings and
    // late evenings are left.
    let quiet = psst.run("psst-account", ["set", "--account", "maya", "--quiet-hours", "09:00-20:00"])
    #expect(quiet.status == 0, "\(quiet.summary)")
    let watcher = startAssist(psst, group: group)
    defer { watcher.stopIfRunning() }
    say(psst, "sarah", direct, "Can we book a session next week?")
    let found = watcher.waitForRecords(timeout: 20) { !suggestions($0).isEmpty }
    let times = try #require(suggestions(found).first?.objects("times"), "\(found)")
    #expect((3...5).contains(times.count), "\(times)")
    for time in times {
      // The tests run with TZ=UTC: quiet hours are UTC too.
      let start = (time.string("start") ?? "").dropFirst(11).prefix(5)
      let end = (time.string("end") ?? "").dropFirst(11).prefix(5)
      #expect(end <= "09:00" || start >= "20:00", "in quiet hours: \(time)")
    }
  }

  @Test("a social time mention gets no suggestion, nor does the owner's own message; suggestions off gives none")
  func noSuggestionForSocialMentions() throws {
    let (psst, direct, group) = setUp()
    let watcher = startAssist(psst, group: group)
    defer { watcher.stopIfRunning() }
    let party = say(psst, "tom", group, "See you at the party at 8!")
    let mine = say(psst, "maya", direct, "Can we book a call next week? After 6pm suits me.")
    let asking = say(psst, "sarah", direct, "Could we do a session on Thursday afternoon?")
    let seen = watcher.waitForRecords(timeout: 20) { !suggestions($0).isEmpty }
    #expect(suggestions(seen).map { $0.string("message_id") } == [asking], "\(suggestions(seen))")
    #expect(seen.contains { $0.id == party } && seen.contains { $0.id == mine })
    watcher.stopIfRunning()

    let off = psst.run("psst-account", ["set", "--account", "maya", "--suggestions", "off"])
    #expect(off.status == 0, "\(off.summary)")
    let quiet = startAssist(psst, group: group)
    defer { quiet.stopIfRunning() }
    let again = say(psst, "sarah", direct, "Could we do a session on Friday afternoon?")
    let passed = quiet.waitForRecords(timeout: 20) { $0.contains { $0.id == again } }
    usleep(500_000)
    #expect(passed.contains { $0.id == again })
    #expect(suggestions(quiet.recordsSoFar).isEmpty, "suggestions are off: \(quiet.recordsSoFar)")
  }
}
