import PsstCore
import PsstProvider

/// An OpenAI-compatible provider answering with the fuzzed input: whole chat replies, streamed
/// replies (server-sent events), embeddings.
extension FuzzTargets {
  static let replySeeds = [
    #"{"choices":[{"message":{"role":"assistant","content":"Sarah said her knee is better."},"finish_reason":"stop"}],"usage":{"prompt_tokens":12,"completion_tokens":7}}"#,
    #"{"choices":[{"message":{"content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"search_messages","arguments":"{\"query\":\"knee\"}"}},{"id":"call_1","function":{"name":"send_message","arguments":{"to":"sarah","text":"hi"}}},{"function":{"name":"x"}}]},"finish_reason":"tool_calls"}]}"#,
    #"{"choices":[{"message":{"content":[{"type":"text","text":"part one, "},{"type":"text","text":"part two"},"raw"]}}]}"#,
    #"{"error":{"message":"overloaded","type":"server_error"}}"#,
  ]

  static let providerTokens =
    jsonTokens + [
      "\"choices\":", "\"message\":", "\"content\":", "\"tool_calls\":", "\"function\":", "\"name\":",
      "\"arguments\":", "\"index\":", "\"id\":", "\"delta\":", "\"finish_reason\":", "\"usage\":",
      "\"prompt_tokens\":", "\"completion_tokens\":", "-1", "\"data\":", "\"embedding\":",
    ]

  /// A provider client for the fake server: one attempt, short limits (a request the server
  /// does not answer fails the test rather than waiting).
  final class ProviderFixture {
    let server: FuzzHTTPServer
    let client: ProviderClient

    init() throws {
      server = try FuzzHTTPServer()
      let config = ProviderConfig(
        baseURL: server.url + "/v1", chatModel: "fuzz-chat", embedModel: "fuzz-embed",
        timeouts: ProviderTimeouts(seconds: 5))
      client = try ProviderClient(config: config, retryBudgetMillis: 0, maxAttempts: 1)
    }

    /// Answers the next requests with `bytes`, in pieces of a size the input decides.
    func answer(_ bytes: [UInt8], contentType: String = "application/json") {
      let size = 1 + Int(bytes.first ?? 0) % 23
      let pieces = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
      server.respond { _ in FuzzHTTPServer.Response(contentType: contentType, pieces: pieces) }
    }
  }

  /// A target over a lazily started provider fixture.
  static func providerTarget(
    _ name: String, seeds: [String], _ check: @escaping (ProviderFixture, [UInt8]) -> [String]
  ) -> FuzzTarget {
    var fixture: ProviderFixture? = nil
    return FuzzTarget(name: name, seeds: seeds, tokens: providerTokens, maximumLength: 64 * 1024) { bytes in
      do {
        if fixture == nil { fixture = try ProviderFixture() }
      } catch {
        return ["cannot start the fake provider: \(error)"]
      }
      return check(fixture!, bytes)
    }
  }

  /// `chat`: a reply or a ProviderError; tool calls each get an id of their own; usage counts
  /// are not negative.
  public static func providerReply() -> FuzzTarget {
    providerTarget("provider-reply", seeds: replySeeds) { fixture, bytes in
      fixture.answer(bytes)
      do {
        return replyProblems(try fixture.client.chat(messages: [.user("what did Sarah say?")]))
      } catch {
        return providerErrorProblems(error)
      }
    }
  }

  static func replyProblems(_ reply: ChatReply) -> [String] {
    var problems: [String] = []
    let ids = reply.toolCalls.map(\.id)
    if ids.contains("") || Set(ids).count != ids.count { problems.append("tool call ids not distinct: \(ids)") }
    if let usage = reply.usage, usage.promptTokens < 0 || usage.completionTokens < 0 {
      problems.append("negative usage: \(usage)")
    }
    return problems
  }

  static func providerErrorProblems(_ error: any Error) -> [String] {
    guard let error = error as? ProviderError else { return ["threw \(type(of: error)), not ProviderError: \(error)"] }
    return error.detail.isEmpty ? ["a ProviderError (\(error.code)) without detail"] : []
  }

