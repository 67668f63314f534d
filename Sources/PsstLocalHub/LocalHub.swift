import CSQLite
import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// The embedded local hub: a SQLite file that plays the server for every account on the
/// machine (or on a shared folder). An append-only event log with stream positions, rooms with
/// membership history, and idempotent requests keyed by (sender, device, transaction id).
public final class LocalHub: Transport {
  let database: Database
  /// "room\u{0}user" pairs checked within the current submit; membership changes clear it.
  var knownMembers: Set<String> = []
  /// The file this connection opened (device and inode): another one at the path means the
  /// hub was replaced (see `isStale`).
  private let file: (device: UInt64, inode: UInt64)?

  /// Opens the hub at `environment.hubPath`, creating it if its folder exists.
  /// Throws `.unavailable` when offline, or when the folder is missing or unwritable.
  public init(_ environment: Environment) throws {
    if environment.offline {
      throw PsstError.unavailable("hub unreachable: offline (PSST_OFFLINE is set)")
    }
    let path = environment.hubPath
    let folder = FileSystem.directoryName(path)
    guard FileSystem.isDirectory(folder) else {
      throw PsstError.unavailable("hub unreachable: \(folder) does not exist")
    }
    try environment.requireSafeHub()
    guard access(folder, W_OK) == 0, !FileSystem.exists(path) || access(path, R_OK | W_OK) == 0 else {
      throw PsstError.unavailable("hub unreachable: \(path) is not writable")
    }
    do {
      // A hub of one's own is private; one put elsewhere with PSST_HUB is meant to be shared,
      // so it is group-writable (as the umask and the folder allow; SQLite copies the mode
      // to its -wal and -shm files).
      database = try Database(
        path: path, mode: environment.hubIsShared ? 0o660 : 0o600, busyTimeout: environment.lockTimeoutMillis)
      try LocalHub.migrate(database)
    } catch let error as PsstError {
      throw LocalHub.damaged(path, error) ?? PsstError.unavailable("hub unreachable: \(error.message)")
    }
    file = FileSystem.identity(path)
  }

  /// A hub file that is not a database (or a damaged one) cannot come back by waiting: say
  /// what to do. It stays "unavailable" so queued messages are kept for after the repair.
  static func damaged(_ path: String, _ error: PsstError) -> PsstError? {
    let reason =
      error.message.contains("file is not a database")
      ? "it is not a database" : error.message.contains("malformed") ? "its database is malformed" : nil
    guard let reason else { return nil }
    return PsstError.unavailable(
      "the hub \(path) is damaged (\(reason)); move it aside (mv '\(path)' '\(path).damaged'): psst then starts a new hub there, registers "
        + "each account again and re-creates its chats from its store")
  }

  /// True when the hub's path no longer names the file this connection opened.
  public var isStale: Bool {
    guard let file, let now = FileSystem.identity(database.path) else { return true }
    return now != file
  }

  static let schema = """
    CREATE TABLE users(
      id TEXT PRIMARY KEY, display_name TEXT NOT NULL, role TEXT, device TEXT NOT NULL,
      online INTEGER NOT NULL DEFAULT 0, last_active_ms INTEGER);
    CREATE TABLE rooms(
      id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, creator TEXT NOT NULL,
      created_ms INTEGER NOT NULL);
    CREATE TABLE members(
      room TEXT NOT NULL, user TEXT NOT NULL, joined_pos INTEGER NOT NULL, left_pos INTEGER,
      PRIMARY KEY(room, user, joined_pos)) WITHOUT ROWID;
    CREATE INDEX members_by_user ON members(user, room);
    CREATE TABLE events(
      pos INTEGER PRIMARY KEY AUTOINCREMENT, room TEXT NOT NULL, sender TEXT NOT NULL,
      type TEXT NOT NULL, message_id TEXT, target TEXT, content TEXT NOT NULL, ts_ms INTEGER NOT NULL);
    CREATE UNIQUE INDEX events_by_message ON events(room, message_id) WHERE message_id IS NOT NULL;
    CREATE INDEX events_by_target ON events(room, target) WHERE target IS NOT NULL;
    CREATE TABLE transactions(
      sender TEXT NOT NULL, device TEXT NOT NULL, txn TEXT NOT NULL, pos INTEGER NOT NULL,
      ts_ms INTEGER NOT NULL, PRIMARY KEY(sender, device, txn)) WITHOUT ROWID;
    CREATE TABLE media(
      id TEXT PRIMARY KEY, content_type TEXT NOT NULL, bytes BLOB NOT NULL, uploader TEXT NOT NULL,
      ts_ms INTEGER NOT NULL);
    """

