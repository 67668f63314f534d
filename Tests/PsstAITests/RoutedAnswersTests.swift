import Testing

@testable import PsstAI

/// The answers made from the roster: who the clients are, and which have open action items.
@Suite("RoutedAnswers")
struct RoutedAnswersTests {
  let directory = Directory(
    owner: "coach",
    people: [
      .init(id: "coach", name: "Maya Coach", role: "trainer"),
      .init(id: "sam", name: "Sam Ortiz", role: "client", relationship: "client"),
      .init(id: "lee", name: "Lee Park", role: "client", relationship: "client"),
      .init(id: "rosa", name: "Rosa Marin", role: "staff", relationship: "staff"),
    ],
    rooms: [
      .init(id: "d-sam", members: ["coach", "sam"], isDirect: true),
      .init(id: "d-rosa", members: ["coach", "rosa"], isDirect: true),
      .init(id: "g1", members: ["coach", "sam", "lee", "rosa"], isDirect: false),
    ], keepsRoster: true)

  @Test func theClientsAreListedWithTheirLastMessageAndCiteIt() {
    let last = ConversationMessage(id: "m9", chat: "d-sam", sender: "sam", text: "see you Monday", time: 0)
    let answer = RoutedAnswers.clients([("sam", last), ("lee", nil)], directory: directory)
    let lines = answer.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Your clients (2):", "\(answer.text)")
    #expect(lines.dropFirst().first == "• Lee Park, no messages", "by name")
    #expect(lines.last?.hasPrefix("• Sam Ortiz, last message") == true)
    #expect(answer.sources == ["m9"] && answer.found)
  }

  @Test func anEmptyRosterSaysSo() {
    let answer = RoutedAnswers.clients([], directory: directory)
    #expect(answer.text == "You have no clients on your roster." && answer.sources.isEmpty)
  }

  @Test func openItemsAreGroupedByTheClientTheyAreAboutAndStaffsAreLeftOut() {
    let items = [
      ActionItem(messageID: "m1", chat: "d-sam", task: "send the plan", assignee: "coach", deadline: "2026-09-07"),
      ActionItem(messageID: "m2", chat: "g1", task: "log the run", assignee: "sam", deadline: nil),
      ActionItem(messageID: "m3", chat: "g1", task: "bring a foam roller", assignee: "lee", deadline: nil),
      ActionItem(messageID: "m4", chat: "d-rosa", task: "book the hall", assignee: "rosa", deadline: nil),
    ]
    let answer = RoutedAnswers.clientsWithOpenItems(items, directory: directory)
    let lines = answer.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Clients with open action items:", "\(answer.text)")
    #expect(
      lines.dropFirst().first?.hasPrefix("• Sam Ortiz (2): send the plan (by 2026-09-07) [m1]; log the run") == true)
    #expect(lines.dropFirst(2).first == "• Lee Park (1): bring a foam roller [m3]")
    #expect(!answer.text.contains("hall"), "Rosa is staff")
    #expect(answer.sources == ["m1", "m2", "m3"])
  }

  @Test func noClientWithAnOpenItemSaysSo() {
    let staffOnly = [
      ActionItem(messageID: "m4", chat: "d-rosa", task: "book the hall", assignee: "rosa", deadline: nil)
    ]
    let answer = RoutedAnswers.clientsWithOpenItems(staffOnly, directory: directory)
    #expect(answer.text == "None of your clients has an open action item." && answer.sources.isEmpty)
  }
}
