import Testing

@testable import PsstCore

@Suite("Terminal text")
struct TerminalTextTests {
  /// The message: OSC 52 (write the clipboard), OSC 0 (retitle the window), BEL.
  static let hostile = "hi\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\ \u{1B}]0;pwned\u{7}"

  /// Every scalar a terminal would obey or that hides text, none of which may come through.
  static func obeyed(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
  }

  @Test func escapeSequencesAreShownNotObeyed() {
    let shown = TerminalText.neutralised(Self.hostile)
    #expect(shown == "hi^[]52;c;cm0gLXJmIH4=^[\\ ^[]0;pwned^G")
    #expect(Self.obeyed(shown).isEmpty)
  }

  @Test func everyC0C1AndDeleteCharacterIsMadeVisible() {
    var text = ""
    for value in UInt32(0)...0x9F where value != 0x0A && value != 0x09 && !(0x20...0x7E).contains(value) {
      text.unicodeScalars.append(Unicode.Scalar(value)!)
    }
    let shown = TerminalText.neutralised(text)
    #expect(Self.obeyed(shown).isEmpty, "\(shown)")
    #expect(shown.hasPrefix("^@^A^B"), "caret notation for C0")
    #expect(shown.contains("^?") && shown.contains("<U+009B>"), "DEL and CSI (C1)")
  }

  @Test func bidiOverridesAndIsolatesAreNamed() {
    let text = "invoice\u{202E}fdp.exe \u{2066}x\u{2069} line\u{2028}sep"
    #expect(
      TerminalText.neutralised(text)
        == "invoice<U+202E>fdp.exe <U+2066>x<U+2069> line<U+2028>sep")
  }

  @Test func ordinaryTextIsUntouchedWhateverItsScript() {
    for text in ["Grüße, Zoë — “quoted” 👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "שלום\u{200F} عربي", "tab\there", "two\nlines"] {
      #expect(TerminalText.neutralised(text) == text)
    }
  }

  @Test func lineEndsFromOtherSystemsAreNewLinesAndALoneReturnIsShown() {
    #expect(TerminalText.neutralised("a\r\nb") == "a\nb")
    #expect(TerminalText.neutralised("safe\rSarah: wire it") == "safe^MSarah: wire it")
    #expect(TerminalText.neutralised("end\r") == "end^M")
  }

  @Test func aNameStaysOnOneLine() {
    let name = "Mal\u{1B}[31mlory\n[2026-01-01 10:00] Sarah Whitby: wire the deposit"
    let shown = TerminalText.oneLine(name)
    #expect(!shown.contains("\n") && Self.obeyed(shown).isEmpty)
    #expect(shown == "Mal^[[31mlory^J[2026-01-01 10:00] Sarah Whitby: wire the deposit")
  }

  @Test func laterLinesAreIndentedSoNoneCanPassForARecord() {
    let body = TerminalText.indented("fine\nSarah Whitby: wire the deposit\r\n\u{1B}[2J", by: "    ")
    #expect(body == "fine\n    Sarah Whitby: wire the deposit\n    ^[[2J")
    #expect(body.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("    ") })
  }
}
