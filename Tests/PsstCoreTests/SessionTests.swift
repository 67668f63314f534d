import Foundation
import Testing

@testable import PsstCore
@testable import PsstLocalHub

/// Sessions end to end: two people on separate stores (separate temp homes) sharing one hub file.
@Suite("Session: flush and sync")
struct SessionTests {
  let folder = TemporaryFolder()

  /// alice's and bob's machines, both registered, with a 1:1 chat "c" that bob has synced.
  private func pair() throws -> (alice: Machine, bob: Machine) {
    try Machine.aliceAndBob(folder, chat: "c")
  }

  private func compose(_ machine: Machine, _ account: String, _ chat: String, _ texts: [String]) throws -> [Message] {
    let owner = try #require(try machine.store.account(account))
    return try texts.map {
      try machine.store.compose(account: owner, chat: chat, text: $0, replyTo: nil, attachments: [])
    }
  }

  private func hubMessageCount(_ machine: Machine) throws -> Int64 {
    let hub = try LocalHub(machine.environment)
    return try hub.database.first("SELECT count(*) FROM events WHERE type = 'message'") { $0.int(0) } ?? -1
  }

  @Test func flushThenSyncDeliversInOrder() throws {
    let (alice, bob) = try pair()
    let sent = try compose(alice, "alice", "c", ["one", "two 🎉", "three"])
    let report = try alice.session("alice").flush()
    #expect(report.ran)
    #expect(report.unavailable == nil)
    #expect(report.sent.map(\.entry.transaction) == sent.map(\.id))
    #expect(report.failed.isEmpty)
    #expect(try alice.store.outbox(account: "alice").isEmpty)
    #expect(try alice.store.all("alice", chat: "c").map(\.state) == [.sent, .sent, .sent])

    let sync = try bob.session("bob").sync()
    #expect(sync.newMessages == 3)
    let received = try bob.store.all("bob", chat: "c")
    #expect(received.map(\.id) == sent.map(\.id))
    #expect(received.map(\.text) == ["one", "two 🎉", "three"])
    #expect(received.allSatisfy { $0.state == .delivered && !$0.isOwn && $0.sender == "alice" })
  }

  @Test func syncingAcknowledgesDeliveryAndReadingSendsAReadReceipt() throws {
    let (alice, bob) = try pair()
    let message = try compose(alice, "alice", "c", ["ping"])[0]
    _ = try alice.session("alice").flush()
    try bob.session("bob").sync()
    try alice.session("alice").sync()
    #expect(try alice.store.message(account: "alice", id: message.id)?.state == .delivered)

    let received = try #require(try bob.store.message(account: "bob", id: message.id))
    try bob.session("bob").markRead(
      shown: ["c": ShownRange(first: received.id, last: received.id)], filter: MessageFilter())
    #expect(try bob.store.message(account: "bob", id: message.id)?.state == .read)
    try alice.session("alice").sync()
    let seen = try #require(try alice.store.message(account: "alice", id: message.id))
    #expect(seen.state == .read)
    #expect(seen.readBy == 1)
    #expect(seen.recipients == 1)
  }

  @Test func groupReadReceiptsCountEachReader() throws {
    let (alice, bob) = try pair()
    let carolHome = try Machine(folder, name: "carol-home", hubPath: alice.environment.hubPath)
    try carolHome.addAccount("carol")
    _ = try carolHome.session("carol").transport()
    try alice.session("alice").perform(
      .createChat(id: "g", name: "G", kind: .group, members: ["alice", "bob", "carol"]))
    let message = try compose(alice, "alice", "g", ["Saturday?"])[0]
    _ = try alice.session("alice").flush()

    try bob.session("bob").sync()
    let copy = try #require(try bob.store.message(account: "bob", id: message.id))
    try bob.session("bob").markRead(shown: ["g": ShownRange(first: copy.id, last: copy.id)], filter: MessageFilter())
    try alice.session("alice").sync()
    let one = try #require(try alice.store.message(account: "alice", id: message.id))
    #expect(one.readBy == 1)
    #expect(one.recipients == 2)
    #expect(one.state != .read)

    try carolHome.session("carol").sync()
    let carols = try #require(try carolHome.store.message(account: "carol", id: message.id))
    try carolHome.session("carol").markRead(
      shown: ["g": ShownRange(first: carols.id, last: carols.id)], filter: MessageFilter())
    try alice.session("alice").sync()
    let both = try #require(try alice.store.message(account: "alice", id: message.id))
    #expect(both.readBy == 2)
    #expect(both.state == .read)
  }

