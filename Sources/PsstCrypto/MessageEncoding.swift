/// The protobuf-like framing Olm and Megolm messages use: a version byte, then fields as a tag
/// byte (field number << 3 | wire type) followed by a varint or a length-prefixed byte string.
/// Unknown fields are skipped, as the reference implementation does.
struct FieldWriter {
  private(set) var bytes: [UInt8]

  init(version: UInt8) { bytes = [version] }

  mutating func bytes(_ tag: UInt8, _ value: [UInt8]) {
    bytes.append(tag)
    varint(UInt64(value.count))
    bytes += value
  }

  mutating func integer(_ tag: UInt8, _ value: UInt32) {
    bytes.append(tag)
    varint(UInt64(value))
  }

  private mutating func varint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }
}

/// The fields of one framed message, by tag.
struct FieldReader {
  private(set) var byteFields: [UInt8: [UInt8]] = [:]
  private(set) var integerFields: [UInt8: UInt32] = [:]

  /// Reads `body` (the bytes after the version byte, without any trailing MAC or signature).
  init(_ body: ArraySlice<UInt8>) throws {
    var position = body.startIndex
    while position < body.endIndex {
      let tag = body[position]
      position += 1
      switch tag & 0x07 {
      case 0:
        let value = try Self.varint(body, &position)
        integerFields[tag] = UInt32(truncatingIfNeeded: value)
      case 2:
        let length = try Self.varint(body, &position)
        guard length <= UInt64(body.endIndex - position) else {
          throw CryptoError(.badEncoding, "a message field runs past the end")
        }
        byteFields[tag] = Array(body[position..<position + Int(length)])
        position += Int(length)
      default:
        throw CryptoError(.badEncoding, "a message field has an unknown wire type")
      }
    }
  }

  func requireBytes(_ tag: UInt8, count: Int? = nil, what: String) throws -> [UInt8] {
    guard let value = byteFields[tag], count == nil || value.count == count else {
      throw CryptoError(.badEncoding, "the message has no valid \(what)")
    }
    return value
  }

  func requireInteger(_ tag: UInt8, what: String) throws -> UInt32 {
    guard let value = integerFields[tag] else { throw CryptoError(.badEncoding, "the message has no \(what)") }
    return value
  }

  private static func varint(_ body: ArraySlice<UInt8>, _ position: inout Int) throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while position < body.endIndex {
      let byte = body[position]
      position += 1
      guard shift < 64 else { break }
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    throw CryptoError(.badEncoding, "a message has a truncated or overlong number")
  }
}

/// An Olm message of one ratchet step: the sender's ratchet key, the chain index, the
/// ciphertext, and an 8-byte MAC over all the bytes before it.
struct OlmMessage {
  static let version: UInt8 = 3
  private static let ratchetKeyTag: UInt8 = 0x0A
  private static let chainIndexTag: UInt8 = 0x10
  private static let ciphertextTag: UInt8 = 0x22

  let ratchetKey: [UInt8]
  let chainIndex: UInt32
  let ciphertext: [UInt8]
  /// The bytes the MAC covers, and the MAC.
  let authenticated: [UInt8]
  let mac: [UInt8]

  /// Frames and MACs a message.
  init(ratchetKey: [UInt8], chainIndex: UInt32, ciphertext: [UInt8], keys: CipherKeys) {
    var writer = FieldWriter(version: Self.version)
    writer.bytes(Self.ratchetKeyTag, ratchetKey)
    writer.integer(Self.chainIndexTag, chainIndex)
    writer.bytes(Self.ciphertextTag, ciphertext)
    self.ratchetKey = ratchetKey
    self.chainIndex = chainIndex
    self.ciphertext = ciphertext
    authenticated = writer.bytes
    mac = keys.mac(writer.bytes)
  }

  init(decoding bytes: [UInt8]) throws {
    guard bytes.count > 1 + CipherKeys.macLength else {
      throw CryptoError(.badEncoding, "the Olm message is too short")
    }
    guard bytes[0] == Self.version else {
      throw CryptoError(.unsupportedVersion, "Olm message version \(bytes[0]) is not supported")
    }
    let macStart = bytes.count - CipherKeys.macLength
    let fields = try FieldReader(bytes[1..<macStart])
    ratchetKey = try fields.requireBytes(Self.ratchetKeyTag, count: 32, what: "ratchet key")
    chainIndex = try fields.requireInteger(Self.chainIndexTag, what: "chain index")
    ciphertext = try fields.requireBytes(Self.ciphertextTag, what: "ciphertext")
    authenticated = Array(bytes[..<macStart])
    mac = Array(bytes[macStart...])
  }

