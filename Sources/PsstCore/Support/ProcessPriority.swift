#if canImport(Glibc)
  import Glibc
#endif

/// The CPU priority of work nobody waits on, such as embedding messages for search.
public enum ProcessPriority {
  /// Linux's SCHED_IDLE (glibc defines it only under _GNU_SOURCE, so it is not imported).
  static let idlePolicy: Int32 = 5
  /// The lowest nice value, for when SCHED_IDLE is refused.
  static let lowestNice: Int32 = 19

  /// Runs the calling thread, and every thread it creates from now on, only when the CPU has
  /// nothing else to do: a search or a send started meanwhile takes the cores at once, while
  /// on an idle machine the work goes at full speed. Linux schedules each thread on its own, so
  /// call this before any worker threads exist. SCHED_IDLE also puts the thread's disk reads
  /// in the idle I/O class. Returns whether the thread now runs at idle priority (else it got
  /// nice 19, or nothing changed).
  @discardableResult
  public static func yieldToForeground() -> Bool {
    var parameters = sched_param()
    parameters.sched_priority = 0
    if sched_setscheduler(0, idlePolicy, &parameters) == 0 { return true }
    // setpriority with PRIO_PROCESS and 0 is the calling thread on Linux, like sched_setscheduler.
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, lowestNice)
    return false
  }

  /// Whether the calling thread runs at idle priority.
  public static var isIdle: Bool { sched_getscheduler(0) == idlePolicy }
}
