/// Answers made from the embedded engine's structured results (summaries, quiet clients,
/// action items, profiles, scheduled events). Each says only what the messages (or the
/// calendar) say and cites where it came from; with nothing to report it says so.
public enum RoutedAnswers {
  /// How many items a list answer shows.
  static let maxItems = 8

  /// A chat's summary, citing the messages its key points come from.
  public static func summary(_ summary: Summary, chatName: String, messages: [ConversationMessage]) -> Answer {
    guard summary.messageCount > 0, !summary.text.isEmpty else {
      return Answer(text: "There is nothing to summarise in \(chatName).", sources: [], found: false)
    }
    let points = summary.keyPoints.map { point in
      point.firstIndex(of: ":").map { String(point[point.index($0, offsetBy: 2, limitedBy: point.endIndex)!...]) }
        ?? point
    }
    // Key points are cleaned sentences (emoji and fillers dropped): a message is a source
    // when it holds every word of one.
    let wanted = points.map { Set(Text.normalisedWords($0)) }.filter { !$0.isEmpty }
    let sources = messages.filter { message in
      let words = Set(Text.normalisedWords(message.text))
      return wanted.contains { $0.isSubset(of: words) }
    }.map(\.id)
    let span = [summary.from, summary.to].compactMap { $0 }.map(AnswerComposer.date)
    let heading =
      "Summary of \(chatName) (\(summary.messageCount) messages"
      + (span.count == 2 ? ", \(span[0]) – \(span[1])" : "") + "):"
    return Answer(
      text: heading + "\n" + summary.text, sources: Array(sources.prefix(AnswerComposer.maxSources)), found: true)
  }

  /// Clients whose last message is at least `days` old (or who never wrote), quietest first.
  public static func quietClients(
    _ clients: [(client: String, last: ConversationMessage?)], days: Int, now: Int64, directory: Directory
  ) -> Answer {
    let quiet = clients.compactMap { entry -> (String, ConversationMessage?, Int)? in
      guard let last = entry.last else { return (entry.client, nil, Int.max) }
      let silent = Int((now - last.time) / 86_400_000)
      return silent >= days ? (entry.client, last, silent) : nil
    }
    .sorted { ($0.2, $0.0) > ($1.2, $1.0) }
    guard !quiet.isEmpty else {
      return Answer(
        text: "Every client has messaged in the last \(days) days.", sources: clients.compactMap(\.last?.id),
        found: true)
    }
    var lines = ["Clients who haven't messaged in \(days) days or more:"]
    for (client, last, silent) in quiet.prefix(maxItems) {
      let name = directory.displayName(client)
      guard let last else {
        lines.append("• \(name): no messages")
        continue
      }
      lines.append(
        "• \(name): last message \(silent) days ago (\(AnswerComposer.date(last.time))): “\(AnswerComposer.quote(last.text))”"
      )
    }
    if quiet.count > maxItems { lines.append("… and \(quiet.count - maxItems) more") }
    return Answer(
      text: lines.joined(separator: "\n"), sources: quiet.prefix(maxItems).compactMap { $0.1?.id }, found: true)
  }

  /// The owner's clients (from their roster) by name, each with when they last wrote.
  public static func clients(_ clients: [(client: String, last: ConversationMessage?)], directory: Directory)
    -> Answer
  {
    let clients = clients.sorted {
      (directory.displayName($0.client), $0.client) < (directory.displayName($1.client), $1.client)
    }
    guard !clients.isEmpty else {
      return Answer(text: "You have no clients on your roster.", sources: [], found: true)
    }
    var lines = ["Your clients (\(clients.count)):"]
    for (client, last) in clients.prefix(maxItems) {
      lines.append(
        "• \(directory.displayName(client))"
          + (last.map { ", last message \(AnswerComposer.date($0.time))" } ?? ", no messages"))
    }
    if clients.count > maxItems { lines.append("… and \(clients.count - maxItems) more") }
    return Answer(
      text: lines.joined(separator: "\n"), sources: clients.prefix(maxItems).compactMap(\.last?.id), found: true)
  }

