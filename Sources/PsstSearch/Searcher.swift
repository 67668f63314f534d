import PsstCore

/// Turns texts into unit vectors for semantic search: the embedded sentence model, or a provider.
public protocol Embedder {
  /// Names the vectors in the store: vectors of different models are never compared.
  var model: String { get }
  func embed(_ texts: [String]) throws -> [[Float]]
}

/// One search result.
public struct SearchHit: Sendable {
  public var id: String
  public var chat: String
  public var sender: String
  /// Unix milliseconds.
  public var time: Int64
  public var text: String
  /// An excerpt around the matched words; `highlights` are its matched words' ranges.
  public var snippet: String
  public var highlights: [Range<String.Index>]
  public var score: Double
  /// The id of the hit whose exchange this message belongs to, when it is there as context:
  /// it did not match the query itself.
  public var contextOf: String?
}

/// Ranks messages for a query: BM25 over the query's words, BM25 over the words and their
/// synonyms, and cosine similarity of sentence embeddings, fused by reciprocal rank
/// (score = Σ weight / (60 + rank)). Phrases, exclusions and filters bind every list. Below the
/// three best, a match in the same conversation as one of them gains half that one's score, and
/// the rest of their exchange that did not match comes in as context, below the hits that do
/// (see `withConversations`).
public struct Searcher {
  public let index: SearchIndex
  public let embedder: Embedder?
  /// Whether the best hit's exchange comes in as context (`SearchHit.contextOf`).
  public let context: Bool

  /// How deep each list is read before fusing.
  static let depth = 200
  /// Above this many vectors in scope, only the lexical candidates are compared (a full scan
  /// would dominate the query time).
  static let fullScanLimit = 50_000
  /// Above it, how many of each BM25 list's best are re-ranked by meaning: each costs a page
  /// read, and a store of a million vectors (2 GB) is rarely all in memory.
  static let reranked = 100
  /// Embedding similarity below which a message is not a semantic match at all.
  static let minimumSimilarity: Float = 0.3
  static let fusionConstant = 60.0
  /// How many of the newest matches each BM25 list ranks (see `SearchIndex.ranked`): fewer for
  /// the synonym list, whose many words make each match dearer to score and which ranks lower;
  /// under a narrow filter only the words list goes on to rank all its matches.
  static let rankedWords = 5_000
  static let rankedSynonyms = 1_000
  static let weights = (words: 1.0, synonyms: 0.5, meaning: 1.0, emoji: 1.0, person: 0.25)
  /// The best hits whose conversations lift other matches; they keep their places.
  static let conversationSeeds = 3
  /// What a match in a seed's conversation gains, as a share of the seed's score.
  static let conversationShare = 0.5
  /// How many messages each way, and how long a silence, a conversation spans (the gap is the
  /// one that gives a message its context for embedding).
  static let conversationReach = 6
  static let conversationGap = SearchIndex.contextWindow
  /// What a message of a seed's exchange that did not match scores, as a share of the seed's
  /// score: next to it (or a reply either way), and for each further step, a share of that.
  static let contextShare = 0.9
  static let contextDecay = 0.8
  /// How far after a seed context is taken (matches are lifted further out, both ways).
  static let contextReach = 3
  /// The best hits whose exchanges bring in context: on two labelled corpora the best hit's
  /// follow-up helped recall, and further seeds' pushed relevant matches out of the top five.
  static let contextSeeds = 1

  /// With `context`, messages that answer the best hit without the query's words come in
  /// below the hits that carry them: for a person reading results, not for a caller that
  /// needs every result to match.
  public init(index: SearchIndex, embedder: Embedder?, context: Bool = false) {
    self.index = index
    self.embedder = embedder
    self.context = context
  }

