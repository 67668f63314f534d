import PsstCore
import Testing

@testable import PsstCrypto

/// The key backup's encryption (m.megolm_backup.v1.curve25519-aes-sha2) and its recovery key,
/// checked against libolm's PkEncryption/PkDecryption (what backup-capable clients built on
/// libolm use) both ways.
@Suite(.serialized) struct KeyBackupTests {
  @Test func aRecoveryKeyIsBase58InGroupsOfFourAndGivesBackTheSameKey() throws {
    let key = BackupKey()
    let recovery = key.recoveryKey
    let groups = recovery.split(separator: " ")
    #expect(groups.count == 12 && groups.allSatisfy { $0.count == 4 }, "\(recovery)")
    #expect(recovery.hasPrefix("E"), "the 0x8B 0x01 prefix makes every recovery key start with E: \(recovery)")
    #expect(try BackupKey(recoveryKey: recovery).publicKey == key.publicKey)
    // Spaces and line breaks as the user copied them do not matter.
    let retyped = recovery.replacingOccurrences(of: " ", with: "") + "\n"
    #expect(try BackupKey(recoveryKey: "  " + retyped).publicKey == key.publicKey)
  }

  @Test func aMistypedRecoveryKeyIsRefusedByItsCheckByte() throws {
    let recovery = Array(BackupKey().recoveryKey)
    var typo = recovery
    let index = typo.firstIndex { $0 != " " && $0 != "E" && $0 != "s" }!
    typo[index] = typo[index] == "2" ? "3" : "2"
    #expect(throws: CryptoError.self) { try BackupKey(recoveryKey: String(typo)) }
    #expect(throws: CryptoError.self) { try BackupKey(recoveryKey: "not a recovery key at all 0OIl") }
    #expect(throws: CryptoError.self) { try BackupKey(recoveryKey: String(recovery.dropLast(4))) }
  }

  @Test func whatPsstEncryptsToABackupLibolmDecrypts() throws {
    let peer = try OlmPeer()
    let backup = try peer.call("pk_decryption", [("name", "backup")])
    let publicKey = try #require(backup["public_key"]?.stringValue)
    let plaintext = #"{"algorithm":"m.megolm.v1.aes-sha2","session_key":"AQID"}"#
    let data = try BackupKey.encrypt(Array(plaintext.utf8), to: publicKey)
    let opened = try peer.call(
      "pk_decrypt",
      [
        ("name", "backup"), ("ephemeral", data["ephemeral"]!), ("mac", data["mac"]!),
        ("ciphertext", data["ciphertext"]!),
      ])
    #expect(opened["plaintext"]?.stringValue == plaintext)
  }

  @Test func whatLibolmEncryptsToABackupPsstDecryptsWithTheSameKey() throws {
    let peer = try OlmPeer()
    let backup = try peer.call("pk_decryption", [("name", "backup")])
    let privateBytes = try #require(UnpaddedBase64.decode(backup["private_key"]?.stringValue ?? ""))
    let key = try BackupKey(privateBytes: privateBytes)
    #expect(key.publicKey == backup["public_key"]?.stringValue)
    let sealed = try peer.call("pk_encrypt", [("public_key", .string(key.publicKey)), ("plaintext", "room key")])
    #expect(String(decoding: try key.decrypt(sealed), as: UTF8.self) == "room key")
    // Through the recovery key the user writes down, too.
    #expect(try BackupKey(recoveryKey: key.recoveryKey).decrypt(sealed) == Array("room key".utf8))
  }

  @Test func anotherBackupKeyCannotDecryptAndAChangedMACIsRefused() throws {
    let key = BackupKey()
    let data = try BackupKey.encrypt(Array("secret".utf8), to: key.publicKey)
    let wrong = #expect(throws: CryptoError.self) { try BackupKey().decrypt(data) }
    #expect(wrong?.code == .badMAC)
    guard case .object(let fields) = data else { return }
    let changed = fields.map {
      $0.0 == "mac" ? ($0.0, JSON.string(UnpaddedBase64.encode([UInt8](repeating: 7, count: 8)))) : $0
    }
    let forged = #expect(throws: CryptoError.self) { try key.decrypt(.object(changed)) }
    #expect(forged?.code == .badMAC)
    #expect(throws: CryptoError.self) { try key.decrypt(.object([("ciphertext", "AAAA")])) }
  }
}
