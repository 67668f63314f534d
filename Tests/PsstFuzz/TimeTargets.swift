import PsstAI
import PsstCore

/// The embedded engine's time expressions: requests ("tomorrow at 3pm", "in 2 hours") and the
/// days, clock times, durations and zones that scheduling and deadlines read in messages.
extension FuzzTargets {
  static let now: Int64 = 1_795_000_000_000
  static let timeTokens = [
    "tomorrow", "today", "tonight", "next", "this", "week", "weekend", "at", "in", "on", "by", "the", "before",
    "after", "monday", "tue", "sat", "sun", "mondays", "weekdays", "9th", "23rd", "1st", "of", "november", "feb",
    "29", "31", "7pm", "7:15pm", "18:30", "12-1:30", "9am-1pm", "noon", "o'clock", "am", "pm", "90 mins",
    "half an hour", "an hour", "1:5 hours", "EST", "NY time", "UK time", "2026-09-11", "9999-12-31", "0000-01-01",
    "xmas", "christmas", "morning", "evening", "in 1e300 days", "in inf hours", "in 99999999999999999999 weeks",
    "week of", "week after", "remind me", "call", "tell", "send", ".", "?", "!", " ", "\n",
  ]

  /// ActionPlanner (psst-ai's own requests): any text gives a plan; a time it names lies within
  /// a hundred years of now, and a proposed call lasts a sane while.
  public static func requestTime() -> FuzzTarget {
    let seeds = [
      "remind me tomorrow at 3pm to call Sarah", "schedule a call with Tom next Tuesday at 10", "in 2 hours",
      "tell Sarah I'm running 10 minutes late", "remind me Friday to check Tom's program", "on the 9th at 10",
      "tomorrow morning", "Thanks! Now call Ben the week after at 8 in the evening for 90 mins", "in half an hour",
      "remind me on 29 Feb to renew", "set a reminder for Christmas 7:15pm", "let Sam know the pool is closed",
      "send Sarah a message saying see you at 6",
    ]
    let zones: [LocalZone] = [.fixed(seconds: 0), .fixed(seconds: -5 * 3600), .fixed(seconds: 14 * 3600)]
    return FuzzTarget(name: "request-time", seeds: seeds, tokens: timeTokens, maximumLength: 16 * 1024) { bytes in
      let text = bytes.text
      var problems: [String] = []
      for zone in zones {
        let planner = ActionPlanner(now: now, zone: zone)
        if let time = planner.time(in: text, defaultMinutes: ActionPlanner.reminderMinutes) {
          problems += plausible(time, "time(in:)")
        }
        if case .proposal(let action) = planner.plan(text) {
          if let time = action.time { problems += plausible(time, "the proposal's time") }
          if let minutes = action.minutes, !(1...24 * 60).contains(minutes) {
            problems.append("a call of \(minutes) minutes")
          }
        }
      }
      return problems
    }
  }

  /// A time read from words must be a real one: within a hundred years and a day of now.
  static func plausible(_ time: Int64, _ what: String) -> [String] {
    let century: Int64 = 36_525 * 86_400_000
    let day: Int64 = 86_400_000
    guard (now - day...now + century + day).contains(time) else { return ["\(what) is \(time) ms, now is \(now)"] }
    return []
  }

  /// The builtin engine over a short chat holding the input: scheduling requests (time words,
  /// durations, zones), action items (deadlines), decisions and priorities; suggested times run
  /// forwards and print as ISO 8601 that Timestamp.parse reads back, deadlines are dates.
  public static func scheduling() -> FuzzTarget {
    let seeds = [
      "Can we move Tuesday's session to 6:30? I'm free after 7pm on weekdays but not mornings",
      "Does Sat 7 Nov or the 9th work? 90 mins, NY time", "I can do 12-1:30 or 9am-1pm next week",
      "Sarah, please send the invoice by Wednesday", "let's go with Thursdays at 6 then", "8?",
      "Week of the 23rd, any evening except Fridays, EST", "can you do the 31st? or 29 Feb",
      "Kit: book the physio before the 1st", "Decided: we move bootcamp to 8am from next week",
    ]
    let directory = Directory(
      owner: "kit",
      people: [
        .init(id: "kit", name: "Kit Trainer", role: "trainer"),
        .init(id: "sarah", name: "Sarah Whitby", role: "client"),
      ],
      rooms: [.init(id: "c1", members: ["kit", "sarah"], isDirect: true)])
    let engine = BuiltinEngine()
    return FuzzTarget(name: "scheduling", seeds: seeds, tokens: timeTokens, maximumLength: 16 * 1024) { bytes in
      let messages = [
        ConversationMessage(id: "m0", chat: "c1", sender: "kit", text: "when suits you this week?", time: now - 60_000),
        ConversationMessage(id: "m1", chat: "c1", sender: "sarah", text: bytes.text, time: now, replyTo: "m0"),
      ]
      var problems: [String] = []
      for request in engine.schedulingRequests(in: messages, directory: directory) {
        for slot in request.suggestions {
          if slot.end < slot.start { problems.append("a suggestion ends before it starts: \(slot.label)") }
          for iso in [slot.startISO, slot.endISO] where Timestamp.parse(iso) == nil {
            problems.append("a suggestion prints a time Timestamp.parse refuses: \(iso)")
          }
        }
      }
      for item in engine.actionItems(in: messages, directory: directory) {
        if let deadline = item.deadline, Timestamp.parse(deadline) == nil {
          problems.append("a deadline that is not a date: \(deadline)")
        }
      }
      _ = engine.decisions(in: messages, directory: directory)
      _ = engine.priorities(of: messages, directory: directory)
      return problems
    }
  }
}
