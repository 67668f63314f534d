import ArgumentParser
import PsstCore
import PsstMatrix
import PsstSearch

/// `psst-import`: bring existing history into the store.
public struct ImportCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-import",
    abstract: "Import conversation history (users, chats, messages) from JSON Lines.",
    discussion: """
      Reads the corpus format: {"type":"user","id","name","role"}, {"type":"chat","id","name",\
      "kind","members"}, {"type":"message","id","chat","sender","ts","text","reply_to"?}, users \
      and chats before the messages that use them. Messages keep their ids (psst-read, --chat \
      and every other tool use them) and arrive as delivered, already-read history. Importing the \
      same file again adds nothing. The account is created if missing, named after its user \
      record.

      When the sentence-embedding model is installed, imported messages are embedded for \
      psst-search afterwards: up to 2,000 right away (seconds; progress on standard error), more in the \
      background by psst-index. With an AI provider configured for embeddings (PSST_AI_URL and \
      PSST_AI_EMBED_MODEL), it embeds them instead; when it fails, psst-import says so and leaves \
      them to psst-index. --no-embed leaves them all to psst-index.

      A bad line stops the import: it is named on standard error with its number and reason, \
      exit status 65, and every line before it stays imported.
      """,
    version: Version.text)

  public init() {}

  @OptionGroup var global: GlobalOptions
  @Argument(
    help: ArgumentHelp("File to read (default: standard input; - also means standard input).", valueName: "file"))
  var file: String?
  @Flag(name: .customLong("no-embed"), help: "Do not embed the imported messages for psst-search.")
  var noEmbed = false

  public func run() throws {
    try reportingErrors {
      guard let accountID = global.account ?? Environment.current().account else {
        throw PsstError.usage("say whose history this is: --account ID (or PSST_ACCOUNT)")
      }
      let store = try global.openStore(create: true)
      // Held to the end: other tools leave this import's index build to it (imports of one
      // store take turns).
      let importLock = try FileLock(path: store.environment.importLockPath, wait: true)
      defer { importLock?.release() }
      let reader = try LineReader.open(file)
      if try store.account(accountID) == nil {
        try store.addAccount(id: accountID, displayName: accountID, role: .trainer)
      }
      var importer = try HistoryImporter(store: store, account: accountID)
      try store.beginBulkWrites()
      var badLine: PsstError?
      var atEnd = false
      var wroteLines = false
      while badLine == nil && !atEnd {
        // One transaction per run of up to linesPerTransaction lines; a bad line's own changes
        // are rolled back, the lines before it stay. Trouble with the store itself (a full
        // disk) undoes the run.
        var run: ClosedRange<Int>?
        var failedAt: Int?
        do {
          try store.transaction {
            var count = 0
            while count < Self.linesPerTransaction && badLine == nil {
              let lines: [(number: Int, text: String)]
              do {
                guard let batch = try reader.nextBatch(limit: 5000) else {
                  atEnd = true
                  break
                }
                lines = batch
              } catch let error as PsstError {
                badLine = error
                break
              }
              // The search indexes are built once, after the last line (see deferIndexes):
              // marked with the first lines, so an empty input writes nothing at all.
              try store.deferIndexes()
              wroteLines = true
              for line in lines {
                failedAt = line.number
                run = (run?.lowerBound ?? line.number)...line.number
                do {
                  try importLine(line.text, into: &importer, store: store, account: accountID)
                } catch let error as PsstError where error.isAboutInput {
                  badLine = error.onLine(line.number)
                  break
                }
              }
              failedAt = nil
              count += lines.count
              Diagnostics.progress("importing… \(importer.counts.messages) messages")
            }
          }
        } catch let error as PsstError {
          guard let run else { throw error }
          throw error.undoing(lines: run, failedAt: failedAt)
        }
      }
      Diagnostics.endProgress()
      try store.completeDeferredIndexes(importing: true)
      if wroteLines { try store.endBulkWrites() }
      try store.dateImportedChats(account: accountID)
      let link = try linkChats(importer.chatIDs, store: store, account: accountID)
      let report = ImportReport(account: accountID, counts: importer.counts, link: link)
      Printer(global.outputFormat).emit(report.record, text: report.text)
      if !noEmbed { try SemanticSetup.catchUp(store: store, account: accountID) }
      if let badLine { throw badLine }
    }
  }

  /// Lines a transaction takes. Each transaction writes every page it changed to the log, and
  /// ids inserted in no particular order change most of the id index's pages each time: fewer,
  /// larger transactions write it fewer times. Other writers wait for one at most (a second or two).
  static let linesPerTransaction = 100_000

  /// On the local hub the imported chats are made to exist there, so the conversations can go
  /// on; a Matrix account keeps imported history local (rooms are the homeserver's to name).
  private func linkChats(_ chatIDs: [String], store: Store, account: String) throws -> LinkReport {
    guard !chatIDs.isEmpty else { return LinkReport() }
    if try MatrixAccount.login(store, account: account) != nil {
      Diagnostics.line(
        "\(toolName): imported history stays in this store on a Matrix account; to carry a chat on, "
          + "link it to a room: psst-chat link CHAT ROOM")
      return LinkReport()
    }
    let session = Session(store: store, account: try store.resolveAccount(account)) {
      try makeTransport(store, account: account)
    }
    let report = try session.linkImportedChats(chatIDs)
    for (chat, error) in report.refused {
      Diagnostics.line("\(toolName): chat \(chat) is history only: \(error.message)")
    }
    if !report.queued.isEmpty {
      Diagnostics.line(
        "\(toolName): \(report.queued.count) chat(s) will be on the hub after the next psst-queue flush "
          + "(replies to them wait in the outbox until then)")
    }
    return report
  }

  /// Applies one line. A message is checked whole before it is written, so a bad one writes
  /// nothing and needs no savepoint (they cost as much as the insert); other records, which
  /// write as they go, get one, so that a bad line's own changes are undone.
  private func importLine(_ line: String, into importer: inout HistoryImporter, store: Store, account: String) throws {
    let record: JSON
    do { record = try JSON.parse(line) } catch { throw PsstError.badInput("invalid JSON: \(error)") }
    guard record["type"]?.stringValue != "message" else { return try importer.add(record) }
    try store.savepoint {
      try importer.add(record)
      if record["type"]?.stringValue == "user", record["id"]?.stringValue == account {
        try store.updateAccount(
          account, displayName: record["name"]?.stringValue,
          role: record["role"]?.stringValue.flatMap(Role.init(rawValue:)))
      }
    }
  }
}

extension ImportCommand: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    name == "no-embed" ? .flag : GlobalOptions.quickOption(name)
  }

  static func quickParse(_ arguments: QuickArguments) -> ImportCommand? {
    guard arguments.positionals.count <= 1, let global = GlobalOptions(quick: arguments) else { return nil }
    var command = ImportCommand()
    command.global = global
    command.file = arguments.positionals.first
    command.noEmbed = arguments.flag("no-embed")
    return command
  }
}
