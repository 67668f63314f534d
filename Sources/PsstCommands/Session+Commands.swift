import PsstCore

extension Session {
  /// Syncs when possible; an unreachable hub only means the store is shown as it is.
  func syncIfReachable() throws {
    try sync(waitMillis: 0)
  }

  /// The chat a person named, syncing once if the store does not know it yet (the other side
  /// may have just created it).
  func resolveChat(_ reference: String) throws -> Chat {
    do {
      return try store.resolveChat(account: account.id, reference)
    } catch let error as PsstError where error.kind == .notFound {
      try syncIfReachable()
      return try store.resolveChat(account: account.id, reference)
    }
  }

  /// The 1:1 chat with `person`, syncing once if the store has none, so that two people
  /// writing to each other for the first time do not open two chats.
  func directChat(with person: String) throws -> Chat? {
    if let known = try store.directChat(account: account.id, with: person) { return known }
    try syncIfReachable()
    return try store.directChat(account: account.id, with: person)
  }

  /// Fetches people's names from the hub (when reachable), refusing ids it does not know.
  func learnProfiles(_ users: [String]) throws {
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
      try store.upsertUser(
        account: account.id, profile)
    }
  }
}
