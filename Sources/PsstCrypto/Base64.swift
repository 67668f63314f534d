// FoundationEssentials where there is one: all of Foundation would bring ICU's data into the
// static binary.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Matrix and Olm write binary as standard base64 without the `=` padding.
public enum UnpaddedBase64 {
  /// The unpadded base64 of `bytes`.
  public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var text = Data(bytes).base64EncodedString()
    while text.hasSuffix("=") { text.removeLast() }
    return text
  }

  /// The bytes of `text`, padded or not; nil when it is not base64.
  public static func decode(_ text: String) -> [UInt8]? {
    var padded = text
    while padded.hasSuffix("=") { padded.removeLast() }
    if padded.utf8.count % 4 == 1 { return nil }
    padded += String(repeating: "=", count: (4 - padded.utf8.count % 4) % 4)
    return Data(base64Encoded: padded).map { Array($0) }
  }

  /// `decode`, or a `badEncoding` error naming `what`.
  static func decode(_ text: String, what: String) throws -> [UInt8] {
    guard let bytes = decode(text) else { throw CryptoError(.badEncoding, "\(what) is not base64") }
    return bytes
  }
}
