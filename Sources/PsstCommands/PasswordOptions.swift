import ArgumentParser
import PsstCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a Matrix password comes from. Never argv: another user could read it in `ps`.
struct PasswordOptions: ParsableArguments {
  @Option(
    name: .customLong("password-command"),
    help: ArgumentHelp(
      "Run this shell command and use the first line it prints as the password (e.g. 'pass show matrix').",
      valueName: "command"))
  var command: String?

  @Flag(name: .customLong("password-stdin"), help: "Read the password from the first line of standard input.")
  var fromStandardInput = false

  /// The password, from the command, stdin, or a prompt on the terminal (echo off).
  func read() throws -> String {
    if command != nil && fromStandardInput {
      throw PsstError.usage("give --password-command or --password-stdin, not both")
    }
    let password: String
    if let command {
      password = try Self.firstLine(ofCommand: command)
    } else if fromStandardInput {
      password = try LineReader().next() ?? ""
    } else if isatty(0) == 1 {
      password = try Self.prompt("Password: ")
    } else {
      throw PsstError.usage("no password: stdin is not a terminal; use --password-stdin or --password-command")
    }
    guard !password.isEmpty else { throw PsstError.usage("the password is empty") }
    return password
  }

  private static func firstLine(ofCommand command: String) throws -> String {
    guard let pipe = popen(command, "r") else { throw PsstError.unavailable("cannot run the password command") }
    var bytes: [UInt8] = []
    while true {
      let character = fgetc(pipe)
      if character == EOF || character == 10 { break }
      bytes.append(UInt8(truncatingIfNeeded: character))
    }
    // Read to the end so the command is not killed by SIGPIPE mid-write.
    while fgetc(pipe) != EOF {}
    let status = pclose(pipe)
    guard status == 0 else {
      throw PsstError.usage("the password command failed (exit status \(status >> 8))")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func writeToTerminal(_ text: String) {
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }

  /// Asks on the terminal with echo off, restoring the terminal whatever happens.
  private static func prompt(_ text: String) throws -> String {
    writeToTerminal(text)
    var saved = termios()
    let canSilence = tcgetattr(0, &saved) == 0
    if canSilence {
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(0, TCSAFLUSH, &silent)
    }
    defer {
      if canSilence { tcsetattr(0, TCSAFLUSH, &saved) }
      writeToTerminal("\n")
    }
    return try LineReader().next() ?? ""
  }
}

/// `psst-account add` options for a Matrix account.
struct MatrixLoginOptions: ParsableArguments {
  @Option(
    name: .customLong("matrix"),
    help: ArgumentHelp(
      "Log in to this Matrix homeserver (https://host) instead of using the embedded hub.", valueName: "url"))
  var homeserver: String?

  @Option(help: ArgumentHelp("Matrix user name or full id (default: the account id).", valueName: "name"))
  var user: String?

  @OptionGroup var password: PasswordOptions

  func validate() throws {
    if homeserver == nil && (user != nil || password.command != nil || password.fromStandardInput) {
      throw ValidationError("--user and the password options need --matrix URL")
    }
  }
}
