import PsstCore
import PsstCrypto

/// End-to-end encryption on this account's device: its Olm account and device keys on the
/// server, room keys received over Olm, and room events decrypted with them. The keys live in
/// the store (0600) and never in output.
extension MatrixTransport {
  /// How many one-time keys the server should hold for others to open Olm sessions with.
  static let oneTimeKeyTarget = 50

  // MARK: device keys

  /// Uploads the device keys once, and one-time keys whenever the server holds fewer than half
  /// the target (`serverCount`, from the sync; nil when the sync did not say: a server without
  /// one-time keys is not asked to keep any).
  func maintainDeviceKeys(serverCount: Int?) throws {
    var (olm, uploaded) = try cryptoAccount()
    var body: [(String, JSON)] = []
    if !uploaded { body.append(("device_keys", try olm.deviceKeys(userID: login.userID, deviceID: login.deviceID))) }
    if let held = serverCount, held < Self.oneTimeKeyTarget / 2 {
      olm.generateOneTimeKeys(Self.oneTimeKeyTarget - held - olm.unpublishedOneTimeKeys.count)
    }
    if !olm.unpublishedOneTimeKeys.isEmpty {
      body.append(("one_time_keys", try olm.signedOneTimeKeys(userID: login.userID, deviceID: login.deviceID)))
    }
    guard !body.isEmpty else { return }
    // The private halves are kept before the public ones leave: a crash in between re-sends
    // the same signed keys, which the server accepts again.
    try saveCryptoAccount(olm, uploaded: uploaded)
    try client.call("POST", "/keys/upload", body: .object(body))
    olm.markOneTimeKeysPublished()
    try saveCryptoAccount(olm, uploaded: true)
  }

  /// The device's Olm account, made on first use.
  func cryptoAccount() throws -> (OlmAccount, uploaded: Bool) {
    guard let saved = try state.store.matrixCryptoAccount(account: account) else { return (OlmAccount(), false) }
    do {
      return (try OlmAccount(state: try JSON.parse(saved.state)), saved.keysUploaded)
    } catch {
      throw MatrixError(.badResponse, "the store's end-to-end encryption keys are damaged: \(error)")
    }
  }

  private func saveCryptoAccount(_ olm: OlmAccount, uploaded: Bool) throws {
    try state.store.saveMatrixCryptoAccount(account: account, state: olm.state.serialized, keysUploaded: uploaded)
  }

  // MARK: to-device messages

  /// Takes the room keys out of the sync's to-device messages; returns the (room, session)
  /// pairs that arrived, so events waiting for them are decrypted now.
  func receiveToDevice(_ events: [JSON]) throws -> [(room: String, session: String)] {
    var arrived: [(room: String, session: String)] = []
    for event in events where event["type"]?.stringValue == "m.room.encrypted" {
      guard let sender = event["sender"]?.stringValue, let payload = try decryptToDevice(event, from: sender) else {
        continue
      }
      if payload.event["type"]?.stringValue == "m.forwarded_room_key" {
        if let forwarded = try receiveForwardedKey(payload.event, from: sender, senderKey: payload.senderKey) {
          arrived.append(forwarded)
        }
        continue
      }
      guard payload.event["type"]?.stringValue == "m.room_key" else { continue }
      let content = payload.event["content"] ?? .object([])
      guard content["algorithm"]?.stringValue == MegolmEncryption.algorithm,
        let room = content["room_id"]?.stringValue, let sessionID = content["session_id"]?.stringValue,
        let sessionKey = content["session_key"]?.stringValue,
        let session = try? InboundGroupSession(sessionKey: sessionKey), session.sessionID == sessionID
      else { continue }
      // A key already held is not replaced: the copy kept may reach further back. The
      // to-device sender (the server vouches for it) owns the session: only their room events
      // decrypt with it.
      if try state.store.matrixGroupSession(account: account, room: room, id: sessionID) == nil {
        try keepGroupSession(session, room: room, owner: sender, senderKey: payload.senderKey)
      }
      arrived.append((room, sessionID))
    }
    return arrived
  }

