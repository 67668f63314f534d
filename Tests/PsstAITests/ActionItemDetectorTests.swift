import Testing

@testable import PsstAI

@Suite("ActionItemDetector")
struct ActionItemDetectorTests {
  func items(_ text: String, from sender: String = "coach", chat: String = "d1") -> [ActionItem] {
    ActionItemDetector.items(in: Fixture.message(text, from: sender, chat: chat), directory: Fixture.directory)
  }

  @Test("\"I'll\" is the sender's task; \"can you\" is the other person's")
  func commitmentVersusRequest() {
    #expect(items("I'll send you the new plan tonight").map(\.assignee) == ["coach"])
    #expect(items("Can you book in with the physio?").map(\.assignee) == ["sam"])
  }

  @Test("a client's promise to buy something or to train is their own errand; the coach's is a task")
  func clientsShopping() {
    #expect(items("Ok. I'll buy the buoy. And the pass.", from: "sam").isEmpty)
    #expect(items("Yes I will order today. Thank you very much.", from: "sam").isEmpty)
    #expect(items("it's the day before the race so I'll jog it as a shakeout", from: "sam").isEmpty)
    #expect(items("I'll send you the video tonight", from: "sam").map(\.assignee) == ["sam"])
    #expect(items("I'll order the new kettlebells today").map(\.assignee) == ["coach"])
  }

  @Test("one message can hold a commitment and a request")
  func both() {
    let found = items("Ice it for two days. Can you book a physio visit? I'll message Kwame today")
    #expect(found.map(\.assignee) == ["sam", "coach"])
    #expect(found.last?.deadline == "2026-09-04")
  }

  @Test("questions that are not requests, and states that are not promises, are not tasks")
  func notTasks() {
    #expect(items("Can you believe it's September already?").isEmpty)
    #expect(items("Can you do Tuesday at 4:30?").isEmpty)
    #expect(items("yes please").isEmpty)
    #expect(items("I'll be there at 9").isEmpty)
    #expect(items("I'm going to my sister's wedding").isEmpty)
  }

  @Test("a promise not to, a turned-down offer and someone else's words reported promise nothing")
  func promisesOfNothing() {
    #expect(items("I will not be there on the 24th (Stockholm).", from: "sam").isEmpty)
    #expect(items("I will skip it, thank you.", from: "sam").isEmpty)
    #expect(items("I'm vegan, my brother says I'll wither away", from: "sam").isEmpty)
    #expect(items("I'll send the menu tonight", from: "sam").map(\.assignee) == ["sam"])
  }

  @Test("a courtesy 'please' before more words, asking what a body can do, and joking asks are no tasks")
  func courtesiesAndAbilities() {
    #expect(items("A PDF, please, and if possible the plans by email", from: "sam").isEmpty)
    #expect(items("Question please: is it ok for me to use fins?", from: "sam").isEmpty)
    #expect(items("I have never swum in a lake, so please be patient.", from: "sam").isEmpty)
    #expect(items("Can you swim a length right now, any stroke?").isEmpty)
    #expect(items("Can someone explain why 19:30 felt like 18:30 tonight", from: "sam", chat: "g1").isEmpty)
    #expect(items("please tell me he is wrong", from: "sam").isEmpty)
    #expect(items("please send the invoice to my practice", from: "sam").map(\.assignee) == ["coach"])
    #expect(items("Can you swim on Tuesday at 7 instead?").isEmpty, "a time, not a task")
  }

  @Test("'count me in' asks the organiser for a place; from the organiser it accepts")
  func enrolment() {
    #expect(items("count me in for Saturday!", from: "sam").map(\.assignee) == ["coach"])
    #expect(items("Count me in. What does your week look like?", from: "coach").isEmpty)
  }

  @Test("in a group, a request goes to the person named, else to nobody")
  func groupAssignee() {
    #expect(items("Lee, can you bring the spare mats?", chat: "g1").map(\.assignee) == ["lee"])
    #expect(items("Can someone bring the spare mats?", chat: "g1").map(\.assignee) == [nil])
  }

