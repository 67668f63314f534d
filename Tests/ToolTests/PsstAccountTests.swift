import Foundation
import Testing

@Suite("psst-account")
struct PsstAccountTests {
  @Test func addPrintsTheAccountAndTheFirstBecomesDefault() throws {
    let psst = Psst()
    let first = psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    #expect(first.status == 0, "\(first.summary)")
    let maya = try #require(first.record)
    #expect(maya.type == "account")
    #expect(maya.id == "maya")
    #expect(maya.string("name") == "Maya Torres")
    #expect(maya.string("role") == "trainer")
    #expect(maya.bool("default") == true)

    let second = try #require(psst.addAccount("sarah", name: "Sarah Whitby").record)
    #expect(second.string("role") == "client")
    #expect(second.bool("default") == false)
  }

  @Test func addCreatesAPrivateStore() throws {
    let psst = Psst(home: nil)
    let home = psst.root + "/fresh/psst"
    let result = psst.run("psst-account", ["add", "maya", "--format", "jsonl"], env: ["PSST_HOME": home])
    #expect(result.status == 0, "\(result.summary)")
    let store = try FileManager.default.attributesOfItem(atPath: home + "/psst.db")
    let folder = try FileManager.default.attributesOfItem(atPath: home)
    #expect((store[.posixPermissions] as? Int) == 0o600)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }

  @Test func addingTheSameIdTwiceIsRefused() {
    let psst = Psst()
    psst.addAccount("maya")
    let again = psst.addAccount("maya")
    #expect(again.status == 1, "\(again.summary)")
    #expect(again.stderrLines.count == 1)
    #expect(again.stderr.contains("already exists"))
  }

  @Test func addRefusesAnInvalidId() {
    let psst = Psst()
    let result = psst.run("psst-account", ["add", "bad id!"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("invalid account id"))
    #expect(!result.looksLikeCrash)
  }

  @Test func listShowsEveryAccountAndMarksTheDefault() throws {
    let psst = Psst()
    psst.addAccount("maya")
    psst.addAccount("sarah")
    let list = psst.run("psst-account", ["list", "--format", "jsonl"])
    #expect(list.status == 0, "\(list.summary)")
    #expect(list.records.map(\.id) == ["maya", "sarah"])
    #expect(list.records.map { $0.bool("default") } == [true, false])

    let text = psst.run("psst-account", ["list", "--format", "text"])
    #expect(text.stdout.contains("* maya"))
    #expect(!text.stdout.contains("* sarah"))
  }

  @Test func useMakesAnotherAccountTheDefault() throws {
    let psst = Psst()
    psst.addAccount("maya")
    psst.addAccount("sarah")
    let use = psst.run("psst-account", ["use", "sarah", "--format", "jsonl"])
    #expect(use.status == 0, "\(use.summary)")
    let list = psst.run("psst-account", ["list", "--format", "jsonl"]).records
    #expect(list.first { $0.id == "sarah" }?.bool("default") == true)
    #expect(list.first { $0.id == "maya" }?.bool("default") == false)
    // Tools now act as sarah without --account.
    let queue = psst.run("psst-queue", ["list", "--format", "jsonl"])
    #expect(queue.status == 0, "\(queue.summary)")
  }

  @Test func setChangesNameAndRoleLocallyAndOnTheHub() throws {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya")
    psst.addAccount("sarah")
    let set = psst.run(
      "psst-account", ["set", "--account", "sarah", "--name", "Sarah O.", "--role", "staff", "--format", "jsonl"])
    #expect(set.status == 0, "\(set.summary)")
    let updated = try #require(set.record)
    #expect(updated.string("name") == "Sarah O.")
    #expect(updated.string("role") == "staff")

    let lookup = psst.run("psst-account", ["lookup", "sarah", "--account", "maya", "--format", "jsonl"])
    let profile = try #require(lookup.records.first { $0.id == "sarah" }, "\(lookup.summary)")
    #expect(profile.string("name") == "Sarah O.")
    #expect(profile.string("role") == "staff")
  }

  @Test func setWithNothingToChangeIsAUsageError() {
    let psst = Psst()
    psst.addAccount("maya")
    let result = psst.run("psst-account", ["set"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("give --name, --role, --policy or a preference"))
  }

  @Test func removeDeletesTheAccountAndMovesTheDefault() throws {
    let psst = Psst()
    psst.addAccount("maya")
    psst.addAccount("sarah")
    let remove = psst.run("psst-account", ["remove", "maya", "--format", "jsonl"])
    #expect(remove.status == 0, "\(remove.summary)")
    #expect(remove.record?.type == "account_removed")
    let list = psst.run("psst-account", ["list", "--format", "jsonl"]).records
    #expect(list.map(\.id) == ["sarah"])
    #expect(list.first?.bool("default") == true)
  }

  @Test func removeRefusesWhileTheOutboxHoldsMessagesUnlessForced() throws {
    let psst = Psst()
    psst.addAccount("maya")
    psst.addAccount("sarah")
    let chat = psst.createChat(as: "maya", ["sarah"])
    let queued = psst.send(as: "maya", chat: chat, "later", env: ["PSST_OFFLINE": "1"])
    #expect(queued.status == 75, "\(queued.summary)")

    let refused = psst.run("psst-account", ["remove", "maya"])
    #expect(refused.status == 1, "\(refused.summary)")
    #expect(refused.stderr.contains("outbox"))
    #expect(psst.run("psst-account", ["list", "--format", "jsonl"]).records.map(\.id).contains("maya"))

    let forced = psst.run("psst-account", ["remove", "maya", "--force"])
    #expect(forced.status == 0, "\(forced.summary)")
    #expect(!psst.run("psst-account", ["list", "--format", "jsonl"]).records.map(\.id).contains("maya"))
  }

  @Test func lookupFindsPeopleOnTheHubByIdOrName() throws {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    psst.addAccount("tom", name: "Tom Reed")
    let everyone = psst.run("psst-account", ["lookup", "--format", "jsonl"])
    #expect(everyone.status == 0, "\(everyone.summary)")
    #expect(Set(everyone.records.compactMap(\.id)) == ["maya", "sarah", "tom"])
    #expect(everyone.records.allSatisfy { $0.type == "user" })

    let byName = psst.run("psst-account", ["lookup", "whitby", "--format", "jsonl"])
    #expect(byName.records.compactMap(\.id) == ["sarah"])
    #expect(byName.records.first?.string("name") == "Sarah Whitby")
  }

  @Test func unknownAccountIsOneLineOnStderr() {
    let psst = Psst()
    psst.addAccount("maya")
    for (tool, arguments) in [
      ("psst-read", ["--account", "nobody"]), ("psst-send", ["--account", "nobody", "--chat", "x", "hi"]),
      ("psst-account", ["use", "nobody"]), ("psst-account", ["remove", "nobody"]),
      ("psst-queue", ["list", "--account", "nobody"]),
    ] {
      let result = psst.run(tool, arguments)
      #expect(result.status == 1, "\(result.summary)")
      #expect(result.stderrLines.count == 1, "\(result.summary)")
      #expect(result.stderr.contains("unknown account nobody"), "\(result.summary)")
      #expect(result.stdout.isEmpty)
      #expect(!result.looksLikeCrash, "\(result.summary)")
    }
  }

  @Test func unknownAccountFromTheEnvironmentIsOneLineOnStderr() {
    let psst = Psst()
    psst.addAccount("maya")
    let result = psst.run("psst-read", [], env: ["PSST_ACCOUNT": "ghost"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["psst-read: unknown account ghost; see psst-account list"])
  }

  @Test func missingStoreIsAClearLineAndCreatesNothing() {
    let psst = Psst()
    let home = psst.root + "/nowhere"
    for (tool, arguments) in [
      ("psst-read", []), ("psst-account", ["list"]), ("psst-send", ["--chat", "x", "hi"]),
      ("psst-queue", ["flush"]), ("psst-chat", ["list"]),
    ] as [(String, [String])] {
      let result = psst.run(tool, arguments, env: ["PSST_HOME": home])
      #expect(result.status == 1, "\(result.summary)")
      #expect(result.stderrLines.count == 1, "\(result.summary)")
      #expect(result.stderr.contains("no psst store at \(home)/psst.db"), "\(result.summary)")
      #expect(!result.looksLikeCrash)
    }
    #expect(!FileManager.default.fileExists(atPath: home + "/psst.db"))
  }

  @Test func noAccountsYetSaysHowToCreateOne() {
    let psst = Psst()
    psst.addAccount("maya")
    psst.run("psst-account", ["remove", "maya"])
    let result = psst.run("psst-read")
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("psst-account add"))
  }

  @Test func addWhileTheHubIsUnreachableRegistersOnTheFirstOnlineRun() throws {
    let psst = Psst()
    psst.addAccount("maya")
    let offline = psst.run(
      "psst-account", ["add", "sarah", "--name", "Sarah", "--format", "jsonl"], env: ["PSST_OFFLINE": "1"])
    #expect(offline.status == 0, "\(offline.summary)")
    #expect(offline.record?.id == "sarah")
    #expect(offline.stderr.contains("the hub learns of sarah when it is reachable"))
    let before = psst.run("psst-account", ["lookup", "--account", "maya", "--format", "jsonl"]).records.compactMap(\.id)
    #expect(!before.contains("sarah"))
    // Any tool sarah runs online registers her.
    #expect(psst.run("psst-read", ["--account", "sarah"]).status == 0)
    let after = psst.run("psst-account", ["lookup", "--account", "maya", "--format", "jsonl"]).records
    #expect(after.first { $0.id == "sarah" }?.string("name") == "Sarah")
  }

  @Test func lookupWhileTheHubIsUnreachableExits69() {
    let psst = Psst()
    psst.addAccount("maya")
    let result = psst.run("psst-account", ["lookup"], env: ["PSST_OFFLINE": "1"])
    #expect(result.status == 69, "\(result.summary)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("unreachable"))
  }

  @Test func anAccountIdOnASharedHubCannotBeTakenOverFromAnotherStore() throws {
    let first = Psst()
    let share = first.root + "/share"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    first.environment["PSST_HUB"] = share + "/hub.db"
    first.addAccount("sam", name: "Sam")
    let second = first.neighbour("someone-else")
    let taken = second.run("psst-account", ["add", "sam", "--name", "Not Sam"])
    #expect(taken.status == 77, "\(taken.summary)")
    #expect(taken.stderr.contains("belongs to another store"), "\(taken.summary)")
    #expect(second.run("psst-account", ["list", "--format", "jsonl"]).records.isEmpty, "no half-made account")
    let lookup = first.run("psst-account", ["lookup", "sam", "--account", "sam", "--format", "jsonl"])
    #expect(lookup.records.compactMap { $0.string("name") } == ["Sam"], "the profile is unchanged")

  }

  @Test func messagesQueuedUnderAnIdTakenMeanwhileFailInsteadOfHanging() throws {
    let first = Psst()
    let share = first.root + "/share"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    first.environment["PSST_HUB"] = share + "/hub.db"
    first.addAccount("maya")
    let second = first.neighbour("late-sam")
    #expect(second.run("psst-account", ["add", "sam"], env: ["PSST_OFFLINE": "1"]).status == 0)
    let queued = second.run(
      "psst-send", ["--account", "sam", "--to", "maya", "hello", "--format", "jsonl"], env: ["PSST_OFFLINE": "1"])
    #expect(queued.status == 75, "\(queued.summary)")
    first.addAccount("sam")  // someone else takes the id on the hub first
    let flush = second.run("psst-queue", ["flush", "--account", "sam"])
    #expect(flush.status == 77, "\(flush.summary)")
    #expect(flush.stderr.contains("belongs to another store"), "\(flush.summary)")
    let states = second.run("psst-queue", ["list", "--account", "sam", "--format", "jsonl"]).records
      .map { $0.string("state") }
    #expect(!states.isEmpty && states.allSatisfy { $0 == "failed" }, "failed, not stuck sending: \(states)")
  }
}
