import ArgumentParser
import PsstAI
import PsstCore

extension InsightsCommand {
  struct Decisions: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Choices the conversations settled, with reversals and the ones you marked by hand.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var source: ConversationOptions
    @Option(help: ArgumentHelp("Only decisions whose summary contains these words.", valueName: "words"))
    var search: String?
    @Option(help: ArgumentHelp("Print a table instead of records: md (Markdown) or csv.", valueName: "format"))
    var export: ExportFormat?

    enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
      case md, csv
    }

    func run() throws {
      try reportingErrors {
        let (session, messages, directory) = try load(global, source)
        let (sections, keepReadings) = try source.sections(
          [.decisions], of: messages, engine: try source.makeEngine(session), session: session, directory: directory)
        defer { keepReadings() }
        let found = sections.decisions
        let marked = try session.store.markedDecisions(account: session.account.id)
        let words = search.map { $0.lowercased().split(separator: " ").map(String.init) } ?? []
        let decisions = DecisionList.merge(found, marked, messages: messages).filter { decision in
          let summary = decision.decision.summary.lowercased()
          return words.allSatisfy { summary.contains($0) }
        }
        switch export {
        // Documents for people and spreadsheets: no one's control characters belong there.
        case .md: StandardOutput.shared.line(TerminalText.neutralised(DecisionList.markdown(decisions)))
        case .csv: StandardOutput.shared.line(DecisionList.csv(decisions))
        case nil:
          let printer = Printer(global.outputFormat)
          for entry in decisions { printer.emit(entry.record, text: entry.text) }
        }
      }
    }
  }

  struct Decide: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Mark a message as a decision by hand.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The message that settles it.", valueName: "message-id")) var message: String
    @Option(help: ArgumentHelp("What was decided (default: the message's text).", valueName: "text")) var summary:
      String?
    @Option(help: ArgumentHelp("A tag; repeat for several.", valueName: "tag")) var tag: [String] = []

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        guard let found = try session.store.message(account: session.account.id, id: message) else {
          throw PsstError.notFound("unknown message \(message)")
        }
        let text = summary ?? found.text
        guard !text.isEmpty else { throw PsstError.usage("message \(message) has no text; give --summary") }
        try session.store.markDecision(account: session.account.id, message: message, summary: text, tags: tag)
        let entry = DecisionList.Entry(
          decision: Decision(messageID: message, chat: found.chat, summary: text, tags: tag, reversedBy: nil),
          byHand: true)
        Printer(global.outputFormat).emit(entry.record, text: entry.text)
      }
    }
  }
}

/// Found and hand-marked decisions together, in message order.
enum DecisionList {
  struct Entry {
    var decision: Decision
    var byHand: Bool
  }

  /// A hand mark replaces what the engine said about the same message (keeping its reversal).
  static func merge(_ found: [Decision], _ marked: [Store.MarkedDecision], messages: [ConversationMessage]) -> [Entry] {
    let chats = Dictionary(messages.map { ($0.id, $0.chat) }) { first, _ in first }
    var entries = Dictionary(found.map { ($0.messageID, Entry(decision: $0, byHand: false)) }) { first, _ in first }
    for mark in marked {
      guard let chat = chats[mark.message] else { continue }
      let reversal = entries[mark.message]?.decision.reversedBy
      entries[mark.message] = Entry(
        decision: Decision(
          messageID: mark.message, chat: chat, summary: mark.summary, tags: mark.tags, reversedBy: reversal),
        byHand: true)
    }
    let order = Dictionary(messages.enumerated().map { ($1.id, $0) }) { first, _ in first }
    return entries.values.sorted { order[$0.decision.messageID, default: 0] < order[$1.decision.messageID, default: 0] }
  }

  static let columns = ["message_id", "chat", "summary", "tags", "reversed_by", "by_hand"]

  static func row(_ entry: Entry) -> [String] {
    [
      entry.decision.messageID, entry.decision.chat, entry.decision.summary,
      entry.decision.tags.joined(separator: ", "),
      entry.decision.reversedBy ?? "", entry.byHand ? "yes" : "no",
    ]
  }

  static func markdown(_ entries: [Entry]) -> String {
    func cell(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        .split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
    var lines = [
      "| " + columns.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: columns.count),
    ]
    lines += entries.map { "| " + row($0).map(cell).joined(separator: " | ") + " |" }
    return lines.joined(separator: "\n")
  }

  /// RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; control
  /// characters in them made visible (the rows' own CR LF ends stay).
  static func csv(_ entries: [Entry]) -> String {
    func field(_ raw: String) -> String {
      let text = TerminalText.neutralised(raw)
      guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
      return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
    return ([columns] + entries.map(row)).map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n")
  }
}
