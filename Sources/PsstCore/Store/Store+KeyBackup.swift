/// A Matrix account's server-side key backup: which backup version its room keys go to, and
/// which of its room keys are in it. The backup's private key (the recovery key) is never
/// kept: the user keeps it.
extension Store {
  /// The backup version the account's room keys are uploaded to, and its public key.
  public func matrixKeyBackup(account: String) throws -> (version: String, publicKey: String)? {
    try database.first(
      "SELECT version, public_key FROM matrix_key_backups WHERE account = ?", [account.sql]
    ) { ($0.string(0), $0.string(1)) }
  }

  /// Makes `version` the account's backup; `uploaded` lists the room keys (room, session)
  /// already in it: the others are uploaded by the next syncs.
  public func setMatrixKeyBackup(
    account: String, version: String, publicKey: String, uploaded: [(room: String, session: String)]
  ) throws {
    try database.write {
      try database.run(
        """
        INSERT INTO matrix_key_backups(account, version, public_key) VALUES(?, ?, ?)
        ON CONFLICT(account) DO UPDATE SET version = excluded.version, public_key = excluded.public_key
        """, account.sql, version.sql, publicKey.sql)
      try database.run("DELETE FROM matrix_backed_up_sessions WHERE account = ?", account.sql)
      try markBackedUp(account: account, uploaded)
    }
  }

  /// Stops uploading to the account's backup (it was deleted or replaced on the server).
  public func forgetMatrixKeyBackup(account: String) throws {
    try database.write {
      try database.run("DELETE FROM matrix_key_backups WHERE account = ?", account.sql)
      try database.run("DELETE FROM matrix_backed_up_sessions WHERE account = ?", account.sql)
    }
  }

  /// Up to `limit` of the account's room keys not in its backup yet.
  public func matrixGroupSessionsToBackUp(account: String, limit: Int) throws -> [(
    room: String, session: String, senderKey: String, state: String
  )] {
    try database.query(
      """
      SELECT g.room, g.session_id, g.sender_key, g.state FROM matrix_group_sessions g
      WHERE g.account = ? AND NOT EXISTS (
        SELECT 1 FROM matrix_backed_up_sessions b
        WHERE b.account = g.account AND b.room = g.room AND b.session_id = g.session_id)
      ORDER BY g.room, g.session_id LIMIT ?
      """, [account.sql, limit.sql]
    ) { ($0.string(0), $0.string(1), $0.string(2), $0.string(3)) }
  }

  /// How many of the account's room keys are in its backup, and how many wait to go there.
  public func matrixBackupCounts(account: String) throws -> (uploaded: Int, waiting: Int) {
    let total =
      try database.first("SELECT count(*) FROM matrix_group_sessions WHERE account = ?", [account.sql]) {
        Int($0.int(0))
      } ?? 0
    let uploaded =
      try database.first("SELECT count(*) FROM matrix_backed_up_sessions WHERE account = ?", [account.sql]) {
        Int($0.int(0))
      } ?? 0
    return (uploaded, max(0, total - uploaded))
  }

  public func markBackedUp(account: String, _ sessions: [(room: String, session: String)]) throws {
    try database.write {
      for (room, session) in sessions {
        try database.run(
          "INSERT OR IGNORE INTO matrix_backed_up_sessions(account, room, session_id) VALUES(?, ?, ?)", account.sql,
          room.sql, session.sql)
      }
    }
  }

  /// The (room, session) pairs of events kept undecrypted whose key the store now holds (from
  /// a backup restored, say): the sync decrypts them.
  public func undecryptedWithKeys(account: String) throws -> [(room: String, session: String)] {
    try database.query(
      """
      SELECT DISTINCT u.room, u.session_id FROM matrix_undecrypted u
      WHERE u.account = ? AND EXISTS (
        SELECT 1 FROM matrix_group_sessions g
        WHERE g.account = u.account AND g.room = u.room AND g.session_id = u.session_id)
      ORDER BY u.room, u.session_id
      """, [account.sql]
    ) { ($0.string(0), $0.string(1)) }
  }
}
