import Crypto
import CryptoExtras
import PsstCore

/// A file as Matrix sends it into an end-to-end encrypted room (the spec's `EncryptedFile`,
/// version 2): AES-256-CTR under a fresh key, the counter half of the IV zero, and the SHA-256
/// of the ciphertext, which is checked before anything is decrypted. The key travels only
/// inside the (Megolm-encrypted) event.
public struct EncryptedFile: Sendable, Equatable {
  public let key: [UInt8]
  public let iv: [UInt8]
  /// SHA-256 of the ciphertext as uploaded.
  public let sha256: [UInt8]

  /// Encrypts `plaintext` under a fresh key and IV.
  public static func encrypt(_ plaintext: [UInt8]) throws -> (ciphertext: [UInt8], file: EncryptedFile) {
    let key = Primitives.randomBytes(32)
    // Only the first 8 bytes are random: the last 8 are the block counter, starting at zero so
    // that it cannot wrap within a file (what the spec asks of senders).
    let iv = Primitives.randomBytes(8) + [UInt8](repeating: 0, count: 8)
    let ciphertext = try ctr(plaintext, key: key, iv: iv)
    return (ciphertext, EncryptedFile(key: key, iv: iv, sha256: Primitives.sha256(ciphertext)))
  }

  /// The plaintext of `ciphertext`, after checking that it is the file this key belongs to.
  public func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] {
    let digest = Primitives.sha256(ciphertext)
    guard digest.count == sha256.count, zip(digest, sha256).reduce(UInt8(0), { $0 | ($1.0 ^ $1.1) }) == 0 else {
      throw CryptoError(.badMAC, "the downloaded file is not the one the message names (its SHA-256 differs)")
    }
    return try Self.ctr(ciphertext, key: key, iv: iv)
  }

  /// The `file` object of an event's content: where the ciphertext is and how to read it.
  public func json(url: String) -> JSON {
    .object([
      ("url", .string(url)),
      (
        "key",
        .object([
          ("kty", "oct"), ("key_ops", .array(["encrypt", "decrypt"])), ("alg", "A256CTR"),
          ("k", .string(Self.base64URL(key))), ("ext", .bool(true)),
        ])
      ),
      ("iv", .string(UnpaddedBase64.encode(iv))),
      ("hashes", .object([("sha256", .string(UnpaddedBase64.encode(sha256)))])),
      ("v", "v2"),
    ])
  }

  /// Reads a `file` object written by any client; refuses what is not an AES-256-CTR key with
  /// a 16-byte IV and a SHA-256 (an attacker's event chooses these fields).
  public init(json: JSON) throws {
    guard let jwk = json["key"], jwk["kty"]?.stringValue == "oct", jwk["alg"]?.stringValue == "A256CTR",
      let k = jwk["k"]?.stringValue, let key = Self.fromBase64URL(k), key.count == 32
    else { throw CryptoError(.badEncoding, "the file's key is not an AES-256-CTR key") }
    guard let ivText = json["iv"]?.stringValue, let iv = UnpaddedBase64.decode(ivText), iv.count == 16 else {
      throw CryptoError(.badEncoding, "the file's IV is not 16 bytes of base64")
    }
    guard let hashText = json["hashes"]?["sha256"]?.stringValue, let hash = UnpaddedBase64.decode(hashText),
      hash.count == 32
    else { throw CryptoError(.badEncoding, "the file names no SHA-256 of its ciphertext") }
    if let version = json["v"]?.stringValue, version != "v2" {
      throw CryptoError(.unsupportedVersion, "encrypted file version \(version) is not supported")
    }
    self.init(key: key, iv: iv, sha256: hash)
  }

  init(key: [UInt8], iv: [UInt8], sha256: [UInt8]) {
    self.key = key
    self.iv = iv
    self.sha256 = sha256
  }

  private static func ctr(_ input: [UInt8], key: [UInt8], iv: [UInt8]) throws -> [UInt8] {
    do {
      return Array(try AES._CTR.encrypt(input, using: SymmetricKey(data: key), nonce: AES._CTR.Nonce(nonceBytes: iv)))
    } catch {
      throw CryptoError(.primitive, "AES-CTR refused: \(error)")
    }
  }

  /// JSON Web Keys write the key in the URL-safe alphabet without padding.
  private static func base64URL(_ bytes: [UInt8]) -> String {
    String(UnpaddedBase64.encode(bytes).map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 })
  }

  private static func fromBase64URL(_ text: String) -> [UInt8]? {
    UnpaddedBase64.decode(String(text.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 }))
  }
}
