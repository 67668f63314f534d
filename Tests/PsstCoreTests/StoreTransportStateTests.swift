import Testing

@testable import PsstCore

@Suite("Store: transport state")
struct StoreTransportStateTests {
  /// A store with two accounts, so every test can check that state stays with its account.
  private func setUp() throws -> Store {
    let store = try Machine(TemporaryFolder()).store
    try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    try store.addAccount(id: "sam", displayName: "Sam", role: .client)
    return store
  }

  private let login = MatrixLogin(
    homeserver: "https://matrix.example", userID: "@maya:example", deviceID: "PSSTDEVICE", accessToken: "secret")

  private func transport(_ store: Store, _ account: String) throws -> String? {
    try store.database.first("SELECT transport FROM accounts WHERE id = ?", [account.sql]) { $0.string(0) }
  }

  @Test func aSavedLoginComesBackAndMakesTheAccountAMatrixAccount() throws {
    let store = try setUp()
    #expect(try store.matrixLogin(account: "maya") == nil)
    try store.saveMatrixLogin(login, account: "maya")
    #expect(try store.matrixLogin(account: "maya") == login)
    #expect(try transport(store, "maya") == "matrix")
    #expect(try store.matrixLogin(account: "sam") == nil)
    #expect(try transport(store, "sam") == "local")
  }

  @Test func savingAgainReplacesTheLoginAndALogoutKeepsTheDevice() throws {
    let store = try setUp()
    try store.saveMatrixLogin(login, account: "maya")
    var loggedOut = login
    loggedOut.accessToken = nil
    try store.saveMatrixLogin(loggedOut, account: "maya")
    let saved = try #require(try store.matrixLogin(account: "maya"))
    #expect(saved.accessToken == nil)
    #expect(saved.deviceID == "PSSTDEVICE")
  }

  @Test func remoteIDsMapBothWaysPerKindAndAccount() throws {
    let store = try setUp()
    try store.recordRemoteID(account: "maya", .chat, local: "c1", remote: "!room:example")
    try store.recordRemoteID(account: "maya", .message, local: "m1", remote: "$event")
    #expect(try store.remoteID(account: "maya", .chat, local: "c1") == "!room:example")
    #expect(try store.localID(account: "maya", .chat, remote: "!room:example") == "c1")
    #expect(try store.localID(account: "maya", .message, remote: "$event") == "m1")
    #expect(try store.remoteID(account: "maya", .message, local: "c1") == nil, "kinds are kept apart")
    #expect(try store.remoteID(account: "maya", .pendingChat, local: "c1") == nil)
    #expect(try store.remoteID(account: "sam", .chat, local: "c1") == nil, "accounts are kept apart")
  }

  @Test func theFirstRecordOfAnIDStays() throws {
    let store = try setUp()
    try store.recordRemoteID(account: "maya", .message, local: "m1", remote: "$first")
    try store.recordRemoteID(account: "maya", .message, local: "m1", remote: "$second")
    try store.recordRemoteID(account: "maya", .message, local: "m2", remote: "$first")
    #expect(try store.remoteID(account: "maya", .message, local: "m1") == "$first")
    #expect(try store.remoteID(account: "maya", .message, local: "m2") == nil)
    #expect(try store.localID(account: "maya", .message, remote: "$first") == "m1")
  }

  @Test func aForgottenIDIsGoneForItsKindOnly() throws {
    let store = try setUp()
    try store.recordRemoteID(account: "maya", .pendingChat, local: "c1", remote: "c1")
    try store.recordRemoteID(account: "maya", .chat, local: "c1", remote: "!room:example")
    try store.forgetRemoteID(account: "maya", .pendingChat, local: "c1")
    #expect(try store.remoteID(account: "maya", .pendingChat, local: "c1") == nil)
    #expect(try store.remoteID(account: "maya", .chat, local: "c1") == "!room:example")
  }

  @Test func aRoomIsUnknownUntilASyncRemembersIt() throws {
    let store = try setUp()
    #expect(try store.matrixRoom(account: "maya", "!room:example") == nil)
    try store.rememberMatrixRoom(account: "maya", "!room:example")
    #expect(try store.matrixRoom(account: "maya", "!room:example") == MatrixRoomState(encrypted: false, typing: []))
    #expect(try store.matrixRoom(account: "sam", "!room:example") == nil)
  }

  @Test func encryptionStaysWhatEverElseChanges() throws {
    let store = try setUp()
    try store.markMatrixRoomEncrypted(account: "maya", "!secret:example")
    try store.rememberMatrixRoom(account: "maya", "!secret:example")
    try store.setMatrixTyping(account: "maya", "!secret:example", ["@bob:example"])
    let room = try #require(try store.matrixRoom(account: "maya", "!secret:example"))
    #expect(room.encrypted)
    #expect(room.typing == ["@bob:example"])
  }

  @Test func typingIsReplacedAsAWholeAndCanBeEmpty() throws {
    let store = try setUp()
    try store.setMatrixTyping(account: "maya", "!room:example", ["@bob:example", "@ann:example"])
    #expect(try store.matrixRoom(account: "maya", "!room:example")?.typing == ["@ann:example", "@bob:example"])
    try store.setMatrixTyping(account: "maya", "!room:example", ["@ann:example"])
    #expect(try store.matrixRoom(account: "maya", "!room:example")?.typing == ["@ann:example"])
    try store.setMatrixTyping(account: "maya", "!room:example", [])
    let room = try #require(try store.matrixRoom(account: "maya", "!room:example"))
    #expect(room.typing.isEmpty)
    #expect(!room.encrypted)
  }
}