  @Test("deadlines resolve against the message's day, across weekends and month ends")
  func deadlines() {
    // Sent on Friday 4 September 2026.
    #expect(items("Let me know by Wednesday if it's still sore").first?.deadline == "2026-09-09")
    #expect(items("I'll send the full plan over by the weekend").first?.deadline == "2026-09-06")
    #expect(items("I'll email it tomorrow").first?.deadline == "2026-09-05")
    #expect(items("Can you pay before the 1st?").first?.deadline == "2026-09-30")
    #expect(items("I'll check the booking").first?.deadline == nil)
  }

  @Test("a task under way now is reported, not tracked; one for later today still is")
  func underWayNow() {
    #expect(items("Sending now 👍").isEmpty)
    #expect(items("ordering the tiles now").isEmpty)
    #expect(items("Emailing the insurer tonight").map(\.assignee) == ["coach"])
  }

  @Test("a request that waits on a condition is not a task yet")
  func conditionalRequests() {
    #expect(items("If it's still sore by Sunday send me a photo").isEmpty)
    #expect(items("If it keeps happening please see your GP").isEmpty)
    #expect(items("Send me a photo by Sunday").map(\.assignee) == ["sam"])
    #expect(items("Let me know by Wednesday if it's still sore").count == 1, "a condition after the request")
  }

  @Test("'please' asks for a task only when a verb follows it")
  func pleaseStartsATask() {
    #expect(items("6 please, I'll come straight from school", from: "sam").isEmpty)
    #expect(items("Yes please, let's keep going", from: "sam").isEmpty)
    #expect(items("Please note the studio is closed on Monday").isEmpty)
    #expect(items("Please always tell me if anything hurts").isEmpty)
    #expect(items("Please send the signed form").map(\.assignee) == ["sam"])
  }

  @Test("questions of time, attendance or preference ask for no task")
  func questionsThatAreNotRequests() {
    #expect(items("When can you train?").isEmpty)
    #expect(items("Would you ever do a Saturday class?", from: "sam").isEmpty)
    #expect(items("Would you prefer to move the class or cancel it?").isEmpty)
    #expect(items("Can you come in this week so I can have a look?").isEmpty)
    #expect(items("Could you get to the clinic on Friday?").isEmpty)
    #expect(items("Could you come and collect the spare mats?").map(\.assignee) == ["sam"])
  }

  @Test("cheers and wishes are no errands; an errand with an object is")
  func cheersAreNotErrands() {
    #expect(items("Get in!! What a run").isEmpty)
    #expect(items("Get well soon").isEmpty)
    #expect(items("Get the forms signed").map(\.assignee) == ["sam"])
  }

  @Test("'bring' is a task only when asked with please")
  func bring() {
    #expect(items("Bring water and a mat").isEmpty)
    #expect(items("Bring back cake 😄").isEmpty)
    #expect(items("Bring your consent form please").map(\.assignee) == ["sam"])
  }

  @Test("'I can' offers a task, not when it gives a purpose, a permission, a time or a state")
  func iCan() {
    #expect(items("Let's do it in person so I can set the load").isEmpty)
    #expect(items("My physio said I can start jogging", from: "sam").isEmpty)
    #expect(items("Today I can at 2 or 3", from: "sam").isEmpty)
    #expect(items("£325 is fine, I can live with it").isEmpty)
    #expect(items("I can print them tonight").map(\.assignee) == ["coach"])
  }

  @Test("'I shall' promises like 'I'll'; 'I'll consider' does not")
  func formalPromises() {
    #expect(items("Certainly; I shall send the schedule this afternoon").map(\.assignee) == ["coach"])
    #expect(items("The biscuits I'll consider", from: "sam").isEmpty)
  }

  @Test("a name spoken to before 'will do' takes on nothing; a name before 'will send' does")
  func vocativeWillDo() {
    #expect(items("Of course Lee, will do 👍", chat: "g1").isEmpty)
    #expect(items("Lee will send you the form", chat: "g1").map(\.assignee) == ["lee"])
  }

