/// Turns what the owner said about someone into what to say to them: "tell Tom to bring his
/// shoes" sends "Please bring your shoes", "let Sarah know that her session moved" sends "Your
/// session moved". Pronouns are changed only when no other name is in the text, since "her" in
/// "tell Tom Sarah hurt her knee" is not Tom's.
enum ReportedSpeech {
  static let swaps: [String: String] = [
    "he": "you", "she": "you", "they": "you", "him": "you", "them": "you", "his": "your", "their": "your",
    "hers": "yours", "theirs": "yours", "himself": "yourself", "herself": "yourself", "themselves": "yourselves",
    "he's": "you're", "she's": "you're", "they're": "you're", "he'll": "you'll", "she'll": "you'll",
    "they'll": "you'll", "he'd": "you'd", "she'd": "you'd", "they'd": "you'd",
  ]
  static let agreement: [String: String] = [
    "is": "are", "was": "were", "has": "have", "does": "do", "isn't": "aren't", "wasn't": "weren't",
    "hasn't": "haven't", "doesn't": "don't",
  ]
  static let singular: Set<String> = ["he", "she"]

  /// The text from word `start` on, addressed to its reader; `request` ("to …") asks politely.
  static func addressed(_ words: RequestWords, from start: Int, request: Bool) -> String {
    let names = (start..<words.count).contains { index in
      let word = words[index]
      return words.isCapitalised(index) && !["i", "i'm", "i'll", "i've", "i'd", "her"].contains(word)
        && swaps[word] == nil && CalendarDay.weekday(named: word) == nil && TimeText.month(named: word) == nil
    }
    var text = ""
    var cursor = words.words[start].range.lowerBound
    for index in start..<words.count {
      let word = words.words[index]
      text += words.text[cursor..<word.range.lowerBound]
      text += names ? String(words.text[word.range]) : replacement(words, index)
      cursor = word.range.upperBound
    }
    text += words.text[cursor...]
    return request ? "Please " + text : text
  }

  /// The word at `index` said to the person: "his" → "your", "he is" → "you are", "she needs" → "you need".
  private static func replacement(_ words: RequestWords, _ index: Int) -> String {
    let word = words[index]
    let previous = words[index - 1]
    if word == "her" {
      let next = words[index + 1]
      let beforeNoun =
        !next.isEmpty && !["and", "to", "about", "at", "in", "on", "for", "that", "know"].contains(next)
        && words.spaceOnly(between: index, and: index + 1)
      return beforeNoun ? "your" : "you"
    }
    if let swapped = swaps[word] { return swapped }
    guard singular.contains(previous) else { return String(words.text[words.words[index].range]) }
    if let plural = agreement[word] { return plural }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    if ["ches", "shes", "sses", "xes", "oes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
    if word.hasSuffix("s") && !word.hasSuffix("ss") { return String(word.dropLast()) }
    return String(words.text[words.words[index].range])
  }
}
