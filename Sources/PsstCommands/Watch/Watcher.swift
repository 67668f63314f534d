import PsstAI
import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// Which feed events a watcher passes on.
struct FeedFilter {
  var chats: Set<String>
  var kinds: Set<FeedEvent.Kind>?
  var from: String?
  /// The account's own profile when only messages naming it are wanted.
  var mentionsOf: User?

  func accepts(_ event: FeedEvent) -> Bool {
    if !chats.isEmpty && !(event.chat.map(chats.contains) ?? false) { return false }
    if let kinds, !kinds.contains(event.kind) { return false }
    if let from, event.sender != from { return false }
    if let me = mentionsOf {
      guard event.kind == .message, event.sender != me.id, let text = event.field("text")?.stringValue else {
        return false
      }
      return FeedFilter.mentions(text, of: me)
    }
    return true
  }

  /// Whether a reminder gets through: it is in no chat, from no one, and names no one.
  var acceptsReminders: Bool {
    chats.isEmpty && from == nil && mentionsOf == nil && (kinds?.contains(.reminder) ?? true)
  }

  /// True when `text` names the person: the id or the first name, as a word, with or without "@".
  static func mentions(_ text: String, of person: User) -> Bool {
    let words = Set(words(of: text))
    let id = person.id.lowercased()
    let nameWords = person.displayName.lowercased().split(separator: " ").map(String.init)
    if words.contains(id) || words.contains("@" + id) { return true }
    if let first = nameWords.first, first.count > 1, words.contains(first) || words.contains("@" + first) {
      return true
    }
    return false
  }

  /// Lower-cased words; `@` and the characters of ids (`-`, `_`) stay inside a word.
  private static func words(of text: String) -> [String] {
    let isWordCharacter = { (character: Character) -> Bool in
      character.isLetter || character.isNumber || character == "@" || character == "-" || character == "_"
    }
    return text.lowercased().split { !isWordCharacter($0) }.map(String.init)
  }
}

/// The loop behind psst-watch: sync, note expired typing, pass on new events, sleep until
/// something is written (or a timer is due), again; save the cursor and go offline on the way out.
final class Watcher {
  enum Output {
    case print(Printer)
    case exec(ExecPool)
    case digest(Digest, Printer)
  }

  private let session: Session
  private let filter: FeedFilter
  private let output: Output
  private let name: String?
  private let limit: Int?
  private let once: Bool
  /// --assist: scheduling suggestions for new messages that arrange a time.
  private let assist: SchedulingHelp?
  private let formatter: MessageFormatter
  /// psst-watch --assist: acts on new messages as the owner's settings allow.
  private let autopilot: Autopilot?
  /// The last event read from the store.
  private var cursor: Int64
  /// The last event handed on (printed, given to --exec, or summed up in a printed digest
  /// line). Not yet delivered while its line may sit unread or its command still runs; see
  /// `deliveredCursor`.
  private var handedOn: Int64
  /// Printed lines the reader may not have taken yet: where each ends in the output stream and
  /// the first event it reports.
  private var unconfirmed: [(end: Int, firstCursor: Int64)] = []
  /// What --name last saved (nil: nothing yet in this run).
  private var saved: Int64?
  private var passedOn = 0
  private var finished = false
  /// The last "unreachable" reason said on stderr: each new one is said once (the hub went
  /// away, came back damaged, ...), none repeated while it lasts.
  private var lastWarning: String?
  private var announcedOnline = false
  private var lastHeartbeat: Int64 = 0
  private var presenceLock: PresenceLock?
  /// Presence is refreshed this often; others show a watcher silent for
  /// `Store.presenceLifetimeMillis` (2.5 heartbeats) as offline.
  static let heartbeatMillis: Int64 = 60_000

  init(
    session: Session, filter: FeedFilter, output: Output, cursor: Int64, name: String?, limit: Int?, once: Bool,
    assist: Bool = false, autopilot: Autopilot? = nil
  ) {
    self.autopilot = autopilot
    self.session = session
    self.filter = filter
    self.output = output
    self.cursor = cursor
    self.handedOn = cursor
    self.name = name
    self.limit = limit
    self.once = once
    self.assist = assist ? SchedulingHelp(store: session.store, account: session.account.id) : nil
    self.formatter = MessageFormatter(store: session.store, account: session.account.id)
  }

  private var store: Store { session.store }
  private var account: String { session.account.id }

