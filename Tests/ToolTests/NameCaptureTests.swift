import Foundation
import Testing

/// Nobody receives someone else's messages by taking their name: `--to` and `--chat` with an
/// exact id reach that id, and a name that fits several people or chats is refused, listing them.
@Suite("a display name never captures --to or --chat")
struct NameCaptureTests {
  /// Sarah already chats with the user maya; mallory, named "maya", opened a 1:1 chat with
  /// her first and a group called "maya". The chat ids: mallory's 1:1, the group, Maya's 1:1.
  func world(malloryName: String = "maya") -> (psst: Psst, mallory: String, group: String, maya: String) {
    let psst = Psst()
    psst.addAccount("sarah", name: "Sarah Whitby", role: "trainer")
    psst.addAccount("maya", name: "Maya Torres", role: "client")
    psst.addAccount("mallory", name: malloryName, role: "client")
    let mallory = psst.createChat(as: "mallory", ["sarah"])
    let group = psst.createChat(as: "mallory", ["sarah"], name: "maya", group: true)
    psst.syncChats("sarah")
    let maya = psst.createChat(as: "sarah", ["maya"])
    #expect(!mallory.isEmpty && !group.isEmpty && !maya.isEmpty)
    return (psst, mallory, group, maya)
  }

  func texts(_ psst: Psst, as account: String, chat: String) -> [String] {
    psst.messages(as: account, chat: chat).compactMap { $0.string("text") }
  }

  @Test("--to an exact user id reaches that user, not someone named like it")
  func toAnIdReachesThatId() {
    let (psst, mallory, group, maya) = world()
    let sent = psst.run("psst-send", ["--account", "sarah", "--to", "maya", "--format", "jsonl", "pin 5678"])
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.record?.string("chat") == maya, "\(sent.summary)")
    #expect(texts(psst, as: "maya", chat: maya) == ["pin 5678"])
    #expect(texts(psst, as: "mallory", chat: mallory).isEmpty && texts(psst, as: "mallory", chat: group).isEmpty)
  }

  @Test("--chat with a person's exact id is their 1:1 chat, not a group named like it")
  func chatByIdReachesThatPerson() {
    let (psst, _, group, maya) = world()
    let sent = psst.run("psst-send", ["--account", "sarah", "--chat", "maya", "--format", "jsonl", "pin 5678"])
    #expect(sent.status == 0 && sent.record?.string("chat") == maya, "\(sent.summary)")
    #expect(texts(psst, as: "mallory", chat: group).isEmpty)
  }

  @Test("a name that fits several people is an error listing them; nothing is sent")
  func aSharedNameIsRefused() {
    let (psst, mallory, _, maya) = world(malloryName: "Maya Torres")
    let sent = psst.run("psst-send", ["--account", "sarah", "--to", "Maya Torres", "--format", "jsonl", "pin 5678"])
    #expect(sent.status == 1, "\(sent.summary)")
    #expect(sent.stderr.contains("(maya)") && sent.stderr.contains("(mallory)") && sent.stderr.contains("use an id"))
    #expect(texts(psst, as: "maya", chat: maya).isEmpty && texts(psst, as: "mallory", chat: mallory).isEmpty)
    #expect(psst.run("psst-queue", ["list", "--account", "sarah", "--format", "jsonl"]).records.isEmpty)
  }

  @Test("a name that fits several chats is an error listing them, for every tool that takes --chat")
  func aSharedChatNameIsRefused() {
    let (psst, mallory, group, _) = world()
    for (tool, arguments) in [("psst-send", ["hello"]), ("psst-read", []), ("psst-summarize", [])] {
      let result = psst.run(tool, ["--account", "sarah", "--chat", "MAYA", "--format", "jsonl"] + arguments)
      #expect(result.status == 1, "\(result.summary)")
      #expect(result.stderr.contains(mallory) && result.stderr.contains(group), "\(result.summary)")
    }
  }
}
