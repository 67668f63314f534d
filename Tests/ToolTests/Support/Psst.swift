import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What one run of a psst tool did, as a user at a shell would see it.
struct ToolResult: CustomStringConvertible {
  let tool: String
  let arguments: [String]
  let status: Int32
  let stdout: String
  let stderr: String

  /// Every non-empty stdout line parsed as a JSON object (a line that is not one fails the test
  /// through `Record.invalid`).
  var records: [Record] {
    stdout.split(separator: "\n", omittingEmptySubsequences: true).map { Record(line: String($0)) }
  }

  /// True when every stdout line is one JSON object.
  var allLinesAreJSON: Bool { records.allSatisfy(\.isValid) }

  /// The only record printed (nil when there is not exactly one).
  var record: Record? { records.count == 1 ? records[0] : nil }

  var stderrLines: [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// For failure messages: the command and what it said.
  var summary: String {
    "\(tool) \(arguments.joined(separator: " ")) → exit \(status)\nstdout: \(stdout.prefix(1500))\nstderr: \(stderr.prefix(600))"
  }

  var description: String { summary }

  /// True when stderr looks like a crash rather than a one-line diagnostic.
  var looksLikeCrash: Bool {
    ["Fatal error", "Stack dump", "Backtrace", "Current stack trace", "💣", "Program crashed", "0x0000"]
      .contains { stderr.contains($0) }
  }
}

/// One JSON Lines record, parsed with Foundation (independently of psst's own parser).
struct Record: CustomStringConvertible {
  let line: String
  let fields: [String: Any]
  let isValid: Bool

  init(line: String) {
    self.line = line
    if let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
    {
      fields = object
      isValid = true
    } else {
      fields = [:]
      isValid = false
    }
  }

  subscript(key: String) -> Any? { fields[key] }
  func string(_ key: String) -> String? { fields[key] as? String }
  func int(_ key: String) -> Int? {
    if let value = fields[key] as? Int { return value }
    if let value = fields[key] as? Double, value.rounded() == value { return Int(value) }
    return nil
  }
  func bool(_ key: String) -> Bool? {
    if let value = fields[key] as? Bool { return value }
    return nil
  }
  func strings(_ key: String) -> [String]? { fields[key] as? [String] }
  func objects(_ key: String) -> [Record]? {
    guard let items = fields[key] as? [Any] else { return nil }
    return items.map { item in
      let data = (try? JSONSerialization.data(withJSONObject: item, options: [])) ?? Data()
      return Record(line: String(decoding: data, as: UTF8.self))
    }
  }
  var type: String? { string("type") }
  var id: String? { string("id") }
  var description: String { line }
}

/// Where the built tools are: `PSST_BIN_DIR` (set by `make test`), else `.build/debug`.
enum Binaries {
  static let packageRoot: String = {
    // Tests/ToolTests/Support/Psst.swift → package root
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static let directory: String = {
    if let explicit = ProcessInfo.processInfo.environment["PSST_BIN_DIR"], !explicit.isEmpty { return explicit }
    return packageRoot + "/.build/debug"
  }()

  static func path(_ tool: String) -> String { directory + "/" + tool }
}

/// The sentence-embedding model for search tests: `PSST_TEST_MODEL_DIR` (set by `make test`),
/// else `.build-model/all-minilm-l6-v2` (what `scripts/fetch-model` makes).
enum Model {
  static var directory: String {
    if let explicit = ProcessInfo.processInfo.environment["PSST_TEST_MODEL_DIR"], !explicit.isEmpty { return explicit }
    return Binaries.packageRoot + "/.build-model/all-minilm-l6-v2"
  }
}

/// History the tests import: a trainer (kit), three clients, a staff member; three 1:1 chats and
/// two groups; replies, accents, a combining mark, emoji and a two-line message.
enum Fixtures {
  static let history = Binaries.packageRoot + "/Tests/Fixtures/history.jsonl"
}

/// A fresh temporary folder (mkdtemp), removed when the test's sandbox goes away.
final class TemporaryDirectory {
  let path: String

