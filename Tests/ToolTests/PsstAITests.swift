import Foundation
import Testing

/// psst-ai as a user runs it: answers quoted from the messages with their ids, conversations
/// kept for follow-ups, listed and deleted, questions from stdin, and clear refusals.
@Suite("psst-ai")
struct PsstAITests {
  func imported() -> Psst { PsstSearchTests.sandbox() }

  func ask(_ psst: Psst, _ arguments: [String], stdin: String? = nil) -> ToolResult {
    psst.run("psst-ai", ["--format", "jsonl"] + arguments, stdin: stdin)
  }

  @Test("an answer quotes the message that answers and cites it")
  func answerCitesItsSource() {
    let psst = imported()
    let result = ask(psst, ["What did Lee say about the payment?"])
    #expect(result.status == 0, "\(result.summary)")
    guard let answer = result.record else { return }
    #expect(answer.type == "answer" && answer.bool("found") == true)
    #expect(answer.string("text")?.contains("membership payment failed") == true, "\(answer)")
    #expect(answer.string("text")?.contains("Lee Park") == true)
    #expect(answer.strings("sources")?.first == "m3", "\(answer)")
    #expect(answer.string("conversation")?.hasPrefix("conv-") == true)
  }

  @Test("a question nothing answers says so and invents nothing")
  func nothingFound() {
    let psst = imported()
    let answer = ask(psst, ["zyxwvut qqq?"]).record
    #expect(answer?.bool("found") == false)
    #expect(answer?.string("text")?.hasPrefix("I couldn't find") == true, "\(String(describing: answer))")
    #expect(answer?.strings("sources") == [])
  }

  @Test("conversations are kept, continued, listed and deleted")
  func conversations() {
    let psst = imported()
    let first = ask(psst, ["What did Sam say about his knee?"]).record?.string("conversation") ?? ""
    let followUp = ask(psst, ["--continue", "and the long run?"]).record
    #expect(followUp?.string("conversation") == first)
    let explicit = ask(psst, ["--conversation", first, "what about the physio?"]).record
    #expect(explicit?.string("conversation") == first)
    let other = ask(psst, ["Who sprained an ankle?"]).record?.string("conversation")
    #expect(other != nil && other != first, "a question without --continue starts a new conversation")
    let listed = psst.run("psst-ai", ["--list", "--format", "jsonl"]).records
    #expect(listed.map { $0.id } == [other ?? "", first], "\(listed)")
    #expect(listed.last?.int("turns") == 3 && listed.last?.string("title") == "What did Sam say about his knee?")
    #expect(psst.run("psst-ai", ["--delete", first]).status == 0)
    #expect(psst.run("psst-ai", ["--list", "--format", "jsonl"]).records.map { $0.id } == [other ?? ""])
    let gone = psst.run("psst-ai", ["--delete", first])
    #expect(gone.status == 1 && gone.stderr.contains("no conversation"), "\(gone.summary)")
    let unknown = ask(psst, ["--conversation", "conv-nope", "hello"])
    #expect(unknown.status == 1 && unknown.stderr.contains("psst-ai --list"), "\(unknown.summary)")
  }

  @Test("questions one per line from stdin; /new starts a new conversation, /quit ends")
  func questionsFromStdin() {
    let psst = imported()
    let result = ask(
      psst, [], stdin: "What did Lee say about the payment?\n\n/new\nWho sprained an ankle?\n/quit\nnot asked\n")
    #expect(result.status == 0, "\(result.summary)")
    let answers = result.records.filter { $0.type == "answer" }
    #expect(answers.count == 2, "\(result.summary)")
    #expect(answers[0].string("conversation") != answers[1].string("conversation"))
  }

  @Test("/history prints the conversation so far; an unknown /command is not asked as a question")
  func sessionHistory() {
    let psst = imported()
    let result = ask(
      psst, [], stdin: "/history\nWhat did Lee say about the payment?\n/hist\nWho sprained an ankle?\n/history\n")
    #expect(result.status == 0, "\(result.summary)")
    let turns = result.records.filter { $0.type == "turn" }
    #expect(turns.map { $0.string("question") } == ["What did Lee say about the payment?", "Who sprained an ankle?"])
    let answers = result.records.filter { $0.type == "answer" }
    #expect(answers.count == 2 && turns.last?.string("answer") == answers.last?.string("text"), "\(result.summary)")
    #expect(result.stderr.contains("unknown command /hist"), "\(result.summary)")
  }

