import Crypto
import PsstCore

/// The Megolm ratchet (megolm.md): four 32-byte parts R0..R3 and a 32-bit counter. Advancing
/// rehashes R3 every step, R2 every 2^8, R1 every 2^16, R0 every 2^24, so a holder of the
/// ratchet at index i can derive every later index and no earlier one.
struct MegolmRatchet: Sendable, Equatable {
  static let partLength = 32
  static let length = 4 * partLength

  private(set) var parts: [[UInt8]]
  private(set) var counter: UInt32

  init(bytes: [UInt8], counter: UInt32) {
    parts = (0..<4).map { Array(bytes[$0 * Self.partLength..<($0 + 1) * Self.partLength]) }
    self.counter = counter
  }

  var bytes: [UInt8] { parts.flatMap { $0 } }

  /// R_to = HMAC(R_from, to): the spec's H_to applied to part `from`.
  private mutating func rehash(from: Int, to: Int) {
    parts[to] = Primitives.hmac(key: parts[from], [UInt8(to)])
  }

  /// One step: the highest part whose period the new counter completes, and all below it.
  mutating func advance() {
    counter &+= 1
    var mask: UInt32 = 0x00FF_FFFF
    var part = 0
    while part < 3 && counter & mask != 0 {
      part += 1
      mask >>= 8
    }
    for target in stride(from: 3, through: part, by: -1) { rehash(from: part, to: target) }
  }

  /// Jumps to `index` with at most 255 hashes per part, not one step per index.
  mutating func advance(to index: UInt32) {
    for part in 0..<4 {
      let shift = UInt32((3 - part) * 8)
      let mask = ~UInt32(0) << shift
      var steps = Int(((index >> shift) &- (counter >> shift)) & 0xFF)
      if steps == 0 {
        // Only R0 can be behind while its byte matches: the index wrapped past 2^32.
        guard index < counter else { continue }
        steps = 0x100
      }
      for _ in 1..<steps { rehash(from: part, to: part) }
      for target in stride(from: 3, through: part, by: -1) { rehash(from: part, to: target) }
      counter = index & mask
    }
  }

  /// The cipher keys of the current index.
  var cipherKeys: CipherKeys { CipherKeys(secret: bytes, info: "MEGOLM_KEYS") }
}

/// The group session a sender encrypts a room's messages with; others get its `sessionKey`
/// over Olm (`m.room_key`) and decrypt with an `InboundGroupSession`.
public struct OutboundGroupSession {
  private var ratchet: MegolmRatchet
  let signingKey: Curve25519.Signing.PrivateKey
  /// When it was made, for rotation by age.
  public let createdAt: Int64

  /// A new session: a random ratchet at index 0 and a new Ed25519 key.
  public init(createdAt: Int64 = 0) {
    ratchet = MegolmRatchet(bytes: Primitives.randomBytes(MegolmRatchet.length), counter: 0)
    signingKey = Primitives.newSigningKey()
    self.createdAt = createdAt
  }

  /// The session id: the unpadded base64 of its Ed25519 public key.
  public var sessionID: String { UnpaddedBase64.encode(signingKey.publicKey.rawRepresentation) }

  /// The index the next message gets (also: how many messages it has encrypted).
  public var messageIndex: UInt32 { ratchet.counter }

  /// The signed session key (version 2) at the current index, unpadded base64: what
  /// `m.room_key` carries. Whoever holds it can decrypt this and every later message.
  public func sessionKey() throws -> String {
    let unsigned = GroupSessionKey.encode(
      version: GroupSessionKey.signedVersion, ratchet: ratchet, publicKey: Array(signingKey.publicKey.rawRepresentation)
    )
    return UnpaddedBase64.encode(unsigned + (try Primitives.sign(unsigned, with: signingKey)))
  }

  /// Encrypts `plaintext` at the current index and advances: the unpadded base64 message.
  public mutating func encrypt(_ plaintext: [UInt8]) throws -> String {
    let keys = ratchet.cipherKeys
    let framed = MegolmMessage.frame(index: ratchet.counter, ciphertext: try keys.encrypt(plaintext))
    let macked = framed + keys.mac(framed)
    let signed = macked + (try Primitives.sign(macked, with: signingKey))
    ratchet.advance()
    return UnpaddedBase64.encode(signed)
  }

