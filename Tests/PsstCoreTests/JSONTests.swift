import Testing

@testable import PsstCore

@Suite("JSON")
struct JSONTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSON.parse(
      #" { "s": "x", "n": -12.5e1, "i": 42, "t": true, "f": false, "z": null, "a": [1, [2], {}], "o": {"k": "v"} } "#)
    #expect(value["s"] == .string("x"))
    #expect(value["n"] == .number(-125))
    #expect(value["i"]?.intValue == 42)
    #expect(value["t"]?.boolValue == true)
    #expect(value["f"]?.boolValue == false)
    #expect(value["z"]?.isNull == true)
    #expect(value["a"] == .array([.number(1), .array([.number(2)]), .object([])]))
    #expect(value["o"]?["k"]?.stringValue == "v")
    #expect(value["missing"] == nil)
  }

  @Test func objectsKeepFieldOrder() throws {
    let value = try JSON.parse(#"{"z":1,"a":2,"m":3}"#)
    guard case .object(let fields) = value else {
      Issue.record("not an object")
      return
    }
    #expect(fields.map(\.0) == ["z", "a", "m"])
    #expect(value.serialized == #"{"z":1,"a":2,"m":3}"#)
  }

  @Test func decodesEveryEscape() throws {
    let value = try JSON.parse(#""q\" b\\ s\/ \b\f\n\r\t \u00e9 \u4E2D \u0000""#)
    #expect(value.stringValue == "q\" b\\ s/ \u{8}\u{C}\n\r\t é 中 \u{0}")
  }

  @Test func decodesSurrogatePairsIntoEmoji() throws {
    #expect(try JSON.parse(#""\ud83d\ude00 \uD83D\uDC4D\uD83C\uDFFD""#).stringValue == "😀 👍🏽")
  }

  @Test func refusesUnpairedSurrogates() {
    #expect(throws: JSONParseError.self) { try JSON.parse(#""\ud83d""#) }
    #expect(throws: JSONParseError.self) { try JSON.parse(#""\ud83d\u0041""#) }
  }

  @Test func rawUnicodeAndEmojiRoundTripExactly() throws {
    let samples = [
      "👩‍👩‍👧‍👦 🇯🇵 🏳️‍🌈 👋🏽", "cafe\u{301} café", "漢字 한국어 עברית العربية", "\u{2028}\u{2029}\u{FEFF}\u{200D}",
      "\u{10FFFF}𝔘", "tab\t nl\n cr\r quote\" back\\ slash/ nul\u{0} bell\u{7} esc\u{1B} del\u{7F}",
    ]
    for sample in samples {
      let serialized = JSON.object([("text", .string(sample))]).serialized
      #expect(!serialized.contains("\n"), "one line per record")
      let back = try JSON.parse(serialized)["text"]?.stringValue
      #expect(back.map { Array($0.unicodeScalars) } == Array(sample.unicodeScalars))
    }
  }

  @Test func serializesControlCharactersAsEscapes() {
    #expect(JSON.string("a\u{1}b\nc\"d\\e").serialized == #""a\u0001b\nc\"d\\e""#)
    #expect(JSON.string("\u{1F}\t\r").serialized == #""\u001f\t\r""#)
    #expect(JSON.string("é😀").serialized == "\"é😀\"")
  }

  @Test func serializesNumbersAsPeopleWriteThem() {
    #expect(JSON.number(3).serialized == "3")
    #expect(JSON.number(-7).serialized == "-7")
    #expect(JSON.number(1.5).serialized == "1.5")
    #expect(JSON.number(1_700_000_000_000).serialized == "1700000000000")
    #expect(JSON.array([.null, .bool(true), .bool(false)]).serialized == "[null,true,false]")
  }

  @Test func structuresRoundTrip() throws {
    let value = JSON.object([
      ("type", .string("message")), ("n", .number(12)),
      ("list", .array([.string("a"), .null, .object([("k", .bool(true))])])),
    ])
    #expect(try JSON.parse(value.serialized) == value)
  }

  @Test func errorsNameTheColumn() {
    let cases: [(String, String, Int)] = [
      (#"{"a": tru}"#, "invalid literal", 7),
      (#"{"a" 1}"#, "expected ':'", 6),
      (#"{"a": 1,}"#, "expected a field name", 9),
      (#"[1, 2"#, "unterminated array", 6),
      (#"{"a": "b"} x"#, "unexpected text after", 12),
      (#""abc"#, "unterminated string", 5),
      ("", "unexpected end of input", 1),
      (#"{"a": "\x"}"#, "invalid escape", 10),
      (#"{"a": 1.2.3}"#, "invalid number", 7),
      ("\"a\u{1}b\"", "control character", 3),
    ]
    for (text, reason, column) in cases {
      do {
        _ = try JSON.parse(text)
        Issue.record("\(text) parsed")
      } catch let error as JSONParseError {
        #expect(error.description.contains(reason), "\(text): \(error)")
        #expect(error.description.hasSuffix("at column \(column)"), "\(text): \(error)")
        #expect(error.offset == column - 1)
      } catch {
        Issue.record("\(text): not a JSONParseError: \(error)")
      }
    }
  }

  @Test func refusesNumbersBeyondDoubleRangeInsteadOfPrintingInf() throws {
    for text in ["1e999", "-1e309", "[1, 123456789e400]", #"{"big": 1E+2147483648}"#] {
      #expect(throws: JSONParseError.self, "\(text)") { try JSON.parse(text) }
    }
    let error = #expect(throws: JSONParseError.self) { try JSON.parse(#"{"n": 1e999}"#) }
    #expect(error?.description == "number out of range at column 7")
    // The largest finite numbers and underflow to zero still read, and print as JSON.
    #expect(try JSON.parse("1.7976931348623157e308").serialized == "1.7976931348623157e+308")
    #expect(try JSON.parse("1e-400") == .number(0))
  }

  @Test func refusesNestingDeeperThan64() {
    let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    #expect(throws: JSONParseError.self) { try JSON.parse(deep) }
    let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(throws: Never.self) { try JSON.parse(fine) }
  }

  @Test func intValueOnlyForWholeNumbers() throws {
    #expect(try JSON.parse("12").intValue == 12)
    #expect(try JSON.parse("12.5").intValue == nil)
    #expect(try JSON.parse("\"12\"").intValue == nil)
  }
}