  init(_ label: String = "psst-tooltest") {
    var template = Array((NSTemporaryDirectory() + "/\(label)-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed with errno \(errno)")
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    if ProcessInfo.processInfo.environment["PSST_KEEP_TEMP"] == nil {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}

/// A user's machine for one test: its own `PSST_HOME` (and so its own hub), tools run as
/// child processes with that environment, the way a person runs them from a shell.
final class Psst: @unchecked Sendable {
  let temporary: TemporaryDirectory
  /// `PSST_HOME` for this sandbox.
  let home: String
  /// Extra variables for every run (e.g. `PSST_HUB`).
  var environment: [String: String] = [:]

  init(home: String? = nil, sharing other: Psst? = nil) {
    temporary = other?.temporary ?? TemporaryDirectory()
    self.home = home ?? temporary.path + "/home"
    try? FileManager.default.createDirectory(atPath: self.home, withIntermediateDirectories: true)
    // Owner-only whatever the umask: psst refuses a home others may write (umask 002 would
    // make this one group-writable).
    chmod(self.home, 0o700)
  }

  /// Another person's machine (its own store) using the same hub as this one.
  func neighbour(_ name: String) -> Psst {
    let other = Psst(home: temporary.path + "/" + name, sharing: self)
    other.environment["PSST_HUB"] = hubPath
    return other
  }

  var root: String { temporary.path }
  var hubPath: String { environment["PSST_HUB"] ?? home + "/hub.db" }

  /// The child environment: the parent's minus anything psst reads, plus this sandbox's.
  func childEnvironment(_ extra: [String: String]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix("PSST_") && !$0.key.hasPrefix("XDG_")
    }
    env["PSST_HOME"] = home
    // No embedding model unless a test asks for one (`environment["PSST_MODEL_DIR"] = Psst.modelDirectory`):
    // a model installed under HOME must not change what other tests see.
    env["PSST_MODEL_DIR"] = home + "/no-model"
    env["PSST_INDEX_BACKGROUND"] = "0"
    env["LC_ALL"] = "C.UTF-8"
    env["TZ"] = "UTC"
    for (key, value) in environment { env[key] = value }
    for (key, value) in extra { env[key] = value }
    return env.filter { !$0.value.isEmpty }
  }

  /// Runs `tool` with `arguments`, `stdin` (nothing: /dev/null) and extra environment; waits.
  @discardableResult
  func run(_ tool: String, _ arguments: [String] = [], stdin: String? = nil, env: [String: String] = [:]) -> ToolResult
  {
    let process = makeProcess(tool, arguments, stdin: stdin.map { Data($0.utf8) }, env: env)
    do {
      try process.process.run()
    } catch {
      return ToolResult(
        tool: tool, arguments: arguments, status: -1, stdout: "", stderr: "could not start \(tool): \(error)")
    }
    process.waitForExit()
    return process.result()
  }

  /// Runs with stdin read from a file (large inputs).
  @discardableResult
  func run(_ tool: String, _ arguments: [String] = [], stdinFile: String, env: [String: String] = [:]) -> ToolResult {
    let process = makeProcess(tool, arguments, stdinFile: stdinFile, env: env)
    try! process.process.run()
    process.waitForExit()
    return process.result()
  }

  /// Starts a tool without waiting (to kill it, or run several at once).
  func start(_ tool: String, _ arguments: [String] = [], stdinFile: String? = nil, env: [String: String] = [:])
    -> RunningTool
  {
    let running = makeProcess(tool, arguments, stdinFile: stdinFile, env: env)
    try! running.process.run()
    return running
  }

  private var counter = 0
  private let counterLock = NSLock()

  /// Runs `tool` with `stdin` written into a pipe that is then closed (a shell's `printf … |`,
  /// cron's empty pipe with ""), optionally as another user (`setpriv`; the test runs as root).
  @discardableResult
  func run(
    _ tool: String, _ arguments: [String] = [], pipedStdin: String, asUser user: UInt32? = nil,
    env: [String: String] = [:]
  ) -> ToolResult {
    let pipe = Pipe()
    let running = makeProcess(tool, arguments, stdinPipe: pipe, user: user, env: env)
    try! running.process.run()
    pipe.fileHandleForWriting.write(Data(pipedStdin.utf8))
    try? pipe.fileHandleForWriting.close()
    running.waitForExit()
    return running.result()
  }

  private func makeProcess(
    _ tool: String, _ arguments: [String], stdin: Data? = nil, stdinFile: String? = nil, stdinPipe: Pipe? = nil,
    user: UInt32? = nil, env: [String: String]
  ) -> RunningTool {
    counterLock.lock()
    counter += 1
    let serial = counter
    counterLock.unlock()
    let base = temporary.path + "/.io-\(getpid())-\(serial)-\(UInt32.random(in: 0...UInt32.max))"
    let process = Process()
    if let user {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments =
        ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--", Binaries.path(tool)] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: Binaries.path(tool))
      process.arguments = arguments
    }
    process.environment = childEnvironment(env)
    process.currentDirectoryURL = URL(fileURLWithPath: temporary.path)
    // Files rather than pipes: no deadlock on big outputs, and a killed child leaves what it wrote.
    if let stdinPipe {
      process.standardInput = stdinPipe
    } else if let stdinFile {
      process.standardInput = FileHandle(forReadingAtPath: stdinFile)
    } else if let stdin {
      _ = FileManager.default.createFile(atPath: base + ".in", contents: stdin)
      process.standardInput = FileHandle(forReadingAtPath: base + ".in")
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
    _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: base + ".out")
    process.standardError = FileHandle(forWritingAtPath: base + ".err")
    return RunningTool(tool: tool, arguments: arguments, process: process, outputBase: base)
  }

  // MARK: conveniences for common steps

  /// `psst-account add ID` (JSON Lines), requiring success.
  @discardableResult
  func addAccount(_ id: String, name: String? = nil, role: String? = nil) -> ToolResult {
    var arguments = ["add", id, "--format", "jsonl"]
    if let name { arguments += ["--name", name] }
    if let role { arguments += ["--role", role] }
    return run("psst-account", arguments)
  }

  /// Creates a chat as `account` and returns its id ("" when it failed).
  func createChat(as account: String, _ members: [String], name: String? = nil, group: Bool = false) -> String {
    var arguments = ["create", "--account", account, "--format", "jsonl"] + members
    if let name { arguments += ["--name", name] }
    if group { arguments.append("--group") }
    return run("psst-chat", arguments).record?.id ?? ""
  }

  /// Lets each account learn the chats others opened with it (`psst-chat list` syncs).
  func syncChats(_ accounts: String...) {
    for account in accounts { run("psst-chat", ["list", "--account", account]) }
  }

  /// `psst-send --chat CHAT TEXT` as `account`.
  @discardableResult
  func send(as account: String, chat: String, _ text: String, extra: [String] = [], env: [String: String] = [:])
    -> ToolResult
  {
    run("psst-send", ["--account", account, "--chat", chat, "--format", "jsonl"] + extra + [text], env: env)
  }

  /// `psst-read` as `account` with `arguments`, JSON Lines.
  @discardableResult
  func read(as account: String, _ arguments: [String] = [], env: [String: String] = [:]) -> ToolResult {
    run("psst-read", ["--account", account, "--format", "jsonl"] + arguments, env: env)
  }

  /// Messages `account` has in `chat` (all of them, without marking anything read).
  func messages(as account: String, chat: String) -> [Record] {
    read(as: account, ["--chat", chat, "--peek"]).records.filter { $0.type == "message" }
  }
}

/// A started tool; its output is collected from files once it ends.
final class RunningTool: @unchecked Sendable {
  let tool: String
  let arguments: [String]
  let process: Process
  let outputBase: String

  init(tool: String, arguments: [String], process: Process, outputBase: String) {
    self.tool = tool
    self.arguments = arguments
    self.process = process
    self.outputBase = outputBase
  }

  var pid: Int32 { process.processIdentifier }

  func kill9() { _ = kill(process.processIdentifier, SIGKILL) }

  func wait() -> ToolResult {
    waitForExit()
    return result()
  }

  /// Waits for the child; polls `isRunning` finely (`waitUntilExit` alone polls every 50 ms).
  func waitForExit() {
    while process.isRunning { usleep(1000) }
    process.waitUntilExit()
  }

  /// True if the process was ended by a signal rather than exiting.
  var wasKilled: Bool { process.terminationReason == .uncaughtSignal }

  fileprivate func result() -> ToolResult {
    let out = (try? String(contentsOfFile: outputBase + ".out", encoding: .utf8)) ?? ""
    let err = (try? String(contentsOfFile: outputBase + ".err", encoding: .utf8)) ?? ""
    let status =
      process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    return ToolResult(tool: tool, arguments: arguments, status: status, stdout: out, stderr: err)
  }
}

/// A send the relationship rules refused by `rule`: exit 77, the rule named, the message kept
/// as failed with the rule as its reason.
func expectRefusedByRule(_ result: ToolResult, by rule: String, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(result.status == 77, "\(result.summary)", sourceLocation: sourceLocation)
  #expect(
    result.stderr.components(separatedBy: "rule: \(rule)").count == 2, "the rule is said once: \(result.summary)",
    sourceLocation: sourceLocation)
  #expect(result.record?.string("state") == "failed", "\(result.summary)", sourceLocation: sourceLocation)
  #expect(result.record?.string("failure")?.contains("rule: \(rule)") == true, sourceLocation: sourceLocation)
}

/// Runs jobs on real threads at once (the test's cooperative pool is too small to block in).
func runConcurrently(_ jobs: [@Sendable () -> Void]) {
  let group = DispatchGroup()
  for job in jobs {
    group.enter()
    let thread = Thread {
      job()
      group.leave()
    }
    thread.start()
  }
  group.wait()
}

/// JSON Lines for psst-send's stdin.
func jsonLine(_ fields: [String: Any]) -> String {
  let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
  return String(decoding: data, as: UTF8.self)
}

/// Writes `text` to a new file in `directory` and returns its path.
func writeFile(_ directory: String, _ name: String, _ text: String) -> String {
  let path = directory + "/" + name
  _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  return path
}

func writeFile(_ directory: String, _ name: String, bytes: [UInt8]) -> String {
  let path = directory + "/" + name
  _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  return path
}

// MARK: long-running tools (psst-watch)

extension RunningTool {
  /// What the tool has written to stdout so far (it may still be running).
  var stdoutSoFar: String { (try? String(contentsOfFile: outputBase + ".out", encoding: .utf8)) ?? "" }

