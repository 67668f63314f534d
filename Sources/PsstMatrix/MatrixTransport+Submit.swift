import PsstCore

extension MatrixTransport {
  /// Sends requests in order. A transient failure (server down, rate limited past the retry
  /// budget) leaves that request and every later one queued, so order is kept; a refusal fails
  /// only its own request.
  public func submit(_ requests: [(transaction: String, request: Request)], as identity: Identity) throws
    -> [Result<Accepted, PsstError>]
  {
    var results: [Result<Accepted, PsstError>] = []
    results.reserveCapacity(requests.count)
    checkedUnencrypted.removeAll()
    for (index, (transaction, request)) in requests.enumerated() {
      do {
        results.append(.success(try perform(request, transaction: transaction)))
      } catch let error as MatrixError where error.isTransient {
        let failure = error.psstError
        results += Array(repeating: .failure(failure), count: requests.count - index)
        break
      } catch let error as MatrixError {
        results.append(.failure(error.psstError))
      } catch let error as PsstError {
        results.append(.failure(error))
      }
    }
    return results
  }

  private func perform(_ request: Request, transaction: String) throws -> Accepted {
    switch request {
    case .createChat(let id, let name, let kind, let members, let encrypted):
      try createRoom(chat: id, name: name, kind: kind, members: members, encrypted: encrypted)
    case .linkChat(let id, _, _, _):
      // Room ids are the homeserver's: history imported elsewhere is linked by hand.
      throw PsstError.notFound(MatrixTransport.historyOnly(id))
    case .addMember(let chat, let user):
      try addMember(room: room(for: chat), user: matrixUser(user))
    case .removeMember(let chat, let user):
      let room = try room(for: chat)
      if matrixUser(user) == login.userID {
        try client.call("POST", "/rooms/\(MatrixClient.escape(room))/leave", body: .object([]))
      } else {
        try client.call(
          "POST", "/rooms/\(MatrixClient.escape(room))/kick", body: .object([("user_id", .string(matrixUser(user)))]))
      }
    case .rename(let chat, let name):
      let room = try room(for: chat)
      try client.call(
        "PUT", "/rooms/\(MatrixClient.escape(room))/state/m.room.name/", body: .object([("name", .string(name))]))
    case .message(let chat, let id, let text, let replyTo, let attachments):
      let room = try room(for: chat)
      if let sent = try alreadySent(id, room: room) { return sent }
      let content = MatrixContent.message(
        id: id, text: text, replyTo: try replyTo.flatMap(state.event(for:)), attachments: attachments)
      let event = try sendMessage(
        content, room: room, chat: chat, attachments: attachments, transaction: transaction)
      try state.record(.message, local: id, remote: event)
    case .edit(let chat, let target, let text):
      let event = try eventID(of: target)
      let room = try room(for: chat)
      _ = try sendMessage(
        MatrixContent.edit(target: event, text: text), room: room, chat: chat, transaction: transaction)
    case .redact(let chat, let target):
      let room = try room(for: chat)
      let event = try eventID(of: target)
      let path =
        "/rooms/\(MatrixClient.escape(room))/redact/\(MatrixClient.escape(event))/\(MatrixClient.escape(transaction))"
      try client.call("PUT", path, body: .object([]))
    case .receipt(let chat, let kind, let upTo):
      // Matrix has read receipts only; "delivered" is what the sender's sync already shows.
      guard kind == .read, let event = try state.event(for: upTo) else { break }
      let room = try room(for: chat)
      try client.call(
        "POST", "/rooms/\(MatrixClient.escape(room))/receipt/m.read/\(MatrixClient.escape(event))", body: .object([]))
    case .typing(let chat, let active):
      var body: [(String, JSON)] = [("typing", .bool(active))]
      if active { body.append(("timeout", .number(30_000))) }
      let room = try room(for: chat)
      try client.call(
        "PUT", "/rooms/\(MatrixClient.escape(room))/typing/\(MatrixClient.escape(login.userID))", body: .object(body))
    }
    let now = Clock.nowMillis()
    return Accepted(order: now, serverTime: now)
  }

  /// Sends message content: in an end-to-end encrypted room as `m.room.encrypted` only, so the
  /// server never reads what the members believe is private.
  private func sendMessage(
    _ content: JSON, room: String, chat: String, attachments: [Attachment] = [], transaction: String
  ) throws -> String {
    guard try isEncrypted(room) else {
      return try send(content, type: "m.room.message", room: room, transaction: transaction)
    }
    // A file uploaded in the clear (the room was encrypted after it was queued) is not linked
    // from a room whose members believe it private.
    if let plain = attachments.first(where: { $0.mediaKey == nil }) {
      throw PsstError.permission(
        "chat \(chat) was end-to-end encrypted after \(plain.name) was uploaded unencrypted; send the file again")
    }
    let encrypted = try encryptForRoom(content, type: "m.room.message", room: room)
    return try send(encrypted, type: "m.room.encrypted", room: room, transaction: transaction)
  }

