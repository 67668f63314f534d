import Foundation
import PsstTestSupport
import Testing

/// psst-search and psst-index as a user runs them: filters inline and as options, synonyms,
/// the index following edits and unsends, Unicode and emoji, hostile queries, pipes, and
/// ranking by meaning with the embedded model.
@Suite("psst-search")
struct PsstSearchTests {
  static let history = [
    #"{"type":"user","id":"maya","name":"Maya Torres","role":"trainer"}"#,
    #"{"type":"user","id":"sam","name":"Sam Ortiz","role":"client"}"#,
    #"{"type":"user","id":"lee","name":"Lee Park","role":"client"}"#,
    #"{"type":"user","id":"zoe","name":"Zoë Adams","role":"client"}"#,
    #"{"type":"chat","id":"c1","name":"Sam Ortiz","kind":"direct","members":["maya","sam"]}"#,
    #"{"type":"chat","id":"c2","name":"Lee Park","kind":"direct","members":["maya","lee"]}"#,
    #"{"type":"chat","id":"g1","name":"Saturday bootcamp","kind":"group","members":["maya","sam","lee","zoe"]}"#,
    #"{"type":"message","id":"m1","chat":"c1","sender":"sam","ts":"2026-09-04T07:00:00Z","text":"My knee started hurting on the long run near mile 14"}"#,
    #"{"type":"message","id":"m2","chat":"c1","sender":"maya","ts":"2026-09-04T07:05:00Z","text":"Rest the knee for two days and book the physio"}"#,
    #"{"type":"message","id":"m3","chat":"c2","sender":"lee","ts":"2026-09-05T09:00:00Z","text":"The membership payment failed again, my bank changed the card"}"#,
    #"{"type":"message","id":"m4","chat":"c2","sender":"lee","ts":"2026-10-02T09:00:00Z","text":"I sprained my ankle at netball last night"}"#,
    #"{"type":"message","id":"m5","chat":"g1","sender":"zoe","ts":"2026-10-03T08:00:00Z","text":"Café after the session? 🎉 my treat"}"#,
    #"{"type":"message","id":"m6","chat":"g1","sender":"sam","ts":"2026-10-03T08:01:00Z","text":"Sorry I can't make it tomorrow, work is mad"}"#,
    #"{"type":"message","id":"m7","chat":"g1","sender":"lee","ts":"2026-10-04T08:00:00Z","text":"Can we catch up on Friday about the price of the PT package?"}"#,
    #"{"type":"message","id":"m8","chat":"c1","sender":"sam","ts":"2026-10-05T07:00:00Z","text":"The long run felt easy today, no knee pain at all"}"#,
    #"{"type":"message","id":"m9","chat":"g1","sender":"zoe","ts":"2026-10-06T07:00:00Z","text":"東京 marathon entry is open"}"#,
  ]

  func imported(model: Bool = false) -> Psst { Self.sandbox(model: model) }

