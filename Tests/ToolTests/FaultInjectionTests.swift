import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Faults at random moments across the tools that write: kill -9 of psst-send, psst-queue flush,
/// psst-read's sync, psst-import and psst-watch --exec; a full disk under a sender's store; the
/// shared hub folder taken away and brought back mid-run. Whatever happens, every message a
/// sender stored reaches the receiver once, in order, no other message arrives, nothing is left
/// queued, every store and the hub pass `PRAGMA integrity_check`, and --exec saw every message.
///
/// `make test` runs a few dozen trials with a fixed seed; `make soak` runs hundreds
/// (PSST_SOAK_TRIALS, PSST_SOAK_SEED=random). The summary line is printed either way.
@Suite("fault injection")
struct FaultInjectionTests {
  @Test func killsAFullDiskAndAMissingHubLoseNothingAndDeliverNothingTwice() throws {
    let environment = ProcessInfo.processInfo.environment
    let trials = environment["PSST_SOAK_TRIALS"].flatMap(Int.init) ?? 28
    let seed: UInt64 =
      environment["PSST_SOAK_SEED"] == "random"
      ? UInt64.random(in: 1...UInt64(UInt32.max)) : environment["PSST_SOAK_SEED"].flatMap(UInt64.init) ?? 20_261_124
    let soak = try Soak(seed: seed)
    defer { soak.tearDown() }
    for trial in 0..<trials { soak.run(trial: trial, soak.scenario(for: trial)) }
    let outcome = soak.verify()
    print(outcome.summary(trials: trials, seed: seed))
    #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(20).joined(separator: "\n"))")
    #expect(outcome.lost == 0 && outcome.duplicated == 0 && outcome.strangers == 0 && outcome.outOfOrder == 0)
    #expect(outcome.delivered > 0)
    #expect(outcome.killsLanded > trials / 3, "most kills should land on a running tool: \(outcome.killsLanded)")
    #expect(outcome.execMissing == 0, "--exec never ran for \(outcome.execMissing) delivered messages")
    #expect(outcome.integrity.allSatisfy { $0.value == "ok" }, "\(outcome.integrity)")
  }
}

/// One soak: three people on one shared hub folder (alice and carol send, bob receives and
/// watches), dana sending from a store on a small tmpfs when one can be mounted.
final class Soak {
  enum Scenario: String, CaseIterable {
    case send, flush, sync
    case importHistory = "import"
    case watchExec = "watch-exec"
    case hubRemoved = "hub-removed"
    case diskFull = "disk-full"
  }

  let world: Psst
  let alice: Psst
  let bob: Psst
  let carol: Psst
  var dana: Psst?
  let share: String
  let execLog: String
  let fullDisk: String
  /// Why dana (the full-disk sender) is missing, when she is.
  var noFullDisk: String?
  let direct: String
  /// The chat bob's --exec watcher follows: only the watch trials write to it, so the watcher
  /// (which runs only during those) is not left a backlog of every other trial's messages.
  let watched: String
  let group: String
  var danaChat = ""
  var random: SeededRandom
  var outcome = SoakOutcome()
  /// Each scenario's longest useful wait before the kill, in ms: shortened when the tool had
  /// already finished, lengthened when the kill landed, so kills keep landing mid-run.
  var reach: [Scenario: Int] = [:]
  /// Imports: chat id → the texts it must hold.
  var imported: [String: [String]] = [:]

  init(seed: UInt64) throws {
    random = SeededRandom(seed: seed)
    world = Psst()
    share = world.root + "/share"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    world.environment["PSST_HUB"] = share + "/hub.db"
    alice = world
    bob = world.neighbour("bob-home")
    carol = world.neighbour("carol-home")
    execLog = world.root + "/exec.log"
    fullDisk = world.root + "/full"
    alice.addAccount("alice")
    bob.addAccount("bob")
    carol.addAccount("carol")
    direct = alice.createChat(as: "alice", ["bob"])
    group = alice.createChat(as: "alice", ["bob", "carol"], name: "soak", group: true)
    watched = alice.createChat(as: "alice", ["bob"], name: "watched", group: true)
    carol.syncChats("carol")
    bob.syncChats("bob")
    mountFullDisk()
  }

