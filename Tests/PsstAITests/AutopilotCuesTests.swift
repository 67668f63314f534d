import Testing

@testable import PsstAI

@Suite("AutopilotCues")
struct AutopilotCuesTests {
  let cues = AutopilotCues(owner: "coach", zone: .fixed(seconds: 0))
  let hour: Int64 = 3_600_000

  func message(_ text: String, from sender: String, chat: String = "g1", id: String, after hours: Int64 = 0)
    -> ConversationMessage
  {
    ConversationMessage(id: id, chat: chat, sender: sender, text: text, time: Fixture.friday + hours * hour)
  }

  @Test func aPromiseWithADayBecomesAReminderThatMorning() throws {
    let promise = Fixture.message("Thanks! I'll send you the new plan on Monday", from: "coach")
    let (text, due) = try #require(cues.commitment(in: promise, directory: Fixture.directory, now: Fixture.friday))
    // Monday 2026-09-07 09:00 UTC.
    #expect(due == Fixture.friday + 3 * 24 * hour - hour)
    #expect(text == "You promised: \u{201C}I'll send you the new plan on Monday\u{201D}", "\(text)")
  }

  @Test func someoneElsesPromiseIsAReminderToCheckItCame() throws {
    let promise = Fixture.message("I'll email the food diary tomorrow at 6pm", from: "sam")
    let (text, due) = try #require(cues.commitment(in: promise, directory: Fixture.directory, now: Fixture.friday))
    #expect(due == Fixture.friday + 32 * hour)
    #expect(text == "Check: Sam Ortiz said \u{201C}I'll email the food diary tomorrow at 6pm\u{201D}", "\(text)")
  }

