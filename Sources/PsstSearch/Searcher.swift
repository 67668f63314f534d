import Glibc
import PsstCore

/// Turns texts into unit vectors for semantic search: the embedded sentence model, or a provider.
public protocol Embedder {
  /// Names the vectors in the store: vectors of different models are never compared.
  var model: String { get }
  func embed(_ texts: [String]) throws -> [[Float]]
  /// Whether `embed` may run on another thread while the store is in use: it shares nothing
  /// with the caller (no store writes, no connection). A search then embeds its query while
  /// it reads the word lists.
  var embedsConcurrently: Bool { get }
}

extension Embedder {
  public var embedsConcurrently: Bool { false }
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
/// synonyms, cosine similarity of sentence embeddings to the query, and to the query moved
/// toward the meaning of its best hits (see `feedback`), fused by reciprocal rank
/// (score = Σ weight / (60 + rank)). Phrases, exclusions and filters bind every list. The three
/// best keep their places; below them, with meaning, a message in the chats of the five best
/// gains by their part of those hits (see `inTheirChats`), a message near one of the three in
/// its chat gains a share of its score, by how close it is in time and meaning (see
/// `withTopics`), and with `context` the ones that did not match come in too, marked as context
/// of that hit. A message of one or two words that no word list found counts a quarter (see
/// `terseShare`), and one its sender says again follows the rest (see `repeatsLast`).
public struct Searcher {
  public let index: SearchIndex
  public let embedder: Embedder?
  /// Whether messages near the best hits that did not match come in as context (`SearchHit.contextOf`).
  public let context: Bool

  /// How deep each list is read before fusing.
  static let depth = 200
  /// Above this many vectors of the account (judged by `SearchIndex.vectorExtent`), only the
  /// lexical candidates are compared (a full scan would dominate the query time).
  static let fullScanLimit = 50_000
  /// Above it, how many of each BM25 list's best are re-ranked by meaning: each costs a page
  /// read, and a store of a million vectors (2 GB) is rarely all in memory.
  static let reranked = 100
  /// Embedding similarity below which a message is not a semantic match at all, nor on the
  /// topic of a hit near it.
  static let minimumSimilarity: Float = 0.3
  static let fusionConstant = 60.0
  /// How many of the newest matches each BM25 list ranks (see `SearchIndex.ranked`): fewer for
  /// the synonym list, whose many words make each match dearer to score and which ranks lower;
  /// under a narrow filter only the words list goes on to rank all its matches. Only a query
  /// of common words in a big store has more (a fifth of a million messages for some): ranking
  /// 5,000 instead of 2,000 cost 6 ms of a 40 ms search at a million, for matches older than the
  /// newest 2,000 that a time filter ("in 2023", --until) still reaches.
  static let rankedWords = 2_000
  static let rankedSynonyms = 1_000
  /// The feedback list counts half, like the synonyms: both rank by words the user did not type.
  /// A group chat the query names by its name ("lunchtime circuit") ranks its messages that
  /// match in meaning a second time, at half weight, as the synonyms do.
  static let weights = (words: 1.0, synonyms: 0.5, meaning: 1.0, feedback: 0.5, emoji: 1.0, person: 0.25, group: 0.5)
  /// The best hits whose meaning moves the query's, and how far: the query's vector plus this
  /// share of their mean (Rocchio's pseudo-relevance feedback), as a unit vector.
  static let feedbackHits = 3
  static let feedbackShare: Float = 0.5
  /// The best hits whose chats lift the messages near them; they keep their places.
  static let topicSeeds = 3
  /// What a message next to a seed gains, as a share of the seed's score; it falls by e for
  /// each `topicTime` apart, a week: a topic's next step often comes days later.
  static let topicShare = 0.5
  static let topicTime = 7.0 * 24 * 3_600_000
  /// How many messages each way of a seed are looked at.
  static let topicReach = 20
  /// The best hits whose chats tell where the topic is talked about; below the seeds, a message
  /// gains this share of its score times the part of those hits' scores its chat holds.
  static let chatHits = 5
  static let chatShare = 0.25
  /// A message of fewer words than this ("sure 👌", "see above", "thx 👌") that no word list
  /// found says nothing on its own: below the seeds, its score counts `terseShare`.
  static let terseWords = 3
  static let terseShare = 0.25

