import PsstCore
import Testing

@testable import PsstSearch

/// The store's search indexes against a real (in-memory) SQLite store: triggers keep the
/// full-text index and the vectors in step with every change.
@Suite("SearchIndex")
struct SearchIndexTests {
  let store: Store
  let index: SearchIndex

  init() throws {
    store = try Store.inMemory(Environment.current())
    index = SearchIndex(store: store)
    try add("a", "my knee hurts after the long run")
    try add("b", "payment failed again")
  }

  func add(_ id: String, _ text: String) throws {
    try store.addPiped(account: "me", id: id, chat: "c", sender: "s", text: text, time: 1_000)
  }

  func seq(_ id: String) throws -> Int64 {
    try store.database.first("SELECT seq FROM messages WHERE id = ?", [id.sql]) { $0.int(0) }!
  }

  func matches(_ words: String) throws -> [Int64] {
    try index.ranked(
      MatchExpression.of(try SearchQuery.parse(words), synonyms: false), in: SearchScope(account: "me"), limit: 10,
      newest: 5_000)
  }

  @Test func editsReindexAndDropTheStaleVector() throws {
    try index.save([(try seq("a"), [Float](repeating: 0.5, count: 4))], account: "me", model: "m")
    #expect(try index.vectorCounts(account: "me", model: "m") == (1, 1))
    try add("a", "my shoulder hurts")
    #expect(try matches("knee").isEmpty)
    #expect(try matches("shoulder") == [try seq("a")])
    #expect(try index.vectorCounts(account: "me", model: "m").embedded == 0, "the old text's vector is gone")
  }

  @Test func unsentMessagesLeaveTheIndexAndTheirVectors() throws {
    try index.save([(try seq("b"), [1, 0, 0, 0])], account: "me", model: "m")
    try store.database.run("UPDATE messages SET deleted = 1 WHERE id = 'b'")
    #expect(try matches("payment").isEmpty)
    #expect(try index.vectorCounts(account: "me", model: "m") == (0, 1))
    try store.database.run("DELETE FROM messages WHERE id = 'a'")
    #expect(try matches("knee").isEmpty)
  }

  @Test func aStoreOfOneAccountRanksTheWholeIndexAndOfTwoEachItsOwn() throws {
    #expect(try matches("knee") == [try seq("a")], "one account: every indexed message is its own")
    try store.addPiped(account: "you", id: "y", chat: "c", sender: "s", text: "knee brace ordered", time: 2_000)
    #expect(try matches("knee") == [try seq("a")], "another account's message is not mine")
    let theirs = try index.ranked(
      MatchExpression.of(try SearchQuery.parse("knee"), synonyms: false), in: SearchScope(account: "you"), limit: 10,
      newest: 5_000)
    #expect(theirs == [try seq("y")])
  }