  func run() throws {
    StopSignal.install()
    let out = StandardOutput.shared
    out.lineBuffered = true
    out.onClosed = { [self] in finish() }
    defer { finish() }
    // The starting point is saved before anything is printed: a first run killed before its
    // first save resumes there next time, not "from now".
    try saveCursor()
    // A one-off run (cron) is not "online"; a live watcher is, and holds a lock that says so.
    if !once { presenceLock = try? PresenceLock.acquire(store.environment, account: account) }
    let notifier = try ChangeNotifier(files: [store.environment.storePath] + transportFiles())
    let networked = !((try? session.transport().changeFiles.isEmpty == false) ?? true)
    var wait = 0
    while !StopSignal.requested {
      wait = try cycle(longPollMillis: networked && !once ? wait : 0)
      if done || once { break }
      // A network transport's wait is the next cycle's long-poll (the server answers as soon as
      // something happens); a local hub's is sleeping on its files.
      if networked { continue }
      let wake = notifier.wait(timeoutMillis: wait)
      if wake == .outputClosed || wake == .interrupted && StopSignal.requested { break }
    }
  }

  /// One pass (waiting up to `longPollMillis` for the server); returns how long to wait before
  /// the next unless something changes.
  private func cycle(longPollMillis: Int) throws -> Int {
    if !once && Clock.nowMillis() - lastHeartbeat >= Watcher.heartbeatMillis { announce(online: true) }
    let report = try session.sync(waitMillis: longPollMillis)
    if report.unavailable != nil, longPollMillis > 0, !StopSignal.requested {
      // Unreachable: do not spin; try again in a moment.
      Clock.sleep(milliseconds: min(longPollMillis, 2_000))
    }
    if let unavailable = report.unavailable, unavailable.message != lastWarning, !StopSignal.requested {
      Diagnostics.line("\(toolName): \(unavailable.message); showing what the store has")
    }
    lastWarning = report.unavailable?.message
    let nextExpiry = try store.expireIndicators(account: account)
    // Announcing marks a reminder done: only a watcher that shows it may, or it is never seen.
    let nextReminder = filter.acceptsReminders ? try store.announceDueReminders(account: account) : nil
    try passOnPendingEvents()
    var wait = Watcher.heartbeatMillis - (Clock.nowMillis() - lastHeartbeat)
    for next in [nextExpiry, nextReminder].compactMap({ $0 }) { wait = min(wait, next - Clock.nowMillis() + 1) }
    if case .digest(let digest, let printer) = output {
      try emitDigest(digest, printer, force: false)
      wait = min(wait, digest.windowEnd - Clock.nowMillis())
    }
    // --exec commands that ended and lines the reader took since the last page count now.
    try saveCursor()
    return Int(max(1, min(wait, 60_000)))
  }

  private var done: Bool { limit.map { passedOn >= $0 } ?? false }

  private var stopping: Bool { StopSignal.requested || StandardOutput.shared.isClosed }

  private func passOnPendingEvents() throws {
    while !done && !stopping {
      let page = try store.events(account: account, after: cursor, limit: 500)
      guard !page.isEmpty else { return }
      for event in page {
        // A stop request is honoured between events, however long the backlog.
        if stopping { break }
        if filter.accepts(event) { guard try passOn(event) else { break } }
        guard try suggest(after: event) else { break }
        autopilot?.consider(event)
        cursor = event.cursor
        if case .digest = output {} else { handedOn = event.cursor }
        if done { break }
      }
      StandardOutput.shared.flush()
      try saveCursor()
    }
  }

  /// Hands one event on; false when it could not be (the output closed, a stop came first).
  private func passOn(_ event: FeedEvent) throws -> Bool {
    switch output {
    case .print(let printer):
      printer.emit(formatter.record(event), text: formatter.text(event))
      guard !StandardOutput.shared.isClosed else { return false }
      unconfirmed.append((StandardOutput.shared.position, event.cursor))
    case .exec(let pool):
      guard try pool.run(formatter.record(event).serialized, cursor: event.cursor, type: event.kind.rawValue) else {
        return false
      }
    case .digest(let digest, _):
      digest.add(event, own: event.sender == account)
      return true
    }
    passedOn += 1
    return true
  }

  /// --assist: a suggestion line after a new message from someone else that arranges a time
  /// (in the chats and from the people the filter lets through, whatever the event types) while
  /// the owner wants suggestions;
  /// false when it could not be handed on. A failure to make one is said and passed over.
  private func suggest(after event: FeedEvent) throws -> Bool {
    guard let assist, !done, event.kind == .message, event.sender != account, let chat = event.chat, assist.wanted,
      let id = event.field("id")?.stringValue,
      FeedFilter(chats: filter.chats, kinds: nil, from: filter.from, mentionsOf: nil).accepts(event)
    else { return true }
    let request: SchedulingRequest?
    do {
      request = try assist.suggestion(forMessage: id, chat: chat, at: event.time)
    } catch {
      Diagnostics.line("\(toolName): no scheduling suggestion for \(id): \(error)")
      return true
    }
    guard let request else { return true }
    let suggestion = SchedulingSuggestion(request: request, chatName: formatter.chatName(chat), cursor: event.cursor)
    switch output {
    case .print(let printer), .digest(_, let printer):
      printer.emit(suggestion.record, text: suggestion.text)
      guard !StandardOutput.shared.isClosed else { return false }
      unconfirmed.append((StandardOutput.shared.position, event.cursor))
    case .exec(let pool):
      guard try pool.run(suggestion.record.serialized, cursor: event.cursor, type: "suggestion") else { return false }
    }
    passedOn += 1
    return true
  }