  /// Everything needed to restore the session: store it as a secret.
  public var state: JSON {
    .object([
      ("ratchet", .string(UnpaddedBase64.encode(ratchet.bytes))), ("counter", .number(Double(ratchet.counter))),
      ("signing", .string(UnpaddedBase64.encode(signingKey.rawRepresentation))),
      ("created_at", .number(Double(createdAt))),
    ])
  }

  /// Restores a session from `state`.
  public init(state: JSON) throws {
    let bytes = try UnpaddedBase64.decode(state["ratchet"]?.stringValue ?? "", what: "ratchet")
    guard bytes.count == MegolmRatchet.length, let counter = state["counter"]?.intValue else {
      throw CryptoError(.badEncoding, "the group session state has no valid ratchet")
    }
    ratchet = MegolmRatchet(bytes: bytes, counter: UInt32(truncatingIfNeeded: counter))
    signingKey = try Primitives.signingPrivateKey(
      try UnpaddedBase64.decode(state["signing"]?.stringValue ?? "", what: "signing key"), what: "signing key")
    createdAt = state["created_at"]?.intValue ?? 0
  }
}

/// The two formats a group session's key travels in: signed by the sender (version 2,
/// `m.room_key`) or exported without a signature (version 1, forwarded keys and backups).
enum GroupSessionKey {
  static let signedVersion: UInt8 = 2
  static let exportedVersion: UInt8 = 1
  private static let bodyLength = 1 + 4 + MegolmRatchet.length + 32

  static func encode(version: UInt8, ratchet: MegolmRatchet, publicKey: [UInt8]) -> [UInt8] {
    [version] + withUnsafeBytes(of: ratchet.counter.bigEndian) { Array($0) } + ratchet.bytes + publicKey
  }

  /// The ratchet and Ed25519 key of a session key; the signature of a version-2 key is checked.
  static func decode(_ bytes: [UInt8]) throws -> (ratchet: MegolmRatchet, publicKey: [UInt8], signed: Bool) {
    guard let version = bytes.first else { throw CryptoError(.badEncoding, "the session key is empty") }
    let expected = version == signedVersion ? bodyLength + 64 : bodyLength
    guard version == signedVersion || version == exportedVersion else {
      throw CryptoError(.unsupportedVersion, "session key version \(version) is not supported")
    }
    guard bytes.count == expected else { throw CryptoError(.badEncoding, "the session key has the wrong length") }
    let counter = bytes[1..<5].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let ratchet = MegolmRatchet(bytes: Array(bytes[5..<5 + MegolmRatchet.length]), counter: counter)
    let publicKey = Array(bytes[5 + MegolmRatchet.length..<bodyLength])
    if version == signedVersion {
      let key = try Primitives.signingPublicKey(publicKey, what: "the session's signing key")
      guard key.isValidSignature(bytes[bodyLength...], for: bytes[..<bodyLength]) else {
        throw CryptoError(.badSignature, "the session key's signature does not verify")
      }
    }
    return (ratchet, publicKey, version == signedVersion)
  }
}

/// A receiver's copy of a group session: the ratchet at the first index it can decrypt, the
/// sender's Ed25519 key that signs every message, and which event each index decrypted for.
public struct InboundGroupSession: Sendable {
  private let initialRatchet: MegolmRatchet
  /// A later copy, so decrypting message n+1 does not rehash from the first index again.
  private var latestRatchet: MegolmRatchet
  private let signingKey: [UInt8]
  /// Whether the key came signed by the session itself (from `m.room_key`), not exported.
  public let isSigned: Bool
  /// The event id each message index decrypted for: a second event with the same index is a replay.
  private var decryptedEvents: [UInt32: String]

  /// A session from an `m.room_key`'s signed `session_key` (unpadded base64).
  public init(sessionKey: String) throws {
    try self.init(keyBytes: try UnpaddedBase64.decode(sessionKey, what: "the session key"), requireSigned: true)
  }

  /// A session from an exported key (forwarded room keys, backups).
  public init(exportedKey: String) throws {
    try self.init(keyBytes: try UnpaddedBase64.decode(exportedKey, what: "the session key"), requireSigned: false)
  }

