import PsstAI
import PsstAssistant
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

/// `answer` from the AI provider: as the embedded engine's, plus `"engine":"provider"`.
extension ProviderAnswer {
  func record(conversation: String?) -> JSON {
    .object([
      ("type", "answer"), ("text", .string(text)), ("sources", .array(sources.map { .string($0) })),
      ("conversation", conversation.map { .string($0) } ?? .null), ("found", .bool(!sources.isEmpty)),
      ("engine", "provider"),
    ])
  }
}

/// `usage_day`, `usage_model` and `usage_today`: psst-ai --usage.
extension Store.UsageTotals {
  func record(_ type: String, _ key: String) -> JSON {
    .object([
      ("type", .string(type)), (key, .string(group)), ("requests", .number(Double(requests))),
      ("cached", .number(Double(cached))), ("errors", .number(Double(errors))),
      ("prompt_tokens", .number(Double(promptTokens))), ("completion_tokens", .number(Double(completionTokens))),
      ("cost", .number(Double(costMicros) / 1_000_000)),
    ])
  }

  var text: String {
    "\(group)  \(requests) request\(requests == 1 ? "" : "s") (\(cached) cached, \(errors) failed)  "
      + "\(promptTokens) in + \(completionTokens) out tokens  cost \(Double(costMicros) / 1_000_000)"
  }

  static func todayRecord(used: Int, limit: Int, remaining: Int?) -> JSON {
    .object([
      ("type", "usage_today"), ("used", .number(Double(used))), ("limit", limit > 0 ? .number(Double(limit)) : .null),
      ("remaining", remaining.map { .number(Double($0)) } ?? .null),
    ])
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
