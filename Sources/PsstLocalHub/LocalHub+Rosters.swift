import PsstCore

/// Rosters on the hub: the owner's copy for their other stores, and who is on it for the people
/// on it.
extension LocalHub {
  public func publishRoster(_ roster: Roster, as identity: Identity) throws {
    try database.write {
      try requireOwnDevice(identity, allowNew: false)
      let stored = try database.first("SELECT updated_ms FROM rosters WHERE owner = ?", [identity.user.sql]) {
        $0.int(0)
      }
      if let stored, stored > roster.updatedAt { return }
      try database.run(
        "INSERT OR REPLACE INTO rosters(owner, document, updated_ms) VALUES(?, ?, ?)", identity.user.sql,
        roster.json.serialized.sql, roster.updatedAt.sql)
      try database.run("DELETE FROM roster_members WHERE owner = ?", identity.user.sql)
      for contact in roster.contacts {
        guard let user = contact.user else { continue }
        try database.run(
          "INSERT OR REPLACE INTO roster_members(owner, user, relationship) VALUES(?, ?, ?)", identity.user.sql,
          user.sql, contact.relationship.rawValue.sql)
      }
    }
  }

  public func fetchRoster(as identity: Identity) throws -> Roster? {
    try requireOwnDevice(identity, allowNew: false)
    let document = try database.first("SELECT document FROM rosters WHERE owner = ?", [identity.user.sql]) {
      $0.string(0)
    }
    return try document.map { Roster(json: try JSON.parse($0)) }
  }

  public func keepers(as identity: Identity) throws -> [String: Relationship] {
    var keepers: [String: Relationship] = [:]
    try database.forEach(
      "SELECT owner, relationship FROM roster_members WHERE user = ?", [identity.user.sql]
    ) { row in
      if let relationship = Relationship(rawValue: row.string(1)) { keepers[row.string(0)] = relationship }
    }
    return keepers
  }
}
