/// What recovering on a new hub did.
public struct HubRecovery: Sendable {
  /// Chats that exist on the new hub again (re-created, or found there with the same members).
  public var relinked: [String] = []
  /// Chats the new hub refused, with its reason (another conversation took the id).
  public var refused: [(chat: String, error: PsstError)] = []
  /// Failed requests put back in the outbox (they failed because the hub had lost the account
  /// or its chats).
  public var requeued = 0
}

extension Session {
  /// Registers the account where needed and notices a hub that is not the one the store knew:
  /// another hub id (hub.db deleted, replaced or copied from elsewhere), a log that ends before
  /// the store's sync cursor, or a hub that does not know an account that was registered.
  /// Then it recovers: registers again, re-creates the account's chats from the store (like
  /// `linkImportedChats`: same ids, names, kinds and members; people the hub does not know yet
  /// become unclaimed profiles their own stores claim), syncs from the new log's start, and
  /// puts back in the outbox what failed because the hub had lost the account or a chat.
  func reconcile(with transport: Transport) throws {
    guard let status = try transport.status(of: identity) else {
      if try !store.isRegistered(account.id) { try register(on: transport) }
      return
    }
    let knownHub = try store.hubID(account.id)
    let cursor = try store.syncCursor(account.id)
    let wasOnAHub = try knownHub != nil || cursor != nil || store.isRegistered(account.id)
    let forgotten = wasOnAHub && !status.knowsUser
    // The log started afresh: another hub, one that ends before the cursor, or (for a store
    // from before hub ids) one that does not know an account that was registered on it.
    let replaced = knownHub.map { $0 != status.instance } ?? forgotten
    let behind = cursor.flatMap { Int64($0) }.map { $0 > status.head } ?? false
    let restarted = replaced || behind
    guard restarted || forgotten else {
      if try !store.isRegistered(account.id) || !status.knowsUser { try register(on: transport) }
      if knownHub != status.instance { try store.setHubID(account.id, status.instance) }
      return
    }
    // Registering first: a hub that refuses the account (someone else took its id there)
    // leaves the store as it was, and the refusal is the error.
    try register(on: transport)
    var recovery = try relinkChats(on: transport)
    // Only once the chats are back: an interruption before this point recovers again.
    if restarted { try store.restartSync(account.id, hub: status.instance) }
    recovery.requeued = try requeueHubLosses()
    requeuedByRecovery = recovery.requeued > 0
    report(recovery, hub: transport.changeFiles.first, restarted: restarted)
  }

  /// Makes every chat of the account exist on the hub again, in batches, before anything
  /// queued is sent.
  private func relinkChats(on transport: Transport) throws -> HubRecovery {
    var recovery = HubRecovery()
    let requests = try store.chats(account: account.id).filter { $0.members.contains(account.id) }.map { chat in
      let members = try chat.members.map { member in
        try store.user(account: account.id, member) ?? User(id: member, displayName: member, role: nil)
      }
      return (chat.id, Request.linkChat(id: chat.id, name: chat.name, kind: chat.kind, members: members))
    }
    for start in stride(from: 0, to: requests.count, by: 500) {
      let batch = Array(requests[start..<min(start + 500, requests.count)])
      let results = try transport.submit(batch.map { (Identifier.ordered("t"), $0.1) }, as: identity)
      for ((chat, _), result) in zip(batch, results) {
        switch result {
        case .success: recovery.relinked.append(chat)
        case .failure(let error) where error.kind == .unavailable: throw error
        case .failure(let error): recovery.refused.append((chat, error))
        }
      }
    }
    return recovery
  }

  /// Puts back in the outbox the requests the hub refused because it had lost the account, a
  /// chat or a person (the refusals an emptied hub gives); others stay failed.
  private func requeueHubLosses() throws -> Int {
    let lost = try store.outbox(account: account.id, states: [.failed]).filter { entry in
      guard let message = entry.error?.message, message.hasSuffix(" on the hub") else { return false }
      return message.hasSuffix(" is not registered on the hub") || message.hasPrefix("unknown chat ")
        || message.hasPrefix("unknown user ")
    }
    guard !lost.isEmpty else { return 0 }
    return try store.requeueFailed(account: account.id, transactions: lost.map(\.transaction)).count
  }

  private func report(_ recovery: HubRecovery, hub: String?, restarted: Bool) {
    let chats = recovery.relinked.count == 1 ? "1 chat" : "\(recovery.relinked.count) chats"
    var done = ["registered \(account.id) again", "re-created \(chats) from this store"]
    if recovery.requeued > 0 { done.append("queued \(recovery.requeued) failed requests again") }
    let what =
      restarted
      ? "is not the one \(account.id) last used (it was lost or replaced)" : "no longer knew \(account.id)"
    Diagnostics.note(
      "the hub\(hub.map { " " + $0 } ?? "") \(what): " + done.joined(separator: ", ")
        + "; history from before stays in this store")
    for (chat, error) in recovery.refused {
      Diagnostics.note("chat \(chat) could not be re-created on the hub: \(error.message)")
    }
  }
}
