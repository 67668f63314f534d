/// Calls on the account's calendar and its reminders: what psst-ai's schedule_call and
/// set_reminder create, psst-calendar lists, and psst-watch and the digest announce when due.
extension Store {
  /// A call on the account's calendar.
  public struct CalendarEvent: Sendable, Equatable {
    public var id: String
    public var title: String
    /// The user the call is with, when there is one.
    public var withUser: String?
    public var chat: String?
    public var starts: Int64
    public var minutes: Int
    public var created: Int64
    /// The psst-ai action that created it.
    public var action: String?

    public init(
      id: String = Identifier.ordered("call-"), title: String, withUser: String?, chat: String?, starts: Int64,
      minutes: Int, created: Int64 = Clock.nowMillis(), action: String? = nil
    ) {
      self.id = id
      self.title = title
      self.withUser = withUser
      self.chat = chat
      self.starts = starts
      self.minutes = minutes
      self.created = created
      self.action = action
    }
  }

  /// Something to remind the account's owner of at a time.
  public struct Reminder: Sendable, Equatable {
    public var id: String
    public var text: String
    public var due: Int64
    public var aboutUser: String?
    public var created: Int64
    /// When it was announced or dismissed; nil while it is still to come or due.
    public var done: Int64?
    public var action: String?

    public init(
      id: String = Identifier.ordered("rem-"), text: String, due: Int64, aboutUser: String?,
      created: Int64 = Clock.nowMillis(), done: Int64? = nil, action: String? = nil
    ) {
      self.id = id
      self.text = text
      self.due = due
      self.aboutUser = aboutUser
      self.created = created
      self.done = done
      self.action = action
    }
  }

  /// Puts a call on the calendar.
  public func addEvent(account: String, _ event: CalendarEvent) throws {
    try database.run(
      """
      INSERT INTO calendar_events(account, id, title, with_user, chat, starts_ms, minutes, created_ms, action)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, account.sql, event.id.sql, event.title.sql, event.withUser.sql, event.chat.sql, event.starts.sql,
      event.minutes.sql, event.created.sql, event.action.sql)
  }

  /// Events starting in [from, until), earliest first.
  public func events(account: String, from: Int64 = .min, until: Int64 = .max) throws -> [CalendarEvent] {
    try database.query(
      """
      SELECT id, title, with_user, chat, starts_ms, minutes, created_ms, action FROM calendar_events
      WHERE account = ? AND starts_ms >= ? AND starts_ms < ? ORDER BY starts_ms, id
      """, [account.sql, from.sql, until.sql]
    ) {
      CalendarEvent(
        id: $0.string(0), title: $0.string(1), withUser: $0.optionalString(2), chat: $0.optionalString(3),
        starts: $0.int(4), minutes: Int($0.int(5)), created: $0.int(6), action: $0.optionalString(7))
    }
  }

  /// Removes an event; false when there was none.
  public func deleteEvent(account: String, id: String) throws -> Bool {
    try database.run("DELETE FROM calendar_events WHERE account = ? AND id = ?", account.sql, id.sql) > 0
  }

  /// Keeps a reminder until it falls due (`announceDueReminders`).
  public func addReminder(account: String, _ reminder: Reminder) throws {
    try database.run(
      """
      INSERT INTO reminders(account, id, text, due_ms, about_user, created_ms, done_ms, action)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?)
      """, account.sql, reminder.id.sql, reminder.text.sql, reminder.due.sql, reminder.aboutUser.sql,
      reminder.created.sql, reminder.done.sql, reminder.action.sql)
  }

  /// Reminders not yet done; with `dueBy`, only those due by then. Earliest first.
  public func openReminders(account: String, dueBy: Int64 = .max) throws -> [Reminder] {
    try database.query(
      """
      SELECT id, text, due_ms, about_user, created_ms, done_ms, action FROM reminders
      WHERE account = ? AND done_ms IS NULL AND due_ms <= ? ORDER BY due_ms, id
      """, [account.sql, dueBy.sql], Self.reminder)
  }

  /// Every reminder, done or not, earliest due first.
  public func reminders(account: String) throws -> [Reminder] {
    try database.query(
      """
      SELECT id, text, due_ms, about_user, created_ms, done_ms, action FROM reminders
      WHERE account = ? ORDER BY due_ms, id
      """, [account.sql], Self.reminder)
  }

  /// Marks a reminder done; false when it was already done or does not exist, so two watchers
  /// announce it once between them.
  public func completeReminder(account: String, id: String, at time: Int64 = Clock.nowMillis()) throws -> Bool {
    try database.run(
      "UPDATE reminders SET done_ms = ? WHERE account = ? AND id = ? AND done_ms IS NULL", time.sql, account.sql,
      id.sql) > 0
  }

  /// Removes a reminder; false when there was none.
  public func deleteReminder(account: String, id: String) throws -> Bool {
    try database.run("DELETE FROM reminders WHERE account = ? AND id = ?", account.sql, id.sql) > 0
  }

  /// Announces the reminders that have fallen due: each is marked done and written to the feed
  /// as a `reminder` event in one transaction, so several watchers announce it once between
  /// them. Returns when the next open one falls due, if any.
  @discardableResult
  public func announceDueReminders(account: String, now: Int64 = Clock.nowMillis()) throws -> Int64? {
    // Most passes find nothing: look before taking the write lock.
    if try !openReminders(account: account, dueBy: now).isEmpty {
      try database.write {
        for reminder in try openReminders(account: account, dueBy: now)
        where try completeReminder(account: account, id: reminder.id, at: now) {
          var fields: [(String, JSON)] = [
            ("id", .string(reminder.id)), ("text", .string(reminder.text)),
            ("due", .string(Timestamp.iso(reminder.due))),
          ]
          if let about = reminder.aboutUser { fields.append(("about", .string(about))) }
          try recordEvent(account: account, .reminder, chat: nil, sender: nil, time: now, fields)
        }
      }
    }
    return try database.first(
      "SELECT min(due_ms) FROM reminders WHERE account = ? AND done_ms IS NULL", [account.sql]
    ) { $0.optionalInt(0) } ?? nil
  }

  private static func reminder(_ row: Row) -> Reminder {
    Reminder(
      id: row.string(0), text: row.string(1), due: row.int(2), aboutUser: row.optionalString(3),
      created: row.int(4), done: row.optionalInt(5), action: row.optionalString(6))
  }
}
