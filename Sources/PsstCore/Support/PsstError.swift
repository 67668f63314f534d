/// The one error type of the core. A `struct` over a private code so new cases never break callers;
/// every error maps to a documented exit code and prints as one line.
public struct PsstError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, at the granularity that decides the exit code.
  public enum Kind: String, Equatable, Sendable {
    case usage, badInput, unavailable, queued, permission, notFound, internalFailure
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
    case .permission: 77
    case .internalFailure: 70
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
}

extension PsstError {
  /// The same error, said of input line `number`. What the line itself got wrong (a name that
  /// does not exist, a bad value) is bad input data; trouble with the system keeps its kind.
  public func onLine(_ number: Int) -> PsstError {
    let lineKind: Kind = [.usage, .notFound].contains(kind) ? .badInput : kind
    return PsstError(lineKind, message.hasPrefix("line ") ? message : "line \(number): \(message)")
  }
}
