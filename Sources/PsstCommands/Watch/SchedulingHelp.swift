import PsstAI
import PsstAssistant
import PsstCore

/// Scheduling suggestions for a chat, the way `psst-watch --assist` and `psst-ai "help me
/// schedule with …"` both make them: psst-insights scheduling's detector and slot search over
/// the chat's recent messages, around the owner's calendar (psst-calendar) and quiet hours
/// (psst-account set --quiet-hours). The last ones made
/// for each chat are cached in the store and reused until the chat or the calendar changes, a
/// time in them has passed, or new ones are asked for.
struct SchedulingHelp {
  let store: Store
  let account: String

  /// How far back a chat is read for the thread a new message belongs to.
  static let contextMillis: Int64 = 14 * 86_400_000
  /// At most this many of those messages: the work per message stays bounded in a busy chat.
  static let contextMessages = 300
  /// The cache's kind in `ai_cache`; its key is the chat.
  static let cacheKind = "scheduling-suggestion"

  /// A message older than this gets no suggestion: a watcher catching up on a backlog (or
  /// started --from-start) would offer times long gone, at the cost of a search per message.
  static let freshMillis: Int64 = 86_400_000

  /// The suggestion for a message that has just arrived, when it arranges a time: its times
  /// still to come, cached for its chat.
  func suggestion(
    forMessage id: String, chat: String, at time: Int64, now: Int64 = Clock.nowMillis()
  ) throws -> SchedulingRequest? {
    guard time >= now - Self.freshMillis else { return nil }
    let messages = try recentMessages(chat: chat, before: time)
    let directory = try Directory(store, account: account)
    guard
      var request = SchedulingAssistant.suggestion(
        for: id, in: messages, directory: directory, availability: try availability(now: time))
    else { return nil }
    request.suggestions.removeAll { $0.start <= now }
    guard !request.suggestions.isEmpty else { return nil }
    try remember(request)
    return request
  }

  /// The cached suggestion of `chat` while it still holds (same chat and calendar, every time
  /// to come), else new ones (also when `fresh`), which are cached; and whether it was cached.
  func suggestions(forChat chat: String, fresh: Bool, now: Int64 = Clock.nowMillis()) throws -> (
    request: SchedulingRequest, cached: Bool
  ) {
    if !fresh, let cached = try cached(chat: chat, now: now) { return (cached, true) }
    let messages = try recentMessages(chat: chat, before: now)
    let request = SchedulingAssistant.suggestions(
      forChat: chat, in: messages, directory: try Directory(store, account: account),
      availability: try availability(now: now), now: now)
    try remember(request)
    return (request, false)
  }

  /// Whether the owner wants suggestions (psst-account set --suggestions).
  var wanted: Bool { (try? store.preferences(account: account).suggestions) ?? true }

  /// The owner's calls from now to the end of the slot search's horizon, and their quiet hours
  /// (local time, turned into UTC at `now`: the slot search works in UTC).
  func availability(now: Int64) throws -> OwnerAvailability {
    let calls = try store.events(
      account: account, from: now - CalendarCommand.longestCall, until: now + SchedulingAssistant.horizonMillis)
    let offset = LocalZone.system.offsetSeconds(now) / 60
    let quiet = try store.preferences(account: account).quietHours.map { hours in
      (start: (hours.start - offset + 1440) % 1440, end: (hours.end - offset + 1440) % 1440)
    }
    return OwnerAvailability(
      busy: calls.map { $0.starts..<($0.starts + Int64($0.minutes) * 60_000) }, quietMinutes: quiet)
  }

  private func recentMessages(chat: String, before time: Int64) throws -> [ConversationMessage] {
    var messages: [ConversationMessage] = []
    let filter = MessageFilter(chat: chat, since: time - Self.contextMillis, last: Self.contextMessages)
    try store.messages(account: account, matching: filter) { message in
      guard !message.deleted, !message.text.isEmpty, message.createdAt <= time else { return }
      messages.append(ConversationMessage(message))
    }
    return messages
  }

  // MARK: The cache

  /// What the cached suggestion was made from: the chat's messages, the calendar, quiet hours.
  private func fingerprint(chat: String, now: Int64) throws -> String {
    let availability = try availability(now: now)
    let calendar = availability.busy.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
    let quiet = availability.quietMinutes.map { "\($0.start)-\($0.end)" } ?? "none"
    return try store.chatFingerprint(account: account, chat: chat) + "|" + calendar + "|" + quiet
  }

  private func remember(_ request: SchedulingRequest) throws {
    try store.cacheResult(
      account: account, kind: Self.cacheKind, key: request.chat,
      fingerprint: try fingerprint(chat: request.chat, now: Clock.nowMillis()), value: request.cacheRecord.serialized)
  }

  private func cached(chat: String, now: Int64) throws -> SchedulingRequest? {
    guard let (fingerprint, value) = try store.cachedResult(account: account, kind: Self.cacheKind, key: chat),
      fingerprint == (try self.fingerprint(chat: chat, now: now)),
      let request = SchedulingRequest(cacheRecord: try JSON.parse(value)),
      !request.suggestions.isEmpty, request.suggestions.allSatisfy({ $0.start > now })
    else { return nil }
    return request
  }
}

extension SchedulingRequest {
  /// What the cache keeps: the record, with times in milliseconds so they read back exactly.
  var cacheRecord: JSON {
    .object([
      ("message_id", .string(messageID)), ("chat", .string(chat)),
      ("participants", .array(participants.map(JSON.string))), ("constraints", .array(constraints.map(JSON.string))),
      (
        "times",
        .array(
          suggestions.map {
            .object([
              ("start_ms", .number(Double($0.start))), ("end_ms", .number(Double($0.end))),
              ("rationale", .string($0.rationale)),
            ])
          })
      ),
    ])
  }

  init?(cacheRecord: JSON) {
    guard let messageID = cacheRecord["message_id"]?.stringValue, let chat = cacheRecord["chat"]?.stringValue,
      let times = cacheRecord["times"]?.arrayValue
    else { return nil }
    let suggestions = times.compactMap { time -> SuggestedTime? in
      guard let start = time["start_ms"]?.intValue, let end = time["end_ms"]?.intValue,
        let rationale = time["rationale"]?.stringValue
      else { return nil }
      return SuggestedTime(start: start, end: end, rationale: rationale)
    }
    self.init(
      messageID: messageID, chat: chat,
      participants: (cacheRecord["participants"]?.arrayValue ?? []).compactMap(\.stringValue),
      constraints: (cacheRecord["constraints"]?.arrayValue ?? []).compactMap(\.stringValue), suggestions: suggestions)
  }
}
