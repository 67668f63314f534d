/// Who is acting on the transport: a user id and this store's device for that account.
public struct Identity: Sendable, Equatable {
  public var user: String
  public var device: String
  /// The store's secret for the account (never written anywhere but the store): the embedded
  /// hub keeps only its SHA-256, so copying the device id out of a shared hub.db is not enough
  /// to send as someone else. nil where a server has its own logins (Matrix).
  public var key: String?

  public init(user: String, device: String, key: String? = nil) {
    self.user = user
    self.device = device
    self.key = key
  }
}

/// What the embedded hub says about itself to a store that checks it is still the hub it knew.
public struct HubStatus: Sendable, Equatable {
  /// Made at random when the hub file was created: another one means another hub (the file
  /// was deleted, replaced or restored from elsewhere) whose event log started afresh.
  public var instance: String
  /// Whether the hub knows the user as registered by this store's device.
  public var knowsUser: Bool
  /// The newest position of the hub's event log: a sync cursor past it means the log restarted.
  public var head: Int64

  public init(instance: String, knowsUser: Bool, head: Int64) {
    self.instance = instance
    self.knowsUser = knowsUser
    self.head = head
  }
}

/// Everything a client asks a server to record. Each request travels with a client transaction
/// id, so a retried request is applied once.
public enum Request: Sendable, Equatable {
  /// `encrypted`: end-to-end encrypted where the transport can (Matrix); the others ignore it.
  case createChat(id: String, name: String, kind: ChatKind, members: [String], encrypted: Bool = true)
  /// Makes a chat known only from imported history exist on the server with the same id and
  /// members, so the conversation can go on. People the server does not know are recorded as
  /// unclaimed profiles (their own store claims them when it registers); a chat that already
  /// exists with the same members is linked, not created twice.
  case linkChat(id: String, name: String, kind: ChatKind, members: [User])
  case addMember(chat: String, user: String)
  case removeMember(chat: String, user: String)
  case rename(chat: String, name: String)
  case message(chat: String, id: String, text: String, replyTo: String?, attachments: [Attachment])
  case edit(chat: String, target: String, text: String)
  case redact(chat: String, target: String)
  case receipt(chat: String, kind: ReceiptKind, upTo: String)
  case typing(chat: String, active: Bool)

  public var chat: String {
    switch self {
    case .createChat(let id, _, _, _, _), .linkChat(let id, _, _, _): id
    case .addMember(let chat, _), .removeMember(let chat, _), .rename(let chat, _),
      .message(let chat, _, _, _, _), .edit(let chat, _, _), .redact(let chat, _),
      .receipt(let chat, _, _), .typing(let chat, _):
      chat
    }
  }

  /// Short name used in the outbox and in `psst-queue list`.
  public var kind: String {
    switch self {
    case .createChat: "create_chat"
    case .linkChat: "link_chat"
    case .addMember: "add_member"
    case .removeMember: "remove_member"
    case .rename: "rename"
    case .message: "message"
    case .edit: "edit"
    case .redact: "unsend"
    case .receipt: "receipt"
    case .typing: "typing"
    }
  }
}

public enum ReceiptKind: String, Sendable {
  case delivered, read
}

/// What the server says about an accepted request.
public struct Accepted: Sendable, Equatable {
  /// The server's total order of the resulting event (used to compare with receipts).
  public var order: Int64
  public var serverTime: Int64

  public init(order: Int64, serverTime: Int64) {
    self.order = order
    self.serverTime = serverTime
  }
}

/// One event from the server's timeline, as a client sees it in a sync.
public struct Event: Sendable, Equatable {
  public enum Body: Sendable, Equatable {
    /// The chat as it now is (sent on create, rename and membership changes).
    case chatState(name: String, kind: ChatKind, members: [User], change: String)
    case message(id: String, text: String, replyTo: String?, attachments: [Attachment])
    case edit(target: String, text: String)
    case redact(target: String)
    case receipt(kind: ReceiptKind, upTo: String)
    case typing(active: Bool, until: Int64)
    /// The sender came online or went offline; `lastActive` is when they were last seen.
    case presence(online: Bool, lastActive: Int64)
  }

