import Glibc
import Testing

@testable import PsstCore

@Suite("ProcessPriority")
struct ProcessPriorityTests {
  /// What a thread saw of its own priority.
  struct Seen {
    var idleBefore = false
    var lowered = false
    var idleAfter = false
    var loweredAgain = false
    var childIdle = false
  }

  /// Runs `body` on a thread of its own (priorities are per thread on Linux: lowering one of
  /// the test runner's threads would slow every test after it) and waits for it.
  static func onOwnThread<Value>(_ body: @escaping () -> Value) -> Value {
    var value: Value?
    let box = ThreadBody { value = body() }
    var thread = pthread_t()
    let created = pthread_create(
      &thread, nil,
      { argument in
        Unmanaged<ThreadBody>.fromOpaque(argument!).takeRetainedValue().body()
        return nil
      }, Unmanaged.passRetained(box).toOpaque())
    precondition(created == 0, "pthread_create failed")
    pthread_join(thread, nil)
    return value!
  }

  @Test func aThreadYieldsAndTheThreadsItStartsAfterwardsInheritIt() {
    let seen = Self.onOwnThread {
      var seen = Seen()
      seen.idleBefore = ProcessPriority.isIdle
      seen.lowered = ProcessPriority.yieldToForeground()
      seen.idleAfter = ProcessPriority.isIdle
      seen.loweredAgain = ProcessPriority.yieldToForeground()
      seen.childIdle = Self.onOwnThread { ProcessPriority.isIdle }
      return seen
    }
    #expect(!seen.idleBefore)
    #expect(seen.lowered)
    #expect(seen.idleAfter)
    #expect(seen.loweredAgain)
    #expect(seen.childIdle)
  }

  @Test func otherThreadsKeepTheirPriority() {
    _ = Self.onOwnThread { ProcessPriority.yieldToForeground() }
    #expect(!ProcessPriority.isIdle)
    #expect(!Self.onOwnThread { ProcessPriority.isIdle })
  }
}

/// What a thread of `ProcessPriorityTests.onOwnThread` runs; joined before the caller reads
/// what it wrote.
private final class ThreadBody: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}
