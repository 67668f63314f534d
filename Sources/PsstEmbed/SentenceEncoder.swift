import Glibc

/// Sentence embeddings with all-MiniLM-L6-v2, in process and offline: texts in, 384-dimensional
/// unit vectors out, whose dot product is their cosine similarity.
///
/// ```swift
/// guard let directory = SentenceEncoder.locateModel(environment: environment) else { ... }
/// let encoder = try SentenceEncoder(directory: directory)
/// let vectors = encoder.encode(["my knee hurts", "I have pain in my knee"])
/// let similarity = zip(vectors[0], vectors[1]).reduce(0) { $0 + $1.0 * $1.1 }
/// ```
///
/// The model directory holds `model.safetensors` and `vocab.txt` as `scripts/fetch-model` leaves
/// them. Loading maps the weights (nothing is copied) and reads the vocabulary: a few milliseconds.
/// The first load also quantises the dense layers to 16-bit integers into a file beside the
/// model (`model.prepared`, see `PreparedWeights`) and keeps the vocabulary's hash table in
/// another (`vocab.prepared`), which later loads map instead; where those files cannot be
/// written, queries run from the floats and the vocabulary is parsed at every load.
/// In floats the result matches sentence-transformers' `encode(..., normalize_embeddings=True)`
/// to float rounding, truncation to 256 tokens included; in integers (a query from the prepared
/// file, texts embedded in bulk: see `bulkTokens`) to a cosine above 0.999 in 16-bit integers,
/// 0.995 in 8-bit ones.
public struct SentenceEncoder: Sendable {
  /// The model's name, also the name of its directory under share/psst.
  public static let modelName = "all-minilm-l6-v2"
  /// Texts are cut to this many tokens, [CLS] and [SEP] included, as the model was trained.
  public static let maxTokens = 256
  /// A call of several texts with at least this many tokens in all embeds in bulk: its matrix
  /// products run in integers and each thread takes whole batches: 16 bits on any CPU (about
  /// 1.6 times as fast as floats), or, with AVX-512 VNNI, 8 bits for the attention output and
  /// feed-forward layers (about 1.8 times the 16-bit messages per CPU-second; see
  /// `IntegerKernel`). A single text (a query) and small calls run from the prepared 16-bit
  /// weights when they are there, else in floats.
  public static let bulkTokens = 256

  private let model: BertModel
  private let tokenizer: WordPieceTokenizer
  /// Threads `encode` may use: all online cores unless set lower (1 makes it single-threaded).
  public var maxThreads: Int

  /// The model directory to use, or nil when none holds the model: `$PSST_MODEL_DIR` if set (and then
  /// only it), else `share/psst/all-minilm-l6-v2` beside the running executable's `bin`, else
  /// `$XDG_DATA_HOME` (or `~/.local/share`) `/psst/all-minilm-l6-v2`. A directory counts only if
  /// `model.safetensors` and `vocab.txt` are there.
  public static func locateModel(environment: [String: String]) -> String? {
    if let explicit = environment["PSST_MODEL_DIR"], !explicit.isEmpty {
      return holdsModel(explicit) ? explicit : nil
    }
    var candidates: [String] = []
    if let executable = executablePath(), let slash = executable.lastIndex(of: "/") {
      candidates.append(String(executable[..<slash]) + "/../share/psst/" + modelName)
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      candidates.append(data + "/psst/" + modelName)
    } else if let home = environment["HOME"], !home.isEmpty {
      candidates.append(home + "/.local/share/psst/" + modelName)
    }
    return candidates.first(where: holdsModel)
  }

  /// Loads the model in `directory`: maps the weights and checks every tensor's shape, reads the vocabulary.
  public init(directory: String) throws(EmbedError) {
    try self.init(directory: directory, kernel: .preferred)
  }

