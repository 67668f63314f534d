import PsstCore
import Testing

@testable import PsstCrypto

@Suite struct EncryptedFileTests {
  private let plaintext: [UInt8] = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

  @Test func aFileEncryptsToOtherBytesOfTheSameLengthAndBack() throws {
    let (ciphertext, file) = try EncryptedFile.encrypt(plaintext)
    #expect(ciphertext.count == plaintext.count, "CTR mode does not pad")
    #expect(ciphertext != plaintext)
    #expect(try file.decrypt(ciphertext) == plaintext)
  }

  @Test func everyFileHasItsOwnKeyAndAnIVWhoseCounterHalfIsZero() throws {
    let (first, one) = try EncryptedFile.encrypt(plaintext)
    let (second, two) = try EncryptedFile.encrypt(plaintext)
    #expect(one.key != two.key && one.iv != two.iv && first != second)
    #expect(one.key.count == 32 && one.iv.count == 16)
    #expect(one.iv.suffix(8).allSatisfy { $0 == 0 }, "the block counter starts at zero")
  }

  /// The object is the spec's EncryptedFile v2: a JSON Web Key for A256CTR in the URL-safe
  /// alphabet, unpadded base64 elsewhere; read back it is the same key.
  @Test func theFileObjectIsTheSpecsShapeAndReadsBack() throws {
    let (_, file) = try EncryptedFile.encrypt(plaintext)
    let json = file.json(url: "mxc://example.org/abc")
    #expect(json["url"]?.stringValue == "mxc://example.org/abc")
    #expect(json["v"]?.stringValue == "v2")
    let jwk = try #require(json["key"])
    #expect(jwk["kty"]?.stringValue == "oct" && jwk["alg"]?.stringValue == "A256CTR")
    #expect(jwk["ext"] == .bool(true))
    #expect(jwk["key_ops"] == .array(["encrypt", "decrypt"]))
    let k = try #require(jwk["k"]?.stringValue)
    #expect(!k.contains("=") && !k.contains("+") && !k.contains("/"), "\(k)")
    #expect(json["iv"]?.stringValue?.contains("=") == false)
    #expect(try EncryptedFile(json: json) == file)
    #expect(try EncryptedFile(json: JSON.parse(json.serialized)) == file)
  }

  @Test func aChangedCiphertextIsRefusedBeforeDecrypting() throws {
    var (ciphertext, file) = try EncryptedFile.encrypt(plaintext)
    ciphertext[1000] ^= 1
    let error = #expect(throws: CryptoError.self) { try file.decrypt(ciphertext) }
    #expect(error?.code == .badMAC)
    #expect(throws: CryptoError.self) { try file.decrypt(Array(ciphertext.dropLast())) }
  }

  @Test func anotherFilesKeyDoesNotOpenIt() throws {
    let (ciphertext, file) = try EncryptedFile.encrypt(plaintext)
    let (_, other) = try EncryptedFile.encrypt(plaintext)
    let borrowed = EncryptedFile(key: other.key, iv: file.iv, sha256: file.sha256)
    #expect(try borrowed.decrypt(ciphertext) != plaintext)
  }

  /// Another client wrote the object: anything but an AES-256-CTR key, a 16-byte IV and a
  /// SHA-256 is refused, not guessed at.
  @Test(arguments: [
    ("kty", JSON.string("RSA")), ("alg", .string("A128CTR")), ("k", .string("c2hvcnQ")), ("k", .number(1)),
  ])
  func aKeyThatIsNotAES256CTRIsRefused(field: String, value: JSON) throws {
    let (_, file) = try EncryptedFile.encrypt(plaintext)
    let json = try replacing(in: file.json(url: "mxc://x/y"), path: ["key", field], with: value)
    #expect(throws: CryptoError.self) { try EncryptedFile(json: json) }
  }

  @Test func aShortIVAMissingHashOrAnUnknownVersionIsRefused() throws {
    let json = try EncryptedFile.encrypt(plaintext).file.json(url: "mxc://x/y")
    let shortIV = try replacing(in: json, path: ["iv"], with: .string("AAAAAAAAAAA"))
    let noHash = try replacing(in: json, path: ["hashes"], with: .object([("md5", .string("AAAA"))]))
    let version = try replacing(in: json, path: ["v"], with: .string("v3"))
    for bad in [shortIV, noHash, version] {
      #expect(throws: CryptoError.self) { try EncryptedFile(json: bad) }
    }
    let unknown = #expect(throws: CryptoError.self) { try EncryptedFile(json: version) }
    #expect(unknown?.code == .unsupportedVersion)
  }

  private func replacing(in json: JSON, path: [String], with value: JSON) throws -> JSON {
    guard case .object(var fields) = json, let name = path.first else { return value }
    let index = try #require(fields.firstIndex { $0.0 == name })
    fields[index].1 = try replacing(in: fields[index].1, path: Array(path.dropFirst()), with: value)
    return .object(fields)
  }
}
