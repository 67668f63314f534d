import PsstAI
import PsstCore
import PsstSearch

/// The store's records as the embedded engine reads them: the one place a stored message or
/// the account's address book becomes the engine's types.
extension ConversationMessage {
  /// A stored message, with the message it replies to.
  public init(_ message: Message) {
    self.init(
      id: message.id, chat: message.chat, sender: message.sender, text: message.text, time: message.createdAt,
      replyTo: message.replyTo)
  }

  /// A message read around another (a thread, a conversation).
  public init(_ line: MessageLine) {
    self.init(
      id: line.id, chat: line.chat, sender: line.sender, text: line.text, time: line.time, replyTo: line.replyTo)
  }

  /// A search hit (which does not say what it replies to).
  public init(_ hit: SearchHit) {
    self.init(id: hit.id, chat: hit.chat, sender: hit.sender, text: hit.text, time: hit.time)
  }
}

extension Directory {
  /// Who is who in the account's store: its users and chats, and its roster when it keeps one
  /// (someone added by id before any chat with them is a person too). A name is one line
  /// however its owner wrote it (line breaks become spaces): the engines write names into
  /// answers, reasons and summaries, where a line break in one would start a line of its own.
  public init(_ store: Store, account: String) throws {
    let roster = try store.roster(account: account)
    let keepsRoster = roster.startedAt != nil
    let relationships = Dictionary(
      roster.contacts.compactMap { contact in contact.user.map { ($0, contact) } },
      uniquingKeysWith: { first, _ in first })
    var people = try store.users(account: account).map {
      Directory.Person(
        id: $0.id, name: Self.oneLine($0.displayName), role: $0.role?.rawValue,
        relationship: keepsRoster ? relationships[$0.id]?.relationship.rawValue : nil)
    }
    if keepsRoster {
      let known = Set(people.map(\.id))
      people += roster.contacts.compactMap { contact in
        guard let user = contact.user, !known.contains(user), user != account else { return nil }
        return Directory.Person(
          id: user, name: Self.oneLine(contact.name), role: nil, relationship: contact.relationship.rawValue)
      }
    }
    self.init(
      owner: account, people: people,
      rooms: try store.chats(account: account).map {
        Directory.Room(id: $0.id, members: $0.members, isDirect: $0.kind == .direct)
      }, keepsRoster: keepsRoster)
  }

  private static func oneLine(_ name: String) -> String {
    name.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
