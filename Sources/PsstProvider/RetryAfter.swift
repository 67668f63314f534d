import PsstCore

/// Reads how long a server asked to wait: `Retry-After` in seconds ("2", "1.5") or as an HTTP
/// date ("Wed, 21 Oct 2026 07:28:00 GMT"), or OpenAI's `retry-after-ms`.
enum RetryAfter {
  /// Milliseconds to wait, from lower-cased `headers`; nil when they do not say.
  static func millis(_ headers: [String: String], now: Int64 = Clock.nowMillis()) -> Int? {
    if let text = headers["retry-after-ms"], let millis = Double(text), millis >= 0, millis < 1e9 {
      return Int(millis)
    }
    guard let text = headers["retry-after"] else { return nil }
    if let seconds = Double(text), seconds >= 0, seconds < 1e6 { return Int((seconds * 1000).rounded()) }
    guard let date = httpDate(text) else { return nil }
    return Int(max(0, date - now))
  }

  /// Unix milliseconds of an IMF-fixdate (RFC 9110), the only form servers send today.
  static func httpDate(_ text: String) -> Int64? {
    let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    let parts = text.split { $0 == " " || $0 == "," }
    guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]), let year = Int(parts[3]),
      let month = months.firstIndex(of: parts[2].lowercased())
    else { return nil }
    let clock = parts[4].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3 else { return nil }
    let pad = { (value: Int, width: Int) in
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    let iso =
      "\(pad(year, 4))-\(pad(month + 1, 2))-\(pad(day, 2))T\(pad(clock[0], 2)):\(pad(clock[1], 2)):\(pad(clock[2], 2))Z"
    return Timestamp.parse(iso)
  }
}