  /// With `context`, messages near the best hits without the query's words come in among the
  /// hits that carry them: for a person reading results, not for a caller that needs every
  /// result to match.
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
    let query = try aboutTheTopic(query, in: scope)
    let queryVector = try embedding(of: query, in: scope)
    let words = MatchExpression.of(query, synonyms: false)
    let related = MatchExpression.of(query, synonyms: true)
    let constraints = MatchExpression.constraints(of: query)
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
    let candidates = Array(exact.prefix(Self.reranked)) + Array(expanded.prefix(Self.reranked))
    let meaning = try semantic(queryVector, in: scope, candidates: candidates, constraints: constraints)
    if let meaning { lists.append((meaning.rows, Self.weights.meaning)) }
    if !people.isEmpty {
      let favoured = try index.from(people, among: expanded.isEmpty ? exact : expanded)
      lists.append((favoured, Self.weights.person))
      if let meaning { lists.append((try index.from(people, among: meaning.rows), Self.weights.person)) }
    }
    if let meaning,
      let named = try index.groupChat(namedBy: Set(query.terms.map { $0.lowercased() }), account: scope.account)
    {
      let chats = try index.shapes(of: meaning.rows, wordsUpTo: 1)
      lists.append((meaning.rows.filter { chats[$0]?.chat == named }, Self.weights.group))
    }
    var fused = Self.fuse(lists)
    if let meaning {
      let best = fused.prefix(Self.feedbackHits).map(\.seq)
      lists.append((try feedback(meaning, best: best, in: scope, constraints: constraints), Self.weights.feedback))
      fused = Self.fuse(lists)
    }
    let (topics, shapes) = try withTopics(
      fused, matching: Set(exact + expanded), byChat: meaning != nil, in: scope, constraints: constraints)
    let ranked = Self.repeatsLast(topics, shapes: shapes)
    let page = Array(ranked.dropFirst(offset).prefix(limit))
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

  /// "Sofía's kitten" when no message says "kitten": without her name as a word, or every
  /// message naming her would outrank the ones about cats (the synonyms and the meaning find
  /// those; her messages and chats still rank higher through `people`). A query whose other
  /// words do match keeps the name ("Sarah's marathon": "AAAAHHH SARAH!!! so proud").
  func aboutTheTopic(_ query: SearchQuery, in scope: SearchScope) throws -> SearchQuery {
    guard !query.possessed.isEmpty else { return query }
    var topic = query
    topic.terms = query.terms.filter { !query.possessed.contains($0) }
    guard !topic.terms.isEmpty, topic.terms.count < query.terms.count else { return query }
    let said = try index.ranked(MatchExpression.of(topic, synonyms: false), in: scope, limit: 1, newest: 1)
    return said.isEmpty ? topic : query
  }

  /// The query's vector and the messages ranked by it.
  struct Meaning {
    var vector: [Float]
    var model: String
    var rows: [Int64]
    /// The codes of the rows compared when the store holds too many vectors to compare them
    /// all, read once for the query and again for its feedback.
    var candidates: [Int64: [UInt8]]?
  }

  /// The query's vector under way, and whether the account has too many vectors of its model
  /// to compare them all (see `fullScanLimit`).
  struct QueryVector {
    var vector: InBackground<[Float]?>
    var model: String
    var tooMany: Bool
  }

  /// Starts embedding the query: on another thread when the embedder allows it, so that the
  /// model's few milliseconds overlap the word lists' queries. Nil without an embedder or
  /// vectors.
  private func embedding(of query: SearchQuery, in scope: SearchScope) throws -> QueryVector? {
    guard let embedder else { return nil }
    let vectors = try index.vectorExtent(account: scope.account, model: embedder.model, limit: Self.fullScanLimit)
    let text =
      query.naturalText.isEmpty
      ? (query.terms + query.phrases.flatMap { $0 }).joined(separator: " ") : query.naturalText
    guard vectors.any, !text.isEmpty else { return nil }
    let work = { try embedder.embed([text]).first }
    let vector = embedder.embedsConcurrently ? InBackground(work) : InBackground(immediately: work)
    return QueryVector(vector: vector, model: embedder.model, tooMany: vectors.many)
  }

