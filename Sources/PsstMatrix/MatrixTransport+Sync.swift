import PsstCore

extension MatrixTransport {
  /// One `/sync` long-poll from the saved `next_batch`, turned into psst events. A room whose
  /// timeline came back `limited` is filled back to the previous sync from its `prev_batch`
  /// (to the room's start on the first sync), so no message is skipped.
  public func sync(since cursor: String?, limit: Int, waitMillis: Int, as identity: Identity) throws -> SyncBatch {
    try run {
      var query: [(String, String)] = [("filter", Self.syncFilter), ("timeout", String(waitMillis))]
      if let cursor { query.append(("since", cursor)) }
      // A sync marks the user online unless told not to; only a live psst-watch (which says so
      // with setPresence) is "online", as on the embedded hub.
      if !announcedOnline { query.append(("set_presence", "offline")) }
      let response = try client.call(
        "GET", "/sync", query: query, timeoutMillis: waitMillis + client.timeoutMillis, interruptible: true)
      guard let next = response["next_batch"]?.stringValue else {
        throw MatrixError(.badResponse, "the homeserver's sync has no next_batch")
      }
      var events: [Event] = []
      // Room keys first: a message in this sync's timelines may need one that came with it.
      let keysHeld = response["device_one_time_keys_count"].map { Int($0["signed_curve25519"]?.intValue ?? 0) }
      try maintainDeviceKeysIfSupported(serverCount: keysHeld)
      let toDevice = response["to_device"]?["events"]?.arrayValue ?? []
      for (room, session) in try receiveToDevice(toDevice) {
        events += try healedEvents(room: room, session: session)
      }
      try answerKeyRequests(toDevice)
      // Keys that came another way (a backup restored) heal the events waiting for them too.
      for (room, session) in try state.store.undecryptedWithKeys(account: account) {
        events += try healedEvents(room: room, session: session)
      }
      try uploadRoomKeysDuringSync()
      try refreshChangedDevices(response["device_lists"])
      let rooms = response["rooms"] ?? .object([])
      for (room, section) in rooms["join"]?.objectFields ?? [] {
        events += try roomEvents(room: room, section, since: cursor)
      }
      for (room, section) in rooms["leave"]?.objectFields ?? [] {
        events += try roomEvents(room: room, section, since: cursor)
      }
      events += presenceEvents(response["presence"]?["events"]?.arrayValue ?? [])
      // Invitations are accepted (psst's chats have no pending state); the next sync brings the
      // room. One that cannot be joined (the room is gone) is declined, not retried forever.
      var joined = false
      for (room, _) in rooms["invite"]?.objectFields ?? [] where !acceptedInvites.contains(room) {
        do {
          try client.call("POST", "/join/\(MatrixClient.escape(room))", body: .object([]))
          acceptedInvites.insert(room)
          joined = true
        } catch let error as MatrixError where !error.isTransient {
          _ = try? client.call("POST", "/rooms/\(MatrixClient.escape(room))/leave", body: .object([]))
        }
      }
      return SyncBatch(events: events, cursor: next, caughtUp: !joined)
    }
  }

  /// Timeline limit per room and sync; gaps beyond it are filled from `/messages`.
  static let syncFilter = JSON.object([
    ("room", .object([("timeline", .object([("limit", 100)]))]))
  ]).serialized

