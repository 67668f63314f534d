#if canImport(Glibc)
  import Glibc
#endif

/// The account owner's local SQLite store (`$PSST_HOME/psst.db`), shared by every tool.
///
/// ```swift
/// let store = try Store.open(Environment.current())
/// let account = try store.resolveAccount(nil)
/// ```
public final class Store {
  /// The connection, for the store layer only (this package's store and search modules and
  /// its tests): every other module asks the store's methods, never SQL.
  package let database: Database
  public let environment: Environment

  init(database: Database, environment: Environment) {
    self.database = database
    self.environment = environment
  }

  /// True when the store was opened for reading only (it or its folder is not writable).
  public var isReadOnly: Bool { database.isReadOnly }

  /// Runs `body` in one write transaction: what it stores is kept together or not at all.
  /// Nested calls join the outer transaction.
  ///
  /// ```swift
  /// try store.transaction {
  ///   for message in piped { try store.addPiped(account: me, id: message.id, ...) }
  /// }
  /// ```
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try database.write(body)
  }

  /// Runs `body` inside the current transaction so that, when it throws, only its own changes
  /// are undone: one bad line of a batch, not the lines before it.
  public func savepoint<T>(_ body: () throws -> T) throws -> T {
    try database.savepoint(body)
  }

  /// Opens the store; with `create` false a missing store is a clear error, not an empty one.
  /// A `PSST_HOME` or store another user owns or may write, or that cannot be read, is refused
  /// (permission) before anything is read from it. A store psst may not write is opened for
  /// reading: tools that only read work, writes fail with a permission error.
  public static func open(_ environment: Environment, create: Bool = false) throws -> Store {
    let path = environment.storePath
    try environment.requirePrivateHome()
    if !FileSystem.exists(path) {
      guard create else {
        throw PsstError.notFound(
          "no psst store at \(path); create an account first: psst-account add ID --name NAME")
      }
      try environment.ensureHome()
      // A PSST_HOME made just now, or one that existed without a store, is checked as well.
      try environment.requirePrivateHome()
    }
    let database = try Database(path: path, busyTimeout: environment.lockTimeoutMillis)
    let store = Store(database: database, environment: environment)
    try store.migrate()
    // A bulk import killed before its index build left a mark: finish the build before any use
    // (not while that import runs: it builds at its end).
    try store.completeDeferredIndexes()
    return store
  }

  /// Schema versions, applied in order inside one transaction each. Later features (watch,
  /// AI, search) append migrations here; existing ones never change.
  static let migrations: [String] = [
    """
    CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE accounts(
      id TEXT PRIMARY KEY, display_name TEXT NOT NULL, role TEXT NOT NULL, device TEXT NOT NULL,
      transport TEXT NOT NULL DEFAULT 'local', sync_cursor TEXT, registered INTEGER NOT NULL DEFAULT 0,
      created_ms INTEGER NOT NULL);
    CREATE TABLE users(
      account TEXT NOT NULL, id TEXT NOT NULL, display_name TEXT NOT NULL, role TEXT,
      PRIMARY KEY(account, id)) WITHOUT ROWID;
    CREATE TABLE chats(
      account TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
      created_ms INTEGER NOT NULL, remote_id TEXT, PRIMARY KEY(account, id)) WITHOUT ROWID;
    CREATE TABLE members(
      account TEXT NOT NULL, chat TEXT NOT NULL, user TEXT NOT NULL,
      PRIMARY KEY(account, chat, user)) WITHOUT ROWID;
    CREATE TABLE messages(
      seq INTEGER PRIMARY KEY, account TEXT NOT NULL, id TEXT NOT NULL, chat TEXT NOT NULL,
      sender TEXT NOT NULL, text TEXT NOT NULL, reply_to TEXT, attachments TEXT,
      created_ms INTEGER NOT NULL, server_ms INTEGER, server_order INTEGER,
      state TEXT NOT NULL, failure TEXT, edited_ms INTEGER, edit_order INTEGER, deleted INTEGER NOT NULL DEFAULT 0,
      read_ms INTEGER, origin TEXT NOT NULL DEFAULT 'local', UNIQUE(account, id));
    CREATE INDEX messages_by_chat ON messages(account, chat, created_ms);
    CREATE INDEX messages_by_time ON messages(account, created_ms);
    CREATE INDEX messages_unread ON messages(account, chat) WHERE read_ms IS NULL AND sender <> account;
    CREATE TABLE revisions(
      account TEXT NOT NULL, message TEXT NOT NULL, text TEXT NOT NULL, replaced_ms INTEGER NOT NULL);
    CREATE INDEX revisions_by_message ON revisions(account, message);
    CREATE TABLE receipts(
      account TEXT NOT NULL, chat TEXT NOT NULL, user TEXT NOT NULL, kind TEXT NOT NULL,
      up_to_order INTEGER NOT NULL, ms INTEGER NOT NULL,
      PRIMARY KEY(account, chat, user, kind)) WITHOUT ROWID;
    CREATE TABLE outbox(
      seq INTEGER PRIMARY KEY AUTOINCREMENT, account TEXT NOT NULL, txn TEXT NOT NULL,
      kind TEXT NOT NULL, chat TEXT NOT NULL, request TEXT NOT NULL,
      state TEXT NOT NULL DEFAULT 'queued', attempts INTEGER NOT NULL DEFAULT 0, error TEXT, error_kind TEXT,
      created_ms INTEGER NOT NULL, UNIQUE(account, txn));
    CREATE INDEX outbox_pending ON outbox(account, state, seq);
    CREATE TABLE typing(
      account TEXT NOT NULL, chat TEXT NOT NULL, user TEXT NOT NULL, until_ms INTEGER NOT NULL,
      PRIMARY KEY(account, chat, user)) WITHOUT ROWID;
    """,
    // 2: the event feed psst-watch prints, its saved consumer cursors, and presence.
    """
    CREATE TABLE events(
      cursor INTEGER PRIMARY KEY AUTOINCREMENT, account TEXT NOT NULL, type TEXT NOT NULL, chat TEXT,
      sender TEXT, ts_ms INTEGER NOT NULL, fields TEXT NOT NULL);
    CREATE INDEX events_by_account ON events(account, cursor);
    CREATE TABLE watch_cursors(
      account TEXT NOT NULL, name TEXT NOT NULL, cursor INTEGER NOT NULL, PRIMARY KEY(account, name)) WITHOUT ROWID;
    CREATE TABLE presence(
      account TEXT NOT NULL, user TEXT NOT NULL, online INTEGER NOT NULL, last_seen_ms INTEGER NOT NULL,
      PRIMARY KEY(account, user)) WITHOUT ROWID;
    """,
    // 3: Matrix accounts: the login (the store is 0600, like the token must be), psst ids of
    // server-assigned room and event ids, and per-room state a sync diffs against.
    """
    CREATE TABLE matrix_accounts(
      account TEXT PRIMARY KEY, homeserver TEXT NOT NULL, user_id TEXT NOT NULL, device_id TEXT NOT NULL,
      access_token TEXT);
    CREATE TABLE remote_ids(
      account TEXT NOT NULL, kind TEXT NOT NULL, local TEXT NOT NULL, remote TEXT NOT NULL,
      PRIMARY KEY(account, kind, local), UNIQUE(account, kind, remote)) WITHOUT ROWID;
    CREATE TABLE matrix_rooms(
      account TEXT NOT NULL, room TEXT NOT NULL, typing TEXT NOT NULL DEFAULT '', encrypted INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY(account, room)) WITHOUT ROWID;
    """,
    // 4: the AI engine's results kept between runs (summaries, keyed by what they were made
    // from), and the owner's done/reopen marks on action items.
    """
    CREATE TABLE ai_cache(
      account TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, value TEXT NOT NULL,
      created_ms INTEGER NOT NULL, PRIMARY KEY(account, kind, key)) WITHOUT ROWID;
    CREATE TABLE action_status(
      account TEXT NOT NULL, message_id TEXT NOT NULL, task TEXT NOT NULL, status TEXT NOT NULL,
      changed_ms INTEGER NOT NULL, PRIMARY KEY(account, message_id, task)) WITHOUT ROWID;
    """,
    // 5: decisions the owner marked by hand (psst-insights decide).
    """
    CREATE TABLE marked_decisions(
      account TEXT NOT NULL, message_id TEXT NOT NULL, summary TEXT NOT NULL, tags TEXT NOT NULL,
      marked_ms INTEGER NOT NULL, PRIMARY KEY(account, message_id)) WITHOUT ROWID;
    """,
    // 6: search. A full-text index over the text of messages (external content: the text is
    // stored once, in messages) and sentence embeddings, both kept in step by triggers: an
    // unsent message leaves the index, an edited one is indexed by its new text and loses its
    // vector until psst-index embeds it again. vector_pending lists the messages waiting for a
    // vector, so finding them never scans the messages. A bulk import defers both to one
    // statement each at the end of its transaction (since schema 13: at the end of the import).
    """
    CREATE VIRTUAL TABLE message_text USING fts5(
      text, content = 'messages', content_rowid = 'seq', tokenize = 'porter unicode61 remove_diacritics 2');
    INSERT INTO message_text(rowid, text) SELECT seq, text FROM messages WHERE deleted = 0;
    CREATE TRIGGER message_text_insert AFTER INSERT ON messages
      WHEN new.deleted = 0 AND NOT EXISTS (SELECT 1 FROM settings WHERE key = 'index.deferred') BEGIN
      INSERT INTO message_text(rowid, text) VALUES(new.seq, new.text);
    END;
    CREATE TRIGGER message_text_delete AFTER DELETE ON messages WHEN old.deleted = 0 BEGIN
      INSERT INTO message_text(message_text, rowid, text) VALUES('delete', old.seq, old.text);
    END;
    CREATE TRIGGER message_text_update AFTER UPDATE OF text, deleted ON messages BEGIN
      INSERT INTO message_text(message_text, rowid, text) SELECT 'delete', old.seq, old.text WHERE old.deleted = 0;
      INSERT INTO message_text(rowid, text) SELECT new.seq, new.text WHERE new.deleted = 0;
    END;
    CREATE TABLE message_vectors(
      seq INTEGER PRIMARY KEY, account TEXT NOT NULL, model TEXT NOT NULL, vector BLOB NOT NULL);
    CREATE INDEX message_vectors_by_model ON message_vectors(account, model);
    CREATE TABLE vector_pending(account TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY(account, seq)) WITHOUT ROWID;
    INSERT INTO vector_pending(account, seq) SELECT account, seq FROM messages WHERE deleted = 0 AND text <> '';
    CREATE TRIGGER vector_pending_insert AFTER INSERT ON messages
      WHEN new.deleted = 0 AND new.text <> '' AND NOT EXISTS (SELECT 1 FROM settings WHERE key = 'index.deferred') BEGIN
      INSERT OR IGNORE INTO vector_pending(account, seq) VALUES(new.account, new.seq);
    END;
    CREATE TRIGGER message_vectors_stale AFTER UPDATE OF text, deleted ON messages
      WHEN new.text IS NOT old.text OR new.deleted <> old.deleted BEGIN
      DELETE FROM message_vectors WHERE seq = old.seq;
      DELETE FROM vector_pending WHERE account = old.account AND seq = old.seq;
      INSERT OR IGNORE INTO vector_pending(account, seq) SELECT new.account, new.seq
        WHERE new.deleted = 0 AND new.text <> '';
    END;
    CREATE TRIGGER message_vectors_gone AFTER DELETE ON messages BEGIN
      DELETE FROM message_vectors WHERE seq = old.seq;
      DELETE FROM vector_pending WHERE account = old.account AND seq = old.seq;
    END;
    """,
    // 7: conversations with the assistant (psst-ai): one row per question and answer.
    """
    CREATE TABLE ai_conversations(
      account TEXT NOT NULL, id TEXT NOT NULL, title TEXT NOT NULL, created_ms INTEGER NOT NULL,
      updated_ms INTEGER NOT NULL, PRIMARY KEY(account, id)) WITHOUT ROWID;
    CREATE TABLE ai_turns(
      account TEXT NOT NULL, conversation TEXT NOT NULL, turn INTEGER NOT NULL, question TEXT NOT NULL,
      answer TEXT NOT NULL, sources TEXT NOT NULL, created_ms INTEGER NOT NULL,
      PRIMARY KEY(account, conversation, turn)) WITHOUT ROWID;
    """,
    // 8: what the assistant does and costs: calls on the calendar, reminders, the actions it
    // proposed (the audit log), and provider requests with their tokens. (Cached provider
    // answers go in ai_cache, made by migration 4, as kind "provider".)
    """
    CREATE TABLE calendar_events(
      account TEXT NOT NULL, id TEXT NOT NULL, title TEXT NOT NULL, with_user TEXT, chat TEXT,
      starts_ms INTEGER NOT NULL, minutes INTEGER NOT NULL, created_ms INTEGER NOT NULL,
      action TEXT, PRIMARY KEY(account, id)) WITHOUT ROWID;
    CREATE INDEX calendar_events_by_start ON calendar_events(account, starts_ms);
    CREATE TABLE reminders(
      account TEXT NOT NULL, id TEXT NOT NULL, text TEXT NOT NULL, due_ms INTEGER NOT NULL,
      about_user TEXT, created_ms INTEGER NOT NULL, done_ms INTEGER, action TEXT,
      PRIMARY KEY(account, id)) WITHOUT ROWID;
    CREATE INDEX reminders_by_due ON reminders(account, done_ms, due_ms);
    CREATE TABLE ai_actions(
      account TEXT NOT NULL, id TEXT NOT NULL, conversation TEXT, tool TEXT NOT NULL, args TEXT NOT NULL,
      status TEXT NOT NULL, result TEXT, created_ms INTEGER NOT NULL, decided_ms INTEGER,
      PRIMARY KEY(account, id)) WITHOUT ROWID;
    CREATE TABLE ai_usage(
      account TEXT NOT NULL, created_ms INTEGER NOT NULL, tool TEXT NOT NULL, endpoint TEXT NOT NULL,
      model TEXT NOT NULL, prompt_tokens INTEGER NOT NULL, completion_tokens INTEGER NOT NULL,
      cost_micros INTEGER NOT NULL, cached INTEGER NOT NULL, outcome TEXT NOT NULL);
    CREATE INDEX ai_usage_by_time ON ai_usage(account, created_ms);
    """,
    // 9: per account, the id of the embedded hub it last used (another one means the hub was
    // lost or replaced, and the account recovers) and the store's device key, whose SHA-256
    // the hub checks (the key never leaves the store).
    """
    ALTER TABLE accounts ADD COLUMN hub_id TEXT;
    ALTER TABLE accounts ADD COLUMN device_key TEXT;
    """,
    // 10: trainer-client relationships. The account's roster (people with an account, by user
    // id, and prospects known by name and email until they join), its policy, when it started
    // keeping a roster and last changed it, and whether the server has that version.
    """
    CREATE TABLE contacts(
      account TEXT NOT NULL, id TEXT NOT NULL, user TEXT, name TEXT NOT NULL, email TEXT,
      relationship TEXT NOT NULL, added_ms INTEGER NOT NULL, promoted_ms INTEGER, PRIMARY KEY(account, id)) WITHOUT ROWID;
    CREATE UNIQUE INDEX contacts_by_user ON contacts(account, user) WHERE user IS NOT NULL;
    ALTER TABLE accounts ADD COLUMN policy TEXT;
    ALTER TABLE accounts ADD COLUMN roster_started_ms INTEGER;
    ALTER TABLE accounts ADD COLUMN roster_ms INTEGER;
    ALTER TABLE accounts ADD COLUMN roster_published INTEGER NOT NULL DEFAULT 1;
    """,
    // 11: the owner's preferences per account (psst-account set; the config file holds the
    // defaults), and for the audit log's autopilot actions the message that caused each (their
    // count per day and per chat is the autopilot's limit).
    """
    CREATE TABLE preferences(
      account TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY(account, key)) WITHOUT ROWID;
    ALTER TABLE ai_actions ADD COLUMN cause TEXT;
    ALTER TABLE ai_actions ADD COLUMN chat TEXT;
    CREATE INDEX ai_actions_caused ON ai_actions(account, created_ms) WHERE cause IS NOT NULL;
    """,
    // 12: sentence embeddings as one byte a dimension (VectorCode), naming their account and
    // model by a small id (a row of vector_models) instead of float32 rows repeating both
    // names: ~440 bytes a message on disk instead of ~2,200. Rows are keyed by when they were
    // saved, not by seq: psst-index embeds newest first, and each batch keyed by seq would land
    // before the last one, leaving pages a quarter empty; appended, they fill them.
    // convertFloat32Vectors moves the vectors of message_vectors here, then drops it.
    """
    CREATE TABLE vector_models(
      id INTEGER PRIMARY KEY, account TEXT NOT NULL, name TEXT NOT NULL, UNIQUE(account, name));
    CREATE TABLE vector_codes(
      id INTEGER PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, model INTEGER NOT NULL, code BLOB NOT NULL);
    CREATE INDEX vector_codes_by_model ON vector_codes(model);
    INSERT INTO vector_models(account, name)
      SELECT DISTINCT account, model FROM message_vectors ORDER BY account, model;
    DROP TRIGGER message_vectors_stale;
    DROP TRIGGER message_vectors_gone;
    CREATE TRIGGER vector_codes_stale AFTER UPDATE OF text, deleted ON messages
      WHEN new.text IS NOT old.text OR new.deleted <> old.deleted BEGIN
      DELETE FROM vector_codes WHERE seq = old.seq;
      DELETE FROM vector_pending WHERE account = old.account AND seq = old.seq;
      INSERT OR IGNORE INTO vector_pending(account, seq) SELECT new.account, new.seq
        WHERE new.deleted = 0 AND new.text <> '';
    END;
    CREATE TRIGGER vector_codes_gone AFTER DELETE ON messages BEGIN
      DELETE FROM vector_codes WHERE seq = old.seq;
      DELETE FROM vector_pending WHERE account = old.account AND seq = old.seq;
    END;
    """,
    // 13: a smaller store and a faster import (issue 19). Messages are found by chat through
    // one index on (chat, time) without the account (a chat id seldom repeats across the
    // accounts of one store), and by time alone chat by chat through it (Store.chatIDs), so the
    // time index goes. The messages waiting for a vector are kept as runs of seq (first, last),
    // not a row each. A bulk import leaves the full-text index and the waiting list of its rows
    // to one build at its end: settings 'index.deferred' holds the first seq left to that build,
    // committed with the first rows, so a kill before it leaves a mark the next import or tool
    // completes (Store.completeDeferredIndexes). Rows from that seq on are the build's alone;
    // the triggers keep the index and the list for the rows before it. Statistics written by
    // hand tell the planner what a store holds: most messages belong to one account, so the id
    // index is no way to find an account's messages (the time index used to be), a whole scan
    // is; a chat holds a fraction of them.
    """
    DROP INDEX messages_by_time;
    DROP INDEX messages_by_chat;
    CREATE INDEX messages_by_chat ON messages(chat, created_ms);
    ANALYZE sqlite_schema;
    DELETE FROM sqlite_stat1 WHERE tbl = 'messages';
    INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES
      ('messages', 'sqlite_autoindex_messages_1', '1000000 1000000 1'),
      ('messages', 'messages_by_chat', '1000000 20000 2');
    ANALYZE sqlite_schema;
    DROP TRIGGER message_text_insert;
    DROP TRIGGER message_text_delete;
    DROP TRIGGER message_text_update;
    DROP TRIGGER vector_pending_insert;
    DROP TRIGGER vector_codes_stale;
    DROP TRIGGER vector_codes_gone;
    CREATE TABLE vector_pending_runs(
      account TEXT NOT NULL, seq INTEGER NOT NULL, last INTEGER NOT NULL, PRIMARY KEY(account, seq)) WITHOUT ROWID;
    INSERT INTO vector_pending_runs(account, seq, last)
      SELECT account, min(seq), max(seq) FROM (
        SELECT account, seq, seq - row_number() OVER (PARTITION BY account ORDER BY seq) AS run FROM vector_pending)
      GROUP BY account, run;
    DROP TABLE vector_pending;
    ALTER TABLE vector_pending_runs RENAME TO vector_pending;
    CREATE TRIGGER message_text_insert AFTER INSERT ON messages
      WHEN new.deleted = 0 AND NOT EXISTS (
        SELECT 1 FROM settings WHERE key = 'index.deferred' AND new.seq >= CAST(value AS INTEGER)) BEGIN
      INSERT INTO message_text(rowid, text) VALUES(new.seq, new.text);
    END;
    CREATE TRIGGER message_text_delete AFTER DELETE ON messages
      WHEN old.deleted = 0 AND NOT EXISTS (
        SELECT 1 FROM settings WHERE key = 'index.deferred' AND old.seq >= CAST(value AS INTEGER)) BEGIN
      INSERT INTO message_text(message_text, rowid, text) VALUES('delete', old.seq, old.text);
    END;
    CREATE TRIGGER message_text_update AFTER UPDATE OF text, deleted ON messages
      WHEN NOT EXISTS (
        SELECT 1 FROM settings WHERE key = 'index.deferred' AND old.seq >= CAST(value AS INTEGER)) BEGIN
      INSERT INTO message_text(message_text, rowid, text) SELECT 'delete', old.seq, old.text WHERE old.deleted = 0;
      INSERT INTO message_text(rowid, text) SELECT new.seq, new.text WHERE new.deleted = 0;
    END;
    CREATE TRIGGER vector_pending_insert AFTER INSERT ON messages
      WHEN new.deleted = 0 AND new.text <> '' AND NOT EXISTS (
        SELECT 1 FROM settings WHERE key = 'index.deferred' AND new.seq >= CAST(value AS INTEGER)) BEGIN
      \(Store.addPending("new.account", "new.seq").joined(separator: "\n"))
    END;
    \(Store.vectorCodeTriggers)
    """,
    // 14: end-to-end encryption (Matrix): the device's Olm account, its Olm sessions with other
    // devices, the Megolm sessions it can decrypt with, the one per room it encrypts with (and
    // the devices that have its key), and room events still waiting for their keys. Every state
    // column is a secret: the store is 0600 and nothing prints them.
    """
    CREATE TABLE matrix_crypto_accounts(
      account TEXT PRIMARY KEY, state TEXT NOT NULL, keys_uploaded INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE matrix_olm_sessions(
      account TEXT NOT NULL, sender_key TEXT NOT NULL, session_id TEXT NOT NULL, state TEXT NOT NULL,
      used_ms INTEGER NOT NULL, PRIMARY KEY(account, sender_key, session_id)) WITHOUT ROWID;
    CREATE TABLE matrix_group_sessions(
      account TEXT NOT NULL, room TEXT NOT NULL, session_id TEXT NOT NULL, sender_key TEXT NOT NULL,
      state TEXT NOT NULL, PRIMARY KEY(account, room, session_id)) WITHOUT ROWID;
    CREATE TABLE matrix_outbound_sessions(
      account TEXT NOT NULL, room TEXT NOT NULL, state TEXT NOT NULL, shared_with TEXT NOT NULL,
      PRIMARY KEY(account, room)) WITHOUT ROWID;
    CREATE TABLE matrix_undecrypted(
      account TEXT NOT NULL, room TEXT NOT NULL, session_id TEXT NOT NULL, event_id TEXT NOT NULL,
      event TEXT NOT NULL, PRIMARY KEY(account, room, session_id, event_id)) WITHOUT ROWID;
    """,
    // 15: the server-side key backup room keys go to (its public key only: the user keeps the
    // recovery key) and which room keys are in it; every device seen in key queries with the
    // keys trusted for it (first seen, or verified), its trust, and keys that changed since; and
    // which devices get room keys when the account chose other than trust on first use.
    """
    CREATE TABLE matrix_key_backups(account TEXT PRIMARY KEY, version TEXT NOT NULL, public_key TEXT NOT NULL);
    CREATE TABLE matrix_backed_up_sessions(
      account TEXT NOT NULL, room TEXT NOT NULL, session_id TEXT NOT NULL,
      PRIMARY KEY(account, room, session_id)) WITHOUT ROWID;
    CREATE TABLE matrix_devices(
      account TEXT NOT NULL, user_id TEXT NOT NULL, device_id TEXT NOT NULL, name TEXT NOT NULL,
      curve25519 TEXT NOT NULL, ed25519 TEXT NOT NULL, trust TEXT NOT NULL, changed_curve25519 TEXT,
      changed_ed25519 TEXT, warned INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY(account, user_id, device_id)) WITHOUT ROWID;
    CREATE TABLE matrix_device_policies(account TEXT PRIMARY KEY, policy TEXT NOT NULL);
    """,
    // 16: what the AI engine read in each message (its action, decision, priority and
    // scheduling readings), so a digest reads only the messages it has not read before. A row
    // holds the engine version and the key it was read with (the message, the one before it in
    // its chat, the directory: PsstAI's MessageReading.key); an edit or unsend drops it.
    """
    CREATE TABLE message_readings(
      seq INTEGER PRIMARY KEY, engine INTEGER NOT NULL, key INTEGER NOT NULL, reading BLOB NOT NULL);
    CREATE TRIGGER message_readings_stale AFTER UPDATE OF text, deleted ON messages
      WHEN new.text IS NOT old.text OR new.deleted <> old.deleted BEGIN
      DELETE FROM message_readings WHERE seq = old.seq;
    END;
    CREATE TRIGGER message_readings_gone AFTER DELETE ON messages BEGIN
      DELETE FROM message_readings WHERE seq = old.seq;
    END;
    """,
    // 17: smaller vectors (issue 19): four bits a dimension (VectorCode) instead of a byte,
    // in a table keyed by seq alone, without the id, the unique seq index and the model index
    // (~210 bytes a message instead of ~440). Each model keeps its count of vectors, kept by
    // triggers, which is what searches asked the model index. psst-index saves a block of
    // seq at a time in ascending order (SearchIndex.unembedded), so pages still fill up.
    // convertByteCodes moves the codes of vector_codes_bytes here, then drops it.
    """
    DROP TRIGGER vector_codes_stale;
    DROP TRIGGER vector_codes_gone;
    DROP INDEX vector_codes_by_model;
    ALTER TABLE vector_codes RENAME TO vector_codes_bytes;
    CREATE TABLE vector_codes(seq INTEGER PRIMARY KEY, model INTEGER NOT NULL, code BLOB NOT NULL);
    ALTER TABLE vector_models ADD COLUMN vectors INTEGER NOT NULL DEFAULT 0;
    CREATE TRIGGER vector_codes_counted AFTER INSERT ON vector_codes BEGIN
      UPDATE vector_models SET vectors = vectors + 1 WHERE id = new.model;
    END;
    CREATE TRIGGER vector_codes_uncounted AFTER DELETE ON vector_codes BEGIN
      UPDATE vector_models SET vectors = vectors - 1 WHERE id = old.model;
    END;
    CREATE TRIGGER vector_codes_recounted AFTER UPDATE OF model ON vector_codes BEGIN
      UPDATE vector_models SET vectors = vectors - 1 WHERE id = old.model;
      UPDATE vector_models SET vectors = vectors + 1 WHERE id = new.model;
    END;
    \(Store.vectorCodeTriggers)
    """,
  ]

  /// The triggers that drop a message's vector when its text changes or it goes, and put it
  /// back in line for embedding: made by migration 13 and again by 17, which rebuilt the table.
  static let vectorCodeTriggers = """
    CREATE TRIGGER vector_codes_stale AFTER UPDATE OF text, deleted ON messages
      WHEN (new.text IS NOT old.text OR new.deleted <> old.deleted) AND NOT EXISTS (
        SELECT 1 FROM settings WHERE key = 'index.deferred' AND old.seq >= CAST(value AS INTEGER)) BEGIN
      DELETE FROM vector_codes WHERE seq = old.seq;
      \(Store.removePending("old.account", "old.seq").joined(separator: "\n"))
      \(Store.addPending("new.account", "new.seq", when: "new.deleted = 0 AND new.text <> ''").joined(separator: "\n"))
    END;
    CREATE TRIGGER vector_codes_gone AFTER DELETE ON messages BEGIN
      DELETE FROM vector_codes WHERE seq = old.seq;
      \(Store.removePending("old.account", "old.seq").joined(separator: "\n"))
    END;
    """

  /// The statements that add message `seq` of `account` (SQL expressions: columns of a
  /// trigger, or parameters) to the runs waiting for a vector when `condition` holds: the run
  /// ending just before it grows, or a run of one begins.
  package static func addPending(_ account: String, _ seq: String, when condition: String = "1") -> [String] {
    let holder = "(SELECT max(seq) FROM vector_pending WHERE account = \(account) AND seq <= \(seq))"
    let before = "(SELECT max(seq) FROM vector_pending WHERE account = \(account) AND seq < \(seq))"
    return [
      """
      UPDATE vector_pending SET last = \(seq)
        WHERE \(condition) AND account = \(account) AND seq = \(before) AND last = \(seq) - 1;
      """,
      """
      INSERT INTO vector_pending(account, seq, last) SELECT \(account), \(seq), \(seq)
        WHERE \(condition) AND NOT EXISTS (
          SELECT 1 FROM vector_pending WHERE account = \(account) AND seq = \(holder) AND last >= \(seq));
      """,
    ]
  }

  /// The statements that take message `seq` of `account` (SQL expressions, as above) out of
  /// the runs waiting for a vector: the run holding it is cut in two around it.
  package static func removePending(_ account: String, _ seq: String) -> [String] {
    let holder = "(SELECT max(seq) FROM vector_pending WHERE account = \(account) AND seq <= \(seq))"
    let before = "(SELECT max(seq) FROM vector_pending WHERE account = \(account) AND seq < \(seq))"
    return [
      """
      INSERT INTO vector_pending(account, seq, last) SELECT account, \(seq) + 1, last FROM vector_pending
        WHERE account = \(account) AND seq = \(holder) AND last > \(seq);
      """,
      "UPDATE vector_pending SET last = \(seq) - 1 WHERE account = \(account) AND seq = \(before) AND last >= \(seq);",
      "DELETE FROM vector_pending WHERE account = \(account) AND seq = \(seq);",
    ]
  }

  /// The schema version that keeps vectors as codes: reaching it converts the float32 ones.
  static let vectorCodesVersion = 12
  /// The schema version that keeps codes of four bits a dimension: reaching it converts the
  /// byte codes.
  static let smallVectorCodesVersion = 17

  /// The schema version this build writes (`--version` prints it).
  public static var schemaVersion: Int { migrations.count }

  func migrate() throws {
    let current = try database.first("PRAGMA user_version") { Int($0.int(0)) } ?? 0
    if current < Store.migrations.count && database.isReadOnly {
      throw PsstError.permission(
        "\(database.path) is read-only and needs upgrading to schema \(Store.migrations.count) (it has \(current)): "
          + "run psst once where it can write the file and its folder")
    }
    guard current < Store.migrations.count else {
      if current > Store.migrations.count {
        throw PsstError.usage(
          "\(database.path) has schema version \(current); this psst knows up to \(Store.migrations.count). Upgrade psst."
        )
      }
      return
    }
    try database.write {
      // Re-read under the write lock: another process may have migrated meanwhile.
      let version = try database.first("PRAGMA user_version") { Int($0.int(0)) } ?? 0
      for index in version..<Store.migrations.count {
        try database.execute(Store.migrations[index])
        if index + 1 == Store.vectorCodesVersion { try convertFloat32Vectors() }
        if index + 1 == Store.smallVectorCodesVersion { try convertByteCodes() }
      }
      try database.execute("PRAGMA user_version = \(Store.migrations.count)")
    }
  }

  /// Moves every float32 vector of the old `message_vectors` table into `vector_codes`, in
  /// ascending order (pages fill up), and drops the old table. Once, inside the migration.
  private func convertFloat32Vectors() throws {
    try database.forEach(
      """
      SELECT v.seq, k.id, v.vector FROM message_vectors v
      JOIN vector_models k ON k.account = v.account AND k.name = v.model ORDER BY v.seq
      """, []
    ) { row in
      let code = row.withBlob(2) { ByteVectorCode.encode(float32: $0) }
      try database.run(
        "INSERT INTO vector_codes(seq, model, code) VALUES(?, ?, ?)", row.int(0).sql, row.int(1).sql, .blob(code))
    }
    try database.execute("DROP TABLE message_vectors")
  }

  /// Moves every byte code of `vector_codes_bytes` into `vector_codes` as a code of four bits
  /// a dimension, in ascending order (pages fill up), and drops the old table. Once, inside
  /// the migration: a kill during it leaves the store as it was.
  private func convertByteCodes() throws {
    try database.forEach("SELECT seq, model, code FROM vector_codes_bytes ORDER BY seq", []) { row in
      let code = row.withBlob(2) { VectorCode.encode(ByteVectorCode.decode($0)) }
      try database.run(
        "INSERT INTO vector_codes(seq, model, code) VALUES(?, ?, ?)", row.int(0).sql, row.int(1).sql, .blob(code))
    }
    try database.execute("DROP TABLE vector_codes_bytes")
  }

  func setting(_ key: String) throws -> String? {
    try database.first("SELECT value FROM settings WHERE key = ?", [key.sql]) { $0.string(0) }
  }

  func setSetting(_ key: String, _ value: String?) throws {
    if let value {
      try database.run(
        "INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        key.sql, value.sql)
    } else {
      try database.run("DELETE FROM settings WHERE key = ?", key.sql)
    }
  }
}