  public var order: Int64
  public var chat: String
  public var sender: String
  public var time: Int64
  public var body: Body

  public init(order: Int64, chat: String, sender: String, time: Int64, body: Body) {
    self.order = order
    self.chat = chat
    self.sender = sender
    self.time = time
    self.body = body
  }
}

/// A page of events and the cursor to ask from next time.
public struct SyncBatch: Sendable {
  public var events: [Event]
  public var cursor: String
  /// False when the server has more events after this page.
  public var caughtUp: Bool

  public init(events: [Event], cursor: String, caughtUp: Bool) {
    self.events = events
    self.cursor = cursor
    self.caughtUp = caughtUp
  }
}

/// The one door to a server: the embedded local hub and Matrix both implement it, and no tool
/// knows which one it talks to.
///
/// Errors: `.unavailable` means "try again later" (the request stays queued); any other kind is
/// a permanent refusal and fails the request with its message.
public protocol Transport: AnyObject {
  /// Makes sure the account exists on the server with this profile.
  func register(_ profile: User, as identity: Identity) throws

  /// Applies requests in order; one result per request. Requests already applied under the same
  /// (user, device, transaction id) return their first result instead of applying again.
  func submit(_ requests: [(transaction: String, request: Request)], as identity: Identity) throws
    -> [Result<Accepted, PsstError>]

  /// Events after `cursor` (nil: from the beginning), waiting up to `waitMillis` for the first one.
  func sync(since cursor: String?, limit: Int, waitMillis: Int, as identity: Identity) throws
    -> SyncBatch

  /// Stores file content sent to `chat` and returns a handle for `Attachment.media`, with the
  /// `Attachment.mediaKey` reading it back needs when the transport encrypted it for the chat.
  func upload(_ bytes: [UInt8], contentType: String, chat: String, as identity: Identity) throws
    -> (media: String, key: String?)

  /// The file content of an attachment the hub holds (`media`, with its `mediaKey`).
  func download(_ attachment: Attachment, as identity: Identity) throws -> [UInt8]

  /// Profiles of the given users, or of everyone matching `query` when `ids` is empty.
  func lookup(ids: [String], query: String?, as identity: Identity) throws -> [User]

  /// Marks the user online (with a last-active time) or offline.
  func setPresence(online: Bool, as identity: Identity) throws

  /// Local files whose writes mean "something may have arrived" (a local hub); a watcher sleeps
  /// on them. Empty for a network transport, whose `sync` waits instead.
  var changeFiles: [String] { get }

  /// For a server kept in a file of its own (the embedded hub), what it says about itself and
  /// the identity, so the session notices a hub that was lost or replaced and recovers; nil
  /// for a server that keeps its own history (the default).
  func status(of identity: Identity) throws -> HubStatus?

  /// True once this connection no longer reaches the server's current state (the hub's file
  /// was replaced or removed since it was opened); the session then opens a new one.
  var isStale: Bool { get }

  /// Refuses a request before anything of it leaves this machine (its attachments are
  /// uploaded before it is submitted): Matrix refuses a message for an end-to-end encrypted
  /// room. The default accepts everything.
  func check(_ request: Request) throws

  /// Keeps the account's roster on the server (the hub's rows, Matrix account data), so its
  /// other devices, and on the hub the people on it, see it. A copy older than the server's is
  /// ignored.
  func publishRoster(_ roster: Roster, as identity: Identity) throws

  /// The account's roster as the server has it (another device may have changed it); nil when
  /// the server has none.
  func fetchRoster(as identity: Identity) throws -> Roster?

  /// Who keeps the user on their roster, and as what: what a client's rules need from the
  /// other side. Empty where the server does not say (on Matrix a roster is private).
  func keepers(as identity: Identity) throws -> [String: Relationship]
}

extension Transport {
  public func status(of identity: Identity) throws -> HubStatus? { nil }
  public var isStale: Bool { false }
  public func check(_ request: Request) throws {}
  public func publishRoster(_ roster: Roster, as identity: Identity) throws {}
  public func fetchRoster(as identity: Identity) throws -> Roster? { nil }
  public func keepers(as identity: Identity) throws -> [String: Relationship] { [:] }
}
