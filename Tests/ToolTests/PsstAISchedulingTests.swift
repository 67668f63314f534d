import Foundation
import Testing

/// psst-ai "help me schedule with NAME" through the real tools: the times psst-watch --assist
/// cached for the chat, worked out again on request, and the poll message that offers them.
@Suite("psst-ai scheduling help")
struct PsstAISchedulingTests {
  /// maya (a trainer) and sarah in a 1:1 chat, where sarah asked for a call; the chat and the
  /// suggestion maya's watcher made for it.
  func setUp() throws -> (psst: Psst, chat: String, suggestion: Record) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let chat = psst.createChat(as: "maya", ["sarah"])
    psst.syncChats("sarah")
    psst.watchOnce(as: "maya")
    let sent = psst.send(
      as: "sarah", chat: chat, "Can we do a call on Thursday at 7pm? Otherwise any evening after 6pm.")
    #expect(sent.status == 0, "\(sent.summary)")
    let watched = psst.watchOnce(as: "maya", ["--assist"])
    let suggestion = try #require(watched.records.first { $0.type == "suggestion" }, "\(watched.summary)")
    return (psst, chat, suggestion)
  }

  func ask(_ psst: Psst, _ arguments: [String]) -> ToolResult {
    psst.run("psst-ai", ["--account", "maya", "--format", "jsonl"] + arguments)
  }

  func starts(_ record: Record?) -> [String] { (record?.objects("times") ?? []).compactMap { $0.string("start") } }

  @Test("the watcher's cached times are reused while they hold, worked out again with --refresh")
  func cachedThenRefreshed() throws {
    let (psst, chat, watched) = try setUp()
    let cached = ask(psst, ["--dry-run", "help me schedule with Sarah"])
    #expect(cached.status == 0, "\(cached.summary)")
    let reused = try #require(cached.records.first { $0.type == "suggestion" })
    #expect(reused.bool("cached") == true && reused.string("chat") == chat, "\(reused)")
    #expect(starts(reused) == starts(watched) && reused.string("message_id") == watched.string("message_id"))

    let refreshed = ask(psst, ["--dry-run", "--refresh", "find a time to meet Sarah"])
    #expect(refreshed.status == 0, "\(refreshed.summary)")
    let fresh = try #require(refreshed.records.first { $0.type == "suggestion" })
    #expect(fresh.bool("cached") == false, "\(fresh)")
    #expect((3...5).contains(starts(fresh).count), "\(fresh)")
    #expect(fresh.objects("times")?.first?.string("rationale")?.hasPrefix("proposed in the chat") == true, "\(fresh)")
  }

  @Test("a change to the calendar makes new times that avoid it")
  func calendarChangeRegenerates() throws {
    let (psst, _, watched) = try setUp()
    let first = try #require(starts(watched).first)
    // Book the first suggested time: the cache no longer holds.
    let parts = first.prefix(10).split(separator: "-").compactMap { Int($0) }
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let day = "\(parts[2]) \(months[parts[1] - 1])"
    let booked = ask(
      psst, ["--yes", "schedule a call with Sarah on \(day) at \(first.dropFirst(11).prefix(5)) for 60 minutes"])
    #expect(booked.status == 0, "\(booked.summary)")
    let result = ask(psst, ["--dry-run", "help me schedule with Sarah"])
    let suggestion = try #require(result.records.first { $0.type == "suggestion" }, "\(result.summary)")
    #expect(suggestion.bool("cached") == false)
    #expect(!starts(suggestion).contains(first), "the booked time is suggested again: \(suggestion)")
  }

  @Test("with --yes the times go to the chat as a poll message; --dry-run and no confirmation send nothing")
  func pollMessage() throws {
    let (psst, chat, watched) = try setUp()
    let dry = ask(psst, ["--dry-run", "help me schedule with Sarah"])
    #expect(dry.status == 0 && dry.records.contains { $0.type == "action" }, "\(dry.summary)")
    let piped = ask(psst, ["help me schedule with Sarah"])
    #expect(piped.status == 0 && piped.stderr.contains("not run"), "\(piped.summary)")
    #expect(!psst.messages(as: "sarah", chat: chat).contains { $0.string("sender") == "maya" })

    let sent = ask(psst, ["--yes", "help me schedule with Sarah"])
    #expect(sent.status == 0, "\(sent.summary)")
    let result = try #require(sent.records.first { $0.type == "action_result" })
    #expect(result.string("status") == "executed", "\(result)")
    let poll = try #require(psst.messages(as: "sarah", chat: chat).last { $0.string("sender") == "maya" })
    let text = try #require(poll.string("text"))
    #expect(text.hasPrefix("Which time works for you? Reply with its number:"), "\(text)")
    #expect(text.split(separator: "\n").count == starts(watched).count + 1, "\(text)")
    #expect(poll.id == result.string("result"))
  }

  @Test("no chat with the person, or no one of that name: nothing is proposed")
  func nobodyToScheduleWith() throws {
    let (psst, _, _) = try setUp()
    let unknown = ask(psst, ["--yes", "help me schedule with Zed"])
    #expect(unknown.status != 0 && unknown.stderr.contains("no one called Zed"), "\(unknown.summary)")
    #expect(!unknown.records.contains { $0.type == "suggestion" || $0.type == "action_result" })
  }
}
