import ArgumentParser

/// A command whose everyday invocations can be read without ArgumentParser.
///
/// ArgumentParser builds its model of a command by reflection, and on a static binary the Swift
/// runtime resolves each generic property wrapper it meets by scanning every protocol conformance
/// in the binary: about a third of `psst-read`'s start-up. Tools run in loops take the common
/// path here; anything this parser does not plainly understand (help, versions, completion
/// requests, unknown or repeated options, bad values, positional arguments) goes to
/// ArgumentParser, which gives the same results and the same errors as always.
protocol QuickParsable: ParsableCommand {
  /// What the quick path takes the long option `name` (without its dashes) to be; nil for one it
  /// leaves to ArgumentParser. A switch, not a dictionary: a dictionary's generic metadata is
  /// itself a measurable share of start-up.
  static func quickOption(_ name: String) -> QuickArguments.Kind?
  /// The command for these arguments, or nil to leave them to ArgumentParser.
  static func quickParse(_ arguments: QuickArguments) -> Self?
}

extension QuickParsable {
  /// Runs the command from the quick path when it applies, else as `ParsableCommand.runAsTool`.
  public static func runAsTool(_ arguments: [String]? = nil) -> Never {
    let given = arguments ?? Array(CommandLine.arguments.dropFirst())
    if let command = quickCommand(given) { run(command) }
    runParsedTool(given)
  }

  /// The valid command the quick path reads from `arguments`; nil leaves them to ArgumentParser.
  static func quickCommand(_ arguments: [String]) -> Self? {
    guard let quick = QuickArguments(arguments, options: quickOption), var command = quickParse(quick),
      (try? command.validate()) != nil
    else { return nil }
    return command
  }
}

/// A command of subcommands, some of which read their everyday invocations without
/// ArgumentParser (`psst-queue flush --quiet` from cron): a first argument naming one of those
/// goes to its quick path; anything else, to ArgumentParser as always.
protocol QuickGroup: ParsableCommand {
  /// The quick-parsing subcommand called `name`; nil for the others.
  static func quickSubcommand(_ name: String) -> (any QuickParsable.Type)?
}

extension QuickGroup {
  /// Runs the named subcommand from its quick path when it applies, else as
  /// `ParsableCommand.runAsTool`.
  public static func runAsTool(_ arguments: [String]? = nil) -> Never {
    let given = arguments ?? Array(CommandLine.arguments.dropFirst())
    if let name = given.first, let subcommand = quickSubcommand(name),
      let command = subcommand.quickCommand(Array(given.dropFirst()))
    {
      run(command)
    }
    runParsedTool(given)
  }
}

/// Long options (`--name value`, `--name=value`) and flags (`--name`), each at most once, and
/// arguments that are no option (`positionals`, in order).
struct QuickArguments {
  enum Kind {
    case flag
    case value
  }

  private var values: [String: String] = [:]
  private var flags: Set<String> = []
  /// The arguments that are neither an option nor an option's value, in order.
  private(set) var positionals: [String] = []

  /// Nil unless every argument is a long option `options` knows, given once, in the form its
  /// kind takes, or a positional argument that does not start with "-" (such as "-5", "-" or
  /// "--" are for ArgumentParser to judge).
  init?(_ arguments: [String], options: (String) -> Kind?) {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      guard argument.hasPrefix("-") else {
        positionals.append(argument)
        index += 1
        continue
      }
      guard argument.hasPrefix("--"), argument.utf8.count > 2 else { return nil }
      let body = argument.dropFirst(2)
      let equals = body.firstIndex(of: "=")
      let name = String(equals.map { body[..<$0] } ?? body)
      guard let kind = options(name), values[name] == nil, !flags.contains(name) else { return nil }
      switch kind {
      case .flag:
        guard equals == nil else { return nil }
        flags.insert(name)
      case .value:
        if let equals {
          values[name] = String(body[body.index(after: equals)...])
        } else {
          // A value that looks like an option is for ArgumentParser to judge.
          index += 1
          guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
          values[name] = arguments[index]
        }
      }
      index += 1
    }
  }

  func value(_ name: String) -> String? { values[name] }
  func flag(_ name: String) -> Bool { flags.contains(name) }
}
