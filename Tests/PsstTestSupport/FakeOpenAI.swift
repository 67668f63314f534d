import Foundation

/// scripts/fake-openai, an OpenAI-compatible server, started for one test on 127.0.0.1 and
/// stopped (by its pid) when the test lets go of it. Requests it saw are read back from its log.
public final class FakeOpenAI: @unchecked Sendable {
  let process = Process()
  public let port: Int
  public let directory: String
  public var url: String { "http://127.0.0.1:\(port)" }
  public var logPath: String { directory + "/requests.jsonl" }
  public var controlPath: String { directory + "/control" }

  /// scripts/fake-openai in this package (this file is Tests/PsstTestSupport/FakeOpenAI.swift).
  static let script: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/scripts/fake-openai"
  }()

  public init() throws {
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
  public func stop() {
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
  public var requests: [[String: Any]] {
    let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// The chat requests so far, oldest first.
  public var chatRequests: [[String: Any]] {
    requests.filter { ($0["path"] as? String)?.hasSuffix("/chat/completions") == true }
  }

  /// Writes scripted chat answers (see script=FILE in scripts/fake-openai) and returns the
  /// control word that makes the server use them, e.g. `setControl(server.script([["content": "hi"]]))`.
  public func script(_ replies: [[String: Any]], name: String = "script") -> String {
    let path = directory + "/\(name).json"
    _ = FileManager.default.createFile(atPath: path, contents: try! JSONSerialization.data(withJSONObject: replies))
    return "script=" + path
  }

  /// Fault words applied to every later request (see scripts/fake-openai), "" for none.
  public func setControl(_ words: String) {
    _ = FileManager.default.createFile(atPath: controlPath, contents: Data(words.utf8))
  }
}
