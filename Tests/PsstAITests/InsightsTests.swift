import Testing

@testable import PsstAI

/// Stands in for a provider: every section from the embedded engine, through the protocol's
/// digest (each section on its own).
private struct SectionBySection: InsightEngine {
  let engine: BuiltinEngine
  var name: String { "sections" }
  func actionItems(in messages: [ConversationMessage], directory: Directory) -> [ActionItem] {
    engine.actionItems(in: messages, directory: directory)
  }
  func decisions(in messages: [ConversationMessage], directory: Directory) -> [Decision] {
    engine.decisions(in: messages, directory: directory)
  }
  func priorities(of messages: [ConversationMessage], directory: Directory) -> [Priority] {
    engine.priorities(of: messages, directory: directory)
  }
  func schedulingRequests(in messages: [ConversationMessage], directory: Directory) -> [SchedulingRequest] {
    engine.schedulingRequests(in: messages, directory: directory)
  }
}

@Suite("Insights digest")
struct InsightsTests {
  /// A week of a 1:1 chat and a group, repeated so that the work is split across cores.
  static var messages: [ConversationMessage] {
    let lines: [(String, String, String)] = [
      ("sam", "d1", "can we move Tuesday to Wednesday? my knee is sore"),
      ("coach", "d1", "How about Wed 10am?"), ("sam", "d1", "Perfect 👍"),
      ("coach", "g1", "Let's do the Saturday session at 9 instead"), ("lee", "g1", "works for me"),
      ("sam", "g1", "Actually can we do 10? I can only do after 9:30"), ("coach", "g1", "Saturday 10am it is"),
      ("lee", "d1", "I'll send the form tonight"), ("sam", "d1", "urgent: the payment failed twice, can you check?"),
      ("coach", "d1", "Sam, please fill in the form by Friday"), ("sam", "d1", "thanks!"),
    ]
    return (0..<60).flatMap { week in
      lines.enumerated().map { index, line in
        ConversationMessage(
          id: "w\(week)-\(index)", chat: line.1, sender: line.0, text: line.2,
          time: Fixture.friday + Int64(week) * 7 * 86_400_000 + Int64(index) * 3_600_000)
      }
    }
  }

  @Test("the embedded engine's shared digest reports what each section finds on its own, vectors or not")
  func sharedDigestSameAsSections() {
    let messages = Self.messages
    let recent = messages[messages.count / 2].time
    let context = recent - 7 * 86_400_000
    let stored = Dictionary(uniqueKeysWithValues: messages.map { ($0.id, LearnedModelTests.unit(seed: $0.id)) })
    for vectors in [nil, LearnedModelTests.Vectors(stored)] {
      let shared = BuiltinEngine(vectors: vectors).digestSections(
        of: messages, recentSince: recent, contextSince: context, directory: Fixture.directory)
      let alone = SectionBySection(engine: BuiltinEngine(vectors: vectors)).digestSections(
        of: messages, recentSince: recent, contextSince: context, directory: Fixture.directory)
      #expect(shared.priorities == alone.priorities)
      #expect(shared.actions == alone.actions)
      #expect(shared.decisions == alone.decisions)
      #expect(shared.scheduling == alone.scheduling)
      #expect(!shared.decisions.isEmpty && !shared.scheduling.isEmpty && !shared.actions.isEmpty)
      #expect(shared.priorities.count == messages.filter { $0.time >= recent }.count)
    }
  }

  @Test("a digest asked for some sections works out those alone, the same as the whole digest's, and every reading")
  func someSections() {
    let messages = Self.messages
    let engine = BuiltinEngine()
    let stored = [MessageReading?](repeating: nil, count: messages.count)
    let (whole, wholeFresh) = engine.digestSections(
      of: messages, stored: stored, recentSince: .min, contextSince: .min, directory: Fixture.directory)
    for section in DigestSection.allCases {
      let (some, fresh) = engine.digestSections(
        of: messages, stored: stored, recentSince: .min, contextSince: .min, directory: Fixture.directory,
        only: [section])
      #expect(fresh == wholeFresh)
      #expect(some.priorities == (section == .priorities ? whole.priorities : []))
      #expect(some.actions == (section == .actions ? whole.actions : []))
      #expect(some.decisions == (section == .decisions ? whole.decisions : []))
      #expect(some.scheduling == (section == .scheduling ? whole.scheduling : []))
    }
  }

  @Test("the sections of the whole run are those of one message at a time, on every core or not")
  func parallelSameAsSerial() {
    let messages = Self.messages
    let engine = BuiltinEngine(learned: false)
    #expect(
      engine.priorities(of: messages, directory: Fixture.directory)
        == messages.map { PriorityScorer.score($0, directory: Fixture.directory) })
    #expect(
      engine.actionItems(in: messages, directory: Fixture.directory)
        == messages.flatMap { ActionItemDetector.items(in: $0, directory: Fixture.directory) })
  }
}
