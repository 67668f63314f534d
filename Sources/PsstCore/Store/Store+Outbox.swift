/// One request waiting in the outbox.
public struct OutboxEntry: Sendable, Equatable {
  /// `sending`: claimed by the flusher that holds the account's lock (and, after a crash, by
  /// nobody: the next flush takes it back).
  public enum State: String, Sendable { case queued, sending, failed }

  public var sequence: Int64
  public var transaction: String
  public var request: Request
  public var state: State
  public var attempts: Int
  public var error: PsstError?
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

  static let outboxColumns = "seq, txn, request, state, attempts, error, error_kind, created_ms"

  static func outboxEntry(from row: Row) throws -> OutboxEntry {
    OutboxEntry(
      sequence: row.int(0), transaction: row.string(1),
      request: try Request(json: try JSON.parse(row.string(2))),
      state: OutboxEntry.State(rawValue: row.string(3)) ?? .queued, attempts: Int(row.int(4)),
      error: row.optionalString(5).map { PsstError(PsstError.Kind(rawValue: row.string(6)) ?? .unavailable, $0) },
      createdAt: row.int(7))
  }

  /// Outbox entries in send order, in the given states.
  public func outbox(
    account: String, states: [OutboxEntry.State] = [.queued, .sending, .failed], limit: Int = -1, after: Int64 = 0
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

  /// Claims the next queued entries after `after` (those in `only`, if given) for sending, in
  /// one transaction, so no other process edits or drops them while they are on their way.
  /// Returns the claimed entries and the last sequence looked at; nil when nothing is left.
  func claim(account: String, after: Int64, limit: Int, only: Set<String>?) throws
    -> (entries: [OutboxEntry], last: Int64)?
  {
    try database.write {
      let page = try outbox(account: account, states: [.queued], limit: limit, after: after)
      guard let last = page.last?.sequence else { return nil }
      let entries = only.map { wanted in page.filter { wanted.contains($0.transaction) } } ?? page
      if entries.isEmpty { return ([], last) }
      // Two statements for the whole batch (ids passed as one JSON array), not two per entry.
      let messageIDs = JSON.array(
        entries.compactMap { entry -> JSON? in
          guard case .message(_, let id, _, _, _) = entry.request else { return nil }
          return .string(id)
        })
      let sequences = JSON.array(entries.map { .number(Double($0.sequence)) })
      try database.run(
        """
        UPDATE messages SET state = 'sending', failure = NULL
        WHERE account = ? AND id IN (SELECT value FROM json_each(?))
        """, account.sql, messageIDs.serialized.sql)
      try database.run(
        "UPDATE outbox SET state = 'sending', attempts = attempts + 1 WHERE seq IN (SELECT value FROM json_each(?))",
        sequences.serialized.sql)
      return (
        entries.map {
          var claimed = $0
          claimed.state = .sending
          claimed.attempts += 1
          return claimed
        }, last
      )
    }
  }

  /// Takes back entries a crashed flusher left claimed; only the lock holder may call it.
  func releaseClaims(account: String) throws {
    try database.write {
      try database.run(
        """
        UPDATE messages SET state = 'queued' WHERE account = ? AND state = 'sending'
          AND id IN (SELECT txn FROM outbox WHERE account = ? AND state = 'sending')
        """, account.sql, account.sql)
      try database.run("UPDATE outbox SET state = 'queued' WHERE account = ? AND state = 'sending'", account.sql)
    }
  }

  /// Records what the transport did with each entry: accepted entries leave the outbox, refused
  /// ones become `failed` with the reason (and their optimistic local change is undone),
  /// unavailable ones go back to `queued`.
  func settle(account: String, _ results: [(OutboxEntry, Result<Accepted, PsstError>)]) throws {
    try database.write {
      var recipients: [String: Int] = [:]
      for (entry, result) in results {
        switch result {
        case .success(let accepted):
          try database.run("DELETE FROM outbox WHERE seq = ?", entry.sequence.sql)
          try recordAccepted(account: account, entry.request, accepted, recipients: &recipients)
        case .failure(let error) where error.kind == .unavailable:
          try database.run("UPDATE outbox SET state = 'queued' WHERE seq = ?", entry.sequence.sql)
          try setMessageState(account: account, entry.request, .queued, failure: nil)
        case .failure(let error):
          try database.run(
            "UPDATE outbox SET state = 'failed', error = ?, error_kind = ? WHERE seq = ?", error.message.sql,
            error.kind.rawValue.sql, entry.sequence.sql)
          try setMessageState(account: account, entry.request, .failed, failure: error.message)
          try revertOptimistic(account: account, entry.request)
          if case .message(_, let id, _, _, _) = entry.request { try recordStateEvent(account: account, message: id) }
        }
      }
    }
  }

  private func recordAccepted(
    account: String, _ request: Request, _ accepted: Accepted, recipients: inout [String: Int]
  ) throws {
    switch request {
    case .message(let chat, let id, _, _, _):
      // A sync may have recorded it first (then receipts may follow, and "sent" is not news).
      let moved = try database.run(
        """
        UPDATE messages SET state = 'sent', failure = NULL, server_order = ?, server_ms = ?
        WHERE account = ? AND id = ? AND state <> 'sent'
        """, accepted.order.sql, accepted.serverTime.sql, account.sql, id.sql)
      guard moved > 0 else { return }
      // Nobody can have a receipt for it yet, so its state is plain "sent"; only the count of
      // recipients is looked up, once per chat (this runs for every message of a flush).
      if recipients[chat] == nil {
        recipients[chat] = Int(
          try database.first(
            "SELECT count(*) FROM members WHERE account = ? AND chat = ? AND user <> ?",
            [account.sql, chat.sql, account.sql], { $0.int(0) }) ?? 0)
      }
      var fields: [(String, JSON)] = [("id", .string(id)), ("chat", .string(chat)), ("state", "sent")]
      if let count = recipients[chat], count > 0 {
        fields += [("read_by", .number(0)), ("delivered_to", .number(0)), ("recipients", .number(Double(count)))]
      }
      try recordEvent(account: account, .state, chat: chat, sender: account, time: accepted.serverTime, fields)
    case .edit(let chat, let target, let text):
      // A sync may bring this edit back (or have done so already): record it once, whoever is first.
      let first = try database.run(
        "UPDATE messages SET edit_order = ? WHERE account = ? AND id = ? AND COALESCE(edit_order, 0) < ?",
        accepted.order.sql, account.sql, target.sql, accepted.order.sql)
      if first > 0 {
        try recordEditEvent(account: account, chat: chat, id: target, text: text, by: account, at: accepted.serverTime)
      }
    case .redact(_, let target):
      try applyRedaction(account: account, id: target, by: account, at: accepted.serverTime)
    case .receipt(let chat, let kind, let upTo):
      if let order = try serverOrder(account: account, message: upTo) {
        try recordReceipt(
          account: account, chat: chat, user: account, kind: kind, order: order, time: accepted.serverTime)
      }
    default:
      break
    }
  }

  /// Undoes what the account showed itself before the hub answered: the last edit, or the
  /// deleted mark of an unsend (whose text is only wiped once the hub accepts it).
  func revertOptimistic(account: String, _ request: Request) throws {
    switch request {
    case .edit(_, let target, _):
      guard
        let (rowid, text) = try database.first(
          "SELECT rowid, text FROM revisions WHERE account = ? AND message = ? ORDER BY replaced_ms DESC, rowid DESC",
          [account.sql, target.sql], { ($0.int(0), $0.string(1)) })
      else { return }
      try database.run("DELETE FROM revisions WHERE rowid = ?", rowid.sql)
      let stillEdited =
        try database.first(
          "SELECT max(replaced_ms) FROM revisions WHERE account = ? AND message = ?", [account.sql, target.sql]
        ) { $0.optionalInt(0) } ?? nil
      try database.run(
        "UPDATE messages SET text = ?, edited_ms = ? WHERE account = ? AND id = ?", text.sql, stillEdited.sql,
        account.sql, target.sql)
    case .redact(_, let target):
      try database.run(
        "UPDATE messages SET deleted = 0 WHERE account = ? AND id = ? AND text <> ''", account.sql, target.sql)
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
        try database.run(
          "UPDATE outbox SET state = 'queued', error = NULL, error_kind = NULL WHERE seq = ?", entry.sequence.sql)
        try setMessageState(account: account, entry.request, .queued, failure: nil)
        if case .edit(_, let target, let text) = entry.request {
          try applyEdit(account: account, id: target, text: text, at: Clock.nowMillis())
        }
        if case .redact(_, let target) = entry.request {
          try database.run("UPDATE messages SET deleted = 1 WHERE account = ? AND id = ?", account.sql, target.sql)
        }
      }
      return failed
    }
  }

