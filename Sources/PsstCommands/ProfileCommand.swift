import ArgumentParser
import PsstAI
import PsstCore

/// `psst-profile`: what the conversations tell about each client (injuries, medical
/// conditions, diet, goals, availability, preferences), merged and kept up to date.
public struct ProfileCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "psst-profile",
    abstract: "Client profiles from your chats: injuries, medical, diet, goals, availability, preferences.",
    discussion: """
      Reads trainer-client chats (1:1 and groups) and keeps what they say about each client: \
      facts the client states about themselves, and facts you state to or about them. A later \
      fact on the same topic supersedes an earlier one ("knee's all good now" resolves the knee \
      pain); --current shows only what still holds. Works over the whole store by default; \
      --chat and --since narrow it, and message JSON Lines on stdin are read instead. The \
      embedded engine runs offline: rules and lexicons, no network. Clients are the people whose \
      role is client; once you keep a roster (psst-contacts), they are its clients: prospects, \
      staff and people taken off it get no profile.
      """,
    version: Version.text)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var source: ConversationOptions

  @Argument(help: ArgumentHelp("Only this client: user id, full name or first name.", valueName: "client"))
  var client: String?

  @Flag(help: "Only facts that still hold: hide superseded and resolved ones.")
  var current = false

  public init() {}

  public func run() throws {
    try reportingErrors {
      let session = try global.session()
      let (messages, directory) = try source.load(session.store, account: session.account)
      let wanted = try client.map { reference in
        guard let person = directory.client(matching: reference) else {
          throw PsstError.notFound(
            directory.keepsRoster
              ? "\(reference) is not a client on your roster; profiles are kept for clients only (psst-contacts list)"
              : "unknown client \(reference); clients are people whose role is client")
        }
        return person.id
      }
      let engine = try source.makeProfileEngine(session)
      let facts = engine.profileFacts(in: messages, directory: directory).filter {
        (wanted == nil || $0.client == wanted) && (!current || $0.status == .current)
      }
      print(facts, directory: directory)
    }
  }

  /// JSON Lines in time order; text grouped by client (by name), then category.
  private func print(_ facts: [ProfileFact], directory: Directory) {
    let printer = Printer(global.outputFormat)
    guard printer.format == .text else {
      for fact in facts { printer.emit(fact.record, text: nil) }
      return
    }
    let clients = Dictionary(grouping: facts, by: \.client).sorted {
      (directory.people[$0.key]?.name ?? $0.key, $0.key) < (directory.people[$1.key]?.name ?? $1.key, $1.key)
    }
    for (client, own) in clients {
      printer.text(
        "── \(TerminalText.oneLine(directory.people[client]?.name ?? client)) (\(TerminalText.oneLine(client))) ──")
      for category in ProfileCategory.allCases {
        let inCategory = own.filter { $0.category == category }
        guard !inCategory.isEmpty else { continue }
        printer.text("  \(category.rawValue)")
        for fact in inCategory { printer.text(fact.text) }
      }
    }
  }
}
