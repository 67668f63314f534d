import Foundation
import Testing

@testable import PsstProvider

@Suite("ProviderConfig")
struct ProviderConfigTests {
  @Test("the base URL works with or without /v1 and trailing slashes")
  func apiRoot() {
    #expect(ProviderConfig.apiRoot("http://127.0.0.1:11434") == "http://127.0.0.1:11434/v1")
    #expect(ProviderConfig.apiRoot("http://127.0.0.1:11434/") == "http://127.0.0.1:11434/v1")
    #expect(ProviderConfig.apiRoot("https://api.openai.com/v1/") == "https://api.openai.com/v1")
    #expect(ProviderConfig.apiRoot("https://openrouter.ai/api/v1") == "https://openrouter.ai/api/v1")
    #expect(ProviderConfig.apiRoot("https://example.com/api") == "https://example.com/api/v1")
    let config = ProviderConfig(baseURL: "https://user:pw@llm.example.com:8443/v1")
    #expect(config.host == "llm.example.com:8443")
  }

  @Test("read from the environment; the key source in order KEY, KEY_FILE, KEY_COMMAND")
  func environment() throws {
    let variables = [
      "PSST_AI_URL": "http://localhost:8080", "PSST_AI_MODEL": "llama", "PSST_AI_EMBED_MODEL": "nomic",
      "PSST_AI_KEY_FILE": "/k", "PSST_AI_KEY_COMMAND": "pass ai", "PSST_AI_TIMEOUT": "2.5",
    ]
    let config = try ProviderConfig.fromEnvironment { variables[$0] }
    #expect(config?.baseURL == "http://localhost:8080/v1")
    #expect(config?.chatModel == "llama" && config?.embedModel == "nomic")
    #expect(config?.key == .file("/k"))
    #expect(config?.timeouts.requestMillis == 2_500 && config?.timeouts.connectMillis == 2_500)
    #expect(try ProviderConfig.fromEnvironment { [String: String]()[$0] } == nil)
    let withKey = try ProviderConfig.fromEnvironment { ($0 == "PSST_AI_KEY" ? "sk-secret-1" : variables[$0]) }
    #expect(withKey?.key == .value("sk-secret-1"))
    let described = withKey.map { String(describing: $0) } ?? ""
    #expect(!described.isEmpty && !described.contains("sk-secret-1"))
  }

  @Test("a key file open to others is refused; 0600 is read, first line only")
  func keyFileMode() throws {
    let path = NSTemporaryDirectory() + "/psst-key-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = FileManager.default.createFile(atPath: path, contents: Data("sk-file-key-42\nsecond line\n".utf8))
    chmod(path, 0o644)
    let open = providerError { _ = try ProviderConfig(baseURL: "http://x", key: .file(path)).resolveKey() }
    #expect(open?.code == .keyUnavailable)
    #expect(open?.message.contains("0644") == true && open?.message.contains("chmod 600") == true)
    #expect(open?.message.contains("sk-file-key-42") == false)
    #expect(open?.psstError.exitCode == 77)
    chmod(path, 0o600)
    #expect(try ProviderConfig(baseURL: "http://x", key: .file(path)).resolveKey() == "sk-file-key-42")
    chmod(path, 0o400)
    #expect(try ProviderConfig(baseURL: "http://x", key: .file(path)).resolveKey() == "sk-file-key-42")
    let missing = providerError { _ = try ProviderConfig(baseURL: "http://x", key: .file(path + "-no")).resolveKey() }
    #expect(missing?.code == .keyUnavailable)
  }

  @Test("a key command's first line is the key; a failing one is an error that does not echo it")
  func keyCommand() throws {
    let config = ProviderConfig(baseURL: "http://x", key: .command("printf '  sk-cmd-7 \\nrest\\n'"))
    #expect(try config.resolveKey() == "sk-cmd-7")
    let failing = providerError {
      _ = try ProviderConfig(baseURL: "http://x", key: .command("echo sk-partial; exit 3")).resolveKey()
    }
    #expect(failing?.code == .keyUnavailable)
    #expect(failing?.message.contains("exit status 3") == true)
    #expect(failing?.message.contains("sk-partial") == false)
    let silent = providerError { _ = try ProviderConfig(baseURL: "http://x", key: .command("true")).resolveKey() }
    #expect(silent?.message.contains("no key") == true)
  }
}