  /// The query's meaning: nil without an embedder or vectors.
  private func semantic(
    _ query: QueryVector?, in scope: SearchScope, candidates: [Int64], constraints: MatchExpression
  ) throws -> Meaning? {
    guard let query, let vector = try query.vector.value() else { return nil }
    var meaning = Meaning(
      vector: vector, model: query.model, rows: [],
      candidates: query.tooMany ? try index.codes(of: Array(Set(candidates)), model: query.model) : nil)
    meaning.rows = try nearest(to: vector, like: meaning, in: scope, constraints: constraints)
    return meaning
  }

  /// Messages ranked by similarity to `vector`, at least `minimumSimilarity`: all vectors in
  /// scope, or the candidates of `meaning` when it has them.
  private func nearest(to vector: [Float], like meaning: Meaning, in scope: SearchScope, constraints: MatchExpression)
    throws -> [Int64]
  {
    var ranked: [(seq: Int64, score: Float)]
    if let candidates = meaning.candidates {
      let query = VectorCode.Query(vector)
      let scores = candidates.mapValues { code in code.withUnsafeBytes { query.dot($0) } }
      ranked = scores.filter { $0.value >= Self.minimumSimilarity }.map { ($0.key, $0.value) }
      ranked.sort { $0.score > $1.score }
    } else {
      ranked = try index.nearest(
        to: vector, model: meaning.model, in: scope, limit: Self.depth, minimum: Self.minimumSimilarity)
    }
    let allowed = try index.satisfying(constraints, ranked.map(\.seq))
    return ranked.map(\.seq).filter(allowed.contains)
  }

  /// Messages ranked by the query's meaning moved toward that of its `best` hits: a short query
  /// ("new kitchen") takes on what the conversation about it says (the fitter, the quote, the
  /// worktop), and finds the messages that say it in other words.
  private func feedback(_ meaning: Meaning, best: [Int64], in scope: SearchScope, constraints: MatchExpression)
    throws -> [Int64]
  {
    let vectors = try index.vectors(of: best, model: meaning.model)
    guard !vectors.isEmpty else { return [] }
    let moved = Self.moved(meaning.vector, toward: Array(vectors.values))
    return try nearest(to: moved, like: meaning, in: scope, constraints: constraints)
  }

  /// `query` plus `feedbackShare` of the mean of `vectors`, as a unit vector (`query` when
  /// there are none).
  static func moved(_ query: [Float], toward vectors: [[Float]]) -> [Float] {
    let usable = vectors.filter { $0.count == query.count }
    guard !usable.isEmpty else { return query }
    let share = feedbackShare / Float(usable.count)
    var sum = query
    for vector in usable {
      for index in sum.indices { sum[index] += share * vector[index] }
    }
    let length = sum.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return length > 0 ? sum.map { $0 / length } : query
  }

  /// The fused list with the chats of its best hits taken into account (see `inTheirChats` and
  /// `withTopics`): with `context`, the messages near them that did not match come in when in
  /// scope and within the query's phrases and exclusions. `words` are the rows the word lists
  /// found, which are never terse. `byChat` only with meaning: best hits found by words alone are
  /// too often a common word in passing, and their chats no guide.
  private func withTopics(
    _ fused: [Scored], matching words: Set<Int64>, byChat: Bool, in scope: SearchScope,
    constraints: MatchExpression
  ) throws -> (ranked: [Ranked], shapes: [Int64: SearchIndex.MessageShape]) {
    let seeds = fused.prefix(Self.topicSeeds).map(\.seq)
    let near = try index.neighbours(
      of: seeds, reach: Self.topicReach, gap: SearchIndex.contextWindow, model: embedder?.model)
    let matched = Set(fused.map(\.seq))
    var allowed: Set<Int64> = []
    if context {
      let unmatched = Array(Set(near.values.joined().map(\.seq)).subtracting(matched))
      allowed = try index.inScope(unmatched, scope).intersection(try index.satisfying(constraints, unmatched))
    }
    let shapes = try index.shapes(of: Array(matched.union(allowed)), wordsUpTo: Self.terseWords)
    let terse = Set(shapes.filter { $0.value.words < Self.terseWords && !words.contains($0.key) }.keys)
    let ranked = Self.withTopics(
      byChat ? Self.inTheirChats(fused, chats: shapes.mapValues(\.chat)) : fused,
      near: near.mapValues { $0.filter { matched.contains($0.seq) || allowed.contains($0.seq) } }, terse: terse)
    return (ranked, shapes)
  }

