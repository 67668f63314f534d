import PsstCore

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

  /// The `message` record (see `Message.record`), with the names looked up.
  func record(_ message: Message, history: [Revision]? = nil) -> JSON {
    message.record(chatName: chatName(message.chat), senderName: name(message.sender), history: history)
  }

  /// `[2026-09-03 08:12 · 2h ago] Lena Brooks: text (edited)  ✓ read by 2 of 3`; the text's
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
