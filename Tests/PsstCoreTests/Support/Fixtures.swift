import Foundation
import PsstLocalHub

@testable import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh folder per test (mkdtemp), removed afterwards unless PSST_KEEP_TEMP is set.
final class TemporaryFolder: @unchecked Sendable {
  let path: String

  init() {
    var template = Array((NSTemporaryDirectory() + "/psst-coretest-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed with errno \(errno)")
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    if ProcessInfo.processInfo.environment["PSST_KEEP_TEMP"] == nil {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}

/// One person's machine: a store in its own home, and a hub (shared with other machines when
/// given the same `hubPath`).
final class Machine {
  let folder: TemporaryFolder
  let environment: Environment
  let store: Store

  init(_ folder: TemporaryFolder, name: String = "home", hubPath: String? = nil, offline: Bool = false) throws {
    self.folder = folder
    environment = Environment(
      home: folder.path + "/" + name, hubPath: hubPath ?? folder.path + "/hub.db", offline: offline)
    store = try Store.open(environment, create: true)
  }

  /// The same store and hub seen while the hub is unreachable (PSST_OFFLINE).
  func offline() throws -> Session.Factory {
    var environment = self.environment
    environment.offline = true
    return Session.Factory(store: try Store.open(environment), environment: environment)
  }

  @discardableResult
  func addAccount(_ id: String, name: String? = nil, role: Role = .client) throws -> Account {
    try store.addAccount(id: id, displayName: name ?? id, role: role)
  }

  func session(_ account: String) throws -> Session {
    try Session.Factory(store: store, environment: environment).session(account)
  }

  /// alice's and bob's machines on one hub (`shared-hub.db` in `folder`), both registered; with
  /// `chat`, a 1:1 chat of that id that alice opened and bob has synced.
  static func aliceAndBob(_ folder: TemporaryFolder, chat: String? = nil) throws -> (alice: Machine, bob: Machine) {
    let hub = folder.path + "/shared-hub.db"
    let alice = try Machine(folder, name: "alice-home", hubPath: hub)
    let bob = try Machine(folder, name: "bob-home", hubPath: hub)
    try alice.addAccount("alice", name: "Alice")
    try bob.addAccount("bob", name: "Bob")
    _ = try bob.session("bob").transport()
    guard let chat else {
      _ = try alice.session("alice").transport()
      return (alice, bob)
    }
    try alice.session("alice").perform(.createChat(id: chat, name: "Bob", kind: .direct, members: ["alice", "bob"]))
    try bob.session("bob").sync()
    return (alice, bob)
  }
}

extension Session {
  /// Builds sessions over the local hub at an environment's hub path.
  struct Factory {
    let store: Store
    let environment: Environment

    func session(_ account: String) throws -> Session {
      let found = try store.resolveAccount(account)
      let environment = self.environment
      return Session(store: store, account: found) { try LocalHub(environment) }
    }
  }
}

extension Store {
  /// All messages of a chat, oldest first.
  func all(_ account: String, chat: String? = nil) throws -> [Message] {
    var result: [Message] = []
    try messages(account: account, matching: MessageFilter(chat: chat)) { result.append($0) }
    return result
  }
}

/// The error a throwing call raised, as a PsstError (nil if it did not throw one).
func psstError(_ body: () throws -> Void) -> PsstError? {
  do {
    try body()
    return nil
  } catch let error as PsstError {
    return error
  } catch {
    return PsstError.internalFailure("not a PsstError: \(error)")
  }
}

func fileMode(_ path: String) -> Int? {
  (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
}
