import Foundation
import PsstTestSupport
import Testing

/// psst-search and psst-index with an AI provider (scripts/fake-openai on 127.0.0.1): ranking
/// with its vectors, falling back when it fails, and the key kept out of every output.
@Suite("psst-search with a provider")
struct PsstSearchProviderTests {
  static let key = "sk-test-secret-0123456789"
  static let history = [
    #"{"type":"user","id":"maya","name":"Maya Torres"}"#,
    #"{"type":"user","id":"sam","name":"Sam Ortiz"}"#,
    #"{"type":"chat","id":"c1","name":"Sam","kind":"direct","members":["maya","sam"]}"#,
    #"{"type":"chat","id":"c2","name":"Accounts","kind":"group","members":["maya","sam"]}"#,
    #"{"type":"chat","id":"c3","name":"Rides","kind":"group","members":["maya","sam"]}"#,
    #"{"type":"message","id":"m1","chat":"c1","sender":"sam","ts":"2026-09-04T07:00:00Z","text":"I ate an apple and a pear after the run"}"#,
    #"{"type":"message","id":"m2","chat":"c2","sender":"sam","ts":"2026-09-10T07:00:00Z","text":"The invoice for October is attached"}"#,
    #"{"type":"message","id":"m3","chat":"c3","sender":"sam","ts":"2026-09-20T07:00:00Z","text":"My bike got a flat tyre on the way"}"#,
  ]

  /// A sandbox whose tools use `server` (model `model`) unless `provider` is false.
  func sandbox(_ server: FakeOpenAI, model: String = "embed", importWithProvider: Bool = true) -> Psst {
    let psst = Psst()
    let provider = ["PSST_AI_URL": server.url, "PSST_AI_EMBED_MODEL": model, "PSST_AI_KEY": Self.key]
    let imported = psst.run(
      "psst-import", ["--account", "maya"], stdin: Self.history.joined(separator: "\n") + "\n",
      env: importWithProvider ? provider : [:])
    #expect(imported.status == 0, "\(imported.summary)")
    for (name, value) in provider { psst.environment[name] = value }
    return psst
  }

  func search(_ psst: Psst, _ arguments: [String], env: [String: String] = [:]) -> ToolResult {
    psst.run("psst-search", ["--format", "jsonl"] + arguments, env: env)
  }

  func ids(_ result: ToolResult) -> [String] { result.records.compactMap { $0.string("message_id") } }

  func expectNoKey(_ results: [ToolResult], _ key: String = Self.key) {
    for result in results {
      #expect(!result.stdout.contains(key) && !result.stderr.contains(key), "\(result.summary)")
    }
  }

