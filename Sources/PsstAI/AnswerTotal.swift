/// "How many plums did he pick over the season?", "how many jars did she make in total?": a
/// whole told in parts over several messages ("14 kg of plums so far" in August, "another 6.5 kg"
/// in September), added up. Only amounts of one unit, each in a sentence holding some of the
/// question's words; a part said again ("14 kg!!" in a reply) counts once, and a quoted amount
/// that is already the sum of the others is the answer as it stands.
enum AnswerTotal {
  /// One amount a message states: its value and unit ("kg", "jar", or a currency sign).
  struct Amount: Equatable {
    let value: Double
    let unit: String
    let written: String
  }

  /// Words that make a question ask for a whole: "in total", "altogether", "over the season".
  static let wholeWords: Set<String> = ["total", "altogether", "combined", "overall", "season", "cumulative"]

  /// The short answer for a question asking for a whole, from the quoted `messages` (best
  /// first): the sum of the parts they state ("20.5 kg in all (14 kg, 2 August 2026 + 6.5 kg,
  /// 9 September 2026) — Sam Ortiz"); nil unless at least two of them state a part of one unit.
  static func answer(_ asked: QuestionShape, in messages: [ConversationMessage], directory: Directory) -> String? {
    guard asked.kind == .amount, !asked.written.isDisjoint(with: wholeWords) else { return nil }
    var parts: [(amount: Amount, message: ConversationMessage)] = []
    for message in messages {
      guard let amount = nearest(in: message.text, asked: asked) else { continue }
      // The same amount again is one part told twice ("14 kg so far" … "14kg!! wow").
      if !parts.contains(where: { $0.amount.unit == amount.unit && $0.amount.value == amount.value }) {
        parts.append((amount, message))
      }
    }
    guard let unit = parts.first?.amount.unit else { return nil }
    let same = parts.filter { $0.amount.unit == unit }
    guard same.count > 1 else { return nil }
    let sum = same.map(\.amount.value).reduce(0, +)
    // One of them is the whole the others make up ("$820 at the gate, $597 at the stall" … "$1,417!").
    if let whole = same.first(where: { abs(2 * $0.amount.value - sum) < 0.005 }) {
      return "\(whole.amount.written) — \(directory.displayName(whole.message.sender)), "
        + AnswerComposer.date(whole.message.time)
    }
    let listed = same.sorted { $0.message.time < $1.message.time }.map {
      "\($0.amount.written), \(AnswerComposer.date($0.message.time))"
    }
    let senders = Set(same.map(\.message.sender))
    let who = senders.count == 1 ? directory.displayName(same[0].message.sender) : "\(same.count) messages"
    return "\(written(sum, unit: unit)) in all (\(listed.joined(separator: " + "))) — \(who)"
  }

  /// The amount in `text` in the sentence with most of the question's words; nil when no
  /// sentence with an amount holds any of them.
  static func nearest(in text: String, asked: QuestionShape) -> Amount? {
    var best: (amount: Amount, near: Double)?
    for clause in Text.clauses(text) {
      let near = asked.overlap(with: AnswerComposer.stems(clause))
      guard near > 0, near > best?.near ?? 0, let amount = amounts(in: clause).first else { continue }
      best = (amount, near)
    }
    return best?.amount
  }

  /// The amounts a sentence states: a number with a unit after it ("14 kg", "9 jars", "2.5km")
  /// or a currency sign before it ("$1,417"). A number that is a clock time, a date, a year or
  /// an ordinal is none.
  static func amounts(in clause: String) -> [Amount] {
    // Punctuation around a word goes; a currency sign before its number stays.
    let tokens = clause.split(whereSeparator: \.isWhitespace).map { word in
      String(word.drop(while: punctuation.contains).reversed().drop(while: punctuation.contains).reversed())
    }
    var found: [Amount] = []
    for (index, token) in tokens.enumerated() {
      var rest = Substring(token)
      let sign = rest.first.flatMap { currencySigns.contains($0) ? String($0) : nil }
      if sign != nil { rest = rest.dropFirst() }
      let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "," }
      guard let first = digits.first, first.isNumber, let value = Double(digits.filter { $0 != "," }) else {
        continue
      }
      let suffix = rest.dropFirst(digits.count).lowercased()
      let next = index + 1 < tokens.count ? tokens[index + 1].lowercased() : ""
      let unit: String
      if let sign {
        unit = sign
      } else if !suffix.isEmpty {
        guard suffix.allSatisfy(\.isLetter), !notUnits.contains(suffix) else { continue }
        unit = singular(suffix)
      } else {
        guard !next.isEmpty, next.allSatisfy(\.isLetter), !notUnits.contains(next),
          TimeText.month(named: next) == nil, !SummaryLexicon.stopWords.contains(next),
          !(digits.count == 4 && value >= 1900 && value < 2200)
        else { continue }
        unit = singular(next)
      }
      let written = sign.map { $0 + String(digits) } ?? (suffix.isEmpty ? "\(digits) \(next)" : token)
      found.append(Amount(value: value, unit: unit, written: written))
    }
    return found
  }

  /// A sum as written: whole numbers without a point, others to two places at most; a
  /// currency sign before it, a unit after it.
  static func written(_ value: Double, unit: String) -> String {
    let rounded = (value * 100).rounded() / 100
    var number = rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    if number.hasSuffix("0") && number.contains(".") { number.removeLast() }
    return currencySigns.contains(where: { String($0) == unit }) ? unit + number : "\(number) \(unit)"
  }

  private static func singular(_ unit: String) -> String {
    unit.count > 3 && unit.hasSuffix("s") && !unit.hasSuffix("ss") ? String(unit.dropLast()) : unit
  }

  private static let currencySigns: Set<Character> = ["£", "$", "€", "¥", "₹"]
  private static let punctuation: Set<Character> = [
    ",", ".", "!", "?", ";", ":", "(", ")", "\"", "'", "“", "”", "‘", "’",
  ]
  /// Endings and words after a number that make it no amount of a thing: ordinals, clock
  /// times, ages of a time ("3 days ago"), times of day.
  private static let notUnits: Set<String> = [
    "st", "nd", "rd", "th", "am", "pm", "ago", "am.", "pm.", "o'clock", "x", "times", "time", "minutes", "minute",
    "hours", "hour", "days", "day", "weeks", "week", "months", "month", "years", "year",
  ]
}
