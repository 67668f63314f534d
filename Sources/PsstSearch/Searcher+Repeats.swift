/// A message its sender says again and again ("same. 2am club", a notice posted in every chat)
/// takes one place in the results, not the page.
extension Searcher {
  /// How many of the best hits are compared for repeats; the order beyond them is left alone,
  /// so that every page of a search agrees with the others.
  static let repeatWindow = 50
  /// Share of their distinct words two messages must have in common to be one said again, and
  /// the fewest words the shorter must have ("ok thanks" twice is not a repeat worth hiding).
  static let repeatOverlap = 0.7
  static let repeatWords = 3

  /// The `repeatWindow` best with each message whose sender has a better one among them with
  /// mostly the same words (`repeatOverlap` of their distinct words, `repeatWords` at least)
  /// moved behind the rest, scored no higher than the last of them: a catchphrase or a notice
  /// posted in every chat would otherwise fill the page with one message. The same words from
  /// another person stay: who agreed is news.
  static func repeatsLast(_ ranked: [Ranked], shapes: [Int64: SearchIndex.MessageShape]) -> [Ranked] {
    let window = ranked.prefix(repeatWindow)
    var kept: [Ranked] = []
    var repeats: [Ranked] = []
    var said: [String: [[UInt64]]] = [:]
    for entry in window {
      guard let line = shapes[entry.seq] else {
        kept.append(entry)
        continue
      }
      let words = wordHashes(line.text)
      if said[line.sender]?.contains(where: { isRepeat(words, of: $0) }) == true {
        repeats.append(entry)
      } else {
        kept.append(entry)
        said[line.sender, default: []].append(words)
      }
    }
    let floor = kept.last?.score ?? .infinity
    return kept + repeats.map { Ranked(seq: $0.seq, score: min($0.score, floor), context: $0.context) }
      + ranked.dropFirst(window.count)
  }

  /// Whether `words` are mostly `earlier`'s (both sorted, distinct): `repeatOverlap` of the
  /// words either has, and `repeatWords` each at least.
  static func isRepeat(_ words: [UInt64], of earlier: [UInt64]) -> Bool {
    guard min(words.count, earlier.count) >= repeatWords else { return false }
    var (shared, i, j) = (0, 0, 0)
    while i < words.count && j < earlier.count {
      if words[i] == earlier[j] {
        shared += 1
        i += 1
        j += 1
      } else if words[i] < earlier[j] {
        i += 1
      } else {
        j += 1
      }
    }
    return Double(shared) / Double(words.count + earlier.count - shared) >= repeatOverlap
  }

  /// The distinct words of `text` (as `QueryTokenizer.words` splits them, apostrophes dropped,
  /// ASCII letters in lower case) as sorted 64-bit hashes: comparing fifty texts this way costs
  /// no strings.
  static func wordHashes(_ text: String) -> [UInt64] {
    var hashes: [UInt64] = []
    let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    var hash = basis
    for scalar in text.unicodeScalars {
      if QueryTokenizer.isWordScalar(scalar) {
        let value = ("A"..."Z").contains(scalar) ? scalar.value + 32 : scalar.value
        hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3
      } else if scalar != "'" && scalar != "\u{2019}" && hash != basis {
        hashes.append(hash)
        hash = basis
      }
    }
    if hash != basis { hashes.append(hash) }
    hashes.sort()
    var distinct: [UInt64] = []
    for hash in hashes where hash != distinct.last { distinct.append(hash) }
    return distinct
  }
}
