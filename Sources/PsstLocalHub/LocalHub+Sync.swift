import PsstCore

extension LocalHub {
  /// Events in rooms `user` belonged to at the time of each event, after `position`.
  func visibleEvents(after position: Int64, limit: Int, user: String) throws -> [Event] {
    try database.query(
      """
      SELECT e.pos, e.room, e.sender, e.type, e.content, e.ts_ms FROM events e
      JOIN members m ON m.room = e.room AND m.user = ?
      WHERE e.pos > ? AND e.pos >= m.joined_pos AND (m.left_pos IS NULL OR e.pos <= m.left_pos)
        AND NOT (e.type = 'typing' AND e.sender = ?)
      ORDER BY e.pos LIMIT ?
      """, [user.sql, position.sql, user.sql, limit.sql]
    ) { row in
      let content = (try? JSON.parse(row.string(4))) ?? .object([])
      return Event(
        order: row.int(0), chat: row.string(1), sender: row.string(2), time: row.int(5),
        body: LocalHub.body(type: row.string(3), content))
    }
  }

  static func body(type: String, _ content: JSON) -> Event.Body {
    let text = { (key: String) in content[key]?.stringValue ?? "" }
    switch type {
    case "state":
      let members = content["members"]?.arrayValue?.compactMap { member -> User? in
        guard let id = member["id"]?.stringValue else { return nil }
        return User(
          id: id, displayName: member["name"]?.stringValue ?? id,
          role: member["role"]?.stringValue.flatMap(Role.init(rawValue:)))
      }
      return .chatState(
        name: text("name"), kind: ChatKind(rawValue: text("kind")) ?? .group, members: members ?? [],
        change: text("change"))
    case "message":
      return .message(
        id: text("id"), text: text("text"), replyTo: content["reply_to"]?.stringValue,
        attachments: content["attachments"]?.arrayValue?.compactMap(Attachment.init(json:)) ?? [])
    case "edit": return .edit(target: text("target"), text: text("text"))
    case "redact": return .redact(target: text("target"))
    case "receipt":
      return .receipt(kind: ReceiptKind(rawValue: text("kind")) ?? .read, upTo: text("up_to"))
    case "presence":
      return .presence(
        online: content["online"]?.boolValue ?? false, lastActive: content["last_active_ms"]?.intValue ?? 0)
    default:
      return .typing(active: content["active"]?.boolValue ?? false, until: content["until_ms"]?.intValue ?? 0)
    }
  }
}
