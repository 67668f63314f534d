import Foundation
import PsstProvider

/// scripts/fake-openai, started for one test on 127.0.0.1 and stopped (by its pid) when the
/// test lets go of it. Requests it saw are read back from its log.
final class FakeOpenAI: @unchecked Sendable {
  let process = Process()
  let port: Int
  let directory: String
  var url: String { "http://127.0.0.1:\(port)" }
  var logPath: String { directory + "/requests.jsonl" }
  var controlPath: String { directory + "/control" }

  static let script: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path + "/scripts/fake-openai"
  }()

  init() throws {
    directory = NSTemporaryDirectory() + "/psst-fake-openai-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: Self.script)
    process.arguments = ["--log", directory + "/requests.jsonl", "--control", directory + "/control"]
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // The first line is the port, printed once the server accepts connections.
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line.append(byte)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    self.port = port
  }

  /// Stops the server (by its pid); `defer { server.stop() }` also keeps it alive to the end.
  /// SIGKILL: the test runner's threads block SIGTERM, and the child inherits that mask.
  func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Every request so far: method, path, headers (lower-case names), body, mode.
  var requests: [[String: Any]] {
    let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// Fault words applied to every later request (see scripts/fake-openai), "" for none.
  func setControl(_ words: String) {
    _ = FileManager.default.createFile(atPath: controlPath, contents: Data(words.utf8))
  }

  /// A client of this server for models `chat` and `embed`, with short limits for tests.
  func client(
    key: String? = "sk-test-key-0123456789", timeoutSeconds: Double = 2, retryBudgetMillis: Int = 5_000
  ) throws -> ProviderClient {
    let config = ProviderConfig(
      baseURL: url, chatModel: "chat", embedModel: "embed", key: key.map { .value($0) } ?? .none,
      timeouts: ProviderTimeouts(seconds: timeoutSeconds))
    return try ProviderClient(config: config, retryBudgetMillis: retryBudgetMillis)
  }
}

/// Milliseconds `body` took.
func elapsedMillis(_ body: () throws -> Void) rethrows -> Int {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
}

/// The `ProviderError` `body` throws (nil, and a recorded issue, when it throws none).
func providerError(_ body: () throws -> Void) -> ProviderError? {
  do {
    try body()
  } catch let error as ProviderError {
    return error
  } catch {
    return nil
  }
  return nil
}
