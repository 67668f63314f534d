/// The words of a request with where each stands in the original text, so what is left after
/// the command words (a message to send, what to be reminded of) keeps its own spelling.
struct RequestWords {
  struct Word {
    /// Lower case, plain apostrophes; "6:30" and "6.30" both read "6:30".
    var lower: String
    var range: Range<String.Index>
  }

  let text: String
  let words: [Word]

  init(_ text: String) {
    self.text = text
    var words: [Word] = []
    var start: String.Index? = nil
    var lower = ""
    func flush(_ end: String.Index) {
      if let begin = start {
        var range = begin..<end
        while lower.hasSuffix("'") {
          lower.removeLast()
          range = range.lowerBound..<text.index(before: range.upperBound)
        }
        if !lower.isEmpty { words.append(Word(lower: lower, range: range)) }
      }
      start = nil
      lower = ""
    }
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      let previous: Character = index > text.startIndex ? text[text.index(before: index)] : " "
      let following: Character = next < text.endIndex ? text[next] : " "
      let apostrophe = character == "'" || character == "\u{2019}"
      let joiner =
        ((character == ":" || character == ".") && previous.isNumber && following.isNumber)
        || (character == "-" && previous.isLetter && following.isLetter)
        || (character == "-" && following.isNumber && Self.isoDatePrefix(lower))
      if character.isLetter || character.isNumber || (apostrophe && start != nil) || (joiner && start != nil) {
        if start == nil { start = index }
        lower += apostrophe ? "'" : character == "." ? ":" : Text.normalise(String(character))
      } else {
        flush(index)
      }
      index = next
    }
    flush(text.endIndex)
    self.words = words
  }

  /// "2026" or "2026-11": the start of an ISO date ("2026-11-26"), kept as one word so it reads
  /// as that day; other digits joined by hyphens ("3-4", "10-12") stay apart.
  static func isoDatePrefix(_ word: String) -> Bool {
    let bytes = Array(word.utf8)
    let digit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
    if bytes.count == 4 { return bytes.allSatisfy(digit) }
    return bytes.count == 7 && bytes[4] == UInt8(ascii: "-") && bytes[..<4].allSatisfy(digit)
      && bytes[5...].allSatisfy(digit)
  }

  var count: Int { words.count }
  subscript(index: Int) -> String { index >= 0 && index < words.count ? words[index].lower : "" }
  var lowers: [String] { words.map(\.lower) }

  /// Whether word `index` starts with a capital letter as written.
  func isCapitalised(_ index: Int) -> Bool {
    guard index < words.count, let first = text[words[index].range].first else { return false }
    return first.isUppercase
  }

  /// Whether only spaces stand between two words ("Lena Brooks", not "Lena, Tom").
  func spaceOnly(between first: Int, and second: Int) -> Bool {
    text[words[first].range.upperBound..<words[second].range.lowerBound].allSatisfy { $0 == " " }
  }

  /// The original text of words `indices` (ascending): each run of adjacent words as written
  /// (punctuation inside it kept), runs joined by a space.
  func original(_ indices: [Int]) -> String {
    var runs: [String] = []
    var runStart: Int? = nil
    for (position, index) in indices.enumerated() {
      if runStart == nil { runStart = index }
      let last = position + 1 == indices.count || indices[position + 1] != index + 1
      if last, let first = runStart {
        runs.append(String(text[words[first].range.lowerBound..<words[index].range.upperBound]))
        runStart = nil
      }
    }
    return runs.joined(separator: " ")
  }

  /// From word `index` to the end of the text as written (closing punctuation kept).
  func rest(from index: Int) -> String {
    guard index < words.count else { return "" }
    return String(text[words[index].range.lowerBound...])
  }
}
