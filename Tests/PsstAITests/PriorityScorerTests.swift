import Testing

@testable import PsstAI

@Suite("PriorityScorer")
struct PriorityScorerTests {
  func score(_ text: String, from sender: String = "sam", chat: String = "d1") -> Double {
    PriorityScorer.score(Fixture.message(text, from: sender, chat: chat), directory: Fixture.directory).score
  }

  @Test("health red flags, payment trouble and direct asks need the owner")
  func needsAttention() {
    #expect(score("my left knee started hurting around mile 14") >= 0.7)
    #expect(score("my card payment failed this month, what do I do") >= 0.7)
    #expect(score("can we move tuesday's session to wednesday?") >= 0.7)
  }

  @Test("urgent as a joke, thanks and the owner's own messages do not")
  func hardNegatives() {
    #expect(score("urgent question: does a kebab count as salad 😂") < 0.7)
    #expect(score("thanks so much!") < 0.7)
    #expect(score("How was the long run?", from: "coach") == 0)
  }

  @Test("joke and alarm emoji are found as a scan of every scalar finds them")
  func emojiFoundByBytes() {
    let texts = [
      "urgent 😂", "😭😭 help", "no emoji", "", "café 🚨", "👍", "é", "😜", "\u{1F602}\u{301}", "ok 🤣 ok", "❤️",
    ]
    for set in [PriorityScorer.jokeEmoji, PriorityScorer.hyperbole] {
      #expect(set.allSatisfy { $0 > 0xFFFF }, "a lead byte from 0xF0 starts each")
      for text in texts {
        #expect(PriorityScorer.has(set, in: text) == text.unicodeScalars.contains { set.contains($0.value) }, "\(text)")
      }
    }
  }

  @Test("run-on questions without a question mark still ask the owner")
  func questionsWithoutMark() {
    #expect(score("my ankle went a funny colour after the walk is that normal or should i ice it") >= 0.7)
    #expect(score("can i swim with the strapping on") >= 0.7)
    #expect(score("the letter says to fill in a form is it important") >= 0.7)
    #expect(score("went swimming today, felt great") < 0.7)
  }

  @Test("asking for the owner's view, approval or a payment is a request")
  func requestsForTheOwner() {
    #expect(score("I have drafted the newsletter; your thoughts would be welcome before Thursday.") >= 0.7)
    #expect(score("The software renewal is due. I would recommend we switch to the annual plan.") >= 0.7)
    #expect(score("Please send me the receipts for the new mats when you can.") >= 0.7)
  }

  @Test("lateness and absence told to a group are news, in a 1:1 chat they need the owner")
  func latenessInGroups() {
    #expect(score("stuck behind a tractor, might be 10 mins late", chat: "g1") < 0.7)
    #expect(score("I'll have to miss tomorrow, my sister's visiting", chat: "g1") < 0.7)
    #expect(score("stuck behind a tractor, might be 10 mins late tomorrow") >= 0.7)
  }

  @Test("sirens and sobbing beside 'urgent' are play-acting; getting better is good news")
  func hyperboleAndRecovery() {
    #expect(score("EMERGENCY 🚨🚨 the kettle in the office has died") < 0.7)
    #expect(score("URGENT 😭 we are out of oat milk") < 0.7)
    #expect(score("the swelling has settled, back to normal") < 0.7)
    #expect(score("my ankle is still swollen and hurts to walk") >= 0.7)
    #expect(score("my new number is on the form") < 0.7)
  }

  @Test("naming someone outside the group talks about them, not to them")
  func thirdPartyInGroup() {
    let directory = Directory(
      owner: "coach",
      people: Array(Fixture.directory.people.values) + [.init(id: "kim", name: "Kim Reyes", role: "client")],
      rooms: [.init(id: "g1", members: ["coach", "sam", "lee"], isDirect: false)])
    let asks = Fixture.message("can we share a photo from the race? Kim said she doesn't mind", from: "sam", chat: "g1")
    let askLee = Fixture.message("Lee can you send the photo from the race?", from: "sam", chat: "g1")
    #expect(PriorityScorer.score(asks, directory: directory).score >= 0.7)
    #expect(PriorityScorer.score(askLee, directory: directory).score < 0.7)
  }

