import ArgumentParser
import PsstAI
import PsstCore

extension InsightsCommand {
  struct Clients: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Each client's last message and how many days ago it was, quietest first.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var source: ConversationOptions
    @Option(help: ArgumentHelp("Only clients silent for at least this many days.", valueName: "days"))
    var quiet: Int?

    func run() throws {
      try reportingErrors {
        let (_, messages, directory) = try load(global, source)
        let now = Clock.nowMillis()
        let printer = Printer(global.outputFormat)
        for client in ClientActivity.summarise(messages, directory: directory, now: now) {
          if let quiet, let days = client.daysSince, days < quiet { continue }
          printer.emit(client.record, text: client.text)
        }
      }
    }
  }
}

/// When each client last wrote, and when the owner last talked with them.
struct ClientActivity {
  var id: String
  var name: String
  var lastMessage: Int64?
  var lastContact: Int64?
  var daysSince: Int?

  static func summarise(_ messages: [ConversationMessage], directory: Directory, now: Int64) -> [ClientActivity] {
    var lastFrom: [String: Int64] = [:]
    var lastWith: [String: Int64] = [:]
    for message in messages {
      lastFrom[message.sender] = max(lastFrom[message.sender] ?? 0, message.time)
      for member in directory.rooms[message.chat]?.members ?? [message.sender] {
        lastWith[member] = max(lastWith[member] ?? 0, message.time)
      }
    }
    return directory.clients.map { person in
      let last = lastFrom[person.id]
      return ClientActivity(
        id: person.id, name: person.name, lastMessage: last, lastContact: lastWith[person.id],
        daysSince: last.map { Int((now - $0) / 86_400_000) })
    }
    .sorted { ($0.daysSince ?? Int.max, $0.id) > ($1.daysSince ?? Int.max, $1.id) }
  }
}
