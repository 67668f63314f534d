import Foundation
import Testing

@Suite("psst-retry")
struct PsstRetryTests {
  /// A group of maya, sarah and tom from which maya then removes sarah (who has synced it all).
  private func sarahRemovedFromGroup() -> (Psst, String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    psst.addAccount("tom", name: "Tom Reed")
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    psst.syncChats("sarah", "tom")
    psst.run("psst-chat", ["remove", group, "sarah", "--account", "maya"])
    return (psst, group)
  }

  private func outbox(_ psst: Psst, _ account: String) -> [Record] {
    psst.run("psst-queue", ["list", "--account", account, "--format", "jsonl"]).records
  }

  @Test func sendRefusedByTheHubIsFailedWithTheReason() throws {
    let (psst, group) = sarahRemovedFromGroup()
    let send = psst.send(as: "sarah", chat: group, "am I still here?")
    #expect(send.status == 77, "\(send.summary)")
    let message = try #require(send.record)
    #expect(message.string("state") == "failed")
    #expect(message.string("failure")?.contains("not a member") == true)
    #expect(send.stderr.contains("psst-retry"))
    let entry = try #require(outbox(psst, "sarah").first)
    #expect(entry.id == message.id)
    #expect(entry.string("state") == "failed")
    #expect(psst.messages(as: "tom", chat: group).isEmpty)
  }

  @Test func retryOfAStillRefusedMessageFailsAgain() throws {
    let (psst, group) = sarahRemovedFromGroup()
    let id = try #require(psst.send(as: "sarah", chat: group, "hello?").record?.id)
    let retry = psst.run("psst-retry", ["--account", "sarah", "--format", "jsonl"])
    #expect(retry.status == 77, "\(retry.summary)")
    #expect(retry.records.first?.id == id)
    #expect(retry.records.first?.string("state") == "failed")
    #expect(retry.stderr.contains("failed again"))
    #expect(outbox(psst, "sarah").first?.string("state") == "failed")
  }

  @Test func retrySendsAFailedMessageOnceItCanGo() throws {
    let (psst, group) = sarahRemovedFromGroup()
    let id = try #require(psst.send(as: "sarah", chat: group, "back again").record?.id)
    #expect(psst.run("psst-chat", ["add", group, "sarah", "--account", "maya"]).status == 0)

    let retry = psst.run("psst-retry", ["--account", "sarah", "--format", "jsonl"])
    #expect(retry.status == 0, "\(retry.summary)")
    #expect(retry.records.compactMap(\.id) == [id])
    #expect(retry.records.first?.string("state") == "sent")
    #expect(outbox(psst, "sarah").isEmpty)
    let mine = try #require(psst.messages(as: "sarah", chat: group).first { $0.id == id })
    #expect(mine.string("state") != "failed")
    #expect(psst.messages(as: "tom", chat: group).filter { $0.id == id }.count == 1)
  }

  @Test func retryByIdRetriesOnlyThatOne() throws {
    let (psst, group) = sarahRemovedFromGroup()
    let first = try #require(psst.send(as: "sarah", chat: group, "first").record?.id)
    let second = try #require(psst.send(as: "sarah", chat: group, "second").record?.id)
    psst.run("psst-chat", ["add", group, "sarah", "--account", "maya"])
    let retry = psst.run("psst-retry", [second, "--account", "sarah", "--format", "jsonl"])
    #expect(retry.status == 0, "\(retry.summary)")
    #expect(retry.records.compactMap(\.id) == [second])
    #expect(psst.messages(as: "tom", chat: group).compactMap(\.id) == [second])
    #expect(outbox(psst, "sarah").compactMap(\.id) == [first])
  }

  @Test func retryingAnAlreadySentIdReportsItAndSendsNothingTwice() throws {
    let (psst, group) = sarahRemovedFromGroup()
    let id = try #require(psst.send(as: "sarah", chat: group, "once only").record?.id)
    psst.run("psst-chat", ["add", group, "sarah", "--account", "maya"])
    #expect(psst.run("psst-retry", [id, "--account", "sarah"]).status == 0)

    let again = psst.run("psst-retry", [id, "--account", "sarah", "--format", "jsonl"])
    #expect(again.status == 0, "\(again.summary)")
    #expect(again.records.compactMap(\.id) == [id])
    #expect(again.records.first?.string("state") != "failed")
    #expect(again.records.first?.type == "message", "reported as the message it is, not flushed again")
    let text = psst.run("psst-retry", [id, "--account", "sarah", "--format", "text"])
    #expect(text.stdout.contains("already sent"))
    #expect(psst.messages(as: "tom", chat: group).filter { $0.id == id }.count == 1)
    #expect(psst.messages(as: "maya", chat: group).filter { $0.id == id }.count == 1)
  }

  @Test func retryWithNothingFailedSaysSo() {
    let psst = Psst()
    psst.addAccount("maya")
    let result = psst.run("psst-retry", ["--format", "text"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stdout.contains("nothing failed"))
  }

  @Test func retryOfAnUnknownIdIsOneClearLine() {
    let psst = Psst()
    psst.addAccount("maya")
    let result = psst.run("psst-retry", ["m-nope"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["psst-retry: unknown message m-nope"])
  }

  @Test func retryWhileUnreachableKeepsTheMessageQueued() throws {
    let (psst, group) = sarahRemovedFromGroup()
    let id = try #require(psst.send(as: "sarah", chat: group, "patience").record?.id)
    let retry = psst.run("psst-retry", ["--account", "sarah"], env: ["PSST_OFFLINE": "1"])
    #expect(retry.status == 75, "\(retry.summary)")
    let entry = try #require(outbox(psst, "sarah").first)
    #expect(entry.id == id)
    #expect(entry.string("state") == "queued")
    psst.run("psst-chat", ["add", group, "sarah", "--account", "maya"])
    #expect(psst.run("psst-queue", ["flush", "--account", "sarah"]).status == 0)
    #expect(psst.messages(as: "tom", chat: group).compactMap(\.id) == [id])
  }
}
