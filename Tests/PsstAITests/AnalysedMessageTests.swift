import Testing

@testable import PsstAI

@Suite("AnalysedMessage")
struct AnalysedMessageTests {
  static let texts = [
    "Ice it – no running. Can you book in? Meet at 6.30",
    "", "ok 👍", "Thursday 7pm works!! see you then", "Can’t make Tues — knee is SORE; sorry",
  ]

  @Test("holds the clauses and words each detector read for itself")
  func sameReading() {
    for (index, text) in Self.texts.enumerated() {
      let analysed = AnalysedMessage(Fixture.message(text, id: "m\(index)"))
      #expect(analysed.clauses.map(\.text) == Text.clauses(text))
      #expect(analysed.clauses.map(\.words) == Text.clauses(text).map { Clause($0).words })
      #expect(analysed.whole.words == Clause(text).words)
      #expect(analysed.whole.text == text)
    }
  }

  @Test("all() reads every message, in order")
  func all() {
    let messages = (0..<600).map { Fixture.message(Self.texts[$0 % Self.texts.count], id: "m\($0)") }
    let analysed = AnalysedMessage.all(messages)
    #expect(analysed.map(\.message) == messages)
    #expect(analysed.map(\.whole.words) == messages.map { Clause($0.text).words })
  }
}