  /// Prints the period's digest lines once it has ended (or now, when stopping).
  private func emitDigest(_ digest: Digest, _ printer: Printer, force: Bool) throws {
    let lines = digest.close(now: Clock.nowMillis(), force: force, formatter: formatter)
    guard let lines else { return }
    var printed = 0
    for line in lines where !done {
      printer.emit(line.record, text: line.text)
      unconfirmed.append((StandardOutput.shared.position, line.firstCursor))
      passedOn += 1
      printed += 1
    }
    StandardOutput.shared.flush()
    // A digest cut short by --count handed on only the events before the first one of the
    // lines it left out; the next run starts there (it may repeat, never lose). Lines printed
    // but not taken by the reader hold the cursor back the same way (`unconfirmed`).
    let firstLeftOut = lines.dropFirst(printed).map(\.firstCursor).min()
    handedOn = firstLeftOut.map { $0 - 1 } ?? cursor
    try saveCursor()
  }

  /// What --name may save: the cursor before the first event not yet delivered. A printed line
  /// is delivered once the reader has taken it from the pipe, or, when the watcher ends while
  /// its reader is still there, once it was written in full (the reader will read it); lines
  /// left in a pipe whose reader went away (`| head -5`) are not. An --exec event is delivered
  /// once its command has ended.
  private func deliveredCursor(final: Bool) -> Int64 {
    let out = StandardOutput.shared
    let taken = final && !out.readerGone ? out.bytesWritten : out.bytesTaken
    unconfirmed.removeAll { $0.end <= taken }
    var delivered = handedOn
    if let first = unconfirmed.map(\.firstCursor).min() { delivered = min(delivered, first - 1) }
    if case .exec(let pool) = output, let unfinished = pool.firstUnfinished {
      delivered = min(delivered, unfinished - 1)
    }
    return delivered
  }

  /// Saves the delivered cursor under --name when it moved (the store keeps the highest).
  private func saveCursor(final: Bool = false) throws {
    guard let name else { return }
    let delivered = deliveredCursor(final: final)
    guard delivered != saved else { return }
    try store.saveCursor(account: account, name: name, delivered)
    saved = delivered
  }

  /// The transport's files, or (when it cannot be reached now) the configured hub's, so that
  /// its return wakes the watcher at once.
  private func transportFiles() -> [String] {
    (try? session.transport().changeFiles) ?? [store.environment.hubPath]
  }

  /// Best effort: presence is a courtesy, never a reason to stop watching.
  private func announce(online: Bool) {
    lastHeartbeat = Clock.nowMillis()
    if online { announcedOnline = true }
    try? session.transport().setPresence(online: online, as: session.identity)
  }

  /// Saves the cursor, waits for --exec commands, goes offline unless another watcher of the
  /// account still runs. Runs once.
  private func finish() {
    guard !finished else { return }
    finished = true
    if case .exec(let pool) = output { pool.finish() }
    if case .digest(let digest, let printer) = output { try? emitDigest(digest, printer, force: true) }
    StandardOutput.shared.flush()
    try? saveCursor(final: true)
    let othersWatching = presenceLock?.releaseAndCheckOthers() ?? false
    presenceLock = nil
    if announcedOnline && !othersWatching { announce(online: false) }
  }
}

/// One lock file per running watcher (`locks/ACCOUNT.watch-PID`, held with flock): a watcher
/// that stops goes offline only if no other watcher of the account still holds one.
final class PresenceLock {
  private let lock: FileLock
  private let folder: String
  private let prefix: String
  private let path: String

  private init(lock: FileLock, folder: String, prefix: String, path: String) {
    self.lock = lock
    self.folder = folder
    self.prefix = prefix
    self.path = path
  }

  static func acquire(_ environment: Environment, account: String) throws -> PresenceLock? {
    let prefix = "\(account).watch-"
    let path = environment.lockDirectory + "/" + prefix + String(getpid())
    guard let lock = try FileLock(path: path, wait: false) else { return nil }
    return PresenceLock(lock: lock, folder: environment.lockDirectory, prefix: prefix, path: path)
  }

  /// Gives up this watcher's lock, then tells whether another watcher still holds one (stale
  /// files of dead watchers are removed). Releasing first means watchers that stop together
  /// cannot each see the other and all stay "online".
  func releaseAndCheckOthers() -> Bool {
    unlink(path)
    lock.release()
    var alive = false
    for name in FileSystem.list(folder) where name.hasPrefix(prefix) {
      let other = folder + "/" + name
      guard other != path else { continue }
      if let probe = try? FileLock(path: other, wait: false) {
        unlink(other)
        withExtendedLifetime(probe) {}
      } else {
        alive = true
      }
    }
    return alive
  }
}
