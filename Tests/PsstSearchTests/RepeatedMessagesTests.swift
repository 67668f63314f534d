import PsstCore
import Testing

@testable import PsstSearch

/// A message its sender says again and again ("same. 2am club", a notice posted in every chat)
/// takes one place in the results, not the whole page.
@Suite("Repeated messages")
struct RepeatedMessagesTests {
  let store: Store
  let index: SearchIndex

  init() throws {
    store = try Store.inMemory(Environment.current())
    index = SearchIndex(store: store)
  }

  func add(_ id: String, _ text: String, from sender: String, chat: String, day: Int64) throws {
    try store.addPiped(account: "me", id: id, chat: chat, sender: sender, text: text, time: day * 86_400_000)
  }

  @Test func aSendersRepeatsFollowTheOtherHits() throws {
    for (number, tail) in ["", " haha", " lol", "!!", " tbh"].enumerated() {
      try add("r\(number)", "wren did it again\(tail)", from: "olu", chat: "o", day: Int64(number) * 30)
    }
    try add("book", "wren finally finished the book I lent her and loved it", from: "olu", chat: "o", day: 200)
    try add("other", "wren did it again", from: "kai", chat: "k", day: 300)
    let scope = SearchScope(account: "me")
    let words = try index.ranked(
      MatchExpression.of(try SearchQuery.parse("wren"), synonyms: false), in: scope, limit: 200, newest: 5_000)
    #expect(
      try store.lines(seqs: Array(words.prefix(3))).allSatisfy { $0.text.count < 25 }, "by words, short ones first")
    let hits = try Searcher(index: index, embedder: nil).search(try SearchQuery.parse("wren"), in: scope, limit: 10)
    let ids = hits.map(\.id)
    #expect(ids.count == 7)
    #expect(ids.prefix(3).filter { $0.hasPrefix("r") }.count == 1, "one of the five repeats near the top: \(ids)")
    #expect(ids.prefix(3).contains("book") && ids.prefix(3).contains("other"), "kai saying it too is news")
    #expect(ids.suffix(4).allSatisfy { $0.hasPrefix("r") }, "the other four last")
    #expect(zip(hits, hits.dropFirst()).allSatisfy { $0.score >= $1.score }, "scores still fall down the list")
  }

  @Test func onlyTheSameSendersLongerMessagesCountAsRepeats() {
    let ranked = [4.0, 3, 2, 1, 0.5].enumerated().map { Searcher.Ranked(seq: Int64($0.offset + 1), score: $0.element) }
    let said = [
      ("ana", "Sunday 22nd fine for me"), ("ana", "Sunday the 22nd is fine for me"),
      ("ben", "Sunday 22nd fine for me too"), ("ana", "ok thanks"), ("ana", "ok thanks!"),
    ]
    var shapes: [Int64: SearchIndex.MessageShape] = [:]
    for (number, (sender, text)) in said.enumerated() {
      shapes[Int64(number + 1)] = SearchIndex.MessageShape(chat: "c", sender: sender, text: text, words: 0)
    }
    let ordered = Searcher.repeatsLast(ranked, shapes: shapes)
    #expect(ordered.map(\.seq) == [1, 3, 4, 5, 2], "ben agreeing is news; two words are too few to call a repeat")
    #expect(ordered.last?.score == 0.5, "no higher than the last of the others")
    #expect(Searcher.repeatsLast(ranked, shapes: [:]).map(\.seq) == [1, 2, 3, 4, 5], "unknown rows stay")
    let long = (1...60).map { Searcher.Ranked(seq: Int64($0), score: 100 - Double($0)) }
    var notices: [Int64: SearchIndex.MessageShape] = [:]
    for entry in long {
      let text = entry.seq % 2 == 1 ? "the same notice" : "note number \(entry.seq)"
      notices[entry.seq] = SearchIndex.MessageShape(chat: "c", sender: "ana", text: text, words: 3)
    }
    let odd = Array(stride(from: 3, through: 49, by: 2).map(Int64.init))
    let even = Array(stride(from: 2, through: 50, by: 2).map(Int64.init))
    #expect(
      Searcher.repeatsLast(long, shapes: notices).map(\.seq) == [1] + even + odd + Array(51...60),
      "the window's repeats follow the rest of it; beyond the window the order stays")
  }

  @Test func aRepeatSharesMostOfItsDistinctWords() {
    let said = Searcher.wordHashes("Who are you and what have you done with Wren...")
    #expect(said.count == 9, "distinct words")
    #expect(Searcher.isRepeat(Searcher.wordHashes("who are you and what have you done with wren haha"), of: said))
    #expect(!Searcher.isRepeat(Searcher.wordHashes("what have you done with the keys?"), of: said))
    #expect(!Searcher.isRepeat(Searcher.wordHashes("ok thanks"), of: Searcher.wordHashes("OK, thanks!")), "too short")
    #expect(Searcher.wordHashes("can't, CAN'T! cant") == Searcher.wordHashes("cant"), "case and apostrophes")
    #expect(Searcher.wordHashes("🙂 ... !!").isEmpty)
  }
}
