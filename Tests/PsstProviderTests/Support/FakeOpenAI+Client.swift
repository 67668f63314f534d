import Foundation
import PsstProvider
import PsstTestSupport

extension FakeOpenAI {
  /// A client of this server for models `chat` and `embed`, with short limits for tests.
  func client(
    key: String? = "sk-test-key-0123456789", timeoutSeconds: Double = 2, retryBudgetMillis: Int = 5_000
  ) throws -> ProviderClient {
    let config = ProviderConfig(
      baseURL: url, chatModel: "chat", embedModel: "embed", key: key.map { .value($0) } ?? .none,
      timeouts: ProviderTimeouts(seconds: timeoutSeconds))
    return try ProviderClient(config: config, retryBudgetMillis: retryBudgetMillis)
  }
}

/// Milliseconds `body` took.
func elapsedMillis(_ body: () throws -> Void) rethrows -> Int {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
}

/// The `ProviderError` `body` throws (nil, and a recorded issue, when it throws none).
func providerError(_ body: () throws -> Void) -> ProviderError? {
  do {
    try body()
  } catch let error as ProviderError {
    return error
  } catch {
    return nil
  }
  return nil
}
