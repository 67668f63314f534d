import Foundation
import Testing

@testable import PsstCore
@testable import PsstLocalHub

#if canImport(Glibc)
  import Glibc
#endif

/// The event feed in the store (what psst-watch prints) and the notifier it sleeps on.
///
/// FeedFilter, Digest and parseDuration live in PsstCommands, which this test target cannot
/// link; psst-watch's tool tests cover them through --mentions and --batch.
@Suite("Feed: events, cursors, typing expiry, change notifier")
struct FeedTests {
  let folder = TemporaryFolder()

  private func texts(_ events: [FeedEvent]) -> [String] { events.compactMap { $0.field("text")?.stringValue } }

  @Test func recordedEventsComeBackInCursorOrderPerAccount() throws {
    let machine = try Machine(folder)
    try machine.addAccount("maya")
    try machine.addAccount("sarah")
    let store = machine.store
    #expect(try store.latestEventCursor(account: "maya") == 0, "no events yet")
    #expect(try store.events(account: "maya", after: 0, limit: 10).isEmpty)

    for index in 1...5 {
      try store.recordEvent(
        account: "maya", .message, chat: "c", sender: "sarah", time: 1_000 + Int64(index),
        [("id", .string("m\(index)")), ("text", .string("text \(index)"))])
    }
    try store.recordEvent(account: "sarah", .presence, chat: nil, sender: "maya", [("online", .bool(true))])

    let all = try store.events(account: "maya", after: 0, limit: 100)
    #expect(texts(all) == ["text 1", "text 2", "text 3", "text 4", "text 5"], "only maya's, oldest first")
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.cursor < $1.cursor }, "cursors increase")
    #expect(all.allSatisfy { $0.kind == .message && $0.chat == "c" && $0.sender == "sarah" })
    #expect(all.first?.time == 1_001)
    #expect(all.first?.fields.map(\.0) == ["id", "text"], "fields keep their order")
    #expect(try store.latestEventCursor(account: "maya") == all.last?.cursor)

    let sarahs = try store.events(account: "sarah", after: 0, limit: 100)
    #expect(sarahs.count == 1)
    #expect(sarahs.first?.kind == .presence)
    #expect(sarahs.first?.chat == nil)
    #expect(try store.latestEventCursor(account: "sarah") == sarahs.first?.cursor)

    // after: is exclusive; limit pages.
    let third = all[2].cursor
    #expect(texts(try store.events(account: "maya", after: third, limit: 100)) == ["text 4", "text 5"])
    #expect(texts(try store.events(account: "maya", after: 0, limit: 2)) == ["text 1", "text 2"])
    #expect(try store.events(account: "maya", after: all[4].cursor, limit: 100).isEmpty)
  }

  @Test func everyKindSurvivesTheRoundTrip() throws {
    let machine = try Machine(folder)
    try machine.addAccount("maya")
    for kind in FeedEvent.Kind.allCases {
      try machine.store.recordEvent(
        account: "maya", kind, chat: kind == .presence ? nil : "c", sender: "sarah",
        [("kind_name", .string(kind.rawValue)), ("n", .number(1)), ("flag", .bool(true))])
    }
    let events = try machine.store.events(account: "maya", after: 0, limit: 100)
    #expect(events.map(\.kind) == FeedEvent.Kind.allCases)
    #expect(events.allSatisfy { $0.field("kind_name")?.stringValue == $0.kind.rawValue })
    #expect(events.allSatisfy { $0.field("flag")?.boolValue == true && $0.field("n")?.intValue == 1 })
  }

  @Test func savedCursorsAreNamedPerAccountAndNeverMoveBack() throws {
    let machine = try Machine(folder)
    try machine.addAccount("maya")
    try machine.addAccount("sarah")
    let store = machine.store
    #expect(try store.savedCursor(account: "maya", name: "bot") == nil)

    try store.saveCursor(account: "maya", name: "bot", 7)
    #expect(try store.savedCursor(account: "maya", name: "bot") == 7)
    try store.saveCursor(account: "maya", name: "bot", 12)
    #expect(try store.savedCursor(account: "maya", name: "bot") == 12)
    try store.saveCursor(account: "maya", name: "bot", 3)
    #expect(try store.savedCursor(account: "maya", name: "bot") == 12, "a saved cursor never moves back")

    #expect(try store.savedCursor(account: "maya", name: "cron") == nil, "names are independent")
    #expect(try store.savedCursor(account: "sarah", name: "bot") == nil, "accounts are independent")
    try store.saveCursor(account: "sarah", name: "bot", 1)
    #expect(try store.savedCursor(account: "sarah", name: "bot") == 1)
    #expect(try store.savedCursor(account: "maya", name: "bot") == 12)

    // Another handle on the same file (another process) sees it.
    let again = try Store.open(machine.environment)
    #expect(try again.savedCursor(account: "maya", name: "bot") == 12)
  }

  // MARK: typing

  /// alice (typing) and bob (watching) on their own stores over one hub, in chat "c".
  private func typingPair() throws -> (alice: Machine, bob: Machine) {
    try Machine.aliceAndBob(folder, chat: "c")
  }

  private func setTyping(_ machine: Machine, _ account: String, chat: String, active: Bool) throws {
    let session = try machine.session(account)
    let results = try session.transport().submit(
      [(Identifier.ordered("y"), .typing(chat: chat, active: active))], as: session.identity)
    if case .failure(let error) = results.first { throw error }
  }

  private func typingEvents(_ store: Store, _ account: String) throws -> [FeedEvent] {
    try store.events(account: account, after: 0, limit: 1000).filter { $0.kind == .typing }
  }

  @Test func anExpiredIndicatorEndsWithExactlyOneStopEvent() throws {
    let (alice, bob) = try typingPair()
    let before = Clock.nowMillis()
    try setTyping(alice, "alice", chat: "c", active: true)
    try bob.session("bob").sync()
    let started = try typingEvents(bob.store, "bob")
    #expect(started.count == 1)
    #expect(started.first?.field("active")?.boolValue == true)
    #expect(started.first?.sender == "alice")
    #expect(started.first?.field("until") != nil)

    // Not yet due: nothing ends, and the time it will is returned.
    let due = try #require(try bob.store.expireIndicators(account: "bob", now: before))
    #expect(due >= before + 5_000 && due <= Clock.nowMillis() + 7_000, "indicators last about 6 s (\(due - before))")
    #expect(try typingEvents(bob.store, "bob").count == 1)

    // Due: one stopped event, and nothing left to expire.
    #expect(try bob.store.expireIndicators(account: "bob", now: due) == nil)
    let after = try typingEvents(bob.store, "bob")
    #expect(after.count == 2)
    let stop = try #require(after.last)
    #expect(stop.field("active")?.boolValue == false)
    #expect(stop.field("expired")?.boolValue == true)
    #expect(stop.sender == "alice")
    #expect(stop.chat == "c")
    #expect(stop.sender == "alice")
    #expect(stop.time == due)

    // Asked again (another watcher, later): nothing more.
    #expect(try bob.store.expireIndicators(account: "bob", now: due + 60_000) == nil)
    #expect(try typingEvents(bob.store, "bob").count == 2)
  }

  @Test func twoWatchersExpiringAtOnceReportEachIndicatorOnce() throws {
    let (alice, bob) = try typingPair()
    try setTyping(alice, "alice", chat: "c", active: true)
    try bob.session("bob").sync()
    let later = Clock.nowMillis() + 10_000
    // Several handles on bob's store (as several psst-watch processes have), all at once.
    let stores = try (0..<4).map { _ in Unchecked(try Store.open(bob.environment)) }
    let errors = Unchecked([String]())
    let lock = NSLock()
    runConcurrentlyOnThreads(
      stores.map { store in
        {
          do { try store.value.expireIndicators(account: "bob", now: later) } catch {
            lock.lock()
            errors.value.append("\(error)")
            lock.unlock()
          }
        }
      })
    #expect(errors.value.isEmpty, "\(errors.value)")
    let events = try typingEvents(bob.store, "bob")
    #expect(events.map { $0.field("active")?.boolValue } == [true, false], "one start, one stop")
  }

  @Test func aTypingOffBeforeExpiryLeavesNothingToExpire() throws {
    let (alice, bob) = try typingPair()
    try setTyping(alice, "alice", chat: "c", active: true)
    try setTyping(alice, "alice", chat: "c", active: false)
    try bob.session("bob").sync()
    let events = try typingEvents(bob.store, "bob")
    #expect(events.map { $0.field("active")?.boolValue } == [true, false])
    #expect(events.last?.field("expired") == nil, "stopped by its owner, not expired")
    #expect(try bob.store.expireIndicators(account: "bob", now: Clock.nowMillis() + 60_000) == nil)
    #expect(try typingEvents(bob.store, "bob").count == 2)
  }

  @Test func eachExpiredIndicatorGetsItsOwnStopEvent() throws {
    let (alice, bob) = try typingPair()
    let carol = try Machine(folder, name: "carol-home", hubPath: folder.path + "/shared-hub.db")
    try carol.addAccount("carol", name: "Carol")
    _ = try carol.session("carol").transport()
    try alice.session("alice").perform(
      .createChat(id: "g", name: "Group", kind: .group, members: ["alice", "bob", "carol"]))
    try carol.session("carol").sync()
    try setTyping(alice, "alice", chat: "c", active: true)
    try setTyping(alice, "alice", chat: "g", active: true)
    try setTyping(carol, "carol", chat: "g", active: true)
    try bob.session("bob").sync()
    #expect(try typingEvents(bob.store, "bob").count == 3)
    #expect(try bob.store.expireIndicators(account: "bob", now: Clock.nowMillis() + 10_000) == nil)
    let stops = try typingEvents(bob.store, "bob").filter { $0.field("active")?.boolValue == false }
    let pairs = Set(stops.map { "\($0.chat ?? "")/\($0.sender ?? "")" })
    #expect(stops.count == 3)
    #expect(pairs == ["c/alice", "g/alice", "g/carol"])
  }

  // MARK: change notifier

  @Test func theNotifierWakesWhenAWatchedDatabasesJournalIsWritten() throws {
    let database = folder.path + "/watched.db"
    let notifier = try ChangeNotifier(files: [database])
    let started = Date()
    // As SQLite does: open (creating) the -wal file and write to it.
    Thread {
      usleep(150_000)
      appendBytes(database + "-wal", "x")
    }.start()
    let wake = notifier.wait(timeoutMillis: 5_000)
    let elapsed = Date().timeIntervalSince(started)
    #expect(wake == .changed)
    #expect(elapsed >= 0.1 && elapsed < 4, "woke by the write, not the timeout (\(elapsed) s)")

    // A later append to the journal wakes it again.
    Thread {
      usleep(100_000)
      appendBytes(database + "-wal", "more")
    }.start()
    #expect(notifier.wait(timeoutMillis: 5_000) == .changed)
  }

  @Test func theNotifierWakesOnAWriteToTheDatabaseItself() throws {
    let database = folder.path + "/main.db"
    appendBytes(database, "")
    let notifier = try ChangeNotifier(files: [database])
    Thread {
      usleep(100_000)
      appendBytes(database, "page")
    }.start()
    #expect(notifier.wait(timeoutMillis: 5_000) == .changed)
  }

  @Test func theNotifierTimesOutWhenNothingWatchedIsWritten() throws {
    let database = folder.path + "/quiet.db"
    let notifier = try ChangeNotifier(files: [database])
    // A write to another file of the same folder is not a change to the watched one.
    appendBytes(folder.path + "/other.db-wal", "x")
    appendBytes(folder.path + "/quiet.db.txt", "x")
    let started = Date()
    let wake = notifier.wait(timeoutMillis: 300)
    let elapsed = Date().timeIntervalSince(started)
    #expect(wake == .timeout)
    #expect(elapsed >= 0.25, "waited out the timeout (\(elapsed) s)")
    #expect(elapsed < 3)
  }

  @Test func anUnrelatedWriteDuringTheWaitNeitherWakesNorEndsIt() throws {
    let database = folder.path + "/idle.db"
    let notifier = try ChangeNotifier(files: [database])
    Thread {
      usleep(50_000)
      appendBytes(folder.path + "/idle.db.lock", "x")
      appendBytes(folder.path + "/other.db-wal", "x")
    }.start()
    let started = Date()
    let wake = notifier.wait(timeoutMillis: 600)
    let elapsed = Date().timeIntervalSince(started)
    #expect(wake != .changed)
    #expect(elapsed >= 0.5, "a write to another file must not cut the wait short (returned \(wake) after \(elapsed) s)")
  }

  @Test func aRealStoreWriteWakesANotifierOnTheStore() throws {
    let machine = try Machine(folder)
    try machine.addAccount("maya")
    let other = Unchecked(try Store.open(machine.environment))
    let notifier = try ChangeNotifier(files: [machine.environment.storePath])
    while notifier.wait(timeoutMillis: 0) == .changed {}  // what opening the stores wrote
    let written = DispatchSemaphore(value: 0)
    Thread {
      usleep(100_000)
      try? other.value.recordEvent(account: "maya", .reminder, chat: nil, sender: nil, [("text", .string("stretch"))])
      written.signal()
    }.start()
    #expect(notifier.wait(timeoutMillis: 5_000) == .changed)
    written.wait()
    #expect(texts(try machine.store.events(account: "maya", after: 0, limit: 10)) == ["stretch"])
  }
}

