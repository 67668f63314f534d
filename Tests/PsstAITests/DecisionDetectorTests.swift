import Testing

@testable import PsstAI

@Suite("DecisionDetector")
struct DecisionDetectorTests {
  func decided(_ texts: [(String, String)]) -> [Decision] {
    let messages = texts.enumerated().map { index, pair in
      ConversationMessage(
        id: "m\(index)", chat: "d1", sender: pair.0, text: pair.1, time: Fixture.friday + Int64(index) * 60_000)
    }
    return DecisionDetector.decisions(in: messages, directory: Fixture.directory)
  }

  /// What a decision the learned models pick in `text` says; nil when it decides nothing.
  func summary(_ text: String) -> String? {
    DecisionDetector.learnedSummary(of: AnalysedMessage(Fixture.message(text)), directory: Fixture.directory)
  }

  @Test("settling phrases are decisions; a proposal that ends in a question is not")
  func proposalsAreNotDecisions() {
    #expect(decided([("coach", "Wed 9th 7:15 it is 👍")]).map(\.messageID) == ["m0"])
    #expect(decided([("coach", "Let's move Sunday's run to Saturday")]).count == 1)
    #expect(decided([("coach", "Let's skip today. Could you do Friday 10am instead?")]).isEmpty)
    #expect(decided([("coach", "Of course it is!")]).isEmpty)
    #expect(decided([("coach", "Let's see how the week goes")]).isEmpty)
  }

  @Test("a short yes to a proposed time settles it; the same words out of the blue do not")
  func acceptances() {
    let accepted = decided([("sam", "Can we do Thursday 6pm instead?"), ("coach", "perfect 👍")])
    #expect(accepted.map(\.messageID) == ["m1"])
    #expect(decided([("sam", "had a great run today"), ("coach", "perfect 👍")]).isEmpty)
  }

