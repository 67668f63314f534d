import PsstAI
import PsstCore
import PsstSearch

/// The sentence vectors the store keeps, lent to the insight engine's learned models. A store
/// that cannot be read lends none: the models that read a message alone decide instead.
struct StoredVectors: MessageVectors {
  let index: SearchIndex
  let account: String
  /// Only these messages' vectors, when set (the digest reads those of its recent days alone).
  var only: Set<String>?

  init(_ store: Store, account: String, only: Set<String>? = nil) {
    index = SearchIndex(store: store)
    self.account = account
    self.only = only
  }

  func vectors(of messageIDs: [String], model: String) -> [String: [Float]] {
    let wanted = only.map { only in messageIDs.filter(only.contains) } ?? messageIDs
    return (try? index.vectors(account: account, model: model, messageIDs: wanted)) ?? [:]
  }
}