/// Appends `text` to a file with open(2)/write(2) (creating it), as SQLite writes its files.
private func appendBytes(_ path: String, _ text: String) {
  let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
  guard fd >= 0 else { return }
  let bytes = Array(text.utf8)
  if !bytes.isEmpty { _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
  close(fd)
}

/// Runs jobs on real threads at once and waits for all.
private func runConcurrentlyOnThreads(_ jobs: [@Sendable () -> Void]) {
  let group = DispatchGroup()
  for job in jobs {
    group.enter()
    Thread {
      job()
      group.leave()
    }.start()
  }
  group.wait()
}

/// Hands a value to other threads (the tests synchronise by hand).
private final class Unchecked<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension FeedTests {
  @Test func presenceThatWentSilentEndsOnceAsOffline() throws {
    let machine = try Machine(folder)
    try machine.addAccount("maya")
    let store = machine.store
    try store.database.run(
      "INSERT INTO presence(account, user, online, last_seen_ms) VALUES('maya', 'sarah', 1, 1000)")
    let later = 1000 + Store.presenceLifetimeMillis + 1
    try store.expireIndicators(account: "maya", now: later)
    try store.expireIndicators(account: "maya", now: later + 10)
    let offline = try store.events(account: "maya", after: 0, limit: 10).filter { $0.kind == .presence }
    #expect(offline.count == 1)
    #expect(offline.first?.sender == "sarah")
    #expect(offline.first?.field("online")?.boolValue == false)
    #expect(offline.first?.field("expired")?.boolValue == true)
  }
}
