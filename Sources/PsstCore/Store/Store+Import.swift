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
  /// Senders already made users in this run: one insert each, not one per message.
  private var knownSenders: Set<String> = []

  public init(store: Store, account: String) throws {
    self.store = store
    self.account = account
    knownChats = Set(try store.chats(account: account).map(\.id))
  }

  /// Applies one record; throws `.badInput` naming the problem. Every field is checked for its
  /// type (a string where a list belongs is refused, not read as empty) and every id with
  /// `validateImportedIdentifier`.
  public mutating func add(_ record: JSON) throws {
    guard case .object = record, let type = record["type"]?.stringValue else {
      throw PsstError.badInput("expected an object with a \"type\"")
    }
    func identifier(_ key: String) throws -> String {
      guard let value = try record.optionalString(key, "an id"), !value.isEmpty else {
        throw PsstError.badInput("\(type) lacks \"\(key)\"")
      }
      try HistoryImporter.validateImportedIdentifier(value, field: key)
      return value
    }
    switch type {
    case "user":
      let role = try record.optionalString("role", "a role").map { value -> Role in
        guard let role = Role(rawValue: value) else { throw PsstError.badInput("unknown role \(value)") }
        return role
      }
      let id = try identifier("id")
      let name = try record.optionalString("name", "a display name") ?? id
      try store.upsertUser(account: account, User(id: id, displayName: name, role: role))
      counts.users += 1
    case "chat":
      let id = try identifier("id")
      let kindName = try record.optionalString("kind", "direct or group") ?? ChatKind.group.rawValue
      guard let kind = ChatKind(rawValue: kindName) else {
        throw PsstError.badInput("chat \(id) has an unknown \"kind\" \(kindName) (direct or group)")
      }
      let members = try record.stringList("members", "user ids")
      for member in members { try HistoryImporter.validateImportedIdentifier(member, field: "members") }
      let name = try record.optionalString("name", "a chat name") ?? id
      try store.upsertChat(account: account, Chat(id: id, name: name, kind: kind, members: members, createdAt: 0))
      knownChats.insert(id)
      if !chatIDs.contains(id) { chatIDs.append(id) }
      counts.chats += 1
    case "message":
      let id = try identifier("id")
      let chat = try identifier("chat")
      guard knownChats.contains(chat) else { throw PsstError.badInput("message \(id) is in unknown chat \(chat)") }
      let sender = try identifier("sender")
      guard let text = try record.optionalString("text", "the message text") else {
        throw PsstError.badInput("message \(id) lacks \"text\"")
      }
      guard text.utf8.count <= Limits.maxImportedTextBytes else {
        throw PsstError.badInput(
          "message \(id) has \(text.utf8.count) bytes of text; imported messages hold at most "
            + "\(Limits.maxImportedTextBytes) (64 KiB)")
      }
      guard let stamp = try record.optionalString("ts", "an ISO 8601 time"), let time = Timestamp.parse(stamp) else {
        throw PsstError.badInput("message \(id) has no valid \"ts\" (want ISO 8601)")
      }
      let replyTo = try record.optionalString("reply_to", "a message id")
      if let replyTo { try HistoryImporter.validateImportedIdentifier(replyTo, field: "reply_to") }
      if knownSenders.insert(sender).inserted { try store.ensureUser(account: account, sender) }
      // Imported history is read, at no time anyone knows (read_ms 0), and its server time is
      // its time (server_ms NULL reads as created_ms): neither takes a byte in the row.
      let inserted = try store.database.run(
        """
        INSERT OR IGNORE INTO messages(account, id, chat, sender, text, reply_to, created_ms, state, read_ms, origin)
        VALUES(?, ?, ?, ?, ?, ?, ?, 'delivered', 0, 'import')
        """, account.sql, id.sql, chat.sql, sender.sql, text.sql, replyTo.sql, time.sql)
      if inserted == 0 { counts.skipped += 1 } else { counts.messages += 1 }
    default:
      throw PsstError.badInput("unknown record type \(type)")
    }
  }

  /// Ids from another system are kept as they are, within limits every tool can live with:
  /// 1 to 255 bytes; no `/` (ids name files and paths: attachments, exports); no spaces,
  /// control or invisible format characters (they would disguise one id as another, or break
  /// a line of output); not starting with `-` (it would read as an option). Matrix ids
  /// (`@sam:example.org`) and exporters' ids (`c01-030`, `msg_42`) pass; psst's own account
  /// ids are stricter (`Store.validateIdentifier`).
  public static func validateImportedIdentifier(_ id: String, field: String) throws {
    // Nearly every id is printable ASCII: checked byte by byte, without Unicode's tables.
    let bytes = id.utf8
    if (1...255).contains(bytes.count), bytes.first != UInt8(ascii: "-"),
      bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") })
    {
      return
    }
    let invisible = id.unicodeScalars.contains {
      $0.properties.isWhitespace
        || [.control, .format, .lineSeparator, .paragraphSeparator].contains(
          $0.properties.generalCategory)
    }
    guard !id.isEmpty, id.utf8.count <= 255, !id.contains("/"), !invisible, !id.hasPrefix("-") else {
      throw PsstError.badInput(
        "invalid id in \"\(field)\": ids are 1 to 255 bytes without '/', spaces or control characters, "
          + "not starting with '-'")
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
