import PsstCore
import Testing

@testable import PsstCrypto

@Suite struct CanonicalJSONTests {
  @Test func sortsKeysByCodePointAtEveryLevelWithoutWhitespace() throws {
    let json = try JSON.parse(#"{"b": 2, "a": {"z": [1, {"y": true, "x": null}], "A": "é"}, "ä": 0}"#)
    #expect(
      String(decoding: json.canonicalBytes, as: UTF8.self)
        == #"{"a":{"A":"é","z":[1,{"x":null,"y":true}]},"b":2,"ä":0}"#)
  }

  @Test func usesTheShortEscapesAndLowercaseHexForOtherControlCharacters() {
    let json: JSON = .object([("k", .string("q\"b\\\u{8}\u{C}\n\r\t\u{1F}"))])
    #expect(String(decoding: json.canonicalBytes, as: UTF8.self) == #"{"k":"q\"b\\\b\f\n\r\t\u001f"}"#)
  }

  /// The spec's example of what a signature covers: everything but `signatures` and `unsigned`.
  @Test func signingFormLeavesOutSignaturesAndUnsigned() throws {
    let json = try JSON.parse(#"{"one": 1, "signatures": {"u": {"k": "s"}}, "unsigned": {"age": 3}, "two": "Two"}"#)
    #expect(String(decoding: json.withoutSignatures.canonicalBytes, as: UTF8.self) == #"{"one":1,"two":"Two"}"#)
  }

  /// The Matrix spec's canonical JSON examples (appendices, "Canonical JSON").
  @Test func matchesTheSpecExamples() throws {
    let examples = [
      (#"{}"#, #"{}"#),
      (#"{"one": 1, "two": "Two"}"#, #"{"one":1,"two":"Two"}"#),
      (#"{"b": "2", "a": "1"}"#, #"{"a":"1","b":"2"}"#),
      (
        #"{"auth": {"success": true, "mxid": "@john.doe:example.com", "profile": {"display_name": "John Doe", "three_pids": [{"medium": "email", "address": "john.doe@example.org"}, {"medium": "msisdn", "address": "123456789"}]}}}"#,
        #"{"auth":{"mxid":"@john.doe:example.com","profile":{"display_name":"John Doe","three_pids":[{"address":"john.doe@example.org","medium":"email"},{"address":"123456789","medium":"msisdn"}]},"success":true}}"#
      ),
      (#"{"a": "日本語"}"#, #"{"a":"日本語"}"#),
      (#"{"本": 2, "日": 1}"#, #"{"日":1,"本":2}"#),
      (#"{"a": "\u65E5"}"#, #"{"a":"日"}"#),
      (#"{"a": null}"#, #"{"a":null}"#),
    ]
    for (input, expected) in examples {
      #expect(String(decoding: try JSON.parse(input).canonicalBytes, as: UTF8.self) == expected)
    }
  }
}
