import PsstCore
import PsstCrypto

/// Room key requests between this account's own devices (`m.room_key_request`,
/// `m.forwarded_room_key`): a device that sees a message whose key it lacks asks the others, and
/// a device that holds the key answers, but only a device of this account the user verified
/// (`psst-account devices verify`): whoever adds a device to the account on the server must not
/// be handed the history.
extension MatrixTransport {
  /// Asks this account's other devices for a room key (sent once, when the first event waits
  /// for it). A failure to ask never fails the sync: the key backup or the sender may still
  /// bring it.
  func requestRoomKey(room: String, sessionID: String, senderKey: String) throws {
    let body = JSON.object([
      ("algorithm", .string(MegolmEncryption.algorithm)), ("room_id", .string(room)),
      ("sender_key", .string(senderKey)), ("session_id", .string(sessionID)),
    ])
    let request = JSON.object([
      ("action", "request"), ("body", body), ("request_id", .string(Identifier.make("req"))),
      ("requesting_device_id", .string(login.deviceID)),
    ])
    do {
      try sendToDevice(type: "m.room_key_request", [login.userID: [("*", request)]])
    } catch is MatrixError {
      return
    }
  }

  /// Answers the sync's key requests from this account's verified devices with the keys this
  /// device holds, each over Olm to the asking device alone.
  func answerKeyRequests(_ events: [JSON]) throws {
    let requests = events.filter {
      $0["type"]?.stringValue == "m.room_key_request" && $0["sender"]?.stringValue == login.userID
        && $0["content"]?["action"]?.stringValue == "request"
    }
    guard !requests.isEmpty else { return }
    let olm = try cryptoAccount().0
    for request in requests.prefix(Self.keyRequestsPerSync) {
      let content = request["content"] ?? .object([])
      guard let asking = content["requesting_device_id"]?.stringValue, asking != login.deviceID,
        let device = try verifiedOwnDevice(asking),
        let forwarded = try forwardedKey(for: content["body"] ?? .object([]), olm: olm)
      else { continue }
      do {
        _ = try sendOlm(type: "m.forwarded_room_key", content: forwarded, to: [device], olm: olm)
      } catch is MatrixError {
        continue
      }
    }
  }

  /// Requests answered per sync: one device asking for a whole history is served over several.
  static let keyRequestsPerSync = 100

  /// A device of this account the user verified, as the store knows it.
  private func verifiedOwnDevice(_ device: String) throws -> MemberDevice? {
    guard let known = try state.store.matrixDevice(account: account, user: login.userID, device: device),
      known.trust == .verified
    else { return nil }
    return MemberDevice(user: known.user, device: known.device, curve25519: known.curve25519, ed25519: known.ed25519)
  }

  /// The `m.forwarded_room_key` content for a requested session this device holds.
  private func forwardedKey(for body: JSON, olm: OlmAccount) throws -> JSON? {
    guard body["algorithm"]?.stringValue == MegolmEncryption.algorithm,
      let room = body["room_id"]?.stringValue, let sessionID = body["session_id"]?.stringValue,
      let stored = try state.store.matrixGroupSession(account: account, room: room, id: sessionID),
      stored.senderKey == body["sender_key"]?.stringValue,
      let kept = try? KeptGroupSession(stored: stored),
      let exported = kept.session.export(at: kept.session.firstKnownIndex)
    else { return nil }
    let claimed = stored.senderKey == olm.curve25519Key ? olm.ed25519Key : ""
    return .object([
      ("algorithm", .string(MegolmEncryption.algorithm)), ("room_id", .string(room)),
      ("sender_key", .string(stored.senderKey)), ("session_id", .string(sessionID)),
      ("session_key", .string(exported)), ("sender_claimed_ed25519_key", .string(claimed)),
      ("forwarding_curve25519_key_chain", .array([])),
    ])
  }

  /// Keeps a forwarded room key from a verified device of this account, for a session an event
  /// here is waiting for (nothing is taken unasked); returns the (room, session) it opens. Its
  /// owner is found from the event's sender when the event is decrypted.
  func receiveForwardedKey(_ event: JSON, from sender: String, senderKey olmKey: String) throws -> (
    room: String, session: String
  )? {
    let content = event["content"] ?? .object([])
    guard sender == login.userID, let deviceID = event["sender_device"]?.stringValue,
      let device = try verifiedOwnDevice(deviceID), device.curve25519 == olmKey,
      content["algorithm"]?.stringValue == MegolmEncryption.algorithm,
      let room = content["room_id"]?.stringValue, let sessionID = content["session_id"]?.stringValue,
      let senderKey = content["sender_key"]?.stringValue, let exported = content["session_key"]?.stringValue,
      let session = try? InboundGroupSession(exportedKey: exported), session.sessionID == sessionID,
      try state.store.isWaitingForKey(account: account, room: room, sessionID: sessionID),
      try state.store.matrixGroupSession(account: account, room: room, id: sessionID) == nil
    else { return nil }
    try keepGroupSession(session, room: room, owner: nil, senderKey: senderKey)
    return (room, sessionID)
  }
}
