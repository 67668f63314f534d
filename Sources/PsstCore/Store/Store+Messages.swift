/// Which messages `messages(account:matching:)` returns.
public struct MessageFilter: Sendable {
  public var chat: String?
  public var since: Int64?
  /// Only messages before this time (Unix milliseconds).
  public var until: Int64?
  public var last: Int?
  public var unreadOnly = false
  public var sender: String?

  public init(
    chat: String? = nil, since: Int64? = nil, until: Int64? = nil, last: Int? = nil, unreadOnly: Bool = false,
    sender: String? = nil
  ) {
    self.chat = chat
    self.since = since
    self.until = until
    self.last = last
    self.unreadOnly = unreadOnly
    self.sender = sender
  }
}

/// The first and last message (ids) a listing showed in one chat.
public struct ShownRange: Sendable {
  public var first: String
  public var last: String

  public init(first: String, last: String) {
    self.first = first
    self.last = last
  }
}

extension Store {
  static let messageColumns = """
    m.id, m.chat, m.sender, m.text, m.reply_to, m.attachments, m.created_ms, m.state, m.failure,
    m.edited_ms, m.deleted, m.read_ms, m.server_order,
    CASE WHEN m.server_order IS NULL OR m.sender <> m.account THEN 0 ELSE (SELECT count(*) FROM receipts r
      WHERE r.account = m.account AND r.chat = m.chat AND r.kind = 'read' AND r.user <> m.sender AND r.user IN (SELECT x.user FROM members x WHERE x.account = m.account AND x.chat = m.chat)
        AND r.up_to_order >= m.server_order) END,
    CASE WHEN m.server_order IS NULL OR m.sender <> m.account THEN 0 ELSE (SELECT count(*) FROM receipts r
      WHERE r.account = m.account AND r.chat = m.chat AND r.kind = 'delivered' AND r.user <> m.sender AND r.user IN (SELECT x.user FROM members x WHERE x.account = m.account AND x.chat = m.chat)
        AND r.up_to_order >= m.server_order) END,
    CASE WHEN m.server_order IS NULL THEN 0 ELSE (SELECT count(*) FROM members x
      WHERE x.account = m.account AND x.chat = m.chat AND x.user <> m.sender) END
    """

  /// A `WITH` clause naming `chat_ids(id)`: every chat id that has messages, one seek each down
  /// the chat index. The store keeps no index on time alone (it would cost a fifth of a
  /// message's size): a condition `m.chat IN (SELECT id FROM chat_ids)` with a time range walks
  /// that range in each chat's part of the chat index instead of every message (write the
  /// account's condition `+m.account = ?` there, or the planner takes the id index for it).
  package static let chatIDs = """
    WITH RECURSIVE chat_ids(id) AS (
      SELECT min(chat) FROM messages
      UNION ALL SELECT (SELECT min(chat) FROM messages WHERE chat > chat_ids.id) FROM chat_ids WHERE id IS NOT NULL)
    """

  static func message(from row: Row, account: String) -> Message {
    let sender = row.string(2)
    let stored = MessageState(rawValue: row.string(7)) ?? .sent
    let readAt = row.optionalInt(11)
    let readBy = Int(row.int(13))
    let deliveredTo = Int(row.int(14))
    let recipients = Int(row.int(15))
    let isOwn = sender == account
    let state: MessageState
    if !isOwn {
      state = readAt == nil ? .delivered : .read
    } else if stored == .sent && recipients > 0 && row.optionalInt(12) != nil {
      state = readBy >= recipients ? .read : deliveredTo >= recipients ? .delivered : .sent
    } else {
      state = stored
    }
    return Message(
      id: row.string(0), chat: row.string(1), sender: sender, text: row.bool(10) ? "" : row.string(3),
      replyTo: row.optionalString(4), attachments: Attachment.list(from: row.optionalString(5)),
      createdAt: row.int(6), state: state, failure: row.optionalString(8),
      editedAt: row.optionalInt(9), deleted: row.bool(10), readAt: readAt, isOwn: isOwn,
      readBy: readBy, deliveredTo: deliveredTo, recipients: recipients)
  }

  public func message(account: String, id: String) throws -> Message? {
    try database.first(
      "SELECT \(Store.messageColumns) FROM messages m WHERE m.account = ? AND m.id = ?",
      [account.sql, id.sql]
    ) { Store.message(from: $0, account: account) }
  }

