import Foundation
import PsstCore
import PsstTestSupport
import Testing

@testable import PsstProvider

/// Chat against scripts/fake-openai: answers whole and streamed, tool calls both ways.
@Suite("ProviderClient chat")
struct ProviderChatTests {
  static let search = ToolDefinition(
    name: "search_messages", description: "Finds messages.",
    parameters: .object([("type", "object"), ("properties", .object([("query", .object([("type", "string")]))]))]))

  @Test("a plain answer, with the key in the Authorization header and the model asked for")
  func plainAnswer() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let reply = try server.client().chat(messages: [.system("Be brief."), .user("hello there")])
    #expect(reply.text == "echo: hello there")
    #expect(reply.toolCalls.isEmpty && reply.finishReason == "stop")
    let request = try #require(server.requests.first)
    #expect(request["path"] as? String == "/v1/chat/completions")
    let headers = request["headers"] as? [String: String]
    #expect(headers?["authorization"] == "Bearer sk-test-key-0123456789")
    #expect((request["body"] as? [String: Any])?["model"] as? String == "chat")
  }

  @Test("no key configured sends no Authorization header (local servers)")
  func noKey() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    _ = try server.client(key: nil).chat(messages: [.user("hi")])
    #expect((server.requests.first?["headers"] as? [String: String])?["authorization"] == nil)
  }

  @Test("tool calls arrive with string arguments and with object arguments alike")
  func toolCalls() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let client = try server.client()
    for model in ["chat", "chat,tools=object"] {
      let reply = try client.chat(messages: [.user("knee")], tools: [Self.search], model: model)
      let call = try #require(reply.toolCalls.first, "\(model)")
      #expect(call.id == "call_1" && call.name == "search_messages")
      #expect(call.arguments == .object([("query", "knee")]), "\(model): \(call.argumentsText)")
      #expect(reply.finishReason == "tool_calls")
    }
  }

  @Test("a tool's answer goes back as role tool with its tool_call_id, after the assistant's call")
  func toolRoundTrip() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let client = try server.client()
    let first = try client.chat(messages: [.user("knee")], tools: [Self.search])
    let call = try #require(first.toolCalls.first)
    let second = try client.chat(
      messages: [.user("knee"), first.message, .tool(call, #"{"hits":2}"#)], tools: [Self.search])
    #expect(second.text == #"tool call_1 said: {"hits":2}"#)
    let sent = (server.requests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]]
    #expect(sent?.count == 3)
    #expect(sent?[2]["role"] as? String == "tool" && sent?[2]["tool_call_id"] as? String == "call_1")
    let calls = sent?[1]["tool_calls"] as? [[String: Any]]
    // Sent back as the JSON string it came as.
    let arguments = (calls?.first?["function"] as? [String: Any])?["arguments"] as? String
    #expect(arguments == call.argumentsText && call.argumentsText.contains("knee"))
  }

  @Test("a streamed answer comes in pieces that add up to the whole")
  func streamedText() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var pieces: [String] = []
    let reply = try server.client().streamChat(messages: [.user("tell me something long")]) { delta in
      if case .text(let text) = delta { pieces.append(text) }
    }
    #expect(pieces.count > 3)
    #expect(pieces.joined() == "echo: tell me something long" && reply.text == pieces.joined())
    #expect(reply.finishReason == "stop")
    #expect((server.requests.first?["body"] as? [String: Any])?["stream"] as? Bool == true)
  }

  @Test("streamed tool calls are put together from their fragments, string or object")
  func streamedToolCalls() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let client = try server.client()
    for model in ["chat", "chat,tools=object"] {
      var fragments = 0
      let reply = try client.streamChat(messages: [.user("pricing")], tools: [Self.search], model: model) { delta in
        if case .toolCall = delta { fragments += 1 }
      }
      #expect(fragments >= 2, "\(model)")
      let call = try #require(reply.toolCalls.first)
      #expect(call.name == "search_messages" && call.id == "call_1")
      #expect(call.arguments == .object([("query", "pricing")]), "\(model): \(call.argumentsText)")
    }
  }

  @Test("a server that answers a stream request with one JSON reply is taken at its word")
  func unstreamedAnswer() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var pieces: [ChatDelta] = []
    let reply = try server.client().streamChat(messages: [.user("hi")], model: "chat,nostream") { pieces.append($0) }
    #expect(reply.text == "echo: hi" && pieces == [.text("echo: hi")])
  }

  @Test("a stream dropped midway is connectionLost, after the pieces that came, and not retried")
  func droppedStream() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var pieces = 0
    let error = providerError {
      _ = try server.client().streamChat(messages: [.user("hello there")], model: "chat,drop") { _ in pieces += 1 }
    }
    #expect(error?.code == .connectionLost, "\(String(describing: error))")
    #expect(error?.message.hasPrefix("AI assistant is temporarily unavailable") == true)
    #expect(pieces >= 1)
    #expect(server.requests.count == 1)
  }

  @Test("a stream that ends without [DONE] or a finish reason is connectionLost")
  func unfinishedStream() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let error = providerError {
      _ = try server.client().streamChat(messages: [.user("hi")], model: "chat,nodone") { _ in }
    }
    #expect(error?.code == .connectionLost)
  }

  @Test("a stream that goes quiet ends at the idle limit with timeout")
  func stalledStream() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var error: ProviderError?
    let millis = elapsedMillis {
      error = providerError {
        _ = try server.client(timeoutSeconds: 1).streamChat(messages: [.user("hi")], model: "chat,stall") { _ in }
      }
    }
    #expect(error?.code == .timeout, "\(String(describing: error))")
    #expect(error?.message.hasPrefix("Request took too long.") == true)
    #expect(millis >= 900 && millis < 4_000, "took \(millis) ms")
  }

  @Test("an event that is not JSON is malformed")
  func malformedStream() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let error = providerError {
      _ = try server.client().streamChat(messages: [.user("hi")], model: "chat,malformed") { _ in }
    }
    #expect(error?.code == .malformed)
    #expect(error?.message.hasPrefix("Received invalid response from AI service") == true)
  }

  @Test("a streamed request that fails before any piece (429) is retried like any other")
  func streamRetriedBeforeFirstPiece() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let reply = try server.client().streamChat(
      messages: [.user("again")], model: "chat,status=429,retry_after=0.2,times=1"
    ) { _ in }
    #expect(reply.text == "echo: again")
    #expect(server.requests.count == 2)
  }

  @Test("a whole answer that is not JSON is malformed; no chat model is notConfigured")
  func malformedAndUnconfigured() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let client = try server.client()
    #expect(providerError { _ = try client.chat(messages: [.user("hi")], model: "chat,malformed") }?.code == .malformed)
    let bare = try ProviderClient(config: ProviderConfig(baseURL: server.url))
    let error = providerError { _ = try bare.chat(messages: [.user("hi")]) }
    #expect(error?.code == .notConfigured && error?.message.contains("PSST_AI_MODEL") == true)
    #expect(error?.psstError.exitCode == 1)
  }

  @Test("a negative token count is no usage (it would lower what psst-ai usage adds up)")
  func negativeUsageIsIgnored() throws {
    func usage(_ counts: String) throws -> TokenUsage? {
      try ProviderClient.parseReply(Array(#"{"choices":[{"message":{"content":"hi"}}],"usage":\#(counts)}"#.utf8)).usage
    }
    #expect(
      try usage(#"{"prompt_tokens":12,"completion_tokens":7}"#) == TokenUsage(promptTokens: 12, completionTokens: 7))
    #expect(try usage(#"{"prompt_tokens":12,"completion_tokens":-1}"#) == nil)
    #expect(try usage(#"{"prompt_tokens":-5,"completion_tokens":3}"#) == nil)
    var stream = ChatStream()
    try stream.consume(#"{"choices":[],"usage":{"prompt_tokens":-3,"completion_tokens":4}}"#) { _ in }
    try stream.consume("[DONE]") { _ in }
    #expect(try stream.reply(host: "h").usage == nil)
  }

  @Test("tool calls with a missing, empty or repeated id get ids of their own, so each answer pairs with one call")
  func toolCallIDsAreDistinct() throws {
    let whole = #"""
      {"choices":[{"message":{"content":null,"tool_calls":[
        {"id":"","type":"function","function":{"name":"a","arguments":"{}"}},
        {"id":"x","type":"function","function":{"name":"b","arguments":"{}"}},
        {"id":"x","type":"function","function":{"name":"c","arguments":"{}"}},
        {"type":"function","function":{"name":"d","arguments":"{}"}}]},"finish_reason":"tool_calls"}]}
      """#
    let reply = try ProviderClient.parseReply(Array(whole.utf8))
    #expect(reply.toolCalls.map(\.name) == ["a", "b", "c", "d"])
    #expect(Set(reply.toolCalls.map(\.id)).count == 4 && !reply.toolCalls.contains { $0.id.isEmpty }, "\(reply)")
    var stream = ChatStream()
    for index in 0..<3 {
      try stream.consume(
        #"{"choices":[{"delta":{"tool_calls":[{"index":\#(index),"id":"","function":{"name":"t\#(index)","arguments":"{}"}}]}}]}"#
      ) { _ in }
    }
    try stream.consume("[DONE]") { _ in }
    let streamed = try stream.reply(host: "h")
    #expect(Set(streamed.toolCalls.map(\.id)).count == 3 && !streamed.toolCalls.contains { $0.id.isEmpty })
  }
}
