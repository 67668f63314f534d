/// Excerpts for results: FTS5's snippet (matched words between \u{2} and \u{3}) turned into plain
/// text plus the ranges of the matched words, or the start of the text for a match by meaning.
enum Snippet {
  static let maxWords = 24
  /// The longest text FTS5 makes an excerpt of, in UTF-8 bytes. Its snippet() weighs every
  /// match against every other: a 200 KB message full of the query's word took seconds, a
  /// 1.2 MB one minutes. A longer text gets its beginning as the excerpt, without highlights.
  static let maxMarkedBytes = 16 << 10
  /// How much of the text the beginning is taken from: 24 words fit many times over.
  static let leadScalars = 4096

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

  /// The first words of the text, on one line; only its first `leadScalars` are looked at.
  static func lead(of text: String) -> String {
    let start = String(text.unicodeScalars.prefix(leadScalars))
    let words = flattened(start).split(separator: " ", omittingEmptySubsequences: true)
    let head = words.prefix(maxWords).joined(separator: " ")
    return words.count > maxWords || start.utf8.count < text.utf8.count ? head + "…" : head
  }

  /// New lines and tabs as spaces, so one result is one line.
  static func flattened(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\t" || $0 == "\r" ? " " : $0 })
  }
}
