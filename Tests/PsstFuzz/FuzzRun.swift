import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a run of one target did: enough to put in a README and to replay a failure.
public struct FuzzReport: CustomStringConvertible {
  public let target: String
  public let seed: UInt64
  public var inputs = 0
  public var seconds = 0.0
  /// The slowest input, in milliseconds, and its number.
  public var slowestMillis = 0.0
  public var slowestInput = 0
  /// One line per failing input (at most `FuzzRun.keptFailures`), with how to replay it.
  public var failures: [String] = []
  public var failedInputs = 0

  public var description: String {
    let slowest = String(format: "%.1f", slowestMillis)
    return "fuzz \(target): \(inputs) inputs in \(String(format: "%.1f", seconds)) s (PSST_FUZZ_SEED=\(seed)), "
      + "\(failedInputs) failed, slowest \(slowest) ms (input \(slowestInput))"
  }
}

/// Runs a target over generated inputs. The environment sets the size of a run:
///
/// - `PSST_FUZZ_SEED`: the seed (a number, or `random`); default a fixed one, so `make test`
///   tries the same inputs every time. Printed with every report.
/// - `PSST_FUZZ_ITERATIONS`: inputs per target (default: what the test asks for).
/// - `PSST_FUZZ_SECONDS`: run each target this long instead (the iterations, if set too, cap it).
/// - `PSST_FUZZ_INPUT`: replay only this input of the seed's sequence.
/// - `PSST_FUZZ_SLOW_MS`: an input slower than this fails (default 5000: the bound per input, in a
///   debug build on a busy machine; the work that blows up on hostile input takes far longer).
/// - `PSST_FUZZ_HANG_SECONDS`: an input still running after this long ends the process with
///   its seed and number on stderr and the input saved (default 30).
/// - `PSST_FUZZ_TARGETS`: only these targets (comma-separated names) run; the others try nothing.
///
/// A failing input is saved under `$TMPDIR/psst-fuzz/` and named in the report.
public enum FuzzRun {
  public static let defaultSeed: UInt64 = 20_261_122
  static let keptFailures = 5

  public static func run(_ target: FuzzTarget, inputs defaultInputs: Int) -> FuzzReport {
    let environment = ProcessInfo.processInfo.environment
    let seed = seed(environment["PSST_FUZZ_SEED"])
    let iterations = environment["PSST_FUZZ_ITERATIONS"].flatMap(Int.init)
    let seconds = environment["PSST_FUZZ_SECONDS"].flatMap(Double.init)
    let slowLimit = environment["PSST_FUZZ_SLOW_MS"].flatMap(Double.init) ?? 5000
    let hangLimit = environment["PSST_FUZZ_HANG_SECONDS"].flatMap(Double.init) ?? 30
    var indices: any Sequence<Int> = 0..<(iterations ?? (seconds == nil ? defaultInputs : Int.max))
    if let only = environment["PSST_FUZZ_INPUT"].flatMap(Int.init) { indices = [only] }

    var report = FuzzReport(target: target.name, seed: seed)
    if let only = environment["PSST_FUZZ_TARGETS"], !only.split(separator: ",").contains(Substring(target.name)) {
      return report
    }
    let watchdog = Watchdog(target: target.name, seed: seed, limit: hangLimit)
    let slot = CrashNote.claim()
    defer { CrashNote.release(slot) }
    let started = Date()
    for index in indices {
      if let seconds, Date().timeIntervalSince(started) >= seconds { break }
      var random = FuzzRandom.forInput(index, seed: seed)
      let input = target.mutator.input(from: target.seeds, using: &random)
      watchdog.begin(index, input)
      CrashNote.set(
        slot,
        "fuzz \(target.name): input \(index) was running when the process died "
          + "(replay: PSST_FUZZ_SEED=\(seed) PSST_FUZZ_INPUT=\(index))\n")
      let begun = Clock.now()
      var problems = target.check(input)
      let millis = Clock.millis(since: begun)
      watchdog.end()
      CrashNote.clear(slot)
      report.inputs += 1
      if millis > report.slowestMillis { (report.slowestMillis, report.slowestInput) = (millis, index) }
      if millis > slowLimit {
        problems.append("took \(Int(millis)) ms (the bound per input is \(Int(slowLimit)) ms)")
      }
      guard !problems.isEmpty else { continue }
      report.failedInputs += 1
      if report.failures.count < keptFailures {
        let saved = save(input, target: target.name, seed: seed, index: index)
        report.failures.append(
          "input \(index) (\(input.count) bytes, saved as \(saved); replay: PSST_FUZZ_SEED=\(seed) "
            + "PSST_FUZZ_INPUT=\(index)): \(problems.joined(separator: "; ")) — input: \(preview(input))")
      }
    }
    report.seconds = Date().timeIntervalSince(started)
    print(report)
    for failure in report.failures { print("fuzz \(target.name): \(failure)") }
    return report
  }

