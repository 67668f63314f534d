import ArgumentParser
import PsstAI
import PsstCore

extension InsightsCommand {
  /// `psst-insights scheduling`: messages that try to arrange a time, with suggested slots.
  struct Scheduling: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Messages that arrange a meeting, session or call time, with 3-5 suggested times.",
      discussion: """
        Suggestions honour the constraints stated in the chat (not mornings, after 6pm, before \
        Friday, weekdays, time zones), avoid times already settled in the account's chats, and \
        never fall before the message. Times are UTC unless the chat names a time zone.
        """)
    @OptionGroup var global: GlobalOptions
    @OptionGroup var source: ConversationOptions

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let (messages, directory) = try source.load(session.store, account: session.account)
        let requests = try source.makeEngine(session).schedulingRequests(in: messages, directory: directory)
        let texts = Dictionary(messages.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        let printer = Printer(global.outputFormat)
        for request in requests {
          printer.emit(request.json, text: request.text(texts[request.messageID] ?? ""))
        }
      }
    }
  }
}

extension SchedulingRequest {
  var json: JSON {
    .object([
      ("type", "scheduling"), ("message_id", .string(messageID)), ("chat", .string(chat)),
      ("participants", .array(participants.map { .string($0) })),
      ("constraints", .array(constraints.map { .string($0) })),
      (
        "suggestions",
        .array(
          suggestions.map {
            .object([
              ("start", .string($0.startISO)), ("end", .string($0.endISO)), ("rationale", .string($0.rationale)),
            ])
          })
      ),
    ])
  }

  /// The message, then one line per suggestion: "  Tue 8 Sep 18:00–19:00 — after 18:00, not Monday".
  func text(_ message: String) -> String {
    let preview = message.count > 90 ? String(message.prefix(89)) + "…" : message
    var lines = ["\(TerminalText.oneLine(preview))  #\(messageID)"]
    if !constraints.isEmpty { lines.append("  constraints: \(constraints.joined(separator: ", "))") }
    for suggestion in suggestions { lines.append("  \(suggestion.label) \u{2014} \(suggestion.rationale)") }
    if suggestions.isEmpty { lines.append("  no free time fits the constraints") }
    return lines.joined(separator: "\n")
  }
}
