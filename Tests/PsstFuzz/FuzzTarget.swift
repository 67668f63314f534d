/// One parser under fuzzing: valid seed inputs, the tokens of its format, and a check that
/// runs one input and says which invariant it broke (nothing: it held).
///
///     let target = FuzzTarget(name: "json", seeds: ["{\"a\":1}"], tokens: ["{", "}"]) { bytes in
///       ... return problems
///     }
///     let report = FuzzRun.run(target, inputs: 3000)
public struct FuzzTarget {
  public let name: String
  public let seeds: [[UInt8]]
  public var mutator: Mutator
  /// The problems one input showed: a crash ends the process instead, a hang is caught by the
  /// runner's watchdog.
  public let check: ([UInt8]) -> [String]

  public init(
    name: String, seeds: [String], tokens: [String] = [], maximumLength: Int = 256 * 1024,
    check: @escaping ([UInt8]) -> [String]
  ) {
    self.name = name
    self.seeds = seeds.map { Array($0.utf8) }
    mutator = Mutator(tokens: tokens)
    mutator.maximumLength = maximumLength
    self.check = check
  }
}

/// Every target, by name (the libFuzzer driver picks one with PSST_FUZZ_TARGET).
public enum FuzzTargets {
  public static let names = [
    "json", "json-lines", "import", "timestamp", "query", "request-time", "scheduling", "matrix-sync",
    "provider-reply", "provider-stream", "provider-embeddings", "server-sent-events",
  ]

  public static func named(_ name: String) -> FuzzTarget? {
    switch name {
    case "json": json()
    case "json-lines": jsonLines()
    case "import": importRecords()
    case "timestamp": timestamps()
    case "query": query()
    case "request-time": requestTime()
    case "scheduling": scheduling()
    case "matrix-sync": matrixSync()
    case "provider-reply": providerReply()
    case "provider-stream": providerStream()
    case "provider-embeddings": providerEmbeddings()
    case "server-sent-events": serverSentEvents()
    default: nil
    }
  }
}

extension [UInt8] {
  /// The input as text, the way psst reads network bodies (invalid UTF-8 becomes U+FFFD).
  var text: String { String(decoding: self, as: UTF8.self) }
}
