import Testing

@testable import PsstCore

@Suite("Store: outbox")
struct StoreOutboxTests {
  private func setUp() throws -> (Store, Account) {
    let machine = try Machine(TemporaryFolder())
    let maya = try machine.addAccount("maya")
    try machine.store.upsertChat(
      account: "maya", Chat(id: "c1", name: "S", kind: .direct, members: ["maya", "sarah"], createdAt: 1))
    return (machine.store, maya)
  }

  private func compose(_ store: Store, _ maya: Account, _ texts: [String]) throws -> [Message] {
    try texts.map { try store.compose(account: maya, chat: "c1", text: $0, replyTo: nil, attachments: []) }
  }

  @Test func enqueueKeepsOrderAndIgnoresARepeatedTransaction() throws {
    let (store, _) = try setUp()
    try store.enqueue(account: "maya", transaction: "t1", .rename(chat: "c1", name: "A"))
    try store.enqueue(account: "maya", transaction: "t2", .typing(chat: "c1", active: true))
    try store.enqueue(account: "maya", transaction: "t1", .rename(chat: "c1", name: "B"))
    let entries = try store.outbox(account: "maya")
    #expect(entries.map(\.transaction) == ["t1", "t2"])
    #expect(entries[0].request == .rename(chat: "c1", name: "A"))
    #expect(entries.allSatisfy { $0.state == .queued && $0.attempts == 0 })
  }

  @Test func requestsSurviveTheOutboxUnchanged() throws {
    let (store, _) = try setUp()
    let attachment = Attachment(
      name: "p.png", contentType: "image/png", size: 9, media: "media-1", localPath: "/x/p.png")
    let requests: [Request] = [
      .createChat(id: "g", name: "G ✨", kind: .group, members: ["maya", "sarah", "tom"]),
      .createChat(id: "p", name: "P", kind: .direct, members: ["maya", "sarah"], encrypted: false),
      .addMember(chat: "g", user: "lee"), .removeMember(chat: "g", user: "tom"), .rename(chat: "g", name: "H"),
      .message(chat: "c1", id: "m1", text: "hi \"there\"\n😀", replyTo: "m0", attachments: [attachment]),
      .edit(chat: "c1", target: "m1", text: "hey"), .redact(chat: "c1", target: "m1"),
      .receipt(chat: "c1", kind: .read, upTo: "m9"), .receipt(chat: "c1", kind: .delivered, upTo: "m8"),
      .typing(chat: "c1", active: false),
    ]
    for (index, request) in requests.enumerated() {
      try store.enqueue(account: "maya", transaction: "t\(index)", request)
    }
    #expect(try store.outbox(account: "maya").map(\.request) == requests)
  }

