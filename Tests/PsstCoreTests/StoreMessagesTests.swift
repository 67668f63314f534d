import Testing

@testable import PsstCore

@Suite("Store: messages")
struct StoreMessagesTests {
  private func setUp() throws -> (Machine, Account) {
    let machine = try Machine(TemporaryFolder())
    let maya = try machine.addAccount("maya", name: "Maya Torres", role: .trainer)
    try machine.store.upsertChat(
      account: "maya", Chat(id: "c1", name: "S", kind: .direct, members: ["maya", "sarah"], createdAt: 1))
    return (machine, maya)
  }

  @Test func composeStoresAQueuedMessageAndItsOutboxEntryTogether() throws {
    let (machine, maya) = try setUp()
    let message = try machine.store.compose(account: maya, chat: "c1", text: "hello 👋", replyTo: nil, attachments: [])
    #expect(message.state == .queued)
    #expect(message.isOwn)
    #expect(message.text == "hello 👋")
    #expect(message.sender == "maya")
    let entry = try #require(try machine.store.outboxEntry(account: "maya", transaction: message.id))
    #expect(entry.state == .queued)
    #expect(entry.request == .message(chat: "c1", id: message.id, text: "hello 👋", replyTo: nil, attachments: []))
  }

  @Test func composeRefusesEmptyText() throws {
    let (machine, maya) = try setUp()
    for text in ["", " ", "\n\t "] {
      let error = psstError {
        _ = try machine.store.compose(account: maya, chat: "c1", text: text, replyTo: nil, attachments: [])
      }
      #expect(error?.kind == .badInput)
      #expect(error?.exitCode == 65)
      #expect(error?.message == "message text is empty")
    }
    #expect(try machine.store.all("maya").isEmpty)
    #expect(try machine.store.outbox(account: "maya").isEmpty)
  }

  @Test func composeRefusesTextOverFourThousandCharactersNamingTheLimit() throws {
    let (machine, maya) = try setUp()
    let error = psstError {
      _ = try machine.store.compose(
        account: maya, chat: "c1", text: String(repeating: "x", count: 4001), replyTo: nil, attachments: [])
    }
    #expect(error?.kind == .badInput)
    #expect(error?.message == "message text is 4001 characters; the limit is 4000")
    #expect(try machine.store.all("maya").isEmpty)
    #expect(try machine.store.outbox(account: "maya").isEmpty)
  }

  @Test func composeAcceptsExactlyFourThousandCharacters() throws {
    let (machine, maya) = try setUp()
    // Characters, not bytes: 4000 emoji are 4000 characters.
    for text in [String(repeating: "x", count: 4000), String(repeating: "👍🏽", count: 4000)] {
      let message = try machine.store.compose(account: maya, chat: "c1", text: text, replyTo: nil, attachments: [])
      #expect(message.text == text)
    }
  }

  @Test func filtersPickChatSinceLastSenderAndUnread() throws {
    let (machine, _) = try setUp()
    let store = machine.store
    try store.upsertChat(
      account: "maya", Chat(id: "c2", name: "T", kind: .direct, members: ["maya", "tom"], createdAt: 1))
    var importer = try HistoryImporter(store: store, account: "maya")
    let rows: [(String, String, String, String)] = [
      ("a1", "c1", "sarah", "2026-09-01T10:00:00Z"), ("a2", "c1", "maya", "2026-09-02T10:00:00Z"),
      ("a3", "c2", "tom", "2026-09-03T10:00:00Z"), ("a4", "c1", "sarah", "2026-09-04T10:00:00Z"),
    ]
    for (id, chat, sender, ts) in rows {
      try importer.add(
        .object([
          ("type", .string("message")), ("id", .string(id)), ("chat", .string(chat)), ("sender", .string(sender)),
          ("ts", .string(ts)), ("text", .string("t-\(id)")),
        ]))
    }
    func ids(_ filter: MessageFilter) throws -> [String] {
      var found: [String] = []
      try store.messages(account: "maya", matching: filter) { found.append($0.id) }
      return found
    }
    #expect(try ids(MessageFilter()) == ["a1", "a2", "a3", "a4"])
    #expect(try ids(MessageFilter(chat: "c1")) == ["a1", "a2", "a4"])
    #expect(try ids(MessageFilter(since: Timestamp.parse("2026-09-02"))) == ["a2", "a3", "a4"])
    #expect(try ids(MessageFilter(until: Timestamp.parse("2026-09-03"))) == ["a1", "a2"])
    let september2 = (Timestamp.parse("2026-09-02"), Timestamp.parse("2026-09-03T10:00:00Z"))
    #expect(try ids(MessageFilter(since: september2.0, until: september2.1)) == ["a2"], "until is before, not at")
    #expect(try ids(MessageFilter(last: 2)) == ["a3", "a4"])
    #expect(try ids(MessageFilter(chat: "c1", last: 1)) == ["a4"])
    #expect(try ids(MessageFilter(sender: "sarah")) == ["a1", "a4"])
    // Imported history is read; new incoming text is not.
    #expect(try ids(MessageFilter(unreadOnly: true)).isEmpty)
    try store.database.run("UPDATE messages SET read_ms = NULL WHERE id IN ('a2', 'a4')")
    #expect(try ids(MessageFilter(unreadOnly: true)) == ["a4"], "own messages are never unread")
  }

