import Foundation
import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

/// The core's parsers of outside input: JSON, the line reader, import records, timestamps.
extension FuzzTargets {
  static let jsonTokens = [
    "{", "}", "[", "]", "\"", ":", ",", "\\\"", "\\n", "\\u00e9", "\\ud83d\\ude00", "true", "false", "null", " ",
    "\"type\":", "\"text\":", "1e5", "-0.5", "\"\"",
  ]

  static let jsonSeeds = [
    #"{"type":"message","id":"m1","chat":"c1","sender":"sarah","text":"Knee feels better \u00e9 😀","ts":"2026-09-03T07:12:00Z"}"#,
    #"{"chat":"c1","text":"two\nlines","reply_to":"m1","attach":["a.pdf"]}"#,
    #"[1,-2.5,3e10,true,false,null,"x",{"a":[{}],"b":{"c":[]}}]"#,
    #"{"n":9007199254740991,"f":0.1,"e":1E-7,"big":123456789012345678}"#,
    #""\"quoted\" \\ \/ \b\f\n\r\t \u0001 \ud83d\ude00""#,
    #"  {"spaced" : [ 1 , 2 ] }  "#,
    "0", "-0", "\"\"", "[]", "{}",
  ]

  /// JSON.parse: a value or a JSONParseError with a reason and an offset inside the input; what
  /// it parsed prints as JSON that psst and another parser (Foundation's) read back to the same
  /// value, and printing is stable.
  public static func json() -> FuzzTarget {
    FuzzTarget(name: "json", seeds: jsonSeeds, tokens: jsonTokens) { bytes in
      let text = bytes.text
      let value: JSON
      do {
        value = try JSON.parse(text)
      } catch let error as JSONParseError {
        var problems: [String] = []
        if error.reason.isEmpty { problems.append("a parse error without a reason") }
        if !(0...text.utf8.count).contains(error.offset) {
          problems.append("error offset \(error.offset) outside the input (\(text.utf8.count) bytes)")
        }
        return problems
      } catch {
        return ["JSON.parse threw \(type(of: error)), not JSONParseError: \(error)"]
      }
      return roundTrip(value)
    }
  }

  static func roundTrip(_ value: JSON) -> [String] {
    let printed = value.serialized
    let again: JSON
    do {
      again = try JSON.parse(printed)
    } catch {
      return ["printed JSON psst cannot read back (\(error)): \(printed.prefix(200))"]
    }
    var problems: [String] = []
    if again != value { problems.append("serialize → parse changed the value: \(printed.prefix(200))") }
    if again.serialized != printed { problems.append("printing is not stable: \(printed.prefix(200))") }
    if (try? JSONSerialization.jsonObject(with: Data(printed.utf8), options: [.fragmentsAllowed])) == nil {
      problems.append("printed JSON that Foundation's parser refuses: \(printed.prefix(200))")
    }
    return problems
  }

  /// LineReader (stdin of every tool that reads JSON Lines): the same lines as splitting the
  /// bytes by hand (LF, a CR before it dropped), a line that is not UTF-8 refused as bad input
  /// naming its number, and the batch reader giving the non-blank lines in order.
  public static func jsonLines() -> FuzzTarget {
    let seeds = [
      jsonSeeds.joined(separator: "\n") + "\n",
      jsonSeeds.joined(separator: "\r\n"),
      "\n\n  \n{\"text\":\"a\"}\n\r\n",
      "",
    ]
    return FuzzTarget(
      name: "json-lines", seeds: seeds, tokens: jsonTokens + ["\n", "\r\n", "\r", "\n\n"], maximumLength: 64 * 1024
    ) { bytes in
      let expected = expectedLines(bytes)
      var problems = compare(
        readLines(bytes) { reader in try reader.next().map { [$0] } }, expected, "next()")
      let nonBlank = expected.filter { line in
        if case .text(let text) = line { return !text.allSatisfy(\.isWhitespace) }
        return true
      }
      problems += compare(
        readLines(bytes) { reader in try reader.nextBatch(limit: 7)?.map(\.text) }, nonBlank, "nextBatch(limit:)")
      return problems
    }
  }

  enum Line: Equatable {
    case text(String)
    case refused(line: Int)
  }

