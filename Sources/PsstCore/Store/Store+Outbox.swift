/// One request waiting in the outbox.
public struct OutboxEntry: Sendable, Equatable {
  public enum State: String, Sendable { case queued, failed }

  public var sequence: Int64
  public var transaction: String
  public var request: Request
  public var state: State
  public var attempts: Int
  public var error: String?
  public var createdAt: Int64
}

extension Store {
  /// Adds a request to the account's outbox, in order. A repeated transaction id is ignored.
  public func enqueue(account: String, transaction: String, _ request: Request) throws {
    try database.run(
      """
      INSERT OR IGNORE INTO outbox(account, txn, kind, chat, request, created_ms) VALUES(?, ?, ?, ?, ?, ?)
      """, account.sql, transaction.sql, request.kind.sql, request.chat.sql, request.json.serialized.sql,
      Clock.nowMillis().sql)
  }

  static let outboxColumns = "seq, txn, request, state, attempts, error, created_ms"

  static func outboxEntry(from row: Row) throws -> OutboxEntry {
    OutboxEntry(
      sequence: row.int(0), transaction: row.string(1),
      request: try Request(json: try JSON.parse(row.string(2))),
      state: OutboxEntry.State(rawValue: row.string(3)) ?? .queued, attempts: Int(row.int(4)),
      error: row.optionalString(5), createdAt: row.int(6))
  }

  /// Outbox entries in send order; `states` picks queued, failed or both.
  public func outbox(
    account: String, states: [OutboxEntry.State] = [.queued, .failed], limit: Int = -1, after: Int64 = 0
  )
    throws -> [OutboxEntry]
  {
    let placeholders = states.map { _ in "?" }.joined(separator: ",")
    return try database.query(
      "SELECT \(Store.outboxColumns) FROM outbox WHERE account = ? AND seq > ? AND state IN (\(placeholders)) ORDER BY seq LIMIT ?",
      [account.sql, after.sql] + states.map { $0.rawValue.sql } + [limit.sql], Store.outboxEntry(from:))
  }

  public func outboxEntry(account: String, transaction: String) throws -> OutboxEntry? {
    try database.first(
      "SELECT \(Store.outboxColumns) FROM outbox WHERE account = ? AND txn = ?", [account.sql, transaction.sql],
      Store.outboxEntry(from:))
  }

  /// Marks the messages of these entries `sending` before they go to the transport.
  func markSending(account: String, _ entries: [OutboxEntry]) throws {
    // Two statements for the whole batch (ids passed as one JSON array), not two per entry.
    let messageIDs = JSON.array(
      entries.compactMap { entry -> JSON? in
        guard case .message(_, let id, _, _, _) = entry.request else { return nil }
        return .string(id)
      })
    let sequences = JSON.array(entries.map { .number(Double($0.sequence)) })
    try database.write {
      try database.run(
        """
        UPDATE messages SET state = 'sending', failure = NULL
        WHERE account = ? AND id IN (SELECT value FROM json_each(?))
        """, account.sql, messageIDs.serialized.sql)
      try database.run(
        "UPDATE outbox SET attempts = attempts + 1 WHERE seq IN (SELECT value FROM json_each(?))",
        sequences.serialized.sql)
    }
  }

  /// Records what the transport did with each entry: accepted entries leave the outbox, refused
  /// ones become `failed` with the reason, unavailable ones go back to `queued`.
  func settle(account: String, _ results: [(OutboxEntry, Result<Accepted, PsstError>)]) throws {
    try database.write {
      for (entry, result) in results {
        switch result {
        case .success(let accepted):
          try database.run("DELETE FROM outbox WHERE seq = ?", entry.sequence.sql)
          try recordAccepted(account: account, entry.request, accepted)
        case .failure(let error) where error.kind == .unavailable:
          try setMessageState(account: account, entry.request, .queued, failure: nil)
        case .failure(let error):
          try database.run(
            "UPDATE outbox SET state = 'failed', error = ? WHERE seq = ?", error.message.sql, entry.sequence.sql)
          try setMessageState(account: account, entry.request, .failed, failure: error.message)
        }
      }
    }
  }

  private func recordAccepted(account: String, _ request: Request, _ accepted: Accepted) throws {
    switch request {
    case .message(_, let id, _, _, _):
      try database.run(
        """
        UPDATE messages SET state = 'sent', failure = NULL, server_order = ?, server_ms = ?
        WHERE account = ? AND id = ?
        """, accepted.order.sql, accepted.serverTime.sql, account.sql, id.sql)
    case .receipt(let chat, let kind, let upTo):
      if let order = try serverOrder(account: account, message: upTo) {
        try recordReceipt(
          account: account, chat: chat, user: account, kind: kind, order: order, time: accepted.serverTime)
      }
    default:
      break
    }
  }