  @Test func markReadMarksTheShownRangeAndNamesTheReceiptTarget() throws {
    let (machine, _) = try setUp()
    let store = machine.store
    for (n, order) in [(1, 10), (2, 11), (3, 12)] {
      try store.database.run(
        """
        INSERT INTO messages(account, id, chat, sender, text, created_ms, server_order, state)
        VALUES('maya', ?, 'c1', 'sarah', 'x', ?, ?, 'delivered')
        """, "in\(n)".sql, Int64(n * 1000).sql, Int64(order).sql)
    }
    let newest = try store.markRead(
      account: "maya", shown: ["c1": ShownRange(first: "in2", last: "in3")], filter: MessageFilter())
    #expect(newest.map(\.message) == ["in3"])
    #expect(try store.message(account: "maya", id: "in1")?.state == .delivered, "before the shown range")
    #expect(try store.message(account: "maya", id: "in2")?.state == .read)
    #expect(try store.message(account: "maya", id: "in3")?.state == .read)
  }

  @Test func markReadLeavesMessagesOutsideTheFilterUnread() throws {
    let (machine, _) = try setUp()
    let store = machine.store
    for (n, sender) in [(1, "sarah"), (2, "tom"), (3, "sarah")] {
      try store.database.run(
        """
        INSERT INTO messages(account, id, chat, sender, text, created_ms, server_order, state)
        VALUES('maya', ?, 'c1', ?, 'x', ?, ?, 'delivered')
        """, "in\(n)".sql, sender.sql, Int64(n * 1000).sql, Int64(n).sql)
    }
    _ = try store.markRead(
      account: "maya", shown: ["c1": ShownRange(first: "in1", last: "in3")], filter: MessageFilter(sender: "sarah"))
    #expect(try store.message(account: "maya", id: "in1")?.state == .read)
    #expect(try store.message(account: "maya", id: "in2")?.state == .delivered, "tom's message was not shown")
    #expect(try store.message(account: "maya", id: "in3")?.state == .read)
  }

  @Test func editKeepsEveryEarlierTextAsARevision() throws {
    let (machine, maya) = try setUp()
    let store = machine.store
    let message = try store.compose(account: maya, chat: "c1", text: "v1", replyTo: nil, attachments: [])
    try store.applyEdit(account: "maya", id: message.id, text: "v2", at: 100)
    try store.applyEdit(account: "maya", id: message.id, text: "v2", at: 150)  // no change, no revision
    try store.applyEdit(account: "maya", id: message.id, text: "v3", at: 200)
    let edited = try #require(try store.message(account: "maya", id: message.id))
    #expect(edited.text == "v3")
    #expect(edited.editedAt == 200)
    #expect(
      try store.revisions(account: "maya", message: message.id) == [
        Revision(text: "v1", replacedAt: 100), Revision(text: "v2", replacedAt: 200),
      ])
  }

  @Test func redactionWipesTextAttachmentsAndHistory() throws {
    let (machine, maya) = try setUp()
    let store = machine.store
    let attachment = Attachment(name: "a.png", contentType: "image/png", size: 3)
    let message = try store.compose(account: maya, chat: "c1", text: "secret", replyTo: nil, attachments: [attachment])
    try store.applyEdit(account: "maya", id: message.id, text: "secret 2", at: 100)
    try store.applyRedaction(account: "maya", id: message.id, by: "maya", at: 1)
    let gone = try #require(try store.message(account: "maya", id: message.id))
    #expect(gone.deleted)
    #expect(gone.text == "")
    #expect(gone.attachments.isEmpty)
    #expect(try store.revisions(account: "maya", message: message.id).isEmpty)
    // A later edit of a deleted message changes nothing.
    try store.applyEdit(account: "maya", id: message.id, text: "back", at: 300)
    #expect(try store.message(account: "maya", id: message.id)?.text == "")
  }

  @Test func replyToAndAttachmentsAreKept() throws {
    let (machine, maya) = try setUp()
    let store = machine.store
    let first = try store.compose(account: maya, chat: "c1", text: "q", replyTo: nil, attachments: [])
    let attachment = Attachment(name: "plan.pdf", contentType: "application/pdf", size: 1234, localPath: "/tmp/x")
    let reply = try store.compose(account: maya, chat: "c1", text: "a", replyTo: first.id, attachments: [attachment])
    let stored = try #require(try store.message(account: "maya", id: reply.id))
    #expect(stored.replyTo == first.id)
    #expect(stored.attachments == [attachment])
  }
}
