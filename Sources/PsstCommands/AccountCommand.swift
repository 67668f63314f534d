import ArgumentParser
import PsstCore
import PsstMatrix

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
    subcommands: [
      Add.self, List.self, Use.self, Set.self, Show.self, Remove.self, Lookup.self, Login.self, Logout.self,
      Backup.self, Devices.self,
    ],
    defaultSubcommand: List.self)

  public init() {}

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Create an account on the embedded hub, or log in to a Matrix homeserver.",
      discussion: """
        Without --matrix the account lives on the embedded hub (no setup). With --matrix URL it \
        logs in to that homeserver as --user (default: the id) with a password from --password-command, \
        --password-stdin or a prompt; the password is never stored, the access token is kept in the \
        store (mode 0600).
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Account id (letters, digits, '.', '_', '-').", valueName: "id")) var id: String
    @Option(help: ArgumentHelp("Display name (default: the id, or the name the homeserver has).", valueName: "name"))
    var name: String?
    @Option(
      help: ArgumentHelp(
        "Role: trainer, client or staff (default: client, or what the account's other devices set).",
        valueName: "role"))
    var role: Role?
    @Flag(help: "Make it the default account.") var `default` = false
    @OptionGroup var matrix: MatrixLoginOptions

    func run() throws {
      try reportingErrors {
        let store = try global.openStore(create: true)
        let password = try matrix.homeserver.map { _ in try matrix.password.read() }
        var account = try store.addAccount(id: id, displayName: name ?? id, role: role ?? .client)
        do {
          if let homeserver = matrix.homeserver, let password {
            let (login, profile) = try MatrixAccount.logIn(
              homeserver: homeserver, user: matrix.user ?? id, password: password, deviceID: account.device)
            try MatrixAccount.save(login, store: store, account: id)
            try store.updateAccount(
              id, displayName: name == nil ? profile.displayName : nil, role: role == nil ? profile.role : nil)
          }
          if `default` { try store.setDefaultAccount(id) }
          account = try store.account(id) ?? account
          try registerIfReachable(Session(store: store, account: account) { try makeTransport(store, account: id) })
        } catch {
          // A refused login or an id taken on the hub: do not keep an account that cannot work.
          try store.removeAccount(id)
          throw error
        }
        Printer(global.outputFormat).emit(try accountRecord(store, account), text: "added " + account.text)
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List local accounts; * marks the default.")
    @OptionGroup var global: GlobalOptions
    func run() throws {
      try reportingErrors {
        let printer = Printer(global.outputFormat)
        let store = try global.openStore()
        for account in try store.accounts() { printer.emit(try accountRecord(store, account), text: account.text) }
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
        Printer(global.outputFormat).emit(try accountRecord(store, account), text: "default account is now \(id)")
      }
    }
  }

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Change an account's display name, role, relationship policy or preferences.",
      discussion: """
        --policy open turns the relationship rules off (see psst-contacts): the account messages \
        anyone. --policy roster turns them on whatever the role; --policy default goes back to \
        the default: on for a trainer who keeps a roster and a client a trainer keeps on theirs.

        Preferences (shown by psst-account show) are the account's own; the config file gives \
        the defaults for every account (reply.tone, reply.length, autopilot, \
        autopilot.daily_limit, autopilot.chat_limit, suggestions, profiles.auto, quiet_hours) \
        and "default" as a value goes back to it. The autopilot is off unless you turn it on: \
        --autopilot reminders,replies,calls lets psst-watch --assist act on incoming messages \
        without asking, each part alone, within the limits and never in quiet hours.
        """)
    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("New display name.", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("New role: trainer, client or staff.", valueName: "role")) var role: Role?
    @Option(help: ArgumentHelp("Who may message whom: roster, open or default.", valueName: "policy"))
    var policy: PolicyChoice?
    @OptionGroup var preferences: PreferenceOptions

    enum PolicyChoice: String, ExpressibleByArgument, CaseIterable {
      case roster, open, `default`
      static var allValueStrings: [String] { allCases.map(\.rawValue) }
      var defaultValueDescription: String { rawValue }
    }

    func run() throws {
      try reportingErrors {
        let changes = try preferences.changes()
        guard name != nil || role != nil || policy != nil || !changes.isEmpty else {
          throw PsstError.usage("nothing to set; give --name, --role, --policy or a preference (see --help)")
        }
        let session = try global.session()
        let store = session.store
        let printer = Printer(global.outputFormat)
        if !changes.isEmpty {
          for (key, value) in changes { try store.setPreference(account: session.account.id, key: key, value) }
          if name == nil && role == nil && policy == nil {
            try printPreferences(store, account: session.account.id, printer: printer)
            return
          }
        }
        if name != nil || role != nil { try store.updateAccount(session.account.id, displayName: name, role: role) }
        if let policy { try store.setPolicy(account: session.account.id, ContactPolicy(rawValue: policy.rawValue)) }
        try registerIfReachable(session)
        try session.exchangeRoster()
        let updated = try store.account(session.account.id)!
        printer.emit(try accountRecord(store, updated), text: "updated " + updated.text)
        if !changes.isEmpty { try printPreferences(store, account: session.account.id, printer: printer) }
      }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show an account and its preferences, each with where it comes from.",
      discussion: """
        Each preference comes from the account (psst-account set), else the config file \
        (~/.config/psst/config, or $PSST_HOME/config), else its default.
        """)
    @OptionGroup var global: GlobalOptions

    func run() throws {
      try reportingErrors {
        let store = try global.openStore()
        let account = try store.resolveAccount(global.account)
        let printer = Printer(global.outputFormat)
        printer.emit(try accountRecord(store, account), text: account.text)
        try printPreferences(store, account: account.id, printer: printer)
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
        let removal = AccountRemoval(id: id)
        Printer(global.outputFormat).emit(removal.record, text: removal.text)
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

  struct Login: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Log a Matrix account in again (same device, so queued messages keep their transaction ids).")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var password: PasswordOptions

    func run() throws {
      try reportingErrors {
        let store = try global.openStore()
        let account = try store.resolveAccount(global.account)
        guard let previous = try MatrixAccount.login(store, account: account.id) else {
          throw PsstError.usage("\(account.id) is not a Matrix account; nothing to log in to")
        }
        let user = String(previous.userID.dropFirst().prefix { $0 != ":" })
        let (login, _) = try MatrixAccount.logIn(
          homeserver: previous.homeserver, user: user, password: try password.read(), deviceID: previous.deviceID)
        try MatrixAccount.save(login, store: store, account: account.id)
        Printer(global.outputFormat).emit(
          try accountRecord(store, account), text: "logged in \(account.id) as \(login.userID) on \(login.homeserver)")
      }
    }
  }

  struct Logout: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "End a Matrix account's session on the homeserver and forget its access token.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
      try reportingErrors {
        let store = try global.openStore()
        let account = try store.resolveAccount(global.account)
        try MatrixAccount.logOut(store, account: account.id)
        Printer(global.outputFormat).emit(try accountRecord(store, account), text: "logged out \(account.id)")
      }
    }
  }
}

/// An account's record, with its Matrix login when it has one.
private func accountRecord(_ store: Store, _ account: Account) throws -> JSON {
  account.record(
    matrix: try MatrixAccount.login(store, account: account.id), policy: try store.policy(account: account.id))
}

/// The account's `preferences` record, or a line per preference with where it comes from.
private func printPreferences(_ store: Store, account: String, printer: Printer) throws {
  let preferences = try store.preferences(account: account)
  printer.emit(
    preferences.record(account: account),
    text: Preferences.Key.allCases.map {
      "  \($0.rawValue) = \(preferences.text($0))"
        + (preferences.origin($0) == .default ? "" : "  (\(preferences.origin($0).rawValue))")
    }.joined(separator: "\n"))
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

extension AccountCommand: QuickGroup {
  static func quickSubcommand(_ name: String) -> (any QuickParsable.Type)? { name == "list" ? List.self : nil }
}

extension AccountCommand.List: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? { GlobalOptions.quickOption(name) }

  static func quickParse(_ arguments: QuickArguments) -> AccountCommand.List? {
    guard arguments.positionals.isEmpty, let global = GlobalOptions(quick: arguments) else { return nil }
    var command = AccountCommand.List()
    command.global = global
    return command
  }
}
