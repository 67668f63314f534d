import PsstCore

/// Display names of users and chats, for text output.
public struct NameBook {
  private var users: [String: String] = [:]
  private var chats: [String: String] = [:]

  public init(_ store: Store, account: String) throws {
    for user in try store.users(account: account) { users[user.id] = user.displayName }
    for chat in try store.chats(account: account) { chats[chat.id] = chat.name }
  }

  /// The person's display name, or the id when they have none.
  public func user(_ id: String) -> String { users[id].flatMap { $0.isEmpty ? nil : $0 } ?? id }
  /// The chat's name, or the id when it has none.
  public func chat(_ id: String) -> String { chats[id].flatMap { $0.isEmpty ? nil : $0 } ?? id }
  /// `user(id)` for text output: on one line, whatever the person called themselves.
  public func textUser(_ id: String) -> String { TerminalText.oneLine(user(id)) }
  /// `chat(id)` for text output, on one line.
  public func textChat(_ id: String) -> String { TerminalText.oneLine(chat(id)) }
}

/// The lower-cased names that point at the account's users: ids, full names, first names.
public struct PeopleNames {
  private var byAlias: [String: [String]] = [:]

  public init(_ store: Store, account: String) throws {
    for user in try store.users(account: account) {
      var aliases: Set<String> = [user.id.lowercased()]
      let name = user.displayName.lowercased()
      if !name.isEmpty {
        aliases.insert(name)
        if let first = name.split(separator: " ").first { aliases.insert(String(first)) }
      }
      for alias in aliases { byAlias[alias, default: []].append(user.id) }
    }
  }

  /// Every name that points at someone.
  public var aliases: Set<String> { Set(byAlias.keys) }

  /// The names that point at `id` alone (a first name two people share is neither's).
  public func aliases(of id: String) -> Set<String> {
    Set(byAlias.filter { $0.value == [id] }.keys)
  }

  /// The ids of the people `alias` points at (any case).
  public func ids(for alias: String) -> [String] { byAlias[alias.lowercased()] ?? [] }

  /// The ids of the people `alias` points at, only those of `favoured` when it names any of
  /// them: "Sara" is the client on the roster, not a namesake who is not one.
  public func ids(for alias: String, favouring favoured: Set<String>) -> [String] {
    let all = ids(for: alias)
    let theirs = all.filter(favoured.contains)
    return theirs.isEmpty ? all : theirs
  }
}
