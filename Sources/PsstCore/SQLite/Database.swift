import CSQLite

#if canImport(Glibc)
  import Glibc
#endif

/// A SQLite connection tuned for many psst processes sharing one file: WAL, a long busy
/// timeout and `BEGIN IMMEDIATE` writes, so "database is locked" never reaches a user.
public final class Database {
  let handle: OpaquePointer
  private var statements: [String: Statement] = [:]
  private var transactionDepth = 0
  public let path: String

  /// Opens the database at `path`, creating it with `mode` (before umask) if `create`.
  public init(path: String, create: Bool = true, mode: mode_t = 0o600) throws {
    self.path = path
    if create {
      // Create the file ourselves so it never has looser permissions, even for an instant.
      let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, mode)
      if fd < 0 { throw Database.openError(path: path) }
      close(fd)
    }
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
    let rc = sqlite3_open_v2(path, &db, flags, nil)
    guard rc == SQLITE_OK, let db else {
      if let db { sqlite3_close(db) }
      throw Database.openError(path: path)
    }
    handle = db
    sqlite3_busy_timeout(handle, 60_000)
    try enableWAL()
    try execute("PRAGMA synchronous=NORMAL")
    try execute("PRAGMA foreign_keys=ON")
  }

  /// WAL is a property of the file: set once, by whichever process gets there first. Switching
  /// needs a moment alone with the file, which the busy handler does not wait for, so retry.
  private func enableWAL() throws {
    for attempt in 0..<200 {
      if try first("PRAGMA journal_mode", [], { $0.string(0) }) == "wal" { return }
      do {
        try execute("PRAGMA journal_mode=WAL")
        return
      } catch let error as PsstError where error.message.contains("locked") && attempt < 199 {
        Clock.sleep(milliseconds: 10 + attempt % 20)
      }
    }
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  private static func openError(path: String) -> PsstError {
    let reason = String(cString: strerror(errno))
    if errno == EACCES || errno == EPERM {
      return .permission("cannot open \(path): \(reason)")
    }
    return .unavailable("cannot open \(path): \(reason)")
  }

  /// Runs one or more statements that return no rows.
  public func execute(_ sql: String) throws {
    var error: UnsafeMutablePointer<CChar>?
    let rc = sqlite3_exec(handle, sql, nil, nil, &error)
    if rc != SQLITE_OK {
      let text = error.map { String(cString: $0) } ?? "error \(rc)"
      sqlite3_free(error)
      throw PsstError.internalFailure("database \(path): \(text)")
    }
  }

  /// A cached prepared statement, reset and with bindings cleared.
  public func prepare(_ sql: String) throws -> Statement {
    if let cached = statements[sql] {
      cached.reset()
      return cached
    }
    let statement = try Statement(database: self, sql: sql)
    statements[sql] = statement
    return statement
  }

  /// Runs `sql` with `arguments` and returns the number of changed rows.
  @discardableResult
  public func run(_ sql: String, _ arguments: SQLValue?...) throws -> Int {
    try run(sql, arguments)
  }

  @discardableResult
  public func run(_ sql: String, _ arguments: [SQLValue?]) throws -> Int {
    let statement = try prepare(sql)
    try statement.bind(arguments)
    while try statement.step() {}
    return Int(sqlite3_changes(handle))
  }

  /// Calls `body` for each row of `sql`. `body` must not run the same SQL text again: the
  /// statement is cached and shared.
  public func forEach(
    _ sql: String, _ arguments: [SQLValue?] = [], _ body: (Row) throws -> Void
  ) throws {
    let statement = try prepare(sql)
    try statement.bind(arguments)
    while try statement.step() { try body(Row(statement: statement)) }
  }

  /// Maps every row of `sql` through `transform`.
  public func query<T>(
    _ sql: String, _ arguments: [SQLValue?] = [], _ transform: (Row) throws -> T
  ) throws -> [T] {
    var result: [T] = []
    try forEach(sql, arguments) { result.append(try transform($0)) }
    return result
  }

  /// The first row of `sql`, transformed, or nil.
  public func first<T>(
    _ sql: String, _ arguments: [SQLValue?] = [], _ transform: (Row) throws -> T
  ) throws -> T? {
    let statement = try prepare(sql)
    try statement.bind(arguments)
    guard try statement.step() else { return nil }
    defer { statement.reset() }
    return try transform(Row(statement: statement))
  }

  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in an immediate (write-locking) transaction; nested calls join the outer one.
  public func write<T>(_ body: () throws -> T) throws -> T {
    if transactionDepth > 0 {
      transactionDepth += 1
      defer { transactionDepth -= 1 }
      return try body()
    }
    try execute("BEGIN IMMEDIATE")
    transactionDepth = 1
    do {
      let value = try body()
      transactionDepth = 0
      try execute("COMMIT")
      return value
    } catch {
      transactionDepth = 0
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Runs `body` inside the current transaction so that, if it throws, only its own changes
  /// are undone.
  public func savepoint<T>(_ body: () throws -> T) throws -> T {
    // Prepared once and reused: this runs for every request of a batch.
    try run("SAVEPOINT step")
    do {
      let value = try body()
      try run("RELEASE step")
      return value
    } catch {
      _ = try? run("ROLLBACK TO step")
      _ = try? run("RELEASE step")
      throw error
    }
  }

  /// Counts committed changes by any connection; cheap to poll.
  public func dataVersion() throws -> Int64 {
    try first("PRAGMA data_version") { $0.int(0) } ?? 0
  }

  func errorMessage() -> String { String(cString: sqlite3_errmsg(handle)) }
}
