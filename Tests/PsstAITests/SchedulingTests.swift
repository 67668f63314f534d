import Testing

@testable import PsstAI

@Suite("Scheduling")
struct SchedulingTests {
  @Test("clauses part at emoji, the characters between kept whole and trimmed of spaces and commas")
  func clausesAtEmoji() {
    #expect(
      SchedulingDetector.clauses("nights again 😩 can you do the 15th") == ["nights again", "can you do the 15th"])
    #expect(SchedulingDetector.clauses("👍🏽, café at 6 ❤️ or 7, 🙏") == ["café at 6", "or 7"])
    #expect(SchedulingDetector.clauses("e\u{301} 🏃‍♀️ x\u{302}y ✅") == ["e\u{301}", "x\u{302}y"])
    #expect(SchedulingDetector.clauses("🎉🎉") == [])
    #expect(SchedulingDetector.clauses(", café ½ 6pm,") == ["café ½ 6pm"])
  }

  @Test("a clause's words may arrange a time exactly when the same words as tokens may")
  func mayArrangeByHash() {
    var words = Array(SchedulingTimeTests.words) + Array(SchedulingDetector.cues)
    words += ["mondays", "monday's", "mon's", "sats", "weekdays", "weekends", "thursdays", "decembers", "tmrw"]
    words += ["hello", "5k", "café", "été", "nov", "novel", "weds", "wed's", "½", "٣"]
    var cues = 0
    for word in words {
      let clause = Clause(word)
      let expected = SchedulingDetector.mayArrange(clause.words)
      #expect(SchedulingDetector.mayArrange(clause) == expected, "\(word)")
      if expected { cues += 1 }
    }
    #expect(cues > 100)
    #expect(!SchedulingDetector.mayArrange(Clause("thanks so much, see you")))
    #expect(SchedulingDetector.mayArrange(Clause("thanks, see you Monday's class")))
  }

  /// Messages a minute apart from Friday 2026-09-04 10:00 UTC, in chat d1 unless given.
  func conversation(_ texts: [(String, String)], chat: String = "d1", start: Int64 = Fixture.friday)
    -> [ConversationMessage]
  {
    texts.enumerated().map { index, pair in
      ConversationMessage(
        id: "m\(index)", chat: chat, sender: pair.0, text: pair.1, time: start + Int64(index) * 60_000)
    }
  }

  func detected(_ texts: [(String, String)]) -> [String] {
    SchedulingAssistant.requests(in: conversation(texts), directory: Fixture.directory).map(\.messageID)
  }

  func request(_ text: String, from sender: String = "sam") -> SchedulingRequest? {
    SchedulingAssistant.requests(in: conversation([(sender, text)]), directory: Fixture.directory).first
  }

  func day(_ iso: String) -> CalendarDay {
    let parts = iso.split(separator: "-").compactMap { Int64($0) }
    return CalendarDay(year: parts[0], month: parts[1], day: parts[2])
  }

  @Test("past meetings, goodbyes and reports of bookings elsewhere are not scheduling")
  func pastIsNotScheduling() {
    #expect(detected([("sam", "great session yesterday, legs are dead")]).isEmpty)
    #expect(detected([("sam", "Thanks for the session on Tuesday, loved it")]).isEmpty)
    #expect(detected([("sam", "See you Tuesday.")]).isEmpty)
    #expect(detected([("sam", "booked the physio for the 24th, first one I could get")]).isEmpty)
    #expect(detected([("coach", "let me know by Wednesday if it's still sore")]).isEmpty)
  }

  @Test("the date of a launch, a deadline or leave arranges no appointment; a session on it does")
  func datedThingsAreNoAppointments() {
    #expect(detected([("coach", "Change of plan: the launch moves from June 2 to June 9")]).isEmpty)
    #expect(detected([("lee", "The VAT return is due 7 February, records by Friday 29th please")]).isEmpty)
    #expect(detected([("coach", "Maternity leave starts 9th April, right?")]).isEmpty)
    #expect(detected([("coach", "Can we move the launch call to Tuesday 3pm?")]) == ["m0"])
  }

  @Test("asks to move or book a time are scheduling; content questions about a session are not")
  func asks() {
    #expect(detected([("sam", "can we move Tuesday to Wednesday?")]) == ["m0"])
    #expect(detected([("sam", "Could we do Friday 10am instead?")]) == ["m0"])
    #expect(detected([("sam", "When suits you for a first session?")]) == ["m0"])
    #expect(detected([("sam", "can we swap thursday's session to glute work instead of intervals?")]).isEmpty)
    #expect(detected([("coach", "can you move your 9am into the small room?")]).isEmpty)
    #expect(detected([("sam", "can we try a bit of running in tuesday's session?")]).isEmpty)
  }

  @Test("asking for the same time again or another day is scheduling; saying it is not")
  func sameTimeOrAnotherDay() {
    #expect(detected([("sam", "Same time in 2 weeks?")]) == ["m0"])
    #expect(detected([("sam", "work event tonight, can we do another day this week?")]) == ["m0"])
    #expect(detected([("sam", "another day, another PB 💪")]).isEmpty)
  }

  @Test("'does that work?' confirms a time or an appointment the message names, not a price")
  func confirmationsNeedATime() {
    #expect(detected([("coach", "Thursday 29th at 5pm on Zoom, does that work?")]) == ["m0"])
    #expect(detected([("coach", "I was thinking of a video call. Does that suit you?")]) == ["m0"])
    #expect(detected([("coach", "The price is €20 each, or €180 for ten. Does that work?")]).isEmpty)
    #expect(detected([("coach", "New plan: fewer reps, more rest. Does that work for you?")]).isEmpty)
  }

  @Test("a number before a plural noun counts things: 'from 5 swimmers' is no time")
  func countsAreNoTimes() {
    #expect(detected([("coach", "It works from 5 swimmers, below that we lose money.")]).isEmpty)
    #expect(detected([("coach", "We start from 5 clients a week.")]).isEmpty)
    #expect(TimeText.isCounted("swimmers") && TimeText.isCounted("clients"))
    #expect(!TimeText.isCounted("works") && !TimeText.isCounted("thanks") && !TimeText.isCounted("is"))
    #expect(!TimeText.isCounted("tuesdays") && !TimeText.isCounted("class"))
    #expect(detected([("sam", "can we do it from 5 instead?")]) == ["m0"])
  }

  @Test("asking whether one is fit to attend is about health, not about when")
  func fitToAttend() {
    #expect(detected([("sam", "my shin is sore again, am I ok for class on Monday?")]).isEmpty)
    #expect(detected([("sam", "ok to do a yoga class tomorrow with the wrist?")]).isEmpty)
    #expect(detected([("sam", "is it ok to move Monday's class to 6pm?")]) == ["m0"])
  }

  @Test("moving to something that is not a time, and asks to move with the new time left open")
  func moves() {
    #expect(detected([("coach", "We're moving to a new payments app from 1st October, more soon.")]).isEmpty)
    #expect(detected([("sam", "could we move Thursday's session? work has gone mad")]) == ["m0"])
    #expect(detected([("sam", "sorted. when's the next session")]) == ["m0"])
  }

  @Test("cancelling names its time; availability said as possible counts")
  func cancelledAndPossible() {
    #expect(detected([("coach", "Sorry all, the class on Wednesday is cancelled.")]) == ["m0"])
    #expect(detected([("lee", "the app offers cancelled slots to people waiting")]).isEmpty)
    #expect(detected([("sam", "I finish at 4pm most days, Monday or Friday is possible")]) == ["m0"])
  }

  @Test("a short acceptance takes a time someone else just asked, and nothing else")
  func acceptances() {
    #expect(detected([("coach", "Wednesday 3pm?"), ("sam", "Perfect")]) == ["m0", "m1"])
    #expect(detected([("coach", "Wednesday 3pm?"), ("coach", "Perfect")]) == ["m0"])
    #expect(detected([("coach", "Wednesday 3pm works"), ("sam", "sent the form"), ("sam", "👍")]) == ["m0"])
    #expect(detected([("sam", "I'll send the form"), ("coach", "Perfect")]).isEmpty)
  }

  @Test("chat yeses take the time offered")
  func chatAcceptances() {
    #expect(detected([("coach", "tues 6pm?"), ("sam", "ya")]) == ["m0", "m1"])
    #expect(detected([("coach", "How about Monday at 5pm?"), ("sam", "yesss")]) == ["m0", "m1"])
    #expect(detected([("coach", "thurs 7am?"), ("sam", "bet")]) == ["m0", "m1"])
    #expect(detected([("sam", "the plan looks good"), ("coach", "ok")]).isEmpty)
  }

  @Test("a group keeps a poll open while its members answer one after another")
  func groupPoll() {
    let messages = conversation(
      [("coach", "Next meetup Sat 14th, 9am?"), ("sam", "14th is fine for me"), ("lee", "14 ✅")], chat: "g1")
    let found = SchedulingAssistant.requests(in: messages, directory: Fixture.directory).map(\.messageID)
    #expect(found == ["m0", "m1", "m2"])
    // A bare nod further down the thread answers nothing.
    let nods = conversation(
      [("coach", "Next meetup Sat 14th, 9am?"), ("sam", "14th is fine for me"), ("lee", "👍👍")], chat: "g1")
    #expect(SchedulingAssistant.requests(in: nods, directory: Fixture.directory).map(\.messageID) == ["m0", "m1"])
    // Settled by the owner: a nod after it answers nothing.
    let settled = conversation(
      [("sam", "Tue 6pm or Wed 7pm?"), ("coach", "Wed 7pm then 👍"), ("lee", "👍")], chat: "g1")
    #expect(SchedulingAssistant.requests(in: settled, directory: Fixture.directory).map(\.messageID) == ["m0", "m1"])
  }

  @Test("an offer word goes with a time a place apart, not past a comma")
  func offersAPlaceApart() {
    #expect(detected([("coach", "Thursday 20:00 at De Meeuw works for me, lane 1 is usually quiet then.")]) == ["m0"])
    #expect(detected([("sam", "brush your teeth at 9:30 before bed, sounds daft but it works")]).isEmpty)
  }

  @Test("days and times put up for a quick ok, open asks and listed offers arrange a time")
  func offersAndOpenAsks() {
    #expect(detected([("coach", "Swim Tue and Thu at 6pm, Sat at 10am. Good?")]) == ["m0"])
    #expect(detected([("coach", "When is a good time for a catch-up call?")]) == ["m0"])
    #expect(detected([("coach", "Sure, Wednesday 9th at 6pm or Thursday 10th at 7pm?")]) == ["m0"])
    #expect(detected([("coach", "Happy to do a short intro call first?")]) == ["m0"])
    #expect(detected([("sam", "zoom to go over the plan? not monday")]) == ["m0"])
    #expect(detected([("sam", "bit of a clash with work now, could we possibly move?")]) == ["m0"])
    #expect(detected([("sam", "traffic is awful, can we push it back a bit?")]) == ["m0"])
    #expect(detected([("sam", "could we make it every tuesday from now on")]) == ["m0"])
    #expect(detected([("sam", "could we have a short check-in chat next week?")]) == ["m0"])
    #expect(detected([("coach", "Happy to do a short no-obligation phone call first?")]) == ["m0"])
    #expect(detected([("sam", "ok let's talk. afternoons?")]) == ["m0"])
    #expect(detected([("sam", "when you move house, will the plan change?")]).isEmpty)
    #expect(detected([("coach", "posting plan: reels tue/thu 6pm, stories every mon 9am. thoughts?")]).isEmpty)
  }

  @Test("a time for a social outing is not an appointment")
  func outings() {
    #expect(detected([("sam", "pub to celebrate? sat 12th?")]).isEmpty)
    #expect(detected([("sam", "drinks after Friday's session at 7pm?")]) == ["m0"])
    #expect(detected([("sam", "thursday's no good, it's a leaving party. friday 6pm?")]) == ["m0"])
    #expect(detected([("sam", "my sister's party is on saturday, can we move to sunday instead?")]) == ["m0"])
  }

  @Test("stated availability arranges without a thread: best for me, only at, off days")
  func availabilityStated() {
    #expect(detected([("sam", "evenings are hard, best for me is before 7 in the morning")]) == ["m0"])
    #expect(detected([("sam", "I can only manage lunch, 1-2, on weekdays")]) == ["m0"])
    #expect(detected([("sam", "weekends and my days off are easiest, after 3pm")]) == ["m0"])
    #expect(detected([("sam", "it's the best for me, honestly")]).isEmpty)
    #expect(detected([("sam", "is it bad that I skip anything before my morning runs?")]).isEmpty)
  }

  @Test("a bare time is a reply only while the chat is arranging one")
  func replies() {
    #expect(detected([("coach", "Tuesday 6pm or Thursday 7pm?"), ("sam", "7 👍")]) == ["m0", "m1"])
    #expect(detected([("sam", "had a great run"), ("coach", "7 👍")]).isEmpty)
    // Settled in a 1:1 chat: the goodbye after it is not more arranging.
    #expect(
      detected([("sam", "Friday 4pm?"), ("coach", "Friday 4pm it is 👍"), ("sam", "ok see you at 4")]) == ["m0", "m1"])
  }

  @Test("relative dates resolve against the message's day, across weekends and month ends")
  func relativeDates() {
    let friday = CalendarDay(millis: Fixture.friday)  // 2026-09-04
    func resolve(_ text: String, on today: CalendarDay) -> TimeText.DayReference? {
      TimeText.day(TimeText.tokens(text), at: 0, sentOn: today)?.0
    }
    #expect(resolve("monday", on: friday) == .day(day("2026-09-07")))
    #expect(resolve("tomorrow", on: friday) == .day(day("2026-09-05")))
    #expect(resolve("weekend", on: friday) == .range(day("2026-09-05"), day("2026-09-06")))
    let wednesday = day("2026-09-30")
    #expect(resolve("friday", on: wednesday) == .day(day("2026-10-02")))
    #expect(resolve("1st", on: wednesday) == .day(day("2026-10-01")))
    #expect(resolve("22 nov", on: wednesday) == .day(day("2026-11-22")))
    #expect(resolve("mondays", on: wednesday) == .weekly([0]))
    let tokens = TimeText.tokens("next week")
    #expect(TimeText.day(tokens, at: 1, sentOn: friday)?.0 == .range(day("2026-09-07"), day("2026-09-13")))
  }

  @Test("clock times: am/pm, 24-hour, ranges, and the half of the day from context")
  func clocks() {
    #expect(TimeText.clock("7pm")?.minutes == 1140)
    #expect(TimeText.clock("6:30").map { TimeText.resolve($0, evening: false) } == 1110)
    #expect(TimeText.clock("10:15").map { TimeText.resolve($0, evening: false) } == 615)
    #expect(TimeText.clock("18:30")?.explicit == true)
    #expect(TimeText.tokens("12-1:30 on the 5th") == ["12", "to", "1:30", "on", "the", "5th"])
    #expect(TimeText.duration(TimeText.tokens("a 90 min session")) == 90)
    #expect(TimeText.duration(TimeText.tokens("had 2 hours sleep")) == nil)
    #expect(isoTimestamp(Fixture.friday) == "2026-09-04T10:00:00Z")
  }

  @Test("every suggestion honours every constraint and none is before the message")
  func constraintsHonoured() throws {
    let found = try #require(request("can we do a call next week? not mornings, after 6pm, and mondays are a no"))
    #expect(found.constraints.contains("not mornings"))
    #expect(found.constraints.contains("after 18:00"))
    #expect(found.constraints.contains("not Mondays"))
    #expect((3...5).contains(found.suggestions.count))
    for suggestion in found.suggestions {
      let slotDay = CalendarDay(millis: suggestion.start)
      let minutes = (suggestion.start - slotDay.ordinal * 86_400_000) / 60_000
      #expect(suggestion.start > Fixture.friday)
      #expect(minutes >= 18 * 60, "\(suggestion.label)")
      #expect(slotDay.weekday != 0, "\(suggestion.label)")
      #expect((day("2026-09-07")...day("2026-09-13")).contains(slotDay), "\(suggestion.label)")
      #expect(suggestion.end - suggestion.start == 3_600_000)
    }
  }

  @Test("before a day, a stated duration, and a time zone")
  func boundsDurationAndZone() throws {
    let before = try #require(request("could we fit in a 90 min session before Thursday?"))
    #expect(before.constraints.contains("before 2026-09-10"))
    #expect(before.constraints.contains("90 min"))
    for suggestion in before.suggestions {
      #expect(CalendarDay(millis: suggestion.start) < day("2026-09-10"))
      #expect(suggestion.end - suggestion.start == 90 * 60_000)
    }
    let zoned = try #require(request("I'm in EST - can we do a call after 3pm EST on Tuesday?"))
    #expect(zoned.constraints.contains { $0.contains("15:00 EST") }, "\(zoned.constraints)")
    for suggestion in zoned.suggestions {
      let slotDay = CalendarDay(millis: suggestion.start)
      #expect((suggestion.start - slotDay.ordinal * 86_400_000) / 60_000 >= 20 * 60, "\(suggestion.label)")
    }
  }

  @Test("a constraint said many times counts once (the slot search relaxes them one at a time)")
  func repeatedConstraintsCountOnce() {
    let text = "any " + String(repeating: "evening except Fridays, EST", count: 200) + "vening exceampt Fridays"
    let items = ConstraintExtractor.constraints(in: conversation([("sam", text)])).items
    #expect(!items.isEmpty)
    for (index, item) in items.enumerated() {
      #expect(!items[..<index].contains(item), "\(item.label) twice")
    }
  }

  @Test("times settled earlier in the account's chats are not suggested again")
  func avoidsBookedTimes() throws {
    let booked = conversation([("coach", "Saturday 10am it is 👍")], chat: "g1")
    var ask = conversation([("sam", "can we do a session saturday morning?")])
    ask[0].id = "ask"
    ask[0].time += 3_600_000
    let found = try #require(
      SchedulingAssistant.requests(in: booked + ask, directory: Fixture.directory).first { $0.messageID == "ask" })
    let saturday = day("2026-09-05")
    for suggestion in found.suggestions where CalendarDay(millis: suggestion.start) == saturday {
      let minutes = (suggestion.start - saturday.ordinal * 86_400_000) / 60_000
      #expect(minutes >= 11 * 60 || minutes + 60 <= 10 * 60, "\(suggestion.label)")
    }
    #expect(found.participants == ["coach", "sam"])
  }

  @Test("a time the message proposes comes first when it fits")
  func proposalFirst() throws {
    let found = try #require(request("How about Tuesday 6pm?", from: "coach"))
    #expect(found.suggestions.first?.startISO == "2026-09-08T18:00:00Z")
    #expect(found.suggestions.first?.rationale.hasPrefix("proposed in the chat") == true)
    #expect(found.suggestions.first?.label == "Tue 8 Sep 18:00\u{2013}19:00")
  }

  @Test("a rule read for a day first, then for a time, allows what it allows read at once")
  func rulesByDayThenTime() {
    let friday = CalendarDay(millis: Fixture.friday)
    let rules: [SlotConstraint] = [
      SlotConstraint(rule: .within(600, 720), label: "mornings"),
      SlotConstraint(rule: .outside(720, 840), scope: [4], label: "not Friday lunch"),
      SlotConstraint(rule: .startsAtOrAfter(1080), dayScope: [friday.ordinal + 1], label: "after 18:00"),
      SlotConstraint(rule: .endsAtOrBefore(900), label: "before 15:00"),
      SlotConstraint(rule: .onWeekdays([0, 4]), label: "Mondays or Fridays"),
      SlotConstraint(rule: .notOnWeekdays([5]), scope: [5, 6], label: "not Saturdays"),
      SlotConstraint(rule: .onOrAfterDay(friday.ordinal + 2), label: "from"),
      SlotConstraint(rule: .beforeDay(friday.ordinal + 5), label: "before"),
      SlotConstraint(rule: .onDays([friday.ordinal, friday.ordinal + 3]), label: "days"),
      SlotConstraint(rule: .notOnDays([friday.ordinal + 3]), label: "not day"),
    ]
    for offset in Int64(0)..<8 {
      let day = friday.adding(days: offset)
      for start in stride(from: 540, through: 1200, by: 60) {
        let end = start + 60
        for rule in rules {
          #expect(
            rule.allows(day: day, start: start, end: end)
              == (rule.verdict(on: day) ?? rule.allows(start: start, end: end)), "\(rule.label)")
        }
        let each = rules.allSatisfy { $0.allows(day: day, start: start, end: end) }
        let read = SlotConstraint.timeRules(rules, on: day).map { $0.allSatisfy { $0.allows(start: start, end: end) } }
        #expect(each == (read ?? false))
      }
    }
  }

  // MARK: The owner's availability, and what a watcher offers times for

  @Test("the owner's calls and quiet hours are never suggested, and the chat's constraints still hold")
  func availabilityIsAvoided() throws {
    let messages = conversation([("sam", "can we do a session next week? after 6pm is best for me")])
    let monday = day("2026-09-07").ordinal * 86_400_000
    // A call Monday 18:00-19:30, quiet from 19:00 to 07:00.
    let call = (monday + 18 * 3_600_000)..<(monday + 19 * 3_600_000 + 30 * 60_000)
    let availability = OwnerAvailability(busy: [call], quietMinutes: (start: 19 * 60, end: 7 * 60))
    let found = try #require(
      SchedulingAssistant.suggestion(
        for: "m0", in: messages, directory: Fixture.directory, availability: availability))
    #expect((3...5).contains(found.suggestions.count))
    for time in found.suggestions {
      #expect(!call.overlaps(time.start..<time.end), "\(time.label) clashes with the call")
      let startMinute = Int((time.start % 86_400_000) / 60_000)
      let endMinute = Int((time.end - 1) % 86_400_000 / 60_000) + 1
      #expect(startMinute >= 18 * 60 && endMinute <= 19 * 60, "\(time.label): after 18:00 and before quiet hours")
    }
  }

  @Test(
    "a watcher offers times for a message that asks for one, not for a social mention, a settling reply or the owner's words"
  )
  func watcherOffers() {
    func offered(_ texts: [(String, String)]) -> Bool {
      let messages = conversation(texts)
      return SchedulingAssistant.suggestion(
        for: messages.last!.id, in: messages, directory: Fixture.directory, availability: OwnerAvailability()) != nil
    }
    #expect(offered([("sam", "could we book a call next week? not mornings")]))
    #expect(!offered([("sam", "see you at the party at 8!")]))
    #expect(!offered([("sam", "can we do Tuesday at 6pm?"), ("coach", "Tuesday 6pm it is")]))
  }

  @Test("times for a chat from now on follow its latest scheduling thread while it is recent")
  func suggestionsForChat() {
    let messages = conversation([("sam", "can we do a call next week? after 6pm is best for me")])
    let soon = SchedulingAssistant.suggestions(
      forChat: "d1", in: messages, directory: Fixture.directory, availability: OwnerAvailability(),
      now: Fixture.friday + 3_600_000)
    #expect(soon.messageID == "m0")
    #expect(soon.constraints.contains("after 18:00"), "\(soon.constraints)")
    #expect(!soon.suggestions.isEmpty)
    #expect(
      soon.suggestions.allSatisfy { $0.start > Fixture.friday + 3_600_000 && $0.start % 86_400_000 >= 18 * 3_600_000 })
    let weeksLater = SchedulingAssistant.suggestions(
      forChat: "d1", in: messages, directory: Fixture.directory, availability: OwnerAvailability(),
      now: Fixture.friday + 21 * 86_400_000)
    #expect(weeksLater.messageID.isEmpty && weeksLater.constraints.isEmpty)
    #expect((3...5).contains(weeksLater.suggestions.count))
  }

  @Test("a thread walked by each chat's previous message is the thread walked over every message")
  func threadByChat() {
    let hour: Int64 = 3_600_000
    let plan: [(chat: String, hours: Int64, flagged: Bool)] = [
      ("d1", 0, true), ("g1", 1, true), ("d1", 2, false), ("d1", 30, true), ("g1", 31, true), ("d1", 90, true),
      ("g1", 91, false), ("d1", 92, true), ("g1", 140, true), ("d1", 141, true),
    ]
    let messages = plan.enumerated().map { index, step in
      ConversationMessage(id: "m\(index)", chat: step.chat, sender: "sam", text: "", time: step.hours * hour)
    }
    let flags = plan.map(\.flagged)
    let previous = AnalysedMessage.previousInChat(AnalysedMessage.all(messages))
    for index in messages.indices {
      let walked = SchedulingThread.messages(before: index, in: messages, flags: flags).map(\.id)
      #expect(
        SchedulingThread.indices(before: index, in: messages, flags: flags, previousInChat: previous).map {
          messages[$0].id
        } == walked)
    }
    #expect(SchedulingThread.messages(before: 7, in: messages, flags: flags).map(\.id) == ["m5", "m7"])
    #expect(SchedulingThread.messages(before: 9, in: messages, flags: flags).map(\.id) == ["m9"])
  }
}
