/// A Matrix account's login as kept in the store.
public struct MatrixLogin: Sendable, Equatable {
  public var homeserver: String
  /// The full Matrix user id, `@name:server`.
  public var userID: String
  /// Fixed per account: the server scopes transaction ids to a device, so a re-login reuses it.
  public var deviceID: String
  /// Nil once logged out: the account keeps its device id for the next login.
  public var accessToken: String?

  public init(homeserver: String, userID: String, deviceID: String, accessToken: String?) {
    self.homeserver = homeserver
    self.userID = userID
    self.deviceID = deviceID
    self.accessToken = accessToken
  }
}

/// What a server-assigned id recorded against a psst id stands for.
public enum RemoteIDKind: String, Sendable {
  case chat, message
  /// A room creation sent without a known outcome (the server may have created it).
  case pendingChat = "pending_chat"
}

/// What a Matrix sync compares a room against: what the last one saw of it.
public struct MatrixRoomState: Sendable, Equatable {
  /// True once the room's state had m.room.encryption (Matrix never turns it off again).
  public var encrypted: Bool
  /// Who the last sync said was typing in the room.
  public var typing: Set<String>
}

/// What a transport keeps between runs, in the account's store: the Matrix login, psst ids for
/// server-assigned room and event ids, and per-room state a sync compares against.
extension Store {
  // MARK: Login

  /// The account's Matrix login; nil when it is not a Matrix account.
  public func matrixLogin(account: String) throws -> MatrixLogin? {
    try database.first(
      "SELECT homeserver, user_id, device_id, access_token FROM matrix_accounts WHERE account = ?", [account.sql]
    ) {
      MatrixLogin(
        homeserver: $0.string(0), userID: $0.string(1), deviceID: $0.string(2), accessToken: $0.optionalString(3))
    }
  }

  /// Keeps the login (the store is 0600, as the token must be) and marks the account as a
  /// Matrix account, in one transaction.
  public func saveMatrixLogin(_ login: MatrixLogin, account: String) throws {
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
  public func remoteID(account: String, _ kind: RemoteIDKind, local: String) throws -> String? {
    try database.first(
      "SELECT remote FROM remote_ids WHERE account = ? AND kind = ? AND local = ?",
      [account.sql, kind.rawValue.sql, local.sql]
    ) { $0.string(0) }
  }

  /// The psst id recorded for a server id.
  public func localID(account: String, _ kind: RemoteIDKind, remote: String) throws -> String? {
    try database.first(
      "SELECT local FROM remote_ids WHERE account = ? AND kind = ? AND remote = ?",
      [account.sql, kind.rawValue.sql, remote.sql]
    ) { $0.string(0) }
  }

  /// Records what a psst id is called on the server; the first record of either id stays.
  public func recordRemoteID(account: String, _ kind: RemoteIDKind, local: String, remote: String) throws {
    try database.run(
      "INSERT OR IGNORE INTO remote_ids(account, kind, local, remote) VALUES(?, ?, ?, ?)", account.sql,
      kind.rawValue.sql, local.sql, remote.sql)
  }

  public func forgetRemoteID(account: String, _ kind: RemoteIDKind, local: String) throws {
    try database.run(
      "DELETE FROM remote_ids WHERE account = ? AND kind = ? AND local = ?", account.sql, kind.rawValue.sql, local.sql)
  }

  // MARK: Rooms

  /// What the last sync saw of a room; nil for a room no sync has seen.
  public func matrixRoom(account: String, _ room: String) throws -> MatrixRoomState? {
    try database.first(
      "SELECT encrypted, typing FROM matrix_rooms WHERE account = ? AND room = ?", [account.sql, room.sql]
    ) { MatrixRoomState(encrypted: $0.bool(0), typing: Set($0.string(1).split(separator: "\n").map(String.init))) }
  }

  /// Notes that a sync has seen the room (unencrypted, nobody typing, until told otherwise).
  public func rememberMatrixRoom(account: String, _ room: String) throws {
    try database.run("INSERT OR IGNORE INTO matrix_rooms(account, room) VALUES(?, ?)", account.sql, room.sql)
  }

  public func markMatrixRoomEncrypted(account: String, _ room: String) throws {
    try database.run(
      """
      INSERT INTO matrix_rooms(account, room, encrypted) VALUES(?, ?, 1)
      ON CONFLICT(account, room) DO UPDATE SET encrypted = 1
      """, account.sql, room.sql)
  }

  public func setMatrixTyping(account: String, _ room: String, _ users: Set<String>) throws {
    try database.run(
      """
      INSERT INTO matrix_rooms(account, room, typing) VALUES(?, ?, ?)
      ON CONFLICT(account, room) DO UPDATE SET typing = excluded.typing
      """, account.sql, room.sql, users.sorted().joined(separator: "\n").sql)
  }
}
