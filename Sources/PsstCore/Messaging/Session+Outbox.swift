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
    // Holding the lock, any entry still marked as being sent was left by a flusher that died.
    try store.releaseClaims(account: account.id)
    // Connecting first lets a recovery on a new hub put back what the old one's loss failed
    // before entries are taken, so they go out in their order. Errors come again below.
    if try !store.outbox(account: account.id, states: [.queued, .failed], limit: 1).isEmpty { _ = try? transport() }
    let wanted = only.map(Set.init)
    var after: Int64 = 0
    while report.unavailable == nil,
      let (batch, last) = try store.claim(account: account.id, after: after, limit: batchSize, only: wanted)
    {
      after = last
      if !batch.isEmpty { try send(batch, into: &report) }
    }
    return report
  }

  /// Sends one claimed batch and settles every entry of it, whatever happens.
  private func send(_ batch: [OutboxEntry], into report: inout FlushReport) throws {
    var results: [(OutboxEntry, Result<Accepted, PsstError>)]
    do {
      let transport = try self.transport()
      // The roster goes along when it can; a refusal of it must not hold the messages back.
      try? publishRoster(on: transport)
      let prepared = try uploadAttachments(try checkRules(batch, transport), transport)
      let ready = prepared.filter { $0.1 == nil }.map(\.0)
      var accepted = try transport.submit(ready.map { ($0.transaction, $0.request) }, as: identity).makeIterator()
      results = prepared.map { entry, uploadFailure in
        if let uploadFailure { return (entry, .failure(uploadFailure)) }
        return (entry, accepted.next() ?? .failure(.internalFailure("the server did not answer every request")))
      }
    } catch let error as PsstError where error.kind == .ioFailure {
      // The server could not store it now (the hub's disk is full): like unreachable, the
      // entries wait in the outbox.
      results = batch.map { ($0, .failure(.unavailable(error.message))) }
    } catch let error as PsstError where error.kind != .internalFailure {
      // Unreachable: back to the queue. Refused as a whole (say, the account id is taken on
      // the server): failed, for psst-retry once it is sorted out.
      results = batch.map { ($0, .failure(error)) }
    } catch {
      try store.releaseClaims(account: account.id)
      throw error
    }
    try store.settle(account: account.id, results)
    for (entry, result) in results {
      switch result {
      case .success(let accepted): report.sent.append((entry, accepted))
      case .failure(let error) where error.kind == .unavailable: report.unavailable = error
      case .failure(let error): report.failed.append((entry, error))
      }
    }
  }

  /// Each entry with the rule that refuses it (kept failed, for psst-retry), or nil.
  private func checkRules(_ batch: [OutboxEntry], _ transport: Transport) throws -> [(OutboxEntry, PsstError?)] {
    func check() throws -> [(OutboxEntry, PsstError?)] {
      guard let context = try ruleContext(transport) else { return batch.map { ($0, nil) } }
      return try batch.map { ($0, try refusal(of: $0.request, context)) }
    }
    let checked = try check()
    guard checked.contains(where: { $0.1 != nil }) else { return checked }
    // The store may not know yet what allows it (a group someone just made): sync once.
    guard (try? sync())?.events ?? 0 > 0 else { return checked }
    return try check()
  }

  /// Uploads attachment files not yet on the server and records their handles in the outbox.
  /// A file that cannot be read fails its own message only.
  private func uploadAttachments(_ batch: [(OutboxEntry, PsstError?)], _ transport: Transport) throws
    -> [(OutboxEntry, PsstError?)]
  {
    try batch.map { entry, refusal in
      if let refusal { return (entry, refusal) }
      guard case .message(let chat, let id, let text, let replyTo, let attachments) = entry.request,
        attachments.contains(where: { $0.media == nil })
      else { return (entry, nil) }
      do {
        try transport.check(entry.request)
      } catch let error as PsstError where error.kind != .unavailable {
        return (entry, error)
      }
      var uploaded = attachments
      for index in uploaded.indices where uploaded[index].media == nil {
        guard let path = uploaded[index].localPath else { continue }
        do {
          let bytes = try FileSystem.readFile(path, limit: Limits.maxAttachmentBytes)
          let stored = try transport.upload(bytes, contentType: uploaded[index].contentType, chat: chat, as: identity)
          uploaded[index].media = stored.media
          uploaded[index].mediaKey = stored.key
        } catch let error as PsstError where error.kind != .unavailable && error.kind != .ioFailure {
          return (entry, PsstError(error.kind, "attachment \(uploaded[index].name): \(error.message)"))
        }
      }
      var updated = entry
      updated.request = .message(chat: chat, id: id, text: text, replyTo: replyTo, attachments: uploaded)
      try store.replaceRequest(updated)
      return (updated, nil)
    }
  }
}

extension Session {
  /// Queues one request and flushes the outbox. Returns normally once the server accepted it;
  /// throws `.queued` (exit 75) when it must wait for the server, or the server's refusal (and
  /// then forgets it: the caller reports the error and nothing is left half-done).
  /// `showLocally` applies the change to the account's own copy in the same transaction as the
  /// queueing; a refusal by the hub undoes it.
  public func perform(
    _ request: Request, transaction: String = Identifier.ordered("t"), showLocally: () throws -> Void = {}
  ) throws {
    try store.database.write {
      try showLocally()
      try store.enqueue(account: account.id, transaction: transaction, request)
    }
    let report = try flush(wait: true)
    // Another flusher may have handled it while this one waited for the lock: ask the store.
    guard let entry = try store.outboxEntry(account: account.id, transaction: transaction) else { return }
    if entry.state == .failed {
      // A chat the rules refused is kept, its creation failed, for psst-retry once the
      // relationship exists; any other refusal is forgotten.
      let keep: Bool
      if case .createChat = request { keep = entry.error?.kind == .relationship } else { keep = false }
      if !keep { _ = try? store.drop(account: account.id, transaction: transaction) }
      throw entry.error ?? PsstError.unavailable("refused by the hub")
    }
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
