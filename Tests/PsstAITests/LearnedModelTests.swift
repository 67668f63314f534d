import Testing

@testable import PsstAI

@Suite("Learned models")
struct LearnedModelTests {
  // The expected indices are what `scripts/train --features TEXT` prints for the same sentences:
  // the engine and the training script must compute the same features, or the weights mean nothing.
  @Test("hashed features are the training script's, bucket for bucket")
  func featuresMatchTheTrainingScript() {
    #expect(
      HashedFeatures("Let's go with the blue one then!").indices == [
        134, 538, 1606, 1681, 1718, 1722, 2006, 2057, 2157, 2528, 3309, 3493, 3964, 4098, 4102, 4111,
      ])
    #expect(
      HashedFeatures("I'm allergic to peanuts, my knee hurts on Tuesdays at 7pm?").indices == [
        22, 498, 614, 712, 976, 1030, 1317, 1360, 1377, 1783, 1886, 2177, 2230, 2351, 2393, 2724, 3035, 3069, 3508,
        3540, 3747, 4096, 4099, 4101, 4105,
      ])
    #expect(HashedFeatures("\u{2018}Café\u{2019} naïve").indices == [25, 876, 3580, 4097])
  }

  @Test("who speaks and whether the message answers a question are features too")
  func contextFeatures() {
    let context = HashedFeatures.Context(fromOwner: true, fromClient: false, answersQuestion: true)
    #expect(
      HashedFeatures("Ok we'll move it to Fri 10:30", context: context).indices == [
        933, 951, 983, 1450, 1535, 1625, 1707, 1791, 2803, 3043, 3657, 3747, 3845, 3864, 3985, 4098, 4102, 4104,
        4105, 4106, 4107, 4109, 4110,
      ])
  }

  @Test("tokens are lower-case words with their apostrophes, at most maxTokens of them")
  func tokens() {
    #expect(HashedFeatures.tokens("We'll GO -- 'Tuesdays' 6:30!") == ["we'll", "go", "tuesdays", "6", "30"])
    let long = String(repeating: "word ", count: 1_000)
    #expect(HashedFeatures.tokens(long).count == HashedFeatures.maxTokens)
    #expect(HashedFeatures.fnv1a("") == 0x811C_9DC5)
    #expect(HashedFeatures.fnv1a("u:a") == 1_594_182_125)
  }

  @Test("tokens read by bytes are the words read scalar by scalar, in any script")
  func tokensByBytes() {
    // The reading scalar by scalar, as scripts/train reads words.
    func byScalars(_ text: String) -> [String] {
      var out: [String] = []
      var word: [Unicode.Scalar] = []
      func close() {
        let trimmed = word.drop { $0 == "'" }.reversed().drop { $0 == "'" }.reversed()
        if !trimmed.isEmpty { out.append(String(String.UnicodeScalarView(trimmed))) }
        word = []
      }
      for scalar in Text.normalise(text).unicodeScalars {
        let asciiWord = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "'"
        if scalar.isASCII ? asciiWord : scalar.properties.isAlphabetic {
          word.append(scalar)
        } else if !word.isEmpty {
          close()
        }
      }
      if !word.isEmpty { close() }
      return Array(out.prefix(HashedFeatures.maxTokens))
    }
    let texts = [
      "", "'", "''ok''", "it's 'quoted' ' alone", "Café crème, naïve — déjà vu", "\u{2018}Tuesday\u{2019} 👍🏽 ok",
      "東京 で 会いましょう", "Привет, Мир!", "e\u{301}te\u{301} 2x", "'\u{301}a'", "𝔸𝔹ℂ 𐐀𐐨", "x\u{2019}s don`t", "٣ rd ½ 7pm",
      String(repeating: "é ", count: 400), String(repeating: "' a ", count: 400),
    ]
    for text in texts { #expect(HashedFeatures.tokens(text) == byScalars(text), "\(text)") }
  }

  @Test("the shapes read from a message's analysis are the shapes read from its text")
  func shapesFromAnalysis() {
    let texts =
      TextTests.mixedTexts + [
        "I'll send it at 7pm, we're good?", "you'll need 2 forms", "Sounds great! Tuesday 10am", "ok",
        "İ will go", "Ⓐ okay", String(repeating: "word ", count: 400) + "tomorrow?", "9am", "am pm", "12pm", "x'll",
        "1a 2p 3m", "'ll", "a7pm", "٣pm",
      ]
    // The shapes as scripts/train reads them: each list looked up in turn, Characters compared.
    func expected(_ text: String) -> [Int] {
      let words = HashedFeatures.tokens(text)
      let count = words.count
      let shapes = [
        text.contains("?"), count <= 3, count > 3 && count <= 8, count > 8 && count <= 20, count > 20,
        words.contains(where: HashedFeatures.firstPerson.contains), words.contains(where: HashedFeatures.we.contains),
        words.contains(where: HashedFeatures.secondPerson.contains),
        words.contains { HashedFeatures.modal.contains($0) || $0.hasSuffix("'ll") },
        words.contains { word in
          HashedFeatures.timeWords.contains(word)
            || ((word.hasSuffix("am") || word.hasSuffix("pm")) && word.count > 2
              && word.dropLast(2).allSatisfy { ("0"..."9").contains($0) })
        },
        words.contains { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }, true, false, true,
        words.first.map(HashedFeatures.acceptances.contains) ?? false, text.contains("!"),
      ]
      return shapes.indices.filter { shapes[$0] }.map { HashedFeatures.buckets + $0 }
    }
    let context = HashedFeatures.Context(fromOwner: true, fromClient: false, answersQuestion: true)
    for text in texts {
      let analysed = AnalysedMessage(Fixture.message(text))
      #expect(HashedFeatures(shapesOf: text, context: context).indices == expected(text), "\(text)")
      #expect(HashedFeatures(shapesOf: analysed, context: context) == HashedFeatures(shapesOf: text, context: context))
      if HashedFeatures.tokensAreClauseWords(text) {
        #expect(Array(analysed.whole.words.prefix(HashedFeatures.maxTokens)) == HashedFeatures.tokens(text), "\(text)")
      }
    }
    #expect(!HashedFeatures.tokensAreClauseWords("İ will go"), "İ lower-cases to i and a combining dot")
    #expect(HashedFeatures.tokensAreClauseWords("ÉTÉ à Paris 👍"))
  }

  @Test("the shipped weights are of the features' version and size")
  func shippedWeights() {
    let models: [LinearModel] =
      [.decision, .decisionWithoutVector, .action, .actionWithoutVector, .profile, .profileWithoutVector]
      + LinearModel.categories.map(\.model)
    for model in models {
      #expect(model.version == HashedFeatures.version)
      #expect(model.weights.count == model.inputs.count)
    }
    #expect(LinearModel.decision.inputs == .shapesAndVector && LinearModel.decisionWithoutVector.inputs == .shapes)
    #expect(LinearModel.profile.inputs == .shapesAndVector && LinearModel.profileWithoutVector.inputs == .shapes)
    #expect(LinearModel.categories.allSatisfy { $0.model.inputs == .shapesAndVector })
    #expect(LinearModel.categories.count == ProfileCategory.allCases.count)
  }

  @Test("the shape features alone are the shapes of the full features")
  func shapeFeatures() {
    let context = HashedFeatures.Context(fromOwner: false, fromClient: true, answersQuestion: true)
    for text in ["Can you send it?", "ok let's do Tuesdays at 7pm!", "", "i'll sort the invoice tonight"] {
      let full = HashedFeatures(text, previous: "when suits?", context: context)
      #expect(HashedFeatures(shapesOf: text, context: context).indices == full.indices.filter { $0 >= 4_096 })
    }
  }

  /// Shapes "question" +10 and "answers a question" -5, then vector weights 100, -50, 127.
  static let vectorModel = LinearModel(
    version: HashedFeatures.version, inputs: .shapesAndVector, cutoff: -1.2, bias: -1.5, scale: 0.02,
    vectorReach: 0.25, weights: "0a000000000000000000000000fb0000" + "64ce7f" + String(repeating: "00", count: 381))

  // scripts/train's log_odds gives -0.9675 for this model, "Can you send it?" answering a
  // question and the vector (0.5, 0.25, -0.125, 0, …), and -1.4 without the vector part.
  @Test("a vector model's log-odds are the training script's")
  func vectorLogOdds() {
    let context = HashedFeatures.Context(fromOwner: false, fromClient: false, answersQuestion: true)
    let features = HashedFeatures(shapesOf: "Can you send it?", context: context)
    let vector: [Float] = [0.5, 0.25, -0.125] + Array(repeating: 0, count: 381)
    #expect(abs(Self.vectorModel.logOdds(features, vector: vector) - -0.9675) < 1e-9)
    #expect(abs(Self.vectorModel.logOdds(features) - -1.4) < 1e-9)
    #expect(Self.vectorModel.accepts(features, vector: vector))
    #expect(!Self.vectorModel.accepts(features), "without the vector it falls short")
    #expect(Self.vectorModel.mayAccept(features), "-1.4 + 0.25 reaches -1.2")
    #expect(!Self.vectorModel.mayAccept(HashedFeatures(shapesOf: "sent")), "-1.5 + 0.25 does not")
    #expect(Self.vectorModel.logOdds(features, vector: [1, 1]) == Self.vectorModel.logOdds(features))
  }

  /// Vectors from a table, counting what is asked.
  final class Vectors: MessageVectors {
    var table: [String: [Float]]
    var asked: [String] = []
    init(_ table: [String: [Float]]) { self.table = table }
    func vectors(of messageIDs: [String], model: String) -> [String: [Float]] {
      asked += messageIDs
      return table.filter { messageIDs.contains($0.key) && model == LinearModel.vectorModel }
    }
  }

  @Test("a message without a stored vector falls back to the model that reads the message alone")
  func missingVectorFallsBack() {
    let answering = HashedFeatures.Context(fromOwner: false, fromClient: false, answersQuestion: true)
    let question = HashedFeatures(shapesOf: "Can you send it?", context: answering)
    let statement = HashedFeatures(shapesOf: "sent", context: HashedFeatures.Context())
    let yes: [Float] = [0.5, 0.25, -0.125] + Array(repeating: 0, count: 381)
    // Accepts a question (+10 × 0.02 over a -0.1 bias), so "sent" (no shape) is refused.
    let alone = LinearModel(
      version: HashedFeatures.version, inputs: .shapes, cutoff: 0, bias: -0.1, scale: 0.02,
      weights: "0a" + String(repeating: "00", count: 15))
    let models = VectorModels(withVector: Self.vectorModel, withoutVector: alone)
    let candidates = [("with", question), ("without", question), ("plain", statement)]
    let vectors = Vectors(["with": yes])
    #expect(models.accepted(candidates, vectors: vectors) == ["with", "without"])
    #expect(vectors.asked == ["with", "without"], "the statement can pass neither model: its vector is not read")
    #expect(models.accepted(candidates, vectors: nil) == ["with", "without"], "no vectors at all: the stand-in")
    let off = LinearModel(
      version: HashedFeatures.version, inputs: .shapes, cutoff: .infinity, bias: 0, scale: 1,
      weights: String(repeating: "00", count: 16))
    let vectorOnly = VectorModels(withVector: Self.vectorModel, withoutVector: off)
    #expect(vectorOnly.accepted(candidates, vectors: vectors) == ["with"], "no stand-in: the rules alone")
    #expect(vectorOnly.accepted(candidates, vectors: nil).isEmpty)
  }

  @Test("the models only add to the rules: every rule decision stays, with the same summary")
  func modelsOnlyAdd() {
    let texts = [
      ("sam", "could we try mornings from next week?"), ("coach", "ok let's do Tuesdays then"),
      ("sam", "going with the blue one"), ("coach", "cool, so that's settled: 7am Tuesdays from now on"),
      ("sam", "my back has been stiff since the move"),
    ]
    let messages = texts.enumerated().map { index, pair in
      ConversationMessage(
        id: "m\(index)", chat: "d1", sender: pair.0, text: pair.1, time: Fixture.friday + Int64(index) * 60_000)
    }
    let rules = DecisionDetector.decisions(in: messages, directory: Fixture.directory)
    let learned = DecisionDetector.decisions(in: messages, directory: Fixture.directory, learned: true)
    #expect(rules.allSatisfy { learned.contains($0) })
    let vectors = Vectors(Dictionary(uniqueKeysWithValues: messages.map { ($0.id, Self.unit(seed: $0.id)) }))
    let withVectors = DecisionDetector.decisions(
      in: messages, directory: Fixture.directory, learned: true, vectors: vectors)
    #expect(rules.allSatisfy { withVectors.contains($0) })
    let ruleItems = BuiltinEngine(learned: false).actionItems(in: messages, directory: Fixture.directory)
    for engine in [BuiltinEngine(), BuiltinEngine(vectors: vectors)] {
      let items = engine.actionItems(in: messages, directory: Fixture.directory)
      let ruled = Set(ruleItems.map(\.messageID))
      #expect(items.filter { ruled.contains($0.messageID) } == ruleItems, "a message with rule items keeps just those")
    }
    let ruleFacts = BuiltinEngine(learned: false).profileFacts(in: messages, directory: Fixture.directory)
    let facts = BuiltinEngine().profileFacts(in: messages, directory: Fixture.directory)
    #expect(Set(ruleFacts.map(\.messageID)).isSubset(of: Set(facts.map(\.messageID))))
    #expect(BuiltinEngine(learned: false).name == "rules")
  }

  @Test("an item the models add skips a greeting or thanks; the sender does it unless it speaks only to the addressee")
  func learnedItemTaskAndAssignee() throws {
    func item(_ text: String) throws -> ActionItem {
      try #require(ActionItemDetector.learnedItem(in: Fixture.message(text), directory: Fixture.directory))
    }
    let greeted = try item("Good morning Sam! I shall post the forms this afternoon.")
    #expect(greeted.assignee == "coach")
    #expect(greeted.task == "i shall post the forms this afternoon")
    #expect(try item("Morning Sam, I shall post them").assignee == "coach", "one clause: the greeting stays in it")
    #expect(try item("Thank you, Sam. Your forms are due on Monday").assignee == "sam")
    #expect(try item("I hope you slept well").assignee == "coach", "the sender speaks of themself")
    #expect(try item("will sort tonight").assignee == "coach")
    #expect(ActionItemDetector.learnedItem(in: Fixture.message("Thanks! Hi"), directory: Fixture.directory) == nil)
    #expect(try item("Thanks so much!").task == "thanks so much", "nothing but thanks: the first clause")
    #expect(
      ActionItemDetector.learnedItem(
        in: Fixture.message("It works out cheaper. Want me to switch you over?"), directory: Fixture.directory)
        == nil, "an offer is a task only once taken up")
  }

  /// A unit vector that differs from one message to the next.
  static func unit(seed: String) -> [Float] {
    var value = HashedFeatures.fnv1a(seed)
    var vector: [Float] = []
    for _ in 0..<LinearModel.vectorDimensions {
      value = value &* 1_664_525 &+ 1_013_904_223
      vector.append(Float(Int32(bitPattern: value)) / Float(Int32.max))
    }
    let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return vector.map { $0 / norm }
  }
}
