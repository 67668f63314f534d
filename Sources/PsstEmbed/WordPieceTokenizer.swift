/// BERT's uncased tokenizer, as all-MiniLM-L6-v2 was trained with: the "basic" normalisation and
/// split, then greedy longest-match-first WordPiece.
///
/// It follows the reference (Hugging Face `tokenizers`: BertNormalizer, BertPreTokenizer, WordPiece)
/// step by step, in its order:
/// 1. clean: drop NUL, U+FFFD and control characters (Unicode C* but tab, newline and carriage
///    return), turn whitespace into spaces;
/// 2. put spaces around CJK ideographs, so each is a word of its own;
/// 3. strip accents: canonical decomposition, then drop nonspacing marks (`accentTable`);
/// 4. lowercase (full per-character mapping: "İ" was already "I" after step 3);
/// 5. split on whitespace, and around each punctuation character (Unicode P* and ASCII symbols);
/// 6. each word becomes its longest vocabulary prefix, then "##" pieces, greedily; a word with a
///    part the vocabulary lacks (an emoji, say), or longer than 100 characters, is one [UNK].
struct WordPieceTokenizer: Sendable {
  let vocabulary: Vocabulary
  let cls: Int32
  let sep: Int32
  let unk: Int32
  private static let maxCharactersPerWord = 100

  /// The tokenizer of the vocabulary at `vocabularyPath`, its tables kept in `preparedPath`
  /// when given (see `Vocabulary`).
  init(vocabularyPath: String, preparedPath: String? = nil) throws(EmbedError) {
    vocabulary = try Vocabulary(path: vocabularyPath, preparedPath: preparedPath)
    guard let cls = vocabulary.id(of: "[CLS]"), let sep = vocabulary.id(of: "[SEP]"),
      let unk = vocabulary.id(of: "[UNK]")
    else { throw .bad(vocabularyPath, "lacks [CLS], [SEP] or [UNK]") }
    self.cls = cls
    self.sep = sep
    self.unk = unk
  }

  /// [CLS], the text's pieces, [SEP]: at most `maxTokens` ids, the pieces cut at the end if need be.
  func encode(_ text: String, maxTokens: Int) -> [Int32] {
    var state = State(tokenizer: self, maxPieces: max(maxTokens - 2, 0))
    state.ids.append(cls)
    var scalars = text.unicodeScalars.makeIterator()
    while !state.full, let scalar = scalars.next() {
      state.add(scalar)
    }
    state.endWord()
    if state.ids.count > maxTokens - 1 { state.ids.removeSubrange(max(maxTokens - 1, 1)...) }
    state.ids.append(sep)
    return state.ids
  }

  /// The text's words after normalisation and splitting (steps 1-5), for tests and inspection.
  func words(_ text: String) -> [String] {
    var state = State(tokenizer: self, maxPieces: Int.max)
    state.collectWords = true
    for scalar in text.unicodeScalars { state.add(scalar) }
    state.endWord()
    return state.words
  }

  /// The word being built, as UTF-8 with the offset where each character starts.
  private struct State {
    let tokenizer: WordPieceTokenizer
    let maxPieces: Int
    var ids: [Int32] = []
    var word: [UInt8] = []
    var characterStarts: [Int] = []
    var pieces: [Int32] = []
    var collectWords = false
    var words: [String] = []

    init(tokenizer: WordPieceTokenizer, maxPieces: Int) {
      self.tokenizer = tokenizer
      self.maxPieces = maxPieces
      word.reserveCapacity(64)
      characterStarts.reserveCapacity(64)
    }

    /// Enough pieces for the truncated output: the rest of the text cannot change it.
    var full: Bool { ids.count > maxPieces }

    mutating func add(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      if value < 0x80 {
        switch value {
        case 0x30...0x39, 0x61...0x7A: append(scalar)
        case 0x41...0x5A: append(Unicode.Scalar(value + 0x20)!)
        case 0x09, 0x0A, 0x0D, 0x20: endWord()
        case 0..<0x20, 0x7F: break
        default: single(scalar)
        }
        return
      }
      if value == 0xFFFD || Self.isControl(scalar) { return }
      if scalar.properties.isWhitespace { return endWord() }
      if Self.isCJK(value) {
        stripAccents(scalar) { state, scalar in state.single(scalar) }
        return
      }
      stripAccents(scalar) { state, scalar in
        if scalar.properties.changesWhenLowercased {
          for lower in scalar.properties.lowercaseMapping.unicodeScalars { state.split(lower) }
        } else {
          state.split(scalar)
        }
      }
    }

