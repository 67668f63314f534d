import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 that answers every request from a handler: the
/// homeserver or AI provider under fuzzing, or a misbehaving one in a regression test. A thread
/// per connection, kept alive across requests.
public final class FuzzHTTPServer: @unchecked Sendable {
  public struct Request {
    public var method: String
    public var path: String
    public var body: [UInt8]
  }

  public struct Response {
    public var status = 200
    public var contentType = "application/json"
    /// The body in the pieces it is written in (a stream comes in several).
    public var pieces: [[UInt8]]

    public init(status: Int = 200, contentType: String = "application/json", pieces: [[UInt8]]) {
      self.status = status
      self.contentType = contentType
      self.pieces = pieces
    }

    /// A JSON answer.
    public static func json(_ text: String, status: Int = 200) -> Response {
      Response(status: status, pieces: [Array(text.utf8)])
    }
  }

  public let port: Int
  private let listener: Int32
  private let lock = NSLock()
  private var handler: (Request) -> Response = { _ in Response(pieces: [Array("{}".utf8)]) }

  public init() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw FuzzFailure("socket: errno \(errno)") }
    var one: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 16) == 0 else { throw FuzzFailure("bind/listen: errno \(errno)") }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(listener, $0, &length) }
    }
    self.listener = listener
    port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  public var url: String { "http://127.0.0.1:\(port)" }

  /// Answers the following requests with `handler`.
  public func respond(_ handler: @escaping (Request) -> Response) { lock.withLock { self.handler = handler } }

  private func serve() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      // Without it, a head and body written apart wait for a delayed ACK: 40 ms a request.
      var one: Int32 = 1
      setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      Thread { [self] in answer(connection) }.start()
    }
  }

  private func answer(_ connection: Int32) {
    var buffer: [UInt8] = []
    while let request = readRequest(connection, &buffer) {
      let response = lock.withLock { handler }(request)
      guard write(response, to: connection) else { break }
    }
    close(connection)
  }

  /// The next request on the connection (nil when the client closed it).
  private func readRequest(_ connection: Int32, _ buffer: inout [UInt8]) -> Request? {
    let separator: [UInt8] = [13, 10, 13, 10]
    var headEnd: Int? = nil
    while headEnd == nil {
      headEnd = buffer.firstRange(of: separator)?.lowerBound
      if headEnd == nil { guard receive(connection, &buffer) else { return nil } }
    }
    let head = String(decoding: buffer[..<headEnd!], as: UTF8.self)
    let lines = head.split(separator: "\r\n")
    let parts = lines.first?.split(separator: " ") ?? []
    guard parts.count >= 2 else { return nil }
    var length = 0
    for line in lines.dropFirst() where line.lowercased().hasPrefix("content-length:") {
      length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    let bodyStart = headEnd! + 4
    while buffer.count < bodyStart + length { guard receive(connection, &buffer) else { return nil } }
    let request = Request(
      method: String(parts[0]), path: String(parts[1]), body: Array(buffer[bodyStart..<bodyStart + length]))
    buffer.removeFirst(bodyStart + length)
    return request
  }

  private func receive(_ connection: Int32, _ buffer: inout [UInt8]) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, 65_536, 0) }
    guard count > 0 else { return false }
    buffer += chunk[..<count]
    return true
  }

  private func write(_ response: Response, to connection: Int32) -> Bool {
    let body = Array(response.pieces.joined())
    let head =
      "HTTP/1.1 \(response.status) Fuzz\r\nContent-Type: \(response.contentType)\r\n"
      + "Content-Length: \(body.count)\r\n\r\n"
    guard send(Array(head.utf8), connection) else { return false }
    for piece in response.pieces where !piece.isEmpty {
      guard send(piece, connection) else { return false }
    }
    return true
  }

  private func send(_ bytes: [UInt8], _ connection: Int32) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }
}
