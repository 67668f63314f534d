import Synchronization

/// The sentence vectors psst keeps for messages (the message embedded after the one before it in
/// its chat), which some learned models read. The store layer implements it; the engine asks
/// only for the messages a model may accept, a batch at a time.
public protocol MessageVectors {
  /// The vectors of sentence model `model` kept for those of `messageIDs` that have one.
  func vectors(of messageIDs: [String], model: String) -> [String: [Float]]
}

/// Vectors read by one thread at a time: the digest's sections run at once, and a store's
/// connection (its cached statements) serves one caller at a time.
final class SerialVectors: MessageVectors, @unchecked Sendable {
  private let base: any MessageVectors
  private let lock = Mutex(())

  init(_ base: any MessageVectors) { self.base = base }

  func vectors(of messageIDs: [String], model: String) -> [String: [Float]] {
    lock.withLock { _ in base.vectors(of: messageIDs, model: model) }
  }
}

/// A model that reads a message's stored vector, and the one that stands in for it when the
/// message has none (no sentence model installed, not embedded yet, or read from stdin).
struct VectorModels {
  let withVector: LinearModel
  let withoutVector: LinearModel

  /// False when both models ship turned off: nothing to compute.
  var isEnabled: Bool { withVector.isEnabled || withoutVector.isEnabled }

  /// Vectors asked for at once: a batch is read, scored and dropped.
  static let batchSize = 256

  /// The candidates the models accept, by message id. A vector is read only for a candidate the
  /// vector model may accept or the stand-in accepts (the stand-in decides when it has none).
  func accepted(_ candidates: [(id: String, features: HashedFeatures)], vectors: (any MessageVectors)?) -> Set<String> {
    accepted(candidates.map { (id: $0.id, sums: sums($0.features)) }, vectors: vectors)
  }

  /// Both models' sums over the features (`LinearModel.featureSum`).
  func sums(_ features: HashedFeatures) -> ShapeSums {
    ShapeSums(withVector: withVector.featureSum(features), withoutVector: withoutVector.featureSum(features))
  }

  /// False when neither model can accept the message, whatever its vector.
  func mayAccept(_ sums: ShapeSums) -> Bool {
    withVector.mayAccept(featureSum: sums.withVector) || withoutVector.accepts(featureSum: sums.withoutVector)
  }

  /// `accepted(_:vectors:)` of candidates read before (`sums`).
  func accepted(_ candidates: [(id: String, sums: ShapeSums)], vectors: (any MessageVectors)?) -> Set<String> {
    guard let vectors, withVector.isEnabled else {
      guard withoutVector.isEnabled else { return [] }
      return Set(candidates.filter { withoutVector.accepts(featureSum: $0.sums.withoutVector) }.map(\.id))
    }
    let worthReading = candidates.filter { mayAccept($0.sums) }
    var accepted = Set<String>()
    var start = 0
    while start < worthReading.count {
      let batch = worthReading[start..<min(start + Self.batchSize, worthReading.count)]
      start = batch.endIndex
      let found = vectors.vectors(of: batch.map(\.id), model: LinearModel.vectorModel)
      for candidate in batch {
        if let vector = found[candidate.id], vector.count == LinearModel.vectorDimensions {
          if withVector.accepts(featureSum: candidate.sums.withVector, vector: vector) { accepted.insert(candidate.id) }
        } else if withoutVector.accepts(featureSum: candidate.sums.withoutVector) {
          accepted.insert(candidate.id)
        }
      }
    }
    return accepted
  }
}

extension HashedFeatures.Context {
  /// Who sends `message` and whether it answers `previous`, the message before it in its chat.
  init(_ message: ConversationMessage, previous: ConversationMessage?, directory: Directory) {
    self.init(
      fromOwner: message.sender == directory.owner, fromClient: directory.isClient(message.sender),
      answersQuestion: previous.map { $0.sender != message.sender && Text.contains($0.text, ascii: "?") } ?? false)
  }
}
