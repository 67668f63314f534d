/// Why the embedding model could not be loaded; `message` is one line a tool can print as is.
public struct EmbedError: Error, CustomStringConvertible, Sendable {
  public enum Code: Equatable, Sendable {
    /// A model file is absent or unreadable: the model was never fetched (`scripts/fetch-model`).
    case missingFile(path: String)
    /// A model file is there but is not the model this code runs: truncated, corrupt or of another shape.
    case badModelFile(path: String, reason: String)
  }

  public let code: Code
  public let message: String

  init(_ code: Code) {
    self.code = code
    switch code {
    case .missingFile(let path):
      message = "embedding model file missing or unreadable: \(path) (run scripts/fetch-model)"
    case .badModelFile(let path, let reason):
      message = "bad embedding model file \(path): \(reason)"
    }
  }

  static func missing(_ path: String) -> EmbedError { EmbedError(.missingFile(path: path)) }

  static func bad(_ path: String, _ reason: String) -> EmbedError {
    EmbedError(.badModelFile(path: path, reason: reason))
  }

  public var description: String { message }
}
