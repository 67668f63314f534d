import Testing

@testable import PsstCore

@Suite("Store: messages around a message")
struct StoreThreadsTests {
  let folder = TemporaryFolder()
  let store: Store

  /// c1: m1..m6 a minute apart (m3 without text, m5 unsent by its author), m7 an hour later
  /// replying to m1; c2: x1 at m2's time.
  init() throws {
    store = try Machine(folder).store
    _ = try store.addAccount(id: "kit", displayName: "Kit", role: .trainer)
    var importer = try HistoryImporter(store: store, account: "kit")
    for chat in ["c1", "c2"] {
      try importer.add(.object([("type", "chat"), ("id", .string(chat)), ("members", .array(["kit", "lena"]))]))
    }
    let rows: [(String, String, String, String, String, String?)] = [
      ("m1", "c1", "lena", "one", "09:01", nil), ("m2", "c1", "kit", "two", "09:02", nil),
      ("m3", "c1", "lena", "", "09:03", nil), ("m4", "c1", "lena", "four", "09:04", nil),
      ("m5", "c1", "kit", "five", "09:05", nil), ("m6", "c1", "lena", "six", "09:06", nil),
      ("m7", "c1", "lena", "seven", "10:06", "m1"), ("x1", "c2", "lena", "other", "09:02", nil),
    ]
    for (id, chat, sender, text, clock, replyTo) in rows {
      try importer.add(
        .object([
          ("type", "message"), ("id", .string(id)), ("chat", .string(chat)), ("sender", .string(sender)),
          ("text", .string(text)), ("ts", .string("2026-01-05T\(clock):00Z")), ("reply_to", replyTo.json),
        ]))
    }
    try store.recordOwnRedaction(account: "kit", id: "m5")
  }

  func line(_ id: String) throws -> MessageLine {
    try #require(try store.lines(account: "kit", ids: [id]).first)
  }

  @Test func walksEitherWayNearestFirstSkippingUnsent() throws {
    let m4 = try line("m4")
    let before = try store.neighbours(account: "kit", chat: "c1", time: m4.time, seq: m4.seq, side: .before, limit: 5)
    #expect(before.map(\.id) == ["m3", "m2", "m1"])
    let after = try store.neighbours(account: "kit", chat: "c1", time: m4.time, seq: m4.seq, side: .after, limit: 5)
    #expect(after.map(\.id) == ["m6", "m7"], "m5 was unsent")
  }

  @Test func aWindowAndWordsOnlyNarrowTheWalk() throws {
    let m4 = try line("m4")
    let near = try store.neighbours(
      account: "kit", chat: "c1", time: m4.time, seq: m4.seq, side: .after, limit: 5, within: 30 * 60_000)
    #expect(near.map(\.id) == ["m6"])
    let worded = try store.neighbours(
      account: "kit", chat: "c1", time: m4.time, seq: m4.seq, side: .before, limit: 2, wordsOnly: true)
    #expect(worded.map(\.id) == ["m2", "m1"], "the limit counts messages with text")
    let none = try store.neighbours(account: "kit", chat: "c1", time: m4.time, seq: m4.seq, side: .after, limit: 0)
    #expect(none.isEmpty)
  }

  @Test func anOpenSeqTakesInTheMessagesAtThatTime() throws {
    let m2 = try line("m2")
    let from = try store.neighbours(account: "kit", chat: "c1", time: m2.time, seq: .min, side: .after, limit: 1)
    #expect(from.map(\.id) == ["m2"])
  }

  @Test func linesByIdAndBySeqLeaveOutUnsentMessages() throws {
    #expect(try store.lines(account: "kit", ids: ["m1", "m5", "nope"]).map(\.id) == ["m1"])
    let seqs = try [line("m1").seq, line("x1").seq]
    #expect(Set(try store.lines(seqs: seqs).map(\.id)) == ["m1", "x1"])
    #expect(try store.lines(seqs: []).isEmpty)
    #expect(try store.lines(account: "kit", ids: []).isEmpty)
  }

  @Test func repliesWithinTheirWindow() throws {
    let m1 = try line("m1")
    let within = try store.replies(
      account: "kit", to: "m1", chat: "c1", from: m1.time, until: m1.time + 2 * 3_600_000, limit: 5)
    #expect(within.map(\.id) == ["m7"])
    #expect(within.first?.replyTo == "m1")
    let short = try store.replies(
      account: "kit", to: "m1", chat: "c1", from: m1.time, until: m1.time + 60_000, limit: 5)
    #expect(short.isEmpty)
  }

  @Test func eachSendersLastMessageLeavesOutTheOwner() throws {
    let last = try store.lastMessagePerSender(account: "kit")
    #expect(last.map(\.id) == ["m7"])
  }
}
