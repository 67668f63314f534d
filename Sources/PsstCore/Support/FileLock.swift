#if canImport(Glibc)
  import Glibc
#endif

/// An advisory lock on a file (`flock`), released when the process ends however it ends.
public final class FileLock {
  private let fd: Int32

  /// Takes the lock at `path`; returns nil when `wait` is false and another process holds it.
  public init?(path: String, wait: Bool) throws {
    try FileSystem.makeDirectories(FileSystem.directoryName(path), mode: 0o700)
    fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw PsstError.permission("cannot open lock \(path): \(String(cString: strerror(errno)))")
    }
    var rc: Int32
    repeat { rc = flock(fd, LOCK_EX | (wait ? 0 : LOCK_NB)) } while rc != 0 && errno == EINTR
    if rc != 0 {
      close(fd)
      if errno == EWOULDBLOCK { return nil }
      throw PsstError.internalFailure("cannot lock \(path): \(String(cString: strerror(errno)))")
    }
  }

  private var released = false

  /// Releases the lock now rather than when the object goes away.
  public func release() {
    guard !released else { return }
    released = true
    flock(fd, LOCK_UN)
    close(fd)
  }

  deinit { release() }
}
