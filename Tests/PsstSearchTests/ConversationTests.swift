import Foundation
import PsstCore
import Testing

@testable import PsstSearch

/// Messages near the best hits in their chats rank higher, by how close they are in time and
/// meaning: the neighbours of a hit, and how the fused list is reordered with them.
@Suite("Conversations")
struct ConversationTests {
  let store: Store
  let index: SearchIndex
  static let minute: Int64 = 60_000
  static let day: Int64 = 24 * 60

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

  func id(_ seq: Int64) throws -> String {
    try store.database.first("SELECT id FROM messages WHERE seq = ?", [seq.sql]) { $0.string(0) }!
  }

  func neighbours(of id: String, reach: Int = 20, model: String? = nil) throws -> [SearchIndex.ChatNeighbour] {
    let seq = try seq(id)
    return try index.neighbours(of: [seq], reach: reach, gap: SearchIndex.contextWindow, model: model)[seq] ?? []
  }

  @Test("a query names a group chat by most of its name's own words, never by its members' names")
  func groupChatsNamedByTheQuery() throws {
    for (id, name, kind) in [
      ("g1", "Lunchtime Circuit", "group"), ("g2", "Gus & Fiona", "group"), ("d1", "Yoga", "direct"),
    ] {
      try store.database.run(
        "INSERT INTO chats(account, id, name, kind, created_ms) VALUES('me', ?, ?, ?, 0)", id.sql, name.sql, kind.sql)
    }
    for (user, name) in [("gus", "Gus Whitlaw"), ("fiona", "Fiona Whitlaw")] {
      try store.database.run("INSERT INTO users(account, id, display_name) VALUES('me', ?, ?)", user.sql, name.sql)
      try store.database.run("INSERT INTO members(account, chat, user) VALUES('me', 'g2', ?)", user.sql)
    }
    #expect(try index.groupChat(namedBy: ["lunchtime", "circuit", "time"], account: "me") == "g1")
    #expect(try index.groupChat(namedBy: ["circuit"], account: "me") == "g1", "half of its name")
    #expect(try index.groupChat(namedBy: ["gus", "hurt", "back"], account: "me") == nil, "a member's name")
    #expect(try index.groupChat(namedBy: ["yoga"], account: "me") == nil, "not a group")
    #expect(try index.groupChat(namedBy: ["lunchtime", "circuit"], account: "other") == nil)
  }

  @Test func neighboursStayInTheChatNearestInTimeFirstAndSkipWhatHasNoWords() throws {
    try add("m1", "shall we hire a van for the move?", at: 0)
    try add("m2", "yes let's", at: 10)
    try add("other", "unrelated chat", chat: "d", at: 12)
    try add("gone", "unsent", at: 15)
    try add("photo", "", at: 16)
    try add("m3", "I'll book it", at: 30)
    try add("later", "the van is booked", at: 2 * Self.day)
    try store.database.run("UPDATE messages SET deleted = 1 WHERE id = 'gone'")
    let near = try neighbours(of: "m2")
    #expect(try near.map { try id($0.seq) } == ["m1", "m3", "later"])
    #expect(near.map(\.apart) == [10, 20, 2 * Self.day - 10].map { $0 * Self.minute })
    #expect(near.allSatisfy { $0.similarity == nil }, "no model, no similarity")
    #expect(try neighbours(of: "m2", reach: 1).map { try id($0.seq) } == ["m1", "m3"], "no further than the reach")
  }

  @Test func aLongSilenceUnlinksEverythingBeyondIt() throws {
    try add("a", "first", at: 0)
    try add("b", "second", at: 60)
    try add("c", "a day later", at: Self.day)
    try add("d", "right after that", at: Self.day + 5)
    #expect(try neighbours(of: "b").map(\.linked) == [true, false, false], "a, then c and d past the silence")
  }

