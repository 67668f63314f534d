import PsstCore

/// The roster in the account's Matrix account data: private to the account, so its other
/// devices see it and nobody else does (a client's rules on Matrix cannot read who keeps them).
extension MatrixTransport {
  public func publishRoster(_ roster: Roster, as identity: Identity) throws {
    try run {
      // Another device's newer copy wins; this one adopts it at its next exchange.
      if let stored = try storedRoster(), stored.updatedAt > roster.updatedAt { return }
      try client.call("PUT", rosterPath, body: roster.json)
    }
  }

  public func fetchRoster(as identity: Identity) throws -> Roster? {
    try run { try storedRoster() }
  }

  private var rosterPath: String { "/user/\(MatrixClient.escape(login.userID))/account_data/\(Namespace.roster)" }

  private func storedRoster() throws -> Roster? {
    do {
      return Roster(json: try client.call("GET", rosterPath))
    } catch let error as MatrixError where error.code == .refused(status: 404, errcode: "M_NOT_FOUND") {
      return nil
    }
  }
}