  /// Whether the room is end-to-end encrypted (m.room.encryption in its state; Matrix never
  /// turns it off). A sync marks such rooms; a room not marked is asked about once per submit,
  /// as it may have been encrypted since. psst never changes a room's encryption.
  func isEncrypted(_ room: String) throws -> Bool {
    if try state.isEncrypted(room: room) { return true }
    if checkedUnencrypted.contains(room) { return false }
    do {
      _ = try client.call("GET", "/rooms/\(MatrixClient.escape(room))/state/m.room.encryption/")
    } catch let error as MatrixError where !error.isTransient {
      // M_NOT_FOUND: not encrypted. Any other refusal (not a member) is for the send to meet.
      checkedUnencrypted.insert(room)
      return false
    }
    try state.markEncrypted(room: room)
    return true
  }

  private func eventID(of message: String) throws -> String {
    guard let event = try state.event(for: message) else {
      throw PsstError.notFound("message \(message) is not on the homeserver")
    }
    return event
  }

  func send(_ content: JSON, type: String, room: String, transaction: String) throws -> String {
    let path = "/rooms/\(MatrixClient.escape(room))/send/\(type)/\(MatrixClient.escape(transaction))"
    guard let event = try client.call("PUT", path, body: content)["event_id"]?.stringValue else {
      throw MatrixError(.badResponse, "the homeserver accepted a message without an event id")
    }
    return event
  }

  private func addMember(room: String, user: String) throws {
    if user == login.userID {
      try client.call("POST", "/join/\(MatrixClient.escape(room))", body: .object([]))
      return
    }
    do {
      try client.call("POST", "/rooms/\(MatrixClient.escape(room))/invite", body: .object([("user_id", .string(user))]))
    } catch let error as MatrixError
      where error.code == .refused(status: 403, errcode: "M_FORBIDDEN")
      && error.message.contains("already in the room")
    {
      return
    }
  }

  /// The server forgets transaction ids after a while (Synapse: the in-memory cache after 30
  /// minutes, the persisted one after a day); a message first queued longer ago than that is
  /// looked for in the account's own timeline before it is sent again, so a resend after a long
  /// outage cannot duplicate it.
  private func alreadySent(_ id: String, room: String) throws -> Accepted? {
    if try state.remote(.message, id) != nil {
      let now = Clock.nowMillis()
      return Accepted(order: now, serverTime: now)
    }
    guard let queued = Identifier.time(of: id, prefixLength: 1),
      Clock.nowMillis() - queued > Self.transactionMemoryMillis
    else { return nil }
    guard let (event, time) = try ownRecentEvents(in: room, since: queued - 60_000)[id] else { return nil }
    try state.record(.message, local: id, remote: event)
    return Accepted(order: time, serverTime: time)
  }

  /// psst ids of the account's own messages in a room back to `since`, one scan per room and run.
  /// Encrypted ones are read with the inbound copy this account keeps of each of its sessions.
  private func ownRecentEvents(in room: String, since: Int64) throws -> [String: (String, Int64)] {
    if let scan = ownEventScans[room], scan.since <= since { return scan.events }
    let filter = JSON.object([
      ("senders", .array([.string(login.userID)])), ("types", .array(["m.room.message", "m.room.encrypted"])),
    ])
    var found: [String: (String, Int64)] = [:]
    var from: String? = nil
    while true {
      var query: [(String, String)] = [("dir", "b"), ("limit", "500"), ("filter", filter.serialized)]
      if let from { query.append(("from", from)) }
      let page = try client.call("GET", "/rooms/\(MatrixClient.escape(room))/messages", query: query)
      let chunk = page["chunk"]?.arrayValue ?? []
      for event in chunk {
        let readable =
          event["type"]?.stringValue == "m.room.encrypted"
          ? try decryptRoomEvent(event, room: room, keepWaiting: false).event : event
        guard let id = readable?["content"]?[Namespace.messageID]?.stringValue,
          let eventID = event["event_id"]?.stringValue
        else { continue }
        found[id] = (eventID, event["origin_server_ts"]?.intValue ?? 0)
      }
      let oldest = chunk.last?["origin_server_ts"]?.intValue ?? 0
      guard let next = page["end"]?.stringValue, !chunk.isEmpty, oldest >= since else { break }
      from = next
    }
    ownEventScans[room] = (since, found)
    return found
  }

  static let transactionMemoryMillis: Int64 = 30 * 60 * 1000
}
