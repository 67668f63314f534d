import PsstAI
import PsstCore

/// Someone or some group an action names, as found among the account's people and chats.
public struct ActionSubject: Equatable {
  /// The person, when the name is a person's.
  public var user: User?
  /// The group, or the 1:1 chat with the person (nil when the account has none).
  public var chat: Chat?

  /// The person's name, or the group's.
  public var name: String { user?.displayName ?? chat?.name ?? "" }
  /// The person's id, or the group's.
  public var id: String { user?.id ?? chat?.id ?? "" }
  /// "person" or "group".
  public var kind: String { user != nil ? "person" : "group" }

  /// `{"id","name","kind"}`, as the candidates of an ambiguous name are listed.
  public var json: JSON {
    .object([("id", .string(id)), ("name", .string(name)), ("kind", .string(kind))])
  }
}

/// Finds the person or group a written name means: full name, first name or id, any case,
/// accents ignored, and close spellings ("Sara" for "Sarah") as candidates to choose from, even
/// when there is only one.
struct NameResolver {
  enum Outcome {
    case one(ActionSubject)
    case several([ActionSubject])
    case none
  }

  let store: Store
  let account: String

  func resolve(_ written: String) throws -> Outcome {
    var fits: [(ActionSubject, NameMatcher.Fit)] = []
    let chats = try store.chats(account: account)
    for user in try store.users(account: account) where user.id != account {
      let first = user.displayName.split(separator: " ").first.map(String.init) ?? user.displayName
      if let fit = NameMatcher.fit(written, names: [user.displayName, first, user.id]) {
        // The 1:1 chat with this very user: one whose name is someone else's id is not it.
        let chat = chats.filter { $0.kind == .direct && $0.members.contains(user.id) }.min {
          ($0.createdAt, $0.id) < ($1.createdAt, $1.id)
        }
        fits.append((ActionSubject(user: user, chat: chat), fit))
      }
    }
    for chat in chats where chat.kind == .group {
      if let fit = NameMatcher.fit(written, names: [chat.name, chat.id]) {
        fits.append((ActionSubject(user: nil, chat: chat), fit))
      }
    }
    // A full name written out picks its owner even when a first name elsewhere is close; a
    // single word ("Sara") is asked about whenever it fits several, even if it is someone's id.
    let whole = fits.filter { target, fit in fit == .exact && NameMatcher.fold(target.name) == NameMatcher.fold(written)
    }
    if whole.count == 1 && written.contains(" ") { return .one(whole[0].0) }
    if fits.count > 1, let client = try rosterClient(among: fits) { return .one(client) }
    switch fits.count {
    case 0: return .none
    // A close spelling alone is a candidate, never taken: "Tim" is not surely "Tom".
    case 1 where fits[0].1 == .exact: return .one(fits[0].0)
    default: return .several(fits.sorted { ($0.1, $1.0.name) > ($1.1, $0.0.name) }.map(\.0))
    }
  }

  /// The one client on the account's roster the name fits exactly, when no other client fits
  /// it: a roster client wins over a namesake who is not one. Nil without a roster.
  private func rosterClient(among fits: [(ActionSubject, NameMatcher.Fit)]) throws -> ActionSubject? {
    guard let clients = try store.rosterClients(account: account) else { return nil }
    let theirs = fits.filter { target, _ in target.user.map { clients.contains($0.id) } ?? false }
    guard theirs.count == 1, theirs[0].1 == .exact else { return nil }
    return theirs[0].0
  }
}