  /// Schema versions, applied in order; existing ones never change.
  /// 2: the hub's own random id (a store notices a replaced hub by it) and, per user, the
  /// SHA-256 of the registering store's device key. 3: rosters.
  static let migrations = [
    schema,
    """
    CREATE TABLE hub(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    ALTER TABLE users ADD COLUMN key_hash TEXT;
    """,
    // 3: each account's roster as its store published it, and who is on it (the people on a
    // roster read from it what their own rules need: who keeps them).
    """
    CREATE TABLE rosters(owner TEXT PRIMARY KEY, document TEXT NOT NULL, updated_ms INTEGER NOT NULL);
    CREATE TABLE roster_members(
      owner TEXT NOT NULL, user TEXT NOT NULL, relationship TEXT NOT NULL, PRIMARY KEY(owner, user)) WITHOUT ROWID;
    CREATE INDEX roster_members_by_user ON roster_members(user);
    """,
  ]

  static func migrate(_ database: Database) throws {
    let version = try database.first("PRAGMA user_version") { Int($0.int(0)) } ?? 0
    // A newer psst made this hub: its rows may mean what this one cannot tell. Work waits in
    // the outbox until this psst is upgraded.
    if version > migrations.count {
      throw PsstError.unavailable(
        "\(database.path) has hub schema version \(version); this psst knows up to \(migrations.count): upgrade psst")
    }
    if version == migrations.count { return }
    try database.write {
      // Re-read under the write lock: another process may have migrated meanwhile.
      let current = try database.first("PRAGMA user_version", [], { Int($0.int(0)) }) ?? 0
      for index in current..<migrations.count { try database.execute(migrations[index]) }
      if current < 2 {
        try database.run(
          "INSERT OR IGNORE INTO hub(key, value) VALUES('id', ?)", Identifier.make("h", length: 16).sql)
      }
      try database.execute("PRAGMA user_version = \(migrations.count)")
    }
  }

  /// The hub's id, made when its file was created (or first opened by this version).
  func instance() throws -> String {
    try database.first("SELECT value FROM hub WHERE key = 'id'") { $0.string(0) } ?? ""
  }

  /// A user id belongs to the device (store) that registered it first: on a shared hub nobody
  /// else can take it over. A profile someone's imported history made (unclaimed, no device)
  /// goes to the first store that registers it, with the chats it is already in.
  public func register(_ profile: User, as identity: Identity) throws {
    try database.write {
      try requireOwnDevice(identity, allowNew: true)
      try database.run(
        """
        INSERT INTO users(id, display_name, role, device, key_hash) VALUES(?, ?, ?, ?, ?)
        ON CONFLICT(id) DO UPDATE SET display_name = excluded.display_name, role = excluded.role,
          device = excluded.device, key_hash = COALESCE(users.key_hash, excluded.key_hash)
        """, profile.id.sql, profile.displayName.sql, profile.role?.rawValue.sql, identity.device.sql,
        identity.key.map(SHA256.hex).sql)
    }
  }

  /// The device of a profile that imported history made and nobody has registered yet.
  static let unclaimedDevice = ""

