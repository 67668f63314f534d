import PsstCore

/// The JSON and human forms of each record psst prints, side by side.
extension Account {
  var json: JSON {
    .object([
      ("type", "account"), ("id", .string(id)), ("name", .string(displayName)), ("role", .string(role.rawValue)),
      ("default", .bool(isDefault)),
    ])
  }
  var text: String { "\(isDefault ? "*" : " ") \(id)  \(TerminalText.oneLine(displayName)) (\(role.rawValue))" }
}

extension User {
  var record: JSON { record(nil) }
  var text: String { text(nil) }

  /// With presence (chat members): `"online"` and `"last_seen"` when known.
  func record(_ presence: Presence?) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "user"), ("id", .string(id)), ("name", .string(displayName)), ("role", (role?.rawValue).json),
    ]
    if let presence {
      fields += [("online", .bool(presence.online)), ("last_seen", .string(Timestamp.iso(presence.lastSeen)))]
    }
    return .object(fields)
  }

  func text(_ presence: Presence?) -> String {
    var line =
      "\(TerminalText.oneLine(id))  \(TerminalText.oneLine(displayName))\(role.map { " (\($0.rawValue))" } ?? "")"
    if let presence {
      line += presence.online ? "  · online" : "  · last seen \(Timestamp.relative(presence.lastSeen))"
    }
    return line
  }
}

extension Chat {
  func json(state: String? = nil) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "chat"), ("id", .string(id)), ("name", .string(name)), ("kind", .string(kind.rawValue)),
      ("members", .array(members.map(JSON.string))), ("created_at", .string(Timestamp.iso(createdAt))),
    ]
    if let state { fields.append(("state", .string(state))) }
    return .object(fields)
  }
  func text(names: [String: String]) -> String {
    let people = members.map { TerminalText.oneLine(names[$0] ?? $0) }.joined(separator: ", ")
    return "\(id)  \(TerminalText.oneLine(name))  [\(kind.rawValue), \(members.count) members: \(people)]"
  }
}

/// Formats messages with the account's address book at hand: each person and chat is looked
/// up once, when first met (a short listing touches only a few).
final class MessageFormatter {
  private let store: Store
  let account: String
  private var names: [String: String] = [:]
  private var chatNames: [String: String] = [:]
  let now = Clock.nowMillis()

  init(store: Store, account: String) {
    self.store = store
    self.account = account
  }

  func name(_ user: String) -> String {
    if let known = names[user] { return known }
    let found = (try? store.user(account: account, user))??.displayName ?? user
    names[user] = found
    return found
  }

  /// Drops what is cached about a chat and its people (after a rename or membership change).
  func forget(chat: String) {
    chatNames[chat] = nil
    names.removeAll()
  }

  /// `name(user)` for text output: on one line, whatever the person called themselves.
  func textName(_ user: String) -> String { TerminalText.oneLine(name(user)) }

  /// `chatName(chat)` for text output, on one line.
  func textChatName(_ chat: String) -> String { TerminalText.oneLine(chatName(chat)) }

  /// A message's text for text output: its later lines indented under the first.
  static func body(_ text: String) -> String { TerminalText.indented(text, by: "    ") }

  func chatName(_ chat: String) -> String {
    if let known = chatNames[chat] { return known }
    let found = (try? store.chat(account: account, id: chat))??.name ?? chat
    chatNames[chat] = found
    return found
  }

