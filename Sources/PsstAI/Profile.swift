/// What a client profile holds: kinds of facts a trainer needs to remember about a client.
public enum ProfileCategory: String, Sendable, CaseIterable, Comparable {
  case injury, medical, diet, goal, availability, preference

  public static func < (left: ProfileCategory, right: ProfileCategory) -> Bool {
    allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
  }
}

/// One fact about a client, from one message, and whether a later message changed it.
public struct ProfileFact: Sendable, Equatable {
  /// Whether the fact still holds, as far as the conversations tell.
  public enum Status: String, Sendable {
    /// Nothing later replaced it.
    case current
    /// A later fact of the same client, category and topic replaced it.
    case superseded
    /// A later message said it is over ("knee's all good now").
    case resolved
  }

  /// The client's user id.
  public var client: String
  public var category: ProfileCategory
  /// The clause (or clauses) of the message that state the fact.
  public var fact: String
  public var messageID: String
  public var chat: String
  /// Milliseconds since 1970, UTC.
  public var time: Int64
  public var status: Status = .current
  /// The later message that superseded or resolved the fact.
  public var supersededBy: String?
  /// The words of that later message, when it resolved the fact without stating a new one.
  public var update: String?

  public init(
    client: String, category: ProfileCategory, fact: String, messageID: String, chat: String, time: Int64
  ) {
    self.client = client
    self.category = category
    self.fact = fact
    self.messageID = messageID
    self.chat = chat
    self.time = time
    topics = ProfileLexicon.topics(in: Clause(fact))
  }

  /// Topics the fact is about (body parts, conditions), for matching later updates.
  var topics: Set<String>
}

/// What an AI engine answers about clients: profile facts from trainer-client conversations.
/// The embedded engine implements it with rules and lexicons; a model provider can too.
public protocol ProfileEngine {
  var name: String { get }
  /// Facts about the directory's clients in `messages`, oldest first, merged and kept up to
  /// date: near-duplicates keep the newest, and later facts supersede or resolve older ones.
  func profileFacts(in messages: [ConversationMessage], directory: Directory) -> [ProfileFact]
}

extension BuiltinEngine: ProfileEngine {
  public func profileFacts(in messages: [ConversationMessage], directory: Directory) -> [ProfileFact] {
    let ordered = messages.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    let extractor = ProfileExtractor(directory: directory, messages: ordered)
    var found = ordered.map(extractor.extract)
    if learned { found = extractor.addingLearnedFacts(to: found, of: ordered, vectors: vectors) }
    var updates = ProfileUpdates()
    for entry in found {
      updates.add(entry.facts)
      for resolution in entry.resolutions { updates.resolve(resolution) }
    }
    return updates.facts
  }
}

extension Directory {
  /// The client a command-line reference names: a user id, a full name or a first name
  /// (case-insensitive), among the owner's clients (see `isClient`).
  public func client(matching reference: String) -> Person? {
    let wanted = Text.normalise(reference).trimmingCharacters(in: " @")
    let clients = people.values.filter { isClient($0.id) }.sorted { $0.id < $1.id }
    return clients.first { $0.id.lowercased() == wanted }
      ?? clients.first { Text.normalise($0.name) == wanted }
      ?? clients.first { Text.normalise(Text.firstName($0.name)) == wanted }
  }
}
