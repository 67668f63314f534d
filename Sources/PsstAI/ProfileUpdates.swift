/// Keeps profile facts merged and up to date as messages arrive in time order.
struct ProfileUpdates {
  private(set) var facts: [ProfileFact] = []

  /// Content words two facts must share, as a share of all their content words, to be the
  /// same fact said twice.
  static let duplicateOverlap = 0.6

  /// Categories whose facts change over time (a pain, a dose): a later fact on the same topic
  /// replaces the earlier one. Goals, diets and the rest accumulate.
  static let changing: Set<ProfileCategory> = [.injury, .medical]

  /// Adds facts from one message: a near-duplicate of an earlier fact of the same client and
  /// category replaces it; a newer injury or medical fact on the same topic supersedes.
  mutating func add(_ new: [ProfileFact]) {
    for fact in new {
      let words = Self.contentWords(fact.fact)
      facts.removeAll {
        $0.client == fact.client && $0.category == fact.category && $0.messageID != fact.messageID
          && Self.overlap(Self.contentWords($0.fact), words) >= Self.duplicateOverlap
      }
      if Self.changing.contains(fact.category) {
        let topics = fact.topics
        for index in facts.indices
        where facts[index].client == fact.client && facts[index].category == fact.category
          && facts[index].status == .current && !topics.isDisjoint(with: facts[index].topics)
        {
          facts[index].status = .superseded
          facts[index].supersededBy = fact.messageID
        }
      }
      facts.append(fact)
    }
  }

  /// A symptom over ("knee's all good now") resolves the client's current injury and medical
  /// facts on its topic, or, naming no topic, the client's latest injury.
  mutating func resolve(_ resolution: ProfileExtractor.Resolution) {
    let open = facts.indices.filter {
      facts[$0].client == resolution.client && Self.changing.contains(facts[$0].category)
        && facts[$0].status == .current
    }
    let targets =
      resolution.topics.isEmpty
      ? Array(open.filter { facts[$0].category == .injury }.suffix(1))
      : open.filter { !facts[$0].topics.isDisjoint(with: resolution.topics) }
    for index in targets {
      facts[index].status = .resolved
      facts[index].supersededBy = resolution.messageID
      facts[index].update = resolution.text
    }
  }

  private static let stopWords: Set<String> = [
    "the", "and", "but", "for", "was", "are", "is", "it", "its", "it's", "my", "me", "i", "i'm", "a", "an", "to",
    "of", "in", "on", "at", "so", "be", "with", "that", "this", "have", "had", "has", "bit", "just", "really",
    "again", "now", "still", "too", "very", "got", "get",
  ]

  static func contentWords(_ text: String) -> Set<String> {
    Set(Text.words(Text.normalise(text)).filter { $0.count > 2 && !stopWords.contains($0) })
  }

  static func overlap(_ left: Set<String>, _ right: Set<String>) -> Double {
    let union = left.union(right).count
    return union == 0 ? 0 : Double(left.intersection(right).count) / Double(union)
  }
}
