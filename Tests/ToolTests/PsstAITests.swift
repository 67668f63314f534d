import Foundation
import Testing

/// psst-ai as a user runs it: answers quoted from the messages with their ids, conversations
/// kept for follow-ups, listed and deleted, questions from stdin, and clear refusals.
@Suite("psst-ai")
struct PsstAITests {
  func imported() -> Psst {
    let psst = Psst()
    let result = psst.run(
      "psst-import", ["--account", "maya"], stdin: PsstSearchTests.history.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  func ask(_ psst: Psst, _ arguments: [String], stdin: String? = nil) -> ToolResult {
    psst.run("psst-ai", ["--format", "jsonl"] + arguments, stdin: stdin)
  }

  @Test("an answer quotes the message that answers and cites it")
  func answerCitesItsSource() {
    let psst = imported()
    let result = ask(psst, ["What did Lee say about the payment?"])
    #expect(result.status == 0, "\(result.summary)")
    guard let answer = result.record else { return }
    #expect(answer.type == "answer" && answer.bool("found") == true)
    #expect(answer.string("text")?.contains("membership payment failed") == true, "\(answer)")
    #expect(answer.string("text")?.contains("Lee Park") == true)
    #expect(answer.strings("sources")?.first == "m3", "\(answer)")
    #expect(answer.string("conversation")?.hasPrefix("conv-") == true)
  }

  @Test("a question nothing answers says so and invents nothing")
  func nothingFound() {
    let psst = imported()
    let answer = ask(psst, ["zyxwvut qqq?"]).record
    #expect(answer?.bool("found") == false)
    #expect(answer?.string("text")?.hasPrefix("I couldn't find") == true, "\(String(describing: answer))")
    #expect(answer?.strings("sources") == [])
  }

  @Test("conversations are kept, continued, listed and deleted")
  func conversations() {
    let psst = imported()
    let first = ask(psst, ["What did Sam say about his knee?"]).record?.string("conversation") ?? ""
    let followUp = ask(psst, ["--continue", "and the long run?"]).record
    #expect(followUp?.string("conversation") == first)
    let explicit = ask(psst, ["--conversation", first, "what about the physio?"]).record
    #expect(explicit?.string("conversation") == first)
    let other = ask(psst, ["Who sprained an ankle?"]).record?.string("conversation")
    #expect(other != nil && other != first, "a question without --continue starts a new conversation")
    let listed = psst.run("psst-ai", ["--list", "--format", "jsonl"]).records
    #expect(listed.map { $0.id } == [other ?? "", first], "\(listed)")
    #expect(listed.last?.int("turns") == 3 && listed.last?.string("title") == "What did Sam say about his knee?")
    #expect(psst.run("psst-ai", ["--delete", first]).status == 0)
    #expect(psst.run("psst-ai", ["--list", "--format", "jsonl"]).records.map { $0.id } == [other ?? ""])
    let gone = psst.run("psst-ai", ["--delete", first])
    #expect(gone.status == 1 && gone.stderr.contains("no conversation"), "\(gone.summary)")
    let unknown = ask(psst, ["--conversation", "conv-nope", "hello"])
    #expect(unknown.status == 1 && unknown.stderr.contains("psst-ai --list"), "\(unknown.summary)")
  }

  @Test("questions one per line from stdin; /new starts a new conversation, /quit ends")
  func questionsFromStdin() {
    let psst = imported()
    let result = ask(
      psst, [], stdin: "What did Lee say about the payment?\n\n/new\nWho sprained an ankle?\n/quit\nnot asked\n")
    #expect(result.status == 0, "\(result.summary)")
    let answers = result.records.filter { $0.type == "answer" }
    #expect(answers.count == 2, "\(result.summary)")
    #expect(answers[0].string("conversation") != answers[1].string("conversation"))
  }

  @Test("a question over the limit is refused with the limit stated")
  func tooLong() {
    let psst = imported()
    let result = ask(psst, [String(repeating: "knee ", count: 300)])
    #expect(result.status == 1 && result.stderr.contains("the limit is 1000"), "\(result.summary)")
    #expect(psst.run("psst-ai", ["--list", "--format", "jsonl"]).records.isEmpty, "nothing was recorded")
    #expect(ask(psst, ["--continue", "--conversation", "x", "q"]).status == 1)
  }
}
