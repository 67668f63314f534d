import PsstCore

extension ProviderClient {
  /// One answer from `POST /v1/chat/completions`, whole: text and/or tool calls.
  ///
  ///     let reply = try client.chat(messages: [.user("What did Tom say?")], tools: [search])
  ///     for call in reply.toolCalls { ... .tool(call, result) ... }
  public func chat(messages: [ChatMessage], tools: [ToolDefinition] = [], model: String? = nil) throws -> ChatReply {
    let response = try post("/chat/completions", try request(messages, tools, model: model, stream: false))
    return try Self.parseReply(response.body)
  }

  /// The same answer streamed (server-sent events): `onDelta` gets each piece as it arrives,
  /// the whole reply is returned at the end. A stream that stops before `[DONE]` or a finish
  /// reason is `.connectionLost`; one that goes quiet longer than the idle limit, `.timeout`.
  public func streamChat(
    messages: [ChatMessage], tools: [ToolDefinition] = [], model: String? = nil, onDelta: (ChatDelta) throws -> Void
  ) throws -> ChatReply {
    let body = try request(messages, tools, model: model, stream: true)
    var events = ServerSentEvents()
    var stream = ChatStream()
    var whole: [UInt8] = []
    let response = try withoutActuallyEscaping(onDelta) { onDelta in
      try post("/chat/completions", body) { piece in
        if !stream.started && whole.count < 1 << 20 { whole.append(contentsOf: piece) }
        try events.feed(piece) { try stream.consume($0, onDelta) }
      }
    }
    try events.finish { try stream.consume($0, onDelta) }
    // A server that does not stream answers with the whole reply as JSON: take it as one piece.
    if !stream.started && response.headers["content-type"]?.hasPrefix("application/json") == true {
      let reply = try Self.parseReply(whole)
      if !reply.text.isEmpty { try onDelta(.text(reply.text)) }
      for (index, call) in reply.toolCalls.enumerated() {
        try onDelta(.toolCall(index: index, id: call.id, name: call.name, arguments: call.argumentsText))
      }
      return reply
    }
    return try stream.reply(host: config.host)
  }

  private func request(_ messages: [ChatMessage], _ tools: [ToolDefinition], model: String?, stream: Bool)
    throws(ProviderError) -> JSON
  {
    guard let model = model ?? config.chatModel else {
      throw ProviderError(.notConfigured, "no chat model: set PSST_AI_MODEL")
    }
    return Self.chatBody(messages, tools, model: model, stream: stream)
  }

  /// The request body. A stream asks for a last chunk with the usage (`stream_options`), which
  /// servers that do not know it ignore.
  static func chatBody(_ messages: [ChatMessage], _ tools: [ToolDefinition], model: String, stream: Bool) -> JSON {
    var fields: [(String, JSON)] = [("model", .string(model)), ("messages", .array(messages.map(\.json)))]
    if !tools.isEmpty { fields.append(("tools", .array(tools.map(\.json)))) }
    if stream {
      fields.append(("stream", true))
      fields.append(("stream_options", .object([("include_usage", true)])))
    }
    return .object(fields)
  }

  /// `{"choices":[{"message":{"content":…,"tool_calls":[…]},"finish_reason":…}]}` → a reply.
  static func parseReply(_ body: [UInt8]) throws(ProviderError) -> ChatReply {
    let json: JSON
    do {
      json = try JSON.parse(String(decoding: body, as: UTF8.self))
    } catch {
      throw ProviderError(.malformed, "the chat answer is not JSON: \(error)")
    }
    guard let choice = json["choices"]?.arrayValue?.first, let message = choice["message"] else {
      throw ProviderError(.malformed, "the chat answer has no choices")
    }
    var calls: [ToolCall] = []
    for (index, item) in (message["tool_calls"]?.arrayValue ?? []).enumerated() {
      guard let function = item["function"], let name = function["name"]?.stringValue else {
        throw ProviderError(.malformed, "tool call \(index) has no function name")
      }
      calls.append(
        ToolCall(id: item["id"]?.stringValue ?? "", name: name, argumentsText: argumentsText(function["arguments"])))
    }
    return ChatReply(
      text: text(message["content"]), toolCalls: calls.withDistinctIDs(),
      finishReason: choice["finish_reason"]?.stringValue,
      usage: TokenUsage.parse(json["usage"]))
  }

