#if canImport(Glibc)
  import Glibc
#endif

/// How a tool prints records: `text` for people, `jsonl` for programs.
public enum OutputFormat: String, CaseIterable, Sendable {
  case text, jsonl

  /// Text on a terminal, JSON Lines when piped.
  public static func automatic() -> OutputFormat { isatty(STDOUT_FILENO) != 0 ? .text : .jsonl }
}

/// A buffered writer to standard output. A closed pipe (`| head`) ends the process quietly
/// with status 0, as Unix filters do.
public final class StandardOutput {
  nonisolated(unsafe) public static let shared = StandardOutput()
  private var buffer: [UInt8] = []
  /// Flush after every line (interactive use, live feeds) instead of in 64 KiB blocks.
  public var lineBuffered = isatty(STDOUT_FILENO) != 0
  /// Runs once before the process exits because the reader of standard output went away.
  public var onClosed: (() -> Void)?

  private init() {
    signal(SIGPIPE, SIG_IGN)
    buffer.reserveCapacity(1 << 16)
  }

  public func line(_ text: String) {
    if isClosed { return }
    buffer.append(contentsOf: text.utf8)
    endLine()
  }

  /// Writes `text` as it is, no new line added (a file format with its own line ends).
  public func raw(_ text: String) {
    if isClosed { return }
    buffer.append(contentsOf: text.utf8)
    if lineBuffered || buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `json` as one JSON line, serialised straight into the output buffer.
  public func line(_ json: JSON) {
    if isClosed { return }
    json.write(to: &buffer)
    endLine()
  }

  private func endLine() {
    buffer.append(10)
    if lineBuffered || buffer.count >= 1 << 16 { flush() }
  }

  /// True once the reader went away (or a stop signal cut a blocked write short).
  public private(set) var isClosed = false

  /// Bytes handed to write(2) successfully so far.
  public private(set) var bytesWritten = 0

  /// Where the next byte goes in the stream: what was written plus what waits in the buffer.
  public var position: Int { bytesWritten + buffer.count }

  /// Bytes the reader has taken: what was written, less what still sits unread in the pipe
  /// (psst-watch counts a line delivered only once it is past this point, so lines left in a
  /// pipe whose reader went away are printed again by the next run). Any other kind of
  /// output (a file, a terminal) has what was written.
  public var bytesTaken: Int { max(0, bytesWritten - unreadInPipe()) }

  /// True when a pipe's reader is gone: a write failed with EPIPE, or poll reports the error.
  public var readerGone: Bool {
    if isClosed { return true }
    var descriptor = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
    return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLERR) != 0
  }

  /// Bytes still in the pipe on standard output (FIONREAD answers for either end); 0 for
  /// anything that is not a pipe (on a terminal FIONREAD would count typed-ahead input).
  private func unreadInPipe() -> Int {
    var info = stat()
    guard fstat(STDOUT_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return 0 }
    var count: Int32 = 0
    guard ioctl(STDOUT_FILENO, UInt(FIONREAD), &count) == 0 else { return 0 }
    return Int(count)
  }

