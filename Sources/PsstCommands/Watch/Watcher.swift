import PsstCore

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

  /// True when `text` names the person: "@id", the id, the full name or the first name, as words.
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
  private let formatter: MessageFormatter
  private var cursor: Int64
  private var passedOn = 0
  private var finished = false
  private var lastHeartbeat: Int64 = 0
  /// Presence is refreshed this often so others can tell a live watcher from a dead one.
  static let heartbeatMillis: Int64 = 30_000

  init(session: Session, filter: FeedFilter, output: Output, cursor: Int64, name: String?, limit: Int?, once: Bool) {
    self.session = session
    self.filter = filter
    self.output = output
    self.cursor = cursor
    self.name = name
    self.limit = limit
    self.once = once
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
    let notifier = try ChangeNotifier(files: [store.environment.storePath] + transportFiles())
    while !StopSignal.requested {
      let wait = try cycle()
      if done || once { break }
      if notifier.wait(timeoutMillis: wait) == .outputClosed { break }
    }
  }

  /// One pass; returns how long to sleep before the next unless something changes.
  private func cycle() throws -> Int {
    let now = Clock.nowMillis()
    if now - lastHeartbeat >= Watcher.heartbeatMillis { announce(online: true, at: now) }
    let local = (try? session.transport().changeFiles.isEmpty == false) ?? true
    let report = try session.sync(waitMillis: local || once ? 0 : 1000)
    if let unavailable = report.unavailable, once || passedOn == 0 && lastHeartbeat == 0 {
      Diagnostics.line("\(toolName): \(unavailable.message); showing what the store has")
    }
    let nextExpiry = try store.expireTyping(account: account)
    try passOnPendingEvents()
    var wait = Watcher.heartbeatMillis - (Clock.nowMillis() - lastHeartbeat)
    if let nextExpiry { wait = min(wait, nextExpiry - Clock.nowMillis() + 1) }
    if case .digest(let digest, let printer) = output {
      emitDigest(digest, printer, force: false)
      wait = min(wait, digest.windowEnd - Clock.nowMillis())
    }
    return Int(max(1, min(wait, 60_000)))
  }

  private var done: Bool { limit.map { passedOn >= $0 } ?? false }

  private func passOnPendingEvents() throws {
    while !done {
      let page = try store.events(account: account, after: cursor, limit: 500)
      guard !page.isEmpty else { return }
      for event in page {
        cursor = event.cursor
        guard filter.accepts(event) else { continue }
        try passOn(event)
        if done { break }
      }
      StandardOutput.shared.flush()
      if let name { try store.saveCursor(account: account, name: name, cursor) }
    }
  }

  private func passOn(_ event: FeedEvent) throws {
    switch output {
    case .print(let printer):
      printer.emit(formatter.json(event), text: formatter.text(event))
      passedOn += 1
    case .exec(let pool):
      try pool.run(formatter.json(event).serialized, cursor: event.cursor, type: event.kind.rawValue)
      passedOn += 1
    case .digest(let digest, _):
      digest.add(event)
    }
  }

  private func emitDigest(_ digest: Digest, _ printer: Printer, force: Bool) {
    let now = force ? max(Clock.nowMillis(), digest.windowEnd) : Clock.nowMillis()
    for line in digest.close(now: now, formatter: formatter) where !done {
      printer.emit(line.json, text: line.text)
      passedOn += 1
    }
  }

  private func transportFiles() -> [String] {
    (try? session.transport().changeFiles) ?? []
  }

  /// Best effort: presence is a courtesy, never a reason to stop watching.
  private func announce(online: Bool, at now: Int64) {
    lastHeartbeat = now
    try? session.transport().setPresence(online: online, as: session.identity)
  }

  /// Saves the cursor, waits for --exec commands, goes offline. Runs once.
  private func finish() {
    guard !finished else { return }
    finished = true
    if case .exec(let pool) = output { pool.finish() }
    if case .digest(let digest, let printer) = output, once || StopSignal.requested || done {
      emitDigest(digest, printer, force: true)
    }
    StandardOutput.shared.flush()
    if let name { try? store.saveCursor(account: account, name: name, cursor) }
    announce(online: false, at: Clock.nowMillis())
  }
}
