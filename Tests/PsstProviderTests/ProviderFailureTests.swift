import Foundation
import PsstCore
import PsstTestSupport
import Testing

@testable import PsstProvider

/// Each way a provider fails, against scripts/fake-openai: the right error, in the seeds'
/// words, within its time limit, retried only when a retry can help, never quoting the key.
@Suite("ProviderClient failures")
struct ProviderFailureTests {
  static let key = "sk-test-key-0123456789"

  @Test("429 with Retry-After seconds is waited out, then the answer comes")
  func rateLimitHonoured() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var vectors: [[Float]] = []
    let millis = try elapsedMillis {
      vectors = try server.client().embeddings(model: "embed,status=429,retry_after=1,times=1", inputs: ["x"])
    }
    #expect(vectors.count == 1)
    #expect(server.requests.count == 2)
    #expect(millis >= 950 && millis < 3_000, "took \(millis) ms")
  }

  @Test("429 with Retry-After as an HTTP date is waited out too")
  func rateLimitDate() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let millis = try elapsedMillis {
      _ = try server.client().embeddings(model: "embed,status=429,retry_after_date=2,times=1", inputs: ["x"])
    }
    #expect(server.requests.count == 2)
    #expect(millis >= 900 && millis < 4_000, "took \(millis) ms")
  }

  @Test("a Retry-After beyond the budget fails at once with rateLimited")
  func rateLimitBeyondBudget() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var error: ProviderError?
    let millis = elapsedMillis {
      error = providerError {
        _ = try server.client(retryBudgetMillis: 2_000).embeddings(
          model: "embed,status=429,retry_after=30", inputs: ["x"])
      }
    }
    #expect(error?.code == .rateLimited(retryAfterMillis: 30_000))
    #expect(error?.message.hasPrefix("Too many requests. Please wait a moment.") == true)
    #expect(error?.psstError.exitCode == 69)
    #expect(server.requests.count == 1 && millis < 1_000)
  }

  @Test("500 then OK: retried with backoff until it answers")
  func serverErrorThenOK() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let reply = try server.client().chat(messages: [.user("hi")], model: "chat,status=500,times=2")
    #expect(reply.text == "echo: hi")
    #expect(server.requests.count == 3)
  }

  @Test("500 every time: gives up within the budget with the server's words")
  func serverErrorForever() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var error: ProviderError?
    let millis = elapsedMillis {
      error = providerError {
        _ = try server.client(retryBudgetMillis: 1_000).chat(messages: [.user("hi")], model: "chat,status=500")
      }
    }
    #expect(error?.code == .server(status: 500))
    #expect(error?.message.contains("injected failure") == true)
    #expect(error?.message.hasPrefix("AI assistant is temporarily unavailable.") == true)
    #expect(server.requests.count == 3, "250 + 500 ms of waiting fit a 1 s budget, 1 s more does not")
    #expect(millis < 2_000)
  }

  @Test("401 and 400 are not retried; a 401 never repeats the key the server quoted")
  func refusals() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    let client = try server.client()
    let unauthorized = providerError { _ = try client.chat(messages: [.user("hi")], model: "chat,status=401") }
    #expect(unauthorized?.code == .unauthorized(status: 401))
    #expect(unauthorized?.psstError.exitCode == 77)
    #expect(unauthorized?.message.contains("PSST_AI_KEY") == true)
    let bad = providerError { _ = try client.embeddings(model: "embed,status=400", inputs: ["x"]) }
    #expect(bad?.code == .badRequest(status: 400))
    #expect(bad?.message == "AI Error: HTTP 400 from 127.0.0.1:\(server.port): injected bad request")
    #expect(server.requests.count == 2)
    for error in [unauthorized, bad] {
      #expect(error?.message.contains(Self.key) == false)
      #expect(error?.detail.contains(Self.key) == false)
    }
    // Server text quoting the key is scrubbed wherever it is repeated.
    #expect(client.redact("Incorrect API key provided: \(Self.key).") == "Incorrect API key provided: [key].")
  }

  @Test("a server that never answers times out at the limit and is not retried")
  func hang() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var error: ProviderError?
    let millis = elapsedMillis {
      error = providerError { _ = try server.client(timeoutSeconds: 1).embeddings(model: "embed,hang", inputs: ["x"]) }
    }
    #expect(error?.code == .timeout)
    #expect(error?.message.hasPrefix("Request took too long. Try asking in a different way.") == true)
    #expect(millis >= 950 && millis < 3_000, "took \(millis) ms")
    #expect(server.requests.count == 1)
  }

  @Test("a streamed answer whose first token never comes times out at the first-token limit")
  func firstTokenTimeout() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    var error: ProviderError?
    let millis = elapsedMillis {
      error = providerError {
        _ = try server.client(timeoutSeconds: 1).streamChat(messages: [.user("hi")], model: "chat,hang") { _ in }
      }
    }
    #expect(error?.code == .timeout)
    #expect(millis >= 900 && millis < 3_500, "took \(millis) ms")
  }

  @Test("nothing listening is noNetwork, quickly, in the seeds' words")
  func noNetwork() throws {
    let config = ProviderConfig(baseURL: "http://127.0.0.1:9", embedModel: "embed", key: .value(Self.key))
    let client = try ProviderClient(config: config)
    var error: ProviderError?
    let millis = elapsedMillis { error = providerError { _ = try client.embeddings(model: "embed", inputs: ["x"]) } }
    #expect(error?.code == .noNetwork)
    #expect(error?.message.hasPrefix("No internet connection. Check your network and try again.") == true)
    #expect(error?.message.contains("127.0.0.1:9") == true && error?.message.contains(Self.key) == false)
    #expect(millis < 2_000)
  }

  @Test("a server's long error text is cut only after the key is taken out of it")
  func redactedBeforeCut() throws {
    let client = try ProviderClient(config: ProviderConfig(baseURL: "http://127.0.0.1:9", key: .value(Self.key)))
    for body in [
      String(repeating: "x", count: 190) + " key " + Self.key,
      #"{"error":{"message":""# + String(repeating: "y", count: 190) + " key " + Self.key + #""}}"#,
    ] {
      let said = client.serverMessage(Array(body.utf8))
      #expect(!said.contains(String(Self.key.prefix(4))), "\(said)")
    }
  }
}
