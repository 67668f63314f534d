import PsstCore
import PsstProvider

/// A model's JSON reply, checked.
enum ModelJSON {
  /// The JSON object in `reply`, which may sit in a Markdown code fence (many models put it
  /// there despite being asked not to).
  static func object(_ reply: String, _ what: String) throws(ProviderError) -> JSON {
    let json: JSON
    do { json = try JSON.parse(unfenced(reply)) } catch {
      throw ProviderError(.malformed, "the \(what) is not JSON: \(error)")
    }
    guard case .object = json else { throw ProviderError(.malformed, "the \(what) is not a JSON object") }
    return json
  }

  /// `json[key]` as a list of objects; a missing or ill-typed list is a malformed reply.
  static func list(_ json: JSON, _ key: String) throws(ProviderError) -> [JSON] {
    guard let items = json[key]?.arrayValue, items.allSatisfy({ if case .object = $0 { true } else { false } })
    else { throw ProviderError(.malformed, "the reply has no list of objects \"\(key)\"") }
    return items
  }

  /// A string, or null/absent (nil inside); nil outside for anything else.
  static func optionalText(_ value: JSON?) -> String?? {
    switch value {
    case nil, .null?: .some(nil)
    case .string(let text)?: .some(text)
    default: nil
    }
  }

  static func isDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
  }

  private static func unfenced(_ reply: String) -> String {
    var text = Substring(reply).drop { $0.isWhitespace }
    guard text.hasPrefix("```") else { return String(text) }
    text = text.drop { $0 != "\n" }
    if let end = text.ranges(of: "```").last { text = text[..<end.lowerBound] }
    return String(text)
  }
}