  @Test func neighboursCarryTheirSimilarityToTheHitWhenBothHaveVectors() throws {
    try add("hit", "the boiler is broken", at: 0)
    try add("alike", "engineer is coming for the heating", at: 5)
    try add("apart", "lunch?", at: 6)
    try add("bare", "no vector yet", at: 7)
    // In 64 dimensions, the rest zero: codes of four bits a dimension are made for hundreds.
    let padding = [Float](repeating: 0, count: 62)
    let vectors: [(Int64, [Float])] = [
      (try seq("hit"), [1, 0] + padding), (try seq("alike"), [0.8, 0.6] + padding),
      (try seq("apart"), [0, 1] + padding),
    ]
    try index.save(vectors.map { (seq: $0.0, vector: $0.1) }, account: "me", model: "m")
    let near = try neighbours(of: "hit", model: "m")
    #expect(try near.map { try id($0.seq) } == ["alike", "apart", "bare"])
    // Within 0.03: a stored vector is rounded to four bits a dimension (both are, here).
    let similarities = near.map(\.similarity)
    #expect(abs((similarities[0] ?? 0) - 0.8) < 0.03 && abs((similarities[1] ?? 1) - 0) < 0.03, "\(similarities)")
    #expect(similarities[2] == nil)
  }

  static func near(_ seq: Int64, days: Double = 0, similarity: Float? = 0.9, linked: Bool = true)
    -> SearchIndex.ChatNeighbour
  {
    SearchIndex.ChatNeighbour(seq: seq, apart: Int64(days * 86_400_000), similarity: similarity, linked: linked)
  }

  @Test func theBestHitsKeepTheirPlacesAndLiftMessagesNearThem() {
    let fused: [Searcher.Scored] = [(1, 0.05), (2, 0.04), (3, 0.03), (4, 0.02), (5, 0.015), (6, 0.01)]
    let ranked = Searcher.withTopics(fused, near: [1: [Self.near(6)], 4: [Self.near(5)]])
    #expect(ranked.map(\.seq) == [1, 2, 3, 6, 4, 5], "only the three best lift: 4 is no seed")
    #expect(ranked[3].score <= ranked[2].score, "no lifted message shows a higher score than the seeds")
    #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.score >= $1.score })
    #expect(ranked.allSatisfy { $0.context == nil })
  }

  @Test func aSeedsShareFallsByEForEachWeekApartAndSharesAddUp() {
    let fused: [Searcher.Scored] = [(1, 0.04), (2, 0.04), (3, 0.04), (4, 0.01), (5, 0.01)]
    let week = Searcher.topicTime / 86_400_000
    let ranked = Searcher.withTopics(fused, near: [1: [Self.near(4, days: week), Self.near(5)]])
    let score = Dictionary(uniqueKeysWithValues: ranked.map { ($0.seq, $0.score) })
    #expect(abs(score[5]! - (0.01 + 0.5 * 0.04)) < 1e-9, "next to the seed: half its score")
    #expect(abs(score[4]! - (0.01 + 0.5 * 0.04 / exp(1.0))) < 1e-9, "a week away: 1/e of that")
    let twice = Searcher.withTopics(
      [(1, 0.04), (2, 0.04), (3, 0.04), (4, 0.001)],
      near: [1: [Self.near(4, days: week)], 2: [Self.near(4, days: week)]])
    #expect(abs(twice[3].score - (0.001 + 0.04 / exp(1.0))) < 1e-9, "amid two hits of a thread it gains from both")
    let capped = Searcher.withTopics([(1, 0.04), (2, 0.04), (3, 0.001), (4, 0.01)], near: [1: [Self.near(4)]])
    #expect(capped[3].score == 0.001, "capped at the last seed's score")
  }

  @Test func onlyMessagesOnTheSeedsTopicGain() {
    let fused: [Searcher.Scored] = [(1, 0.04), (2, 0.03), (3, 0.02), (4, 0.01), (5, 0.01), (6, 0.01), (7, 0.01)]
    let ranked = Searcher.withTopics(
      fused,
      near: [
        1: [
          Self.near(4, similarity: 0.1), Self.near(5, similarity: nil, linked: false),
          Self.near(6, similarity: nil, linked: true), Self.near(7, similarity: 0.2, linked: true),
        ]
      ])
    #expect(ranked.map(\.seq) == [1, 2, 3, 6, 4, 5, 7], "unlike in meaning, or unknown and past a silence: no gain")
  }

