/// Plain-text handling shared by the detectors: sentences, words, normalisation.
enum Text {
  /// Lower-cased, with typographic apostrophes and dashes made plain.
  static func normalise(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text.lowercased() {
      switch character {
      case "\u{2019}", "\u{2018}", "`": out.append("'")
      case "\u{2013}", "\u{2014}": out.append("-")
      default: out.append(character)
      }
    }
    return out
  }

  /// Sentences and clauses: split at . ! ? ; and at " - " / "–" dashes and new lines.
  static func clauses(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      current.append(character)
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      let ends = ".!?;\n".contains(character) && (next == " " || next == "\n" || next.isEmoji)
      let dash = "-\u{2013}\u{2014}".contains(character) && current.dropLast().last == " " && next == " "
      if ends || dash {
        let clause = current.trimmingCharacters(in: " -\u{2013}\u{2014}\n")
        if !clause.isEmpty { parts.append(clause) }
        current = ""
      }
    }
    let rest = current.trimmingCharacters(in: " -\u{2013}\u{2014}\n")
    if !rest.isEmpty { parts.append(rest) }
    return parts
  }

  /// Lower-case words: letters, digits and apostrophes.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "'" {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current.trimmingCharacters(in: "'"))
        current = ""
      }
    }
    if !current.isEmpty { words.append(current.trimmingCharacters(in: "'")) }
    return words.filter { !$0.isEmpty }
  }

  static func firstName(_ name: String) -> String {
    String(name.split(separator: " ").first ?? Substring(name))
  }

}

/// A clause with its words, for phrase matching on word boundaries.
struct Clause {
  let text: String
  let words: [String]

  init(_ text: String) {
    self.text = text
    words = Text.words(Text.normalise(text))
  }

  /// True when the words of `phrase` occur in a row; a word ending in `*` matches any word it
  /// begins ("hurt*" matches "hurts", "hurting").
  func has(_ phrase: String) -> Bool { position(of: phrase) != nil }

  func hasAny(_ phrases: [String]) -> Bool { phrases.contains(where: has) }

  /// Where the words of `phrase` start, if they occur.
  func position(of phrase: String) -> Int? {
    let pattern = phrase.split(separator: " ").map(String.init)
    guard !pattern.isEmpty, pattern.count <= words.count else { return nil }
    for start in 0...(words.count - pattern.count) {
      var matched = true
      for (offset, part) in pattern.enumerated() where !Clause.matches(words[start + offset], part) {
        matched = false
        break
      }
      if matched { return start }
    }
    return nil
  }

  static func matches(_ word: String, _ pattern: String) -> Bool {
    pattern.hasSuffix("*") ? word.hasPrefix(pattern.dropLast()) : word == pattern
  }
}

extension Character {
  var isEmoji: Bool { unicodeScalars.first.map { $0.properties.isEmojiPresentation } ?? false }
}

extension StringProtocol {
  func trimmingCharacters(in set: String) -> String {
    let characters = Set(set)
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice.removeFirst() }
    while let last = slice.last, characters.contains(last) { slice.removeLast() }
    return String(slice)
  }
}
