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

  func add(_ id: String, _ text: String, chat: String = "c", at minutes: Int64, replyTo: String? = nil) throws {
    try store.addPiped(
      account: "me", id: id, chat: chat, sender: "s", text: text, time: 1_000_000 + minutes * Self.minute)
    if let replyTo { try store.database.run("UPDATE messages SET reply_to = ? WHERE id = ?", [replyTo.sql, id.sql]) }
  }

  func around(_ id: String, reach: Int = 6) throws -> [String] {
    let seq = try seq(id)
    let members = try index.conversations(around: [seq], reach: reach, gap: SearchIndex.contextWindow)[seq] ?? []
    return try members.map { try self.id($0.seq) }
  }

  func seq(_ id: String) throws -> Int64 {
    try store.database.first("SELECT seq FROM messages WHERE id = ?", [id.sql]) { $0.int(0) }!
  }

  @Test func aConversationStopsAtALongSilenceAndStaysInItsChat() throws {
    try add("m1", "shall we hire a van for the move?", at: 0)
    try add("m2", "yes let's", at: 10)
    try add("other", "unrelated chat", chat: "d", at: 12)
    try add("gone", "unsent", at: 15)
    try add("m3", "I'll book it", at: 20)
    try add("later", "next day, new topic", at: 20 + 4 * 60)
    try store.database.run("UPDATE messages SET deleted = 1 WHERE id = 'gone'")
    #expect(try around("m2") == ["m1", "m3"])
    #expect(try around("m3") == ["m2", "m1"], "the next day is another conversation, nearest first")
    #expect(try around("m3", reach: 1) == ["m2"], "no further than the reach")
  }

  @Test func anExchangeTakesInRepliesHoweverLateAndWhatTheHitRepliesTo() throws {
    try add("ask", "can someone water the plants on Friday?", at: 0)
    try add("hit", "the plants need water twice a week", at: 5, replyTo: "ask")
    try add("photo", "", at: 6)
    try add("late", "done, watered them", at: 2 * 24 * 60, replyTo: "hit")
    try add("elsewhere", "plants", chat: "d", at: 7)
    let seq = try seq("hit")
    let members = try index.conversations(around: [seq], reach: 6, gap: SearchIndex.contextWindow)[seq] ?? []
    #expect(try members.map { try id($0.seq) } == ["ask", "late"], "a message without words is no context")
    #expect(members.allSatisfy { $0.distance == 1 && !$0.before }, "the message it answers leads up to nothing")
  }

  @Test func messagesAtTheSameMomentAreNeighboursOnce() throws {
    try add("a", "first", at: 0)
    try add("b", "second", at: 0)
    try add("c", "third", at: 0)
    #expect(try around("b") == ["a", "c"])
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

  @Test func contextComesBelowTheSeedsAndAboveWeakerMatches() {
    let ranked: [Searcher.Scored] = [(1, 0.04), (2, 0.039), (3, 0.038), (4, 0.037), (5, 0.02)]
    let next = SearchIndex.ExchangeMember(seq: 10, distance: 1)
    let far = SearchIndex.ExchangeMember(seq: 11, distance: 3)
    let result = Searcher.withContext(
      ranked, exchanges: [1: [next, far], 9: [SearchIndex.ExchangeMember(seq: 12, distance: 1)]])
    #expect(result.map(\.seq) == [1, 2, 3, 4, 10, 11, 5], "only seeds bring context, nearest first")
    #expect(result.prefix(4).allSatisfy { $0.context == nil })
    #expect(result[4].context == 1 && result[5].context == 1 && result[6].context == nil)
    #expect(zip(result, result.dropFirst()).allSatisfy { $0.score >= $1.score })
  }

  @Test func contextNeverRisesAboveTheSeedsAndLosesTiesToMatches() {
    let ranked: [Searcher.Scored] = [(1, 0.1), (2, 0.02), (3, 0.02), (4, 0.02)]
    let result = Searcher.withContext(ranked, exchanges: [1: [SearchIndex.ExchangeMember(seq: 10, distance: 1)]])
    #expect(result.map(\.seq) == [1, 2, 3, 4, 10])
    #expect(result[4].score == 0.02, "capped at the last seed's score")
  }

  @Test func searchShowsTheAnswerToTheBestHitAsItsContext() throws {
    try add("q", "which plumber fixed the boiler last winter?", at: 0)
    try add("a", "Dan, he was quick and cheap", at: 3)
    try add("b", "I'll ask him to come Monday", at: 6)
    try add("next", "unrelated and much later", at: 10 * 60)
    for n in 1...4 { try add("x\(n)", "the boiler manual", chat: "d\(n)", at: Int64(n) * 1_000) }
    let scope = SearchScope(account: "me")
    let hits = try Searcher(index: index, embedder: nil, context: true).search(
      try SearchQuery.parse("plumber boiler"), in: scope, limit: 10)
    #expect(hits.first?.id == "q")
    #expect(
      hits.filter { $0.contextOf == "q" }.map(\.id) == ["a", "b"], "\(hits.map { ($0.id, $0.score, $0.contextOf) })")
    #expect(!hits.contains { $0.id == "next" }, "a long silence ends the exchange")
    #expect(hits.filter { $0.contextOf == nil }.count == 5)
  }

  @Test func contextKeepsTheQuerysFilters() throws {
    try add("q", "which plumber fixed the boiler?", at: 0)
    try add("a", "Dan did", at: 3)
    try add("b", "he was not cheap -- avoid", at: 4)
    var scope = SearchScope(account: "me")
    let searcher = Searcher(index: index, embedder: nil, context: true)
    let excluded = try searcher.search(try SearchQuery.parse("plumber -avoid"), in: scope, limit: 10)
    #expect(excluded.map(\.id) == ["q", "a"], "an excluded word binds context too")
    scope.senders = ["someone else"]
    #expect(try searcher.search(try SearchQuery.parse("plumber"), in: scope, limit: 10).isEmpty)
    scope = SearchScope(account: "me")
    scope.until = 1_000_000 + 2 * Self.minute
    #expect(try searcher.search(try SearchQuery.parse("plumber"), in: scope, limit: 10).map(\.id) == ["q"])
  }
}
