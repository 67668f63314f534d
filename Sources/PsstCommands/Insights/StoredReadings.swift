import PsstAI
import PsstCore

/// The AI engine's readings of the account's messages (`MessageReading`) that the store keeps:
/// the digest reuses those still valid and keeps the ones it works out; psst-index works out
/// the missing ones ahead of it.
struct StoredReadings {
  let store: Store
  let account: String
  /// How long keeping readings waits for another process's write: they can be worked out again.
  static let lockWaitMillis: Int32 = 250

  /// The kept readings still valid for `messages` (nil for the others, and for every message
  /// when the store cannot be read), by index, and the key of each message now.
  func valid(for messages: [ConversationMessage], directory: Directory) -> (readings: [MessageReading?], keys: [Int64])
  {
    let keys = MessageReading.keys(of: messages, directory: directory)
    let kept =
      (try? store.messageReadings(account: account, engine: MessageReading.engineVersion, expected: messages.count))
      ?? [:]
    let readings = Array(messages.indices).concurrentMap { index -> MessageReading? in
      guard let reading = kept[messages[index].id], reading.key == keys[index] else { return nil }
      return MessageReading(encoded: reading.bytes)
    }
    return (readings, keys)
  }

  /// Keeps the `fresh` readings of `messages` (by index) read with `keys`; false when the store
  /// is read-only or another process holds its write lock (nothing is kept then).
  @discardableResult
  func keep(_ fresh: [Int: MessageReading], of messages: [ConversationMessage], keys: [Int64]) -> Bool {
    guard !fresh.isEmpty, !store.isReadOnly else { return fresh.isEmpty }
    let rows = fresh.keys.sorted().map { index in
      (id: messages[index].id, reading: Store.KeptReading(key: keys[index], bytes: fresh[index]!.encoded))
    }
    do {
      try store.keepMessageReadings(
        account: account, engine: MessageReading.engineVersion, rows, lockWaitMillis: Self.lockWaitMillis)
      return true
    } catch {
      return false
    }
  }

  /// Reads every message of the account that has no valid reading and keeps what it read: how
  /// many it read, and whether they were kept.
  func fill() throws -> (read: Int, kept: Bool) {
    let messages = try ConversationOptions.storedMessages(store, account: account)
    let directory = try Directory(store, account: account)
    let (stored, keys) = valid(for: messages, directory: directory)
    let fresh = MessageReading.missing(of: messages, stored: stored, directory: directory)
    return (fresh.count, keep(fresh, of: messages, keys: keys))
  }
}

extension ConversationOptions {
  /// The sections in `only` of `messages` (the others empty): the priorities of those sent from
  /// `recentSince` on, the action items of all, the decisions and scheduling requests of those
  /// from `contextSince` on. The embedded engine over the store reuses the readings the store
  /// keeps and reads the rest; `keep` then keeps those (it prints nothing: run it while printing).
  /// Another engine, or messages from stdin, keeps nothing: the whole digest comes from the
  /// engine's own digest, a part of it from each section on its own. So does a part of the
  /// digest when the store lacks the readings of more than `unreadShare` of the messages (after
  /// an import): a reading holds every section's work, and one section alone is then quicker
  /// read on its own (priority over 100k messages: 0.6 s alone, 2.7 s through readings; 0.6 s
  /// from kept ones).
  func sections(
    _ only: Set<DigestSection>, of messages: [ConversationMessage], engine: InsightEngine, session: Session,
    recentSince: Int64 = .min, contextSince: Int64 = .min, directory: Directory
  ) throws -> (sections: DigestSections, keep: () -> Void) {
    let whole = only.count == DigestSection.allCases.count
    let withoutReadings = {
      let sections =
        whole
        ? engine.digestSections(
          of: messages, recentSince: recentSince, contextSince: contextSince, directory: directory)
        : engine.sections(
          only, of: messages, recentSince: recentSince, contextSince: contextSince, directory: directory)
      return (sections, {})
    }
    guard let builtin = engine as? BuiltinEngine, try !readsStandardInput() else { return withoutReadings() }
    let readings = StoredReadings(store: session.store, account: session.account.id)
    let (stored, keys) = readings.valid(for: messages, directory: directory)
    let unread = stored.lazy.filter { $0 == nil }.count
    if !whole && Double(unread) > Self.unreadShare * Double(messages.count) { return withoutReadings() }
    let (sections, fresh) = builtin.digestSections(
      of: messages, stored: stored, recentSince: recentSince, contextSince: contextSince, directory: directory,
      only: only)
    return (sections, { readings.keep(fresh, of: messages, keys: keys) })
  }

  /// See `sections(_:of:engine:session:recentSince:contextSince:directory:)`.
  static let unreadShare = 0.25
}
