import Foundation
import PsstCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `PSST_HOME` another local user could write or owns is refused before anything is read
/// from it (they could swap in a store of their own and receive everything); one the owner
/// cannot read says so; a read-only one can still be read.
@Suite("PSST_HOME and hub permissions")
struct HomeSafetyTests {
  /// maya with a message from sam in her store (synced), on the embedded hub.
  private func setUp(home: String? = nil) -> Psst {
    let psst = Psst(home: home)
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sam", name: "Sam Ortiz")
    let chat = psst.createChat(as: "sam", ["maya"])
    #expect(psst.send(as: "sam", chat: chat, "hello maya").status == 0)
    #expect(psst.read(as: "maya", ["--peek"]).records.count == 1)
    return psst
  }

  private func peek(_ psst: Psst) -> ToolResult {
    psst.read(as: "maya", ["--peek", "--no-sync", "--all"])
  }

  @Test(arguments: [0o775, 0o770, 0o757, 0o777, 0o1777])
  func aHomeGroupOrOthersMayWriteIsRefusedBeforeItIsRead(mode: Int) {
    let psst = setUp()
    chmod(psst.home, mode_t(mode))
    let result = peek(psst)
    #expect(result.status == 77, "\(result.summary)")
    #expect(result.stdout.isEmpty, "nothing is read from it")
    #expect(result.stderrLines.count == 1, "\(result.summary)")
    #expect(result.stderr.contains(psst.home) && result.stderr.contains("chmod 700 \(psst.home)"), "\(result.summary)")
    chmod(psst.home, 0o700)
    #expect(peek(psst).records.count == 1, "fixed as told, it works again")
  }

  @Test func aStoreFileGroupOrOthersMayWriteIsRefused() {
    let psst = setUp()
    let store = psst.home + "/psst.db"
    for mode in [0o660, 0o606, 0o620] {
      chmod(store, mode_t(mode))
      let result = psst.run("psst-send", ["--account", "maya", "--chat", "sam", "hi"])
      #expect(result.status == 77, "\(result.summary)")
      #expect(result.stderr.contains("chmod 600 \(store)"), "\(result.summary)")
    }
    chmod(store, 0o600)
    #expect(peek(psst).status == 0)
  }

  @Test func aStoreMadeInAHomeOthersMayWriteIsRefusedAndNotCreated() {
    let psst = Psst()
    chmod(psst.home, 0o777)
    let result = psst.run("psst-account", ["add", "maya"])
    #expect(result.status == 77, "\(result.summary)")
    #expect(!FileManager.default.fileExists(atPath: psst.home + "/psst.db"))
    let imported = psst.run("psst-import", ["--account", "maya"], stdin: "")
    #expect(imported.status == 77, "\(imported.summary)")
    #expect(!FileManager.default.fileExists(atPath: psst.home + "/psst.db"))
  }

  @Test(.enabled(if: Privileges.isRoot, "gives files to another user"))
  func aHomeOrStoreOwnedBySomeoneElseIsRefused() {
    let psst = setUp()
    for path in [psst.home, psst.home + "/psst.db"] {
      chown(path, Privileges.otherUser, Privileges.otherUser)
      let result = peek(psst)
      #expect(result.status == 77, "\(result.summary)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("belongs to user \(Privileges.otherUser)"), "\(result.summary)")
      #expect(result.stderr.contains("chown \(geteuid()) \(path)"), "\(result.summary)")
      chown(path, geteuid(), getegid())
    }
    #expect(peek(psst).records.count == 1)
  }

  @Test(.enabled(if: Privileges.isRoot, "runs the tool as another user"))
  func aHomeItsOwnerCannotReadIsAPermissionErrorNotAMissingStore() {
    let psst = setUp()
    // The sandbox is searchable by the other user; the home is theirs, with no permissions.
    chmod(psst.root, 0o711)
    chown(psst.home, Privileges.otherUser, Privileges.otherUser)
    chmod(psst.home, 0o000)
    let result = psst.run(
      "psst-read", ["--account", "maya", "--peek", "--no-sync"], pipedStdin: "", asUser: Privileges.otherUser)
    #expect(result.status == 77, "\(result.summary)")
    #expect(result.stderr.contains("cannot read PSST_HOME \(psst.home)"), "\(result.summary)")
    #expect(result.stderr.contains("chmod 700"), "\(result.summary)")
    #expect(!result.stderr.contains("create an account"), "\(result.summary)")
    chmod(psst.home, 0o700)
    chown(psst.home, geteuid(), getegid())
  }

  @Test(.enabled(if: Privileges.isRoot, "mounts a read-only file system"))
  func aReadOnlyStoreCanStillBeRead() throws {
    let disk = try TinyDisk(kilobytes: 4096)
    let psst = setUp(home: disk.path + "/home")
    #expect(psst.run("psst-queue", ["flush", "--account", "maya"]).status == 0)
    try disk.makeReadOnly()
    let peeked = peek(psst)
    #expect(peeked.status == 0, "\(peeked.summary)")
    #expect(peeked.records.compactMap { $0.string("text") } == ["hello maya"], "\(peeked.summary)")
    let insights = psst.run("psst-insights", ["priority", "--account", "maya", "--all", "--format", "jsonl"])
    #expect(insights.status == 0, "\(insights.summary)")
    #expect(insights.records.count == 1, "\(insights.summary)")
    let search = psst.run("psst-search", ["hello", "--account", "maya", "--format", "jsonl"])
    #expect(search.status == 0, "\(search.summary)")
    #expect(search.records.compactMap { $0.string("text") } == ["hello maya"], "\(search.summary)")
    // Writing is what fails, and says why.
    let send = psst.run("psst-send", ["--account", "maya", "--chat", "sam", "hi"])
    #expect(send.status == 77, "\(send.summary)")
    #expect(send.stderr.contains(psst.home + "/psst.db") && send.stderr.contains("readonly"), "\(send.summary)")
  }

  @Test func aSharedHubFolderMayBeGroupWritableButNotWorldWritable() throws {
    let psst = Psst()
    let share = psst.root + "/share"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    chmod(share, 0o2770)
    psst.environment["PSST_HUB"] = share + "/hub.db"
    psst.addAccount("maya")
    let sam = psst.neighbour("sam-home")
    sam.addAccount("sam")
    let chat = psst.createChat(as: "maya", ["sam"])
    let first = psst.send(as: "maya", chat: chat, "group folder")
    #expect(first.status == 0 && first.record?.string("state") == "sent", "\(first.summary)")

    chmod(share, 0o2777)
    let wide = psst.send(as: "maya", chat: chat, "world folder")
    #expect(wide.status == 77, "\(wide.summary)")
    #expect(wide.stderr.contains("writable by everyone") && wide.stderr.contains(share), "\(wide.summary)")
    #expect(sam.run("psst-read", ["--account", "sam"]).status == 77, "receiving is refused too")
    chmod(share, 0o2770)

    chmod(share + "/hub.db", 0o666)
    let file = psst.run("psst-account", ["lookup", "--account", "maya"])
    #expect(file.status == 77, "\(file.summary)")
    #expect(file.stderr.contains("chmod 660 \(share)/hub.db"), "\(file.summary)")
    chmod(share + "/hub.db", 0o660)

    #expect(psst.run("psst-retry", ["--account", "maya"]).status == 0, "once fixed, the refused message goes out")
    let texts = sam.run("psst-read", ["--account", "sam", "--format", "jsonl"]).records.compactMap { $0.string("text") }
    #expect(texts == ["group folder", "world folder"], "\(texts)")
  }
}
