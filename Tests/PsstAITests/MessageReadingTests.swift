import Testing

@testable import PsstAI

@Suite("Message readings kept for the digest")
struct MessageReadingTests {
  static let messages = InsightsTests.messages

  /// Every message read afresh, as a store would keep them.
  static func readAll(_ messages: [ConversationMessage], directory: Directory = Fixture.directory) -> [MessageReading?]
  {
    let fresh = MessageReading.missing(
      of: messages, stored: Array(repeating: nil, count: messages.count), directory: directory)
    return messages.indices.map { fresh[$0] }
  }

  static let everyField = MessageReading(
    priorityScore: 0.123, priorityReason: "question to you",
    actionItems: [.init(task: "send the plan", assignee: "sam", deadline: "2026-09-05"), .init(task: "call")],
    actionShapes: ShapeSums(withVector: -3_000, withoutVector: 12), learnedAction: .init(task: "book ✅", assignee: nil),
    decisionAsOrganiser: "let's do 9", decisionAsMember: "", acceptance: "perfect 👍",
    decisionShapes: ShapeSums(withVector: 0, withoutVector: -1), learnedDecision: "Saturday it is", reverses: true,
    tags: ["schedule", "health"], schedulingSignal: .settlesInThread, acceptsTime: true,
    time: TimeReading(
      zone: (-5, "EST"), duration: 45,
      constraints: [
        SlotConstraint(rule: .within(360, 720), label: "mornings"),
        SlotConstraint(rule: .outside(600, 660), scope: [0, 2], label: "not 10-11 Mondays"),
        SlotConstraint(rule: .startsAtOrAfter(1080), dayScope: [20_700, 20_707], label: "after 18:00"),
        SlotConstraint(rule: .endsAtOrBefore(840), label: "before 14:00"),
        SlotConstraint(rule: .onWeekdays([1, 3]), label: "Tuesdays or Thursdays"),
        SlotConstraint(rule: .notOnWeekdays([0]), label: "not Monday"),
        SlotConstraint(rule: .onOrAfterDay(20_701), label: "from 2026-09-05"),
        SlotConstraint(rule: .beforeDay(-3), label: "before 1969-12-29"),
        SlotConstraint(rule: .onDays([20_702, 20_709]), label: "on 6 or 13 Sep"),
        SlotConstraint(rule: .notOnDays([]), scope: [], label: ""),
      ],
      mentions: [
        .init(day: .day(CalendarDay(ordinal: 20_701)), start: 600, end: nil),
        .init(day: .weekly([1, 4]), start: 1_080, end: 1_170),
        .init(day: .range(CalendarDay(ordinal: 20_700), CalendarDay(ordinal: 20_706)), start: 0, end: 1_440),
      ]))

  /// Scheduling threads with what a time reading holds: time zones (one named in an earlier
  /// message), session lengths, constraints by weekday and day, proposals, settled times.
  static let scheduling: [ConversationMessage] = {
    let lines: [(String, String, String)] = [
      ("sam", "d1", "can we find a time next week? I'm in New York, mornings only, not Mondays"),
      ("coach", "d1", "How about Tue 10am or Thursdays 6:30pm? 45 minutes"),
      ("sam", "d1", "Tuesday works but after 9:30 EST please"), ("coach", "d1", "Tuesday 10:30 it is"),
      ("lee", "g1", "Could we do a 90 min session on Saturday 12-1:30? I can't do Sundays"),
      ("coach", "g1", "Let's do Saturday 12 then"), ("sam", "g1", "works for me"),
      ("lee", "d2", "any chance of Wed 11th? I've got PTs till 11 on the 11th"), ("coach", "d2", "Perfect 👍"),
    ]
    return (0..<6).flatMap { week in
      lines.enumerated().map { index, line in
        ConversationMessage(
          id: "s\(week)-\(index)", chat: line.1, sender: line.0, text: line.2,
          time: Fixture.friday + Int64(week) * 9 * 86_400_000 + Int64(index) * 3_600_000)
      }
    }
  }()

  @Test("a reading reads back from its bytes, every field set or none")
  func encodedReadingsReadBack() throws {
    let readings = Self.readAll(Self.messages).compactMap { $0 } + [Self.everyField]
    #expect(readings.count == Self.messages.count + 1)
    for reading in readings {
      #expect(MessageReading(encoded: reading.encoded) == reading)
    }
    // Most messages need no more than their flags, score and reason.
    let thanks = try #require(Self.readAll([Fixture.message("thanks!", from: "sam")]).first ?? nil)
    #expect(thanks.encoded.count < 32)
  }

