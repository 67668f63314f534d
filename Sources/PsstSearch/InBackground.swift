import Dispatch

/// A value computed on another thread while the caller goes on (or, for work that may not run
/// beside it, right away); `value()` waits for it.
final class InBackground<Value>: @unchecked Sendable {
  // Written once by the worker before `done` is signalled, read only after waiting on it.
  private var result: Result<Value, Error>?
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` on another thread. It must touch nothing the caller uses meanwhile.
  init(_ work: @escaping () throws -> Value) {
    let job = UncheckedJob(work)
    DispatchQueue.global(qos: .userInitiated).async {
      self.result = Result(catching: job.work)
      self.done.signal()
    }
  }

  /// Computes `work` now, on the calling thread: for work that must not run beside the caller.
  init(immediately work: () throws -> Value) {
    result = Result(catching: work)
    done.signal()
  }

  /// The value, or the error `work` threw, once it is there. Any number of calls.
  func value() throws -> Value {
    done.wait()
    done.signal()
    return try result!.get()
  }
}

/// Carries a closure to the worker thread: `InBackground`'s contract, not the type system,
/// keeps it from sharing state with the caller.
private struct UncheckedJob<Value>: @unchecked Sendable {
  let work: () throws -> Value
  init(_ work: @escaping () throws -> Value) { self.work = work }
}
