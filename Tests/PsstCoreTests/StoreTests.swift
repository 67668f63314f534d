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

  @Test func aStoreWithFloat32VectorsKeepsThemAsCodes() throws {
    // A store of schema 10, with vectors as it kept them: float32 rows naming account and model.
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    try environment.ensureHome()
    let vectors: [Int64: [Float]] = [1: [0.6, 0.8, 0], 2: [0, -0.28, 0.96], 3: [0.6, 0, -0.8]]
    do {
      let old = try Database(path: environment.storePath)
      for migration in Store.migrations.prefix(Store.vectorCodesVersion - 1) { try old.execute(migration) }
      try old.execute("PRAGMA user_version = \(Store.vectorCodesVersion - 1)")
      for seq in 1...4 {
        try old.run(
          """
          INSERT INTO messages(seq, account, id, chat, sender, text, created_ms, state)
          VALUES(?, 'maya', ?, 'c1', 'maya', 'text', 0, 'sent')
          """, Int64(seq).sql, "m\(seq)".sql)
      }
      for (seq, vector) in vectors {
        try old.run(
          "INSERT INTO message_vectors(seq, account, model, vector) VALUES(?, 'maya', ?, ?)", seq.sql,
          (seq == 3 ? "old-model" : "mini").sql, .blob(vector.withUnsafeBytes { Array($0) }))
      }
    }
    let store = try Store.open(environment)
    let database = store.database
    #expect(try database.first("PRAGMA user_version") { Int($0.int(0)) } == Store.schemaVersion)
    #expect(try database.first("SELECT 1 FROM sqlite_master WHERE name = 'message_vectors'") { $0.int(0) } == nil)
    let models = try database.query("SELECT account, name FROM vector_models ORDER BY name") { row in
      "\(row.string(0)) \(row.string(1))"
    }
    #expect(models == ["maya mini", "maya old-model"])
    let codes = try database.query(
      "SELECT v.seq, k.name, v.code FROM vector_codes v JOIN vector_models k ON k.id = v.model ORDER BY v.seq"
    ) { row in (row.int(0), row.string(1), row.withBlob(2, VectorCode.decode)) }
    #expect(codes.map(\.0) == [1, 2, 3])
    #expect(codes.map(\.1) == ["mini", "mini", "old-model"])
    for (seq, _, decoded) in codes {
      let original = try #require(vectors[seq])
      // Two conversions (to byte codes at schema 12, to four bits at 17) of three dimensions.
      #expect(zip(original, decoded.prefix(3)).reduce(0) { $0 + $1.0 * $1.1 } >= 0.98)
    }
    // The triggers follow the new table: an edit drops the code and queues the message again.
    try database.run("UPDATE messages SET text = 'edited' WHERE seq = 2")
    #expect(try database.query("SELECT seq FROM vector_codes ORDER BY seq") { $0.int(0) } == [1, 3])
    #expect(try database.first("SELECT 1 FROM vector_pending WHERE seq <= 2 AND last >= 2") { $0.int(0) } == 1)
    try database.run("DELETE FROM messages WHERE seq = 1")
    #expect(try database.query("SELECT seq FROM vector_codes ORDER BY seq") { $0.int(0) } == [3])
  }

  @Test func aStoreOfByteCodesKeepsThemInFourBitsCountedByModel() throws {
    // A store of schema 16, with vectors as it kept them: a byte a dimension, keyed by an id.
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    try environment.ensureHome()
    let vectors = VectorCodeTests.unitVectors(count: 5, dimensions: 384)
    do {
      let old = try Database(path: environment.storePath)
      for migration in Store.migrations.prefix(Store.smallVectorCodesVersion - 1) { try old.execute(migration) }
      try old.execute("PRAGMA user_version = \(Store.smallVectorCodesVersion - 1)")
      for seq in 1...6 {
        try old.run(
          """
          INSERT INTO messages(seq, account, id, chat, sender, text, created_ms, state)
          VALUES(?, 'maya', ?, 'c1', 'maya', 'text', 0, 'sent')
          """, Int64(seq).sql, "m\(seq)".sql)
      }
      try old.execute("INSERT INTO vector_models(account, name) VALUES('maya', 'mini'), ('maya', 'old-model')")
      // Saved newest first, as psst-index did: ids and seqs in opposite orders.
      for (index, vector) in vectors.enumerated().reversed() {
        try old.run(
          "INSERT INTO vector_codes(seq, model, code) VALUES(?, ?, ?)", Int64(index + 1).sql,
          Int64(index == 4 ? 2 : 1).sql, .blob(ByteVectorCode.encode(vector)))
      }
    }
    let store = try Store.open(environment)
    let database = store.database
    #expect(try database.first("PRAGMA user_version") { Int($0.int(0)) } == Store.schemaVersion)
    #expect(try database.first("SELECT 1 FROM sqlite_master WHERE name = 'vector_codes_bytes'") { $0.int(0) } == nil)
    let indexes = try database.query(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'vector_codes'"
    ) { $0.string(0) }
    #expect(indexes.isEmpty, "keyed by seq alone")
    let counts = try database.query("SELECT name, vectors FROM vector_models ORDER BY name") { row in
      "\(row.string(0)) \(row.int(1))"
    }
    #expect(counts == ["mini 4", "old-model 1"])
    let codes = try database.query("SELECT seq, model, code FROM vector_codes ORDER BY seq") { row in
      (row.int(0), row.int(1), row.withBlob(2) { Array($0) })
    }
    #expect(codes.map(\.0) == [1, 2, 3, 4, 5])
    #expect(codes.map(\.1) == [1, 1, 1, 1, 2])
    for (seq, _, code) in codes {
      #expect(code.count == 192)
      let decoded = code.withUnsafeBytes(VectorCode.decode)
      #expect(VectorCodeTests.dot(vectors[Int(seq) - 1], decoded) >= 0.99)
    }
    // The triggers follow the new table and keep the counts: an edit drops the code and queues
    // the message again, a delete drops it.
    try database.run("UPDATE messages SET text = 'edited' WHERE seq = 2")
    #expect(try database.query("SELECT seq FROM vector_codes ORDER BY seq") { $0.int(0) } == [1, 3, 4, 5])
    #expect(try database.first("SELECT 1 FROM vector_pending WHERE seq <= 2 AND last >= 2") { $0.int(0) } == 1)
    try database.run("DELETE FROM messages WHERE seq = 5")
    #expect(try database.query("SELECT vectors FROM vector_models ORDER BY name") { $0.int(0) } == [3, 0])
  }

  @Test func aStoreOfSchema12LosesTheTimeIndexAndKeepsItsWaitingListAsRuns() throws {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    try environment.ensureHome()
    do {
      let old = try Database(path: environment.storePath)
      for migration in Store.migrations.prefix(12) { try old.execute(migration) }
      try old.execute("PRAGMA user_version = 12")
      for seq in 1...6 {
        try old.run(
          """
          INSERT INTO messages(seq, account, id, chat, sender, text, created_ms, state)
          VALUES(?, 'maya', ?, 'c1', 'sam', ?, ?, 'delivered')
          """, Int64(seq).sql, "m\(seq)".sql, (seq == 4 ? "" : "knee \(seq)").sql, Int64(seq * 1000).sql)
      }
    }
    let store = try Store.open(environment)
    let database = store.database
    #expect(try database.first("PRAGMA user_version") { Int($0.int(0)) } == Store.schemaVersion)
    let indexes = try database.query(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'messages' AND sql IS NOT NULL ORDER BY name"
    ) { $0.string(0) }
    #expect(indexes == ["messages_by_chat", "messages_unread"])
    let columns = try database.query("SELECT name FROM pragma_index_info('messages_by_chat')") { $0.string(0) }
    #expect(columns == ["chat", "created_ms"])
    let runs = { try database.query("SELECT seq, last FROM vector_pending ORDER BY seq") { [$0.int(0), $0.int(1)] } }
    #expect(try runs() == [[1, 3], [5, 6]], "one row each became runs; the empty message never waited")
    // The new triggers: an edit keeps the word index and the waiting list right.
    try database.run("UPDATE messages SET text = 'shoulder' WHERE seq = 2")
    #expect(
      try database.query("SELECT rowid FROM message_text WHERE message_text MATCH 'knee'") { $0.int(0) } == [
        1, 3, 5, 6,
      ])
    #expect(
      try database.query("SELECT rowid FROM message_text WHERE message_text MATCH 'shoulder'") { $0.int(0) } == [2])
    try database.run("DELETE FROM messages WHERE seq = 5")
    #expect(try runs() == [[1, 2], [3, 3], [6, 6]], "2 left its run and came back at the end of the one before")
    try database.execute("INSERT INTO message_text(message_text) VALUES('integrity-check')")
    // The planner reads an account's messages in one scan, a chat's down the chat index.
    let plan = { (sql: String) in try database.query("EXPLAIN QUERY PLAN " + sql) { $0.string(3) } }
    #expect(try plan("SELECT id FROM messages WHERE account = 'maya' AND state = 'sending'") == ["SCAN messages"])
    #expect(
      try plan("SELECT id FROM messages WHERE account = 'maya' AND chat = 'c1' ORDER BY created_ms DESC LIMIT 50")
        == ["SEARCH messages USING INDEX messages_by_chat (chat=?)"])
    // Queries that used the time index still find by time.
    var seen: [String] = []
    try store.messages(account: "maya", matching: MessageFilter(since: 2_500)) { seen.append($0.id) }
    #expect(seen == ["m3", "m4", "m6"])
  }

  @Test func openingFinishesTheIndexesAKilledImportLeft() throws {
    let folder = TemporaryFolder()
    let machine = try Machine(folder)
    let database = machine.store.database
    // What psst-import has committed when it is killed before its index build: rows and the mark.
    try database.write {
      try machine.store.deferIndexes()
      for seq in 1...3 {
        try database.run(
          """
          INSERT INTO messages(account, id, chat, sender, text, created_ms, state, read_ms, origin)
          VALUES('maya', ?, 'c1', 'sam', ?, 0, 'delivered', 0, 'import')
          """, "m\(seq)".sql, "hamstring \(seq)".sql)
      }
    }
    let words = "SELECT count(*) FROM message_text WHERE message_text MATCH 'hamstring'"
    #expect(try database.first(words) { $0.int(0) } == 0)
    let reopened = try Store.open(machine.environment)
    #expect(try reopened.database.first(words) { $0.int(0) } == 3)
    #expect(try reopened.database.first("SELECT seq, last FROM vector_pending") { [$0.int(0), $0.int(1)] } == [1, 3])
    #expect(
      try reopened.database.first("SELECT value FROM settings WHERE key = 'index.deferred'") { $0.string(0) } == nil)
    try reopened.database.execute("INSERT INTO message_text(message_text) VALUES('integrity-check')")
  }

  @Test func openingLeavesTheIndexesToAnImportStillRunning() throws {
    let folder = TemporaryFolder()
    let machine = try Machine(folder)
    try machine.store.database.write {
      try machine.store.deferIndexes()
      try machine.store.database.run(
        """
        INSERT INTO messages(account, id, chat, sender, text, created_ms, state, read_ms, origin)
        VALUES('maya', 'm1', 'c1', 'sam', 'hamstring', 0, 'delivered', 0, 'import')
        """)
    }
    let mark = "SELECT count(*) FROM settings WHERE key = 'index.deferred'"
    let importLock = try #require(try FileLock(path: machine.environment.importLockPath, wait: false))
    #expect(machine.environment.importIsRunning)
    #expect(try Store.open(machine.environment).database.first(mark) { $0.int(0) } == 1)
    #expect(try machine.store.completeDeferredIndexes() == 0)
    #expect(try machine.store.completeDeferredIndexes(importing: true) == 1)
    #expect(try machine.store.database.first(mark) { $0.int(0) } == 0)
    importLock.release()
    #expect(!machine.environment.importIsRunning)
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
