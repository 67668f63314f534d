#if canImport(Glibc)
  import Glibc
#endif

/// Times are milliseconds since the Unix epoch (UTC) everywhere in psst.
public enum Clock {
  /// The current wall-clock time.
  public static func nowMillis() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
  }

  public static func monotonicNanos() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  public static func sleep(milliseconds: Int) {
    var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
  }
}

/// ISO 8601 and human forms of timestamps.
public enum Timestamp {
  /// `2026-09-03T07:12:00Z` (milliseconds shown only when present).
  public static func iso(_ millis: Int64) -> String {
    var seconds = time_t(millis / 1000 - (millis % 1000 < 0 ? 1 : 0))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let fraction = Int(((millis % 1000) + 1000) % 1000)
    // Digits written by hand: this runs for every message printed or recorded.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    func put(_ value: Int, _ width: Int) {
      var divisor = 1
      for _ in 1..<width { divisor *= 10 }
      var rest = value
      while divisor > 0 {
        bytes.append(UInt8(48 + rest / divisor % 10))
        rest %= divisor
        divisor /= 10
      }
    }
    put(Int(parts.tm_year) + 1900, 4)
    bytes.append(45)
    put(Int(parts.tm_mon) + 1, 2)
    bytes.append(45)
    put(Int(parts.tm_mday), 2)
    bytes.append(84)
    put(Int(parts.tm_hour), 2)
    bytes.append(58)
    put(Int(parts.tm_min), 2)
    bytes.append(58)
    put(Int(parts.tm_sec), 2)
    if fraction != 0 {
      bytes.append(46)
      put(fraction, 3)
    }
    bytes.append(90)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Local wall-clock time, `2026-09-03 08:12`, for people.
  public static func local(_ millis: Int64) -> String {
    var seconds = time_t(millis / 1000)
    var parts = tm()
    localtime_r(&seconds, &parts)
    return "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday)) "
      + "\(pad(parts.tm_hour)):\(pad(parts.tm_min))"
  }

  /// "just now", "5m ago", "3h ago", "2d ago", "in 4m".
  public static func relative(_ millis: Int64, now: Int64 = Clock.nowMillis()) -> String {
    let delta = (now - millis) / 1000
    let future = delta < 0
    let seconds = abs(delta)
    let amount: String
    switch seconds {
    case ..<45: return "just now"
    case ..<3600: amount = "\(max(1, (seconds + 30) / 60))m"
    case ..<86_400: amount = "\(seconds / 3600)h"
    case ..<(86_400 * 60): amount = "\(seconds / 86_400)d"
    case ..<(86_400 * 730): amount = "\(seconds / (86_400 * 30))mo"
    default: amount = "\(seconds / (86_400 * 365))y"
    }
    return future ? "in \(amount)" : "\(amount) ago"
  }

  /// Parses `2026-09-03T07:12:00Z`, `2026-09-03T07:12:00.250+02:00`, `2026-09-03 07:12` or `2026-09-03`
  /// (the last two in UTC).
  public static func parse(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    func number(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<start + count] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0, 4), bytes.count >= 10, bytes[4] == 45, let month = number(5, 2),
      bytes[7] == 45, let day = number(8, 2), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var millis = 0
    var offsetSeconds = 0
    var index = 10
    if bytes.count > 10 {
      guard bytes[10] == 84 || bytes[10] == 32 || bytes[10] == 116, let h = number(11, 2),
        bytes.count > 13, bytes[13] == 58, let m = number(14, 2)
      else { return nil }
      hour = h
      minute = m
      index = 16
      if index < bytes.count, bytes[index] == 58 {
        guard let s = number(17, 2) else { return nil }
        second = s
        index = 19
        if index < bytes.count, bytes[index] == 46 {
          index += 1
          var digits = 0
          while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
            if digits < 3 { millis = millis * 10 + Int(bytes[index] - 48) }
            digits += 1
            index += 1
          }
          for _ in min(digits, 3)..<3 { millis *= 10 }
        }
      }
      if index < bytes.count {
        switch bytes[index] {
        case 90, 122: index += 1
        case 43, 45:
          let sign = bytes[index] == 45 ? -1 : 1
          guard let offsetHours = number(index + 1, 2) else { return nil }
          index += 3
          if index < bytes.count, bytes[index] == 58 { index += 1 }
          let offsetMinutes = number(index, 2) ?? 0
          if index < bytes.count { index += 2 }
          offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        default: return nil
        }
      }
      guard index == bytes.count, hour < 24, minute < 60, second < 61 else { return nil }
    }
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    let seconds = Int64(timegm(&parts)) - Int64(offsetSeconds)
    let instant = seconds * 1000 + Int64(millis)
    // An offset can carry year 0000 or 9999 past what four digits print ("000/-12-31…").
    return printable.contains(instant) ? instant : nil
  }

  /// 0000-01-01T00:00:00Z through 9999-12-31T23:59:59.999Z: the instants `iso` can write.
  static let printable: ClosedRange<Int64> = -62_167_219_200_000...253_402_300_799_999

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Parses `--since` values: a duration back from now (`90s`, `15m`, `12h`, `7d`, `2w`) or a date.
  public static func parseSince(_ text: String, now: Int64 = Clock.nowMillis()) -> Int64? {
    if let last = text.last, let amount = Int64(text.dropLast()), amount >= 0 {
      let unit: Int64? =
        switch last {
        case "s": 1000
        case "m": 60_000
        case "h": 3_600_000
        case "d": 86_400_000
        case "w": 7 * 86_400_000
        default: nil
        }
      if let unit {
        // A span too long to count is refused, not wrapped around.
        let (span, overflow) = amount.multipliedReportingOverflow(by: unit)
        return overflow ? nil : max(0, now - span)
      }
    }
    return parse(text)
  }

  private static func pad(_ value: Int32, width: Int = 2) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
