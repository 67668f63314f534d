import PsstCore
import PsstProvider
import PsstSearch

#if canImport(Glibc)
  import Glibc
#endif

/// Decides how psst-search ranks by meaning: which embedder, and what to do about messages
/// that have no vector yet (embed a few now, start psst-index in the background for many).
struct SemanticSetup {
  let index: SearchIndex
  let account: String
  /// Messages from a pipe live in a scratch store: embed them now or not at all.
  let piped: Bool
  var engine: EmbeddingEngine = .builtin
  /// Whether vectors of another model count as missing. Only for the engine psst uses by
  /// default: one search with another `--engine` must not re-embed the whole store.
  var replacesOtherModels = false

  /// Pending messages embedded in the foreground before searching (~5 ms each).
  static let inlineLimit = 16
  static let pipedLimit = 2_000
  /// How long a search waits, in all, on a provider's 429s and 5xx answers.
  static let searchRetryBudgetMillis = 3_000

  /// The embedder to rank with, or nil for words only (no model: said once per store). When
  /// the provider fails, says so and returns the embedded model (or nil) instead.
  func embedder() throws -> Embedder? {
    switch engine {
    case .builtin:
      guard let embedder = LocalEmbedder.load() else {
        if try index.store.firstTime("search.no-model") {
          Diagnostics.line(
            "\(toolName): no sentence-embedding model installed (\(LocalEmbedder.modelName)); searching by words only. "
              + "`make install` puts it in PREFIX/share/psst, or set PSST_MODEL_DIR.")
        }
        return nil
      }
      return try prepare(embedder)
    case .provider:
      do {
        return try prepare(
          try ProviderEmbedder.make(
            store: index.store, account: account, retryBudgetMillis: Self.searchRetryBudgetMillis))
      } catch let error as ProviderError {
        // Asked for by name (--engine provider) with nothing configured: a usage error.
        if error.code == .notConfigured { throw error.psstError }
        return fallback(after: error)
      }
    }
  }

  /// Says that the provider failed, and returns what ranks instead: the embedded model if it
  /// is installed (it ranks by whatever vectors of its own the store has), else words only.
  func fallback(after error: ProviderError) -> Embedder? {
    let local = LocalEmbedder.load()
    let instead = local == nil ? "ranking by words only" : "ranking with the embedded model"
    Diagnostics.line("\(toolName): the AI provider failed (\(error.detail)); \(instead)")
    return local
  }

  /// Embeds a few waiting messages now, or starts psst-index for many; nil when piped
  /// messages are too many to embed. A read-only store ranks with the vectors it has.
  private func prepare(_ embedder: Embedder) throws -> Embedder? {
    if index.store.isReadOnly { return embedder }
    let limit = piped ? Self.pipedLimit : Self.inlineLimit
    var pending = try index.pendingCount(account: account, upTo: limit + 1)
    if replacesOtherModels && pending <= limit {
      pending += try index.otherModelCount(account: account, model: embedder.model, upTo: limit + 1)
    }
    guard pending > 0 else { return embedder }
    if piped {
      guard pending <= Self.pipedLimit else {
        Diagnostics.line("\(toolName): more than \(Self.pipedLimit) piped messages: ranking by words only")
        return nil
      }
      _ = try Indexer(index: index).embedPending(account: account, embedder: embedder, progress: { _, _ in })
    } else if pending <= Self.inlineLimit {
      _ = try Indexer(index: index).embedPending(account: account, embedder: embedder, progress: { _, _ in })
    } else {
      BackgroundIndexer.start(
        account: account, lockDirectory: index.store.environment.lockDirectory, pending: pending, engine: engine)
    }
    return embedder
  }
}

extension SemanticSetup {
  /// Pending messages embedded in the foreground after an import; more go to the background.
  static let catchUpLimit = 2_000

  /// Embeds what an import brought in: now when it is a few thousand, else in the background.
  /// A provider that fails leaves them waiting for psst-index (and says so): the import stands.
  static func catchUp(store: Store, account: String) throws {
    let index = SearchIndex(store: store)
    let pending = try index.pendingCount(account: account, upTo: catchUpLimit + 1)
    // Counted first: loading the model is the dear part, and most imports leave nothing waiting.
    guard pending > 0 else { return }
    let engine = EmbeddingEngine.choose(nil)
    do {
      let embedder: Embedder
      switch engine {
      case .builtin:
        guard LocalEmbedder.isInstalled else { return }
        guard pending <= catchUpLimit else {
          return BackgroundIndexer.start(
            account: account, lockDirectory: store.environment.lockDirectory, pending: pending, engine: engine)
        }
        guard let local = LocalEmbedder.load() else { return }
        embedder = local
      case .provider: embedder = try ProviderEmbedder.make(store: store, account: account, retryBudgetMillis: 20_000)
      }
      guard pending <= catchUpLimit else {
        return BackgroundIndexer.start(
          account: account, lockDirectory: store.environment.lockDirectory, pending: pending, engine: engine)
      }
      StopSignal.install()
      _ = try Indexer(index: index).embedPending(
        account: account, embedder: embedder,
        progress: { done, total in Diagnostics.progress("embedding for search… \(done) of \(total) messages") },
        shouldStop: { StopSignal.requested })
      Diagnostics.endProgress()
    } catch let error as ProviderError {
      Diagnostics.endProgress()
      Diagnostics.line("\(toolName): the AI provider failed (\(error.detail)); psst-index will embed the rest later")
    } catch let error as PsstError where error.kind == .usage || error.kind == .permission {
      // A broken config file: the import stands, and the next search says the same.
      Diagnostics.line("\(toolName): \(error.message); psst-index will embed the rest later")
    }
  }
}

/// Starts `psst-index --embed --read --quiet` detached, unless turned off or one is already running.
enum BackgroundIndexer {
  static func start(account: String, lockDirectory: String, pending: Int, engine: EmbeddingEngine) {
    guard Environment.variable("PSST_INDEX_BACKGROUND") != "0", !isRunning(lockDirectory: lockDirectory) else {
      return
    }
    let sibling = FileSystem.directoryName(executablePath()) + "/psst-index"
    guard access(sibling, X_OK) == 0 else { return }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own session: a Ctrl-C meant for the search does not stop the indexer. (glibc's
    // POSIX_SPAWN_SETSID, 0x80, is behind _GNU_SOURCE and so not imported.)
    posix_spawnattr_setflags(&attributes, 0x80)
    // The AI engine's readings of the new messages too: the next digest reads only what is left.
    let arguments = ["psst-index", "--embed", "--read", "--quiet", "--account", account, "--engine", engine.rawValue]
    var pid: pid_t = 0
    let status = withCStrings(arguments) { argv in posix_spawn(&pid, sibling, &actions, &attributes, argv, environ) }
    if status == 0 {
      Diagnostics.line(
        "\(toolName): \(pending) messages have no embedding yet; psst-index is adding them in the background")
    }
  }

  /// Whether a psst-index holds the embedding lock. A second one would leave at once, but
  /// starting it costs a search under way a process start-up on a machine the first keeps busy.
  /// A lock that cannot be checked counts as free: psst-index then decides for itself.
  static func isRunning(lockDirectory: String) -> Bool {
    do {
      guard let lock = try FileLock(path: lockDirectory + "/" + IndexCommand.lockName, wait: false) else {
        return true
      }
      lock.release()
      return false
    } catch {
      return false
    }
  }

  private static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
  }
}
