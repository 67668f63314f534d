import ArgumentParser
import PsstCore
import PsstSearch

/// `psst-index`: rebuild the full-text index and embed messages for psst-search, and keep the
/// AI engine's readings of messages for psst-insights.
public struct IndexCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-index",
    abstract: "Build psst-search's indexes: the full-text index and message embeddings.",
    discussion: """
      The full-text index is kept in step with the store on every change; --rebuild builds it \
      again from the messages (after restoring a copy of the store, say). Embeddings are \
      computed for messages that have none (new ones, and edited ones: an edit drops the old \
      vector), newest block first, with the all-MiniLM-L6-v2 model run in psst, or with the AI \
      provider's embeddings when one is configured (PSST_AI_URL and PSST_AI_EMBED_MODEL; \
      --engine chooses). --read keeps the AI engine's reading of each message that has none (what \
      psst-insights reads in it: action items, decisions, priority, scheduling), so its digest and \
      sections read only messages that are new, edited or after one that changed since. With no \
      flag, psst-index does all three: the rebuild, the readings, then embedding. Progress goes \
      to standard error on a terminal; a summary record to standard output.

      Only one psst-index embeds at a time: a second leaves at once (exit 0) with --quiet, or \
      waits for the first otherwise. psst-search starts one in the background when messages lack \
      vectors. Embedding runs at idle CPU priority (SCHED_IDLE): it takes only cores nothing \
      else wants, so searches and other tools run at full speed meanwhile, and each batch of \
      vectors is stored in a short transaction of its own. Interrupting is safe: what was \
      embedded is kept, the rest waits for the next run.
      """,
    version: Version.text)

  /// The file under the lock directory held by the psst-index that embeds.
  static let lockName = "index.lock"

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Rebuild the full-text index of every account.") var rebuild = false
  @Flag(help: "Embed the messages that have no vector.") var embed = false
  @Flag(
    help: ArgumentHelp(
      "Read the messages the AI engine has not read (what psst-insights reads in each: action items, decisions, "
        + "priority, scheduling) and keep those readings."))
  var read = false
  @Flag(help: "No progress, and leave at once when another psst-index is embedding.") var quiet = false
  @Option(
    help: ArgumentHelp(
      "Embed with the embedded model (builtin) or the AI provider (provider; the default when PSST_AI_URL and "
        + "PSST_AI_EMBED_MODEL are set).", valueName: "engine"))
  var engine: EmbeddingEngine?

  public func run() throws {
    try reportingErrors {
      let store = try global.openStore()
      let account = try store.resolveAccount(global.account).id
      let index = SearchIndex(store: store)
      let both = !rebuild && !embed && !read
      let started = Clock.monotonicNanos()
      var report = IndexReport()
      if rebuild || both {
        let count = try Indexer(index: index).rebuildText { done, total in
          if !quiet { Diagnostics.progress("full-text index: \(done) of \(total) messages") }
        }
        if !quiet { Diagnostics.endProgress() }
        report.indexed = count
      }
      if read || both {
        // Reading is work nobody waits on, as embedding is.
        ProcessPriority.yieldToForeground()
        let (count, kept) = try StoredReadings(store: store, account: account).fill()
        report.read = IndexReport.Readings(read: count, kept: kept)
      }
      if embed || both {
        guard let lock = try FileLock(path: store.environment.lockDirectory + "/" + Self.lockName, wait: !quiet) else {
          return
        }
        defer { lock.release() }
        // Embedding is work nobody waits on: a search started meanwhile takes the cores first.
        ProcessPriority.yieldToForeground()
        let embedder = try makeEmbedder(store, account: account)
        StopSignal.install()
        let count = try Indexer(index: index).embedPending(
          account: account, embedder: embedder,
          progress: { done, total in
            if !quiet { Diagnostics.progress("embeddings: \(done) of \(total) messages") }
          }, shouldStop: { StopSignal.requested })
        if !quiet { Diagnostics.endProgress() }
        let counts = try index.vectorCounts(account: account, model: embedder.model)
        report.embedding = IndexReport.Embedding(
          embedded: count, model: embedder.model, vectors: counts.embedded, pending: counts.pending)
      }
      report.seconds = Double(Clock.monotonicNanos() - started) / 1e9
      Printer(global.outputFormat).emit(report.record, text: report.text)
    }
  }

  /// The chosen engine's embedder; a provider waits up to a minute on 429s and 5xx answers
  /// (nobody is waiting on a background run).
  private func makeEmbedder(_ store: Store, account: String) throws -> Embedder {
    switch EmbeddingEngine.choose(engine) {
    case .builtin:
      guard let embedder = LocalEmbedder.load() else {
        throw PsstError.unavailable(
          "no sentence-embedding model installed (\(LocalEmbedder.modelName)): `make install` puts it in "
            + "PREFIX/share/psst, or set PSST_MODEL_DIR")
      }
      return embedder
    case .provider: return try ProviderEmbedder.make(store: store, account: account, retryBudgetMillis: 60_000)
    }
  }
}
