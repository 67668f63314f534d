import PsstAI
import PsstCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard input's messages, read once per run: deciding whether to use them means reading
/// them, and the command then uses what was read.
final class StandardInputMessages {
  nonisolated(unsafe) static let shared = StandardInputMessages()
  private var cached: (messages: [ConversationMessage], lines: Int)?

  /// True when stdin is a pipe, or a regular file that is not empty (not a terminal, not
  /// /dev/null).
  static var isPipeOrFile: Bool {
    var status = stat()
    guard fstat(STDIN_FILENO, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type == S_IFIFO || (type == S_IFREG && status.st_size > 0)
  }

  /// The messages, and how many non-blank lines stdin held (any record counts: a pipe that
  /// brought something was meant to be read).
  func read() throws -> (messages: [ConversationMessage], lines: Int) {
    if let cached { return cached }
    let read = try PipedMessages.readCounting()
    cached = read
    return read
  }

  private var said = false

  /// On a terminal (not in cron's mail), once: the empty pipe was passed over for the store.
  func sayOnceThatTheStoreIsRead() {
    guard !said, Diagnostics.isTerminal else { return }
    said = true
    Diagnostics.line("\(toolName): standard input is empty; reading the store (--stdin reads only standard input)")
  }
}

/// Message JSON Lines on stdin, as psst-read and psst-watch print them (see `PipedRecord`).
enum PipedMessages {
  /// The messages (see `readCounting`).
  static func read() throws -> [ConversationMessage] { try readCounting().messages }

  /// The messages, in input order, and the number of non-blank lines; other record types and
  /// deleted messages pass by, a line that is not JSON is bad input. A message without a time
  /// counts as now; one without an id, chat, sender or text is skipped, and how many were is
  /// said once on stderr.
  static func readCounting() throws -> (messages: [ConversationMessage], lines: Int) {
    var messages: [ConversationMessage] = []
    let reader = LineReader()
    var number = 0
    var lines = 0
    var incomplete = 0
    while let line = try reader.next() {
      number += 1
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      lines += 1
      let record: JSON
      do { record = try JSON.parse(line) } catch {
        throw PsstError.badInput("line \(number): not JSON (\(error))")
      }
      switch PipedRecord(record) {
      case .message(let message): messages.append(message)
      case .passedBy: continue
      case .incomplete: incomplete += 1
      }
    }
    if incomplete > 0 {
      // Said, not silent: a pipe of {"id","text"} records would otherwise find nothing and not say why.
      Diagnostics.line(
        "\(toolName): skipped \(incomplete) message record\(incomplete == 1 ? "" : "s") without an id, chat, sender or text"
      )
    }
    return (messages, lines)
  }
}
