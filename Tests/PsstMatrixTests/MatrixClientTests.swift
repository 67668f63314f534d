import PsstCore
import PsstHTTP
import Testing

@testable import PsstMatrix

@Suite("MatrixClient")
struct MatrixClientTests {
  @Test("ids in paths are percent-encoded except unreserved characters")
  func escaping() {
    #expect(MatrixClient.escape("!abc:example.org") == "%21abc%3Aexample.org")
    #expect(MatrixClient.escape("$ev/x+y") == "%24ev%2Fx%2By")
    #expect(MatrixClient.escape("@me_1-2.~") == "%40me_1-2.~")
    #expect(MatrixClient.escape("é") == "%C3%A9")
  }

  @Test("429 waits for retry_after_ms, or Retry-After seconds, and counts as transient")
  func rateLimits() {
    let body = Array(#"{"errcode":"M_LIMIT_EXCEEDED","error":"Too many","retry_after_ms":1500}"#.utf8)
    let fromBody = MatrixClient.failure(HTTPResponse(status: 429, headers: [:], body: body), path: "/send")
    #expect(fromBody.code == .rateLimited(retryAfterMillis: 1500))
    #expect(fromBody.isTransient)
    #expect(fromBody.psstError.kind == .unavailable)
    let header = MatrixClient.failure(
      HTTPResponse(status: 429, headers: ["retry-after": "3"], body: Array(#"{"errcode":"M_LIMIT_EXCEEDED"}"#.utf8)),
      path: "/send")
    #expect(header.code == .rateLimited(retryAfterMillis: 3000))
  }

  @Test("5xx is a transient server failure; 403 and 404 are refusals with the server's words")
  func failures() {
    let server = MatrixClient.failure(HTTPResponse(status: 502, headers: [:], body: []), path: "/sync")
    #expect(server.code == .serverFailure(status: 502))
    #expect(server.isTransient)
    let forbidden = MatrixClient.failure(
      HTTPResponse(
        status: 403, headers: [:], body: Array(#"{"errcode":"M_FORBIDDEN","error":"not in room"}"#.utf8)),
      path: "/rooms/x/send/m.room.message/t?x=1")
    #expect(forbidden.code == .refused(status: 403, errcode: "M_FORBIDDEN"))
    #expect(!forbidden.isTransient)
    #expect(forbidden.psstError.kind == .permission)
    #expect(forbidden.message.contains("not in room"))
    #expect(!forbidden.message.contains("?x=1"))
    let missing = MatrixClient.failure(
      HTTPResponse(status: 404, headers: [:], body: Array(#"{"errcode":"M_NOT_FOUND","error":"Unknown room"}"#.utf8)),
      path: "/rooms/x")
    #expect(missing.psstError.kind == .notFound)
  }

  @Test("a revoked token asks for a login and keeps work queued")
  func loggedOut() {
    let revoked = MatrixClient.failure(
      HTTPResponse(status: 401, headers: [:], body: Array(#"{"errcode":"M_UNKNOWN_TOKEN","error":"gone"}"#.utf8)),
      path: "/sync")
    #expect(revoked.code == .loggedOut)
    #expect(revoked.psstError.kind == .unavailable)
    #expect(revoked.message.contains("psst-account login"))
  }

  @Test("an unreachable homeserver is reported as unavailable, quickly")
  func unreachable() throws {
    let client = try MatrixClient(homeserver: "http://127.0.0.1:9/", accessToken: "secret-token")
    #expect(client.homeserver == "http://127.0.0.1:9")
    #expect(client.url("/sync", query: [("since", "s 1")]) == "http://127.0.0.1:9/_matrix/client/v3/sync?since=s%201")
    let started = Clock.nowMillis()
    do {
      try client.call("GET", "/sync")
      Issue.record("a call to a closed port succeeded")
    } catch let error as MatrixError {
      #expect(error.code == .unreachable)
      #expect(!error.message.contains("secret-token"))
    }
    #expect(Clock.nowMillis() - started < 5_000)
  }
}
