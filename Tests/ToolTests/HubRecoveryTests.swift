import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A shared hub folder in a careless world: hub.db deleted, replaced while a watcher runs,
/// overwritten with garbage, and a member who copies another's device id out of it.
@Suite("hub recovery")
struct HubRecoveryTests {
  /// maya's machine and sarah's and tom's (neighbours), one shared hub, a 1:1 chat of maya and
  /// sarah and a group of all three, each with a message everyone has.
  private func setUp() throws -> (maya: Psst, sarah: Psst, tom: Psst, direct: String, group: String) {
    let maya = Psst()
    let share = maya.root + "/share"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    maya.environment["PSST_HUB"] = share + "/hub.db"
    let sarah = maya.neighbour("sarah")
    let tom = maya.neighbour("tom")
    maya.addAccount("maya", name: "Maya Torres")
    sarah.addAccount("sarah", name: "Sarah Whitby")
    tom.addAccount("tom", name: "Tom Berg")
    sarah.syncChats("sarah")
    tom.syncChats("tom")
    let direct = maya.createChat(as: "maya", ["sarah"])
    let group = maya.createChat(as: "maya", ["sarah", "tom"], name: "Bootcamp", group: true)
    try #require(!direct.isEmpty && !group.isEmpty)
    #expect(maya.send(as: "maya", chat: direct, "before the loss").status == 0)
    #expect(maya.send(as: "maya", chat: group, "group before the loss").status == 0)
    sarah.syncChats("sarah")
    tom.syncChats("tom")
    return (maya, sarah, tom, direct, group)
  }

