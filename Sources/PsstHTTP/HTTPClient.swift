import CCurl
import PsstCore

/// One HTTP answer.
public struct HTTPResponse: Sendable {
  public var status: Int
  /// Header names in lower case.
  public var headers: [String: String]
  /// The body; empty when it was handed to a streaming `onBody` instead.
  public var body: [UInt8]

  public init(status: Int, headers: [String: String], body: [UInt8]) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Why no complete answer came. Callers map it to their own errors (a homeserver is
/// "unreachable", an AI provider means "no internet connection").
public struct HTTPError: Error, CustomStringConvertible {
  public enum Code: Equatable, Sendable {
    /// Could not resolve the host or connect (nothing was sent).
    case cannotConnect
    /// A connect, total, first-byte or idle limit ran out.
    case timedOut
    /// The connection closed before the whole answer came (after some of it, perhaps).
    case connectionLost
    /// A stop signal (Ctrl-C) ended an interruptible request.
    case interrupted
    /// Anything else libcurl reports (TLS, protocol errors, libcurl missing).
    case failed
  }

  public let code: Code
  /// One line: host and path, then libcurl's reason; never the query string.
  public let message: String
  /// The reason alone ("couldn't connect to server"), for callers that name the server their way.
  public let reason: String

  public init(_ code: Code, _ message: String, reason: String? = nil) {
    self.code = code
    self.message = message
    self.reason = reason ?? message
  }

  public var description: String { message }
}

/// Time limits of one request, in milliseconds.
public struct HTTPLimits: Sendable {
  /// The whole request, answer included; 0 for none (a stream that may run long).
  public var totalMillis: Int
  /// Until the first byte of the body (a model's first token); nil for none.
  public var firstByteMillis: Int?
  /// Between two pieces of the body once it started; nil for none.
  public var idleMillis: Int?

  public init(totalMillis: Int, firstByteMillis: Int? = nil, idleMillis: Int? = nil) {
    self.totalMillis = totalMillis
    self.firstByteMillis = firstByteMillis
    self.idleMillis = idleMillis
  }
}

/// A blocking HTTP/1.1 client over one reused libcurl handle (so connections are kept alive).
/// TLS certificates are always verified; every request has a connect and a total timeout, and a
/// streamed one may have first-byte and idle timeouts instead of a total one.
public final class HTTPClient {
  private let handle: UnsafeMutableRawPointer
  public let connectTimeoutMillis: Int

  public init(connectTimeoutMillis: Int = 10_000) throws(HTTPError) {
    if let failure = psst_curl_load() {
      throw HTTPError(.failed, String(cString: failure))
    }
    guard let handle = psst_curl_easy_init() else { throw HTTPError(.failed, "libcurl: cannot start") }
    self.handle = handle
    self.connectTimeoutMillis = connectTimeoutMillis
  }

  deinit { psst_curl_easy_cleanup(handle) }

  /// Sends one request; throws `HTTPError` when no complete answer came in time.
  /// libcurl silently resends a request whose reused connection turns out closed; a request that
  /// must not run twice (`idempotent: false`) goes on a fresh connection, where it never does.
  public func perform(
    _ method: String, _ url: String, headers: [String] = [], body: [UInt8]? = nil, timeoutMillis: Int,
    idempotent: Bool = true, interruptible: Bool = false
  ) throws -> HTTPResponse {
    try perform(
      method, url, headers: headers, body: body, limits: HTTPLimits(totalMillis: timeoutMillis),
      idempotent: idempotent, interruptible: interruptible)
  }

  /// Sends one request. With `onBody`, a 2xx answer's body is handed over piece by piece as it
  /// arrives (server-sent events) and not kept; an error thrown by `onBody` ends the request and
  /// is rethrown. Other answers' bodies are collected as usual, to read the error from.
  public func perform(
    _ method: String, _ url: String, headers: [String] = [], body: [UInt8]? = nil, limits: HTTPLimits,
    idempotent: Bool = true, interruptible: Bool = false, onBody: ((UnsafeRawBufferPointer) throws -> Void)? = nil
  ) throws -> HTTPResponse {
    psst_curl_easy_reset(handle)
    let sink = ResponseSink(limits: limits, interruptible: interruptible, onBody: onBody)
    let code: CURLcode = withExtendedLifetime(sink) {
      url.withCString { urlPointer in
        method.withCString { methodPointer in
          var list: UnsafeMutablePointer<curl_slist>? = nil
          for header in headers { list = psst_curl_slist_append(list, header) }
          // libcurl would add "Expect: 100-continue" to big uploads: one needless round trip.
          list = psst_curl_slist_append(list, "Expect:")
          defer { psst_curl_slist_free_all(list) }
          configure(
            url: urlPointer, method: methodPointer, headers: list, timeoutMillis: limits.totalMillis, sink: sink)
          if !idempotent { psst_curl_setopt_long(handle, CURLOPT_FRESH_CONNECT, 1) }
          if sink.watches {
            // Called about once a second even while nothing arrives (more often while data
            // flows): a stop request (Ctrl-C in psst-watch) ends a long-poll instead of waiting it
            // out, and a stream that went quiet ends at its idle limit.
            psst_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0)
            psst_curl_setopt_progress_function(handle, ResponseSink.check)
            psst_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, Unmanaged.passUnretained(sink).toOpaque())
          }
          let payload = body ?? []
          return payload.withUnsafeBufferPointer { bytes in
            if body != nil {
              psst_curl_setopt_long(handle, CURLOPT_POSTFIELDSIZE, payload.count)
              psst_curl_setopt_pointer(handle, CURLOPT_POSTFIELDS, bytes.baseAddress ?? UnsafePointer(bitPattern: 1))
            }
            return psst_curl_easy_perform(handle)
          }
        }
      }
    }
    if let failure = sink.failure { throw failure }
    if let stopped = sink.stopped {
      switch stopped {
      case .interrupted: throw HTTPError(.interrupted, "interrupted")
      case .firstByte(let millis):
        let reason = "no answer within \(Self.seconds(millis))"
        throw HTTPError(.timedOut, "\(Self.hostAndPath(url)): \(reason)", reason: reason)
      case .idle(let millis):
        let reason = "the answer stalled for \(Self.seconds(millis))"
        throw HTTPError(.timedOut, "\(Self.hostAndPath(url)): \(reason)", reason: reason)
      }
    }
    guard code == CURLE_OK else {
      let reason = String(cString: psst_curl_easy_strerror(code)).lowercased()
      throw HTTPError(Self.classify(code), "\(Self.hostAndPath(url)): \(reason)", reason: reason)
    }
    var status = 0
    psst_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
    return HTTPResponse(status: status, headers: sink.headers, body: sink.body)
  }

