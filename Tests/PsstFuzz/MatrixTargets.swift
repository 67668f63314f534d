import Foundation
import PsstCore
import PsstMatrix

/// A Matrix account syncing from a homeserver that answers with the fuzzed input.
extension FuzzTargets {
  /// Sections of a Matrix input: the `/sync` body, then the answers to `/rooms/R/state`,
  /// `/rooms/R/messages` and the relations endpoint, separated by this byte (ASCII RS).
  static let section: UInt8 = 0x1E

  static let matrixSeed = [
    """
    {"next_batch":"s2","rooms":{"join":{"!r1:fuzz":{"timeline":{"limited":true,"prev_batch":"p1","events":[\
    {"type":"m.room.member","state_key":"@sarah:fuzz","sender":"@sarah:fuzz","origin_server_ts":1795000000000,\
    "event_id":"$j1","content":{"membership":"join","displayname":"Sarah"},"unsigned":{"prev_content":{"membership":"invite"}}},\
    {"type":"m.room.message","event_id":"$e1","sender":"@sarah:fuzz","origin_server_ts":1795000001000,\
    "content":{"msgtype":"m.text","body":"hello \\u001b]0;pwned\\u0007"}},\
    {"type":"m.room.message","event_id":"$e2","sender":"@me:fuzz","origin_server_ts":1795000002000,\
    "content":{"msgtype":"m.text","body":"> <@sarah:fuzz> hello\\n\\nhi","org.psst.id":"m-1",\
    "m.relates_to":{"m.in_reply_to":{"event_id":"$e1"}}},"unsigned":{"m.relations":{"m.replace":{}}}},\
    {"type":"m.room.message","event_id":"$e3","sender":"@sarah:fuzz","origin_server_ts":1795000003000,\
    "content":{"msgtype":"m.text","body":"* hi!","m.new_content":{"body":"hi!"},\
    "m.relates_to":{"rel_type":"m.replace","event_id":"$e2"}}},\
    {"type":"m.room.redaction","event_id":"$e4","sender":"@sarah:fuzz","redacts":"$e1","origin_server_ts":1795000004000,"content":{}},\
    {"type":"m.room.encrypted","event_id":"$e5","sender":"@sarah:fuzz","origin_server_ts":1795000005000,"content":{}},\
    {"type":"m.room.message","event_id":"$e6","sender":"@sarah:fuzz","origin_server_ts":1795000006000,\
    "content":{"msgtype":"m.file","body":"plan.pdf","filename":"plan.pdf","url":"mxc://fuzz/abc",\
    "info":{"mimetype":"application/pdf","size":1234}}},\
    {"type":"m.room.message","event_id":"$e7","sender":"@sarah:fuzz","origin_server_ts":1795000007000,\
    "content":{"msgtype":"m.emote","body":"waves","org.psst.attachments":[{"name":"a.png","url":"mxc://fuzz/a",\
    "content_type":"image/png","size":5}]},"unsigned":{"redacted_because":{}}}\
    ]},"state":{"events":[]},"ephemeral":{"events":[{"type":"m.typing","content":{"user_ids":["@sarah:fuzz"]}},\
    {"type":"m.receipt","content":{"$e2":{"m.read":{"@sarah:fuzz":{"ts":1795000007000}}}}}]}}},\
    "invite":{"!r2:fuzz":{}},"leave":{"!r3:fuzz":{"timeline":{"events":[]}}}},\
    "presence":{"events":[{"type":"m.presence","sender":"@sarah:fuzz","content":{"presence":"online","last_active_ago":1000}}]}}
    """,
    """
    [{"type":"m.room.create","sender":"@sarah:fuzz","origin_server_ts":1794999999000,"state_key":"","content":{}},\
    {"type":"m.room.member","state_key":"@me:fuzz","content":{"membership":"join","displayname":"Me","is_direct":true}},\
    {"type":"m.room.member","state_key":"@sarah:fuzz","content":{"membership":"join","displayname":"Sarah"}},\
    {"type":"m.room.name","state_key":"","content":{"name":"Sarah"}},\
    {"type":"org.psst.chat","sender":"@me:fuzz","state_key":"","content":{"id":"c1","kind":"direct"}},\
    {"type":"org.psst.role","state_key":"@sarah:fuzz","content":{"role":"client"}}]
    """,
    """
    {"chunk":[{"type":"m.room.message","event_id":"$old1","sender":"@sarah:fuzz","origin_server_ts":1794999999500,\
    "content":{"msgtype":"m.text","body":"earlier"}}],"end":"p0"}
    """,
    """
    {"chunk":[{"type":"m.room.message","sender":"@me:fuzz","origin_server_ts":1795000002500,\
    "content":{"m.new_content":{"body":"hi (edited)"}}}],"next_batch":"r2"}
    """,
  ].joined(separator: "\u{1E}")

