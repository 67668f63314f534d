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

/// The AI provider's embedding model as an `Embedder`. Its vectors are stored as
/// "provider:MODEL", so they are never compared with the embedded model's (or another model's).
struct ProviderEmbedder: Embedder {
  let client: ProviderClient
  let embedModel: String

  var model: String { "provider:" + embedModel }

  func embed(_ texts: [String]) throws -> [[Float]] { try client.embeddings(model: embedModel, inputs: texts) }

  /// PSST_AI_URL and PSST_AI_EMBED_MODEL are both set.
  static var isConfigured: Bool {
    Environment.variable("PSST_AI_URL") != nil && Environment.variable("PSST_AI_EMBED_MODEL") != nil
  }

  /// The provider the environment describes. `retryBudgetMillis` is how long a call may wait
  /// on 429s and 5xx answers: short for a search someone waits on, long for psst-index.
  static func make(retryBudgetMillis: Int) throws(ProviderError) -> ProviderEmbedder {
    guard let config = ProviderConfig.fromEnvironment() else {
      throw ProviderError(.notConfigured, "no AI provider configured: set PSST_AI_URL and PSST_AI_EMBED_MODEL")
    }
    guard let model = config.embedModel else {
      throw ProviderError(.notConfigured, "no embedding model for the AI provider: set PSST_AI_EMBED_MODEL")
    }
    return ProviderEmbedder(
      client: try ProviderClient(config: config, retryBudgetMillis: retryBudgetMillis), embedModel: model)
  }
}
