import Crypto
import PsstCore

/// One device's long-term Olm keys: a Curve25519 identity key, an Ed25519 signing key, and the
/// one-time keys others claim to open sessions with it. The private halves live only in
/// `state` (which the store keeps 0600); nothing else here exposes them.
public struct OlmAccount {
  /// How many unused one-time keys an account keeps; older ones are dropped beyond it.
  public static let maxOneTimeKeys = 100

  struct OneTimeKey {
    let id: UInt32
    let key: Curve25519.KeyAgreement.PrivateKey
    var published: Bool

    var publicKey: [UInt8] { Array(key.publicKey.rawRepresentation) }
    /// The key id Matrix lists it under: the unpadded base64 of its 32-bit number.
    var keyID: String { UnpaddedBase64.encode(withUnsafeBytes(of: id.bigEndian) { Array($0) }) }
  }

  let identityKey: Curve25519.KeyAgreement.PrivateKey
  let signingKey: Curve25519.Signing.PrivateKey
  private(set) var oneTimeKeys: [OneTimeKey]
  private var nextKeyID: UInt32

  /// A new account with fresh identity and signing keys and no one-time keys.
  public init() {
    identityKey = Primitives.newAgreementKey()
    signingKey = Primitives.newSigningKey()
    oneTimeKeys = []
    nextKeyID = 1
  }

  /// The Curve25519 identity key, unpadded base64 (the device's `curve25519:DEVICE` key).
  public var curve25519Key: String { UnpaddedBase64.encode(identityKey.publicKey.rawRepresentation) }
  /// The Ed25519 signing key, unpadded base64 (the device's `ed25519:DEVICE` key).
  public var ed25519Key: String { UnpaddedBase64.encode(signingKey.publicKey.rawRepresentation) }

  /// The Ed25519 signature of `message`, unpadded base64.
  public func sign(_ message: [UInt8]) throws -> String {
    UnpaddedBase64.encode(try Primitives.sign(message, with: signingKey))
  }

  /// The signature of a Matrix object: over its canonical JSON without `signatures`/`unsigned`.
  public func sign(json: JSON) throws -> String { try sign(json.withoutSignatures.canonicalBytes) }

  // MARK: one-time keys

  /// Makes `count` new one-time keys, dropping the oldest beyond `maxOneTimeKeys`.
  public mutating func generateOneTimeKeys(_ count: Int) {
    for _ in 0..<max(0, count) {
      oneTimeKeys.append(OneTimeKey(id: nextKeyID, key: Primitives.newAgreementKey(), published: false))
      nextKeyID &+= 1
    }
    if oneTimeKeys.count > Self.maxOneTimeKeys { oneTimeKeys.removeFirst(oneTimeKeys.count - Self.maxOneTimeKeys) }
  }

  /// The one-time keys not yet uploaded, as (key id, unpadded base64 public key).
  public var unpublishedOneTimeKeys: [(id: String, key: String)] {
    oneTimeKeys.filter { !$0.published }.map { ($0.keyID, UnpaddedBase64.encode($0.publicKey)) }
  }

  /// Records that the unpublished keys were uploaded.
  public mutating func markOneTimeKeysPublished() {
    for index in oneTimeKeys.indices { oneTimeKeys[index].published = true }
  }

  /// The private one-time key whose public half is `publicKey`, if the account still has it.
  func oneTimeKey(publicKey: [UInt8]) -> Curve25519.KeyAgreement.PrivateKey? {
    oneTimeKeys.first { $0.publicKey == publicKey }?.key
  }

  /// Forgets a one-time key once a session used it, so it cannot open a second one.
  mutating func removeOneTimeKey(publicKey: [UInt8]) {
    oneTimeKeys.removeAll { $0.publicKey == publicKey }
  }

  // MARK: Matrix objects

