/// Excerpts for results: FTS5's snippet (matched words between \u{2} and \u{3}) turned into plain
/// text plus the ranges of the matched words, or the start of the text for a match by meaning.
enum Snippet {
  static let maxWords = 24

  static func make(marked: String?, text: String) -> (String, [Range<String.Index>]) {
    guard let marked else { return (lead(of: text), []) }
    var plain = ""
    var offsets: [(Int, Int)] = []
    var start: Int?
    for character in marked {
      switch character {
      case "\u{2}": start = plain.utf8.count
      case "\u{3}":
        if let from = start { offsets.append((from, plain.utf8.count)) }
        start = nil
      case "\n", "\r\n", "\r", "\t": plain.append(" ")
      default: plain.append(character)
      }
    }
    let base = plain.utf8.startIndex
    let ranges = offsets.map { plain.utf8.index(base, offsetBy: $0.0)..<plain.utf8.index(base, offsetBy: $0.1) }
    return (plain, ranges)
  }

  /// The first words of the text, on one line.
  static func lead(of text: String) -> String {
    let words = flattened(text).split(separator: " ", omittingEmptySubsequences: true)
    let head = words.prefix(maxWords).joined(separator: " ")
    return words.count > maxWords ? head + "…" : head
  }

  /// New lines and tabs as spaces, so one result is one line.
  static func flattened(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\t" || $0 == "\r" ? " " : $0 })
  }
}