  /// The Olm payload of a to-device `m.room.encrypted` event addressed to this device, checked
  /// to be from its sender and for this device; nil when it is not ours or does not decrypt
  /// (an undecryptable to-device message cannot be asked for again).
  private func decryptToDevice(_ event: JSON, from sender: String) throws -> (event: JSON, senderKey: String)? {
    let content = event["content"] ?? .object([])
    var (olm, uploaded) = try cryptoAccount()
    guard content["algorithm"]?.stringValue == OlmEncryption.algorithm,
      let senderKey = content["sender_key"]?.stringValue,
      let ours = content["ciphertext"]?[olm.curve25519Key], let type = ours["type"]?.intValue,
      let body = ours["body"]?.stringValue
    else { return nil }
    guard let plaintext = try decryptOlm(type: Int(type), body: body, senderKey: senderKey, olm: &olm) else {
      return nil
    }
    try saveCryptoAccount(olm, uploaded: uploaded)
    guard let payload = try? JSON.parse(String(decoding: plaintext, as: UTF8.self)),
      payload["sender"]?.stringValue == sender, payload["recipient"]?.stringValue == login.userID,
      payload["recipient_keys"]?["ed25519"]?.stringValue == olm.ed25519Key
    else { return nil }
    return (payload, senderKey)
  }

  /// Decrypts with a known session with `senderKey`, or opens one from a pre-key message.
  private func decryptOlm(type: Int, body: String, senderKey: String, olm: inout OlmAccount) throws -> [UInt8]? {
    let now = Clock.nowMillis()
    for (id, saved) in try state.store.matrixOlmSessions(account: account, senderKey: senderKey) {
      guard var session = try? OlmSession(state: try JSON.parse(saved)) else { continue }
      if type == 0 && !session.matches(preKeyMessage: body) { continue }
      guard let plaintext = try? session.decrypt(type: type, body: body) else { continue }
      try state.store.saveMatrixOlmSession(
        account: account, senderKey: senderKey, id: id, state: session.state.serialized, usedAt: now)
      return plaintext
    }
    guard type == 0,
      let (session, plaintext) = try? OlmSession.inbound(account: &olm, preKeyMessage: body, from: senderKey)
    else { return nil }
    try state.store.saveMatrixOlmSession(
      account: account, senderKey: senderKey, id: session.sessionID, state: session.state.serialized, usedAt: now)
    return plaintext
  }

  // MARK: room events

  /// An inbound group session as kept: PsstCrypto's state, with the user whose device sent
  /// its key (nil for one kept before owners were recorded) and that device's identity key.
  struct KeptGroupSession {
    var session: InboundGroupSession
    let owner: String?
    let senderKey: String

    init(stored: (state: String, senderKey: String)) throws {
      let kept = try JSON.parse(stored.state)
      senderKey = stored.senderKey
      guard let session = kept["session"] else {
        self.session = try InboundGroupSession(state: kept)
        owner = nil
        return
      }
      self.session = try InboundGroupSession(state: session)
      owner = kept["owner"]?.stringValue
    }
  }

  /// Who owns a key kept without its owner (restored from the key backup, which names only the
  /// sending device's identity key): `sender` when one of their devices, as the server lists
  /// them with valid self-signatures, has that identity key; nil otherwise.
  private func owner(ofSenderKey senderKey: String, claimedBy sender: String) throws -> String? {
    if sender == login.userID, senderKey == (try cryptoAccount().0.curve25519Key) { return sender }
    func known() throws -> Bool {
      try state.store.matrixDevices(account: account, user: sender).contains { $0.curve25519 == senderKey }
    }
    if try known() { return sender }
    do {
      _ = try devices(of: [sender])
    } catch let error as PsstError where error.kind == .unavailable {
      return nil
    }
    return try known() ? sender : nil
  }

  /// Keeps an inbound group session with its owner (nil: to be found when an event needs it).
  func keepGroupSession(_ session: InboundGroupSession, room: String, owner: String?, senderKey: String) throws {
    let kept = JSON.object([("session", session.state)] + (owner.map { [("owner", JSON.string($0))] } ?? []))
    try state.store.saveMatrixGroupSession(
      account: account, room: room, id: session.sessionID, senderKey: senderKey, state: kept.serialized)
  }

