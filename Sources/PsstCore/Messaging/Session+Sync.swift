/// What a sync brought in.
public struct SyncReport: Sendable {
  public var events = 0
  public var newMessages = 0
  /// Set when the server could not be reached; the store is unchanged.
  public var unavailable: PsstError?
}

extension Session {
  /// Pulls every event since the saved cursor into the store, page by page; each page and its
  /// cursor are committed together, so an interrupted sync resumes where it stopped.
  /// Others' new messages are acknowledged with a delivery receipt.
  @discardableResult
  public func sync(waitMillis: Int = 0, pageSize: Int = 1000) throws -> SyncReport {
    var report = SyncReport()
    do {
      let transport = try self.transport()
      var wait = waitMillis
      var delivered: [String: String] = [:]
      while true {
        let cursor = try store.syncCursor(account.id)
        let batch = try transport.sync(since: cursor, limit: pageSize, waitMillis: wait, as: identity)
        wait = 0
        let applied = try store.apply(batch, account: account.id)
        report.events += batch.events.count
        report.newMessages += applied.newMessages
        delivered.merge(applied.newestIncoming) { _, new in new }
        if batch.caughtUp { break }
      }
      acknowledgeDelivery(delivered, transport)
    } catch let error as PsstError where error.kind == .unavailable {
      report.unavailable = error
    }
    return report
  }

  /// Delivery receipts are best effort: a lost one only delays a sender's "delivered" tick.
  private func acknowledgeDelivery(_ newest: [String: String], _ transport: Transport) {
    guard !newest.isEmpty else { return }
    let requests = newest.sorted { $0.key < $1.key }.map { chat, message in
      (transaction: Identifier.ordered("r"), request: Request.receipt(chat: chat, kind: .delivered, upTo: message))
    }
    _ = try? transport.submit(requests, as: identity)
  }

  /// Marks what a listing just showed as read and sends read receipts (queued if offline).
  public func markRead(shown: [String: ShownRange], filter: MessageFilter) throws {
    var queued = false
    // Marked read and its receipt queued together: a crash cannot leave one without the other.
    try store.database.write {
      let newest = try store.markRead(account: account.id, shown: shown, filter: filter)
      for (chat, message) in newest {
        let order = try store.serverOrder(account: account.id, message: message) ?? 0
        if let sent = try store.ownReceiptOrder(account: account.id, chat: chat, kind: .read), sent >= order {
          continue
        }
        try store.dropQueuedReceipts(account: account.id, chat: chat)
        try store.enqueue(
          account: account.id, transaction: Identifier.ordered("r"),
          .receipt(chat: chat, kind: .read, upTo: message))
        queued = true
      }
    }
    if queued { _ = try flush(wait: true) }
  }
}

extension Store {
  struct Applied {
    var newMessages = 0
    /// Per chat, the newest message from someone else (to acknowledge).
    var newestIncoming: [String: String] = [:]
  }

  /// Writes a sync page and its cursor in one transaction.
  func apply(_ batch: SyncBatch, account: String) throws -> Applied {
    try database.write {
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
    case .chatState(let name, let kind, let members, _):
      for profile in members {
        try upsertUser(account: account, profile)
      }
      try upsertChat(
        account: account,
        Chat(id: event.chat, name: name, kind: kind, members: members.map(\.id), createdAt: event.time))
    case .message(let id, let text, let replyTo, var attachments):
      // A path is only meaningful on the sender's machine; never trust one from the network.
      for index in attachments.indices { attachments[index].localPath = nil }
      try ensureUser(account: account, event.sender)
      if let existing = try senderAndChat(account: account, message: id), existing != (event.sender, event.chat) {
        // Someone else's message under an id this store already uses (e.g. imported history):
        // keep both, the newcomer under an id made unique by its server order.
        return try apply(
          Event(
            order: event.order, chat: event.chat, sender: event.sender, time: event.time,
            body: .message(id: "\(id)~\(event.order)", text: text, replyTo: replyTo, attachments: attachments)),
          account: account, into: &applied)
      }
      let updated = try database.run(
        """
        UPDATE messages SET state = 'sent', failure = NULL, server_order = ?, server_ms = ?
        WHERE account = ? AND id = ?
        """, event.order.sql, event.time.sql, account.sql, id.sql)
      guard updated == 0 else { return }
      try database.run(
        """
        INSERT INTO messages(account, id, chat, sender, text, reply_to, attachments, created_ms, server_ms,
          server_order, state, origin)
        VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sync')
        """, account.sql, id.sql, event.chat.sql, event.sender.sql, text.sql, replyTo.sql,
        Attachment.serialize(attachments).sql, event.time.sql, event.time.sql, event.order.sql,
        (event.sender == account ? "sent" : "delivered").sql)
      if event.sender != account {
        applied.newMessages += 1
        applied.newestIncoming[event.chat] = id
      }
    case .edit(let target, let text):
      guard try senderOf(account: account, message: target) == event.sender else { return }
      // Own edits were applied when made; edits already seen are not applied twice.
      let applied = try database.run(
        """
        UPDATE messages SET edit_order = ? WHERE account = ? AND id = ? AND COALESCE(edit_order, 0) < ?
        """, event.order.sql, account.sql, target.sql, event.order.sql)
      if applied > 0 { try applyEdit(account: account, id: target, text: text, at: event.time) }
    case .redact(let target):
      guard try senderOf(account: account, message: target) == event.sender else { return }
      try applyRedaction(account: account, id: target)
    case .receipt(let kind, let upTo):
      guard let order = try serverOrder(account: account, message: upTo) else { return }
      try recordReceipt(
        account: account, chat: event.chat, user: event.sender, kind: kind, order: order, time: event.time)
    case .typing(let active, let until):
      if active {
        try database.run(
          """
          INSERT INTO typing(account, chat, user, until_ms) VALUES(?, ?, ?, ?)
          ON CONFLICT(account, chat, user) DO UPDATE SET until_ms = excluded.until_ms
          """, account.sql, event.chat.sql, event.sender.sql, until.sql)
      } else {
        try database.run(
          "DELETE FROM typing WHERE account = ? AND chat = ? AND user = ?", account.sql, event.chat.sql,
          event.sender.sql)
      }
    }
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
