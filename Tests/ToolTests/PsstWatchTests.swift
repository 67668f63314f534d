import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// psst-watch as its users run it: the real executables, each test with its own PSST_HOME.
///
/// Most tests are made deterministic with --once (sync once, print what is pending, exit) and
/// --since (a known starting point); live watchers are polled with short sleeps and generous
/// timeouts. Accounts of one store share one cursor sequence, so cursors are only compared
/// within one account's feed.
@Suite("psst-watch")
struct PsstWatchTests {
  /// maya (trainer) and sarah in one store, with a 1:1 chat both know.
  private func setUp() -> (Psst, String) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let chat = psst.createChat(as: "maya", ["sarah"])
    psst.syncChats("sarah")
    return (psst, chat)
  }

  /// setUp plus tom and a group "Bootcamp" of maya, sarah and tom.
  private func setUpGroup() -> (psst: Psst, direct: String, group: String) {
    let (psst, direct) = setUp()
    psst.addAccount("tom", name: "Tom Berg")
    let group = psst.createChat(as: "maya", ["sarah", "tom"], name: "Bootcamp", group: true)
    psst.syncChats("sarah", "tom")
    return (psst, direct, group)
  }

  /// The newest cursor of `account`'s feed (after syncing it): a known starting point.
  private func latest(_ psst: Psst, _ account: String) -> Int {
    psst.watchOnce(as: account, ["--from-start"]).records.last?.int("cursor") ?? 0
  }

  private func cursors(_ records: [Record]) -> [Int] { records.compactMap { $0.int("cursor") } }
  private func messageTexts(_ records: [Record]) -> [String] {
    records.filter { $0.type == "message" }.compactMap { $0.string("text") }
  }

  /// Every line is a JSON object with a "type" and a "cursor" greater than the line before's.
  private func expectWellFormed(
    _ records: [Record], _ what: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for record in records {
      #expect(record.isValid, "not a JSON object: \(record.line) \(what())", sourceLocation: sourceLocation)
      #expect(record.type != nil, "no type: \(record.line) \(what())", sourceLocation: sourceLocation)
      #expect(record.int("cursor") != nil, "no cursor: \(record.line) \(what())", sourceLocation: sourceLocation)
    }
    let numbers = cursors(records)
    #expect(
      zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "cursors must increase: \(numbers) \(what())",
      sourceLocation: sourceLocation)
  }

  /// A digest line's "counts" object.
  private func counts(_ record: Record) -> [String: Int] {
    guard let object = record["counts"] as? [String: Any] else { return [:] }
    return object.compactMapValues { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }
  }

  /// Polls `body` (every 50 ms) until it returns true or `timeout` seconds pass.
  @discardableResult
  private func eventually(timeout: Double = 15, _ body: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if body() { return true }
      usleep(50_000)
    }
    return body()
  }

  /// Waits until `observer` sees `account` online (a live watcher of it has started and so has
  /// fixed its starting point); returns the presence line.
  @discardableResult
  private func waitUntilOnline(_ psst: Psst, _ account: String, seenBy observer: String, after cursor: Int) -> Record? {
    var found: Record?
    eventually {
      let presence = psst.watchOnce(as: observer, ["--since", "\(cursor)", "--type", "presence", "--from", account])
      found = presence.records.last
      return found?.bool("online") == true
    }
    return found?.bool("online") == true ? found : nil
  }

  /// Sends a stop signal and waits for the watcher to end.
  private func stop(_ watcher: RunningTool, _ signal: Int32 = SIGTERM) -> ToolResult? {
    watcher.signal(signal)
    return watcher.wait(timeout: 10)
  }

  // MARK: message, edit, unsend

  @Test func messagesFromOthersAndOwnMessagesAreReportedWithOwnMarked() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    let mine = try #require(psst.send(as: "maya", chat: chat, "Hi Sarah").record?.id)
    let theirs = try #require(psst.send(as: "sarah", chat: chat, "Hi Maya, is 7:30 ok?").record?.id)

    let feed = psst.watchOnce(as: "maya", ["--since", "\(start)"])
    #expect(feed.status == 0, "\(feed.summary)")
    expectWellFormed(feed.records)
    let messages = feed.records.filter { $0.type == "message" }
    #expect(messages.map(\.id) == [mine, theirs], "\(feed.summary)")
    let own = try #require(messages.first)
    #expect(own.bool("own") == true)
    #expect(own.string("sender") == "maya")
    #expect(own.string("sender_name") == "Maya Torres")
    #expect(own.string("text") == "Hi Sarah")
    #expect(own.string("chat") == chat)
    #expect(own.string("chat_name") == "Sarah Whitby")
    #expect(isoDate(own.string("ts")) != nil)
    let other = try #require(messages.last)
    #expect(other.bool("own") == false)
    #expect(other.string("sender") == "sarah")
    #expect(other.string("sender_name") == "Sarah Whitby")
    #expect(other.string("text") == "Hi Maya, is 7:30 ok?")

    // sarah's feed has the same two, the other way round (hers first: it was written when she
    // sent it, maya's when her sync brought it).
    let hers = psst.watchOnce(as: "sarah", ["--from-start", "--type", "message"])
    expectWellFormed(hers.records)
    #expect(hers.records.count == 2)
    #expect(hers.records.first { $0.id == mine }?.bool("own") == false, "\(hers.summary)")
    #expect(hers.records.first { $0.id == theirs }?.bool("own") == true, "\(hers.summary)")
  }

  @Test func ownMessagesSentFromAnotherStoreOfTheAccountAreReportedAsOwn() throws {
    // Two stores (a desktop and a laptop) of maya over one shared hub.
    let desktop = Psst()
    let share = desktop.root + "/share"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    desktop.environment["PSST_HUB"] = share + "/hub.db"
    desktop.addAccount("maya", name: "Maya Torres")
    desktop.addAccount("sarah", name: "Sarah Whitby")
    let chat = desktop.createChat(as: "maya", ["sarah"])
    try #require(!chat.isEmpty)
    desktop.syncChats("sarah")
    let start = latest(desktop, "maya")
    // The laptop is a copy of the desktop's store (same account, same device key), made while
    // no psst process runs.
    let laptop = desktop.neighbour("laptop")
    for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: desktop.home + "/psst.db" + suffix) {
      try FileManager.default.copyItem(
        atPath: desktop.home + "/psst.db" + suffix, toPath: laptop.home + "/psst.db" + suffix)
    }
    let sent = laptop.send(as: "maya", chat: chat, "sent from my laptop")
    #expect(sent.status == 0, "\(sent.summary)")
    let id = try #require(sent.record?.id)

    let feed = desktop.watchOnce(as: "maya", ["--since", "\(start)"])
    #expect(feed.status == 0, "\(feed.summary)")
    expectWellFormed(feed.records)
    let messages = feed.records.filter { $0.type == "message" }
    #expect(messages.map(\.id) == [id], "\(feed.summary)")
    #expect(messages.first?.bool("own") == true)
    #expect(messages.first?.string("sender") == "maya")
    #expect(messages.first?.string("text") == "sent from my laptop")
    // And it is not reported again by the next sync.
    #expect(desktop.watchOnce(as: "maya", ["--since", "\(start)", "--type", "message"]).records.count == 1)
  }

  @Test func editsAndUnsendsAreReportedForOthersAndOwnMessages() throws {
    let (psst, chat) = setUp()
    let theirs = try #require(psst.send(as: "sarah", chat: chat, "See you at 7").record?.id)
    let mine = try #require(psst.send(as: "maya", chat: chat, "Great").record?.id)
    let start = latest(psst, "maya")

    #expect(psst.run("psst-edit", ["--account", "sarah", theirs, "See you at 7:30"]).status == 0)
    let edited = psst.watchOnce(as: "maya", ["--since", "\(start)"])
    expectWellFormed(edited.records)
    let edit = try #require(edited.records.first { $0.type == "edit" }, "\(edited.summary)")
    #expect(edit.id == theirs)
    #expect(edit.string("text") == "See you at 7:30")
    #expect(edit.string("chat") == chat)
    #expect(edit.string("chat_name") == "Sarah Whitby")
    #expect(edit.string("sender_name") == "Sarah Whitby")
    #expect(isoDate(edit.string("ts")) != nil)

    #expect(psst.run("psst-unsend", ["--account", "sarah", theirs]).status == 0)
    #expect(psst.run("psst-edit", ["--account", "maya", mine, "Great, thanks"]).status == 0)
    #expect(psst.run("psst-unsend", ["--account", "maya", mine]).status == 0)
    let after = try #require(edited.records.last?.int("cursor"))
    let later = psst.watchOnce(as: "maya", ["--since", "\(after)"])
    expectWellFormed(later.records)
    // maya's own changes are recorded when the hub accepts them, sarah's when a sync brings
    // them: each once, in whichever order that was.
    let changes = later.records.filter { $0.type == "edit" || $0.type == "unsend" }
    #expect(
      changes.map { "\($0.type!) \($0.id!)" }.sorted()
        == ["edit \(mine)", "unsend \(mine)", "unsend \(theirs)"].sorted(),
      "\(later.summary)")
    let ownEdit = changes.first { $0.type == "edit" }
    #expect(ownEdit?.string("text") == "Great, thanks")
    #expect(ownEdit?.string("sender_name") == "Maya Torres")
    let ownIndex = changes.firstIndex { $0.type == "edit" } ?? 0
    let ownUnsend = changes.firstIndex { $0.type == "unsend" && $0.id == mine } ?? 0
    #expect(ownIndex < ownUnsend, "the edit before the unsend")
    #expect(changes.first { $0.type == "unsend" && $0.id == theirs }?.string("sender_name") == "Sarah Whitby")
    #expect(changes.allSatisfy { $0.string("chat") == chat })
    // Nothing is reported twice.
    let end = later.records.last?.int("cursor") ?? 0
    #expect(psst.watchOnce(as: "maya", ["--since", "\(end)"]).records.isEmpty)
  }

  // MARK: receipts and delivery states

  @Test func ownMessagesGoFromSentToDeliveredToReadWithReceiptsFromTheOtherMember() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    let id = try #require(psst.send(as: "maya", chat: chat, "Ready for Saturday?").record?.id)

    let sent = psst.watchOnce(as: "maya", ["--since", "\(start)"])
    expectWellFormed(sent.records)
    #expect(sent.records.map(\.type) == ["message", "state"], "\(sent.summary)")
    #expect(sent.records.last?.id == id)
    #expect(sent.records.last?.string("state") == "sent")
    #expect(sent.records.last?.string("chat") == chat)

    // sarah's psst receives it (a peek syncs and acknowledges delivery, without reading).
    #expect(psst.read(as: "sarah", ["--peek"]).status == 0)
    let delivered = psst.watchOnce(as: "maya", ["--since", "\(sent.records.last?.int("cursor") ?? 0)"])
    expectWellFormed(delivered.records)
    #expect(delivered.records.map(\.type) == ["receipt", "state"], "\(delivered.summary)")
    let receipt = try #require(delivered.records.first)
    #expect(receipt.string("sender") == "sarah")
    #expect(receipt.string("sender_name") == "Sarah Whitby")
    #expect(receipt.string("kind") == "delivered")
    #expect(receipt.string("up_to") == id)
    #expect(receipt.string("chat") == chat)
    let deliveredState = try #require(delivered.records.last)
    #expect(deliveredState.id == id)
    #expect(deliveredState.string("state") == "delivered")
    #expect(deliveredState.int("delivered_to") == 1)
    #expect(deliveredState.int("read_by") == 0)
    #expect(deliveredState.int("recipients") == 1)

    // sarah reads it.
    #expect(psst.read(as: "sarah").records.count == 1)
    let read = psst.watchOnce(as: "maya", ["--since", "\(delivered.records.last?.int("cursor") ?? 0)"])
    expectWellFormed(read.records)
    #expect(read.records.map(\.type) == ["receipt", "state"], "\(read.summary)")
    #expect(read.records.first?.string("kind") == "read")
    #expect(read.records.first?.string("sender") == "sarah")
    #expect(read.records.first?.string("up_to") == id)
    #expect(read.records.last?.string("state") == "read")
    #expect(read.records.last?.int("read_by") == 1)
    #expect(read.records.last?.int("recipients") == 1)

    // sarah's own receipts are not news to sarah.
    #expect(psst.watchOnce(as: "sarah", ["--from-start", "--type", "receipt"]).records.isEmpty)
  }

  @Test func groupStateEventsCountWhoReadOutOfTheRecipients() throws {
    let (psst, _, group) = setUpGroup()
    let start = latest(psst, "maya")
    let id = try #require(psst.send(as: "maya", chat: group, "Bootcamp moves to 9:30").record?.id)
    psst.read(as: "sarah")
    let one = psst.watchOnce(as: "maya", ["--since", "\(start)", "--type", "state,receipt"])
    expectWellFormed(one.records)
    let states = one.records.filter { $0.type == "state" && $0.id == id }
    let afterSarah = try #require(states.last, "\(one.summary)")
    #expect(afterSarah.int("read_by") == 1, "\(one.summary)")
    #expect(afterSarah.int("recipients") == 2)
    #expect(afterSarah.string("state") != "read", "tom has not read it yet")
    #expect(one.records.filter { $0.type == "receipt" }.allSatisfy { $0.string("sender") == "sarah" })
    #expect(one.records.contains { $0.type == "receipt" && $0.string("kind") == "read" })

    psst.read(as: "tom")
    let both = psst.watchOnce(as: "maya", ["--since", "\(one.records.last?.int("cursor") ?? start)"])
    expectWellFormed(both.records)
    let last = try #require(both.records.last { $0.type == "state" && $0.id == id }, "\(both.summary)")
    #expect(last.string("state") == "read")
    #expect(last.int("read_by") == 2)
    #expect(last.int("delivered_to") == 2)
    #expect(last.int("recipients") == 2)
    #expect(
      both.records.contains { $0.type == "receipt" && $0.string("sender") == "tom" && $0.string("kind") == "read" })
  }

  // MARK: typing

  @Test func typingStartsAndStopsWhenTurnedOffOrWhenAMessageArrives() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "sarah")
    let on = psst.run("psst-send", ["--account", "maya", "--typing", "on", "--to", "sarah", "--format", "jsonl"])
    #expect(on.status == 0, "\(on.summary)")
    let started = psst.watchOnce(as: "sarah", ["--since", "\(start)"])
    expectWellFormed(started.records)
    #expect(started.records.map(\.type) == ["typing"], "\(started.summary)")
    let typing = try #require(started.records.first)
    #expect(typing.bool("active") == true)
    #expect(typing.string("sender") == "maya")
    #expect(typing.string("sender_name") == "Maya Torres")
    #expect(typing.string("chat") == chat)
    let until = try #require(isoDate(typing.string("until")), "\(typing)")
    let since = try #require(isoDate(typing.string("ts")))
    #expect(until.timeIntervalSince(since) > 3 && until.timeIntervalSince(since) < 30, "expires after a few seconds")

    #expect(psst.run("psst-send", ["--account", "maya", "--typing", "off", "--chat", chat]).status == 0)
    let stopped = psst.watchOnce(as: "sarah", ["--since", "\(typing.int("cursor")!)"])
    expectWellFormed(stopped.records)
    #expect(stopped.records.map(\.type) == ["typing"], "\(stopped.summary)")
    #expect(stopped.records.first?.bool("active") == false)
    #expect(stopped.records.first?.bool("expired") != true, "turned off, not expired")

    // A message from the typist ends the indicator too.
    psst.run("psst-send", ["--account", "maya", "--typing", "on", "--chat", chat])
    psst.send(as: "maya", chat: chat, "there")
    let ended = psst.watchOnce(as: "sarah", ["--since", "\(stopped.records.last?.int("cursor") ?? 0)"])
    expectWellFormed(ended.records)
    #expect(
      ended.records.map { "\($0.type!) \($0.bool("active").map(String.init) ?? "")" }
        == ["typing true", "typing false", "message "], "\(ended.summary)")

    // Nobody sees their own typing.
    #expect(psst.watchOnce(as: "maya", ["--from-start", "--type", "typing"]).records.isEmpty)
  }

  @Test func anIndicatorNotRenewedEndsByItselfOnceEvenWithTwoWatchers() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "sarah")
    let first = psst.startWatch(as: "sarah", ["--since", "\(start)", "--type", "typing"])
    let second = psst.startWatch(as: "sarah", ["--since", "\(start)", "--type", "typing"])
    defer {
      first.stopIfRunning()
      second.stopIfRunning()
    }
    #expect(psst.run("psst-send", ["--account", "maya", "--typing", "on", "--chat", chat]).status == 0)
    let sentAt = Date()
    let isStop = { (record: Record) in record.bool("active") == false }
    let seenByFirst = first.waitForRecords(timeout: 20) { $0.contains(where: isStop) }
    let seenBySecond = second.waitForRecords(timeout: 20) { $0.contains(where: isStop) }
    let waited = Date().timeIntervalSince(sentAt)
    // Let any duplicate show up before looking.
    usleep(300_000)
    let firstResult = try #require(stop(first, SIGTERM))
    let secondResult = try #require(stop(second, SIGINT))
    #expect(firstResult.status == 0, "\(firstResult.summary)")
    #expect(secondResult.status == 0, "\(secondResult.summary)")

    for records in [firstResult.records, secondResult.records] {
      expectWellFormed(records)
      #expect(records.map { $0.bool("active") } == [true, false], "\(records)")
      #expect(records.last?.bool("expired") == true)
      #expect(records.last?.string("sender") == "maya")
      #expect(records.last?.string("chat") == chat)
    }
    #expect(cursors(firstResult.records) == cursors(secondResult.records), "both print the same single stop event")
    #expect(seenByFirst.contains(where: isStop) && seenBySecond.contains(where: isStop))
    #expect(waited > 4 && waited < 15, "it ran out after about 6 s (\(waited) s)")
    if let until = isoDate(firstResult.records.first?.string("until")),
      let ended = isoDate(firstResult.records.last?.string("ts"))
    {
      #expect(ended >= until.addingTimeInterval(-0.05), "not before it was due")
    }
    let stored = psst.watchOnce(as: "sarah", ["--since", "\(start)", "--type", "typing"])
    #expect(stored.records.filter { $0.bool("active") == false }.count == 1, "one stop in the store: \(stored.summary)")
  }

  @Test func aReminderFallsDueOnceWhileTwoWatchersRun() throws {
    let (psst, _) = setUp()
    let start = latest(psst, "maya")
    let first = psst.startWatch(as: "maya", ["--since", "\(start)", "--type", "reminder"])
    let second = psst.startWatch(as: "maya", ["--since", "\(start)", "--type", "reminder"])
    defer {
      first.stopIfRunning()
      second.stopIfRunning()
    }
    let set = psst.run("psst-ai", ["--account", "maya", "--yes", "remind me in 2 seconds to stretch"])
    #expect(set.status == 0, "\(set.summary)")
    let seenByFirst = first.waitForRecords(timeout: 20) { !$0.isEmpty }
    let seenBySecond = second.waitForRecords(timeout: 20) { !$0.isEmpty }
    usleep(300_000)
    let firstResult = try #require(stop(first))
    let secondResult = try #require(stop(second))
    for records in [firstResult.records, secondResult.records] {
      expectWellFormed(records)
      #expect(records.map(\.type) == ["reminder"], "\(records)")
      #expect(records.first?.string("text") == "stretch" && records.first?.string("due") != nil)
    }
    #expect(cursors(firstResult.records) == cursors(secondResult.records), "one reminder event, seen by both")
    #expect(!seenByFirst.isEmpty && !seenBySecond.isEmpty)
    let open = psst.run("psst-calendar", ["--account", "maya", "--reminders", "--format", "jsonl"])
    #expect(open.records.isEmpty, "marked done: \(open.summary)")
    #expect(psst.watchOnce(as: "maya", ["--since", "\(start)", "--type", "reminder"]).records.count == 1)
  }

  @Test func aWatcherThatFiltersRemindersOutLeavesThemForOneThatShowsThem() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    let set = psst.run("psst-ai", ["--account", "maya", "--yes", "remind me in 1 second to stretch"])
    #expect(set.status == 0, "\(set.summary)")
    usleep(1_500_000)
    for filter in [["--type", "message"], ["--chat", chat], ["--mentions"], ["--from", "sarah"]] {
      let filtered = psst.watchOnce(as: "maya", ["--since", "\(start)"] + filter)
      #expect(filtered.status == 0 && filtered.records.isEmpty, "\(filter): \(filtered.summary)")
    }
    let open = psst.run("psst-calendar", ["--account", "maya", "--reminders", "--format", "jsonl"])
    #expect(open.records.count == 1, "still open: \(open.summary)")
    let shown = psst.watchOnce(as: "maya", ["--since", "\(start)", "--type", "reminder"])
    #expect(shown.records.map(\.type) == ["reminder"], "\(shown.summary)")
  }

  // MARK: presence

  @Test func anAccountIsOnlineWhileAWatcherRunsAndOfflineWithLastSeenAfter() throws {
    let (psst, _) = setUp()
    let start = latest(psst, "sarah")
    let watcher = psst.startWatch(as: "maya")
    defer { watcher.stopIfRunning() }
    let online = try #require(waitUntilOnline(psst, "maya", seenBy: "sarah", after: start), "maya never came online")
    expectWellFormed([online])
    #expect(online.string("sender") == "maya")
    #expect(online.string("sender_name") == "Maya Torres")
    #expect(online["chat"] == nil, "presence belongs to no chat")

    let stoppedAt = Date()
    let result = try #require(stop(watcher, SIGINT))
    #expect(result.status == 0, "\(result.summary)")
    let offline = psst.watchOnce(as: "sarah", ["--since", "\(online.int("cursor")!)", "--type", "presence"])
    expectWellFormed(offline.records)
    #expect(offline.records.count == 1, "\(offline.summary)")
    let gone = try #require(offline.records.first)
    #expect(gone.string("sender") == "maya")
    #expect(gone.bool("online") == false)
    let lastSeen = try #require(isoDate(gone.string("last_seen")), "\(gone)")
    #expect(abs(lastSeen.timeIntervalSince(stoppedAt)) < 30, "last seen about when it stopped")
    if let cameOnline = isoDate(online.string("last_seen")) { #expect(lastSeen >= cameOnline) }
    // Own presence is never reported to oneself.
    #expect(psst.watchOnce(as: "maya", ["--from-start", "--type", "presence", "--from", "maya"]).records.isEmpty)
  }

  @Test func anAccountStaysOnlineWhileAnotherOfItsWatchersRuns() throws {
    let (psst, _) = setUp()
    let start = latest(psst, "sarah")
    // A one-off run (cron) does not make anyone online.
    #expect(psst.watchOnce(as: "maya").status == 0)
    #expect(psst.watchOnce(as: "sarah", ["--since", "\(start)", "--type", "presence"]).records.isEmpty)

    // Each prints the chat's creation at once: a sign that it is up and watching.
    let first = psst.startWatch(as: "maya", ["--from-start"])
    let second = psst.startWatch(as: "maya", ["--from-start"])
    defer {
      first.stopIfRunning()
      second.stopIfRunning()
    }
    let online = try #require(waitUntilOnline(psst, "maya", seenBy: "sarah", after: start))
    #expect(!first.waitForRecords(count: 1).isEmpty && !second.waitForRecords(count: 1).isEmpty)
    #expect(stop(first, SIGTERM)?.status == 0)
    let whileSecondRuns = psst.watchOnce(as: "sarah", ["--since", "\(online.int("cursor")!)", "--type", "presence"])
    #expect(whileSecondRuns.records.allSatisfy { $0.bool("online") == true }, "\(whileSecondRuns.summary)")
    #expect(stop(second, SIGTERM)?.status == 0)
    let afterBoth = psst.watchOnce(as: "sarah", ["--since", "\(online.int("cursor")!)", "--type", "presence"])
    #expect(afterBoth.records.last?.bool("online") == false, "\(afterBoth.summary)")
  }

  // MARK: chats

  @Test func chatCreatedMemberAddedRemovedAndRenamedAreReported() throws {
    let (psst, _) = setUp()
    psst.addAccount("tom", name: "Tom Berg")
    let start = latest(psst, "sarah")
    let group = psst.createChat(as: "maya", ["sarah"], name: "Bootcamp", group: true)
    try #require(!group.isEmpty)
    #expect(psst.run("psst-chat", ["add", "--account", "maya", group, "tom"]).status == 0)
    #expect(psst.run("psst-chat", ["remove", "--account", "maya", group, "tom"]).status == 0)
    #expect(psst.run("psst-chat", ["rename", "--account", "maya", group, "Saturday crew"]).status == 0)

    let feed = psst.watchOnce(as: "sarah", ["--since", "\(start)", "--type", "chat"])
    #expect(feed.status == 0, "\(feed.summary)")
    expectWellFormed(feed.records)
    #expect(feed.records.map { $0.string("change") } == ["created", "added", "removed", "renamed"], "\(feed.summary)")
    #expect(feed.records.allSatisfy { $0.string("chat") == group && $0.string("kind") == "group" })
    let (created, added, removed, renamed) = (feed.records[0], feed.records[1], feed.records[2], feed.records[3])
    #expect(created.string("name") == "Bootcamp")
    #expect(Set(created.strings("members") ?? []) == ["maya", "sarah"])
    #expect(added.string("user") == "tom")
    #expect(added.string("user_name") == "Tom Berg")
    #expect(Set(added.strings("members") ?? []) == ["maya", "sarah", "tom"])
    #expect(removed.string("user") == "tom")
    #expect(Set(removed.strings("members") ?? []) == ["maya", "sarah"])
    #expect(renamed.string("name") == "Saturday crew")
    #expect(renamed.string("chat_name") == "Saturday crew")
    #expect(feed.records.allSatisfy { $0.string("sender") == "maya" }, "maya made the changes")

    // maya's own changes are in her feed too.
    let hers = psst.watchOnce(as: "maya", ["--from-start", "--type", "chat", "--chat", group])
    #expect(hers.records.map { $0.string("change") } == ["created", "added", "removed", "renamed"], "\(hers.summary)")
    // tom saw himself added (and then removed).
    let toms = psst.watchOnce(as: "tom", ["--from-start", "--type", "chat"])
    #expect(toms.records.contains { $0.string("change") == "added" && $0.string("user") == "tom" }, "\(toms.summary)")
  }

  // MARK: resuming

  /// A history in maya's feed with a bit of everything.
  private func history(_ psst: Psst, _ chat: String) throws -> [Record] {
    for text in ["one", "two", "three"] { psst.send(as: "sarah", chat: chat, text) }
    let id = try #require(psst.send(as: "maya", chat: chat, "four").record?.id)
    psst.read(as: "sarah")
    psst.run("psst-edit", ["--account", "maya", id, "four!"])
    let all = psst.watchOnce(as: "maya", ["--from-start"])
    #expect(all.status == 0, "\(all.summary)")
    expectWellFormed(all.records)
    return all.records
  }

  @Test func sinceResumesExactlyAfterTheGivenCursor() throws {
    let (psst, chat) = setUp()
    let all = try history(psst, chat)
    try #require(all.count >= 8, "\(all)")
    #expect(Set(all.compactMap(\.type)).isSuperset(of: ["chat", "message", "state", "receipt", "edit"]))
    for index in [0, 1, all.count / 2, all.count - 2, all.count - 1] {
      let cursor = all[index].int("cursor")!
      let resumed = psst.watchOnce(as: "maya", ["--since", "\(cursor)"])
      #expect(resumed.status == 0)
      expectWellFormed(resumed.records)
      #expect(cursors(resumed.records) == cursors(Array(all[(index + 1)...])), "after \(cursor)")
      #expect(resumed.records.map(\.line) == all[(index + 1)...].map(\.line), "the same lines as before")
    }
    // Before the first event: everything; --since 0 is the same as --from-start.
    #expect(cursors(psst.watchOnce(as: "maya", ["--since", "0"]).records) == cursors(all))
  }

  @Test func fromStartBeginsWithTheOldestEventAndTheDefaultIsFromNow() throws {
    let (psst, chat) = setUp()
    let all = try history(psst, chat)
    #expect(all.first?.type == "chat" && all.first?.string("change") == "created", "\(all)")
    #expect(cursors(psst.watchOnce(as: "maya", ["--from-start"]).records) == cursors(all), "again the same")
    // Default: from now; what is already in the store is not printed.
    let now = psst.watchOnce(as: "maya")
    #expect(now.status == 0, "\(now.summary)")
    #expect(now.records.isEmpty, "\(now.summary)")

    // A live watcher from now prints what comes after it started, and nothing before.
    psst.send(as: "sarah", chat: chat, "before the watcher")
    psst.watchOnce(as: "maya")  // in the store now
    let sarahStart = latest(psst, "sarah")
    let watcher = psst.startWatch(as: "maya", ["--type", "message"])
    defer { watcher.stopIfRunning() }
    try #require(waitUntilOnline(psst, "maya", seenBy: "sarah", after: sarahStart) != nil)
    psst.send(as: "sarah", chat: chat, "after the watcher")
    let seen = watcher.waitForRecords(count: 1)
    #expect(messageTexts(seen) == ["after the watcher"])
    let result = try #require(stop(watcher))
    #expect(result.status == 0)
    #expect(messageTexts(result.records) == ["after the watcher"], "\(result.summary)")
    #expect((result.records.first?.int("cursor") ?? 0) > (all.last?.int("cursor") ?? 0))
  }

  @Test func aNamedWatcherSavesItsCursorAndResumesAfterIt() throws {
    let (psst, chat) = setUp()
    psst.watchOnce(as: "maya")  // everything synced
    // The first run of a name starts from now.
    #expect(psst.watchOnce(as: "maya", ["--name", "bot"]).records.isEmpty)
    psst.send(as: "sarah", chat: chat, "m1")
    psst.send(as: "sarah", chat: chat, "m2")
    let first = psst.watchOnce(as: "maya", ["--name", "bot"])
    #expect(first.status == 0, "\(first.summary)")
    #expect(messageTexts(first.records) == ["m1", "m2"], "\(first.summary)")
    #expect(psst.watchOnce(as: "maya", ["--name", "bot"]).records.isEmpty, "nothing twice")
    psst.send(as: "sarah", chat: chat, "m3")
    psst.watchOnce(as: "maya")  // synced by someone else: still pending for "bot"
    let second = psst.watchOnce(as: "maya", ["--name", "bot"])
    #expect(messageTexts(second.records) == ["m3"], "\(second.summary)")
    expectWellFormed(first.records + second.records)
    // Names are independent: a new one starts from now.
    #expect(psst.watchOnce(as: "maya", ["--name", "other"]).records.isEmpty)

    // A live named watcher saves as it goes and when it stops.
    let live = psst.startWatch(as: "maya", ["--name", "bot"])
    defer { live.stopIfRunning() }
    psst.send(as: "sarah", chat: chat, "m4")
    #expect(messageTexts(live.waitForRecords { messageTexts($0).contains("m4") }) == ["m4"])
    let result = try #require(stop(live, SIGINT))
    #expect(result.status == 0, "\(result.summary)")
    psst.send(as: "sarah", chat: chat, "m5")
    psst.watchOnce(as: "maya")
    let third = psst.watchOnce(as: "maya", ["--name", "bot"])
    #expect(messageTexts(third.records) == ["m5"], "\(third.summary)")
    // Another account's cursor of the same name is its own: a first run, from now.
    psst.watchOnce(as: "sarah")
    #expect(psst.watchOnce(as: "sarah", ["--name", "bot"]).records.isEmpty)
    // A name is checked like any identifier.
    let bad = psst.watchOnce(as: "maya", ["--name", "no/slashes here"])
    #expect(bad.status != 0 && !bad.looksLikeCrash, "\(bad.summary)")
  }

  @Test func killDashNineThenSinceTheLastPrintedCursorLosesNothing() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    #expect(psst.watchOnce(as: "maya", ["--name", "named"]).records.isEmpty)  // the name starts here
    let watcher = psst.startWatch(as: "maya", ["--since", "\(start)"])
    let named = psst.startWatch(as: "maya", ["--name", "named"])
    defer {
      watcher.stopIfRunning()
      named.stopIfRunning()
    }
    for text in ["a1", "a2", "a3"] { psst.send(as: "sarah", chat: chat, text) }
    psst.send(as: "maya", chat: chat, "b1")
    let gotAll = { (records: [Record]) in messageTexts(records).contains("a3") && messageTexts(records).contains("b1") }
    let seen = watcher.waitForRecords(until: gotAll)
    #expect(Set(messageTexts(seen)) == ["a1", "a2", "a3", "b1"])
    named.waitForRecords(until: gotAll)
    watcher.kill9()
    named.kill9()
    let killed = watcher.wait()
    _ = named.wait()
    #expect(watcher.wasKilled && named.wasKilled)
    let before = watcher.recordsSoFar
    expectWellFormed(before, "before the kill")
    // While nobody watches.
    for text in ["a4", "a5"] { psst.send(as: "sarah", chat: chat, text) }
    psst.send(as: "maya", chat: chat, "b2")
    psst.read(as: "sarah")

    let last = try #require(before.last?.int("cursor"), "\(killed.summary)")
    let after = psst.watchOnce(as: "maya", ["--since", "\(last)"])
    #expect(after.status == 0, "\(after.summary)")
    expectWellFormed(after.records, "after the restart")
    let resumed = before + after.records
    expectWellFormed(resumed, "together")
    let all = psst.watchOnce(as: "maya", ["--since", "\(start)"]).records
    let upTo = cursors(resumed).last ?? 0
    #expect(cursors(resumed) == cursors(all.filter { $0.int("cursor")! <= upTo }), "nothing lost, nothing repeated")
    #expect(messageTexts(resumed).sorted() == ["a1", "a2", "a3", "a4", "a5", "b1", "b2"])

    // With --name the restart is at least once: whatever was printed after the last save may
    // come again, but nothing is missing.
    let namedBefore = named.recordsSoFar
    let namedAfter = psst.watchOnce(as: "maya", ["--name", "named"])
    #expect(namedAfter.status == 0, "\(namedAfter.summary)")
    expectWellFormed(namedAfter.records)
    let namedAll = Set(cursors(namedBefore) + cursors(namedAfter.records))
    let namedUpTo = cursors(namedAfter.records).last ?? 0
    let firstNamed = cursors(namedBefore).first ?? 0
    let expected = all.compactMap { $0.int("cursor") }.filter { $0 >= firstNamed && $0 <= namedUpTo }
    #expect(namedAll.isSuperset(of: expected), "nothing lost after kill -9 with --name")
    #expect(Set(messageTexts(namedBefore + namedAfter.records)) == ["a1", "a2", "a3", "a4", "a5", "b1", "b2"])
  }

  @Test func stopSignalsWorkEvenWhenTheParentLeftThemBlocked() throws {
    // Foundation's Process passes on the launching thread's signal mask, and the test runner's
    // threads block SIGINT and SIGTERM (so does any program that handles signals in a thread of
    // its own). `Process.terminate()` must still stop psst-watch cleanly.
    let (psst, chat) = setUp()
    psst.watchOnce(as: "maya")
    psst.send(as: "sarah", chat: chat, "one")
    let watcher = psst.start("psst-watch", ["--account", "maya", "--format", "jsonl", "--name", "blocked"])
    defer { watcher.stopIfRunning() }
    #expect(messageTexts(watcher.waitForRecords { !messageTexts($0).isEmpty }) == ["one"])
    watcher.process.terminate()
    let result = watcher.wait(timeout: 5)
    #expect(result != nil, "SIGTERM was ignored: psst-watch leaves SIGINT/SIGTERM blocked when it inherits them so")
    #expect(result?.status == 0)
  }

  // MARK: filters

  @Test func chatFilterKeepsOnlyThatChatByIdOrName() throws {
    let (psst, direct, group) = setUpGroup()
    let start = latest(psst, "maya")
    psst.send(as: "sarah", chat: direct, "just to you")
    psst.send(as: "sarah", chat: group, "to everyone")
    psst.send(as: "tom", chat: group, "hi all")
    psst.send(as: "maya", chat: direct, "ok")
    for chosen in [group, "Bootcamp"] {
      let feed = psst.watchOnce(as: "maya", ["--since", "\(start)", "--chat", chosen])
      #expect(feed.status == 0, "\(feed.summary)")
      expectWellFormed(feed.records)
      #expect(feed.records.allSatisfy { $0.string("chat") == group }, "\(feed.summary)")
      #expect(messageTexts(feed.records) == ["to everyone", "hi all"])
    }
    let both = psst.watchOnce(
      as: "maya", ["--since", "\(start)", "--chat", direct, "--chat", group, "--type", "message"])
    #expect(Set(messageTexts(both.records)) == ["just to you", "to everyone", "hi all", "ok"], "\(both.summary)")
    #expect(both.records.count == 4)
    let unknown = psst.watchOnce(as: "maya", ["--chat", "no such chat"])
    #expect(unknown.status == 1, "\(unknown.summary)")
    #expect(unknown.stderr.contains("no such chat"))
  }

  @Test func typeFilterKeepsOnlyTheNamedTypes() throws {
    let (psst, chat) = setUp()
    let all = try history(psst, chat)
    let feed = psst.watchOnce(as: "maya", ["--from-start", "--type", "message,receipt"])
    #expect(feed.status == 0, "\(feed.summary)")
    expectWellFormed(feed.records)
    #expect(Set(feed.records.compactMap(\.type)) == ["message", "receipt"], "\(feed.summary)")
    #expect(cursors(feed.records) == cursors(all.filter { $0.type == "message" || $0.type == "receipt" }))
    let spaced = psst.watchOnce(as: "maya", ["--from-start", "--type", "edit, state"])
    #expect(
      cursors(spaced.records) == cursors(all.filter { $0.type == "edit" || $0.type == "state" }), "\(spaced.summary)")
  }

  @Test func anUnknownTypeIsAUsageErrorThatNamesIt() throws {
    let (psst, _) = setUp()
    let result = psst.watchOnce(as: "maya", ["--type", "message,bogus"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("bogus"))
    #expect(result.stderr.contains("receipt"), "lists the types there are")
    #expect(!result.looksLikeCrash)
    // Periods are a positive number with s, m, h or d.
    for period in ["30s", "5m", "2h", "1d"] {
      let accepted = psst.watchOnce(as: "maya", ["--batch", period])
      #expect(accepted.status == 0, "\(accepted.summary)")
    }
    let badPeriods = ["soon", "0s", "-1s", "5x", "m", "1.5h", "99999999999999999d"].map { ["--batch", $0] }
    let contradictions = [
      ["--since", "3", "--from-start"], ["--count", "0"], ["--jobs", "0"], ["--batch", "1s", "--exec", "cat"],
    ]
    for bad in badPeriods + contradictions {
      let refused = psst.watchOnce(as: "maya", bad)
      #expect(refused.status == 1, "\(refused.summary)")
      #expect(refused.stdout.isEmpty && !refused.looksLikeCrash)
    }
  }

  @Test func fromKeepsOnlyWhatThatUserDid() throws {
    let (psst, _, group) = setUpGroup()
    let start = latest(psst, "maya")
    psst.send(as: "sarah", chat: group, "sarah here")
    psst.send(as: "tom", chat: group, "tom here")
    let mine = try #require(psst.send(as: "maya", chat: group, "maya here").record?.id)
    psst.read(as: "tom")
    psst.read(as: "sarah", ["--peek"])
    let feed = psst.watchOnce(as: "maya", ["--since", "\(start)", "--from", "tom"])
    #expect(feed.status == 0, "\(feed.summary)")
    expectWellFormed(feed.records)
    #expect(!feed.records.isEmpty)
    #expect(feed.records.allSatisfy { $0.string("sender") == "tom" || $0.string("user") == "tom" }, "\(feed.summary)")
    #expect(messageTexts(feed.records) == ["tom here"])
    #expect(feed.records.contains { $0.type == "receipt" && $0.string("up_to") == mine }, "tom's read receipt")
    #expect(!feed.records.contains { $0.type == "state" }, "state events are maya's own")
  }

  @Test func mentionsKeepsMessagesThatNameTheAccount() throws {
    let psst = Psst()
    psst.addAccount("mchen", name: "Maya Torres", role: "trainer")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let chat = psst.createChat(as: "mchen", ["sarah"])
    psst.syncChats("sarah")
    let start = latest(psst, "mchen")
    let naming = ["Maya, are you free?", "ping @mchen", "ask mchen about it", "@Maya see this", "thanks MAYA!"]
    let notNaming = ["Mayan ruins trip", "hello everyone", "mchenry said hi"]
    for text in naming + notNaming { psst.send(as: "sarah", chat: chat, text) }
    psst.send(as: "mchen", chat: chat, "Maya here, own messages never count")
    let feed = psst.watchOnce(as: "mchen", ["--since", "\(start)", "--mentions"])
    #expect(feed.status == 0, "\(feed.summary)")
    expectWellFormed(feed.records)
    #expect(feed.records.allSatisfy { $0.type == "message" && $0.bool("own") == false })
    let texts = messageTexts(feed.records)
    for text in naming { #expect(texts.contains(text), "\(text) names Maya") }
    for text in notNaming {
      #expect(!texts.contains(text), "\(text) does not name Maya")
    }
    #expect(!texts.contains("Maya here, own messages never count"))
  }

  // MARK: --once, --count

  @Test func oncePrintsWhatIsPendingAndExits() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    for text in ["p1", "p2", "p3"] { psst.send(as: "sarah", chat: chat, text) }
    let began = Date()
    let pending = psst.watchOnce(as: "maya", ["--since", "\(start)"])
    #expect(Date().timeIntervalSince(began) < 10)
    #expect(pending.status == 0, "\(pending.summary)")
    #expect(pending.stderr.isEmpty, "\(pending.summary)")
    expectWellFormed(pending.records)
    #expect(messageTexts(pending.records) == ["p1", "p2", "p3"])
    let nothing = psst.watchOnce(as: "maya")
    #expect(nothing.status == 0 && nothing.stdout.isEmpty, "\(nothing.summary)")
    // Text form: one readable line per event.
    let text = psst.run(
      "psst-watch", ["--account", "maya", "--once", "--format", "text", "--since", "\(start)", "--type", "message"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.count == 3, "\(text.summary)")
    #expect(lines.first?.contains("Sarah Whitby") == true && lines.first?.contains("p1") == true, "\(text.summary)")
  }

  @Test func countStopsAfterNEvents() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    for text in ["c1", "c2", "c3", "c4", "c5"] { psst.send(as: "sarah", chat: chat, text) }
    let pending = psst.startWatch(as: "maya", ["--since", "\(start)", "--type", "message", "--count", "3"])
    let result = try #require(pending.wait(timeout: 15), "--count 3 with 5 pending did not stop")
    #expect(result.status == 0, "\(result.summary)")
    expectWellFormed(result.records)
    #expect(messageTexts(result.records) == ["c1", "c2", "c3"])

    // Live: waits for the events that are still to come, then stops.
    let now = latest(psst, "maya")
    let live = psst.startWatch(as: "maya", ["--since", "\(now)", "--type", "message", "--count", "2"])
    defer { live.stopIfRunning() }
    usleep(200_000)
    #expect(live.process.isRunning, "waits for events")
    for text in ["l1", "l2", "l3"] { psst.send(as: "sarah", chat: chat, text) }
    let ended = try #require(live.wait(timeout: 15), "--count 2 did not stop")
    #expect(ended.status == 0, "\(ended.summary)")
    #expect(messageTexts(ended.records) == ["l1", "l2"])
  }

  // MARK: --exec

  @Test func execRunsTheCommandPerEventWithTheLineOnItsStandardInput() throws {
    let (psst, chat) = setUp()
    let all = try history(psst, chat)
    let start = all.first!.int("cursor")! - 1
    let unordered = psst.root + "/events.jsonl"
    let ordered = psst.root + "/ordered.jsonl"
    let environment = psst.root + "/environment.txt"
    let result = psst.watchOnce(as: "maya", ["--since", "\(start)", "--exec", "cat >> '\(unordered)'"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stdout.isEmpty, "nothing is printed with --exec")
    let lines = try String(contentsOfFile: unordered, encoding: .utf8).split(separator: "\n").map {
      Record(line: String($0))
    }
    #expect(lines.allSatisfy { $0.isValid })
    #expect(Set(lines.map(\.line)) == Set(all.map(\.line)), "each event once, as psst-watch would print it")
    #expect(lines.count == all.count)

    let inOrder = psst.watchOnce(
      as: "maya",
      [
        "--since", "\(start)", "--jobs", "1", "--exec",
        "cat >> '\(ordered)'; echo \"$PSST_EVENT_CURSOR $PSST_EVENT_TYPE\" >> '\(environment)'",
      ])
    #expect(inOrder.status == 0, "\(inOrder.summary)")
    let orderedLines = try String(contentsOfFile: ordered, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(orderedLines == all.map(\.line), "--jobs 1: one after another, in cursor order")
    let variables = try String(contentsOfFile: environment, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(variables == all.map { "\($0.int("cursor")!) \($0.type!)" })

    // A failing command is named on stderr; psst-watch still exits 0.
    let failing = psst.watchOnce(as: "maya", ["--since", "\(all.last!.int("cursor")! - 1)", "--exec", "exit 3"])
    #expect(failing.status == 0, "\(failing.summary)")
    #expect(failing.stderr.contains("exited with 3"), "\(failing.summary)")
    #expect(failing.stderr.contains("\(all.last!.int("cursor")!)"))
  }

  @Test func execCommandsStartWithSIGPIPEAtItsDefault() throws {
    // psst-watch ignores SIGPIPE for itself; its commands must not inherit that, or a pipeline
    // such as `yes | head -1` in a command never ends (or complains) instead of stopping quietly.
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    psst.send(as: "sarah", chat: chat, "one")
    let status = psst.root + "/exec-status.txt"
    let result = psst.watchOnce(
      as: "maya", ["--since", "\(start)", "--type", "message", "--exec", "grep SigIgn /proc/self/status > '\(status)'"])
    #expect(result.status == 0, "\(result.summary)")
    let line = try String(contentsOfFile: status, encoding: .utf8)
    let mask = UInt64(
      line.split(separator: "\t").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "", radix: 16)
    let ignored = try #require(mask, "\(line)")
    #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0, "the --exec command starts with SIGPIPE ignored (\(line))")
  }

  @Test func execRunsAtMostJobsCommandsAtOnce() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    for index in 1...6 { psst.send(as: "sarah", chat: chat, "e\(index)") }
    psst.watchOnce(as: "maya")  // synced
    func maximumConcurrency(jobs: Int) throws -> (Int, Int, TimeInterval) {
      let log = psst.root + "/exec-\(jobs).log"
      let command = "echo start >> '\(log)'; sleep 0.3; echo end >> '\(log)'"
      let began = Date()
      let result = psst.watchOnce(
        as: "maya", ["--since", "\(start)", "--type", "message", "--jobs", "\(jobs)", "--exec", command])
      let elapsed = Date().timeIntervalSince(began)
      #expect(result.status == 0, "\(result.summary)")
      var running = 0
      var maximum = 0
      var started = 0
      for line in try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n") {
        if line == "start" {
          running += 1
          started += 1
        } else {
          running -= 1
        }
        maximum = max(maximum, running)
      }
      return (maximum, started, elapsed)
    }
    let (two, startedTwo, elapsedTwo) = try maximumConcurrency(jobs: 2)
    #expect(startedTwo == 6)
    #expect(two <= 2, "--jobs 2 ran \(two) at once")
    #expect(two == 2, "two at a time when there is work for two")
    #expect(elapsedTwo >= 0.85, "6 commands of 0.3 s, 2 at a time (\(elapsedTwo) s)")
    let (one, startedOne, elapsedOne) = try maximumConcurrency(jobs: 1)
    #expect(startedOne == 6)
    #expect(one == 1)
    #expect(elapsedOne >= 1.75, "one at a time (\(elapsedOne) s)")
    // Waits for the last commands before exiting: every "end" is in the log.
    let log = try String(contentsOfFile: psst.root + "/exec-1.log", encoding: .utf8)
    #expect(log.components(separatedBy: "end").count - 1 == 6)
  }

  // MARK: stopping

  /// Runs `psst-watch ARGUMENTS | head -N` in a shell; returns head's output and psst-watch's
  /// exit status (nil if it did not end within the timeout).
  private func watchThroughHead(_ psst: Psst, _ lines: Int, _ arguments: [String]) throws -> (String, Int32?) {
    let output = psst.root + "/head-\(UInt32.random(in: 0...UInt32.max)).out"
    let status = output + ".status"
    let quoted = ([Binaries.path("psst-watch")] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let script = "{ \(quoted) 2>/dev/null; echo $? > '\(status)'; } | head -\(lines) > '\(output)'"
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", script]
    shell.environment = psst.childEnvironment([:])
    shell.standardInput = FileHandle.nullDevice
    try shell.run()
    let deadline = Date().addingTimeInterval(15)
    while shell.isRunning && Date() < deadline { usleep(5_000) }
    if shell.isRunning {
      // Clean up the stuck watcher (and the shell) before failing.
      _ = kill(shell.processIdentifier, SIGKILL)
      if let pids = try? String(
        contentsOfFile: "/proc/\(shell.processIdentifier)/task/\(shell.processIdentifier)/children", encoding: .utf8)
      {
        for pid in pids.split(separator: " ").compactMap({ Int32($0) }) { _ = kill(pid, SIGKILL) }
      }
      shell.waitUntilExit()
      return ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "", nil)
    }
    shell.waitUntilExit()
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    let code = (try? String(contentsOfFile: status, encoding: .utf8)).flatMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return (printed, code)
  }

  @Test func aClosedStandardOutputEndsTheWatcherWithExitZeroAndTheCursorSaved() throws {
    let (psst, chat) = setUp()
    let all = try history(psst, chat)
    try #require(all.count > 5)
    let (printed, status) = try watchThroughHead(
      psst, 5, ["--account", "maya", "--format", "jsonl", "--from-start", "--name", "head"])
    #expect(status == 0, "psst-watch | head -5 must end psst-watch with 0 (got \(String(describing: status)))")
    let lines = printed.split(separator: "\n").map { Record(line: String($0)) }
    #expect(lines.map(\.line) == all.prefix(5).map(\.line))

    // Live, nothing pending after the first lines: still ends once head is gone.
    let (_, liveStatus) = try watchThroughHead(
      psst, 1, ["--account", "maya", "--format", "jsonl", "--since", "\(all[all.count - 2].int("cursor")!)"])
    #expect(liveStatus == 0, "an idle watcher notices its reader went away")

    // The saved cursor: events after it (already in the store) are printed by the next run.
    psst.send(as: "sarah", chat: chat, "after head")
    psst.send(as: "sarah", chat: chat, "after head, again")
    psst.watchOnce(as: "maya")  // synced: "from now" would not print them
    let resumed = psst.watchOnce(as: "maya", ["--name", "head"])
    #expect(resumed.status == 0, "\(resumed.summary)")
    expectWellFormed(resumed.records)
    let fifth = all[4].int("cursor")!
    #expect(resumed.records.allSatisfy { $0.int("cursor")! > fifth }, "nothing up to the fifth line again")
    #expect(
      Array(messageTexts(resumed.records).suffix(2)) == ["after head", "after head, again"], "\(resumed.summary)")
    let everything = psst.watchOnce(as: "maya", ["--from-start"]).records
    if let first = resumed.records.first?.int("cursor") {
      #expect(cursors(resumed.records) == cursors(everything.filter { $0.int("cursor")! >= first }), "no gap")
    }
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aStopSignalEndsTheWatcherWithExitZeroAndTheCursorSaved(signal: Int32) throws {
    let (psst, chat) = setUp()
    psst.watchOnce(as: "maya")
    let name = "signal\(signal)"
    #expect(psst.watchOnce(as: "maya", ["--name", name]).records.isEmpty)
    psst.send(as: "sarah", chat: chat, "one")
    let watcher = psst.startWatch(as: "maya", ["--name", name])
    defer { watcher.stopIfRunning() }
    #expect(messageTexts(watcher.waitForRecords { messageTexts($0) == ["one"] }) == ["one"])
    usleep(100_000)  // idle, asleep until something happens
    let began = Date()
    let result = try #require(stop(watcher, signal), "signal \(signal) did not end psst-watch")
    #expect(Date().timeIntervalSince(began) < 5)
    #expect(result.status == 0, "\(result.summary)")
    #expect(!watcher.wasKilled)
    #expect(!result.looksLikeCrash, "\(result.summary)")
    psst.send(as: "sarah", chat: chat, "two")
    psst.watchOnce(as: "maya")
    #expect(messageTexts(psst.watchOnce(as: "maya", ["--name", name]).records) == ["two"])
  }

  // MARK: several watchers, slow consumers

  @Test func severalWatchersOnOneAccountEachGetEveryEvent() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    let watchers = (0..<3).map { _ in psst.startWatch(as: "maya", ["--since", "\(start)"]) }
    defer { for watcher in watchers { watcher.stopIfRunning() } }
    for index in 1...5 {
      psst.send(as: "sarah", chat: chat, "s\(index)")
      if index % 2 == 0 { psst.send(as: "maya", chat: chat, "m\(index)") }
    }
    psst.read(as: "sarah")
    let expected = psst.watchOnce(as: "maya", ["--since", "\(start)"]).records
    let last = try #require(expected.last?.int("cursor"))
    for watcher in watchers {
      watcher.waitForRecords { ($0.last?.int("cursor") ?? 0) >= last }
    }
    let results = watchers.map { stop($0) }
    let everything = psst.watchOnce(as: "maya", ["--since", "\(start)"]).records
    for (index, result) in results.enumerated() {
      let result = try #require(result)
      #expect(result.status == 0, "\(result.summary)")
      expectWellFormed(result.records, "watcher \(index)")
      let upTo = cursors(result.records).last ?? 0
      #expect(upTo >= last, "watcher \(index) got everything")
      #expect(
        cursors(result.records) == cursors(everything.filter { $0.int("cursor")! <= upTo }),
        "watcher \(index): none missing, none twice")
      #expect(messageTexts(result.records).sorted() == ["m2", "m4", "s1", "s2", "s3", "s4", "s5"])
    }
  }

  @Test func aSlowConsumerLosesNothing() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    let total = 600
    let watcher = Process()
    watcher.executableURL = URL(fileURLWithPath: Binaries.path("psst-watch"))
    watcher.arguments = [
      "--account", "maya", "--format", "jsonl", "--since", "\(start)", "--type", "message", "--count", "\(total)",
    ]
    watcher.environment = psst.childEnvironment([:])
    watcher.standardInput = FileHandle.nullDevice
    watcher.standardError = FileHandle.nullDevice
    let pipe = Pipe()
    watcher.standardOutput = pipe
    try watcher.run()
    defer {
      if watcher.isRunning { _ = kill(watcher.processIdentifier, SIGKILL) }
    }
    // Far more than a pipe holds (64 KiB), sent while nobody reads.
    let input = (0..<total).map {
      jsonLine(["chat": chat, "text": "bulk \($0) " + String(repeating: "x", count: 200)])
    }
    let sent = psst.run(
      "psst-send", ["--account", "sarah", "--format", "jsonl"], stdin: input.joined(separator: "\n") + "\n")
    #expect(sent.status == 0, "\(sent.stderr)")
    sleep(2)
    #expect(watcher.isRunning, "blocked on the full pipe, not gone")
    if let status = try? String(contentsOfFile: "/proc/\(watcher.processIdentifier)/status", encoding: .utf8),
      let rss = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    {
      let kilobytes = Int(rss.split(separator: " ").dropFirst().first ?? "") ?? 0
      #expect(kilobytes < 200_000, "memory stays bounded while the reader is away (\(rss))")
    }
    // Now read it all.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    let deadline = Date().addingTimeInterval(15)
    while watcher.isRunning && Date() < deadline { usleep(5_000) }
    #expect(!watcher.isRunning)
    if !watcher.isRunning { #expect(watcher.terminationStatus == 0) }
    let records = String(decoding: data, as: UTF8.self).split(separator: "\n").map { Record(line: String($0)) }
    expectWellFormed(records)
    #expect(records.count == total)
    #expect(
      messageTexts(records).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        == (0..<total).map { "bulk \($0)" })
  }

  // MARK: digests

  @Test func aStopSignalPrintsTheDigestOfThePeriodSoFar() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    psst.send(as: "sarah", chat: chat, "one")
    psst.send(as: "sarah", chat: chat, "two")
    let watcher = psst.startWatch(as: "maya", ["--since", "\(start)", "--batch", "1h"])
    defer { watcher.stopIfRunning() }
    // The messages are in the store (the watcher reads them from there as they come).
    #expect(
      eventually {
        psst.watchOnce(as: "maya", ["--since", "\(start)", "--type", "message"]).records.count == 2
      })
    usleep(300_000)
    #expect(watcher.recordsSoFar.isEmpty, "nothing before the hour is up")
    let result = try #require(stop(watcher, SIGINT))
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.records.map(\.type) == ["digest"], "\(result.summary)")
    #expect(result.records.first?.string("text") == "2 new messages from Sarah Whitby")
  }

  @Test func aDigestLineLeftOutByCountIsNotMarkedDeliveredUnderItsName() throws {
    // --batch --count 1 --name: two chats had events in the period, one line is printed, the
    // other is dropped by --count; the next run under the name must still report the second.
    let (psst, direct, group) = setUpGroup()
    psst.watchOnce(as: "maya")
    #expect(psst.watchOnce(as: "maya", ["--name", "digest"]).records.isEmpty)
    psst.send(as: "sarah", chat: direct, "to maya")
    psst.send(as: "tom", chat: group, "to the group")
    let first = psst.watchOnce(as: "maya", ["--name", "digest", "--batch", "1h", "--count", "1"])
    #expect(first.status == 0, "\(first.summary)")
    #expect(first.records.map { $0.string("chat") } == [direct], "\(first.summary)")
    let next = psst.watchOnce(as: "maya", ["--name", "digest"])
    #expect(
      messageTexts(next.records) == ["to the group"],
      "the group's events were summed up in no printed line, yet the saved cursor skipped them: \(next.summary)")
  }

  @Test func batchPrintsOneDigestLinePerChatPerPeriod() throws {
    let (psst, direct, group) = setUpGroup()
    let start = latest(psst, "maya")
    let first = try #require(psst.send(as: "sarah", chat: direct, "d1").record?.id)
    psst.send(as: "sarah", chat: direct, "d2")
    psst.send(as: "tom", chat: group, "g1")
    psst.send(as: "sarah", chat: direct, "d3")
    psst.run("psst-edit", ["--account", "sarah", first, "d1!"])
    psst.send(as: "sarah", chat: group, "g2")

    let began = Date()
    let live = psst.startWatch(as: "maya", ["--since", "\(start)", "--batch", "1s", "--count", "2"])
    defer { live.stopIfRunning() }
    let result = try #require(live.wait(timeout: 15), "two digest lines within a period or two")
    let elapsed = Date().timeIntervalSince(began)
    #expect(result.status == 0, "\(result.summary)")
    #expect(elapsed >= 0.9, "a digest waits for the end of its period (\(elapsed) s)")
    let digests = result.records
    #expect(digests.count == 2, "\(result.summary)")
    #expect(digests.allSatisfy { $0.type == "digest" })
    #expect(digests.map { $0.string("chat") } == [direct, group], "in the order the chats first had events")
    let sarahs = try #require(digests.first)
    #expect(sarahs.string("chat_name") == "Sarah Whitby")
    #expect(sarahs.int("events") == 4)
    #expect(counts(sarahs) == ["message": 3, "edit": 1], "\(sarahs)")
    #expect(sarahs.strings("senders") == ["sarah"])
    #expect(sarahs.string("text") == "3 new messages, 1 edit from Sarah Whitby")
    #expect(isoDate(sarahs.string("period_start")) != nil && isoDate(sarahs.string("period_end")) != nil)
    let groups = try #require(digests.last)
    #expect(groups.string("chat_name") == "Bootcamp")
    #expect(groups.int("events") == 2)
    #expect(counts(groups) == ["message": 2], "\(groups)")
    #expect(groups.strings("senders") == ["tom", "sarah"])
    #expect(groups.string("text") == "2 new messages from Bootcamp")
    #expect(digests.allSatisfy { $0.int("cursor") != nil })

    // --once: the same summary of what is pending, at once.
    let once = psst.watchOnce(as: "maya", ["--since", "\(start)", "--batch", "1h"])
    #expect(once.status == 0, "\(once.summary)")
    #expect(once.records.map { $0.string("text") } == digests.map { $0.string("text") }, "\(once.summary)")
    // --since a digest's cursor resumes after what it summed up.
    let lastCursor = try #require(digests.map { $0.int("cursor")! }.max())
    #expect(psst.watchOnce(as: "maya", ["--since", "\(lastCursor)", "--type", "message,edit"]).records.isEmpty)
  }

  // MARK: review regressions

  @Test func aStopSignalIsHonouredMidBacklogWithoutRunningTheRest() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "maya")
    for index in 0..<20 { psst.send(as: "sarah", chat: chat, "backlog \(index)") }
    let log = psst.root + "/exec.log"
    let watcher = psst.startWatch(
      as: "maya", ["--since", "\(start)", "--type", "message", "--exec", "cat >> \(log); sleep 1", "--jobs", "1"])
    #expect(eventually { (try? String(contentsOfFile: log, encoding: .utf8))?.isEmpty == false })
    let began = Date()
    let result = try #require(stop(watcher))
    #expect(result.status == 0, "\(result.summary)")
    #expect(Date().timeIntervalSince(began) < 4, "stopped after the running command, not after all 20")
    let ran = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
    #expect(ran < 20, "the backlog was not worked through after the stop")
  }

  @Test func renewingATypingIndicatorIsNotReportedAgain() throws {
    let (psst, chat) = setUp()
    let start = latest(psst, "sarah")
    for _ in 0..<3 {
      #expect(psst.run("psst-send", ["--account", "maya", "--chat", chat, "--typing", "on"]).status == 0)
    }
    let typing = psst.watchOnce(as: "sarah", ["--since", "\(start)", "--type", "typing"]).records
    #expect(typing.count == 1, "\(typing)")
    #expect(typing.first?.bool("active") == true)
    #expect(typing.first?.string("sender") == "maya")
  }

  @Test func anOwnEditIsReportedOnceEvenWhenASyncBringsItBack() throws {
    let (psst, chat) = setUp()
    let id = try #require(psst.send(as: "maya", chat: chat, "v1").record?.id)
    let start = latest(psst, "maya")
    #expect(psst.run("psst-edit", ["--account", "maya", id, "v2"]).status == 0)
    psst.read(as: "maya", ["--chat", chat, "--peek"])  // syncs: the hub sends the edit back
    let edits = psst.watchOnce(as: "maya", ["--since", "\(start)", "--type", "edit"]).records
    #expect(edits.count == 1, "\(edits)")
    #expect(edits.first?.string("text") == "v2")
  }

  // MARK: exactly once or more under --name

  /// maya's feed after 40 messages from sarah, all synced: (psst, every event from the start).
  private func fortyMessages(textLength: Int) throws -> (Psst, [Record]) {
    let (psst, chat) = setUp()
    let input = (1...40).map {
      jsonLine(["chat": chat, "text": "m\($0) " + String(repeating: "x", count: textLength)])
    }
    let sent = psst.run(
      "psst-send", ["--account", "sarah", "--format", "jsonl"], stdin: input.joined(separator: "\n") + "\n")
    try #require(sent.status == 0, "\(sent.summary)")
    psst.watchOnce(as: "maya")  // synced: every event is in maya's store
    let all = psst.watchOnce(as: "maya", ["--from-start"]).records
    try #require(all.count > 40, "\(all.count) events")
    return (psst, all)
  }

  /// Reads one line from `fd` a byte at a time (so nothing after it leaves the pipe).
  private func readLine(_ fd: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while read(fd, &byte, 1) == 1 {
      if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }

  /// `psst-watch --from-start --name p | head -5`, with a reader that takes exactly five lines
  /// and closes the pipe: the lines still in the pipe (short lines: all of them, the watcher
  /// idle; long ones: a pipe's worth, the watcher blocked on a full pipe) were never delivered,
  /// and the next run under the name starts right after the fifth.
  @Test(arguments: [20, 3_000])
  func linesLeftInAPipeWhoseReaderWentAwayComeAgainUnderTheName(textLength: Int) throws {
    let (psst, all) = try fortyMessages(textLength: textLength)
    let watcher = Process()
    watcher.executableURL = URL(fileURLWithPath: Binaries.path("psst-watch"))
    watcher.arguments = ["--account", "maya", "--format", "jsonl", "--from-start", "--name", "p"]
    watcher.environment = psst.childEnvironment([:])
    watcher.standardInput = FileHandle.nullDevice
    watcher.standardError = FileHandle.nullDevice
    let pipe = Pipe()
    watcher.standardOutput = pipe
    try withStopSignalsUnblocked { try watcher.run() }
    defer { if watcher.isRunning { _ = kill(watcher.processIdentifier, SIGKILL) } }
    let reader = pipe.fileHandleForReading.fileDescriptor
    let taken = (0..<5).compactMap { _ in readLine(reader) }
    #expect(taken == all.prefix(5).map(\.line))
    if textLength > 1000 {
      // Long lines fill the pipe: the watcher is blocked writing the next one.
      #expect(eventually { pipeHoldsMuch(reader) }, "the watcher fills the pipe")
      usleep(200_000)
    } else {
      usleep(300_000)  // everything written, the watcher idle
    }
    pipe.fileHandleForReading.closeFile()
    let deadline = Date().addingTimeInterval(15)
    while watcher.isRunning && Date() < deadline { usleep(5_000) }
    #expect(!watcher.isRunning, "psst-watch ends once its reader is gone")
    if !watcher.isRunning { #expect(watcher.terminationStatus == 0) }

    let resumed = psst.watchOnce(as: "maya", ["--name", "p"])
    #expect(resumed.status == 0, "\(resumed.summary)")
    #expect(cursors(resumed.records) == cursors(Array(all.dropFirst(5))), "everything after the fifth line, once")
    #expect(psst.watchOnce(as: "maya", ["--name", "p"]).records.isEmpty, "and then nothing twice")
  }

  /// True when the pipe holds more than half of its default 64 KiB (the watcher's 3 KB lines
  /// fill it after about 16, one page each).
  private func pipeHoldsMuch(_ fd: Int32) -> Bool {
    var unread: Int32 = 0
    return ioctl(fd, UInt(FIONREAD), &unread) == 0 && unread > 32_768
  }

  /// A first run of a name that dies (kill -9) before it saved anything: the next run starts
  /// where the first one started, not "from now", for printed lines and for --exec alike.
  @Test(arguments: [false, true])
  func aFirstNamedRunKilledBeforeItsFirstSaveResumesFromItsStart(exec: Bool) throws {
    let (psst, chat) = setUp()
    psst.watchOnce(as: "maya")  // synced
    let sarahStart = latest(psst, "sarah")
    let ran = psst.root + "/ran.jsonl"
    let execArguments = exec ? ["--exec", "cat >> '\(ran)'"] : []
    let first = psst.startWatch(as: "maya", ["--name", "fresh", "--type", "message"] + execArguments)
    defer { first.stopIfRunning() }
    try #require(waitUntilOnline(psst, "maya", seenBy: "sarah", after: sarahStart) != nil)
    first.kill9()
    _ = first.wait()
    #expect(first.wasKilled)
    for text in ["k1", "k2", "k3"] { psst.send(as: "sarah", chat: chat, text) }
    psst.watchOnce(as: "maya")  // synced by someone else: "from now" would skip them

    let second = psst.watchOnce(as: "maya", ["--name", "fresh", "--type", "message"] + execArguments)
    #expect(second.status == 0, "\(second.summary)")
    let seen =
      exec
      ? ((try? String(contentsOfFile: ran, encoding: .utf8)) ?? "").split(separator: "\n").map {
        Record(line: String($0))
      } : second.records
    #expect(messageTexts(seen).sorted() == ["k1", "k2", "k3"], "\(second.summary)")
  }

  /// With --exec an event counts once its command has ended: commands still running when the
  /// watcher went away, or killed by a signal, run again under the same name.
  @Test func anExecEventIsSavedOnlyOnceItsCommandEnded() throws {
    let (psst, chat) = setUp()
    psst.watchOnce(as: "maya")
    #expect(psst.watchOnce(as: "maya", ["--name", "bot"]).records.isEmpty)  // the name starts here
    let folder = psst.root + "/exec"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // Each command notes its pid and waits long; the test ends them.
    let slow = "echo $$ > '\(folder)'/pid-$PSST_EVENT_CURSOR; exec sleep 60"
    let pids = {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).compactMap { name in
        (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).flatMap {
          Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
      }
    }
    let done = psst.root + "/done.jsonl"
    let finished = {
      ((try? String(contentsOfFile: done, encoding: .utf8)) ?? "").split(separator: "\n").map {
        Record(line: String($0))
      }
    }

    // 1. The watcher is killed (kill -9) while its commands run; they are killed too.
    var watcher = psst.startWatch(as: "maya", ["--name", "bot", "--type", "message", "--exec", slow])
    defer { watcher.stopIfRunning() }
    for text in ["e1", "e2", "e3"] { psst.send(as: "sarah", chat: chat, text) }
    #expect(eventually { pids().count == 3 }, "three commands started")
    usleep(300_000)  // the watcher saves after the page it handed on
    watcher.kill9()
    // (Foundation's Process counts the watcher running while a child still holds its pipes.)
    for pid in pids() { kill(pid, SIGKILL) }
    _ = watcher.wait()
    var again = psst.watchOnce(
      as: "maya", ["--name", "bot", "--type", "message", "--jobs", "1", "--exec", "cat >> '\(done)'"])
    #expect(again.status == 0, "\(again.summary)")
    #expect(messageTexts(finished()) == ["e1", "e2", "e3"], "unfinished commands run again")

    // 2. Commands killed by a signal (as Ctrl-C kills a whole process group), then a clean stop.
    try FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: done)
    watcher = psst.startWatch(as: "maya", ["--name", "bot", "--type", "message", "--exec", slow])
    for text in ["f1", "f2"] { psst.send(as: "sarah", chat: chat, text) }
    #expect(eventually { pids().count == 2 }, "two commands started")
    for pid in pids() { kill(pid, SIGINT) }
    let stopped = try #require(stop(watcher))
    #expect(stopped.status == 0, "\(stopped.summary)")
    #expect(stopped.stderr.contains("was killed"), "\(stopped.summary)")
    again = psst.watchOnce(
      as: "maya", ["--name", "bot", "--type", "message", "--jobs", "1", "--exec", "cat >> '\(done)'"])
    #expect(again.status == 0, "\(again.summary)")
    #expect(messageTexts(finished()) == ["f1", "f2"], "killed commands run again")

    // 3. Commands that ended (whatever their status) are not run again.
    try? FileManager.default.removeItem(atPath: done)
    again = psst.watchOnce(
      as: "maya", ["--name", "bot", "--type", "message", "--jobs", "1", "--exec", "cat >> '\(done)'"])
    #expect(again.status == 0 && finished().isEmpty, "\(again.summary)")
  }
}
