import PsstAI
import PsstCore

/// `summary`: a chat's summary. Its text form is rendered from the record, since a cached
/// summary is kept as its record.
extension Summary {
  /// The `summary` record.
  func record(chat: String) -> JSON {
    .object([
      ("type", "summary"), ("chat", .string(chat)), ("text", .string(text)),
      ("key_points", .array(keyPoints.map { .string($0) })),
      (
        "decisions",
        .array(
          decisions.map {
            .object([
              ("message_id", .string($0.messageID)), ("summary", .string($0.summary)),
              ("reversed_by", $0.reversedBy.json),
            ])
          })
      ),
      (
        "action_items",
        .array(
          actionItems.map {
            .object([
              ("message_id", .string($0.messageID)), ("task", .string($0.task)), ("assignee", $0.assignee.json),
              ("deadline", $0.deadline.json),
            ])
          })
      ),
      ("participants", .array(participants.map { .string($0) })),
      ("from", from.map { .string(Timestamp.iso($0)) } ?? .null),
      ("to", to.map { .string(Timestamp.iso($0)) } ?? .null),
      ("messages", .number(Double(messageCount))), ("stale", false),
    ])
  }
}

/// The text form of a summary record: a header, the summary in wrapped paragraphs, then the
/// key points, decisions and action items as lists.
enum SummaryText {
  static let width = 80

  static func render(_ record: JSON, chatName: String?) -> String {
    let chat = record["chat"]?.stringValue ?? ""
    let name = chatName.map(TerminalText.oneLine)
    var header =
      "── " + (name.map { $0 == chat ? chat : "\($0) (\(TerminalText.oneLine(chat)))" } ?? TerminalText.oneLine(chat))
    if let from = record["from"]?.stringValue.flatMap(Timestamp.parse),
      let to = record["to"]?.stringValue.flatMap(Timestamp.parse)
    {
      header += " · \(Timestamp.local(from)) – \(Timestamp.local(to))"
    }
    if let count = record["messages"]?.intValue { header += " · \(count) message\(count == 1 ? "" : "s")" }
    header += " ──"
    var lines = [header]
    if record["stale"]?.boolValue == true {
      lines.append("(stale: the chat changed since; --refresh summarizes again)")
    }
    let text = record["text"]?.stringValue ?? ""
    if text.isEmpty { lines.append("(nothing to summarize)") }
    for (index, paragraph) in text.split(separator: "\n\n").enumerated() {
      if index > 0 { lines.append("") }
      lines += wrapped(String(paragraph), indent: "")
    }
    func list(_ title: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      lines.append("")
      lines.append(title)
      for item in items { lines += wrapped(item, indent: "  • ", continuation: "    ") }
    }
    list("Key points:", record["key_points"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    list(
      "Decisions:",
      record["decisions"]?.arrayValue?.map { decision in
        let summary = decision["summary"]?.stringValue ?? ""
        let reversed = decision["reversed_by"]?.stringValue.map { " (reversed by #\($0))" } ?? ""
        return summary + reversed + "  #" + (decision["message_id"]?.stringValue ?? "")
      } ?? [])
    list(
      "Action items:",
      record["action_items"]?.arrayValue?.map { item in
        let assignee = item["assignee"]?.stringValue.map { "  → \($0)" } ?? ""
        let deadline = item["deadline"]?.stringValue.map { "  (by \($0))" } ?? ""
        return (item["task"]?.stringValue ?? "") + assignee + deadline + "  #" + (item["message_id"]?.stringValue ?? "")
      } ?? [])
    if let people = record["participants"]?.arrayValue?.compactMap(\.stringValue), !people.isEmpty {
      lines.append("")
      lines.append("Participants: " + people.map(TerminalText.oneLine).joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Greedy word wrap at `width` columns. A new line in the text is a space like any other:
  /// every line printed starts with `indent` or `continuation`, none with what the text says.
  static func wrapped(_ text: String, indent: String, continuation: String? = nil) -> [String] {
    var lines: [String] = []
    var line = indent
    var empty = true
    for word in TerminalText.neutralised(text).split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      if !empty && line.count + 1 + word.count > width {
        lines.append(line)
        line = continuation ?? indent
        empty = true
      }
      line += (empty ? "" : " ") + word
      empty = false
    }
    if !empty { lines.append(line) }
    return lines
  }
}
