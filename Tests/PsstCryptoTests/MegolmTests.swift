import PsstCore
import Testing

@testable import PsstCrypto

private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite struct MegolmTests {
  private static let seed = (0..<128).map { UInt8($0) }

  /// One step at a time and the jump must agree, across every part's period (as libolm's
  /// test_megolm checks): 0x1000 crosses R2 and R3 boundaries, 0x1_0000 R1's.
  @Test(arguments: [1, 2, 0xFF, 0x100, 0x101, 0x1000, 0x1_0001])
  func jumpingAgreesWithSteppingOneByOne(target: Int) {
    var stepped = MegolmRatchet(bytes: Self.seed, counter: 0)
    for _ in 0..<target { stepped.advance() }
    var jumped = MegolmRatchet(bytes: Self.seed, counter: 0)
    jumped.advance(to: UInt32(target))
    #expect(jumped == stepped)
    #expect(jumped.counter == UInt32(target))
  }

  @Test func jumpingFromAMidpointAgreesToo() {
    var stepped = MegolmRatchet(bytes: Self.seed, counter: 0x0FF0)
    for _ in 0..<0x220 { stepped.advance() }
    var jumped = MegolmRatchet(bytes: Self.seed, counter: 0x0FF0)
    jumped.advance(to: 0x0FF0 + 0x220)
    #expect(jumped == stepped)
  }

  /// The parts rehash on their own periods: every step changes R3, R2 only at multiples of
  /// 2^8, R1 at 2^16, and R0 at 2^24.
  @Test func eachPartChangesOnItsOwnPeriod() {
    let start = MegolmRatchet(bytes: Self.seed, counter: 0)
    var one = start
    one.advance()
    #expect(one.parts[0] == start.parts[0] && one.parts[1] == start.parts[1] && one.parts[2] == start.parts[2])
    #expect(one.parts[3] != start.parts[3])
    var twoFiftySix = start
    twoFiftySix.advance(to: 0x100)
    #expect(twoFiftySix.parts[1] == start.parts[1] && twoFiftySix.parts[2] != start.parts[2])
    var wrap = MegolmRatchet(bytes: Self.seed, counter: 0xFF_FFFF)
    wrap.advance()
    #expect(wrap.parts[0] != start.parts[0] && wrap.counter == 0x100_0000)
    // At 2^24 every part is rehashed from the old R0: R_j = HMAC(R0, j).
    #expect((0..<4).allSatisfy { wrap.parts[$0] == Primitives.hmac(key: start.parts[0], [UInt8($0)]) })
  }

  @Test func aSessionKeyDecryptsEveryMessageFromItsIndexOn() throws {
    var outbound = OutboundGroupSession()
    let early = try outbound.encrypt(utf8("before the key"))
    let key = try outbound.sessionKey()
    var inbound = try InboundGroupSession(sessionKey: key)
    #expect(inbound.sessionID == outbound.sessionID)
    #expect(inbound.firstKnownIndex == 1)
    let messages = try (0..<3).map { try outbound.encrypt(utf8("message \($0)")) }
    #expect(try inbound.decrypt(messages[2]).plaintext == utf8("message 2"))
    #expect(try inbound.decrypt(messages[0]) == (utf8("message 0"), 1))
    #expect(try inbound.decrypt(messages[1]).index == 2)
    let tooEarly = #expect(throws: CryptoError.self) { try inbound.decrypt(early) }
    #expect(tooEarly?.code == .unknownMessageIndex)
    #expect(outbound.messageIndex == 4)
  }

  @Test func theSameIndexForAnotherEventIsAReplay() throws {
    var outbound = OutboundGroupSession()
    var inbound = try InboundGroupSession(sessionKey: try outbound.sessionKey())
    let message = try outbound.encrypt(utf8("once"))
    #expect(try inbound.decrypt(message, eventID: "$one").plaintext == utf8("once"))
    #expect(try inbound.decrypt(message, eventID: "$one").plaintext == utf8("once"), "the same event again is fine")
    let replay = #expect(throws: CryptoError.self) { try inbound.decrypt(message, eventID: "$two") }
    #expect(replay?.code == .replayed)
    var restored = try InboundGroupSession(state: try JSON.parse(inbound.state.serialized))
    #expect(throws: CryptoError.self) { try restored.decrypt(message, eventID: "$two") }
  }

  @Test func aTamperedMessageOrSignatureIsRefused() throws {
    var outbound = OutboundGroupSession()
    var inbound = try InboundGroupSession(sessionKey: try outbound.sessionKey())
    let bytes = UnpaddedBase64.decode(try outbound.encrypt(utf8("intact")))!
    for (position, code) in [(5, CryptoError.Code.badSignature), (bytes.count - 1, .badSignature)] {
      var tampered = bytes
      tampered[position] ^= 0x01
      let error = #expect(throws: CryptoError.self) { try inbound.decrypt(UnpaddedBase64.encode(tampered)) }
      #expect(error?.code == code)
    }
    // Another session's messages carry another signing key.
    var other = OutboundGroupSession()
    let foreign = #expect(throws: CryptoError.self) { try inbound.decrypt(try other.encrypt(utf8("x"))) }
    #expect(foreign?.code == .badSignature)
    #expect(try inbound.decrypt(UnpaddedBase64.encode(bytes)).plaintext == utf8("intact"))
  }

  /// A message signed by the session's key whose MAC is wrong (what a holder of the signing
  /// key but not the ratchet could make) is refused by the MAC.
  @Test func aValidlySignedMessageWithABadMACIsRefused() throws {
    var outbound = OutboundGroupSession()
    var inbound = try InboundGroupSession(sessionKey: try outbound.sessionKey())
    let message = try MegolmMessage(decoding: UnpaddedBase64.decode(try outbound.encrypt(utf8("x")))!)
    let badMAC = message.authenticated + message.mac.map { $0 ^ 0xFF }
    let forged = badMAC + (try Primitives.sign(badMAC, with: outbound.signingKey))
    let error = #expect(throws: CryptoError.self) { try inbound.decrypt(UnpaddedBase64.encode(forged)) }
    #expect(error?.code == .badMAC)
  }

  @Test func aForgedSessionKeyIsRefused() throws {
    var key = UnpaddedBase64.decode(try OutboundGroupSession().sessionKey())!
    key[10] ^= 0x01
    let error = #expect(throws: CryptoError.self) { try InboundGroupSession(sessionKey: UnpaddedBase64.encode(key)) }
    #expect(error?.code == .badSignature)
    let short = #expect(throws: CryptoError.self) { try InboundGroupSession(sessionKey: "AgAA") }
    #expect(short?.code == .badEncoding)
  }

  @Test func anExportStartsAtItsIndexAndIsNotASignedKey() throws {
    var outbound = OutboundGroupSession()
    let inbound = try InboundGroupSession(sessionKey: try outbound.sessionKey())
    let messages = try (0..<5).map { try outbound.encrypt(utf8("m\($0)")) }
    let exported = try #require(inbound.export(at: 3))
    var imported = try InboundGroupSession(exportedKey: exported)
    #expect(imported.firstKnownIndex == 3 && !imported.isSigned)
    #expect(try imported.decrypt(messages[4]).plaintext == utf8("m4"))
    #expect(throws: CryptoError.self) { try imported.decrypt(messages[2]) }
    #expect(imported.export(at: 2) == nil)
    let notSigned = #expect(throws: CryptoError.self) { try InboundGroupSession(sessionKey: exported) }
    #expect(notSigned?.code == .badSignature)
  }

  @Test func stateRestoresBothSessions() throws {
    var outbound = OutboundGroupSession(createdAt: 42)
    var inbound = try InboundGroupSession(sessionKey: try outbound.sessionKey())
    _ = try inbound.decrypt(try outbound.encrypt(utf8("one")))
    var restoredOut = try OutboundGroupSession(state: try JSON.parse(outbound.state.serialized))
    var restoredIn = try InboundGroupSession(state: try JSON.parse(inbound.state.serialized))
    #expect(restoredOut.sessionID == outbound.sessionID && restoredOut.createdAt == 42)
    let next = try restoredOut.encrypt(utf8("two"))
    #expect(try restoredIn.decrypt(next) == (utf8("two"), 1))
  }
}