  @Test func offlineFlushKeepsEverythingQueuedThenDeliversInOrder() throws {
    let (alice, bob) = try pair()
    let offline = try alice.offline()
    let account = try #require(try alice.store.account("alice"))
    var ids: [String] = []
    for text in ["a", "b", "c"] {
      ids.append(try offline.store.compose(account: account, chat: "c", text: text, replyTo: nil, attachments: []).id)
      let report = try offline.session("alice").flush()
      #expect(report.unavailable?.kind == .unavailable)
      #expect(report.sent.isEmpty)
    }
    #expect(try alice.store.outbox(account: "alice").map(\.transaction) == ids)
    #expect(try alice.store.all("alice", chat: "c").map(\.state) == [.queued, .queued, .queued])

    let report = try alice.session("alice").flush()
    #expect(report.sent.map(\.entry.transaction) == ids)
    try bob.session("bob").sync()
    #expect(try bob.store.all("bob", chat: "c").map(\.text) == ["a", "b", "c"])
  }

  @Test func flushKeepsOrderAfterCrash() throws {
    // A flusher got the hub to accept the first three but died before recording it.
    let (alice, bob) = try pair()
    let messages = try compose(alice, "alice", "c", ["1", "2", "3", "4", "5"])
    let session = try alice.session("alice")
    let entries = try #require(try alice.store.claim(account: "alice", after: 0, limit: 10, only: nil)).entries
    let accepted = try session.transport().submit(
      entries.prefix(3).map { ($0.transaction, $0.request) }, as: session.identity)
    #expect(accepted.allSatisfy { (try? $0.get()) != nil })
    #expect(try alice.store.all("alice", chat: "c").map(\.state) == Array(repeating: .sending, count: 5))

    // The next flush (a new process) sends everything still in the outbox.
    let report = try alice.session("alice").flush()
    #expect(report.sent.map(\.entry.transaction) == messages.map(\.id))
    #expect(try alice.store.outbox(account: "alice").isEmpty)
    #expect(try hubMessageCount(alice) == 5, "the hub applied each transaction once")
    // The first three keep the order the hub gave them the first time.
    for (index, result) in accepted.enumerated() {
      #expect(try report.sent[index].accepted == result.get())
    }
    try bob.session("bob").sync()
    let received = try bob.store.all("bob", chat: "c")
    #expect(received.map(\.id) == messages.map(\.id))
    #expect(received.map(\.text) == ["1", "2", "3", "4", "5"])
  }

  @Test func flushOfOnlyNamedEntriesLeavesTheRest() throws {
    let (alice, _) = try pair()
    let messages = try compose(alice, "alice", "c", ["x", "y", "z"])
    let report = try alice.session("alice").flush(only: [messages[1].id])
    #expect(report.sent.map(\.entry.transaction) == [messages[1].id])
    #expect(try alice.store.outbox(account: "alice").map(\.transaction) == [messages[0].id, messages[2].id])
  }

  @Test func flushInBatchesSendsEverythingInOrder() throws {
    let (alice, bob) = try pair()
    let texts = (1...23).map { "n\($0)" }
    let messages = try compose(alice, "alice", "c", texts)
    let report = try alice.session("alice").flush(batchSize: 5)
    #expect(report.sent.map(\.entry.transaction) == messages.map(\.id))
    try bob.session("bob").sync(pageSize: 4)
    #expect(try bob.store.all("bob", chat: "c").map(\.text) == texts)
  }

  @Test func aSecondFlusherDoesNotRunWhileTheFirstHoldsTheLock() throws {
    let (alice, bob) = try pair()
    _ = try compose(alice, "alice", "c", ["held"])
    do {
      let lock = try FileLock(path: alice.environment.lockDirectory + "/alice.flush", wait: true)
      #expect(lock != nil)
      let report = try alice.session("alice").flush(wait: false)
      #expect(!report.ran)
      #expect(report.sent.isEmpty)
      #expect(try alice.store.outbox(account: "alice").count == 1)
      withExtendedLifetime(lock) {}
    }
    #expect(try alice.session("alice").flush(wait: false).sent.count == 1)
    try bob.session("bob").sync()
    #expect(try bob.store.all("bob", chat: "c").map(\.text) == ["held"])
  }

  @Test func refusedMessagesFailWithTheReasonAndTheRestStillGo() throws {
    let (alice, bob) = try pair()
    let account = try #require(try alice.store.account("alice"))
    let good1 = try alice.store.compose(account: account, chat: "c", text: "ok 1", replyTo: nil, attachments: [])
    let bad = try alice.store.compose(account: account, chat: "nowhere", text: "lost", replyTo: nil, attachments: [])
    let good2 = try alice.store.compose(account: account, chat: "c", text: "ok 2", replyTo: nil, attachments: [])
    let report = try alice.session("alice").flush()
    #expect(report.sent.map(\.entry.transaction) == [good1.id, good2.id])
    #expect(report.failed.map(\.entry.transaction) == [bad.id])
    let failed = try #require(try alice.store.message(account: "alice", id: bad.id))
    #expect(failed.state == .failed)
    #expect(failed.failure == "unknown chat nowhere on the hub")
    try bob.session("bob").sync()
    #expect(try bob.store.all("bob", chat: "c").map(\.text) == ["ok 1", "ok 2"])
  }

