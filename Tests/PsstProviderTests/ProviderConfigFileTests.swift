import Foundation
import PsstCore
import Testing

@testable import PsstProvider

/// The config file's `ai.*` settings and how the environment overrides them.
@Suite("ProviderConfig from the config file")
struct ProviderConfigFileTests {
  func file(_ text: String) throws -> ConfigFile { try ConfigFile.parse(text, path: "/home/u/.config/psst/config") }

  func resolve(_ text: String, _ variables: [String: String] = [:]) throws -> ProviderConfig? {
    try ProviderConfig.resolve(file: try file(text), variable: { variables[$0] })
  }

  @Test("every setting read from the file; comments, blank lines and quotes are fine")
  func everySetting() throws {
    let config = try #require(
      try resolve(
        """
        # the provider
        ai.url = http://127.0.0.1:11434

        ai.model = "llama3.2"
        ai.embed_model="nomic-embed-text # quoted"
        ai.timeout = 2.5 # seconds
        ai.key_file = ~/.config/psst/key   # mode 0600
        ai.daily_limit = 250
        ai.price_input = 0.15
        ai.price_output = 0.6
        """, ["HOME": "/home/u"]))
    #expect(config.baseURL == "http://127.0.0.1:11434/v1")
    #expect(config.chatModel == "llama3.2" && config.embedModel == "nomic-embed-text # quoted")
    #expect(config.timeouts.requestMillis == 2_500)
    #expect(config.key == .file("/home/u/.config/psst/key"))
    #expect(config.dailyLimit == 250)
    #expect(config.costMicros(TokenUsage(promptTokens: 1_000, completionTokens: 100)) == 210)
  }

  @Test("the environment overrides the file setting by setting; a key in the environment replaces the file's")
  func environmentWins() throws {
    let text = "ai.url = http://file\nai.model = file-model\nai.key_command = pass ai\nai.daily_limit = 5\n"
    let config = try #require(
      try resolve(text, ["PSST_AI_MODEL": "env-model", "PSST_AI_KEY_FILE": "/k", "PSST_AI_DAILY_LIMIT": "7"]))
    #expect(config.baseURL == "http://file/v1" && config.chatModel == "env-model")
    #expect(config.key == .file("/k") && config.dailyLimit == 7)
    #expect(try resolve(text)?.key == .command("pass ai"))
    #expect(try resolve("ai.model = m\n") == nil, "no URL: no provider")
    #expect(try resolve("ai.url = http://x\n")?.dailyLimit == ProviderConfig.defaultDailyLimit)
  }

  @Test("a key in the file, an unknown key, a bad value: errors naming the file and line, never the key")
  func refusals() throws {
    let cases: [(String, String)] = [
      ("ai.url = http://x\nai.key = sk-live-123\n", "config line 2: the API key is not kept in the config file"),
      ("ai.url = http://x\n\nai.mdoel = m\n", "config line 3: unknown key ai.mdoel"),
      ("ai.url = http://x\nai.price_input = free\n", "config line 2: ai.price_input is a price"),
      ("ai.url = http://x\nai.daily_limit = -1\n", "config line 2: ai.daily_limit is a whole number"),
      ("oops\n", "config line 1: expected key = value"),
      ("= value\n", "config line 1: a value without a key"),
    ]
    for (text, says) in cases {
      #expect(throws: PsstError.self) { try resolve(text) }
      do {
        _ = try resolve(text)
      } catch let error as PsstError {
        #expect(error.message.contains(says) && !error.message.contains("sk-live-123"), "\(error.message)")
        #expect(error.exitCode == 1)
      }
    }
    #expect(throws: PsstError.self) { try resolve("ai.url = http://x\n", ["PSST_AI_TIMEOUT": "soon"]) }
  }

  @Test("the file's place: PSST_HOME, else XDG_CONFIG_HOME, else ~/.config")
  func path() {
    #expect(ConfigFile.path { ["PSST_HOME": "/p", "XDG_CONFIG_HOME": "/x"][$0] } == "/p/config")
    #expect(ConfigFile.path { ["XDG_CONFIG_HOME": "/x", "HOME": "/h"][$0] } == "/x/psst/config")
    #expect(ConfigFile.path { ["HOME": "/h"][$0] } == "/h/.config/psst/config")
  }

  @Test("a config file others can write is refused; one only its owner can write is read")
  func permissions() throws {
    let path = NSTemporaryDirectory() + "/psst-config-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = FileManager.default.createFile(atPath: path, contents: Data("ai.url = http://x\n".utf8))
    chmod(path, 0o620)
    #expect(throws: PsstError.self) { try ConfigFile.load(path) }
    chmod(path, 0o644)
    #expect(try ConfigFile.load(path)?.entries.first?.value == "http://x")
    #expect(try ConfigFile.load(path + "-none") == nil)
  }

  @Test("a line that is not key = value is refused without repeating it (it may be a pasted key)")
  func badLinesAreNotRepeated() throws {
    let key = "sk-proj-pasted-secret-0123456789"
    do {
      _ = try file("ai.url = http://127.0.0.1:11434\n\(key)\n")
      Issue.record("the line should be refused")
    } catch let error as PsstError {
      #expect(error.message.contains("line 2") && error.message.contains("key = value"), "\(error.message)")
      #expect(!error.message.contains("sk-proj"), "\(error.message)")
    }
  }
}
