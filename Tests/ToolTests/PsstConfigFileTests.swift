import Foundation
import PsstTestSupport
import Testing

/// psst's config file ($PSST_HOME/config here) as psst-ai reads it: the provider set there,
/// environment variables overriding it, and clear refusals of bad lines, a key written in the
/// file, and a file other users can change.
@Suite("config file")
struct PsstConfigFileTests {
  static let key = "sk-config-secret-0123456789"

  func sandbox(_ server: FakeOpenAI, config: String, mode: Int16 = 0o600) -> Psst {
    let psst = PsstSearchTests.sandbox()
    let path = writeFile(psst.home, "config", config.replacingOccurrences(of: "URL", with: server.url))
    chmod(path, mode_t(mode))
    return psst
  }

  func ask(_ psst: Psst, _ question: String = "What did Sam say about his knee?", env: [String: String] = [:])
    -> ToolResult
  {
    psst.run("psst-ai", ["--format", "jsonl", question], env: env)
  }

  @Test("the provider set in the file answers; the key comes from ai.key_file")
  func providerFromFile() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]))
    let psst = Psst()
    let keyFile = writeFile(psst.root, "key", Self.key + "\n")
    chmod(keyFile, 0o600)
    let configured = sandbox(
      server, config: "# provider\nai.url = URL\nai.model = \"chat\"\n\nai.key_file = \(keyFile)\nai.timeout = 2\n")
    let result = ask(configured)
    #expect(result.status == 0 && result.record?.string("engine") == "provider", "\(result.summary)")
    let headers = server.chatRequests.first?["headers"] as? [String: String]
    #expect(headers?["authorization"] == "Bearer \(Self.key)")
    #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
  }

  @Test("environment variables override the file, setting by setting")
  func environmentOverrides() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Near mile 14 [m1]."]]))
    let psst = sandbox(server, config: "ai.url = URL\nai.model = chat,status=400\nai.daily_limit = 0\n")
    let fromFile = ask(psst)
    #expect(fromFile.status == 0 && fromFile.stderr.contains("AI Error"), "the file's model: \(fromFile.summary)")
    let overridden = ask(psst, env: ["PSST_AI_MODEL": "chat"])
    #expect(overridden.record?.string("engine") == "provider", "\(overridden.summary)")
    #expect((server.chatRequests.last?["body"] as? [String: Any])?["model"] as? String == "chat")
    let limited = ask(psst, "Who sprained an ankle?", env: ["PSST_AI_MODEL": "chat", "PSST_AI_DAILY_LIMIT": "1"])
    #expect(limited.stderr.contains("daily limit of 1"), "\(limited.summary)")
  }

  @Test("a file other users can change is refused (exit 77), naming the fix")
  func writableByOthers() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let psst = sandbox(server, config: "ai.url = URL\nai.model = chat\n", mode: 0o664)
    let result = ask(psst)
    #expect(result.status == 77 && result.stderr.contains("chmod go-w"), "\(result.summary)")
    #expect(server.chatRequests.isEmpty)
    chmod(psst.home + "/config", 0o644)
    #expect(ask(psst).status == 0, "readable by others is fine: it holds no secret")
  }

  @Test("bad lines are errors naming the file and line; a key in the file is refused without echoing it")
  func badLines() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let cases: [(config: String, says: String)] = [
      ("ai.url = URL\nai.modle = chat\n", "line 2: unknown key ai.modle"),
      ("ai.url = URL\njust words\n", "line 2: expected key = value"),
      ("ai.url = URL\nai.key = \(Self.key)\n", "line 2: the API key is not kept in the config file"),
      ("ai.url = URL\nai.daily_limit = lots\n", "line 2: ai.daily_limit is a whole number"),
      ("ai.url = URL\nai.timeout = -1\n", "line 2: ai.timeout is seconds above 0"),
      ("ai.url = URL\nai.model = a\nai.model = b\n", "line 3: ai.model is already set on line 2"),
      ("ai.url = URL\nai.key_file = /k\nai.key_command = pass ai\n", "not both"),
    ]
    for (config, says) in cases {
      let psst = sandbox(server, config: config)
      let result = ask(psst)
      #expect(result.status == 1 && result.stderr.contains(says), "\(config): \(result.summary)")
      #expect(result.stderr.contains(psst.home + "/config"), "\(result.summary)")
      #expect(!result.stderr.contains(Self.key))
    }
    #expect(server.chatRequests.isEmpty)
  }
}
