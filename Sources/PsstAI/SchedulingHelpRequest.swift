extension ActionPlanner {
  /// Verbs that ask for times to be found.
  static let findingVerbs: Set<String> = ["find", "suggest", "propose", "pick", "get"]
  /// What is being found: "a time", "some slots".
  static let timeNouns: Set<String> = ["time", "times", "slot", "slots", "date", "dates", "day", "days"]
  /// Verbs after which the person met follows directly: "find a time to meet Sarah".
  static let meetingVerbs: Set<String> = ["meet", "see", "call", "talk", "speak"]

  /// The person or group a request for times names: "help me schedule with Sarah", "find a time
  /// to meet Tom", "suggest times for a call with the running group". A request that names a
  /// time of its own, or only says to book ("schedule a call with Tom"), is a call to book
  /// (`plan`), not this. Nil for anything else.
  public func schedulingHelp(_ request: String) -> String? {
    let words = RequestWords(request)
    let verb = verbIndex(words)
    let finding = Self.findingVerbs.contains(words[verb])
    // "schedule a call with Tom" books a call (and asks for its time); "help me schedule…"
    // asks for times.
    let helped = (0..<verb).contains { words[$0] == "help" }
    guard finding || helped && Self.schedulingVerbs.contains(words[verb]) else { return nil }
    guard RequestTime(words, from: verb + 1, today: zone.day(at: now)).isEmpty else { return nil }
    var sawTimeNoun = false
    for index in verb + 1..<min(words.count, verb + 8) {
      let word = words[index]
      if Self.timeNouns.contains(word) { sawTimeNoun = true }
      let introducesPerson = word == "with" || Self.meetingVerbs.contains(word) && words[index - 1] == "to"
      if introducesPerson {
        // "find the notes with Sarah" looks for something else than a time.
        guard !finding || sawTimeNoun, let person = personName(words, at: index + 1, stop: []) else { return nil }
        return person.name
      }
      // A name before "with" is someone else's: "schedule Tom's session with Sarah" is not asked.
      if words.isCapitalised(index) { return nil }
    }
    return nil
  }
}