  /// The user must be registered from this device, and present its key: the hub compares the
  /// key's SHA-256 with the one it keeps (the key itself is never written to the hub). A user
  /// registered before keys existed gets the hash of the key its store presents first.
  func requireOwnDevice(_ identity: Identity, allowNew: Bool) throws {
    let row = try database.first("SELECT device, key_hash FROM users WHERE id = ?", [identity.user.sql]) {
      ($0.string(0), $0.optionalString(1))
    }
    if (row == nil || row?.0 == LocalHub.unclaimedDevice) && allowNew { return }
    guard let (device, keyHash) = row, device == identity.device else {
      throw PsstError.permission(
        row == nil
          ? "\(identity.user) is not registered on the hub"
          : "user id \(identity.user) on the hub belongs to another store; pick another account id")
    }
    guard let keyHash else {
      if let key = identity.key {
        try database.run("UPDATE users SET key_hash = ? WHERE id = ?", SHA256.hex(key).sql, identity.user.sql)
      }
      return
    }
    guard let key = identity.key, LocalHub.same(SHA256.hex(key), keyHash) else {
      throw PsstError.permission(
        "the hub refused \(identity.user): the device key does not match the one the hub keeps for it; "
          + "another copy of \(identity.user)'s device id is in use (someone may be sending as \(identity.user); "
          + "see SECURITY.md)")
    }
  }

