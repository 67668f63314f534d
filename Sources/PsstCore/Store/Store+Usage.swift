/// What the AI provider was asked and what it cost (ai_usage), and its answers kept for
/// identical requests (ai_cache, kind "provider"). Days are local calendar days.
extension Store {
  /// One request to the provider, or one answered from the cache.
  public struct ProviderRequest: Sendable, Equatable {
    /// Answered, failed, or answered from the cache without a request.
    public enum Outcome: String, Sendable {
      case ok, error, cached
    }

    public var tool: String
    /// "chat" or "embeddings".
    public var endpoint: String
    public var model: String
    public var promptTokens: Int
    public var completionTokens: Int
    /// Millionths of the provider's currency, from the configured prices.
    public var costMicros: Int
    public var outcome: Outcome

    public init(
      tool: String, endpoint: String, model: String, promptTokens: Int = 0, completionTokens: Int = 0,
      costMicros: Int = 0, outcome: Outcome
    ) {
      self.tool = tool
      self.endpoint = endpoint
      self.model = model
      self.promptTokens = promptTokens
      self.completionTokens = completionTokens
      self.costMicros = costMicros
      self.outcome = outcome
    }
  }

  /// Totals over a group of requests (a day, or a model).
  public struct UsageTotals: Sendable, Equatable {
    /// The day (YYYY-MM-DD) or the model.
    public var group: String
    /// Requests sent to the provider (answered or failed); cached answers are counted apart.
    public var requests: Int
    public var cached: Int
    public var errors: Int
    public var promptTokens: Int
    public var completionTokens: Int
    public var costMicros: Int
  }

  /// Adds one request (or cached answer) to the account's usage.
  public func recordProviderRequest(account: String, _ request: ProviderRequest, at time: Int64 = Clock.nowMillis())
    throws
  {
    try database.run(
      """
      INSERT INTO ai_usage(account, created_ms, tool, endpoint, model, prompt_tokens, completion_tokens,
        cost_micros, cached, outcome) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, account.sql, time.sql, request.tool.sql, request.endpoint.sql, request.model.sql,
      request.promptTokens.sql, request.completionTokens.sql, request.costMicros.sql,
      (request.outcome == .cached).sql, request.outcome.rawValue.sql)
  }

  /// Requests to `endpoint` sent to the provider on the local day of `now` (cached ones not
  /// counted: they cost nothing).
  public func providerRequestsToday(account: String, endpoint: String, now: Int64 = Clock.nowMillis()) throws -> Int {
    try database.first(
      """
      SELECT count(*) FROM ai_usage WHERE account = ? AND endpoint = ? AND cached = 0
        AND created_ms >= CAST(strftime('%s', date(? / 1000, 'unixepoch', 'localtime'), 'utc') AS INTEGER) * 1000
      """, [account.sql, endpoint.sql, now.sql]
    ) { Int($0.int(0)) } ?? 0
  }

  /// Totals per local day, most recent first.
  public func usageByDay(account: String) throws -> [UsageTotals] {
    try usageTotals(account: account, group: "date(created_ms / 1000, 'unixepoch', 'localtime')", order: "1 DESC")
  }

  /// Totals per model, the most used first.
  public func usageByModel(account: String) throws -> [UsageTotals] {
    try usageTotals(account: account, group: "model", order: "2 DESC, 1")
  }

  private func usageTotals(account: String, group: String, order: String) throws -> [UsageTotals] {
    try database.query(
      """
      SELECT \(group), sum(cached = 0), sum(cached), sum(outcome = 'error'), sum(prompt_tokens),
        sum(completion_tokens), sum(cost_micros)
      FROM ai_usage WHERE account = ? GROUP BY 1 ORDER BY \(order)
      """, [account.sql]
    ) {
      UsageTotals(
        group: $0.string(0), requests: Int($0.int(1)), cached: Int($0.int(2)), errors: Int($0.int(3)),
        promptTokens: Int($0.int(4)), completionTokens: Int($0.int(5)), costMicros: Int($0.int(6)))
    }
  }

  /// The provider's answer to the request `key` stands for, if kept within `maxAgeMillis`.
  public func cachedProviderAnswer(account: String, key: String, maxAgeMillis: Int64, now: Int64 = Clock.nowMillis())
    throws -> String?
  {
    try database.first(
      "SELECT value FROM ai_cache WHERE account = ? AND kind = 'provider' AND key = ? AND created_ms >= ?",
      [account.sql, key.sql, (now - maxAgeMillis).sql]
    ) { $0.string(0) }
  }

  /// Keeps an answer for `key`, and drops answers older than `maxAgeMillis`.
  public func cacheProviderAnswer(
    account: String, key: String, answer: String, maxAgeMillis: Int64, now: Int64 = Clock.nowMillis()
  ) throws {
    try database.write {
      try database.run(
        "DELETE FROM ai_cache WHERE account = ? AND kind = 'provider' AND created_ms < ?", account.sql,
        (now - maxAgeMillis).sql)
      try database.run(
        """
        INSERT INTO ai_cache(account, kind, key, fingerprint, value, created_ms) VALUES(?, 'provider', ?, '', ?, ?)
        ON CONFLICT(account, kind, key) DO UPDATE SET value = excluded.value, created_ms = excluded.created_ms
        """, account.sql, key.sql, answer.sql, now.sql)
    }
  }
}