  @Test func anUnrelatedSeedDragsNoNeighbourInAboveARealHit() {
    // The best hit matched a word in passing; its chat goes on about something else.
    let fused: [Searcher.Scored] = [(1, 0.04), (2, 0.035), (3, 0.03), (4, 0.02), (5, 0.015)]
    let ranked = Searcher.withTopics(
      fused,
      near: [
        1: [
          Self.near(10, similarity: 0.1), Self.near(11, similarity: 0.29),
          Self.near(12, similarity: nil, linked: false),
        ]
      ])
    #expect(ranked.map(\.seq) == [1, 2, 3, 4, 5], "unlike the seed, or unknown past a silence: they stay out")
    #expect(ranked.allSatisfy { $0.context == nil })
  }

  @Test func aMessageThatDidNotMatchComesInAsContextOfTheSeedThatGaveMost() {
    let fused: [Searcher.Scored] = [(1, 0.04), (2, 0.039), (3, 0.038), (4, 0.037), (5, 0.005)]
    let ranked = Searcher.withTopics(
      fused, near: [1: [Self.near(10, days: 3)], 2: [Self.near(10)], 9: [Self.near(11)]])
    #expect(ranked.map(\.seq) == [1, 2, 3, 4, 10, 5], "9 is no seed: 11 stays out")
    #expect(ranked[4].context == 2, "the nearer seed gave more")
    #expect(ranked.filter { $0.seq != 10 }.allSatisfy { $0.context == nil })
  }

  @Test func aTerseMessageBelowTheSeedsCountsAQuarter() {
    let fused: [Searcher.Scored] = [(1, 0.04), (2, 0.03), (3, 0.02), (4, 0.016), (5, 0.01)]
    let ranked = Searcher.withTopics(fused, near: [:], terse: [1, 4])
    #expect(ranked.map(\.seq) == [1, 2, 3, 5, 4], "a terse seed keeps its place; below them it counts a quarter")
    #expect(abs(ranked[4].score - 0.016 * Searcher.terseShare) < 1e-12)
    let context = Searcher.withTopics(
      [(1, 0.04), (2, 0.03), (3, 0.02), (4, 0.004)], near: [1: [Self.near(10), Self.near(11, days: 1)]], terse: [10])
    #expect(context.map(\.seq) == [1, 2, 3, 11, 10, 4], "a terse context message falls below a longer one")
  }