  @Test("ranks with the provider's vectors: a message found by meaning shares no word with the query")
  func ranksWithProviderVectors() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server)
    #expect(server.requests.contains { $0["path"] as? String == "/v1/embeddings" }, "psst-import embedded its messages")
    let found = search(psst, ["fruit"])
    #expect(found.status == 0 && ids(found) == ["m1"], "\(found.summary)")
    #expect(found.stderr.isEmpty, "\(found.summary)")
    let words = search(psst, ["fruit", "--engine", "builtin"])
    #expect(words.status == 0 && ids(words).isEmpty, "\(words.summary)")
    let index = psst.run("psst-index", ["--embed", "--format", "jsonl"])
    #expect(index.status == 0, "\(index.summary)")
    #expect(index.record?.string("model") == "provider:embed" && index.record?.int("vectors") == 3, "\(index.summary)")
    for request in server.requests {
      #expect((request["headers"] as? [String: String])?["authorization"] == "Bearer \(Self.key)")
    }
    expectNoKey([found, words, index])
  }

  @Test("--stdin messages are embedded by the provider too")
  func pipedMessages() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, importWithProvider: false)
    let lines = Self.history.filter { $0.contains(#""type":"message""#) }.joined(separator: "\n") + "\n"
    let result = psst.run("psst-search", ["--stdin", "--format", "jsonl", "vehicle"], stdin: lines)
    #expect(result.status == 0 && ids(result) == ["m3"], "\(result.summary)")
  }

  @Test("the provider failing (500) while embedding: the search falls back, says so once, exits 0")
  func fallsBackOnServerError() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "embed,status=500", importWithProvider: false)
    let result = search(psst, ["invoice"], env: ["PSST_AI_TIMEOUT": "2"])
    #expect(result.status == 0 && ids(result) == ["m2"], "\(result.summary)")
    #expect(result.stderrLines.filter { $0.contains("the AI provider failed") }.count == 1, "\(result.summary)")
    #expect(result.stderr.contains("psst-search: the AI provider failed (HTTP 500"), "\(result.summary)")
    #expect(result.stderr.contains("ranking by words only"), "\(result.summary)")
    expectNoKey([result])
  }

  @Test("the provider failing on the query's own vector: the search falls back, says so once, exits 0")
  func fallsBackOnQueryVector() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server)
    server.setControl("status=500")
    let result = search(psst, ["invoice"], env: ["PSST_AI_TIMEOUT": "2"])
    #expect(result.status == 0 && ids(result) == ["m2"], "\(result.summary)")
    #expect(result.stderrLines.filter { $0.contains("the AI provider failed") }.count == 1, "\(result.summary)")
  }

  @Test("a provider that hangs: the search falls back after PSST_AI_TIMEOUT and exits 0")
  func fallsBackOnHang() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, model: "embed,hang", importWithProvider: false)
    let started = Date()
    let result = search(psst, ["invoice"], env: ["PSST_AI_TIMEOUT": "1"])
    let seconds = Date().timeIntervalSince(started)
    #expect(result.status == 0 && ids(result) == ["m2"], "\(result.summary)")
    #expect(result.stderr.contains("the AI provider failed") && result.stderr.contains("1 s"), "\(result.summary)")
    #expect(seconds < 5, "took \(seconds) s")
  }

  @Test("the key comes from a key command, and a 401 quoting it never shows it")
  func keyCommand() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let secret = "sk-from-command-987654321"
    let psst = sandbox(server, importWithProvider: false)
    psst.environment["PSST_AI_KEY"] = nil
    psst.environment["PSST_AI_KEY_COMMAND"] = "echo \(secret)"
    let found = search(psst, ["fruit"])
    #expect(found.status == 0 && ids(found) == ["m1"], "\(found.summary)")
    let sent = server.requests.compactMap { ($0["headers"] as? [String: String])?["authorization"] }
    #expect(!sent.isEmpty && sent.allSatisfy { $0 == "Bearer \(secret)" })
    let refused = search(psst, ["invoice"], env: ["PSST_AI_EMBED_MODEL": "embed,status=401"])
    #expect(refused.status == 0 && ids(refused) == ["m2"], "\(refused.summary)")
    #expect(refused.stderr.contains("HTTP 401"), "\(refused.summary)")
    expectNoKey([found, refused], secret)
  }

  @Test("a key file open to others is refused with a clear note; the search still answers")
  func keyFileMode() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, importWithProvider: false)
    let path = writeFile(psst.root, "key", "sk-file-secret-555\n")
    chmod(path, 0o644)
    psst.environment["PSST_AI_KEY"] = nil
    psst.environment["PSST_AI_KEY_FILE"] = path
    let result = search(psst, ["invoice"])
    #expect(result.status == 0 && ids(result) == ["m2"], "\(result.summary)")
    #expect(result.stderr.contains("chmod 600"), "\(result.summary)")
    #expect(server.requests.isEmpty)
    expectNoKey([result], "sk-file-secret-555")
  }

  @Test("--engine builtin leaves a configured provider alone; --engine provider without one is a usage error")
  func engineOption() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, importWithProvider: false)
    let builtin = search(psst, ["invoice", "--engine", "builtin"])
    #expect(builtin.status == 0 && ids(builtin) == ["m2"], "\(builtin.summary)")
    #expect(server.requests.isEmpty)
    let unconfigured = search(
      psst, ["invoice", "--engine", "provider"], env: ["PSST_AI_URL": "", "PSST_AI_EMBED_MODEL": ""])
    #expect(unconfigured.status == 1 && unconfigured.stderr.contains("PSST_AI_URL"), "\(unconfigured.summary)")
    let index = psst.run(
      "psst-index", ["--embed", "--engine", "provider"], env: ["PSST_AI_EMBED_MODEL": "embed,status=401"])
    #expect(index.status == 77 && index.stderr.contains("did not accept the key"), "\(index.summary)")
    expectNoKey([builtin, unconfigured, index])
  }
}
