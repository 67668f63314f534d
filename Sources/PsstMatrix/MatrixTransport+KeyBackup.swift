import PsstCore
import PsstCrypto

/// What `psst-account backup status` shows: the backup on the server and this device's part in it.
public struct KeyBackupStatus: Sendable {
  /// The server's current backup version and how many room keys it holds; nil without one.
  public let serverVersion: String?
  public let serverCount: Int?
  /// The version this device uploads to, and its room keys in it and still to go.
  public let localVersion: String?
  public let uploaded: Int
  public let waiting: Int
}

/// What a restore brought: the backup version and how many room keys were new to this device.
public struct KeyBackupRestore: Sendable {
  public let version: String
  public let total: Int
  public let restored: Int
}

/// Server-side key backup (`m.megolm_backup.v1.curve25519-aes-sha2`): room keys encrypted to the
/// backup's public key and kept on the homeserver, so another device of the account holding
/// the recovery key reads the history. This device uploads; it never keeps the recovery key.
extension MatrixTransport {
  /// Room keys uploaded per request (and per sync).
  static let backupBatch = 200

  /// Makes a new backup version on the server, uploads every room key this device holds to
  /// it, and returns the recovery key: the only copy, which the caller shows once.
  public func createKeyBackup() throws -> (version: String, recoveryKey: String) {
    try run {
      let key = BackupKey()
      let olm = try cryptoAccount().0
      let unsigned = JSON.object([("public_key", .string(key.publicKey))])
      let signature = try olm.sign(json: unsigned)
      let authData = JSON.object([
        ("public_key", .string(key.publicKey)),
        (
          "signatures",
          .object([(login.userID, .object([("ed25519:\(login.deviceID)", .string(signature))]))])
        ),
      ])
      let created = try client.call(
        "POST", "/room_keys/version",
        body: .object([("algorithm", .string(BackupKey.algorithm)), ("auth_data", authData)]))
      guard let version = created["version"]?.stringValue else {
        throw MatrixError(.badResponse, "the homeserver did not say which backup version it made")
      }
      try state.store.setMatrixKeyBackup(account: account, version: version, publicKey: key.publicKey, uploaded: [])
      while try uploadRoomKeys() > 0 {}
      return (version, key.recoveryKey)
    }
  }

  /// The server's backup and this device's share of it.
  public func keyBackupStatus() throws -> KeyBackupStatus {
    try run {
      let server = try currentBackupVersion()
      let local = try state.store.matrixKeyBackup(account: account)
      let counts = try state.store.matrixBackupCounts(account: account)
      return KeyBackupStatus(
        serverVersion: server?["version"]?.stringValue, serverCount: server?["count"]?.intValue.map(Int.init),
        localVersion: local?.version, uploaded: local == nil ? 0 : counts.uploaded,
        waiting: local == nil ? 0 : counts.waiting)
    }
  }

  /// Downloads the server's current backup and keeps the room keys `recoveryKey` decrypts
  /// (those this device lacks, or that reach further back than its own copy); from then on
  /// this device uploads its new room keys to that backup too. The events kept waiting for
  /// these keys are decrypted by the next sync.
  public func restoreKeyBackup(recoveryKey: String) throws -> KeyBackupRestore {
    let key: BackupKey
    do { key = try BackupKey(recoveryKey: recoveryKey) } catch let error as CryptoError {
      throw PsstError.badInput(error.message)
    }
    return try run {
      guard let backup = try currentBackupVersion(), let version = backup["version"]?.stringValue else {
        throw PsstError.notFound("\(login.userID) has no key backup on \(login.homeserver)")
      }
      guard backup["algorithm"]?.stringValue == BackupKey.algorithm,
        let publicKey = backup["auth_data"]?["public_key"]?.stringValue
      else {
        throw PsstError.badInput("backup version \(version) uses an algorithm psst does not know")
      }
      guard publicKey == key.publicKey else {
        throw PsstError.permission("this recovery key does not open backup version \(version): check it and try again")
      }
      let rooms = try client.call("GET", "/room_keys/keys", query: [("version", version)])["rooms"]?.objectFields ?? []
      var listed: [(room: String, session: String)] = []
      var restored = 0
      for (room, section) in rooms {
        for (sessionID, backedUp) in section["sessions"]?.objectFields ?? [] {
          listed.append((room, sessionID))
          if try keep(backedUp, room: room, sessionID: sessionID, key: key) { restored += 1 }
        }
      }
      try state.store.setMatrixKeyBackup(account: account, version: version, publicKey: publicKey, uploaded: listed)
      return KeyBackupRestore(version: version, total: listed.count, restored: restored)
    }
  }

