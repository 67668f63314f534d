/// Requests are kept in the outbox as JSON so a queued request survives restarts unchanged.
extension Request {
  public var json: JSON {
    var fields: [(String, JSON)] = [("kind", .string(kind)), ("chat", .string(chat))]
    switch self {
    case .createChat(_, let name, let chatKind, let members, let encrypted):
      fields += [
        ("name", .string(name)), ("chat_kind", .string(chatKind.rawValue)),
        ("members", .array(members.map(JSON.string))),
      ]
      // Written only when off: an entry queued before chats were encrypted reads as encrypted.
      if !encrypted { fields.append(("unencrypted", true)) }
    case .linkChat(_, let name, let chatKind, let members):
      fields += [
        ("name", .string(name)), ("chat_kind", .string(chatKind.rawValue)),
        ("members", .array(members.map(\.profileJSON))),
      ]
    case .addMember(_, let user), .removeMember(_, let user):
      fields.append(("user", .string(user)))
    case .rename(_, let name):
      fields.append(("name", .string(name)))
    case .message(_, let id, let text, let replyTo, let attachments):
      fields += [("id", .string(id)), ("text", .string(text))]
      if let replyTo { fields.append(("reply_to", .string(replyTo))) }
      if !attachments.isEmpty { fields.append(("attachments", .array(attachments.map(\.storedJSON)))) }
    case .edit(_, let target, let text):
      fields += [("target", .string(target)), ("text", .string(text))]
    case .redact(_, let target):
      fields.append(("target", .string(target)))
    case .receipt(_, let receiptKind, let upTo):
      fields += [("receipt", .string(receiptKind.rawValue)), ("up_to", .string(upTo))]
    case .typing(_, let active):
      fields.append(("active", .bool(active)))
    }
    return .object(fields)
  }

  public init(json: JSON) throws {
    func text(_ key: String) throws -> String {
      guard let value = json[key]?.stringValue else {
        throw PsstError.internalFailure("outbox entry lacks \(key)")
      }
      return value
    }
    let chat = try text("chat")
    switch try text("kind") {
    case "create_chat":
      self = .createChat(
        id: chat, name: try text("name"),
        kind: ChatKind(rawValue: try text("chat_kind")) ?? .group,
        members: json["members"]?.arrayValue?.compactMap(\.stringValue) ?? [],
        encrypted: json["unencrypted"]?.boolValue != true)
    case "link_chat":
      self = .linkChat(
        id: chat, name: try text("name"),
        kind: ChatKind(rawValue: try text("chat_kind")) ?? .group,
        members: json["members"]?.arrayValue?.compactMap(User.init(profile:)) ?? [])
    case "add_member": self = .addMember(chat: chat, user: try text("user"))
    case "remove_member": self = .removeMember(chat: chat, user: try text("user"))
    case "rename": self = .rename(chat: chat, name: try text("name"))
    case "message":
      self = .message(
        chat: chat, id: try text("id"), text: try text("text"),
        replyTo: json["reply_to"]?.stringValue,
        attachments: json["attachments"]?.arrayValue?.compactMap(Attachment.init(json:)) ?? [])
    case "edit": self = .edit(chat: chat, target: try text("target"), text: try text("text"))
    case "unsend": self = .redact(chat: chat, target: try text("target"))
    case "receipt":
      self = .receipt(
        chat: chat, kind: ReceiptKind(rawValue: try text("receipt")) ?? .read, upTo: try text("up_to"))
    case "typing": self = .typing(chat: chat, active: json["active"]?.boolValue ?? false)
    case let other: throw PsstError.internalFailure("unknown outbox entry kind \(other)")
    }
  }
}

extension User {
  /// The profile as a request carries it: id, name and role.
  public var profileJSON: JSON {
    .object([("id", .string(id)), ("name", .string(displayName)), ("role", (role?.rawValue).json)])
  }

  /// A profile from `profileJSON`; nil without an id.
  public init?(profile json: JSON) {
    guard let id = json["id"]?.stringValue, !id.isEmpty else { return nil }
    self.init(
      id: id, displayName: json["name"]?.stringValue ?? id, role: json["role"]?.stringValue.flatMap(Role.init))
  }
}