  /// Compares two digests in time that does not depend on where they differ.
  static func same(_ first: String, _ second: String) -> Bool {
    let (a, b) = (Array(first.utf8), Array(second.utf8))
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  public func status(of identity: Identity) throws -> HubStatus? {
    let device = try database.first("SELECT device FROM users WHERE id = ?", [identity.user.sql]) { $0.string(0) }
    let head = try database.first("SELECT COALESCE(max(pos), 0) FROM events") { $0.int(0) } ?? 0
    return HubStatus(instance: try instance(), knowsUser: device == identity.device, head: head)
  }

  public func submit(_ requests: [(transaction: String, request: Request)], as identity: Identity) throws
    -> [Result<Accepted, PsstError>]
  {
    knownMembers.removeAll()
    return try database.write {
      try requireOwnDevice(identity, allowNew: false)
      return try requests.map { transaction, request in
        if let earlier = try database.first(
          "SELECT pos, ts_ms FROM transactions WHERE sender = ? AND device = ? AND txn = ?",
          [identity.user.sql, identity.device.sql, transaction.sql],
          { Accepted(order: $0.int(0), serverTime: $0.int(1)) })
        {
          return .success(earlier)
        }
        do {
          // A refused request leaves no trace. Most requests check everything before their one
          // write; those that write several rows run inside a savepoint.
          let accepted =
            switch request {
            case .createChat, .linkChat, .addMember, .removeMember, .rename:
              try database.savepoint { try apply(request, sender: identity.user) }
            default: try apply(request, sender: identity.user)
            }
          try database.run(
            "INSERT INTO transactions(sender, device, txn, pos, ts_ms) VALUES(?, ?, ?, ?, ?)",
            identity.user.sql, identity.device.sql, transaction.sql, accepted.order.sql, accepted.serverTime.sql)
          return .success(accepted)
        } catch let error as PsstError where error.kind != .internalFailure {
          return .failure(error)
        }
      }
    }
  }

  public func sync(since cursor: String?, limit: Int, waitMillis: Int, as identity: Identity) throws -> SyncBatch {
    let since = cursor.flatMap { Int64($0) } ?? 0
    let deadline = Clock.monotonicNanos() + UInt64(max(0, waitMillis)) * 1_000_000
    var version = try database.dataVersion()
    while true {
      let events = try visibleEvents(after: since, limit: limit, user: identity.user)
      if !events.isEmpty || Clock.monotonicNanos() >= deadline {
        return SyncBatch(
          events: events, cursor: String(events.last?.order ?? since), caughtUp: events.count < limit)
      }
      // Wait for another connection to commit; data_version is a cheap in-memory check.
      while Clock.monotonicNanos() < deadline {
        Clock.sleep(milliseconds: 10)
        let now = try database.dataVersion()
        if now != version {
          version = now
          break
        }
      }
    }
  }

  public func upload(_ bytes: [UInt8], contentType: String, chat: String, as identity: Identity) throws
    -> (media: String, key: String?)
  {
    let id = Identifier.make("media-", length: 16)
    try database.run(
      "INSERT INTO media(id, content_type, bytes, uploader, ts_ms) VALUES(?, ?, ?, ?, ?)", id.sql,
      contentType.sql, .blob(bytes), identity.user.sql, Clock.nowMillis().sql)
    return (id, nil)
  }

  public func download(_ attachment: Attachment, as identity: Identity) throws -> [UInt8] {
    guard let media = attachment.media else {
      throw PsstError.notFound("attachment \(attachment.name) has no hub copy")
    }
    guard let bytes = try database.first("SELECT bytes FROM media WHERE id = ?", [media.sql], { $0.blob(0) }) else {
      throw PsstError.notFound("no attachment \(media) on the hub")
    }
    return bytes
  }

  public func lookup(ids: [String], query: String?, as identity: Identity) throws -> [User] {
    if !ids.isEmpty { return try ids.compactMap(profile) }
    // The words are matched as they are: % and _ in them are not wildcards.
    let pattern = "%" + LocalHub.likeEscaped(query ?? "") + "%"
    return try database.query(
      "SELECT id, display_name, role FROM users WHERE id LIKE ?1 ESCAPE '\\' OR display_name LIKE ?1 ESCAPE '\\' ORDER BY id",
      [pattern.sql]
    ) { User(id: $0.string(0), displayName: $0.string(1), role: $0.optionalString(2).flatMap(Role.init)) }
  }

  /// `text` for a LIKE pattern with `ESCAPE '\'`: its `%`, `_` and `\` stand for themselves.
  static func likeEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  public var changeFiles: [String] { [database.path] }

  /// The hub's files as they are now, read without opening the hub (see
  /// `Session.serverStamp`): its database and write-ahead log, with the log's header, whose
  /// salts change each time SQLite starts the log over (a rewrite of the same size). Nil when a
  /// sync could not simply read it: offline, no hub yet, or one `init` would refuse.
  public static func changeStamp(_ environment: Environment) -> String? {
    let path = environment.hubPath
    guard !environment.offline, access(path, R_OK | W_OK) == 0, access(FileSystem.directoryName(path), W_OK) == 0,
      (try? environment.requireSafeHub()) != nil
    else { return nil }
    let header = FileSystem.head(path + "-wal", count: 32).map { String($0, radix: 16) }.joined(separator: ".")
    return FileSystem.stamp(path) + "|" + FileSystem.stamp(path + "-wal") + "|" + header
  }

  /// Records the user's presence and tells everyone who shares a chat with them (a presence
  /// event in each of their chats; receivers report only changes).
  public func setPresence(online: Bool, as identity: Identity) throws {
    let now = Clock.nowMillis()
    try database.write {
      try requireOwnDevice(identity, allowNew: false)
      try database.run(
        "UPDATE users SET online = ?, last_active_ms = ? WHERE id = ?", online.sql, now.sql, identity.user.sql)
      let content = JSON.object([("online", .bool(online)), ("last_active_ms", .number(Double(now)))]).serialized
      try database.run(
        """
        INSERT INTO events(room, sender, type, content, ts_ms)
        SELECT room, ?, 'presence', ?, ? FROM members WHERE user = ? AND left_pos IS NULL
        """, identity.user.sql, content.sql, now.sql, identity.user.sql)
    }
  }

  func profile(_ id: String) throws -> User? {
    try database.first("SELECT id, display_name, role FROM users WHERE id = ?", [id.sql]) {
      User(id: $0.string(0), displayName: $0.string(1), role: $0.optionalString(2).flatMap(Role.init))
    }
  }
}
