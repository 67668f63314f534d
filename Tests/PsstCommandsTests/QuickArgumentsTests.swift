import ArgumentParser
import Testing

@testable import PsstCommands

/// The quick path must read what it accepts exactly as ArgumentParser does, and leave to
/// ArgumentParser everything else.
@Suite("Quick arguments")
struct QuickArgumentsTests {
  static func options(_ name: String) -> QuickArguments.Kind? {
    ["chat": .value, "last": .value, "peek": .flag][name]
  }

  @Test func readsLongOptionsInBothFormsAndFlags() throws {
    let parsed = try #require(QuickArguments(["--chat", "c1", "--last=5", "--peek"], options: Self.options))
    #expect(parsed.value("chat") == "c1")
    #expect(parsed.value("last") == "5")
    #expect(parsed.flag("peek"))
    #expect(parsed.value("missing") == nil)
    #expect(!QuickArguments([], options: Self.options)!.flag("peek"))
  }

  @Test func anEqualsSignAfterTheFirstBelongsToTheValue() throws {
    let parsed = try #require(QuickArguments(["--chat=a=b"], options: Self.options))
    #expect(parsed.value("chat") == "a=b")
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["--version"], ["--generate-completion-script", "bash"], ["c1"], ["--chat"],
    ["--chat", "--peek"], ["--chat", "-x"], ["--peek=yes"], ["--peek", "--peek"], ["--chat", "a", "--chat=b"],
    ["--"], ["--unknown"], ["-p"],
  ])
  func leavesEverythingElseToArgumentParser(arguments: [String]) {
    #expect(QuickArguments(arguments, options: Self.options) == nil)
  }

  @Test(arguments: [
    ["--chat", "c01", "--last", "50", "--peek"],
    ["--account", "maya", "--last", "50", "--peek", "--no-sync", "--format", "jsonl", "--chat", "c01"],
    ["--all", "--history", "--format=text", "--since", "7d", "--from", "sam"],
    ["--unread", "--save-attachments", "/tmp/x", "--last", "0"],
    [],
  ])
  func psstReadQuickAndParsedAgree(arguments: [String]) throws {
    let quick = try #require(QuickArguments(arguments, options: ReadCommand.quickOption))
    let fast = try #require(ReadCommand.quickParse(quick))
    let parsed = try ReadCommand.parse(arguments)
    #expect(Self.fields(fast) == Self.fields(parsed))
  }

  @Test(arguments: [["--last", "x"], ["--last", "-1"], ["--format", "xml"], ["--since", "soon"]])
  func psstReadLeavesBadValuesToArgumentParser(arguments: [String]) throws {
    #expect(throws: (any Error).self) { try ReadCommand.parse(arguments) }
    let quick = QuickArguments(arguments, options: ReadCommand.quickOption)
    var command = quick.flatMap(ReadCommand.quickParse)
    let validates = (try? command?.validate()) != nil
    #expect(command == nil || !validates)
  }

  /// psst-read's options as its help lists them: the quick path knows each, as the same kind,
  /// and nothing else.
  static let readOptions: [(String, QuickArguments.Kind)] = [
    ("account", .value), ("format", .value), ("chat", .value), ("since", .value), ("last", .value),
    ("from", .value), ("save-attachments", .value), ("unread", .flag), ("all", .flag), ("peek", .flag),
    ("history", .flag), ("no-sync", .flag),
  ]

  @Test func psstReadQuickOptionsAreItsOptions() throws {
    let values = ["last": "3", "format": "jsonl", "since": "7d"]
    for (name, kind) in Self.readOptions {
      #expect(ReadCommand.quickOption(name) == kind, "--\(name)")
      let arguments = kind == .flag ? ["--" + name] : ["--" + name, values[name, default: "x"]]
      #expect(throws: Never.self, "--\(name)") { _ = try ReadCommand.parse(arguments) }
    }
    let usage = ReadCommand.usageString()
    #expect(usage.matches(of: /--[a-z-]+/).count == Self.readOptions.count)
    for name in ["help", "version", "generate-completion-script", "experimental-dump-help"] {
      #expect(ReadCommand.quickOption(name) == nil)
    }
  }

  static func fields(_ command: ReadCommand) -> [String] {
    [
      "\(command.global.account ?? "-")", "\(command.global.format?.rawValue ?? "-")", "\(command.chat ?? "-")",
      "\(command.since ?? "-")", "\(command.last.map(String.init) ?? "-")", "\(command.from ?? "-")",
      "\(command.saveAttachments ?? "-")", "\(command.unread)", "\(command.all)", "\(command.peek)",
      "\(command.history)", "\(command.noSync)",
    ]
  }
}
