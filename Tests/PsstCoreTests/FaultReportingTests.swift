import Foundation
import Testing

@testable import PsstCore
@testable import PsstLocalHub

#if canImport(Glibc)
  import Glibc
#endif

/// Careless environments and faults come out as the error a user can act on: the file named,
/// the exit status documented, and the fix said.
@Suite("Store and hub: unsafe places and faults")
struct FaultReportingTests {
  @Test func aHomeOrStoreOthersMayWriteIsRefusedBeforeOpening() throws {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    _ = try Store.open(environment, create: true)
    chmod(environment.home, 0o770)
    let home = psstError { _ = try Store.open(environment) }
    #expect(home?.kind == .permission)
    #expect(home?.exitCode == 77)
    #expect(home?.message.contains("(mode 0770)") == true && home?.message.contains("fix: chmod 700") == true)
    chmod(environment.home, 0o700)
    chmod(environment.storePath, 0o620)
    let store = psstError { _ = try Store.open(environment) }
    #expect(store?.message.contains("fix: chmod 600 \(environment.storePath)") == true)
    chmod(environment.storePath, 0o600)
    _ = try Store.open(environment)
  }

  @Test func aMissingHomeIsStillTheClearNotFound() {
    let folder = TemporaryFolder()
    let error = psstError { _ = try Store.open(Environment(home: folder.path + "/none")) }
    #expect(error?.kind == .notFound)
  }

  @Test func aHubAnyoneMayWriteIsRefusedAGroupOneIsNot() throws {
    let folder = TemporaryFolder()
    let share = folder.path + "/share"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    let environment = Environment(home: folder.path + "/home", hubPath: share + "/hub.db")
    chmod(share, 0o770)
    _ = try LocalHub(environment)
    chmod(share, 0o1777)
    let error = psstError { _ = try LocalHub(environment) }
    #expect(error?.kind == .permission)
    #expect(error?.message.contains("writable by everyone") == true)
  }

  @Test func aHubOfANewerSchemaIsUnavailableAndLeftAlone() throws {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path)
    _ = try LocalHub(environment)
    try Database(path: environment.hubPath, create: false).execute("PRAGMA user_version = 9")
    let error = psstError { _ = try LocalHub(environment) }
    #expect(error?.kind == .unavailable)
    #expect(
      error?.message.contains("hub schema version 9; this psst knows up to \(LocalHub.migrations.count): upgrade psst")
        == true)
    #expect(try Database(path: environment.hubPath, create: false).first("PRAGMA user_version") { $0.int(0) } == 9)
  }

  @Test func lookupWordsAreLiteral() throws {
    let folder = TemporaryFolder()
    let hub = try LocalHub(Environment(home: folder.path))
    for (id, name) in [("ann_a", "Ann A"), ("annxa", "Ann X"), ("pct", "50% off"), ("back", "a\\b")] {
      try hub.register(User(id: id, displayName: name, role: nil), as: Identity(user: id, device: "d-" + id))
    }
    let me = Identity(user: "pct", device: "d-pct")
    func ids(_ query: String) throws -> [String] { try hub.lookup(ids: [], query: query, as: me).map(\.id) }
    #expect(try ids("%") == ["pct"])
    #expect(try ids("n_a") == ["ann_a"])
    #expect(try ids("\\") == ["back"])
    #expect(try ids("ann").count == 2)
  }

  @Test func aLockHeldTooLongIsUnavailableNamingTheFile() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/locked.db"
    let holder = try Database(path: path)
    try holder.execute("CREATE TABLE t(x)")
    try holder.execute("BEGIN IMMEDIATE")
    let waiter = try Database(path: path, busyTimeout: 100)
    let error = psstError { _ = try waiter.write { try waiter.run("INSERT INTO t VALUES(1)") } }
    try holder.execute("COMMIT")
    #expect(error?.kind == .unavailable)
    #expect(error?.message.hasPrefix("\(path) is locked by another process") == true)
  }

  @Test func aDamagedFileIsNamedWithWhatToDo() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/psst.db"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 4096)))
    let error = psstError { _ = try Database(path: path) }
    #expect(error?.kind == .internalFailure)
    #expect(error?.message.hasPrefix("\(path) is damaged (file is not a database)") == true)
    #expect(error?.message.contains("sqlite3 \(path).damaged .recover | sqlite3 \(path)") == true)
  }

  @Test func undoneLinesAreNamed() {
    let full = PsstError.ioFailure("disk full")
    #expect(
      full.undoing(lines: 5...9, failedAt: 7).message
        == "line 7: disk full; lines 5-9 not stored (the lines before were)")
    #expect(full.undoing(lines: 1...3).message == "disk full; lines 1-3 not stored")
    #expect(full.undoing(lines: 1...1, failedAt: 1).message == "line 1: disk full; not stored")
    #expect(full.undoing(lines: 1...1).exitCode == 74)
  }

  @Test func typedFieldsRefuseTheWrongTypeNamingIt() throws {
    let record = try JSON.parse(#"{"attach":"a.jpg","reply_to":5,"chat":"c1","none":null,"list":["a",1]}"#)
    #expect(psstError { _ = try record.stringList("attach", "file paths") }?.message.hasSuffix("not a string") == true)
    #expect(psstError { _ = try record.optionalString("reply_to", "a message id") }?.kind == .badInput)
    #expect(try record.optionalString("chat", "a chat") == "c1")
    #expect(try record.optionalString("none", "x") == nil && record.optionalString("absent", "x") == nil)
    #expect(try record.stringList("none", "x").isEmpty)
    #expect(psstError { _ = try record.stringList("list", "ids") }?.message.contains("holds a number") == true)
  }

  @Test func importedIdsKeepOtherSystemsButNotPathsOrControls() {
    for good in ["sam", "c01-030", "@sam:example.org", "!room:example.org", "$event+x=", "ünïcode"] {
      #expect(psstError { try HistoryImporter.validateImportedIdentifier(good, field: "id") } == nil, "\(good)")
    }
    let long = String(repeating: "a", count: 256)
    for bad in ["", "a/b", "../x", "a b", "a\u{1B}b", "a\u{202E}b", "-rf", "a\nb", long] {
      #expect(psstError { try HistoryImporter.validateImportedIdentifier(bad, field: "id") }?.kind == .badInput)
    }
  }
}
