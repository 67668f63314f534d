import Foundation
import PsstTestSupport
import Testing

/// psst-ai with an AI provider (scripts/fake-openai on 127.0.0.1): answers citing real message
/// ids, the search tool and its round cap, streaming, every failure falling back to the
/// embedded engine with one line on stderr, the daily limit, usage accounting and the cache.
@Suite("psst-ai with a provider")
struct PsstAIProviderTests {
  static let key = "sk-test-secret-ai-0123456789"
  static let question = "What did Sam say about his knee?"

  /// A sandbox with the search tests' history, asking `server` (model `model`).
  func sandbox(_ server: FakeOpenAI, model: String = "chat") -> Psst {
    PsstSearchTests.sandbox(provider: server, model: model, key: Self.key)
  }

  /// maya (a trainer) with a 1:1 chat with each client in `clients` (id, name), asking `server`;
  /// the chats' ids in the same order.
  func clients(_ server: FakeOpenAI, _ clients: [(String, String)]) -> (Psst, [String]) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    var chats: [String] = []
    for (id, name) in clients {
      psst.addAccount(id, name: name, role: "client")
      chats.append(psst.createChat(as: "maya", [id]))
    }
    psst.environment = ["PSST_AI_URL": server.url, "PSST_AI_MODEL": "chat", "PSST_AI_KEY": Self.key]
    return (psst, chats)
  }

  func ask(_ psst: Psst, _ arguments: [String], format: String = "jsonl", env: [String: String] = [:]) -> ToolResult {
    psst.run("psst-ai", ["--format", format] + arguments, env: env)
  }

  func expectNoKey(_ results: [ToolResult]) {
    for result in results {
      #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key), "\(result.summary)")
    }
  }

  /// stderr lines, but for the one-time note that search has no embedding model (these
  /// sandboxes have none: retrieval is by words).
  func notes(_ result: ToolResult) -> [String] {
    result.stderrLines.filter { !$0.contains("no sentence-embedding model installed") }
  }

  /// The embedded engine answered (no "engine" field) and one stderr line said why.
  func expectFallback(_ result: ToolResult, saying words: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 0, "\(result.summary)", sourceLocation: sourceLocation)
    #expect(notes(result).count == 1, "\(result.summary)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(words), "\(result.summary)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.contains("the embedded engine answered instead"), "\(result.summary)",
      sourceLocation: sourceLocation)
    let answer = result.records.last
    #expect(
      answer?.type == "answer" && answer?.string("engine") == nil, "\(result.summary)", sourceLocation: sourceLocation)
    #expect(answer?.strings("sources")?.contains("m1") == true, "\(result.summary)", sourceLocation: sourceLocation)
  }

  func userContent(_ request: [String: Any]) -> String {
    let messages = (request["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
    return messages.filter { $0["role"] as? String == "user" }.compactMap { $0["content"] as? String }.joined()
  }

  @Test("the provider's answer cites real message ids; an invented id is dropped from sources and text")
  func answerWithSources() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "His knee hurt near mile 14 [m1], later no pain [m8] [m99]."]]))
    let psst = sandbox(server)
    let result = ask(psst, [Self.question])
    #expect(result.status == 0 && notes(result).isEmpty, "\(result.summary)")
    let answer = try #require(result.record)
    #expect(answer.type == "answer" && answer.string("engine") == "provider", "\(answer)")
    #expect(answer.strings("sources") == ["m1", "m8"], "\(answer)")
    #expect(answer.string("text") == "His knee hurt near mile 14 [m1], later no pain [m8].", "\(answer)")
    #expect(answer.bool("found") == true && answer.string("conversation")?.hasPrefix("conv-") == true)
    let request = try #require(server.chatRequests.first)
    let body = try #require(request["body"] as? [String: Any])
    let messages = try #require(body["messages"] as? [[String: Any]])
    #expect(messages.first?["role"] as? String == "system")
    #expect((messages.first?["content"] as? String)?.contains("never instructions") == true)
    #expect(userContent(request).contains(#""id":"m1""#) && userContent(request).contains("<data>"))
    #expect((request["headers"] as? [String: String])?["authorization"] == "Bearer \(Self.key)")
    let listed = psst.run("psst-ai", ["--list", "--format", "jsonl"]).records
    #expect(listed.count == 1 && listed.first?.int("turns") == 1, "the turn is recorded: \(listed)")
    expectNoKey([result])
  }

  @Test("a follow-up carries the earlier turn to the model")
  func followUpHasContext() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]))
    let psst = sandbox(server)
    #expect(ask(psst, [Self.question]).status == 0)
    let followUp = ask(psst, ["--continue", "and did it get better?"])
    #expect(followUp.record?.string("engine") == "provider", "\(followUp.summary)")
    let messages = (server.chatRequests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
    #expect(messages.map { $0["role"] as? String ?? "" } == ["system", "user", "assistant", "user"], "\(messages)")
    #expect(messages[safe: 1]?["content"] as? String == Self.question)
  }

  @Test("search_messages runs locally and its results go back as a tool message")
  func searchTool() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script([
        ["tool_calls": [["name": "search_messages", "arguments": ["query": "sprained ankle netball"]]]],
        ["content": "Lee sprained an ankle at netball [m4]."],
      ]))
    let psst = sandbox(server)
    let result = ask(psst, ["Who got hurt playing sport?"])
    #expect(result.record?.strings("sources") == ["m4"], "\(result.summary)")
    let requests = server.chatRequests
    #expect(requests.count == 2)
    let second = (requests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
    let tool = second.last
    #expect(tool?["role"] as? String == "tool" && tool?["tool_call_id"] as? String == "call_1", "\(second)")
    #expect((tool?["content"] as? String)?.contains(#""id":"m4""#) == true, "\(String(describing: tool))")
    #expect(second.dropLast().last?["tool_calls"] != nil, "the assistant's call goes back before its answer")
  }

  @Test("a model that keeps calling tools gets 5 rounds, then one request without tools, and answers")
  func toolRoundCap() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script([
        [
          "content": "Still looking; so far [m1].",
          "tool_calls": [["name": "search_messages", "arguments": ["query": "knee"]]],
        ]
      ]))
    let psst = sandbox(server)
    let result = ask(psst, [Self.question])
    #expect(result.status == 0 && result.record?.string("engine") == "provider", "\(result.summary)")
    #expect(result.record?.strings("sources") == ["m1"])
    let requests = server.chatRequests
    #expect(requests.count == 6, "5 tool rounds and the last answer: \(requests.count)")
    let withTools = requests.map { ((($0["body"] as? [String: Any])?["tools"]) as? [Any])?.isEmpty == false }
    #expect(withTools == [true, true, true, true, true, false], "\(withTools)")
  }

  @Test("a model's action call while answering a question is only proposed, even with --yes")
  func actionCallsFromQuestionsAreOnlyProposed() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    // As if a message in the data had talked the model into acting.
    server.setControl(
      server.script([
        ["tool_calls": [["name": "send_message", "arguments": ["to": "Sam", "text": "hi from the model"]]]],
        ["content": "Sam's knee hurt on the long run [m1]."],
      ]))
    let psst = sandbox(server)
    let result = ask(psst, [Self.question, "--yes"])
    #expect(result.status == 0, "\(result.summary)")
    let types = result.records.map { $0.string("type") ?? "" }
    #expect(types == ["answer", "action"], "\(result.summary)")
    #expect(result.records.last?.string("tool") == "send_message")
    #expect(result.stderr.contains("not run: the model proposed this unasked"), "\(result.summary)")
    let messages = (server.chatRequests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
    #expect((messages.last?["content"] as? String)?.contains("proposed") == true, "\(messages)")
    let sent = psst.read(as: "maya", ["--chat", "c1", "--peek"]).records.filter {
      $0.string("text") == "hi from the model"
    }
    #expect(sent.isEmpty, "nothing was sent")
    let audit = psst.run("psst-ai", ["--audit", "--format", "jsonl"]).records
    #expect(audit.map { $0.string("status") } == ["proposed"], "\(audit)")
  }

  @Test("a request the planner cannot complete goes to the model; with --yes its proposal runs")
  func incompleteRequestsAreCompletedByTheModel() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script([
        ["tool_calls": [["name": "send_message", "arguments": ["to": "Sam", "text": "Did you book the physio?"]]]],
        ["content": "I'll ask Sam whether he booked the physio."],
      ]))
    let (psst, chats) = clients(server, [("sam", "Sam Ortiz")])
    let chat = chats[0]
    let result = ask(psst, ["--account", "maya", "ping Sam about the physio", "--yes"])
    let types = result.records.map { $0.string("type") ?? "" }
    #expect(types.contains("action") && types.contains("action_result"), "\(result.summary)")
    let outcome = result.records.first { $0.string("type") == "action_result" }
    #expect(outcome?.string("status") == "executed", "\(result.summary)")
    let sent = psst.read(as: "sam", ["--chat", chat, "--peek"]).records.filter {
      $0.string("text") == "Did you book the physio?"
    }
    #expect(sent.count == 1, "Sam reads the message: it went through the send path")
  }

  @Test("with --yes only the one action the request asked for runs; the model's others are only proposed")
  func yesRunsOnlyTheRequestedAction() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    // As if a message in the data had talked the model into more than it was asked.
    server.setControl(
      server.script([
        [
          "tool_calls": [
            ["name": "send_message", "arguments": ["to": "Lee", "text": "The gym is closed forever"]],
            ["name": "send_message", "arguments": ["to": "Sam", "text": "Did you book the physio?"]],
            ["name": "send_message", "arguments": ["to": "Sam", "text": "And pay me twice"]],
            ["name": "set_reminder", "arguments": ["text": "wire the money", "when": "in 2 hours"]],
          ]
        ],
        ["content": "I'll ask Sam whether he booked the physio."],
      ]))
    let (psst, chats) = clients(server, [("sam", "Sam Ortiz"), ("lee", "Lee Park")])
    let (sam, lee) = (chats[0], chats[1])
    let result = ask(psst, ["--account", "maya", "ping Sam about the physio", "--yes"])
    #expect(result.status == 0, "\(result.summary)")
    let outcomes = result.records.filter { $0.string("type") == "action_result" }
    #expect(outcomes.map { $0.string("status") } == ["executed"], "\(result.summary)")
    #expect(psst.messages(as: "sam", chat: sam).map { $0.string("text") } == ["Did you book the physio?"])
    #expect(psst.messages(as: "lee", chat: lee).isEmpty, "Lee was not asked about")
    let audit = psst.run("psst-ai", ["--account", "maya", "--audit", "--format", "jsonl"]).records
    // Proposed in the same millisecond, their order in the log is not fixed.
    #expect(audit.compactMap { $0.string("status") }.sorted() == ["executed", "proposed", "proposed", "proposed"])
    #expect(audit.first { $0.string("status") == "executed" }?.string("result") != nil, "\(audit)")
  }

  @Test(
    "a request to act the model could not complete says what failed and what is missing, not that anything answered")
  func anIncompleteRequestWhenTheProviderFails() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl("status=400")
    let (psst, _) = clients(server, [("sam", "Sam Ortiz")])
    let result = ask(psst, ["--account", "maya", "ping Sam about the physio", "--yes"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("AI Error") && result.stderr.contains("the words to send"), "\(result.summary)")
    #expect(!result.stderr.contains("answered instead"), "\(result.summary)")
  }

  @Test("an action call the model got wrong is left out with a note; the answer stands, the session goes on")
  func unusableActionCallsAreLeftOut() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script([
        [
          "tool_calls": [
            ["name": "schedule_call", "arguments": ["person": "Sam", "when": "whenever suits", "minutes": 99999]],
            ["name": "send_message", "arguments": ["to": "Zed", "text": "hi"]],
            ["name": "set_reminder", "arguments": ["text": "ask Sam about his knee", "when": "in 3 hours"]],
          ]
        ],
        ["content": "Sam's knee hurt on the long run [m1]."],
      ]))
    let psst = sandbox(server)
    let result = ask(psst, [Self.question])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.records.map { $0.string("type") ?? "" } == ["answer", "action"], "\(result.summary)")
    #expect(result.records.last?.string("tool") == "set_reminder", "the usable call is still proposed")
    #expect(result.stderr.contains("schedule_call") && result.stderr.contains("Zed"), "\(result.summary)")
    let audit = psst.run("psst-ai", ["--audit", "--format", "jsonl"]).records
    #expect(audit.compactMap { $0.string("status") }.sorted() == ["failed", "proposed"], "\(audit)")
    // In a session (questions on stdin) the next question is still answered.
    let session = psst.run("psst-ai", ["--format", "jsonl"], stdin: Self.question + "\n" + Self.question + "\n")
    #expect(session.status == 0, "\(session.summary)")
    #expect(session.records.filter { $0.string("type") == "answer" }.count == 2, "\(session.summary)")
  }

  @Test("in a session, an action that fails (a message over the length limit) ends that question, not the session")
  func aFailedActionDoesNotEndTheSession() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script([
        [
          "tool_calls": [
            ["name": "send_message", "arguments": ["to": "Sam", "text": String(repeating: "x", count: 5_000)]]
          ]
        ],
        ["content": "I asked Sam."],
        ["content": "Nothing about that."],
      ]))
    let (psst, _) = clients(server, [("sam", "Sam Ortiz")])
    let result = psst.run(
      "psst-ai", ["--account", "maya", "--format", "jsonl", "--yes"],
      stdin: "ping Sam about the physio\nWhat did Sam say?\n")
    #expect(result.status == 0 && result.stderr.contains("limit is 4000"), "\(result.summary)")
    #expect(result.records.filter { $0.string("type") == "answer" }.count == 2, "\(result.summary)")
  }

  @Test("text output streams the answer, then the sources; the request asks for a stream with usage")
  func streamsText() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Sam's knee hurt on the long run [m1]."]]))
    let psst = sandbox(server)
    let result = ask(psst, [Self.question], format: "text")
    #expect(result.status == 0, "\(result.summary)")
    #expect(
      result.stdout.hasPrefix("Sam's knee hurt on the long run [m1].\nsources:\n  [m1] Sam Ortiz"), "\(result.summary)")
    #expect(!result.stderr.contains("thinking"), "no indicator when stderr is not a terminal")
    let body = server.chatRequests.first?["body"] as? [String: Any]
    #expect(body?["stream"] as? Bool == true)
    #expect((body?["stream_options"] as? [String: Any])?["include_usage"] as? Bool == true)
  }

  @Test(
    "on a terminal: thinking…, then this may take a moment… after 3 s, cleared when the answer streams",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
  func terminalIndicator() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]) + ",slow=3400")
    let psst = sandbox(server)
    psst.environment["PSST_AI_TIMEOUT"] = "8"
    // script(1) gives psst-ai a terminal for stdout and stderr, and copies what it shows.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", "\(Binaries.path("psst-ai")) '\(Self.question)'", "/dev/null"]
    process.environment = psst.childEnvironment([:])
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let thinking = output.range(of: "thinking…")
    let slow = output.range(of: "this may take a moment…")
    let answer = output.range(of: "Near mile 14 [m1].")
    #expect(process.terminationStatus == 0 && thinking != nil && slow != nil && answer != nil, "\(output)")
    if let thinking, let slow, let answer {
      #expect(thinking.upperBound <= slow.lowerBound && slow.upperBound <= answer.lowerBound)
      #expect(output[slow.upperBound..<answer.lowerBound].contains("\u{1B}[K"), "the line is cleared first")
    }
  }

  @Test("429 with Retry-After, then success: the provider answers after the wait")
  func rateLimitedThenAnswered() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]))
    let psst = sandbox(server, model: "chat,status=429,retry_after=1,times=1")
    let started = Date()
    let result = ask(psst, [Self.question])
    #expect(result.status == 0 && result.record?.string("engine") == "provider", "\(result.summary)")
    #expect(Date().timeIntervalSince(started) >= 1)
    #expect(server.chatRequests.count == 2)
  }

  @Test("429 on every attempt: falls back, saying too many requests")
  func rateLimitedFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,status=429,retry_after=0.1")
    expectFallback(ask(psst, [Self.question]), saying: "Too many requests")
  }

  @Test("500 after retries: one note, the embedded answer, exit 0; the failure is in the usage table")
  func serverErrorFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,status=500")
    let result = ask(psst, [Self.question])
    expectFallback(result, saying: "AI assistant is temporarily unavailable")
    let day = psst.run("psst-ai", ["--usage", "--format", "jsonl"]).records.first { $0.type == "usage_day" }
    #expect(day?.int("errors") == 1 && day?.int("requests") == 1, "\(String(describing: day))")
  }

  @Test("a server that never answers: the timeout falls back within the limit")
  func hangFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,hang")
    let started = Date()
    let result = ask(psst, [Self.question], env: ["PSST_AI_TIMEOUT": "1"])
    expectFallback(result, saying: "Request took too long")
    #expect(Date().timeIntervalSince(started) < 6, "\(result.summary)")
  }

  @Test("a stream dropped midway: what streamed stays, a note, then the embedded answer")
  func dropMidStreamFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Sam's knee hurt on the long run [m1]."]]))
    let psst = sandbox(server, model: "chat,drop")
    let result = ask(psst, [Self.question], format: "text")
    #expect(result.status == 0 && notes(result).count == 1, "\(result.summary)")
    #expect(result.stderr.contains("temporarily unavailable") && result.stderr.contains("embedded engine"))
    #expect(result.stdout.contains("sources:\n  [m1]"), "the embedded answer follows: \(result.summary)")
  }

  @Test("a stream without [DONE] or a finish reason falls back")
  func noDoneFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,nodone")
    let result = ask(psst, [Self.question], format: "text")
    #expect(result.status == 0 && result.stderr.contains("before the answer was complete"), "\(result.summary)")
    #expect(result.stdout.contains("sources:"), "\(result.summary)")
  }

  @Test("a reply that is not JSON falls back")
  func malformedFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,malformed")
    expectFallback(ask(psst, [Self.question]), saying: "Received invalid response from AI service")
  }

  @Test("401 falls back, and the key appears nowhere: output, errors, usage")
  func unauthorizedFallsBack() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "chat,status=401")
    let result = ask(psst, [Self.question])
    expectFallback(result, saying: "did not accept the key")
    #expect(server.chatRequests.count == 1, "no retry on 401")
    let usage = psst.run("psst-ai", ["--usage", "--format", "jsonl"])
    expectNoKey([result, usage, ask(psst, [Self.question], format: "text")])
    for file in ["/psst.db", "/psst.db-wal"] {
      let store = (try? String(contentsOfFile: psst.home + file, encoding: .isoLatin1)) ?? ""
      #expect(!store.contains(Self.key), "the key is not in \(file)")
    }
  }

  @Test("the daily limit: requests over it are not sent; the note says the limit and how to change it")
  func dailyLimit() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]))
    let psst = sandbox(server)
    psst.environment["PSST_AI_DAILY_LIMIT"] = "2"
    #expect(ask(psst, ["What did Sam say about his knee?"]).record?.string("engine") == "provider")
    #expect(ask(psst, ["What did Sam say about the long run?"]).record?.string("engine") == "provider")
    let third = ask(psst, ["What did Sam say about the physio knee?"])
    expectFallback(third, saying: "the daily limit of 2 AI provider requests")
    #expect(third.stderr.contains("ai.daily_limit") && third.stderr.contains("PSST_AI_DAILY_LIMIT"))
    #expect(server.chatRequests.count == 2)
    let today = psst.run("psst-ai", ["--usage", "--format", "jsonl"]).records.first { $0.type == "usage_today" }
    #expect(
      today?.int("used") == 2 && today?.int("remaining") == 0 && today?.int("limit") == 2,
      "\(String(describing: today))")
  }

  @Test("usage rows carry tokens and cost; --usage totals them per day and per model")
  func usageTotals() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "four words of answer"]]))
    let psst = sandbox(server)
    psst.environment["PSST_AI_PRICE_INPUT"] = "2"
    psst.environment["PSST_AI_PRICE_OUTPUT"] = "4"
    #expect(ask(psst, [Self.question]).status == 0)
    #expect(ask(psst, ["Who sprained an ankle?"], format: "text").status == 0, "streamed: usage in the last chunk")
    #expect(ask(psst, [Self.question]).status == 0, "cached")
    let records = psst.run("psst-ai", ["--usage", "--format", "jsonl"]).records
    let day = try #require(records.first { $0.type == "usage_day" })
    let model = try #require(records.first { $0.type == "usage_model" })
    #expect(model.string("model") == "chat" && model.int("requests") == 2 && model.int("cached") == 1, "\(records)")
    #expect(day.int("completion_tokens") == 8, "the cached answer costs nothing: \(day)")
    let prompt = day.int("prompt_tokens") ?? 0
    #expect(prompt > 40)
    let cost = (day["cost"] as? Double) ?? -1
    #expect(abs(cost - Double(2 * prompt + 4 * 8) / 1_000_000) < 1e-9, "\(day)")
    let text = psst.run("psst-ai", ["--usage", "--format", "text"])
    #expect(text.stdout.contains("per day:") && text.stdout.contains("98 of 100 left"), "\(text.summary)")
  }

  @Test("a server that sends no usage: the request is still recorded, with no tokens")
  func noUsage() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]) + ",nousage")
    let psst = sandbox(server)
    #expect(ask(psst, [Self.question], format: "text").status == 0)
    let day = psst.run("psst-ai", ["--usage", "--format", "jsonl"]).records.first { $0.type == "usage_day" }
    #expect(day?.int("requests") == 1 && day?.int("prompt_tokens") == 0, "\(String(describing: day))")
  }

  @Test("the same request again is answered from the cache: no HTTP request, not counted against the limit")
  func cacheHit() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]))
    let psst = sandbox(server)
    psst.environment["PSST_AI_DAILY_LIMIT"] = "1"
    let first = ask(psst, [Self.question])
    let second = ask(psst, [Self.question])
    let streamed = ask(psst, [Self.question], format: "text")
    #expect(server.chatRequests.count == 1, "\(server.chatRequests.count) requests")
    #expect(first.record?.string("text") == second.record?.string("text"))
    #expect(second.record?.string("engine") == "provider" && notes(second).isEmpty, "\(second.summary)")
    #expect(streamed.stdout.hasPrefix("Near mile 14 [m1].\n"), "\(streamed.summary)")
    let today = psst.run("psst-ai", ["--usage", "--format", "jsonl"]).records.first { $0.type == "usage_day" }
    #expect(today?.int("requests") == 1 && today?.int("cached") == 2, "\(String(describing: today))")
  }

  @Test("psst-search's embeddings go through the same meter; a repeated query's vector comes from the cache")
  func searchEmbeddingsAreMetered() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server)
    psst.environment["PSST_AI_EMBED_MODEL"] = "embed"
    let first = psst.run("psst-search", ["--format", "jsonl", "knee"])
    let sent = server.requests.count
    let second = psst.run("psst-search", ["--format", "jsonl", "knee"])
    #expect(first.status == 0 && second.status == 0 && first.stdout == second.stdout, "\(second.summary)")
    #expect(sent >= 2 && server.requests.count == sent, "the second search sent nothing")
    let embed = psst.run("psst-ai", ["--usage", "--format", "jsonl"]).records.first { $0.string("model") == "embed" }
    #expect(embed?.int("requests") == sent && embed?.int("cached") == 1, "\(String(describing: embed))")
    #expect((embed?.int("prompt_tokens") ?? 0) > 0)
  }

  @Test("--engine builtin never asks the provider; --engine provider without one is a usage error")
  func engineChoice() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server)
    let builtin = ask(psst, ["--engine", "builtin", Self.question])
    #expect(builtin.status == 0 && builtin.record?.string("engine") == nil && server.chatRequests.isEmpty)
    let unconfigured = ask(psst, ["--engine", "provider", Self.question], env: ["PSST_AI_URL": ""])
    #expect(unconfigured.status == 1 && unconfigured.stderr.contains("ai.url"), "\(unconfigured.summary)")
    let fallback = ask(psst, [Self.question], env: ["PSST_AI_URL": ""])
    #expect(fallback.status == 0 && fallback.record?.string("engine") == nil, "no provider: the embedded engine")
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
