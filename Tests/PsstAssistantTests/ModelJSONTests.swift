import PsstCore
import PsstProvider
import Testing

@testable import PsstAssistant

@Suite("Model JSON replies")
struct ModelJSONTests {
  @Test func readsAnObjectInACodeFence() throws {
    let reply = "  ```json\n{\"facts\": [{\"fact\": \"knee\"}]}\n```\nHope that helps!"
    let json = try ModelJSON.object(reply, "reply")
    #expect(try ModelJSON.list(json, "facts").count == 1)
  }

  @Test func refusesProseAndNonObjects() {
    for reply in ["Sure! Here are the facts.", "[1, 2]", "```\n\"text\"\n```", ""] {
      #expect(throws: ProviderError.self) { try ModelJSON.object(reply, "reply") }
    }
  }

  @Test func aListMustBeObjects() throws {
    let json = try ModelJSON.object(#"{"items": [{"a": 1}, "b"], "none": 3}"#, "reply")
    #expect(throws: ProviderError.self) { try ModelJSON.list(json, "items") }
    #expect(throws: ProviderError.self) { try ModelJSON.list(json, "none") }
    #expect(throws: ProviderError.self) { try ModelJSON.list(json, "missing") }
  }

  @Test func optionalTextTellsNullFromTheWrongType() {
    #expect(ModelJSON.optionalText(nil) == .some(nil))
    #expect(ModelJSON.optionalText(.null) == .some(nil))
    #expect(ModelJSON.optionalText(.string("x")) == .some("x"))
    #expect(ModelJSON.optionalText(.number(3)) == nil)
  }

  @Test func aDateIsYearMonthDayInDigits() {
    #expect(ModelJSON.isDate("2026-11-24"))
    #expect(!ModelJSON.isDate("2026-11-2"))
    #expect(!ModelJSON.isDate("tomorrow"))
    #expect(!ModelJSON.isDate("2026-1a-24"))
  }
}
