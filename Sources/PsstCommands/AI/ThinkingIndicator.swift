import PsstCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// "thinking…" on a terminal's stderr while an engine works, "this may take a moment…"
/// after 3 s (as the seeds ask), cleared by `stop()` when the answer starts or fails.
///
///     let indicator = ThinkingIndicator.start()   // nil when stderr is not a terminal
///     defer { indicator?.stop() }
final class ThinkingIndicator: Sendable {
  private enum State { case thinking, slow, stopped }
  private let state = Mutex(State.thinking)

  static let slowAfterMillis = 3_000

  /// Shows the indicator when stderr is a terminal.
  static func start() -> ThinkingIndicator? {
    guard Diagnostics.isTerminal else { return nil }
    let indicator = ThinkingIndicator()
    Diagnostics.progress("thinking…")
    indicator.startTimer()
    return indicator
  }

  /// Clears the line (once; later calls do nothing).
  func stop() {
    state.withLock { state in
      guard state != .stopped else { return }
      state = .stopped
      Diagnostics.endProgress()
    }
  }

  /// A detached thread that changes the text after 3 s unless stopped first. Writing under
  /// the lock means a `stop()` never leaves a late "this may take a moment…" behind.
  private func startTimer() {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(self).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        let indicator = Unmanaged<ThinkingIndicator>.fromOpaque(context!).takeRetainedValue()
        indicator.waitThenSaySlow()
        return nil
      }, context)
    if started == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<ThinkingIndicator>.fromOpaque(context).release()
    }
  }

  private func waitThenSaySlow() {
    var waited = 0
    while waited < Self.slowAfterMillis {
      if state.withLock({ $0 == .stopped }) { return }
      Clock.sleep(milliseconds: 50)
      waited += 50
    }
    state.withLock { state in
      guard state == .thinking else { return }
      state = .slow
      Diagnostics.progress("this may take a moment…")
    }
  }
}
