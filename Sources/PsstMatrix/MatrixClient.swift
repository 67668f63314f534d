import PsstCore
import PsstHTTP

/// The Matrix client-server API over HTTP: JSON in and out, errors decoded, rate limits and
/// server failures retried with backoff so callers see each request succeed once or fail once.
final class MatrixClient {
  let homeserver: String
  var accessToken: String?
  private let http: HTTPClient
  /// Total time allowed for one request (PSST_MATRIX_TIMEOUT seconds, default 30).
  let timeoutMillis: Int
  /// How long, in all, one request may wait on 429s and 5xx answers before giving up for now.
  let retryBudgetMillis: Int

  init(homeserver: String, accessToken: String?) throws {
    self.homeserver = String(homeserver.reversed().drop { $0 == "/" }.reversed())
    self.accessToken = accessToken
    do {
      http = try HTTPClient()
    } catch {
      throw MatrixError(.unreachable, error.message)
    }
    let seconds = Environment.variable("PSST_MATRIX_TIMEOUT").flatMap(Double.init) ?? 30
    timeoutMillis = max(100, Int(seconds * 1000))
    retryBudgetMillis = max(timeoutMillis, 60_000)
  }

  /// Calls an endpoint under `/_matrix/client/v3` (or any absolute API path) and decodes the answer.
  @discardableResult
  func call(
    _ method: String, _ path: String, query: [(String, String)] = [], body: JSON? = nil, timeoutMillis: Int? = nil,
    idempotent: Bool = true, interruptible: Bool = false
  ) throws -> JSON {
    var bytes: [UInt8]? = nil
    if let body {
      var out: [UInt8] = []
      body.write(to: &out)
      bytes = out
    }
    let response = try send(
      method, path, query: query, headers: ["Content-Type: application/json"], body: bytes,
      timeoutMillis: timeoutMillis, idempotent: idempotent, interruptible: interruptible)
    return try Self.decode(response.body)
  }

  /// Sends a request and returns a 2xx answer, retrying 429 and 5xx within the retry budget.
  func send(
    _ method: String, _ path: String, query: [(String, String)] = [], headers: [String] = [], body: [UInt8]? = nil,
    timeoutMillis: Int? = nil, idempotent: Bool = true, interruptible: Bool = false
  ) throws -> HTTPResponse {
    let url = self.url(path, query: query)
    var allHeaders = headers
    if let accessToken { allHeaders.append("Authorization: Bearer \(accessToken)") }
    var waited = 0
    var backoff = 250
    while true {
      let response: HTTPResponse
      do {
        response = try http.perform(
          method, url, headers: allHeaders, body: body, timeoutMillis: timeoutMillis ?? self.timeoutMillis,
          idempotent: idempotent, interruptible: interruptible)
      } catch let error as HTTPError {
        // To the outbox every way of not getting an answer is the same: try again later.
        throw MatrixError(.unreachable, error.message)
      }
      if (200..<300).contains(response.status) { return response }
      let failure = Self.failure(response, path: path)
      let pause: Int
      switch failure.code {
      case .rateLimited(let retryAfter): pause = max(retryAfter, 50)
      // A 5xx may come after the work was done: only a request safe to repeat is repeated here.
      case .serverFailure where idempotent:
        pause = backoff
        backoff = min(backoff * 2, 8_000)
      default: throw failure
      }
      guard waited + pause <= retryBudgetMillis else { throw failure }
      Clock.sleep(milliseconds: pause)
      waited += pause
    }
  }

  func url(_ path: String, query: [(String, String)] = []) -> String {
    var url = homeserver + (path.hasPrefix("/_matrix/") ? path : "/_matrix/client/v3" + path)
    if !query.isEmpty {
      url += "?" + query.map { "\(Self.escape($0.0))=\(Self.escape($0.1))" }.joined(separator: "&")
    }
    return url
  }

  /// Percent-encodes everything but RFC 3986 unreserved characters (room, event and user ids
  /// carry `!`, `$`, `@`, `:` and `/`).
  static func escape(_ text: String) -> String {
    var out: [UInt8] = []
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func decode(_ body: [UInt8]) throws -> JSON {
    if body.isEmpty { return .object([]) }
    do {
      return try JSON.parse(String(decoding: body, as: UTF8.self))
    } catch {
      throw MatrixError(.badResponse, "the homeserver answered with something that is not JSON")
    }
  }

  /// The error an unsuccessful answer stands for, with the server's own words.
  static func failure(_ response: HTTPResponse, path: String) -> MatrixError {
    let json = try? decode(response.body)
    let errcode = json?["errcode"]?.stringValue ?? ""
    let said = json?["error"]?.stringValue ?? "HTTP \(response.status)"
    let endpoint = path.split(separator: "?").first.map(String.init) ?? path
    switch response.status {
    case 429:
      let millis =
        json?["retry_after_ms"]?.intValue.map(Int.init)
        ?? response.headers["retry-after"].flatMap(Int.init).map { $0 * 1000 } ?? 1000
      return MatrixError(.rateLimited(retryAfterMillis: millis), "homeserver rate limit: \(said)")
    case 401 where errcode == "M_UNKNOWN_TOKEN" || errcode == "M_MISSING_TOKEN":
      return MatrixError(.loggedOut, "the homeserver no longer accepts this login (\(errcode)); run psst-account login")
    case 500...:
      return MatrixError(
        .serverFailure(status: response.status), "homeserver failure (HTTP \(response.status)): \(said)")
    default:
      let code = errcode.isEmpty ? "HTTP \(response.status)" : errcode
      return MatrixError(
        .refused(status: response.status, errcode: errcode), "homeserver refused \(endpoint): \(code): \(said)")
    }
  }
}
