/// The one error type of the core. A `struct` over a private code so new cases never break callers;
/// every error maps to a documented exit code and prints as one line.
public struct PsstError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, at the granularity that decides the exit code.
  public enum Kind: String, Equatable, Sendable {
    case usage, badInput, unavailable, queued, permission, notFound, internalFailure
    /// A file psst must write could not be: the disk or quota is full, or the device failed.
    /// Not a bug and not bad input: free space (or fix the device) and run the command again.
    case ioFailure
    /// Refused by the relationship rules (who may message whom): retryable once the
    /// relationship exists.
    case relationship
  }

  public let kind: Kind
  public let message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }

  /// Exit status documented in every man page (sysexits.h values).
  public var exitCode: Int32 {
    switch kind {
    case .usage, .notFound: 1
    case .badInput: 65
    case .unavailable: 69
    case .queued: 75
    case .permission, .relationship: 77
    case .internalFailure: 70
    case .ioFailure: 74
    }
  }

  public static func usage(_ message: String) -> PsstError { PsstError(.usage, message) }
  public static func badInput(_ message: String) -> PsstError { PsstError(.badInput, message) }
  public static func notFound(_ message: String) -> PsstError { PsstError(.notFound, message) }
  public static func unavailable(_ message: String) -> PsstError { PsstError(.unavailable, message) }
  public static func permission(_ message: String) -> PsstError { PsstError(.permission, message) }
  public static func internalFailure(_ message: String) -> PsstError {
    PsstError(.internalFailure, message)
  }
  public static func ioFailure(_ message: String) -> PsstError { PsstError(.ioFailure, message) }
}

extension PsstError {
  /// The same error, said of input line `number`. What the line itself got wrong (a name that
  /// does not exist, a bad value) is bad input data; trouble with the system keeps its kind.
  public func onLine(_ number: Int) -> PsstError {
    let lineKind: Kind = [.usage, .notFound].contains(kind) ? .badInput : kind
    return PsstError(lineKind, message.hasPrefix("line ") ? message : "line \(number): \(message)")
  }

  /// True for what one input line got wrong (its own data), as opposed to trouble with the
  /// system (a full disk, a locked or damaged store), which is no line's fault.
  public var isAboutInput: Bool { [.usage, .notFound, .badInput].contains(kind) }

  /// The same system error, said of the run of input lines `lines` that it undid (they were
  /// stored in one transaction); the lines before the run were kept.
  public func undoing(lines: ClosedRange<Int>, failedAt line: Int? = nil) -> PsstError {
    let at = line.map { "line \($0): " } ?? ""
    let undone =
      lines.count == 1
      ? (line == lines.lowerBound ? "not stored" : "line \(lines.lowerBound) not stored")
      : "lines \(lines.lowerBound)-\(lines.upperBound) not stored"
    let kept = lines.lowerBound > 1 ? " (the lines before were)" : ""
    return PsstError(kind, "\(at)\(message); \(undone)\(kept)")
  }
}
