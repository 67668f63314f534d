import Foundation
import PsstCore
import Testing

/// python-olm (libolm, the reference implementation) in a child process: `scripts/olm-peer`,
/// one JSON request and answer per line. The venv's python is `PSST_TEST_PYTHON` (as the
/// Matrix suites use) or the checkout's `.venv` (scripts/matrix-env makes it).
final class OlmPeer {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer: [UInt8] = []

  init(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let environment = ProcessInfo.processInfo.environment
    let python = environment["PSST_TEST_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? repo + "/.venv/bin/python"
    let scripts = environment["PSST_TEST_SCRIPTS"].flatMap { $0.isEmpty ? nil : $0 } ?? repo + "/scripts"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("no python at \(python): run scripts/matrix-env (python-olm)", sourceLocation: sourceLocation)
      throw CancellationError()
    }
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [scripts + "/olm-peer"]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  /// Sends one request; the answer's fields, or a recorded failure with python's error.
  @discardableResult
  func call(_ op: String, _ fields: [(String, JSON)], sourceLocation: SourceLocation = #_sourceLocation) throws -> JSON
  {
    let answer = try exchange(op, fields)
    guard answer["ok"]?.boolValue == true else {
      Issue.record("olm-peer \(op): \(answer["error"]?.stringValue ?? "no answer")", sourceLocation: sourceLocation)
      throw CancellationError()
    }
    return answer
  }

  /// For a request that should fail: python's error text, or nil when it succeeded.
  func failure(_ op: String, _ fields: [(String, JSON)]) throws -> String? {
    let answer = try exchange(op, fields)
    return answer["ok"]?.boolValue == false ? answer["error"]?.stringValue : nil
  }

  private func exchange(_ op: String, _ fields: [(String, JSON)]) throws -> JSON {
    let line = JSON.object([("op", .string(op))] + fields).serialized.utf8 + [0x0A]
    try input.fileHandleForWriting.write(contentsOf: Data(line))
    while !buffer.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw CancellationError() }
      buffer += chunk
    }
    let end = buffer.firstIndex(of: 0x0A)!
    defer { buffer.removeSubrange(...end) }
    return try JSON.parse(String(decoding: buffer[..<end], as: UTF8.self))
  }
}
