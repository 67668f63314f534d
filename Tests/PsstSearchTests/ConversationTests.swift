import PsstCore
import Testing

@testable import PsstSearch

/// Matches in the conversation of the best hits rank higher: the conversation a message
/// belongs to, and how the fused list is reordered with it.
@Suite("Conversations")
struct ConversationTests {
  let store: Store
  let index: SearchIndex
  static let minute: Int64 = 60_000

  init() throws {
    store = try Store.inMemory(Environment.current())
    index = SearchIndex(store: store)
  }

  func add(_ id: String, _ text: String, chat: String = "c", at minutes: Int64) throws {
    try store.addPiped(
      account: "me", id: id, chat: chat, sender: "s", text: text, time: 1_000_000 + minutes * Self.minute)
  }

  func seq(_ id: String) throws -> Int64 {
    try store.database.first("SELECT seq FROM messages WHERE id = ?", [id.sql]) { $0.int(0) }!
  }

  @Test func aConversationStopsAtALongSilenceAndStaysInItsChat() throws {
    try add("m1", "shall we do 20% off?", at: 0)
    try add("m2", "yes let's", at: 10)
    try add("other", "unrelated chat", chat: "d", at: 12)
    try add("gone", "unsent", at: 15)
    try add("m3", "I'll start designing", at: 20)
    try add("later", "next day, new topic", at: 20 + 4 * 60)
    try store.database.run("UPDATE messages SET deleted = 1 WHERE id = 'gone'")
    let gap = SearchIndex.contextWindow
    let around = try index.conversations(around: [try seq("m2"), try seq("m3")], reach: 6, gap: gap)
    let (m1, m2, m3) = (try seq("m1"), try seq("m2"), try seq("m3"))
    #expect(around[m2] == [m1, m3])
    #expect(around[m3] == [m2, m1], "the next day is another conversation")
    let near = try index.conversations(around: [try seq("m3")], reach: 1, gap: gap)
    #expect(near[m3] == [m2], "no further than the reach")
  }

  @Test func messagesAtTheSameMomentAreNeighboursOnce() throws {
    try add("a", "first", at: 0)
    try add("b", "second", at: 0)
    try add("c", "third", at: 0)
    let (a, b, c) = (try seq("a"), try seq("b"), try seq("c"))
    let around = try index.conversations(around: [b], reach: 6, gap: SearchIndex.contextWindow)
    #expect(around[b] == [a, c])
  }

  @Test func theBestHitsKeepTheirPlacesAndLiftMatchesInTheirConversations() {
    let fused: [(seq: Int64, score: Double)] = [(1, 0.05), (2, 0.04), (3, 0.03), (4, 0.02), (5, 0.015), (6, 0.01)]
    let lifted = Searcher.lift(fused, around: [1: [6, 99], 2: [1]])
    #expect(lifted.map(\.seq) == [1, 2, 3, 6, 4, 5], "99 did not match the query: it is not added")
    #expect(lifted[3].score <= lifted[2].score, "no lifted hit shows a higher score than the hits above it")
    #expect(zip(lifted, lifted.dropFirst()).allSatisfy { $0.score >= $1.score })
  }

  @Test func aLiftIsAShareOfTheBestSeedNotASum() {
    let fused: [(seq: Int64, score: Double)] = [(1, 0.04), (2, 0.04), (3, 0.04), (4, 0.02), (5, 0.0199)]
    let lifted = Searcher.lift(fused, around: [1: [5], 2: [5], 3: [5]])
    #expect(lifted.map(\.seq) == [1, 2, 3, 5, 4])
    #expect(abs(lifted[3].score - (0.0199 + 0.02)) < 1e-9)
  }

  @Test func withoutConversationsOrBelowTheHeadTheOrderStays() {
    let fused: [(seq: Int64, score: Double)] = [(1, 0.05), (2, 0.04), (3, 0.03), (4, 0.02)]
    #expect(Searcher.lift(fused, around: [:]).map(\.seq) == [1, 2, 3, 4])
    #expect(Searcher.lift(Array(fused.prefix(3)), around: [1: [3]]).map(\.seq) == [1, 2, 3])
  }

  @Test func searchLiftsAReplyThatMatchesOverUnrelatedMatches() throws {
    try add("q", "knee knee knee", at: 0)
    try add("r", "ok so ice the knee tonight, rest it tomorrow, and tell me on Thursday how it feels", at: 5)
    try add("x1", "knee pain again", chat: "d", at: 1_000)
    try add("x2", "knee is sore", chat: "e", at: 2_000)
    try add("x3", "the knee brace arrived", chat: "f", at: 3_000)
    try add("x4", "my knee is fine now", chat: "g", at: 4_000)
    let query = try SearchQuery.parse("knee")
    let scope = SearchScope(account: "me")
    let words = try index.ranked(MatchExpression.of(query, synonyms: false), in: scope, limit: 200, newest: 5_000)
    let (q, r) = (try seq("q"), try seq("r"))
    #expect(words.first == q && words.last == r, "by its words alone the reply is last")
    let hits = try Searcher(index: index, embedder: nil).search(query, in: scope, limit: 10)
    #expect(hits.count == 6)
    let best = try words.prefix(3).map { try id($0) }
    #expect(hits.prefix(3).map(\.id) == best, "the best three keep their places")
    #expect(hits[3].id == "r", "the reply to the best hit comes right after them")
  }

  func id(_ seq: Int64) throws -> String {
    try store.database.first("SELECT id FROM messages WHERE seq = ?", [seq.sql]) { $0.string(0) }!
  }
}