  /// A chat creation queued before chats were encrypted by default has no `unencrypted` field:
  /// it is made encrypted, as a new one would be.
  @Test func aChatCreationWithoutTheEncryptionFieldIsEncrypted() throws {
    let json = try JSON.parse(#"{"kind":"create_chat","chat":"g","name":"G","chat_kind":"group","members":["a"]}"#)
    #expect(try Request(json: json) == .createChat(id: "g", name: "G", kind: .group, members: ["a"], encrypted: true))
  }

  @Test func settleRemovesAcceptedEntriesAndMarksTheMessageSent() throws {
    let (store, maya) = try setUp()
    let messages = try compose(store, maya, ["a", "b"])
    let entries = try #require(try store.claim(account: "maya", after: 0, limit: 10, only: nil)).entries
    #expect(entries.map(\.state) == [.sending, .sending])
    #expect(try store.message(account: "maya", id: messages[0].id)?.state == .sending)
    try store.settle(account: "maya", [(entries[0], .success(Accepted(order: 7, serverTime: 1000)))])
    #expect(try store.outbox(account: "maya").map(\.transaction) == [messages[1].id])
    let sent = try #require(try store.message(account: "maya", id: messages[0].id))
    #expect(sent.state == .sent)
    #expect(try store.serverOrder(account: "maya", message: messages[0].id) == 7)
    #expect(try store.outbox(account: "maya").first?.attempts == 1)
  }

  @Test func settleKeepsUnavailableEntriesQueued() throws {
    let (store, maya) = try setUp()
    let message = try compose(store, maya, ["later"])[0]
    let entries = try #require(try store.claim(account: "maya", after: 0, limit: 10, only: nil)).entries
    try store.settle(account: "maya", [(entries[0], .failure(.unavailable("hub unreachable")))])
    let entry = try #require(try store.outbox(account: "maya").first)
    #expect(entry.state == .queued)
    #expect(entry.error == nil)
    #expect(try store.message(account: "maya", id: message.id)?.state == .queued)
  }

  @Test func settleMarksRefusedEntriesFailedWithTheReason() throws {
    let (store, maya) = try setUp()
    let message = try compose(store, maya, ["no"])[0]
    let entries = try store.outbox(account: "maya")
    try store.settle(account: "maya", [(entries[0], .failure(.permission("maya is not a member of c1")))])
    let entry = try #require(try store.outbox(account: "maya").first)
    #expect(entry.state == .failed)
    #expect(entry.error?.message == "maya is not a member of c1")
    #expect(entry.error?.kind == .permission, "the kind survives, so the exit status does")
    let failed = try #require(try store.message(account: "maya", id: message.id))
    #expect(failed.state == .failed)
    #expect(failed.failure == "maya is not a member of c1")
    #expect(try store.outbox(account: "maya", states: [.queued]).isEmpty)
    #expect(try store.outbox(account: "maya", states: [.failed]).count == 1)
  }

  @Test func claimedEntriesCannotBeEditedOrDroppedUntilReleased() throws {
    let (store, maya) = try setUp()
    let message = try compose(store, maya, ["in flight"])[0]
    _ = try store.claim(account: "maya", after: 0, limit: 10, only: nil)
    #expect(throws: PsstError.self) { try store.editQueued(account: "maya", transaction: message.id, text: "changed") }
    #expect(throws: PsstError.self) { try store.drop(account: "maya", transaction: message.id) }
    try store.releaseClaims(account: "maya")
    #expect(try store.outbox(account: "maya").first?.state == .queued)
    #expect(try store.message(account: "maya", id: message.id)?.state == .queued)
    #expect(try store.editQueued(account: "maya", transaction: message.id, text: "changed").state == .queued)
  }

  @Test func aRefusedEditIsUndoneLocally() throws {
    let (store, maya) = try setUp()
    let message = try compose(store, maya, ["v1"])[0]
    try store.database.run("UPDATE messages SET state = 'sent', server_order = 1 WHERE id = ?", message.id.sql)
    try store.database.run("DELETE FROM outbox")
    try store.recordOwnEdit(account: "maya", id: message.id, text: "v2")
    try store.enqueue(account: "maya", transaction: "e1", .edit(chat: "c1", target: message.id, text: "v2"))
    let entry = try #require(try store.outboxEntry(account: "maya", transaction: "e1"))
    try store.settle(account: "maya", [(entry, .failure(.permission("no")))])
    let reverted = try #require(try store.message(account: "maya", id: message.id))
    #expect(reverted.text == "v1")
    #expect(reverted.editedAt == nil)
    #expect(try store.revisions(account: "maya", message: message.id).isEmpty)
  }

  @Test func requeueFailedPutsAllOrNamedEntriesBack() throws {
    let (store, maya) = try setUp()
    let messages = try compose(store, maya, ["x", "y", "z"])
    let entries = try store.outbox(account: "maya")
    try store.settle(account: "maya", entries.map { ($0, .failure(.permission("no"))) })

    let one = try store.requeueFailed(account: "maya", transactions: [messages[1].id])
    #expect(one.map(\.transaction) == [messages[1].id])
    #expect(try store.outbox(account: "maya", states: [.queued]).map(\.transaction) == [messages[1].id])
    #expect(try store.message(account: "maya", id: messages[1].id)?.state == .queued)
    #expect(try store.message(account: "maya", id: messages[1].id)?.failure == nil)

    let rest = try store.requeueFailed(account: "maya", transactions: nil)
    #expect(rest.map(\.transaction) == [messages[0].id, messages[2].id])
    #expect(
      try store.outbox(account: "maya", states: [.queued]).map(\.transaction) == messages.map(\.id), "order is kept")
  }

  @Test func dropRemovesTheEntryAndItsMessage() throws {
    let (store, maya) = try setUp()
    let messages = try compose(store, maya, ["keep", "drop"])
    let dropped = try store.drop(account: "maya", transaction: messages[1].id)
    #expect(dropped.transaction == messages[1].id)
    #expect(try store.outbox(account: "maya").map(\.transaction) == [messages[0].id])
    #expect(try store.message(account: "maya", id: messages[1].id) == nil)
    let again = psstError { _ = try store.drop(account: "maya", transaction: messages[1].id) }
    #expect(again?.kind == .notFound)
  }

  @Test func editQueuedChangesTheRequestAndTheMessageWithoutHistory() throws {
    let (store, maya) = try setUp()
    let message = try compose(store, maya, ["helo"])[0]
    let entry = try store.editQueued(account: "maya", transaction: message.id, text: "hello")
    #expect(entry.request == .message(chat: "c1", id: message.id, text: "hello", replyTo: nil, attachments: []))
    #expect(try store.outbox(account: "maya").first?.request == entry.request)
    let stored = try #require(try store.message(account: "maya", id: message.id))
    #expect(stored.text == "hello")
    #expect(stored.editedAt == nil)
    #expect(try store.revisions(account: "maya", message: message.id).isEmpty)
  }

  @Test func editQueuedRefusesBadTextAndUnknownEntries() throws {
    let (store, maya) = try setUp()
    let message = try compose(store, maya, ["ok"])[0]
    #expect(
      psstError { _ = try store.editQueued(account: "maya", transaction: message.id, text: "") }?.kind == .badInput)
    let long = psstError {
      _ = try store.editQueued(account: "maya", transaction: message.id, text: String(repeating: "x", count: 4001))
    }
    #expect(long?.message.contains("4000") == true)
    #expect(psstError { _ = try store.editQueued(account: "maya", transaction: "nope", text: "x") }?.kind == .notFound)
    try store.enqueue(account: "maya", transaction: "r1", .rename(chat: "c1", name: "x"))
    #expect(
      psstError { _ = try store.editQueued(account: "maya", transaction: "r1", text: "x") }?.kind == .notFound,
      "only messages have text")
    #expect(try store.message(account: "maya", id: message.id)?.text == "ok")
  }
}
