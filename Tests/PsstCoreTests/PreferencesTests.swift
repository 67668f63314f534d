import Testing

@testable import PsstCore

@Suite("Preferences")
struct PreferencesTests {
  @Test func defaultsKeepTheAutopilotOffAndSuggestionsOn() throws {
    let preferences = try Preferences.resolve(file: nil, account: [:])
    #expect(preferences.autopilot.isEmpty)
    #expect(preferences.tone == .neutral && preferences.length == .medium)
    #expect(preferences.suggestions && preferences.autoProfiles)
    #expect(preferences.quietHours == nil)
    #expect(preferences.origin(.autopilot) == .default)
  }

  @Test func theAccountWinsOverTheConfigFileKeyByKey() throws {
    let file = try ConfigFile.parse(
      "ai.url = http://x\nautopilot = replies\nreply.tone = formal\nquiet_hours = 22:00-07:00\n", path: "config")
    let preferences = try Preferences.resolve(file: file, account: ["autopilot": "reminders,calls"])
    #expect(preferences.autopilot == [.reminders, .calls])
    #expect(preferences.origin(.autopilot) == .account)
    #expect(preferences.tone == .formal && preferences.origin(.tone) == .config)
    #expect(preferences.quietHours == QuietHours(start: 22 * 60, end: 7 * 60))
    #expect(preferences.text(.autopilot) == "reminders,calls")
  }

  @Test func aBadValueOrUnknownKeyInTheFileNamesTheLine() {
    for (text, says) in [
      ("autopilot = everything\n", "config line 1: autopilot takes none or parts"),
      ("\nreply.tone = sarcastic\n", "config line 2: reply.tone is one of neutral, friendly, formal"),
      ("autopilot.daily_limit = 1000\n", "config line 1: autopilot.daily_limit is a whole number from 0 to 100"),
      ("quiet_hours = 25:00-07:00\n", "config line 1: quiet_hours is a local time range"),
      ("reply.tnoe = formal\n", "config line 1: unknown key reply.tnoe"),
    ] {
      #expect(throws: PsstError.self, "\(text)") {
        try Preferences.resolve(file: try ConfigFile.parse(text, path: "config"), account: [:])
      }
      do {
        _ = try Preferences.resolve(file: try ConfigFile.parse(text, path: "config"), account: [:])
      } catch let error as PsstError {
        #expect(error.message.hasPrefix(says), "\(error.message)")
      } catch {}
    }
  }

  @Test func autopilotNoneAndOffTurnEveryPartOff() throws {
    var preferences = Preferences()
    try preferences.set(.autopilot, "reminders, replies", from: .account)
    #expect(preferences.autopilot == [.reminders, .replies])
    try preferences.set(.autopilot, "none", from: .account)
    #expect(preferences.autopilot.isEmpty && preferences.text(.autopilot) == "none")
    try preferences.set(.autopilot, "OFF", from: .account)
    #expect(preferences.autopilot.isEmpty)
  }

  @Test func quietHoursMayRunPastMidnight() throws {
    let night = try #require(QuietHours("22:00-07:00"))
    #expect(
      night.contains(minuteOfDay: 23 * 60) && night.contains(minuteOfDay: 0) && night.contains(minuteOfDay: 6 * 60 + 59)
    )
    #expect(!night.contains(minuteOfDay: 7 * 60) && !night.contains(minuteOfDay: 12 * 60))
    let lunch = try #require(QuietHours("12-13:30"))
    #expect(lunch.contains(minuteOfDay: 12 * 60 + 45) && !lunch.contains(minuteOfDay: 13 * 60 + 30))
    #expect(lunch.description == "12:00-13:30")
    for bad in ["", "22:00", "7-7", "24:00-01:00", "10:60-11:00", "a-b", "1:2:3-4"] {
      #expect(QuietHours(bad) == nil, "\(bad)")
    }
  }
}
