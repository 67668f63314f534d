import CCurl
import PsstCore

/// One HTTP answer.
struct HTTPResponse {
  var status: Int
  /// Header names in lower case.
  var headers: [String: String]
  var body: [UInt8]
}

/// A blocking HTTP/1.1 client over one reused libcurl handle (so connections are kept alive).
/// TLS certificates are always verified; every request has a connect and a total timeout.
final class HTTPClient {
  private let handle: UnsafeMutableRawPointer
  let connectTimeoutMillis: Int

  init(connectTimeoutMillis: Int = 10_000) throws {
    if let failure = psst_curl_load() {
      throw MatrixError(.unreachable, String(cString: failure))
    }
    guard let handle = psst_curl_easy_init() else { throw MatrixError(.unreachable, "libcurl: cannot start") }
    self.handle = handle
    self.connectTimeoutMillis = connectTimeoutMillis
  }

  deinit { psst_curl_easy_cleanup(handle) }

  /// Sends one request; throws `.unreachable` when no complete answer came in time.
  /// libcurl silently resends a request whose reused connection turns out closed; a request that
  /// must not run twice (`idempotent: false`) goes on a fresh connection, where it never does.
  func perform(
    _ method: String, _ url: String, headers: [String] = [], body: [UInt8]? = nil, timeoutMillis: Int,
    idempotent: Bool = true, interruptible: Bool = false
  ) throws -> HTTPResponse {
    psst_curl_easy_reset(handle)
    let sink = ResponseSink()
    let code: CURLcode = withExtendedLifetime(sink) {
      url.withCString { urlPointer in
        method.withCString { methodPointer in
          var list: UnsafeMutablePointer<curl_slist>? = nil
          for header in headers { list = psst_curl_slist_append(list, header) }
          // libcurl would add "Expect: 100-continue" to big uploads: one needless round trip.
          list = psst_curl_slist_append(list, "Expect:")
          defer { psst_curl_slist_free_all(list) }
          configure(url: urlPointer, method: methodPointer, headers: list, timeoutMillis: timeoutMillis, sink: sink)
          if !idempotent { psst_curl_setopt_long(handle, CURLOPT_FRESH_CONNECT, 1) }
          if interruptible {
            // Called about once a second even while a long-poll idles: a stop request (Ctrl-C in
            // psst-watch) ends the poll instead of waiting it out. Other requests (the "offline"
            // a stopping watcher sends) run to the end.
            psst_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0)
            psst_curl_setopt_progress_function(handle, HTTPClient.checkStop)
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
    if code == CURLE_ABORTED_BY_CALLBACK { throw MatrixError(.unreachable, "interrupted") }
    guard code == CURLE_OK else {
      let reason = String(cString: psst_curl_easy_strerror(code))
      throw MatrixError(.unreachable, "\(Self.hostAndPath(url)): \(reason.lowercased())")
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
    // Only the homeserver's own URLs: a redirect elsewhere would carry the access token along.
    psst_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
    psst_curl_setopt_pointer(handle, CURLOPT_ACCEPT_ENCODING, "")
    let context = Unmanaged.passUnretained(sink).toOpaque()
    psst_curl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, ResponseSink.receiveBody)
    psst_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
    psst_curl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, ResponseSink.receiveHeader)
    psst_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
  }

  private static let checkStop:
    @convention(c) (UnsafeMutableRawPointer?, curl_off_t, curl_off_t, curl_off_t, curl_off_t) -> Int32 = {
      _, _, _, _, _ in StopSignal.requested ? 1 : 0
    }

  /// For error messages: never the query string (it could carry a token in other clients' URLs).
  static func hostAndPath(_ url: String) -> String {
    String(url.split(separator: "?", maxSplits: 1).first ?? "")
  }
}

/// Collects what libcurl hands over while a request runs.
private final class ResponseSink {
  var body: [UInt8] = []
  var headers: [String: String] = [:]

  static let receiveBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    let sink = Unmanaged<ResponseSink>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    if let data {
      data.withMemoryRebound(to: UInt8.self, capacity: length) {
        sink.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
      }
    }
    return length
  }

  static let receiveHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    let sink = Unmanaged<ResponseSink>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    guard let data else { return length }
    let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
    if line.hasPrefix("HTTP/") { sink.headers = [:] }  // a new response (after a 100 Continue)
    if let colon = line.firstIndex(of: ":") {
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t\r\n")
      sink.headers[name] = value
    }
    return length
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
