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
        let (sections, keepReadings) = try source.sections(
          [.scheduling], of: messages, engine: try source.makeEngine(session), session: session, directory: directory)
        let texts = Dictionary(messages.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        let printer = Printer(global.outputFormat)
        runConcurrently([
          {
            for request in sections.scheduling {
              printer.emit(request.record, text: request.text(texts[request.messageID] ?? ""))
            }
          }, keepReadings,
        ])
      }
    }
  }
}
