import PsstAI
import PsstAssistant
import PsstCore

/// The autopilot of `psst-watch --assist`: acts on new messages without asking, as far as the
/// owner's settings allow and no further. Each part acts only when the owner enabled it
/// (`autopilot = reminders,replies,calls`), never in quiet hours, within a number of actions per
/// day and per chat. What a message says decides only whether its shape fits a part (a promise
/// with a time, a time everyone agreed to, a yes/no question about arrangements), never which
/// parts run or how often; the settings are read from the store and the config file, each time.
/// Every action and every skipped one goes in the audit log with the message that caused it,
/// and can be undone with `psst-ai --undo ACTION`.
final class Autopilot {
  private let session: Session
  /// Writes an `autopilot` record (and its line for people); nil prints nothing (--exec).
  private let emit: ((JSON, String) -> Void)?
  /// Messages that arrived before the watcher started are history, not something to act on.
  private let started: Int64
  private var settingsWarning: String?

  /// How far back a chat is read for a proposed time and the answers to it.
  static let conversationMessages = 30
  static let conversationMillis: Int64 = 14 * 86_400_000
  static let dayMillis: Int64 = 86_400_000

  init(session: Session, started: Int64 = Clock.nowMillis(), emit: ((JSON, String) -> Void)?) {
    self.session = session
    self.started = started
    self.emit = emit
  }

  private var store: Store { session.store }
  private var account: String { session.account.id }

  /// Looks at one feed event; acts on a new message if a part the owner enabled fits it.
  /// Failures are reported on stderr: the watcher goes on.
  func consider(_ event: FeedEvent) {
    guard event.kind == .message, event.time >= started, let id = event.field("id")?.stringValue else { return }
    do {
      try consider(message: id)
    } catch let error as PsstError {
      Diagnostics.line("\(toolName): autopilot: \(error.message)")
    } catch {
      Diagnostics.line("\(toolName): autopilot: \(error)")
    }
  }

  private func consider(message id: String) throws {
    guard let preferences = try settings(), !preferences.autopilot.isEmpty,
      let stored = try store.message(account: account, id: id), !stored.deleted
    else { return }
    let message = ConversationMessage(stored)
    let directory = try Directory(store, account: account)
    let cues = AutopilotCues(owner: account, zone: .system)
    let now = Clock.nowMillis()
    if preferences.autopilot.contains(.reminders),
      let (text, due) = cues.commitment(
        in: message, directory: directory, now: now)
    {
      try act(
        .reminders, tool: "set_reminder", cause: message, preferences,
        args: [("text", .string(text)), ("due", .string(Timestamp.iso(due)))]
      ) {
        let reminder = Store.Reminder(
          text: text, due: due, aboutUser: message.sender == self.account ? nil : message.sender, action: $0)
        try self.store.addReminder(account: self.account, reminder)
        return reminder.id
      }
    }
    if preferences.autopilot.contains(.calls), let agreed = try agreedCall(message, cues: cues, now: now) {
      let members = try store.members(account: account, chat: message.chat).filter { $0 != account }
      let title = "Call with " + members.map { directory.people[$0]?.name ?? $0 }.joined(separator: ", ")
      try act(
        .calls, tool: "schedule_call", cause: message, preferences,
        args: [
          ("title", .string(title)), ("start", .string(Timestamp.iso(agreed.start))),
          ("proposed_in", .string(agreed.proposal)),
        ]
      ) {
        let event = Store.CalendarEvent(
          title: title, withUser: members.count == 1 ? members[0] : nil, chat: message.chat, starts: agreed.start,
          minutes: ActionPlanner.callMinutes, action: $0)
        try self.store.addEvent(account: self.account, event)
        return event.id
      }
    }
    if preferences.autopilot.contains(.replies), cues.asksOwnerYesNo(message, directory: directory) {
      let text = AutopilotCues.acknowledgement(
        tone: AutopilotCues.Tone(rawValue: preferences.tone.rawValue) ?? .neutral,
        length: AutopilotCues.Length(rawValue: preferences.length.rawValue) ?? .medium)
      try act(.replies, tool: "send_message", cause: message, preferences, args: [("text", .string(text))]) { _ in
        try self.reply(text, to: message)
      }
    }
  }

  /// The owner's settings; nil (and one line on stderr per new problem) when they cannot be read.
  private func settings() throws -> Preferences? {
    do {
      let preferences = try store.preferences(account: account)
      settingsWarning = nil
      return preferences
    } catch let error as PsstError {
      if error.message != settingsWarning {
        Diagnostics.line("\(toolName): autopilot off until the settings read again: \(error.message)")
      }
      settingsWarning = error.message
      return nil
    }
  }

