import Testing

@testable import PsstAI

@Suite("ActionItemReplies")
struct ActionItemRepliesTests {
  /// The rules' items of a conversation in one chat, a minute apart.
  func items(_ texts: [(sender: String, text: String)], chat: String = "d1") -> [ActionItem] {
    let messages = texts.enumerated().map { index, pair in
      ConversationMessage(
        id: "m\(index)", chat: chat, sender: pair.sender, text: pair.text, time: Fixture.friday + Int64(index) * 60_000)
    }
    return ActionItemDetector.items(in: messages, directory: Fixture.directory, learned: false, vectors: nil)
  }

  @Test("a promise that accepts a found request is that request's item, not a second one")
  func acceptedRequestIsOneTask() {
    let found = items([("sam", "Could you send me the plan?"), ("coach", "Of course, I'll send it tonight 👍")])
    #expect(found.map(\.messageID) == ["m0"])
    #expect(found.map(\.assignee) == ["coach"])
  }

  @Test("a promise that accepts a question the rules missed moves onto the question")
  func missedRequestTakesThePromise() {
    let found = items([
      ("sam", "I fly tomorrow night, you can send the letter by email?"),
      ("coach", "Of course. I'll write it first thing tomorrow."),
    ])
    #expect(found.map(\.messageID) == ["m0"])
    #expect(found.first?.assignee == "coach", "the one who promised does it")
    #expect(found.first?.task == "write it first thing tomorrow")
  }

  @Test("a promise that does what was asked, by its verb, is the request's item whatever the reply opens with")
  func restatedRequestIsOneTask() {
    let found = items([
      ("sam", "Could you send me the receipts by Friday?"), ("coach", "Thanks, I'll send them by Friday."),
    ])
    #expect(found.map(\.messageID) == ["m0"])
    #expect(found.map(\.assignee) == ["coach"])
    #expect(
      items([("sam", "Could you send me the receipts?"), ("coach", "Thanks, I'll do it tonight")]).map(\.messageID)
        == ["m0", "m1"], "'do' says no more than that something will be done")
  }

  @Test("a promise stays its own item when it answers no request, or after a full acceptance")
  func promisesThatStay() {
    #expect(
      items([("sam", "Is there a next step for us?"), ("coach", "Of course not! I'll send details next week")])
        .map(\.messageID) == ["m1"], "'of course not' accepts nothing, and the question asks no one")
    #expect(
      items([("sam", "Can you send the bios?"), ("coach", "Will do. I'll chase Lee for his.")]).map(\.messageID)
        == ["m0", "m1"], "after 'will do', a further promise is a further task")
    #expect(
      items([("coach", "Can you send the form?"), ("coach", "Of course I'll remind you tomorrow")]).map(\.messageID)
        == ["m0", "m1"], "a sender does not answer themself")
    #expect(
      items([("sam", "Can you send the plan?"), ("coach", "Of course! Wouldn't miss it. I'll book the room")])
        .map(\.messageID) == ["m0", "m1"], "a promise two clauses on is a new task")
  }

  @Test("a yes to an offer is the offerer's task, from the reply; a yes to a question for advice is not")
  func offerTakenUp() {
    let found = items([("coach", "Shall I book the physio for you?"), ("sam", "yes please")])
    #expect(found.map(\.messageID) == ["m1"])
    #expect(found.map(\.assignee) == ["coach"])
    #expect(items([("sam", "Should I ice it?"), ("coach", "yes")]).isEmpty)
  }

  @Test("'on it' is the request's task; after a request to no one, the taker's own; alone, nothing")
  func onIt() {
    #expect(items([("coach", "Sam can you send the form?"), ("sam", "on it")]).map(\.messageID) == ["m0"])
    let taken = items([("lee", "someone needs to book the hall"), ("sam", "on it")], chat: "g1")
    #expect(taken.map(\.assignee) == [nil, "sam"])
    #expect(items([("coach", "great session today"), ("sam", "on it")]).isEmpty)
    #expect(
      items([("lee", "Someone needs to renew the licence"), ("coach", "I'll do it tonight")], chat: "g1")
        .map(\.messageID) == ["m0", "m1"])
  }

  @Test(
    "a store's fold by index gives the items the fold by id gives: offers, tasks put to no one, a bare 'on it'",
    arguments: [
      [("coach", "Shall I book the physio for you?"), ("sam", "yes please")],
      [("lee", "someone needs to book the hall"), ("sam", "on it")],
      [("coach", "great session today"), ("sam", "on it")],
      [("lee", "Someone needs to renew the licence"), ("coach", "I'll do it tonight")],
      [("sam", "Could you send me the plan?"), ("coach", "Of course, I'll send it tonight 👍")],
    ])
  func foldByIndexIsFoldByID(texts: [(String, String)]) {
    let messages = texts.enumerated().map { index, pair in
      ConversationMessage(
        id: "m\(index)", chat: "g1", sender: pair.0, text: pair.1, time: Fixture.friday + Int64(index) * 60_000)
    }
    let each = messages.map { ActionItemDetector.items(in: $0, directory: Fixture.directory) }
    let byIndex = ActionItemDetector.foldingAcceptances(
      byMessage: each, in: messages, previousInChat: messages.indices.map { $0 == 0 ? nil : $0 - 1 })
    #expect(byIndex == ActionItemDetector.foldingAcceptances(each.flatMap { $0 }, in: messages))
  }
}
