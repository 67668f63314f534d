import Foundation
import PsstTestSupport
import Testing

/// Preferences through the tools: `psst-account set` and `show`, the config file beneath them,
/// and what they change (the provider's prompt, psst-contacts show's profile section).
@Suite("preferences")
struct PsstPreferencesTests {
  func preferences(_ psst: Psst, _ arguments: [String] = ["show"]) -> Record? {
    psst.run("psst-account", arguments + ["--format", "jsonl"]).records.first { $0.type == "preferences" }
  }

  @Test("show gives the defaults; set keeps the account's own; default goes back to the config file's")
  func setShowAndDefault() throws {
    let psst = Psst()
    psst.addAccount("maya")
    let initial = try #require(preferences(psst))
    #expect(initial.strings("autopilot") == [] && initial.string("reply_tone") == "neutral", "\(initial)")
    #expect(initial.bool("suggestions") == true && initial.fields["quiet_hours"] is NSNull)

    let set = psst.run(
      "psst-account",
      ["set", "--autopilot", "calls,reminders", "--quiet-hours", "22-7", "--tone", "friendly", "--format", "jsonl"])
    #expect(set.status == 0, "\(set.summary)")
    let changed = try #require(set.records.first { $0.type == "preferences" })
    #expect(changed.strings("autopilot") == ["reminders", "calls"], "\(changed)")
    #expect(changed.string("quiet_hours") == "22:00-07:00" && changed.string("reply_tone") == "friendly")
    #expect((changed.fields["origins"] as? [String: Any])?["autopilot"] as? String == "account")

    _ = writeFile(psst.home, "config", "autopilot = replies\nreply.length = short\n")
    let layered = try #require(preferences(psst))
    #expect(layered.strings("autopilot") == ["reminders", "calls"], "the account's own wins: \(layered)")
    #expect(layered.string("reply_length") == "short")
    #expect(psst.run("psst-account", ["set", "--autopilot", "default"]).status == 0)
    #expect(preferences(psst)?.strings("autopilot") == ["replies"])

    let text = psst.run("psst-account", ["show", "--format", "text"])
    #expect(
      text.stdout.contains("autopilot = replies  (config)")
        && text.stdout.contains("quiet_hours = 22:00-07:00  (account)"), "\(text.summary)")
  }

  @Test("a bad value is refused before anything changes, saying what fits")
  func badValuesAreRefused() throws {
    let psst = Psst()
    psst.addAccount("maya")
    for (arguments, says) in [
      (["--autopilot", "reminders,everything"], "autopilot takes none or parts from reminders, replies, calls"),
      (["--quiet-hours", "late"], "quiet_hours is a local time range"),
      (["--autopilot-daily-limit=-1"], "autopilot.daily_limit is a whole number from 0 to 100"),
      (["--suggestions", "maybe"], "suggestions is on or off"),
    ] {
      let result = psst.run("psst-account", ["set", "--tone", "formal"] + arguments)
      #expect(result.status == 1 && result.stderr.contains(says), "\(result.summary)")
    }
    #expect(preferences(psst)?.string("reply_tone") == "neutral", "nothing was set")
    _ = writeFile(psst.home, "config", "autopilot = all\n")
    let broken = psst.run("psst-account", ["show"])
    #expect(broken.status == 1 && broken.stderr.contains("config line 1: autopilot takes"), "\(broken.summary)")
  }

  @Test("reply tone and length reach the provider's prompt")
  func toneAndLengthReachTheProvider() throws {
    let server = try FakeOpenAI()
    defer { server.stop() }
    server.setControl(server.script([["content": "Nothing about that."], ["content": "Nothing about that."]]))
    let psst = Psst()
    psst.addAccount("maya")
    psst.environment = ["PSST_AI_URL": server.url, "PSST_AI_MODEL": "chat"]
    func systemPrompt(_ index: Int) -> String {
      let body = server.chatRequests.dropFirst(index).first?["body"] as? [String: Any]
      return ((body?["messages"] as? [[String: Any]])?.first?["content"] as? String) ?? ""
    }
    #expect(psst.run("psst-ai", ["--format", "jsonl", "what did anyone say?"]).status == 0)
    #expect(systemPrompt(0).contains("Be brief.") && !systemPrompt(0).contains("warmly"), "\(systemPrompt(0))")
    #expect(psst.run("psst-account", ["set", "--tone", "friendly", "--length", "short"]).status == 0)
    #expect(psst.run("psst-ai", ["--format", "jsonl", "what did anyone say today?"]).status == 0)
    #expect(
      systemPrompt(1).contains("one or two sentences") && systemPrompt(1).contains("warmly"), "\(systemPrompt(1))")
  }

  @Test("profiles.auto off leaves the profile out of psst-contacts show; psst-profile still answers")
  func autoProfilesOff() throws {
    let psst = Psst()
    psst.addAccount("maya", role: "trainer")
    psst.addAccount("sam", name: "Sam Reed", role: "client")
    let chat = psst.createChat(as: "maya", ["sam"])
    psst.syncChats("sam")
    psst.send(as: "sam", chat: chat, "My left knee has been sore since Sunday's long run")
    psst.read(as: "maya")
    #expect(psst.run("psst-contacts", ["add", "sam", "--client", "--account", "maya"]).status == 0)
    func shown() -> [Record] {
      psst.run("psst-contacts", ["show", "sam", "--format", "jsonl", "--account", "maya"]).records
    }
    #expect(shown().contains { $0.type == "profile_fact" }, "\(shown())")
    #expect(psst.run("psst-account", ["set", "--account", "maya", "--auto-profiles", "off"]).status == 0)
    #expect(!shown().contains { $0.type == "profile_fact" }, "\(shown())")
    let asked = psst.run("psst-profile", ["sam", "--format", "jsonl", "--account", "maya"])
    #expect(asked.records.contains { $0.type == "profile_fact" }, "\(asked.summary)")
  }
}
