import PsstCore

/// The way every psst tool talks to the provider: the account's daily limit on chat requests
/// is checked before one is sent, every request is recorded with its tokens and cost, and an
/// identical request made within a day is answered from the store without any HTTP.
///
///     let provider = MeteredProvider(config: config, store: store, account: "maya", tool: "psst-ai")
///     let reply = try provider.streamChat(messages: messages, tools: tools) { delta in … }
///
/// Embeddings are recorded but not limited: psst-index sends one request per 64 messages, and
/// a limit meant for questions would stop an import halfway. Only single-text embeddings (a
/// search query) are cached; a message's vector is kept with the message already.
public final class MeteredProvider {
  public let config: ProviderConfig
  private let store: Store
  private let account: String
  private let tool: String
  private let retryBudgetMillis: Int
  /// Made on the first request that needs the network: a cached answer reads no key.
  private var client: ProviderClient?

  /// How long a cached answer is used.
  public static let cacheMaxAgeMillis: Int64 = 24 * 3_600_000

  public init(config: ProviderConfig, store: Store, account: String, tool: String, retryBudgetMillis: Int = 20_000) {
    self.config = config
    self.store = store
    self.account = account
    self.tool = tool
    self.retryBudgetMillis = retryBudgetMillis
  }

  /// One whole answer (see `ProviderClient.chat`).
  public func chat(messages: [ChatMessage], tools: [ToolDefinition] = []) throws -> ChatReply {
    try complete(messages, tools, onDelta: nil, check: { _ in })
  }

  /// One whole answer, made into `T` by `accept`; an answer `accept` refuses (it throws) is not
  /// cached, so the same request asks the provider again.
  ///
  ///     let summary = try provider.chat(messages: prompt) { reply in try Summary.parse(reply.text) }
  public func chat<T>(messages: [ChatMessage], tools: [ToolDefinition] = [], accept: (ChatReply) throws -> T) throws
    -> T
  {
    var accepted: T?
    _ = try complete(messages, tools, onDelta: nil, check: { accepted = try accept($0) })
    return accepted!
  }

  /// One streamed answer (see `ProviderClient.streamChat`); a cached answer arrives as one piece.
  public func streamChat(
    messages: [ChatMessage], tools: [ToolDefinition] = [], onDelta: @escaping (ChatDelta) throws -> Void
  ) throws -> ChatReply {
    try complete(messages, tools, onDelta: onDelta, check: { _ in })
  }

  private func complete(
    _ messages: [ChatMessage], _ tools: [ToolDefinition], onDelta: ((ChatDelta) throws -> Void)?,
    check: (ChatReply) throws -> Void
  ) throws -> ChatReply {
    guard let model = config.chatModel else {
      throw ProviderError(.notConfigured, "no chat model: set ai.model in \(ConfigFile.path()) or PSST_AI_MODEL")
    }
    // Streamed or not, the same question has the same answer.
    let key = Self.cacheKey(
      config.baseURL + "/chat/completions", ProviderClient.chatBody(messages, tools, model: model, stream: false))
    if let cached = try cachedReply(key) {
      try record(.init(tool: tool, endpoint: "chat", model: model, outcome: .cached))
      if let onDelta { try cached.replay(onDelta) }
      try check(cached)
      return cached
    }
    try checkDailyLimit()
    let connection = try connect()
    let reply: ChatReply
    do {
      reply =
        if let onDelta {
          try connection.streamChat(messages: messages, tools: tools, onDelta: onDelta)
        } else {
          try connection.chat(messages: messages, tools: tools)
        }
    } catch let error as ProviderError {
      try record(.init(tool: tool, endpoint: "chat", model: model, outcome: .error))
      throw error
    }
    try record(usage(reply.usage, endpoint: "chat", model: model))
    try check(reply)
    try store.cacheProviderAnswer(
      account: account, key: key, answer: reply.cacheJSON.serialized, maxAgeMillis: Self.cacheMaxAgeMillis)
    return reply
  }

  /// One unit vector per input (see `ProviderClient.embeddings`), one recorded request per batch.
  public func embeddings(model: String, inputs: [String]) throws -> [[Float]] {
    var vectors: [[Float]] = []
    vectors.reserveCapacity(inputs.count)
    var start = 0
    while start < inputs.count {
      let batch = Array(inputs[start..<min(start + ProviderClient.embeddingBatch, inputs.count)])
      vectors += try embed(model: model, batch)
      start += batch.count
    }
    return vectors
  }