  private func configure(
    url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, headers: UnsafeMutablePointer<curl_slist>?,
    timeoutMillis: Int,
    sink: ResponseSink
  ) {
    psst_curl_setopt_pointer(handle, CURLOPT_URL, url)
    psst_curl_setopt_pointer(handle, CURLOPT_CUSTOMREQUEST, method)
    psst_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, UnsafeRawPointer(headers))
    psst_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
    psst_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, connectTimeoutMillis)
    psst_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, timeoutMillis)
    psst_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
    psst_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
    // Only the server's own URLs: a redirect elsewhere would carry the access token along.
    psst_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
    psst_curl_setopt_pointer(handle, CURLOPT_ACCEPT_ENCODING, "")
    let context = Unmanaged.passUnretained(sink).toOpaque()
    psst_curl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, ResponseSink.receiveBody)
    psst_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
    psst_curl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, ResponseSink.receiveHeader)
    psst_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
  }

  private static func classify(_ code: CURLcode) -> HTTPError.Code {
    switch code {
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT: .cannotConnect
    case CURLE_OPERATION_TIMEDOUT: .timedOut
    case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_HTTP2_STREAM:
      .connectionLost
    default: .failed
    }
  }

  private static func seconds(_ millis: Int) -> String {
    millis % 1000 == 0 ? "\(millis / 1000) s" : "\(Double(millis) / 1000) s"
  }

  /// For error messages: never the query string (it could carry a token in other clients' URLs).
  public static func hostAndPath(_ url: String) -> String {
    String(url.split(separator: "?", maxSplits: 1).first ?? "")
  }
}

/// Collects what libcurl hands over while a request runs, and keeps its clocks.
private final class ResponseSink {
  enum Stop {
    case interrupted
    case firstByte(Int)
    case idle(Int)
  }

  var body: [UInt8] = []
  var headers: [String: String] = [:]
  var status = 0
  let limits: HTTPLimits
  let interruptible: Bool
  let onBody: ((UnsafeRawBufferPointer) throws -> Void)?
  /// What `onBody` threw, to rethrow once libcurl has let go.
  var failure: Error?
  var stopped: Stop?
  let started = Clock.monotonicNanos()
  /// When the last piece of the body came (0: none yet).
  var lastByte: UInt64 = 0

  init(limits: HTTPLimits, interruptible: Bool, onBody: ((UnsafeRawBufferPointer) throws -> Void)?) {
    self.limits = limits
    self.interruptible = interruptible
    self.onBody = onBody
  }

  /// Whether the progress callback is needed at all (it costs a call per read otherwise).
  var watches: Bool { interruptible || limits.firstByteMillis != nil || limits.idleMillis != nil }

  static let receiveBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    let sink = Unmanaged<ResponseSink>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    sink.lastByte = Clock.monotonicNanos()
    guard let data else { return length }
    let bytes = UnsafeRawBufferPointer(start: data, count: length)
    if let onBody = sink.onBody, (200..<300).contains(sink.status) {
      do {
        try onBody(bytes)
      } catch {
        sink.failure = error
        return 0  // a short count makes libcurl end the transfer
      }
    } else {
      sink.body.append(contentsOf: bytes)
    }
    return length
  }

  static let receiveHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    let sink = Unmanaged<ResponseSink>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    guard let data else { return length }
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      // A new response (after a 100 Continue): "HTTP/1.1 200 OK".
      sink.headers = [:]
      let fields = line.split(separator: " ", maxSplits: 2)
      sink.status = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
    }
    if let colon = line.firstIndex(of: ":") {
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t\r\n")
      sink.headers[name] = value
    }
    return length
  }

  static let check: @convention(c) (UnsafeMutableRawPointer?, curl_off_t, curl_off_t, curl_off_t, curl_off_t) -> Int32 =
    {
      context, _, _, _, _ in
      let sink = Unmanaged<ResponseSink>.fromOpaque(context!).takeUnretainedValue()
      if sink.interruptible && StopSignal.requested {
        sink.stopped = .interrupted
        return 1
      }
      let now = Clock.monotonicNanos()
      if sink.lastByte == 0, let limit = sink.limits.firstByteMillis, now - sink.started > UInt64(limit) * 1_000_000 {
        sink.stopped = .firstByte(limit)
        return 1
      }
      if sink.lastByte != 0, let limit = sink.limits.idleMillis, now - sink.lastByte > UInt64(limit) * 1_000_000 {
        sink.stopped = .idle(limit)
        return 1
      }
      return 0
    }
}

extension StringProtocol {
  func trimmingCharacters(in set: String) -> String {
    let characters = Set(set)
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice.removeFirst() }
    while let last = slice.last, characters.contains(last) { slice.removeLast() }
    return String(slice)
  }
}
