import PsstCore

/// One message of a conversation with the model, in the OpenAI chat format.
public struct ChatMessage: Sendable, Equatable {
  public enum Role: String, Sendable {
    case system, user, assistant, tool
  }

  public var role: Role
  public var content: String?
  /// The tools an assistant message asked for (sent back as they came, before the answers).
  public var toolCalls: [ToolCall]
  /// For a `tool` message: the call it answers.
  public var toolCallID: String?

  public init(role: Role, content: String?, toolCalls: [ToolCall] = [], toolCallID: String? = nil) {
    self.role = role
    self.content = content
    self.toolCalls = toolCalls
    self.toolCallID = toolCallID
  }

  public static func system(_ text: String) -> ChatMessage { ChatMessage(role: .system, content: text) }
  public static func user(_ text: String) -> ChatMessage { ChatMessage(role: .user, content: text) }
  /// A tool's answer to `call`, e.g. `.tool(call, result.serialized)`.
  public static func tool(_ call: ToolCall, _ result: String) -> ChatMessage {
    ChatMessage(role: .tool, content: result, toolCallID: call.id)
  }

  var json: JSON {
    var fields: [(String, JSON)] = [("role", .string(role.rawValue)), ("content", content.json)]
    if !toolCalls.isEmpty { fields.append(("tool_calls", .array(toolCalls.map(\.json)))) }
    if let toolCallID { fields.append(("tool_call_id", .string(toolCallID))) }
    return .object(fields)
  }
}

/// A function the model may call: its name, what it does, and its parameters as JSON Schema.
public struct ToolDefinition: Sendable, Equatable {
  public var name: String
  public var description: String
  public var parameters: JSON

  public init(name: String, description: String, parameters: JSON) {
    self.name = name
    self.description = description
    self.parameters = parameters
  }

  var json: JSON {
    .object([
      ("type", "function"),
      (
        "function",
        .object([("name", .string(name)), ("description", .string(description)), ("parameters", parameters)])
      ),
    ])
  }
}

/// A call the model asked for. The API sends the arguments as a JSON string; some servers send
/// an object instead. Both arrive here as `argumentsText`, the JSON text.
public struct ToolCall: Sendable, Equatable {
  public var id: String
  public var name: String
  public var argumentsText: String

  public init(id: String, name: String, argumentsText: String) {
    self.id = id
    self.name = name
    self.argumentsText = argumentsText
  }

  /// The arguments parsed; nil when the model wrote something that is not JSON (an empty
  /// text is no arguments: an empty object).
  public var arguments: JSON? {
    argumentsText.allSatisfy(\.isWhitespace) ? .object([]) : try? JSON.parse(argumentsText)
  }

  var json: JSON {
    .object([
      ("id", .string(id)), ("type", "function"),
      ("function", .object([("name", .string(name)), ("arguments", .string(argumentsText))])),
    ])
  }
}

/// Tokens a request used, as the server counted them (its `usage` object).
public struct TokenUsage: Sendable, Equatable {
  public var promptTokens: Int
  public var completionTokens: Int

  public init(promptTokens: Int, completionTokens: Int) {
    self.promptTokens = promptTokens
    self.completionTokens = completionTokens
  }

  /// `{"prompt_tokens":…,"completion_tokens":…}`; nil when absent, not numbers, or negative
  /// (a count below zero would lower the costs psst-ai usage adds up).
  static func parse(_ json: JSON?) -> TokenUsage? {
    guard let json, let prompt = json["prompt_tokens"]?.intValue, prompt >= 0 else { return nil }
    let completion = json["completion_tokens"]?.intValue ?? 0
    guard completion >= 0 else { return nil }
    return TokenUsage(promptTokens: Int(prompt), completionTokens: Int(completion))
  }
}

/// The model's answer: text, tool calls, or both.
public struct ChatReply: Sendable, Equatable {
  public var text: String
  public var toolCalls: [ToolCall]
  /// "stop", "tool_calls", "length", ... (nil when the server did not say).
  public var finishReason: String?
  /// What the request used; nil when the server did not say (a stream from a server that
  /// ignores `stream_options`).
  public var usage: TokenUsage?

  public init(text: String, toolCalls: [ToolCall] = [], finishReason: String? = nil, usage: TokenUsage? = nil) {
    self.text = text
    self.toolCalls = toolCalls
    self.finishReason = finishReason
    self.usage = usage
  }

  /// The assistant message to put back into the conversation before the tools' answers.
  public var message: ChatMessage {
    ChatMessage(role: .assistant, content: text.isEmpty && !toolCalls.isEmpty ? nil : text, toolCalls: toolCalls)
  }
}

/// A piece of a streamed answer, as it arrives.
public enum ChatDelta: Sendable, Equatable {
  case text(String)
  /// A piece of tool call `index`: its id and name come once, its arguments in fragments.
  case toolCall(index: Int, id: String?, name: String?, arguments: String)
}
