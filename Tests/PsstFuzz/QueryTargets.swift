import PsstCore
import PsstSearch

/// psst-search's query syntax, down to the FTS5 expression SQLite runs.
extension FuzzTargets {
  /// SearchQuery.parse then a search over a small store: a query is refused with a SearchError
  /// that says why, or it runs; nothing a user types reaches FTS5 as syntax (no SQLite error).
  public static func query() -> FuzzTarget {
    let seeds = [
      "from:sarah in:bootcamp after:2026-10-01 knee -ankle", "\"long run\" marathon*", "what did Tom say about pricing",
      "chat:\"Sunday Circuits\" since:7d before:2026-12-01 -\"no show\"", "Sarah's knee 😀 👍🏽", "who is it",
      "until:2w from:\"Sarah Whitby\" invoice", "NEAR(a b) OR c AND NOT d", "last week in November", "physio*",
    ]
    let tokens = [
      "from:", "in:", "chat:", "after:", "since:", "before:", "until:", "\"", "-", "*", "'s", ":", "NEAR", "OR",
      "AND", "NOT", "(", ")", "^", "+", "yesterday", "last week", "2026-10-01", "7d", " ",
    ]
    let now: Int64 = 1_795_000_000_000
    let people: Set<String> = ["sarah", "tom", "sarah whitby", "kit"]
    var searcher: Searcher? = nil
    return FuzzTarget(name: "query", seeds: seeds, tokens: tokens, maximumLength: 4096) { bytes in
      let query: SearchQuery
      do {
        query = try SearchQuery.parse(bytes.text, people: people, now: now)
      } catch {
        return String(describing: error).isEmpty ? ["a SearchError without a message"] : []
      }
      do {
        if searcher == nil { searcher = try searchFixture() }
        var scope = SearchScope(account: "me")
        scope.senders = query.from
        scope.chats = query.chats
        scope.since = query.since
        scope.until = query.until
        _ = try searcher!.search(query, in: scope, people: query.people, limit: 10)
        return []
      } catch {
        return ["the parsed query failed to run: \(error) (terms \(query.terms), phrases \(query.phrases))"]
      }
    }
  }

  /// A store with a few messages to search (built once per run; searches only read it).
  static func searchFixture() throws -> Searcher {
    let store = try Store.inMemory(Environment(home: "/nonexistent", offline: true))
    let texts = [
      "my knee hurts after the long run", "payment failed again", "Saturday bootcamp at 8am 😀",
      "Sarah's marathon plan", "invoice sent for November", "no show today", "NEAR the park, OR the gym?",
      "can't make it \"tomorrow\"", "physio said rest", "tom: pricing is fine",
    ]
    for (index, text) in texts.enumerated() {
      try store.addPiped(
        account: "me", id: "m\(index)", chat: index % 2 == 0 ? "bootcamp" : "c1",
        sender: index % 3 == 0 ? "sarah" : "tom",
        text: text, time: 1_794_000_000_000 + Int64(index) * 3_600_000)
    }
    return Searcher(index: SearchIndex(store: store), embedder: nil)
  }
}
