import Testing

@testable import PsstAI

@Suite("AnswerTotal")
struct AnswerTotalTests {
  let directory = Fixture.directory

  func message(_ id: String, _ text: String, day: Int64, sender: String = "sam") -> ConversationMessage {
    ConversationMessage(id: id, chat: "d1", sender: sender, text: text, time: 1_790_000_000_000 + day * 86_400_000)
  }

  func total(_ question: String, _ messages: [ConversationMessage]) -> String? {
    AnswerTotal.answer(QuestionShape(question, directory: directory), in: messages, directory: directory)
  }

  @Test("parts of a whole told in several messages are added up, each listed with its day")
  func partsAreAddedUp() {
    let parts = [
      message("a", "14 kg of plums picked off the tree so far", day: 0),
      message("b", "another 6.5 kg of plums picked, that's the tree done", day: 40),
    ]
    let answer = total("How many plums did Sam pick over the season?", parts)
    #expect(
      answer?.hasPrefix("20.5 kg in all (14 kg") == true && answer?.hasSuffix("— Sam Ortiz") == true,
      "\(answer ?? "nil")")
    let composed = AnswerComposer().answer(
      "How many plums did Sam pick over the season?", from: parts, directory: directory)
    #expect(composed.text.hasPrefix("20.5 kg in all ("), "the sum before the quotes: \(composed.text)")
  }

  @Test("a part said again counts once; a quoted amount that is the others' sum is the answer")
  func repeatsAndWholes() {
    let told = message("a", "the plum harvest came to 14 kg", day: 0)
    let again = message("b", "14 kg of plums, amazing", day: 0, sender: "lee")
    #expect(total("How many kg of plums did Sam pick in total?", [told, again]) == nil, "one part, told twice")
    let gate = message("c", "the fete raised $820 at the gate", day: 1)
    let stall = message("d", "and the fete plant stall raised $597", day: 1, sender: "lee")
    let whole = message("e", "fete raised $1,417 altogether!!", day: 2)
    #expect(total("How much did the fete raise in total?", [gate, stall])?.hasPrefix("$1417 in all") == true)
    #expect(
      total("How much did the fete raise in total?", [whole, gate, stall])?.hasPrefix("$1,417 — Sam Ortiz") == true)
  }

  @Test("no whole is asked, or the parts are of different units: no total")
  func onlyAWholeOfOneUnit() {
    let kilos = message("a", "picked 14 kg of plums", day: 0)
    let jars = message("b", "made 9 jars of plum jam", day: 3)
    let more = message("c", "another 4 kg of plums today", day: 5)
    #expect(total("How many plums did Sam pick?", [kilos, more]) == nil, "no word asks for a whole")
    #expect(total("How much plum stuff did Sam make in total?", [kilos, jars]) == nil)
  }

  @Test("dates, clock times, years and ordinals are no amounts")
  func amountsInASentence() {
    let found = AnswerTotal.amounts(in: "on 12 May at 3pm in 2026 the 2nd pick was 8 kg and 3 jars").map(\.written)
    #expect(found == ["8 kg", "3 jars"], "\(found)")
    #expect(AnswerTotal.amounts(in: "2.5km swim, £40 entry").map(\.written) == ["2.5km", "£40"])
  }
}
