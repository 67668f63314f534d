import PsstCore
import PsstCrypto

/// Device trust, trust on first use: the keys first seen for a device are the ones trusted for
/// it; keys that change later are reported once on stderr, and that device gets no room keys
/// until the user verifies it (`psst-account devices verify`).
extension MatrixTransport {
  /// `devices` less those that may not get room keys (changed, blocked, or unverified under the
  /// verified-only policy); every device is recorded, and a change is reported once.
  func trustedForRoomKeys(_ devices: [MemberDevice]) throws -> [MemberDevice] {
    let policy = try state.store.matrixDevicePolicy(account: account)
    return try devices.filter { device in
      let known = try record(device, name: nil)
      return known.receivesRoomKeys(curve25519: device.curve25519, ed25519: device.ed25519, policy: policy)
    }
  }

  /// Queries the devices of `users` (default: this account's own user and everyone whose
  /// devices it has seen), records them, and returns what the store knows of those users.
  public func devices(of users: [String]? = nil) throws -> [KnownDevice] {
    try run {
      let wanted = try users.map { $0.map(matrixUser) } ?? queriedUsers()
      try refreshDevices(of: wanted)
      return try wanted.sorted().flatMap { try state.store.matrixDevices(account: account, user: $0) }
    }
  }

  /// Looks again at the devices of known users the sync says changed (`device_lists.changed`):
  /// a device whose keys changed is reported now, not only at the next send. A refused or
  /// failed query leaves it to the next send, never failing the sync.
  func refreshChangedDevices(_ deviceLists: JSON?) throws {
    let changed = Set((deviceLists?["changed"]?.arrayValue ?? []).compactMap(\.stringValue))
    let known = Set(try state.store.matrixDeviceUsers(account: account))
    let users = changed.intersection(known)
    guard !users.isEmpty else { return }
    do {
      try refreshDevices(of: Array(users))
    } catch is MatrixError {
      return
    }
  }

  private func queriedUsers() throws -> [String] {
    Array(Set(try state.store.matrixDeviceUsers(account: account) + [login.userID]))
  }

  private func refreshDevices(of users: [String]) throws {
    guard !users.isEmpty else { return }
    let query = try client.call(
      "POST", "/keys/query", body: .object([("device_keys", .object(users.sorted().map { ($0, .array([])) }))]))
    for (device, name) in Self.selfSignedDevices(in: query, users: Set(users))
    where !(device.user == login.userID && device.device == login.deviceID) {
      try record(device, name: name)
    }
  }

  /// The devices of a `/keys/query` answer whose keys are signed by themselves for the user
  /// and device they name, with their display names.
  static func selfSignedDevices(in query: JSON, users: Set<String>) -> [(MemberDevice, name: String?)] {
    var devices: [(MemberDevice, name: String?)] = []
    for (user, userDevices) in query["device_keys"]?.objectFields ?? [] where users.contains(user) {
      for (device, keys) in userDevices.objectFields {
        guard keys["user_id"]?.stringValue == user, keys["device_id"]?.stringValue == device,
          let curve = keys["keys"]?["curve25519:\(device)"]?.stringValue,
          let signing = keys["keys"]?["ed25519:\(device)"]?.stringValue,
          Ed25519.verify(json: keys, userID: user, keyID: "ed25519:\(device)", publicKey: signing)
        else { continue }
        devices.append(
          (
            MemberDevice(user: user, device: device, curve25519: curve, ed25519: signing),
            keys["unsigned"]?["device_display_name"]?.stringValue
          ))
      }
    }
    return devices
  }

  /// Records a device's keys as a key query listed them, and reports a change once.
  @discardableResult
  private func record(_ device: MemberDevice, name: String?) throws -> KnownDevice {
    let known = try state.store.recordMatrixDevice(
      account: account, user: device.user, device: device.device, name: name, curve25519: device.curve25519,
      ed25519: device.ed25519)
    if known.trust == .changed && !known.warned {
      Diagnostics.note(
        "warning: the keys of \(device.user)'s device \(device.device) changed (fingerprint now "
          + "\(known.fingerprint)); psst sends it no room keys until you check the fingerprint with them and run "
          + "psst-account devices verify \(device.user) \(device.device)")
      try state.store.markMatrixDeviceWarned(account: account, user: device.user, device: device.device)
    }
    return known
  }
}