  /// Ranked hits `offset..<offset+limit`. `people` are users the question names without asking
  /// for their messages only: their messages and direct chats rank a little higher.
  public func search(_ query: SearchQuery, in scope: SearchScope, people: [String] = [], limit: Int, offset: Int = 0)
    throws -> [SearchHit]
  {
    let words = MatchExpression.of(query, synonyms: false)
    let related = MatchExpression.of(query, synonyms: true)
    var lists: [(rows: [Int64], weight: Double)] = []
    let exact = try index.ranked(words, in: scope, limit: Self.depth, newest: Self.rankedWords)
    let expanded =
      related == words
      ? [] : try index.ranked(related, in: scope, limit: Self.depth, newest: Self.rankedSynonyms, orAll: false)
    lists.append((exact, Self.weights.words))
    lists.append((expanded, Self.weights.synonyms))
    if !query.symbols.isEmpty {
      lists.append((try index.containing(query.symbols, in: scope, limit: Self.depth), Self.weights.emoji))
    }
    if let meaning = try semantic(
      query, in: scope, candidates: Array(exact.prefix(Self.reranked)) + Array(expanded.prefix(Self.reranked)))
    {
      lists.append((meaning, Self.weights.meaning))
    }
    if !people.isEmpty {
      let favoured = try index.from(people, among: expanded.isEmpty ? exact : expanded)
      lists.append((favoured, Self.weights.person))
    }
    let fused = try withConversations(Self.fuse(lists), in: scope, constraints: MatchExpression.constraints(of: query))
    let page = Array(fused.dropFirst(offset).prefix(limit))
    let stored = try index.hits(page.map(\.seq) + page.compactMap(\.context), highlighting: related)
    return page.compactMap { entry in
      guard let message = stored[entry.seq] else { return nil }
      let (snippet, highlights) = Snippet.make(marked: message.marked, text: message.text)
      return SearchHit(
        id: message.id, chat: message.chat, sender: message.sender, time: message.time, text: message.text,
        snippet: snippet, highlights: highlights, score: entry.score,
        contextOf: entry.context.flatMap { stored[$0]?.id })
    }
  }

  /// Messages ranked by meaning: all vectors in scope when few, else the lexical candidates.
  private func semantic(_ query: SearchQuery, in scope: SearchScope, candidates: [Int64]) throws -> [Int64]? {
    guard let embedder else { return nil }
    let embedded = try index.embeddedCount(account: scope.account, model: embedder.model, upTo: Self.fullScanLimit + 1)
    guard embedded > 0 else { return nil }
    let text =
      query.naturalText.isEmpty
      ? (query.terms + query.phrases.flatMap { $0 }).joined(separator: " ") : query.naturalText
    guard !text.isEmpty, let vector = try embedder.embed([text]).first else { return nil }
    var ranked: [(seq: Int64, score: Float)]
    if embedded <= Self.fullScanLimit {
      ranked = try index.nearest(
        to: vector, model: embedder.model, in: scope, limit: Self.depth, minimum: Self.minimumSimilarity)
    } else {
      let scores = try index.similarities(to: vector, model: embedder.model, rows: Array(Set(candidates)))
      ranked = scores.filter { $0.value >= Self.minimumSimilarity }.map { ($0.key, $0.value) }
      ranked.sort { $0.score > $1.score }
    }
    let constraints = MatchExpression.constraints(of: query)
    let allowed = try index.satisfying(constraints, ranked.map(\.seq))
    return ranked.map(\.seq).filter(allowed.contains)
  }

  /// The fused list with the exchanges of its best hits taken into account: matches in them
  /// lifted (see `lift`), the rest of them added as context (see `withContext`), when in scope.
  private func withConversations(_ fused: [Scored], in scope: SearchScope, constraints: MatchExpression) throws
    -> [Ranked]
  {
    let seeds = fused.prefix(Self.conversationSeeds).map(\.seq)
    let exchanges = try index.conversations(around: seeds, reach: Self.conversationReach, gap: Self.conversationGap)
    let lifted = Self.lift(fused, around: exchanges.mapValues { $0.map(\.seq) })
    let matched = Set(fused.map(\.seq))
    guard context else { return lifted.map { Ranked(seq: $0.seq, score: $0.score) } }
    let near = exchanges.filter { seeds.prefix(Self.contextSeeds).contains($0.key) }.mapValues {
      $0.filter { !$0.before && $0.distance <= Self.contextReach && !matched.contains($0.seq) }
    }
    let candidates = Array(Set(near.values.joined().map(\.seq)))
    let allowed = try index.inScope(candidates, scope).intersection(try index.satisfying(constraints, candidates))
    return Self.withContext(lifted, exchanges: near.mapValues { $0.filter { allowed.contains($0.seq) } })
  }

  typealias Scored = (seq: Int64, score: Double)

  /// A ranked message; `context` is the seed whose exchange brought it in, when it did not match.
  struct Ranked: Equatable {
    var seq: Int64
    var score: Double
    var context: Int64?
  }

