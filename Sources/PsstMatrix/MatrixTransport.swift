import PsstCore
import PsstCrypto

/// The Matrix client-server API as a psst `Transport`: rooms are chats, `m.room.message`
/// events are messages, and psst's client ids map to the server's room and event ids.
///
/// The account's own Matrix id appears to the rest of psst as the local account id, so the
/// store never needs to know which transport an account uses.
public final class MatrixTransport: Transport {
  let client: MatrixClient
  let state: MatrixState
  let login: MatrixLogin
  /// The local account id that stands for `login.userID`.
  let account: String
  /// Own messages found in a room's timeline (psst id → event id and time), and how far back.
  /// Set while this process keeps the user online (psst-watch): its syncs then count as activity.
  var announcedOnline = false
  /// Invitations this process has accepted: a server that lists one again after the join
  /// succeeded must not make every sync look unfinished (a sync would never end).
  var acceptedInvites: Set<String> = []
  var ownEventScans: [String: (since: Int64, events: [String: (String, Int64)])] = [:]
  /// Rooms whose state this submit found without m.room.encryption (asked once per submit).
  var checkedUnencrypted: Set<String> = []

  /// Opens the transport of a Matrix account; `nil` when the account is not a Matrix account.
  public static func open(_ store: Store, account: String) throws -> MatrixTransport? {
    guard let login = try store.matrixLogin(account: account) else { return nil }
    if store.environment.offline {
      throw PsstError.unavailable("homeserver unreachable: offline (PSST_OFFLINE is set)")
    }
    guard login.accessToken != nil else {
      // Like an unreachable server: what the account sends waits in its outbox until it logs in.
      throw PsstError.unavailable(
        "\(account) is logged out of \(login.homeserver); run psst-account login --account \(account)")
    }
    return try MatrixTransport(store: store, account: account, login: login)
  }

  init(store: Store, account: String, login: MatrixLogin) throws {
    do {
      client = try MatrixClient(homeserver: login.homeserver, accessToken: login.accessToken)
    } catch let error as MatrixError { throw error.psstError }
    state = MatrixState(store: store, account: account)
    self.login = login
    self.account = account
  }

  public var changeFiles: [String] { [] }

  // MARK: Ids between psst and Matrix

  /// psst's name for a Matrix user: the account id for the account itself, else the Matrix id.
  func psstUser(_ matrixID: String) -> String { matrixID == login.userID ? account : matrixID }

  /// The Matrix id for a psst user id: the account itself, a full id, or a bare name on the
  /// account's own server.
  func matrixUser(_ user: String) -> String {
    if user == account { return login.userID }
    if user.hasPrefix("@") { return user }
    let server = login.userID.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
    return "@\(user):\(server)"
  }

  func room(for chat: String) throws -> String {
    guard let room = try state.room(for: chat) else {
      throw MatrixError(.refused(status: 404, errcode: "M_NOT_FOUND"), MatrixTransport.historyOnly(chat))
    }
    return room
  }

  /// What to do about a chat with no room: imported history is local to the store.
  static func historyOnly(_ chat: String) -> String {
    "chat \(chat) has no room on the homeserver (imported history stays in this store); "
      + "link it to a room with psst-chat link \(chat) ROOM, then psst-retry"
  }

  // MARK: Transport

  public func register(_ profile: User, as identity: Identity) throws {
    let role = (profile.role ?? .client).rawValue
    try run {
      try client.call(
        "PUT", "/profile/\(MatrixClient.escape(login.userID))/displayname",
        body: .object([("displayname", .string(profile.displayName))]))
      try client.call(
        "PUT", "/user/\(MatrixClient.escape(login.userID))/account_data/\(Namespace.profile)",
        body: .object([("role", .string(role))]))
      try publishRole(role)
      // A new device's keys go up now rather than at its first sync, so whoever writes to the
      // account before that sync can already send it their room keys.
      if try !cryptoAccount().uploaded { try maintainDeviceKeysIfSupported(serverCount: 0) }
    }
  }

  /// The psst role as a public profile field (Matrix 1.16 custom profile fields), so that
  /// people who share no room with the account know it before they first write to it: the
  /// rules of staff need a trainer's role. A server without custom profile fields refuses the
  /// field; the role then reaches others only through the rooms they share.
  private func publishRole(_ role: String) throws {
    do {
      try client.call(
        "PUT", "/profile/\(MatrixClient.escape(login.userID))/\(Namespace.role)",
        body: .object([(Namespace.role, .string(role))]))
    } catch let error as MatrixError where !error.isTransient {
      return
    }
  }

