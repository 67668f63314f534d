import ArgumentParser
import PsstCore
import PsstMatrix

/// `psst-chat`: 1:1 chats and groups.
public struct ChatCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-chat",
    abstract: "Create, list and change chats: 1:1 conversations and groups.",
    discussion: """
      A chat is named by its id, its name, or (for a 1:1 chat) the other person's id or name. \
      Changes are recorded locally first and sent to the hub; when the hub is unreachable they \
      wait in the outbox (exit status 75) and go out with the next psst-queue flush.
      """,
    version: Version.text,
    subcommands: [Create.self, List.self, Members.self, Add.self, Remove.self, Rename.self, Link.self],
    defaultSubcommand: List.self)

  public init() {}

  struct Create: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Start a 1:1 chat with one person, or a group with several.")
    @OptionGroup var global: GlobalOptions
    @Option(
      help: ArgumentHelp(
        "Chat name (required for a group; a 1:1 chat is named after the other person).", valueName: "name"))
    var name: String?
    @Option(help: ArgumentHelp("Chat id (default: generated).", valueName: "id")) var id: String?
    @Flag(help: "Make a group even with a single other member.") var group = false
    @Flag(
      help: "On a Matrix account, make the room without end-to-end encryption (it is encrypted by default).")
    var unencrypted = false
    @Argument(help: ArgumentHelp("User ids of the other members.", valueName: "user")) var members: [String]

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let me = session.account.id
        let others = Array(Swift.Set(members.filter { $0 != me })).sorted()
        guard !others.isEmpty else { throw PsstError.usage("name at least one other member") }
        let kind: ChatKind = group || others.count > 1 ? .group : .direct
        if kind == .direct && name != nil {
          throw PsstError.usage("a 1:1 chat is named after the other person; add --group for a named group")
        }
        try session.syncIfReachable()
        try session.learnProfiles(others)
        let printer = Printer(global.outputFormat)
        let names = try session.store.displayNames(account: me)
        let opening: ChatOpening
        if kind == .direct {
          opening = try session.openDirectChat(with: others[0], id: id, encrypted: !unencrypted)
          if case .existing(let existing) = opening {
            if let id, id != existing.id {
              throw PsstError.usage("there is already a 1:1 chat with \(others[0]): \(existing.id)")
            }
            printer.emit(existing.record(state: "exists"), text: "exists: " + existing.text(names: names))
            return
          }
        } else {
          guard let name else { throw PsstError.usage("a group needs --name") }
          opening = try session.createChat(
            Chat(
              id: id ?? Identifier.make("c", length: 10), name: name, kind: .group, members: [me] + others,
              createdAt: Clock.nowMillis()), encrypted: !unencrypted)
        }
        let chat = opening.chat
        if case .queued(_, let error) = opening {
          printer.emit(chat.record(state: "queued"), text: "queued: " + chat.text(names: names))
          throw error
        }
        if case .refused(_, let error) = opening {
          printer.emit(chat.record(state: "refused"), text: "refused: " + chat.text(names: names))
          throw PsstError(error.kind, "\(error.message); kept for psst-retry")
        }
        try session.syncIfReachable()
        let created = try session.store.chat(account: me, id: chat.id) ?? chat
        let allNames = try session.store.displayNames(account: me)
        printer.emit(created.record(state: "created"), text: "created: " + created.text(names: allNames))
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List chats (syncing first when the hub is reachable).")
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Do not sync; list what the store has.") var noSync = false

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        if !noSync { try session.syncIfReachable() }
        let printer = Printer(global.outputFormat)
        let names = try session.store.displayNames(account: session.account.id)
        for chat in try session.store.chats(account: session.account.id) {
          printer.emit(chat.record(), text: chat.text(names: names))
        }
      }
    }
  }

  struct Members: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List a chat's members, with their presence (online, or when last seen) when known.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Chat id or name.", valueName: "chat")) var chat: String

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        try session.syncIfReachable()
        let found = try session.resolveChat(chat)
        let printer = Printer(global.outputFormat)
        let me = session.account.id
        // Expired presence (a watcher that went silent) is settled first, so "online" is true.
        try session.store.expireIndicators(account: me)
        for member in found.members {
          let user = try session.store.user(account: me, member)
          let profile = User(id: member, displayName: user?.displayName ?? member, role: user?.role)
          let presence = member == me ? nil : try session.store.presence(account: me, of: member)
          printer.emit(profile.record(presence), text: profile.text(presence))
        }
      }
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add people to a group.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Chat id or name.", valueName: "chat")) var chat: String
    @Argument(help: ArgumentHelp("User ids to add.", valueName: "user")) var users: [String]

    func run() throws {
      try reportingErrors { try changeChat(global, chat) { id in users.map { .addMember(chat: id, user: $0) } } }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove people from a group (yourself to leave it).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Chat id or name.", valueName: "chat")) var chat: String
    @Argument(help: ArgumentHelp("User ids to remove.", valueName: "user")) var users: [String]

    func run() throws {
      try reportingErrors { try changeChat(global, chat) { id in users.map { .removeMember(chat: id, user: $0) } } }
    }
  }

  struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Give a chat a new name.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Chat id or name.", valueName: "chat")) var chat: String
    @Argument(help: ArgumentHelp("New name.", valueName: "name")) var name: String

    func run() throws {
      try reportingErrors { try changeChat(global, chat) { id in [.rename(chat: id, name: name)] } }
    }
  }
}

