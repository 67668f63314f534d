import Foundation
import PsstCore
import PsstFuzz

@testable import PsstMatrix

/// The account "me" (@me:fuzz) logged in to a fake homeserver, in a store in memory: what the
/// suites that drive `MatrixTransport` against hand-written answers share. Each suite sets the
/// server's answers itself.
struct FakeHomeserverAccount {
  let server: FuzzHTTPServer
  let store: Store
  let session: Session

  init(deviceID: String) throws {
    setenv("PSST_MATRIX_TIMEOUT", "5", 1)
    server = try FuzzHTTPServer()
    let store = try Store.inMemory(Environment(home: "/nonexistent"))
    let account = try store.addAccount(id: "me", displayName: "Me", role: .trainer)
    try store.saveMatrixLogin(
      MatrixLogin(homeserver: server.url, userID: "@me:fuzz", deviceID: deviceID, accessToken: "token"),
      account: "me")
    self.store = store
    session = Session(store: store, account: account) { try MatrixTransport.open(store, account: "me")! }
  }
}
