extension Store {
  /// Adds a local account; the first one becomes the default.
  @discardableResult
  public func addAccount(id: String, displayName: String, role: Role) throws -> Account {
    try Store.validateIdentifier(id, what: "account id")
    return try database.write {
      if try account(id) != nil { throw PsstError.usage("account \(id) already exists") }
      let now = Clock.nowMillis()
      let device = Identifier.make("d", length: 10)
      try database.run(
        "INSERT INTO accounts(id, display_name, role, device, device_key, created_ms) VALUES(?, ?, ?, ?, ?, ?)",
        id.sql, displayName.sql, role.rawValue.sql, device.sql, Store.newDeviceKey().sql, now.sql)
      try upsertUser(account: id, User(id: id, displayName: displayName, role: role))
      if try setting("default_account") == nil { try setSetting("default_account", id) }
      return try account(id)!
    }
  }

  public func account(_ id: String) throws -> Account? {
    let defaultID = try setting("default_account")
    return try database.first(
      "SELECT id, display_name, role, device, created_ms FROM accounts WHERE id = ?", [id.sql]
    ) { Store.account(from: $0, defaultID: defaultID) }
  }

  public func accounts() throws -> [Account] {
    let defaultID = try setting("default_account")
    return try database.query("SELECT id, display_name, role, device, created_ms FROM accounts ORDER BY id") {
      Store.account(from: $0, defaultID: defaultID)
    }
  }

  private static func account(from row: Row, defaultID: String?) -> Account {
    Account(
      id: row.string(0), displayName: row.string(1), role: Role(rawValue: row.string(2)) ?? .client,
      device: row.string(3), isDefault: row.string(0) == defaultID, createdAt: row.int(4))
  }

  /// The account a tool acts as: `--account`, else `PSST_ACCOUNT`, else the default.
  public func resolveAccount(_ explicit: String?) throws -> Account {
    if let id = explicit ?? environment.account {
      guard let found = try account(id) else {
        throw PsstError.notFound("unknown account \(id); see psst-account list")
      }
      return found
    }
    if let id = try setting("default_account"), let found = try account(id) { return found }
    let all = try accounts()
    if all.count == 1 { return all[0] }
    if all.isEmpty {
      throw PsstError.notFound("no accounts yet; create one: psst-account add ID --name NAME")
    }
    throw PsstError.usage("several accounts and no default; pass --account or run psst-account use ID")
  }

  public func setDefaultAccount(_ id: String) throws {
    guard try account(id) != nil else { throw PsstError.notFound("unknown account \(id)") }
    try setSetting("default_account", id)
  }

  public func updateAccount(_ id: String, displayName: String?, role: Role?) throws {
    try database.write {
      if let displayName {
        try database.run("UPDATE accounts SET display_name = ?, registered = 0 WHERE id = ?", displayName.sql, id.sql)
        try database.run(
          "UPDATE users SET display_name = ? WHERE account = ? AND id = ?", displayName.sql, id.sql, id.sql)
      }
      if let role {
        try database.run("UPDATE accounts SET role = ?, registered = 0 WHERE id = ?", role.rawValue.sql, id.sql)
        try database.run("UPDATE users SET role = ? WHERE account = ? AND id = ?", role.rawValue.sql, id.sql, id.sql)
      }
    }
  }

  /// Removes the account and everything stored for it (the server keeps its copy).
  public func removeAccount(_ id: String) throws {
    try database.write {
      guard try account(id) != nil else { throw PsstError.notFound("unknown account \(id)") }
      for table in [
        "users", "chats", "members", "messages", "revisions", "receipts", "outbox", "typing", "events",
        "watch_cursors", "presence", "matrix_accounts", "remote_ids", "matrix_rooms", "ai_cache", "action_status",
        "marked_decisions", "ai_conversations", "ai_turns", "calendar_events", "reminders", "ai_actions", "ai_usage",
        "contacts", "preferences", "matrix_crypto_accounts", "matrix_olm_sessions", "matrix_group_sessions",
        "matrix_outbound_sessions", "matrix_undecrypted", "matrix_key_backups", "matrix_backed_up_sessions",
        "matrix_devices", "matrix_device_policies",
      ] {
        try database.run("DELETE FROM \(table) WHERE account = ?", id.sql)
      }
      try database.run("DELETE FROM accounts WHERE id = ?", id.sql)
      if try setting("default_account") == id {
        let next = try database.first("SELECT id FROM accounts ORDER BY id") { $0.string(0) }
        try setSetting("default_account", next)
      }
    }
  }

