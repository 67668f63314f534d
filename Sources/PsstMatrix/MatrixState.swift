import PsstCore

/// What the Matrix transport keeps between runs, for one account: its store's psst ids for
/// server-assigned room and event ids, and per-room state a sync compares against.
struct MatrixState {
  let store: Store
  let account: String

  // MARK: Ids

  /// The server id recorded for a psst id.
  func remote(_ kind: RemoteIDKind, _ local: String) throws -> String? {
    try store.remoteID(account: account, kind, local: local)
  }

  /// The psst id recorded for a server id.
  func local(_ kind: RemoteIDKind, _ remote: String) throws -> String? {
    try store.localID(account: account, kind, remote: remote)
  }

  func record(_ kind: RemoteIDKind, local: String, remote: String) throws {
    try store.recordRemoteID(account: account, kind, local: local, remote: remote)
  }

  func forget(_ kind: RemoteIDKind, local: String) throws {
    try store.forgetRemoteID(account: account, kind, local: local)
  }

  /// The room a chat id stands for: a mapped psst chat, or a room id used as is.
  func room(for chat: String) throws -> String? {
    if let room = try remote(.chat, chat) { return room }
    return chat.hasPrefix("!") ? chat : nil
  }

  func chat(for room: String) throws -> String { try local(.chat, room) ?? room }

  /// The event a message id stands for: a mapped psst message, or an event id used as is.
  func event(for message: String) throws -> String? {
    if let event = try remote(.message, message) { return event }
    return message.hasPrefix("$") ? message : nil
  }

  func message(for event: String) throws -> String { try local(.message, event) ?? event }

  // MARK: Rooms

  func isKnown(room: String) throws -> Bool { try store.matrixRoom(account: account, room) != nil }

  func remember(room: String) throws { try store.rememberMatrixRoom(account: account, room) }

  /// True once the room's state had m.room.encryption (Matrix never turns it off again).
  func isEncrypted(room: String) throws -> Bool { try store.matrixRoom(account: account, room)?.encrypted ?? false }

  func markEncrypted(room: String) throws { try store.markMatrixRoomEncrypted(account: account, room) }

  /// Who the last sync said was typing in the room.
  func typing(in room: String) throws -> Set<String> { try store.matrixRoom(account: account, room)?.typing ?? [] }

  func setTyping(_ users: Set<String>, in room: String) throws {
    try store.setMatrixTyping(account: account, room, users)
  }
}
