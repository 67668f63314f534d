/// How opening a chat came out.
public enum ChatOpening: Sendable {
  /// The account already had it: in the store, or brought in by a sync.
  case existing(Chat)
  /// The transport made it just now.
  case created(Chat)
  /// Recorded, with its creation waiting in the outbox for the transport; `error` is the
  /// `.queued` error (exit 75) to report.
  case queued(Chat, PsstError)
  /// Recorded, with its creation failed in the outbox: the relationship rules refuse it
  /// (`error`, exit 77, names the rule); psst-retry creates it once the relationship exists.
  case refused(Chat, PsstError)

  /// The chat, however it came.
  public var chat: Chat {
    switch self {
    case .existing(let chat), .created(let chat), .queued(let chat, _), .refused(let chat, _): chat
    }
  }
}

extension Session {
  /// Syncs when possible; an unreachable hub only means the store is shown as it is.
  public func syncIfReachable() throws {
    try sync(waitMillis: 0)
  }

  /// The chat a person named (see `Store.resolveChat`), syncing once if the store does not know
  /// it yet: the other side may have just created it.
  public func resolveChat(_ reference: String) throws -> Chat {
    do {
      return try store.resolveChat(account: account.id, reference)
    } catch let error as PsstError where error.kind == .notFound {
      try syncIfReachable()
      return try store.resolveChat(account: account.id, reference)
    }
  }

  /// The 1:1 chat with `person` (an id or a name), syncing once if the store has none, so that
  /// two people writing to each other for the first time do not open two chats.
  public func directChat(with person: String) throws -> Chat? {
    if let known = try store.directChat(account: account.id, with: person) { return known }
    try syncIfReachable()
    return try store.directChat(account: account.id, with: person)
  }

  /// Fetches people's names from the hub (when reachable), refusing ids it does not know.
  public func learnProfiles(_ users: [String]) throws {
    let profiles: [User]
    do {
      profiles = try transport().lookup(ids: users, query: nil, as: identity)
    } catch let error as PsstError where error.kind == .unavailable {
      return
    }
    for user in users where !profiles.contains(where: { $0.id == user }) {
      throw PsstError.notFound("unknown user \(user) on the hub; see psst-account lookup")
    }
    for profile in profiles {
      try store.upsertUser(account: account.id, profile)
    }
  }

  /// The 1:1 chat with `person`, opened when there is none: the one `directChat(with:)` finds,
  /// else a new chat (with the id `id`, default generated) named after the person, made as
  /// `createChat` makes it. `person` is an id or a name (`Store.resolvePerson`); someone the
  /// store does not know by either is taken as a new person's id, and the hub, when reachable,
  /// must know them.
  ///
  /// ```swift
  /// let chat = try session.openDirectChat(with: "sarah").chat
  /// ```
  public func openDirectChat(with person: String, id: String? = nil, encrypted: Bool = true) throws -> ChatOpening {
    if let existing = try directChat(with: person) { return .existing(existing) }
    let other = try store.resolvePerson(account: account.id, person)?.id ?? person
    guard other != account.id else { throw PsstError.usage("cannot open a 1:1 chat with yourself") }
    try learnProfiles([other])
    let name = try store.user(account: account.id, other)?.displayName ?? other
    return try createChat(
      Chat(
        id: id ?? Identifier.make("c", length: 10), name: name, kind: .direct, members: [account.id, other],
        createdAt: Clock.nowMillis()), encrypted: encrypted)
  }

  /// Records a new chat and asks the transport to create it, in one step that never leaves half
  /// a chat: `.created` once the transport made it; `.queued` when it must wait (the chat and
  /// its creation stay, for the next flush); the transport's refusal is thrown after the chat
  /// is removed from the store again, except a refusal by the relationship rules (`.refused`).
  /// An id that is not valid or already a chat is refused first. `encrypted`: end-to-end
  /// encrypted where the transport can (Matrix).
  public func createChat(_ chat: Chat, encrypted: Bool = true) throws -> ChatOpening {
    try Store.validateIdentifier(chat.id, what: "chat id")
    if try store.chat(account: account.id, id: chat.id) != nil {
      throw PsstError.usage("chat \(chat.id) already exists")
    }
    let transaction = Identifier.ordered("t")
    do {
      try perform(
        .createChat(id: chat.id, name: chat.name, kind: chat.kind, members: chat.members, encrypted: encrypted),
        transaction: transaction
      ) { try store.upsertChat(account: account.id, chat) }
    } catch let error as PsstError where error.kind == .queued {
      return .queued(chat, error)
    } catch let error as PsstError where error.kind == .relationship {
      return .refused(chat, error)
    } catch {
      // Refused: `perform` forgot the creation, and the chat goes with it. Whatever else failed
      // either stored nothing or left the creation in the outbox, with its chat, for a flush.
      if try store.outboxEntry(account: account.id, transaction: transaction) == nil {
        try store.deleteChatLocally(account: account.id, id: chat.id)
      }
      throw error
    }
    return .created(chat)
  }
}
