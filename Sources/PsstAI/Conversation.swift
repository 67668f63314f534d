/// What the AI engine reads: messages with their chat and sender, and who is who.
public struct ConversationMessage: Sendable, Equatable {
  /// The most of one message the engines read, in UTF-8 bytes. Chat messages are a few hundred
  /// bytes, and psst sends at most 32 KiB; an imported or old one can be megabytes, and some
  /// detectors cost more than linear time in a message's length. The rest is not analysed.
  public static let maxAnalysedBytes = 16 << 10

  public var id: String
  public var chat: String
  public var sender: String
  /// The text as the engines read it: at most `maxAnalysedBytes`, cut between two scalars.
  public private(set) var text: String
  /// Milliseconds since 1970, UTC.
  public var time: Int64
  public var replyTo: String?

  public init(id: String, chat: String, sender: String, text: String, time: Int64, replyTo: String? = nil) {
    self.id = id
    self.chat = chat
    self.sender = sender
    self.text = Self.analysed(text)
    self.time = time
    self.replyTo = replyTo
  }
}

extension ConversationMessage {
  /// `text`, or its first `maxAnalysedBytes` (whole scalars): the work stays bounded however
  /// long the text, even one grapheme of a million combining marks.
  static func analysed(_ text: String) -> String {
    guard text.utf8.count > maxAnalysedBytes else { return text }
    let scalars = text.unicodeScalars
    var end = scalars.startIndex
    var bytes = 0
    while end < scalars.endIndex {
      let width = UTF8.width(scalars[end])
      if bytes + width > maxAnalysedBytes { break }
      bytes += width
      end = scalars.index(after: end)
    }
    return String(scalars[..<end])
  }
}

/// The people and chats the messages come from, seen from the account owner's side.
public struct Directory: Sendable {
  public struct Person: Sendable {
    public var id: String
    public var name: String
    public var role: String?
    /// What the person is on the owner's roster ("client", "prospect", "staff"); nil when
    /// they are not on it.
    public var relationship: String?

    public init(id: String, name: String, role: String?, relationship: String? = nil) {
      self.id = id
      self.name = name
      self.role = role
      self.relationship = relationship
    }
  }

  public struct Room: Sendable {
    public var id: String
    public var members: [String]
    public var isDirect: Bool

    public init(id: String, members: [String], isDirect: Bool) {
      self.id = id
      self.members = members
      self.isDirect = isDirect
    }

    /// The other member of a 1:1 chat; nil for a group.
    public func directPeer(of owner: String) -> String? {
      isDirect ? members.first { $0 != owner } : nil
    }
  }

  public var owner: String
  public var people: [String: Person]
  public var rooms: [String: Room]
  /// True when the owner keeps a roster: their clients are then the roster's clients, not the
  /// people whose role is client (a client taken off the roster is one no more).
  public let keepsRoster: Bool
  /// Lower-cased ids and first names, to the people they name (with a roster, its clients
  /// first: "Sara" is the client before a namesake who is not one).
  let aliases: [String: [String]]
  /// What the stored readings of messages were read with (`MessageReading.key`): a change of
  /// anyone's name, role or roster place, or of a room, reads every message again.
  public let readingFingerprint: UInt64

