import PsstCore
import PsstEmbed

/// The embedded sentence model (all-MiniLM-L6-v2 in Swift) as an `Embedder`.
public struct LocalEmbedder: Embedder {
  public static let modelName = SentenceEncoder.modelName
  /// Loading (mapping the weights, reading the vocabulary: a few milliseconds) goes on on
  /// another thread from `load()` on, beside the store's queries; the first `embed` waits.
  private let encoder: InBackground<SentenceEncoder>
  private let directory: String

  public var model: String { Self.modelName }

  /// The installed model, or nil when its files are not there (search then uses words only).
  /// A model directory that is there but broken is an error, not a silent fallback: thrown by
  /// the first `embed`.
  public static func load() -> LocalEmbedder? { modelDirectory.map(loading) }

  /// The model in `directory`, loading.
  static func loading(_ directory: String) -> LocalEmbedder {
    LocalEmbedder(encoder: InBackground { try SentenceEncoder(directory: directory) }, directory: directory)
  }

  /// Whether the model's files are there (without loading them).
  public static var isInstalled: Bool { modelDirectory != nil }

  private static var modelDirectory: String? {
    var environment: [String: String] = [:]
    for name in ["PSST_MODEL_DIR", "XDG_DATA_HOME", "HOME"] {
      if let value = Environment.variable(name) { environment[name] = value }
    }
    return SentenceEncoder.locateModel(environment: environment)
  }

  public func embed(_ texts: [String]) throws -> [[Float]] {
    let loaded: SentenceEncoder
    do {
      loaded = try encoder.value()
    } catch {
      throw PsstError.internalFailure("cannot load the embedding model in \(directory): \(error)")
    }
    return loaded.encode(texts)
  }

  /// The model reads only its own mapped weights and vocabulary.
  public var embedsConcurrently: Bool { true }
}
