/// What the AI engine reads: messages with their chat and sender, and who is who.
public struct ConversationMessage: Sendable, Equatable {
  public var id: String
  public var chat: String
  public var sender: String
  public var text: String
  /// Milliseconds since 1970, UTC.
  public var time: Int64
  public var replyTo: String?

  public init(id: String, chat: String, sender: String, text: String, time: Int64, replyTo: String? = nil) {
    self.id = id
    self.chat = chat
    self.sender = sender
    self.text = text
    self.time = time
    self.replyTo = replyTo
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
  }

  /// The person a message is addressed to: the other member of a direct chat, or someone the
  /// text names ("Sarah, can you…", "@sarah").
  func addressee(of message: ConversationMessage, text: String) -> String? {
    if let named = mentioned(in: text, excluding: message.sender) { return named }
    guard let room = rooms[message.chat], room.isDirect else { return nil }
    return room.members.first { $0 != message.sender }
  }

  /// A member named in the text by first name or id (the first one named).
  func mentioned(in text: String, excluding sender: String) -> String? {
    for word in Text.words(Text.normalise(text)) {
      if let named = aliases[word]?.first(where: { $0 != sender }) { return named }
    }
    return nil
  }
}