  private func roomEvents(room: String, _ section: JSON, since cursor: String?) throws -> [Event] {
    var timeline = section["timeline"]?["events"]?.arrayValue ?? []
    if section["timeline"]?["limited"]?.boolValue == true,
      let gapStart = section["timeline"]?["prev_batch"]?.stringValue
    {
      do {
        timeline = try history(room: room, from: gapStart, to: cursor) + timeline
      } catch let error as MatrixError where !error.isTransient {
        // History closed to this account (it left the room): what the sync gave is all there is.
      }
    }
    var events: [Event] = []
    let stateTypes: Set<String> = ["m.room.member", "m.room.name", "m.room.encryption", Namespace.chat, Namespace.role]
    let stateChanges = timeline.filter { $0["state_key"] != nil && stateTypes.contains($0["type"]?.stringValue ?? "") }
    let known = try state.isKnown(room: room)
    let stateBlock = section["state"]?["events"]?.arrayValue ?? []
    if !known || !stateChanges.isEmpty || !stateBlock.isEmpty {
      do {
        events += try chatStates(room: room, changes: stateChanges, isNew: !known)
      } catch let error as MatrixError where !error.isTransient {
        // The room's state is closed to this account now (left, kicked, banned): its timeline up
        // to then still counts, and one unreadable room must not stop the account's sync.
      }
    }
    let chat = try state.chat(for: room)
    for event in timeline { events += try timelineEvents(event, room: room, chat: chat) }
    events += try ephemeralEvents(section["ephemeral"]?["events"]?.arrayValue ?? [], room: room, chat: chat)
    return events
  }

  /// Older events between `from` and the previous sync (`to`), oldest first.
  private func history(room: String, from: String, to: String?) throws -> [JSON] {
    var older: [JSON] = []
    var token = from
    // Pages end where the server says so, or where it hands back a token it gave before.
    var seen: Set<String> = [from]
    while true {
      var query: [(String, String)] = [("dir", "b"), ("from", token), ("limit", "500")]
      if let to { query.append(("to", to)) }
      let page = try client.call("GET", "/rooms/\(MatrixClient.escape(room))/messages", query: query)
      let chunk = page["chunk"]?.arrayValue ?? []
      older += chunk
      guard let end = page["end"]?.stringValue, !chunk.isEmpty, seen.insert(end).inserted else { break }
      token = end
    }
    return older.reversed()
  }

  /// The room as it now is, once for a room new to this account and once per membership,
  /// name or role change, so the feed can say what changed.
  private func chatStates(room: String, changes: [JSON], isNew: Bool) throws -> [Event] {
    let summary = try summary(of: room)
    try state.remember(room: room)
    if summary.encrypted { try state.markEncrypted(room: room) }
    func event(_ change: String, sender: String, time: Int64) -> Event {
      Event(
        order: time, chat: summary.chat, sender: sender, time: time,
        body: .chatState(name: summary.name, kind: summary.kind, members: summary.members, change: change))
    }
    var events: [Event] = []
    if isNew {
      events.append(event("created", sender: summary.creator, time: summary.created))
      if !summary.members.contains(where: { $0.id == account && $0.role != nil }) { announceRole(in: room) }
    }
    for change in changes {
      let time = change["origin_server_ts"]?.intValue ?? Clock.nowMillis()
      let sender = psstUser(change["sender"]?.stringValue ?? "")
      switch change["type"]?.stringValue {
      case "m.room.member":
        let user = psstUser(change["state_key"]?.stringValue ?? "")
        switch change["content"]?["membership"]?.stringValue {
        case "join", "invite":
          // A join after an invite is the same member arriving; the invite already reported them.
          if isNew || change["unsigned"]?["prev_content"]?["membership"]?.stringValue == "invite" { continue }
          events.append(event("added:\(user)", sender: sender, time: time))
        case "leave", "ban": events.append(event("removed:\(user)", sender: sender, time: time))
        default: continue
        }
      case "m.room.name" where !isNew: events.append(event("renamed", sender: sender, time: time))
      default: continue
      }
    }
    if events.isEmpty { events.append(event("updated", sender: account, time: Clock.nowMillis())) }
    return events
  }

  /// Tells a room's members this account's psst role (rooms psst did not create may not allow it).
  private func announceRole(in room: String) {
    guard let role = try? ownRole() else { return }
    let path = "/rooms/\(MatrixClient.escape(room))/state/\(Namespace.role)/\(MatrixClient.escape(login.userID))"
    _ = try? client.call("PUT", path, body: .object([("role", .string(role))]))
  }

