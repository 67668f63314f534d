/// A phrase list split into words once, so that matching hundreds of phrases against every
/// clause stays fast (`Clause.has` splits its phrase on each call).
struct Phrases: ExpressibleByArrayLiteral, Sendable {
  let entries: [(text: String, words: [String])]

  init(arrayLiteral elements: String...) { self.init(elements) }

  init(_ list: [String]) { entries = list.map { ($0, $0.split(separator: " ").map(String.init)) } }

  /// The phrases that occur in the clause.
  func matched(in clause: Clause) -> [String] {
    entries.filter { clause.position(ofWords: $0.words) != nil }.map(\.text)
  }

  func any(in clause: Clause) -> Bool { entries.contains { clause.position(ofWords: $0.words) != nil } }

  /// The phrase that occurs first in the clause, and where.
  func earliest(in clause: Clause) -> (position: Int, phrase: String)? {
    var best: (position: Int, phrase: String)? = nil
    for entry in entries {
      guard let position = clause.position(ofWords: entry.words) else { continue }
      if best.map({ position < $0.position }) ?? true { best = (position, entry.text) }
    }
    return best
  }
}

/// Phrases that each name a topic (a body part, a condition).
struct TopicPhrases: ExpressibleByArrayLiteral, Sendable {
  let entries: [(words: [String], topic: String)]

  init(arrayLiteral elements: (String, String)...) {
    entries = elements.map { ($0.0.split(separator: " ").map(String.init), $0.1) }
  }

  func any(in clause: Clause) -> Bool { entries.contains { clause.position(ofWords: $0.words) != nil } }

  func topics(in clause: Clause) -> Set<String> {
    Set(entries.filter { clause.position(ofWords: $0.words) != nil }.map(\.topic))
  }
}

extension Clause {
  func hasAny(_ phrases: Phrases) -> Bool { phrases.any(in: self) }
}