  @Test("a question over the limit is refused with the limit stated")
  func tooLong() {
    let psst = imported()
    let result = ask(psst, [String(repeating: "knee ", count: 300)])
    #expect(result.status == 1 && result.stderr.contains("the limit is 1000"), "\(result.summary)")
    #expect(psst.run("psst-ai", ["--list", "--format", "jsonl"]).records.isEmpty, "nothing was recorded")
    #expect(ask(psst, ["--continue", "--conversation", "x", "q"]).status == 1)
  }

  @Test("a very long question is refused before any work is done on it")
  func veryLongIsRefusedAtOnce() {
    let psst = imported()
    let started = Date()
    // Many sentences: each was read as a possible request before the length was checked.
    let result = ask(psst, [String(repeating: "Hi. ", count: 5_000)])
    #expect(result.status == 1 && result.stderr.contains("the limit is 1000"), "\(result.summary)")
    #expect(Date().timeIntervalSince(started) < 3, "refused at once")
  }

  @Test("an empty question on the command line is refused, not taken as a session")
  func emptyQuestion() {
    let psst = imported()
    for empty in ["", "   "] {
      let result = ask(psst, [empty])
      #expect(result.status == 1 && result.stderr.contains("the question is empty"), "\(result.summary)")
    }
    #expect(psst.run("psst-ai", ["--list", "--format", "jsonl"]).records.isEmpty, "nothing was recorded")
  }
}

/// Each kind of question the embedded engine answers, on a small store made here: the answer
/// comes from the engine that knows it, cites where it came from, and quotes only what the
/// cited messages say.
@Suite("psst-ai question kinds")
struct PsstAIQuestionKindTests {
  static let day: TimeInterval = 86_400

