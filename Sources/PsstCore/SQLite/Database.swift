import CSQLite

#if canImport(Glibc)
  import Glibc
#endif

/// A SQLite connection tuned for many psst processes sharing one file: WAL, a long busy
/// timeout and `BEGIN IMMEDIATE` writes, so "database is locked" never reaches a user unless
/// another process holds the lock for longer than the timeout (then it is `.unavailable`).
public final class Database {
  let handle: OpaquePointer
  private var statements: [String: Statement] = [:]
  private var transactionDepth = 0
  public let path: String

  /// Opens the database at `path`, creating it with `mode` (before umask) if `create`. A file
  /// or folder psst may not write is opened for reading only (see `isReadOnly`): tools that
  /// only read work on a read-only copy, and a write fails with a permission error.
  /// `busyTimeout` is how long a statement waits for another process's write lock.
  public init(path: String, create: Bool = true, mode: mode_t = 0o600, busyTimeout: Int32 = 60_000) throws {
    self.path = path
    if create {
      // Create the file ourselves so it never has looser permissions, even for an instant.
      let fd = open(path, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, mode)
      if fd < 0 && errno != EEXIST { throw Database.openError(path: path) }
      if fd >= 0 { close(fd) }
    }
    let readOnly = path != ":memory:" && !Database.isWritable(path)
    handle = try Database.connect(path, readOnly: readOnly)
    isReadOnly = readOnly
    self.busyTimeout = busyTimeout
    sqlite3_busy_timeout(handle, busyTimeout)
    sqlite3_extended_result_codes(handle, 0)
    if !readOnly {
      try enableWAL()
      try execute("PRAGMA synchronous=NORMAL")
    }
    try execute("PRAGMA foreign_keys=ON")
  }

  /// True when the file was opened for reading only (it or its folder is not writable).
  public let isReadOnly: Bool
  private let busyTimeout: Int32

  /// Runs `body` waiting at most `millis` for another process's lock: for a write that may as
  /// well be skipped when the store is busy.
  public func waitingAtMost<T>(milliseconds millis: Int32, _ body: () throws -> T) rethrows -> T {
    sqlite3_busy_timeout(handle, millis)
    defer { sqlite3_busy_timeout(handle, busyTimeout) }
    return try body()
  }

  /// Writing a WAL database needs the file and its folder (for the -wal and -shm files).
  private static func isWritable(_ path: String) -> Bool {
    access(path, W_OK) == 0 && access(FileSystem.directoryName(path), W_OK) == 0
  }

  /// A connection to `path`. Read-only, a WAL file still needs its -shm beside it; where that
  /// cannot be made and no write is unfinished (no -wal), the file is opened as immutable.
  private static func connect(_ path: String, readOnly: Bool) throws -> OpaquePointer {
    var db: OpaquePointer?
    let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
    var rc = sqlite3_open_v2(path, &db, flags, nil)
    if rc == SQLITE_OK, readOnly, let opened = db,
      [SQLITE_CANTOPEN, SQLITE_READONLY].contains(
        sqlite3_exec(opened, "SELECT count(*) FROM sqlite_schema", nil, nil, nil) & 0xFF),
      FileSystem.size(path + "-wal") ?? 0 == 0
    {
      sqlite3_close(opened)
      db = nil
      rc = sqlite3_open_v2(
        "file:" + uriEscaped(path) + "?immutable=1", &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX,
        nil)
    }
    guard rc == SQLITE_OK, let db else {
      if let db { sqlite3_close(db) }
      throw Database.openError(path: path)
    }
    return db
  }

  /// `path` for a `file:` URI: `?`, `#`, `%` and control characters would end or change it.
  private static func uriEscaped(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%") || byte < 0x20 {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// WAL is a property of the file: set once, by whichever process gets there first. Switching
  /// needs a moment alone with the file, which the busy handler does not wait for, so retry.
  private func enableWAL() throws {
    for attempt in 0..<200 {
      if try first("PRAGMA journal_mode", [], { $0.string(0) }) == "wal" { return }
      do {
        try execute("PRAGMA journal_mode=WAL")
        return
      } catch let error as PsstError where error.kind == .unavailable && attempt < 199 {
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
    if errno == EACCES || errno == EPERM || errno == EROFS {
      return .permission("cannot open \(path): \(reason)")
    }
    if errno == ENOSPC || errno == EDQUOT {
      return .ioFailure("cannot create \(path): \(reason); free some space and run the command again")
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
      throw failure(rc, text)
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

  private static func fullMessage(_ path: String) -> String {
    "cannot write \(path): the disk or quota is full; free some space and run the command again"
  }

  /// SQLite's result `code` and `message` as the error a user can act on, naming the file:
  /// a full disk is an I/O failure (74), a lock held too long means try again (69), a file
  /// psst may not write is a permission problem (77), a damaged file is named with what to do.
  func failure(_ code: Int32, _ message: String) -> PsstError {
    switch code & 0xFF {
    case SQLITE_CONSTRAINT: .badInput("constraint failed: \(message)")
    case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN, SQLITE_AUTH:
      .permission("cannot write \(path): \(message) (check its and its folder's permissions)")
    case SQLITE_BUSY, SQLITE_LOCKED:
      .unavailable("\(path) is locked by another process (\(message)); try again when it has finished")
    case SQLITE_FULL: .ioFailure(Database.fullMessage(path))
    // A full disk can also show as an I/O error (growing the -shm or -wal file).
    case SQLITE_IOERR where [ENOSPC, EDQUOT].contains(sqlite3_system_errno(handle)):
      .ioFailure(Database.fullMessage(path))
    case SQLITE_IOERR:
      .ioFailure("cannot read or write \(path): \(message) (a disk or file system error)")
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      .internalFailure(
        "\(path) is damaged (\(message)): restore it from a backup, or move it aside (with its -wal and -shm "
          + "files) to \(path).damaged and recover what can be: sqlite3 \(path).damaged .recover | sqlite3 \(path)")
    default: .internalFailure("database \(path): \(message)")
    }
  }
}
