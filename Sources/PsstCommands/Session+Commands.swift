import PsstCore

extension Session {
  /// Syncs when possible; an unreachable hub only means the store is shown as it is.
  func syncIfReachable() throws {
    try sync(waitMillis: 0)
  }

  /// Fetches people's names from the hub (when reachable), refusing ids it does not know.
  func learnProfiles(_ users: [String]) throws {
    let profiles: [Profile]
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
        account: account.id, User(id: profile.id, displayName: profile.displayName, role: profile.role))
    }
  }
}