  /// Answers follow a hit as much as they are in it: the reply "yes, Tuesday works" carries none
  /// of the question's words. Each message of a seed's exchange (`exchanges`: those that did not
  /// match and are in scope) scores `contextShare` of the seed's score, `contextDecay` less for each
  /// step further away (its best seed counts), and takes its place among the matches below the
  /// seeds, never above them.
  static func withContext(_ ranked: [Scored], exchanges: [Int64: [SearchIndex.ExchangeMember]])
    -> [Ranked]
  {
    let head = ranked.prefix(conversationSeeds).map { Ranked(seq: $0.seq, score: $0.score) }
    var best: [Int64: Ranked] = [:]
    for seed in head {
      for member in exchanges[seed.seq] ?? [] {
        let score = (1..<max(member.distance, 1)).reduce(seed.score * contextShare) { share, _ in share * contextDecay }
        if score > best[member.seq]?.score ?? 0 {
          best[member.seq] = Ranked(seq: member.seq, score: score, context: seed.seq)
        }
      }
    }
    let ceiling = head.last?.score ?? .infinity
    let added = best.values.map { Ranked(seq: $0.seq, score: min($0.score, ceiling), context: $0.context) }
    let rest = (ranked.dropFirst(head.count).map { Ranked(seq: $0.seq, score: $0.score) } + added)
      .sorted { ($0.score, $0.context == nil ? 1 : 0, -$0.seq) > ($1.score, $1.context == nil ? 1 : 0, -$1.seq) }
    return head + rest
  }

  /// Answers live in replies and the messages around them: "I'll book the van" belongs to the
  /// moving-day exchange it answers. Each of the `conversationSeeds` best hits keeps its
  /// place; below them, a hit in the same conversation as one of them (`around`) gains
  /// `conversationShare` of that one's score (the best such share). Only messages that matched
  /// the query themselves are lifted, so a conversation's small talk stays out, and no lifted
  /// message shows a higher score than the hits above it.
  static func lift(_ fused: [(seq: Int64, score: Double)], around: [Int64: [Int64]]) -> [(seq: Int64, score: Double)] {
    let head = Array(fused.prefix(conversationSeeds))
    guard fused.count > head.count else { return fused }
    var gain: [Int64: Double] = [:]
    for seed in head {
      for seq in around[seed.seq] ?? [] {
        gain[seq] = max(gain[seq] ?? 0, conversationShare * seed.score)
      }
    }
    guard !gain.isEmpty else { return fused }
    let ceiling = head.last?.score ?? .infinity
    let rest = fused.dropFirst(head.count).map { (seq: $0.seq, score: $0.score + (gain[$0.seq] ?? 0)) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.seq < $1.seq }
      .map { (seq: $0.seq, score: min($0.score, ceiling)) }
    return head + rest
  }

  /// Reciprocal rank fusion; ties go to the lower row (older) for a stable order.
  static func fuse(_ lists: [(rows: [Int64], weight: Double)]) -> [(seq: Int64, score: Double)] {
    var scores: [Int64: Double] = [:]
    for (rows, weight) in lists {
      for (rank, seq) in rows.enumerated() {
        scores[seq, default: 0] += weight / (fusionConstant + Double(rank + 1))
      }
    }
    return scores.map { ($0.key, $0.value) }.sorted { $0.score != $1.score ? $0.score > $1.score : $0.seq < $1.seq }
  }
}

extension SearchIndex {
  /// Those of `rows` sent by `people` or in a direct chat with one of them, in the same order.
  func from(_ people: [String], among rows: [Int64]) throws -> [Int64] {
    guard !rows.isEmpty, !people.isEmpty else { return [] }
    let marks = Array(repeating: "?", count: people.count).joined(separator: ", ")
    let list = rows.map(String.init).joined(separator: ",")
    let matching = Set(
      try database.query(
        """
        SELECT m.seq FROM messages m WHERE m.seq IN (\(list)) AND (m.sender IN (\(marks)) OR m.chat IN (
          SELECT c.id FROM chats c JOIN members p ON p.account = c.account AND p.chat = c.id
          WHERE c.account = m.account AND c.kind = 'direct' AND p.user IN (\(marks))))
        """, people.map(\.sql) + people.map(\.sql)
      ) { $0.int(0) })
    return rows.filter(matching.contains)
  }
}
