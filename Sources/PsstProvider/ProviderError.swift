import PsstCore

/// What can go wrong talking to an AI provider. `message` is one line in the words the product
/// uses ("No internet connection. ..."), `detail` the short technical part a tool can quote
/// ("HTTP 500 from api.example.com: overloaded"). Neither ever holds the API key: texts that
/// come from the server pass through `ProviderClient.redact` first.
public struct ProviderError: Error, CustomStringConvertible, Equatable {
  public enum Code: Equatable, Sendable {
    /// PSST_AI_URL (or the model the task needs) is not set.
    case notConfigured
    /// The key file or key command could not give a key (bad mode, missing, failed).
    case keyUnavailable
    /// The host could not be resolved or reached.
    case noNetwork
    /// No answer, or no first token, or a stream that went quiet, within its limit.
    case timeout
    /// The connection closed before the answer was complete (mid-stream, say).
    case connectionLost
    /// 429, with how long the server asked to wait (nil: it did not say).
    case rateLimited(retryAfterMillis: Int?)
    /// 401 or 403: the key is wrong, missing or not allowed this model.
    case unauthorized(status: Int)
    /// Another 4xx: the request itself was refused (unknown model, input too long).
    case badRequest(status: Int)
    /// 5xx: the provider is in trouble.
    case server(status: Int)
    /// The answer is not the JSON (or the event stream) the OpenAI API describes.
    case malformed
    /// A stop signal ended the request.
    case interrupted
    /// The account used its chat requests for the day (psst's own limit, ai.daily_limit); no
    /// request was made.
    case dailyLimit(limit: Int)
  }

  public let code: Code
  public let detail: String

  public init(_ code: Code, _ detail: String) {
    self.code = code
    self.detail = detail
  }

  /// One line for a person; the seeds' wording first, the detail after it.
  public var message: String {
    switch code {
    case .notConfigured, .keyUnavailable, .interrupted, .dailyLimit: detail
    case .noNetwork: "No internet connection. Check your network and try again. (\(detail))"
    case .timeout: "Request took too long. Try asking in a different way. (\(detail))"
    case .connectionLost, .server: "AI assistant is temporarily unavailable. Try again in a moment. (\(detail))"
    case .rateLimited: "Too many requests. Please wait a moment. (\(detail))"
    case .unauthorized:
      "AI Error: the provider did not accept the key (\(detail)); check PSST_AI_KEY, PSST_AI_KEY_FILE or "
        + "PSST_AI_KEY_COMMAND."
    case .badRequest: "AI Error: \(detail)"
    case .malformed: "Received invalid response from AI service (\(detail))"
    }
  }

  public var description: String { message }

  /// Worth another try by the retry loop (the same request may well succeed).
  var isTransient: Bool {
    switch code {
    case .rateLimited, .server, .connectionLost: true
    default: false
    }
  }

  /// The core error a tool exits with.
  public var psstError: PsstError {
    switch code {
    case .notConfigured: .usage(message)
    case .keyUnavailable, .unauthorized: .permission(message)
    case .badRequest: .badInput(message)
    case .noNetwork, .timeout, .connectionLost, .rateLimited, .server, .malformed, .interrupted, .dailyLimit:
      .unavailable(message)
    }
  }
}
