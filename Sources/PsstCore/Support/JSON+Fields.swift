/// Typed fields of an input record. A field of the wrong type is bad input, said with its
/// name, never taken as absent: `"attach":"photo.jpg"` must not send a message without it.
extension JSON {
  /// The string at `key`; nil when it is missing or null.
  ///
  /// ```swift
  /// let replyTo = try record.optionalString("reply_to", "a message id")
  /// ```
  public func optionalString(_ key: String, _ meaning: String) throws -> String? {
    switch self[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let other?: throw PsstError.badInput("\"\(key)\" must be \(meaning) (a string), not \(other.typeName)")
    }
  }

  /// The strings of the list at `key`; empty when it is missing or null.
  public func stringList(_ key: String, _ meaning: String) throws -> [String] {
    switch self[key] {
    case nil, .null?: return []
    case .array(let items)?:
      return try items.map { item in
        guard case .string(let text) = item else {
          throw PsstError.badInput("\"\(key)\" must be a list of \(meaning) (strings); it holds \(item.typeName)")
        }
        return text
      }
    case let other?:
      throw PsstError.badInput("\"\(key)\" must be a list of \(meaning), e.g. [\"…\"], not \(other.typeName)")
    }
  }

  /// The JSON type, as an error names it.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
  }
}
