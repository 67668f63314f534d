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

  @Test("the shipped weights are of the features' version and size")
  func shippedWeights() {
    for model in [LinearModel.decision, LinearModel.profile] + LinearModel.categories.map(\.model) {
      #expect(model.version == HashedFeatures.version)
      #expect(model.weights.count == HashedFeatures.buckets + HashedFeatures.shapeCount)
    }
    #expect(LinearModel.categories.count == ProfileCategory.allCases.count)
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
    let ruleFacts = BuiltinEngine(learned: false).profileFacts(in: messages, directory: Fixture.directory)
    let facts = BuiltinEngine().profileFacts(in: messages, directory: Fixture.directory)
    #expect(Set(ruleFacts.map(\.messageID)).isSubset(of: Set(facts.map(\.messageID))))
    #expect(BuiltinEngine(learned: false).name == "rules")
  }
}