  /// A room's `m.room.encrypted` event as the event it carries (same id, sender and time), or
  /// the notice to show in its place: waiting for keys (the event is kept for when they
  /// arrive, unless `keepWaiting` is false) or never decryptable. An event is decrypted only
  /// with a session its own sender owns: anyone in the room has the room's keys, so a copy of
  /// another member's ciphertext sent under one's own name must not read as theirs.
  func decryptRoomEvent(_ event: JSON, room: String, keepWaiting: Bool = true) throws -> (
    event: JSON?, notice: String?
  ) {
    let content = event["content"] ?? .object([])
    guard content["algorithm"]?.stringValue == MegolmEncryption.algorithm,
      let sessionID = content["session_id"]?.stringValue, let ciphertext = content["ciphertext"]?.stringValue,
      let eventID = event["event_id"]?.stringValue, let sender = event["sender"]?.stringValue
    else {
      return (nil, MatrixContent.undecryptableNotice("an encryption psst does not know"))
    }
    guard let stored = try state.store.matrixGroupSession(account: account, room: room, id: sessionID) else {
      if keepWaiting {
        let asked = try state.store.isWaitingForKey(account: account, room: room, sessionID: sessionID)
        try state.store.keepUndecrypted(
          account: account, room: room, sessionID: sessionID, eventID: eventID, event: event.serialized)
        if !asked, let senderKey = content["sender_key"]?.stringValue {
          try requestRoomKey(room: room, sessionID: sessionID, senderKey: senderKey)
        }
      }
      return (nil, MatrixContent.waitingForKeysNotice)
    }
    guard let kept = try? KeptGroupSession(stored: stored) else {
      return (nil, MatrixContent.undecryptableNotice("the store's key for it is damaged"))
    }
    guard let owner = try kept.owner ?? owner(ofSenderKey: kept.senderKey, claimedBy: sender), owner == sender else {
      return (nil, MatrixContent.undecryptableNotice("its key is not its sender's: it may be forged"))
    }
    do {
      var session = kept.session
      let (plaintext, _) = try session.decrypt(ciphertext, eventID: eventID)
      try keepGroupSession(session, room: room, owner: owner, senderKey: kept.senderKey)
      let payload = try JSON.parse(String(decoding: plaintext, as: UTF8.self))
      // A payload for another room is a replay of that room's message here.
      guard payload["room_id"]?.stringValue == room, let type = payload["type"]?.stringValue else {
        return (nil, MatrixContent.undecryptableNotice("it was encrypted for another room"))
      }
      guard case .object(let fields) = event else { return (nil, nil) }
      let replaced = fields.map { field -> (String, JSON) in
        switch field.0 {
        case "type": ("type", .string(type))
        case "content": ("content", payload["content"] ?? .object([]))
        default: field
        }
      }
      return (.object(replaced), nil)
    } catch let error as CryptoError where error.code == .unknownMessageIndex {
      return (nil, MatrixContent.undecryptableNotice("the key psst has starts after this message"))
    } catch let error as CryptoError {
      return (nil, MatrixContent.undecryptableNotice(error.message))
    } catch {
      return (nil, MatrixContent.undecryptableNotice("the decrypted event is not JSON"))
    }
  }

  // MARK: sending

  /// A device of a room member: its Matrix ids and the keys its own signature vouches for.
  struct MemberDevice {
    let user: String
    let device: String
    let curve25519: String
    let ed25519: String

    var label: String { "\(user) \(device)" }
  }

  /// What a room's current state says about sending to it encrypted: who may read the next
  /// message, and how long one group session lasts.
  struct EncryptionPolicy: Equatable {
    /// The members whose devices get the room key: the joined, and the invited too unless the
    /// room's history is for joined members only (the spec's history visibility rules).
    var readers: Set<String>
    /// Messages and milliseconds one outbound group session encrypts before a new one: the
    /// room's m.room.encryption `rotation_period_msgs` / `rotation_period_ms`, else the spec's
    /// defaults (100 messages, a week).
    var rotationMessages = 100
    var rotationMillis: Int64 = 7 * 24 * 3600 * 1000

    init(readers: Set<String>) { self.readers = readers }

    /// The policy the room's state events (as `/rooms/{room}/state` lists them) set.
    init(roomState events: [JSON]) {
      var joined: Set<String> = []
      var invited: Set<String> = []
      var visibility = "shared"
      readers = []
      for event in events {
        let content = event["content"] ?? .object([])
        switch event["type"]?.stringValue {
        case "m.room.member":
          guard let user = event["state_key"]?.stringValue else { continue }
          switch content["membership"]?.stringValue {
          case "join": joined.insert(user)
          case "invite": invited.insert(user)
          default: continue
          }
        case "m.room.history_visibility":
          visibility = content["history_visibility"]?.stringValue ?? visibility
        case "m.room.encryption":
          if let messages = content["rotation_period_msgs"]?.intValue, messages > 0 {
            rotationMessages = Int(messages)
          }
          if let millis = content["rotation_period_ms"]?.intValue, millis > 0 { rotationMillis = millis }
        default: continue
        }
      }
      readers = visibility == "joined" ? joined : joined.union(invited)
    }