  /// Streams matching messages oldest first, without holding them all in memory.
  public func messages(account: String, matching filter: MessageFilter, _ body: (Message) throws -> Void) throws {
    var conditions = ["m.account = ?"]
    var arguments: [SQLValue?] = [account.sql]
    if let chat = filter.chat {
      conditions.append("m.chat = ?")
      arguments.append(chat.sql)
    }
    var with = ""
    if let since = filter.since {
      conditions.append("m.created_ms >= ?")
      arguments.append(since.sql)
      if filter.chat == nil && !filter.unreadOnly {
        // The account's part of the id index would look narrower to the planner than it is.
        with = Store.chatIDs
        conditions[0] = "+m.account = ?"
        conditions.append("m.chat IN (SELECT id FROM chat_ids)")
      }
    }
    if let until = filter.until {
      conditions.append("m.created_ms < ?")
      arguments.append(until.sql)
    }
    if let sender = filter.sender {
      conditions.append("m.sender = ?")
      arguments.append(sender.sql)
    }
    if filter.unreadOnly { conditions.append("m.read_ms IS NULL AND m.sender <> m.account AND m.deleted = 0") }
    let whereClause = conditions.joined(separator: " AND ")
    var sql = "\(with) SELECT \(Store.messageColumns) FROM messages m WHERE \(whereClause) ORDER BY m.created_ms, m.seq"
    if let last = filter.last {
      sql = """
        \(with) SELECT * FROM (SELECT \(Store.messageColumns), m.seq AS seq_ FROM messages m WHERE \(whereClause)
        ORDER BY m.created_ms DESC, m.seq DESC LIMIT \(max(0, last))) ORDER BY 7, seq_
        """
    }
    try database.forEach(sql, arguments) { try body(Store.message(from: $0, account: account)) }
  }

  /// Earlier versions of an edited message, oldest first.
  public func revisions(account: String, message: String) throws -> [Revision] {
    try database.query(
      "SELECT text, replaced_ms FROM revisions WHERE account = ? AND message = ? ORDER BY replaced_ms, rowid",
      [account.sql, message.sql]
    ) { Revision(text: $0.string(0), replacedAt: $0.int(1)) }
  }

  /// Composes an own message: stored as `queued` with its outbox entry in one transaction,
  /// before any network work.
  public func compose(
    account: Account, chat: String, text: String, replyTo: String?, attachments: [Attachment],
    id: String = Identifier.ordered("m")
  ) throws -> Message {
    try Limits.checkText(text)
    let now = Clock.nowMillis()
    try database.write {
      try database.run(
        """
        INSERT INTO messages(account, id, chat, sender, text, reply_to, attachments, created_ms, state)
        VALUES(?, ?, ?, ?, ?, ?, ?, ?, 'queued')
        """, account.id.sql, id.sql, chat.sql, account.id.sql, text.sql, replyTo.sql,
        Attachment.serialize(attachments).sql, now.sql)
      try enqueue(
        account: account.id, transaction: id,
        .message(chat: chat, id: id, text: text, replyTo: replyTo, attachments: attachments))
      try recordEvent(
        account: account.id, .message, chat: chat, sender: account.id, time: now,
        Store.messageFields(
          id: id, chat: chat, sender: account.id, text: text, time: now, replyTo: replyTo, attachments: attachments,
          own: true))
    }
    return Message(
      id: id, chat: chat, sender: account.id, text: text, replyTo: replyTo, attachments: attachments, createdAt: now,
      state: .queued, failure: nil, editedAt: nil, deleted: false, readAt: nil, isOwn: true, readBy: 0,
      deliveredTo: 0, recipients: 0)
  }

  /// Replaces an own message's text, keeping the old text as a revision.
  func applyEdit(account: String, id: String, text: String, at time: Int64) throws {
    guard let old = try message(account: account, id: id), !old.deleted, old.text != text else { return }
    try database.run(
      "INSERT INTO revisions(account, message, text, replaced_ms) VALUES(?, ?, ?, ?)", account.sql, id.sql,
      old.text.sql, time.sql)
    try database.run(
      "UPDATE messages SET text = ?, edited_ms = ? WHERE account = ? AND id = ?", text.sql, time.sql,
      account.sql, id.sql)
  }

  /// Deletes a message for everyone: its text and history are wiped, a tombstone stays, and the
  /// feed says so once (false when it was already wiped).
  @discardableResult
  func applyRedaction(account: String, id: String, by sender: String, at time: Int64) throws -> Bool {
    let changed = try database.run(
      """
      UPDATE messages SET text = '', attachments = NULL, deleted = 1
      WHERE account = ? AND id = ? AND (deleted = 0 OR text <> '' OR attachments IS NOT NULL)
      """, account.sql, id.sql)
    try database.run("DELETE FROM revisions WHERE account = ? AND message = ?", account.sql, id.sql)
    guard changed > 0, let chat = try chatOf(account: account, message: id) else { return false }
    try recordEvent(
      account: account, .unsend, chat: chat, sender: sender, time: time, [("id", .string(id)), ("chat", .string(chat))])
    return true
  }

