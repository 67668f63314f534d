import Foundation
import Testing

/// psst-ai on long casual chats of friends (Tests/Fixtures/long-chats, written by
/// scripts/gen-long-chats; scripts/eval measures all its questions): a few of each kind the
/// embedded engine answers, words only (no sentence model), as a guard for what it gets right.
@Suite("psst-ai on long chats")
struct PsstAILongChatTests {
  static let corpus = Binaries.packageRoot + "/Tests/Fixtures/long-chats/messages.jsonl"

  func imported() -> Psst {
    let psst = Psst()
    let result = psst.run("psst-import", ["--account", "wren", "--no-embed", PsstAILongChatTests.corpus])
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  func answer(_ psst: Psst, _ question: String) -> (text: String, found: Bool) {
    let record = psst.run("psst-ai", ["--account", "wren", "--format", "jsonl", question]).record
    return (record?.string("text") ?? "", record?.bool("found") ?? false)
  }

  @Test("where, when and a span from lower-case messages; questions the chats cannot answer say so")
  func longChats() {
    let psst = imported()
    let moving = answer(psst, "Where is Olu moving to?")
    #expect(moving.found && moving.text.hasPrefix("chapel allerton — Olu Bankole"), "\(moving.text)")
    let group = answer(psst, "When did Nadia go to the support group?")
    #expect(group.text.contains("15 April 2025"), "'last tuesday' on Thu 17 Apr: \(group.text)")
    let surgery = answer(psst, "How long did Nadia work at the dental surgery?")
    #expect(surgery.text.contains("6 years"), "\(surgery.text)")
    let veggie = answer(psst, "How long has Petra been vegetarian?")
    #expect(!veggie.text.contains("diet:"), "one answer, from the messages, not a profile list: \(veggie.text)")
    #expect(!answer(psst, "What is Olu's dog called?").found)
    #expect(!answer(psst, "What is Petra's tortoise's favourite food?").found)
  }
}
