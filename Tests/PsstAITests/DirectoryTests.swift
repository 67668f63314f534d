import Testing

@testable import PsstAI

/// Who is a client: by role, or by the owner's roster once they keep one.
@Suite("Directory")
struct DirectoryTests {
  static let people: [Directory.Person] = [
    .init(id: "coach", name: "Maya Coach", role: "trainer"),
    .init(id: "sam2", name: "Sam Reed", role: "client"),
    .init(id: "sam", name: "Sam Ortiz", role: "client", relationship: "client"),
    .init(id: "pia", name: "Pia Lund", role: "client", relationship: "prospect"),
    .init(id: "lee", name: "Lee Park", role: "staff", relationship: "staff"),
  ]
  static let rooms: [Directory.Room] = [
    .init(id: "d-sam", members: ["coach", "sam"], isDirect: true),
    .init(id: "d-lee", members: ["coach", "lee"], isDirect: true),
    .init(id: "g1", members: ["coach", "sam", "lee"], isDirect: false),
  ]

  let byRole = Directory(owner: "coach", people: people, rooms: rooms)
  let byRoster = Directory(owner: "coach", people: people, rooms: rooms, keepsRoster: true)

  @Test func withoutARosterClientsAreThePeopleWhoseRoleIsClient() {
    #expect(byRole.clients.map(\.id) == ["pia", "sam", "sam2"])
    #expect(!byRole.isClient("lee"))
  }

  @Test func withARosterClientsAreItsClientsOnly() {
    #expect(byRoster.clients.map(\.id) == ["sam"])
    #expect(!byRoster.isClient("pia"), "a prospect")
    #expect(!byRoster.isClient("sam2"), "role client, not on the roster")
    #expect(!byRoster.isClient("lee"))
    #expect(byRoster.client(matching: "Sam")?.id == "sam")
    #expect(byRoster.client(matching: "pia") == nil)
  }

  @Test func withARosterAFirstNameNamesTheClientFirst() {
    #expect(byRole.mentioned(in: "sam, can you bring the bands", excluding: "coach") == "sam2", "the store's order")
    #expect(byRoster.mentioned(in: "sam, can you bring the bands", excluding: "coach") == "sam")
  }

  @Test func whichClientAMessageOrAnActionItemIsAbout() {
    #expect(byRoster.client(ofMessageFrom: "sam", in: "g1") == "sam", "the client wrote it")
    #expect(byRoster.client(ofMessageFrom: "coach", in: "d-sam") == "sam", "in the 1:1 chat with the client")
    #expect(byRoster.client(ofMessageFrom: "lee", in: "g1") == nil, "staff in a group")
    #expect(byRoster.client(ofMessageFrom: "coach", in: "d-lee") == nil)
    let promised = ActionItem(messageID: "m1", chat: "d-sam", task: "send the plan", assignee: "coach", deadline: nil)
    #expect(byRoster.client(of: promised) == "sam")
    let theirs = ActionItem(messageID: "m2", chat: "g1", task: "log the run", assignee: "sam", deadline: nil)
    #expect(byRoster.client(of: theirs) == "sam")
    let staffs = ActionItem(messageID: "m3", chat: "g1", task: "book the hall", assignee: "lee", deadline: nil)
    #expect(byRoster.client(of: staffs) == nil)
  }
}
