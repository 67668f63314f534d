/// What a Matrix account's end-to-end encryption keeps between runs. Every `state` is a secret
/// (private keys, ratchets) serialised by PsstCrypto: the store is 0600, and nothing prints it.
extension Store {
  // MARK: Olm account

  /// The account's Olm account state and whether its device keys reached the server.
  public func matrixCryptoAccount(account: String) throws -> (state: String, keysUploaded: Bool)? {
    try database.first(
      "SELECT state, keys_uploaded FROM matrix_crypto_accounts WHERE account = ?", [account.sql]
    ) { ($0.string(0), $0.int(1) != 0) }
  }

  public func saveMatrixCryptoAccount(account: String, state: String, keysUploaded: Bool) throws {
    try database.run(
      """
      INSERT INTO matrix_crypto_accounts(account, state, keys_uploaded) VALUES(?, ?, ?)
      ON CONFLICT(account) DO UPDATE SET state = excluded.state, keys_uploaded = excluded.keys_uploaded
      """, account.sql, state.sql, keysUploaded.sql)
  }

  // MARK: Olm sessions

  /// The Olm sessions with the device whose identity key is `senderKey`, most recently used first.
  public func matrixOlmSessions(account: String, senderKey: String) throws -> [(id: String, state: String)] {
    try database.query(
      """
      SELECT session_id, state FROM matrix_olm_sessions WHERE account = ? AND sender_key = ?
      ORDER BY used_ms DESC, session_id
      """, [account.sql, senderKey.sql]
    ) { ($0.string(0), $0.string(1)) }
  }

  public func saveMatrixOlmSession(account: String, senderKey: String, id: String, state: String, usedAt: Int64)
    throws
  {
    try database.run(
      """
      INSERT INTO matrix_olm_sessions(account, sender_key, session_id, state, used_ms) VALUES(?, ?, ?, ?, ?)
      ON CONFLICT(account, sender_key, session_id) DO UPDATE SET state = excluded.state, used_ms = excluded.used_ms
      """, account.sql, senderKey.sql, id.sql, state.sql, usedAt.sql)
  }

  // MARK: Megolm sessions

  /// An inbound group session of `room`: its state (PsstMatrix keeps the session's owner in it
  /// too) and the identity key of the device that sent it.
  public func matrixGroupSession(account: String, room: String, id: String) throws -> (
    state: String, senderKey: String
  )? {
    try database.first(
      "SELECT state, sender_key FROM matrix_group_sessions WHERE account = ? AND room = ? AND session_id = ?",
      [account.sql, room.sql, id.sql]
    ) { ($0.string(0), $0.string(1)) }
  }

  public func saveMatrixGroupSession(account: String, room: String, id: String, senderKey: String, state: String)
    throws
  {
    try database.run(
      """
      INSERT INTO matrix_group_sessions(account, room, session_id, sender_key, state) VALUES(?, ?, ?, ?, ?)
      ON CONFLICT(account, room, session_id) DO UPDATE SET state = excluded.state
      """, account.sql, room.sql, id.sql, senderKey.sql, state.sql)
  }

  /// The group session this device encrypts `room`'s messages with, and the devices
  /// ("USER DEVICE") that were sent its key.
  public func matrixOutboundSession(account: String, room: String) throws -> (state: String, sharedWith: [String])? {
    try database.first(
      "SELECT state, shared_with FROM matrix_outbound_sessions WHERE account = ? AND room = ?",
      [account.sql, room.sql]
    ) { ($0.string(0), $0.string(1).split(separator: "\n").map(String.init)) }
  }

  public func saveMatrixOutboundSession(account: String, room: String, state: String, sharedWith: [String]) throws {
    try database.run(
      """
      INSERT INTO matrix_outbound_sessions(account, room, state, shared_with) VALUES(?, ?, ?, ?)
      ON CONFLICT(account, room) DO UPDATE SET state = excluded.state, shared_with = excluded.shared_with
      """, account.sql, room.sql, state.sql, sharedWith.joined(separator: "\n").sql)
  }

  // MARK: Events waiting for keys

  /// Keeps a room event whose session key has not arrived, to decrypt when it does.
  public func keepUndecrypted(account: String, room: String, sessionID: String, eventID: String, event: String)
    throws
  {
    try database.run(
      """
      INSERT OR IGNORE INTO matrix_undecrypted(account, room, session_id, event_id, event) VALUES(?, ?, ?, ?, ?)
      """, account.sql, room.sql, sessionID.sql, eventID.sql, event.sql)
  }

  /// Whether an event of `room` is kept waiting for session `sessionID`'s key.
  public func isWaitingForKey(account: String, room: String, sessionID: String) throws -> Bool {
    try database.first(
      "SELECT 1 FROM matrix_undecrypted WHERE account = ? AND room = ? AND session_id = ? LIMIT 1",
      [account.sql, room.sql, sessionID.sql]
    ) { _ in true } ?? false
  }

  /// The events of `room` waiting for session `sessionID`, which are forgotten here: the
  /// caller decrypts them now.
  public func takeUndecrypted(account: String, room: String, sessionID: String) throws -> [String] {
    try database.write {
      let events = try database.query(
        "SELECT event FROM matrix_undecrypted WHERE account = ? AND room = ? AND session_id = ? ORDER BY event_id",
        [account.sql, room.sql, sessionID.sql]
      ) { $0.string(0) }
      try database.run(
        "DELETE FROM matrix_undecrypted WHERE account = ? AND room = ? AND session_id = ?", account.sql, room.sql,
        sessionID.sql)
      return events
    }
  }
}
