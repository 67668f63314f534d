import Testing

@testable import PsstAI

@Suite("Text and CalendarDay")
struct TextTests {
  @Test("clauses split at sentence ends and spaced dashes, not inside times or decimals")
  func clauses() {
    #expect(
      Text.clauses("Ice it – no running. Can you book in? Meet at 6.30") == [
        "Ice it", "no running.", "Can you book in?", "Meet at 6.30",
      ])
  }

  @Test("phrases match whole words, with * as a prefix wildcard and curly apostrophes made plain")
  func phrases() {
    let clause = Clause("I\u{2019}ll send it – it hurts")
    #expect(clause.has("i'll send"))
    #expect(clause.has("hurt*"))
    #expect(!clause.has("send hurts"))
    #expect(!Clause("skill").has("ill"))
  }

  @Test("calendar days convert both ways and know their weekday")
  func calendar() {
    let day = CalendarDay(millis: Fixture.friday)
    #expect(day.iso == "2026-09-04")
    #expect(day.weekday == 4)
    #expect(CalendarDay(year: 2024, month: 2, day: 29).adding(days: 1).iso == "2024-03-01")
    #expect(day.next(4).iso == "2026-09-11")
    #expect(day.next(4, includingToday: true) == day)
  }

  static let clauses = [
    "", "ok", "can you send it", "I'll go ahead and book it, can you let me know", "no pain at all today",
    "the the the end", "please please", "Café crème at 9?", "hurting a lot and swollen",
    "a b c d e f g h i j k l m n o p q r s t u v w x y z can you",
  ]

  @Test("a phrase set matches exactly when one of its phrases occurs, and first where the earliest starts")
  func phraseSetMatches() {
    let phraseLists = [
      ["can you"], ["let me know", "can you", "go ahead and book"], ["the end", "at all"], ["hurt*", "swollen"], [],
      ["please", "café crème", "z can you", "a b c d e f g h i j k l m n o p q r s t u v w x y z"],
      ["swoll*", "sw* and", "café*", "crè*", "*"], ["and sw*", "lo*"],
    ]
    let sets = phraseLists.map(PhraseSet.init)
    for text in Self.clauses {
      let clause = Clause(text)
      for (set, phrases) in zip(sets, phraseLists) {
        let starts = phrases.compactMap { clause.position(of: $0) }
        #expect(set.matches(clause) == !starts.isEmpty, "\(text)")
        #expect(set.firstMatch(in: clause)?.start == starts.min(), "\(text)")
      }
    }
  }

  @Test("a word table finds each word given at its first position, and no other word")
  func wordTable() {
    let given = ["can", "you", "can", "book", "café", "", "x"] + (0..<40).map { "w\($0)" }
    let table = WordTable(given)
    let distinct = given.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    for (position, word) in distinct.enumerated() {
      #expect(table.index(of: word, hash: WordHash.of(word)) == position, "\(word)")
    }
    for word in ["cane", "ca", "Can", "cafe", "w40", " "] {
      #expect(table.index(of: word, hash: WordHash.of(word)) == nil, "\(word)")
    }
    #expect(WordTable([]).index(of: "can", hash: WordHash.of("can")) == nil)
  }

  @Test("position(of:) reads a phrase's first word by bytes as it did by Characters")
  func phrasePositions() {
    let clause = Clause("Café crème at 9? I'll go ahead and book")
    #expect(clause.position(of: "go ahead") == 5)
    #expect(clause.position(of: "i'll go") == 4)
    #expect(clause.position(of: "café crème") == 0)
    #expect(clause.position(of: "crème") == 1)
    #expect(clause.position(of: "boo*") == 8)
    #expect(clause.position(of: " go ahead") == nil)
    #expect(clause.position(of: "") == nil)
    #expect(clause.position(of: "ahead go") == nil)
  }

  @Test("a word matcher's byte comparison agrees with String prefixes, ASCII or not")
  func wordMatcher() {
    let patterns = ["hurt*", "sore", "injur*", "ache*", "café*"]
    let ascii = WordMatcher(Array(patterns.dropLast()))
    let mixed = WordMatcher(patterns)
    let prefixes = patterns.filter { $0.hasSuffix("*") }.map { String($0.dropLast()) }
    let words = [
      "hurt", "hurts", "hurting", "hur", "sore", "sores", "injured", "aches", "", "héhurt", "hurt\u{301}s", "cafés",
      "café", "cafe", "ache\u{301}",
    ]
    for word in words {
      let expected = word == "sore" || prefixes.contains { word.hasPrefix($0) }
      let expectedASCII = word == "sore" || prefixes.dropLast().contains { word.hasPrefix($0) }
      #expect(mixed.matches(word) == expected, "\(word)")
      #expect(ascii.matches(word) == expectedASCII, "\(word)")
      #expect(mixed.matches(word, hash: WordHash.of(word)) == expected, "\(word)")
    }
  }

  @Test("trimming by bytes trims what trimming by Characters did")
  func trimming() {
    func byCharacters(_ text: String, _ set: String) -> String {
      let characters = Set(set)
      var slice = Substring(text)
      while let first = slice.first, characters.contains(first) { slice.removeFirst() }
      while let last = slice.last, characters.contains(last) { slice.removeLast() }
      return String(slice)
    }
    for text in [" , hi ,", "", " ", ",,", "a", " a b ", " \u{301}x, ", "x ,\r\n", "\r\n ,x", " é ,"] {
      for set in [" ,", " \t\r", ",;:-"] {
        #expect(text.trimmingCharacters(in: set) == byCharacters(text, set), "\(text.debugDescription)")
      }
    }
  }

  @Test("no scalar up to U+2100 shows as an emoji (scheduling clauses look no further below it)")
  func noEmojiBelow2100() {
    for value in UInt32(0)...0x2100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
    }
  }

  /// Texts in several scripts, with typographic punctuation, combining marks and emoji.
  static let mixedTexts = [
    "", "Hello THERE", "It\u{2019}s `fine` \u{2013} ok?", "ÉTÉ à Paris — naïve", "İstanbul KELVIN \u{212A}",
    "ΣΟΦΙΑ ß ẞ", "東京 で 会いましょう!", "Привет, МИР?", "e\u{301}te\u{301}?", "?\u{301} and !\u{20E3}",
    "👍🏽? yes!", "\r\n?\r\n", "ﬁne Ⅻ ⓐⒶ", "x?y", "?", "🙂?🙂",
  ]

  @Test("normalising by bytes gives what normalising scalar by scalar gave")
  func normalise() {
    func byScalars(_ text: String) -> String {
      var out = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x41...0x5A: out.append(Unicode.Scalar(scalar.value + 32)!)
        case 0x2018, 0x2019, 0x60: out.append("'")
        case 0x2013, 0x2014: out.append("-")
        case 0...0x7F: out.append(scalar)
        default:
          if scalar.properties.changesWhenLowercased {
            out.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
          } else {
            out.append(scalar)
          }
        }
      }
      return String(out)
    }
    for text in Self.mixedTexts {
      #expect(Array(Text.normalise(text).unicodeScalars) == Array(byScalars(text).unicodeScalars), "\(text)")
    }
  }

  @Test("an ASCII character is found by bytes exactly where Characters find it")
  func containsASCII() {
    for text in Self.mixedTexts {
      for character: Character in ["?", "!", "\r", "\n", "a"] {
        #expect(Text.contains(text, ascii: character) == text.contains(character), "\(text.debugDescription)")
      }
    }
    #expect(Text.contains("nice 👍", ascii: "👍"), "not ASCII: read by Characters")
  }

  @Test("a token has a number by bytes when ASCII, by Characters otherwise")
  func numbers() {
    for token in ["abc", "a1", "7pm", "", "٣rd", "½", "x\u{301}", "é9"] {
      #expect(SchedulingDetector.hasNumber(token) == token.contains(where: \.isNumber), "\(token)")
    }
  }
}
