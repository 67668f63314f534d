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

  @Test("the runs cover every index once, in order, sizes differing by at most one")
  func runs() {
    for (count, parts) in [(10, 3), (7, 7), (1_000, 2), (5, 1)] {
      let runs = (0..<parts).map { [Int].run($0, of: parts, count: count) }
      #expect(runs.flatMap { Array($0) } == Array(0..<count))
      let sizes = runs.map(\.count)
      #expect(sizes.max()! - sizes.min()! <= 1)
    }
  }
}
