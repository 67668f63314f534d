import Testing

@testable import PsstEmbed

@Suite struct WordPieceTokenizerTests {
  func tokenizer() throws -> WordPieceTokenizer {
    try WordPieceTokenizer(vocabularyPath: try TestModel.requireDirectory() + "/vocab.txt")
  }

  @Test func tokenIDsMatchTheReferenceTokenizerForEveryFixtureText() throws {
    let tokenizer = try tokenizer()
    for entry in try Reference.fixture().entries {
      #expect(tokenizer.encode(entry.text, maxTokens: 256) == entry.ids, "\(entry.text.debugDescription)")
    }
  }

  @Test func emptyAndBlankTextAreClsSep() throws {
    let tokenizer = try tokenizer()
    #expect(tokenizer.encode("", maxTokens: 256) == [101, 102])
    #expect(tokenizer.encode(" \t\n\u{3000}\u{200B}", maxTokens: 256) == [101, 102])
  }

  @Test func accentsAreStrippedAndTextLowercased() throws {
    let tokenizer = try tokenizer()
    #expect(tokenizer.words("Café NAÏVE Zoë Ångström Łódź İ") == ["cafe", "naive", "zoe", "angstrom", "łodz", "i"])
    // A decomposed accent (e + U+0301) and a precomposed one are the same word.
    #expect(tokenizer.encode("cafe\u{301}", maxTokens: 256) == tokenizer.encode("café", maxTokens: 256))
  }

  @Test func punctuationAndIdeographsAreWordsOfTheirOwn() throws {
    let tokenizer = try tokenizer()
    #expect(tokenizer.words("can't stop—3:56pm!") == ["can", "'", "t", "stop", "—", "3", ":", "56pm", "!"])
    #expect(tokenizer.words("我喜欢a") == ["我", "喜", "欢", "a"])
    #expect(tokenizer.words("$5+x^2") == ["$", "5", "+", "x", "^", "2"])
  }

  @Test func wordsTheVocabularyCannotSpellAreOneUnknown() throws {
    let tokenizer = try tokenizer()
    #expect(tokenizer.encode("hello😀 😀", maxTokens: 256) == [101, 100, 100, 102])
    #expect(tokenizer.encode(String(repeating: "a", count: 101), maxTokens: 256) == [101, 100, 102])
  }

  @Test func wordPieceIsGreedyLongestMatchFirst() throws {
    let tokenizer = try tokenizer()
    let ids = tokenizer.encode("unaffordable", maxTokens: 256)
    #expect(ids.count > 3)
    #expect(ids.first == 101 && ids.last == 102)
  }

  @Test func longTextIsCutTo256TokensEndingInSep() throws {
    let tokenizer = try tokenizer()
    let ids = tokenizer.encode(String(repeating: "word ", count: 1000), maxTokens: 256)
    #expect(ids.count == 256)
    #expect(ids.first == 101 && ids.last == 102)
    #expect(tokenizer.encode("one two", maxTokens: 3) == [101, 2028, 102])
  }

  @Test func vocabularyLooksUpWholeTokensAndContinuations() throws {
    let vocabulary = try tokenizer().vocabulary
    #expect(vocabulary.count == 30522)
    #expect(vocabulary.id(of: "[PAD]") == 0)
    #expect(vocabulary.id(of: "the") == 1996)
    #expect(vocabulary.id(of: "##s") != nil)
    #expect(vocabulary.id(of: "qqqqzzzz") == nil)
    var piece = "s"
    let continuation = piece.withUTF8 { vocabulary.id(of: $0, continuation: true) }
    #expect(continuation == vocabulary.id(of: "##s"))
  }
}
