import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a shell command per event with the event's JSON line on its standard input, at most
/// `limit` at a time (the next event waits for a free slot: back-pressure, not a pile-up).
final class ExecPool {
  private let command: String
  private let limit: Int
  private var running: [pid_t: Int64] = [:]
  /// The first event whose command was killed by a signal (Ctrl-C reaches the whole process
  /// group): it did not finish, so the saved cursor stays before it and the next run under the
  /// same name runs it again.
  private var firstKilled: Int64?

  /// The first event whose command has not finished (still running, or killed): a named
  /// watcher saves no cursor at or past it.
  var firstUnfinished: Int64? { (Array(running.values) + [firstKilled].compactMap { $0 }).min() }

  init(command: String, limit: Int) {
    self.command = command
    self.limit = max(1, limit)
    // Children must be waitable, whatever our parent left SIGCHLD set to.
    signal(SIGCHLD, SIG_DFL)
  }

  /// Starts the command for one event after waiting for a free slot; false (nothing started)
  /// when a stop signal came while waiting.
  func run(_ line: String, cursor: Int64, type: String) throws -> Bool {
    while running.count >= limit {
      reap(blocking: true)
      if StopSignal.requested { return false }
    }
    reap(blocking: false)
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw PsstError.internalFailure("pipe: \(String(cString: strerror(errno)))") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    // The command starts as a shell would start it: default SIGPIPE (psst ignores it for
    // itself) and no blocked signals.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var noneBlocked = sigset_t()
    sigemptyset(&noneBlocked)
    posix_spawnattr_setsigmask(&attributes, &noneBlocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var environment = currentEnvironment().filter { !$0.hasPrefix("PSST_EVENT_") }
    environment += ["PSST_EVENT_CURSOR=\(cursor)", "PSST_EVENT_TYPE=\(type)"]
    let arguments = ["/bin/sh", "-c", command]
    var pid: pid_t = 0
    let status = withCStrings(arguments) { argv in
      withCStrings(environment) { envp in posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp) }
    }
    close(pipeEnds[0])
    guard status == 0 else {
      close(pipeEnds[1])
      throw PsstError.internalFailure("cannot run --exec command: \(String(cString: strerror(status)))")
    }
    running[pid] = cursor
    let bytes = Array((line + "\n").utf8)
    // A command that does not read its input just misses it (SIGPIPE is ignored).
    _ = bytes.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
    close(pipeEnds[1])
    return true
  }

  /// Waits for every command still running.
  func finish() {
    while !running.isEmpty { reap(blocking: true) }
  }

  private func reap(blocking: Bool) {
    while !running.isEmpty {
      var status: Int32 = 0
      let pid = waitpid(-1, &status, blocking ? 0 : WNOHANG)
      if pid < 0 && errno == EINTR {
        if StopSignal.requested { return }
        continue
      }
      if pid < 0 && errno == ECHILD {
        running.removeAll()  // nothing left to wait for, whatever we thought
        return
      }
      guard pid > 0, let cursor = running.removeValue(forKey: pid) else { return }
      let exited = status & 0x7f == 0
      let code = (status >> 8) & 0xff
      if !exited { firstKilled = min(firstKilled ?? cursor, cursor) }
      if !exited || code != 0 {
        Diagnostics.line("\(toolName): --exec for event \(cursor) \(exited ? "exited with \(code)" : "was killed")")
      }
      if blocking { return }
    }
  }

  private func currentEnvironment() -> [String] {
    var result: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      result.append(String(cString: entry))
      pointer += 1
    }
    return result
  }
}

/// Calls `body` with a NULL-terminated C array of the strings.
func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
  var pointers = strings.map { strdup($0) }
  pointers.append(nil)
  defer { for pointer in pointers { free(pointer) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