  /// psst-read's sync of a Matrix account: whatever the homeserver answers (the same answer to
  /// a repeated request, as from a stuck server), the sync ends, stores what it accepted or
  /// fails with a PsstError that says why, and the store stays intact.
  public static func matrixSync() -> FuzzTarget {
    // Short limits: a request the server does not answer is a failure of the test, not a wait.
    setenv("PSST_MATRIX_TIMEOUT", "5", 1)
    var server: FuzzHTTPServer? = nil
    let tokens =
      jsonTokens + [
        "\u{1E}", "\"next_batch\":", "\"rooms\":", "\"join\":", "\"invite\":", "\"leave\":", "\"timeline\":",
        "\"events\":", "\"limited\":true", "\"prev_batch\":", "\"state_key\":", "\"type\":\"m.room.message\"",
        "\"type\":\"m.room.member\"", "\"content\":", "\"body\":", "\"event_id\":", "\"sender\":", "\"$e1\"",
        "\"@me:fuzz\"", "\"!r1:fuzz\"", "\"origin_server_ts\":", "\"m.relates_to\":", "\"redacts\":", "\"chunk\":",
        "\"end\":", "\"membership\":\"leave\"", "\"org.psst.id\":", "\"unsigned\":",
      ]
    return FuzzTarget(name: "matrix-sync", seeds: [matrixSeed], tokens: tokens, maximumLength: 64 * 1024) { bytes in
      do {
        if server == nil { server = try FuzzHTTPServer() }
      } catch {
        return ["cannot start the fake homeserver: \(error)"]
      }
      let sections = bytes.split(separator: section, omittingEmptySubsequences: false).map(Array.init)
      func answer(_ index: Int, _ fallback: String) -> FuzzHTTPServer.Response {
        FuzzHTTPServer.Response(pieces: [index < sections.count ? sections[index] : Array(fallback.utf8)])
      }
      server!.respond { request in
        let path = request.path.split(separator: "?").first.map(String.init) ?? request.path
        if path.hasSuffix("/sync") { return answer(0, "{}") }
        if path.hasSuffix("/state") { return answer(1, "[]") }
        if path.hasSuffix("/messages") { return answer(2, "{}") }
        if path.contains("/relations/") { return answer(3, "{}") }
        return FuzzHTTPServer.Response(pieces: [Array("{}".utf8)])
      }
      return syncOnce(homeserver: server!.url)
    }
  }

  static func syncOnce(homeserver: String) -> [String] {
    do {
      let store = try Store.inMemory(Environment(home: "/nonexistent", offline: false))
      let account = try store.addAccount(id: "me", displayName: "Me", role: .trainer)
      try store.saveMatrixLogin(
        MatrixLogin(homeserver: homeserver, userID: "@me:fuzz", deviceID: "FUZZDEVICE", accessToken: "token"),
        account: "me")
      let session = Session(store: store, account: account) {
        guard let transport = try MatrixTransport.open(store, account: "me") else {
          throw PsstError.internalFailure("not a Matrix account")
        }
        return transport
      }
      var problems: [String] = []
      do {
        try session.sync()
      } catch let error as PsstError {
        if error.message.isEmpty { problems.append("a \(error.kind) error without a message") }
        if error.kind == .internalFailure { problems.append("an internal failure: \(error.message)") }
      }
      return problems + integrity(store.database)
    } catch {
      return ["threw \(type(of: error)), not PsstError: \(error)"]
    }
  }
}
