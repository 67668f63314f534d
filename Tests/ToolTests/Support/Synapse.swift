import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The Matrix suites run against a throwaway Synapse that `scripts/with-synapse` (what `make
/// test` runs) starts before the tests and stops after them. It exports:
///
///     PSST_TEST_SYNAPSE_URL   http://127.0.0.1:PORT
///     PSST_TEST_SYNAPSE_DIR   its folder (scripts/synapse DIR commands)
///     PSST_TEST_PYTHON        the venv's python (runs scripts/synapse, nio-client, fault-proxy)
///     PSST_TEST_SCRIPTS       the scripts/ folder
///
/// Every test registers users of its own (a random suffix on each name), so tests run in
/// parallel against the one server. Tests that stop a server start one of their own
/// (`Synapse.startPrivate`).
struct Synapse: Sendable {
  let url: String
  let directory: String
  let python: String
  let scripts: String

  /// The server `scripts/with-synapse` started, or nil when the variables are not set.
  static let shared: Synapse? = {
    let env = ProcessInfo.processInfo.environment
    guard let url = env["PSST_TEST_SYNAPSE_URL"], !url.isEmpty,
      let directory = env["PSST_TEST_SYNAPSE_DIR"], !directory.isEmpty,
      let python = env["PSST_TEST_PYTHON"], !python.isEmpty,
      let scripts = env["PSST_TEST_SCRIPTS"], !scripts.isEmpty
    else { return nil }
    return Synapse(url: url, directory: directory, python: python, scripts: scripts)
  }()

  /// The shared server; records a failure saying how to run the Matrix tests when there is none.
  static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> Synapse {
    guard let shared else {
      Issue.record(
        """
        no Synapse: PSST_TEST_SYNAPSE_URL, PSST_TEST_SYNAPSE_DIR, PSST_TEST_PYTHON and PSST_TEST_SCRIPTS \
        are not set; run the Matrix tests via make test / scripts/with-synapse \
        (e.g. PSST_BIN_DIR=$(swift build --show-bin-path) scripts/with-synapse swift test --filter Matrix)
        """, sourceLocation: sourceLocation)
      throw FixtureError("no Synapse (run via make test / scripts/with-synapse)")
    }
    return shared
  }

