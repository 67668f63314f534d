/// Clause splitting for profile facts: chat writing breaks sentences without punctuation.
extension ProfileExtractor {
  /// Clauses, split further where chat writing puts a break without punctuation: after an
  /// emoji ("rolled my ankle 😭 its swollen") and before a question that follows a statement
  /// ("i work fridays from 5, can we do 4?").
  static func sentences(_ text: String) -> [String] {
    Text.clauses(text).flatMap(splitAtEmoji).flatMap(splitBeforeQuestion).flatMap(splitAtConjunction)
  }

  /// Two statements joined by ", and" or "but" can be of two categories ("I'm vegetarian, and
  /// I can only do mornings"): split when both halves are long enough to stand alone.
  private static func splitAtConjunction(_ clause: String) -> [String] {
    let characters = Array(clause)
    let lower = Array(Text.normalise(clause))
    guard lower.count == characters.count else { return [clause] }
    for joiner in [", and ", ", but ", " but ", ", so "] {
      let needle = Array(joiner)
      guard lower.count > needle.count else { continue }
      for offset in 0...(lower.count - needle.count) where Array(lower[offset..<(offset + needle.count)]) == needle {
        let head = String(characters[..<offset])
        let tail = String(characters[(offset + needle.count)...])
        guard Text.words(head).count >= 3, Text.words(tail).count >= 3 else { continue }
        return [head.trimmingCharacters(in: " ,")] + splitAtConjunction(tail)
      }
    }
    return [clause]
  }

  private static func splitAtEmoji(_ clause: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var afterEmoji = false
    for character in clause {
      if character.isEmoji || character == "\u{FE0F}" {
        afterEmoji = true
        current.append(character)
      } else if afterEmoji && (character.isLetter || character.isNumber) {
        parts.append(current)
        current = String(character)
        afterEmoji = false
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts.map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
  }

  /// Where a question starts inside a clause that began as a statement.
  static let questionStarts = [
    "can we", "could we", "can i", "could i", "should i", "is it", "is that", "do i", "do you", "would it", "will i",
    "is there", "any chance", "what should", "what do", "what's", "what next", "how do", "how about",
  ]

  private static func splitBeforeQuestion(_ clause: String) -> [String] {
    guard clause.endsWithQuestionMark else { return [clause] }
    let characters = Array(clause)
    let lower = Array(Text.normalise(clause))
    guard lower.count == characters.count else { return [clause] }
    for start in questionStarts {
      let needle = Array(" " + start + " ")
      guard lower.count > needle.count else { continue }
      for offset in 0...(lower.count - needle.count) where Array(lower[offset..<(offset + needle.count)]) == needle {
        let head = String(characters[..<offset])
        guard Text.words(head).count >= 3 else { continue }
        var statement = head.trimmingCharacters(in: " ,")
        for joiner in [" so", " and", " but", " or"] where Text.normalise(statement).hasSuffix(joiner) {
          statement = String(statement.dropLast(joiner.count))
        }
        return [statement.trimmingCharacters(in: " ,"), String(characters[(offset + 1)...])]
      }
    }
    return [clause]
  }
}