  @Test func messagesInTheChatsOfTheBestHitsRise() {
    let fused: [Searcher.Scored] = [(1, 0.05), (2, 0.04), (3, 0.03), (4, 0.021), (5, 0.02), (6, 0.01)]
    let chats: [Int64: String] = [1: "team", 2: "team", 3: "other", 4: "elsewhere", 5: "team", 6: "team"]
    let ranked = Searcher.inTheirChats(fused, chats: chats)
    #expect(ranked.map(\.seq) == [1, 2, 3, 5, 4, 6], "5 shares the chat of most of the best hits; 4 does not")
    #expect(Array(ranked.prefix(3)).map(\.score) == [0.05, 0.04, 0.03], "the seeds keep their places and scores")
    let total = 0.05 + 0.04 + 0.03 + 0.021 + 0.02
    #expect(abs(ranked[3].score - 0.02 * (1 + Searcher.chatShare * (0.05 + 0.04 + 0.02) / total)) < 1e-12)
    #expect(
      abs(ranked[4].score - 0.021 * (1 + Searcher.chatShare * 0.021 / total)) < 1e-12,
      "alone in its chat among the best hits, it gains by its own part only")
    #expect(ranked[5].score > 0.01, "a chat of the best hits lifts messages beyond them too")
  }

  @Test func withoutChatsTheOrderStays() {
    let fused: [Searcher.Scored] = [(1, 0.05), (2, 0.04), (3, 0.03), (4, 0.02)]
    #expect(Searcher.inTheirChats(fused, chats: [:]).map(\.seq) == [1, 2, 3, 4])
    #expect(Searcher.inTheirChats([], chats: [:]).isEmpty)
  }

  @Test func shapesReadEachRow() throws {
    try add("ack", "thx 👌", at: 0)
    try add("long", "can't make Tuesday, how about the 6th?", chat: "d", at: 1)
    try add("photo", "", at: 2)
    let (ack, long, photo) = (try seq("ack"), try seq("long"), try seq("photo"))
    let shapes = try index.shapes(of: [ack, long, photo, 999], wordsUpTo: 100)
    #expect(shapes[ack] == SearchIndex.MessageShape(chat: "c", sender: "s", text: "thx 👌", words: 1))
    #expect(shapes[long]?.words == 7 && shapes[long]?.chat == "d")
    #expect(shapes[photo]?.words == 0)
    #expect(shapes[999] == nil, "no such row")
    #expect(try index.shapes(of: [long], wordsUpTo: 3)[long]?.words == 3, "counted no further than asked")
    #expect(try index.shapes(of: [], wordsUpTo: 3).isEmpty)
  }

  @Test func searchPutsATerseReplyBelowOneThatSaysSomething() throws {
    try add("q", "which plumber fixed the boiler last winter?", at: 0)
    try add("ack", "sure 👌", at: 1)
    try add("a", "Dan, he was quick and cheap", at: 3)
    try add("short", "boiler serviced", at: 4)
    let hits = try Searcher(index: index, embedder: nil, context: true).search(
      try SearchQuery.parse("plumber boiler"), in: SearchScope(account: "me"), limit: 10)
    #expect(hits.map(\.id) == ["q", "short", "a", "ack"], "\(hits.map { ($0.id, $0.score) })")
    #expect(hits.first { $0.id == "ack" }?.contextOf == "q", "still there, as context, below the others")
  }

  @Test func byWordsAloneTheChatsOfTheBestHitsLiftNothing() throws {
    // Far apart in time, so that no hit is near another in its chat.
    let texts = [
      ("a1", "zebra zebra", "a"), ("b1", "zebra zebra at the zoo", "b"), ("c1", "a zebra at the zoo today", "c"),
      ("d1", "we saw a zebra and a lion yesterday afternoon", "d"),
      ("a2", "one zebra and a lion at the old zoo today", "a"),
    ]
    for (number, (id, text, chat)) in texts.enumerated() {
      try add(id, text, chat: chat, at: Int64(number) * 30 * Self.day)
    }
    let query = try SearchQuery.parse("zebra")
    let scope = SearchScope(account: "me")
    let words = try index.ranked(MatchExpression.of(query, synonyms: false), in: scope, limit: 200, newest: 5_000)
    #expect(try words.map { try id($0) } == ["a1", "b1", "c1", "d1", "a2"])
    let chats = Dictionary(uniqueKeysWithValues: try texts.map { (try seq($0.0), $0.2) })
    let lifted = Searcher.inTheirChats(Searcher.fuse([(words, 1)]), chats: chats)
    #expect(try lifted.map { try id($0.seq) } == ["a1", "b1", "c1", "a2", "d1"], "with meaning, a2 would rise")
    let hits = try Searcher(index: index, embedder: nil).search(query, in: scope, limit: 10)
    #expect(hits.map(\.id) == ["a1", "b1", "c1", "d1", "a2"])
  }

  @Test func withoutNeighboursTheOrderStays() {
    let fused: [Searcher.Scored] = [(1, 0.05), (2, 0.04), (3, 0.03), (4, 0.02)]
    #expect(Searcher.withTopics(fused, near: [:]).map(\.seq) == [1, 2, 3, 4])
    #expect(Searcher.withTopics([], near: [:]).isEmpty)
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
    #expect(!hits.contains { $0.id == "next" }, "without vectors, a long silence ends the topic")
    #expect(hits.filter { $0.contextOf == nil }.count == 5)
    let matchesOnly = try Searcher(index: index, embedder: nil).search(
      try SearchQuery.parse("plumber boiler"), in: scope, limit: 10)
    #expect(matchesOnly.map(\.id).sorted() == ["q", "x1", "x2", "x3", "x4"], "no context unless asked for")
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
