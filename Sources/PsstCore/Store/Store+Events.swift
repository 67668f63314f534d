/// One entry of an account's event feed: what `psst-watch` prints, in `cursor` order.
///
/// Every event is written to the store, in the same transaction as the change it reports,
/// before anything prints it; a consumer resumes after the last cursor it saw.
public struct FeedEvent: Sendable {
  /// The kinds of event; `reminder` is written by the AI engine when a reminder falls due.
  public enum Kind: String, CaseIterable, Sendable {
    case message, edit, unsend, receipt, state, typing, presence, chat, reminder
  }

  public var cursor: Int64
  public var kind: Kind
  public var chat: String?
  public var sender: String?
  public var time: Int64
  /// The kind-specific fields, in print order.
  public var fields: [(String, JSON)]

  public func field(_ key: String) -> JSON? { fields.first { $0.0 == key }?.1 }
}

extension Store {
  /// Appends an event to the account's feed (inside the caller's transaction).
  public func recordEvent(
    account: String, _ kind: FeedEvent.Kind, chat: String?, sender: String?, time: Int64 = Clock.nowMillis(),
    _ fields: [(String, JSON)]
  ) throws {
    try database.run(
      "INSERT INTO events(account, type, chat, sender, ts_ms, fields) VALUES(?, ?, ?, ?, ?, ?)", account.sql,
      kind.rawValue.sql, chat.sql, sender.sql, time.sql, JSON.object(fields).serialized.sql)
  }

  /// Events after `cursor`, oldest first, at most `limit`.
  public func events(account: String, after cursor: Int64, limit: Int) throws -> [FeedEvent] {
    // Only the types this build knows: one written by a newer psst is passed over, not misread.
    try database.query(
      """
      SELECT cursor, type, chat, sender, ts_ms, fields FROM events
      WHERE account = ? AND cursor > ? AND type IN (SELECT value FROM json_each(?)) ORDER BY cursor LIMIT ?
      """, [account.sql, cursor.sql, Store.knownEventTypes.sql, limit.sql]
    ) { row in
      var fields: [(String, JSON)] = []
      if case .object(let parsed) = (try? JSON.parse(row.string(5))) ?? .null { fields = parsed }
      return FeedEvent(
        cursor: row.int(0), kind: FeedEvent.Kind(rawValue: row.string(1))!, chat: row.optionalString(2),
        sender: row.optionalString(3), time: row.int(4), fields: fields)
    }
  }

  private static let knownEventTypes = JSON.array(FeedEvent.Kind.allCases.map { .string($0.rawValue) }).serialized

  /// The newest event's cursor (0 when there is none): "from now" starts after it.
  public func latestEventCursor(account: String) throws -> Int64 {
    try database.first("SELECT COALESCE(max(cursor), 0) FROM events WHERE account = ?", [account.sql]) { $0.int(0) }
      ?? 0
  }

  /// The cursor a named consumer saved, if any.
  public func savedCursor(account: String, name: String) throws -> Int64? {
    try database.first(
      "SELECT cursor FROM watch_cursors WHERE account = ? AND name = ?", [account.sql, name.sql]
    ) { $0.int(0) }
  }

  public func saveCursor(account: String, name: String, _ cursor: Int64) throws {
    try database.run(
      """
      INSERT INTO watch_cursors(account, name, cursor) VALUES(?, ?, ?)
      ON CONFLICT(account, name) DO UPDATE SET cursor = max(watch_cursors.cursor, excluded.cursor)
      """, account.sql, name.sql, cursor.sql)
  }

  /// Someone shown online whose watcher sent no sign of life for this long (it was killed, or
  /// the machine went away) is shown offline.
  public static let presenceLifetimeMillis: Int64 = 150_000

