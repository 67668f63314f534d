import PsstCore
import Testing

@testable import PsstSearch

/// The query's meaning moved toward its best hits' (Rocchio feedback) finds what the
/// conversation says about the topic in words and meaning the query does not share.
@Suite("Feedback")
struct FeedbackTests {
  @Test func theQueryMovesHalfwayTowardTheMeanOfTheBestHitsAndStaysAUnitVector() {
    let moved = Searcher.moved([1, 0, 0], toward: [[0, 1, 0], [0, 0, 1]])
    let length: Float = (1 + 0.25 * 0.25 * 2).squareRoot()
    let expected: [Float] = [1 / length, 0.25 / length, 0.25 / length]
    #expect(zip(moved, expected).allSatisfy { abs($0 - $1) < 1e-6 })
    #expect(abs(moved.reduce(0) { $0 + $1 * $1 } - 1) < 1e-6)
  }

  @Test func withoutUsableVectorsTheQueryStays() {
    #expect(Searcher.moved([0.6, 0.8], toward: []) == [0.6, 0.8])
    #expect(Searcher.moved([0.6, 0.8], toward: [[1, 0, 0]]) == [0.6, 0.8], "another model's size is no evidence")
  }

  @Test func searchFindsWhatTheBestHitMeansThoughNeitherTheWordsNorTheQueryMatchIt() throws {
    let store = try Store.inMemory(Environment.current())
    let index = SearchIndex(store: store)
    let texts = [
      ("hit", "the insurer's invoice is overdue", [Float(0.9), 0.436, 0]),
      ("follow", "their cheque arrived this morning", [0.2, 0.98, 0]),
      ("unrelated", "see you at the park", [0, 0, 1]),
    ]
    for (number, (id, text, _)) in texts.enumerated() {
      try store.addPiped(
        account: "me", id: id, chat: "c\(number)", sender: "s", text: text, time: Int64(number) * 1_000)
    }
    let seqs = try texts.map { id, _, _ in
      try store.database.first("SELECT seq FROM messages WHERE id = ?", [id.sql]) { $0.int(0) }!
    }
    try index.save(zip(seqs, texts.map(\.2)).map { ($0, FixedEmbedder.padded($1)) }, account: "me", model: "fixed")
    let scope = SearchScope(account: "me")
    let hits = try Searcher(index: index, embedder: FixedEmbedder()).search(
      try SearchQuery.parse("invoice"), in: scope, limit: 10)
    #expect(hits.map(\.id) == ["hit", "follow"], "0.2 to the query, 0.34 to the query moved toward the hit")
    let lexical = try Searcher(index: index, embedder: nil).search(
      try SearchQuery.parse("invoice"), in: scope, limit: 10)
    #expect(lexical.map(\.id) == ["hit"], "no vectors, no feedback")
  }
}
