import Foundation
import PsstCore
import PsstTestSupport
import Testing

@testable import PsstProvider

/// MeteredProvider against scripts/fake-openai with a scratch store: every request recorded,
/// the daily limit checked before sending, identical requests answered from the cache.
@Suite("MeteredProvider")
struct MeteredProviderTests {
  let home = NSTemporaryDirectory() + "/psst-metered-" + UUID().uuidString

  func metered(_ server: FakeOpenAI, store: Store, limit: Int = 100) throws -> MeteredProvider {
    var config = try server.client().config
    config.dailyLimit = limit
    config.priceInput = 1
    config.priceOutput = 2
    return MeteredProvider(config: config, store: store, account: "maya", tool: "test", retryBudgetMillis: 1_000)
  }

  func store() throws -> Store { try Store.open(Environment(home: home), create: true) }

  @Test("a chat is recorded with its tokens and cost; the same request again is cached, with no HTTP")
  func recordsAndCaches() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let store = try store()
    let provider = try metered(server, store: store)
    let first = try provider.chat(messages: [.user("hello there")])
    var pieces: [ChatDelta] = []
    let again = try provider.streamChat(messages: [.user("hello there")]) { pieces.append($0) }
    #expect(first.text == "echo: hello there" && again.text == first.text && pieces == [.text(first.text)])
    #expect(server.requests.count == 1)
    let totals = try store.usageByModel(account: "maya")
    #expect(totals.count == 1 && totals[0].requests == 1 && totals[0].cached == 1)
    #expect(totals[0].promptTokens == 2 && totals[0].completionTokens == 3 && totals[0].costMicros == 8)
    #expect(try store.providerRequestsToday(account: "maya", endpoint: "chat") == 1)
  }

  @Test("an answer the caller refuses is not cached")
  func refusedAnswersAreNotCached() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let provider = try metered(server, store: try store())
    struct Refused: Error {}
    for _ in 0..<2 {
      #expect(throws: Refused.self) { try provider.chat(messages: [.user("x")]) { _ in throw Refused() } }
    }
    #expect(server.requests.count == 2)
  }

  @Test("over the daily limit nothing is sent: a dailyLimit error naming the setting")
  func dailyLimit() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let provider = try metered(server, store: try store(), limit: 1)
    _ = try provider.chat(messages: [.user("one")])
    let error = providerError { _ = try provider.chat(messages: [.user("two")]) }
    #expect(error?.code == .dailyLimit(limit: 1) && error?.message.contains("ai.daily_limit") == true)
    #expect(server.requests.count == 1)
  }

  @Test("a failed request is recorded as an error; embeddings are recorded per batch, a single one cached")
  func errorsAndEmbeddings() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let store = try store()
    let provider = try metered(server, store: store)
    server.setControl("status=400")
    #expect(providerError { _ = try provider.chat(messages: [.user("x")]) }?.code == .badRequest(status: 400))
    server.setControl("")
    let vectors = try provider.embeddings(model: "embed", inputs: Array(repeating: "knee pain", count: 70))
    let one = try provider.embeddings(model: "embed", inputs: ["sore knee"])
    let cached = try provider.embeddings(model: "embed", inputs: ["sore knee"])
    #expect(vectors.count == 70 && one == cached)
    let byModel = Dictionary(uniqueKeysWithValues: try store.usageByModel(account: "maya").map { ($0.group, $0) })
    #expect(byModel["chat"]?.errors == 1)
    #expect(byModel["embed"]?.requests == 3 && byModel["embed"]?.cached == 1 && byModel["embed"]?.promptTokens == 142)
  }

  @Test("another server's answer to the same request is not taken from the cache")
  func cacheIsPerServer() throws {
    let first = try FakeOpenAI()
    let second = try FakeOpenAI()
    defer {
      first.stop()
      second.stop()
    }
    let store = try store()
    _ = try metered(first, store: store).chat(messages: [.user("hello there")])
    _ = try metered(second, store: store).chat(messages: [.user("hello there")])
    #expect(first.requests.count == 1 && second.requests.count == 1)
  }
}