    /// Whether a session that encrypted `messages` messages since `createdAt` is used up at `now`.
    func isUsedUp(messages: Int, createdAt: Int64, now: Int64) -> Bool {
      messages >= rotationMessages || now - createdAt >= rotationMillis
    }
  }

  /// The `m.room.encrypted` content carrying `content` of `type` in `room`: encrypted with the
  /// room's outbound group session, whose key is first sent over Olm to every reader's device
  /// that lacks it. A session is replaced when the room's rotation period is used up, and when
  /// a device it was shared with is no longer among the readers, so a member who left cannot
  /// read on.
  func encryptForRoom(_ content: JSON, type: String, room: String) throws -> JSON {
    let olm = try cryptoAccount().0
    let policy = EncryptionPolicy(
      roomState: try client.call("GET", "/rooms/\(MatrixClient.escape(room))/state").arrayValue ?? [])
    let devices = try memberDevices(of: policy.readers)
    var (outbound, sharedWith) = try currentOutboundSession(room: room, devices: devices, policy: policy)
    let missing = devices.filter { !sharedWith.contains($0.label) }
    if !missing.isEmpty {
      sharedWith.formUnion(try shareRoomKey(outbound, room: room, with: missing, olm: olm))
    }
    let payload = JSON.object([("type", .string(type)), ("content", content), ("room_id", .string(room))])
    let ciphertext = try outbound.encrypt(Array(payload.serialized.utf8))
    // Kept before the event leaves, so no message index is ever used twice.
    try state.store.saveMatrixOutboundSession(
      account: account, room: room, state: outbound.state.serialized, sharedWith: sharedWith.sorted())
    return .object([
      ("algorithm", .string(MegolmEncryption.algorithm)), ("sender_key", .string(olm.curve25519Key)),
      ("ciphertext", .string(ciphertext)), ("session_id", .string(outbound.sessionID)),
      ("device_id", .string(login.deviceID)),
    ])
  }

  /// The room's outbound session and who has its key, or a new one when there is none, it is
  /// used up, or one of its devices is no longer a reader. A new one's inbound copy is kept, so
  /// this account reads its own messages on sync like everyone else's.
  private func currentOutboundSession(room: String, devices: [MemberDevice], policy: EncryptionPolicy) throws -> (
    OutboundGroupSession, Set<String>
  ) {
    if let saved = try state.store.matrixOutboundSession(account: account, room: room),
      let session = try? OutboundGroupSession(state: try JSON.parse(saved.state)),
      !policy.isUsedUp(messages: Int(session.messageIndex), createdAt: session.createdAt, now: Clock.nowMillis()),
      Set(saved.sharedWith).isSubset(of: devices.map(\.label))
    {
      return (session, Set(saved.sharedWith))
    }
    let session = OutboundGroupSession(createdAt: Clock.nowMillis())
    let own = try InboundGroupSession(sessionKey: try session.sessionKey())
    try keepGroupSession(own, room: room, owner: login.userID, senderKey: try cryptoAccount().0.curve25519Key)
    return (session, [])
  }

  /// The devices of `users`, this one left out, whose device keys are signed by themselves for
  /// the user and device they name and which may get room keys (`trustedForRoomKeys`).
  private func memberDevices(of users: Set<String>) throws -> [MemberDevice] {
    let query = try client.call(
      "POST", "/keys/query", body: .object([("device_keys", .object(users.sorted().map { ($0, .array([])) }))]))
    let devices = Self.selfSignedDevices(in: query, users: users).map(\.0).filter {
      !($0.user == login.userID && $0.device == login.deviceID)
    }
    return try trustedForRoomKeys(devices)
  }