  private func embed(model: String, _ inputs: [String]) throws -> [[Float]] {
    let key =
      inputs.count == 1
      ? Self.cacheKey(config.baseURL + "/embeddings", ProviderClient.embeddingsBody(model: model, inputs: inputs)) : nil
    if let key,
      let text = try store.cachedProviderAnswer(account: account, key: key, maxAgeMillis: Self.cacheMaxAgeMillis),
      let numbers = (try? JSON.parse(text))?.arrayValue,
      case let vector = numbers.compactMap({ number -> Float? in
        if case .number(let value) = number { return Float(value) } else { return nil }
      }), vector.count == numbers.count, !vector.isEmpty
    {
      try record(.init(tool: tool, endpoint: "embeddings", model: model, outcome: .cached))
      return [vector]
    }
    let connection = try connect()
    let result: (vectors: [[Float]], usage: TokenUsage?)
    do {
      result = try connection.embedBatch(model: model, inputs: inputs)
    } catch let error as ProviderError {
      try record(.init(tool: tool, endpoint: "embeddings", model: model, outcome: .error))
      throw error
    }
    try record(usage(result.usage, endpoint: "embeddings", model: model))
    if let key, let vector = result.vectors.first {
      let text = JSON.array(vector.map { .number(Double($0)) }).serialized
      try store.cacheProviderAnswer(account: account, key: key, answer: text, maxAgeMillis: Self.cacheMaxAgeMillis)
    }
    return result.vectors
  }

  /// Refuses a chat request over the account's limit for the day, before anything is sent.
  private func checkDailyLimit() throws {
    let limit = config.dailyLimit
    guard limit > 0, try store.providerRequestsToday(account: account, endpoint: "chat") >= limit else { return }
    throw ProviderError(
      .dailyLimit(limit: limit),
      "the daily limit of \(limit) AI provider requests for account \(account) is reached; it resets at midnight, "
        + "or raise ai.daily_limit in \(ConfigFile.path()) (or PSST_AI_DAILY_LIMIT)")
  }

  private func connect() throws(ProviderError) -> ProviderClient {
    if let client { return client }
    let made = try ProviderClient(config: config, retryBudgetMillis: retryBudgetMillis)
    client = made
    return made
  }

  private func cachedReply(_ key: String) throws -> ChatReply? {
    guard let text = try store.cachedProviderAnswer(account: account, key: key, maxAgeMillis: Self.cacheMaxAgeMillis),
      let json = try? JSON.parse(text)
    else { return nil }
    return ChatReply(cached: json)
  }

  private func usage(_ usage: TokenUsage?, endpoint: String, model: String) -> Store.ProviderRequest {
    Store.ProviderRequest(
      tool: tool, endpoint: endpoint, model: model, promptTokens: usage?.promptTokens ?? 0,
      completionTokens: usage?.completionTokens ?? 0, costMicros: config.costMicros(usage), outcome: .ok)
  }

  private func record(_ request: Store.ProviderRequest) throws {
    try store.recordProviderRequest(account: account, request)
  }

  /// The request's URL (another server's answer is not this one's) and body, hashed: 128 bits of two FNV-1a passes with different
  /// seeds. Not cryptographic, and it need not be: the cache is the account's own, in its store.
  static func cacheKey(_ url: String, _ body: JSON) -> String {
    var bytes = Array(url.utf8) + [0]
    body.write(to: &bytes)
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in bytes {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
    }
    return hex(first) + hex(second)
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension ChatReply {
  /// The reply as kept in the cache.
  var cacheJSON: JSON {
    .object([
      ("text", .string(text)), ("tool_calls", .array(toolCalls.map(\.json))),
      ("finish_reason", finishReason.json),
    ])
  }

  init?(cached json: JSON) {
    guard let text = json["text"]?.stringValue, let calls = json["tool_calls"]?.arrayValue else { return nil }
    var toolCalls: [ToolCall] = []
    for call in calls {
      guard let id = call["id"]?.stringValue, let function = call["function"],
        let name = function["name"]?.stringValue
      else { return nil }
      toolCalls.append(
        ToolCall(id: id, name: name, argumentsText: ProviderClient.argumentsText(function["arguments"])))
    }
    self.init(text: text, toolCalls: toolCalls, finishReason: json["finish_reason"]?.stringValue)
  }

  /// Hands a whole reply to a stream's receiver, as one piece each.
  func replay(_ onDelta: (ChatDelta) throws -> Void) throws {
    if !text.isEmpty { try onDelta(.text(text)) }
    for (index, call) in toolCalls.enumerated() {
      try onDelta(.toolCall(index: index, id: call.id, name: call.name, arguments: call.argumentsText))
    }
  }
}
