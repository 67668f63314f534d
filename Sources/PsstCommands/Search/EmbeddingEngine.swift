import ArgumentParser
import PsstCore
import PsstProvider
import PsstSearch

/// What ranks by meaning: the embedded model (`builtin`) or the AI provider's embeddings.
enum EmbeddingEngine: String, ExpressibleByArgument, CaseIterable {
  case builtin, provider

  /// `--engine`, else the provider when one is configured for embeddings, else builtin.
  static func choose(_ option: EmbeddingEngine?) -> EmbeddingEngine {
    option ?? (ProviderEmbedder.isConfigured ? .provider : .builtin)
  }
}

/// The AI provider's embedding model as an `Embedder`, metered like every provider request.
/// Its vectors are stored as "provider:MODEL", so they are never compared with the embedded
/// model's (or another model's).
struct ProviderEmbedder: Embedder {
  let provider: MeteredProvider
  let embedModel: String

  var model: String { "provider:" + embedModel }

  func embed(_ texts: [String]) throws -> [[Float]] { try provider.embeddings(model: embedModel, inputs: texts) }

  /// A provider URL and embedding model are configured (config file or environment). A
  /// config file that cannot be read counts as configured: making the embedder then says why.
  static var isConfigured: Bool {
    do { return try ProviderConfig.load()?.embedModel != nil } catch { return true }
  }

  /// The provider configured for `account`. `retryBudgetMillis` is how long a call may wait
  /// on 429s and 5xx answers: short for a search someone waits on, long for psst-index.
  static func make(store: Store, account: String, retryBudgetMillis: Int) throws -> ProviderEmbedder {
    guard let config = try ProviderConfig.load() else {
      throw ProviderError(
        .notConfigured,
        "no AI provider configured: set ai.url and ai.embed_model in \(ConfigFile.path()), or PSST_AI_URL and "
          + "PSST_AI_EMBED_MODEL")
    }
    guard let model = config.embedModel else {
      throw ProviderError(
        .notConfigured, "no embedding model for the AI provider: set ai.embed_model or PSST_AI_EMBED_MODEL")
    }
    let provider = MeteredProvider(
      config: config, store: store, account: account, tool: toolName, retryBudgetMillis: retryBudgetMillis)
    return ProviderEmbedder(provider: provider, embedModel: model)
  }
}