  static func seed(_ setting: String?) -> UInt64 {
    guard let setting else { return defaultSeed }
    if setting == "random" { return UInt64.random(in: 1...UInt64(UInt32.max)) }
    return UInt64(setting) ?? defaultSeed
  }

  /// The start of an input, escaped, for a failure message.
  static func preview(_ input: [UInt8]) -> String {
    let head = String(decoding: input.prefix(300), as: UTF8.self).unicodeScalars.map { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
    return "\"\(head)\"" + (input.count > 300 ? "…" : "")
  }

  static func save(_ input: [UInt8], target: String, seed: UInt64, index: Int) -> String {
    let folder = NSTemporaryDirectory() + "/psst-fuzz"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/\(target)-\(seed)-\(index).bin"
    _ = FileManager.default.createFile(atPath: path, contents: Data(input))
    return path
  }
}

/// Monotonic time for measuring inputs.
enum Clock {
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  static func millis(since start: UInt64) -> Double { Double(now() - start) / 1_000_000 }
}

/// Ends the process when one input runs past the hang limit (a hang would otherwise block the
/// test run forever), after saving the input and saying how to replay it.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (index: Int, input: [UInt8], started: UInt64)?
  private let target: String
  private let seed: UInt64
  private let limit: Double

  init(target: String, seed: UInt64, limit: Double) {
    self.target = target
    self.seed = seed
    self.limit = limit
    let thread = Thread { [weak self] in
      while let watchdog = self {
        watchdog.inspect()
        Thread.sleep(forTimeInterval: 0.25)
      }
    }
    thread.start()
  }

  func begin(_ index: Int, _ input: [UInt8]) {
    lock.withLock { current = (index, input, Clock.now()) }
  }

  func end() { lock.withLock { current = nil } }

  private func inspect() {
    guard let (index, input, started) = lock.withLock({ current }),
      Clock.millis(since: started) > limit * 1000
    else { return }
    let saved = FuzzRun.save(input, target: target, seed: seed, index: index)
    let message =
      "fuzz \(target): input \(index) still running after \(Int(limit)) s: a hang (saved as \(saved); replay: "
      + "PSST_FUZZ_SEED=\(seed) PSST_FUZZ_INPUT=\(index)) — input: \(FuzzRun.preview(input))\n"
    FileHandle.standardError.write(Data(message.utf8))
    abort()
  }
}

/// Says which inputs were running when the process dies of a signal (a crash in the code under
/// test), then lets the previous handler (the Swift runtime's backtrace) run. Targets may run at
/// once (suites run in parallel), each in a slot of its own.
enum CrashNote {
  static let slots = 16
  static let slotSize = 512
  nonisolated(unsafe) static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * slotSize)
  nonisolated(unsafe) static let lengths = UnsafeMutablePointer<Int>.allocate(capacity: slots)
  /// The handlers found before, by signal number (no dictionary lookups in a signal handler).
  nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  nonisolated(unsafe) static var taken = Set<Int>()
  static let lock = NSLock()
  static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

  /// A slot for one run (installing the handlers the first time); nil when all are taken.
  static func claim() -> Int? {
    lock.withLock {
      install()
      guard let slot = (0..<slots).first(where: { !taken.contains($0) }) else { return nil }
      taken.insert(slot)
      lengths[slot] = 0
      return slot
    }
  }

  static func release(_ slot: Int?) {
    guard let slot else { return }
    lock.withLock {
      lengths[slot] = 0
      taken.remove(slot)
    }
  }

  static func set(_ slot: Int?, _ note: String) {
    guard let slot else { return }
    let bytes = Array(note.utf8.prefix(slotSize - 1))
    lengths[slot] = 0
    bytes.withUnsafeBufferPointer { source in
      source.withMemoryRebound(to: CChar.self) {
        (buffer + slot * slotSize).update(from: $0.baseAddress!, count: bytes.count)
      }
    }
    lengths[slot] = bytes.count
  }

  static func clear(_ slot: Int?) {
    if let slot { lengths[slot] = 0 }
  }

  nonisolated(unsafe) private static var installed = false

  private static func install() {
    guard !installed else { return }
    installed = true
    for index in 0..<slots { lengths[index] = 0 }
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        for slot in 0..<CrashNote.slots where CrashNote.lengths[slot] > 0 {
          _ = write(STDERR_FILENO, CrashNote.buffer + slot * CrashNote.slotSize, CrashNote.lengths[slot])
        }
        sigaction(signal, CrashNote.previous + Int(signal), nil)
        raise(signal)
      }
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, previous + Int(signal))
    }
  }
}
