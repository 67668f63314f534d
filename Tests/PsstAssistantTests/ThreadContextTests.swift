import Foundation
import PsstAI
import PsstCore
import Testing

@testable import PsstAssistant

@Suite("Thread context")
struct ThreadContextTests {
  let store: Store
  let minute: Int64 = 60_000
  let start = Timestamp.parse("2026-01-05T09:00:00Z")!

  /// Chat c1: two messages and an attachment-only one before the hit `h`, fourteen after it
  /// (the last a reply to it), and a reply to it weeks later; chat c2: one message at the same time.
  init() throws {
    store = try Store.inMemory(Environment(home: NSTemporaryDirectory()))
    _ = try store.addAccount(id: "kit", displayName: "Kit", role: .trainer)
    var importer = try HistoryImporter(store: store, account: "kit")
    for chat in ["c1", "c2"] {
      try importer.add(
        .object([
          ("type", "chat"), ("id", .string(chat)), ("kind", "group"), ("members", .array(["kit", "lena", "omar"])),
        ]))
    }
    var messages: [(String, String, String, Int64, String?)] = [
      ("a1", "c1", "anyone up for a long run saturday?", 0, nil), ("a2", "c1", "me", 1, nil),
      ("a3", "c1", "", 2, nil), ("h", "c1", "where do we meet?", 10, "a1"), ("other", "c2", "unrelated", 10, nil),
    ]
    for number in 1...14 {
      messages.append(("r\(number)", "c1", "reply \(number)", 10 + Int64(number), number == 14 ? "h" : nil))
    }
    messages.append(("late", "c1", "the bridge, as last time", 10 + 22 * 24 * 60, "h"))
    for (id, chat, text, minutes, replyTo) in messages {
      try importer.add(
        .object([
          ("type", "message"), ("id", .string(id)), ("chat", .string(chat)), ("sender", "lena"),
          ("text", .string(text)), ("ts", .string(Timestamp.iso(start + minutes * minute))),
          ("reply_to", replyTo.map(JSON.string) ?? .null),
        ]))
    }
  }

  var context: ThreadContext { ThreadContext(store: store, account: "kit") }

  func hit(_ id: String) throws -> ConversationMessage {
    try #require(try store.message(account: "kit", id: id).map(ConversationMessage.init))
  }

  @Test func searchHitsGetTheMessageTheyReplyTo() throws {
    let bare = ConversationMessage(id: "h", chat: "c1", sender: "lena", text: "where do we meet?", time: start)
    let linked = try context.withReplyLinks([bare])
    #expect(linked.map(\.replyTo) == ["a1"])
  }

  @Test func neighboursAreTheNearestWithTextInTheSameChat() throws {
    let around = try context.around([try hit("h")]).map(\.id)
    // Twelve after it, oldest first: the hit, at its own time, takes none of their places.
    #expect(Array(around.prefix(12)) == (1...12).map { "r\($0)" })
    #expect(!around.contains("r13"))
    #expect(around.contains("a2") && around.contains("a1"), "two before, the empty one skipped")
    #expect(!around.contains("a3"), "an attachment alone has nothing to quote")
    #expect(!around.contains("other"), "another chat is another thread")
    #expect(!around.contains("h"), "the hit itself is left out")
  }

  @Test("the two messages with words before a hit are both its context")
  func twoBeforeEvenAtTheSameTime() throws {
    let around = try context.around([try hit("r1")]).map(\.id)
    #expect(around.contains("h") && around.contains("a2"), "the hit itself is not counted among them: \(around)")
  }

  @Test func repliesAndTheParentComeWhateverLiesBetween() throws {
    let around = try context.around([try hit("h")]).map(\.id)
    #expect(around.contains("r14"), "a reply past the twelve neighbours")
    #expect(!around.contains("late"), "a reply weeks later is outside the thread's window")
    #expect(around.filter { $0 == "a1" }.count == 1, "the parent once, though it is also a neighbour")
  }

  @Test("a lesser hit that asks a question brings the two messages that answer it")
  func aQuestionBeyondTheBestHitsGetsItsAnswers() throws {
    let best = try (5...12).map { try hit("r\($0)") }
    let asked = try context.around(best + [try hit("h")]).map(\.id)
    #expect(asked.contains("r1") && asked.contains("r2"), "the answers to the ninth hit's question: \(asked)")
    let said = try context.around(best + [try hit("a2")]).map(\.id)
    #expect(!said.contains("r1"), "a ninth hit that asks nothing brings nothing: \(said)")
  }

  @Test func hitsAreNeverTheirOwnContext() throws {
    let hits = try (1...9).map { try hit("r\($0)") }
    let around = Set(try context.around(hits).map(\.id))
    #expect(!around.isEmpty)
    #expect(around.isDisjoint(with: hits.map(\.id)), "each hit is among the others' neighbours, and left out")
  }
}
