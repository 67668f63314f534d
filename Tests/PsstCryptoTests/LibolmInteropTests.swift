import PsstCore
import Testing

@testable import PsstCrypto

private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// psst's Olm and Megolm against python-olm (libolm, the reference implementation, what
/// matrix-nio encrypts with), both ways: what one side encrypts the other decrypts.
@Suite(.serialized) struct LibolmInteropTests {
  @Test func psstOpensAnOlmSessionToLibolmAndTheyTalk() throws {
    let peer = try OlmPeer()
    let bob = try peer.call("account", [("name", "bob"), ("one_time_keys", .number(1))])
    let alice = OlmAccount()
    var session = try OlmSession(
      outboundFrom: alice, theirIdentityKey: bob["curve25519"]!.stringValue!,
      theirOneTimeKey: bob["one_time_keys"]!.arrayValue![0].stringValue!)
    let first = try session.encrypt(utf8("hello from psst"))
    let opened = try peer.call(
      "inbound",
      [("account", "bob"), ("session", "s"), ("type", .number(Double(first.type))), ("body", .string(first.body))])
    #expect(opened["plaintext"]?.stringValue == "hello from psst")
    #expect(opened["session_id"]?.stringValue == session.sessionID)
    try converse(psst: &session, peer: peer, rounds: 4)
  }

  @Test func libolmOpensAnOlmSessionToPsstAndTheyTalk() throws {
    let peer = try OlmPeer()
    try peer.call("account", [("name", "alice")])
    var bob = OlmAccount()
    bob.generateOneTimeKeys(1)
    try peer.call(
      "outbound",
      [
        ("account", "alice"), ("session", "s"), ("identity", .string(bob.curve25519Key)),
        ("one_time_key", .string(bob.unpublishedOneTimeKeys[0].key)),
      ])
    let first = try peer.call("encrypt", [("session", "s"), ("plaintext", "hello from libolm")])
    #expect(first["type"]?.intValue == 0)
    var (session, plaintext) = try OlmSession.inbound(account: &bob, preKeyMessage: first["body"]!.stringValue!)
    #expect(text(plaintext) == "hello from libolm")
    try converse(psst: &session, peer: peer, rounds: 4)
  }

  /// Alternating and batched messages both ways, so both sides step the ratchet many times,
  /// with one of libolm's messages delivered late.
  private func converse(psst session: inout OlmSession, peer: OlmPeer, rounds: Int) throws {
    for round in 0..<rounds {
      for count in 0...round {
        let sent = try session.encrypt(utf8("psst \(round).\(count)"))
        let read = try peer.call(
          "decrypt", [("session", "s"), ("type", .number(Double(sent.type))), ("body", .string(sent.body))])
        #expect(read["plaintext"]?.stringValue == "psst \(round).\(count)")
      }
      let late = try peer.call("encrypt", [("session", "s"), ("plaintext", .string("late \(round)"))])
      let onTime = try peer.call("encrypt", [("session", "s"), ("plaintext", .string("libolm \(round)"))])
      for (message, expected) in [(onTime, "libolm \(round)"), (late, "late \(round)")] {
        let plaintext = try session.decrypt(type: Int(message["type"]!.intValue!), body: message["body"]!.stringValue!)
        #expect(text(plaintext) == expected)
      }
    }
  }

  @Test func libolmReadsPsstsGroupMessages() throws {
    let peer = try OlmPeer()
    var outbound = OutboundGroupSession()
    _ = try outbound.encrypt(utf8("before the key was shared"))
    let joined = try peer.call(
      "group_inbound", [("session", "g"), ("session_key", .string(try outbound.sessionKey()))])
    #expect(joined["session_id"]?.stringValue == outbound.sessionID)
    #expect(joined["first_index"]?.intValue == 1)
    // Past 2^8 so libolm's jump crosses an R2 period of psst's ratchet.
    var messages: [String] = []
    for index in 1...300 { messages.append(try outbound.encrypt(utf8("group \(index)"))) }
    for index in [300, 1, 256, 257, 2] {
      let read = try peer.call("group_decrypt", [("session", "g"), ("body", .string(messages[index - 1]))])
      #expect(read["plaintext"]?.stringValue == "group \(index)")
      #expect(read["index"]?.intValue == Int64(index))
    }
  }

  @Test func psstReadsLibolmsGroupMessagesAndExports() throws {
    let peer = try OlmPeer()
    let created = try peer.call("group_outbound", [("session", "g")])
    var inbound = try InboundGroupSession(sessionKey: created["session_key"]!.stringValue!)
    #expect(inbound.sessionID == created["session_id"]?.stringValue)
    var messages: [String] = []
    for index in 0..<260 {
      messages.append(
        try peer.call("group_encrypt", [("session", "g"), ("plaintext", .string("m\(index)"))])["body"]!.stringValue!)
    }
    for index in [259, 0, 255, 256] {
      #expect(try inbound.decrypt(messages[index]) == (utf8("m\(index)"), UInt32(index)))
    }
    // libolm's export imports here, and psst's export imports in libolm.
    try peer.call("group_inbound", [("session", "g_in"), ("session_key", created["session_key"]!)])
    let exported = try peer.call("group_export", [("session", "g_in"), ("index", .number(200))])
    var imported = try InboundGroupSession(exportedKey: exported["exported_key"]!.stringValue!)
    #expect(try imported.decrypt(messages[258]).plaintext == utf8("m258"))
    #expect(throws: CryptoError.self) { try imported.decrypt(messages[199]) }
    let ours = try #require(inbound.export(at: 100))
    try peer.call("group_import", [("session", "g_ours"), ("exported_key", .string(ours))])
    let read = try peer.call("group_decrypt", [("session", "g_ours"), ("body", .string(messages[150]))])
    #expect(read["plaintext"]?.stringValue == "m150")
  }

  @Test func libolmRefusesATamperedPsstMessage() throws {
    let peer = try OlmPeer()
    var outbound = OutboundGroupSession()
    try peer.call("group_inbound", [("session", "g"), ("session_key", .string(try outbound.sessionKey()))])
    var bytes = UnpaddedBase64.decode(try outbound.encrypt(utf8("x")))!
    bytes[6] ^= 1
    #expect(
      try peer.failure("group_decrypt", [("session", "g"), ("body", .string(UnpaddedBase64.encode(bytes)))]) != nil)
  }

  @Test func signaturesAndCanonicalJSONAgreeWithLibolmAndSynapse() throws {
    let peer = try OlmPeer()
    let account = OlmAccount()
    let message = "{\"device_id\":\"DEV\"}"
    let signature = try account.sign(utf8(message))
    let verified = try peer.call(
      "verify",
      [("key", .string(account.ed25519Key)), ("message", .string(message)), ("signature", .string(signature))])
    #expect(verified["valid"]?.boolValue == true)
    let theirs = try peer.call("account", [("name", "c")])
    let theirSignature = try peer.call("sign", [("account", "c"), ("message", .string(message))])
    #expect(
      Ed25519.verify(
        signature: theirSignature["signature"]!.stringValue!, of: utf8(message),
        publicKey: theirs["ed25519"]!.stringValue!))
    let object = try JSON.parse(#"{"z": {"b": [1, "\u0001\n\"é"], "a": null}, "A": true, "日": -3}"#)
    let canonical = try peer.call("canonical", [("json", object)])
    #expect(canonical["text"]?.stringValue == text(object.canonicalBytes))
  }
}
