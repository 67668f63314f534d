/// A search request after parsing: the words to look for and the filters to apply.
///
/// ```swift
/// let query = try SearchQuery.parse("from:sarah in:bootcamp after:2026-10-01 knee -ankle")
/// // query.from == ["sarah"], query.chats == ["bootcamp"], query.terms == ["knee"], query.excluded == ["ankle"]
/// ```
public struct SearchQuery: Sendable, Equatable {
  /// Words that rank results (any may match); question forms and stop words removed.
  public var terms: [String] = []
  /// Words ending in `*` in the query: matched as prefixes.
  public var prefixes: [String] = []
  /// Quoted phrases, each as its words: every one must appear, in order.
  public var phrases: [[String]] = []
  /// Words and phrases after `-`: no result contains any of them.
  public var excluded: [[String]] = []
  /// Emoji in the query: found by their exact characters.
  public var symbols: [String] = []
  /// `from:` values and people the question asks about ("what did Tom say"), as written.
  public var from: [String] = []
  /// `in:` / `chat:` values, as written.
  public var chats: [String] = []
  /// Inclusive lower and exclusive upper bound on the message time, in Unix milliseconds.
  public var since: Int64?
  public var until: Int64?
  /// People named in the question without a `from:` ("Ben leaving"): ranked higher, not filtered.
  public var people: [String] = []
  /// Those of `people` written as owners ("Sofía's kitten"): what the query is about is the
  /// rest of its words.
  public var possessed: [String] = []
  /// The query's words before stop words were removed, for the semantic side.
  public var naturalText: String = ""

  public init() {}

  /// True when nothing would select or rank a message.
  public var isEmpty: Bool { terms.isEmpty && prefixes.isEmpty && phrases.isEmpty && symbols.isEmpty }

  /// The longest query accepted, in characters (a paragraph; longer input is a mistake, not a search).
  public static let maxLength = 1000
}

/// A mistake in a query: one line for the user, exit status 1.
public struct SearchError: Error, CustomStringConvertible, Equatable {
  public enum Code: Equatable, Sendable {
    case emptyQuery
    case tooLong(Int)
    case badDate(String)
  }

  public let code: Code

  public init(_ code: Code) { self.code = code }

  public var description: String {
    switch code {
    case .emptyQuery: "the query is empty: give words to look for, e.g. psst-search 'knee pain'"
    case .tooLong(let length):
      "the query is \(length) characters; the limit is \(SearchQuery.maxLength)"
    case .badDate(let value):
      "'\(value)' is not a date: use 2026-10-01, an ISO 8601 time, or a duration back from now (7d, 2w)"
    }
  }
}
