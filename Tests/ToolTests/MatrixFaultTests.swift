import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A homeserver that fails, limits, loses answers, is slow or goes away: every message still
/// arrives exactly once and in order. maya's psst talks to Synapse through a fault proxy
/// (`scripts/fault-proxy`) of the test's own; bob talks to Synapse directly and checks.
@Suite("Matrix faults")
struct MatrixFaultTests {
  /// maya (through a fresh proxy) and bob (direct), with the 1:1 chat maya opened (unencrypted
  /// unless `encrypted`, so the proxy's log shows the messages' sends):
  /// (proxy, maya, bob, maya's chat id, bob's chat id). Keep `temporary` alive for the test.
  private func setUp(_ synapse: Synapse, _ temporary: TemporaryDirectory, encrypted: Bool = false) throws
    -> (FaultProxy, MatrixPerson, MatrixPerson, String, String)
  {
    let proxy = try FaultProxy(synapse, directory: temporary.path)
    let maya = try synapse.person("maya", homeserver: proxy.url)
    let bob = try synapse.person("bob")
    let chat = try #require(try maya.createChat([bob.id], unencrypted: !encrypted).id)
    let bobChat = try #require(bob.waitForChat { $0.strings("members")?.contains(maya.id) == true }?.id)
    return (proxy, maya, bob, chat, bobChat)
  }

  private func lines(_ chat: String, _ texts: [String]) -> String {
    texts.map { jsonLine(["chat": chat, "text": $0]) }.joined(separator: "\n") + "\n"
  }

  private func texts(_ messages: [Record]) -> [String] { messages.compactMap { $0.string("text") } }

  private func queued(_ person: MatrixPerson) -> [Record] {
    person.run("psst-queue", "list").records.filter { $0.type == "outbox" }
  }

  /// Message send requests in the proxy's log (`/send/m.room.message/TXN`).
  private let send = "/send/m.room.message/"

