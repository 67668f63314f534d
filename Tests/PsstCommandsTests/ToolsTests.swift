import Foundation
import Testing

@testable import PsstCommands

/// The tools are listed once, in Package.swift; the multi-call binary's `Tools.names` and the
/// Makefile's TOOLS (what install links) must say the same, in the same order.
@Suite("Tool list")
struct ToolsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The quoted names between `let tools = [` and `]` in Package.swift.
  static func packageTools() throws -> [String] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let start = try #require(manifest.firstRange(of: "let tools = [")).upperBound
    let end = try #require(manifest[start...].firstIndex(of: "]"))
    return manifest[start..<end].matches(of: /"([^"]+)"/).map { String($0.1) }
  }

  @Test func theMultiCallBinaryKnowsThePackagesTools() throws {
    let tools = try Self.packageTools()
    #expect(tools.count > 10)
    #expect(Tools.names == tools)
  }

  @Test func theMakefileInstallsThePackagesTools() throws {
    let make = Process()
    make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    make.arguments = ["make", "-s", "--no-print-directory", "print-tools"]
    make.currentDirectoryURL = Self.root
    // Run as from a shell, not as a sub-make of `make check`.
    make.environment = ProcessInfo.processInfo.environment.filter {
      !["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"].contains($0.key)
    }
    let output = Pipe()
    make.standardOutput = output
    try make.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    make.waitUntilExit()
    #expect(make.terminationStatus == 0)
    #expect(printed.split(whereSeparator: \.isWhitespace).map(String.init) == (try Self.packageTools()))
  }
}