  @Test func performOfflineThrowsQueuedAndKeepsTheRequest() throws {
    let (alice, _) = try pair()
    let offline = try alice.offline().session("alice")
    let error = psstError { try offline.perform(.rename(chat: "c", name: "Bobby"), transaction: "t-rename") }
    #expect(error?.kind == .queued)
    #expect(error?.exitCode == 75)
    #expect(try alice.store.outbox(account: "alice").map(\.transaction) == ["t-rename"])
  }

  @Test func performOfARefusedRequestThrowsAndForgetsIt() throws {
    let (alice, _) = try pair()
    let error = psstError { try alice.session("alice").perform(.addMember(chat: "c", user: "ghost")) }
    #expect(error?.kind == .usage || error?.kind == .notFound)
    #expect(try alice.store.outbox(account: "alice").isEmpty)
  }

  @Test func editsAndUnsendsReachTheOtherSideWithHistory() throws {
    let (alice, bob) = try pair()
    let message = try compose(alice, "alice", "c", ["v1"])[0]
    let session = try alice.session("alice")
    _ = try session.flush()
    try bob.session("bob").sync()
    try alice.store.recordOwnEdit(account: "alice", id: message.id, text: "v2")
    try session.perform(.edit(chat: "c", target: message.id, text: "v2"))
    try bob.session("bob").sync()
    #expect(try bob.store.message(account: "bob", id: message.id)?.text == "v2")
    #expect(try bob.store.revisions(account: "bob", message: message.id).map(\.text) == ["v1"])

    try session.perform(.redact(chat: "c", target: message.id))
    try bob.session("bob").sync()
    let gone = try #require(try bob.store.message(account: "bob", id: message.id))
    #expect(gone.deleted)
    #expect(gone.text == "")
    #expect(try bob.store.revisions(account: "bob", message: message.id).isEmpty)
  }

  @Test func removedMemberKeepsHistoryButGetsNothingAfter() throws {
    let (alice, bob) = try pair()
    let carolHome = try Machine(folder, name: "carol-home", hubPath: alice.environment.hubPath)
    try carolHome.addAccount("carol")
    _ = try carolHome.session("carol").transport()
    let session = try alice.session("alice")
    try session.perform(.createChat(id: "g", name: "G", kind: .group, members: ["alice", "bob", "carol"]))
    let before = try compose(alice, "alice", "g", ["before"])[0]
    _ = try session.flush()
    try session.perform(.removeMember(chat: "g", user: "carol"))
    let after = try compose(alice, "alice", "g", ["after"])[0]
    _ = try session.flush()

    try carolHome.session("carol").sync()
    #expect(try carolHome.store.all("carol", chat: "g").map(\.id) == [before.id])
    #expect(try carolHome.store.chat(account: "carol", id: "g")?.members == ["alice", "bob"])
    try bob.session("bob").sync()
    #expect(try bob.store.all("bob", chat: "g").map(\.id) == [before.id, after.id])
  }

  @Test func syncOfAnUnreachableHubLeavesTheStoreAlone() throws {
    let (alice, _) = try pair()
    let cursor = try alice.store.syncCursor("alice")
    let report = try alice.offline().session("alice").sync()
    #expect(report.unavailable?.kind == .unavailable)
    #expect(report.events == 0)
    #expect(try alice.store.syncCursor("alice") == cursor)
  }

  @Test func attachmentsAreUploadedWhenFlushed() throws {
    let (alice, bob) = try pair()
    let file = folder.path + "/photo.png"
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    #expect(FileManager.default.createFile(atPath: file, contents: Data(png)))
    let attachment = try AttachmentStore.ingest(file, environment: alice.environment)
    let account = try #require(try alice.store.account("alice"))
    let message = try alice.store.compose(
      account: account, chat: "c", text: "look", replyTo: nil, attachments: [attachment])
    _ = try alice.session("alice").flush()
    try bob.session("bob").sync()
    let theirs = try #require(try bob.store.message(account: "bob", id: message.id)?.attachments.first)
    #expect(theirs.contentType == "image/png")
    #expect(theirs.localPath == nil, "the sender's path is not shared")
    #expect(theirs.media != nil)
    let session = try bob.session("bob")
    #expect(try session.transport().download(theirs, as: session.identity) == png)
  }
}
