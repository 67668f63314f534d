import ArgumentParser
import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

extension ParsableCommand {
  /// Like `main()`, except that a command-line mistake exits with psst's usage status 1
  /// (as DESIGN.md documents) instead of ArgumentParser's 64.
  public static func runAsTool(_ arguments: [String]? = nil) -> Never { runParsedTool(arguments) }

  /// `runAsTool` through ArgumentParser, whatever the command.
  static func runParsedTool(_ arguments: [String]?) -> Never {
    let command: ParsableCommand
    do {
      command = try parseAsRoot(arguments)
    } catch {
      exit(reporting: error)
    }
    run(command)
  }

  /// Runs a parsed command, flushes its output and exits with its status.
  static func run(_ command: ParsableCommand) -> Never {
    var command = command
    do {
      try command.run()
      StandardOutput.shared.flush()
      Glibc.exit(0)
    } catch {
      exit(reporting: error)
    }
  }

  private static func exit(reporting error: Error) -> Never {
    if exitCode(for: error) == .validationFailure {
      Diagnostics.lines(fullMessage(for: error))
      Glibc.exit(1)
    }
    exit(withError: error)
  }
}

/// Every psst tool by its command name, for the multi-call `psst` binary. The names are those of
/// Package.swift's `tools`, in its order (ToolsTests checks that they agree).
public enum Tools {
  /// Each tool's name and how it runs (a quick-parsing command's own `runAsTool`).
  static var commands: [(name: String, run: ([String]?) -> Never)] {
    [
      ("psst-account", AccountCommand.runAsTool), ("psst-chat", ChatCommand.runAsTool),
      ("psst-send", SendCommand.runAsTool), ("psst-edit", EditCommand.runAsTool),
      ("psst-unsend", UnsendCommand.runAsTool), ("psst-read", ReadCommand.runAsTool),
      ("psst-queue", QueueCommand.runAsTool), ("psst-retry", RetryCommand.runAsTool),
      ("psst-import", ImportCommand.runAsTool), ("psst-watch", WatchCommand.runAsTool),
      ("psst-insights", InsightsCommand.runAsTool), ("psst-summarize", SummarizeCommand.runAsTool),
      ("psst-profile", ProfileCommand.runAsTool), ("psst-search", SearchCommand.runAsTool),
      ("psst-index", IndexCommand.runAsTool), ("psst-ai", AICommand.runAsTool),
      ("psst-calendar", CalendarCommand.runAsTool), ("psst-contacts", ContactsCommand.runAsTool),
    ]
  }

  /// The tools' command names, `psst-account` first.
  public static var names: [String] { commands.map(\.name) }

  /// Runs the tool called `name` on `arguments` (nil: the process's own); returns only when
  /// there is no such tool.
  public static func runIfKnown(named name: String, arguments: [String]? = nil) {
    if let tool = commands.first(where: { $0.name == name }) { tool.run(arguments) }
  }
}