  /// The complete stdout lines written so far, parsed (a line still being written is left out).
  var recordsSoFar: [Record] {
    var text = stdoutSoFar
    if let lastNewline = text.lastIndex(of: "\n") {
      text = String(text[...lastNewline])
    } else {
      text = ""
    }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map { Record(line: String($0)) }
  }

  /// Polls stdout (every 10 ms) until `predicate` holds for the records so far or `timeout`
  /// seconds pass; returns the records either way.
  @discardableResult
  func waitForRecords(timeout: Double = 15, until predicate: ([Record]) -> Bool) -> [Record] {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let records = recordsSoFar
      if predicate(records) || Date() >= deadline { return records }
      usleep(10_000)
    }
  }

  /// Polls stdout until it holds at least `count` lines (or `timeout` seconds pass).
  @discardableResult
  func waitForRecords(count: Int, timeout: Double = 15) -> [Record] {
    waitForRecords(timeout: timeout) { $0.count >= count }
  }

  /// Sends `signal` to the tool.
  func signal(_ signal: Int32) { _ = kill(process.processIdentifier, signal) }

  /// Waits up to `timeout` seconds for the tool to end; nil (after a kill -9) if it did not.
  func wait(timeout: Double) -> ToolResult? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2000) }
    if process.isRunning {
      kill9()
      waitForExit()
      return nil
    }
    waitForExit()
    return result()
  }

  /// Ends the tool with kill -9 if it still runs (cleanup after a failed expectation).
  func stopIfRunning() {
    if process.isRunning { kill9() }
    waitForExit()
  }
}