  @Test("a request goes to the other member of a direct chat, or to the member named before it")
  func requestAddressee() {
    #expect(items("Could you reissue Lee's invoice?").map(\.assignee) == ["sam"], "a name after it is its object")
    #expect(items("Thanks Sam. Lee, could you bring the spare mats?", chat: "g1").map(\.assignee) == ["lee"])
    #expect(items("Can you book in with Lee?", chat: "g1").map(\.assignee) == [nil])
    #expect(items("Morning Lee! Can you send the forms?", chat: "g1").map(\.assignee) == ["lee"])
  }

  @Test("a promise with its subject unsaid is the sender's; 'will do' and 'will you…?' are not")
  func elidedPromises() {
    #expect(items("Will dig the receipts out this weekend 👍").map(\.assignee) == ["coach"])
    #expect(items("I have kept the slot and will confirm with them tomorrow").map(\.assignee) == ["coach"])
    #expect(items("Will do 👍").isEmpty)
    #expect(items("will do first thing tomorrow").isEmpty)
    #expect(items("Will it rain on Sunday?").isEmpty)
  }

  @Test("'could I have…' asks the other side for something")
  func couldIHave() {
    #expect(items("Could I have the receipts by Friday please?", from: "sam").map(\.assignee) == ["coach"])
  }

  @Test("'could you put that in…' is a task; 'can you put weight on it?' asks about ability")
  func putSomething() {
    #expect(items("Could you put that in the diary?").map(\.assignee) == ["sam"])
    #expect(items("Can you put weight on it and walk?").isEmpty)
  }

  @Test("an errand may follow the name of whom it is for, or a yes")
  func errandAfterVocative() {
    #expect(items("Lee, hold the booking till Monday", chat: "g1").map(\.assignee) == ["lee"])
    #expect(items("Yes, offer it to Lee").map(\.assignee) == ["sam"])
    #expect(items("Lee said hold on", chat: "g1").isEmpty, "a name and a word that is no errand")
  }

  @Test("terse promises: 'ill' with no apostrophe, 'let me check', 'will do it', 'I'll have it ready'")
  func tersePromises() {
    #expect(items("ill book the hall tomorrow").map(\.assignee) == ["coach"])
    #expect(items("good chat. so ill write it all up on sunday").map(\.assignee) == ["coach"])
    #expect(items("I'm ill today, sorry").isEmpty, "'ill' after 'I'm' is being unwell")
    #expect(items("Hmm, let me check with the office").map(\.assignee) == ["coach"])
    #expect(items("let me think about it").isEmpty)
    #expect(items("will do it tonight").map(\.assignee) == ["coach"])
    #expect(items("I'll do it first thing tomorrow").first?.deadline == "2026-09-05")
    #expect(items("will do!").isEmpty, "a bare 'will do' accepts")
    #expect(items("I'll have the draft ready by Monday").map(\.assignee) == ["coach"])
    #expect(items("I'll have a coffee first").isEmpty)
    #expect(items("I'll continue with this one").isEmpty)
    #expect(items("I will watch the recording").isEmpty)
    #expect(items("the edit is 80% done, will finish tonight").map(\.assignee) == ["coach"])
    #expect(items("might have to bail on sat, will know by friday", from: "sam").isEmpty)
  }

  @Test("the present tense for the future, as second-language writers put a promise")
  func presentTensePromises() {
    #expect(items("i send the photos tomorrow", from: "sam").map(\.assignee) == ["sam"])
    #expect(items("I send my diary every Monday, ok?", from: "sam").map(\.assignee) == ["sam"])
    #expect(items("I text my sister every day", from: "sam").isEmpty, "a habit, not a promise")
  }

