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
        Diagnostics.line(fullMessage(for: error))
        Glibc.exit(1)
      }
      exit(withError: error)
    }
  }
}

/// Every psst tool by its command name, for the multi-call `psst` binary.
public enum Tools {
  public static let all: [String: ParsableCommand.Type] = [
    "psst-account": AccountCommand.self, "psst-chat": ChatCommand.self, "psst-send": SendCommand.self,
    "psst-edit": EditCommand.self, "psst-unsend": UnsendCommand.self, "psst-read": ReadCommand.self,
    "psst-queue": QueueCommand.self, "psst-retry": RetryCommand.self, "psst-import": ImportCommand.self,
  ]
}
