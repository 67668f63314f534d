import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What only root may do (mount a file system, give a file away, run a tool as another user):
/// the tests that need it say so with `.enabled(if: Privileges.isRoot)`. CI runs as root.
enum Privileges {
  static let isRoot = geteuid() == 0
  /// A user that owns nothing of the test's (nobody).
  static let otherUser: UInt32 = 65534
}

/// A small tmpfs mounted at `path` for one test: a disk that fills up for real, or a file
/// system to remount read-only. Unmounted when the test lets go of it.
final class TinyDisk {
  /// Where it is mounted (0700, owned by root).
  let path: String
  /// Released after `deinit` has unmounted the disk, so the folder goes once it is empty.
  private let folder = TemporaryDirectory("psst-disk")

  init(kilobytes: Int) throws {
    path = folder.path + "/disk"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try TinyDisk.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=700", "tmpfs", path])
  }

  /// Fills the disk with a file until the file system refuses more; returns its path (remove
  /// it to free the space again).
  func fill() -> String {
    let filler = path + "/filler"
    let fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let block = [UInt8](repeating: 0x55, count: 4096)
    while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    close(fd)
    return filler
  }

  /// Gives the disk a new size (room after it filled up).
  func resize(kilobytes: Int) throws {
    try TinyDisk.mount(["-o", "remount,size=\(kilobytes)k", path])
  }

  /// Makes the whole file system read-only (EROFS), as a read-only mount or medium is.
  func makeReadOnly() throws {
    try TinyDisk.mount(["-o", "remount,ro", path])
  }

  deinit {
    _ = try? TinyDisk.run("/bin/umount", ["-l", path])
  }

  private static func mount(_ arguments: [String]) throws {
    try run("/bin/mount", arguments)
  }

  private static func run(_ tool: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments) failed"])
    }
  }
}