  /// A topic is talked about where its best hits are, and in a chat with many topics the words
  /// of the query find only its start: below the seeds, each message gains `chatShare` of its
  /// score times the part of the `chatHits` best hits' scores that its chat holds, and the list
  /// is ordered again (ties to the lower row).
  static func inTheirChats(_ fused: [Scored], chats: [Int64: String]) -> [Scored] {
    var held: [String: Double] = [:]
    for hit in fused.prefix(chatHits) {
      if let chat = chats[hit.seq] { held[chat, default: 0] += hit.score }
    }
    let total = held.values.reduce(0, +)
    guard total > 0 else { return fused }
    let rest = fused.dropFirst(topicSeeds).map { hit in
      (seq: hit.seq, score: hit.score * (1 + chatShare * (chats[hit.seq].flatMap { held[$0] } ?? 0) / total))
    }
    return Array(fused.prefix(topicSeeds))
      + rest.sorted { $0.score != $1.score ? $0.score > $1.score : $0.seq < $1.seq }
  }

  typealias Scored = (seq: Int64, score: Double)

  /// A ranked message; `context` is the seed whose chat brought it in, when it did not match.
  struct Ranked: Equatable {
    var seq: Int64
    var score: Double
    var context: Int64?
  }

  /// A topic goes on in a chat for days, between other talk, mostly in words the query does not
  /// use: "the van is booked for Friday" … "can we push the move to the 3rd?" … "van moved". Each of
  /// the `topicSeeds` best hits keeps its place; a message near one in its chat (`near`) and
  /// alike in meaning (cosine at least `minimumSimilarity`, the bar of a semantic match), or,
  /// without vectors, in the same exchange (no long silence between them), gains `topicShare` of
  /// that hit's score, falling by e for each `topicTime` apart, summed over the hits: a message
  /// amid two hits of one thread gains from both. One that did not match comes in with its gain
  /// alone, as context of the hit that gave it most. The score of a `terse` message below the
  /// seeds counts `terseShare`. No message below the seeds shows a higher score than they do.
  static func withTopics(_ fused: [Scored], near: [Int64: [SearchIndex.ChatNeighbour]], terse: Set<Int64> = [])
    -> [Ranked]
  {
    let head = fused.prefix(topicSeeds).map { Ranked(seq: $0.seq, score: $0.score) }
    var gain: [Int64: (total: Double, best: Double, from: Int64)] = [:]
    for seed in head {
      for neighbour in near[seed.seq] ?? []
      where neighbour.similarity.map({ $0 >= minimumSimilarity }) ?? neighbour.linked {
        let share = topicShare * seed.score * exp(-Double(neighbour.apart) / topicTime)
        var entry = gain[neighbour.seq] ?? (0, 0, seed.seq)
        entry.total += share
        if share > entry.best { (entry.best, entry.from) = (share, seed.seq) }
        gain[neighbour.seq] = entry
      }
    }
    let matched = Set(fused.map(\.seq))
    let context = gain.filter { !matched.contains($0.key) }.map {
      Ranked(seq: $0.key, score: $0.value.total, context: $0.value.from)
    }
    let ceiling = head.last?.score ?? .infinity
    let lifted = fused.dropFirst(head.count).map { Ranked(seq: $0.seq, score: $0.score + (gain[$0.seq]?.total ?? 0)) }
    let weighed = (lifted + context).map { entry in
      terse.contains(entry.seq)
        ? Ranked(seq: entry.seq, score: entry.score * terseShare, context: entry.context) : entry
    }
    let rest = weighed.sorted {
      ($0.score, $0.context == nil ? 1 : 0, -$0.seq) > ($1.score, $1.context == nil ? 1 : 0, -$1.seq)
    }
    .map { Ranked(seq: $0.seq, score: min($0.score, ceiling), context: $0.context) }
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