  /// A 16 MB tmpfs for dana's store (root only); without it the disk-full trials say why not.
  func mountFullDisk() {
    try? FileManager.default.createDirectory(atPath: fullDisk, withIntermediateDirectories: true)
    let mount = runCommand("/bin/mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", fullDisk])
    guard mount.status == 0 else {
      noFullDisk = "cannot mount a tmpfs (\(mount.output.trimmingCharacters(in: .whitespacesAndNewlines)))"
      return
    }
    let dana = Psst(home: fullDisk + "/dana", sharing: world)
    dana.environment["PSST_HUB"] = share + "/hub.db"
    dana.addAccount("dana")
    danaChat = dana.createChat(as: "dana", ["bob"])
    bob.syncChats("bob")
    self.dana = dana
  }

  func tearDown() {
    if dana != nil { _ = runCommand("/bin/umount", ["-l", fullDisk]) }
  }

  /// Every scenario in turn, in an order the seed shuffles per round.
  func scenario(for trial: Int) -> Scenario {
    let all = Scenario.allCases
    var round = SeededRandom(seed: random.seed &+ UInt64(trial / all.count))
    return all.shuffled(using: &round)[trial % all.count]
  }

  func run(trial: Int, _ scenario: Scenario) {
    outcome.trials[scenario.rawValue, default: 0] += 1
    switch scenario {
    case .send: killSend(trial)
    case .flush: killFlush(trial)
    case .sync: killSync(trial)
    case .importHistory: killImport(trial)
    case .watchExec: killWatch(trial)
    case .hubRemoved: removeHub(trial)
    case .diskFull: fillDisk(trial)
    }
  }

  // MARK: Trials

  /// Lines of JSON for psst-send: "t7-alice-0", "t7-alice-1", … in `chat`.
  func lines(_ trial: Int, _ sender: String, chat: String, count: Int, padding: Int = 0) -> String {
    let pad = String(repeating: "x", count: padding)
    return (0..<count).map {
      jsonLine(["chat": chat, "text": "t\(trial)-\(sender)-\($0)\(pad.isEmpty ? "" : " " + pad)"])
    }
    .joined(separator: "\n") + "\n"
  }

  /// Kills `tool` after a random wait within the scenario's reach; true when it was running.
  /// A tool that runs until it is stopped (psst-watch) has a fixed reach instead.
  @discardableResult
  func kill(_ tool: RunningTool, _ scenario: Scenario, within fixed: Int? = nil) -> Bool {
    let reach = fixed ?? self.reach[scenario] ?? 150
    usleep(UInt32(random.int(in: 2...max(3, reach)) * 1000))
    outcome.killsTried += 1
    guard tool.process.isRunning else {
      self.reach[scenario] = max(10, reach * 4 / 5)
      return false
    }
    tool.kill9()
    tool.waitForExit()
    let landed = tool.wasKilled
    if landed { outcome.killsLanded += 1 }
    if fixed == nil { self.reach[scenario] = min(5000, landed ? reach * 11 / 10 + 1 : max(10, reach * 4 / 5)) }
    return landed
  }

  func expectExit(_ result: ToolResult, _ allowed: Set<Int32>, _ what: String) {
    if result.looksLikeCrash || !allowed.contains(result.status) {
      outcome.problems.append("\(what): \(result.summary)")
    }
  }

  func killSend(_ trial: Int) {
    let (sender, account, chat) =
      random.bool() ? (alice, "alice", random.bool() ? direct : group) : (carol, "carol", group)
    let input = writeFile(
      world.root, "send-\(trial).jsonl", lines(trial, account, chat: chat, count: random.int(in: 200...1500)))
    let send = sender.start("psst-send", ["--account", account, "--format", "jsonl"], stdinFile: input)
    // Half the time a flush races the sender for the outbox, and is killed too.
    let flush = random.bool() ? sender.start("psst-queue", ["flush", "--account", account, "--wait"]) : nil
    kill(send, .send)
    if let flush { kill(flush, .send) }
    notePrinted(send.wait())
    _ = flush?.wait()
  }

  func killFlush(_ trial: Int) {
    let (sender, account) = random.bool() ? (alice, "alice") : (carol, "carol")
    let chat = account == "alice" && random.bool() ? direct : group
    let input = writeFile(
      world.root, "queue-\(trial).jsonl", lines(trial, account, chat: chat, count: random.int(in: 200...1500)))
    let queued = sender.run(
      "psst-send", ["--account", account, "--format", "jsonl"], stdinFile: input, env: ["PSST_OFFLINE": "1"])
    expectExit(queued, [75], "trial \(trial): psst-send offline")
    notePrinted(queued)
    let flush = sender.start("psst-queue", ["flush", "--account", account] + (random.bool() ? ["--wait"] : []))
    kill(flush, .flush)
  }

  func killSync(_ trial: Int) {
    // A backlog for bob first, then his sync is killed while it stores it.
    let input = writeFile(
      world.root, "backlog-\(trial).jsonl", lines(trial, "alice", chat: direct, count: random.int(in: 1000...2500)))
    let sent = alice.run("psst-send", ["--account", "alice", "--format", "jsonl"], stdinFile: input)
    expectExit(sent, [0], "trial \(trial): psst-send of the backlog")
    notePrinted(sent)
    let read = bob.start(
      "psst-read", ["--account", "bob", "--format", "jsonl", "--chat", direct, "--peek", "--last", "3"])
    kill(read, .sync)
  }

  func killImport(_ trial: Int) {
    let chat = "imp\(trial)"
    let count = random.int(in: 1000...3000)
    var records = [
      jsonLine(["type": "user", "id": "ivy", "name": "Ivy"]),
      jsonLine(["type": "chat", "id": chat, "name": "import \(trial)", "kind": "group", "members": ["alice", "ivy"]]),
    ]
    var texts: [String] = []
    for number in 0..<count {
      let text = "i\(trial)-\(number)"
      texts.append(text)
      let time = String(format: "2025-01-01T%02d:%02d:%02dZ", number / 3600 % 24, number / 60 % 60, number % 60)
      records.append(
        jsonLine([
          "type": "message", "id": "\(chat)-\(number)", "chat": chat, "sender": "ivy", "text": text, "ts": time,
        ]))
    }
    imported[chat] = texts
    let file = writeFile(world.root, "import-\(trial).jsonl", records.joined(separator: "\n") + "\n")
    let first = alice.start("psst-import", ["--account", "alice", "--no-embed", "--format", "jsonl", file])
    kill(first, .importHistory)
    let again = alice.run("psst-import", ["--account", "alice", "--no-embed", "--format", "jsonl", file])
    expectExit(again, [0], "trial \(trial): psst-import after the kill")
  }

  func killWatch(_ trial: Int) {
    let watch = startWatcher(once: false)
    // Messages arrive while the watcher runs --exec for each; it is killed while it does.
    let input = writeFile(
      world.root, "watched-\(trial).jsonl", lines(trial, "alice", chat: watched, count: random.int(in: 50...300)))
    let sent = alice.run("psst-send", ["--account", "alice", "--format", "jsonl"], stdinFile: input)
    expectExit(sent, [0], "trial \(trial): psst-send while bob watches")
    notePrinted(sent)
    kill(watch, .watchExec, within: 1000)
    watch.stopIfRunning()
  }

  /// bob's watcher: --exec appends each message event to the log, one at a time. The first run
  /// starts from the start; later runs resume from the saved cursor (see the note at `savedCursor`).
  func startWatcher(once: Bool) -> RunningTool {
    var arguments = [
      "--name", "soak", "--chat", watched, "--type", "message", "--jobs", "1", "--exec", "cat >> '\(execLog)'",
    ]
    if !savedCursor { arguments.append("--from-start") }
    if once { arguments.append("--once") }
    return bob.startWatch(as: "bob", arguments)
  }

  /// Whether bob's watcher has saved its cursor. Until it has, a restart needs --from-start: a
  /// kill -9 before the first save would otherwise make the next run start "from now" and skip
  /// what came in between (issue 14, item 8, which makes the first start durable).
  var savedCursor: Bool {
    let rows = runCommand(
      "/usr/bin/sqlite3", [bob.home + "/psst.db", "SELECT count(*) FROM watch_cursors WHERE name = 'soak'"])
    return rows.output.trimmingCharacters(in: .whitespacesAndNewlines) != "0"
  }

  func removeHub(_ trial: Int) {
    let away = world.root + "/share.away"
    let first = writeFile(
      world.root, "gone-a-\(trial).jsonl", lines(trial, "alice", chat: group, count: random.int(in: 300...1500)))
    let second = writeFile(
      world.root, "gone-c-\(trial).jsonl", lines(trial, "carol", chat: group, count: random.int(in: 300...1500)))
    let tools = [
      alice.start("psst-send", ["--account", "alice", "--format", "jsonl"], stdinFile: first),
      carol.start("psst-send", ["--account", "carol", "--format", "jsonl"], stdinFile: second),
      bob.start("psst-read", ["--account", "bob", "--format", "jsonl", "--chat", group, "--peek", "--last", "3"]),
    ]
    usleep(UInt32(random.int(in: 5...400) * 1000))
    outcome.hubRemovals += 1
    if rename(share, away) != 0 {
      outcome.problems.append("trial \(trial): cannot move the hub folder: errno \(errno)")
    }
    usleep(UInt32(random.int(in: 10...300) * 1000))
    if rename(away, share) != 0 { outcome.problems.append("trial \(trial): cannot bring the hub back: errno \(errno)") }
    for tool in tools {
      let result = tool.wait()
      // Sent (0), or queued because the hub was gone (75); psst-read prints what it has.
      expectExit(
        result, tool.tool == "psst-read" ? [0, 69, 75] : [0, 75], "trial \(trial): \(tool.tool) while the hub was away")
      if tool.tool == "psst-send" { notePrinted(result) }
    }
  }

  func fillDisk(_ trial: Int) {
    guard let dana else {
      outcome.trials["disk-full", default: 1] -= 1
      outcome.skipped["disk-full", default: 0] += 1
      return
    }
    // Fill the tmpfs to a few hundred KB of room, then send more than fits.
    let filler = fullDisk + "/filler"
    _ = runCommand("/bin/rm", ["-f", filler])
    let free = freeBytes(fullDisk)
    let room = random.int(in: 20...300) * 1024
    if free > room {
      _ = runCommand("/usr/bin/fallocate", ["-l", String(free - room), filler])
    }
    let input = writeFile(
      world.root, "full-\(trial).jsonl", lines(trial, "dana", chat: danaChat, count: 1500, padding: 300))
    let sent = dana.run("psst-send", ["--account", "dana", "--format", "jsonl"], stdinFile: input)
    if sent.status != 0 { outcome.diskFullFailures += 1 }
    // A full disk is an error with one line that says so, never a crash or a half-written store.
    if sent.looksLikeCrash || (sent.status != 0 && sent.stderrLines.isEmpty) {
      outcome.problems.append("trial \(trial): psst-send on a full disk: \(sent.summary)")
    }
    notePrinted(sent)
    // The check needs room itself (sqlite3 opens the store's shared-memory file): the filler
    // goes first, which changes nothing in the store.
    _ = runCommand("/bin/rm", ["-f", filler])
    let integrity = integrityCheck(dana.home + "/psst.db")
    if integrity != "ok" { outcome.problems.append("trial \(trial): dana's store after a full disk: \(integrity)") }
    // With room again, what was stored but not sent goes out.
    let flush = dana.run("psst-queue", ["flush", "--account", "dana", "--wait"])
    expectExit(flush, [0], "trial \(trial): psst-queue flush after the disk had room again")
  }

  func freeBytes(_ path: String) -> Int {
    var stats = statvfs()
    guard statvfs(path, &stats) == 0 else { return 0 }
    return Int(stats.f_bavail) * Int(stats.f_frsize)
  }

  /// Ids psst-send printed (a line cut by the kill is not a record).
  func notePrinted(_ result: ToolResult) {
    outcome.printed.formUnion(result.records.filter(\.isValid).compactMap(\.id))
  }

  // MARK: Verification

  func verify() -> SoakOutcome {
    let senders: [(Psst, String)] = [(alice, "alice"), (carol, "carol")] + (dana.map { [($0, "dana")] } ?? [])
    for (sender, account) in senders {
      expectExit(sender.run("psst-queue", ["flush", "--account", account, "--wait"]), [0], "final flush of \(account)")
      let left = sender.run("psst-queue", ["list", "--account", account, "--format", "jsonl"]).records
      if !left.isEmpty { outcome.problems.append("\(account) still has \(left.count) queued") }
    }
    var stored: [String: [Record]] = [:]
    for chat in [direct, group, watched, danaChat] where !chat.isEmpty {
      for (sender, account) in senders {
        let own = sender.read(as: account, ["--chat", chat, "--peek", "--no-sync"]).records.filter {
          $0.string("sender") == account
        }
        stored[chat, default: []] += own
      }
    }
    let storedIDs = Set(stored.values.flatMap { $0.compactMap(\.id) })
    let missingPrinted = outcome.printed.subtracting(storedIDs)
    if !missingPrinted.isEmpty { outcome.problems.append("\(missingPrinted.count) ids printed but not stored") }
    for (chat, sent) in stored { compare(chat: chat, sent: sent) }
    verifyImports()
    verifyExec()
    for path in [alice.home, bob.home, carol.home].map({ $0 + "/psst.db" }) + [share + "/hub.db"] {
      outcome.integrity[path] = integrityCheck(path)
    }
    if let dana { outcome.integrity[dana.home + "/psst.db"] = integrityCheck(dana.home + "/psst.db") }
    return outcome
  }

  /// bob has each stored message of `chat` once, nothing else from the senders, and each
  /// trial's messages from one sender in the order they were written.
  func compare(chat: String, sent: [Record]) {
    let result = bob.read(as: "bob", ["--chat", chat, "--peek"])
    expectExit(result, [0], "bob reading \(chat)")
    let received = result.records.filter { $0.type == "message" && $0.string("sender") != "bob" }
    var counts: [String: Int] = [:]
    for id in received.compactMap(\.id) { counts[id, default: 0] += 1 }
    let sentIDs = Set(sent.compactMap(\.id))
    outcome.delivered += counts.count
    outcome.lost += sentIDs.subtracting(counts.keys).count
    outcome.duplicated += counts.values.filter { $0 > 1 }.reduce(0) { $0 + $1 - 1 }
    outcome.strangers += Set(counts.keys).subtracting(sentIDs).count
    let texts = received.compactMap { $0.string("text") }
    if Set(texts).count != texts.count { outcome.problems.append("\(chat): a text arrived twice under another id") }
    var last: [String: Int] = [:]
    for text in texts {
      // "t12-alice-345 xxx": trial and sender name the batch, 345 its place in it.
      let head = text.split(separator: " ").first.map(String.init) ?? text
      guard let dash = head.lastIndex(of: "-"), let number = Int(head[head.index(after: dash)...]) else { continue }
      let batch = String(head[..<dash])
      if let previous = last[batch], previous > number { outcome.outOfOrder += 1 }
      last[batch] = number
    }
  }

  func verifyImports() {
    for (chat, texts) in imported {
      let rows = runCommand(
        "/usr/bin/sqlite3",
        [
          alice.home + "/psst.db",
          "SELECT text FROM messages WHERE account = 'alice' AND chat = '\(chat)' ORDER BY created_ms",
        ])
      let found = rows.output.split(separator: "\n").map(String.init)
      outcome.importedMessages += found.count
      if found != texts {
        outcome.problems.append("import \(chat): \(found.count) messages stored of \(texts.count), or not as written")
      }
    }
  }

  /// Every message bob received in the watched chat reached --exec at least once (a line after
  /// the last saved cursor runs again after kill -9: the documented at-least-once).
  func verifyExec() {
    let last = startWatcher(once: true).wait(timeout: 600)
    if last == nil { outcome.problems.append("the last psst-watch --once --exec did not end in 10 minutes") }
    let log = (try? String(contentsOfFile: execLog, encoding: .utf8)) ?? ""
    var seen: [String: Int] = [:]
    for line in log.split(separator: "\n") {
      if let id = Record(line: String(line)).id { seen[id, default: 0] += 1 }
    }
    let received = bob.read(as: "bob", ["--chat", watched, "--peek", "--no-sync"]).records.filter {
      $0.type == "message" && $0.string("sender") != "bob"
    }
    outcome.execMissing = received.compactMap(\.id).filter { seen[$0] == nil }.count
    outcome.execAgain = seen.values.filter { $0 > 1 }.reduce(0) { $0 + $1 - 1 }
  }

  func integrityCheck(_ path: String) -> String {
    runCommand("/usr/bin/sqlite3", [path, "PRAGMA integrity_check"]).output.trimmingCharacters(
      in: .whitespacesAndNewlines)
  }
}

