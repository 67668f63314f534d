import Testing

@testable import PsstCore

/// Trust on first use, as key queries (forged here) list devices' keys.
@Suite("Store: device trust")
struct StoreDevicesTests {
  private func setUp() throws -> Store {
    let store = try Machine(TemporaryFolder()).store
    try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    try store.addAccount(id: "sam", displayName: "Sam", role: .client)
    return store
  }

  @discardableResult
  private func seen(_ store: Store, _ curve: String, _ signing: String, name: String? = nil) throws -> KnownDevice {
    try store.recordMatrixDevice(
      account: "maya", user: "@bo:x", device: "PHONE", name: name, curve25519: curve, ed25519: signing)
  }

  @Test func theFirstKeysSeenAreTrustedAndGetRoomKeys() throws {
    let store = try setUp()
    let first = try seen(store, "C1", "E1", name: "Bo's phone")
    #expect(first.trust == .trustedOnFirstUse && first.name == "Bo's phone")
    #expect(first.receivesRoomKeys(curve25519: "C1", ed25519: "E1", policy: .trustOnFirstUse))
    #expect(!first.receivesRoomKeys(curve25519: "C1", ed25519: "E1", policy: .verifiedOnly))
    // Seen again with the same keys (and no name this time): nothing changes.
    #expect(try seen(store, "C1", "E1") == first)
    #expect(try store.matrixDevice(account: "sam", user: "@bo:x", device: "PHONE") == nil)
  }

  @Test func changedKeysAreMarkedOnceGetNoRoomKeysAndVerifyingAdoptsThem() throws {
    let store = try setUp()
    try seen(store, "C1", "E1")
    let changed = try seen(store, "C2", "E2")
    #expect(changed.trust == .changed && !changed.warned)
    #expect(changed.fingerprint == "E2", "the fingerprint is of the keys listed now")
    #expect(!changed.receivesRoomKeys(curve25519: "C2", ed25519: "E2", policy: .trustOnFirstUse))
    try store.markMatrixDeviceWarned(account: "maya", user: "@bo:x", device: "PHONE")
    #expect(try seen(store, "C2", "E2").warned, "the same change is not reported twice")
    // Another change is reported again.
    #expect(try seen(store, "C3", "E3").warned == false)
    try store.setMatrixDeviceTrust(account: "maya", user: "@bo:x", device: "PHONE", .verified)
    let verified = try #require(try store.matrixDevice(account: "maya", user: "@bo:x", device: "PHONE"))
    #expect(verified.trust == .verified && verified.ed25519 == "E3" && verified.changedEd25519 == nil)
    #expect(verified.receivesRoomKeys(curve25519: "C3", ed25519: "E3", policy: .verifiedOnly))
    // A verified device whose keys change again loses its verification.
    #expect(try seen(store, "C4", "E4").trust == .changed)
  }

  @Test func keysThatChangeBackToTheTrustedOnesAreTrustedAgain() throws {
    let store = try setUp()
    try seen(store, "C1", "E1")
    try seen(store, "C2", "E2")
    let back = try seen(store, "C1", "E1")
    #expect(back.trust == .trustedOnFirstUse && back.changedEd25519 == nil)
  }

  @Test func aBlockedDeviceStaysBlockedWhateverItsKeys() throws {
    let store = try setUp()
    try seen(store, "C1", "E1")
    try store.setMatrixDeviceTrust(account: "maya", user: "@bo:x", device: "PHONE", .blocked)
    let blocked = try seen(store, "C1", "E1")
    #expect(!blocked.receivesRoomKeys(curve25519: "C1", ed25519: "E1", policy: .trustOnFirstUse))
    #expect(try seen(store, "C2", "E2").trust == .blocked)
  }

  @Test func keysOtherThanTheTrustedOnesNeverGetRoomKeys() throws {
    let store = try setUp()
    let known = try seen(store, "C1", "E1")
    #expect(!known.receivesRoomKeys(curve25519: "C9", ed25519: "E1", policy: .trustOnFirstUse))
    #expect(!known.receivesRoomKeys(curve25519: "C1", ed25519: "E9", policy: .trustOnFirstUse))
  }

  @Test func verifyingADeviceNeverSeenIsRefused() throws {
    let store = try setUp()
    let error = #expect(throws: PsstError.self) {
      try store.setMatrixDeviceTrust(account: "maya", user: "@bo:x", device: "NONE", .verified)
    }
    #expect(error?.kind == .notFound)
  }

  @Test func thePolicyIsPerAccountAndDefaultsToTrustOnFirstUse() throws {
    let store = try setUp()
    #expect(try store.matrixDevicePolicy(account: "maya") == .trustOnFirstUse)
    try store.setMatrixDevicePolicy(account: "maya", .verifiedOnly)
    #expect(try store.matrixDevicePolicy(account: "maya") == .verifiedOnly)
    #expect(try store.matrixDevicePolicy(account: "sam") == .trustOnFirstUse)
    try store.setMatrixDevicePolicy(account: "maya", .trustOnFirstUse)
    #expect(try store.matrixDevicePolicy(account: "maya") == .trustOnFirstUse)
  }

  @Test func theFingerprintIsTheSigningKeyInGroupsOfFour() {
    #expect(KnownDevice.fingerprint("abcdefghij") == "abcd efgh ij")
  }
}
