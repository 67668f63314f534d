import PsstAssistant
import PsstCore
import PsstSearch

/// `hit`: a message psst-search found, with the snippet that matched; `context_of` names the
/// hit whose exchange brought it in when it matched nothing itself.
extension SearchHit {
  var record: JSON {
    .object(
      [
        ("type", .string("hit")), ("message_id", .string(id)), ("chat", .string(chat)),
        ("sender", .string(sender)), ("ts", .string(Timestamp.iso(time))), ("text", .string(text)),
        ("snippet", .string(snippet)), ("score", .number((score * 10_000).rounded() / 10_000)),
      ] + (contextOf.map { [("context_of", JSON.string($0))] } ?? []))
  }

  /// `2026-10-03 18:20  Lena Brooks in Lena Brooks: …my knee hurts…` with matches in bold:
  /// each piece made safe first, so only psst's own bold reaches the terminal.
  func text(names: NameBook) -> String {
    var shown = ""
    var position = snippet.startIndex
    let bold = Terminal.usesColour
    let safe = { (piece: Substring) in TerminalText.oneLine(String(piece)) }
    for range in highlights {
      shown += safe(snippet[position..<range.lowerBound])
      shown += bold ? "\u{1B}[1m" + safe(snippet[range]) + "\u{1B}[0m" : safe(snippet[range])
      position = range.upperBound
    }
    shown += safe(snippet[position...])
    let context = contextOf.map { " (context of \(TerminalText.oneLine($0)))" } ?? ""
    return "\(Timestamp.local(time))  \(names.textUser(sender)) in \(names.textChat(chat)): \(shown)  "
      + "[\(TerminalText.oneLine(id))]\(context)"
  }
}