  /// A time every member of the message's chat has now agreed to, this message settling it,
  /// and not yet on the calendar for this chat.
  private func agreedCall(_ message: ConversationMessage, cues: AutopilotCues, now: Int64) throws
    -> AutopilotCues.AgreedTime?
  {
    var recent: [ConversationMessage] = []
    try store.messages(
      account: account,
      matching: MessageFilter(
        chat: message.chat, since: message.time - Self.conversationMillis, last: Self.conversationMessages)
    ) { if !$0.deleted && $0.createdAt <= message.time { recent.append(ConversationMessage($0)) } }
    recent.sort { ($0.time, $0.id) < ($1.time, $1.id) }
    let members = try store.members(account: account, chat: message.chat)
    guard let agreed = cues.agreedTime(in: recent, members: members, now: now),
      agreed.agreements.last == message.id || agreed.proposal == message.id && agreed.agreements.isEmpty
    else { return nil }
    let booked = try store.events(account: account, from: agreed.start, until: agreed.start + 1)
    return booked.contains { $0.chat == message.chat } ? nil : agreed
  }

  /// Sends `text` in the message's chat as a reply to it; the message id.
  private func reply(_ text: String, to message: ConversationMessage) throws -> String {
    try Limits.checkText(text)
    let sent = try store.compose(
      account: session.account, chat: message.chat, text: text, replyTo: message.id, attachments: [])
    _ = try? session.flush(wait: true)
    return sent.id
  }

  /// Runs one action for `part` within the limits, logging it (or why it was skipped) in the
  /// audit log with the message that caused it, and writing an `autopilot` record. `perform`
  /// gets the action's id and returns what it made (a reminder, event or message id).
  private func act(
    _ part: Preferences.AutopilotPart, tool: String, cause message: ConversationMessage, _ preferences: Preferences,
    args: [(String, JSON)], perform: (String) throws -> String
  ) throws {
    let now = Clock.nowMillis()
    let skipped = try reasonToSkip(preferences, chat: message.chat, now: now)
    let fields: [(String, JSON)] = [("chat", .string(message.chat)), ("message_id", .string(message.id))] + args
    var action = Store.ActionRecord(
      conversation: nil, tool: tool, args: JSON.object(fields).serialized,
      status: skipped == nil ? .proposed : .declined,
      result: skipped, created: now, decided: skipped == nil ? nil : now, cause: message.id, chat: message.chat)
    // Another watcher of the account, or an earlier run, already took this message.
    guard try store.claimAction(account: account, action) else { return }
    if let skipped {
      return report(action, part: part, fields: fields, reason: skipped)
    }
    do {
      let result = try perform(action.id)
      try store.settleAction(account: account, id: action.id, status: .executed, result: result)
      action.status = .executed
      action.result = result
    } catch let error as PsstError {
      try store.settleAction(account: account, id: action.id, status: .failed, result: error.message)
      action.status = .failed
      action.result = error.message
    }
    report(action, part: part, fields: fields, reason: nil)
  }

  /// Why the autopilot may not act now, or nil: quiet hours, or a limit reached.
  private func reasonToSkip(_ preferences: Preferences, chat: String, now: Int64) throws -> String? {
    if let quiet = preferences.quietHours, quiet.contains(now) { return "quiet hours (\(quiet))" }
    let since = now - Self.dayMillis
    if try store.autopilotActionCount(account: account, since: since) >= preferences.autopilotDailyLimit {
      return "the daily limit (\(preferences.autopilotDailyLimit) in 24 hours)"
    }
    if try store.autopilotActionCount(account: account, since: since, chat: chat) >= preferences.autopilotChatLimit {
      return "the chat's limit (\(preferences.autopilotChatLimit) in 24 hours)"
    }
    return nil
  }

  private func report(
    _ action: Store.ActionRecord, part: Preferences.AutopilotPart, fields: [(String, JSON)], reason: String?
  ) {
    let status = reason == nil ? action.status.rawValue : "skipped"
    var record: [(String, JSON)] = [
      ("type", "autopilot"), ("action", .string(action.id)), ("part", .string(part.rawValue)),
      ("tool", .string(action.tool)), ("status", .string(status)),
    ]
    record += fields
    if let reason { record.append(("reason", .string(reason))) }
    if action.status == .executed {
      record += [("result", action.result.json), ("undo", .string("psst-ai --undo \(action.id)"))]
    }
    if action.status == .failed { record.append(("error", action.result.json)) }
    let line =
      switch (status, part) {
      case ("executed", .reminders): "autopilot: reminder set (undo: psst-ai --undo \(action.id))"
      case ("executed", .calls): "autopilot: call booked (undo: psst-ai --undo \(action.id))"
      case ("executed", .replies): "autopilot: replied (undo: psst-ai --undo \(action.id))"
      case ("skipped", _): "autopilot: \(part.rawValue) skipped: \(reason ?? "")"
      default: "autopilot: \(part.rawValue) failed: \(action.result ?? "")"
      }
    emit?(.object(record), line)
  }
}
