/// How far psst trusts a Matrix device's keys.
public enum DeviceTrust: String, Sendable, CaseIterable {
  /// The keys first seen for the device, trusted because nothing contradicted them yet.
  case trustedOnFirstUse = "trusted-on-first-use"
  /// The user checked the fingerprint (`psst-account devices verify`).
  case verified
  /// The device's keys are not the ones first seen: maybe a reinstall, maybe someone else.
  case changed
  /// The user blocked it: it gets no room keys whatever its keys.
  case blocked
}

/// Which devices get the room keys of what this account sends.
public enum DevicePolicy: String, Sendable, CaseIterable {
  /// Devices trusted on first use and verified ones (the default); never changed or blocked.
  case trustOnFirstUse = "trust-on-first-use"
  /// Only devices the user verified.
  case verifiedOnly = "verified-only"
}

/// A Matrix device as this account knows it: the keys it trusts for it, and the different
/// keys the server lists now when they changed.
public struct KnownDevice: Sendable, Equatable {
  public let user: String
  public let device: String
  public let name: String
  public let curve25519: String
  public let ed25519: String
  public let trust: DeviceTrust
  /// The keys the server lists now, when they differ from the trusted ones.
  public let changedCurve25519: String?
  public let changedEd25519: String?
  /// Whether the user was told of the change.
  public let warned: Bool

  /// The Ed25519 key the server lists now, in groups of four characters, as clients show it
  /// to compare by eye.
  public var fingerprint: String { Self.fingerprint(changedEd25519 ?? ed25519) }

  public static func fingerprint(_ key: String) -> String {
    stride(from: 0, to: key.count, by: 4).map { start in
      String(key[key.index(key.startIndex, offsetBy: start)...].prefix(4))
    }.joined(separator: " ")
  }

  /// Whether room keys may go to this device with these keys under `policy`.
  public func receivesRoomKeys(curve25519 curve: String, ed25519 signing: String, policy: DevicePolicy) -> Bool {
    guard curve == curve25519, signing == ed25519 else { return false }
    switch trust {
    case .verified: return true
    case .trustedOnFirstUse: return policy == .trustOnFirstUse
    case .changed, .blocked: return false
    }
  }
}

/// The devices a Matrix account has seen in key queries, trusted on first use.
extension Store {
  /// Records the keys a key query listed for `user`'s `device`: a device first seen is trusted
  /// on first use; one whose keys differ from the trusted ones is marked changed (not yet
  /// warned about), unless blocked. `name` is kept when given. Returns the device as now known.
  @discardableResult
  public func recordMatrixDevice(
    account: String, user: String, device: String, name: String?, curve25519: String, ed25519: String
  ) throws -> KnownDevice {
    try database.write {
      guard let known = try matrixDevice(account: account, user: user, device: device) else {
        try database.run(
          """
          INSERT INTO matrix_devices(account, user_id, device_id, name, curve25519, ed25519, trust)
          VALUES(?, ?, ?, ?, ?, ?, ?)
          """, account.sql, user.sql, device.sql, (name ?? "").sql, curve25519.sql, ed25519.sql,
          DeviceTrust.trustedOnFirstUse.rawValue.sql)
        return try matrixDevice(account: account, user: user, device: device)!
      }
      if let name, name != known.name {
        try database.run(
          "UPDATE matrix_devices SET name = ? WHERE account = ? AND user_id = ? AND device_id = ?", name.sql,
          account.sql, user.sql, device.sql)
      }
      let same = known.curve25519 == curve25519 && known.ed25519 == ed25519
      let alreadySeen = known.changedCurve25519 == curve25519 && known.changedEd25519 == ed25519
      if !same && !alreadySeen {
        let trust = known.trust == .blocked ? DeviceTrust.blocked : .changed
        try database.run(
          """
          UPDATE matrix_devices SET trust = ?, changed_curve25519 = ?, changed_ed25519 = ?, warned = 0
          WHERE account = ? AND user_id = ? AND device_id = ?
          """, trust.rawValue.sql, curve25519.sql, ed25519.sql, account.sql, user.sql, device.sql)
      } else if same && known.changedEd25519 != nil {
        // Back to the trusted keys: what changed is forgotten, the trust before it returns.
        let trust = known.trust == .changed ? DeviceTrust.trustedOnFirstUse : known.trust
        try database.run(
          """
          UPDATE matrix_devices SET trust = ?, changed_curve25519 = NULL, changed_ed25519 = NULL, warned = 0
          WHERE account = ? AND user_id = ? AND device_id = ?
          """, trust.rawValue.sql, account.sql, user.sql, device.sql)
      }
      return try matrixDevice(account: account, user: user, device: device)!
    }
  }