  /// A new sandbox holding `history` as maya's store (the embedding model only with `model`).
  static func sandbox(model: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> Psst {
    let psst = Psst()
    if model { psst.environment["PSST_MODEL_DIR"] = Model.directory }
    let result = psst.run("psst-import", ["--account", "maya"], stdin: history.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.summary)", sourceLocation: sourceLocation)
    return psst
  }

  /// The same sandbox with the fake server as its chat provider (a 2 s timeout, `key` if any).
  static func sandbox(provider server: FakeOpenAI, model: String = "chat", key: String? = nil) -> Psst {
    let psst = sandbox()
    psst.environment = ["PSST_AI_URL": server.url, "PSST_AI_MODEL": model, "PSST_AI_TIMEOUT": "2"]
    if let key { psst.environment["PSST_AI_KEY"] = key }
    return psst
  }

  func search(_ psst: Psst, _ arguments: [String], stdin: String? = nil) -> ToolResult {
    psst.run("psst-search", ["--format", "jsonl"] + arguments, stdin: stdin)
  }

  /// The messages that matched: those there as another hit's context (`context_of`) left out.
  func ids(_ result: ToolResult) -> [String] {
    result.records.filter { $0.string("context_of") == nil }.compactMap { $0.string("message_id") }
  }

  @Test("the answer after the best hit comes as its context, marked, below the matches")
  func contextOfTheBestHit() {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sam", name: "Sam Ortiz")
    let chat = psst.createChat(as: "maya", ["sam"])
    let question = psst.send(as: "maya", chat: chat, "which plumber fixed the boiler?").record?.id ?? ""
    let answer = psst.send(as: "maya", chat: chat, "Dan did, he was quick").record?.id ?? ""
    let result = search(psst, ["--account", "maya", "plumber"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(ids(result) == [question])
    #expect(result.records.map { $0.string("message_id") } == [question, answer])
    #expect(result.records.last?.string("context_of") == question)
    #expect(result.records.first?.string("context_of") == nil, "a match has no context_of")
    let text = psst.run("psst-search", ["--account", "maya", "--format", "text", "plumber"])
    #expect(text.stdout.contains("(context of \(question))"), "\(text.stdout)")
  }

  @Test("hits carry the contract fields, best first, with a snippet")
  func contract() {
    let psst = imported()
    let result = search(psst, ["knee"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(Set(ids(result)) == ["m1", "m2", "m8"], "\(result.summary)")
    guard let hit = result.records.first else { return }
    #expect(hit.type == "hit")
    for field in ["message_id", "chat", "sender", "ts", "text", "snippet"] {
      #expect(hit.string(field) != nil, "\(field)")
    }
    #expect(hit["score"] is Double)
    let scores = result.records.compactMap { $0["score"] as? Double }
    #expect(scores == scores.sorted(by: >), "ranked by score")
    #expect(hit.string("snippet")?.lowercased().contains("knee") == true)
    let text = psst.run("psst-search", ["knee", "--format", "text"])
    #expect(text.stdout.contains("Sam Ortiz") && text.stdout.contains("[m1]") && !text.stdout.contains("\u{1B}["))
  }

  @Test("--from, --chat, --since/--until, --limit/--offset and their inline forms filter")
  func filters() {
    let psst = imported()
    #expect(ids(search(psst, ["knee", "--from", "maya"])) == ["m2"])
    #expect(ids(search(psst, ["from:sam knee"])).allSatisfy { ["m1", "m8"].contains($0) })
    #expect(ids(search(psst, ["from:\"Sam Ortiz\"", "knee"])).count == 2)
    #expect(ids(search(psst, ["knee", "--chat", "c2"])) == [])
    #expect(ids(search(psst, ["in:\"Saturday bootcamp\" can't make it"])) == ["m6"])
    #expect(ids(search(psst, ["knee", "--since", "2026-10-01"])) == ["m8"])
    #expect(ids(search(psst, ["knee before:2026-10-01"])).sorted() == ["m1", "m2"])
    #expect(ids(search(psst, ["knee after:2026-09-04T07:01 until:2026-10-01"])) == ["m2"])
    let all = ids(search(psst, ["knee"]))
    #expect(ids(search(psst, ["knee", "--limit", "1"])) == Array(all.prefix(1)))
    #expect(ids(search(psst, ["knee", "--limit", "1", "--offset", "1"])) == [all[1]])
    #expect(ids(search(psst, ["knee", "--offset", "5"])) == [])
    let unknown = search(psst, ["from:nobody knee"])
    #expect(unknown.status == 1 && unknown.stderr.contains("no user nobody"), "\(unknown.summary)")
    let badDate = search(psst, ["knee after:someday"])
    #expect(badDate.status == 1 && badDate.stderr.contains("not a date"), "\(badDate.summary)")
    #expect(search(psst, ["knee", "--limit", "0"]).status == 1)
  }

  @Test("quoted phrases must appear as written; -word and -\"phrase\" exclude")
  func phrasesAndExclusions() {
    let psst = imported()
    #expect(Set(ids(search(psst, ["\"long run\""]))) == ["m1", "m8"])
    #expect(ids(search(psst, ["\"long run\" -easy"])) == ["m1"])
    #expect(ids(search(psst, ["knee -\"long run\""])) == ["m2"])
    #expect(ids(search(psst, ["\"run long\""])) == [])
  }

  @Test("a phrase with other words: the phrase selects, the other words only rank")
  func phraseWithOtherWords() {
    let psst = imported()
    // m1 and m8 both say "long run"; only m8 says "easy"; no message says "marathon" and "long run".
    #expect(ids(search(psst, ["\"long run\" easy"])) == ["m8", "m1"])
    #expect(Set(ids(search(psst, ["\"long run\" marathon"]))) == ["m1", "m8"])
    #expect(Set(ids(search(psst, ["what did sam say about the \"long run\"?"]))) == ["m1", "m8"])
  }

  @Test("questions lose their question words; asking what someone said keeps their messages only")
  func naturalLanguage() {
    let psst = imported()
    let lee = ids(search(psst, ["what did Lee say about the payment?"]))
    #expect(lee.first == "m3" && lee.allSatisfy { ["m3", "m4", "m7"].contains($0) }, "\(lee)")
    let october = ids(search(psst, ["knee in October"]))
    #expect(october == ["m8"], "\(october)")
  }

  @Test("synonyms from psst's lexicon: hurt ↔ sprain, meeting ↔ catch up, cancel ↔ can't make it")
  func synonyms() {
    let psst = imported()
    #expect(ids(search(psst, ["injury"])).contains("m4"))
    #expect(ids(search(psst, ["meeting"])).contains("m7"))
    #expect(ids(search(psst, ["cancel"])).contains("m6"))
    #expect(ids(search(psst, ["how much does it cost"])).contains("m7"))
  }

  @Test("an edited message is found by its new text only; an unsent one not at all")
  func editsAndUnsends() {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sam", name: "Sam Ortiz")
    let chat = psst.createChat(as: "maya", ["sam"])
    let id = psst.send(as: "maya", chat: chat, "the blue invoice is attached").record?.id ?? ""
    let other = psst.send(as: "maya", chat: chat, "another invoice for October").record?.id ?? ""
    #expect(ids(search(psst, ["--account", "maya", "blue"])) == [id])
    #expect(psst.run("psst-edit", ["--account", "maya", id, "the green invoice is attached"]).status == 0)
    #expect(ids(search(psst, ["--account", "maya", "blue"])) == [])
    #expect(ids(search(psst, ["--account", "maya", "green"])) == [id])
    #expect(psst.run("psst-unsend", ["--account", "maya", id]).status == 0)
    #expect(ids(search(psst, ["--account", "maya", "green"])) == [])
    #expect(ids(search(psst, ["--account", "maya", "invoice"])) == [other])
    let rebuilt = psst.run("psst-index", ["--account", "maya", "--rebuild", "--format", "jsonl"])
    #expect(rebuilt.status == 0 && rebuilt.record?.int("indexed") == 1, "\(rebuilt.summary)")
    #expect(ids(search(psst, ["--account", "maya", "invoice"])) == [other])
    #expect(ids(search(psst, ["--account", "maya", "green"])) == [])
  }

  @Test("accents fold both ways; emoji and CJK words are found")
  func unicodeAndEmoji() {
    let psst = imported()
    #expect(ids(search(psst, ["cafe"])) == ["m5"])
    #expect(ids(search(psst, ["CAFÉ"])) == ["m5"])
    #expect(ids(search(psst, ["zoë"])).isEmpty, "names match text, not senders")
    #expect(ids(search(psst, ["from:zoë café"])) == ["m5"])
    #expect(ids(search(psst, ["🎉"])) == ["m5"])
    #expect(ids(search(psst, ["東京"])) == ["m9"])
  }

  @Test("hostile and empty queries: a clear error or no results, never a crash or FTS syntax")
  func pathologicalQueries() {
    let psst = imported()
    for query in ["\"", "*", "-", "", "   ", "\"\"", "-knee", "-\""] {
      let result = search(psst, ["--", query])
      #expect(result.status == 1 && result.stderr.contains("the query is empty"), "\(query): \(result.summary)")
    }
    let long = search(psst, [String(repeating: "knee ", count: 2_000)])
    #expect(long.status == 1 && long.stderr.contains("limit is 1000"), "\(long.summary)")
    for query in [
      "knee AND", "OR knee", "NEAR(knee pain)", "knee NOT", "text:knee", "^knee", "(knee", "knee)", "{knee}",
      "\"knee", "knee*pain", "'; DROP TABLE messages; --", "k\u{301}nee",
    ] {
      let result = search(psst, ["--", query])
      #expect(result.status == 0, "\(query): \(result.summary)")
      #expect(!result.stderr.contains("fts5") && !result.stderr.contains("syntax"), "\(query): \(result.summary)")
      #expect(!result.looksLikeCrash, "\(query)")
    }
    #expect(ids(search(psst, ["knee"])).count == 3, "the store survived")
    #expect(ids(search(psst, ["knee", "-easy", "-rest"])) == ["m1"], "exclusions need no quoting")
  }

  @Test("--stdin searches message JSON Lines from a pipe instead of the store")
  func pipedMessages() {
    let psst = imported()
    let piped = psst.run("psst-read", ["--account", "maya", "--chat", "c1", "--peek", "--format", "jsonl"]).stdout
    let result = search(psst, ["--stdin", "knee"], stdin: piped)
    #expect(result.status == 0, "\(result.summary)")
    #expect(Set(ids(result)) == ["m1", "m2", "m8"])
    #expect(ids(search(psst, ["--stdin", "payment"], stdin: piped)) == [], "only the piped chat")
    #expect(ids(search(psst, ["--stdin", "from:maya knee"], stdin: piped)) == ["m2"])
    let bad = search(psst, ["--stdin", "knee"], stdin: "{not json\n")
    #expect(bad.status == 65 && bad.stderr.contains("line 1"), "\(bad.summary)")
    let incomplete = search(
      psst, ["--stdin", "knee"],
      stdin: piped + #"{"id":"x1","text":"knee again"}"# + "\n" + #"{"type":"typing","chat":"c1"}"# + "\n")
    #expect(Set(ids(incomplete)) == ["m1", "m2", "m8"], "\(incomplete.summary)")
    #expect(
      incomplete.stderr.contains("skipped 1 message record without an id, chat, sender or text"),
      "other record types pass by unsaid: \(incomplete.summary)")
  }

  @Test("without the model: words only, said once per store")
  func noModelSaidOnce() {
    let psst = imported()
    let first = search(psst, ["knee"])
    #expect(first.status == 0 && first.stderr.contains("searching by words only"), "\(first.summary)")
    let second = search(psst, ["knee"])
    #expect(second.status == 0 && second.stderr.isEmpty, "\(second.summary)")
    let index = psst.run("psst-index", ["--account", "maya", "--embed"])
    #expect(index.status == 69 && index.stderr.contains("PSST_MODEL_DIR"), "\(index.summary)")
  }

  @Test("with the model: messages are embedded, meaning finds messages with none of the words")
  func semantic() throws {
    try #require(
      FileManager.default.fileExists(atPath: Model.directory + "/model.safetensors"),
      "no model at \(Model.directory): run scripts/fetch-model (make test does)")
    let psst = imported(model: true)
    let status = psst.run("psst-index", ["--account", "maya", "--embed", "--format", "jsonl"])
    #expect(status.status == 0 && status.record?.int("pending") == 0, "\(status.summary)")
    #expect(status.record?.int("vectors") == 9, "\(status.summary)")
    let fell = ids(search(psst, ["who got injured playing sport"]))
    #expect(fell.first == "m4", "\(fell)")
    let coffee = ids(search(psst, ["coffee invitation"]))
    #expect(coffee.first == "m5", "\(coffee)")
    #expect(ids(search(psst, ["coffee invitation", "--lexical"])).isEmpty, "no word of it is in any message")
    #expect(!ids(search(psst, ["coffee invitation -treat"])).contains("m5"), "exclusions bind meaning too")
    let reply = ids(search(psst, ["coffee invitation"]))
    #expect(reply.contains("m6"), "a reply is embedded with what it answers: \(reply)")
    #expect(ids(search(psst, ["coffee invitation", "--from", "lee"])).allSatisfy { $0 != "m5" }, "filters too")
  }
}
