import PsstCore
import Testing

@testable import PsstCrypto

@Suite struct OlmAccountTests {
  @Test func deviceKeysAreSignedOverTheirCanonicalForm() throws {
    let account = OlmAccount()
    let keys = try account.deviceKeys(userID: "@a:localhost", deviceID: "DEV")
    #expect(keys["keys"]?["curve25519:DEV"]?.stringValue == account.curve25519Key)
    #expect(keys["keys"]?["ed25519:DEV"]?.stringValue == account.ed25519Key)
    #expect(keys["algorithms"]?.arrayValue?.count == 2)
    #expect(Ed25519.verify(json: keys, userID: "@a:localhost", keyID: "ed25519:DEV", publicKey: account.ed25519Key))
  }

  @Test func aChangedFieldOrAnotherKeyFailsTheSignature() throws {
    let account = OlmAccount()
    let keys = try account.deviceKeys(userID: "@a:localhost", deviceID: "DEV")
    guard case .object(var fields) = keys else { throw CryptoError(.badEncoding, "not an object") }
    fields[fields.firstIndex { $0.0 == "device_id" }!].1 = .string("OTHER")
    #expect(
      !Ed25519.verify(
        json: .object(fields), userID: "@a:localhost", keyID: "ed25519:DEV", publicKey: account.ed25519Key))
    #expect(
      !Ed25519.verify(json: keys, userID: "@a:localhost", keyID: "ed25519:DEV", publicKey: OlmAccount().ed25519Key))
    #expect(!Ed25519.verify(json: keys, userID: "@b:localhost", keyID: "ed25519:DEV", publicKey: account.ed25519Key))
  }

  @Test func oneTimeKeysAreSignedPublishedOnceAndCapped() throws {
    var account = OlmAccount()
    account.generateOneTimeKeys(3)
    let signed = try account.signedOneTimeKeys(userID: "@a:localhost", deviceID: "DEV")
    guard case .object(let entries) = signed else { throw CryptoError(.badEncoding, "not an object") }
    #expect(entries.map(\.0) == ["signed_curve25519:AAAAAQ", "signed_curve25519:AAAAAg", "signed_curve25519:AAAAAw"])
    for (_, entry) in entries {
      #expect(Ed25519.verify(json: entry, userID: "@a:localhost", keyID: "ed25519:DEV", publicKey: account.ed25519Key))
    }
    account.markOneTimeKeysPublished()
    #expect(account.unpublishedOneTimeKeys.isEmpty)
    account.generateOneTimeKeys(OlmAccount.maxOneTimeKeys + 5)
    #expect(account.oneTimeKeys.count == OlmAccount.maxOneTimeKeys)
    #expect(account.unpublishedOneTimeKeys.count == OlmAccount.maxOneTimeKeys)
  }

  @Test func stateRestoresTheSameKeys() throws {
    var account = OlmAccount()
    account.generateOneTimeKeys(2)
    account.markOneTimeKeysPublished()
    account.generateOneTimeKeys(1)
    let restored = try OlmAccount(state: try JSON.parse(account.state.serialized))
    #expect(restored.curve25519Key == account.curve25519Key)
    #expect(restored.ed25519Key == account.ed25519Key)
    #expect(restored.unpublishedOneTimeKeys.map(\.key) == account.unpublishedOneTimeKeys.map(\.key))
    #expect(restored.oneTimeKeys.count == 3)
    let signature = try restored.sign(Array("hello".utf8))
    #expect(Ed25519.verify(signature: signature, of: Array("hello".utf8), publicKey: account.ed25519Key))
  }

  @Test func brokenStateIsRefused() {
    #expect(throws: CryptoError.self) { try OlmAccount(state: .object([("identity", "AAAA")])) }
  }
}