  public func matrixDevice(account: String, user: String, device: String) throws -> KnownDevice? {
    try database.first(
      "\(Self.deviceColumns) WHERE account = ? AND user_id = ? AND device_id = ?", [account.sql, user.sql, device.sql],
      Self.knownDevice)
  }

  /// The devices the account knows, of `user` or everyone's, by user and device id.
  public func matrixDevices(account: String, user: String? = nil) throws -> [KnownDevice] {
    if let user {
      return try database.query(
        "\(Self.deviceColumns) WHERE account = ? AND user_id = ? ORDER BY device_id", [account.sql, user.sql],
        Self.knownDevice)
    }
    return try database.query(
      "\(Self.deviceColumns) WHERE account = ? ORDER BY user_id, device_id", [account.sql], Self.knownDevice)
  }

  /// The users whose devices the account knows.
  public func matrixDeviceUsers(account: String) throws -> [String] {
    try database.query(
      "SELECT DISTINCT user_id FROM matrix_devices WHERE account = ? ORDER BY user_id", [account.sql]
    ) { $0.string(0) }
  }

  /// Verifies or blocks a device. Verifying takes the keys the server lists now (the changed
  /// ones, if they changed) as the trusted ones.
  public func setMatrixDeviceTrust(account: String, user: String, device: String, _ trust: DeviceTrust) throws {
    try database.write {
      guard try matrixDevice(account: account, user: user, device: device) != nil else {
        throw PsstError.notFound(
          "psst has not seen device \(device) of \(user); run psst-account devices --user \(user)")
      }
      let adopt = trust == .verified || trust == .trustedOnFirstUse
      try database.run(
        """
        UPDATE matrix_devices SET trust = ?,
          curve25519 = CASE WHEN ? THEN coalesce(changed_curve25519, curve25519) ELSE curve25519 END,
          ed25519 = CASE WHEN ? THEN coalesce(changed_ed25519, ed25519) ELSE ed25519 END,
          changed_curve25519 = CASE WHEN ? THEN NULL ELSE changed_curve25519 END,
          changed_ed25519 = CASE WHEN ? THEN NULL ELSE changed_ed25519 END
        WHERE account = ? AND user_id = ? AND device_id = ?
        """, trust.rawValue.sql, adopt.sql, adopt.sql, adopt.sql, adopt.sql, account.sql, user.sql, device.sql)
    }
  }

  public func markMatrixDeviceWarned(account: String, user: String, device: String) throws {
    try database.run(
      "UPDATE matrix_devices SET warned = 1 WHERE account = ? AND user_id = ? AND device_id = ?", account.sql,
      user.sql, device.sql)
  }

  /// Which devices get this account's room keys (default: trust on first use).
  public func matrixDevicePolicy(account: String) throws -> DevicePolicy {
    let saved = try database.first("SELECT policy FROM matrix_device_policies WHERE account = ?", [account.sql]) {
      $0.string(0)
    }
    return saved.flatMap(DevicePolicy.init(rawValue:)) ?? .trustOnFirstUse
  }

  public func setMatrixDevicePolicy(account: String, _ policy: DevicePolicy) throws {
    try database.run(
      """
      INSERT INTO matrix_device_policies(account, policy) VALUES(?, ?)
      ON CONFLICT(account) DO UPDATE SET policy = excluded.policy
      """, account.sql, policy.rawValue.sql)
  }

  private static let deviceColumns = """
    SELECT user_id, device_id, name, curve25519, ed25519, trust, changed_curve25519, changed_ed25519, warned
    FROM matrix_devices
    """

  private static func knownDevice(_ row: Row) -> KnownDevice {
    KnownDevice(
      user: row.string(0), device: row.string(1), name: row.string(2), curve25519: row.string(3),
      ed25519: row.string(4), trust: DeviceTrust(rawValue: row.string(5)) ?? .changed,
      changedCurve25519: row.optionalString(6), changedEd25519: row.optionalString(7), warned: row.bool(8))
  }
}
