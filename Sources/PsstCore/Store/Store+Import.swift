/// Imports history in the corpus format (users, chats, messages as JSON Lines) as delivered,
/// already-read messages. Ids are kept; importing the same records again adds nothing.
public struct HistoryImporter {
  public struct Counts: Sendable {
    public var users = 0
    public var chats = 0
    public var messages = 0
    public var skipped = 0
  }

  let store: Store
  let account: String
  public private(set) var counts = Counts()
  /// Every chat record read, in order (new or already present): what a reply needs on the server.
  public private(set) var chatIDs: [String] = []
  private var knownChats: Set<String> = []

  public init(store: Store, account: String) throws {
    self.store = store
    self.account = account
    knownChats = Set(try store.chats(account: account).map(\.id))
  }

  /// Applies one record; throws `.badInput` naming the problem.
  public mutating func add(_ record: JSON) throws {
    guard case .object = record, let type = record["type"]?.stringValue else {
      throw PsstError.badInput("expected an object with a \"type\"")
    }
    func field(_ key: String) throws -> String {
      guard let value = record[key]?.stringValue, !value.isEmpty else {
        throw PsstError.badInput("\(type) lacks \"\(key)\"")
      }
      return value
    }
    switch type {
    case "user":
      let role = try record["role"]?.stringValue.map { value -> Role in
        guard let role = Role(rawValue: value) else { throw PsstError.badInput("unknown role \(value)") }
        return role
      }
      let id = try field("id")
      try store.upsertUser(account: account, User(id: id, displayName: record["name"]?.stringValue ?? id, role: role))
      counts.users += 1
    case "chat":
      let id = try field("id")
      let kind = ChatKind(rawValue: record["kind"]?.stringValue ?? "group") ?? .group
      let members = record["members"]?.arrayValue?.compactMap(\.stringValue) ?? []
      try store.upsertChat(
        account: account,
        Chat(id: id, name: record["name"]?.stringValue ?? id, kind: kind, members: members, createdAt: 0))
      knownChats.insert(id)
      if !chatIDs.contains(id) { chatIDs.append(id) }
      counts.chats += 1
    case "message":
      let id = try field("id")
      let chat = try field("chat")
      guard knownChats.contains(chat) else { throw PsstError.badInput("message \(id) is in unknown chat \(chat)") }
      let sender = try field("sender")
      guard let text = record["text"]?.stringValue else { throw PsstError.badInput("message \(id) lacks \"text\"") }
      guard text.utf8.count <= Limits.maxImportedTextBytes else {
        throw PsstError.badInput(
          "message \(id) has \(text.utf8.count) bytes of text; imported messages hold at most "
            + "\(Limits.maxImportedTextBytes) (64 KiB)")
      }
      guard let time = Timestamp.parse(try field("ts")) else {
        throw PsstError.badInput("message \(id) has an invalid \"ts\" (want ISO 8601)")
      }
      try store.ensureUser(account: account, sender)
      let inserted = try store.database.run(
        """
        INSERT OR IGNORE INTO messages(account, id, chat, sender, text, reply_to, created_ms, server_ms, state,
          read_ms, origin)
        VALUES(?, ?, ?, ?, ?, ?, ?, ?, 'delivered', ?, 'import')
        """, account.sql, id.sql, chat.sql, sender.sql, text.sql, record["reply_to"]?.stringValue.sql, time.sql,
        time.sql, time.sql)
      if inserted == 0 { counts.skipped += 1 } else { counts.messages += 1 }
    default:
      throw PsstError.badInput("unknown record type \(type)")
    }
  }
}

extension Store {
  /// Imported chats carry no creation time; they date from their first message.
  public func dateImportedChats(account: String) throws {
    try database.run(
      """
      UPDATE chats SET created_ms = COALESCE((SELECT min(created_ms) FROM messages m
        WHERE m.account = chats.account AND m.chat = chats.id), created_ms)
      WHERE account = ? AND created_ms = 0
      """, account.sql)
  }
}