  @Test("a request to no one in particular is a task with no assignee; a presence or a question is not")
  func requestsToNoOne() {
    #expect(items("someone needs to order more chalk", from: "lee", chat: "g1").map(\.assignee) == [nil])
    #expect(items("also someone should fix the booking page", from: "lee", chat: "g1").map(\.assignee) == [nil])
    #expect(items("someone grab the keys before Monday pls", from: "lee", chat: "g1").map(\.assignee) == [nil])
    #expect(items("someone needs to be there at 8", from: "lee", chat: "g1").isEmpty)
    #expect(items("did someone call?", from: "lee", chat: "g1").isEmpty)
  }

  @Test("something needed by a day is a request to the addressee")
  func neededByADay() {
    #expect(items("need your sign-off by Thursday", from: "sam").map(\.assignee) == ["coach"])
    #expect(items("I need the receipts by the end of the week", from: "sam").first?.deadline == "2026-09-06")
    #expect(items("I need a rest", from: "sam").isEmpty)
  }

  @Test("availability, attendance, notices, headings, standing rules and picks are no tasks")
  func moreThingsThatAreNotTasks() {
    #expect(items("please know I'm away next week", from: "sam").isEmpty)
    #expect(items("I can start on Monday", from: "sam").isEmpty)
    #expect(items("I can eat after", from: "sam").isEmpty)
    #expect(items("How many days could you train?").isEmpty)
    #expect(items("Can you be there at 9?").isEmpty)
    #expect(items("Would you be up for leading the warm-up?").map(\.assignee) == ["sam"])
    #expect(items("Call notes: the venue is booked").isEmpty)
    #expect(items("Recording from today 👉 link").isEmpty)
    #expect(items("Drop the heavy squats for now").isEmpty)
    #expect(items("12 pls, 5th is a wedding", from: "sam").isEmpty)
    #expect(items("please tell me there's parking", from: "sam").isEmpty)
  }

  @Test("an errand after 'just' or a short label is still an errand")
  func errandsAfterALabel() {
    #expect(items("Just tell me how it felt").map(\.assignee) == ["sam"])
    #expect(items("Next step: book a physio visit").map(\.assignee) == ["sam"])
  }

  @Test("invitations, offers that wait on an answer, a fact after 'please' and a time to wait are no tasks")
  func invitationsAndConditionalOffers() {
    #expect(items("Would you like to start with one session to see how it goes?").isEmpty)
    #expect(items("Would you like me to send the plan?").isEmpty)
    #expect(items("If you want the details, I can put you in touch with a dietitian").isEmpty)
    #expect(items("To me this time please, Ravi is on holiday from Wednesday", from: "sam").isEmpty)
    #expect(items("Can you wait until 10:00, or shall we do next time?").isEmpty)
    #expect(items("Can you wait for me at the door?").map(\.assignee) == ["sam"])
    #expect(items("I can put you in touch with a dietitian").map(\.task) == ["put you in touch with a dietitian"])
    #expect(items("Call was good, thanks", from: "sam").isEmpty)
    #expect(items("Call the venue today", from: "sam").map(\.task) == ["call the venue today"])
  }

  @Test("an adverb after 'I'll' leaves the promise to its verb; 'I can send' starts the task at 'send'")
  func adverbsInPromises() {
    #expect(items("I will still go on Saturday with a friend", from: "sam").isEmpty)
    #expect(items("I'll still send the form tonight", from: "sam").map(\.task) == ["send the form tonight"])
    #expect(items("I can send it tomorrow").map(\.task) == ["send it tomorrow"])
  }

  @Test("handing something over and getting something done are tasks; declining and relaying news are not")
  func passingAndGettingDone() {
    #expect(items("Of course, I'll pass it to Ravi who does invoicing").map(\.assignee) == ["coach"])
    #expect(items("I'll pass that on to Ravi").isEmpty)
    #expect(items("I'll pass on that, thanks", from: "sam").isEmpty)
    #expect(items("Both: get it looked at by a physio").map(\.assignee) == ["sam"])
    #expect(items("I'll get it checked tomorrow", from: "sam").map(\.task) == ["get it checked tomorrow"])
    #expect(items("get in!!", from: "sam").isEmpty)
  }

