import ArgumentParser
import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

extension ParsableCommand {
  /// Like `main()`, except that a command-line mistake exits with psst's usage status 1
  /// (as DESIGN.md documents) instead of ArgumentParser's 64.
  public static func runAsTool(_ arguments: [String]? = nil) -> Never {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      StandardOutput.shared.flush()
      Glibc.exit(0)
    } catch {
      if exitCode(for: error) == .validationFailure {
        Diagnostics.lines(fullMessage(for: error))
        Glibc.exit(1)
      }
      exit(withError: error)
    }
  }
}

/// Every psst tool by its command name, for the multi-call `psst` binary. The names are those of
/// Package.swift's `tools`, in its order (ToolsTests checks that they agree).
public enum Tools {
  static var commands: [(name: String, command: ParsableCommand.Type)] {
    [
      ("psst-account", AccountCommand.self), ("psst-chat", ChatCommand.self), ("psst-send", SendCommand.self),
      ("psst-edit", EditCommand.self), ("psst-unsend", UnsendCommand.self), ("psst-read", ReadCommand.self),
      ("psst-queue", QueueCommand.self), ("psst-retry", RetryCommand.self), ("psst-import", ImportCommand.self),
      ("psst-watch", WatchCommand.self), ("psst-insights", InsightsCommand.self),
      ("psst-summarize", SummarizeCommand.self), ("psst-profile", ProfileCommand.self),
      ("psst-search", SearchCommand.self), ("psst-index", IndexCommand.self), ("psst-ai", AICommand.self),
      ("psst-calendar", CalendarCommand.self), ("psst-contacts", ContactsCommand.self),
    ]
  }

  /// The tools' command names, `psst-account` first.
  public static var names: [String] { commands.map(\.name) }

  public static func command(named name: String) -> ParsableCommand.Type? {
    commands.first { $0.name == name }?.command
  }
}