  /// Keeps one backed-up room key when it is new here or reaches further back; false when it
  /// does not decrypt or is no better than the copy held.
  private func keep(_ backedUp: JSON, room: String, sessionID: String, key: BackupKey) throws -> Bool {
    guard let sessionData = backedUp["session_data"],
      let plaintext = try? key.decrypt(sessionData),
      let payload = try? JSON.parse(String(decoding: plaintext, as: UTF8.self)),
      payload["algorithm"]?.stringValue == MegolmEncryption.algorithm,
      let exported = payload["session_key"]?.stringValue, let senderKey = payload["sender_key"]?.stringValue,
      let session = try? InboundGroupSession(exportedKey: exported), session.sessionID == sessionID
    else { return false }
    let held = try state.store.matrixGroupSession(account: account, room: room, id: sessionID)
      .flatMap { try? KeptGroupSession(stored: $0) }
    if let held, held.session.firstKnownIndex <= session.firstKnownIndex { return false }
    // The backup names the sending device's identity key, not its user: the owner the copy held
    // here was given stays; otherwise it is found from the sender's devices when an event needs it.
    try keepGroupSession(session, room: room, owner: held?.owner, senderKey: senderKey)
    return true
  }

  /// The server's current backup version, or nil when it has none.
  private func currentBackupVersion() throws -> JSON? {
    do {
      return try client.call("GET", "/room_keys/version")
    } catch let error as MatrixError where error.code == .refused(status: 404, errcode: "M_NOT_FOUND") {
      return nil
    }
  }

  // MARK: uploading

  /// Uploads up to `backupBatch` room keys not in the backup yet; returns how many went.
  @discardableResult
  func uploadRoomKeys() throws -> Int {
    guard let backup = try state.store.matrixKeyBackup(account: account) else { return 0 }
    let sessions = try state.store.matrixGroupSessionsToBackUp(account: account, limit: Self.backupBatch)
    guard !sessions.isEmpty else { return 0 }
    let olm = try cryptoAccount().0
    var rooms: [String: [(String, JSON)]] = [:]
    for saved in sessions {
      guard let session = try? KeptGroupSession(stored: (saved.state, saved.senderKey)).session,
        let exported = session.export(at: session.firstKnownIndex)
      else { continue }
      let claimed: [(String, JSON)] = saved.senderKey == olm.curve25519Key ? [("ed25519", .string(olm.ed25519Key))] : []
      let payload = JSON.object([
        ("algorithm", .string(MegolmEncryption.algorithm)), ("forwarding_curve25519_key_chain", .array([])),
        ("sender_claimed_keys", .object(claimed)), ("sender_key", .string(saved.senderKey)),
        ("session_key", .string(exported)),
      ])
      let sessionData = try BackupKey.encrypt(Array(payload.serialized.utf8), to: backup.publicKey)
      rooms[saved.room, default: []].append(
        (
          saved.session,
          .object([
            ("first_message_index", .number(Double(session.firstKnownIndex))), ("forwarded_count", .number(0)),
            ("is_verified", .bool(false)), ("session_data", sessionData),
          ])
        ))
    }
    let body = JSON.object([
      (
        "rooms",
        .object(rooms.sorted { $0.key < $1.key }.map { ($0.key, .object([("sessions", .object($0.value))])) })
      )
    ])
    try client.call("PUT", "/room_keys/keys", query: [("version", backup.version)], body: body)
    try state.store.markBackedUp(account: account, sessions.map { ($0.room, $0.session) })
    return sessions.count
  }

  /// The sync's share of the backup: one batch of new room keys. A failure never fails the
  /// sync: a transient one is retried by the next; a backup deleted or replaced on the server
  /// is no longer uploaded to, and the user is told once.
  func uploadRoomKeysDuringSync() throws {
    do {
      try uploadRoomKeys()
    } catch let error as MatrixError where !error.isTransient {
      guard case .refused(_, let errcode) = error.code,
        errcode == "M_NOT_FOUND" || errcode == "M_WRONG_ROOM_KEYS_VERSION"
      else { return }
      try state.store.forgetMatrixKeyBackup(account: account)
      Diagnostics.note(
        "the key backup this device uploaded to was deleted or replaced on the server; "
          + "new room keys are not backed up until psst-account backup create or restore")
    } catch let error as MatrixError where error.isTransient {
      return
    }
  }
}