  public init(owner: String, people: [Person], rooms: [Room], keepsRoster: Bool = false) {
    readingFingerprint = Self.readingFingerprint(owner: owner, people: people, rooms: rooms, keepsRoster: keepsRoster)
    self.owner = owner
    self.people = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.rooms = Dictionary(rooms.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.keepsRoster = keepsRoster
    var aliases: [String: [String]] = [:]
    for person in people {
      for alias in Set([person.id.lowercased(), Text.firstName(person.name).lowercased()]) where alias.count > 1 {
        aliases[alias, default: []].append(person.id)
      }
    }
    if keepsRoster {
      let clients = Set(people.filter { $0.relationship == "client" }.map(\.id))
      aliases = aliases.mapValues { ids in ids.filter(clients.contains) + ids.filter { !clients.contains($0) } }
    }
    self.aliases = aliases
    var surnames: [String: [String]] = [:]
    for person in people {
      let parts = person.name.split(separator: " ")
      if parts.count > 1, let last = parts.last {
        surnames[Text.normalise(String(last)), default: []].append(person.id)
      }
    }
    self.surnames = surnames
  }

  /// Lower-cased surnames, to the people they name: only after a title ("Mr Okoro"), as a
  /// surname alone may be a word ("Young", "Rich").
  private let surnames: [String: [String]]
  static let titles: Set<String> = ["mr", "mrs", "ms", "miss", "mx", "dr"]

  /// The people `words` (lower case, in order) name by a title and surname: "Mr Okoro".
  func titled(in words: [String]) -> [String] {
    zip(words, words.dropFirst()).flatMap { title, surname in
      Self.titles.contains(title) ? surnames[QuestionShape.dropPossessive(surname)] ?? [] : []
    }
  }

  /// The person a request is addressed to. In a direct chat, the other member: a name there is
  /// who the task concerns ("could you reissue Sam's invoice?"). Elsewhere, the member named
  /// nearest before the request (`lead`: "Sam, can you…", "Thanks Lee. Sam, could you…") or in
  /// a short opening address ("Morning Sam!", "@sam before I forget – can you…"); a name after the
  /// request is its object ("can you book in with Sam?").
  func addressee(of message: ConversationMessage, lead: ArraySlice<String>) -> String? {
    if let room = rooms[message.chat], room.isDirect { return room.members.first { $0 != message.sender } }
    if let named = lead.reversed().lazy.compactMap({ self.person(named: $0, excluding: message.sender) }).first {
      return named
    }
    guard let opening = Text.clauses(message.text).first.map(Text.normalisedWords), opening.count <= 4 else {
      return nil
    }
    return opening.lazy.compactMap { self.person(named: $0, excluding: message.sender) }.first
  }

  /// The person a lower-cased word names by id or first name, other than `sender`.
  func person(named word: String, excluding sender: String) -> String? {
    aliases[word]?.first { $0 != sender }
  }

  /// True when the person is one of the owner's clients: on the roster as a client when the
  /// owner keeps one, else a person whose role is client.
  public func isClient(_ id: String) -> Bool {
    keepsRoster ? people[id]?.relationship == "client" : people[id]?.role == "client"
  }

  /// The owner's clients (see `isClient`), by id.
  public var clients: [Person] {
    people.values.filter { $0.id != owner && isClient($0.id) }.sorted { $0.id < $1.id }
  }

  /// The client a message is about: its sender when a client, else the other member of the
  /// 1:1 chat it is in when that is a client; nil for anyone else's message or a group's.
  public func client(ofMessageFrom sender: String, in chat: String) -> String? {
    if sender != owner && isClient(sender) { return sender }
    return clientOfDirectChat(chat)
  }

  /// The client an action item is about: its assignee when a client, else the client of the
  /// 1:1 chat it comes from (what the owner promised them).
  public func client(of item: ActionItem) -> String? {
    if let assignee = item.assignee, assignee != owner, isClient(assignee) { return assignee }
    return clientOfDirectChat(item.chat)
  }

  private func clientOfDirectChat(_ chat: String) -> String? {
    rooms[chat]?.directPeer(of: owner).flatMap { isClient($0) ? $0 : nil }
  }

  /// A member named in the text by first name or id (the first one named).
  func mentioned(in text: String, excluding sender: String) -> String? {
    // ASCII text's `normalisedWords` are `words(normalise(text))`, read in one pass over its bytes.
    let words = text.isASCII ? Text.normalisedWords(text) : Text.words(Text.normalise(text))
    return words.lazy.compactMap { self.person(named: $0, excluding: sender) }.first
  }
}
