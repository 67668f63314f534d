import Crypto
import PsstCore

/// The key of a server-side key backup, `m.megolm_backup.v1.curve25519-aes-sha2`: a Curve25519
/// key pair. Any device may encrypt room keys to its public half; only the holder of the
/// private half (the recovery key the user keeps) decrypts them.
public struct BackupKey {
  /// The Matrix name of the backup algorithm.
  public static let algorithm = "m.megolm_backup.v1.curve25519-aes-sha2"

  let privateKey: Curve25519.KeyAgreement.PrivateKey

  /// A new random backup key.
  public init() { privateKey = Primitives.newAgreementKey() }

  /// The backup key a recovery key encodes (spaces and line breaks ignored).
  public init(recoveryKey: String) throws {
    privateKey = try Primitives.curvePrivateKey(try RecoveryKey.decode(recoveryKey), what: "the recovery key")
  }

  /// The backup key from its raw 32 private bytes.
  public init(privateBytes: [UInt8]) throws {
    privateKey = try Primitives.curvePrivateKey(privateBytes, what: "the backup key")
  }

  /// The public half, as the backup version's `auth_data.public_key` (unpadded base64).
  public var publicKey: String { UnpaddedBase64.encode(privateKey.publicKey.rawRepresentation) }

  /// The private half as the user writes it down: base58 in groups of four.
  public var recoveryKey: String { RecoveryKey.encode(Array(privateKey.rawRepresentation)) }

  /// The plaintext of a backed-up key's `session_data`. The MAC is checked first; libolm
  /// (what deployed clients use) computes it over an empty message, the spec's text over the
  /// ciphertext: either is accepted. A wrong key fails here with `badMAC`.
  public func decrypt(_ sessionData: JSON) throws -> [UInt8] {
    guard let ephemeral = sessionData["ephemeral"]?.stringValue,
      let ciphertextText = sessionData["ciphertext"]?.stringValue, let macText = sessionData["mac"]?.stringValue
    else { throw CryptoError(.badEncoding, "the backed-up key lacks ephemeral, ciphertext or mac") }
    let theirs = try Primitives.curvePublicKey(
      try UnpaddedBase64.decode(ephemeral, what: "the ephemeral key"), what: "the ephemeral key")
    let ciphertext = try UnpaddedBase64.decode(ciphertextText, what: "the ciphertext")
    let mac = try UnpaddedBase64.decode(macText, what: "the MAC")
    let keys = CipherKeys(secret: try Primitives.sharedSecret(privateKey, theirs), info: "")
    guard keys.verify(mac: mac, of: []) || keys.verify(mac: mac, of: ciphertext) else {
      throw CryptoError(.badMAC, "the backed-up key's MAC does not match: another backup key")
    }
    return try keys.decrypt(ciphertext)
  }

  /// `plaintext` encrypted to the backup whose public key is `publicKey`: the `session_data`
  /// object (a fresh ephemeral key each time; the MAC as libolm computes it, so every client
  /// accepts it).
  public static func encrypt(_ plaintext: [UInt8], to publicKey: String) throws -> JSON {
    let backup = try Primitives.curvePublicKey(
      try UnpaddedBase64.decode(publicKey, what: "the backup's public key"), what: "the backup's public key")
    let ephemeral = Primitives.newAgreementKey()
    let keys = CipherKeys(secret: try Primitives.sharedSecret(ephemeral, backup), info: "")
    let ciphertext = try keys.encrypt(plaintext)
    return .object([
      ("ciphertext", .string(UnpaddedBase64.encode(ciphertext))),
      ("ephemeral", .string(UnpaddedBase64.encode(ephemeral.publicKey.rawRepresentation))),
      ("mac", .string(UnpaddedBase64.encode(keys.mac([])))),
    ])
  }
}

/// The spec's recovery key encoding: 0x8B 0x01, the 32 key bytes, a parity byte (the XOR of
/// all before it), in base58 (Bitcoin's alphabet), in groups of four characters.
enum RecoveryKey {
  static let prefix: [UInt8] = [0x8B, 0x01]
  private static let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz".utf8)

  static func encode(_ key: [UInt8]) -> String {
    let bytes = prefix + key
    let text = base58(bytes + [bytes.reduce(0, ^)])
    return stride(from: 0, to: text.count, by: 4).map { start in
      String(text[text.index(text.startIndex, offsetBy: start)...].prefix(4))
    }.joined(separator: " ")
  }

  /// The 32 key bytes; a `badEncoding` error saying what is wrong otherwise.
  static func decode(_ text: String) throws -> [UInt8] {
    let compact = text.unicodeScalars.filter { !$0.properties.isWhitespace }
    guard let bytes = fromBase58(Array(String(compact).utf8)) else {
      throw CryptoError(.badEncoding, "not a recovery key: it has characters base58 does not use")
    }
    guard bytes.count == prefix.count + 33, Array(bytes.prefix(2)) == prefix else {
      throw CryptoError(.badEncoding, "not a recovery key: wrong length or prefix")
    }
    guard bytes.reduce(0, ^) == 0 else {
      throw CryptoError(.badEncoding, "not a recovery key: its check byte does not match (a typo?)")
    }
    return Array(bytes[2..<34])
  }

  /// Base58 of `bytes`: the big-endian number in base 58, a '1' per leading zero byte.
  private static func base58(_ bytes: [UInt8]) -> String {
    var digits: [Int] = []
    for byte in bytes {
      var carry = Int(byte)
      for index in digits.indices {
        carry += digits[index] << 8
        digits[index] = carry % 58
        carry /= 58
      }
      while carry > 0 {
        digits.append(carry % 58)
        carry /= 58
      }
    }
    let zeros = bytes.prefix { $0 == 0 }.count
    return String(repeating: "1", count: zeros)
      + String(decoding: digits.reversed().map { alphabet[$0] }, as: UTF8.self)
  }

  private static func fromBase58(_ text: [UInt8]) -> [UInt8]? {
    var bytes: [Int] = []
    for character in text {
      guard let value = alphabet.firstIndex(of: character) else { return nil }
      var carry = value
      for index in bytes.indices {
        carry += bytes[index] * 58
        bytes[index] = carry & 0xFF
        carry >>= 8
      }
      while carry > 0 {
        bytes.append(carry & 0xFF)
        carry >>= 8
      }
    }
    let zeros = text.prefix { $0 == alphabet[0] }.count
    return [UInt8](repeating: 0, count: zeros) + bytes.reversed().map(UInt8.init)
  }
}
