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

  @Test("at one start the phrase set tries its wildcards in the order given, whatever their first byte")
  func wildcardsInOrder() {
    let clause = Clause("Swollen and sore, éclair after")
    #expect(PhraseSet(["sw* and", "swoll*"]).firstMatch(in: clause)! == (0, 2))
    #expect(PhraseSet(["swoll*", "sw* and"]).firstMatch(in: clause)! == (0, 1))
    #expect(PhraseSet(["* and", "sw*"]).firstMatch(in: clause)! == (0, 2))
    #expect(PhraseSet(["é* after", "éc*"]).firstMatch(in: clause)! == (3, 2))
    #expect(PhraseSet(["x*", "y*"]).firstMatch(in: clause) == nil)
  }

  @Test("a text may contain an ASCII pattern wherever a Character search finds it")
  func mayContainASCII() {
    let texts =
      Self.mixedTexts + [
        "done, will finish", "x, will \u{301}go", "Call notes: x", "6:30", "no colon here", "", ",", "é, will é",
      ]
    for text in texts {
      #expect(
        Text.mayContain(text, ascii: ", will ") || text.firstRange(of: ", will ") == nil, "\(text.debugDescription)")
      #expect(Text.mayContain(text, ascii: ":") == text.utf8.contains(UInt8(ascii: ":")), "\(text.debugDescription)")
      #expect(Text.mayContain(text, ascii: ":") || text.firstIndex(of: ":") == nil, "\(text.debugDescription)")
    }
    #expect(Text.mayContain("done, will finish", ascii: ", will "))
    #expect(!Text.mayContain("done,will finish", ascii: ", will "))
    #expect(!Text.mayContain(", wil", ascii: ", will "))
  }

  @Test(
    "a first name is the first part between spaces, and ASCII words read in one pass are those of the normalised text")
  func firstNamesAndWords() {
    for name in [
      "Ann Lee", " Ann  Lee", "Ann", "", "   ", "Zoë Lindqvist", "e\u{301} x", " \u{301}Ann Lee", "Ann\tLee",
    ] {
      #expect(
        Text.firstName(name) == String(name.split(separator: " ").first ?? Substring(name)), "\(name.debugDescription)")
    }
    for text in Self.mixedTexts + ["It's `Sam` here", "'quoted' ''", "DON'T-stop 4pm", "a''b c'"]
    where text.utf8.allSatisfy({ $0 < 0x80 }) {
      #expect(Text.normalisedWords(text) == Text.words(Text.normalise(text)), "\(text.debugDescription)")
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

  @Test("a text is ASCII by its buffer exactly when every UTF-8 byte is below 0x80")
  func isASCII() {
    let texts =
      Self.mixedTexts + [
        "short", String(repeating: "long ascii text ", count: 40), String(repeating: "x", count: 300) + "é",
        "\u{7F}", "\u{80}", String(Substring("sliced é text".dropLast(7))),
      ]
    for text in texts { #expect(text.isASCII == text.utf8.allSatisfy { $0 < 0x80 }, "\(text.debugDescription)") }
  }

  @Test("bytes normalised over a text's buffer are the bytes normalised one by one")
  func normalisedBytes() {
    for text in Self.mixedTexts + ["Call Me `NOW`", String(repeating: "Abc ", count: 50)] {
      #expect(Text.normalisedBytes(text) == text.utf8.map(Text.normalised), "\(text.debugDescription)")
    }
  }

  @Test("words gathered as bytes are the words gathered scalar by scalar")
  func wordsByBytes() {
    func byScalars(_ text: String) -> [String] {
      var words: [String] = []
      var current = String.UnicodeScalarView()
      func flush() {
        while current.last == "'" { current.removeLast() }
        while current.first == "'" { current.removeFirst() }
        if !current.isEmpty { words.append(String(current)) }
        current = String.UnicodeScalarView()
      }
      for scalar in text.unicodeScalars {
        let value = scalar.value
        if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || scalar == "'"
          || (0x41...0x5A).contains(value) || (value > 0x7F && scalar.properties.isAlphabetic)
        {
          current.append(scalar)
        } else {
          flush()
        }
      }
      flush()
      return words
    }
    for text in Self.mixedTexts + ["'quoted' ''", "a''b c'", "Ana's café, 'Zoë'", "''"] {
      #expect(Text.words(text) == byScalars(text), "\(text.debugDescription)")
      #expect(Text.words(Text.normalise(text)) == byScalars(Text.normalise(text)), "\(text.debugDescription)")
    }
  }

  @Test("clauses read by bytes are the clauses read scalar by scalar")
  func clausesByBytes() {
    func byScalars(_ text: String) -> [String] {
      func isTrim(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "-" || scalar.value == 0x2013 || scalar.value == 0x2014
      }
      let scalars = Array(text.unicodeScalars)
      var parts: [String] = []
      var start = 0
      func close(_ end: Int) {
        var low = start
        var high = end
        while low < high && isTrim(scalars[low]) { low += 1 }
        while high > low && isTrim(scalars[high - 1]) { high -= 1 }
        if low < high { parts.append(String(String.UnicodeScalarView(scalars[low..<high]))) }
      }
      for index in scalars.indices {
        let previous: Unicode.Scalar = index > 0 ? scalars[index - 1] : " "
        let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : " "
        let splits: Bool
        switch scalars[index] {
        case ".", "!", "?", ";", "\n": splits = next == " " || next == "\n" || next.properties.isEmojiPresentation
        case "-", "\u{2013}", "\u{2014}": splits = previous == " " && next == " "
        default: splits = false
        }
        if splits {
          close(index + 1)
          start = index + 1
        }
      }
      close(scalars.count)
      return parts
    }
    let texts =
      Self.mixedTexts + [
        "Ice it – no running. Can you book in? Meet at 6.30", "done.👍 next!🎉", "ok.\u{2014} fine — yes –",
        "– leading dash", "trailing – ", "a\u{2013}b – c—d", "x ‘quoted’ – ’y’. z", "new\nline\n\n- item\r\n- two",
        "é. ü! ö? ä; ß", "9am-5pm – 12–1 ok", "-", "—", " – ", "wow!!! 😂😂 ok", "end.\u{2764}\u{FE0F} love",
      ]
    for text in texts { #expect(Text.clauses(text) == byScalars(text), "\(text.debugDescription)") }
  }

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

  @Test("ASCII clauses, split by bytes, are those a text with other scalars splits into")
  func asciiClauses() {
    #expect(Text.clauses("ok.\r\nnext - then -not; x;y!\n\nend?") == ["ok.\r\nnext", "then -not;", "x;y!", "end?"])
    for text in ["Ice it - no running. Can you book in? Meet at 6.30", "a -- b", "one!\ntwo", "ok.\r\nnext", "x.y. z"] {
      let clauses = Text.clauses(text)
      let mixed = Text.clauses("é " + text)
      #expect(mixed == ["é " + clauses[0]] + clauses.dropFirst(), "\(text)")
    }
  }

  @Test("a message's words are its clauses' words in order, as reading the whole text gives them")
  func wholeFromClauses() {
    for text in Self.mixedTexts + ["Ice it – no running. Can you book in? Meet at 6.30", "a-b - c;d; e\n\nf"] {
      let whole = AnalysedMessage(Fixture.message(text)).whole
      #expect(whole.words == Clause(text).words, "\(text.debugDescription)")
      #expect(whole.hashes == Clause(text).hashes, "\(text.debugDescription)")
      #expect(whole.text == text)
    }
  }

  @Test("word sets and maps answer as Set and Dictionary do: ASCII by bytes, other words canonically")
  func wordSets() {
    let words = ["café", "ok", "k", "i'm"]
    let set = WordSet(words)
    let map = WordMap(Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) }))
    for probe in ["café", "cafe\u{301}", "ok", "okay", "", "k", "\u{212A}", "i'm", "im", "OK"] {
      #expect(set.contains(probe) == Set(words).contains(probe), "\(probe.debugDescription)")
      #expect(map[probe] == Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) })[probe])
    }
    #expect(set.union(["no"]).contains("no") && !set.subtracting(["ok"]).contains("ok"))
    #expect(Array(WordSet(["b", "a", "b"])) == ["b", "a"])
  }

  @Test("a phrase set matches a clause exactly where one of its phrases does")
  func phraseSets() {
    let phrases = ["hurt*", "see you", "see * then", "naïve*", "ça va", "*", "i'm in", "1:1"]
    let clauses = [
      "it HURTS", "see ya then", "see you then", "so NAÏVELY", "ça va?", "naive", "I\u{2019}m in", "a 1:1 call", "",
      "hurt\u{301}ing",
    ]
    for text in clauses {
      let clause = Clause(text)
      for phrase in phrases {
        #expect(PhraseSet([phrase]).matches(clause) == clause.has(phrase), "\(phrase) in \(text.debugDescription)")
      }
      #expect(PhraseSet(phrases).matches(clause) == phrases.contains { clause.has($0) })
    }
  }

  @Test("a question mark ends a text by bytes exactly where Characters say so")
  func questionMarks() {
    for text in Self.mixedTexts + ["why?", "why?\u{301}", "?!", "\u{600}?"] {
      #expect(text.endsWithQuestionMark == text.hasSuffix("?"), "\(text.debugDescription)")
    }
  }

  @Test("a clause splits at commas by bytes as by Characters")
  func commaParts() {
    for text in Self.mixedTexts + ["a,,b,", ",x", "mon, tue,wed", "é,\u{301}x,y"] {
      #expect(ConstraintExtractor.commaParts(text) == text.split(separator: ",").map(String.init), "\(text)")
    }
  }
}
