import Foundation
import PsstCore
import PsstCrypto
import PsstFuzz
import Testing

@testable import PsstMatrix

/// Trust on first use through the transport, against a fake homeserver whose key queries list
/// a device signed by keys made here: the first keys are trusted, a change is caught by a send's
/// key query and by a sync's `device_lists.changed`, and the changed device gets no room key.
@Suite("Matrix: device trust")
final class MatrixDeviceTrustTests {
  let server: FuzzHTTPServer
  let store: Store
  let session: Session
  private let lock = NSLock()
  private var listed = OlmAccount()

  init() throws {
    let fake = try FakeHomeserverAccount(deviceID: "MINE")
    (server, store, session) = (fake.server, fake.store, fake.session)
    server.respond { [self] request in
      let path = request.path.split(separator: "?").first.map(String.init) ?? request.path
      if path.hasSuffix("/keys/query") {
        let keys = try? lock.withLock { try listed.deviceKeys(userID: "@bo:fuzz", deviceID: "PHONE") }
        return .json(#"{"device_keys":{"@bo:fuzz":{"PHONE":\#(keys?.serialized ?? "{}")}}}"#)
      }
      if path.hasSuffix("/sync") {
        return .json(#"{"next_batch":"s1","device_lists":{"changed":["@bo:fuzz","@stranger:fuzz"]}}"#)
      }
      return .json("{}")
    }
  }

  private var transport: MatrixTransport { get throws { try session.transport() as! MatrixTransport } }

  private func replaceListedKeys() { lock.withLock { listed = OlmAccount() } }

  private func phone(_ account: OlmAccount) -> MatrixTransport.MemberDevice {
    MatrixTransport.MemberDevice(
      user: "@bo:fuzz", device: "PHONE", curve25519: account.curve25519Key, ed25519: account.ed25519Key)
  }

  @Test func theFirstKeysAreTrustedAndListedWithTheirFingerprint() throws {
    let devices = try transport.devices(of: ["@bo:fuzz"])
    #expect(devices.map(\.device) == ["PHONE"])
    #expect(devices.first?.trust == .trustedOnFirstUse)
    #expect(devices.first?.fingerprint == KnownDevice.fingerprint(lock.withLock { listed.ed25519Key }))
  }

  @Test func aDeviceWhoseKeysChangedIsWarnedAboutOnceAndGetsNoRoomKey() throws {
    let first = lock.withLock { listed }
    #expect(try transport.trustedForRoomKeys([phone(first)]).count == 1)
    replaceListedKeys()
    let now = lock.withLock { listed }
    #expect(try transport.trustedForRoomKeys([phone(now)]).isEmpty, "changed keys get no room key")
    let known = try #require(try store.matrixDevice(account: "me", user: "@bo:fuzz", device: "PHONE"))
    #expect(known.trust == .changed && known.warned, "the change was reported")
    #expect(known.ed25519 == first.ed25519Key && known.changedEd25519 == now.ed25519Key)
    try store.setMatrixDeviceTrust(account: "me", user: "@bo:fuzz", device: "PHONE", .verified)
    #expect(try transport.trustedForRoomKeys([phone(now)]).count == 1, "verified, its new keys get room keys")
  }

  @Test func aSyncThatSaysAKnownUsersDevicesChangedChecksThem() throws {
    _ = try transport.devices(of: ["@bo:fuzz"])
    replaceListedKeys()
    try session.sync()
    let known = try #require(try store.matrixDevice(account: "me", user: "@bo:fuzz", device: "PHONE"))
    #expect(known.trust == .changed && known.warned)
    #expect(try store.matrixDeviceUsers(account: "me") == ["@bo:fuzz"], "users never seen are not queried")
  }

  @Test func underTheVerifiedOnlyPolicyADeviceTrustedOnFirstUseGetsNoRoomKey() throws {
    try store.setMatrixDevicePolicy(account: "me", .verifiedOnly)
    #expect(try transport.trustedForRoomKeys([phone(lock.withLock { listed })]).isEmpty)
  }
}
