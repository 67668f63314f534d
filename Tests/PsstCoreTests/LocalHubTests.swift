import Foundation
import Testing

@testable import PsstCore
@testable import PsstLocalHub

@Suite("LocalHub")
struct LocalHubTests {
  let folder = TemporaryFolder()
  let alice = Identity(user: "alice", device: "d-alice")
  let bob = Identity(user: "bob", device: "d-bob")
  let carol = Identity(user: "carol", device: "d-carol")
  let dave = Identity(user: "dave", device: "d-dave")

  private func hub() throws -> LocalHub {
    let hub = try LocalHub(Environment(home: folder.path))
    for identity in [alice, bob, carol, dave] {
      try hub.register(User(id: identity.user, displayName: identity.user.capitalized, role: .client), as: identity)
    }
    return hub
  }

  @discardableResult
  private func submit(_ hub: LocalHub, _ request: Request, as identity: Identity, txn: String = Identifier.make("t"))
    throws
    -> Result<Accepted, PsstError>
  {
    try #require(try hub.submit([(txn, request)], as: identity).first)
  }

  @discardableResult
  private func accept(_ hub: LocalHub, _ request: Request, as identity: Identity, txn: String = Identifier.make("t"))
    throws
    -> Accepted
  {
    try submit(hub, request, as: identity, txn: txn).get()
  }

  private func message(_ room: String, _ id: String, _ text: String = "hi") -> Request {
    .message(chat: room, id: id, text: text, replyTo: nil, attachments: [])
  }

  /// Everything `identity` can see, from the beginning, in pages of `page`.
  private func everything(_ hub: LocalHub, as identity: Identity, page: Int = 1000) throws -> [Event] {
    var events: [Event] = []
    var cursor: String?
    while true {
      let batch = try hub.sync(since: cursor, limit: page, waitMillis: 0, as: identity)
      events += batch.events
      cursor = batch.cursor
      if batch.caughtUp { return events }
    }
  }

  private func messageIDs(_ events: [Event]) -> [String] {
    events.compactMap { if case .message(let id, _, _, _) = $0.body { id } else { nil } }
  }

  private func group(_ hub: LocalHub) throws {
    try accept(hub, .createChat(id: "g", name: "Group", kind: .group, members: ["alice", "bob", "carol"]), as: alice)
  }

  @Test func sameSenderDeviceAndTransactionIsAppliedOnce() throws {
    let hub = try hub()
    try group(hub)
    let first = try submit(hub, message("g", "m1"), as: alice, txn: "t-1").get()
    let again = try submit(hub, message("g", "m1"), as: alice, txn: "t-1").get()
    #expect(again == first)
    // Even inside one batch, and after other requests.
    let batch = try hub.submit(
      [("t-2", message("g", "m2")), ("t-1", message("g", "m1")), ("t-2", message("g", "m2"))], as: alice)
    #expect(try batch[1].get() == first)
    #expect(try batch[0].get() == batch[2].get())
    #expect(messageIDs(try everything(hub, as: bob)) == ["m1", "m2"])
  }

