import PsstCore

/// How the hub validates and records each kind of request. Runs inside `submit`'s transaction.
extension LocalHub {
  func apply(_ request: Request, sender: String) throws -> Accepted {
    switch request {
    case .createChat, .linkChat, .addMember, .removeMember: knownMembers.removeAll()
    default: break
    }
    switch request {
    case .createChat(let id, let name, let kind, let members, _):
      return try createRoom(id: id, name: name, kind: kind, members: members, sender: sender)
    case .linkChat(let id, let name, let kind, let members):
      return try linkRoom(id: id, name: name, kind: kind, members: members, sender: sender)
    case .addMember(let room, let user):
      try requireMember(sender, of: room)
      guard try profile(user) != nil else { throw PsstError.notFound("unknown user \(user)") }
      guard try !isMember(user, of: room) else { throw PsstError.usage("\(user) is already a member of \(room)") }
      try requireGroup(room)
      let accepted = try appendState(room: room, sender: sender, change: "added:\(user)", adding: user)
      try database.run(
        "INSERT INTO members(room, user, joined_pos) VALUES(?, ?, ?)", room.sql, user.sql, accepted.order.sql)
      return accepted
    case .removeMember(let room, let user):
      try requireMember(sender, of: room)
      try requireGroup(room)
      guard try isMember(user, of: room) else { throw PsstError.notFound("\(user) is not a member of \(room)") }
      let accepted = try appendState(room: room, sender: sender, change: "removed:\(user)", removing: user)
      try database.run(
        "UPDATE members SET left_pos = ? WHERE room = ? AND user = ? AND left_pos IS NULL", accepted.order.sql,
        room.sql, user.sql)
      return accepted
    case .rename(let room, let name):
      try requireMember(sender, of: room)
      try database.run("UPDATE rooms SET name = ? WHERE id = ?", name.sql, room.sql)
      return try appendState(room: room, sender: sender, change: "renamed")
    case .message(let room, let id, let text, let replyTo, let attachments):
      try requireMember(sender, of: room)
      try Limits.checkText(text)
      var content: [(String, JSON)] = [("id", .string(id)), ("text", .string(text))]
      if let replyTo { content.append(("reply_to", .string(replyTo))) }
      if !attachments.isEmpty {
        content.append(
          (
            "attachments",
            .array(
              attachments.map { attachment in
                var shared = attachment
                shared.localPath = nil
                return shared.json
              })
          ))
      }
      return try append(room: room, sender: sender, type: "message", messageID: id, content: .object(content))
    case .edit(let room, let target, let text):
      try requireMember(sender, of: room)
      try Limits.checkText(text)
      _ = try ownMessage(target, in: room, sender: sender)
      return try append(
        room: room, sender: sender, type: "edit",
        content: .object([("target", .string(target)), ("text", .string(text))]))
    case .redact(let room, let target):
      try requireMember(sender, of: room)
      let sentAt = try ownMessage(target, in: room, sender: sender)
      if Clock.nowMillis() - sentAt > Limits.unsendWindowMillis {
        throw PsstError.permission("\(target) is older than 24 hours and can no longer be unsent")
      }
      return try append(
        room: room, sender: sender, type: "redact", target: target, content: .object([("target", .string(target))]))
    case .receipt(let room, let kind, let upTo):
      try requireMember(sender, of: room)
      return try append(
        room: room, sender: sender, type: "receipt",
        content: .object([("kind", .string(kind.rawValue)), ("up_to", .string(upTo))]))
    case .typing(let room, let active):
      try requireMember(sender, of: room)
      let until = Clock.nowMillis() + LocalHub.typingLifetimeMillis
      return try append(
        room: room, sender: sender, type: "typing",
        content: .object([("active", .bool(active)), ("until_ms", .number(Double(until)))]))
    }
  }

  /// A typing indicator expires by itself after this long unless renewed.
  static let typingLifetimeMillis: Int64 = 6000

  private func createRoom(id: String, name: String, kind: ChatKind, members: [String], sender: String) throws
    -> Accepted
  {
    var everyone = members
    if !everyone.contains(sender) { everyone.insert(sender, at: 0) }
    for user in everyone where try profile(user) == nil {
      throw PsstError.notFound("unknown user \(user) on the hub")
    }
    if kind == .direct && Set(everyone).count != 2 {
      throw PsstError.usage("a direct chat has exactly two members")
    }
    if try database.first("SELECT 1 FROM rooms WHERE id = ?", [id.sql], { _ in true }) != nil {
      throw PsstError.usage("chat id \(id) is already taken on the hub")
    }
    let now = Clock.nowMillis()
    try database.run(
      "INSERT INTO rooms(id, name, kind, creator, created_ms) VALUES(?, ?, ?, ?, ?)", id.sql, name.sql,
      kind.rawValue.sql, sender.sql, now.sql)
    let accepted = try appendState(room: id, sender: sender, change: "created", members: everyone)
    for user in Set(everyone) {
      try database.run(
        "INSERT INTO members(room, user, joined_pos) VALUES(?, ?, ?)", id.sql, user.sql, accepted.order.sql)
    }
    return accepted
  }