extension Psst {
  /// Starts `psst-watch --account ACCOUNT --format jsonl ARGUMENTS` with stdout to a file, with
  /// SIGINT and SIGTERM deliverable (as from a shell; see `withStopSignalsUnblocked`).
  func startWatch(as account: String, _ arguments: [String] = []) -> RunningTool {
    withStopSignalsUnblocked { start("psst-watch", ["--account", account, "--format", "jsonl"] + arguments) }
  }

  /// `psst-watch --account ACCOUNT --format jsonl --once ARGUMENTS`.
  @discardableResult
  func watchOnce(as account: String, _ arguments: [String] = []) -> ToolResult {
    run("psst-watch", ["--account", account, "--format", "jsonl", "--once"] + arguments)
  }
}

/// Runs `body` (which starts child processes) with SIGINT and SIGTERM unblocked in the calling
/// thread. The test runner's threads block them, and Foundation's `Process` passes the blocked
/// mask on to its children, where a stop signal would then never arrive; a shell starts tools
/// with them unblocked.
func withStopSignalsUnblocked<T>(_ body: () throws -> T) rethrows -> T {
  var stopSignals = sigset_t()
  sigemptyset(&stopSignals)
  sigaddset(&stopSignals, SIGINT)
  sigaddset(&stopSignals, SIGTERM)
  var previous = sigset_t()
  pthread_sigmask(SIG_UNBLOCK, &stopSignals, &previous)
  defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
  return try body()
}

/// The time of an ISO 8601 timestamp as the tools print it, with or without milliseconds.
func isoDate(_ text: String?) -> Date? {
  guard let text else { return nil }
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
  if let date = formatter.date(from: text) { return date }
  formatter.formatOptions = [.withInternetDateTime]
  return formatter.date(from: text)
}