  /// The clients with open action items (theirs, or promised to them), most items first.
  public static func clientsWithOpenItems(_ items: [ActionItem], directory: Directory) -> Answer {
    let byClient = Dictionary(grouping: items.compactMap { item in directory.client(of: item).map { ($0, item) } }) {
      $0.0
    }
    .mapValues { $0.map(\.1) }
    .sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
    guard !byClient.isEmpty else {
      return Answer(text: "None of your clients has an open action item.", sources: [], found: true)
    }
    var lines = ["Clients with open action items:"]
    for (client, own) in byClient.prefix(maxItems) {
      let tasks = own.prefix(3).map { "\($0.task)\($0.deadline.map { " (by \($0))" } ?? "") [\($0.messageID)]" }
      let more = own.count > 3 ? "; … and \(own.count - 3) more" : ""
      lines.append("• \(directory.displayName(client)) (\(own.count)): \(tasks.joined(separator: "; "))\(more)")
    }
    if byClient.count > maxItems { lines.append("… and \(byClient.count - maxItems) more clients") }
    let sources = byClient.prefix(maxItems).flatMap { $0.value.prefix(3).map(\.messageID) }
    return Answer(
      text: lines.joined(separator: "\n"), sources: Array(sources.uniquedStrings().prefix(AnswerComposer.maxSources)),
      found: true)
  }

  /// Open action items, each with the message that created it.
  public static func actionItems(_ items: [ActionItem], person: String?, directory: Directory) -> Answer {
    let whose = person.map { $0 == directory.owner ? "your" : directory.displayName($0) + "'s" } ?? "the"
    guard !items.isEmpty else {
      return Answer(
        text: "I found no open action items for \(whose == "the" ? "anyone" : whose.replacingPossessive).",
        sources: [], found: false)
    }
    var lines = ["Open action items\(person == nil ? "" : " (\(whose.replacingPossessive))"):"]
    for item in items.prefix(maxItems) {
      let due = item.deadline.map { " (by \($0))" } ?? ""
      let assignee = person == nil ? item.assignee.map { " → \(directory.displayName($0))" } ?? "" : ""
      lines.append("• \(item.task)\(assignee)\(due) [\(item.messageID)]")
    }
    if items.count > maxItems { lines.append("… and \(items.count - maxItems) more") }
    return Answer(
      text: lines.joined(separator: "\n"), sources: items.prefix(maxItems).map(\.messageID).uniquedStrings(),
      found: true)
  }

  /// A client's profile facts in some categories, newest first, with what became of them.
  public static func profile(
    _ facts: [ProfileFact], client: String, categories: [ProfileCategory], directory: Directory
  ) -> Answer? {
    let wanted = facts.filter { $0.client == client && categories.contains($0.category) }
      .sorted { ($0.status == .current ? 1 : 0, $0.time) > ($1.status == .current ? 1 : 0, $1.time) }
    guard !wanted.isEmpty else { return nil }
    let name = directory.displayName(client)
    var lines = ["\(name)'s \(categories.map(\.rawValue).joined(separator: ", ")):"]
    for fact in wanted.prefix(maxItems) {
      var line = "• \(fact.category.rawValue): “\(AnswerComposer.quote(fact.fact))” (\(AnswerComposer.date(fact.time)))"
      switch fact.status {
      case .current: break
      case .superseded: line += ", since superseded"
      case .resolved:
        line += fact.update.map { ", since resolved: “\(AnswerComposer.quote($0))”" } ?? ", since resolved"
      }
      lines.append(line)
    }
    let sources = wanted.prefix(maxItems).flatMap { [$0.messageID] + ($0.supersededBy.map { [$0] } ?? []) }
    return Answer(text: lines.joined(separator: "\n"), sources: sources.uniquedStrings(), found: true)
  }

  /// Calls and sessions on the calendar, soonest first.
  public static func schedule(_ events: [ScheduledEvent], directory: Directory) -> Answer? {
    guard !events.isEmpty else { return nil }
    var lines = ["On your calendar:"]
    for event in events.prefix(maxItems) {
      let with = event.with.map { " with \(directory.displayName($0))" } ?? ""
      lines.append("• \(event.title)\(with): \(SuggestedTime(start: event.start, end: event.end, rationale: "").label)")
    }
    return Answer(text: lines.joined(separator: "\n"), sources: events.prefix(maxItems).map(\.id), found: true)
  }
}

/// An event on the account's calendar, as the assistant reports it.
public struct ScheduledEvent: Sendable, Equatable {
  public var id: String
  public var title: String
  public var with: String?
  /// Milliseconds since 1970, UTC.
  public var start: Int64
  public var end: Int64

  public init(id: String, title: String, with: String?, start: Int64, end: Int64) {
    self.id = id
    self.title = title
    self.with = with
    self.start = start
    self.end = end
  }
}

extension String {
  /// "Tom's" → "Tom", "your" → "you".
  fileprivate var replacingPossessive: String {
    self == "your" ? "you" : hasSuffix("'s") ? String(dropLast(2)) : self
  }
}
