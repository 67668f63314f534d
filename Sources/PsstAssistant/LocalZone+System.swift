import PsstAI

#if canImport(Glibc)
  import Glibc
#endif

extension LocalZone {
  /// The machine's time zone (TZ, /etc/localtime), with its daylight-saving rules.
  public static let system = LocalZone { millis in
    var seconds = time_t(millis / 1000)
    var parts = tm()
    localtime_r(&seconds, &parts)
    return Int(parts.tm_gmtoff)
  }
}
