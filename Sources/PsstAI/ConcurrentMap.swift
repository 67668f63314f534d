import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Array {
  /// Below this many elements a map stays on the calling thread: waking others costs more.
  static var concurrentMinimum: Int { 256 }

  /// Runs per core: each thread takes the next run when it is done with one, so a core slowed
  /// by other work (or a run of long messages) does not hold the others up.
  static var runsPerCore: Int { 8 }

  /// `map(transform)` with the elements split into contiguous runs, several per core: the
  /// results are in the input's order whatever thread computed them, so the output is the same
  /// as `map`'s. `transform` must be safe to call from several threads at once (the detectors
  /// are: pure functions of a message and immutable lexicons).
  package func concurrentMap<Result>(_ transform: (Element) -> Result) -> [Result] {
    concurrentMap(state: ()) { _, element in transform(element) }
  }

  /// `concurrentMap(_:)` where each run starts with a copy of `initial` that `transform` may
  /// change as it maps the run's elements, in order: what one element leaves for the next ones
  /// (a cache). The results must not depend on it: a run may start anywhere.
  package func concurrentMap<State, Result>(
    state initial: State, _ transform: (inout State, Element) -> Result
  ) -> [Result] {
    let parts = Swift.min(Self.coreCount * Self.runsPerCore, count / Self.concurrentMinimum)
    guard parts > 1 else {
      var state = initial
      return map { transform(&state, $0) }
    }
    // Each result is written in its place in the one array returned: no run is copied again.
    return [Result](unsafeUninitializedCapacity: count) { results, initialized in
      withoutActuallyEscaping(transform) { transform in
        let shared = UncheckedSendable((self, results, initial, transform))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
          let (elements, results, initial, transform) = shared.value
          var state = initial
          // Each part initialises only its own run of `results`.
          for index in Self.run(part, of: parts, count: elements.count) {
            (results.baseAddress! + index).initialize(to: transform(&state, elements[index]))
          }
        }
      }
      initialized = count
    }
  }

  /// The `part`-th of `parts` contiguous runs of `0..<count`, sizes differing by at most one.
  static func run(_ part: Int, of parts: Int, count: Int) -> Range<Int> {
    let base = count / parts
    let extra = count % parts
    let start = part * base + Swift.min(part, extra)
    return start..<(start + base + (part < extra ? 1 : 0))
  }

  /// The cores this process may use.
  static var coreCount: Int { Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// Runs every job at once, the first on the calling thread and each other on a thread of the
/// pool, and returns when all are done: parts of a report that do not depend on each other fill
/// the cores during each other's serial steps. A job may use `concurrentMap`; it must write
/// nothing another job reads or writes.
package func runConcurrently(_ jobs: [() -> Void]) {
  let group = DispatchGroup()
  for job in jobs.dropFirst() {
    let shared = UncheckedSendable(job)
    DispatchQueue.global().async(group: group) { shared.value() }
  }
  jobs.first?()
  group.wait()
}

/// Hands `value` to a thread of the pool, which drops it: when it held the last references to a
/// large graph of objects (the analyses of 100,000 messages), they are freed there, not on the
/// caller's path. Only where they are freed changes.
package func releaseInBackground<Value>(_ value: Value) {
  let shared = UncheckedSendable(value)
  DispatchQueue.global(qos: .utility).async { withExtendedLifetime(shared) {} }
}

/// A value shared with the threads of `concurrentPerform`: the caller guarantees they only read
/// it or write disjoint parts of it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
