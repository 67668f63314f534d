import Testing

@testable import PsstCore

@Suite("Store: key backup state")
struct StoreKeyBackupTests {
  private func setUp() throws -> Store {
    let store = try Machine(TemporaryFolder()).store
    try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    try store.addAccount(id: "sam", displayName: "Sam", role: .client)
    for session in ["S1", "S2", "S3"] {
      try store.saveMatrixGroupSession(account: "maya", room: "!r", id: session, senderKey: "K", state: "state")
    }
    return store
  }

  @Test func withoutABackupNothingIsToBeUploaded() throws {
    let store = try setUp()
    #expect(try store.matrixKeyBackup(account: "maya") == nil)
  }

  @Test func roomKeysNotInTheBackupAreListedInBatchesUntilMarked() throws {
    let store = try setUp()
    try store.setMatrixKeyBackup(account: "maya", version: "1", publicKey: "P", uploaded: [("!r", "S2")])
    #expect(try store.matrixKeyBackup(account: "maya")?.version == "1")
    #expect(try store.matrixGroupSessionsToBackUp(account: "maya", limit: 1).map(\.session) == ["S1"])
    #expect(try store.matrixGroupSessionsToBackUp(account: "maya", limit: 10).map(\.session) == ["S1", "S3"])
    #expect(try store.matrixBackupCounts(account: "maya") == (1, 2))
    try store.markBackedUp(account: "maya", [("!r", "S1"), ("!r", "S3")])
    #expect(try store.matrixGroupSessionsToBackUp(account: "maya", limit: 10).isEmpty)
    #expect(try store.matrixBackupCounts(account: "maya") == (3, 0))
    #expect(try store.matrixGroupSessionsToBackUp(account: "sam", limit: 10).isEmpty)
  }

  @Test func aNewBackupVersionStartsEmptyAndForgettingItStopsUploads() throws {
    let store = try setUp()
    try store.setMatrixKeyBackup(account: "maya", version: "1", publicKey: "P", uploaded: [("!r", "S1")])
    try store.setMatrixKeyBackup(account: "maya", version: "2", publicKey: "Q", uploaded: [])
    #expect(try store.matrixKeyBackup(account: "maya")?.publicKey == "Q")
    #expect(try store.matrixGroupSessionsToBackUp(account: "maya", limit: 10).count == 3)
    try store.forgetMatrixKeyBackup(account: "maya")
    #expect(try store.matrixKeyBackup(account: "maya") == nil)
  }

  @Test func eventsWaitingForAKeyThatIsNowHeldAreFound() throws {
    let store = try setUp()
    try store.keepUndecrypted(account: "maya", room: "!r", sessionID: "S1", eventID: "$a", event: "A")
    try store.keepUndecrypted(account: "maya", room: "!r", sessionID: "S1", eventID: "$b", event: "B")
    try store.keepUndecrypted(account: "maya", room: "!r", sessionID: "LATER", eventID: "$c", event: "C")
    #expect(try store.undecryptedWithKeys(account: "maya").map(\.session) == ["S1"])
    try store.saveMatrixGroupSession(account: "maya", room: "!r", id: "LATER", senderKey: "K", state: "s")
    #expect(try store.undecryptedWithKeys(account: "maya").map(\.session) == ["LATER", "S1"])
    _ = try store.takeUndecrypted(account: "maya", room: "!r", sessionID: "S1")
    #expect(try store.undecryptedWithKeys(account: "maya").map(\.session) == ["LATER"])
    #expect(try store.undecryptedWithKeys(account: "sam").isEmpty)
  }
}

@Suite("Store: removing a Matrix account")
struct StoreMatrixAccountRemovalTests {
  /// The account's secrets go with it: nothing of its encryption state stays in the store.
  @Test func removingAnAccountRemovesItsKeysBackupStateAndDevices() throws {
    let store = try Machine(TemporaryFolder()).store
    try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    try store.addAccount(id: "sam", displayName: "Sam", role: .client)
    for account in ["maya", "sam"] {
      try store.saveMatrixCryptoAccount(account: account, state: "secret", keysUploaded: true)
      try store.saveMatrixGroupSession(account: account, room: "!r", id: "S", senderKey: "K", state: "secret")
      try store.setMatrixKeyBackup(account: account, version: "1", publicKey: "P", uploaded: [("!r", "S")])
      try store.recordMatrixDevice(
        account: account, user: "@bo:x", device: "D", name: nil, curve25519: "C", ed25519: "E")
      try store.setMatrixDevicePolicy(account: account, .verifiedOnly)
    }
    try store.removeAccount("maya")
    try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    #expect(try store.matrixCryptoAccount(account: "maya") == nil)
    #expect(try store.matrixGroupSession(account: "maya", room: "!r", id: "S") == nil)
    #expect(try store.matrixKeyBackup(account: "maya") == nil)
    #expect(try store.matrixDevices(account: "maya").isEmpty)
    #expect(try store.matrixDevicePolicy(account: "maya") == .trustOnFirstUse)
    #expect(try store.matrixCryptoAccount(account: "sam") != nil && store.matrixDevices(account: "sam").count == 1)
  }
}
