import PsstCore
import PsstCrypto

/// A room as psst shows it: read from the room's current state.
struct RoomSummary {
  var chat: String
  var name: String
  var kind: ChatKind
  var members: [User]
  var created: Int64
  var creator: String
  var encrypted: Bool
}

extension MatrixTransport {
  /// Makes the chat's room, end-to-end encrypted when `encrypted` (m.room.encryption in its
  /// initial state, so no event of it is ever sent in plaintext).
  func createRoom(chat: String, name: String, kind: ChatKind, members: [String], encrypted: Bool) throws {
    if try state.remote(.chat, chat) != nil { return }
    // createRoom has no transaction id: after an answer that never came, look for the room
    // the server may have created before making another.
    if try state.remote(.pendingChat, chat) != nil, let room = try findRoom(chat: chat) {
      try adopt(room: room, chat: chat)
      return
    }
    try state.record(.pendingChat, local: chat, remote: chat)
    let invite = members.map(matrixUser).filter { $0 != login.userID }
    var initialState = [
      Self.stateEvent(Namespace.chat, content: .object([("id", .string(chat)), ("kind", .string(kind.rawValue))])),
      Self.stateEvent(Namespace.role, key: login.userID, content: .object([("role", .string(try ownRole()))])),
    ]
    if encrypted {
      initialState.append(
        Self.stateEvent("m.room.encryption", content: .object([("algorithm", .string(MegolmEncryption.algorithm))])))
    }
    var body: [(String, JSON)] = [
      ("preset", .string(kind == .direct ? "trusted_private_chat" : "private_chat")),
      ("is_direct", .bool(kind == .direct)),
      ("invite", .array(invite.map { .string($0) })),
      ("initial_state", .array(initialState)),
      ("power_level_content_override", .object([("events", Self.powerLevelEvents)])),
    ]
    if kind == .group { body.append(("name", .string(name))) }
    let created = try client.call("POST", "/createRoom", body: .object(body), idempotent: false)
    guard let room = created["room_id"]?.stringValue else {
      throw MatrixError(.badResponse, "the homeserver created a room without saying its id")
    }
    try adopt(room: room, chat: chat)
    if kind == .direct { try? markDirect(room: room, with: invite) }
  }

  private func adopt(room: String, chat: String) throws {
    try state.store.transaction {
      try state.record(.chat, local: chat, remote: room)
      try state.forget(.pendingChat, local: chat)
    }
  }

  private func findRoom(chat: String) throws -> String? {
    let joined = try client.call("GET", "/joined_rooms")["joined_rooms"]?.arrayValue ?? []
    for case .string(let room) in joined.reversed() {
      let path = "/rooms/\(MatrixClient.escape(room))/state/\(Namespace.chat)/"
      if let content = try? client.call("GET", path), content["id"]?.stringValue == chat { return room }
    }
    return nil
  }

  /// Element lists a room under "People" when the account data `m.direct` names it.
  private func markDirect(room: String, with people: [String]) throws {
    let path = "/user/\(MatrixClient.escape(login.userID))/account_data/m.direct"
    var fields: [(String, JSON)] = []
    if case .object(let existing) = (try? client.call("GET", path)) ?? .object([]) { fields = existing }
    for person in people {
      if let index = fields.firstIndex(where: { $0.0 == person }) {
        fields[index].1 = .array((fields[index].1.arrayValue ?? []) + [.string(room)])
      } else {
        fields.append((person, .array([.string(room)])))
      }
    }
    try client.call("PUT", path, body: .object(fields))
  }

  func ownRole() throws -> String {
    try state.store.account(account)?.role.rawValue ?? Role.client.rawValue
  }

  static func stateEvent(_ type: String, key: String = "", content: JSON) -> JSON {
    .object([("type", .string(type)), ("state_key", .string(key)), ("content", content)])
  }

