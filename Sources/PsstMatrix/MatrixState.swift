import PsstCore

/// A Matrix account's login as kept in the store.
public struct MatrixLogin: Sendable, Equatable {
  public var homeserver: String
  /// The full Matrix user id, `@name:server`.
  public var userID: String
  /// Fixed per account: the server scopes transaction ids to a device, so a re-login reuses it.
  public var deviceID: String
  public var accessToken: String?
}

/// What the Matrix transport keeps between runs, in the account's store: the login, psst ids
/// for server-assigned room and event ids, and per-room state a sync compares against.
struct MatrixState {
  let database: Database
  let account: String

  enum IDKind: String {
    case chat, message
    /// A room creation sent without a known outcome (the server may have created it).
    case pendingChat = "pending_chat"
  }

  // MARK: Login

  static func login(_ database: Database, account: String) throws -> MatrixLogin? {
    try database.first(
      "SELECT homeserver, user_id, device_id, access_token FROM matrix_accounts WHERE account = ?", [account.sql]
    ) {
      MatrixLogin(
        homeserver: $0.string(0), userID: $0.string(1), deviceID: $0.string(2), accessToken: $0.optionalString(3))
    }
  }

  static func saveLogin(_ database: Database, account: String, _ login: MatrixLogin) throws {
    try database.write {
      try database.run(
        """
        INSERT INTO matrix_accounts(account, homeserver, user_id, device_id, access_token) VALUES(?, ?, ?, ?, ?)
        ON CONFLICT(account) DO UPDATE SET homeserver = excluded.homeserver, user_id = excluded.user_id,
          device_id = excluded.device_id, access_token = excluded.access_token
        """, account.sql, login.homeserver.sql, login.userID.sql, login.deviceID.sql, login.accessToken.sql)
      try database.run("UPDATE accounts SET transport = 'matrix' WHERE id = ?", account.sql)
    }
  }

  // MARK: Ids

  /// The server id recorded for a psst id.
  func remote(_ kind: IDKind, _ local: String) throws -> String? {
    try database.first(
      "SELECT remote FROM remote_ids WHERE account = ? AND kind = ? AND local = ?",
      [account.sql, kind.rawValue.sql, local.sql]
    ) { $0.string(0) }
  }

  /// The psst id recorded for a server id.
  func local(_ kind: IDKind, _ remote: String) throws -> String? {
    try database.first(
      "SELECT local FROM remote_ids WHERE account = ? AND kind = ? AND remote = ?",
      [account.sql, kind.rawValue.sql, remote.sql]
    ) { $0.string(0) }
  }

  func record(_ kind: IDKind, local: String, remote: String) throws {
    try database.run(
      "INSERT OR IGNORE INTO remote_ids(account, kind, local, remote) VALUES(?, ?, ?, ?)", account.sql,
      kind.rawValue.sql, local.sql, remote.sql)
  }

  func forget(_ kind: IDKind, local: String) throws {
    try database.run(
      "DELETE FROM remote_ids WHERE account = ? AND kind = ? AND local = ?", account.sql, kind.rawValue.sql, local.sql)
  }

  /// The room a chat id stands for: a mapped psst chat, or a room id used as is.
  func room(for chat: String) throws -> String? {
    if let room = try remote(.chat, chat) { return room }
    return chat.hasPrefix("!") ? chat : nil
  }

  func chat(for room: String) throws -> String { try local(.chat, room) ?? room }

  /// The event a message id stands for: a mapped psst message, or an event id used as is.
  func event(for message: String) throws -> String? {
    if let event = try remote(.message, message) { return event }
    return message.hasPrefix("$") ? message : nil
  }

  func message(for event: String) throws -> String { try local(.message, event) ?? event }

  // MARK: Rooms

  func isKnown(room: String) throws -> Bool {
    try database.first(
      "SELECT 1 FROM matrix_rooms WHERE account = ? AND room = ?", [account.sql, room.sql], { _ in true }) ?? false
  }

  func remember(room: String) throws {
    try database.run(
      "INSERT OR IGNORE INTO matrix_rooms(account, room) VALUES(?, ?)", account.sql, room.sql)
  }

  /// True once the room's state had m.room.encryption (Matrix never turns it off again).
  func isEncrypted(room: String) throws -> Bool {
    try database.first(
      "SELECT encrypted FROM matrix_rooms WHERE account = ? AND room = ?", [account.sql, room.sql], { $0.bool(0) })
      ?? false
  }

  func markEncrypted(room: String) throws {
    try database.run(
      """
      INSERT INTO matrix_rooms(account, room, encrypted) VALUES(?, ?, 1)
      ON CONFLICT(account, room) DO UPDATE SET encrypted = 1
      """, account.sql, room.sql)
  }

  /// Who the last sync said was typing in the room.
  func typing(in room: String) throws -> Set<String> {
    let text =
      try database.first(
        "SELECT typing FROM matrix_rooms WHERE account = ? AND room = ?", [account.sql, room.sql], { $0.string(0) })
      ?? ""
    return Set(text.split(separator: "\n").map(String.init))
  }

  func setTyping(_ users: Set<String>, in room: String) throws {
    try database.run(
      """
      INSERT INTO matrix_rooms(account, room, typing) VALUES(?, ?, ?)
      ON CONFLICT(account, room) DO UPDATE SET typing = excluded.typing
      """, account.sql, room.sql, users.sorted().joined(separator: "\n").sql)
  }
}
