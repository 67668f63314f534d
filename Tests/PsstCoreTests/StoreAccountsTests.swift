import Testing

@testable import PsstCore

@Suite("Store: accounts")
struct StoreAccountsTests {
  @Test func addStoresTheAccountAndItsOwnUser() throws {
    let machine = try Machine(TemporaryFolder())
    let maya = try machine.store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    #expect(maya.id == "maya")
    #expect(maya.displayName == "Maya Torres")
    #expect(maya.role == .trainer)
    #expect(maya.isDefault)
    #expect(!maya.device.isEmpty)
    #expect(
      try machine.store.user(account: "maya", "maya") == User(id: "maya", displayName: "Maya Torres", role: .trainer))
  }

  @Test func firstAccountIsTheDefaultUntilAnotherIsChosen() throws {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("maya")
    let sarah = try machine.addAccount("sarah")
    #expect(!sarah.isDefault)
    #expect(try machine.store.resolveAccount(nil).id == "maya")
    try machine.store.setDefaultAccount("sarah")
    #expect(try machine.store.resolveAccount(nil).id == "sarah")
    #expect(try machine.store.accounts().filter(\.isDefault).map(\.id) == ["sarah"])
  }

  @Test func addRefusesDuplicatesAndInvalidIds() throws {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("maya")
    #expect(psstError { try machine.addAccount("maya") }?.kind == .usage)
    for bad in ["", "has space", "-dash", ".dot", "émile", String(repeating: "a", count: 65), "a/b"] {
      let error = psstError { try machine.addAccount(bad) }
      #expect(error?.kind == .usage, "\(bad)")
      #expect(error?.message.contains("invalid account id") == true)
    }
    for good in ["a", "sarah.o", "tom_2", "x-y", String(repeating: "a", count: 64)] {
      #expect(psstError { try machine.addAccount(good) } == nil, "\(good)")
    }
  }

  @Test func resolveTakesExplicitThenEnvironmentThenDefault() throws {
    let folder = TemporaryFolder()
    let machine = try Machine(folder)
    try machine.addAccount("maya")
    try machine.addAccount("sarah")
    #expect(try machine.store.resolveAccount("sarah").id == "sarah")
    let withVariable = try Store.open(Environment(home: machine.environment.home, account: "sarah"))
    #expect(try withVariable.resolveAccount(nil).id == "sarah")
    #expect(try withVariable.resolveAccount("maya").id == "maya")
    #expect(try machine.store.resolveAccount(nil).id == "maya")
  }

  @Test func resolveOfAnUnknownAccountIsNotFound() throws {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("maya")
    let error = psstError { _ = try machine.store.resolveAccount("ghost") }
    #expect(error?.kind == .notFound)
    #expect(error?.message == "unknown account ghost; see psst-account list")
    let fromVariable = try Store.open(Environment(home: machine.environment.home, account: "ghost"))
    #expect(psstError { _ = try fromVariable.resolveAccount(nil) }?.kind == .notFound)
  }

  @Test func resolveWithNoAccountsSaysHowToAddOne() throws {
    let machine = try Machine(TemporaryFolder())
    let error = psstError { _ = try machine.store.resolveAccount(nil) }
    #expect(error?.kind == .notFound)
    #expect(error?.message.contains("psst-account add") == true)
  }

  @Test func updateChangesNameAndRole() throws {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("sarah", name: "Sarah")
    try machine.store.markRegistered("sarah")
    try machine.store.updateAccount("sarah", displayName: "Sarah O.", role: .staff)
    let sarah = try #require(try machine.store.account("sarah"))
    #expect(sarah.displayName == "Sarah O.")
    #expect(sarah.role == .staff)
    #expect(try machine.store.user(account: "sarah", "sarah")?.displayName == "Sarah O.")
    #expect(try !machine.store.isRegistered("sarah"), "the hub must learn the new profile")
  }

  @Test func removeDeletesEverythingOfTheAccountAndMovesTheDefault() throws {
    let machine = try Machine(TemporaryFolder())
    let maya = try machine.addAccount("maya")
    try machine.addAccount("sarah")
    try machine.store.upsertChat(
      account: "maya", Chat(id: "c1", name: "S", kind: .direct, members: ["maya", "sarah"], createdAt: 1))
    _ = try machine.store.compose(account: maya, chat: "c1", text: "hi", replyTo: nil, attachments: [])
    let conversation = try machine.store.startConversation(account: "maya", title: "q")
    try machine.store.addTurn(account: "maya", conversation: conversation, question: "q", answer: "a", sources: [])
    try machine.store.addEvent(
      account: "maya", .init(title: "call", withUser: "sarah", chat: "c1", starts: 5, minutes: 30))
    try machine.store.addReminder(account: "maya", .init(text: "check", due: 5, aboutUser: nil))
    try machine.store.recordAction(account: "maya", .init(conversation: nil, tool: "set_reminder", args: "{}"))
    try machine.store.removeAccount("maya")
    #expect(try machine.store.account("maya") == nil)
    #expect(try machine.store.accounts().map(\.id) == ["sarah"])
    #expect(try machine.store.resolveAccount(nil).id == "sarah")
    // Every table with an account column, so a table added later cannot be forgotten here.
    let tables = try machine.store.database.query(
      """
      SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
      WHERE m.type = 'table' AND c.name = 'account'
      """, []
    ) { $0.string(0) }
    #expect(tables.count > 20)
    for table in tables {
      let left = try machine.store.database.first("SELECT count(*) FROM \(table) WHERE account = 'maya'") { $0.int(0) }
      #expect(left == 0, "\(table) still holds maya's rows")
    }
    #expect(psstError { try machine.store.removeAccount("maya") }?.kind == .notFound)
  }
}