  var encoded: [UInt8] { authenticated + mac }
}

/// The message that opens an Olm session: the keys the receiver needs to derive the shared
/// secret (the one-time key it published, the sender's base and identity keys) around the
/// first `OlmMessage`.
struct OlmPreKeyMessage {
  private static let oneTimeKeyTag: UInt8 = 0x0A
  private static let baseKeyTag: UInt8 = 0x12
  private static let identityKeyTag: UInt8 = 0x1A
  private static let messageTag: UInt8 = 0x22

  let oneTimeKey: [UInt8]
  let baseKey: [UInt8]
  let identityKey: [UInt8]
  let message: [UInt8]

  init(oneTimeKey: [UInt8], baseKey: [UInt8], identityKey: [UInt8], message: [UInt8]) {
    self.oneTimeKey = oneTimeKey
    self.baseKey = baseKey
    self.identityKey = identityKey
    self.message = message
  }

  init(decoding bytes: [UInt8]) throws {
    guard bytes.count > 1 else { throw CryptoError(.badEncoding, "the Olm pre-key message is empty") }
    guard bytes[0] == OlmMessage.version else {
      throw CryptoError(.unsupportedVersion, "Olm pre-key message version \(bytes[0]) is not supported")
    }
    let fields = try FieldReader(bytes[1...])
    oneTimeKey = try fields.requireBytes(Self.oneTimeKeyTag, count: 32, what: "one-time key")
    baseKey = try fields.requireBytes(Self.baseKeyTag, count: 32, what: "base key")
    identityKey = try fields.requireBytes(Self.identityKeyTag, count: 32, what: "identity key")
    message = try fields.requireBytes(Self.messageTag, what: "inner message")
  }

  var encoded: [UInt8] {
    var writer = FieldWriter(version: OlmMessage.version)
    writer.bytes(Self.oneTimeKeyTag, oneTimeKey)
    writer.bytes(Self.baseKeyTag, baseKey)
    writer.bytes(Self.identityKeyTag, identityKey)
    writer.bytes(Self.messageTag, message)
    return writer.bytes
  }
}

/// A Megolm message: the ratchet index, the ciphertext, an 8-byte MAC, and the session's
/// Ed25519 signature over everything before it.
struct MegolmMessage {
  static let version: UInt8 = 3
  static let signatureLength = 64
  private static let indexTag: UInt8 = 0x08
  private static let ciphertextTag: UInt8 = 0x12

  let index: UInt32
  let ciphertext: [UInt8]
  /// The bytes the MAC covers.
  let authenticated: [UInt8]
  let mac: [UInt8]
  let signature: [UInt8]

  static func frame(index: UInt32, ciphertext: [UInt8]) -> [UInt8] {
    var writer = FieldWriter(version: version)
    writer.integer(indexTag, index)
    writer.bytes(ciphertextTag, ciphertext)
    return writer.bytes
  }

  init(decoding bytes: [UInt8]) throws {
    let trailer = CipherKeys.macLength + Self.signatureLength
    guard bytes.count > 1 + trailer else { throw CryptoError(.badEncoding, "the Megolm message is too short") }
    guard bytes[0] == Self.version else {
      throw CryptoError(.unsupportedVersion, "Megolm message version \(bytes[0]) is not supported")
    }
    let macStart = bytes.count - trailer
    let signatureStart = bytes.count - Self.signatureLength
    let fields = try FieldReader(bytes[1..<macStart])
    index = try fields.requireInteger(Self.indexTag, what: "message index")
    ciphertext = try fields.requireBytes(Self.ciphertextTag, what: "ciphertext")
    authenticated = Array(bytes[..<macStart])
    mac = Array(bytes[macStart..<signatureStart])
    signature = Array(bytes[signatureStart...])
  }

  /// The bytes the signature covers: the framed message and its MAC.
  var signed: [UInt8] { authenticated + mac }
}
