import ArgumentParser
import PsstCore

/// `psst-account set`'s preference options: each takes its config file value, or "default" to
/// forget the account's own and go back to the config file's (or the built-in default).
struct PreferenceOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Tone of AI replies: neutral, friendly or formal.", valueName: "tone"))
  var tone: String?
  @Option(help: ArgumentHelp("Length of AI replies: short, medium or long.", valueName: "length"))
  var length: String?
  @Option(
    help: ArgumentHelp(
      "What psst-watch --assist may do unasked: none, or reminders,replies,calls (any of them).",
      valueName: "parts"))
  var autopilot: String?
  @Option(
    name: .customLong("autopilot-daily-limit"),
    help: ArgumentHelp("Autopilot actions per day at most, all chats together (default 10).", valueName: "n"))
  var autopilotDailyLimit: String?
  @Option(
    name: .customLong("autopilot-chat-limit"),
    help: ArgumentHelp("Autopilot actions per chat per day at most (default 3).", valueName: "n"))
  var autopilotChatLimit: String?
  @Option(help: ArgumentHelp("Scheduling suggestions in psst-watch --assist: on or off.", valueName: "on|off"))
  var suggestions: String?
  @Option(
    name: .customLong("auto-profiles"),
    help: ArgumentHelp("Client profiles shown unasked (psst-contacts show): on or off.", valueName: "on|off"))
  var autoProfiles: String?
  @Option(
    name: .customLong("quiet-hours"),
    help: ArgumentHelp(
      "Local hours with no autopilot action or suggested time, e.g. 22:00-07:00, or off.", valueName: "range"))
  var quietHours: String?

  /// The preferences given, each checked (a bad value is a usage error); nil forgets the account's value.
  func changes() throws -> [(Preferences.Key, String?)] {
    let given: [(Preferences.Key, String?)] = [
      (.tone, tone), (.length, length), (.autopilot, autopilot), (.dailyLimit, autopilotDailyLimit),
      (.chatLimit, autopilotChatLimit), (.suggestions, suggestions), (.autoProfiles, autoProfiles),
      (.quietHours, quietHours),
    ]
    var changes: [(Preferences.Key, String?)] = []
    for case (let key, let value?) in given {
      if value.lowercased() == "default" {
        changes.append((key, nil))
        continue
      }
      var check = Preferences()
      try check.set(key, value, from: .account)
      changes.append((key, check.text(key)))
    }
    return changes
  }
}
