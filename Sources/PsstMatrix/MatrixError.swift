import PsstCore

/// What can go wrong talking to a homeserver; `psstError` says what a tool reports and whether
/// the request stays queued.
public struct MatrixError: Error, CustomStringConvertible {
  public enum Code: Equatable, Sendable {
    /// No answer: connection refused, DNS, TLS, timeout.
    case unreachable
    /// 429 M_LIMIT_EXCEEDED, with how long the server asked to wait.
    case rateLimited(retryAfterMillis: Int)
    /// 5xx: the server is in trouble; worth retrying.
    case serverFailure(status: Int)
    /// 4xx other than 429: the request itself is refused (M_FORBIDDEN, M_NOT_FOUND, ...).
    case refused(status: Int, errcode: String)
    /// The answer is not what the Matrix spec says it should be.
    case badResponse
    /// No credentials (logged out) or the token was revoked.
    case loggedOut
  }

  public let code: Code
  public let message: String

  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }

  /// Worth another try later (the outbox keeps the request).
  public var isTransient: Bool {
    switch code {
    case .unreachable, .rateLimited, .serverFailure, .loggedOut, .badResponse: true
    case .refused: false
    }
  }

  public var psstError: PsstError {
    switch code {
    // Logged out: the work waits in the outbox until `psst-account login`.
    case .unreachable, .rateLimited, .serverFailure, .loggedOut, .badResponse: .unavailable(message)
    case .refused(let status, _) where status == 401 || status == 403: .permission(message)
    case .refused(let status, let errcode) where status == 404 || errcode == "M_NOT_FOUND": .notFound(message)
    case .refused: .badInput(message)
    }
  }
}
