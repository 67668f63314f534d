import Foundation
import Testing

@testable import PsstCore

@Suite("Store: opening and migrations")
struct StoreTests {
  @Test func openingAMissingStoreWithoutCreateIsAClearNotFound() {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/none")
    let error = psstError { _ = try Store.open(environment) }
    #expect(error?.kind == .notFound)
    #expect(error?.message.contains("no psst store at \(folder.path)/none/psst.db") == true)
    #expect(error?.exitCode == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/none"))
  }

  @Test func createMakesAPrivateFolderAndFile() throws {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/a/b/psst")
    _ = try Store.open(environment, create: true)
    #expect(fileMode(environment.home) == 0o700)
    #expect(fileMode(environment.storePath) == 0o600)
  }

  @Test func migrationsCreateTheSchemaAndRecordItsVersion() throws {
    let machine = try Machine(TemporaryFolder())
    let tables = try machine.store.database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ) { $0.string(0) }
    for table in [
      "accounts", "chats", "members", "messages", "outbox", "receipts", "revisions", "settings", "typing", "users",
    ] {
      #expect(tables.contains(table), "missing table \(table)")
    }
    let version = try machine.store.database.first("PRAGMA user_version") { Int($0.int(0)) }
    #expect(version == Store.schemaVersion)
    #expect(Store.schemaVersion >= 1)
    let journal = try machine.store.database.first("PRAGMA journal_mode") { $0.string(0) }
    #expect(journal == "wal")
  }

  @Test func reopeningKeepsDataAndDoesNotMigrateAgain() throws {
    let folder = TemporaryFolder()
    let machine = try Machine(folder)
    try machine.addAccount("maya")
    let again = try Store.open(machine.environment)
    #expect(try again.accounts().map(\.id) == ["maya"])
    let version = try again.database.first("PRAGMA user_version") { Int($0.int(0)) }
    #expect(version == Store.schemaVersion)
  }

  @Test func aStoreFromANewerPsstIsRefused() throws {
    let machine = try Machine(TemporaryFolder())
    try machine.store.database.execute("PRAGMA user_version = \(Store.schemaVersion + 5)")
    let error = psstError { _ = try Store.open(machine.environment) }
    #expect(error?.kind == .usage)
    #expect(error?.message.contains("schema version \(Store.schemaVersion + 5)") == true)
  }

  @Test func manyConnectionsMigrateOnce() throws {
    // Several openers at once (as many tools starting together) all end up with one schema.
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    try environment.ensureHome()
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      do { _ = try Store.open(environment, create: true) } catch { failures.add("\(error)") }
    }
    #expect(failures.all.isEmpty)
    let store = try Store.open(environment)
    #expect(try store.database.first("PRAGMA user_version") { Int($0.int(0)) } == Store.schemaVersion)
  }
}

final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func add(_ item: String) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