  /// Synapse's defaults, plus: any member may state their own psst role.
  static let powerLevelEvents: JSON = .object([
    ("m.room.name", 50), ("m.room.power_levels", 100), ("m.room.history_visibility", 100),
    ("m.room.canonical_alias", 50), ("m.room.avatar", 50), ("m.room.tombstone", 100),
    ("m.room.server_acl", 100), ("m.room.encryption", 100), (Namespace.role, .number(0)),
  ])

  /// Reads a room's current state into what psst shows of it, learning the psst chat id of a
  /// room this account created from another device.
  func summary(of room: String) throws -> RoomSummary {
    let events = try client.call("GET", "/rooms/\(MatrixClient.escape(room))/state").arrayValue ?? []
    var name: String? = nil
    var alias: String? = nil
    var psstChat: (id: String, kind: ChatKind)? = nil
    var created: Int64 = 0
    var creator = login.userID
    var encrypted = false
    var directHint = false
    var people: [(id: String, name: String)] = []
    var roles: [String: Role] = [:]
    for event in events {
      let content = event["content"] ?? .object([])
      let key = event["state_key"]?.stringValue ?? ""
      switch event["type"]?.stringValue {
      case "m.room.create":
        created = event["origin_server_ts"]?.intValue ?? 0
        creator = event["sender"]?.stringValue ?? creator
      case "m.room.name": name = content["name"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
      case "m.room.canonical_alias": alias = content["alias"]?.stringValue
      case "m.room.encryption": encrypted = true
      case Namespace.chat:
        if event["sender"]?.stringValue == login.userID, let id = content["id"]?.stringValue {
          psstChat = (id, ChatKind(rawValue: content["kind"]?.stringValue ?? "") ?? .group)
        }
      case Namespace.role:
        if let role = content["role"]?.stringValue.flatMap(Role.init) { roles[key] = role }
      case "m.room.member":
        let membership = content["membership"]?.stringValue
        guard membership == "join" || membership == "invite" else { continue }
        people.append((key, content["displayname"]?.stringValue ?? key))
        if key == login.userID, content["is_direct"]?.boolValue == true { directHint = true }
      default: continue
      }
    }
    var chat = try state.chat(for: room)
    if chat == room, let psstChat, try state.local(.chat, room) == nil {
      try state.record(.chat, local: psstChat.id, remote: room)
      chat = psstChat.id
    }
    let kind = psstChat?.kind ?? (directHint || (name == nil && people.count <= 2) ? .direct : .group)
    let others = people.filter { $0.id != login.userID }.map(\.name)
    var title = name ?? alias ?? (others.isEmpty ? room : others.sorted().joined(separator: ", "))
    if encrypted { title += Chat.encryptedMark }
    let members = people.map { User(id: psstUser($0.id), displayName: $0.name, role: roles[$0.id]) }
    return RoomSummary(
      chat: chat, name: title, kind: kind, members: members, created: created, creator: psstUser(creator),
      encrypted: encrypted)
  }
}

extension MatrixTransport {
  /// Links a chat known only from imported history to a room: joins it (accepting an
  /// invitation), then messages to the chat go to that room and its events come in as that chat.
  public func link(chat: String, to room: String, store: Store) throws {
    guard room.hasPrefix("!"), room.count > 1 else {
      throw PsstError.usage("\(room) is not a Matrix room id (they start with !)")
    }
    if let linked = try state.remote(.chat, chat) {
      if linked == room { return }
      throw PsstError.usage("chat \(chat) is already linked to \(linked)")
    }
    if let other = try state.local(.chat, room) { throw PsstError.usage("\(room) is already the chat \(other)") }
    if try store.chat(account: account, id: room) != nil {
      throw PsstError.usage("\(room) already is a chat of its own in this store; send there instead")
    }
    try run { _ = try client.call("POST", "/join/\(MatrixClient.escape(room))", body: .object([])) }
    try state.record(.chat, local: chat, remote: room)
  }
}