  @Test func serverErrorsAreRetriedAndEveryMessageArrivesOnceInOrder() throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory("psst-fault")
    let (proxy, maya, bob, chat, bobChat) = try setUp(synapse, temporary)
    proxy.set(["fail": ["status": 500, "count": 3, "match": send]])
    let expected = (1...6).map { "message \($0)" }
    let sent = maya.run("psst-send", nil, [], stdin: lines(chat, expected))
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.records.map { $0.string("state") } == expected.map { _ in "sent" }, "\(sent.summary)")
    #expect(proxy.requests(matching: send, status: "500").count == 3, "\(proxy.log)")
    #expect(texts(bob.messages(chat: bobChat)) == expected)
    #expect(texts(maya.messages(chat: chat)) == expected)
  }

  @Test func rateLimitAnswersAreWaitedOutAndEveryMessageArrivesOnceInOrder() throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory("psst-fault")
    let (proxy, maya, bob, chat, bobChat) = try setUp(synapse, temporary)
    proxy.set(["fail": ["status": 429, "count": 4, "match": send, "retry_after_ms": 300]])
    let expected = (1...6).map { "message \($0)" }
    let sent = maya.run("psst-send", nil, [], stdin: lines(chat, expected))
    #expect(sent.status == 0, "\(sent.summary)")
    #expect(sent.records.map { $0.string("state") } == expected.map { _ in "sent" }, "\(sent.summary)")
    #expect(proxy.requests(matching: send, status: "429").count == 4, "\(proxy.log)")
    #expect(texts(bob.messages(chat: bobChat)) == expected)
  }

  @Test func synapseRateLimitDuringAFlushOfThirtyMessages() throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory("psst-fault")
    let (proxy, maya, bob, chat, bobChat) = try setUp(synapse, temporary)
    // Queue 30 messages while the homeserver cannot be reached (the proxy is down) ...
    proxy.stop()
    let expected = (1...30).map { String(format: "queued %02d", $0) }
    let queueing = maya.run("psst-send", nil, [], stdin: lines(chat, expected))
    #expect(queueing.status == 75, "\(queueing.summary)")
    #expect(queued(maya).count == 30)
    // ... then flush them to a Synapse that allows maya 3 messages a second, 3 at once.
    let limit = synapse.ratelimit(maya.user, perSecond: 3, burst: 3)
    #expect(limit.status == 0, "\(limit.summary)")
    try proxy.restart()
    let flush = maya.run("psst-queue", "flush")
    #expect(flush.status == 0, "\(flush.summary)")
    #expect(queued(maya).isEmpty, "\(queued(maya))")
    #expect(!proxy.requests(matching: send, status: "429").isEmpty, "Synapse never limited maya: \(proxy.log)")
    #expect(texts(bob.messages(chat: bobChat)) == expected)
    #expect(texts(maya.messages(chat: chat)) == expected)
  }

  @Test func aLostAnswerIsRetriedUnderTheSameTransactionAndNotDuplicated() throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory("psst-fault")
    let (proxy, maya, bob, chat, bobChat) = try setUp(synapse, temporary)
    // The server applies the send but its answer never reaches psst.
    proxy.set(["drop": ["count": 1, "match": send]])
    let sent = maya.send(chat: chat, "only once")
    #expect([0, 75].contains(sent.status), "\(sent.summary)")
    if sent.status == 75 {
      let flush = maya.run("psst-queue", "flush")
      #expect(flush.status == 0, "\(flush.summary)")
    }
    let dropped = proxy.requests(matching: send, status: "drop")
    let answered = proxy.requests(matching: send, status: "200")
    #expect(dropped.count == 1, "\(proxy.log)")
    #expect(answered.count == 1, "the message was not retried: \(proxy.log)")
    // Same path = same transaction id (the psst message id): the server recognises the retry.
    #expect(dropped.first?.split(separator: " ")[1] == answered.first?.split(separator: " ")[1], "\(proxy.log)")
    let id = try #require(sent.record?.id)
    #expect(
      dropped.first?.split(separator: " ")[1].hasSuffix("/" + id) == true, "the transaction id is not \(id): \(dropped)"
    )
    #expect(texts(bob.messages(chat: bobChat)) == ["only once"])
    let own = maya.messages(chat: chat)
    #expect(texts(own) == ["only once"])
    #expect(own.first?.string("state") == "sent")
  }

  @Test func aLostCreateRoomAnswerDoesNotMakeASecondRoom() throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory("psst-fault")
    let proxy = try FaultProxy(synapse, directory: temporary.path)
    let maya = try synapse.person("maya", homeserver: proxy.url)
    let bob = try synapse.person("bob")
    proxy.set(["drop": ["count": 1, "match": "/createRoom"]])
    let sent = maya.run("psst-send", nil, ["--to", bob.id, "hello bob"])
    #expect([0, 75].contains(sent.status), "\(sent.summary)")
    if sent.status == 75 {
      let flush = maya.run("psst-queue", "flush")
      #expect(flush.status == 0, "\(flush.summary)")
    }
    #expect(proxy.requests(matching: "/createRoom", status: "drop").count == 1, "\(proxy.log)")
    #expect(proxy.requests(matching: "/createRoom", status: "200").isEmpty, "a second room was created: \(proxy.log)")
    #expect(maya.chats().count == 1)
    let bobChat = try #require(bob.waitForChat { $0.strings("members")?.contains(maya.id) == true })
    #expect(bob.chats().count == 1, "\(bob.chats())")
    #expect(texts(bob.messages(chat: bobChat.id!)) == ["hello bob"])
  }

  @Test func aSlowHomeserverPastTheTimeoutQueuesAndTheFlushSendsOnce() throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory("psst-fault")
    let (proxy, maya, bob, chat, bobChat) = try setUp(synapse, temporary)
    proxy.set(["delay_ms": 3000, "delay_match": send])
    let started = Date()
    let slow = maya.send(chat: chat, "patience", env: ["PSST_MATRIX_TIMEOUT": "1"])
    let took = Date().timeIntervalSince(started)
    #expect(slow.status == 75, "\(slow.summary)")
    #expect(slow.record?.string("state") == "queued", "\(slow.summary)")
    #expect(slow.stderr.contains("queued"), "\(slow.summary)")
    #expect(took < 15, "psst-send with PSST_MATRIX_TIMEOUT=1 took \(took) s")
    #expect(queued(maya).count == 1)

    proxy.clear()
    let flush = maya.run("psst-queue", "flush")
    #expect(flush.status == 0, "\(flush.summary)")
    #expect(queued(maya).isEmpty)
    // The slow request still reaches the server once its delay is over; wait for it, then
    // check that the two attempts made one message.
    let both = eventually(timeout: 15) { () -> [String]? in
      let sends = proxy.requests(matching: send)
      return sends.count >= 2 ? sends : nil
    }
    #expect(both != nil, "\(proxy.log)")
    #expect(
      Set((both ?? []).map { $0.split(separator: " ")[1] }).count == 1,
      "the retry used a new transaction id: \(proxy.log)")
    #expect(texts(bob.messages(chat: bobChat)) == ["patience"])
    #expect(texts(maya.messages(chat: chat)) == ["patience"])
  }

  /// The server forgets transaction ids after a while; a message first queued long ago whose
  /// answer was lost is found in the account's own timeline instead of being sent again, in an
  /// end-to-end encrypted room too (read with the inbound copy psst keeps of its own session).
  @Test(arguments: [false, true]) func aMessageQueuedLongAgoIsLookedForBeforeItIsSentAgain(encrypted: Bool) throws {
    let synapse = try Synapse.require()
    let temporary = TemporaryDirectory("psst-fault")
    let (proxy, maya, bob, chat, bobChat) = try setUp(synapse, temporary, encrypted: encrypted)
    let send = encrypted ? "/send/m.room.encrypted/" : self.send
    let queued = maya.send(chat: chat, "after a long outage", env: ["PSST_OFFLINE": "1"])
    #expect(queued.status == 75, "\(queued.summary)")
    let recent = try #require(queued.record?.id)
    // Make it a message queued two hours ago (its id carries its creation time), and keep a
    // copy of its outbox entry.
    let old = orderedID(prefix: "m", millis: Int64(Date().timeIntervalSince1970 * 1000) - 2 * 3_600_000)
    let database = maya.psst.home + "/psst.db"
    try sqlite(
      database,
      """
      UPDATE messages SET id = '\(old)' WHERE id = '\(recent)';
      UPDATE outbox SET txn = '\(old)', request = replace(request, '\(recent)', '\(old)') WHERE txn = '\(recent)';
      CREATE TABLE saved_outbox AS SELECT * FROM outbox;
      """)
    let first = maya.run("psst-queue", "flush")
    #expect(first.status == 0, "\(first.summary)")
    #expect(proxy.requests(matching: send + old, status: "200").count == 1, "\(proxy.log)")
    // The answer is lost after all: nothing in the store says it was sent, and it is queued again.
    try sqlite(
      database,
      """
      INSERT INTO outbox SELECT * FROM saved_outbox;
      DELETE FROM remote_ids WHERE kind = 'message' AND local = '\(old)';
      UPDATE messages SET state = 'queued' WHERE id = '\(old)';
      """)
    let before = proxy.log.count
    let second = maya.run("psst-queue", "flush")
    #expect(second.status == 0, "\(second.summary)")
    let newRequests = Array(proxy.log.dropFirst(before))
    #expect(!newRequests.contains { $0.contains(send) }, "sent again instead of looked for: \(newRequests)")
    #expect(newRequests.contains { $0.contains("/messages") }, "the timeline was not searched: \(newRequests)")
    #expect(self.queued(maya).isEmpty)
    #expect(maya.messages(chat: chat).first { $0.id == old }?.string("state") == "sent")
    #expect(texts(bob.messages(chat: bobChat)) == ["after a long outage"])
  }

  private func sqlite(_ database: String, _ script: String) throws {
    let result = runProgram("/usr/bin/sqlite3", [database], stdin: script)
    guard result.status == 0 else { throw FixtureError("sqlite3 failed: \(result.summary)") }
  }

  /// An id in psst's ordered format: the prefix, 9 characters of time, 8 random ones.
  private func orderedID(prefix: String, millis: Int64) -> String {
    let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
    var id = prefix
    for shift in stride(from: 40, through: 0, by: -5) { id.append(alphabet[Int((millis >> Int64(shift)) & 31)]) }
    for _ in 0..<8 { id.append(alphabet[Int.random(in: 0..<32)]) }
    return id
  }
}

