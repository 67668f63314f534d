import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// Where the AI provider is and how to talk to it, read from the config file and the
/// environment (`ProviderConfig.load()`, see ProviderConfig+File.swift):
///
///     PSST_AI_URL=http://127.0.0.1:11434 PSST_AI_EMBED_MODEL=nomic-embed-text psst-search knee
///
/// `PSST_AI_URL` is any OpenAI-compatible base URL, with or without `/v1` (OpenAI, Ollama,
/// llama.cpp's server, vLLM). The key comes from `PSST_AI_KEY`, else from the file named by
/// `PSST_AI_KEY_FILE` (mode 0600 or stricter), else from the first line `PSST_AI_KEY_COMMAND`
/// prints (run with /bin/sh); no key at all is fine for local servers. The key is read only when a
/// client is made, and `description` never shows it.
public struct ProviderConfig: Sendable, CustomStringConvertible {
  /// Where the key comes from.
  public enum KeySource: Sendable, Equatable {
    case none
    case value(String)
    case file(String)
    case command(String)
  }

  /// The API root, ending in `/v1` (`…/v1/embeddings`, `…/v1/chat/completions` hang off it).
  public var baseURL: String
  /// PSST_AI_MODEL: the chat model.
  public var chatModel: String?
  /// PSST_AI_EMBED_MODEL: the embedding model (search).
  public var embedModel: String?
  public var key: KeySource
  public var timeouts: ProviderTimeouts
  /// Chat requests an account may make per day (ai.daily_limit); 0 for no limit.
  public var dailyLimit: Int
  /// What a million prompt (input) and completion (output) tokens cost, in the provider's
  /// currency (ai.price_input, ai.price_output); 0 when unknown.
  public var priceInput: Double
  public var priceOutput: Double

  public static let defaultDailyLimit = 100

  public init(
    baseURL: String, chatModel: String? = nil, embedModel: String? = nil, key: KeySource = .none,
    timeouts: ProviderTimeouts = ProviderTimeouts(), dailyLimit: Int = ProviderConfig.defaultDailyLimit,
    priceInput: Double = 0, priceOutput: Double = 0
  ) {
    self.baseURL = Self.apiRoot(baseURL)
    self.chatModel = chatModel
    self.embedModel = embedModel
    self.key = key
    self.timeouts = timeouts
    self.dailyLimit = dailyLimit
    self.priceInput = priceInput
    self.priceOutput = priceOutput
  }

  /// What a request that used `usage` cost, in millionths of the currency.
  public func costMicros(_ usage: TokenUsage?) -> Int {
    guard let usage else { return 0 }
    return Int((Double(usage.promptTokens) * priceInput + Double(usage.completionTokens) * priceOutput).rounded())
  }

  /// The host (and port) for messages: no scheme, no user or password, no path.
  public var host: String {
    var rest = Substring(baseURL)
    if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
    if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
    if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
    return String(rest)
  }

  public var description: String {
    let keyText =
      switch key {
      case .none: "no key"
      case .value: "key from PSST_AI_KEY"
      case .file(let path): "key from \(path)"
      case .command: "key from a key command"
      }
    return "\(host) (\(keyText))"
  }

  /// `http://host:11434` → `http://host:11434/v1`; a URL already ending in a version stays.
  static func apiRoot(_ url: String) -> String {
    var root = url
    while root.hasSuffix("/") { root.removeLast() }
    let last = root.split(separator: "/").last ?? ""
    let versioned = last.count >= 2 && last.first == "v" && last.dropFirst().allSatisfy(\.isNumber)
    return versioned && root.contains("://") && root.split(separator: "/").count > 2 ? root : root + "/v1"
  }

  /// The key, read now from wherever it is kept; nil when none is configured.
  public func resolveKey() throws(ProviderError) -> String? {
    switch key {
    case .none: return nil
    case .value(let value): return value
    case .file(let path): return try Self.readKeyFile(path)
    case .command(let command): return try Self.runKeyCommand(command)
    }
  }

  /// The first line of a file only its owner can read or write.
  static func readKeyFile(_ path: String) throws(ProviderError) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw ProviderError(.keyUnavailable, "cannot read the key file \(path): \(String(cString: strerror(errno)))")
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw ProviderError(.keyUnavailable, "the key file \(path) is not a regular file")
    }
    let mode = info.st_mode & 0o777
    // Like ssh with a private key: a key others can read is as good as published.
    guard mode & 0o077 == 0 else {
      throw ProviderError(
        .keyUnavailable,
        "the key file \(path) is open to other users (mode 0\(String(mode, radix: 8))); run chmod 600 on it")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(path, limit: 64 * 1024)
    } catch {
      throw ProviderError(.keyUnavailable, "cannot read the key file \(path)")
    }
    guard let key = firstLine(bytes) else {
      throw ProviderError(.keyUnavailable, "the key file \(path) is empty")
    }
    return key
  }

  /// Runs `/bin/sh -c command` (stdin from /dev/null, stderr to ours) and keeps the first line
  /// of what it prints. What it prints is never repeated in an error.
  static func runKeyCommand(_ command: String) throws(ProviderError) -> String {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw ProviderError(.keyUnavailable, "cannot run the key command (no pipe)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", command]
    var pointers = arguments.map { strdup($0) }
    pointers.append(nil)
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, pointers, environ)
    for pointer in pointers { free(pointer) }
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned == 0 else {
      throw ProviderError(.keyUnavailable, "cannot run the key command: \(String(cString: strerror(spawned)))")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while output.count < 64 * 1024 {
      let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS are macros Swift does not import.
    let exited = status & 0x7f == 0
    let exitCode = (status >> 8) & 0xff
    guard exited && exitCode == 0 else {
      let how = exited ? "exit status \(exitCode)" : "signal \(status & 0x7f)"
      throw ProviderError(.keyUnavailable, "the key command failed (\(how))")
    }
    guard let key = firstLine(output) else {
      throw ProviderError(.keyUnavailable, "the key command printed no key")
    }
    return key
  }

  /// The first line, without surrounding white space; nil when it is empty.
  static func firstLine(_ bytes: [UInt8]) -> String? {
    let line = bytes.prefix { $0 != 10 && $0 != 13 }
    var text = Substring(String(decoding: line, as: UTF8.self))
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text.isEmpty ? nil : String(text)
  }
}

/// How long each step of a request may take, in milliseconds.
public struct ProviderTimeouts: Sendable, Equatable {
  /// Connecting (DNS, TCP, TLS).
  public var connectMillis: Int
  /// A whole answer that is not streamed.
  public var requestMillis: Int
  /// A streamed answer's first token.
  public var firstTokenMillis: Int
  /// Between two pieces of a streamed answer.
  public var idleMillis: Int

  public init(
    connectMillis: Int = 5_000, requestMillis: Int = 10_000, firstTokenMillis: Int = 10_000, idleMillis: Int = 10_000
  ) {
    self.connectMillis = connectMillis
    self.requestMillis = requestMillis
    self.firstTokenMillis = firstTokenMillis
    self.idleMillis = idleMillis
  }

  /// PSST_AI_TIMEOUT: one figure for an answer, a first token and a pause; connecting gets
  /// at most 5 s of it.
  public init(seconds: Double) {
    let millis = max(50, Int(seconds * 1000))
    self.init(connectMillis: min(5_000, millis), requestMillis: millis, firstTokenMillis: millis, idleMillis: millis)
  }
}
