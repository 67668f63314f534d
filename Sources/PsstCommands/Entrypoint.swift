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

/// Every psst tool by its command name, for the multi-call `psst` binary.
public enum Tools {
  public static let names = [
    "psst-account", "psst-chat", "psst-send", "psst-edit", "psst-unsend", "psst-read", "psst-queue", "psst-retry",
    "psst-import", "psst-watch", "psst-insights", "psst-summarize", "psst-profile", "psst-search", "psst-index",
    "psst-ai", "psst-calendar",
  ]

  public static func command(named name: String) -> ParsableCommand.Type? {
    switch name {
    case "psst-account": AccountCommand.self
    case "psst-chat": ChatCommand.self
    case "psst-send": SendCommand.self
    case "psst-edit": EditCommand.self
    case "psst-unsend": UnsendCommand.self
    case "psst-read": ReadCommand.self
    case "psst-queue": QueueCommand.self
    case "psst-retry": RetryCommand.self
    case "psst-import": ImportCommand.self
    case "psst-watch": WatchCommand.self
    case "psst-insights": InsightsCommand.self
    case "psst-summarize": SummarizeCommand.self
    case "psst-profile": ProfileCommand.self
    case "psst-search": SearchCommand.self
    case "psst-index": IndexCommand.self
    case "psst-ai": AICommand.self
    case "psst-calendar": CalendarCommand.self
    default: nil
    }
  }
}
