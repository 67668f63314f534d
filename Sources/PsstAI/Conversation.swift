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

    public init(id: String, name: String, role: String?) {
      self.id = id
      self.name = name
      self.role = role
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
  }

  public var owner: String
  public var people: [String: Person]
  public var rooms: [String: Room]
  /// Lower-cased ids and first names, to the people they name.
  let aliases: [String: [String]]

  public init(owner: String, people: [Person], rooms: [Room]) {
    self.owner = owner
    self.people = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.rooms = Dictionary(rooms.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var aliases: [String: [String]] = [:]
    for person in people {
      for alias in Set([person.id.lowercased(), Text.firstName(person.name).lowercased()]) where alias.count > 1 {
        aliases[alias, default: []].append(person.id)
      }
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

  /// A member named in the text by first name or id (the first one named).
  func mentioned(in text: String, excluding sender: String) -> String? {
    Text.words(Text.normalise(text)).lazy.compactMap { self.person(named: $0, excluding: sender) }.first
  }
}
