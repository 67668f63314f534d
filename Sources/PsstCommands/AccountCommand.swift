import ArgumentParser
import PsstCore

extension Role: ExpressibleByArgument {
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public var defaultValueDescription: String { rawValue }
}

/// `psst-account`: local accounts in the store.
public struct AccountCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-account",
    abstract: "Add, list, choose and remove local psst accounts.",
    discussion: """
      One store holds several accounts (a trainer's and a test client's, say). The first account \
      added becomes the default; --account or PSST_ACCOUNT picks another for any tool.
      """,
    version: Version.text,
    subcommands: [Add.self, List.self, Use.self, Set.self, Remove.self, Lookup.self],
    defaultSubcommand: List.self)

  public init() {}

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Create an account and register it on the hub.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Account id (letters, digits, '.', '_', '-').", valueName: "id")) var id: String
    @Option(help: ArgumentHelp("Display name (default: the id).", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("Role: trainer, client or staff.", valueName: "role")) var role: Role = .client
    @Flag(help: "Make it the default account.") var `default` = false

    func run() throws {
      try reportingErrors {
        let store = try global.openStore(create: true)
        var account = try store.addAccount(id: id, displayName: name ?? id, role: role)
        if `default` { try store.setDefaultAccount(id) }
        account = try store.account(id) ?? account
        do {
          try registerIfReachable(Session(store: store, account: account) { try makeTransport(store) })
        } catch {
          // The hub refused the id (taken by another store): do not keep an account that cannot work.
          try store.removeAccount(id)
          throw error
        }
        Printer(global.outputFormat).emit(account.json, text: "added " + account.text)
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List local accounts; * marks the default.")
    @OptionGroup var global: GlobalOptions
    func run() throws {
      try reportingErrors {
        let printer = Printer(global.outputFormat)
        for account in try global.openStore().accounts() { printer.emit(account.json, text: account.text) }
      }
    }
  }

  struct Use: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Make an account the default.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Account id.", valueName: "id")) var id: String
    func run() throws {
      try reportingErrors {
        let store = try global.openStore()
        try store.setDefaultAccount(id)
        let account = try store.account(id)!
        Printer(global.outputFormat).emit(account.json, text: "default account is now \(id)")
      }
    }
  }

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Change an account's display name or role.")
    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("New display name.", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("New role: trainer, client or staff.", valueName: "role")) var role: Role?

    func run() throws {
      try reportingErrors {
        guard name != nil || role != nil else { throw PsstError.usage("nothing to set; give --name or --role") }
        let session = try global.session()
        try session.store.updateAccount(session.account.id, displayName: name, role: role)
        try registerIfReachable(session)
        let updated = try session.store.account(session.account.id)!
        Printer(global.outputFormat).emit(updated.json, text: "updated " + updated.text)
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Delete an account and all its local data (the hub keeps its copy).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Account id.", valueName: "id")) var id: String
    @Flag(help: "Remove even if messages are still waiting in its outbox.") var force = false

    func run() throws {
      try reportingErrors {
        let store = try global.openStore()
        let pending = try store.outbox(account: id).count
        if pending > 0 && !force {
          throw PsstError.usage("\(id) has \(pending) unsent request(s) in its outbox; flush them or pass --force")
        }
        try store.removeAccount(id)
        Printer(global.outputFormat).emit(
          .object([("type", "account_removed"), ("id", .string(id))]), text: "removed \(id)")
      }
    }
  }

  struct Lookup: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Find people on the hub by id or name.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Part of an id or display name (default: everyone).", valueName: "query")) var query:
      String?

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let printer = Printer(global.outputFormat)
        for profile in try session.transport().lookup(ids: [], query: query, as: session.identity) {
          printer.emit(profile.record, text: profile.text)
        }
      }
    }
  }
}

/// Tells the hub the account's current profile now, or says on stderr that it will later (the
/// session registers an unregistered profile the next time it reaches the hub).
private func registerIfReachable(_ session: Session) throws {
  do {
    _ = try session.transport()
  } catch let error as PsstError where error.kind == .unavailable {
    Diagnostics.line("\(toolName): \(error.message); the hub learns of \(session.account.id) when it is reachable")
  }
}