  private func setMessageState(account: String, _ request: Request, _ state: MessageState, failure: String?) throws {
    guard case .message(_, let id, _, _, _) = request else { return }
    try database.run(
      "UPDATE messages SET state = ?, failure = ? WHERE account = ? AND id = ? AND state <> 'sent'",
      state.rawValue.sql, failure.sql, account.sql, id.sql)
  }

  /// Puts failed entries (all, or those named) back in the queue. Returns the entries requeued.
  public func requeueFailed(account: String, transactions: [String]?) throws -> [OutboxEntry] {
    try database.write {
      let failed = try outbox(account: account, states: [.failed]).filter {
        transactions == nil || transactions!.contains($0.transaction)
      }
      for entry in failed {
        try database.run("UPDATE outbox SET state = 'queued', error = NULL WHERE seq = ?", entry.sequence.sql)
        try setMessageState(account: account, entry.request, .queued, failure: nil)
      }
      return failed
    }
  }

  /// Removes entries that were never sent; a dropped message disappears from the store too.
  public func drop(account: String, transaction: String) throws -> OutboxEntry {
    try database.write {
      guard let entry = try outboxEntry(account: account, transaction: transaction) else {
        throw PsstError.notFound("\(transaction) is not in the outbox (already sent, or unknown)")
      }
      try database.run("DELETE FROM outbox WHERE seq = ?", entry.sequence.sql)
      if case .message(_, let id, _, _, _) = entry.request {
        try database.run("DELETE FROM messages WHERE account = ? AND id = ?", account.sql, id.sql)
      }
      return entry
    }
  }

  /// Changes the text of a message that has not left the outbox (no history: nobody saw it).
  public func editQueued(account: String, transaction: String, text: String) throws -> OutboxEntry {
    try Limits.checkText(text)
    return try database.write {
      guard let entry = try outboxEntry(account: account, transaction: transaction),
        case .message(let chat, let id, _, let replyTo, let attachments) = entry.request
      else {
        throw PsstError.notFound("\(transaction) is not a queued message (already sent, or unknown)")
      }
      let request = Request.message(chat: chat, id: id, text: text, replyTo: replyTo, attachments: attachments)
      try database.run("UPDATE outbox SET request = ? WHERE seq = ?", request.json.serialized.sql, entry.sequence.sql)
      try database.run("UPDATE messages SET text = ? WHERE account = ? AND id = ?", text.sql, account.sql, id.sql)
      var updated = entry
      updated.request = request
      return updated
    }
  }

  /// Keeps the highest receipt per (chat, user, kind); a read receipt implies delivery.
  func recordReceipt(account: String, chat: String, user: String, kind: ReceiptKind, order: Int64, time: Int64) throws {
    let kinds: [ReceiptKind] = kind == .read ? [.read, .delivered] : [.delivered]
    for kind in kinds {
      try database.run(
        """
        INSERT INTO receipts(account, chat, user, kind, up_to_order, ms) VALUES(?, ?, ?, ?, ?, ?)
        ON CONFLICT(account, chat, user, kind) DO UPDATE SET up_to_order = excluded.up_to_order, ms = excluded.ms
        WHERE excluded.up_to_order > receipts.up_to_order
        """, account.sql, chat.sql, user.sql, kind.rawValue.sql, order.sql, time.sql)
    }
  }

  func serverOrder(account: String, message: String) throws -> Int64? {
    try database.first(
      "SELECT server_order FROM messages WHERE account = ? AND id = ?", [account.sql, message.sql]
    ) { $0.optionalInt(0) } ?? nil
  }
}

extension Store {
  /// A newer read receipt supersedes any still waiting for the same chat.
  func dropQueuedReceipts(account: String, chat: String) throws {
    try database.run(
      "DELETE FROM outbox WHERE account = ? AND chat = ? AND kind = 'receipt' AND state = 'queued'",
      account.sql, chat.sql)
  }

  func replaceRequest(_ entry: OutboxEntry) throws {
    try database.write {
      try database.run(
        "UPDATE outbox SET request = ? WHERE seq = ?", entry.request.json.serialized.sql, entry.sequence.sql)
      if case .message(_, let id, _, _, let attachments) = entry.request {
        try database.run(
          "UPDATE messages SET attachments = ? WHERE id = ? AND account = (SELECT account FROM outbox WHERE seq = ?)",
          Attachment.serialize(attachments).sql, id.sql, entry.sequence.sql)
      }
    }
  }
}
