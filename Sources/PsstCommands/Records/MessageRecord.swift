import PsstAI
import PsstCore

/// The `message` record, written and read in one place: psst-read, psst-send, psst-edit and
/// psst-retry write it, and the AI tools and psst-search read it back from a pipe
/// (`psst-read --format jsonl | psst-insights actions`). MessageRecordTests prove the two agree.
extension Message {
  /// The record with the names of the chat and the sender, and the earlier texts of an edited
  /// message when asked for (`history`).
  func record(chatName: String, senderName: String, history: [Revision]? = nil) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "message"), ("id", .string(id)), ("chat", .string(chat)), ("chat_name", .string(chatName)),
      ("sender", .string(sender)), ("sender_name", .string(senderName)), ("text", .string(text)),
      ("ts", .string(Timestamp.iso(createdAt))), ("state", .string(state.rawValue)), ("own", .bool(isOwn)),
      ("edited", .bool(editedAt != nil)), ("deleted", .bool(deleted)),
    ]
    if let replyTo { fields.append(("reply_to", .string(replyTo))) }
    if !attachments.isEmpty { fields.append(("attachments", .array(attachments.map(\.json)))) }
    if let failure, state == .failed { fields.append(("failure", .string(failure))) }
    if let editedAt { fields.append(("edited_at", .string(Timestamp.iso(editedAt)))) }
    if isOwn && recipients > 0 {
      fields += [
        ("read_by", .number(Double(readBy))), ("delivered_to", .number(Double(deliveredTo))),
        ("recipients", .number(Double(recipients))),
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
}

/// A record read back from a pipe of message JSON Lines.
enum PipedRecord: Equatable {
  /// A message, for the AI tools and psst-search.
  case message(ConversationMessage)
  /// Another record type, or a deleted message: passed by.
  case passedBy
  /// A message record without an id, chat, sender or text: skipped, and counted.
  case incomplete

  /// A record without a type counts as a message, `message_id` as its id, and one without a
  /// time (or with one that cannot be read) as written `now`.
  init(_ record: JSON, now: @autoclosure () -> Int64 = Clock.nowMillis()) {
    guard record["type"]?.stringValue ?? "message" == "message", record["deleted"]?.boolValue != true else {
      self = .passedBy
      return
    }
    guard let id = record["id"]?.stringValue ?? record["message_id"]?.stringValue,
      let text = record["text"]?.stringValue, let sender = record["sender"]?.stringValue,
      let chat = record["chat"]?.stringValue
    else {
      self = .incomplete
      return
    }
    let time = record["ts"]?.stringValue.flatMap(Timestamp.parse) ?? now()
    self = .message(
      ConversationMessage(
        id: id, chat: chat, sender: sender, text: text, time: time, replyTo: record["reply_to"]?.stringValue))
  }
}