/// Stopping and restarting a homeserver: against a second Synapse this test starts in a
/// folder of its own, so the suites sharing the main one are not disturbed.
@Suite("Matrix faults: homeserver restart", .serialized)
struct MatrixRestartTests {
  @Test func homeserverStoppedMidFlushThenRestartedGetsEveryMessageOnceInOrder() throws {
    let temporary = TemporaryDirectory("psst-synapse-restart")
    let server = try Synapse.startPrivate(in: temporary.path + "/synapse")
    defer { server.stop() }
    let maya = try server.person("maya")
    let bob = try server.person("bob")
    // Unencrypted: nio counts the messages that reached the room in plaintext.
    let chat = try #require(try maya.createChat([bob.id], unencrypted: true).id)
    let room = try #require(bob.waitForChat { $0.strings("members")?.contains(maya.id) == true }?.id)

    // 200 messages queued while the server is down.
    #expect(server.stop().status == 0)
    let expected = (1...200).map { String(format: "queued %03d", $0) }
    let input = expected.map { jsonLine(["chat": chat, "text": $0]) }.joined(separator: "\n") + "\n"
    let queueing = maya.run("psst-send", nil, [], stdin: input)
    #expect(queueing.status == 75, "\(queueing.summary)")
    func left() -> Int { maya.run("psst-queue", "list").records.filter { $0.type == "outbox" }.count }
    #expect(left() == 200)

    // The server comes back; a flush starts; the server goes away again after the first ones.
    #expect(server.start().status == 0)
    let flush = maya.psst.start("psst-queue", ["flush", "--account", maya.account, "--format", "jsonl"])
    defer { flush.stopIfRunning() }
    let progress = eventually(timeout: 60, interval: 0.05) { () -> Int? in
      let count = left()
      return count < 200 || !flush.process.isRunning ? count : nil
    }
    #expect(server.stop().status == 0)
    let interrupted = try #require(flush.wait(timeout: 120), "the flush did not end once the server was gone")
    let remaining = left()
    #expect(interrupted.status == 75, "\(interrupted.summary)")
    #expect(
      remaining > 0 && remaining < 200,
      "the stop should have come mid-flush (queue: \(String(describing: progress)) when stopping, \(remaining) after)")

    // Back again: the next flush sends the rest.
    #expect(server.start().status == 0)
    let again = maya.run("psst-queue", "flush")
    #expect(again.status == 0, "\(again.summary)")
    #expect(left() == 0)

    let events = try server.nioMessages(bob.user, room: room)
    let bodies = events.compactMap { $0.string("body") }
    #expect(bodies.count == 200, "\(bodies.count) messages on the server")
    let missing = Set(expected).subtracting(bodies).sorted()
    let duplicated = Dictionary(grouping: bodies, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(bodies == expected, "missing: \(missing.prefix(10)); duplicated: \(duplicated.prefix(10))")
    #expect(texts(bob.messages(chat: room)) == expected)
    let own = maya.messages(chat: chat)
    #expect(texts(own) == expected, "maya's own view")
    #expect(own.allSatisfy { $0.bool("own") == true && $0.string("state") == "sent" })
  }

  private func texts(_ messages: [Record]) -> [String] { messages.compactMap { $0.string("text") } }
}
