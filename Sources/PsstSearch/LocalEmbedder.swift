public struct LocalEmbedder: Embedder {
  public static let modelName = "all-minilm-l6-v2"
  public var model: String { Self.modelName }
  public static func load() throws -> LocalEmbedder? { nil }
  public func embed(_ texts: [String]) throws -> [[Float]] { [] }
}
