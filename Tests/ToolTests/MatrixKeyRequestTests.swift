import Foundation
import Testing

/// Room key requests between psst devices of one account: a new device asks for the keys of
/// the history it cannot read, and the first device answers only when the user verified the
/// new one.
@Suite("Matrix key requests")
struct MatrixKeyRequestTests {
  /// maya's first device in an encrypted direct room nio made, having read nio's `texts`; and
  /// maya's second device, added after them: (maya, second, room).
  private func secondDeviceAfterTheHistory(_ synapse: Synapse, _ texts: [String]) throws -> (
    MatrixPerson, MatrixPerson, String
  ) {
    let maya = try synapse.person("maya")
    let nio = try synapse.register("nio")
    let created = synapse.nio(nio, ["create", "--name", "Private", "--invite", maya.id, "--encrypted", "--direct"])
    let room = try #require(created.record?.string("room_id"), "\(created.summary)")
    try #require(maya.waitForChat(room) != nil, "psst never joined the room nio invited it to")
    for text in texts { try #require(synapse.nio(nio, ["send-encrypted", room, text]).status == 0) }
    let read = maya.waitForMessages(chat: room) { $0.count == texts.count }
    try #require(read.compactMap { $0.string("text") } == texts, "\(read)")
    let second = try synapse.device(of: maya.user, account: "maya", in: Psst())
    return (maya, second, room)
  }

  @Test func aVerifiedSecondDeviceGetsTheHistorysKeysFromTheFirst() throws {
    let synapse = try Synapse.require()
    let texts = ["first secret", "second secret"]
    let (maya, second, room) = try secondDeviceAfterTheHistory(synapse, texts)
    // The user checks each device's fingerprint on the other: the first hands keys only to a
    // device it verified, the second takes keys only from one.
    for (device, other) in [(maya, second), (second, maya)] {
      try verify(other, on: device)
    }

    // The second device sees the history it cannot read, and asks for its keys.
    let waiting = second.messages(chat: room)
    #expect(waiting.count == 2 && waiting.allSatisfy { $0.string("text")?.contains("could not decrypt yet") == true })
    // The first device answers on its next sync; the second reads the history on its next.
    _ = maya.messages(chat: room)
    let healed = second.waitForMessages(chat: room) { $0.compactMap { $0.string("text") } == texts }
    #expect(healed.compactMap { $0.string("text") } == texts, "\(healed)")
    #expect(healed.map(\.id) == waiting.map(\.id), "the same messages, decrypted in place")
  }

  /// Verifies `other`'s device (the account's only other one) on `device` by its fingerprint.
  private func verify(_ other: MatrixPerson, on device: MatrixPerson) throws {
    let listed = device.accountCommand(["devices", "--user", device.id])
    let found = try #require(listed.records.first, "\(listed.summary)")
    let fingerprint = try #require(found.string("fingerprint"), "\(found)")
    let id = try #require(found.string("device"), "\(found)")
    let verified = device.accountCommand(["devices", "verify", device.id, id, "--fingerprint", fingerprint])
    try #require(verified.status == 0, "\(verified.summary)")
  }

  @Test func anUnverifiedDeviceOfTheSameAccountIsNotAnswered() throws {
    let synapse = try Synapse.require()
    let (maya, second, room) = try secondDeviceAfterTheHistory(synapse, ["a secret"])
    let waiting = second.messages(chat: room)
    #expect(waiting.first?.string("text")?.contains("could not decrypt yet") == true, "\(waiting)")
    _ = maya.messages(chat: room)
    // Trusted on first use is not enough to be handed the history.
    let listed = maya.accountCommand(["devices", "--user", maya.id])
    #expect(listed.records.first?.string("trust") == "trusted-on-first-use", "\(listed.summary)")
    Thread.sleep(forTimeInterval: 2)
    let still = second.messages(chat: room)
    #expect(still.first?.string("text")?.contains("could not decrypt yet") == true, "\(still)")
  }
}
