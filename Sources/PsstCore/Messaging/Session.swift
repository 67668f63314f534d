/// One account at work: its store, and a lazily opened transport. Tools that only read the
/// store never touch the network.
public final class Session {
  public let store: Store
  public let account: Account
  private let connect: () throws -> Transport
  private var connected: Transport?
  /// The store's device key for the account, read when the transport is opened.
  private var deviceKey: String?
  /// Set when a recovery put failed requests back in the outbox: the next sync sends them.
  var requeuedByRecovery = false
  /// What the server's files are now, read without connecting (nil when it cannot tell: a
  /// network server, or none reachable). A sync whose stamp is the one the last complete sync
  /// started from has nothing to fetch, and skips connecting: opening the embedded hub is most
  /// of a quick `psst-read`.
  public var serverStamp: (() -> String?)?

  public init(store: Store, account: Account, connect: @escaping () throws -> Transport) {
    self.store = store
    self.account = account
    self.connect = connect
  }

  public var identity: Identity { Identity(user: account.id, device: account.device, key: deviceKey) }

  /// The transport, opened on first use and registered with the account's profile;
  /// throws `.unavailable` when the server cannot be reached. A connection to a hub whose file
  /// was replaced or removed meanwhile is dropped and opened again (and the account recovers
  /// on the new hub: see `reconcile`).
  public func transport() throws -> Transport {
    if let connected, !connected.isStale { return connected }
    connected = nil
    let transport = try connect()
    deviceKey = try store.deviceKey(account.id)
    try reconcile(with: transport)
    connected = transport
    return transport
  }

  /// True while a transport is open.
  var isConnected: Bool { connected != nil }

  func register(on transport: Transport) throws {
    let current = try store.account(account.id) ?? account
    try transport.register(User(id: current.id, displayName: current.displayName, role: current.role), as: identity)
    try store.markRegistered(account.id)
  }
}
