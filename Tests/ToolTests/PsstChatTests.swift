import Foundation
import Testing

@Suite("psst-chat")
struct PsstChatTests {
  /// maya (trainer), sarah and tom (clients) on one machine and one hub.
  private func people() -> Psst {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    psst.addAccount("tom", name: "Tom Reed")
    return psst
  }

  @Test func createDirectMakesATwoPersonChatNamedAfterTheOtherPerson() throws {
    let psst = people()
    let result = psst.run("psst-chat", ["create", "--account", "maya", "sarah", "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    let chat = try #require(result.record)
    #expect(chat.type == "chat")
    #expect(chat.string("kind") == "direct")
    #expect(chat.string("state") == "created")
    #expect(chat.string("name") == "Sarah Whitby")
    #expect(chat.strings("members")?.sorted() == ["maya", "sarah"])

    // The other side sees it too, named after maya.
    let theirs = psst.run("psst-chat", ["list", "--account", "sarah", "--format", "jsonl"]).records
    #expect(theirs.map(\.id) == [chat.id])
    #expect(theirs.first?.string("name") == "Maya Torres")
  }

  @Test func secondDirectCreateReturnsTheExistingChat() throws {
    let psst = people()
    let first = try #require(
      psst.run("psst-chat", ["create", "--account", "maya", "sarah", "--format", "jsonl"]).record)
    let again = psst.run("psst-chat", ["create", "--account", "maya", "sarah", "--format", "jsonl"])
    #expect(again.status == 0, "\(again.summary)")
    let second = try #require(again.record)
    #expect(second.string("state") == "exists")
    #expect(second.id == first.id)
    // And from the other side: sarah asking for a chat with maya gets the same one.
    let fromSarah = try #require(
      psst.run("psst-chat", ["create", "--account", "sarah", "maya", "--format", "jsonl"]).record)
    #expect(fromSarah.string("state") == "exists")
    #expect(fromSarah.id == first.id)
    #expect(psst.run("psst-chat", ["list", "--account", "maya", "--format", "jsonl"]).records.count == 1)
  }

