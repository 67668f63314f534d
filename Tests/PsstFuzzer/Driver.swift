import Foundation
import PsstFuzz

#if PSST_LIBFUZZER
  // Built by `make fuzz` with -sanitize=fuzzer: libFuzzer's main drives these two functions.
  // PSST_FUZZ_TARGET names the target; PSST_FUZZ_WRITE_SEEDS=DIR writes its seeds there and exits.

  nonisolated(unsafe) var target: FuzzTarget! = nil

  @_cdecl("LLVMFuzzerInitialize")
  public func initialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
  ) -> CInt {
    let name = ProcessInfo.processInfo.environment["PSST_FUZZ_TARGET"] ?? ""
    guard let found = FuzzTargets.named(name) else {
      FileHandle.standardError.write(
        Data("PsstFuzzer: set PSST_FUZZ_TARGET to one of \(FuzzTargets.names.joined(separator: ", "))\n".utf8))
      exit(64)
    }
    target = found
    if let folder = ProcessInfo.processInfo.environment["PSST_FUZZ_WRITE_SEEDS"] {
      for (index, seed) in found.seeds.enumerated() {
        _ = FileManager.default.createFile(atPath: folder + "/seed-\(index)", contents: Data(seed))
      }
      exit(0)
    }
    return 0
  }

  @_cdecl("LLVMFuzzerTestOneInput")
  public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Cut like the seeded generator cuts: the same bound on one input's size.
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: min(size, target.mutator.maximumLength))) } ?? []
    let problems = target.check(bytes)
    if !problems.isEmpty { fatalError("fuzz \(target.name): \(problems.joined(separator: "; "))") }
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// SwiftPM links an executable's entry point under this name: hand over to libFuzzer.
  @_cdecl("PsstFuzzer_main")
  public func fuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in testOneInput(data, size) }
  }
#else
  /// Without libFuzzer: runs one target's check on input files (a libFuzzer crash file, or an
  /// input a failing test saved under $TMPDIR/psst-fuzz), e.g.
  /// `swift run PsstFuzzer json /tmp/psst-fuzz/json-20261122-17.bin`.
  @main
  enum Driver {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let name = arguments.first, let target = FuzzTargets.named(name), arguments.count > 1 else {
        print("usage: PsstFuzzer TARGET FILE...\ntargets: \(FuzzTargets.names.joined(separator: ", "))")
        exit(64)
      }
      var failed = false
      for path in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          exit(66)
        }
        let problems = target.check(Array(data))
        print("\(path): " + (problems.isEmpty ? "ok" : problems.joined(separator: "; ")))
        failed = failed || !problems.isEmpty
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
