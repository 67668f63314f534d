import Dispatch
import Testing

@testable import PsstAI

@Suite("concurrentMap")
struct ConcurrentMapTests {
  @Test("gives map's results in the input's order, below and above the size that splits the work")
  func sameAsMap() {
    for count in [0, 1, 255, 256, 511, 512, 513, 1_000, 4_097] {
      let numbers = Array(0..<count)
      #expect(numbers.concurrentMap { $0 * 3 + 1 } == numbers.map { $0 * 3 + 1 }, "\(count) elements")
    }
  }

  @Test("a map with a state per run gives map's results, the state carried from one element to the next")
  func statefulSameAsMap() {
    for count in [0, 1, 255, 513, 4_097] {
      let numbers = Array(0..<count)
      // The state remembers the element before in the run: a cache the results do not depend on.
      let mapped = numbers.concurrentMap(state: Int?.none) { before, number -> Int in
        defer { before = number }
        return before.map { $0 + 1 == number ? number * 3 + 1 : -1 } ?? number * 3 + 1
      }
      #expect(mapped == numbers.map { $0 * 3 + 1 }, "\(count) elements")
    }
  }

  @Test("the runs cover every index once, in order, sizes differing by at most one")
  func runs() {
    for (count, parts) in [(10, 3), (7, 7), (1_000, 2), (5, 1)] {
      let runs = (0..<parts).map { [Int].run($0, of: parts, count: count) }
      #expect(runs.flatMap { Array($0) } == Array(0..<count))
      let sizes = runs.map(\.count)
      #expect(sizes.max()! - sizes.min()! <= 1)
    }
  }

  @Test("runs every job once, a map inside a job included, and returns when all are done")
  func jobsAtOnce() {
    var first = 0
    var second: [Int] = []
    var third = ""
    runConcurrently([
      { first = (1...100).reduce(0, +) },
      { second = Array(0..<5_000).concurrentMap { $0 * 2 } },
      { third = "done" },
    ])
    #expect(first == 5_050)
    #expect(second == (0..<5_000).map { $0 * 2 })
    #expect(third == "done")
    runConcurrently([])
  }

  /// Signals when it is freed.
  final class Freed: @unchecked Sendable {
    let signal: DispatchSemaphore
    init(_ signal: DispatchSemaphore) { self.signal = signal }
    deinit { signal.signal() }
  }

  @Test("a value handed over to be released is freed once nothing else holds it")
  func releasedInBackground() {
    let signal = DispatchSemaphore(value: 0)
    releaseInBackground([Freed(signal), Freed(signal)])
    #expect(signal.wait(timeout: .now() + 10) == .success)
    #expect(signal.wait(timeout: .now() + 10) == .success)
  }
}
