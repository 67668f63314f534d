import PsstCore
import PsstMatrix

/// `account`: one of this store's accounts; `* ` marks the default in text.
extension Account {
  var record: JSON { record(matrix: nil) }

  /// With its relationship policy ("default" when none was set), and its homeserver and Matrix
  /// id when it is a Matrix account (never the token).
  func record(matrix login: MatrixLogin?, policy: ContactPolicy? = nil) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "account"), ("id", .string(id)), ("name", .string(displayName)), ("role", .string(role.rawValue)),
      ("default", .bool(isDefault)), ("policy", .string(policy?.rawValue ?? "default")),
    ]
    if let login {
      fields += [
        ("transport", "matrix"), ("homeserver", .string(login.homeserver)), ("matrix_id", .string(login.userID)),
        ("device", .string(login.deviceID)), ("logged_in", .bool(login.accessToken != nil)),
      ]
    }
    return .object(fields)
  }

  var text: String { "\(isDefault ? "*" : " ") \(id)  \(TerminalText.oneLine(displayName)) (\(role.rawValue))" }
}

/// `account_removed`: an account and its local data deleted.
struct AccountRemoval {
  var id: String

  var record: JSON { .object([("type", "account_removed"), ("id", .string(id))]) }
  var text: String { "removed \(id)" }
}

/// `user`: a person on the hub or in a chat.
extension User {
  var record: JSON { record(nil) }
  var text: String { text(nil) }

  /// With presence (chat members): `"online"` and `"last_seen"` when known.
  func record(_ presence: Presence?) -> JSON {
    var fields: [(String, JSON)] = [
      ("type", "user"), ("id", .string(id)), ("name", .string(displayName)), ("role", (role?.rawValue).json),
    ]
    if let presence {
      fields += [("online", .bool(presence.online)), ("last_seen", .string(Timestamp.iso(presence.lastSeen)))]
    }
    return .object(fields)
  }

  func text(_ presence: Presence?) -> String {
    var line =
      "\(TerminalText.oneLine(id))  \(TerminalText.oneLine(displayName))\(role.map { " (\($0.rawValue))" } ?? "")"
    if let presence {
      line += presence.online ? "  · online" : "  · last seen \(Timestamp.relative(presence.lastSeen))"
    }
    return line
  }
}

/// `preferences`: an account's preferences, and where each came from (account, config or
/// default), each named as in the config file with `_` for `.` (`reply_tone`).
extension Preferences {
  func record(account: String) -> JSON {
    var fields: [(String, JSON)] = [("type", "preferences"), ("account", .string(account))]
    for key in Key.allCases {
      let value: JSON =
        switch key {
        case .autopilot: .array(autopilot.sorted().map { .string($0.rawValue) })
        case .dailyLimit: .number(Double(autopilotDailyLimit))
        case .chatLimit: .number(Double(autopilotChatLimit))
        case .suggestions: .bool(suggestions)
        case .autoProfiles: .bool(autoProfiles)
        case .quietHours: quietHours.map { .string($0.description) } ?? .null
        default: .string(text(key))
        }
      fields.append((key.field, value))
    }
    fields.append(("origins", .object(Key.allCases.map { ($0.field, .string(origin($0).rawValue)) })))
    return .object(fields)
  }
}

extension Preferences.Key {
  fileprivate var field: String { String(rawValue.map { $0 == "." ? "_" : $0 }) }
}
