import PsstAI
import PsstCore
import PsstProvider

/// An action tool call the model made (schedule_call, set_reminder, send_message, …). It is
/// never run here: psst-ai's action flow shows it and asks the owner first.
public struct ProposedAction: Equatable {
  /// The tool's name, as the model called it.
  public var tool: String
  /// The arguments as the model wrote them (JSON text).
  public var argumentsText: String
}

/// The provider's answer to one question.
public struct ProviderAnswer: Equatable {
  /// The answer's text, invented ids taken out.
  public var text: String
  /// Ids the answer cites that were among the messages the model was given, in order.
  public var sources: [String]
  /// Action tool calls the model made, unexecuted, for the action flow.
  public var proposedActions: [ProposedAction]
}

/// psst-ai's conversation with the provider's chat model: a system prompt, the earlier turns,
/// the retrieved messages as quoted DATA and the question; the model may call
/// `search_messages` (run here, at most `maxToolRounds` rounds) and the action tools it is
/// given (collected, never run), then answers citing message ids.
struct ProviderAssistant {
  let provider: MeteredProvider
  let names: NameBook
  /// Who is asking: the account owner's name, for the prompt.
  let owner: String
  /// Action tools the model may propose (defined by the action flow).
  var actionTools: [ToolDefinition] = []
  /// How the owner wants answers to sound and how long (`reply.tone`, `reply.length`).
  var tone = Preferences.Tone.neutral
  var length = Preferences.Length.medium

  static let maxToolRounds = 5

  static let searchTool = ToolDefinition(
    name: "search_messages",
    description: "Search the user's message history by words and meaning; returns matching messages as DATA.",
    parameters: .object([
      ("type", "object"),
      (
        "properties",
        .object([
          ("query", .object([("type", "string"), ("description", "words, a name or a question, e.g. \"Sam knee\"")]))
        ])
      ),
      ("required", .array(["query"])),
    ]))

  /// Answers `question`. `search` runs search_messages; `onText` gets the answer's text as it
  /// streams (nil: not streamed).
  func answer(
    _ question: String, turns: [Store.AssistantTurn], retrieved: [ConversationMessage],
    search: (String) throws -> [ConversationMessage], onText: ((String) -> Void)?
  ) throws -> ProviderAnswer {
    var known = Set(retrieved.map(\.id))
    var messages = [ChatMessage.system(systemPrompt())]
    for turn in turns {
      messages.append(.user(turn.question))
      messages.append(ChatMessage(role: .assistant, content: turn.answer))
    }
    messages.append(
      .user("DATA (messages that may bear on the question):\n\(data(retrieved))\n\nQuestion: \(question)"))
    var proposed: [ProposedAction] = []
    var rounds = 0
    while true {
      // After the last tool round no tools are offered: the model has to answer with what it has.
      let tools = rounds < Self.maxToolRounds ? [Self.searchTool] + actionTools : []
      rounds += 1
      let reply = try send(messages, tools: tools, onText: onText)
      guard !reply.toolCalls.isEmpty, !tools.isEmpty else {
        guard !reply.text.allSatisfy(\.isWhitespace) else {
          throw ProviderError(.malformed, "the model gave no answer")
        }
        let cited = Citations.extract(reply.text, known: known)
        return ProviderAnswer(text: cited.text, sources: cited.sources, proposedActions: proposed)
      }
      messages.append(reply.message)
      for call in reply.toolCalls {
        messages.append(.tool(call, try run(call, search: search, known: &known, proposed: &proposed)))
      }
    }
  }

  private func send(_ messages: [ChatMessage], tools: [ToolDefinition], onText: ((String) -> Void)?) throws
    -> ChatReply
  {
    guard let onText else { return try provider.chat(messages: messages, tools: tools) }
    return try provider.streamChat(messages: messages, tools: tools) { delta in
      if case .text(let piece) = delta { onText(piece) }
    }
  }

  /// The tool's answer for the model: search results as DATA, a note for a proposed action,
  /// an error for anything else.
  private func run(
    _ call: ToolCall, search: (String) throws -> [ConversationMessage], known: inout Set<String>,
    proposed: inout [ProposedAction]
  ) throws -> String {
    if call.name == Self.searchTool.name {
      guard let query = call.arguments?["query"]?.stringValue, !query.allSatisfy(\.isWhitespace) else {
        return #"{"error":"search_messages needs {\"query\": \"...\"}"}"#
      }
      let found = try search(query)
      known.formUnion(found.map(\.id))
      return found.isEmpty ? "No messages found." : "DATA:\n" + data(found)
    }
    guard actionTools.contains(where: { $0.name == call.name }) else {
      return JSON.object([("error", .string("there is no tool named \(call.name)"))]).serialized
    }
    proposed.append(ProposedAction(tool: call.name, argumentsText: call.argumentsText))
    return #"{"status":"proposed","note":"The user will be asked to confirm; it has not been done yet."}"#
  }

  private func systemPrompt() -> String {
    var prompt = """
      You are psst's assistant for \(owner): a second brain for their messages with clients and teams. \
      Answer questions from the user's message history only. \(PromptData.rules) Cite every message an \
      answer rests on by its id in square brackets, like [m123]. If the messages do not answer the \
      question, say so plainly; never invent facts, names, times or ids. When the messages given are not \
      enough, call search_messages. \(Self.style(tone: tone, length: length)) The time now is \
      \(Timestamp.local(Clock.nowMillis())).
      """
    if !actionTools.isEmpty {
      prompt += """
         Actions (\(actionTools.map(\.name).joined(separator: ", "))) are only proposed: the user confirms \
        them before anything happens, so never say an action is done.
        """
    }
    return prompt
  }

  /// The owner's tone and length as an instruction; the defaults ask for brevity alone.
  static func style(tone: Preferences.Tone, length: Preferences.Length) -> String {
    let size =
      switch length {
      case .short: "Answer in one or two sentences."
      case .medium: "Be brief."
      case .long: "Answer fully: a short paragraph, or a list when there are several points."
      }
    let voice =
      switch tone {
      case .neutral: ""
      case .friendly: " Write warmly and casually, as a helpful colleague would."
      case .formal: " Write formally and politely, in complete sentences."
      }
    return size + voice
  }

  func data(_ messages: [ConversationMessage]) -> String {
    PromptData.block(messages, sender: names.user, chat: names.chat)
  }
}