  public func lookup(ids: [String], query: String?, as identity: Identity) throws -> [User] {
    try run {
      if !ids.isEmpty {
        return try ids.compactMap { id -> User? in
          let matrixID = matrixUser(id)
          do {
            let profile = try client.call("GET", "/profile/\(MatrixClient.escape(matrixID))")
            return User(
              id: psstUser(matrixID), displayName: profile["displayname"]?.stringValue ?? matrixID,
              role: profile[Namespace.role]?.stringValue.flatMap(Role.init))
          } catch let error as MatrixError where error.code == .refused(status: 404, errcode: "M_NOT_FOUND") {
            return nil
          }
        }
      }
      // The user directory needs a term; the server name matches every local user.
      let term = query.flatMap { $0.isEmpty ? nil : $0 } ?? String(login.userID.split(separator: ":").last ?? "")
      let found = try client.call(
        "POST", "/user_directory/search", body: .object([("search_term", .string(term)), ("limit", .number(100))]))
      return (found["results"]?.arrayValue ?? []).compactMap { result in
        guard let id = result["user_id"]?.stringValue else { return nil }
        return User(id: psstUser(id), displayName: result["display_name"]?.stringValue ?? id, role: nil)
      }
    }
  }

  public func setPresence(online: Bool, as identity: Identity) throws {
    announcedOnline = online
    try run {
      try client.call(
        "PUT", "/presence/\(MatrixClient.escape(login.userID))/status",
        body: .object([("presence", .string(online ? "online" : "offline"))]))
    }
  }

  /// Uploads a file; one for an end-to-end encrypted room is encrypted first (the server
  /// holds only ciphertext, and the key travels in the encrypted event).
  public func upload(_ bytes: [UInt8], contentType: String, chat: String, as identity: Identity) throws
    -> (media: String, key: String?)
  {
    try run {
      let room = try state.room(for: chat)
      // Asked again: the room may have been encrypted since this process last looked.
      if let room { checkedUnencrypted.remove(room) }
      guard let room, try isEncrypted(room) else {
        return (try upload(bytes, contentType: contentType), nil)
      }
      let ciphertext: [UInt8]
      let file: EncryptedFile
      do {
        (ciphertext, file) = try EncryptedFile.encrypt(bytes)
      } catch {
        throw PsstError.internalFailure("could not encrypt the file for chat \(chat): \(error)")
      }
      let uri = try upload(ciphertext, contentType: "application/octet-stream")
      return (uri, file.json(url: uri).serialized)
    }
  }

  private func upload(_ bytes: [UInt8], contentType: String) throws -> String {
    let response = try client.send(
      "POST", "/_matrix/media/v3/upload", headers: ["Content-Type: \(contentType)"], body: bytes,
      timeoutMillis: client.timeoutMillis + bytes.count / 50)
    guard let uri = try MatrixClient.decode(response.body)["content_uri"]?.stringValue else {
      throw MatrixError(.badResponse, "the homeserver did not return a content URI for an upload")
    }
    return uri
  }

  /// Downloads a file, and decrypts it when its message carried a key (after checking that the
  /// bytes are the ones the message names).
  public func download(_ attachment: Attachment, as identity: Identity) throws -> [UInt8] {
    try run {
      guard let media = attachment.media, media.hasPrefix("mxc://") else {
        throw MatrixError(
          .refused(status: 400, errcode: "M_INVALID_PARAM"), "not a Matrix media URI: \(attachment.media ?? "none")")
      }
      let parts = media.dropFirst("mxc://".count).split(separator: "/", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { throw MatrixError(.badResponse, "malformed media URI: \(media)") }
      // Authenticated media (Matrix 1.11): the unauthenticated endpoints are frozen on Synapse.
      let path = "/_matrix/client/v1/media/download/\(MatrixClient.escape(parts[0]))/\(MatrixClient.escape(parts[1]))"
      let bytes = try client.send("GET", path, timeoutMillis: client.timeoutMillis * 4).body
      guard let key = attachment.mediaKey else { return bytes }
      do {
        return try EncryptedFile(json: try JSON.parse(key)).decrypt(bytes)
      } catch {
        throw PsstError.badInput("attachment \(attachment.name) cannot be decrypted: \(error)")
      }
    }
  }

  /// Runs API calls and reports a failure as the `PsstError` tools print.
  @discardableResult
  func run<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as MatrixError {
      throw error.psstError
    }
  }
}

/// Where psst keeps its own data in Matrix: account data, state events and content fields.
enum Namespace {
  /// Account data: the account's psst role (a second device of the account reads it).
  static let profile = "org.psst.profile"
  /// Account data: the account's roster and relationship policy (`Roster.json`), for its
  /// other devices.
  static let roster = "org.psst.roster"
  /// Room state: the psst chat id and kind of a room psst created.
  static let chat = "org.psst.chat"
  /// Room state, keyed by user id: each member's psst role; also a public profile field of the
  /// account's own role.
  static let role = "org.psst.role"
  /// Message content: the psst message id (the client's transaction id).
  static let messageID = "org.psst.id"
  /// Message content: every attachment when a message carries more than Matrix's one file.
  static let attachments = "org.psst.attachments"
}
