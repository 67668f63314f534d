import Crypto
import PsstCore

/// A chain of the double ratchet: its ratchet key and the chain key at `index`.
struct ChainKey: Sendable {
  var key: [UInt8]
  var index: UInt32

  /// The key of message `index`: HMAC(C, 0x01).
  var messageKey: [UInt8] { Primitives.hmac(key: key, [0x01]) }

  /// The next chain key: HMAC(C, 0x02).
  func advanced() -> ChainKey { ChainKey(key: Primitives.hmac(key: key, [0x02]), index: index &+ 1) }
}

/// A one-to-one Olm session (the olm.md double ratchet): a root key, the chain this side sends
/// on, the chains the other side sent on, and message keys kept for messages that arrive out
/// of order.
public struct OlmSession {
  static let maxReceiverChains = 5
  static let maxSkippedKeys = 40
  /// How far ahead of a chain a message may be before it is refused rather than derived.
  static let maxMessageGap: UInt32 = 2000

  struct SenderChain {
    let ratchetKey: Curve25519.KeyAgreement.PrivateKey
    var chain: ChainKey
  }

  struct ReceiverChain: Sendable {
    let ratchetKey: [UInt8]
    var chain: ChainKey
  }

  struct SkippedKey: Sendable {
    let ratchetKey: [UInt8]
    let index: UInt32
    let messageKey: [UInt8]
  }

  private var rootKey: [UInt8]
  private var senderChain: SenderChain?
  private var receiverChains: [ReceiverChain]
  private var skippedKeys: [SkippedKey]
  /// Alice's identity and base keys and the one-time key of Bob's she used: what a pre-key
  /// message carries and what the session id hashes.
  private let aliceIdentityKey: [UInt8]
  private let aliceBaseKey: [UInt8]
  private let bobOneTimeKey: [UInt8]
  /// Whether a message from the other side decrypted: until then this side sends pre-key
  /// messages, so the other side can still open the session.
  public private(set) var hasReceivedMessage: Bool

  /// The session id: SHA-256 of Alice's identity key, her base key and Bob's one-time key.
  public var sessionID: String {
    UnpaddedBase64.encode(Primitives.sha256(aliceIdentityKey + aliceBaseKey + bobOneTimeKey))
  }

  // MARK: opening

  /// Opens a session to the device with identity key `theirIdentityKey` using one of its
  /// claimed one-time keys (both unpadded base64): this side is "Alice".
  public init(outboundFrom account: OlmAccount, theirIdentityKey: String, theirOneTimeKey: String) throws {
    let identity = try UnpaddedBase64.decode(theirIdentityKey, what: "identity key")
    let oneTime = try UnpaddedBase64.decode(theirOneTimeKey, what: "one-time key")
    let theirIdentity = try Primitives.curvePublicKey(identity, what: "their identity key")
    let theirOneTime = try Primitives.curvePublicKey(oneTime, what: "their one-time key")
    let baseKey = Primitives.newAgreementKey()
    let secret =
      try Primitives.sharedSecret(account.identityKey, theirOneTime)
      + Primitives.sharedSecret(baseKey, theirIdentity)
      + Primitives.sharedSecret(baseKey, theirOneTime)
    let derived = Primitives.hkdf(secret, salt: [], info: "OLM_ROOT", count: 64)
    rootKey = Array(derived[0..<32])
    senderChain = SenderChain(
      ratchetKey: Primitives.newAgreementKey(), chain: ChainKey(key: Array(derived[32..<64]), index: 0))
    receiverChains = []
    skippedKeys = []
    aliceIdentityKey = Array(account.identityKey.publicKey.rawRepresentation)
    aliceBaseKey = Array(baseKey.publicKey.rawRepresentation)
    bobOneTimeKey = oneTime
    hasReceivedMessage = false
  }