  /// Content is a string, null, or (some servers) a list of `{"type":"text","text":…}` parts.
  static func text(_ content: JSON?) -> String {
    switch content {
    case .string(let text)?: text
    case .array(let parts)?: parts.compactMap { $0["text"]?.stringValue ?? $0.stringValue }.joined()
    default: ""
    }
  }

  /// Arguments as the JSON text the API specifies, whether they came as a string or an object.
  static func argumentsText(_ arguments: JSON?) -> String {
    switch arguments {
    case .string(let text)?: text
    case nil, .null?: ""
    case let value?: value.serialized
    }
  }
}

/// Puts a streamed chat answer back together from its events' data.
struct ChatStream {
  private struct PartialCall {
    var id: String?
    var name = ""
    var arguments = ""
  }

  private var text = ""
  private var calls: [Int: PartialCall] = [:]
  private var finishReason: String?
  private var usage: TokenUsage?
  private var done = false
  /// Whether any event came at all.
  private(set) var started = false

  /// One event's data: `[DONE]`, or a `chat.completion.chunk`.
  mutating func consume(_ data: String, _ onDelta: (ChatDelta) throws -> Void) throws {
    started = true
    if data == "[DONE]" {
      done = true
      return
    }
    let chunk: JSON
    do {
      chunk = try JSON.parse(data)
    } catch {
      throw ProviderError(.malformed, "a streamed event is not JSON: \(error)")
    }
    if let error = chunk["error"] {
      let said = error["message"]?.stringValue ?? error.stringValue ?? "an error event"
      throw ProviderError(.server(status: 200), "the stream ended with: \(said.prefix(200))")
    }
    if let usage = TokenUsage.parse(chunk["usage"]) { self.usage = usage }
    // The last chunk may have no choices (usage only).
    guard let choice = chunk["choices"]?.arrayValue?.first else { return }
    if let reason = choice["finish_reason"]?.stringValue { finishReason = reason }
    guard let delta = choice["delta"] else { return }
    let piece = ProviderClient.text(delta["content"])
    if !piece.isEmpty {
      text += piece
      try onDelta(.text(piece))
    }
    for (position, item) in (delta["tool_calls"]?.arrayValue ?? []).enumerated() {
      let index = item["index"]?.intValue.map(Int.init) ?? position
      let function = item["function"]
      let id = item["id"]?.stringValue
      let name = function?["name"]?.stringValue
      let arguments = ProviderClient.argumentsText(function?["arguments"])
      var call = calls[index] ?? PartialCall()
      if let id, !id.isEmpty { call.id = id }
      if let name { call.name += name }
      call.arguments += arguments
      calls[index] = call
      try onDelta(.toolCall(index: index, id: id, name: name, arguments: arguments))
    }
  }

  /// The whole reply; an error when the stream stopped short.
  func reply(host: String) throws(ProviderError) -> ChatReply {
    guard done || finishReason != nil else {
      throw ProviderError(.connectionLost, "\(host): the stream ended before the answer was complete")
    }
    var toolCalls: [ToolCall] = []
    for index in calls.keys.sorted() {
      let call = calls[index]!
      guard !call.name.isEmpty else { throw ProviderError(.malformed, "streamed tool call \(index) has no name") }
      toolCalls.append(ToolCall(id: call.id ?? "", name: call.name, argumentsText: call.arguments))
    }
    return ChatReply(text: text, toolCalls: toolCalls.withDistinctIDs(), finishReason: finishReason, usage: usage)
  }
}

extension [ToolCall] {
  /// The calls with an id each of their own: a missing, empty or repeated id (some servers send
  /// them) becomes `call_N`, N its position, so every tool answer pairs with exactly one call.
  func withDistinctIDs() -> [ToolCall] {
    var taken = Set(map(\.id))
    var seen: Set<String> = []
    return enumerated().map { index, call in
      var call = call
      if call.id.isEmpty || !seen.insert(call.id).inserted {
        var id = "call_\(index)"
        while taken.contains(id) { id += "_" }
        call.id = id
        taken.insert(id)
        seen.insert(id)
      }
      return call
    }
  }
}
