import Foundation
import Testing

/// Device trust against Synapse: psst lists the devices it has seen (trusted on first use),
/// verifies one by its fingerprint, and a blocked device gets no room key while the others do.
@Suite("Matrix devices")
struct MatrixDevicesTests {
  /// nio's device id (its e2e store's login).
  private func deviceID(_ synapse: Synapse, _ user: MatrixUser) throws -> String {
    let login = synapse.nio(user, ["login"])
    return try #require(login.record?.string("device_id"), "\(login.summary)")
  }

  @Test func devicesAreTrustedOnFirstUseVerifiedByFingerprintAndABlockedOneGetsNoRoomKey() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let nio = try synapse.register("nio")
    let blocked = try synapse.register("blocked")
    let created = synapse.nio(nio, ["create", "--name", "Group", "--encrypted", "--invite", maya.id, blocked.id])
    let room = try #require(created.record?.string("room_id"), "\(created.summary)")
    try #require(synapse.nio(blocked, ["join", room]).status == 0)
    try #require(maya.waitForChat(room) != nil)
    for user in [nio, blocked] {
      let ready = synapse.nio(user, ["messages-encrypted", room, "--count", "0", "--timeout", "0"])
      try #require(ready.status == 0, "\(ready.summary)")
    }
    let nioDevice = try deviceID(synapse, nio)
    let blockedDevice = try deviceID(synapse, blocked)

    let listed = maya.accountCommand(["devices", "--user", nio.id])
    #expect(listed.status == 0, "\(listed.summary)")
    let device = try #require(listed.records.first { $0.string("device") == nioDevice }, "\(listed.summary)")
    #expect(device.string("user") == nio.id && device.string("trust") == "trusted-on-first-use", "\(device)")
    let fingerprint = try #require(device.string("fingerprint"))
    let groups = fingerprint.components(separatedBy: " ")
    #expect(groups.count == 11 && groups.dropLast().allSatisfy { $0.count == 4 }, "\(fingerprint)")

    let mismatch = maya.accountCommand(["devices", "verify", nio.id, nioDevice, "--fingerprint", "AAAA BBBB"])
    #expect(mismatch.status == 77 && mismatch.stderr.contains("is not the one given"), "\(mismatch.summary)")
    let verified = maya.accountCommand(["devices", "verify", nio.id, nioDevice, "--fingerprint", fingerprint])
    #expect(verified.status == 0 && verified.record?.string("trust") == "verified", "\(verified.summary)")
    let block = maya.accountCommand(["devices", "block", blocked.id, blockedDevice])
    #expect(block.status == 0 && block.record?.string("trust") == "blocked", "\(block.summary)")

    let all = maya.accountCommand(["devices"]).records
    #expect(all.contains { $0.string("device") == nioDevice && $0.string("trust") == "verified" }, "\(all)")
    #expect(all.contains { $0.string("device") == blockedDevice && $0.string("trust") == "blocked" }, "\(all)")

    _ = try maya.sent(chat: room, "for the verified only")
    let read = synapse.nio(nio, ["messages-encrypted", room, "--count", "1"])
    #expect(
      read.records.filter { $0.string("sender") == maya.id }.compactMap { $0.string("body") } == [
        "for the verified only"
      ], "\(read.summary)")
    let notRead = synapse.nio(blocked, ["messages-encrypted", room, "--count", "1", "--timeout", "5"])
    let fromMaya = notRead.records.filter { $0.string("sender") == maya.id }
    #expect(fromMaya.count == 1 && fromMaya.allSatisfy { $0.bool("undecrypted") == true }, "\(notRead.summary)")
  }

  @Test func thePolicyIsShownAndSetAndAnUnknownOneIsRefused() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    #expect(maya.accountCommand(["devices", "policy"]).record?.string("policy") == "trust-on-first-use")
    let set = maya.accountCommand(["devices", "policy", "verified-only"])
    #expect(set.record?.string("policy") == "verified-only", "\(set.summary)")
    #expect(maya.accountCommand(["devices", "policy", "everyone"]).status != 0)
    #expect(maya.accountCommand(["devices", "policy"]).record?.string("policy") == "verified-only")
  }

  @Test func verifyingADeviceTheServerDoesNotListIsRefused() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let nio = try synapse.register("nio")
    let refused = maya.accountCommand(["devices", "verify", nio.id, "NOSUCHDEVICE"])
    #expect(refused.status == 1 && refused.stderr.contains("lists no device NOSUCHDEVICE"), "\(refused.summary)")
  }
}