  private func timelineEvents(_ event: JSON, room: String, chat: String) throws -> [Event] {
    guard let type = event["type"]?.stringValue, let eventID = event["event_id"]?.stringValue,
      let matrixSender = event["sender"]?.stringValue, event["state_key"] == nil
    else { return [] }
    let time = event["origin_server_ts"]?.intValue ?? Clock.nowMillis()
    let sender = psstUser(matrixSender)
    func make(_ body: Event.Body) -> Event { Event(order: time, chat: chat, sender: sender, time: time, body: body) }
    let content = event["content"] ?? .object([])
    switch type {
    case "m.room.message":
      if content["m.relates_to"]?["rel_type"]?.stringValue == "m.replace" {
        guard let target = content["m.relates_to"]?["event_id"]?.stringValue,
          let text = content["m.new_content"]?["body"]?.stringValue
        else { return [] }
        return [make(.edit(target: try state.message(for: target), text: text))]
      }
      let id = try messageID(eventID: eventID, content: content, sender: matrixSender)
      if event["unsigned"]?["redacted_because"] != nil {
        return [make(.message(id: id, text: "", replyTo: nil, attachments: [])), make(.redact(target: id))]
      }
      let decoded = MatrixContent.decode(content)
      let replyTo = try decoded.replyTo.map(state.message(for:))
      var events = [make(.message(id: id, text: decoded.text, replyTo: replyTo, attachments: decoded.attachments))]
      if event["unsigned"]?["m.relations"]?["m.replace"] != nil {
        do {
          events += try editHistory(of: eventID, id: id, room: room, chat: chat)
        } catch let error as MatrixError where !error.isTransient {
          // No access to the relations (say, history hidden before this account joined): the
          // edits that come through the timeline still apply.
        }
      }
      return events
    case "m.room.encrypted":
      let (decrypted, notice) = try decryptRoomEvent(event, room: room)
      if let decrypted, decrypted["type"]?.stringValue != "m.room.encrypted" {
        return try timelineEvents(decrypted, room: room, chat: chat)
      }
      let text = notice ?? MatrixContent.undecryptableNotice("it is encrypted twice")
      return [make(.message(id: eventID, text: text, replyTo: nil, attachments: []))]
    case "m.room.redaction":
      guard let target = event["redacts"]?.stringValue ?? content["redacts"]?.stringValue else { return [] }
      return [make(.redact(target: try state.message(for: target)))]
    default:
      return []
    }
  }

  /// The events kept while waiting for `session`'s key, decrypted now it came: each message
  /// replaces its notice as an edit (its attachments and reply link are not carried over yet),
  /// and so does the notice of one the key does not open (say, not its sender's key).
  private func healedEvents(room: String, session: String) throws -> [Event] {
    let chat = try state.chat(for: room)
    var healed: [Event] = []
    for saved in try state.store.takeUndecrypted(account: account, room: room, sessionID: session) {
      guard let event = try? JSON.parse(saved) else { continue }
      let (decrypted, notice) = try decryptRoomEvent(event, room: room)
      let now = Clock.nowMillis()
      if let notice, let eventID = event["event_id"]?.stringValue, let sender = event["sender"]?.stringValue {
        healed.append(
          Event(order: now, chat: chat, sender: psstUser(sender), time: now, body: .edit(target: eventID, text: notice))
        )
        continue
      }
      guard let decrypted, decrypted["type"]?.stringValue == "m.room.message" else { continue }
      for case let message in try timelineEvents(decrypted, room: room, chat: chat) {
        guard case .message(let id, let text, _, _) = message.body else { continue }
        healed.append(
          Event(order: now, chat: chat, sender: message.sender, time: now, body: .edit(target: id, text: text)))
      }
    }
    return healed
  }

  /// Device keys on a server that refuses them (no end-to-end encryption there) leave the
  /// account working on unencrypted rooms; a transient failure fails the sync, to be retried.
  func maintainDeviceKeysIfSupported(serverCount: Int?) throws {
    do {
      try maintainDeviceKeys(serverCount: serverCount)
    } catch let error as MatrixError where !error.isTransient {
      return
    }
  }

