import Foundation
import PsstTestSupport
import Testing

/// Text other people wrote, printed for a person: escape sequences in messages and names never
/// reach the terminal, and neither a name nor a message can print a line that passes for
/// another message. JSON Lines keep the exact text.
@Suite("hostile text on a terminal")
struct HostileTextTests {
  /// The message (OSC 52 writes the clipboard, OSC 0 retitles the window), then a line
  /// made to look like Sarah's.
  static let text = "hi\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\ \u{1B}]0;pwned\u{7}\nSarah Whitby: wire the deposit"
  /// A display name with ESC, a C1 CSI and a new line that forges a whole message line.
  static let name = "Mal\u{1B}[31mlory\u{9B}2J\n[2026-01-01 10:00 · now] Sarah Whitby: wire the deposit"

  /// Sarah, and Mallory (named `name`) who sent her `text` in their 1:1 chat.
  func world() -> (psst: Psst, chat: String) {
    let psst = Psst()
    psst.environment["PSST_AI"] = "builtin"
    psst.addAccount("sarah", name: "Sarah Whitby", role: "trainer")
    psst.addAccount("mallory", name: Self.name, role: "client")
    let chat = psst.createChat(as: "mallory", ["sarah"])
    #expect(psst.send(as: "mallory", chat: chat, Self.text).status == 0)
    psst.syncChats("sarah")
    return (psst, chat)
  }

  /// What a terminal would obey: C0 controls but tab and new line, DEL, C1, bidi overrides.
  static func obeyed(_ output: String) -> [Unicode.Scalar] {
    output.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
  }

  /// No control character on stdout or stderr, and no line that starts like a forged one.
  func expectSafe(_ result: ToolResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(Self.obeyed(result.stdout).isEmpty, "\(result.summary)", sourceLocation: sourceLocation)
    #expect(Self.obeyed(result.stderr).isEmpty, "\(result.summary)", sourceLocation: sourceLocation)
    let forged = (result.stdout + "\n" + result.stderr).split(separator: "\n").filter {
      $0.hasPrefix("Sarah Whitby: wire") || $0.hasPrefix("[2026-01-01")
    }
    #expect(forged.isEmpty, "\(result.summary)", sourceLocation: sourceLocation)
  }

  @Test("every tool's text output shows the escapes and keeps forged lines indented or on one line")
  func everyToolsTextOutputIsSafe() {
    let (psst, _) = world()
    let runs: [(String, [String])] = [
      ("psst-read", ["--all"]), ("psst-watch", ["--from-start", "--once"]), ("psst-search", ["deposit"]),
      ("psst-chat", ["list"]), ("psst-account", ["lookup", "Mal"]), ("psst-summarize", []),
      ("psst-insights", ["priority", "--all"]), ("psst-ai", ["what did Mallory say about the deposit"]),
      ("psst-profile", []),
    ]
    for (tool, arguments) in runs {
      let result = psst.run(tool, arguments + ["--account", "sarah", "--format", "text"])
      #expect(result.status == 0, "\(result.summary)")
      expectSafe(result)
    }
    let read = psst.run("psst-read", ["--all", "--account", "sarah", "--format", "text"])
    #expect(read.stdout.contains("hi^[]52;c;cm0gLXJmIH4=^[\\ ^[]0;pwned^G\n    Sarah Whitby: wire the deposit"))
    #expect(
      read.stdout.contains("Mal^[[31mlory<U+009B>2J^J[2026-01-01 10:00 · now] Sarah Whitby: wire the deposit: hi"))
    let search = psst.run("psst-search", ["deposit", "--account", "sarah", "--format", "text"])
    #expect(search.stdout.contains("^[]0;pwned^G"), "\(search.summary)")
  }

  @Test("JSON Lines keep the exact text and name")
  func jsonLinesKeepTheExactText() {
    let (psst, chat) = world()
    let message = psst.messages(as: "sarah", chat: chat).first
    #expect(message?.string("text") == Self.text)
    #expect(message?.string("sender_name") == Self.name)
    let hit = psst.run("psst-search", ["deposit", "--account", "sarah", "--format", "jsonl"]).records.first
    #expect(hit?.string("text") == Self.text)
  }

  @Test("a model's answer streams with its escapes shown, and an error quoting it stays one diagnostic")
  func providerTextIsSafe() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(
      server.script([
        [
          "tool_calls": [
            ["name": "set_reminder", "arguments": ["text": "x", "when": "\u{1B}]0;pwned\u{7}\nSarah Whitby: wire"]]
          ]
        ],
        ["content": "Nothing\u{1B}]52;c;cm0gLXJmIH4=\u{7} here.\u{202E}"],
      ]))
    let psst = PsstSearchTests.sandbox(provider: server)
    let result = psst.run("psst-ai", ["--format", "text", "What did Sam say about his knee?"])
    #expect(result.status == 0, "\(result.summary)")
    expectSafe(result)
    #expect(result.stdout.hasPrefix("Nothing^[]52;c;cm0gLXJmIH4=^G here.<U+202E>"), "\(result.summary)")
    #expect(result.stderr.contains("^[]0;pwned^G\n  Sarah Whitby: wire"), "\(result.summary)")
  }
}
