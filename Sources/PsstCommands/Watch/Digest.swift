import PsstCore

/// `--batch`: instead of a line per event, one line per chat per period
/// ("3 new messages from Sunday Circuits").
final class Digest {
  private struct Tally {
    var counts: [String: Int] = [:]
    var senders: [String] = []
    var firstCursor: Int64 = 0
    var lastCursor: Int64 = 0
  }

  let periodMillis: Int64
  private(set) var windowStart: Int64
  private var tallies: [String: Tally] = [:]
  private var chatOrder: [String] = []

  init(periodMillis: Int64, start: Int64 = Clock.nowMillis()) {
    self.periodMillis = periodMillis
    self.windowStart = start
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
    let lines = chatOrder.compactMap { key -> (record: JSON, text: String, firstCursor: Int64)? in
      guard let tally = tallies[key] else { return nil }
      let digest = ChatDigest(
        chat: key.isEmpty ? nil : key, chatName: key.isEmpty ? nil : formatter.chatName(key),
        periodStart: windowStart, periodEnd: until, counts: tally.counts, senders: tally.senders,
        cursor: tally.lastCursor)
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
