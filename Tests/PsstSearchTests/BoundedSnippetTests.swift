import PsstCore
import Testing

@testable import PsstSearch

/// FTS5's snippet() weighs every match of a text against every other: a long message full of
/// the query's word made one search take minutes. Long texts get their beginning as excerpt.
@Suite("Excerpts of long messages")
struct BoundedSnippetTests {
  let store: Store
  let index: SearchIndex

  init() throws {
    store = try Store.inMemory(Environment.current())
    index = SearchIndex(store: store)
  }

  func add(_ id: String, _ text: String) throws {
    try store.addPiped(account: "me", id: id, chat: "c", sender: "s", text: text, time: 1_000)
  }

  func search(_ words: String) throws -> [SearchHit] {
    try Searcher(index: index, embedder: nil).search(
      try SearchQuery.parse(words), in: SearchScope(account: "me"), limit: 10)
  }

  @Test func aHugeMessageIsFoundAtOnceWithItsBeginningAsTheExcerpt() throws {
    let huge = String(repeating: "running late again ", count: 10_500)  // 200 KB, 10,500 matches
    try add("huge", huge)
    try add("short", "sorry, running late")
    var hits: [SearchHit] = []
    // 4.2 s in a debug build before (a 1.2 MB message: 230 s); generous for a loaded machine.
    let elapsed = try ContinuousClock().measure { hits = try search("late") }
    #expect(elapsed < .seconds(5), "took \(elapsed)")
    let long = try #require(hits.first { $0.id == "huge" })
    #expect(long.highlights.isEmpty)
    #expect(long.snippet == Array(repeating: "running late again", count: 8).joined(separator: " ") + "…")
    #expect(long.text == huge, "the hit still carries the whole text")
    let brief = try #require(hits.first { $0.id == "short" })
    #expect(brief.highlights.count == 1, "short texts keep FTS5's excerpt with the match marked")
  }

  @Test func onlyTextsUpToTheBoundAreMarkedByFTS5() throws {
    let filler = String(repeating: "x", count: Snippet.maxMarkedBytes - " late".utf8.count)
    try add("at", filler + " late")
    try add("over", filler + "y late")
    let marked = try index.hits(
      [try seq("at"), try seq("over")], highlighting: .of(try SearchQuery.parse("late"), synonyms: false))
    #expect(marked[try seq("at")]?.marked != nil)
    #expect(marked[try seq("over")]?.marked == nil)
  }

  @Test func theBeginningIsTakenFromTheFirstScalarsOnly() {
    let lead = Snippet.lead(of: "one two " + String(repeating: "é", count: 1_000_000))
    #expect(lead.hasPrefix("one two ") && lead.hasSuffix("…"))
    #expect(lead.unicodeScalars.count <= Snippet.leadScalars + 1)
  }

  func seq(_ id: String) throws -> Int64 {
    try store.database.first("SELECT seq FROM messages WHERE id = ?", [id.sql]) { $0.int(0) }!
  }
}
