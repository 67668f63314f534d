/// What the profile models add to the rules: a fact in a message the rules pass over.
extension ProfileExtractor {
  static let profileModels = VectorModels(withVector: .profile, withoutVector: .profileWithoutVector)

  /// `found` (each message's facts and resolutions, in the order of `messages`) with a fact for
  /// each message the rules found none in and the profile models accept, reading its stored
  /// vector from `vectors` where it has one.
  func addingLearnedFacts(
    to found: [(facts: [ProfileFact], resolutions: [Resolution])], of messages: [ConversationMessage],
    vectors: (any MessageVectors)?
  ) -> [(facts: [ProfileFact], resolutions: [Resolution])] {
    guard Self.profileModels.isEnabled else { return found }
    var candidates: [(id: String, features: HashedFeatures)] = []
    for (message, entry) in zip(messages, found) where entry.facts.isEmpty && learnedClient(of: message) != nil {
      let context = HashedFeatures.Context(message, previous: previous[message.id], directory: directory)
      candidates.append((message.id, HashedFeatures(shapesOf: message.text, context: context)))
    }
    let accepted = Self.profileModels.accepted(candidates, vectors: vectors)
    guard !accepted.isEmpty else { return found }
    let acceptedVectors = vectors?.vectors(of: accepted.sorted(), model: LinearModel.vectorModel) ?? [:]
    let features = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.features) })
    var result = found
    for (index, message) in messages.enumerated() where accepted.contains(message.id) {
      guard let features = features[message.id],
        let fact = learnedFact(in: message, features: features, vector: acceptedVectors[message.id])
      else { continue }
      result[index] = ([fact], Self.unstated(found[index].resolutions, by: [fact]))
    }
    return result
  }

  /// Whom a fact the models find is about: the client who sends it, or the client of the 1:1
  /// chat it is sent in.
  func learnedClient(of message: ConversationMessage) -> String? {
    if directory.isClient(message.sender) { return message.sender }
    guard let room = directory.rooms[message.chat], room.isDirect,
      let other = room.members.first(where: { $0 != message.sender }), directory.isClient(other)
    else { return nil }
    return other
  }

  /// The fact of a message the models accepted: the whole message, of the lexicon's best
  /// category (else the category models').
  private func learnedFact(in message: ConversationMessage, features: HashedFeatures, vector: [Float]?)
    -> ProfileFact?
  {
    let text = Self.trimmed(message.text)
    guard !text.isEmpty, let client = learnedClient(of: message) else { return nil }
    return ProfileFact(
      client: client, category: Self.learnedCategory(message.text, features: features, vector: vector), fact: text,
      messageID: message.id, chat: message.chat, time: message.time)
  }

  /// The lexicon's best-supported category when it has any evidence, else the category models'
  /// pick (they read the stored vector when there is one: it tells topics apart).
  static func learnedCategory(_ text: String, features: HashedFeatures, vector: [Float]? = nil) -> ProfileCategory {
    let scores = Self.scores(of: Clause(text)).filter { $0.value > 0 }
    if let best = scores.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return best.key }
    var best = (category: ProfileCategory.availability, logOdds: -Double.infinity)
    for (category, model) in LinearModel.categories {
      let logOdds = model.logOdds(features, vector: vector)
      if logOdds > best.logOdds { best = (category, logOdds) }
    }
    return best.category
  }
}
