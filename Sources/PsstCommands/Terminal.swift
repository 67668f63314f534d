import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// What the tools need to know about a terminal on the other end.
enum Terminal {
  /// Whether stdout is a terminal that wants colour (NO_COLOR unset).
  static var usesColour: Bool { isatty(STDOUT_FILENO) == 1 && Environment.variable("NO_COLOR") == nil }

  /// Whether a person is typing: stdin and stdout are both terminals.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Writes a prompt without a new line (it may name people: their names are made safe).
  static func prompt(_ text: String) {
    StandardOutput.shared.flush()
    _ = TerminalText.oneLine(text).withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }
}

extension Terminal {
  /// Writes `text` to stdout, no new line: a streamed answer, piece by piece, with the model's
  /// control characters made visible (a piece never splits a character, so each is whole).
  static func stream(_ text: String) {
    StandardOutput.shared.flush()
    var bytes = Array(TerminalText.neutralised(text).utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}

extension String {
  /// The string followed by spaces up to `width` characters, for columns of text output.
  func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