  /// Replaces a message's text (keeping the old as a revision) and reports the edit in the feed.
  func applyEditWithEvent(account: String, id: String, text: String, by sender: String, at time: Int64) throws {
    try applyEdit(account: account, id: id, text: text, at: time)
    guard let chat = try chatOf(account: account, message: id) else { return }
    try recordEditEvent(account: account, chat: chat, id: id, text: text, by: sender, at: time)
  }

  func recordEditEvent(account: String, chat: String, id: String, text: String, by sender: String, at time: Int64)
    throws
  {
    try recordEvent(
      account: account, .edit, chat: chat, sender: sender, time: time,
      [("id", .string(id)), ("chat", .string(chat)), ("text", .string(text)), ("ts", .string(Timestamp.iso(time)))])
  }

  func chatOf(account: String, message: String) throws -> String? {
    try database.first("SELECT chat FROM messages WHERE account = ? AND id = ?", [account.sql, message.sql]) {
      $0.string(0)
    }
  }

  /// Marks as read exactly the others' messages a listing showed: per chat, those between the
  /// first and last shown (in listing order) that match the listing's filter. Returns, per chat,
  /// the newest of them that has a server order, for the read receipt.
  public func markRead(account: String, shown: [String: ShownRange], filter: MessageFilter) throws
    -> [(chat: String, message: String)]
  {
    let now = Clock.nowMillis()
    var conditions = "account = ? AND chat = ? AND sender <> account AND (created_ms, seq) BETWEEN (?, ?) AND (?, ?)"
    var extra: [SQLValue?] = []
    if let since = filter.since {
      conditions += " AND created_ms >= ?"
      extra.append(since.sql)
    }
    if let sender = filter.sender {
      conditions += " AND sender = ?"
      extra.append(sender.sql)
    }
    return try database.write {
      var newest: [(chat: String, message: String)] = []
      for (chat, range) in shown.sorted(by: { $0.key < $1.key }) {
        let bounds = try [range.first, range.last].map { id in
          try database.first(
            "SELECT created_ms, seq FROM messages WHERE account = ? AND id = ?", [account.sql, id.sql]
          ) {
            [SQLValue.int($0.int(0)), SQLValue.int($0.int(1))]
          } ?? [.int(0), .int(0)]
        }
        let arguments: [SQLValue?] = [account.sql, chat.sql] + bounds[0] + bounds[1] + extra
        try database.run(
          "UPDATE messages SET read_ms = ? WHERE read_ms IS NULL AND \(conditions)", [now.sql] + arguments)
        if let target = try database.first(
          "SELECT id FROM messages WHERE server_order IS NOT NULL AND \(conditions) ORDER BY server_order DESC LIMIT 1",
          arguments, { $0.string(0) })
        {
          newest.append((chat, target))
        }
      }
      return newest
    }
  }

  /// The chat's read receipt already sent by this account, as a server order.
  func ownReceiptOrder(account: String, chat: String, kind: ReceiptKind) throws -> Int64? {
    try database.first(
      "SELECT up_to_order FROM receipts WHERE account = ? AND chat = ? AND user = ? AND kind = ?",
      [account.sql, chat.sql, account.sql, kind.rawValue.sql]
    ) { $0.int(0) }
  }
}

extension Store {
  /// Applies the account's own edit locally before it is sent (optimistic, like a send).
  public func recordOwnEdit(account: String, id: String, text: String) throws {
    try applyEdit(account: account, id: id, text: text, at: Clock.nowMillis())
  }

  /// Shows the account's own unsend locally before it is sent; the text is wiped once the hub
  /// accepts it (and comes back if the hub refuses).
  public func recordOwnRedaction(account: String, id: String) throws {
    try database.run("UPDATE messages SET deleted = 1 WHERE account = ? AND id = ?", account.sql, id.sql)
  }
}

extension Store {
  /// The stored delivery state of a message and why it failed, without the receipt counts.
  public func storedState(account: String, message: String) throws -> (MessageState, String?)? {
    try database.first(
      "SELECT state, failure FROM messages WHERE account = ? AND id = ?", [account.sql, message.sql]
    ) { (MessageState(rawValue: $0.string(0)) ?? .queued, $0.optionalString(1)) }
  }

  /// When the hub accepted an own message (its compose time while it is still queued).
  public func sentAt(account: String, message: String) throws -> Int64? {
    try database.first(
      "SELECT COALESCE(server_ms, created_ms) FROM messages WHERE account = ? AND id = ?", [account.sql, message.sql]
    ) { $0.int(0) }
  }
}
