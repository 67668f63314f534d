import Testing

@testable import PsstCore

@Suite("Store: end-to-end encryption state")
struct StoreCryptoTests {
  /// A store with two accounts, so every test can check that state stays with its account.
  private func setUp() throws -> Store {
    let store = try Machine(TemporaryFolder()).store
    try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    try store.addAccount(id: "sam", displayName: "Sam", role: .client)
    return store
  }

  @Test func theOlmAccountIsKeptPerAccountWithItsUploadMark() throws {
    let store = try setUp()
    #expect(try store.matrixCryptoAccount(account: "maya") == nil)
    try store.saveMatrixCryptoAccount(account: "maya", state: "{\"a\":1}", keysUploaded: false)
    try store.saveMatrixCryptoAccount(account: "maya", state: "{\"a\":2}", keysUploaded: true)
    let saved = try #require(try store.matrixCryptoAccount(account: "maya"))
    #expect(saved.state == "{\"a\":2}" && saved.keysUploaded)
    #expect(try store.matrixCryptoAccount(account: "sam") == nil)
  }

  @Test func olmSessionsComeBackMostRecentlyUsedFirstPerSenderKey() throws {
    let store = try setUp()
    try store.saveMatrixOlmSession(account: "maya", senderKey: "K1", id: "old", state: "s-old", usedAt: 10)
    try store.saveMatrixOlmSession(account: "maya", senderKey: "K1", id: "new", state: "s-new", usedAt: 20)
    try store.saveMatrixOlmSession(account: "maya", senderKey: "K2", id: "other", state: "s-other", usedAt: 30)
    #expect(try store.matrixOlmSessions(account: "maya", senderKey: "K1").map(\.id) == ["new", "old"])
    try store.saveMatrixOlmSession(account: "maya", senderKey: "K1", id: "old", state: "s-old-2", usedAt: 40)
    let sessions = try store.matrixOlmSessions(account: "maya", senderKey: "K1")
    #expect(sessions.map(\.id) == ["old", "new"] && sessions[0].state == "s-old-2")
    #expect(try store.matrixOlmSessions(account: "sam", senderKey: "K1").isEmpty)
  }

  @Test func groupSessionsAreKeptPerRoomAndKeepTheirSender() throws {
    let store = try setUp()
    try store.saveMatrixGroupSession(account: "maya", room: "!r", id: "S", senderKey: "K", state: "one")
    try store.saveMatrixGroupSession(account: "maya", room: "!r", id: "S", senderKey: "K", state: "two")
    let saved = try #require(try store.matrixGroupSession(account: "maya", room: "!r", id: "S"))
    #expect(saved.state == "two" && saved.senderKey == "K")
    #expect(try store.matrixGroupSession(account: "maya", room: "!other", id: "S") == nil)
    #expect(try store.matrixGroupSession(account: "sam", room: "!r", id: "S") == nil)
  }

  @Test func theOutboundSessionOfARoomKeepsWhoHasItsKey() throws {
    let store = try setUp()
    #expect(try store.matrixOutboundSession(account: "maya", room: "!r") == nil)
    try store.saveMatrixOutboundSession(account: "maya", room: "!r", state: "one", sharedWith: [])
    #expect(try store.matrixOutboundSession(account: "maya", room: "!r")?.sharedWith == [])
    try store.saveMatrixOutboundSession(account: "maya", room: "!r", state: "two", sharedWith: ["@a:x D1", "@b:x D2"])
    let saved = try #require(try store.matrixOutboundSession(account: "maya", room: "!r"))
    #expect(saved.state == "two" && saved.sharedWith == ["@a:x D1", "@b:x D2"])
    #expect(try store.matrixOutboundSession(account: "sam", room: "!r") == nil)
  }

  @Test func eventsWaitingForAKeyAreTakenOnceInEventOrder() throws {
    let store = try setUp()
    try store.keepUndecrypted(account: "maya", room: "!r", sessionID: "S", eventID: "$b", event: "B")
    try store.keepUndecrypted(account: "maya", room: "!r", sessionID: "S", eventID: "$a", event: "A")
    try store.keepUndecrypted(account: "maya", room: "!r", sessionID: "S", eventID: "$a", event: "A again")
    try store.keepUndecrypted(account: "maya", room: "!r", sessionID: "T", eventID: "$c", event: "C")
    #expect(try store.takeUndecrypted(account: "maya", room: "!r", sessionID: "S") == ["A", "B"])
    #expect(try store.takeUndecrypted(account: "maya", room: "!r", sessionID: "S").isEmpty)
    #expect(try store.takeUndecrypted(account: "sam", room: "!r", sessionID: "T").isEmpty)
    #expect(try store.takeUndecrypted(account: "maya", room: "!r", sessionID: "T") == ["C"])
  }
}
