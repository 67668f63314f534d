import Foundation
import Testing

@Suite("psst-edit")
struct PsstEditTests {
  private func setUp() -> (Psst, String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    return (psst, psst.createChat(as: "maya", ["sarah"]))
  }

  @Test func editChangesTheTextForEveryoneWithHistoryVisible() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "Session at 6").record?.id)
    psst.read(as: "sarah")

    let first = psst.run("psst-edit", ["--account", "maya", id, "Session", "at", "7", "--format", "jsonl"])
    #expect(first.status == 0, "\(first.summary)")
    #expect(first.record?.string("text") == "Session at 7")
    #expect(first.record?.bool("edited") == true)
    #expect(first.record?.objects("history")?.compactMap { $0.string("text") } == ["Session at 6"])
    let second = psst.run("psst-edit", ["--account", "maya", id, "Session at 7:30", "--format", "jsonl"])
    #expect(second.status == 0, "\(second.summary)")

    let seen = try #require(psst.read(as: "sarah", ["--chat", chat, "--history", "--peek"]).records.first)
    #expect(seen.id == id)
    #expect(seen.string("text") == "Session at 7:30")
    #expect(seen.bool("edited") == true)
    #expect(seen.string("edited_at") != nil)
    #expect(seen.objects("history")?.compactMap { $0.string("text") } == ["Session at 6", "Session at 7"])

    // Without --history only the current text and the flag.
    let plain = try #require(psst.read(as: "sarah", ["--chat", chat, "--peek"]).records.first)
    #expect(plain.objects("history") == nil)
    #expect(plain.bool("edited") == true)

    let text = psst.run("psst-read", ["--account", "sarah", "--chat", chat, "--history", "--peek", "--format", "text"])
    #expect(text.stdout.contains("Session at 7:30 (edited)"))
    #expect(text.stdout.contains("was: Session at 6"))
    #expect(text.stdout.contains("was: Session at 7"))
  }

  @Test func editingSomeoneElsesMessageIsRefusedWith77() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "mine").record?.id)
    psst.read(as: "sarah")
    let result = psst.run("psst-edit", ["--account", "sarah", id, "hijacked"])
    #expect(result.status == 77, "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("own"))
    #expect(psst.messages(as: "maya", chat: chat).first?.string("text") == "mine")
    #expect(psst.messages(as: "sarah", chat: chat).first?.string("text") == "mine")
  }

  @Test func editRefusesEmptyAndOverlongText() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "keep").record?.id)
    let empty = psst.run("psst-edit", ["--account", "maya", id, ""])
    #expect(empty.status == 65, "\(empty.summary)")
    let long = psst.run("psst-edit", ["--account", "maya", id, String(repeating: "x", count: 4001)])
    #expect(long.status == 65, "\(long.summary)")
    #expect(long.stderr.contains("4000"))
    #expect(psst.messages(as: "sarah", chat: chat).first?.bool("edited") == false)
  }

  @Test func editOfAnUnknownMessageIsOneClearLine() {
    let (psst, _) = setUp()
    let result = psst.run("psst-edit", ["--account", "maya", "m-nope", "x"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["psst-edit: unknown message m-nope"])
  }

  @Test func editOfAQueuedMessageChangesItBeforeItLeaves() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "typo", env: ["PSST_OFFLINE": "1"]).record?.id)
    let edit = psst.run(
      "psst-edit", ["--account", "maya", id, "fixed", "--format", "jsonl"], env: ["PSST_OFFLINE": "1"])
    #expect(edit.status == 0, "\(edit.summary)")
    #expect(edit.record?.string("text") == "fixed")
    psst.run("psst-queue", ["flush", "--account", "maya"])
    let seen = try #require(psst.messages(as: "sarah", chat: chat).first)
    #expect(seen.string("text") == "fixed")
    #expect(seen.bool("edited") == false, "nobody saw the queued text, so there is no history")
  }

  @Test func editWhileOfflineIsQueuedWith75AndDeliveredByTheFlush() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "v1").record?.id)
    let edit = psst.run("psst-edit", ["--account", "maya", id, "v2", "--format", "jsonl"], env: ["PSST_OFFLINE": "1"])
    #expect(edit.status == 75, "\(edit.summary)")
    #expect(edit.record?.string("text") == "v2", "the sender sees the edit at once")
    #expect(psst.messages(as: "sarah", chat: chat).first?.string("text") == "v1")
    psst.run("psst-queue", ["flush", "--account", "maya"])
    let seen = try #require(psst.read(as: "sarah", ["--chat", chat, "--history", "--peek"]).records.first)
    #expect(seen.string("text") == "v2")
    #expect(seen.objects("history")?.compactMap { $0.string("text") } == ["v1"])
  }

  @Test func editRefusedByTheHubLeavesTheMessageUnchanged() throws {
    let psst = Psst()
    for person in ["maya", "sarah", "tom"] { psst.addAccount(person) }
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    psst.syncChats("sarah", "tom")
    let id = try #require(psst.send(as: "sarah", chat: group, "original").record?.id)
    psst.run("psst-chat", ["remove", group, "sarah", "--account", "maya"])
    let edit = psst.run("psst-edit", ["--account", "sarah", id, "changed"])
    #expect(edit.status == 77, "\(edit.summary)")
    #expect(psst.messages(as: "tom", chat: group).first { $0.id == id }?.string("text") == "original")
    // The sender's own copy must say what everyone else sees, not the refused edit.
    let mine = try #require(
      psst.read(as: "sarah", ["--chat", group, "--peek", "--no-sync"]).records.first { $0.id == id })
    #expect(mine.string("text") == "original")
    #expect(mine.bool("edited") == false)
  }

  @Test func ownEditsComingBackFromTheHubAreNotAppliedTwice() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "v1").record?.id)
    #expect(psst.run("psst-edit", ["--account", "maya", id, "v2"]).status == 0)
    #expect(psst.run("psst-edit", ["--account", "maya", id, "v3"]).status == 0)
    // psst-read syncs: the two edit events come back from the hub.
    let mine = try #require(
      psst.read(as: "maya", ["--chat", chat, "--history", "--peek"]).records.first { $0.id == id })
    #expect(mine.string("text") == "v3")
    #expect(mine.objects("history")?.compactMap { $0.string("text") } == ["v1", "v2"])
    let theirs = try #require(
      psst.read(as: "sarah", ["--chat", chat, "--history", "--peek"]).records.first { $0.id == id })
    #expect(theirs.objects("history")?.compactMap { $0.string("text") } == ["v1", "v2"])
  }
}
