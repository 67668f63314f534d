import Foundation
import Testing

@Suite("psst-unsend")
struct PsstUnsendTests {
  private func setUp() -> (Psst, String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    return (psst, psst.createChat(as: "maya", ["sarah"]))
  }

  @Test func unsendDeletesForEveryone() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "oops, wrong chat").record?.id)
    psst.run("psst-edit", ["--account", "maya", id, "oops, still wrong"])
    psst.read(as: "sarah")

    let result = psst.run("psst-unsend", ["--account", "maya", id, "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.record?.bool("deleted") == true)

    let seen = try #require(psst.read(as: "sarah", ["--chat", chat, "--history", "--peek"]).records.first)
    #expect(seen.id == id)
    #expect(seen.bool("deleted") == true)
    #expect(seen.string("text") == "")
    #expect(seen.objects("history") == nil, "the edit history is wiped too")

    let text = psst.run("psst-read", ["--account", "sarah", "--chat", chat, "--peek", "--format", "text"])
    #expect(text.stdout.contains("[message deleted]"))
    #expect(!text.stdout.contains("oops"))
    #expect(psst.messages(as: "maya", chat: chat).first?.bool("deleted") == true)
  }

  @Test func unsendingSomeoneElsesMessageIsRefusedWith77() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "stays").record?.id)
    psst.read(as: "sarah")
    let result = psst.run("psst-unsend", ["--account", "sarah", id])
    #expect(result.status == 77, "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(psst.messages(as: "maya", chat: chat).first?.bool("deleted") == false)
    #expect(psst.messages(as: "sarah", chat: chat).first?.string("text") == "stays")
  }

  @Test func unsendTwiceIsRefused() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "bye").record?.id)
    #expect(psst.run("psst-unsend", ["--account", "maya", id]).status == 0)
    let again = psst.run("psst-unsend", ["--account", "maya", id])
    #expect(again.status == 1, "\(again.summary)")
    #expect(again.stderr.contains("unsent"))
  }

  @Test func unsendOfAQueuedMessageDropsItBeforeItLeaves() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "never mind", env: ["PSST_OFFLINE": "1"]).record?.id)
    let result = psst.run("psst-unsend", ["--account", "maya", id, "--format", "jsonl"], env: ["PSST_OFFLINE": "1"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.record?.string("state") == "dropped")
    psst.run("psst-queue", ["flush", "--account", "maya"])
    #expect(psst.messages(as: "sarah", chat: chat).isEmpty)
    #expect(psst.messages(as: "maya", chat: chat).isEmpty)
  }

  @Test func unsendOfAnUnknownMessageIsOneClearLine() {
    let (psst, _) = setUp()
    let result = psst.run("psst-unsend", ["--account", "maya", "m-nope"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["psst-unsend: unknown message m-nope"])
  }

  @Test func unsendRefusedByTheHubLeavesTheMessageInPlace() throws {
    let psst = Psst()
    for person in ["maya", "sarah", "tom"] { psst.addAccount(person) }
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    psst.syncChats("sarah", "tom")
    let id = try #require(psst.send(as: "sarah", chat: group, "still here").record?.id)
    psst.run("psst-chat", ["remove", group, "sarah", "--account", "maya"])
    let unsend = psst.run("psst-unsend", ["--account", "sarah", id])
    #expect(unsend.status == 77, "\(unsend.summary)")
    #expect(psst.messages(as: "tom", chat: group).first { $0.id == id }?.bool("deleted") == false)
    // Refused means nothing happened: the sender's copy is not deleted either.
    let mine = try #require(
      psst.read(as: "sarah", ["--chat", group, "--peek", "--no-sync"]).records.first { $0.id == id })
    #expect(mine.bool("deleted") == false)
    #expect(mine.string("text") == "still here")
  }
}
