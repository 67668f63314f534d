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

  @Test func collectsArgumentsThatAreNoOptionInOrder() throws {
    let parsed = try #require(QuickArguments(["a", "--chat", "c1", "b", "--peek", "c"], options: Self.options))
    #expect(parsed.positionals == ["a", "b", "c"])
    #expect(parsed.value("chat") == "c1")
    #expect(parsed.flag("peek"))
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["--version"], ["--generate-completion-script", "bash"], ["-5"], ["-"], ["--chat"],
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

  @Test func psstReadTakesNoPositionalArgument() throws {
    let quick = try #require(QuickArguments(["c1"], options: ReadCommand.quickOption))
    #expect(ReadCommand.quickParse(quick) == nil)
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

  @Test(arguments: [
    ["knee", "pain"], ["what did Tom say about pricing?", "--limit", "5", "--format", "jsonl"],
    [
      "--account", "maya", "--offset=10", "--chat", "c01", "--from", "sam", "gym", "--since", "7d", "--until",
      "2026-09-03",
    ],
    ["--lexical", "\"little women\"", "movie", "from:sam"], ["--stdin", "--engine", "builtin", "run"], [],
  ])
  func psstSearchQuickAndParsedAgree(arguments: [String]) throws {
    let fast = try #require(SearchCommand.quickCommand(arguments))
    let parsed = try SearchCommand.parse(arguments)
    #expect(Self.fields(fast) == Self.fields(parsed))
  }

  @Test(arguments: [
    ["knee", "-swelling"], ["--", "--limit"], ["--limit", "x", "a"], ["--limit", "0", "a"], ["--engine", "other", "a"],
    ["--since", "soon", "a"], ["--lexical", "--lexical", "a"], ["--help"], ["--version"],
  ])
  func psstSearchLeavesTheRestToArgumentParser(arguments: [String]) {
    #expect(SearchCommand.quickCommand(arguments) == nil)
  }

  @Test(arguments: [
    ["--chat", "c01", "hello", "there"], ["--to", "sam", "--reply-to", "m1", "ok", "--format", "jsonl"],
    ["--chat", "c01", "--attach", "/tmp/a.png", "see", "attached"], ["--chat", "c01", "--typing", "on"],
    ["--account", "maya", "--format=text"], [],
  ])
  func psstSendQuickAndParsedAgree(arguments: [String]) throws {
    let fast = try #require(SendCommand.quickCommand(arguments))
    let parsed = try SendCommand.parse(arguments)
    #expect(Self.fields(fast) == Self.fields(parsed))
  }

  @Test(arguments: [["--typing", "maybe"], ["--attach", "a", "--attach", "b", "x"], ["--", "-5", "degrees"]])
  func psstSendLeavesTheRestToArgumentParser(arguments: [String]) {
    #expect(SendCommand.quickCommand(arguments) == nil)
  }

  @Test(arguments: [
    ["m1", "new", "text"], ["--account", "maya", "m1", "fixed"], ["m1", "--format", "jsonl", "a", "b"],
  ])
  func psstEditQuickAndParsedAgree(arguments: [String]) throws {
    let fast = try #require(EditCommand.quickCommand(arguments))
    let parsed = try EditCommand.parse(arguments)
    #expect([fast.id] + fast.text + Self.fields(fast.global) == [parsed.id] + parsed.text + Self.fields(parsed.global))
  }

  @Test func psstEditAndUnsendLeaveMissingOrExtraIdsToArgumentParser() {
    #expect(EditCommand.quickCommand(["m1"]) == nil)
    #expect(UnsendCommand.quickCommand([]) == nil)
    #expect(UnsendCommand.quickCommand(["m1", "m2"]) == nil)
  }

  @Test(arguments: [["m1"], ["--account", "maya", "m1", "--format", "text"]])
  func psstUnsendQuickAndParsedAgree(arguments: [String]) throws {
    let fast = try #require(UnsendCommand.quickCommand(arguments))
    let parsed = try UnsendCommand.parse(arguments)
    #expect([fast.id] + Self.fields(fast.global) == [parsed.id] + Self.fields(parsed.global))
  }

  @Test(arguments: [[], ["history.jsonl"], ["--account", "maya", "--no-embed", "--format", "jsonl", "h.jsonl"]])
  func psstImportQuickAndParsedAgree(arguments: [String]) throws {
    let fast = try #require(ImportCommand.quickCommand(arguments))
    let parsed = try ImportCommand.parse(arguments)
    #expect(
      [fast.file ?? "-", "\(fast.noEmbed)"] + Self.fields(fast.global)
        == [parsed.file ?? "-", "\(parsed.noEmbed)"] + Self.fields(parsed.global))
    #expect(ImportCommand.quickCommand(["a.jsonl", "b.jsonl"]) == nil)
  }

  @Test(arguments: [[], ["m1", "m2"], ["--format", "jsonl", "m1"]])
  func psstRetryQuickAndParsedAgree(arguments: [String]) throws {
    let fast = try #require(RetryCommand.quickCommand(arguments))
    let parsed = try RetryCommand.parse(arguments)
    #expect(fast.ids + Self.fields(fast.global) == parsed.ids + Self.fields(parsed.global))
  }

  @Test(arguments: [["list"], ["list", "--failed", "--format", "jsonl"], ["flush", "--quiet"], ["flush", "--wait"]])
  func psstQueueQuickAndParsedAgree(arguments: [String]) throws {
    let fast = try #require(Self.quick(QueueCommand.quickSubcommand(arguments[0]), Array(arguments.dropFirst())))
    let parsed = try QueueCommand.parseAsRoot(arguments)
    #expect(Self.fields(fast) == Self.fields(parsed))
  }

  @Test(arguments: [["list"], ["list", "--no-sync"], ["list", "--account", "maya"]])
  func psstChatAndAccountListQuickAndParsedAgree(arguments: [String]) throws {
    let chat = try #require(Self.quick(ChatCommand.quickSubcommand("list"), Array(arguments.dropFirst())))
    #expect(Self.fields(chat) == Self.fields(try ChatCommand.parseAsRoot(arguments)))
    guard !arguments.contains("--no-sync") else { return }
    let account = try #require(Self.quick(AccountCommand.quickSubcommand("list"), Array(arguments.dropFirst())))
    #expect(Self.fields(account) == Self.fields(try AccountCommand.parseAsRoot(arguments)))
  }

  @Test func groupsLeaveOtherSubcommandsToArgumentParser() {
    #expect(QueueCommand.quickSubcommand("drop") == nil)
    #expect(ChatCommand.quickSubcommand("create") == nil)
    #expect(AccountCommand.quickSubcommand("add") == nil)
    #expect(Self.quick(QueueCommand.quickSubcommand("list"), ["extra"]) == nil)
  }

  /// Each quick-parsing command's options as its help lists them: the quick path knows each,
  /// as the same kind.
  @Test func quickOptionsAreTheCommandsOptions() {
    let commands: [(any QuickParsable.Type, [(String, QuickArguments.Kind)])] = [
      (
        SendCommand.self,
        [("chat", .value), ("to", .value), ("reply-to", .value), ("attach", .value), ("typing", .value)]
      ),
      (EditCommand.self, []), (UnsendCommand.self, []), (RetryCommand.self, []),
      (QueueCommand.List.self, [("failed", .flag)]), (QueueCommand.Flush.self, [("quiet", .flag), ("wait", .flag)]),
      (ChatCommand.List.self, [("no-sync", .flag)]), (AccountCommand.List.self, []),
      (ImportCommand.self, [("no-embed", .flag)]),
      (
        SearchCommand.self,
        [
          ("limit", .value), ("offset", .value), ("chat", .value), ("from", .value), ("since", .value),
          ("until", .value), ("engine", .value), ("stdin", .flag), ("lexical", .flag),
        ]
      ),
    ]
    for (command, own) in commands {
      let options = [("account", QuickArguments.Kind.value), ("format", .value)] + own
      for (name, kind) in options { #expect(command.quickOption(name) == kind, "\(command) --\(name)") }
      #expect(command.usageString().matches(of: /--[a-z-]+/).count == options.count, "\(command)")
      #expect(command.quickOption("help") == nil && command.quickOption("version") == nil)
    }
  }

  /// A quick subcommand's command for `arguments`, as the group's quick path makes it.
  static func quick(_ subcommand: (any QuickParsable.Type)?, _ arguments: [String]) -> ParsableCommand? {
    subcommand?.quickCommand(arguments)
  }

  static func fields(_ global: GlobalOptions) -> [String] {
    ["\(global.account ?? "-")", "\(global.format?.rawValue ?? "-")"]
  }

  static func fields(_ command: SendCommand) -> [String] {
    Self.fields(command.global) + [
      "\(command.chat ?? "-")", "\(command.to ?? "-")", "\(command.replyTo ?? "-")", "\(command.attach)",
      "\(command.typing?.rawValue ?? "-")", "\(command.text)",
    ]
  }

  /// What a parsed queue, chat or account subcommand holds, named by its type.
  static func fields(_ command: ParsableCommand) -> [String] {
    switch command {
    case let list as QueueCommand.List: ["queue list", "\(list.failed)"] + fields(list.global)
    case let flush as QueueCommand.Flush: ["queue flush", "\(flush.quiet)", "\(flush.wait)"] + fields(flush.global)
    case let list as ChatCommand.List: ["chat list", "\(list.noSync)"] + fields(list.global)
    case let list as AccountCommand.List: ["account list"] + fields(list.global)
    default: ["\(type(of: command))"]
    }
  }

  static func fields(_ command: SearchCommand) -> [String] {
    Self.fields(command.global) + [
      "\(command.query)", "\(command.limit)", "\(command.offset)", "\(command.chat ?? "-")", "\(command.from ?? "-")",
      "\(command.since ?? "-")", "\(command.until ?? "-")", "\(command.stdin)", "\(command.lexical)",
      "\(command.engine?.rawValue ?? "-")",
    ]
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
