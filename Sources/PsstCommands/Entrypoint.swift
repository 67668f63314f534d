import ArgumentParser
import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

extension ParsableCommand {
  /// Like `main()`, except that a command-line mistake exits with psst's usage status 1
  /// (as DESIGN.md documents) instead of ArgumentParser's 64.
  public static func runAsTool() -> Never {
    do {
      var command = try parseAsRoot()
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