  /// The lines as the contract says: split at LF, one CR before it removed, a last line without
  /// LF kept, each valid UTF-8 or refused.
  static func expectedLines(_ bytes: [UInt8]) -> [Line] {
    var pieces = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    return pieces.enumerated().map { number, piece in
      let line = piece.last == 13 ? Array(piece.dropLast()) : piece
      guard let text = String(validating: line, as: UTF8.self) else { return .refused(line: number + 1) }
      return .text(text)
    }
  }

  /// Reads `bytes` from a file through a LineReader with `next` until it says the input ended.
  static func readLines(_ bytes: [UInt8], _ next: (LineReader) throws -> [String]?) -> Result<[Line], FuzzFailure> {
    let path = NSTemporaryDirectory() + "/psst-fuzz-lines-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { unlink(path) }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(FuzzFailure("cannot open \(path)")) }
    let reader = LineReader(fd: fd)
    defer { close(fd) }
    var lines: [Line] = []
    // Each line at most once: a reader that never ends would otherwise loop here forever.
    for _ in 0...(bytes.count + 1) {
      do {
        guard let batch = try next(reader) else { return .success(lines) }
        lines += batch.map(Line.text)
      } catch let error as PsstError {
        guard error.kind == .badInput, let number = lineNumber(in: error.message) else {
          return .failure(FuzzFailure("unexpected error \(error.kind): \(error.message)"))
        }
        lines.append(.refused(line: number))
      } catch {
        return .failure(FuzzFailure("threw \(type(of: error)), not PsstError: \(error)"))
      }
    }
    return .failure(FuzzFailure("the reader returned more lines than the input holds"))
  }

  static func lineNumber(in message: String) -> Int? {
    guard message.hasPrefix("line ") else { return nil }
    return Int(message.dropFirst(5).prefix { $0.isNumber })
  }