  func json(_ message: Message, history: [Revision]? = nil) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "message"), ("id", .string(message.id)), ("chat", .string(message.chat)),
      ("chat_name", .string(chatName(message.chat))), ("sender", .string(message.sender)),
      ("sender_name", .string(name(message.sender))), ("text", .string(message.text)),
      ("ts", .string(Timestamp.iso(message.createdAt))), ("state", .string(message.state.rawValue)),
      ("own", .bool(message.isOwn)), ("edited", .bool(message.editedAt != nil)), ("deleted", .bool(message.deleted)),
    ]
    if let replyTo = message.replyTo { fields.append(("reply_to", .string(replyTo))) }
    if !message.attachments.isEmpty { fields.append(("attachments", .array(message.attachments.map(\.json)))) }
    if let failure = message.failure, message.state == .failed { fields.append(("failure", .string(failure))) }
    if let editedAt = message.editedAt { fields.append(("edited_at", .string(Timestamp.iso(editedAt)))) }
    if message.isOwn && message.recipients > 0 {
      fields += [
        ("read_by", .number(Double(message.readBy))), ("delivered_to", .number(Double(message.deliveredTo))),
        ("recipients", .number(Double(message.recipients))),
      ]
    }
    if let history, !history.isEmpty {
      fields.append(
        (
          "history",
          .array(
            history.map {
              .object([("text", .string($0.text)), ("replaced_at", .string(Timestamp.iso($0.replacedAt)))])
            })
        ))
    }
    return .object(fields)
  }

  /// `[2026-09-03 08:12 · 2h ago] Sarah Okafor: text (edited)  ✓ read by 2 of 3`; the text's
  /// later lines indented under it, so a message can never print a line that looks like another.
  func text(_ message: Message, history: [Revision]? = nil) -> String {
    let who = message.isOwn ? "You" : textName(message.sender)
    var line = "[\(Timestamp.local(message.createdAt)) · \(Timestamp.relative(message.createdAt, now: now))] \(who): "
    line += message.deleted ? "[message deleted]" : Self.body(message.text)
    if message.editedAt != nil && !message.deleted { line += " (edited)" }
    if let replyTo = message.replyTo { line += "  ↩ \(replyTo)" }
    let state = status(message)
    if !state.isEmpty { line += "  " + state }
    line += "  #\(message.id)"
    for attachment in message.attachments {
      line +=
        "\n    📎 \(TerminalText.oneLine(attachment.name)) (\(TerminalText.oneLine(attachment.contentType)), "
        + "\(ByteCount.describe(attachment.size)))"
      if let path = attachment.localPath { line += " \(TerminalText.oneLine(path))" }
    }
    for revision in history ?? [] {
      line += "\n    was: \(Self.body(revision.text))  (until \(Timestamp.local(revision.replacedAt)))"
    }
    return line
  }

  private func status(_ message: Message) -> String {
    guard message.isOwn else { return "" }
    switch message.state {
    case .queued: return "⏳ queued"
    case .sending: return "… sending"
    case .failed: return "✗ failed: \(TerminalText.oneLine(message.failure ?? "unknown reason"))"
    case .sent where message.recipients > 1 && message.readBy > 0,
      .delivered where message.recipients > 1 && message.readBy > 0:
      return "✓ read by \(message.readBy) of \(message.recipients)"
    case .sent: return "✓ sent"
    case .delivered: return "✓✓ delivered"
    case .read: return message.recipients > 1 ? "✓✓ read by \(message.recipients) of \(message.recipients)" : "✓✓ read"
    }
  }
}

extension OutboxEntry {
  var json: JSON {
    var fields: [(String, JSON)] = [
      ("type", "outbox"), ("id", .string(transaction)), ("kind", .string(request.kind)),
      ("chat", .string(request.chat)),
      ("state", .string(state.rawValue)), ("attempts", .number(Double(attempts))),
      ("queued_at", .string(Timestamp.iso(createdAt))),
    ]
    if case .message(_, _, let text, _, _) = request { fields.append(("text", .string(text))) }
    if let error { fields.append(("error", .string(error.message))) }
    return .object(fields)
  }

  /// The record of an entry removed before it was sent.
  var droppedJSON: JSON {
    var dropped = self
    dropped.error = nil
    guard case .object(var fields) = dropped.json else { return dropped.json }
    if let index = fields.firstIndex(where: { $0.0 == "state" }) { fields[index].1 = "dropped" }
    return .object(fields)
  }

  var text: String {
    var line = "\(transaction)  \(state.rawValue)  \(request.kind) → \(request.chat)"
    if case .message(_, _, let text, _, _) = request { line += ": \(MessageFormatter.body(text))" }
    if let error { line += "  (\(TerminalText.oneLine(error.message)))" }
    return line
  }
}
