import PsstCore
import PsstProvider

/// What answers psst-ai and writes psst-summarize's summaries: the embedded engine
/// (`builtin`) or the AI provider's chat model (`provider`).
public enum ChatEngine: String, CaseIterable, Sendable {
  case builtin, provider

  /// The metered provider to ask, or nil for the embedded engine: `--engine` (or `named`, e.g.
  /// PSST_AI), else the provider when a URL and a chat model are configured. Asking for the
  /// provider by name with none configured is a usage error; so is a bad config file.
  public static func provider(_ option: ChatEngine?, store: Store, account: String) throws -> MeteredProvider? {
    if option == .builtin { return nil }
    let config = try ProviderConfig.load()
    guard let config, config.chatModel != nil else {
      guard option == .provider else { return nil }
      throw PsstError.usage(
        "--engine provider: no AI provider configured; set ai.url and ai.model in \(ConfigFile.path()), "
          + "or PSST_AI_URL and PSST_AI_MODEL")
    }
    // Someone is waiting: a 429 or 5xx is retried for a few seconds, not a minute.
    return MeteredProvider(
      config: config, store: store, account: account, tool: Diagnostics.toolName, retryBudgetMillis: 8_000)
  }

  /// The one stderr line when the provider failed (or anything on the way to its reply) and
  /// the embedded engine did the work.
  public static func fallbackNote(_ error: any Error, _ instead: String = "the embedded engine answered instead") {
    let said = (error as? ProviderError)?.message ?? "the AI provider's reply failed (\(error))"
    Diagnostics.note("\(said); \(instead)")
  }
}
