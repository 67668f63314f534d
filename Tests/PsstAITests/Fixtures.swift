@testable import PsstAI

/// A trainer (coach) with a client (sam) in a 1:1 chat and a group with a second client (lee).
enum Fixture {
  static let directory = Directory(
    owner: "coach",
    people: [
      .init(id: "coach", name: "Maya Coach", role: "trainer"), .init(id: "sam", name: "Sam Ortiz", role: "client"),
      .init(id: "lee", name: "Lee Park", role: "client"),
    ],
    rooms: [
      .init(id: "d1", members: ["coach", "sam"], isDirect: true),
      .init(id: "g1", members: ["coach", "sam", "lee"], isDirect: false),
    ])

  /// 2026-09-04, a Friday, 10:00 UTC.
  static let friday: Int64 = 1_788_516_000_000

  static func message(_ text: String, from sender: String = "coach", chat: String = "d1", id: String = "m1")
    -> ConversationMessage
  {
    ConversationMessage(id: id, chat: chat, sender: sender, text: text, time: friday)
  }
}
