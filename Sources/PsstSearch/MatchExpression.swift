/// FTS5 MATCH expressions built from parsed words. Every word and phrase is a quoted FTS5
/// string, so nothing a user types (`"`, `*`, `NEAR`, `-`, `:`) reaches FTS5 as syntax.
struct MatchExpression: Equatable {
  /// Alternatives: any one matching selects a message (BM25 ranks those matching more); with
  /// `allOf`, they only rank what it selects.
  var anyOf: [String] = []
  /// Each must match.
  var allOf: [String] = []
  /// None may match.
  var noneOf: [String] = []

  /// The expression text, or nil when it would select nothing by itself.
  var text: String? {
    var expression: String
    switch (anyOf.isEmpty, allOf.isEmpty) {
    case (true, true): return nil
    case (false, true): expression = "(" + anyOf.joined(separator: " OR ") + ")"
    case (true, false): expression = allOf.joined(separator: " AND ")
    case (false, false):
      // The required phrases select; the other words only rank (BM25 scores every phrase of the
      // expression), so `"little women" movie` finds the messages naming the film without "movie".
      expression = "(" + (anyOf + allOf).joined(separator: " OR ") + ") AND " + allOf.joined(separator: " AND ")
    }
    if !noneOf.isEmpty { expression = "(" + expression + ") NOT (" + noneOf.joined(separator: " OR ") + ")" }
    return expression
  }

  /// `words` as one FTS5 string: a word, or a phrase when several.
  static func quoted(_ words: [String]) -> String {
    "\"" + words.joined(separator: " ").replacingQuotes() + "\""
  }

  static func prefix(_ word: String) -> String { quoted([word]) + " *" }

  /// The words the query asks for, with `synonyms` adding the lexicon's related words.
  static func of(_ query: SearchQuery, synonyms: Bool) -> MatchExpression {
    var expression = MatchExpression()
    var alternatives = query.terms.map { [$0] }
    if synonyms {
      for term in query.terms { alternatives += Synonyms.related(to: term) }
      for phrase in query.phrases { alternatives += Synonyms.related(to: phrase.joined(separator: " ")) }
    }
    expression.anyOf = alternatives.uniqued().map(quoted) + query.prefixes.map(prefix)
    expression.allOf = query.phrases.map(quoted)
    expression.noneOf = query.excluded.map(quoted)
    return expression
  }

  /// Only the query's constraints (phrases, exclusions): what every result must satisfy.
  static func constraints(of query: SearchQuery) -> MatchExpression {
    MatchExpression(anyOf: [], allOf: query.phrases.map(quoted), noneOf: query.excluded.map(quoted))
  }
}

extension Array where Element == [String] {
  func uniqued() -> [[String]] {
    var seen = Set<[String]>()
    return filter { seen.insert($0).inserted }
  }
}

extension String {
  fileprivate func replacingQuotes() -> String {
    var out = ""
    for character in self {
      if character == "\"" { out += "\"\"" } else { out.append(character) }
    }
    return out
  }
}