  /// The signed `device_keys` object `/keys/upload` takes.
  public func deviceKeys(userID: String, deviceID: String) throws -> JSON {
    let unsigned: JSON = .object([
      ("user_id", .string(userID)), ("device_id", .string(deviceID)),
      ("algorithms", .array([.string(OlmEncryption.algorithm), .string(MegolmEncryption.algorithm)])),
      (
        "keys",
        .object([("curve25519:\(deviceID)", .string(curve25519Key)), ("ed25519:\(deviceID)", .string(ed25519Key))])
      ),
    ])
    return try signed(unsigned, userID: userID, deviceID: deviceID)
  }

  /// The unpublished one-time keys as the signed `one_time_keys` object `/keys/upload` takes.
  public func signedOneTimeKeys(userID: String, deviceID: String) throws -> JSON {
    var keys: [(String, JSON)] = []
    for (id, key) in unpublishedOneTimeKeys {
      keys.append(
        ("signed_curve25519:\(id)", try signed(.object([("key", .string(key))]), userID: userID, deviceID: deviceID)))
    }
    return .object(keys)
  }

  private func signed(_ object: JSON, userID: String, deviceID: String) throws -> JSON {
    guard case .object(let fields) = object else { return object }
    let signature = try sign(json: object)
    return .object(
      fields + [("signatures", .object([(userID, .object([("ed25519:\(deviceID)", .string(signature))]))]))])
  }

  // MARK: state

  /// Everything needed to restore the account, private keys included: store it as a secret.
  public var state: JSON {
    .object([
      ("identity", .string(UnpaddedBase64.encode(identityKey.rawRepresentation))),
      ("signing", .string(UnpaddedBase64.encode(signingKey.rawRepresentation))),
      ("next_key_id", .number(Double(nextKeyID))),
      (
        "one_time_keys",
        .array(
          oneTimeKeys.map {
            .object([
              ("id", .number(Double($0.id))), ("key", .string(UnpaddedBase64.encode($0.key.rawRepresentation))),
              ("published", .bool($0.published)),
            ])
          })
      ),
    ])
  }

  /// Restores an account from `state`.
  public init(state: JSON) throws {
    identityKey = try Primitives.curvePrivateKey(
      try UnpaddedBase64.decode(state["identity"]?.stringValue ?? "", what: "identity key"), what: "identity key")
    signingKey = try Primitives.signingPrivateKey(
      try UnpaddedBase64.decode(state["signing"]?.stringValue ?? "", what: "signing key"), what: "signing key")
    guard let next = state["next_key_id"]?.intValue, let keys = state["one_time_keys"]?.arrayValue else {
      throw CryptoError(.badEncoding, "the account state has no one-time keys")
    }
    nextKeyID = UInt32(truncatingIfNeeded: next)
    oneTimeKeys = try keys.map { entry in
      guard let id = entry["id"]?.intValue, let key = entry["key"]?.stringValue else {
        throw CryptoError(.badEncoding, "a one-time key in the account state is incomplete")
      }
      return OneTimeKey(
        id: UInt32(truncatingIfNeeded: id),
        key: try Primitives.curvePrivateKey(try UnpaddedBase64.decode(key, what: "one-time key"), what: "one-time key"),
        published: entry["published"]?.boolValue ?? false)
    }
  }
}

/// Ed25519 checks of other devices' signatures.
public enum Ed25519 {
  /// Whether `signature` (unpadded base64) is `publicKey`'s signature of `message`.
  public static func verify(signature: String, of message: [UInt8], publicKey: String) -> Bool {
    guard let signatureBytes = UnpaddedBase64.decode(signature), let keyBytes = UnpaddedBase64.decode(publicKey),
      let key = try? Curve25519.Signing.PublicKey(rawRepresentation: keyBytes)
    else { return false }
    return key.isValidSignature(signatureBytes, for: message)
  }

  /// Whether the Matrix object `json` carries a valid signature by `userID`'s key `keyID`
  /// (`ed25519:DEVICE`) whose public half is `publicKey`.
  public static func verify(json: JSON, userID: String, keyID: String, publicKey: String) -> Bool {
    guard let signature = json["signatures"]?[userID]?[keyID]?.stringValue else { return false }
    return verify(signature: signature, of: json.withoutSignatures.canonicalBytes, publicKey: publicKey)
  }
}
