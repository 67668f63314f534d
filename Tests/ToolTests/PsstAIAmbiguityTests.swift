import Foundation
import PsstTestSupport
import Testing

/// Two contacts share a first name: a send or a call the model proposes for "Tom" never goes
/// to the Tom the model picked. It is asked about on a terminal and refused in a pipe (the
/// candidates listed), as it is when the embedded planner proposes it.
@Suite("psst-ai with a provider: a name two contacts share")
struct PsstAIAmbiguityTests {
  /// maya with 1:1 chats with Tom Berg (tom) and Tom Reed (tomr), asking `server`; the chats.
  func world(_ server: FakeOpenAI) -> (psst: Psst, berg: String, reed: String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("tom", name: "Tom Berg", role: "client")
    psst.addAccount("tomr", name: "Tom Reed", role: "client")
    let berg = psst.createChat(as: "maya", ["tom"])
    let reed = psst.createChat(as: "maya", ["tomr"])
    psst.environment = ["PSST_AI_URL": server.url, "PSST_AI_MODEL": "chat", "PSST_AI_TIMEOUT": "5"]
    return (psst, berg, reed)
  }

  /// The model completes "ping Tom about the gym" by picking Tom Berg.
  func modelPicksTomBerg(_ server: FakeOpenAI) {
    server.setControl(
      server.script([
        ["tool_calls": [["name": "send_message", "arguments": ["to": "Tom Berg", "text": "The gym is closed"]]]],
        ["content": "I'll tell Tom."],
      ]))
  }

  @Test("piped with --yes: refused, both Toms listed, nothing sent, the proposal failed in the audit log")
  func pipedIsRefused() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    modelPicksTomBerg(server)
    let (psst, berg, reed) = world(server)
    let result = psst.run("psst-ai", ["--account", "maya", "--format", "jsonl", "--yes", "ping Tom about the gym"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(server.chatRequests.count >= 1, "the model was asked")
    let candidates = result.records.first { $0.type == "action" }?.objects("candidates")?.compactMap(\.id)
    #expect(Set(candidates ?? []) == ["tom", "tomr"], "\(result.summary)")
    #expect(result.stderr.contains("(tom)") && result.stderr.contains("(tomr)"), "\(result.summary)")
    #expect(psst.messages(as: "tom", chat: berg).isEmpty && psst.messages(as: "tomr", chat: reed).isEmpty)
    let audit = psst.run("psst-ai", ["--account", "maya", "--audit", "--format", "jsonl"]).records
    #expect(audit.map { $0.string("status") } == ["failed"], "\(audit)")
  }

  @Test("the full name in the request picks its owner, whatever the model wrote")
  func theFullNamePicks() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    modelPicksTomBerg(server)
    let (psst, berg, _) = world(server)
    let result = psst.run(
      "psst-ai", ["--account", "maya", "--format", "jsonl", "--yes", "ping Tom Berg about the gym"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(psst.messages(as: "tom", chat: berg).map { $0.string("text") } == ["The gym is closed"])
  }

  @Test(
    "on a terminal: asked which Tom, then to confirm",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
  func onATerminalItAsks() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    modelPicksTomBerg(server)
    let (psst, berg, reed) = world(server)
    let base = psst.root + "/.tty"
    _ = FileManager.default.createFile(atPath: base + ".in", contents: Data("2\ny\n".utf8))
    _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", "'\(Binaries.path("psst-ai"))' --account maya 'ping Tom about the gym'", "/dev/null"]
    process.environment = psst.childEnvironment([:])
    process.standardInput = FileHandle(forReadingAtPath: base + ".in")
    process.standardOutput = FileHandle(forWritingAtPath: base + ".out")
    try process.run()
    process.waitUntilExit()
    let output = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
    #expect(process.terminationStatus == 0, "\(output)")
    #expect(output.contains("1. Tom Berg") && output.contains("2. Tom Reed"), "\(output)")
    #expect(psst.messages(as: "tomr", chat: reed).map { $0.string("text") } == ["The gym is closed"], "\(output)")
    #expect(psst.messages(as: "tom", chat: berg).isEmpty)
  }
}
