import PsstAI
import PsstCore

/// `answer`: psst-ai's answer and the ids of the messages it quotes.
extension Answer {
  func record(conversation: String?) -> JSON {
    .object([
      ("type", "answer"), ("text", .string(text)), ("sources", .array(sources.map { .string($0) })),
      ("conversation", conversation.map { .string($0) } ?? .null), ("found", .bool(found)),
    ])
  }

  /// The answer, then its sources as `Assistant.describe` names them (who wrote each, and when).
  func text(describedSources: [String]) -> String {
    var lines = [text]
    if !sources.isEmpty {
      lines.append("sources:")
      for source in describedSources { lines.append("  " + source) }
    }
    return lines.joined(separator: "\n")
  }
}

/// `turn`: one question and answer of a conversation (psst-ai's /history).
extension Store.AssistantTurn {
  func record(conversation: String) -> JSON {
    .object([
      ("type", "turn"), ("conversation", .string(conversation)), ("question", .string(question)),
      ("answer", .string(answer)), ("sources", .array(sources.map { .string($0) })),
      ("time", .string(Timestamp.iso(time))),
    ])
  }

  var text: String { "> \(question)\n\(answer)" }
}

/// `conversation`: one of the account's conversations with psst-ai (--list).
extension Store.AssistantConversation {
  var record: JSON {
    .object([
      ("type", "conversation"), ("id", .string(id)), ("title", .string(title)),
      ("created", .string(Timestamp.iso(created))), ("updated", .string(Timestamp.iso(updated))),
      ("turns", .number(Double(turns))),
    ])
  }

  var text: String { "\(id)  \(Timestamp.local(updated))  \(turns) question(s)  \(TerminalText.oneLine(title))" }
}

/// `deleted`: a conversation removed (psst-ai --delete).
struct ConversationDeletion {
  var id: String

  var record: JSON { .object([("type", "deleted"), ("conversation", .string(id))]) }
  var text: String { "deleted \(id)" }
}
