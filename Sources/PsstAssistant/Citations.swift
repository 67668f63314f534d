/// The message ids a model's answer cites in square brackets ("[m3]", "[m3, m7]"), kept only
/// when they were among the messages the model was given: a model can invent an id, and an
/// invented source is worse than none.
enum Citations {
  /// `text` without the invented ids, and the real ones in order of first citation.
  static func extract(_ text: String, known: Set<String>) -> (text: String, sources: [String]) {
    var output = ""
    var sources: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      output += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "]") else {
        rest = rest[open...]
        break
      }
      let written = rest[open...close]
      let tokens = rest[rest.index(after: open)..<close].split { $0 == "," || $0 == ";" || $0 == " " }.map {
        String($0.drop { $0 == "#" })
      }
      rest = rest[rest.index(after: close)...]
      // Brackets that are not a list of ids ("[sic]", "[1 of 3]") stay as written.
      guard !tokens.isEmpty, tokens.allSatisfy({ known.contains($0) || looksLikeID($0) }) else {
        output += written
        continue
      }
      let real = tokens.filter(known.contains)
      for id in real where !sources.contains(id) { sources.append(id) }
      if real.isEmpty {
        while output.last == " " { output.removeLast() }
      } else {
        output += "[" + real.joined(separator: ", ") + "]"
      }
    }
    output += rest
    return (output, sources)
  }

  /// Letters, digits, `-` and `_` with at least one digit: how psst's and imported ids look.
  static func looksLikeID(_ token: String) -> Bool {
    token.count <= 64 && token.contains(where: \.isNumber)
      && token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }
}