  @Test("a time and a promise answer what was asked; a promise about a habit or asked for is not a task")
  func timedPromises() {
    #expect(items("argh. tonight, promise", from: "sam").map(\.deadline) == ["2026-09-04"])
    #expect(items("I promise I will never skip leg day", from: "sam").isEmpty)
    #expect(items("promise me you'll rest tonight?").isEmpty)
  }
}

extension ActionItemDetectorTests {
  @Test("an aside before a request ('when you have a sec:') and 'can you do that by Friday' still ask for a task")
  func requestsAfterAnAside() {
    #expect(items("When you have a sec: could you look at the course map?", from: "sam").map(\.assignee) == ["coach"])
    #expect(items("When can you look at the course map?", from: "sam").isEmpty, "asks when, not for the task")
    let that = items("He wants the invoice sent to his practice. Can you do that by Friday?")
    #expect(that.map(\.assignee) == ["sam"] && that.first?.deadline == "2026-09-11", "\(that)")
    #expect(items("Can you do Tuesday at 4:30?").isEmpty, "a time, still")
  }

  @Test(
    "a thing wanted by a date is a request: 'I need your certificate, latest 13 September', '… before 1 October please'"
  )
  func thingsWantedByADate() {
    let certificate = items("For the contract I need your insurance certificate, latest 13 September.", from: "sam")
    #expect(certificate.map(\.assignee) == ["coach"] && certificate.first?.deadline == "2026-09-13", "\(certificate)")
    let lanes = items("Lane requests for Q4 before 1 October please.", from: "sam")
    #expect(lanes.map(\.assignee) == ["coach"] && lanes.first?.deadline == "2026-09-30", "\(lanes)")
    #expect(items("Tuesday at 5 please", from: "sam").isEmpty, "a time picked, no day it is wanted by")
    #expect(items("Lane requests are in before 1 October please", from: "sam").isEmpty, "a statement with its verb")
  }

  @Test("a deadline names its day and month in any order, the first such day from the day sent")
  func deadlinesWithAMonth() {
    let day = CalendarDay(year: 2026, month: 9, day: 4)
    #expect(Deadline.find(in: Clause("by September 13th"), sentOn: day)?.iso == "2026-09-13")
    #expect(Deadline.find(in: Clause("by the 13th of September"), sentOn: day)?.iso == "2026-09-13")
    #expect(Deadline.find(in: Clause("before 1 October"), sentOn: day)?.iso == "2026-09-30")
    #expect(Deadline.find(in: Clause("by 2 September"), sentOn: day)?.iso == "2027-09-02", "ahead, so next year's")
    #expect(Deadline.find(in: Clause("by 31 February"), sentOn: day) == nil)
  }
}

extension ActionItemDetectorTests {
  @Test("an errand after a comma and its topic is a task; after a condition it waits on it")
  func errandsAfterATopic() {
    let paying = items("Anything that needs paying before then, send it to me today or tomorrow", from: "sam")
    #expect(paying.map(\.assignee) == ["coach"] && paying.first?.task == "send it to me today or tomorrow", "\(paying)")
    #expect(items("New tiles, so tell your swimmers not to run on the deck", from: "sam").map(\.assignee) == ["coach"])
    #expect(items("If it still hurts on Friday, send me a photo").isEmpty, "a condition first")
    #expect(items("but if you feel faint at rest, call the midwife that day").isEmpty, "a condition before the comma")
  }

  @Test("a named person's present tense with a day ahead is their errand; a habit or a report is not")
  func plansInThePresentTense() {
    let links = items("Yes, Sam sends the payment links tomorrow to everyone who wants one")
    #expect(links.map(\.assignee) == ["sam"] && links.first?.deadline == "2026-09-05", "\(links)")
    #expect(items("Sam sends the payment links every month on the 1st").isEmpty, "a habit")
    #expect(items("Sam tells me he is starting a class on Tuesday").isEmpty, "a report")
    #expect(items("Sam sends his love").isEmpty, "no day ahead")
  }
}