  @Test("an emoji parts a statement from the question after it, and leaves a question read on its own")
  func emojiParts() {
    #expect(
      DecisionDetector.statementAndQuestion("Love it, let's do it  👍 Sam can you do the graphics?") == [
        "Love it, let's do it", "Sam can you do the graphics?",
      ])
    #expect(DecisionDetector.statementAndQuestion("👍 ok?") == ["👍 ok?"], "no statement before it")
    #expect(DecisionDetector.statementAndQuestion("done 👍 ?") == ["done 👍 ?"], "too short a question after it")
    #expect(DecisionDetector.statementAndQuestion("café – ok?") == ["café – ok?"], "no emoji")
    #expect(DecisionDetector.afterLastEmoji("need the final price asap 🙏   is it 49 or 39") == "is it 49 or 39")
    #expect(DecisionDetector.afterLastEmoji("great 🙏 thanks") == nil, "one word after it")
    #expect(DecisionDetector.afterLastEmoji("#1 © ok then") == nil, "no scalar shown as an emoji")
  }

  @Test("a later change of plan in the same chat reverses the earlier decision")
  func reversal() {
    let found = decided([
      ("coach", "Let's move your session to Thursday 6pm"),
      ("coach", "Actually let's keep Tuesday instead, the studio is booked Thursday"),
    ])
    #expect(found.count == 2)
    #expect(found.first?.reversedBy == "m1")
    #expect(found.last?.reversedBy == nil)
  }

  @Test("an emoji ends a decision before a request that runs on; a task with a date keeps it settled")
  func decisionBeforeARequest() {
    #expect(decided([("coach", "Love it, let's do it 👍 Lee can you do the graphics by the 25th?")]).count == 1)
    #expect(decided([("coach", "Going with £50 from now on. Lee, could you post it by Monday?")]).count == 1)
    #expect(decided([("coach", "Let's skip today 👍 Could you do Friday 10am?")]).isEmpty, "still another time")
  }

  @Test("'Decision on X:' settles it; a time that is fine settles it for the organiser only")
  func decisionHeadingsAndFineTimes() {
    #expect(decided([("coach", "Decision on the fee: we're waiving it this month")]).count == 1)
    #expect(decided([("coach", "The 15th is fine — better right than rushed")]).count == 1)
    #expect(decided([("sam", "The 15th is fine by me")]).isEmpty)
  }

  @Test("a learned decision says the message's first statement, never a bare thanks or a time put back")
  func learnedSummaries() {
    #expect(summary("Booked ✅") == "Booked ✅")
    #expect(summary("Sunday not Saturday. Then yes, 8.") == "Sunday not Saturday.")
    #expect(summary("Perfect 🙏") == nil)
    #expect(summary("Yes please 👍") == nil)
    #expect(summary("Done.") == nil)
    #expect(summary("Sent! 😊") == nil, "a task done is no decision")
    #expect(summary("Already done ✅") == nil)
    #expect(summary("Perfect, merci!!") == nil)
    #expect(summary("Lovely news! 💛") == nil)
    // A thanks to someone by name is still only a thanks; a name with a plan is not.
    #expect(summary("Thanks Lee, noted.") == nil)
    #expect(summary("Great, thanks Sam!") == nil)
    #expect(summary("Sam takes the Friday group.") == "Sam takes the Friday group.")
    #expect(summary("Mornings are busy 😅 Could you do Wednesday 1-3pm?") == nil)
    // An opening cheer or greeting is passed over; alone it is what there is.
    #expect(summary("YES! 64 seconds off your best.") == "64 seconds off your best.")
    #expect(
      summary("Hi Sam, nice to meet you! The Tuesday squad is a good base.") == "The Tuesday squad is a good base.")
    #expect(summary("Fantastic!!! Now the real work starts") == "Now the real work starts")
    #expect(summary("Wow! Booked ✅") == "Booked ✅")
  }

  @Test("a yes that grants what was asked, advice after it, decides nothing the models may pick")
  func grantingIsNoLearnedDecision() {
    #expect(summary("Of course! And yes, with the referral scheme you both get £15 off.") == nil)
    #expect(summary("Course not 👍") == nil)
    #expect(summary("Absolutely. Do week 5 on your own on Friday and log it.") == nil)
    #expect(summary("Of the two, the Tuesday slot stays.") == "Of the two, the Tuesday slot stays.")
    #expect(summary("No. We keep the price at £50.") == "We keep the price at £50.", "a refusal grants nothing")
  }

  @Test("'let's keep Mondays' and 'let's make it 7pm' settle a time; 'let's keep going' does not")
  func keepingATime() {
    #expect(decided([("coach", "Let's keep Mondays then as it works for most, sorry Lee!")]).count == 1)
    #expect(decided([("coach", "Let's make it 7pm on Thursday")]).count == 1)
    #expect(decided([("coach", "Let's keep going, great work")]).isEmpty)
    #expect(decided([("coach", "Let's make sure the form is in")]).isEmpty)
  }

  @Test("'I concur' agrees as formally as 'agreed' does")
  func formalAgreement() {
    #expect(decided([("coach", "I concur. I shall offer her the position this afternoon.")]).count == 1)
    #expect(decided([("coach", "I'm not sure I concur with that at all")]).isEmpty)
  }

  @Test("a reminder, a heads-up or a time kept as usual restates a decision: the models' pick is dropped")
  func restatementsAreNoLearnedDecision() {
    #expect(summary("Reminder: no class on Monday, the hall is shut!") == nil)
    #expect(summary("Just a quick heads up – the car park is closed Saturday") == nil)
    #expect(summary("FYI the follow-up has moved to 13 April") == nil)
    #expect(summary("Evening all, 18:30 as usual, bring a towel") == nil)
    #expect(summary("Saturday 8:00 as always!") == nil)
    // Past the opening words a reminder is something else: a plan that mentions one.
    #expect(
      summary("We start the new programme on Monday and I'll send a reminder on Sunday")
        == "We start the new programme on Monday and I'll send a reminder on Sunday")
  }

  @Test("a rule that holds from now settles the plan, from the organiser only")
  func standingRules() {
    #expect(decided([("coach", "No heavy squats for now, we'll use the leg press instead")]).count == 1)
    #expect(decided([("coach", "From now on we train after breakfast")]).count == 1)
    #expect(decided([("coach", "So we start with band work, 3x5")]).count == 1)
    #expect(decided([("coach", "Swings are back in ✅")]).count == 1)
    #expect(decided([("coach", "Openers locked: 100, 60, 120")]).count == 1)
    #expect(decided([("sam", "no running for now")]).isEmpty, "a client's own rule")
    #expect(decided([("coach", "That's all for now, speak soon")]).isEmpty)
  }

  @Test("a reply that picks one option of an either-or question settles it; asking for it or asking back does not")
  func choices() {
    #expect(decided([("sam", "Blue or green for the logo?"), ("coach", "green. the blue is too dark")]).count == 1)
    #expect(decided([("coach", "Was it morning or evening?"), ("sam", "evening please")]).isEmpty)
    #expect(decided([("coach", "Was it the left or the right?"), ("sam", "left, since Monday")]).isEmpty, "a fact")
    #expect(decided([("sam", "Blue or green?"), ("coach", "green or teal?")]).isEmpty)
    let turnedDown = decided([
      ("sam", "Do you also want a waiting list?"), ("coach", "no waiting list, keep it simple"),
    ])
    #expect(turnedDown.map(\.messageID) == ["m1"])
    #expect(decided([("sam", "sauna?"), ("coach", "No sauna! Drink less on Friday")]).isEmpty, "advice, not an offer")
  }

  @Test("an approval that opens the reply to an idea or a proposal settles it")
  func approvals() {
    let idea = decided([("sam", "next workshop idea - mobility for runners?"), ("coach", "yes! mobility is next")])
    #expect(idea.map(\.messageID) == ["m1"])
    #expect(decided([("sam", "how about a mock race on Saturday?"), ("coach", "Love that!")]).count == 1)
  }

  @Test("a time offered as a statement is taken by a short yes, or a reply that opens by taking it")
  func statedOffers() {
    let taken = decided([("coach", "I can do Thursday 20:00 if you like, lane 1 is quiet then."), ("sam", "thu works")])
    #expect(taken.map(\.messageID) == ["m1"])
    let withMore = decided([
      ("coach", "Saturday 8:00 from 28 March?"), ("sam", "28 March 8:00 ok. But the clocks change that night 😅"),
    ])
    #expect(withMore.map(\.summary) == ["28 March 8:00 ok."])
    #expect(
      decided([("coach", "Friday 3 April at 8:30, and back to normal after?"), ("sam", "3 April 8:30 ✅")]).count == 1)
    #expect(
      decided([("coach", "How's the knee since Tuesday?"), ("sam", "swelling all settled btw 👍 back to normal")])
        .isEmpty, "news, not a time taken")
    #expect(decided([("coach", "I trained at 6 this morning."), ("sam", "nice 👍")]).isEmpty, "no time offered")
  }

  @Test("chat spelling and an opening 'agreed,' settle; a reply that echoes the proposed verb takes it up")
  func shortForms() {
    #expect(decided([("sam", "going w the blue one. zone3")]).count == 1)
    #expect(decided([("coach", "Agreed, too much hassle. Cancel it.")]).count == 1)
    #expect(decided([("coach", "agreed that it's cold today")]).isEmpty, "an opinion, not a close")
    #expect(decided([("coach", "agree. the mobility video is the second long one")]).count == 1)
    #expect(decided([("coach", "I agree the knee looks a lot better today")]).isEmpty, "an opinion")
    let skipped = decided([
      ("coach", "The pool closes early that day. Shall we just skip this one and go to the party?"),
      ("sam", "Skip!! 🎉"),
    ])
    #expect(skipped.map(\.messageID) == ["m1"])
    #expect(decided([("coach", "Shall we skip this one?"), ("sam", "skip?")]).isEmpty, "asked back")
    #expect(decided([("coach", "Shall we skip this one?"), ("sam", "the pool is closed anyway")]).isEmpty)
  }

  @Test("a question without its question mark is still put: a pick or a yes to it settles it")
  func unmarkedQuestions() {
    let picked = decided([
      ("sam", "need the final colour for the banner today 🙏 is it teal or navy"),
      ("coach", "navy, with teal for the logo"),
    ])
    #expect(picked.map(\.messageID) == ["m1"])
    #expect(
      decided([("sam", "finished the banner 🙏 teal and navy"), ("coach", "navy, with teal for the logo")]).isEmpty)
  }

  @Test("the organiser granting a request of leave settles it; a yes to asking, or one that asks on, does not")
  func grantedRequests() {
    let leave = decided([
      ("sam", "can i take monday 3rd off? it's my sister's wedding"), ("coach", "of course!! enjoy 🎉"),
    ])
    #expect(leave.map(\.messageID) == ["m1"])
    #expect(decided([("sam", "can i ask you something?"), ("coach", "of course")]).isEmpty)
    #expect(
      decided([("sam", "could I switch to video sessions?"), ("coach", "Of course. Mornings or evenings?")]).isEmpty)
  }
}