  @Test func aRetriedReceiptOrEditIsAlsoAppliedOnce() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, message("g", "m1"), as: alice)
    try accept(hub, .edit(chat: "g", target: "m1", text: "v2"), as: alice, txn: "e-1")
    try accept(hub, .edit(chat: "g", target: "m1", text: "v2"), as: alice, txn: "e-1")
    let edits = try everything(hub, as: bob).filter { if case .edit = $0.body { true } else { false } }
    #expect(edits.count == 1)
  }

  @Test func nonMembersAreRefused() throws {
    let hub = try hub()
    try group(hub)
    let result = try submit(hub, message("g", "m-dave"), as: dave)
    #expect(throws: PsstError.permission("dave is not a member of g")) { try result.get() }
    let unknown = try submit(hub, message("nowhere", "m"), as: alice)
    #expect(throws: PsstError.notFound("unknown chat nowhere on the hub")) { try unknown.get() }
    #expect(messageIDs(try everything(hub, as: alice)).isEmpty)
  }

  @Test func refusalsDoNotStopTheRestOfTheBatch() throws {
    let hub = try hub()
    try group(hub)
    let results = try hub.submit(
      [("a", message("g", "m1")), ("b", message("nowhere", "x")), ("c", message("g", "m2"))], as: alice)
    #expect((try? results[0].get()) != nil)
    #expect((try? results[1].get()) == nil)
    #expect((try? results[2].get()) != nil)
    #expect(messageIDs(try everything(hub, as: bob)) == ["m1", "m2"])
  }

  @Test func onlyTheSenderMayEditOrRedact() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, message("g", "m1", "alice's"), as: alice)
    #expect(throws: PsstError.permission("m1 was sent by alice, not bob")) {
      try accept(hub, .edit(chat: "g", target: "m1", text: "bob's now"), as: bob)
    }
    #expect(throws: PsstError.permission("m1 was sent by alice, not bob")) {
      try accept(hub, .redact(chat: "g", target: "m1"), as: bob)
    }
    try accept(hub, .edit(chat: "g", target: "m1", text: "alice's, edited"), as: alice)
    try accept(hub, .redact(chat: "g", target: "m1"), as: alice)
    let error = psstError { try accept(hub, .edit(chat: "g", target: "m1", text: "again"), as: alice) }
    #expect(error?.message == "m1 was unsent")
    let bodies = try everything(hub, as: carol).map(\.body)
    #expect(bodies.contains(.edit(target: "m1", text: "alice's, edited")))
    #expect(bodies.contains(.redact(target: "m1")))
    #expect(!bodies.contains(.edit(target: "m1", text: "bob's now")))
  }

  @Test func editOfAnUnknownMessageIsNotFound() throws {
    let hub = try hub()
    try group(hub)
    #expect(psstError { try accept(hub, .edit(chat: "g", target: "nope", text: "x"), as: alice) }?.kind == .notFound)
  }

  @Test func theHubEnforcesTheTextLimit() throws {
    let hub = try hub()
    try group(hub)
    let error = psstError { try accept(hub, message("g", "long", String(repeating: "x", count: 4001)), as: alice) }
    #expect(error?.kind == .badInput)
    #expect(psstError { try accept(hub, message("g", "empty", ""), as: alice) }?.kind == .badInput)
  }

  @Test func syncShowsOnlyRoomsTheUserBelongsTo() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, message("g", "m1"), as: alice)
    try accept(hub, .createChat(id: "d", name: "D", kind: .direct, members: ["alice", "dave"]), as: alice)
    try accept(hub, message("d", "m-d"), as: dave)
    #expect(messageIDs(try everything(hub, as: bob)) == ["m1"])
    #expect(messageIDs(try everything(hub, as: dave)) == ["m-d"])
    #expect(messageIDs(try everything(hub, as: alice)) == ["m1", "m-d"])
    #expect(try everything(hub, as: bob).allSatisfy { $0.chat == "g" })
  }

  @Test func removedMemberSeesTheRemovalButNothingAfter() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, message("g", "before"), as: alice)
    try accept(hub, .removeMember(chat: "g", user: "carol"), as: alice)
    try accept(hub, message("g", "after"), as: alice)
    try accept(hub, .rename(chat: "g", name: "Secret"), as: alice)

    let seen = try everything(hub, as: carol)
    #expect(messageIDs(seen) == ["before"])
    let last = try #require(seen.last)
    guard case .chatState(_, _, let members, let change) = last.body else {
      Issue.record("the last event carol sees is \(last.body), not her removal")
      return
    }
    #expect(change == "removed:carol")
    #expect(!members.map(\.id).contains("carol"))
    #expect(messageIDs(try everything(hub, as: bob)) == ["before", "after"])
    // And carol can no longer send there.
    #expect(psstError { try accept(hub, message("g", "carol-late"), as: carol) }?.kind == .permission)
  }

  @Test func addedMemberSeesFromTheirJoiningOn() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, message("g", "old"), as: alice)
    try accept(hub, .addMember(chat: "g", user: "dave"), as: alice)
    try accept(hub, message("g", "new"), as: alice)
    let seen = try everything(hub, as: dave)
    #expect(messageIDs(seen) == ["new"])
    guard case .chatState(let name, _, let members, let change) = seen.first?.body else {
      Issue.record("dave's first event is not the chat state")
      return
    }
    #expect(name == "Group")
    #expect(change == "added:dave")
    #expect(Set(members.map(\.id)) == ["alice", "bob", "carol", "dave"])
  }

  @Test func rejoiningMemberSeesEachEventOnceAndNothingFromTheGap() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, message("g", "one"), as: alice)
    try accept(hub, .removeMember(chat: "g", user: "carol"), as: alice)
    try accept(hub, message("g", "gap"), as: alice)
    try accept(hub, .addMember(chat: "g", user: "carol"), as: alice)
    try accept(hub, message("g", "two"), as: alice)
    let seen = try everything(hub, as: carol)
    #expect(messageIDs(seen) == ["one", "two"])
    #expect(Set(seen.map(\.order)).count == seen.count, "no event twice")
  }

  @Test func syncPagesResumeFromTheCursor() throws {
    let hub = try hub()
    try group(hub)
    for n in 1...7 { try accept(hub, message("g", "m\(n)"), as: alice) }
    let first = try hub.sync(since: nil, limit: 3, waitMillis: 0, as: bob)
    #expect(first.events.count == 3)
    #expect(!first.caughtUp)
    #expect(messageIDs(try everything(hub, as: bob, page: 3)) == (1...7).map { "m\($0)" })
    let end = try hub.sync(
      since: try everything(hub, as: bob).last.map { String($0.order) }, limit: 3, waitMillis: 0, as: bob)
    #expect(end.events.isEmpty)
    #expect(end.caughtUp)
  }

  @Test func syncWaitsForNewEventsUpToTheTimeout() throws {
    let hub = try hub()
    try group(hub)
    let cursor = try hub.sync(since: nil, limit: 100, waitMillis: 0, as: bob).cursor
    let start = Date()
    let empty = try hub.sync(since: cursor, limit: 100, waitMillis: 150, as: bob)
    #expect(empty.events.isEmpty)
    #expect(Date().timeIntervalSince(start) >= 0.14)
  }

  @Test func ownTypingIsNotEchoedBack() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, .typing(chat: "g", active: true), as: alice)
    let isTyping = { (event: Event) -> Bool in if case .typing = event.body { true } else { false } }
    #expect(!(try everything(hub, as: alice)).contains(where: isTyping))
    #expect((try everything(hub, as: bob)).contains(where: isTyping))
  }

  @Test func receiptsReachTheOtherMembers() throws {
    let hub = try hub()
    try group(hub)
    try accept(hub, message("g", "m1"), as: alice)
    try accept(hub, .receipt(chat: "g", kind: .read, upTo: "m1"), as: bob)
    let receipts = try everything(hub, as: alice).filter { $0.body == .receipt(kind: .read, upTo: "m1") }
    #expect(receipts.map(\.sender) == ["bob"])
  }

  @Test func chatCreationChecksItsMembers() throws {
    let hub = try hub()
    #expect(
      psstError {
        try accept(hub, .createChat(id: "x", name: "X", kind: .direct, members: ["alice", "bob", "carol"]), as: alice)
      }?.kind == .usage)
    let ghost = psstError {
      try accept(hub, .createChat(id: "y", name: "Y", kind: .group, members: ["alice", "ghost"]), as: alice)
    }
    #expect(ghost?.message == "unknown user ghost on the hub")
    try group(hub)
    #expect(
      psstError { try accept(hub, .createChat(id: "g", name: "Again", kind: .group, members: ["bob"]), as: alice) }?
        .kind == .usage)
    #expect(psstError { try accept(hub, .addMember(chat: "g", user: "bob"), as: alice) }?.kind == .usage)
  }

  @Test func uploadAndDownloadRoundTrip() throws {
    let hub = try hub()
    let bytes: [UInt8] = (0..<2048).map { UInt8($0 % 251) }
    let stored = try hub.upload(bytes, contentType: "application/octet-stream", chat: "c", as: alice)
    #expect(stored.key == nil, "the hub keeps files as they are")
    let attachment = Attachment(name: "f", contentType: "application/octet-stream", size: 2048, media: stored.media)
    #expect(try hub.download(attachment, as: bob) == bytes)
    var missing = attachment
    missing.media = "media-nope"
    #expect(psstError { _ = try hub.download(missing, as: bob) }?.kind == .notFound)
  }

  @Test func lookupFindsProfilesByIdOrName() throws {
    let hub = try hub()
    try hub.register(
      User(id: "sarah", displayName: "Sarah Whitby", role: .client), as: Identity(user: "sarah", device: "d"))
    #expect(try hub.lookup(ids: ["sarah", "ghost"], query: nil, as: alice).map(\.id) == ["sarah"])
    #expect(try hub.lookup(ids: [], query: "whit", as: alice).map(\.displayName) == ["Sarah Whitby"])
    #expect(try hub.lookup(ids: [], query: nil, as: alice).count == 5)
  }

  @Test func unreachableWhenOfflineOrItsFolderIsMissing() {
    let offline = psstError { _ = try LocalHub(Environment(home: folder.path, offline: true)) }
    #expect(offline?.kind == .unavailable)
    #expect(offline?.exitCode == 69)
    let missing = psstError { _ = try LocalHub(Environment(home: folder.path, hubPath: folder.path + "/gone/hub.db")) }
    #expect(missing?.kind == .unavailable)
    #expect(missing?.message.contains("does not exist") == true)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/gone"))
  }

  @Test func aPrivateHubIsOwnerOnlyAndASharedOneGroupWritable() throws {
    let previous = umask(0o002)
    defer { umask(previous) }
    _ = try LocalHub(Environment(home: folder.path))
    let shared = folder.path + "/share"
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    _ = try LocalHub(Environment(home: folder.path, hubPath: shared + "/hub.db"))
    func mode(_ path: String) throws -> Int {
      try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }
    #expect(try mode(folder.path + "/hub.db") == 0o600)
    #expect(try mode(shared + "/hub.db") == 0o660)
  }
}