  @Test func noTimeOrARequestOrAPastTimeGivesNoReminder() {
    for text in ["I'll send it over", "Can you send me the plan by Monday?", "Great session today!"] {
      #expect(
        cues.commitment(in: Fixture.message(text), directory: Fixture.directory, now: Fixture.friday) == nil, "\(text)")
    }
    let late = Fixture.message("I'll send it tomorrow")
    #expect(cues.commitment(in: late, directory: Fixture.directory, now: Fixture.friday + 72 * hour) == nil)
  }

  @Test func aCallIsAgreedOnlyOnceEveryOtherMemberSaysYes() throws {
    let proposal = message("Can we do a call tomorrow at 4pm?", from: "sam", id: "p")
    let lee = message("Works for me", from: "lee", id: "a1", after: 1)
    let coach = message("Sounds good 👍", from: "coach", id: "a2", after: 2)
    let members = ["coach", "sam", "lee"]
    #expect(cues.agreedTime(in: [proposal, lee], members: members, now: Fixture.friday) == nil)
    let agreed = try #require(cues.agreedTime(in: [proposal, lee, coach], members: members, now: Fixture.friday))
    #expect(agreed.proposal == "p" && agreed.agreements == ["a1", "a2"])
    #expect(agreed.start == Fixture.friday + 30 * hour)
  }

  @Test func anObjectionOrANewTimeUnsettlesIt() {
    let members = ["coach", "sam", "lee"]
    let proposal = message("Shall we have the session Monday at 10am?", from: "sam", id: "p")
    let no = message("Sorry, can't do Monday", from: "lee", id: "n", after: 1)
    let yes = message("yes", from: "coach", id: "y", after: 2)
    #expect(cues.agreedTime(in: [proposal, no, yes], members: members, now: Fixture.friday) == nil)
    let counter = message("How about a call Tuesday at 11am instead?", from: "lee", id: "c", after: 1)
    #expect(cues.agreedTime(in: [proposal, counter, yes], members: members, now: Fixture.friday) == nil)
  }

  @Test func chatterOrAnotherTimeIsNotAgreement() {
    let members = ["coach", "sam"]
    let proposal = message("Can we do a call tomorrow at 4pm?", from: "sam", id: "p")
    for text in [
      "Great run today, legs are tired", "Perfect weather for the long run", "Yes, but 5pm would suit me better",
    ] {
      let reply = message(text, from: "coach", id: "r", after: 1)
      #expect(cues.agreedTime(in: [proposal, reply], members: members, now: Fixture.friday) == nil, "\(text)")
    }
    for text in ["Perfect!", "Yes, 4pm works", "ok see you then"] {
      let reply = message(text, from: "coach", id: "r", after: 1)
      #expect(cues.agreedTime(in: [proposal, reply], members: members, now: Fixture.friday) != nil, "\(text)")
    }
  }

  @Test func aProposalNeedsAClockTimeAndAConditionIsNoAgreement() {
    #expect(cues.proposedTime(message("Can we do a call tomorrow evening?", from: "sam", id: "e")) == nil)
    #expect(cues.proposedTime(message("Could we do the session at 4 on Monday?", from: "sam", id: "b")) != nil)
    let proposal = message("Can we do a call Monday at 10:30?", from: "sam", id: "p")
    let conditional = message("yeah go on, after the school run though", from: "coach", id: "c", after: 1)
    #expect(cues.agreedTime(in: [proposal, conditional], members: ["coach", "sam"], now: Fixture.friday) == nil)
    let agreed = cues.agreedTime(
      in: [proposal, message("ok", from: "coach", id: "y", after: 1)], members: ["coach", "sam"], now: Fixture.friday)
    #expect(agreed?.kind == "call" && agreed?.start == Fixture.friday + 72 * hour + 30 * 60_000)
  }

  @Test func theReminderQuotesThePromisesSentenceOnly() throws {
    let promise = Fixture.message("Great work today. Rest tomorrow. I'll send the new block on Sunday!", from: "coach")
    let (text, _) = try #require(cues.commitment(in: promise, directory: Fixture.directory, now: Fixture.friday))
    #expect(text == "You promised: \u{201C}I'll send the new block on Sunday!\u{201D}", "\(text)")
  }

  @Test func aSocialTimeOrAPassedOneIsNoProposal() {
    #expect(cues.proposedTime(message("See you at the party at 8pm!", from: "sam", id: "s")) == nil)
    #expect(cues.proposedTime(message("My run this morning took an hour", from: "sam", id: "r")) == nil)
    let members = ["coach", "sam"]
    let proposal = message("Can we do a call today at 11am?", from: "sam", id: "p")
    let yes = message("ok", from: "coach", id: "y")
    #expect(cues.agreedTime(in: [proposal, yes], members: members, now: Fixture.friday + 2 * hour) == nil)
  }

  @Test func yesNoLogisticsQuestionsToTheOwner() {
    let asked = [
      "Is our session still on for tomorrow?", "hey, can I park at the back of the gym?",
      "Are we meeting at 5pm on Thursday?", "Should I bring my own mat?", "Quick one: are we still on at 5:30?",
      "Is our session still on at 5.30?",
    ]
    for text in asked {
      #expect(
        cues.asksOwnerYesNo(message(text, from: "sam", chat: "d1", id: "q"), directory: Fixture.directory), "\(text)")
    }
    let notAsked: [(String, String, String)] = [
      ("When is our session?", "sam", "d1"), ("Tuesday or Wednesday for the session?", "sam", "d1"),
      ("Is the session still on tomorrow?", "coach", "d1"), ("Is the session still on tomorrow?", "sam", "g1"),
      ("Did you watch the game?", "sam", "d1"), ("Session is on tomorrow.", "sam", "d1"),
    ]
    for (text, sender, chat) in notAsked {
      #expect(
        !cues.asksOwnerYesNo(message(text, from: sender, chat: chat, id: "q"), directory: Fixture.directory), "\(text)")
    }
    let named = message("Maya, is the session still on tomorrow?", from: "sam", chat: "g1", id: "q")
    #expect(cues.asksOwnerYesNo(named, directory: Fixture.directory))
  }

  @Test func acknowledgementsFollowToneAndLengthAndStateNoFacts() {
    let short = AutopilotCues.acknowledgement(tone: .neutral, length: .short)
    let formal = AutopilotCues.acknowledgement(tone: .formal, length: .long)
    #expect(short.count < formal.count)
    #expect(formal.hasPrefix("Thank you"))
    for tone in [AutopilotCues.Tone.neutral, .friendly, .formal] {
      for length in [AutopilotCues.Length.short, .medium, .long] {
        let text = AutopilotCues.acknowledgement(tone: tone, length: length)
        #expect(text.contains("confirm") && !text.lowercased().contains("yes"), "\(text)")
      }
    }
  }
}
