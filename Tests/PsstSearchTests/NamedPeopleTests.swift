import PsstCore
import Testing

@testable import PsstSearch

/// A person the question names ("when is Sam's exam") ranks what they wrote and their direct
/// chat a little higher, in the messages found by meaning as in those found by words: the
/// answer is often the coach's reply in that chat, in words the question does not use.
@Suite("Named people")
struct NamedPeopleTests {
  @Test("a message in the named person's direct chat found by meaning alone ranks above a nearer one elsewhere")
  func meaningInTheirDirectChat() throws {
    let store = try Store.inMemory(Environment.current())
    for (id, kind) in [("team", "group"), ("with-sam", "direct")] {
      try store.database.run(
        "INSERT INTO chats(account, id, name, kind, created_ms) VALUES('me', ?, ?, ?, 0)", id.sql, id.sql, kind.sql)
    }
    try store.database.run("INSERT INTO users(account, id, display_name) VALUES('me', 'sam', 'Sam Reid')")
    try store.database.run("INSERT INTO members(account, chat, user) VALUES('me', 'with-sam', 'sam')")
    let texts = [
      ("elsewhere", "team", "lee", "the paper went in on time", [Float(0.9), 0.436, 0]),
      ("theirs", "with-sam", "me", "good luck with the essay", [0.8, 0.6, 0]),
    ]
    for (number, (id, chat, sender, text, _)) in texts.enumerated() {
      try store.addPiped(account: "me", id: id, chat: chat, sender: sender, text: text, time: Int64(number) * 1_000)
    }
    let index = SearchIndex(store: store)
    let seqs = try texts.map { text in
      try store.database.first("SELECT seq FROM messages WHERE id = ?", [text.0.sql]) { $0.int(0) }!
    }
    try index.save(zip(seqs, texts.map(\.4)).map { ($0, FixedEmbedder.padded($1)) }, account: "me", model: "fixed")
    let searcher = Searcher(index: index, embedder: FixedEmbedder())
    let query = try SearchQuery.parse("deadline")
    let scope = SearchScope(account: "me")
    #expect(try searcher.search(query, in: scope, limit: 10).map(\.id) == ["elsewhere", "theirs"])
    #expect(try searcher.search(query, in: scope, people: ["sam"], limit: 10).map(\.id) == ["theirs", "elsewhere"])
  }

  @Test("'Sam's kitten', when no message says kitten, is about cats, not about every message naming Sam")
  func anOwnersNameIsNoTopic() throws {
    let store = try Store.inMemory(Environment.current())
    let texts = [
      ("named1", "team", "lee", "Sam is coming to quiz night"), ("named2", "team", "kit", "tell Sam happy birthday"),
      ("cat", "with-sam", "sam", "we have a new cat, she is tiny"),
      ("essay", "with-sam", "sam", "Sam here, essay done"),
    ]
    for (number, (id, chat, sender, text)) in texts.enumerated() {
      try store.addPiped(account: "me", id: id, chat: chat, sender: sender, text: text, time: Int64(number) * 1_000)
    }
    let searcher = Searcher(index: SearchIndex(store: store), embedder: nil)
    let scope = SearchScope(account: "me")
    let kitten = try SearchQuery.parse("Sam's kitten", people: ["sam"])
    #expect(kitten.possessed == ["sam"])
    #expect(try searcher.search(kitten, in: scope, people: ["sam"], limit: 10).first?.id == "cat")
    let essay = try SearchQuery.parse("Sam's essay", people: ["sam"])
    #expect(
      try searcher.aboutTheTopic(essay, in: scope).terms.contains("sam"), "a topic word that matches keeps the name")
  }
}
