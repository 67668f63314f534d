import Foundation
import Testing

@testable import PsstCore
@testable import PsstLocalHub

/// Device keys on the embedded hub: a member who copies another's device id out of a shared
/// hub.db cannot act as them, because the hub also wants the key that only their store holds.
@Suite("LocalHub: device keys")
struct LocalHubKeyTests {
  let folder = TemporaryFolder()
  let alice = Identity(user: "alice", device: "d-alice", key: "alice-secret-key")
  let bob = Identity(user: "bob", device: "d-bob", key: "bob-secret-key")

  private func hub() throws -> LocalHub {
    let hub = try LocalHub(Environment(home: folder.path))
    for identity in [alice, bob] {
      try hub.register(User(id: identity.user, displayName: identity.user.capitalized, role: .client), as: identity)
    }
    _ = try hub.submit(
      [("t-chat", .createChat(id: "c", name: "Bob", kind: .direct, members: ["alice", "bob"]))], as: alice)
    return hub
  }

  private func send(_ hub: LocalHub, _ id: String, as identity: Identity) -> PsstError? {
    psstError {
      let results = try hub.submit(
        [(id, .message(chat: "c", id: id, text: "wire the deposit", replyTo: nil, attachments: []))], as: identity)
      _ = try results.first?.get()
    }
  }

  private func messageIDs(_ hub: LocalHub) throws -> [String] {
    try hub.database.query("SELECT message_id FROM events WHERE type = 'message' ORDER BY pos") { $0.string(0) }
  }

  @Test func aCopiedDeviceIDWithoutTheKeyIsRefused() throws {
    let hub = try hub()
    var copied = alice
    copied.key = nil
    let noKey = send(hub, "m-no-key", as: copied)
    #expect(noKey?.kind == .permission)
    #expect(noKey?.exitCode == 77)
    #expect(noKey?.message.contains("device key does not match") == true, "\(String(describing: noKey))")
    copied.key = "a guess"
    #expect(send(hub, "m-guess", as: copied)?.kind == .permission)
    // Registering again does not replace the key either, nor does presence get through.
    #expect(
      psstError { try hub.register(User(id: "alice", displayName: "Mallory", role: .client), as: copied) }?.kind
        == .permission)
    #expect(psstError { try hub.setPresence(online: true, as: copied) }?.kind == .permission)
    #expect(try hub.profile("alice")?.displayName == "Alice")
    // The real store still can.
    #expect(send(hub, "m-real", as: alice) == nil)
    #expect(try messageIDs(hub) == ["m-real"])
  }

  @Test func theHubKeepsOnlyTheKeysDigest() throws {
    let hub = try hub()
    #expect(send(hub, "m1", as: alice) == nil)
    let stored = try hub.database.query("SELECT id, key_hash FROM users ORDER BY id") {
      ($0.string(0), $0.optionalString(1))
    }
    #expect(stored.map(\.0) == ["alice", "bob"])
    #expect(stored.map(\.1) == [SHA256.hex("alice-secret-key"), SHA256.hex("bob-secret-key")])
    // Nowhere in the hub's files, the journal included.
    _ = try hub.database.first("PRAGMA wal_checkpoint(PASSIVE)") { $0.int(0) }
    for suffix in ["", "-wal"] {
      let path = folder.path + "/hub.db" + suffix
      guard let bytes = FileManager.default.contents(atPath: path) else { continue }
      #expect(bytes.range(of: Data("alice-secret-key".utf8)) == nil, "the key is in \(path)")
    }
  }

  @Test func aUserRegisteredBeforeKeysGetsTheKeyItsStorePresentsFirst() throws {
    let hub = try LocalHub(Environment(home: folder.path))
    var old = alice
    old.key = nil
    try hub.register(User(id: "alice", displayName: "Alice", role: .client), as: old)
    try hub.register(User(id: "bob", displayName: "Bob", role: .client), as: bob)
    _ = try hub.submit(
      [("t-chat", .createChat(id: "c", name: "Bob", kind: .direct, members: ["alice", "bob"]))], as: old)
    #expect(send(hub, "m-old", as: old) == nil, "no key kept yet: an old store still works")
    #expect(send(hub, "m-new", as: alice) == nil, "the first key presented is kept")
    #expect(
      try hub.database.first("SELECT key_hash FROM users WHERE id = 'alice'") { $0.string(0) } == SHA256.hex(alice.key!)
    )
    #expect(send(hub, "m-old-again", as: old)?.kind == .permission, "from then on the key is needed")
    var other = alice
    other.key = "another key"
    #expect(send(hub, "m-other", as: other)?.kind == .permission)
    #expect(try messageIDs(hub) == ["m-old", "m-new"])
  }

  @Test func aHubOfTheFirstSchemaGetsAnIDAndKeepsItsUsers() throws {
    let path = folder.path + "/hub.db"
    do {
      let old = try Database(path: path)
      try old.execute(LocalHub.schema)
      try old.execute("PRAGMA user_version = 1")
      try old.run(
        "INSERT INTO users(id, display_name, role, device) VALUES('alice', 'Alice', 'client', 'd-alice')")
    }
    let hub = try LocalHub(Environment(home: folder.path))
    #expect(try hub.database.first("PRAGMA user_version") { $0.int(0) } == Int64(LocalHub.migrations.count))
    let id = try hub.instance()
    #expect(id.hasPrefix("h") && id.count == 17)
    #expect(try LocalHub(Environment(home: folder.path)).instance() == id, "made once")
    let status = try #require(try hub.status(of: alice))
    #expect(status == HubStatus(instance: id, knowsUser: true, head: 0))
    #expect(try hub.status(of: Identity(user: "alice", device: "d-other"))?.knowsUser == false)
    #expect(send(hub, "m", as: alice)?.message.contains("unknown chat c") == true, "alice is still known")
  }

  @Test func aDamagedHubFileIsNamedWithWhatToRun() throws {
    let path = folder.path + "/hub.db"
    _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: 8192))
    let error = psstError { _ = try LocalHub(Environment(home: folder.path)) }
    #expect(error?.kind == .unavailable, "the messages wait for the repair: \(String(describing: error))")
    #expect(error?.message.contains("the hub \(path) is damaged") == true, "\(String(describing: error))")
    #expect(error?.message.contains("mv '\(path)' '\(path).damaged'") == true, "\(String(describing: error))")
  }

  @Test func aConnectionIsStaleOnceItsFileIsReplacedOrRemoved() throws {
    let hub = try hub()
    #expect(!hub.isStale)
    try FileManager.default.moveItem(atPath: folder.path + "/hub.db", toPath: folder.path + "/hub.db.old")
    #expect(hub.isStale)
    _ = try LocalHub(Environment(home: folder.path))
    #expect(hub.isStale, "a new file at the same path is another hub")
  }
}

@Suite("SHA-256")
struct SHA256Tests {
  @Test func knownDigests() {
    #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex(String(repeating: "a", count: 1000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    // 55 and 56 bytes: the padding needs a second block from 56 on.
    #expect(
      SHA256.hex(String(repeating: "a", count: 55))
        == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
    #expect(
      SHA256.hex(String(repeating: "a", count: 56))
        == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
  }
}