  /// The psst id of a message event: the id psst put in it when this account sent it (from any
  /// of its devices), else the event id.
  private func messageID(eventID: String, content: JSON, sender: String) throws -> String {
    if let known = try state.local(.message, eventID) { return known }
    guard sender == login.userID, let id = content[Namespace.messageID]?.stringValue else { return eventID }
    // Kept first as a notice (its key came later, from a backup): it stays under the event id.
    if try state.store.message(account: account, id: eventID) != nil { return eventID }
    try state.record(.message, local: id, remote: eventID)
    return try state.local(.message, eventID) ?? eventID
  }

  /// Every edit of a message, from the relations endpoint, oldest first: a message first seen
  /// after it was edited shows its history, and the store keeps the latest by server time.
  private func editHistory(of eventID: String, id: String, room: String, chat: String) throws -> [Event] {
    let path =
      "/_matrix/client/v1/rooms/\(MatrixClient.escape(room))/relations/\(MatrixClient.escape(eventID))/m.replace"
    var edits: [JSON] = []
    var from: String? = nil
    // A next_batch the server gave before ends the paging: a stuck server repeats one forever.
    var seen: Set<String> = []
    repeat {
      var query: [(String, String)] = [("limit", "100")]
      if let from { query.append(("from", from)) }
      let page = try client.call("GET", path, query: query)
      edits += page["chunk"]?.arrayValue ?? []
      from = page["next_batch"]?.stringValue.flatMap { seen.insert($0).inserted ? $0 : nil }
    } while from != nil
    return edits.compactMap { edit in
      guard let text = edit["content"]?["m.new_content"]?["body"]?.stringValue,
        let sender = edit["sender"]?.stringValue
      else { return nil }
      let time = edit["origin_server_ts"]?.intValue ?? 0
      return Event(order: time, chat: chat, sender: psstUser(sender), time: time, body: .edit(target: id, text: text))
    }.sorted { $0.order < $1.order }
  }

  private func ephemeralEvents(_ ephemeral: [JSON], room: String, chat: String) throws -> [Event] {
    var events: [Event] = []
    let now = Clock.nowMillis()
    for event in ephemeral {
      let content = event["content"] ?? .object([])
      switch event["type"]?.stringValue {
      case "m.typing":
        let typing = Set((content["user_ids"]?.arrayValue ?? []).compactMap(\.stringValue).map(psstUser))
          .subtracting([account])
        let before = try state.typing(in: room)
        for user in typing.sorted() {
          events.append(
            Event(order: now, chat: chat, sender: user, time: now, body: .typing(active: true, until: now + 30_000)))
        }
        for user in before.subtracting(typing).sorted() {
          events.append(
            Event(order: now, chat: chat, sender: user, time: now, body: .typing(active: false, until: now)))
        }
        try state.setTyping(typing, in: room)
      case "m.receipt":
        for (eventID, kinds) in content.objectFields {
          let target = try state.message(for: eventID)
          for kind in ["m.read", "m.read.private"] {
            for (user, receipt) in kinds[kind]?.objectFields ?? [] {
              let time = receipt["ts"]?.intValue ?? now
              events.append(
                Event(
                  order: time, chat: chat, sender: psstUser(user), time: time, body: .receipt(kind: .read, upTo: target)
                ))
            }
          }
        }
      default: continue
      }
    }
    return events
  }

  private func presenceEvents(_ presence: [JSON]) -> [Event] {
    let now = Clock.nowMillis()
    return presence.compactMap { event in
      guard event["type"]?.stringValue == "m.presence", let user = event["sender"]?.stringValue else { return nil }
      let content = event["content"] ?? .object([])
      let online = content["presence"]?.stringValue == "online"
      let lastActive = now - (content["last_active_ago"]?.intValue ?? 0)
      return Event(
        order: now, chat: "", sender: psstUser(user), time: lastActive,
        body: .presence(online: online, lastActive: lastActive))
    }
  }
}
