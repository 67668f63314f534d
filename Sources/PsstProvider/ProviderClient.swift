import PsstCore
import PsstHTTP

/// Talks to an OpenAI-compatible server: JSON over HTTP (libcurl, one kept-alive connection),
/// 429 and 5xx answers retried with backoff (honouring Retry-After) within a budget, every
/// failure turned into one `ProviderError`.
///
///     let client = try ProviderClient(config: config)
///     let vectors = try client.embeddings(model: "nomic-embed-text", inputs: ["my knee hurts"])
///     let reply = try client.chat(messages: [.user("Hello")])
public final class ProviderClient {
  public let config: ProviderConfig
  private let http: HTTPClient
  private let key: String?
  /// How long, in all, one call may wait between attempts (on 429s and 5xx answers).
  public var retryBudgetMillis: Int
  /// Attempts per call, the first included.
  public var maxAttempts: Int
  /// The longest single wait a Retry-After may ask for; a longer one fails at once.
  public var maximumRetryAfterMillis: Int

  /// Reads the key (file or command) now: a misconfigured key fails here, before any request.
  public init(config: ProviderConfig, retryBudgetMillis: Int = 20_000, maxAttempts: Int = 5) throws(ProviderError) {
    self.config = config
    self.retryBudgetMillis = retryBudgetMillis
    self.maxAttempts = max(1, maxAttempts)
    maximumRetryAfterMillis = 60_000
    key = try config.resolveKey()
    do {
      http = try HTTPClient(connectTimeoutMillis: config.timeouts.connectMillis)
    } catch {
      throw ProviderError(.noNetwork, error.message)
    }
  }

  /// POSTs `body` to `path` under the API root and returns the 2xx answer. With `onBody`, asks
  /// for an event stream and hands its pieces over as they arrive; once any has been, the call
  /// is never repeated (the caller has shown part of the answer).
  func post(_ path: String, _ body: JSON, onBody: ((UnsafeRawBufferPointer) throws -> Void)? = nil) throws
    -> HTTPResponse
  {
    let url = config.baseURL + path
    var headers = [
      "Content-Type: application/json", onBody == nil ? "Accept: application/json" : "Accept: text/event-stream",
    ]
    if let key { headers.append("Authorization: Bearer \(key)") }
    var bytes: [UInt8] = []
    body.write(to: &bytes)
    let timeouts = config.timeouts
    let limits =
      onBody == nil
      ? HTTPLimits(totalMillis: timeouts.requestMillis)
      : HTTPLimits(totalMillis: 0, firstByteMillis: timeouts.firstTokenMillis, idleMillis: timeouts.idleMillis)
    var delivered = false
    var deliver: ((UnsafeRawBufferPointer) throws -> Void)? = nil
    if let onBody {
      deliver = { piece in
        delivered = true
        try onBody(piece)
      }
    }
    var waited = 0
    var backoff = 250
    var attempt = 0
    while true {
      attempt += 1
      let failure: ProviderError
      var asked: Int? = nil
      do {
        let response = try http.perform("POST", url, headers: headers, body: bytes, limits: limits, onBody: deliver)
        if (200..<300).contains(response.status) { return response }
        failure = self.failure(response)
        asked = RetryAfter.millis(response.headers)
      } catch let error as HTTPError {
        failure = self.failure(error)
      } catch let error as ProviderError {
        throw error
      }
      guard failure.isTransient, !delivered, attempt < maxAttempts else { throw failure }
      // Retry-After on a 429, or on a 503 that says when to come back; else exponential backoff.
      let pause = asked.map { max($0, 50) } ?? backoff
      // Waiting longer than the budget allows would only end in the same failure, later.
      guard pause <= maximumRetryAfterMillis, waited + pause <= retryBudgetMillis else { throw failure }
      Clock.sleep(milliseconds: pause)
      waited += pause
      backoff = min(backoff * 2, 8_000)
    }
  }

  /// The error an unsuccessful answer stands for, with the server's own words (key removed).
  func failure(_ response: HTTPResponse) -> ProviderError {
    let status = response.status
    let said = serverMessage(response.body)
    let from = "HTTP \(status) from \(config.host)" + (said.isEmpty ? "" : ": \(said)")
    switch status {
    case 429:
      let wait = RetryAfter.millis(response.headers)
      let after = wait.map { "; retry after \(Self.seconds($0))" } ?? ""
      return ProviderError(.rateLimited(retryAfterMillis: wait), from + after)
    // The server's words are left out: a refusal may quote the key in ways `redact` misses.
    case 401, 403: return ProviderError(.unauthorized(status: status), "HTTP \(status) from \(config.host)")
    case 500...: return ProviderError(.server(status: status), from)
    default: return ProviderError(.badRequest(status: status), from)
    }
  }

  func failure(_ error: HTTPError) -> ProviderError {
    let reason = redact(error.reason)
    switch error.code {
    case .cannotConnect, .failed: return ProviderError(.noNetwork, "\(config.host): \(reason)")
    case .timedOut:
      // libcurl's own words are only "timeout was reached"; the first-byte and idle limits say more.
      let said =
        reason.hasPrefix("timeout") ? "no answer within \(Self.seconds(config.timeouts.requestMillis))" : reason
      return ProviderError(.timeout, "\(config.host): \(said)")
    case .connectionLost: return ProviderError(.connectionLost, "\(config.host): \(reason)")
    case .interrupted: return ProviderError(.interrupted, "interrupted")
    }
  }

  /// What an error body says: OpenAI's `{"error":{"message":…}}`, or `{"error":"…"}`,
  /// `{"detail":…}`, `{"message":…}`; one line of at most 200 characters.
  func serverMessage(_ body: [UInt8]) -> String {
    guard !body.isEmpty else { return "" }
    var text: String
    if let json = try? JSON.parse(String(decoding: body, as: UTF8.self)) {
      let error = json["error"]
      text =
        error?["message"]?.stringValue ?? error?.stringValue ?? json["detail"]?.stringValue
        ?? json["message"]?.stringValue ?? ""
    } else {
      text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
    }
    // The key out first: cut short, a key quoted near the end would no longer be found whole.
    text = String(redact(text).map { $0.isNewline ? " " : $0 })
    if text.count > 200 { text = String(text.prefix(200)) + "…" }
    return text
  }

  /// `text` with the key taken out: servers quote a wrong key back ("Incorrect API key
  /// provided: sk-…").
  public func redact(_ text: String) -> String {
    guard let key, key.count >= 4, text.contains(key) else { return text }
    return text.replacing(key, with: "[key]")
  }

  static func seconds(_ millis: Int) -> String {
    millis % 1000 == 0 ? "\(millis / 1000) s" : "\(Double(millis) / 1000) s"
  }
}