/// What a soak found.
struct SoakOutcome {
  var trials: [String: Int] = [:]
  var skipped: [String: Int] = [:]
  var killsTried = 0
  var killsLanded = 0
  var hubRemovals = 0
  var diskFullFailures = 0
  var printed: Set<String> = []
  var delivered = 0
  var lost = 0
  var duplicated = 0
  var strangers = 0
  var outOfOrder = 0
  var importedMessages = 0
  var execMissing = 0
  var execAgain = 0
  var integrity: [String: String] = [:]
  var problems: [String] = []

  func summary(trials total: Int, seed: UInt64) -> String {
    let kinds = trials.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let notRun = skipped.isEmpty ? "" : " (not run: \(skipped.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))"
    let checked = integrity.values.allSatisfy { $0 == "ok" } ? "ok (\(integrity.count) databases)" : "FAILED"
    return "soak: \(total) trials (PSST_SOAK_SEED=\(seed)): \(kinds)\(notRun); kills landed \(killsLanded) of "
      + "\(killsTried); hub removed \(hubRemovals) times; full disk stopped \(diskFullFailures) sends; messages "
      + "\(delivered) delivered, \(importedMessages) imported; lost \(lost), duplicated \(duplicated), "
      + "out of order \(outOfOrder), unknown \(strangers); --exec missed \(execMissing), ran again \(execAgain) "
      + "(after kill -9, at least once); integrity \(checked); problems \(problems.count)"
  }
}

/// SplitMix64, for trials a seed replays.
struct SeededRandom: RandomNumberGenerator {
  let seed: UInt64
  private var state: UInt64

  init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func bool() -> Bool { Bool.random(using: &self) }
}

/// Runs a command to completion; its standard output and error together.
func runCommand(_ path: String, _ arguments: [String]) -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do {
    try process.run()
  } catch {
    return (-1, "\(error)")
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
