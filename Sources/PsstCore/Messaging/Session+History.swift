/// What linking imported chats to the server did.
public struct LinkReport: Sendable {
  /// Chats that now exist on the server (created, or found there with the same members).
  public var linked: [String] = []
  /// Chats whose link waits in the outbox for the server.
  public var queued: [String] = []
  /// Chats the server refused, with its reason (left failed in the outbox for psst-retry).
  public var refused: [(chat: String, error: PsstError)] = []

  public init() {}
}

extension Session {
  /// Makes chats known from imported history exist on the server, so replies reach the other
  /// side: each chat the account is in is linked with its members' profiles, in the outbox
  /// (sends queued afterwards go out after it), then the outbox is flushed. Safe to repeat.
  public func linkImportedChats(_ chatIDs: [String]) throws -> LinkReport {
    var transactions: [(chat: String, transaction: String)] = []
    try store.database.write {
      for id in chatIDs {
        guard let chat = try store.chat(account: account.id, id: id), chat.members.contains(account.id) else {
          continue
        }
        let members = try chat.members.map { member in
          try store.user(account: account.id, member) ?? User(id: member, displayName: member, role: nil)
        }
        let transaction = Identifier.ordered("t")
        try store.enqueue(
          account: account.id, transaction: transaction,
          .linkChat(id: chat.id, name: chat.name, kind: chat.kind, members: members))
        transactions.append((chat.id, transaction))
      }
    }
    var report = LinkReport()
    guard !transactions.isEmpty else { return report }
    _ = try flush(wait: true)
    for (chat, transaction) in transactions {
      guard let entry = try store.outboxEntry(account: account.id, transaction: transaction) else {
        report.linked.append(chat)
        continue
      }
      if entry.state == .failed {
        report.refused.append((chat, entry.error ?? PsstError.usage("refused by the server")))
      } else {
        report.queued.append(chat)
      }
    }
    if !report.linked.isEmpty { _ = try sync() }
    return report
  }
}