  static func compare(_ read: Result<[Line], FuzzFailure>, _ expected: [Line], _ how: String) -> [String] {
    switch read {
    case .failure(let failure): return ["\(how): \(failure.message)"]
    case .success(let lines) where lines != expected:
      let first =
        zip(lines, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(lines.count, expected.count)
      return [
        "\(how) read \(lines.count) lines, expected \(expected.count); first difference at \(first): "
          + "\(lines.dropFirst(first).first.map { "\($0)".prefix(120) } ?? "nothing") vs "
          + "\(expected.dropFirst(first).first.map { "\($0)".prefix(120) } ?? "nothing")"
      ]
    case .success: return []
    }
  }

  /// HistoryImporter (psst-import): each record is stored or refused as bad input with a message;
  /// the store stays intact, an imported message keeps its text exactly, and importing the same
  /// records again adds nothing.
  public static func importRecords() -> FuzzTarget {
    let seeds = [
      """
      {"type":"user","id":"sarah","name":"Sarah Whitby","role":"client"}
      {"type":"user","id":"kit","name":"Kit","role":"trainer"}
      {"type":"chat","id":"c1","name":"Sarah","kind":"direct","members":["kit","sarah"]}
      {"type":"message","id":"m1","chat":"c1","sender":"sarah","text":"Knee feels better","ts":"2026-09-03T07:12:00Z"}
      {"type":"message","id":"m2","chat":"c1","sender":"kit","text":"Great!\\nKeep it up","ts":"2026-09-03T07:13:00.250+02:00","reply_to":"m1"}
      """,
      """
      {"type":"chat","id":"g1","name":"Bootcamp","kind":"group","members":["kit","a","b","c"]}
      {"type":"message","id":"g1-1","chat":"g1","sender":"a","text":"Saturday 8am?","ts":"2026-10-01 08:00"}
      {"type":"message","id":"g1-2","chat":"g1","sender":"b","text":"","ts":"2026-10-01"}
      """,
    ]
    let tokens =
      jsonTokens + [
        "{\"type\":\"message\",", "{\"type\":\"chat\",", "{\"type\":\"user\",", "\"ts\":\"", "\"members\":", "\n",
        "\"reply_to\":", "\"role\":\"", "\"kind\":\"direct\"", "/", "..",
      ]
    return FuzzTarget(name: "import", seeds: seeds, tokens: tokens) { bytes in
      let store: Store
      do {
        store = try Store.inMemory(Environment(home: "/nonexistent", hubPath: "/nonexistent/hub.db", offline: true))
      } catch {
        return ["cannot open an in-memory store: \(error)"]
      }
      var records: [JSON] = []
      for line in bytes.split(separator: 10) {
        if let record = try? JSON.parse(String(decoding: line, as: UTF8.self)) { records.append(record) }
      }
      var problems: [String] = []
      var imported: [String: String] = [:]
      func note(_ record: JSON) {
        if record["type"]?.stringValue == "message", let id = record["id"]?.stringValue,
          let text = record["text"]?.stringValue, imported[id] == nil
        {
          imported[id] = text
        }
      }
      // A message before the line of its chat is refused the first time and taken the second;
      // a third import adds nothing.
      let first = importAll(records, into: store, problems: &problems, accepted: note)
      let second = importAll(records, into: store, problems: &problems, accepted: note)
      let third = importAll(records, into: store, problems: &problems) { _ in }
      if let again = third?.messages, again != 0 {
        problems.append("importing the same records a third time added \(again) messages")
      }
      if let counted = first.flatMap({ one in second.map { one.messages + $0.messages } }), counted != imported.count {
        problems.append("\(counted) messages counted, \(imported.count) distinct ids accepted")
      }
      problems += storedTexts(store, expected: imported)
      problems += integrity(store.database)
      return problems
    }
  }

  static func importAll(
    _ records: [JSON], into store: Store, problems: inout [String], accepted: (JSON) -> Void
  ) -> HistoryImporter.Counts? {
    guard var importer = try? HistoryImporter(store: store, account: "me") else {
      problems.append("cannot start an import")
      return nil
    }
    for record in records {
      do {
        try importer.add(record)
        accepted(record)
      } catch let error as PsstError {
        if error.kind != .badInput { problems.append("a record failed with \(error.kind), not bad input: \(error)") }
        if error.message.isEmpty { problems.append("a record refused without a message") }
      } catch {
        problems.append("threw \(type(of: error)), not PsstError: \(error)")
      }
    }
    return importer.counts
  }

  static func storedTexts(_ store: Store, expected: [String: String]) -> [String] {
    var problems: [String] = []
    for (id, text) in expected {
      let stored = try? store.database.first(
        "SELECT text FROM messages WHERE account = 'me' AND id = ?", [id.sql]
      ) { $0.string(0) }
      if stored != text { problems.append("message \(id.debugDescription) stored as \(String(describing: stored))") }
    }
    return problems
  }

  static func integrity(_ database: Database) -> [String] {
    let result = (try? database.query("PRAGMA integrity_check") { $0.string(0) }) ?? ["(failed)"]
    return result == ["ok"] ? [] : ["integrity_check: \(result.prefix(3).joined(separator: "; "))"]
  }

  /// Timestamp.parse (import's "ts", --since, search's after:): a time it accepts prints as
  /// ISO 8601 that parses back to the same instant; --since durations never wrap around.
  public static func timestamps() -> FuzzTarget {
    let seeds = [
      "2026-09-03T07:12:00Z", "2026-09-03T07:12:00.250+02:00", "2026-09-03 07:12", "2026-09-03",
      "2024-02-29T23:59:60Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "2026-09-03t07:12-0530",
      "0000-01-01T00:30+00:00", "9999-12-31T23:30-00:00",
      "7d", "90s", "15m", "12h", "2w", "0d",
    ]
    let tokens = [
      "Z", "z", "+", "-", ":", ".", "T", " ", "00", "23", "59", "60", "99", "+14:00", "-23:59", "+23:59", "d", "w",
      "0000", "9999",
    ]
    let now: Int64 = 1_795_000_000_000
    return FuzzTarget(name: "timestamp", seeds: seeds, tokens: tokens) { bytes in
      let text = bytes.text
      var problems: [String] = []
      if let time = Timestamp.parse(text) {
        let printed = Timestamp.iso(time)
        if Timestamp.parse(printed) != time {
          problems.append(
            "\(text.debugDescription) is \(time) ms, printed \(printed), which reads back as "
              + "\(Timestamp.parse(printed).map(String.init) ?? "nothing")")
        }
      }
      if let since = Timestamp.parseSince(text, now: now), since > now, Timestamp.parse(text) == nil {
        problems.append("the duration \(text.debugDescription) lies in the future: \(since)")
      }
      return problems
    }
  }
}

/// A problem found while running one input, for `Result`.
struct FuzzFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
