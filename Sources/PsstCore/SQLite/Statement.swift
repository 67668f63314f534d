import CSQLite

/// A value bound to a statement parameter.
public enum SQLValue: Sendable {
  case int(Int64)
  case text(String)
  case double(Double)
  case blob([UInt8])
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  public init(stringLiteral value: String) { self = .text(value) }
  public init(integerLiteral value: Int64) { self = .int(value) }
}

/// Shorthands so call sites read `db.run(sql, .text(id), .int(n))` or `db.run(sql, id.sql, n.sql)`.
extension String { public var sql: SQLValue { .text(self) } }
extension Int64 { public var sql: SQLValue { .int(self) } }
extension Int { public var sql: SQLValue { .int(Int64(self)) } }
extension Bool { public var sql: SQLValue { .int(self ? 1 : 0) } }
extension Optional where Wrapped == String { public var sql: SQLValue? { map { .text($0) } } }
extension Optional where Wrapped == Int64 { public var sql: SQLValue? { map { .int($0) } } }
extension Optional where Wrapped == Int { public var sql: SQLValue? { map { .int(Int64($0)) } } }

/// A prepared statement owned (and cached) by its `Database`.
public final class Statement {
  let handle: OpaquePointer
  unowned let database: Database

  init(database: Database, sql: String) throws {
    var statement: OpaquePointer?
    let rc = sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard rc == SQLITE_OK, let statement else {
      // A mistake in the SQL names the statement; a damaged or locked file (which shows first
      // here) names the file and what to do.
      throw rc == SQLITE_ERROR
        ? PsstError.internalFailure("database \(database.path): \(database.errorMessage()) in \(sql)")
        : database.failure(rc, database.errorMessage())
    }
    self.handle = statement
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  func bind(_ values: [SQLValue?]) throws {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let rc: Int32
      switch value {
      case nil: rc = sqlite3_bind_null(handle, index)
      case .int(let number): rc = sqlite3_bind_int64(handle, index, number)
      case .double(let number): rc = sqlite3_bind_double(handle, index, number)
      case .text(let text):
        let length = Int32(text.utf8.count)
        rc = text.withCString { psst_bind_text(handle, index, $0, length) }
      case .blob(let bytes):
        rc = bytes.withUnsafeBytes { psst_bind_blob(handle, index, $0.baseAddress, Int32($0.count)) }
      }
      if rc != SQLITE_OK { throw database.failure(rc, database.errorMessage()) }
    }
  }

  /// Advances to the next row; false when done.
  func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE:
      sqlite3_reset(handle)
      return false
    case let rc:
      let message = database.errorMessage()
      sqlite3_reset(handle)
      throw database.failure(rc, message)
    }
  }
}

/// The current row of a stepping statement; valid only inside the row callback.
public struct Row {
  let statement: Statement

  public func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(statement.handle, column) == SQLITE_NULL
  }
  public func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.handle, column) }
  public func optionalInt(_ column: Int32) -> Int64? { isNull(column) ? nil : int(column) }
  public func bool(_ column: Int32) -> Bool { int(column) != 0 }
  public func string(_ column: Int32) -> String { optionalString(column) ?? "" }
  public func optionalString(_ column: Int32) -> String? {
    guard let text = sqlite3_column_text(statement.handle, column) else { return nil }
    let count = Int(sqlite3_column_bytes(statement.handle, column))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }
  public func blob(_ column: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(statement.handle, column))
    guard count > 0, let bytes = sqlite3_column_blob(statement.handle, column) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }
  /// The column's bytes in place, without a copy (large scans of vectors).
  public func withBlob<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
    let bytes = sqlite3_column_blob(statement.handle, column)
    let count = Int(sqlite3_column_bytes(statement.handle, column))
    return try body(UnsafeRawBufferPointer(start: count > 0 ? bytes : nil, count: count))
  }
}
