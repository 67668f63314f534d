import PsstAI
import PsstAssistant
import PsstCore

/// `--batch`: instead of a line per event, one line per chat per period
/// ("3 new messages from Sunday Circuits"); with `--summarize`, what the new messages say
/// (`NotificationSummarizer`).
final class Digest {
  private struct Tally {
    var counts: [String: Int] = [:]
    var senders: [String] = []
    /// The new messages from others, for the summary.
    var messageIDs: [String] = []
    var firstCursor: Int64 = 0
    var lastCursor: Int64 = 0
  }

  let periodMillis: Int64
  private(set) var windowStart: Int64
  private var tallies: [String: Tally] = [:]
  private var chatOrder: [String] = []
  /// Set with --summarize.
  let summarizer: DigestSummarizer?

  init(periodMillis: Int64, start: Int64 = Clock.nowMillis(), summarizer: DigestSummarizer? = nil) {
    self.periodMillis = periodMillis
    self.windowStart = start
    self.summarizer = summarizer
  }

  var windowEnd: Int64 { windowStart + periodMillis }

  /// Counts an event; the account's own messages are not news and are left out.
  func add(_ event: FeedEvent, own: Bool) {
    if own && event.kind == .message { return }
    let key = event.chat ?? ""
    if tallies[key] == nil { chatOrder.append(key) }
    var tally = tallies[key, default: Tally()]
    tally.counts[event.kind.rawValue, default: 0] += 1
    if let sender = event.sender, !tally.senders.contains(sender) { tally.senders.append(sender) }
    if event.kind == .message, let id = event.field("id")?.stringValue { tally.messageIDs.append(id) }
    if tally.firstCursor == 0 { tally.firstCursor = event.cursor }
    tally.lastCursor = event.cursor
    tallies[key] = tally
  }

  /// The digest lines of the period once it has ended (or, with `force`, of what it has so
  /// far, when stopping), then a new period starts; nil while the period runs.
  func close(now: Int64, force: Bool, formatter: MessageFormatter)
    -> [(record: JSON, text: String, firstCursor: Int64)]?
  {
    guard now >= windowEnd || force else { return nil }
    let until = min(now, windowEnd)
    // The people and chats the summaries name, read once for all the period's chats.
    let directory = tallies.isEmpty ? nil : summarizer?.directory()
    let lines = chatOrder.compactMap { key -> (record: JSON, text: String, firstCursor: Int64)? in
      guard let tally = tallies[key] else { return nil }
      let chatName = key.isEmpty ? nil : formatter.chatName(key)
      let digest = ChatDigest(
        chat: key.isEmpty ? nil : key, chatName: chatName, periodStart: windowStart, periodEnd: until,
        counts: tally.counts, senders: tally.senders, cursor: tally.lastCursor,
        summary: directory.flatMap { summarizer?.summary(of: tally.messageIDs, chatName: chatName, directory: $0) })
      return (digest.record, digest.text, tally.firstCursor)
    }
    tallies.removeAll()
    chatOrder.removeAll()
    // Periods stay aligned to the start, however late this call came.
    if now >= windowEnd { windowStart += ((now - windowStart) / periodMillis) * periodMillis }
    return lines
  }

  /// "3 new messages, 1 edit from Sunday Circuits" ("2 presence changes" outside chats).
  static func summary(_ counts: [String: Int], chatName: String?) -> String {
    let order = FeedEvent.Kind.allCases.map(\.rawValue)
    let nouns = [
      "message": ("new message", "new messages"), "edit": ("edit", "edits"), "unsend": ("unsend", "unsends"),
      "receipt": ("receipt", "receipts"), "state": ("delivery update", "delivery updates"),
      "typing": ("typing change", "typing changes"), "presence": ("presence change", "presence changes"),
      "chat": ("chat change", "chat changes"), "reminder": ("reminder", "reminders"),
    ]
    let parts = order.compactMap { kind -> String? in
      guard let count = counts[kind], let (one, many) = nouns[kind] else { return nil }
      return "\(count) \(count == 1 ? one : many)"
    }
    return parts.joined(separator: ", ") + (chatName.map { " from \($0)" } ?? "")
  }
}

/// `--summarize`: a chat's new messages of a period as one line. Any failure (a message gone,
/// the store unreadable) leaves the count line.
struct DigestSummarizer {
  let store: Store
  let account: String
  /// The newest messages of a chat a line is made from: a flood costs no more than this.
  static let messagesRead = 50

  /// The store's people and chats, as `summary` names them; nil when they cannot be read.
  func directory() -> Directory? { try? Directory(store, account: account) }

  func summary(of messageIDs: [String], chatName: String?, directory: Directory) -> NotificationSummary? {
    guard !messageIDs.isEmpty else { return nil }
    let messages = messageIDs.suffix(Self.messagesRead).compactMap { id in
      (try? store.message(account: account, id: id)).flatMap { $0 }.flatMap { message in
        message.deleted ? nil : ConversationMessage(message)
      }
    }
    return NotificationSummarizer.summary(
      of: messages, chatName: chatName, directory: directory, count: messageIDs.count)
  }
}

/// Parses `30s`, `5m`, `2h`, `1d` into milliseconds.
func parseDuration(_ text: String) -> Int64? {
  guard let unit = text.last, let amount = Int64(text.dropLast()), amount > 0 else { return nil }
  let scale: Int64? =
    switch unit {
    case "s": 1000
    case "m": 60_000
    case "h": 3_600_000
    case "d": 86_400_000
    default: nil
    }
  guard let scale else { return nil }
  let (millis, overflow) = amount.multipliedReportingOverflow(by: scale)
  return overflow ? nil : millis
}