  /// An entry that is not on its way to the hub right now, or a clear error.
  private func unclaimedEntry(account: String, transaction: String) throws -> OutboxEntry {
    guard let entry = try outboxEntry(account: account, transaction: transaction) else {
      throw PsstError.notFound("\(transaction) is not in the outbox (already sent, or unknown)")
    }
    if entry.state == .sending {
      throw PsstError(.queued, "\(transaction) is being sent right now; try again when the flush is over")
    }
    return entry
  }

  /// Removes an entry that was never sent, undoing what it showed locally; a dropped message
  /// disappears from the store.
  public func drop(account: String, transaction: String) throws -> OutboxEntry {
    try database.write {
      let entry = try unclaimedEntry(account: account, transaction: transaction)
      try database.run("DELETE FROM outbox WHERE seq = ?", entry.sequence.sql)
      if case .message(let chat, let id, _, _, _) = entry.request {
        try database.run("DELETE FROM messages WHERE account = ? AND id = ?", account.sql, id.sql)
        // The feed reported the message when it was written; it reports its end too.
        try recordEvent(
          account: account, .unsend, chat: chat, sender: account, [("id", .string(id)), ("chat", .string(chat))])
      } else if entry.state == .queued {
        try revertOptimistic(account: account, entry.request)
      }
      return entry
    }
  }

  /// Changes the text of a message that has not left the outbox (no history: nobody saw it).
  public func editQueued(account: String, transaction: String, text: String) throws -> OutboxEntry {
    try Limits.checkText(text)
    return try database.write {
      let entry = try unclaimedEntry(account: account, transaction: transaction)
      guard case .message(let chat, let id, _, let replyTo, let attachments) = entry.request else {
        throw PsstError.notFound("\(transaction) is not a queued message")
      }
      let request = Request.message(chat: chat, id: id, text: text, replyTo: replyTo, attachments: attachments)
      try database.run("UPDATE outbox SET request = ? WHERE seq = ?", request.json.serialized.sql, entry.sequence.sql)
      try database.run("UPDATE messages SET text = ? WHERE account = ? AND id = ?", text.sql, account.sql, id.sql)
      try recordEditEvent(account: account, chat: chat, id: id, text: text, by: account, at: Clock.nowMillis())
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
