import ArgumentParser
import PsstAI
import PsstAssistant
import PsstCore

/// `psst-contacts`: the account's roster of clients, prospects and staff.
public struct ContactsCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-contacts",
    abstract: "The roster: clients, prospects and staff; who may message whom follows it.",
    discussion: """
      A trainer keeps a roster of clients, prospects (leads, with or without an account yet) and \
      staff. Once an account keeps one (its first add, or sync), the relationship rules apply to \
      it: a trainer opens 1:1 chats with the people on their roster; a client messages their \
      trainers and the members of groups they share; staff message staff and trainers. A send \
      the rules refuse exits 77 naming the rule and is kept as failed: psst-retry sends it once \
      the relationship exists. psst-account set --policy open turns the rules off.
      """,
    version: Version.text,
    subcommands: [List.self, Add.self, Promote.self, Remove.self, Show.self, Sync.self],
    defaultSubcommand: List.self)

  public init() {}

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Clients, then prospects, then staff: last contact, open action items and upcoming calls.")
    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("Only clients, prospects or staff.", valueName: "relationship"))
    var only: Relationship?

    func run() throws {
      try reportingErrors {
        let session = try rosterSession(global)
        let contacts = try session.store.contacts(account: session.account.id).filter {
          only == nil || $0.relationship == only
        }
        let activity = try RosterActivity(session, people: Set(contacts.compactMap(\.user)))
        let printer = Printer(global.outputFormat)
        for contact in contacts {
          let entry = RosterEntry(contact: contact, role: try role(of: contact, session), activity: activity)
          printer.emit(entry.record, text: entry.text)
        }
      }
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Put someone on the roster as a client, a prospect or staff (or change what they are).",
      discussion: """
        USER is a user id, a Matrix id (@name:server) or the name of someone in your chats. A \
        lead with no account yet is added with --prospect --name "First Last" [--email ADDRESS]; \
        when they join, adding their account with the same --email (or psst-contacts promote \
        LEAD --user ID) links the entry, history kept.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The person (omit for a lead with no account).", valueName: "user")) var user: String?
    @Flag(help: "What they are on the roster.") var relationship: Relationship
    @Option(help: ArgumentHelp("Their name (default: the one their account has).", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("Their email address, to link a lead when they join.", valueName: "address"))
    var email: String?

    func validate() throws {
      if user == nil && (relationship != .prospect || name == nil) {
        throw ValidationError("give USER, or --prospect --name \"First Last\" for a lead with no account")
      }
    }

    func run() throws {
      try reportingErrors {
        let session = try rosterSession(global)
        let me = session.account.id
        let (contact, change): (Contact, ContactChange)
        if let user {
          let person = try ContactsCommand.person(user, session)
          (contact, change) = try session.store.addContact(
            account: me, user: person.id, name: name ?? person.displayName, email: email, as: relationship)
        } else {
          (contact, change) = try session.store.addLead(account: me, name: name ?? "", email: email)
        }
        try emit(RosterChange(contact: contact, change: change.rawValue), session, global)
      }
    }
  }

  struct Promote: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Make a prospect a client (the entry and its history stay); --user links a lead who joined.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The prospect: user id, entry id, name or email.", valueName: "user")) var user: String
    @Option(help: ArgumentHelp("The account a lead now has.", valueName: "id")) var link: String?

    func run() throws {
      try reportingErrors {
        let session = try rosterSession(global)
        let joined = try link.map { try ContactsCommand.person($0, session).id }
        let contact = try session.store.promoteContact(account: session.account.id, user, user: joined)
        try emit(RosterChange(contact: contact, change: "promoted"), session, global)
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Take someone off the roster; their chats and messages stay.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("User id, entry id, name or email.", valueName: "user")) var user: String

    func run() throws {
      try reportingErrors {
        let session = try rosterSession(global)
        let contact = try session.store.removeContact(account: session.account.id, user)
        try emit(RosterChange(contact: contact, change: "removed"), session, global)
      }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "One person: role, relationship, profile facts (unless profiles.auto is off), recent messages, upcoming calls and reminders."
    )
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("User id, entry id, name or email.", valueName: "user")) var user: String
    @Option(help: ArgumentHelp("How many recent messages (default 5).", valueName: "n")) var messages = 5

    func run() throws {
      try reportingErrors {
        let session = try rosterSession(global)
        let me = session.account.id
        guard let contact = try session.store.contact(account: me, user) else {
          throw PsstError.notFound("\(user) is not on \(me)'s roster; see psst-contacts list")
        }
        let printer = Printer(global.outputFormat)
        let activity = try RosterActivity(session, people: Set(contact.user.map { [$0] } ?? []))
        let entry = RosterEntry(contact: contact, role: try role(of: contact, session), activity: activity)
        printer.emit(entry.record, text: entry.text)
        guard let person = contact.user else { return }
        try PersonDetails(session, person: person, activity: activity, recent: max(0, messages)).print(printer)
      }
    }
  }

  struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Put everyone you have a 1:1 chat with on the roster (staff and trainers as staff); run it again to no effect.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
      try reportingErrors {
        let session = try rosterSession(global)
        try? session.syncIfReachable()
        let changes = try session.store.syncRoster(account: session.account.id)
        try session.exchangeRoster()
        let printer = Printer(global.outputFormat)
        for (contact, change) in changes where change != .unchanged {
          let record = RosterChange(contact: contact, change: change.rawValue)
          printer.emit(record.record, text: record.text)
        }
        let added = changes.filter { $0.1 != .unchanged }.count
        printer.text("roster: \(added) added, \(changes.count - added) already on it")
      }
    }
  }

  /// The person a reference names: someone in the store's chats (by id or name), else a user
  /// the server knows (a bare name on Matrix is the account's own server's); when the server
  /// cannot be reached the reference is taken as the id.
  static func person(_ reference: String, _ session: Session) throws -> User {
    if let known = try session.store.resolvePerson(account: session.account.id, reference) { return known }
    let found: [User]
    do {
      found = try session.transport().lookup(ids: [reference], query: nil, as: session.identity)
    } catch let error as PsstError where error.kind == .unavailable {
      return User(id: reference, displayName: reference, role: nil)
    }
    guard let person = found.first else {
      throw PsstError.notFound("unknown user \(reference) on the server; see psst-account lookup")
    }
    try session.store.upsertUser(account: session.account.id, person)
    return person
  }
}

extension Relationship: EnumerableFlag, ExpressibleByArgument {
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public var defaultValueDescription: String { rawValue }
}

/// The role the store knows for the person behind a roster entry (nil for a lead).
private func role(of contact: Contact, _ session: Session) throws -> Role? {
  try contact.user.flatMap { try session.store.user(account: session.account.id, $0)?.role }
}

/// The account's session with its roster as fresh as the server has it (another device may
/// have changed it).
private func rosterSession(_ global: GlobalOptions) throws -> Session {
  let session = try global.session()
  try session.exchangeRoster()
  return session
}

/// Sends the changed roster to the server (when reachable) and prints what changed.
private func emit(_ change: RosterChange, _ session: Session, _ global: GlobalOptions) throws {
  try session.exchangeRoster()
  Printer(global.outputFormat).emit(change.record, text: change.text)
}

/// What the roster's people have going on: when the account last talked with each, their open
/// action items, their upcoming calls.
struct RosterActivity {
  var lastContact: [String: Int64] = [:]
  var openActions: [String: [ActionItem]] = [:]
  var upcomingCalls: [String: [Store.CalendarEvent]] = [:]
  var messages: [ConversationMessage] = []
  let directory: Directory

  init(_ session: Session, people: Set<String>, now: Int64 = Clock.nowMillis()) throws {
    let store = session.store
    let me = session.account.id
    directory = try Directory(store, account: me)
    guard !people.isEmpty else { return }
    let chatsWithThem = directory.rooms.values.filter { !people.isDisjoint(with: $0.members) }
    for room in chatsWithThem {
      try store.messages(account: me, matching: MessageFilter(chat: room.id)) { message in
        guard !message.deleted, !message.text.isEmpty else { return }
        messages.append(ConversationMessage(message))
        for member in room.members where people.contains(member) {
          lastContact[member] = max(lastContact[member] ?? 0, message.createdAt)
        }
      }
    }
    messages.sort { ($0.time, $0.id) < ($1.time, $1.id) }
    let marks = try store.actionStatuses(account: me)
    let engine = BuiltinEngine(vectors: StoredVectors(store, account: me))
    for item in engine.actionItems(in: messages, directory: directory) where (marks[item.key] ?? "open") == "open" {
      for person in people where item.assignee == person || directory.rooms[item.chat]?.directPeer(of: me) == person {
        openActions[person, default: []].append(item)
      }
    }
    for event in try store.events(account: me, from: now) {
      if let person = event.withUser, people.contains(person) { upcomingCalls[person, default: []].append(event) }
    }
  }
}

/// `psst-contacts show`'s detail for someone with an account: profile facts, recent messages,
/// upcoming calls and open reminders about them.
private struct PersonDetails {
  let session: Session
  let person: String
  let activity: RosterActivity
  let recent: Int

  init(_ session: Session, person: String, activity: RosterActivity, recent: Int) {
    self.session = session
    self.person = person
    self.activity = activity
    self.recent = recent
  }

  func print(_ printer: Printer) throws {
    let store = session.store
    let me = session.account.id
    // profiles.auto off: profiles only when asked for (psst-profile).
    if try store.preferences(account: me).autoProfiles {
      let engine = BuiltinEngine(vectors: StoredVectors(store, account: me))
      let facts = engine.profileFacts(in: activity.messages, directory: activity.directory).filter {
        $0.client == person && $0.status == .current
      }
      section("profile", facts.map { ($0.record, $0.text) }, printer)
    }
    let formatter = MessageFormatter(store: store, account: me)
    let theirs = activity.messages.filter { $0.sender == person || activity.directory.rooms[$0.chat]?.isDirect == true }
    let latest = try theirs.suffix(recent).compactMap { try store.message(account: me, id: $0.id) }
    section("recent messages", latest.map { (formatter.record($0), formatter.text($0)) }, printer)
    let calendar = CalendarFormatter(names: try NameBook(store, account: me))
    let calls = activity.upcomingCalls[person] ?? []
    section("upcoming calls", calls.map { (calendar.record($0), calendar.text($0)) }, printer)
    let reminders = try store.openReminders(account: me).filter { $0.aboutUser == person }
    section("reminders", reminders.map { (calendar.record($0), calendar.text($0)) }, printer)
  }

  private func section(_ title: String, _ lines: [(JSON, String)], _ printer: Printer) {
    guard !lines.isEmpty else { return }
    printer.text("── \(title) ──")
    for (record, text) in lines { printer.emit(record, text: text) }
  }
}
