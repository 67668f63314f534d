import Crypto
import CryptoExtras

// FoundationEssentials where there is one: all of Foundation would bring ICU's data into the
// static binary.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The primitives Olm and Megolm are made of, each one call into swift-crypto (BoringSSL).
/// Nothing here implements a primitive; it only fixes the byte-array shapes the protocols use.
enum Primitives {
  /// X25519: the raw 32-byte shared secret.
  static func sharedSecret(
    _ ours: Curve25519.KeyAgreement.PrivateKey, _ theirs: Curve25519.KeyAgreement.PublicKey
  ) throws -> [UInt8] {
    do {
      return try ours.sharedSecretFromKeyAgreement(with: theirs).withUnsafeBytes { Array($0) }
    } catch {
      throw CryptoError(.primitive, "key agreement refused: \(error)")
    }
  }

  /// HKDF-SHA-256; an empty salt is HMAC's all-zero key, as the specs' "0" salt means.
  static func hkdf(_ input: [UInt8], salt: [UInt8], info: String, count: Int) -> [UInt8] {
    HKDF<SHA256>.deriveKey(
      inputKeyMaterial: SymmetricKey(data: input), salt: salt, info: Array(info.utf8), outputByteCount: count
    ).withUnsafeBytes { Array($0) }
  }

  static func hmac(key: [UInt8], _ data: [UInt8]) -> [UInt8] {
    Array(HMAC<SHA256>.authenticationCode(for: data, using: SymmetricKey(data: key)))
  }

  static func sha256(_ data: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: data)) }

  /// Bytes from the system's cryptographic random source.
  static func randomBytes(_ count: Int) -> [UInt8] {
    SymmetricKey(size: SymmetricKeySize(bitCount: count * 8)).withUnsafeBytes { Array($0) }
  }

  /// A new X25519 key from `randomBytes` (getrandom). Not BoringSSL's own generator: its
  /// thread-local state crashes in psst's fully static executable.
  static func newAgreementKey() -> Curve25519.KeyAgreement.PrivateKey {
    guard let key = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: randomBytes(32)) else {
      preconditionFailure("any 32 bytes are an X25519 private key")
    }
    return key
  }

  /// A new Ed25519 key from `randomBytes`, for the same reason as `newAgreementKey`.
  static func newSigningKey() -> Curve25519.Signing.PrivateKey {
    guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: randomBytes(32)) else {
      preconditionFailure("any 32 bytes are an Ed25519 seed")
    }
    return key
  }

  static func curvePublicKey(_ bytes: [UInt8], what: String) throws -> Curve25519.KeyAgreement.PublicKey {
    do { return try Curve25519.KeyAgreement.PublicKey(rawRepresentation: bytes) } catch {
      throw CryptoError(.badEncoding, "\(what) is not a Curve25519 key")
    }
  }

  static func curvePrivateKey(_ bytes: [UInt8], what: String) throws -> Curve25519.KeyAgreement.PrivateKey {
    do { return try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: bytes) } catch {
      throw CryptoError(.badEncoding, "\(what) is not a Curve25519 private key")
    }
  }

  static func signingPublicKey(_ bytes: [UInt8], what: String) throws -> Curve25519.Signing.PublicKey {
    do { return try Curve25519.Signing.PublicKey(rawRepresentation: bytes) } catch {
      throw CryptoError(.badEncoding, "\(what) is not an Ed25519 key")
    }
  }

  static func signingPrivateKey(_ bytes: [UInt8], what: String) throws -> Curve25519.Signing.PrivateKey {
    do { return try Curve25519.Signing.PrivateKey(rawRepresentation: bytes) } catch {
      throw CryptoError(.badEncoding, "\(what) is not an Ed25519 private key")
    }
  }

  static func sign(_ message: [UInt8], with key: Curve25519.Signing.PrivateKey) throws -> [UInt8] {
    do { return Array(try key.signature(for: message)) } catch {
      throw CryptoError(.primitive, "signing refused: \(error)")
    }
  }
}

/// The AES-256-CBC key, HMAC-SHA-256 key and IV both protocols derive from one secret with
/// HKDF (info "OLM_KEYS" for an Olm message key, "MEGOLM_KEYS" for a Megolm ratchet).
struct CipherKeys {
  static let macLength = 8

  let aesKey: [UInt8]
  let macKey: [UInt8]
  let iv: [UInt8]

  init(secret: [UInt8], info: String) {
    let bytes = Primitives.hkdf(secret, salt: [], info: info, count: 80)
    aesKey = Array(bytes[0..<32])
    macKey = Array(bytes[32..<64])
    iv = Array(bytes[64..<80])
  }

  func encrypt(_ plaintext: [UInt8]) throws -> [UInt8] {
    do {
      return Array(try AES._CBC.encrypt(plaintext, using: SymmetricKey(data: aesKey), iv: AES._CBC.IV(ivBytes: iv)))
    } catch {
      throw CryptoError(.primitive, "AES-CBC refused: \(error)")
    }
  }

  /// Decrypts after the MAC has been checked; bad padding means a wrong key or forgery.
  func decrypt(_ ciphertext: [UInt8]) throws -> [UInt8] {
    do {
      return Array(try AES._CBC.decrypt(ciphertext, using: SymmetricKey(data: aesKey), iv: AES._CBC.IV(ivBytes: iv)))
    } catch {
      throw CryptoError(.badMAC, "the ciphertext does not decrypt: \(error)")
    }
  }

  /// The truncated HMAC both protocols append to a message.
  func mac(_ message: [UInt8]) -> [UInt8] {
    Array(Primitives.hmac(key: macKey, message).prefix(Self.macLength))
  }

  /// Whether `tag` is the MAC of `message`, compared in constant time.
  func verify(mac tag: [UInt8], of message: [UInt8]) -> Bool {
    let expected = mac(message)
    guard tag.count == expected.count else { return false }
    return zip(expected, tag).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
