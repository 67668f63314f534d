/// Writing what a sync brought: each server event changes the store and is reported in the
/// account's feed, in one transaction per page together with the new sync cursor.
extension Store {
  struct Applied {
    var newMessages = 0
    /// Per chat, the newest message from someone else (to acknowledge).
    var newestIncoming: [String: String] = [:]
  }

  /// Writes a sync page fetched after `since`; nil if the cursor moved meanwhile (another
  /// process applied the same page), so nothing is applied or reported twice.
  func apply(_ batch: SyncBatch, since: String?, account: String) throws -> Applied? {
    // Nothing new writes nothing: an idle watcher must not wake itself (and others) up.
    if batch.events.isEmpty && batch.cursor == since { return Applied() }
    return try database.write {
      guard try syncCursor(account) == since else { return nil }
      var applied = Applied()
      for event in batch.events {
        try apply(event, account: account, into: &applied)
      }
      try database.run("UPDATE accounts SET sync_cursor = ? WHERE id = ?", batch.cursor.sql, account.sql)
      return applied
    }
  }

  private func apply(_ event: Event, account: String, into applied: inout Applied) throws {
    switch event.body {
    case .chatState(let name, let kind, let members, let change):
      try applyChatState(event, name: name, kind: kind, members: members, change: change, account: account)
    case .message(let id, let text, let replyTo, var attachments):
      // A path is only meaningful on the sender's machine; never trust one from the network.
      for index in attachments.indices { attachments[index].localPath = nil }
      if let existing = try senderAndChat(account: account, message: id), existing != (event.sender, event.chat) {
        // Someone else's message under an id this store already uses (e.g. imported history):
        // keep both, the newcomer under an id made unique by its server order.
        var renamed = event
        renamed.body = .message(id: "\(id)~\(event.order)", text: text, replyTo: replyTo, attachments: attachments)
        return try apply(renamed, account: account, into: &applied)
      }
      // A message ends its sender's typing indicator in that chat.
      try applyTyping(event, active: false, until: event.time, account: account)
      if try applyMessage(event, id: id, text: text, replyTo: replyTo, attachments: attachments, account: account),
        event.sender != account
      {
        applied.newMessages += 1
        applied.newestIncoming[event.chat] = id
      }
    case .edit(let target, let text):
      guard try senderOf(account: account, message: target) == event.sender else { return }
      // Own edits were applied when made; edits already seen are not applied twice.
      let fresh = try database.run(
        "UPDATE messages SET edit_order = ? WHERE account = ? AND id = ? AND COALESCE(edit_order, 0) < ?",
        event.order.sql, account.sql, target.sql, event.order.sql)
      if fresh > 0 {
        try applyEditWithEvent(account: account, id: target, text: text, by: event.sender, at: event.time)
      }
    case .redact(let target):
      guard try senderOf(account: account, message: target) == event.sender else { return }
      try applyRedaction(account: account, id: target, by: event.sender, at: event.time)
    case .receipt(let kind, let upTo):
      try applyReceipt(event, kind: kind, upTo: upTo, account: account)
    case .typing(let active, let until):
      try applyTyping(event, active: active, until: until, account: account)
    case .presence(let online, let lastActive):
      try applyPresence(user: event.sender, online: online, lastActive: lastActive, account: account)
    }
  }

  private func applyChatState(
    _ event: Event, name: String, kind: ChatKind, members: [User], change: String, account: String
  ) throws {
    for profile in members { try upsertUser(account: account, profile) }
    try upsertChat(
      account: account, Chat(id: event.chat, name: name, kind: kind, members: members.map(\.id), createdAt: event.time))
    // "added:ID" / "removed:ID" name who; the feed splits that into change and user.
    let parts = change.split(separator: ":", maxSplits: 1).map(String.init)
    var fields: [(String, JSON)] = [("chat", .string(event.chat)), ("change", .string(parts.first ?? change))]
    if parts.count == 2 { fields.append(("user", .string(parts[1]))) }
    fields += [
      ("name", .string(try chat(account: account, id: event.chat)?.name ?? name)), ("kind", .string(kind.rawValue)),
      ("members", .array(members.map { .string($0.id) })),
    ]
    try recordEvent(account: account, .chat, chat: event.chat, sender: event.sender, time: event.time, fields)
  }