  /// True once the account's current profile is known to the server.
  public func isRegistered(_ id: String) throws -> Bool {
    try database.first("SELECT registered FROM accounts WHERE id = ?", [id.sql]) { $0.bool(0) } ?? false
  }

  public func markRegistered(_ id: String) throws {
    try database.run("UPDATE accounts SET registered = 1 WHERE id = ?", id.sql)
  }

  /// The store's secret for the account, made now for an account older than device keys.
  /// It never leaves the store: the hub keeps its SHA-256 and checks the key presented with
  /// each request (see `Identity.key`).
  public func deviceKey(_ account: String) throws -> String? {
    let read = { [database] in
      try database.first("SELECT device_key FROM accounts WHERE id = ?", [account.sql]) { $0.optionalString(0) } ?? nil
    }
    if let key = try read() { return key }
    try database.run(
      "UPDATE accounts SET device_key = ? WHERE id = ? AND device_key IS NULL", Store.newDeviceKey().sql, account.sql)
    return try read()
  }

  /// 52 random base-32 characters: 260 bits.
  static func newDeviceKey() -> String { Identifier.make("", length: 52) }

  /// The id of the embedded hub the account last used, if any.
  public func hubID(_ account: String) throws -> String? {
    try database.first("SELECT hub_id FROM accounts WHERE id = ?", [account.sql]) { $0.optionalString(0) } ?? nil
  }

  public func setHubID(_ account: String, _ hub: String) throws {
    try database.run("UPDATE accounts SET hub_id = ? WHERE id = ?", hub.sql, account.sql)
  }

  /// What the account's last complete sync saw of its server (see `Session.serverStamp`).
  public func syncStamp(_ account: String) throws -> String? {
    try setting("sync.stamp." + account)
  }

  public func setSyncStamp(_ account: String, _ stamp: String) throws {
    try setSetting("sync.stamp." + account, stamp)
  }

  /// After the hub's event log started afresh (a lost or replaced hub): syncs from the new log's
  /// start, and every server position the store keeps for the account (message order, edit
  /// order, receipts) is moved below the new log's first, so old and new compare in time order
  /// (a new receipt covers the old messages; an old one covers none of the new).
  public func restartSync(_ account: String, hub: String) throws {
    try database.write {
      let cursor = try syncCursor(account).flatMap { Int64($0) } ?? 0
      let highest =
        try database.first(
          """
          SELECT max(COALESCE((SELECT max(server_order) FROM messages WHERE account = ?1), 0),
            COALESCE((SELECT max(edit_order) FROM messages WHERE account = ?1), 0),
            COALESCE((SELECT max(up_to_order) FROM receipts WHERE account = ?1), 0))
          """, [account.sql], { $0.int(0) }) ?? 0
      let shift = max(cursor, highest)
      try database.run(
        """
        UPDATE messages SET server_order = server_order - ?2, edit_order = edit_order - ?2
        WHERE account = ?1 AND (server_order IS NOT NULL OR edit_order IS NOT NULL)
        """, account.sql, shift.sql)
      try database.run("UPDATE receipts SET up_to_order = up_to_order - ? WHERE account = ?", shift.sql, account.sql)
      try database.run("UPDATE accounts SET sync_cursor = NULL, hub_id = ? WHERE id = ?", hub.sql, account.sql)
    }
  }

  public func syncCursor(_ account: String) throws -> String? {
    try database.first("SELECT sync_cursor FROM accounts WHERE id = ?", [account.sql]) {
      $0.optionalString(0)
    } ?? nil
  }

  /// Ids people type: letters, digits and `._-`, starting with a letter or digit.
  public static func validateIdentifier(_ id: String, what: String) throws {
    let allowed = id.unicodeScalars.allSatisfy {
      ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
    }
    guard !id.isEmpty, id.count <= 64, allowed, id.first != "-", id.first != "." else {
      throw PsstError.usage("invalid \(what) '\(id)': use letters, digits, '.', '_' or '-' (at most 64)")
    }
  }
}
