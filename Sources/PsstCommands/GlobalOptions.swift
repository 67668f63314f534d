import ArgumentParser
import PsstAssistant
import PsstCore
import PsstLocalHub
import PsstMatrix
import PsstProvider

/// Options every psst tool takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("Act as this local account (default: PSST_ACCOUNT, then the default account).", valueName: "id"))
  var account: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).",
      valueName: "format"))
  var format: Format?

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, jsonl

    // Spelled out: the default derives them by reflection, a measurable share of start-up.
    static var allValueStrings: [String] { ["text", "jsonl"] }
    var defaultValueDescription: String { rawValue }
  }

  /// The options from the quick path (see `QuickParsable`); nil for a format it does not know.
  init?(quick arguments: QuickArguments) {
    let format = arguments.value("format")
    guard format == nil || Format(rawValue: format!) != nil else { return nil }
    self.init()
    self.account = arguments.value("account")
    self.format = format.flatMap(Format.init(rawValue:))
  }

  init() {}

  /// The kind of each option here, for a quick-parsing command's `quickOption`.
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    name == "account" || name == "format" ? .value : nil
  }

  var outputFormat: OutputFormat {
    switch format {
    case .text: .text
    case .jsonl: .jsonl
    case nil: .automatic()
    }
  }

  /// The store and environment, for tools that work before any account exists.
  func openStore(create: Bool = false) throws -> Store {
    try Store.open(Environment.current(), create: create)
  }

  /// The account's session over the configured transport.
  func session() throws -> Session {
    let store = try openStore()
    let account = try store.resolveAccount(account)
    let session = Session(store: store, account: account) { try makeTransport(store, account: account.id) }
    if try store.matrixLogin(account: account.id) == nil {
      session.serverStamp = { LocalHub.changeStamp(store.environment) }
    }
    return session
  }
}

/// Version text shared by every tool's `--version`.
enum Version {
  static let psst = "0.1.0"
  /// Bumped whenever a JSON Lines field changes meaning or disappears.
  static let jsonSchema = 1
  static var text: String {
    "psst \(psst) (JSON Lines schema \(jsonSchema), store schema \(Store.schemaVersion))"
  }
}

/// Runs a command body and turns a `PsstError` into one stderr line and its exit code.
func reportingErrors(_ body: () throws -> Void) throws {
  do {
    try body()
    StandardOutput.shared.flush()
  } catch let error as PsstError {
    Diagnostics.line("\(toolName): \(error.message)")
    throw ExitCode(error.exitCode)
  } catch let error as ProviderError {
    Diagnostics.line("\(toolName): \(error.message)")
    throw ExitCode(error.psstError.exitCode)
  }
}

var toolName: String { Diagnostics.toolName }

extension ChatEngine: ExpressibleByArgument {}

/// Prints records in the chosen format. Text for people goes through `TerminalText`: whatever
/// other people wrote into it, no control character reaches the terminal (JSON Lines keep the
/// exact text, escaped by the JSON writer).
struct Printer {
  let format: OutputFormat
  private let output = StandardOutput.shared

  init(_ format: OutputFormat) { self.format = format }

  func emit(_ json: JSON, text: @autoclosure () -> String?) {
    switch format {
    case .jsonl: output.line(json)
    case .text: if let line = text() { output.line(TerminalText.neutralised(line)) }
    }
  }

  /// Like `emit`, with the record already serialised (`JSON.serialized`): a long report
  /// serialises its records on every core.
  func emit(serialized record: String, text: @autoclosure () -> String?) {
    switch format {
    case .jsonl: output.line(record)
    case .text: if let line = text() { output.line(TerminalText.neutralised(line)) }
    }
  }

  /// Like `emit`, for text that carries psst's own styling (bold matches): the caller made
  /// every foreign piece of it safe with `TerminalText` before styling it.
  func emit(_ json: JSON, styledText: @autoclosure () -> String?) {
    switch format {
    case .jsonl: output.line(json)
    case .text: if let line = styledText() { output.line(line) }
    }
  }

  func text(_ line: String) {
    if format == .text { output.line(TerminalText.neutralised(line)) }
  }
}

/// The account's transport: its Matrix homeserver, or else the embedded hub.
func makeTransport(_ store: Store, account: String) throws -> Transport {
  if let matrix = try MatrixTransport.open(store, account: account) { return matrix }
  return try LocalHub(store.environment)
}
