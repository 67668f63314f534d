/// One account at work: its store, and a lazily opened transport. Tools that only read the
/// store never touch the network.
public final class Session {
  public let store: Store
  public let account: Account
  private let connect: () throws -> Transport
  private var connected: Transport?

  public init(store: Store, account: Account, connect: @escaping () throws -> Transport) {
    self.store = store
    self.account = account
    self.connect = connect
  }

  public var identity: Identity { Identity(user: account.id, device: account.device) }

  /// The transport, opened on first use and registered with the account's profile;
  /// throws `.unavailable` when the server cannot be reached.
  public func transport() throws -> Transport {
    if let connected { return connected }
    let transport = try connect()
    if try !store.isRegistered(account.id) {
      let current = try store.account(account.id) ?? account
      try transport.register(
        User(id: current.id, displayName: current.displayName, role: current.role), as: identity)
      try store.markRegistered(account.id)
    }
    connected = transport
    return transport
  }
}
