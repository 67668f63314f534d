import Testing

@testable import PsstCore
@testable import PsstLocalHub

/// Message text is bounded in bytes as well as in characters: one character can be megabytes.
@Suite("Text limits in bytes")
struct TextLimitTests {
  /// One character ("a" with `marks` combining acute accents), two bytes a mark.
  static func oneCharacter(marks: Int) -> String {
    "a" + String(repeating: "\u{301}", count: marks)
  }

  @Test func oneHugeCharacterIsRefusedByItsBytes() {
    let text = Self.oneCharacter(marks: 20_000)
    #expect(text.count == 1)
    let error = psstError { try Limits.checkText(text) }
    #expect(error?.kind == .badInput && error?.exitCode == 65)
    #expect(error?.message == "message text is 40001 bytes of UTF-8; the limit is 32768 (32 KiB)")
  }

  @Test func fourThousandCharactersOfAnyScriptOrTonedEmojiFit() throws {
    for piece in ["x", "é", "中", "👍🏽"] {
      try Limits.checkText(String(repeating: piece, count: 4000))
    }
    try Limits.checkText(Self.oneCharacter(marks: 16_383))
    #expect(psstError { try Limits.checkText(Self.oneCharacter(marks: 16_384)) }?.kind == .badInput)
  }

  @Test func composeAndEditingAQueuedMessageAreRefusedAlike() throws {
    let machine = try Machine(TemporaryFolder())
    let maya = try machine.addAccount("maya")
    let store = machine.store
    try store.upsertChat(
      account: "maya", Chat(id: "c1", name: "S", kind: .direct, members: ["maya", "sarah"], createdAt: 1))
    let huge = Self.oneCharacter(marks: 100_000)
    let compose = psstError {
      _ = try store.compose(account: maya, chat: "c1", text: huge, replyTo: nil, attachments: [])
    }
    #expect(compose?.message.contains("bytes of UTF-8") == true)
    #expect(try store.all("maya").isEmpty)
    let message = try store.compose(account: maya, chat: "c1", text: "ok", replyTo: nil, attachments: [])
    let edit = psstError { _ = try store.editQueued(account: "maya", transaction: message.id, text: huge) }
    #expect(edit?.message.contains("bytes of UTF-8") == true)
    #expect(try store.message(account: "maya", id: message.id)?.text == "ok")
  }

  @Test func theHubRefusesWhatAClientShouldHaveRefused() throws {
    let folder = TemporaryFolder()
    let hub = try LocalHub(Environment(home: folder.path))
    let alice = Identity(user: "alice", device: "d-alice")
    let bob = Identity(user: "bob", device: "d-bob")
    for identity in [alice, bob] {
      try hub.register(User(id: identity.user, displayName: identity.user, role: .client), as: identity)
    }
    _ = try hub.submit([("t0", .createChat(id: "c", name: "c", kind: .direct, members: ["alice", "bob"]))], as: alice)
    let huge = Self.oneCharacter(marks: 1_000_000)
    let results = try hub.submit(
      [
        ("t1", .message(chat: "c", id: "m1", text: huge, replyTo: nil, attachments: [])),
        ("t2", .message(chat: "c", id: "m2", text: "fine", replyTo: nil, attachments: [])),
        ("t3", .edit(chat: "c", target: "m2", text: huge)),
      ], as: alice)
    #expect(results.count == 3)
    if case .failure(let error) = results[0] { #expect(error.kind == .badInput) } else { Issue.record("accepted") }
    if case .failure(let error) = results[2] { #expect(error.kind == .badInput) } else { Issue.record("accepted") }
  }

  @Test func importTakesLongerHistoryButNotWithoutBound() throws {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("maya")
    var importer = try HistoryImporter(store: machine.store, account: "maya")
    try importer.add(try JSON.parse(#"{"type":"chat","id":"c1","members":["maya","sarah"]}"#))
    func message(_ id: String, _ text: String) -> JSON {
      .object([
        ("type", "message"), ("id", .string(id)), ("chat", "c1"), ("sender", "sarah"),
        ("ts", "2026-09-03T08:00:00Z"), ("text", .string(text)),
      ])
    }
    // Longer than psst sends (50 KB, 10,000 characters), within the import bound: kept.
    try importer.add(message("long", String(repeating: "words ", count: 10_000)))
    let error = psstError { try importer.add(message("huge", String(repeating: "x", count: (64 << 10) + 1))) }
    #expect(error?.kind == .badInput)
    #expect(error?.message == "message huge has 65537 bytes of text; imported messages hold at most 65536 (64 KiB)")
    #expect(try machine.store.all("maya").map(\.id) == ["long"])
  }
}
