import PsstAI
import PsstCore
import PsstProvider

/// The assistant's three tools as a provider sees them (JSON Schema for /v1/chat/completions),
/// and the way back: a tool call the model made, turned into the same `ActionProposal` the
/// embedded planner makes, so both go through one confirmation and execution flow.
public enum ActionTools {
  /// schedule_call, set_reminder and send_message, with their JSON Schemas.
  public static let definitions: [ToolDefinition] = [
    ToolDefinition(
      name: ActionProposal.Tool.scheduleCall.rawValue,
      description: "Put a call with one of the user's contacts on the user's calendar. Needs the person and a time.",
      parameters: schema(
        [
          ("person", "string", "Who the call is with, as the user named them (full name, first name or id)."),
          (
            "when", "string",
            "Start time: ISO 8601 (2026-11-23T15:00:00, local time unless an offset is given) or words such as \"tomorrow at 3pm\"."
          ),
          ("minutes", "integer", "Length in minutes (default 30)."),
          ("title", "string", "A short title (default \"Call with PERSON\")."),
        ], required: ["person", "when"])),
    ToolDefinition(
      name: ActionProposal.Tool.setReminder.rawValue,
      description: "Remind the user of something at a time. Needs what to remind of and when.",
      parameters: schema(
        [
          ("text", "string", "What to remind the user of, e.g. \"check Tom's program\"."),
          ("when", "string", "When it falls due: ISO 8601 or words such as \"Friday\" or \"in 2 hours\"."),
        ], required: ["text", "when"])),
    ToolDefinition(
      name: ActionProposal.Tool.sendMessage.rawValue,
      description:
        "Send a message from the user to one person or group chat the user is in. Only when the user asked for it.",
      parameters: schema(
        [
          ("to", "string", "The person or group chat, as the user named them."),
          ("text", "string", "The message, written as the user would send it."),
        ], required: ["to", "text"])),
  ]

  private static func schema(_ fields: [(String, String, String)], required: [String]) -> JSON {
    .object([
      ("type", "object"),
      (
        "properties",
        .object(
          fields.map { name, type, about in (name, .object([("type", .string(type)), ("description", .string(about))]))
          })
      ),
      ("required", .array(required.map(JSON.string))), ("additionalProperties", .bool(false)),
    ])
  }

  /// The proposal a provider's tool call stands for.
  public static func proposal(_ call: ToolCall, planner: ActionPlanner) throws -> ActionProposal {
    guard let arguments = call.arguments else {
      throw PsstError.badInput("the \(call.name) call's arguments are not JSON")
    }
    return try proposal(name: call.name, arguments: arguments, planner: planner)
  }

  /// The proposal for tool `name` called with `arguments` (a JSON object).
  public static func proposal(name: String, arguments: JSON, planner: ActionPlanner) throws -> ActionProposal {
    guard let tool = ActionProposal.Tool(rawValue: name) else {
      throw PsstError.badInput("unknown tool \(name); the tools are schedule_call, set_reminder, send_message")
    }
    guard case .object = arguments else { throw PsstError.badInput("\(name): the arguments are not a JSON object") }
    func text(_ key: String) throws -> String {
      guard let value = arguments[key]?.stringValue?.trimmedSpaces, !value.isEmpty else {
        throw PsstError.badInput("\(name) needs \"\(key)\" (a string)")
      }
      return value
    }
    switch tool {
    case .scheduleCall:
      let person = try text("person")
      let minutes = arguments["minutes"]?.intValue.map(Int.init) ?? ActionPlanner.callMinutes
      guard (5...480).contains(minutes) else { throw PsstError.badInput("\(name): minutes must be 5 to 480") }
      let title = arguments["title"]?.stringValue?.trimmedSpaces ?? ""
      return ActionProposal(
        tool: tool, person: person, time: try time(try text("when"), planner: planner, defaultMinutes: nil),
        minutes: minutes, text: title.isEmpty ? "Call with \(person)" : title)
    case .setReminder:
      return ActionProposal(
        tool: tool,
        time: try time(try text("when"), planner: planner, defaultMinutes: ActionPlanner.reminderMinutes),
        text: try text("text"))
    case .sendMessage:
      return ActionProposal(tool: tool, person: try text("to"), text: try text("text"))
    }
  }

  /// `when` as ISO 8601 (without an offset: the owner's local time) or in words.
  public static func time(_ when: String, planner: ActionPlanner, defaultMinutes: Int?) throws -> Int64 {
    if let parsed = Timestamp.parse(when) {
      // Timestamp reads a time without an offset, and a bare date, as UTC; the owner means local.
      let clock = when.dropFirst(10)
      if clock.contains(where: { "Zz+".contains($0) }) || clock.dropFirst(6).contains("-") { return parsed }
      guard clock.isEmpty else { return planner.localInstant(utcWallClock: parsed) }
      guard let minutes = defaultMinutes else { throw PsstError.badInput("\"\(when)\" has no time of day") }
      return planner.localInstant(utcWallClock: parsed + Int64(minutes) * 60_000)
    }
    // A date that Timestamp could not read is a bad ISO 8601 time, not words: read as words,
    // "2026-11-19T15:00:00 +01:00" was the next 1 am.
    if ModelJSON.isDate(String(when.prefix(10))) {
      throw PsstError.badInput("\"\(when)\" is not an ISO 8601 time (2026-11-23T15:00:00, with an offset or none)")
    }
    guard let instant = planner.time(in: when, defaultMinutes: defaultMinutes) else {
      throw PsstError.badInput("cannot read the time \"\(when)\"; give ISO 8601 or words like \"tomorrow at 3pm\"")
    }
    return instant
  }
}