  /// Opens the session a pre-key message (type 0, unpadded base64 body) starts and decrypts
  /// it: this side is "Bob". With `senderKey`, the message must come from that identity key.
  /// The one-time key it used is removed from `account`, so the caller must store it again.
  public static func inbound(account: inout OlmAccount, preKeyMessage body: String, from senderKey: String? = nil)
    throws -> (session: OlmSession, plaintext: [UInt8])
  {
    let preKey = try OlmPreKeyMessage(decoding: try UnpaddedBase64.decode(body, what: "the pre-key message"))
    if let senderKey, UnpaddedBase64.decode(senderKey) != preKey.identityKey {
      throw CryptoError(.badEncoding, "the pre-key message is not from the identity key it claims")
    }
    guard let oneTimeKey = account.oneTimeKey(publicKey: preKey.oneTimeKey) else {
      throw CryptoError(.unknownOneTimeKey, "the pre-key message names a one-time key this device does not have")
    }
    var session = try OlmSession(bob: account, oneTimeKey: oneTimeKey, preKey: preKey)
    let plaintext = try session.decrypt(message: try OlmMessage(decoding: preKey.message))
    account.removeOneTimeKey(publicKey: preKey.oneTimeKey)
    return (session, plaintext)
  }

  private init(
    bob account: OlmAccount, oneTimeKey: Curve25519.KeyAgreement.PrivateKey, preKey: OlmPreKeyMessage
  ) throws {
    let theirIdentity = try Primitives.curvePublicKey(preKey.identityKey, what: "their identity key")
    let theirBase = try Primitives.curvePublicKey(preKey.baseKey, what: "their base key")
    let secret =
      try Primitives.sharedSecret(oneTimeKey, theirIdentity)
      + Primitives.sharedSecret(account.identityKey, theirBase)
      + Primitives.sharedSecret(oneTimeKey, theirBase)
    let derived = Primitives.hkdf(secret, salt: [], info: "OLM_ROOT", count: 64)
    let firstMessage = try OlmMessage(decoding: preKey.message)
    rootKey = Array(derived[0..<32])
    senderChain = nil
    receiverChains = [
      ReceiverChain(ratchetKey: firstMessage.ratchetKey, chain: ChainKey(key: Array(derived[32..<64]), index: 0))
    ]
    skippedKeys = []
    aliceIdentityKey = preKey.identityKey
    aliceBaseKey = preKey.baseKey
    bobOneTimeKey = preKey.oneTimeKey
    hasReceivedMessage = true
  }

  /// Whether the pre-key message `body` belongs to this session (a resend before any reply),
  /// so it is decrypted here rather than opening a new session.
  public func matches(preKeyMessage body: String) -> Bool {
    guard let bytes = UnpaddedBase64.decode(body), let preKey = try? OlmPreKeyMessage(decoding: bytes) else {
      return false
    }
    return preKey.identityKey == aliceIdentityKey && preKey.baseKey == aliceBaseKey
      && preKey.oneTimeKey == bobOneTimeKey
  }

  // MARK: messages

  /// The Matrix type of the next message: 0 (pre-key) until the other side has answered, then 1.
  public var nextMessageType: Int { hasReceivedMessage ? 1 : 0 }

  /// Encrypts `plaintext`; returns the Matrix message type and the unpadded base64 body.
  public mutating func encrypt(_ plaintext: [UInt8]) throws -> (type: Int, body: String) {
    let sender = try currentSenderChain()
    let keys = CipherKeys(secret: sender.chain.messageKey, info: "OLM_KEYS")
    let message = OlmMessage(
      ratchetKey: Array(sender.ratchetKey.publicKey.rawRepresentation), chainIndex: sender.chain.index,
      ciphertext: try keys.encrypt(plaintext), keys: keys)
    senderChain = SenderChain(ratchetKey: sender.ratchetKey, chain: sender.chain.advanced())
    guard hasReceivedMessage else {
      let preKey = OlmPreKeyMessage(
        oneTimeKey: bobOneTimeKey, baseKey: aliceBaseKey, identityKey: aliceIdentityKey, message: message.encoded)
      return (0, UnpaddedBase64.encode(preKey.encoded))
    }
    return (1, UnpaddedBase64.encode(message.encoded))
  }

  /// Decrypts a message of Matrix type 0 (pre-key, for a session that `matches` it) or 1.
  public mutating func decrypt(type: Int, body: String) throws -> [UInt8] {
    let bytes = try UnpaddedBase64.decode(body, what: "the Olm message")
    switch type {
    case 0:
      let preKey = try OlmPreKeyMessage(decoding: bytes)
      guard
        preKey.identityKey == aliceIdentityKey && preKey.baseKey == aliceBaseKey
          && preKey.oneTimeKey == bobOneTimeKey
      else { throw CryptoError(.badEncoding, "the pre-key message belongs to another session") }
      return try decrypt(message: try OlmMessage(decoding: preKey.message))
    case 1: return try decrypt(message: try OlmMessage(decoding: bytes))
    default: throw CryptoError(.badEncoding, "Olm message type \(type) is unknown")
    }
  }