  /// Starts a second homeserver of the test's own in `directory` (for tests that stop and
  /// restart it without disturbing the suites using the shared one). Stop it with `stop()`.
  static func startPrivate(in directory: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Synapse {
    let shared = try require(sourceLocation: sourceLocation)
    let result = runProgram(
      shared.python, [shared.scripts + "/synapse", "start", directory],
      env: ["PSST_TEST_SYNAPSE_DIR": directory], timeout: 120)
    let url = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    guard result.status == 0, url.hasPrefix("http://") else {
      runProgram(shared.python, [shared.scripts + "/synapse", "stop", directory], timeout: 30)
      Issue.record("could not start a private Synapse: \(result.summary)", sourceLocation: sourceLocation)
      throw FixtureError("private Synapse did not start")
    }
    return Synapse(url: url, directory: directory, python: shared.python, scripts: shared.scripts)
  }

  /// Runs `scripts/NAME ARGUMENTS` with the venv's python, with this server's folder as
  /// `PSST_TEST_SYNAPSE_DIR` (nio-client caches its logins there).
  func script(_ name: String, _ arguments: [String], env: [String: String] = [:], timeout: Double = 120)
    -> ToolResult
  {
    var environment = ["PSST_TEST_SYNAPSE_DIR": directory]
    for (key, value) in env { environment[key] = value }
    return runProgram(python, [scripts + "/" + name] + arguments, env: environment, timeout: timeout, label: name)
  }

  // MARK: users

  /// Registers a new user named `name` plus a random suffix, with a random password.
  func register(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> MatrixUser {
    let localpart = "\(name.lowercased())-\(randomToken(8))"
    let password = "pw-\(randomToken(20))"
    let result = script("synapse", ["register", directory, localpart, password])
    let record = result.records.last
    guard result.status == 0, let userID = record?.string("user_id"), record?.bool("created") == true else {
      Issue.record("could not register \(localpart): \(result.summary)", sourceLocation: sourceLocation)
      throw FixtureError("registration failed")
    }
    return MatrixUser(localpart: localpart, id: userID, password: password)
  }

  /// A person on a machine of their own: a new user, and a psst home logged in to it as
  /// account `account` (default: `name`). `homeserver` overrides the URL psst logs in to (a
  /// fault proxy in front of this server).
  func person(
    _ name: String, account: String? = nil, role: String? = nil, homeserver: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> MatrixPerson {
    let user = try register(name, sourceLocation: sourceLocation)
    return try device(
      of: user, account: account ?? name, role: role, homeserver: homeserver, sourceLocation: sourceLocation)
  }

  /// A (further) psst home logged in to `user`'s Matrix account: another device of theirs.
  func device(
    of user: MatrixUser, account: String, role: String? = nil, homeserver: String? = nil, in psst: Psst = Psst(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> MatrixPerson {
    let added = psst.matrixAccount(account, user: user, homeserver: homeserver ?? url, role: role)
    guard added.status == 0, added.record?.string("transport") == "matrix" else {
      Issue.record(
        "could not add Matrix account \(account) for \(user.id): \(added.summary)", sourceLocation: sourceLocation)
      throw FixtureError("psst-account add --matrix failed")
    }
    return MatrixPerson(psst: psst, account: account, user: user, added: added)
  }

  /// Per-user override of Synapse's message rate limit (events, redactions, room creation).
  func ratelimit(_ user: MatrixUser, perSecond: Int, burst: Int) -> ToolResult {
    script("synapse", ["ratelimit", directory, user.id, "--per-second", "\(perSecond)", "--burst", "\(burst)"])
  }

  // MARK: the independent client

  /// `scripts/nio-client ARGUMENTS` as `user` (matrix-nio); one JSON object per output line.
  func nio(_ user: MatrixUser, _ arguments: [String], timeout: Double = 120) -> ToolResult {
    script(
      "nio-client", ["--url", url, "--user", user.localpart, "--password", user.password] + arguments,
      timeout: timeout)
  }

  /// The `m.room.message` events of `room` as `user` sees them (oldest first), via nio.
  func nioMessages(_ user: MatrixUser, room: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [Record]
  {
    let result = nio(user, ["messages", room])
    guard result.status == 0, result.allLinesAreJSON else {
      Issue.record("nio-client messages failed: \(result.summary)", sourceLocation: sourceLocation)
      throw FixtureError("nio-client messages failed")
    }
    return result.records
  }

  // MARK: stopping and restarting

  /// `scripts/synapse stop DIR` (SIGTERM, SIGKILL after 10 s).
  @discardableResult
  func stop() -> ToolResult { script("synapse", ["stop", directory]) }

  /// `scripts/synapse start DIR`: starts it again on the same port, with the same database.
  @discardableResult
  func start() -> ToolResult { script("synapse", ["start", directory]) }
}

/// A Matrix user registered for one test.
struct MatrixUser: Sendable, CustomStringConvertible {
  let localpart: String
  /// `@localpart:localhost`
  let id: String
  let password: String
  var description: String { id }
}

struct FixtureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension Psst {
  /// `echo PASSWORD | psst-account add ID --matrix URL --user LOCALPART --password-stdin`.
  @discardableResult
  func matrixAccount(
    _ id: String, user: MatrixUser, homeserver: String, role: String? = nil, name: String? = nil,
    env: [String: String] = [:]
  ) -> ToolResult {
    var arguments = [
      "add", id, "--matrix", homeserver, "--user", user.localpart, "--password-stdin", "--format", "jsonl",
    ]
    if let role { arguments += ["--role", role] }
    if let name { arguments += ["--name", name] }
    return run("psst-account", arguments, stdin: user.password + "\n", env: env)
  }
}

/// One person's psst, logged in to Matrix: their own `PSST_HOME` and local account id.
final class MatrixPerson: @unchecked Sendable {
  let psst: Psst
  /// The local psst account id (how psst names this person's own user).
  let account: String
  let user: MatrixUser
  /// What `psst-account add` printed.
  let added: ToolResult

  init(psst: Psst, account: String, user: MatrixUser, added: ToolResult) {
    self.psst = psst
    self.account = account
    self.user = user
    self.added = added
  }

  /// `@localpart:localhost`: how everyone else's psst names this person.
  var id: String { user.id }
  var device: String? { added.record?.string("device") }

  /// `TOOL [SUBCOMMAND] --account ACCOUNT --format jsonl ARGUMENTS`.
  @discardableResult
  func run(
    _ tool: String, _ subcommand: String? = nil, _ arguments: [String] = [], stdin: String? = nil,
    env: [String: String] = [:]
  ) -> ToolResult {
    psst.run(
      tool, (subcommand.map { [$0] } ?? []) + ["--account", account, "--format", "jsonl"] + arguments, stdin: stdin,
      env: env)
  }

  /// `psst-chat list` (syncs first).
  func chats() -> [Record] { run("psst-chat", "list").records.filter { $0.type == "chat" } }

  /// `psst-chat create MEMBERS...` (end-to-end encrypted unless `unencrypted`), requiring
  /// success; returns the chat record.
  func createChat(
    _ members: [String], name: String? = nil, group: Bool = false, unencrypted: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Record {
    var arguments = members
    if let name { arguments += ["--name", name] }
    if group { arguments.append("--group") }
    if unencrypted { arguments.append("--unencrypted") }
    let result = run("psst-chat", "create", arguments)
    guard result.status == 0, let chat = result.record, chat.type == "chat", chat.id != nil else {
      Issue.record("psst-chat create failed: \(result.summary)", sourceLocation: sourceLocation)
      throw FixtureError("psst-chat create failed")
    }
    return chat
  }

  /// `psst-send --chat CHAT TEXT`.
  @discardableResult
  func send(chat: String, _ text: String, _ extra: [String] = [], env: [String: String] = [:]) -> ToolResult {
    run("psst-send", nil, ["--chat", chat] + extra + [text], env: env)
  }

  /// `psst-send --chat CHAT TEXT`, requiring it sent; returns the message record.
  func sent(chat: String, _ text: String, _ extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Record
  {
    let result = send(chat: chat, text, extra)
    guard result.status == 0, let message = result.record, message.string("state") == "sent" else {
      Issue.record("psst-send failed: \(result.summary)", sourceLocation: sourceLocation)
      throw FixtureError("psst-send failed")
    }
    return message
  }

  /// `psst-read ARGUMENTS` (JSON Lines).
  @discardableResult
  func read(_ arguments: [String] = [], env: [String: String] = [:]) -> ToolResult {
    psst.read(as: account, arguments, env: env)
  }

  /// Every message of `chat` (syncing first, marking nothing read).
  func messages(chat: String, _ extra: [String] = []) -> [Record] {
    read(["--chat", chat, "--peek"] + extra).records.filter { $0.type == "message" }
  }

  /// Syncs until the chat list has a chat matching `predicate` (invitations take a sync or two).
  func waitForChat(timeout: Double = 20, where predicate: @escaping (Record) -> Bool) -> Record? {
    eventually(timeout: timeout) { self.chats().first(where: predicate) }
  }

  func waitForChat(_ id: String, timeout: Double = 20) -> Record? {
    waitForChat(timeout: timeout) { $0.id == id }
  }

  /// Syncs until `predicate` holds for the messages of `chat`; returns the last messages seen.
  @discardableResult
  func waitForMessages(
    chat: String, _ extra: [String] = [], timeout: Double = 20, until predicate: @escaping ([Record]) -> Bool
  ) -> [Record] {
    var last: [Record] = []
    _ = eventually(timeout: timeout) { () -> Bool? in
      last = self.messages(chat: chat, extra)
      return predicate(last) ? true : nil
    }
    return last
  }

  /// `psst-watch --account ACCOUNT --format jsonl ARGUMENTS`, running.
  func startWatch(_ arguments: [String] = []) -> RunningTool { psst.startWatch(as: account, arguments) }
}

/// An HTTP proxy in front of a homeserver that injects faults (`scripts/fault-proxy`): rules
/// are written to its control file, every request is logged to `control.log`. It runs in the
/// foreground as this test's own child process (a `--background` server would inherit the
/// descriptor Foundation watches for the child's exit, and the wait would never end).
final class FaultProxy: @unchecked Sendable {
  let synapse: Synapse
  let upstream: String
  let control: String
  private var process: Process?
  private(set) var url: String = ""
  private(set) var port: Int = 0
  private let output: String

  /// Starts a proxy to `upstream` (default: the server) in `directory`, on a free port.
  init(
    _ synapse: Synapse, upstream: String? = nil, directory: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    self.synapse = synapse
    self.upstream = upstream ?? synapse.url
    control = directory + "/fault-control.json"
    output = directory + "/fault-proxy"
    try launch(port: 0, sourceLocation: sourceLocation)
  }

  private func launch(port requested: Int, sourceLocation: SourceLocation) throws {
    _ = FileManager.default.createFile(atPath: output + ".out", contents: nil)
    _ = FileManager.default.createFile(atPath: output + ".err", contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: synapse.python)
    process.arguments = [
      synapse.scripts + "/fault-proxy", "--listen", "\(requested)", "--upstream", upstream, "--control", control,
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(forWritingAtPath: output + ".out")
    process.standardError = FileHandle(forWritingAtPath: output + ".err")
    do {
      try withStopSignalsUnblocked { try process.run() }
    } catch {
      Issue.record("could not start fault-proxy: \(error)", sourceLocation: sourceLocation)
      throw FixtureError("fault-proxy did not start")
    }
    self.process = process
    // It prints its URL once it accepts connections.
    let printed = eventually(timeout: 30, interval: 0.02) { () -> String? in
      let text = (try? String(contentsOfFile: output + ".out", encoding: .utf8)) ?? ""
      if let line = text.split(separator: "\n").first, text.contains("\n") { return String(line) }
      return process.isRunning ? nil : ""
    }
    guard let printed, printed.hasPrefix("http://127.0.0.1:"), let port = Int(printed.split(separator: ":").last!)
    else {
      let errors = (try? String(contentsOfFile: output + ".err", encoding: .utf8)) ?? ""
      Issue.record("fault-proxy did not start: \(printed ?? "(nothing)") \(errors)", sourceLocation: sourceLocation)
      stop()
      throw FixtureError("fault-proxy did not start")
    }
    url = printed
    self.port = port
  }

  /// Replaces the rules (written atomically: temp file, rename).
  func set(_ rules: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: rules, options: [.sortedKeys])
    let temporary = control + ".tmp"
    _ = FileManager.default.createFile(atPath: temporary, contents: data)
    _ = rename(temporary, control)
  }

  func clear() { set([:]) }

  /// "METHOD PATH STATUS" for every request so far.
  var log: [String] {
    ((try? String(contentsOfFile: control + ".log", encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
  }

  /// Log lines of requests whose path contains `match` and whose status is `status`.
  func requests(matching match: String, status: String? = nil) -> [String] {
    log.filter { line in
      let parts = line.split(separator: " ")
      guard parts.count == 3, parts[1].contains(match) else { return false }
      return status == nil || String(parts[2]) == status
    }
  }

  /// Ends the proxy (its own child: SIGTERM, then SIGKILL): requests to its URL are refused.
  func stop() {
    guard let process else { return }
    self.process = nil
    if process.isRunning {
      _ = kill(process.processIdentifier, SIGTERM)
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      if process.isRunning { _ = kill(process.processIdentifier, SIGKILL) }
    }
    while process.isRunning { usleep(5_000) }
    process.waitUntilExit()
  }

  /// Starts it again on the same port (same URL), keeping the log.
  func restart(sourceLocation: SourceLocation = #_sourceLocation) throws {
    stop()
    try launch(port: port, sourceLocation: sourceLocation)
  }

  deinit { stop() }
}

// MARK: helpers

/// Calls `probe` every `interval` seconds until it returns a value or `timeout` seconds pass.
func eventually<T>(timeout: Double = 20, interval: Double = 0.2, _ probe: () -> T?) -> T? {
  let deadline = Date().addingTimeInterval(timeout)
  while true {
    if let value = probe() { return value }
    if Date() >= deadline { return nil }
    usleep(useconds_t(interval * 1_000_000))
  }
}

func randomToken(_ length: Int) -> String {
  let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
  return String((0..<length).map { _ in alphabet.randomElement()! })
}

func randomBytes(_ count: Int) -> [UInt8] {
  var generator = SystemRandomNumberGenerator()
  return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
}

/// Runs a program (not a psst tool) and waits at most `timeout` seconds (then kills it, status
/// -9). Output goes through files, so a big output cannot block it.
@discardableResult
func runProgram(
  _ executable: String, _ arguments: [String], stdin: String? = nil, env: [String: String] = [:],
  timeout: Double = 120, label: String? = nil
) -> ToolResult {
  let base = NSTemporaryDirectory() + "/psst-program-\(getpid())-\(randomToken(12))"
  defer {
    for suffix in [".in", ".out", ".err"] { try? FileManager.default.removeItem(atPath: base + suffix) }
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  for (key, value) in env { environment[key] = value }
  process.environment = environment
  if let stdin {
    _ = FileManager.default.createFile(atPath: base + ".in", contents: Data(stdin.utf8))
    process.standardInput = FileHandle(forReadingAtPath: base + ".in")
  } else {
    process.standardInput = FileHandle.nullDevice
  }
  _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
  _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
  process.standardOutput = FileHandle(forWritingAtPath: base + ".out")
  process.standardError = FileHandle(forWritingAtPath: base + ".err")
  let name = label ?? URL(fileURLWithPath: executable).lastPathComponent
  do {
    // Unblocked SIGINT/SIGTERM (see withStopSignalsUnblocked): a server a script starts
    // (Synapse) must stop on `scripts/synapse stop`'s SIGTERM.
    try withStopSignalsUnblocked { try process.run() }
  } catch {
    return ToolResult(tool: name, arguments: arguments, status: -1, stdout: "", stderr: "could not start: \(error)")
  }
  let deadline = Date().addingTimeInterval(timeout)
  var timedOut = false
  while process.isRunning {
    if Date() >= deadline {
      timedOut = true
      _ = kill(process.processIdentifier, SIGKILL)
      break
    }
    usleep(5_000)
  }
  process.waitUntilExit()
  let out = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
  var err = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
  if timedOut { err += "\n(killed after \(timeout) s)" }
  return ToolResult(
    tool: name, arguments: arguments, status: timedOut ? -9 : process.terminationStatus, stdout: out, stderr: err)
}

extension Record {
  /// A chat record's name without the mark psst appends to an end-to-end encrypted room's.
  var plainName: String? {
    string("name").map { $0.hasSuffix(" [end-to-end encrypted]") ? String($0.dropLast(23)) : $0 }
  }
}