  /// The same with bulk embedding's integer kernel chosen (tests compare the two), and without
  /// `prepared` no prepared file read or written: every query in floats, the vocabulary parsed.
  init(directory: String, kernel: IntegerKernel, prepared: Bool = true) throws(EmbedError) {
    let weights = directory + "/model.safetensors"
    model = try BertModel(
      path: weights, kernel: kernel, preparedPath: prepared ? PreparedWeights.path(model: weights) : nil)
    tokenizer = try WordPieceTokenizer(
      vocabularyPath: directory + "/vocab.txt", preparedPath: prepared ? directory + "/vocab.prepared" : nil)
    guard tokenizer.vocabulary.count <= model.vocabularySize else {
      throw .bad(
        directory + "/vocab.txt", "\(tokenizer.vocabulary.count) tokens for \(model.vocabularySize) embeddings")
    }
    maxThreads = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  /// The integer kernel of bulk embedding (see `bulkTokens`).
  var kernel: IntegerKernel { model.kernel }

  /// Whether the prepared 16-bit weights were loaded (or made): then a query embeds from them.
  var hasPreparedWeights: Bool { model.hasPreparedWeights }

  /// The length of every vector: 384.
  public var dimensions: Int { BertModel.hidden }

  /// One L2-normalised vector per text, in order. Empty text still gets a valid vector (that of
  /// [CLS] [SEP]); text past 256 tokens is cut. Large batches run on up to `maxThreads` cores.
  public func encode(_ texts: [String]) -> [[Float]] {
    guard !texts.isEmpty else { return [] }
    let sequences = texts.map { tokenizer.encode($0, maxTokens: Self.maxTokens) }
    let lengths = sequences.map(\.count)
    // A small call (a query) reads every weight for a few tokens: from the prepared 16-bit
    // weights, half the floats' bytes to bring in from memory, at a cosine of 0.9999 to them.
    let arithmetic: BertModel.Arithmetic =
      Self.isBulk(lengths) ? .bulk : model.hasPreparedWeights ? .prepared : .floats
    let batches = Self.batches(lengths, threads: maxThreads)
    let hidden = dimensions
    var flat = [Float](repeating: 0, count: texts.count * hidden)
    flat.withUnsafeMutableBufferPointer { flat in
      let output = flat.baseAddress!
      if batches.count >= 2 && maxThreads >= 2 {
        // Whole batches per thread: no synchronisation inside a forward pass at all.
        let workers = min(maxThreads, batches.count)
        parallel(workers) { worker in
          for batch in stride(from: worker, to: batches.count, by: workers) {
            let range = batches[batch]
            model.embed(
              sequences[range], into: output + range.lowerBound * hidden, threads: 1, arithmetic: arithmetic)
          }
        }
      } else {
        // One batch (a query, a handful of texts): its matrix products are split among threads instead.
        for range in batches {
          model.embed(
            sequences[range], into: output + range.lowerBound * hidden, threads: maxThreads, arithmetic: arithmetic)
        }
      }
    }
    return (0..<texts.count).map { Array(flat[$0 * hidden..<($0 + 1) * hidden]) }
  }

  /// Whether texts of these token counts are embedded in bulk (see `bulkTokens`).
  static func isBulk(_ lengths: [Int]) -> Bool {
    lengths.count >= 2 && lengths.reduce(0, +) >= bulkTokens
  }

  /// How many tokens `text` becomes, after truncation, [CLS] and [SEP] included.
  public func tokenCount(_ text: String) -> Int {
    tokenizer.encode(text, maxTokens: Self.maxTokens).count
  }

  /// Consecutive runs of texts packed into one forward pass each: about `rowsPerBatch` tokens, enough
  /// rows for the matrix kernels to run at speed while the activations (~14 KB a token) stay in
  /// cache-friendly sizes; and, with several threads and enough work, at least one batch per thread.
  static func batches(_ lengths: [Int], threads: Int) -> [Range<Int>] {
    let rowsPerBatch = 512
    let total = lengths.reduce(0, +)
    var count = (total + rowsPerBatch - 1) / rowsPerBatch
    if threads >= 2 && total >= bulkTokens { count = (count + threads - 1) / threads * threads }
    // Cut where the running total of tokens crosses each count-th of the whole.
    var batches: [Range<Int>] = []
    var start = 0
    var cumulative = 0
    var cuts = 1
    for (index, length) in lengths.enumerated() where index + 1 < lengths.count {
      cumulative += length
      if cumulative * count >= total * cuts {
        batches.append(start..<(index + 1))
        start = index + 1
        while cumulative * count >= total * cuts { cuts += 1 }
      }
    }
    batches.append(start..<lengths.count)
    return batches
  }

  private static func holdsModel(_ directory: String) -> Bool {
    isFile(directory + "/model.safetensors") && isFile(directory + "/vocab.txt")
  }

  private static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  private static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