  /// `streamChat`: the deltas handed out add up to the reply returned (text, and each tool
  /// call's arguments), or the stream fails with a ProviderError.
  public static func providerStream() -> FuzzTarget {
    let seeds =
      [
        """
        : keep-alive

        data: {"choices":[{"delta":{"role":"assistant","content":"Sarah "}}]}

        data: {"choices":[{"delta":{"content":"said hi"}}]}

        data: {"choices":[{"delta":{"tool_calls":[{"index":0,"id":"call_a","function":{"name":"search","arguments":"{\\"q\\":"}}]}}]}

        data: {"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\\"knee\\"}"}}]},"finish_reason":"tool_calls"}]}

        data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4}}

        data: [DONE]


        """,
        "data: {\"choices\":[{\"delta\":{\"content\":\"one\"}}]}\r\n\r\ndata: {\"error\":{\"message\":\"overloaded\"}}\r\n\r\n",
        "data: {\"choices\":[{\"delta\":{\"content\":\"cut short\"}}]}\n\n",
      ] + replySeeds
    return providerTarget("provider-stream", seeds: seeds) { fixture, bytes in
      fixture.answer(bytes, contentType: bytes.first == UInt8(ascii: "{") ? "application/json" : "text/event-stream")
      var text = ""
      var arguments: [Int: String] = [:]
      do {
        let reply = try fixture.client.streamChat(messages: [.user("hi")]) { delta in
          switch delta {
          case .text(let piece): text += piece
          case .toolCall(let index, _, _, let piece): arguments[index, default: ""] += piece
          }
        }
        var problems = replyProblems(reply)
        if text != reply.text { problems.append("the text deltas differ from the reply's text") }
        let streamed = arguments.keys.sorted().map { arguments[$0]! }
        if streamed != reply.toolCalls.map(\.argumentsText) {
          problems.append("the tool call deltas differ from the reply's calls: \(streamed) vs \(reply.toolCalls)")
        }
        return problems
      } catch {
        return providerErrorProblems(error)
      }
    }
  }

  /// `embeddings`: one finite unit vector (or a zero one) per input, all of one length, or a
  /// ProviderError.
  public static func providerEmbeddings() -> FuzzTarget {
    let seeds = [
      #"{"data":[{"index":0,"embedding":[0.1,0.2,0.3]},{"index":2,"embedding":[1,0,0]},{"index":1,"embedding":[0,0,0]}],"usage":{"prompt_tokens":3}}"#,
      #"{"object":"list","data":[{"embedding":[3e38,3e38,1]},{"embedding":[-1,1e-45,2]},{"embedding":[1e300,-1e300,0.5]}]}"#,
    ]
    return providerTarget("provider-embeddings", seeds: seeds) { fixture, bytes in
      fixture.answer(bytes)
      do {
        let vectors = try fixture.client.embeddings(model: "fuzz-embed", inputs: ["a", "b", "c"])
        var problems: [String] = []
        if vectors.count != 3 { problems.append("\(vectors.count) vectors for 3 inputs") }
        if Set(vectors.map(\.count)).count > 1 { problems.append("vectors of different lengths") }
        for vector in vectors {
          let norm = vector.reduce(Float(0)) { $0 + $1 * $1 }
          if !vector.allSatisfy(\.isFinite) || !(norm == 0 || abs(norm - 1) < 1e-3) {
            problems.append("not a finite unit vector: \(vector.prefix(4)) (squared norm \(norm))")
          }
        }
        return problems
      } catch {
        return providerErrorProblems(error)
      }
    }
  }

  /// ServerSentEvents: the same events whatever pieces the body arrives in.
  public static func serverSentEvents() -> FuzzTarget {
    let seeds = [
      ": keep-alive\r\ndata: {\"a\":1}\r\n\r\nevent: message\ndata:{\"b\":2}\n\ndata: one\ndata: two\n\rdata: [DONE]\n\n",
      "data: x", "data:\n\n", "id: 1\nretry: 10\ndata: y\n\n",
    ]
    return FuzzTarget(name: "server-sent-events", seeds: seeds, tokens: ["data:", "data: ", ":", "\n", "\r", "\r\n"]) {
      bytes in
      let whole = events(of: [bytes[...]])
      let size = 1 + Int(bytes.last ?? 0) % 7
      let pieces = stride(from: 0, to: bytes.count, by: size).map { bytes[$0..<min($0 + size, bytes.count)] }
      let split = events(of: pieces)
      return whole == split ? [] : ["pieces of \(size) bytes give other events: \(split.count) vs \(whole.count)"]
    }
  }

  static func events(of pieces: [ArraySlice<UInt8>]) -> [String] {
    var parser = ServerSentEvents()
    var out: [String] = []
    for piece in pieces { parser.feed(piece) { out.append($0) } }
    parser.finish { out.append($0) }
    return out
  }
}