  @Test("urgent words taken back, or beside mock tragedy, ask nothing; real urgency still counts")
  func defusedUrgency() {
    #expect(score("URGENT question about the warm-up, never mind, worked it out") < 0.7)
    #expect(score("emergency!! where is the booking link... never mind, got it") < 0.7)
    #expect(score("urgent announcement: the dog ate my gym socks. no need to reply") < 0.7)
    #expect(score("Urgent-ish: I've run out of peanut butter") < 0.7)
    #expect(score("emergency: my brother thinks he can outrun me, I'm doomed") < 0.7)
    #expect(score("emergency. left my trainers at work, no problem I'll borrow some, all fine") < 0.7)
    #expect(score("URGENT - can you call me, I think I've torn something") >= 0.7)
  }

  @Test("chat spellings of a request and jobs left to the team are requests")
  func chatRequests() {
    #expect(score("could u resend the meal plan, my phone died") >= 0.7)
    #expect(score("put the draft in the folder, lmk what to change") >= 0.7)
    #expect(score("we need ur sign off on the logo by friday", chat: "g1") >= 0.7)
    #expect(score("someone needs to reply to the venue about the deposit", chat: "g1") >= 0.7)
    #expect(score("is there any way to pause my plan for a month") >= 0.7)
    #expect(score("what about the stretches") >= 0.7)
  }

  @Test("a need with its deadline is waiting on the reader; a need without one is news")
  func needsByDeadline() {
    #expect(score("we need your slides by monday at the latest", chat: "g1") >= 0.7)
    #expect(score("the printers need the final logo by the 12th", chat: "g1") >= 0.7)
    #expect(score("I need more sleep, honestly", chat: "g1") < 0.7)
    #expect(score("stood by the door for ages, need a coffee", chat: "g1") < 0.7)
  }

  @Test("'please' that wishes or discloses is no request")
  func pleaseWithoutRequest() {
    #expect(score("love the plan but please no skipping, my calves hate it") < 0.7)
    #expect(score("please know I'm a slow starter, mornings are rough") < 0.7)
    #expect(score("please send the invoice again") >= 0.7)
    #expect(score("yes please, that works") < 0.7)
    #expect(score("agreed, fortnightly please", chat: "g1") < 0.7)
    #expect(score("can you please send it again") >= 0.7)
  }

  @Test("'that's it' after a list is no retraction; a word of trouble said not to be one is none")
  func notRetractedOrReassured() {
    #expect(score("what shoes do i need?? i only have trainers. thats it.") >= 0.7)
    #expect(score("my back hasn't complained once this week 🙌") < 0.7)
    #expect(score("the gym was shut, no problem, I ran outside instead") < 0.7)
  }

  @Test("a newcomer introducing themselves is a lead to answer")
  func introductions() {
    #expect(score("hi! Sam here, a friend passed on your number, I want to get fitter") >= 0.7)
    #expect(score("Hello, my name is Sam and I'd like to join in with the group runs") >= 0.7)
    #expect(score("morning, it's Sam, thank you for taking me on") >= 0.7)
    #expect(score("Good evening. Sam. I tore a calf last month and want to get back running") >= 0.7)
    #expect(score("nobody here likes burpees lol", chat: "g1") < 0.7)
  }

  @Test("notice of being away on a day is for the owner; a distance or today's news is not")
  func absenceNotices() {
    #expect(score("heads up I'm away in Lisbon from the 3rd to the 8th") >= 0.7)
    #expect(score("the 21st is out for me, can't make it, graduation", chat: "g1") >= 0.7)
    #expect(score("there'll be no session from me on the 14th, wedding weekend") >= 0.7)
    #expect(score("the new gym is only 5 mins away from Monday's meeting spot") < 0.7)
    #expect(score("we've got an away game on Saturday, should be a good one") < 0.7)
    #expect(score("can't make tomorrow, family thing. have fun!", chat: "g1") < 0.7)
  }

  @Test("joint and tendon complaints in everyday words are health concerns")
  func everydayHealthWords() {
    #expect(score("my elbow was cranky on the rows again") >= 0.7)
    #expect(score("the pressing aggravates my shoulder") >= 0.7)
    #expect(score("achilles has flared up after the hills") >= 0.7)
  }

  @Test("a social plan asked of a group is for everyone, not the owner")
  func socialPlans() {
    #expect(score("pub after the last session?", chat: "g1") < 0.7)
    #expect(score("brunch on sunday, who's in?", chat: "g1") < 0.7)
    #expect(score("can I bring a friend to the session?", chat: "g1") >= 0.7)
  }
}
