import Foundation
import PsstCore
import PsstFuzz
import Testing

@testable import PsstMatrix

/// A homeserver that repeats itself (a token it gave before, an invitation already accepted)
/// must not keep a sync going forever. Each fake stops repeating after 50 requests, so without
/// the guards the sync ends too, and the request counts show the loop.
@Suite("Matrix: a homeserver that repeats itself")
final class HostileHomeserverTests {
  let server: FuzzHTTPServer
  let store: Store
  let session: Session
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  init() throws {
    let fake = try FakeHomeserverAccount(deviceID: "DEVICE")
    (server, store, session) = (fake.server, fake.store, fake.session)
  }

  /// Serves `answer(endpoint, how many times it was asked before)`; endpoints are the path's
  /// last part that names the kind of request (sync, state, messages, relations, join).
  func serve(_ answer: @escaping (String, Int) -> String) {
    server.respond { [self] request in
      let path = request.path.split(separator: "?").first.map(String.init) ?? request.path
      let endpoint =
        ["/sync", "/state", "/messages", "/relations/", "/join/"].first { path.contains($0) }?
        .trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? "other"
      let asked = lock.withLock {
        counts[endpoint, default: 0] += 1
        return counts[endpoint]! - 1
      }
      return .json(answer(endpoint, asked))
    }
  }

  func count(_ endpoint: String) -> Int { lock.withLock { counts[endpoint] ?? 0 } }

  func texts() throws -> [String] {
    try store.database.query("SELECT text FROM messages WHERE account = 'me' ORDER BY created_ms") { $0.string(0) }
  }

  static let state = """
    [{"type":"m.room.create","sender":"@sarah:fuzz","origin_server_ts":1,"state_key":"","content":{}},
     {"type":"m.room.member","state_key":"@me:fuzz","content":{"membership":"join"}},
     {"type":"m.room.member","state_key":"@sarah:fuzz","content":{"membership":"join"}}]
    """

  func sync(_ timeline: String, limited: String = "", extra: String = "") -> String {
    #"{"next_batch":"s1","rooms":{"join":{"!r1:fuzz":{"timeline":{\#(limited)"events":[\#(timeline)]}}}\#(extra)}}"#
  }

  static func message(_ id: String, _ body: String, _ time: Int, unsigned: String = "{}") -> String {
    #"{"type":"m.room.message","event_id":"\#(id)","sender":"@sarah:fuzz","origin_server_ts":\#(time),"#
      + #""content":{"msgtype":"m.text","body":"\#(body)"},"unsigned":\#(unsigned)}"#
  }

  @Test func anEditHistoryWhoseNextBatchRepeatsEndsAtTheRepeat() throws {
    let edited = Self.message("$e1", "first", 1000, unsigned: #"{"m.relations":{"m.replace":{}}}"#)
    let edit = #"{"sender":"@sarah:fuzz","origin_server_ts":2000,"content":{"m.new_content":{"body":"edited"}}}"#
    serve { endpoint, asked in
      switch endpoint {
      case "sync": self.sync(edited)
      case "state": Self.state
      case "relations": #"{"chunk":[\#(edit)]"# + (asked < 50 ? #","next_batch":"same"}"# : "}")
      default: "{}"
      }
    }
    try session.sync()
    #expect(count("relations") == 2, "a repeated next_batch is asked for once more, then paging stops")
    #expect(try texts() == ["edited"])
  }

  @Test func anInvitationListedAgainAfterTheJoinDoesNotKeepTheSyncGoing() throws {
    serve { endpoint, asked in
      switch endpoint {
      case "sync":
        self.sync(Self.message("$e1", "hi", 1000), extra: asked < 50 ? #","invite":{"!r2:fuzz":{}}"# : "")
      case "state": Self.state
      default: "{}"
      }
    }
    try session.sync()
    #expect(count("join") == 1)
    #expect(count("sync") == 2, "one sync after the join, which brings nothing new to join")
    #expect(try texts() == ["hi"])
  }

  @Test func historyPagesWhoseTokensAlternateEndAtTheFirstRepeat() throws {
    serve { endpoint, asked in
      switch endpoint {
      case "sync": self.sync(Self.message("$e9", "latest", 9000), limited: #""limited":true,"prev_batch":"p1","#)
      case "state": Self.state
      case "messages":
        asked < 50
          ? #"{"chunk":["# + Self.message("$old\(asked)", "older \(asked)", 1000 + asked)
            + #"],"end":"\#(["a", "b"][asked % 2])"}"#
          : #"{"chunk":[]}"#
      default: "{}"
      }
    }
    try session.sync()
    #expect(count("messages") == 3, "p1 → a → b → a again: three pages")
    #expect(try texts() == ["older 0", "older 1", "older 2", "latest"])
  }
}