  private func removeHub(_ psst: Psst) throws {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: psst.hubPath + suffix) {
      try FileManager.default.removeItem(atPath: psst.hubPath + suffix)
    }
  }

  private func texts(_ psst: Psst, _ account: String, _ chat: String) -> [String] {
    psst.messages(as: account, chat: chat).compactMap { $0.string("text") }
  }

  @Test func aDeletedSharedHubIsRecoveredByEachMemberAndTheConversationGoesOn() throws {
    let (maya, sarah, tom, direct, group) = try setUp()
    try removeHub(maya)

    let sent = maya.send(as: "maya", chat: direct, "after the loss")
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.record?.string("state") == "sent", "\(sent.summary)")
    #expect(sent.stderr.contains("is not the one maya last used"), "\(sent.summary)")
    #expect(sent.stderr.contains("re-created 2 chats"), "\(sent.summary)")
    let inGroup = maya.send(as: "maya", chat: group, "group after the loss")
    #expect(inGroup.status == 0 && inGroup.stderr.isEmpty, "recovered once: \(inGroup.summary)")

    // Each member's psst recovers on its own, and the conversations go on both ways.
    #expect(texts(sarah, "sarah", direct) == ["before the loss", "after the loss"])
    #expect(texts(tom, "tom", group) == ["group before the loss", "group after the loss"])
    let reply = sarah.send(as: "sarah", chat: group, "sarah on the new hub")
    #expect(reply.status == 0, "\(reply.summary)")
    #expect(texts(maya, "maya", group).last == "sarah on the new hub")
    #expect(texts(tom, "tom", group).last == "sarah on the new hub")
    let fromTom = tom.send(as: "tom", chat: group, "tom too")
    #expect(fromTom.status == 0, "\(fromTom.summary)")
    #expect(texts(maya, "maya", group).last == "tom too")
    // Nothing was doubled in anyone's store.
    #expect(texts(maya, "maya", direct) == ["before the loss", "after the loss"])
  }

  @Test func aRunningWatcherNoticesAReplacedHubAndCarriesOn() throws {
    let (maya, sarah, _, direct, _) = try setUp()
    let watcher = maya.startWatch(as: "maya", ["--type", "message"])
    defer { watcher.stopIfRunning() }
    #expect(sarah.send(as: "sarah", chat: direct, "first").status == 0)
    #expect(watcher.waitForRecords { $0.contains { $0.string("text") == "first" } }.count == 1)

    try removeHub(maya)
    let after = sarah.send(as: "sarah", chat: direct, "on the new hub")
    #expect(after.status == 0, "\(after.summary)")
    let seen = watcher.waitForRecords { $0.contains { $0.string("text") == "on the new hub" } }
    #expect(seen.compactMap { $0.string("text") } == ["first", "on the new hub"], "the watcher carried on")
    let result = try #require(stop(watcher))
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stderr.contains("is not the one maya last used"), "it says so: \(result.summary)")
  }

  private func stop(_ watcher: RunningTool) -> ToolResult? {
    watcher.signal(SIGTERM)
    return watcher.wait(timeout: 10)
  }

  @Test func aDamagedHubNamesItsPathAndWhatToRunAndKeepsTheMessage() throws {
    let (maya, sarah, _, direct, _) = try setUp()
    let watcher = maya.startWatch(as: "maya", ["--type", "message"])
    defer { watcher.stopIfRunning() }
    usleep(300_000)
    try removeHub(maya)
    _ = writeFile(maya.root + "/share", "hub.db", String(repeating: "not a database\n", count: 400))

    let kept = sarah.send(as: "sarah", chat: direct, "kept for later")
    #expect(kept.status == 75, "queued: \(kept.summary)")
    #expect(kept.stderr.contains("the hub \(maya.hubPath) is damaged"), "\(kept.summary)")
    #expect(kept.stderr.contains("mv '\(maya.hubPath)' '\(maya.hubPath).damaged'"), "\(kept.summary)")
    #expect(kept.record?.string("state") == "queued")

    // Moved aside as told: the next flush starts a new hub, recovers and sends.
    try FileManager.default.moveItem(atPath: maya.hubPath, toPath: maya.hubPath + ".damaged")
    let flushed = sarah.run("psst-queue", ["flush", "--account", "sarah", "--format", "jsonl"])
    #expect(flushed.status == 0, "\(flushed.summary)")
    let seen = watcher.waitForRecords { $0.contains { $0.string("text") == "kept for later" } }
    #expect(seen.compactMap { $0.string("text") } == ["kept for later"], "the watcher carried on")
    let result = try #require(stop(watcher))
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stderr.contains("is damaged"), "the watcher said so while it lasted: \(result.summary)")
    #expect(texts(maya, "maya", direct) == ["before the loss", "kept for later"])
  }

  @Test func aMemberWhoCopiesAnotherDeviceIDFromTheHubCannotActAsThem() throws {
    let (maya, sarah, _, direct, _) = try setUp()
    let mallory = maya.neighbour("mallory")
    // mallory makes an account "maya" in her own store with maya's device id from hub.db.
    let device = runProgram("/usr/bin/sqlite3", [maya.hubPath, "SELECT device FROM users WHERE id = 'maya'"])
    let copied = device.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    try #require(device.status == 0 && !copied.isEmpty, "\(device.summary)")
    // (Offline: the hub would refuse the id at once.) She also copies the chat into her store.
    let added = mallory.run("psst-account", ["add", "maya", "--name", "Maya Torres"], env: ["PSST_OFFLINE": "1"])
    try #require(added.status == 0, "\(added.summary)")
    let forged = runProgram(
      "/usr/bin/sqlite3",
      [
        mallory.home + "/psst.db",
        """
        UPDATE accounts SET device = '\(copied)' WHERE id = 'maya';
        INSERT INTO users(account, id, display_name) VALUES('maya', 'sarah', 'Sarah Whitby');
        INSERT INTO chats(account, id, name, kind, created_ms) VALUES('maya', '\(direct)', 'Sarah Whitby', 'direct', 0);
        INSERT INTO members(account, chat, user) VALUES('maya', '\(direct)', 'maya'), ('maya', '\(direct)', 'sarah');
        """,
      ])
    try #require(forged.status == 0, "\(forged.summary)")

    let sync = mallory.run("psst-chat", ["list", "--account", "maya", "--format", "jsonl"])
    #expect(sync.status == 77, "\(sync.summary)")
    #expect(sync.stderr.contains("device key does not match"), "\(sync.summary)")
    let send = mallory.run("psst-send", ["--account", "maya", "--chat", direct, "wire the deposit"])
    #expect(send.status == 77, "\(send.summary)")
    #expect(send.stderr.contains("device key does not match"), "\(send.summary)")
    #expect(!texts(sarah, "sarah", direct).contains("wire the deposit"))

    // maya herself goes on as before; her key is in her store only, not in the hub's files.
    #expect(maya.send(as: "maya", chat: direct, "still me").status == 0)
    #expect(texts(sarah, "sarah", direct).last == "still me")
    let key = runProgram("/usr/bin/sqlite3", [maya.home + "/psst.db", "SELECT device_key FROM accounts"])
    let secret = key.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(secret.count == 52, "\(key.summary)")
    for suffix in ["", "-wal"] {
      let bytes = FileManager.default.contents(atPath: maya.hubPath + suffix) ?? Data()
      #expect(bytes.range(of: Data(secret.utf8)) == nil, "maya's key is in hub.db\(suffix)")
    }
  }
}
