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
    // Taken before anything is read: a write that lands during the sync changes the files
    // after it, so the next sync sees a new stamp and fetches it.
    let stamp = try unchangedServerStamp(waitMillis: waitMillis)
    if stamp?.unchanged == true { return report }
    do {
      let transport = try self.transport()
      if requeuedByRecovery {
        // What the lost hub refused goes out now, not at some later send.
        requeuedByRecovery = false
        _ = try? flush(wait: false)
      }
      var wait = waitMillis
      var delivered: [String: String] = [:]
      while true {
        let cursor = try store.syncCursor(account.id)
        let batch = try transport.sync(since: cursor, limit: pageSize, waitMillis: wait, as: identity)
        wait = 0
        // nil: another process (a second watcher) applied this page first; ask again.
        guard let applied = try store.apply(batch, since: cursor, account: account.id) else { continue }
        report.events += batch.events.count
        report.newMessages += applied.newMessages
        delivered.merge(applied.newestIncoming) { _, new in new }
        if batch.caughtUp { break }
      }
      acknowledgeDelivery(delivered, transport)
      if let stamp { try? store.setSyncStamp(account.id, syncStamp(server: stamp.now)) }
    } catch let error as PsstError where error.kind == .unavailable {
      report.unavailable = error
    }
    return report
  }

  /// The server's stamp now, and whether the last complete sync started from it with the
  /// cursor the store has now; nil when the server gives none, the transport is open already,
  /// or the sync is to wait for news.
  private func unchangedServerStamp(waitMillis: Int) throws -> (now: String, unchanged: Bool)? {
    guard waitMillis == 0, !requeuedByRecovery, !isConnected, let now = serverStamp?() else { return nil }
    return (now, try store.syncStamp(account.id) == syncStamp(server: now))
  }

  /// What a complete sync records: the server's stamp and the cursor the store has now.
  private func syncStamp(server: String) throws -> String {
    server + "|" + (try store.syncCursor(account.id) ?? "")
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
