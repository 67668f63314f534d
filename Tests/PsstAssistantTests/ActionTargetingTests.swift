import Foundation
import PsstAI
import PsstCore
import Testing

@testable import PsstAssistant

@Suite("Whom an action names")
struct ActionTargetingTests {
  let store: Store
  let hour: Int64 = 3_600_000

  /// noor knows Lena Brooks and Lena Ortiz (1:1 chats), Piet (no chat), and a group she has left.
  init() throws {
    store = try Store.inMemory(Environment(home: NSTemporaryDirectory()))
    _ = try store.addAccount(id: "noor", displayName: "Noor Vance", role: .trainer)
    for (id, name) in [("lena", "Lena Brooks"), ("lena2", "Lena Ortiz"), ("piet", "Piet Aalders")] {
      try store.upsertUser(account: "noor", User(id: id, displayName: name, role: .client))
    }
    for id in ["lena", "lena2"] {
      try store.upsertChat(
        account: "noor", Chat(id: "c-\(id)", name: id, kind: .direct, members: ["noor", id], createdAt: 1))
    }
    try store.upsertChat(
      account: "noor", Chat(id: "g1", name: "Hill repeats", kind: .group, members: ["piet"], createdAt: 2))
  }

  func targeting(_ request: String, refreshed: (() -> Void)? = nil) -> ActionTargeting {
    ActionTargeting(store: store, account: "noor", request: request) { refreshed?() }
  }

  func message(to person: String, _ text: String = "see you at 6") -> ActionProposal {
    ActionProposal(tool: .sendMessage, person: person, text: text)
  }

  @Test func aFullNameFindsItsOwnerAndTheirChat() throws {
    guard case .one(let planned) = try targeting("tell Lena Brooks see you at 6").find(message(to: "Lena Brooks"))
    else {
      Issue.record("not found")
      return
    }
    #expect(planned.target?.id == "lena")
    #expect(planned.target?.chat?.id == "c-lena")
  }

  @Test func aFirstNameThatFitsTwoGivesTheCandidates() throws {
    guard case .several(_, let written, let candidates) = try targeting("tell Lena hi").find(message(to: "Lena"))
    else {
      Issue.record("not ambiguous")
      return
    }
    #expect(written == "Lena")
    #expect(Set(candidates.map(\.id)) == ["lena", "lena2"])
  }

  @Test func anEngineThatPicksOneOfSeveralIsHeldToTheRequest() throws {
    // Asked to "message Lena", a model that wrote "Lena Ortiz" chose between two people.
    guard case .several(_, _, let candidates) = try targeting("message Lena").find(message(to: "Lena Ortiz"))
    else {
      Issue.record("the model's choice was taken")
      return
    }
    #expect(candidates.count == 2)
  }

  @Test func noOneByThatNameAsksTheTransportOnceThenSaysSo() throws {
    var refreshed = 0
    #expect(throws: PsstError.self) {
      try targeting("tell Bram hi") { refreshed += 1 }.find(message(to: "Bram"))
    }
    #expect(refreshed == 1)
  }

  @Test func messagesGoOnlyToChatsTheAccountIsIn() throws {
    let noChat = #expect(throws: PsstError.self) { try targeting("tell Piet hi").find(message(to: "Piet")) }
    #expect(noChat?.kind == .permission)
    let leftGroup = #expect(throws: PsstError.self) {
      try targeting("tell Hill repeats hi").find(message(to: "Hill repeats"))
    }
    #expect(leftGroup?.kind == .permission)
  }

  @Test func callsAndRemindersNeedATimeStillToCome() throws {
    let now = Clock.nowMillis()
    let past = ActionProposal(tool: .setReminder, time: now - hour, text: "stretch")
    #expect(throws: PsstError.self) { try targeting("remind me").find(past) }
    let untimed = ActionProposal(tool: .scheduleCall, person: "Piet", text: "Call with Piet")
    #expect(throws: PsstError.self) { try targeting("call Piet").find(untimed) }
    let reminder = ActionProposal(tool: .setReminder, time: now + hour, text: "stretch")
    guard case .one(let planned) = try targeting("remind me to stretch").find(reminder) else {
      Issue.record("a reminder names no one")
      return
    }
    #expect(planned.target == nil)
  }

  @Test func aRequestNamesSomeoneByFullNameOrFirstNameOnly() {
    #expect(ActionTargeting.names("Sam", in: "ping Sam about the physio"))
    #expect(ActionTargeting.names("Sam Ortiz", in: "ping sam about the physio"))
    #expect(ActionTargeting.names("Zoë Brandt", in: "tell zoe"))
    // A close spelling is not enough to act on a model's word: "time" is one letter from "Tim".
    #expect(!ActionTargeting.names("Tim", in: "ping Tom about the time"))
    #expect(ActionTargeting.names(nil, in: "remind me to stretch"))
    #expect(!ActionTargeting.names("Lee", in: "ping Sam about the physio"))
    #expect(!ActionTargeting.names("", in: "ping Sam"))
  }
}
