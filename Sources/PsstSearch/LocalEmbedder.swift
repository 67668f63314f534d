import PsstCore
import PsstEmbed

/// The embedded sentence model (all-MiniLM-L6-v2 in Swift) as an `Embedder`.
public struct LocalEmbedder: Embedder {
  public static let modelName = SentenceEncoder.modelName
  let encoder: SentenceEncoder

  public var model: String { Self.modelName }

  /// The installed model, or nil when its files are not there (search then uses words only).
  /// A model directory that is there but broken is an error, not a silent fallback.
  public static func load() throws -> LocalEmbedder? {
    guard let directory = modelDirectory else { return nil }
    do {
      return LocalEmbedder(encoder: try SentenceEncoder(directory: directory))
    } catch {
      throw PsstError.internalFailure("cannot load the embedding model in \(directory): \(error)")
    }
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

  public func embed(_ texts: [String]) throws -> [[Float]] { encoder.encode(texts) }

  /// The model reads only its own mapped weights and vocabulary.
  public var embedsConcurrently: Bool { true }
}