  @Test func groupNeedsAName() {
    let psst = people()
    let result = psst.run("psst-chat", ["create", "--account", "maya", "sarah", "tom"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("--name"))
    #expect(result.stderrLines.count == 1)
    #expect(psst.run("psst-chat", ["list", "--account", "maya", "--format", "jsonl"]).records.isEmpty)
  }

  @Test func createGroupWithNameAndMembers() throws {
    let psst = people()
    let result = psst.run(
      "psst-chat", ["create", "--account", "maya", "sarah", "tom", "--name", "Morning crew", "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    let group = try #require(result.record)
    #expect(group.string("kind") == "group")
    #expect(group.string("name") == "Morning crew")
    #expect(group.string("state") == "created")
    #expect(group.strings("members")?.sorted() == ["maya", "sarah", "tom"])
  }

  @Test func createWithAnExplicitIdKeepsIt() throws {
    let psst = people()
    let result = psst.run(
      "psst-chat",
      ["create", "--account", "maya", "sarah", "tom", "--name", "Crew", "--id", "crew", "--format", "jsonl"])
    #expect(result.record?.id == "crew", "\(result.summary)")
    let again = psst.run(
      "psst-chat", ["create", "--account", "maya", "sarah", "--group", "--name", "Other", "--id", "crew"])
    #expect(again.status == 1, "\(again.summary)")
    #expect(again.stderr.contains("already exists"))
  }

  @Test func aChatTheHubRefusesIsNotKept() throws {
    let psst = people()
    let taken = psst.run(
      "psst-chat", ["create", "--account", "tom", "sarah", "--group", "--name", "Crew", "--id", "crew"])
    #expect(taken.status == 0, "\(taken.summary)")
    let refused = psst.run("psst-chat", ["create", "--account", "maya", "sarah", "--id", "crew"])
    #expect(refused.status == 1, "\(refused.summary)")
    #expect(refused.stderrLines == ["psst-chat: chat id crew is already taken on the hub"])
    #expect(psst.run("psst-chat", ["list", "--account", "maya", "--no-sync", "--format", "jsonl"]).records.isEmpty)
    #expect(psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records.isEmpty)
    let created = psst.run("psst-chat", ["create", "--account", "maya", "sarah", "--format", "jsonl"])
    #expect(created.record?.string("state") == "created", "\(created.summary)")
  }

  @Test func listShowsEveryChatOfTheAccount() throws {
    let psst = people()
    let direct = psst.createChat(as: "maya", ["sarah"])
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    let list = psst.run("psst-chat", ["list", "--account", "maya", "--format", "jsonl"])
    #expect(list.status == 0, "\(list.summary)")
    #expect(Set(list.records.compactMap(\.id)) == [direct, group])
    // tom is only in the group.
    let toms = psst.run("psst-chat", ["list", "--account", "tom", "--format", "jsonl"]).records.compactMap(\.id)
    #expect(toms == [group])
  }

  @Test func membersListsEveryoneWithNames() throws {
    let psst = people()
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    let result = psst.run("psst-chat", ["members", "Crew", "--account", "maya", "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.records.compactMap(\.id).sorted() == ["maya", "sarah", "tom"])
    #expect(result.records.first { $0.id == "tom" }?.string("name") == "Tom Reed")
    #expect(!group.isEmpty)
  }

  @Test func addRemoveAndRenameReachEveryMember() throws {
    let psst = people()
    psst.addAccount("lee", name: "Lee Park")
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")

    let added = psst.run("psst-chat", ["add", group, "lee", "--account", "maya", "--format", "jsonl"])
    #expect(added.status == 0, "\(added.summary)")
    #expect(added.record?.strings("members")?.sorted() == ["lee", "maya", "sarah", "tom"])
    #expect(added.record?.string("state") == "updated")

    let removed = psst.run("psst-chat", ["remove", group, "tom", "--account", "maya", "--format", "jsonl"])
    #expect(removed.status == 0, "\(removed.summary)")
    #expect(removed.record?.strings("members")?.sorted() == ["lee", "maya", "sarah"])

    let renamed = psst.run("psst-chat", ["rename", group, "Evening crew", "--account", "maya", "--format", "jsonl"])
    #expect(renamed.status == 0, "\(renamed.summary)")
    #expect(renamed.record?.string("name") == "Evening crew")

    // sarah sees the new name and members; lee (added) sees the chat.
    let sarahs = psst.run("psst-chat", ["list", "--account", "sarah", "--format", "jsonl"]).records
    #expect(sarahs.first { $0.id == group }?.string("name") == "Evening crew")
    #expect(sarahs.first { $0.id == group }?.strings("members")?.sorted() == ["lee", "maya", "sarah"])
    let lees = psst.run("psst-chat", ["list", "--account", "lee", "--format", "jsonl"]).records
    #expect(lees.map(\.id) == [group])
    // The new name works as a reference.
    #expect(psst.run("psst-chat", ["members", "Evening crew", "--account", "sarah", "--format", "jsonl"]).status == 0)
  }

  @Test func membersOfADirectChatCannotChange() {
    let psst = people()
    let direct = psst.createChat(as: "maya", ["sarah"])
    let result = psst.run("psst-chat", ["add", direct, "tom", "--account", "maya"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("direct chat"))
    let members = psst.run("psst-chat", ["members", direct, "--account", "maya", "--format", "jsonl"]).records
      .compactMap(\.id)
    #expect(members.sorted() == ["maya", "sarah"])
  }

  @Test func unknownChatIsOneClearLine() {
    let psst = people()
    for arguments in [["members", "nope"], ["rename", "nope", "x"], ["add", "nope", "tom"]] {
      let result = psst.run("psst-chat", arguments + ["--account", "maya"])
      #expect(result.status == 1, "\(result.summary)")
      #expect(result.stderrLines.count == 1, "\(result.summary)")
      #expect(result.stderr.contains("unknown chat nope"), "\(result.summary)")
      #expect(!result.looksLikeCrash)
    }
  }

  @Test func unknownUserOnTheHubIsRefused() {
    let psst = people()
    let result = psst.run("psst-chat", ["create", "--account", "maya", "ghost"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("unknown user ghost"))
    #expect(psst.run("psst-chat", ["list", "--account", "maya", "--format", "jsonl"]).records.isEmpty)

    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Crew")
    let add = psst.run("psst-chat", ["add", group, "ghost", "--account", "maya"])
    #expect(add.status == 1, "\(add.summary)")
    #expect(add.stderr.contains("unknown user ghost"))
  }

  @Test func createWhileTheHubIsUnreachableIsQueuedThenFlushed() throws {
    let psst = people()
    let queued = psst.run(
      "psst-chat", ["create", "--account", "maya", "sarah", "tom", "--name", "Crew", "--format", "jsonl"],
      env: ["PSST_OFFLINE": "1"])
    #expect(queued.status == 75, "\(queued.summary)")
    let chat = try #require(queued.record)
    #expect(chat.string("state") == "queued")
    #expect(psst.run("psst-chat", ["list", "--account", "tom", "--format", "jsonl"]).records.isEmpty)

    let flush = psst.run("psst-queue", ["flush", "--account", "maya", "--format", "jsonl"])
    #expect(flush.status == 0, "\(flush.summary)")
    #expect(psst.run("psst-chat", ["list", "--account", "tom", "--format", "jsonl"]).records.map(\.id) == [chat.id])
  }

  @Test func membersShowWhoIsOnlineAndWhenOthersWereLastSeen() throws {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let chat = psst.createChat(as: "maya", ["sarah"])
    let watcher = psst.startWatch(as: "sarah")
    var online: Record?
    for _ in 0..<100 where online?.bool("online") != true {
      usleep(100_000)
      online = psst.run("psst-chat", ["members", chat, "--account", "maya", "--format", "jsonl"]).records
        .first { $0.id == "sarah" }
    }
    #expect(online?.bool("online") == true)
    #expect(online?.string("last_seen") != nil)
    watcher.signal(SIGTERM)
    #expect(watcher.wait(timeout: 10)?.status == 0)
    let members = psst.run("psst-chat", ["members", chat, "--account", "maya", "--format", "jsonl"]).records
    #expect(members.first { $0.id == "sarah" }?.bool("online") == false)
    #expect(members.first { $0.id == "maya" }?.bool("online") == nil, "no presence for yourself")
  }
}