  /// ISO time `days` before now (negative: after).
  static func ago(_ days: Double, hour: Int = 0) -> String {
    let date = Date(timeIntervalSinceNow: -days * day + Double(hour) * 3_600)
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: date)
  }

  static func message(_ id: String, _ chat: String, _ sender: String, _ daysAgo: Double, _ text: String) -> String {
    #"{"type":"message","id":"\#(id)","chat":"\#(chat)","sender":"\#(sender)","ts":"\#(ago(daysAgo))","text":"\#(text)"}"#
  }

  static let texts: [String: String] = [
    "t1": "My left shoulder has been hurting since the bench session",
    "t2": "Sorry to hear that. Can you send me a photo of your training log by Friday?",
    "t3": "My goal is to run the Leeds half marathon in under 2 hours",
    "t4": "when do we do my fitness assessment?",
    "t5": "Thursday at 7pm, at the studio",
    "a1": "We raised £500 for the hospice at the bake sale",
    "s1": "Should we charge £40 or £45 for the new package?",
    "s2": "£45 feels right to me",
    "s3": "Ok let's go with £45 for the new package, final",
    "g1": "Route for the Sunday Runners this week is the canal loop, 8k",
    "g2": "Can we start later than 9, maybe 10am?",
    "g3": "Agreed, we start at 10am from now on",
  ]

  static var history: [String] {
    [
      #"{"type":"user","id":"maya","name":"Maya Torres","role":"trainer"}"#,
      #"{"type":"user","id":"tom","name":"Tom Hale","role":"client"}"#,
      #"{"type":"user","id":"ana","name":"Ana Silva","role":"client"}"#,
      #"{"type":"user","id":"rosa","name":"Rosa Marin","role":"staff"}"#,
      #"{"type":"chat","id":"c1","name":"Tom Hale","kind":"direct","members":["maya","tom"]}"#,
      #"{"type":"chat","id":"c2","name":"Ana Silva","kind":"direct","members":["maya","ana"]}"#,
      #"{"type":"chat","id":"st","name":"Staff Room","kind":"group","members":["maya","rosa"]}"#,
      #"{"type":"chat","id":"gr","name":"Sunday Runners","kind":"group","members":["maya","tom","ana"]}"#,
      message("a1", "c2", "ana", 60, texts["a1"]!),
      message("s1", "st", "maya", 20, texts["s1"]!),
      message("s2", "st", "rosa", 19.9, texts["s2"]!),
      message("s3", "st", "maya", 19.8, texts["s3"]!),
      message("g1", "gr", "maya", 10, texts["g1"]!),
      message("g2", "gr", "tom", 9.9, texts["g2"]!),
      message("g3", "gr", "maya", 9.8, texts["g3"]!),
      message("t1", "c1", "tom", 5, texts["t1"]!),
      message("t2", "c1", "maya", 4.9, texts["t2"]!),
      message("t3", "c1", "tom", 3, texts["t3"]!),
      message("t4", "c1", "tom", 1, texts["t4"]!),
      message("t5", "c1", "maya", 0.9, texts["t5"]!),
    ]
  }

  func imported() -> Psst {
    let psst = Psst()
    add(Self.history, to: psst)
    return psst
  }

  /// Maya and her client Ines, with their direct chat d1.
  static let withInes = [
    #"{"type":"user","id":"maya","name":"Maya Torres","role":"trainer"}"#,
    #"{"type":"user","id":"ines","name":"Ines Vidal","role":"client"}"#,
    #"{"type":"chat","id":"d1","name":"Ines Vidal","kind":"direct","members":["maya","ines"]}"#,
  ]

  /// Imports `records` (JSON Lines) into `psst`'s store as `account`.
  func add(_ records: [String], to psst: Psst, as account: String = "maya") {
    let result = psst.run("psst-import", ["--account", account], stdin: records.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.summary)")
  }

  func answer(_ psst: Psst, _ question: String) -> (text: String, sources: [String], found: Bool?) {
    let result = psst.run("psst-ai", ["--format", "jsonl", question])
    #expect(result.status == 0, "\(result.summary)")
    let record = result.record
    return (record?.string("text") ?? "", record?.strings("sources") ?? [], record?.bool("found"))
  }

  /// Every “quote” in the answer is the text of a cited message (or its start, cut with …).
  func quotesOnlyCited(_ text: String, _ sources: [String]) {
    let cited = sources.compactMap { Self.texts[$0] }
    for part in text.split(separator: "“").dropFirst() {
      guard let end = part.firstIndex(of: "”") else { continue }
      let quote = String(part[..<end])
      let body = quote.hasSuffix("…") ? String(quote.dropLast()) : quote
      #expect(cited.contains { $0.contains(body) }, "“\(quote)” is in none of \(sources)")
    }
  }

  @Test("a when question is answered by the reply with the time, not by the question")
  func replyAnswers() {
    let psst = imported()
    let (text, sources, found) = answer(psst, "When is Tom's fitness assessment?")
    #expect(found == true && text.contains("7pm") && sources.first == "t5", "\(text) \(sources)")
    quotesOnlyCited(text, sources)
  }

  @Test("a reply answers the message it replies to, however far down the chat")
  func replyFarAway() {
    let psst = imported()
    var lines = [Self.message("q1", "gr", "ana", 2, "when does the kit delivery arrive?")]
    for number in 1...15 {
      lines.append(Self.message("n\(number)", "gr", "tom", 2 - Double(number) / 100, "ha same \(number)"))
    }
    lines.append(
      #"{"type":"message","id":"r1","chat":"gr","sender":"maya","ts":"\#(Self.ago(1.5))","text":"Tuesday at 9am, at the back door","reply_to":"q1"}"#
    )
    add(lines, to: psst)
    let (text, sources, _) = answer(psst, "When does the kit delivery arrive?")
    #expect(sources.first == "r1" && text.contains("Tuesday at 9am"), "\(text) \(sources)")
  }

  @Test("a group named in the question answers from its newest messages, though they never say its name")
  func namedGroup() {
    let psst = imported()
    let lines = [
      #"{"type":"user","id":"ana","name":"Ana Silva","role":"client"}"#,
      #"{"type":"chat","id":"lc","name":"Lunchtime Circuit","kind":"group","members":["maya","ana","sam"]}"#,
      Self.message("l1", "lc", "maya", 40, "Welcome to the lunchtime circuit group! thinking Tue or Wed 12:15"),
      Self.message("l2", "lc", "ana", 39.9, "wed 12:15 perfect"),
      Self.message("l3", "lc", "sam", 20, "can't make it this week, sorry all"),
      Self.message("l4", "lc", "maya", 5, "Moving to Wednesdays 2:15pm from next month then 👍"),
    ]
    add(lines, to: psst)
    let (text, sources, found) = answer(psst, "What time is the lunchtime circuit now?")
    #expect(found == true && sources.first == "l4" && text.hasPrefix("2:15pm — Maya Torres"), "\(text) \(sources)")
  }

  @Test("what we settled on is the final decision, not the proposal")
  func decision() {
    let psst = imported()
    let (text, sources, _) = answer(psst, "What price did we decide on for the new package?")
    #expect(sources.first == "s3" && text.contains("£45"), "\(text) \(sources)")
    quotesOnlyCited(text, sources)
  }

  @Test("a summary of a chat named in the question cites that chat's messages")
  func summary() {
    let psst = imported()
    let (text, sources, found) = answer(psst, "Summarize the Sunday Runners chat")
    #expect(found == true && text.hasPrefix("Summary of Sunday Runners (3 messages"), "\(text)")
    #expect(!sources.isEmpty && sources.allSatisfy { $0.hasPrefix("g") }, "\(sources)")
  }

  @Test("quiet clients are those whose last message is old, with that message cited")
  func quietClients() {
    let psst = imported()
    let (text, sources, _) = answer(psst, "Which clients haven't messaged recently?")
    #expect(text.contains("Ana Silva: last message 60 days ago") && !text.contains("Tom"), "\(text)")
    #expect(sources == ["a1"])
  }

  @Test("open action items of a person, each with the message that created it")
  func actionItems() {
    let psst = imported()
    let (text, sources, _) = answer(psst, "What are Tom's open action items?")
    #expect(text.contains("photo of your training log") && sources == ["t2"], "\(text) \(sources)")
    #expect(psst.run("psst-insights", ["done", "t2"]).status == 0)
    let after = answer(psst, "What are Tom's open action items?")
    #expect(after.found == false && after.text.hasPrefix("I found no open action items"), "\(after.text)")
  }

  @Test("a client's goals and injuries come from the profile, quoted and cited")
  func profile() {
    let psst = imported()
    let goal = answer(psst, "What are Tom's goals?")
    #expect(goal.text.contains("half marathon") && goal.sources == ["t3"], "\(goal)")
    quotesOnlyCited(goal.text, goal.sources)
    let injury = answer(psst, "Does Tom have any injuries?")
    #expect(injury.text.contains("shoulder") && injury.sources.first == "t1", "\(injury)")
    quotesOnlyCited(injury.text, injury.sources)
    let followUp = psst.run("psst-ai", ["--format", "jsonl", "--continue", "and his goals?"]).record
    #expect(followUp?.string("text")?.contains("half marathon") == true, "a follow-up keeps the client")
  }

  @Test("a session on the calendar is answered from the calendar, citing the event")
  func calendar() {
    let psst = imported()
    let starts = Int64((Date().timeIntervalSince1970 + 2 * Self.day) * 1000)
    let insert = """
      INSERT INTO calendar_events(account, id, title, with_user, chat, starts_ms, minutes, created_ms)
      VALUES('maya', 'call-1', 'Strength session', 'tom', 'c1', \(starts), 45, \(starts));
      """
    #expect(runProgram("/usr/bin/sqlite3", [psst.home + "/psst.db"], stdin: insert).status == 0)
    let (text, sources, _) = answer(psst, "When is my next session with Tom?")
    #expect(text.contains("Strength session with Tom Hale") && sources == ["call-1"], "\(text) \(sources)")
  }

  @Test("what someone said about a topic quotes their messages about it")
  func said() {
    let psst = imported()
    let (text, sources, found) = answer(psst, "What did Tom say about his shoulder?")
    #expect(found == true && sources.first == "t1" && text.contains("Tom Hale ("), "\(text) \(sources)")
    quotesOnlyCited(text, sources)
  }

  @Test("'what did she do in the summer of 2023' quotes her messages of that summer, though none has its words")
  func aPeriodWithoutMatchingWordsGivesItsMessages() {
    let psst = Psst()
    let history =
      Self.withInes + [
        #"{"type":"message","id":"j1","chat":"d1","sender":"ines","ts":"2023-07-14T10:00:00Z","text":"Back from two weeks sailing round the islands, so brown"}"#,
        #"{"type":"message","id":"j2","chat":"d1","sender":"maya","ts":"2023-07-14T10:05:00Z","text":"Lovely, welcome back"}"#,
        #"{"type":"message","id":"j3","chat":"d1","sender":"ines","ts":"2023-12-02T09:00:00Z","text":"I did the winter 10k today, it was freezing"}"#,
      ]
    add(history, to: psst)
    let (text, sources, _) = answer(psst, "What did Ines do in the summer of 2023?")
    #expect(sources.first == "j1" && text.contains("sailing"), "\(text) \(sources)")
    #expect(!text.contains("winter 10k"), "a message from outside the period is no answer: \(text)")
  }

  @Test("a period's messages include one written just before it that tells of a day in it")
  func aMessageBeforeThePeriodTellingOfIt() {
    let psst = Psst()
    let history =
      Self.withInes + [
        #"{"type":"message","id":"k1","chat":"d1","sender":"ines","ts":"2023-07-20T10:00:00Z","text":"The gym was rammed today"}"#,
        #"{"type":"message","id":"k2","chat":"d1","sender":"ines","ts":"2023-07-31T18:00:00Z","text":"Flying to Crete tomorrow!! Two weeks of sun"}"#,
        #"{"type":"message","id":"k3","chat":"d1","sender":"ines","ts":"2023-10-02T09:00:00Z","text":"Back to the gym at last"}"#,
      ]
    add(history, to: psst)
    let (text, sources, _) = answer(psst, "What did Ines do in August 2023?")
    #expect(sources.first == "k2" && text.contains("Crete"), "\(text) \(sources)")
    #expect(!text.contains("rammed"), "a message before the period that tells of no day in it is no answer: \(text)")
  }

  @Test(
    "'yesterday' in a message is the day before it in the owner's time zone, and the answer writes that zone's days")
  func daysAreTheOwnersDays() {
    let psst = Psst()
    let history = [
      #"{"type":"user","id":"rhys","name":"Rhys Hale","role":"trainer"}"#,
      #"{"type":"user","id":"eva","name":"Eva Moss","role":"client"}"#,
      #"{"type":"chat","id":"d1","name":"Eva Moss","kind":"direct","members":["rhys","eva"]}"#,
      // 08:00 on 30 December in Adelaide (UTC+10:30) is still 29 December in UTC.
      #"{"type":"message","id":"e1","chat":"d1","sender":"eva","ts":"2025-12-29T21:30:00Z","text":"My daughter took me to the physio yesterday"}"#,
    ]
    add(history, to: psst, as: "rhys")
    let question = ["--format", "jsonl", "When did Eva go to the physio?"]
    let adelaide = psst.run("psst-ai", question, env: ["TZ": "Australia/Adelaide"]).record?.string("text") ?? ""
    #expect(adelaide.contains("29 December 2025") && adelaide.contains("(30 December 2025)"), "\(adelaide)")
    let utc = psst.run("psst-ai", question).record?.string("text") ?? ""
    #expect(utc.contains("28 December 2025") && utc.contains("(29 December 2025)"), "\(utc)")
  }

  @Test("a question the messages don't answer says so and shows the closest, inventing nothing")
  func cannotAnswer() {
    let psst = imported()
    let (text, sources, found) = answer(psst, "What car does Tom drive?")
    #expect(found == false && text.hasPrefix("I couldn't find"), "\(text)")
    quotesOnlyCited(text, sources)
  }
}