  /// The chain to send on; after receiving on a new chain, a fresh ratchet key and a root step.
  private mutating func currentSenderChain() throws -> SenderChain {
    if let senderChain { return senderChain }
    guard let theirs = receiverChains.first else {
      throw CryptoError(.badEncoding, "the session has no chain to send on")
    }
    let ratchetKey = Primitives.newAgreementKey()
    let (root, chain) = try Self.ratchetStep(
      rootKey: rootKey, ours: ratchetKey,
      theirs: try Primitives.curvePublicKey(theirs.ratchetKey, what: "their ratchet key"))
    rootKey = root
    let sender = SenderChain(ratchetKey: ratchetKey, chain: chain)
    senderChain = sender
    return sender
  }

  /// R_i || C_i,0 = HKDF(salt: R_i-1, ECDH(ours, theirs), "OLM_RATCHET").
  private static func ratchetStep(
    rootKey: [UInt8], ours: Curve25519.KeyAgreement.PrivateKey, theirs: Curve25519.KeyAgreement.PublicKey
  ) throws -> (root: [UInt8], chain: ChainKey) {
    let derived = Primitives.hkdf(
      try Primitives.sharedSecret(ours, theirs), salt: rootKey, info: "OLM_RATCHET", count: 64)
    return (Array(derived[0..<32]), ChainKey(key: Array(derived[32..<64]), index: 0))
  }

  /// Decrypts one message; the session changes only when the MAC checks and it decrypts.
  private mutating func decrypt(message: OlmMessage) throws -> [UInt8] {
    if let chainIndex = receiverChains.firstIndex(where: { $0.ratchetKey == message.ratchetKey }) {
      let chain = receiverChains[chainIndex].chain
      if message.chainIndex < chain.index {
        return try decryptSkipped(message)
      }
      let (plaintext, advanced, skipped) = try Self.decrypt(message, on: chain)
      receiverChains[chainIndex].chain = advanced
      keepSkipped(skipped)
      hasReceivedMessage = true
      return plaintext
    }
    // A new ratchet key: the other side received ours and stepped the ratchet.
    guard let senderChain else {
      throw CryptoError(.badEncoding, "a message on a new chain arrived before this side sent one")
    }
    let (root, chain) = try Self.ratchetStep(
      rootKey: rootKey, ours: senderChain.ratchetKey,
      theirs: try Primitives.curvePublicKey(message.ratchetKey, what: "their ratchet key"))
    let (plaintext, advanced, skipped) = try Self.decrypt(message, on: chain)
    rootKey = root
    receiverChains.insert(ReceiverChain(ratchetKey: message.ratchetKey, chain: advanced), at: 0)
    if receiverChains.count > Self.maxReceiverChains { receiverChains.removeLast() }
    self.senderChain = nil
    keepSkipped(skipped)
    hasReceivedMessage = true
    return plaintext
  }

  /// Decrypts `message` on `chain` (at or ahead of its index): the plaintext, the chain after
  /// it, and the keys of the messages it skipped.
  private static func decrypt(_ message: OlmMessage, on chain: ChainKey) throws -> (
    [UInt8], ChainKey, [SkippedKey]
  ) {
    guard message.chainIndex - chain.index <= maxMessageGap else {
      throw CryptoError(.messageTooFarAhead, "the message is too far ahead of its chain")
    }
    var current = chain
    var skipped: [SkippedKey] = []
    while current.index < message.chainIndex {
      skipped.append(SkippedKey(ratchetKey: message.ratchetKey, index: current.index, messageKey: current.messageKey))
      current = current.advanced()
    }
    let plaintext = try open(message, messageKey: current.messageKey)
    return (plaintext, current.advanced(), skipped.suffix(maxSkippedKeys))
  }

