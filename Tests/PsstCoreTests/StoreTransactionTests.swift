import Testing

@testable import PsstCore

@Suite("Store: transactions")
struct StoreTransactionTests {
  private func setUp() throws -> Store {
    let store = try Machine(TemporaryFolder()).store
    try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    return store
  }

  private func user(_ store: Store, _ id: String) throws -> User? { try store.user(account: "maya", id) }

  private func add(_ store: Store, _ id: String) throws {
    try store.upsertUser(account: "maya", User(id: id, displayName: id, role: .client))
  }

  @Test func aTransactionThatThrowsKeepsNothing() throws {
    let store = try setUp()
    #expect(!store.isReadOnly)
    let error = psstError {
      try store.transaction {
        try add(store, "sarah")
        throw PsstError.badInput("line 2 is bad")
      }
    }
    #expect(error?.message == "line 2 is bad")
    #expect(try user(store, "sarah") == nil)
  }

  @Test func nestedTransactionsCommitTogether() throws {
    let store = try setUp()
    try store.transaction {
      try add(store, "sarah")
      try store.transaction { try add(store, "tom") }
    }
    #expect(try user(store, "sarah") != nil)
    #expect(try user(store, "tom") != nil)
  }

  @Test func aSavepointUndoesOnlyItsOwnChanges() throws {
    let store = try setUp()
    try store.transaction {
      try add(store, "sarah")
      _ = psstError {
        try store.savepoint {
          try add(store, "tom")
          throw PsstError.badInput("bad line")
        }
      }
      try store.savepoint { try add(store, "ann") }
    }
    #expect(try user(store, "sarah") != nil)
    #expect(try user(store, "tom") == nil)
    #expect(try user(store, "ann") != nil)
  }
}
