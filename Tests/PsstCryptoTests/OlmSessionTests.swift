import PsstCore
import Testing

@testable import PsstCrypto

/// Two devices, Alice opening a session to one of Bob's one-time keys.
private struct Pair {
  var alice = OlmAccount()
  var bob = OlmAccount()
  var aliceSession: OlmSession
  var bobSession: OlmSession?

  init() throws {
    bob.generateOneTimeKeys(1)
    aliceSession = try OlmSession(
      outboundFrom: alice, theirIdentityKey: bob.curve25519Key, theirOneTimeKey: bob.unpublishedOneTimeKeys[0].key)
  }

  /// Alice's first message opens Bob's side.
  mutating func open(_ text: String = "hello") throws -> [UInt8] {
    let first = try aliceSession.encrypt(Array(text.utf8))
    let (session, plaintext) = try OlmSession.inbound(account: &bob, preKeyMessage: first.body)
    bobSession = session
    return plaintext
  }
}

private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite struct OlmSessionTests {
  @Test func thePreKeyMessageOpensTheSessionAndBothSidesAgreeOnItsID() throws {
    var pair = try Pair()
    #expect(pair.aliceSession.nextMessageType == 0)
    #expect(try pair.open("hello") == utf8("hello"))
    #expect(pair.bobSession?.sessionID == pair.aliceSession.sessionID)
    #expect(pair.bob.oneTimeKeys.isEmpty, "the used one-time key is gone")
  }

  @Test func aliceSendsPreKeyMessagesUntilBobAnswersThenNormalOnes() throws {
    var pair = try Pair()
    _ = try pair.open()
    let second = try pair.aliceSession.encrypt(utf8("again"))
    #expect(second.type == 0)
    #expect(pair.bobSession!.matches(preKeyMessage: second.body))
    #expect(try pair.bobSession!.decrypt(type: second.type, body: second.body) == utf8("again"))
    let reply = try pair.bobSession!.encrypt(utf8("hi"))
    #expect(reply.type == 1)
    #expect(try pair.aliceSession.decrypt(type: reply.type, body: reply.body) == utf8("hi"))
    #expect(try pair.aliceSession.encrypt(utf8("now normal")).type == 1)
  }

  @Test func theRatchetStepsOnEveryChangeOfSpeaker() throws {
    var pair = try Pair()
    _ = try pair.open()
    for round in 0..<5 {
      let fromBob = try pair.bobSession!.encrypt(utf8("bob \(round)"))
      #expect(try pair.aliceSession.decrypt(type: fromBob.type, body: fromBob.body) == utf8("bob \(round)"))
      let fromAlice = try pair.aliceSession.encrypt(utf8("alice \(round)"))
      #expect(try pair.bobSession!.decrypt(type: fromAlice.type, body: fromAlice.body) == utf8("alice \(round)"))
    }
    let a = try OlmMessage(decoding: UnpaddedBase64.decode(try pair.aliceSession.encrypt(utf8("x")).body)!)
    let b = try OlmMessage(decoding: UnpaddedBase64.decode(try pair.aliceSession.encrypt(utf8("y")).body)!)
    #expect(a.ratchetKey == b.ratchetKey && b.chainIndex == a.chainIndex + 1, "same chain until Bob speaks")
    let fromBob = try pair.bobSession!.encrypt(utf8("z"))
    _ = try pair.aliceSession.decrypt(type: fromBob.type, body: fromBob.body)
    let c = try OlmMessage(decoding: UnpaddedBase64.decode(try pair.aliceSession.encrypt(utf8("w")).body)!)
    #expect(c.ratchetKey != a.ratchetKey && c.chainIndex == 0, "a new ratchet key after Bob spoke")
  }

  @Test func messagesOutOfOrderDecryptOnceEach() throws {
    var pair = try Pair()
    _ = try pair.open()
    let messages = try (0..<4).map { try pair.bobSession!.encrypt(utf8("m\($0)")) }
    #expect(try pair.aliceSession.decrypt(type: 1, body: messages[3].body) == utf8("m3"))
    #expect(try pair.aliceSession.decrypt(type: 1, body: messages[1].body) == utf8("m1"))
    #expect(try pair.aliceSession.decrypt(type: 1, body: messages[0].body) == utf8("m0"))
    #expect(try pair.aliceSession.decrypt(type: 1, body: messages[2].body) == utf8("m2"))
    let replay = #expect(throws: CryptoError.self) { try pair.aliceSession.decrypt(type: 1, body: messages[1].body) }
    #expect(replay?.code == .replayed)
  }

  @Test func aMessageFromAnEarlierChainStillDecryptsAfterTheRatchetMoved() throws {
    var pair = try Pair()
    _ = try pair.open()
    let late = try pair.bobSession!.encrypt(utf8("late"))
    let skippedOver = try pair.bobSession!.encrypt(utf8("first"))
    #expect(try pair.aliceSession.decrypt(type: 1, body: skippedOver.body) == utf8("first"))
    let fromAlice = try pair.aliceSession.encrypt(utf8("a"))
    _ = try pair.bobSession!.decrypt(type: fromAlice.type, body: fromAlice.body)
    let next = try pair.bobSession!.encrypt(utf8("next chain"))
    #expect(try pair.aliceSession.decrypt(type: 1, body: next.body) == utf8("next chain"))
    #expect(try pair.aliceSession.decrypt(type: 1, body: late.body) == utf8("late"))
  }

  @Test func aTamperedMessageIsRefusedAndLeavesTheSessionUsable() throws {
    var pair = try Pair()
    _ = try pair.open()
    let message = try pair.bobSession!.encrypt(utf8("intact"))
    var bytes = UnpaddedBase64.decode(message.body)!
    for position in [bytes.count - 1, bytes.count - 12, 40] {
      var tampered = bytes
      tampered[position] ^= 0x01
      let error = #expect(throws: CryptoError.self) {
        try pair.aliceSession.decrypt(type: 1, body: UnpaddedBase64.encode(tampered))
      }
      #expect(error?.code == .badMAC)
    }
    #expect(try pair.aliceSession.decrypt(type: 1, body: message.body) == utf8("intact"))
    bytes[0] = 2
    let version = #expect(throws: CryptoError.self) {
      try pair.aliceSession.decrypt(type: 1, body: UnpaddedBase64.encode(bytes))
    }
    #expect(version?.code == .unsupportedVersion)
  }

  @Test func anotherSessionCannotReadItAndStaysUsable() throws {
    var pair = try Pair()
    var other = try Pair()
    _ = try pair.open()
    _ = try other.open()
    let message = try pair.bobSession!.encrypt(utf8("private"))
    let error = #expect(throws: CryptoError.self) { try other.aliceSession.decrypt(type: 1, body: message.body) }
    #expect(error?.code == .badMAC)
    let reply = try other.bobSession!.encrypt(utf8("still fine"))
    #expect(try other.aliceSession.decrypt(type: 1, body: reply.body) == utf8("still fine"))
  }

  @Test func aPreKeyMessageForAKeyBobNoLongerHasIsRefused() throws {
    var pair = try Pair()
    let first = try pair.aliceSession.encrypt(utf8("one"))
    _ = try OlmSession.inbound(account: &pair.bob, preKeyMessage: first.body)
    let error = #expect(throws: CryptoError.self) {
      try OlmSession.inbound(account: &pair.bob, preKeyMessage: first.body)
    }
    #expect(error?.code == .unknownOneTimeKey)
  }

  @Test func aMessageTooFarAheadIsRefused() throws {
    var pair = try Pair()
    _ = try pair.open()
    var message = try OlmMessage(decoding: UnpaddedBase64.decode(try pair.bobSession!.encrypt(utf8("x")).body)!)
    message = OlmMessage(
      ratchetKey: message.ratchetKey, chainIndex: OlmSession.maxMessageGap + 5, ciphertext: message.ciphertext,
      keys: CipherKeys(secret: [1], info: "OLM_KEYS"))
    let error = #expect(throws: CryptoError.self) {
      try pair.aliceSession.decrypt(type: 1, body: UnpaddedBase64.encode(message.encoded))
    }
    #expect(error?.code == .messageTooFarAhead)
  }

  @Test func stateRestoresASessionMidConversation() throws {
    var pair = try Pair()
    _ = try pair.open()
    let skipped = try pair.bobSession!.encrypt(utf8("skipped"))
    let delivered = try pair.bobSession!.encrypt(utf8("delivered"))
    _ = try pair.aliceSession.decrypt(type: 1, body: delivered.body)
    var alice = try OlmSession(state: try JSON.parse(pair.aliceSession.state.serialized))
    var bob = try OlmSession(state: try JSON.parse(pair.bobSession!.state.serialized))
    #expect(alice.sessionID == pair.aliceSession.sessionID)
    #expect(try alice.decrypt(type: 1, body: skipped.body) == utf8("skipped"))
    let fromAlice = try alice.encrypt(utf8("after restore"))
    #expect(try bob.decrypt(type: fromAlice.type, body: fromAlice.body) == utf8("after restore"))
  }
}