  private mutating func decryptSkipped(_ message: OlmMessage) throws -> [UInt8] {
    guard
      let position = skippedKeys.firstIndex(where: {
        $0.ratchetKey == message.ratchetKey && $0.index == message.chainIndex
      })
    else {
      throw CryptoError(.replayed, "the message's key was already used or is too old")
    }
    let plaintext = try Self.open(message, messageKey: skippedKeys[position].messageKey)
    skippedKeys.remove(at: position)
    hasReceivedMessage = true
    return plaintext
  }

  private mutating func keepSkipped(_ skipped: [SkippedKey]) {
    skippedKeys += skipped
    if skippedKeys.count > Self.maxSkippedKeys { skippedKeys.removeFirst(skippedKeys.count - Self.maxSkippedKeys) }
  }

  private static func open(_ message: OlmMessage, messageKey: [UInt8]) throws -> [UInt8] {
    let keys = CipherKeys(secret: messageKey, info: "OLM_KEYS")
    guard keys.verify(mac: message.mac, of: message.authenticated) else {
      throw CryptoError(.badMAC, "the Olm message's MAC does not match")
    }
    return try keys.decrypt(message.ciphertext)
  }

  // MARK: state

  /// Everything needed to restore the session, keys included: store it as a secret.
  public var state: JSON {
    func chain(_ chain: ChainKey) -> JSON {
      .object([("key", .string(UnpaddedBase64.encode(chain.key))), ("index", .number(Double(chain.index)))])
    }
    var fields: [(String, JSON)] = [
      ("root", .string(UnpaddedBase64.encode(rootKey))),
      ("alice_identity", .string(UnpaddedBase64.encode(aliceIdentityKey))),
      ("alice_base", .string(UnpaddedBase64.encode(aliceBaseKey))),
      ("bob_one_time", .string(UnpaddedBase64.encode(bobOneTimeKey))),
      ("received", .bool(hasReceivedMessage)),
      (
        "receivers",
        .array(
          receiverChains.map {
            .object([("ratchet", .string(UnpaddedBase64.encode($0.ratchetKey))), ("chain", chain($0.chain))])
          })
      ),
      (
        "skipped",
        .array(
          skippedKeys.map {
            .object([
              ("ratchet", .string(UnpaddedBase64.encode($0.ratchetKey))), ("index", .number(Double($0.index))),
              ("key", .string(UnpaddedBase64.encode($0.messageKey))),
            ])
          })
      ),
    ]
    if let senderChain {
      fields.append(
        (
          "sender",
          .object([
            ("ratchet", .string(UnpaddedBase64.encode(senderChain.ratchetKey.rawRepresentation))),
            ("chain", chain(senderChain.chain)),
          ])
        ))
    }
    return .object(fields)
  }

  /// Restores a session from `state`.
  public init(state: JSON) throws {
    func bytes(_ value: JSON?, _ what: String) throws -> [UInt8] {
      try UnpaddedBase64.decode(value?.stringValue ?? "", what: what)
    }
    func chain(_ value: JSON?) throws -> ChainKey {
      guard let index = value?["index"]?.intValue else { throw CryptoError(.badEncoding, "a chain has no index") }
      return ChainKey(key: try bytes(value?["key"], "chain key"), index: UInt32(truncatingIfNeeded: index))
    }
    rootKey = try bytes(state["root"], "root key")
    aliceIdentityKey = try bytes(state["alice_identity"], "identity key")
    aliceBaseKey = try bytes(state["alice_base"], "base key")
    bobOneTimeKey = try bytes(state["bob_one_time"], "one-time key")
    hasReceivedMessage = state["received"]?.boolValue ?? false
    receiverChains = try (state["receivers"]?.arrayValue ?? []).map {
      ReceiverChain(ratchetKey: try bytes($0["ratchet"], "ratchet key"), chain: try chain($0["chain"]))
    }
    skippedKeys = try (state["skipped"]?.arrayValue ?? []).map {
      SkippedKey(
        ratchetKey: try bytes($0["ratchet"], "ratchet key"),
        index: UInt32(truncatingIfNeeded: $0["index"]?.intValue ?? 0), messageKey: try bytes($0["key"], "message key"))
    }
    if let sender = state["sender"] {
      senderChain = SenderChain(
        ratchetKey: try Primitives.curvePrivateKey(try bytes(sender["ratchet"], "ratchet key"), what: "ratchet key"),
        chain: try chain(sender["chain"]))
    } else {
      senderChain = nil
    }
  }
}