  /// Ends typing indicators whose time ran out and presence that went silent, each with one
  /// event (the row changes in the same transaction, so several watchers never report it twice).
  /// Returns the earliest time another indicator runs out, if any.
  @discardableResult
  public func expireIndicators(account: String, now: Int64 = Clock.nowMillis()) throws -> Int64? {
    // Most passes find nothing: look before taking the write lock.
    let due =
      try database.first(
        """
        SELECT (SELECT count(*) FROM typing WHERE account = ?1 AND until_ms <= ?2)
          + (SELECT count(*) FROM presence WHERE account = ?1 AND user <> ?1 AND online = 1 AND last_seen_ms <= ?3)
        """, [account.sql, now.sql, (now - Store.presenceLifetimeMillis).sql]
      ) { $0.int(0) } ?? 0
    if due > 0 { try expireDue(account: account, now: now) }
    let nextTyping =
      try database.first("SELECT min(until_ms) FROM typing WHERE account = ?", [account.sql]) {
        $0.optionalInt(0)
      } ?? nil
    let nextPresence = try database.first(
      "SELECT min(last_seen_ms) FROM presence WHERE account = ?1 AND user <> ?1 AND online = 1", [account.sql]
    ) { $0.optionalInt(0) }.flatMap { $0.map { $0 + Store.presenceLifetimeMillis } }
    return [nextTyping, nextPresence].compactMap { $0 }.min()
  }

  private func expireDue(account: String, now: Int64) throws {
    try database.write {
      let silent = try database.query(
        "SELECT user, last_seen_ms FROM presence WHERE account = ?1 AND user <> ?1 AND online = 1 AND last_seen_ms <= ?2",
        [account.sql, (now - Store.presenceLifetimeMillis).sql]
      ) { ($0.string(0), $0.int(1)) }
      for (user, lastSeen) in silent {
        try database.run("UPDATE presence SET online = 0 WHERE account = ? AND user = ?", account.sql, user.sql)
        try recordEvent(
          account: account, .presence, chat: nil, sender: user, time: lastSeen,
          [("online", .bool(false)), ("last_seen", .string(Timestamp.iso(lastSeen))), ("expired", .bool(true))])
      }
      let expired = try database.query(
        "SELECT chat, user FROM typing WHERE account = ? AND until_ms <= ?", [account.sql, now.sql]
      ) { ($0.string(0), $0.string(1)) }
      for (chat, user) in expired {
        try database.run(
          "DELETE FROM typing WHERE account = ? AND chat = ? AND user = ?", account.sql, chat.sql, user.sql)
        try recordEvent(
          account: account, .typing, chat: chat, sender: user, time: now,
          [("chat", .string(chat)), ("active", .bool(false)), ("expired", .bool(true))])
      }
    }
  }

  /// Records own messages' delivery state in the feed (after a send, a refusal or a receipt).
  func recordStateEvent(account: String, message id: String) throws {
    guard let message = try message(account: account, id: id), message.isOwn else { return }
    var fields: [(String, JSON)] = [
      ("id", .string(id)), ("chat", .string(message.chat)), ("state", .string(message.state.rawValue)),
    ]
    if message.recipients > 0 {
      fields += [
        ("read_by", .number(Double(message.readBy))), ("delivered_to", .number(Double(message.deliveredTo))),
        ("recipients", .number(Double(message.recipients))),
      ]
    }
    if let failure = message.failure, message.state == .failed { fields.append(("failure", .string(failure))) }
    try recordEvent(account: account, .state, chat: message.chat, sender: account, fields)
  }

  /// The feed fields of a message (the same names as psst-read's message records).
  static func messageFields(
    id: String, chat: String, sender: String, text: String, time: Int64, replyTo: String?, attachments: [Attachment],
    own: Bool
  ) -> [(String, JSON)] {
    var fields: [(String, JSON)] = [
      ("id", .string(id)), ("chat", .string(chat)), ("sender", .string(sender)), ("text", .string(text)),
      ("ts", .string(Timestamp.iso(time))), ("own", .bool(own)),
    ]
    if let replyTo { fields.append(("reply_to", .string(replyTo))) }
    if !attachments.isEmpty { fields.append(("attachments", .array(attachments.map(\.json)))) }
    return fields
  }
}

/// What the account last heard of someone's presence.
public struct Presence: Sendable, Equatable {
  public var online: Bool
  public var lastSeen: Int64
}

extension Store {
  /// Someone's presence as last reported to the account, if ever.
  public func presence(account: String, of user: String) throws -> Presence? {
    try database.first(
      "SELECT online, last_seen_ms FROM presence WHERE account = ? AND user = ?", [account.sql, user.sql]
    ) { Presence(online: $0.bool(0), lastSeen: $0.int(1)) }
  }
}