extension ChatCommand {
  struct Link: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Carry an imported chat on: make it exist on the hub, or link it to a Matrix room.",
      discussion: """
        psst-import does this for every imported chat on the local hub; run it again for a chat \
        whose link was queued or refused. A Matrix account keeps imported history in its store: \
        name the room (one you are in) that the conversation goes on in, then psst-retry sends \
        what failed.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Chat id or name.", valueName: "chat")) var chat: String
    @Argument(help: ArgumentHelp("Matrix room id (!...); Matrix accounts only.", valueName: "room"))
    var room: String?

    func run() throws {
      try reportingErrors {
        let session = try global.session()
        let store = session.store
        let me = session.account.id
        let chat = try session.resolveChat(self.chat)
        let printer = Printer(global.outputFormat)
        let names = try store.displayNames(account: me)
        if try MatrixAccount.login(store, account: me) != nil {
          guard let room else { throw PsstError.usage("name the Matrix room to link \(chat.id) to") }
          guard let matrix = try MatrixTransport.open(store, account: me) else { return }
          try matrix.link(chat: chat.id, to: room, store: store)
          printer.emit(chat.record(state: "linked"), text: "linked to \(room): " + chat.text(names: names))
          return
        }
        guard room == nil else { throw PsstError.usage("a room is named only for a Matrix account") }
        let report = try session.linkImportedChats([chat.id])
        if let (_, error) = report.refused.first { throw error }
        if !report.queued.isEmpty {
          printer.emit(chat.record(state: "queued"), text: "queued: " + chat.text(names: names))
          throw PsstError.queuedForLater(nil)
        }
        guard !report.linked.isEmpty else { throw PsstError.permission("\(me) is not a member of \(chat.id)") }
        printer.emit(chat.record(state: "linked"), text: "linked: " + chat.text(names: names))
      }
    }
  }
}

/// Sends chat changes in order, then prints the chat as the hub now has it.
private func changeChat(_ global: GlobalOptions, _ reference: String, _ requests: (String) -> [Request]) throws {
  let session = try global.session()
  try session.syncIfReachable()
  let me = session.account.id
  let chat = try session.resolveChat(reference)
  guard !requests(chat.id).isEmpty else { throw PsstError.usage("name at least one user") }
  let printer = Printer(global.outputFormat)
  do {
    for request in requests(chat.id) { try session.perform(request) }
  } catch let error as PsstError where error.kind == .queued {
    let names = try session.store.displayNames(account: me)
    printer.emit(chat.record(state: "queued"), text: "queued: " + chat.text(names: names))
    throw error
  }
  try session.syncIfReachable()
  let updated = try session.store.chat(account: me, id: chat.id) ?? chat
  let names = try session.store.displayNames(account: me)
  printer.emit(updated.record(state: "updated"), text: "updated: " + updated.text(names: names))
}

extension ChatCommand: QuickGroup {
  static func quickSubcommand(_ name: String) -> (any QuickParsable.Type)? { name == "list" ? List.self : nil }
}

extension ChatCommand.List: QuickParsable {
  static func quickOption(_ name: String) -> QuickArguments.Kind? {
    name == "no-sync" ? .flag : GlobalOptions.quickOption(name)
  }

  static func quickParse(_ arguments: QuickArguments) -> ChatCommand.List? {
    guard arguments.positionals.isEmpty, let global = GlobalOptions(quick: arguments) else { return nil }
    var command = ChatCommand.List()
    command.global = global
    command.noSync = arguments.flag("no-sync")
    return command
  }
}