  @Test func vectorExtentTellsNoneSomeAndTooManyFromTheModelsCount() throws {
    #expect(try index.vectorExtent(account: "me", model: "m", limit: 1) == (false, false))
    try index.save([(try seq("a"), [1, 0, 0, 0])], account: "me", model: "m")
    #expect(try index.vectorExtent(account: "me", model: "m", limit: 1) == (true, false))
    #expect(try index.vectorExtent(account: "me", model: "other", limit: 1) == (false, false))
    #expect(try index.vectorExtent(account: "you", model: "m", limit: 1) == (false, false))
    try index.save([(try seq("b"), [0, 1, 0, 0])], account: "me", model: "m")
    #expect(try index.vectorExtent(account: "me", model: "m", limit: 1) == (true, true))
    #expect(try index.vectorExtent(account: "me", model: "m", limit: 2) == (true, false))
    try index.save([(try seq("b"), [0, 1, 0, 0])], account: "me", model: "m")
    #expect(
      try index.vectorExtent(account: "me", model: "m", limit: 2) == (true, false), "a vector saved again counts once")
    try index.save([(try seq("b"), [0, 1, 0, 0])], account: "me", model: "other")
    #expect(try index.vectorCounts(account: "me", model: "m").embedded == 1, "replaced by another model's")
    #expect(try index.otherModelCount(account: "me", model: "m", upTo: 5) == 1)
    #expect(try index.otherModelCount(account: "me", model: "other", upTo: 5) == 1)
    try store.database.run("DELETE FROM messages WHERE id = 'a'")
    #expect(try index.vectorExtent(account: "me", model: "m", limit: 1) == (false, false))
  }

  @Test func rebuildMatchesTheLiveIndex() throws {
    try store.database.run("UPDATE messages SET deleted = 1 WHERE id = 'b'")
    let count = try Indexer(index: index).rebuildText { _, _ in }
    #expect(count == 1)
    #expect(try matches("knee") == [try seq("a")])
    #expect(try matches("payment").isEmpty)
    try store.database.execute("INSERT INTO message_text(message_text) VALUES('integrity-check')")
  }

  @Test func nearestHonoursTheMinimumAndOrder() throws {
    try index.save([(try seq("a"), [1, 0]), (try seq("b"), [0.6, 0.8])], account: "me", model: "m")
    let near = try index.nearest(to: [1, 0], model: "m", in: SearchScope(account: "me"), limit: 5, minimum: 0.5)
    #expect(near.map(\.seq) == [try seq("a"), try seq("b")])
    let strict = try index.nearest(to: [1, 0], model: "m", in: SearchScope(account: "me"), limit: 5, minimum: 0.9)
    #expect(strict.map(\.seq) == [try seq("a")])
    #expect(
      try index.nearest(to: [1, 0, 0], model: "m", in: SearchScope(account: "me"), limit: 5, minimum: 0.1).isEmpty,
      "vectors of another size never match")
  }

  @Test func vectorsByMessageIDAreThoseOfTheModelAndAccount() throws {
    try index.save([(try seq("a"), [0, -0.5]), (try seq("b"), [1, 0])], account: "me", model: "m")
    let many = (0..<150).map { "missing-\($0)" }
    let found = try index.vectors(account: "me", model: "m", messageIDs: many + ["a", "b", "nope"])
    #expect(Set(found.keys) == ["a", "b"], "a batch past the first finds them, unknown ids find nothing")
    for (id, expected) in [("a", [Float(0), -1]), ("b", [1, 0])] {
      #expect(zip(found[id] ?? [], expected).allSatisfy { abs($0 - $1) < 1e-5 }, "\(id) as a unit vector")
    }
    #expect(try index.vectors(account: "me", model: "other", messageIDs: ["a"]).isEmpty)
    #expect(try index.vectors(account: "you", model: "m", messageIDs: ["a"]).isEmpty)
    #expect(try index.vectors(account: "me", model: "m", messageIDs: []).isEmpty)
  }

  @Test func broadQueriesRankTheNewestMatchesNarrowOnesAll() throws {
    try add("c", "knee again")
    try store.addPiped(account: "me", id: "d", chat: "c", sender: "other", text: "knee knee knee", time: 2_000)
    let knee = MatchExpression.of(try SearchQuery.parse("knee"), synonyms: false)
    let all = SearchScope(account: "me")
    #expect(try index.ranked(knee, in: all, limit: 1, newest: 2).count == 1)
    #expect(
      Set(try index.ranked(knee, in: all, limit: 5, newest: 2)) == [try seq("a"), try seq("c"), try seq("d")],
      "too few among the newest: all are ranked")
    #expect(
      try index.ranked(knee, in: all, limit: 2, newest: 2) == [try seq("d"), try seq("c")], "the newest two only")
    var narrow = SearchScope(account: "me")
    narrow.since = 1_500
    #expect(try index.ranked(knee, in: narrow, limit: 5, newest: 5_000) == [try seq("d")])
    narrow.since = 5_000
    #expect(try index.ranked(knee, in: narrow, limit: 5, newest: 5_000).isEmpty)
  }

  @Test func bulkInsertsAreIndexedOnceAtTheEnd() throws {
    try store.database.write {
      try store.deferIndexes()
      try add("c", "hamstring twinge on the sprint")
      try add("d", "")
    }
    #expect(try matches("hamstring").isEmpty, "not yet: indexed at the end")
    #expect(try index.pendingCount(account: "me", upTo: 10) == 2, "a and b wait for vectors; c not yet")
    #expect(try store.completeDeferredIndexes() == 2)
    #expect(try matches("hamstring") == [try seq("c")])
    #expect(try index.pendingCount(account: "me", upTo: 10) == 3, "a, b and c wait for vectors; empty d does not")
    try store.database.execute("INSERT INTO message_text(message_text) VALUES('integrity-check')")
    try add("e", "hamstring again")
    #expect(try matches("hamstring").count == 2, "row by row again after the bulk")
    #expect(try store.completeDeferredIndexes() == 0, "nothing left to build")
  }

  @Test func changesToDeferredRowsBeforeTheBuildLeaveTheIndexWhole() throws {
    try store.database.write {
      try store.deferIndexes()
      try add("c", "hamstring twinge")
      try add("d", "calf cramp")
      try add("f", "groin strain")
    }
    // Rows the build has not reached yet are edited, unsent and deleted; older rows as well.
    try add("c", "hamstring better now")
    try store.database.run("UPDATE messages SET deleted = 1 WHERE id = 'd'")
    try store.database.run("DELETE FROM messages WHERE id = 'f'")
    try add("a", "my ankle hurts")
    try store.completeDeferredIndexes()
    try store.database.execute("INSERT INTO message_text(message_text) VALUES('integrity-check')")
    #expect(try matches("better") == [try seq("c")])
    #expect(try matches("twinge").isEmpty)
    #expect(try matches("cramp").isEmpty)
    #expect(try matches("groin").isEmpty)
    #expect(try matches("ankle") == [try seq("a")])
    #expect(try index.pendingCount(account: "me", upTo: 10) == 3, "a, b and c")
  }

  @Test func waitingMessagesAreRunsThatEmbeddingCutsAndEditsExtend() throws {
    try store.database.write {
      try store.deferIndexes()
      for n in 0..<10 { try add("r\(n)", "message number \(n)") }
    }
    try store.completeDeferredIndexes()
    let runs = {
      try store.database.query("SELECT seq, last FROM vector_pending ORDER BY seq") { [$0.int(0), $0.int(1)] }
    }
    #expect(try runs() == [[1, 2], [3, 12]], "a and b by trigger, then the ten (seq 3 to 12) as one run")
    let batch = try index.unembedded(account: "me", limit: 3)
    #expect(batch.map(\.seq) == [1, 2, 3], "the newest block (seq 0 to 4095) first, oldest first in it")
    try index.save([(11, [1, 0]), (5, [0, 1])], account: "me", model: "m")
    #expect(try runs() == [[1, 2], [3, 4], [6, 10], [12, 12]])
    #expect(try index.pendingCount(account: "me", upTo: 100) == 10)
    #expect(try index.pendingCount(account: "me", upTo: 4) == 4)
    try add("r8", "message number eight, edited")  // seq 11 loses its vector and waits again
    #expect(try runs() == [[1, 2], [3, 4], [6, 11], [12, 12]], "the run before it grows")
    try add("new", "a new message")
    #expect(try runs().last == [12, 13], "the newest run grows")
    try store.database.run("DELETE FROM messages WHERE id = 'r0'")
    #expect(try runs() == [[1, 2], [4, 4], [6, 11], [12, 13]], "a deleted message stops waiting")
    #expect(try index.pendingCount(account: "me", upTo: 100) == 11)
  }

  @Test func fusionRewardsAgreementBetweenLists() {
    let fused = Searcher.fuse([([1, 2, 3], 1), ([3, 1], 1), ([4], 0.5)])
    #expect(fused.map(\.seq) == [1, 3, 2, 4])
  }

  @Test func topScoresKeepsTheBest() {
    var top = TopScores(capacity: 2)
    for (seq, score) in [(1, 0.1), (2, 0.9), (3, 0.5), (4, 0.7), (5, 0.2)] { top.offer(Int64(seq), Float(score)) }
    #expect(top.sorted.map(\.seq) == [2, 4])
  }
}