  /// Stores a message from the server; true when it is new to this store (and reported).
  private func applyMessage(
    _ event: Event, id: String, text: String, replyTo: String?, attachments: [Attachment], account: String
  ) throws -> Bool {
    try ensureUser(account: account, event.sender)
    if try senderAndChat(account: account, message: id) != nil {
      // An own message this store sent: the sync may come before the flush records the hub's
      // answer, and then it is the one to report "sent".
      let moved = try database.run(
        """
        UPDATE messages SET state = 'sent', failure = NULL, server_order = ?, server_ms = ?
        WHERE account = ? AND id = ? AND state <> 'sent'
        """, event.order.sql, event.time.sql, account.sql, id.sql)
      if moved > 0 { try recordStateEvent(account: account, message: id) }
      return false
    }
    let own = event.sender == account
    try database.run(
      """
      INSERT INTO messages(account, id, chat, sender, text, reply_to, attachments, created_ms, server_ms,
        server_order, state, origin)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sync')
      """, account.sql, id.sql, event.chat.sql, event.sender.sql, text.sql, replyTo.sql,
      Attachment.serialize(attachments).sql, event.time.sql, event.time.sql, event.order.sql,
      (own ? "sent" : "delivered").sql)
    try recordEvent(
      account: account, .message, chat: event.chat, sender: event.sender, time: event.time,
      Store.messageFields(
        id: id, chat: event.chat, sender: event.sender, text: text, time: event.time, replyTo: replyTo,
        attachments: attachments, own: own))
    return true
  }

  /// Records someone's receipt and reports it, with the new state of each own message it covers.
  private func applyReceipt(_ event: Event, kind: ReceiptKind, upTo: String, account: String) throws {
    guard let order = try serverOrder(account: account, message: upTo) else { return }
    let before =
      try database.first(
        "SELECT up_to_order FROM receipts WHERE account = ? AND chat = ? AND user = ? AND kind = ?",
        [account.sql, event.chat.sql, event.sender.sql, kind.rawValue.sql], { $0.int(0) }) ?? 0
    guard order > before else { return }
    try recordReceipt(
      account: account, chat: event.chat, user: event.sender, kind: kind, order: order, time: event.time)
    // The account's own receipts (from any of its stores) are not news to it.
    guard event.sender != account else { return }
    try recordEvent(
      account: account, .receipt, chat: event.chat, sender: event.sender, time: event.time,
      [
        ("chat", .string(event.chat)), ("kind", .string(kind.rawValue)),
        ("up_to", .string(upTo)),
      ])
    let covered = try database.query(
      """
      SELECT id FROM messages WHERE account = ? AND chat = ? AND sender = ? AND server_order > ? AND server_order <= ?
      ORDER BY server_order
      """, [account.sql, event.chat.sql, account.sql, before.sql, order.sql]
    ) { $0.string(0) }
    for id in covered { try recordStateEvent(account: account, message: id) }
  }

  /// Reports typing that starts or stops; a renewal only moves the expiry, and an indicator
  /// that already ran out (a catch-up after a pause) is not news at all.
  private func applyTyping(_ event: Event, active: Bool, until: Int64, account: String) throws {
    guard event.sender != account else { return }
    let wasTyping =
      try database.first(
        "SELECT 1 FROM typing WHERE account = ? AND chat = ? AND user = ?",
        [account.sql, event.chat.sql, event.sender.sql], { _ in true }) ?? false
    if active {
      guard until > Clock.nowMillis() else { return }
      try database.run(
        """
        INSERT INTO typing(account, chat, user, until_ms) VALUES(?, ?, ?, ?)
        ON CONFLICT(account, chat, user) DO UPDATE SET until_ms = excluded.until_ms
        """, account.sql, event.chat.sql, event.sender.sql, until.sql)
      if wasTyping { return }
    } else {
      guard wasTyping else { return }
      try database.run(
        "DELETE FROM typing WHERE account = ? AND chat = ? AND user = ?", account.sql, event.chat.sql,
        event.sender.sql)
    }
    var fields: [(String, JSON)] = [("chat", .string(event.chat)), ("active", .bool(active))]
    if active { fields.append(("until", .string(Timestamp.iso(until)))) }
    try recordEvent(account: account, .typing, chat: event.chat, sender: event.sender, time: event.time, fields)
  }

  /// Presence comes once per shared chat; only a change is reported.
  private func applyPresence(user: String, online: Bool, lastActive: Int64, account: String) throws {
    let previous = try database.first(
      "SELECT online FROM presence WHERE account = ? AND user = ?", [account.sql, user.sql]
    ) { $0.bool(0) }
    try database.run(
      """
      INSERT INTO presence(account, user, online, last_seen_ms) VALUES(?, ?, ?, ?)
      ON CONFLICT(account, user) DO UPDATE SET online = excluded.online,
        last_seen_ms = max(presence.last_seen_ms, excluded.last_seen_ms)
      """, account.sql, user.sql, online.sql, lastActive.sql)
    guard previous != online, user != account else { return }
    try recordEvent(
      account: account, .presence, chat: nil, sender: user, time: lastActive,
      [("online", .bool(online)), ("last_seen", .string(Timestamp.iso(lastActive)))])
  }

  func senderAndChat(account: String, message: String) throws -> (String, String)? {
    try database.first(
      "SELECT sender, chat FROM messages WHERE account = ? AND id = ?", [account.sql, message.sql]
    ) { ($0.string(0), $0.string(1)) }
  }

  func senderOf(account: String, message: String) throws -> String? {
    try database.first("SELECT sender FROM messages WHERE account = ? AND id = ?", [account.sql, message.sql]) {
      $0.string(0)
    }
  }
}
