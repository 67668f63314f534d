/// Why an encryption step refused: a message that does not parse, a MAC or signature that does
/// not verify, a key that is not ours. Nothing here is worth retrying with the same input.
public struct CryptoError: Error, CustomStringConvertible, Equatable {
  public enum Code: Equatable, Sendable {
    /// The bytes are not a message, key or session export of the expected format.
    case badEncoding
    /// A version byte this implementation does not speak.
    case unsupportedVersion
    /// The message's MAC does not match: tampered, or the wrong key.
    case badMAC
    /// An Ed25519 signature does not verify.
    case badSignature
    /// A pre-key message names a one-time key this account does not have (used, or never ours).
    case unknownOneTimeKey
    /// The message is from before the index the inbound group session starts at.
    case unknownMessageIndex
    /// The message key was already used (Olm) or the index belongs to another event (Megolm).
    case replayed
    /// The message is too far ahead of the chain to derive its key.
    case messageTooFarAhead
    /// The primitive library refused (a malformed key, for instance).
    case primitive
  }

  public let code: Code
  public let message: String

  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}
