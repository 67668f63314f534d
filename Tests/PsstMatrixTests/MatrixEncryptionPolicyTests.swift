import PsstCore
import Testing

@testable import PsstMatrix

/// Who gets a room's keys and how long a group session lasts, read from the room's state:
/// the spec's history visibility rules and m.room.encryption's rotation periods.
@Suite("Matrix: encryption policy")
struct MatrixEncryptionPolicyTests {
  private typealias Policy = MatrixTransport.EncryptionPolicy

  private func state(_ type: String, _ content: [(String, JSON)]) -> JSON {
    .object([("type", .string(type)), ("state_key", ""), ("content", .object(content))])
  }

  private let members: [JSON] = [
    .object([
      ("type", "m.room.member"), ("state_key", "@a:x"), ("content", .object([("membership", "join")])),
    ]),
    .object([
      ("type", "m.room.member"), ("state_key", "@b:x"), ("content", .object([("membership", "invite")])),
    ]),
    .object([
      ("type", "m.room.member"), ("state_key", "@c:x"), ("content", .object([("membership", "leave")])),
    ]),
    .object([
      ("type", "m.room.member"), ("state_key", "@d:x"), ("content", .object([("membership", "ban")])),
    ]),
  ]

  @Test func invitedMembersReadUnlessHistoryIsForJoinedMembersOnly() {
    #expect(Policy(roomState: members).readers == ["@a:x", "@b:x"], "shared history by default")
    for visibility in ["shared", "invited", "world_readable"] {
      let events = members + [state("m.room.history_visibility", [("history_visibility", .string(visibility))])]
      #expect(Policy(roomState: events).readers == ["@a:x", "@b:x"], "\(visibility)")
    }
    let joinedOnly = members + [state("m.room.history_visibility", [("history_visibility", "joined")])]
    #expect(Policy(roomState: joinedOnly).readers == ["@a:x"])
  }

  @Test func theRoomsRotationPeriodsAreHonouredAndTheSpecsDefaultsOtherwise() {
    let defaults = Policy(roomState: [state("m.room.encryption", [("algorithm", "m.megolm.v1.aes-sha2")])])
    #expect(defaults.rotationMessages == 100)
    #expect(defaults.rotationMillis == 604_800_000)
    let room = Policy(roomState: [
      state(
        "m.room.encryption",
        [("algorithm", "m.megolm.v1.aes-sha2"), ("rotation_period_msgs", 5), ("rotation_period_ms", 60_000)])
    ])
    #expect(room.rotationMessages == 5)
    #expect(room.rotationMillis == 60_000)
    let nonsense = Policy(roomState: [
      state("m.room.encryption", [("rotation_period_msgs", 0), ("rotation_period_ms", -1)])
    ])
    #expect(nonsense.rotationMessages == 100, "a period that would rotate before every message is ignored")
    #expect(nonsense.rotationMillis == 604_800_000)
  }

  @Test func aSessionIsUsedUpAtItsMessageCountOrItsAge() {
    var policy = Policy(readers: [])
    policy.rotationMessages = 3
    policy.rotationMillis = 1_000
    #expect(!policy.isUsedUp(messages: 2, createdAt: 10_000, now: 10_999))
    #expect(policy.isUsedUp(messages: 3, createdAt: 10_000, now: 10_001), "by count")
    #expect(policy.isUsedUp(messages: 0, createdAt: 10_000, now: 11_000), "by age")
  }
}
