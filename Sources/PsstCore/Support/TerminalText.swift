/// Text that came from elsewhere (other people's messages and names, a server's errors, a
/// model's answers) made safe to print for a person: it can neither drive the terminal nor
/// pass for a line psst printed.
///
/// Control characters become visible: C0 and DEL in caret notation as `cat -v` shows them
/// (ESC is `^[`, BEL `^G`, a lone CR `^M`, DEL `^?`); C1 controls, bidirectional overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) and other invisible format characters that can hide
/// or reorder text (U+2028, U+2029, U+206A–U+206F, U+FFF9–U+FFFB) as `<U+202E>`. Tab and
/// new line stay (CR before a new line is dropped); JSON Lines output never goes through here.
///
///     TerminalText.neutralised("hi\u{1B}]0;pwned\u{7}")            // "hi^[]0;pwned^G"
///     TerminalText.oneLine("Noor\nLena Brooks")                   // "Noor^JLena Brooks"
///     TerminalText.indented("fine\nLena Brooks: wire it", by: "    ")
///     // "fine\n    Lena Brooks: wire it"
public enum TerminalText {
  /// `text` with every control character but tab and new line made visible.
  public static func neutralised(_ text: String) -> String {
    guard needsWork(text, newLines: false) else { return text }
    return rewrite(text, newLine: "\n")
  }

  /// `text` on one line: controls made visible and new lines shown as `^J` (a name, a title).
  public static func oneLine(_ text: String) -> String {
    guard needsWork(text, newLines: true) else { return text }
    return rewrite(text, newLine: "^J")
  }

  /// `text` with controls made visible and each line after the first starting with `indent`,
  /// so that nothing in it can begin a line of its own (a message body under its sender).
  public static func indented(_ text: String, by indent: String) -> String {
    guard needsWork(text, newLines: true) else { return text }
    return rewrite(text, newLine: "\n" + indent)
  }

  /// Whether `scalar` is shown in its visible form rather than as it is (tab and new line are not).
  public static func isNeutralised(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029, 0x206A...0x206F, 0xFFF9...0xFFFB: true
    default: false
    }
  }

  /// Almost all text needs nothing, and is returned as it is.
  private static func needsWork(_ text: String, newLines: Bool) -> Bool {
    text.unicodeScalars.contains { isNeutralised($0) || (newLines && $0 == "\n") }
  }

  private static func rewrite(_ text: String, newLine: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    var pendingReturn = false
    for scalar in text.unicodeScalars {
      // CR LF is a line end from another system: the LF says it; a CR alone is shown.
      if pendingReturn && scalar != "\n" { out += "^M" }
      pendingReturn = false
      switch scalar.value {
      case 0x0A: out += newLine
      case 0x0D: pendingReturn = true
      case 0x00...0x1F: out += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
      case 0x7F: out += "^?"
      default:
        if isNeutralised(scalar) {
          out += "<U+" + hex(scalar.value) + ">"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    if pendingReturn { out += "^M" }
    return out
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension String {
  /// Without white space at either end (a typed answer, a model's argument).
  public var trimmedSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
