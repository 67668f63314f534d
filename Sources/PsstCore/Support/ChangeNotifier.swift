#if canImport(Glibc)
  import Glibc
#endif

/// Sleeps until one of a few SQLite files is written by any process (inotify on their
/// folders, filtered to the files' names and their `-wal` journals), a timeout passes, or a
/// signal arrives. No polling: an idle watcher costs nothing.
public final class ChangeNotifier {
  private let fd: Int32
  private var watchedNames: [Int32: Set<String>] = [:]

  /// Watches the given database files (they may not exist yet; their folders must).
  public init(files: [String]) throws {
    fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else {
      throw PsstError.internalFailure("inotify: \(String(cString: strerror(errno)))")
    }
    for file in files {
      let folder = FileSystem.directoryName(file)
      let mask = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE)
      let descriptor = inotify_add_watch(fd, folder, mask)
      guard descriptor >= 0 else { continue }
      let name = FileSystem.baseName(file)
      watchedNames[descriptor, default: []].formUnion([name, name + "-wal"])
    }
  }

  deinit { close(fd) }

  public enum Wake { case changed, timeout, interrupted, outputClosed }

  /// Waits up to `timeoutMillis` (negative: forever) for a write to a watched file. Also
  /// returns `.outputClosed` as soon as the reader of standard output (a pipe) goes away, so
  /// `psst-watch | head -5` ends without waiting for one more event.
  public func wait(timeoutMillis: Int) -> Wake {
    if drain() { return .changed }
    let deadline = Clock.monotonicNanos() + UInt64(max(0, timeoutMillis)) * 1_000_000
    while true {
      let left = timeoutMillis < 0 ? -1 : Int((deadline &- min(deadline, Clock.monotonicNanos())) / 1_000_000)
      var descriptors = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: STDOUT_FILENO, events: 0, revents: 0),
        pollfd(fd: StopSignal.wakeFD, events: Int16(POLLIN), revents: 0),
      ]
      // A signal that came just before poll() still wakes it: its handler wrote to the pipe.
      let ready = poll(&descriptors, 3, Int32(clamping: left))
      if ready < 0 && errno != EINTR || descriptors[2].revents != 0 || StopSignal.requested { return .interrupted }
      if descriptors[1].revents & Int16(POLLERR | POLLHUP) != 0 { return .outputClosed }
      if ready == 0 { return .timeout }
      if drain() { return .changed }
      // Another file in a watched folder changed: keep waiting out the same deadline.
    }
  }

  /// Reads pending notifications; true if any concerned a watched file.
  private func drain() -> Bool {
    var relevant = false
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { return relevant }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let (descriptor, nameLength) = buffer.withUnsafeBytes { raw in
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          return (event.wd, Int(event.len))
        }
        let nameStart = offset + MemoryLayout<inotify_event>.size
        let nameBytes = buffer[nameStart..<min(count, nameStart + nameLength)].prefix { $0 != 0 }
        let name = String(decoding: nameBytes, as: UTF8.self)
        if watchedNames[descriptor]?.contains(name) == true { relevant = true }
        offset = nameStart + nameLength
      }
    }
  }
}

/// SIGINT and SIGTERM set a flag (and interrupt a wait) instead of killing the process, so a
/// long-running tool can save its state and exit 0.
public enum StopSignal {
  nonisolated(unsafe) private static var raised: sig_atomic_t = 0
  nonisolated(unsafe) private static var readEnd: Int32 = -1
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  public static var requested: Bool { raised != 0 }

  /// Readable once a stop signal arrived (the self-pipe trick: no race with a sleeping poll).
  static var wakeFD: Int32 { readEnd }

  public static func install() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      readEnd = ends[0]
      writeEnd = ends[1]
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      StopSignal.raised = 1
      var byte: UInt8 = 1
      _ = write(StopSignal.writeEnd, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a blocking poll returns EINTR
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    // A parent may have started us with these blocked; a shell would not have.
    var stops = sigset_t()
    sigemptyset(&stops)
    sigaddset(&stops, SIGINT)
    sigaddset(&stops, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &stops, nil)
  }
}