  private init(keyBytes: [UInt8], requireSigned: Bool) throws {
    let (ratchet, publicKey, signed) = try GroupSessionKey.decode(keyBytes)
    if requireSigned && !signed { throw CryptoError(.badSignature, "the session key is not signed") }
    initialRatchet = ratchet
    latestRatchet = ratchet
    signingKey = publicKey
    isSigned = signed
    decryptedEvents = [:]
  }

  /// The session id: the sender's Ed25519 session key, unpadded base64.
  public var sessionID: String { UnpaddedBase64.encode(signingKey) }

  /// The first message index this copy can decrypt.
  public var firstKnownIndex: UInt32 { initialRatchet.counter }

  /// The session exported at `index` (version 1, unsigned), for forwarding; nil before the
  /// first known index.
  public func export(at index: UInt32) -> String? {
    guard index >= initialRatchet.counter else { return nil }
    var ratchet = initialRatchet
    ratchet.advance(to: index)
    return UnpaddedBase64.encode(
      GroupSessionKey.encode(version: GroupSessionKey.exportedVersion, ratchet: ratchet, publicKey: signingKey))
  }

  /// Decrypts a message (unpadded base64). With `eventID`, the index is remembered for that
  /// event, and a different event at an index already used is refused as a replay.
  public mutating func decrypt(_ body: String, eventID: String? = nil) throws -> (plaintext: [UInt8], index: UInt32) {
    let message = try MegolmMessage(decoding: try UnpaddedBase64.decode(body, what: "the Megolm message"))
    let key = try Primitives.signingPublicKey(signingKey, what: "the session's signing key")
    guard key.isValidSignature(message.signature, for: message.signed) else {
      throw CryptoError(.badSignature, "the Megolm message's signature does not verify")
    }
    guard message.index >= initialRatchet.counter else {
      throw CryptoError(
        .unknownMessageIndex,
        "message index \(message.index) is before this session's first known index \(initialRatchet.counter)")
    }
    if let eventID, let earlier = decryptedEvents[message.index], earlier != eventID {
      throw CryptoError(.replayed, "message index \(message.index) was already used by another event")
    }
    var ratchet = latestRatchet.counter <= message.index ? latestRatchet : initialRatchet
    ratchet.advance(to: message.index)
    let keys = ratchet.cipherKeys
    guard keys.verify(mac: message.mac, of: message.authenticated) else {
      throw CryptoError(.badMAC, "the Megolm message's MAC does not match")
    }
    let plaintext = try keys.decrypt(message.ciphertext)
    if latestRatchet.counter <= message.index { latestRatchet = ratchet }
    if let eventID { decryptedEvents[message.index] = eventID }
    return (plaintext, message.index)
  }

  /// Everything needed to restore the session: store it as a secret.
  public var state: JSON {
    func ratchet(_ ratchet: MegolmRatchet) -> JSON {
      .object([
        ("bytes", .string(UnpaddedBase64.encode(ratchet.bytes))), ("counter", .number(Double(ratchet.counter))),
      ])
    }
    return .object([
      ("initial", ratchet(initialRatchet)), ("latest", ratchet(latestRatchet)),
      ("signing_key", .string(UnpaddedBase64.encode(signingKey))), ("signed", .bool(isSigned)),
      (
        "events",
        .object(decryptedEvents.sorted { $0.key < $1.key }.map { (String($0.key), .string($0.value)) })
      ),
    ])
  }

  /// Restores a session from `state`.
  public init(state: JSON) throws {
    func ratchet(_ value: JSON?) throws -> MegolmRatchet {
      let bytes = try UnpaddedBase64.decode(value?["bytes"]?.stringValue ?? "", what: "ratchet")
      guard bytes.count == MegolmRatchet.length, let counter = value?["counter"]?.intValue else {
        throw CryptoError(.badEncoding, "the group session state has no valid ratchet")
      }
      return MegolmRatchet(bytes: bytes, counter: UInt32(truncatingIfNeeded: counter))
    }
    initialRatchet = try ratchet(state["initial"])
    latestRatchet = try ratchet(state["latest"])
    signingKey = try UnpaddedBase64.decode(state["signing_key"]?.stringValue ?? "", what: "signing key")
    isSigned = state["signed"]?.boolValue ?? false
    var events: [UInt32: String] = [:]
    if case .object(let fields) = state["events"] ?? .null {
      for (index, event) in fields {
        if let number = UInt32(index), let id = event.stringValue { events[number] = id }
      }
    }
    decryptedEvents = events
  }
}
