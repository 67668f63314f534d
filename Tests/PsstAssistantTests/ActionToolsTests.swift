import PsstAI
import PsstCore
import PsstProvider
import Testing

@testable import PsstAssistant

@Suite("Action tools (provider tool calls)")
struct ActionToolsTests {
  /// Wednesday 2026-11-18 10:00 UTC, in a zone one hour east of UTC (11:00 local).
  let planner = ActionPlanner(now: 1_794_996_000_000, zone: .fixed(seconds: 3600))

  func call(_ name: String, _ arguments: String) throws -> ActionProposal {
    try ActionTools.proposal(ToolCall(id: "call_1", name: name, argumentsText: arguments), planner: planner)
  }

  func badInput(_ name: String, _ arguments: String) -> String? {
    do {
      _ = try call(name, arguments)
      return nil
    } catch let error as PsstError {
      return error.kind == .badInput ? error.message : nil
    } catch {
      return nil
    }
  }

  @Test func theThreeToolsAreDefinedWithTheirRequiredArguments() {
    let names = ActionTools.definitions.map(\.name)
    #expect(names == ["schedule_call", "set_reminder", "send_message"])
    for definition in ActionTools.definitions {
      #expect(definition.parameters["type"]?.stringValue == "object")
      #expect(definition.parameters["required"]?.arrayValue?.isEmpty == false)
    }
    #expect(ActionTools.definitions[2].parameters["required"] == .array([.string("to"), .string("text")]))
  }

  @Test func scheduleCallReadsISOTimesWithAnOffsetAsGivenAndWithoutOneAsLocal() throws {
    let utc = try call("schedule_call", #"{"person":"Sara","when":"2026-11-19T15:00:00Z"}"#)
    #expect(utc.time == Timestamp.parse("2026-11-19T15:00:00Z"))
    #expect(utc.person == "Sara" && utc.minutes == 30 && utc.text == "Call with Sara")
    let local = try call("schedule_call", #"{"person":"Sara","when":"2026-11-19T15:00","minutes":45,"title":"Knee"}"#)
    #expect(local.time == Timestamp.parse("2026-11-19T14:00:00Z"), "15:00 local is 14:00 UTC")
    #expect(local.minutes == 45 && local.text == "Knee")
    let offset = try call("schedule_call", #"{"person":"Sara","when":"2026-11-19T15:00:00-05:00"}"#)
    #expect(offset.time == Timestamp.parse("2026-11-19T20:00:00Z"))
  }

  @Test func timesInWordsAreReadLikeTheEmbeddedPlannerReadsThem() throws {
    let words = try call("schedule_call", #"{"person":"Tom","when":"tomorrow at 3pm"}"#)
    #expect(words.time == Timestamp.parse("2026-11-19T14:00:00Z"))
    let reminder = try call("set_reminder", #"{"text":"check Tom's program","when":"Friday"}"#)
    #expect(reminder.tool == .setReminder && reminder.time == Timestamp.parse("2026-11-20T08:00:00Z"))
    let date = try call("set_reminder", #"{"text":"x","when":"2026-11-20"}"#)
    #expect(date.time == Timestamp.parse("2026-11-20T08:00:00Z"), "a date alone is 09:00 local")
  }

  @Test func sendMessageTakesTheRecipientAndTextAsTheyCame() throws {
    let message = try call("send_message", #"{"to":"Sarah","text":"Running 10 minutes late"}"#)
    #expect(message == ActionProposal(tool: .sendMessage, person: "Sarah", text: "Running 10 minutes late"))
  }

  @Test func malformedCallsAreBadInputNamingWhatIsWrong() {
    #expect(badInput("delete_everything", "{}")?.contains("unknown tool") == true)
    #expect(badInput("send_message", "{oops")?.contains("not JSON") == true)
    #expect(badInput("send_message", "[1]")?.contains("not a JSON object") == true)
    #expect(badInput("send_message", #"{"to":"Sarah"}"#)?.contains("\"text\"") == true)
    #expect(badInput("send_message", #"{"to":"  ","text":"hi"}"#)?.contains("\"to\"") == true)
    #expect(badInput("schedule_call", #"{"person":"Sara","when":"whenever"}"#)?.contains("cannot read") == true)
    #expect(badInput("schedule_call", #"{"person":"Sara","when":"2026-11-19"}"#)?.contains("no time") == true)
    #expect(badInput("schedule_call", #"{"person":"Sara","when":"tomorrow 3pm","minutes":0}"#) != nil)
  }

  @Test func aDateThatIsNotISO8601IsRefusedNotReadAsWords() {
    // Read as words, these named some other day: "01:00" the next 1 am, "2026-02-30" nothing.
    for when in ["2026-11-19T15:00:00 +01:00", "2026-11-19 at 15:00", "2026-02-30T10:00", "2026-11-19T25:00"] {
      #expect(
        badInput("schedule_call", #"{"person":"Sara","when":""# + when + #""}"#)?.contains("ISO 8601") == true,
        "\(when)")
    }
  }
}