  public func flush() {
    var offset = 0
    var interruptedWhileStopping = 0
    while offset < buffer.count && !isClosed {
      let written = buffer[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written >= 0 {
        offset += written
        bytesWritten += written
        continue
      }
      let failure = errno
      guard failure == EINTR else { return close(afterStop: false) }
      guard StopSignal.requested else { continue }
      // Stopping must not wait on a reader that does not read; but a line already begun is
      // finished (until a second signal), so the reader never gets half a JSON line.
      interruptedWhileStopping += 1
      let atLineStart = offset == 0 || buffer[offset - 1] == 10
      if atLineStart || interruptedWhileStopping > 1 { return close(afterStop: true) }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// The output is finished with: the reader went away (EPIPE: stop as a filter does, after
  /// the owner's clean-up, during which further output is dropped) or a stop cut it short.
  private func close(afterStop: Bool) {
    isClosed = true
    buffer.removeAll()
    if afterStop { return }
    onClosed?()
    exit(0)
  }
}

/// Diagnostics on standard error, one line each.
public enum Diagnostics {
  public static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// The name the program was run as ("psst-send"), which starts each of its diagnostics.
  public static var toolName: String { FileSystem.baseName(CommandLine.arguments.first ?? "psst") }

  /// A line prefixed with the program's name ("psst-send: ..."), for what the core itself
  /// has to tell (a recovery it made).
  public static func note(_ text: String) {
    line(toolName + ": " + text)
  }

  /// Writes `text` and a new line. Errors quote what others wrote (names, a server's reason): its
  /// control characters are made visible, and a line after the first is indented, so that it
  /// reads as part of this diagnostic, never as one of its own.
  public static func line(_ text: String) {
    emit(TerminalText.indented(text, by: "  "))
  }

  /// Writes lines psst laid out itself (a usage message), control characters made visible.
  public static func lines(_ text: String) {
    emit(TerminalText.neutralised(text))
  }

  private static func emit(_ text: String) {
    StandardOutput.shared.flush()
    let data = Array((text + "\n").utf8)
    _ = data.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Overwrites the current terminal line (progress), only when stderr is a terminal.
  public static func progress(_ text: String) {
    guard isTerminal else { return }
    let data = Array(("\r\u{1B}[K" + TerminalText.oneLine(text)).utf8)
    _ = data.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  public static func endProgress() {
    guard isTerminal else { return }
    _ = "\r\u{1B}[K".withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
}

/// Reads standard input (or a file) line by line with line numbers, without Foundation.
public final class LineReader {
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false
  public private(set) var lineNumber = 0
  private var pendingError: PsstError?

  public init(fd: Int32 = STDIN_FILENO) { self.fd = fd }

  /// Opens `path`, or standard input for `-` / nil.
  public static func open(_ path: String?) throws -> LineReader {
    guard let path, path != "-" else { return LineReader() }
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw PsstError.notFound("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    return LineReader(fd: fd)
  }

  deinit { if fd != STDIN_FILENO { close(fd) } }

  /// True when a line can be returned without blocking (used to batch interactive input).
  public var hasBufferedLine: Bool {
    buffer[start...].contains(10) || (finished && start < buffer.count)
  }

  /// The next line without its newline, or nil at end of input; a line that is not UTF-8 is
  /// refused (not repaired) so no text changes on its way into the store.
  public func next() throws -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        var end = newline
        if end > start && buffer[end - 1] == 13 { end -= 1 }
        let range = start..<end
        start = newline + 1
        return try decode(range)
      }
      if finished {
        guard start < buffer.count else { return nil }
        // The last line ends at the end of input; a CR there is its CRLF cut short, as after
        // `printf 'secret\r'`, not part of the line.
        let end = buffer[buffer.count - 1] == 13 ? buffer.count - 1 : buffer.count
        let range = start..<max(start, end)
        start = buffer.count
        return try decode(range)
      }
      fill()
    }
  }

  private func decode(_ range: Range<Int>) throws -> String {
    lineNumber += 1
    guard let line = String(validating: buffer[range], as: UTF8.self) else {
      throw PsstError.badInput("line \(lineNumber): not valid UTF-8")
    }
    return line
  }

  /// The next run of non-blank lines that can be had without waiting (waiting only for the
  /// first), at most `limit`, with their line numbers; nil at the end of input. Reading happens
  /// here, outside any transaction, so a slow producer never holds the store's write lock.
  /// A line that is not UTF-8 ends the run before it and is thrown by the next call.
  public func nextBatch(limit: Int) throws -> [(number: Int, text: String)]? {
    if let pendingError {
      self.pendingError = nil
      throw pendingError
    }
    var lines: [(number: Int, text: String)] = []
    repeat {
      let line: String?
      do {
        line = try next()
      } catch let error as PsstError {
        if lines.isEmpty { throw error }
        pendingError = error
        return lines
      }
      guard let line else { break }
      if !line.allSatisfy(\.isWhitespace) { lines.append((lineNumber, line)) }
    } while lines.count < limit && (lines.isEmpty || hasBufferedLine)
    return lines.isEmpty ? nil : lines
  }

  private func fill() {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    let chunk = 1 << 16
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunk))
    var count: Int
    repeat {
      count = buffer[oldCount...].withUnsafeMutableBytes { read(fd, $0.baseAddress, chunk) }
    } while count < 0 && errno == EINTR
    buffer.removeLast(chunk - max(0, count))
    if count <= 0 { finished = true }
  }
}

extension LineReader {
  public static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }
}