  @Test("a time reading is kept for each message the scheduling section may flag or book, and reads back")
  func timeReadingsAreKeptForSchedulingMessages() {
    let readings = Self.readAll(Self.scheduling).compactMap { $0 }
    #expect(readings.count == Self.scheduling.count)
    for (message, reading) in zip(Self.scheduling, readings) {
      let mayTime =
        reading.schedulingSignal != nil || reading.acceptsTime || reading.decisionAsOrganiser != nil
        || reading.acceptance != nil
      #expect((reading.time != nil) == mayTime, "\(message.text)")
      #expect(reading.time.map { $0 == TimeReading(message, TimedText(message.text)) } ?? true, "\(message.text)")
      #expect(MessageReading(encoded: reading.encoded) == reading)
    }
    let times = readings.compactMap(\.time)
    #expect(times.contains { $0.zone?.name == "EST" } && times.contains { $0.duration == 90 })
    #expect(times.contains { !$0.constraints.isEmpty } && times.contains { !$0.mentions.isEmpty })
  }

  @Test("the scheduling section from kept time readings is the one read afresh, and reads those it lacks")
  func keptTimeReadingsGiveTheSameScheduling() {
    let messages = Self.scheduling
    let previous = MessageReading.previousInChat(messages)
    let kept = Self.readAll(messages).map { MessageReading(encoded: $0!.encoded)! }
    // Readings without one (as an older engine kept them) are read for time from their text.
    let without = kept.map { reading in
      var reading = reading
      reading.time = nil
      return reading
    }
    let afresh = SchedulingAssistant.requests(in: messages, directory: Fixture.directory)
    #expect(afresh.count > 20 && afresh.contains { $0.constraints.contains("90 min") })
    #expect(afresh.contains { $0.constraints.contains { $0.hasSuffix("EST") } })
    for read in [kept, without] {
      #expect(
        SchedulingAssistant.requests(in: messages, read: read, previousInChat: previous, directory: Fixture.directory)
          == afresh)
    }
  }

  @Test("bytes cut short or run on read as no reading")
  func damagedBytesReadAsNothing() {
    let bytes = Self.everyField.encoded
    for length in 0..<bytes.count {
      #expect(MessageReading(encoded: Array(bytes.prefix(length))) == nil, "cut at \(length)")
    }
    #expect(MessageReading(encoded: bytes + [0]) == nil)
    #expect(MessageReading(encoded: [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]) == nil)
  }

  @Test("a digest from kept readings is the digest read afresh, whatever the window and vectors")
  func keptReadingsGiveTheSameDigest() {
    let messages = Self.messages
    let kept = Self.readAll(messages).map { $0.flatMap { MessageReading(encoded: $0.encoded) } }
    let vectors = LearnedModelTests.Vectors(
      Dictionary(uniqueKeysWithValues: messages.map { ($0.id, LearnedModelTests.unit(seed: $0.id)) }))
    // The middle of a week: the context days start inside each chat's conversation.
    for recent in [messages[0].time, messages[messages.count / 2].time + 5 * 3_600_000] {
      let context = recent - 7 * 86_400_000
      for engine in [BuiltinEngine(), BuiltinEngine(vectors: vectors), BuiltinEngine(learned: false)] {
        let afresh = engine.digestSections(
          of: messages, recentSince: recent, contextSince: context, directory: Fixture.directory)
        let reused = engine.digestSections(
          of: messages, stored: kept, recentSince: recent, contextSince: context, directory: Fixture.directory)
        #expect(reused.fresh.isEmpty, "every message had a reading")
        #expect(reused.sections.priorities == afresh.priorities)
        #expect(reused.sections.actions == afresh.actions)
        #expect(reused.sections.decisions == afresh.decisions)
        #expect(reused.sections.scheduling == afresh.scheduling)
        #expect(!afresh.actions.isEmpty && !afresh.decisions.isEmpty && !afresh.scheduling.isEmpty)
      }
    }
  }

  @Test("the digest uses a kept reading as it is and returns the ones it read for keeping")
  func keptReadingsAreUsedAsTheyAre() throws {
    let messages = Self.messages
    var kept = Self.readAll(messages)
    kept[0]?.priorityScore = 0.99
    kept[0]?.priorityReason = "as kept"
    kept[1] = nil
    let (sections, fresh) = BuiltinEngine().digestSections(
      of: messages, stored: kept, recentSince: messages[0].time, contextSince: messages[0].time,
      directory: Fixture.directory)
    let first = try #require(sections.priorities.first { $0.messageID == messages[0].id })
    #expect(first.reason == "as kept" && first.score == 0.99)
    #expect(Array(fresh.keys) == [1])
    #expect(fresh[1] == Self.readAll(messages)[1])
  }

  @Test("readings worked out on every core, analyses shared along a chat, are those of one message at a time")
  func parallelReadingsSameAsSerial() {
    let messages = Self.messages
    #expect(messages.count >= 2 * 256, "enough messages to split the work")
    let previous = MessageReading.previousInChat(messages)
    let serial = messages.indices.map { index in
      MessageReading(
        AnalysedMessage(messages[index]), previous: previous[index].map { messages[$0] },
        directory: Fixture.directory)
    }
    #expect(Self.readAll(messages) == serial)
    #expect(serial.contains { $0.acceptance != nil }, "some readings read the message before")
  }

  @Test("the first message of a chat in the context days reads no message before it for decisions")
  func contextEdgeReadsNoPreviousForDecisions() {
    let messages = Self.messages
    let contextSince = messages[messages.count / 2].time
    let previous = MessageReading.previousInChat(messages)
    let (readings, fresh) = MessageReading.readings(
      of: messages, previousInChat: previous, stored: Array(repeating: nil, count: messages.count),
      contextSince: contextSince, directory: Fixture.directory)
    let all = Self.readAll(messages)
    #expect(fresh.count == messages.count && messages.indices.allSatisfy { fresh[$0] == all[$0] })
    for index in messages.indices {
      let atEdge =
        messages[index].time >= contextSince && previous[index].map { messages[$0].time < contextSince } == true
      let expected =
        atEdge
        ? MessageReading(
          AnalysedMessage(messages[index]), previous: previous[index].map { messages[$0] },
          decisionsReadPrevious: false, directory: Fixture.directory) : all[index]
      #expect(readings[index] == expected, "message \(index)")
    }
  }

  @Test("a reading's key changes with the message, the one before it and the directory, nothing else")
  func keysFollowWhatAReadingReads() {
    let message = Fixture.message("can you send the plan?", from: "sam", id: "m2")
    let before = Fixture.message("how is the knee?", id: "m1")
    let directory = Fixture.directory.readingFingerprint
    let key = MessageReading.key(of: message, previous: before, directory: directory)
    #expect(key == MessageReading.key(of: message, previous: before, directory: directory))
    var edited = message
    edited = ConversationMessage(
      id: edited.id, chat: edited.chat, sender: edited.sender, text: "can you send the new plan?", time: edited.time)
    let renamed = Directory(
      owner: "coach",
      people: [
        .init(id: "coach", name: "Maya Coach", role: "trainer"), .init(id: "sam", name: "Samuel Ortiz", role: "client"),
        .init(id: "lee", name: "Lee Park", role: "client"),
      ],
      rooms: Array(Fixture.directory.rooms.values).sorted { $0.id < $1.id })
    let changed = [
      MessageReading.key(of: edited, previous: before, directory: directory),
      MessageReading.key(of: message, previous: Fixture.message("how is the ankle?", id: "m1"), directory: directory),
      MessageReading.key(of: message, previous: nil, directory: directory),
      MessageReading.key(of: message, previous: before, directory: renamed.readingFingerprint),
    ]
    #expect(Set(changed + [key]).count == 5)
  }

  /// The readings of every fixture message, hashed: any change to the rules, lexicons, models or
  /// encoding changes it. When this fails, bump `MessageReading.engineVersion` (stores read
  /// every message again) and set both numbers here.
  @Test("the engine version is bumped whenever what it reads changes")
  func engineVersionPinsTheReadings() {
    var hasher = ReadingHasher()
    for reading in Self.readAll(Self.messages) {
      for byte in reading?.encoded ?? [] { hasher.add(Int64(byte)) }
    }
    #expect(MessageReading.engineVersion == 11)
    #expect(hasher.value == 10_302_698_254_163_253_449, "the analysis changed: bump MessageReading.engineVersion")
  }
}