  /// Sends the session's key to `devices` over Olm, opening sessions from claimed one-time keys
  /// where there is none; returns the devices it went to. A device with neither a session nor
  /// a one-time key left is tried again with the next message.
  private func shareRoomKey(
    _ session: OutboundGroupSession, room: String, with devices: [MemberDevice], olm: OlmAccount
  ) throws -> Set<String> {
    let roomKey = JSON.object([
      ("algorithm", .string(MegolmEncryption.algorithm)), ("room_id", .string(room)),
      ("session_id", .string(session.sessionID)), ("session_key", .string(try session.sessionKey())),
    ])
    return try sendOlm(type: "m.room_key", content: roomKey, to: devices, olm: olm)
  }

  /// Sends one to-device event to each of `devices`, encrypted over Olm for that device alone;
  /// returns the devices it went to (one with neither a session nor a one-time key left is not).
  func sendOlm(type eventType: String, content: JSON, to devices: [MemberDevice], olm: OlmAccount) throws
    -> Set<String>
  {
    var sessions = try olmSessions(for: devices, olm: olm)
    var messages: [String: [(String, JSON)]] = [:]
    let now = Clock.nowMillis()
    for device in devices {
      guard var olmSession = sessions[device.label] else { continue }
      let payload = JSON.object([
        ("type", .string(eventType)), ("content", content), ("sender", .string(login.userID)),
        ("sender_device", .string(login.deviceID)), ("keys", .object([("ed25519", .string(olm.ed25519Key))])),
        ("recipient", .string(device.user)), ("recipient_keys", .object([("ed25519", .string(device.ed25519))])),
      ])
      let (type, body) = try olmSession.encrypt(Array(payload.serialized.utf8))
      sessions[device.label] = olmSession
      try state.store.saveMatrixOlmSession(
        account: account, senderKey: device.curve25519, id: olmSession.sessionID, state: olmSession.state.serialized,
        usedAt: now)
      let ciphertext = JSON.object([
        (device.curve25519, .object([("type", .number(Double(type))), ("body", .string(body))]))
      ])
      messages[device.user, default: []].append(
        (
          device.device,
          .object([
            ("algorithm", .string(OlmEncryption.algorithm)), ("sender_key", .string(olm.curve25519Key)),
            ("ciphertext", ciphertext),
          ])
        ))
    }
    guard !messages.isEmpty else { return [] }
    try sendToDevice(type: "m.room.encrypted", messages)
    return Set(devices.filter { sessions[$0.label] != nil }.map(\.label))
  }

  /// PUT /sendToDevice: `messages` by user, then device.
  func sendToDevice(type: String, _ messages: [String: [(String, JSON)]]) throws {
    let transaction = Identifier.make("key")
    try client.call(
      "PUT", "/sendToDevice/\(type)/\(MatrixClient.escape(transaction))",
      body: .object([("messages", .object(messages.sorted { $0.key < $1.key }.map { ($0.key, .object($0.value)) }))]))
  }

  /// An Olm session with each device: the one last used, or one opened from a one-time key
  /// claimed for it (its signature checked against the device's key).
  private func olmSessions(for devices: [MemberDevice], olm: OlmAccount) throws -> [String: OlmSession] {
    var sessions: [String: OlmSession] = [:]
    var unclaimed: [MemberDevice] = []
    for device in devices {
      if let saved = try state.store.matrixOlmSessions(account: account, senderKey: device.curve25519).first,
        let session = try? OlmSession(state: try JSON.parse(saved.state))
      {
        sessions[device.label] = session
      } else {
        unclaimed.append(device)
      }
    }
    guard !unclaimed.isEmpty else { return sessions }
    let request = Dictionary(grouping: unclaimed, by: \.user).sorted { $0.key < $1.key }.map { user, devices in
      (user, JSON.object(devices.map { ($0.device, .string("signed_curve25519")) }))
    }
    let claimed = try client.call("POST", "/keys/claim", body: .object([("one_time_keys", .object(request))]))
    for device in unclaimed {
      guard let (_, key) = claimed["one_time_keys"]?[device.user]?[device.device]?.objectFields.first,
        let oneTimeKey = key["key"]?.stringValue,
        Ed25519.verify(json: key, userID: device.user, keyID: "ed25519:\(device.device)", publicKey: device.ed25519),
        let session = try? OlmSession(
          outboundFrom: olm, theirIdentityKey: device.curve25519, theirOneTimeKey: oneTimeKey)
      else { continue }
      sessions[device.label] = session
    }
    return sessions
  }
}
