/// What one flush did.
public struct FlushReport: Sendable {
  public var sent: [(entry: OutboxEntry, accepted: Accepted)] = []
  public var failed: [(entry: OutboxEntry, error: PsstError)] = []
  /// Set when the server could not be reached; the remaining entries stay queued.
  public var unavailable: PsstError?
  /// False when another flusher held the lock and `wait` was false.
  public var ran = true
}

extension Session {
  /// Sends queued requests in order, one flusher per account at a time.
  ///
  /// A crash at any point loses nothing and duplicates nothing: entries leave the outbox only
  /// after the server accepted them, and the server applies a transaction id once.
  /// - Parameters:
  ///   - only: transaction ids to send (in outbox order); nil sends everything queued.
  ///   - wait: wait for another flusher to finish instead of returning at once.
  public func flush(only: [String]? = nil, wait: Bool = true, batchSize: Int = 500) throws -> FlushReport {
    var report = FlushReport()
    let lockPath = store.environment.lockDirectory + "/\(account.id).flush"
    guard let lock = try FileLock(path: lockPath, wait: wait) else {
      report.ran = false
      return report
    }
    defer { withExtendedLifetime(lock) {} }
    let wanted = only.map(Set.init)
    var after: Int64 = 0
    while true {
      var batch = try store.outbox(account: account.id, states: [.queued], limit: batchSize, after: after)
      guard let last = batch.last else { break }
      after = last.sequence
      if let wanted { batch = batch.filter { wanted.contains($0.transaction) } }
      if batch.isEmpty { continue }
      let transport: Transport
      do {
        transport = try self.transport()
      } catch let error as PsstError where error.kind == .unavailable {
        report.unavailable = error
        break
      }
      try store.markSending(account: account.id, batch)
      let results: [Result<Accepted, PsstError>]
      do {
        batch = try uploadAttachments(batch, transport)
        results = try transport.submit(batch.map { ($0.transaction, $0.request) }, as: identity)
      } catch let error as PsstError where error.kind == .unavailable {
        try store.settle(account: account.id, batch.map { ($0, .failure(error)) })
        report.unavailable = error
        break
      }
      let settled = Array(zip(batch, results))
      try store.settle(account: account.id, settled)
      for (entry, result) in settled {
        switch result {
        case .success(let accepted): report.sent.append((entry, accepted))
        case .failure(let error) where error.kind == .unavailable: report.unavailable = error
        case .failure(let error): report.failed.append((entry, error))
        }
      }
      if report.unavailable != nil { break }
    }
    return report
  }

  /// Uploads attachment files not yet on the server and records their handles in the outbox.
  private func uploadAttachments(_ batch: [OutboxEntry], _ transport: Transport) throws -> [OutboxEntry] {
    try batch.map { entry in
      guard case .message(let chat, let id, let text, let replyTo, let attachments) = entry.request,
        attachments.contains(where: { $0.media == nil })
      else { return entry }
      var uploaded = attachments
      for index in uploaded.indices where uploaded[index].media == nil {
        guard let path = uploaded[index].localPath else { continue }
        let bytes = try FileSystem.readFile(path, limit: Limits.maxAttachmentBytes)
        uploaded[index].media = try transport.upload(bytes, contentType: uploaded[index].contentType, as: identity)
      }
      var updated = entry
      updated.request = .message(chat: chat, id: id, text: text, replyTo: replyTo, attachments: uploaded)
      try store.replaceRequest(updated)
      return updated
    }
  }
}

extension Session {
  /// Queues one request and flushes the outbox. Returns normally once the server accepted it;
  /// throws `.queued` (exit 75) when it must wait for the server, or the server's refusal (and
  /// then forgets it: the caller reports the error and nothing is left half-done).
  public func perform(_ request: Request, transaction: String = Identifier.ordered("t")) throws {
    try store.enqueue(account: account.id, transaction: transaction, request)
    let report = try flush(wait: true)
    if let failure = report.failed.first(where: { $0.entry.transaction == transaction }) {
      _ = try? store.drop(account: account.id, transaction: transaction)
      throw failure.error
    }
    if report.sent.contains(where: { $0.entry.transaction == transaction }) { return }
    throw PsstError.queuedForLater(report.unavailable)
  }
}

extension PsstError {
  /// "queued": the work is safe in the outbox and will go out with the next flush.
  public static func queuedForLater(_ cause: PsstError?) -> PsstError {
    let reason = cause?.message ?? "another flush is in progress"
    return PsstError(.queued, "\(reason); queued, will be sent by the next psst-queue flush")
  }
}