    /// Step 3: what canonical decomposition leaves of `scalar` once nonspacing marks are dropped.
    private mutating func stripAccents(_ scalar: Unicode.Scalar, _ body: (inout State, Unicode.Scalar) -> Void) {
      let value = scalar.value
      if (0xAC00...0xD7A3).contains(value) {
        // Hangul syllables decompose arithmetically into two or three conjoining jamo (Unicode §3.12).
        let index = value - 0xAC00
        body(&self, Unicode.Scalar(0x1100 + index / 588)!)
        body(&self, Unicode.Scalar(0x1161 + index % 588 / 28)!)
        if index % 28 != 0 { body(&self, Unicode.Scalar(0x11A7 + index % 28)!) }
      } else if let range = AccentIndex.shared.range(of: value) {
        for offset in range { body(&self, Unicode.Scalar(accentTable[offset])!) }
      } else if scalar.properties.generalCategory != .nonspacingMark {
        body(&self, scalar)
      }
    }

    private mutating func split(_ scalar: Unicode.Scalar) {
      if Self.isPunctuation(scalar) { single(scalar) } else { append(scalar) }
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
      characterStarts.append(word.count)
      UTF8.encode(scalar) { word.append($0) }
    }

    /// A punctuation character or an ideograph: a word of its own.
    private mutating func single(_ scalar: Unicode.Scalar) {
      endWord()
      append(scalar)
      endWord()
    }

    /// Step 6 for the word built so far.
    mutating func endWord() {
      guard !word.isEmpty else { return }
      defer {
        word.removeAll(keepingCapacity: true)
        characterStarts.removeAll(keepingCapacity: true)
      }
      if collectWords {
        words.append(String(decoding: word, as: UTF8.self))
        return
      }
      guard !full else { return }
      guard characterStarts.count <= WordPieceTokenizer.maxCharactersPerWord else { return ids.append(tokenizer.unk) }
      pieces.removeAll(keepingCapacity: true)
      let found = word.withUnsafeBufferPointer { word in
        var start = 0
        while start < characterStarts.count {
          var end = characterStarts.count
          var id: Int32?
          while end > start {
            let endOffset = end == characterStarts.count ? word.count : characterStarts[end]
            let piece = UnsafeBufferPointer(rebasing: word[characterStarts[start]..<endOffset])
            id = tokenizer.vocabulary.id(of: piece, continuation: start > 0)
            if id != nil { break }
            end -= 1
          }
          guard let id else { return false }
          pieces.append(id)
          start = end
        }
        return true
      }
      if found { ids.append(contentsOf: pieces) } else { ids.append(tokenizer.unk) }
    }

    /// Unicode "other" (Cc, Cf, Co, Cn, Cs), as BERT counts control characters; tab, newline and
    /// carriage return are whitespace instead (handled before this is asked).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .control, .format, .privateUse, .unassigned, .surrogate: true
      default: false
      }
    }

    /// Unicode P* or an ASCII symbol such as "$", "+" or "^" (BERT splits on those too).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
      case 0..<0x80: return false
      default: break
      }
      switch scalar.properties.generalCategory {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
        .finalPunctuation, .otherPunctuation:
        return true
      default:
        return false
      }
    }

    /// The CJK Unified Ideographs blocks BERT pads with spaces (not Hangul, Hiragana or Katakana).
    static func isCJK(_ value: UInt32) -> Bool {
      switch value {
      case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2B73F, 0x2B740...0x2B81F,
        0x2B820...0x2CEAF, 0xF900...0xFAFF, 0x2F800...0x2FA1F:
        true
      default:
        false
      }
    }
  }
}

/// Where each character's entry lies in `accentTable`, sorted for binary search; built on first use.
private struct AccentIndex: Sendable {
  static let shared = AccentIndex()

  let characters: [UInt32]
  let starts: [Int32]

  init() {
    var characters: [UInt32] = []
    var starts: [Int32] = []
    var offset = 0
    while offset < accentTable.count {
      characters.append(accentTable[offset])
      starts.append(Int32(offset + 2))
      offset += 2 + Int(accentTable[offset + 1])
    }
    self.characters = characters
    self.starts = starts
  }

  /// The offsets in `accentTable` of what `value` becomes, or nil when stripping leaves it as is.
  func range(of value: UInt32) -> Range<Int>? {
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high) / 2
      if characters[middle] < value { low = middle + 1 } else { high = middle }
    }
    guard low < characters.count, characters[low] == value else { return nil }
    let start = Int(starts[low])
    return start..<(start + Int(accentTable[start - 1]))
  }
}
