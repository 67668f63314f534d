import PsstAI
import PsstCore

/// The feed events psst-watch prints: `message`, `edit`, `unsend`, `receipt`, `state`, `typing`,
/// `presence`, `chat` and `reminder`, with the names of the chat and people looked up.
extension MessageFormatter {
  /// `{"type":KIND,"cursor":N,"ts":...,<the event's fields>,"chat_name":...,"sender_name":...}`
  func record(_ event: FeedEvent) -> JSON {
    var fields: [(String, JSON)] = [("type", .string(event.kind.rawValue)), ("cursor", .number(Double(event.cursor)))]
    if event.field("ts") == nil { fields.append(("ts", .string(Timestamp.iso(event.time)))) }
    fields += event.fields
    // A chat change may have renamed the chat or brought new people: look them up afresh.
    if event.kind == .chat, let chat = event.chat { forget(chat: chat) }
    if let chat = event.chat { fields.append(("chat_name", .string(chatName(chat)))) }
    if let sender = event.sender {
      if event.field("sender") == nil { fields.append(("sender", .string(sender))) }
      fields.append(("sender_name", .string(name(sender))))
    }
    // Chat events name the member added or removed (the sender is who did it).
    if let user = event.field("user")?.stringValue { fields.append(("user_name", .string(name(user)))) }
    return .object(fields)
  }

  /// `[08:12] Sunday run club · Noor Vance: See you at 9:30`: names on one line, a text's
  /// later lines indented, so no event prints a line that looks like another.
  func text(_ event: FeedEvent) -> String {
    if event.kind == .chat, let chat = event.chat { forget(chat: chat) }
    let string = { (key: String) in TerminalText.oneLine(event.field(key)?.stringValue ?? "") }
    let body = { (key: String) in MessageFormatter.body(event.field(key)?.stringValue ?? "") }
    let who = event.sender.map { $0 == account ? "you" : textName($0) } ?? ""
    let place = event.chat.map { textChatName($0) + " · " } ?? ""
    let line: String
    switch event.kind {
    case .message:
      line = "\(event.field("own")?.boolValue == true ? "You" : who): \(body("text"))"
    case .edit: line = "\(who) edited #\(string("id")): \(body("text"))"
    case .unsend: line = "\(who) unsent #\(string("id"))"
    case .receipt:
      line = "\(who) \(string("kind") == "read" ? "read" : "received") up to #\(string("up_to"))"
    case .state:
      var state = string("state")
      if let readBy = event.field("read_by")?.intValue, let of = event.field("recipients")?.intValue, of > 1 {
        state += " (read by \(readBy) of \(of))"
      }
      line = "#\(string("id")) is \(state)"
    case .typing:
      line = "\(who) \(event.field("active")?.boolValue == true ? "is typing…" : "stopped typing")"
    case .presence:
      line =
        event.field("online")?.boolValue == true
        ? "\(who) is online" : "\(who) went offline (last seen \(string("last_seen")))"
    case .chat:
      let change = string("change")
      let user = event.field("user")?.stringValue ?? ""
      line = user.isEmpty ? "chat \(change) by \(who)" : "\(textName(user)) \(change) by \(who)"
    case .reminder: line = "reminder: \(body("text"))"
    }
    return "[\(Timestamp.local(event.time))] \(place)\(line)"
  }
}

/// `digest`: one chat's events of a psst-watch --batch period, counted
/// ("3 new messages, 1 edit from Sunday Circuits").
struct ChatDigest {
  /// nil for the events outside chats (presence).
  var chat: String?
  var chatName: String?
  var periodStart: Int64
  var periodEnd: Int64
  /// Events by kind.
  var counts: [String: Int]
  var senders: [String]
  /// The cursor of the period's last event in the chat.
  var cursor: Int64
  /// What the new messages say, with --summarize (nil: the count line stands).
  var summary: NotificationSummary? = nil

  var record: JSON {
    var fields: [(String, JSON)] = [
      ("type", "digest"), ("chat", chat.json), ("chat_name", chatName.json),
      ("period_start", .string(Timestamp.iso(periodStart))), ("period_end", .string(Timestamp.iso(periodEnd))),
      ("events", .number(Double(counts.values.reduce(0, +)))),
      ("counts", .object(counts.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })),
      ("senders", .array(senders.map(JSON.string))), ("cursor", .number(Double(cursor))),
      ("text", .string(summary?.text ?? Digest.summary(counts, chatName: chatName))),
    ]
    if let summary {
      fields.append(("summarized", true))
      fields.append(
        (
          "sources",
          .array(
            summary.phrases.map {
              .object([
                ("message_id", .string($0.messageID)), ("sender", .string($0.sender)), ("phrase", .string($0.text)),
                ("asks_you", .bool($0.asksOwner)),
              ])
            })
        ))
    }
    return .object(fields)
  }

  var text: String {
    let line = summary.map { TerminalText.oneLine($0.text) }
    return "[\(Timestamp.local(periodEnd))] "
      + (line ?? Digest.summary(counts, chatName: chatName.map(TerminalText.oneLine)))
  }
}

/// `suggestion`: times to propose for a message that arranges one (psst-watch --assist), or
/// for a chat (psst-ai "help me schedule with …").
struct SchedulingSuggestion {
  var request: SchedulingRequest
  var chatName: String
  /// The cursor of the message event it answers (psst-watch).
  var cursor: Int64?
  /// psst-ai: whether the times are the ones cached for the chat (nil: just made, psst-watch).
  var cached: Bool? = nil

  var record: JSON {
    var fields: [(String, JSON)] = [("type", "suggestion"), ("kind", "scheduling")]
    if let cursor { fields.append(("cursor", .number(Double(cursor)))) }
    fields += [
      ("chat", .string(request.chat)), ("chat_name", .string(chatName)),
      ("message_id", request.messageID.isEmpty ? .null : .string(request.messageID)),
      ("participants", .array(request.participants.map(JSON.string))),
      ("constraints", .array(request.constraints.map(JSON.string))),
      (
        "times",
        .array(
          request.suggestions.map {
            .object([
              ("start", .string($0.startISO)), ("end", .string($0.endISO)), ("rationale", .string($0.rationale)),
            ])
          })
      ),
    ]
    if let cached { fields.append(("cached", .bool(cached))) }
    return .object(fields)
  }

  /// "Times for Sunday Circuits (#m1): Tue 8 Sep 18:00–19:00 (after 18:00), …", one time a line.
  var text: String {
    let about = request.messageID.isEmpty ? "" : " (#\(TerminalText.oneLine(request.messageID)))"
    var lines = ["Times for \(TerminalText.oneLine(chatName))\(about):"]
    if !request.constraints.isEmpty {
      lines.append("  constraints: " + TerminalText.oneLine(request.constraints.joined(separator: ", ")))
    }
    for (number, time) in request.suggestions.enumerated() {
      lines.append("  \(number + 1). \(time.label) UTC \u{2014} \(TerminalText.oneLine(time.rationale))")
    }
    return lines.joined(separator: "\n")
  }

  /// The poll message that offers the times: numbered, to be answered with a number.
  var pollText: String {
    var lines = ["Which time works for you? Reply with its number:"]
    for (number, time) in request.suggestions.enumerated() { lines.append("\(number + 1). \(time.label) UTC") }
    return lines.joined(separator: "\n")
  }
}
