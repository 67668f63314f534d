import Testing

@testable import PsstCore

@Suite("Store: the AI engine's readings of messages")
struct StoreReadingsTests {
  private func setUp() throws -> (Machine, Account, [Message]) {
    let machine = try Machine(TemporaryFolder())
    let maya = try machine.addAccount("maya", name: "Maya Torres", role: .trainer)
    try machine.store.upsertChat(
      account: "maya", Chat(id: "c1", name: "S", kind: .direct, members: ["maya", "sarah"], createdAt: 1))
    let messages = try ["can you send the plan?", "thanks!"].map {
      try machine.store.compose(account: maya, chat: "c1", text: $0, replyTo: nil, attachments: [])
    }
    return (machine, maya, messages)
  }

  private func keep(_ store: Store, _ ids: [String], engine: Int = 3) throws {
    try store.keepMessageReadings(
      account: "maya", engine: engine,
      ids.enumerated().map { (id: $1, reading: Store.KeptReading(key: Int64($0) - 7, bytes: [1, 2, UInt8($0)])) },
      lockWaitMillis: 100)
  }

  @Test func readingsComeBackByMessageIdForTheirEngineVersionOnly() throws {
    let (machine, _, messages) = try setUp()
    try keep(machine.store, messages.map(\.id))
    let kept = try machine.store.messageReadings(account: "maya", engine: 3)
    #expect(kept.count == 2)
    #expect(kept[messages[1].id]?.key == -6 && kept[messages[1].id]?.bytes == [1, 2, 1])
    #expect(try machine.store.messageReadings(account: "maya", engine: 4).isEmpty)
    #expect(try machine.store.messageReadings(account: "sam", engine: 3).isEmpty)
  }

  @Test func aReadingKeptAgainReplacesTheOldOne() throws {
    let (machine, _, messages) = try setUp()
    try keep(machine.store, [messages[0].id], engine: 3)
    try keep(machine.store, [messages[0].id], engine: 4)
    #expect(try machine.store.messageReadings(account: "maya", engine: 3).isEmpty)
    #expect(try machine.store.messageReadings(account: "maya", engine: 4).count == 1)
  }

  @Test func anEditDropsTheEditedMessagesReadingOnly() throws {
    let (machine, _, messages) = try setUp()
    try keep(machine.store, messages.map(\.id))
    try machine.store.applyEdit(account: "maya", id: messages[0].id, text: "can you send the new plan?", at: 50)
    #expect(Array(try machine.store.messageReadings(account: "maya", engine: 3).keys) == [messages[1].id])
  }

  @Test func anUnsendDropsTheReading() throws {
    let (machine, _, messages) = try setUp()
    try keep(machine.store, messages.map(\.id))
    _ = try machine.store.applyRedaction(account: "maya", id: messages[1].id, by: "maya", at: 60)
    #expect(Array(try machine.store.messageReadings(account: "maya", engine: 3).keys) == [messages[0].id])
  }

  @Test func keepingWaitsOnlyAMomentForAnotherWriterAndKeepsNothing() throws {
    let (machine, _, messages) = try setUp()
    let other = try Database(path: machine.environment.storePath)
    try other.execute("BEGIN IMMEDIATE")
    defer { try? other.execute("ROLLBACK") }
    let started = Clock.monotonicNanos()
    #expect(throws: PsstError.self) { try keep(machine.store, messages.map(\.id)) }
    #expect(Clock.monotonicNanos() - started < 5_000_000_000)
    try other.execute("ROLLBACK")
    #expect(try machine.store.messageReadings(account: "maya", engine: 3).isEmpty)
    // The store's own wait for a lock is back to its usual length.
    try keep(machine.store, messages.map(\.id))
    #expect(try machine.store.messageReadings(account: "maya", engine: 3).count == 2)
  }
}