  /// The room for a chat of imported history: the one already there when it has exactly these
  /// members (the other side imported the same history, or this is a second import), else a new
  /// one, with an unclaimed profile for each person the hub does not know yet.
  private func linkRoom(id: String, name: String, kind: ChatKind, members: [User], sender: String) throws
    -> Accepted
  {
    guard members.contains(where: { $0.id == sender }) else {
      throw PsstError.permission("\(sender) is not a member of the imported chat \(id)")
    }
    if let existing = try database.first(
      "SELECT kind FROM rooms WHERE id = ?", [id.sql], { $0.string(0) })
    {
      guard existing == kind.rawValue, Set(try currentMembers(id)) == Set(members.map(\.id)) else {
        throw PsstError.usage(
          "chat id \(id) is taken on the hub by another conversation; import this history under other chat ids")
      }
      let (order, time) =
        try database.first(
          "SELECT pos, ts_ms FROM events WHERE room = ? AND type = 'state' ORDER BY pos DESC LIMIT 1", [id.sql],
          { ($0.int(0), $0.int(1)) }) ?? (0, Clock.nowMillis())
      return Accepted(order: order, serverTime: time)
    }
    for person in members where try profile(person.id) == nil {
      try database.run(
        "INSERT INTO users(id, display_name, role, device) VALUES(?, ?, ?, ?)", person.id.sql,
        person.displayName.sql, person.role?.rawValue.sql, LocalHub.unclaimedDevice.sql)
    }
    return try createRoom(id: id, name: name, kind: kind, members: members.map(\.id), sender: sender)
  }

  /// Records a chat-state event carrying the room's name, kind and full member list.
  private func appendState(
    room: String, sender: String, change: String, members explicit: [String]? = nil, adding: String? = nil,
    removing: String? = nil
  ) throws -> Accepted {
    guard
      let (name, kind) = try database.first(
        "SELECT name, kind FROM rooms WHERE id = ?", [room.sql], { ($0.string(0), $0.string(1)) })
    else {
      throw PsstError.notFound("unknown chat \(room) on the hub")
    }
    var members = try explicit ?? currentMembers(room)
    if let adding { members.append(adding) }
    if let removing { members.removeAll { $0 == removing } }
    let profiles = try members.compactMap(profile).map(\.profileJSON)
    return try append(
      room: room, sender: sender, type: "state",
      content: .object([
        ("name", .string(name)), ("kind", .string(kind)), ("members", .array(profiles)), ("change", .string(change)),
      ]))
  }

  private func append(
    room: String, sender: String, type: String, messageID: String? = nil, target: String? = nil, content: JSON
  ) throws -> Accepted {
    let now = Clock.nowMillis()
    try database.run(
      "INSERT INTO events(room, sender, type, message_id, target, content, ts_ms) VALUES(?, ?, ?, ?, ?, ?, ?)",
      room.sql, sender.sql, type.sql, messageID.sql, target.sql, content.serialized.sql, now.sql)
    return Accepted(order: database.lastInsertRowID, serverTime: now)
  }

  func currentMembers(_ room: String) throws -> [String] {
    try database.query("SELECT user FROM members WHERE room = ? AND left_pos IS NULL ORDER BY user", [room.sql]) {
      $0.string(0)
    }
  }

  private func isMember(_ user: String, of room: String) throws -> Bool {
    try database.first(
      "SELECT 1 FROM members WHERE room = ? AND user = ? AND left_pos IS NULL", [room.sql, user.sql], { _ in true })
      ?? false
  }

  private func requireMember(_ user: String, of room: String) throws {
    let key = room + "\u{0}" + user
    if knownMembers.contains(key) { return }
    guard try database.first("SELECT 1 FROM rooms WHERE id = ?", [room.sql], { _ in true }) != nil else {
      throw PsstError.notFound("unknown chat \(room) on the hub")
    }
    guard try isMember(user, of: room) else { throw PsstError.permission("\(user) is not a member of \(room)") }
    knownMembers.insert(key)
  }

  private func requireGroup(_ room: String) throws {
    let kind = try database.first("SELECT kind FROM rooms WHERE id = ?", [room.sql]) { $0.string(0) }
    if kind == ChatKind.direct.rawValue { throw PsstError.usage("members of a direct chat cannot change") }
  }

  /// The send time of `target` if `sender` sent it in `room` and it is not deleted.
  private func ownMessage(_ target: String, in room: String, sender: String) throws -> Int64 {
    guard
      let (author, time) = try database.first(
        "SELECT sender, ts_ms FROM events WHERE room = ? AND message_id = ?", [room.sql, target.sql],
        { ($0.string(0), $0.int(1)) })
    else { throw PsstError.notFound("unknown message \(target) on the hub") }
    guard author == sender else { throw PsstError.permission("\(target) was sent by \(author), not \(sender)") }
    let redacted =
      try database.first(
        "SELECT 1 FROM events WHERE room = ? AND target = ? AND type = 'redact'", [room.sql, target.sql],
        { _ in true }) ?? false
    if redacted { throw PsstError.usage("\(target) was unsent") }
    return time
  }
}
