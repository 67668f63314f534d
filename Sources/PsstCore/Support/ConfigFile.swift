#if canImport(Glibc)
  import Glibc
#endif

/// psst's configuration file: `key = value` lines; `#` starts a comment (at the start of a line,
/// or after a space); blank lines are skipped; a value in double quotes is taken as written.
///
///     # ~/.config/psst/config
///     ai.url = http://127.0.0.1:11434
///     ai.model = llama3.2
///
/// It is `$PSST_HOME/config` when PSST_HOME is set, else `$XDG_CONFIG_HOME/psst/config`
/// (`~/.config/psst/config`). It says where messages are sent and which command gives the
/// API key, so a file other users can write is refused, as ssh refuses such a config.
public struct ConfigFile: Sendable {
  /// One `key = value` line.
  public struct Entry: Sendable, Equatable {
    public var line: Int
    public var key: String
    public var value: String
  }

  public let path: String
  public let entries: [Entry]

  /// Where the file is, from PSST_HOME, XDG_CONFIG_HOME or HOME.
  public static func path(_ variable: (String) -> String? = Environment.variable) -> String {
    if let home = variable("PSST_HOME") { return home + "/config" }
    if let config = variable("XDG_CONFIG_HOME") { return config + "/psst/config" }
    return (variable("HOME") ?? ".") + "/.config/psst/config"
  }

  /// The file at `path`; nil when there is none. A file others can write, or one that is not
  /// `key = value` lines, is an error naming the file (and the line).
  public static func load(_ path: String) throws -> ConfigFile? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw PsstError.permission("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    let mode = info.st_mode & 0o777
    guard info.st_uid == getuid(), mode & 0o022 == 0 else {
      throw PsstError.permission(
        "\(path) can be changed by other users (mode 0\(String(mode, radix: 8))); run chmod go-w \(path)"
          + (info.st_uid == getuid() ? "" : " and make it yours"))
    }
    let bytes = try FileSystem.readFile(path, limit: 64 * 1024)
    return try parse(String(decoding: bytes, as: UTF8.self), path: path)
  }

  /// The entries of `text`; a line that is not `key = value`, or a key set twice, is an error
  /// naming `path` and the line.
  public static func parse(_ text: String, path: String) throws -> ConfigFile {
    var entries: [Entry] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmed
      if line.isEmpty || line.hasPrefix("#") { continue }
      // The line is not repeated: a key pasted into the file must not be printed.
      guard let equals = line.firstIndex(of: "=") else {
        throw PsstError.usage("\(path) line \(index + 1): expected key = value")
      }
      let key = String(line[..<equals].trimmed)
      let value = Self.value(line[line.index(after: equals)...].trimmed)
      guard !key.isEmpty else { throw PsstError.usage("\(path) line \(index + 1): a value without a key") }
      if let earlier = entries.first(where: { $0.key == key }) {
        throw PsstError.usage("\(path) line \(index + 1): \(key) is already set on line \(earlier.line)")
      }
      entries.append(Entry(line: index + 1, key: key, value: String(value)))
    }
    return ConfigFile(path: path, entries: entries)
  }

  /// The text after `=`: what is inside double quotes, else up to a ` #` comment.
  private static func value(_ text: Substring) -> Substring {
    if text.hasPrefix("\""), let close = text.dropFirst().firstIndex(of: "\"") {
      return text[text.index(after: text.startIndex)..<close]
    }
    var end = text.endIndex
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "#" && index > text.startIndex && text[text.index(before: index)].isWhitespace {
        end = index
        break
      }
      index = text.index(after: index)
    }
    return text[..<end].trimmed
  }

  /// An error about `entry`'s line.
  public func error(_ entry: Entry, _ text: String) -> PsstError {
    PsstError.usage("\(path) line \(entry.line): \(text)")
  }
}

extension Substring {
  fileprivate var trimmed: Substring {
    var text = self
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
