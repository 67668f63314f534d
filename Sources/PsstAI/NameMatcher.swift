/// Matches a name as someone wrote it ("sara", "Zoe", "Lena Brooks") against the people and
/// groups an account knows: case and accents do not matter, and a close spelling ("Sara" for
/// "Sarah", one letter added, dropped or changed) counts as a candidate, so that a near miss
/// is asked about rather than guessed or refused.
public enum NameMatcher {
  /// How well a written name fits one of a candidate's names.
  public enum Fit: Int, Sendable, Comparable {
    case close, exact

    public static func < (lhs: Fit, rhs: Fit) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The best fit of `written` to any of `names` (full name, first name, id…), or nil.
  public static func fit(_ written: String, names: [String]) -> Fit? {
    let wanted = fold(written)
    guard !wanted.isEmpty else { return nil }
    var best: Fit? = nil
    for name in names.map(fold) where !name.isEmpty {
      if name == wanted { return .exact }
      if wanted.count >= 3 && name.count >= 3 && withinOneEdit(wanted, name) { best = .close }
    }
    return best
  }

  /// Lower case without accents or surrounding spaces; inner runs of spaces become one.
  public static func fold(_ text: String) -> String {
    var out = ""
    var space = false
    for character in text.lowercased() {
      if character.isWhitespace {
        space = !out.isEmpty
        continue
      }
      if space { out.append(" ") }
      space = false
      out += plain[character].map(String.init) ?? String(character)
    }
    return out
  }

  /// True when `a` becomes `b` by adding, dropping or changing one character.
  static func withinOneEdit(_ a: String, _ b: String) -> Bool {
    let x = Array(a)
    let y = Array(b)
    guard abs(x.count - y.count) <= 1 else { return false }
    var i = 0
    var j = 0
    var edits = 0
    while i < x.count && j < y.count {
      if x[i] == y[j] {
        i += 1
        j += 1
        continue
      }
      edits += 1
      if edits > 1 { return false }
      if x.count > y.count {
        i += 1
      } else if x.count < y.count {
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
    return edits + (x.count - i) + (y.count - j) <= 1
  }

  /// Accented Latin letters (lower case) and what they are without the accent.
  private static let plain: [Character: Character] = {
    let groups: [(Character, String)] = [
      ("a", "àáâãäåāăą"), ("c", "çćĉċč"), ("d", "ďđ"), ("e", "èéêëēĕėęě"), ("g", "ĝğġģ"), ("h", "ĥħ"),
      ("i", "ìíîïĩīĭįı"), ("j", "ĵ"), ("k", "ķ"), ("l", "ĺļľŀł"), ("n", "ñńņňŉ"), ("o", "òóôõöøōŏő"),
      ("r", "ŕŗř"), ("s", "śŝşšș"), ("t", "ţťŧț"), ("u", "ùúûüũūŭůűų"), ("w", "ŵ"), ("y", "ýÿŷ"),
      ("z", "źżž"),
    ]
    var table: [Character: Character] = [:]
    for (base, accented) in groups {
      for character in accented { table[character] = base }
    }
    return table
  }()
}
