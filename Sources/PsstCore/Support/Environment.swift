#if canImport(Glibc)
  import Glibc
#endif

/// Where psst keeps its files and which switches are set, read once from the environment.
///
/// `PSST_HOME` overrides the XDG data folder; `PSST_HUB` points the embedded hub elsewhere
/// (e.g. a shared folder); `PSST_OFFLINE=1` makes every transport unreachable;
/// `PSST_LOCK_TIMEOUT` is how many seconds to wait for another process's write lock.
public struct Environment: Sendable {
  public var home: String
  public var hubPath: String
  public var offline: Bool
  public var account: String?
  /// How long a write waits for another process holding the store's or the hub's lock.
  public var lockTimeoutMillis: Int32

  public init(
    home: String, hubPath: String? = nil, offline: Bool = false, account: String? = nil,
    lockTimeoutMillis: Int32 = 60_000
  ) {
    self.home = home
    self.hubPath = hubPath ?? home + "/hub.db"
    self.offline = offline
    self.account = account
    self.lockTimeoutMillis = lockTimeoutMillis
  }

  /// Reads `PSST_HOME`, `XDG_DATA_HOME`, `HOME`, `PSST_HUB`, `PSST_OFFLINE`, `PSST_ACCOUNT`,
  /// `PSST_LOCK_TIMEOUT`.
  public static func current() -> Environment {
    let home: String
    if let explicit = variable("PSST_HOME") {
      home = explicit
    } else if let data = variable("XDG_DATA_HOME") {
      home = data + "/psst"
    } else {
      home = (variable("HOME") ?? ".") + "/.local/share/psst"
    }
    let offline = variable("PSST_OFFLINE").map { $0 != "0" && $0 != "false" } ?? false
    // Seconds, at most a day; anything unreadable keeps the default.
    let lockTimeout = variable("PSST_LOCK_TIMEOUT").flatMap(Double.init).flatMap {
      $0 >= 0 && $0 <= 86_400 ? $0 : nil
    }
    return Environment(
      home: home, hubPath: variable("PSST_HUB"), offline: offline,
      account: variable("PSST_ACCOUNT"), lockTimeoutMillis: lockTimeout.map { Int32($0 * 1000) } ?? 60_000)
  }

  public static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  public var storePath: String { home + "/psst.db" }

  /// True when the hub lives outside `home` (PSST_HUB), i.e. in a folder meant for several people.
  public var hubIsShared: Bool { hubPath != home + "/hub.db" }
  public var lockDirectory: String { home + "/locks" }
  public var attachmentDirectory: String { home + "/attachments" }
  /// Held by a running psst-import (see `Store.completeDeferredIndexes`).
  public var importLockPath: String { lockDirectory + "/import.lock" }

  /// True while a psst-import of this store runs (it holds `importLockPath`).
  public var importIsRunning: Bool {
    guard FileSystem.exists(importLockPath) else { return false }
    do {
      return try FileLock(path: importLockPath, wait: false) == nil
    } catch {
      return false
    }
  }

  /// Creates `home` (and parents) with mode 0700 if missing.
  public func ensureHome() throws {
    try FileSystem.makeDirectories(home, mode: 0o700)
  }
}

/// Small file-system helpers over libc, so hot tools need not load Foundation.
public enum FileSystem {
  public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// The file's device and inode: a file replaced under the same name has another.
  public static func identity(_ path: String) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// What a file is now, as a string that changes whenever it is written, replaced, chmod-ed or
  /// chown-ed (device, inode, size, modification time to the nanosecond, mode, owner); "-" for no
  /// file. Two equal stamps mean the file was very probably not touched in between: Linux keeps
  /// modification times finer than writes come when they are looked at.
  public static func stamp(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "-" }
    return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):"
      + "\(info.st_mode):\(info.st_uid)"
  }

  /// The first `count` bytes of the file at `path` (fewer when it is shorter; none when there
  /// is no file or it cannot be read).
  public static func head(_ path: String, count: Int) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, count) }
    return Array(bytes.prefix(max(0, read)))
  }

  /// The size in bytes of the file at `path`, nil if there is none.
  public static func size(_ path: String) -> Int? {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : nil
  }

  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  public static func makeDirectories(_ path: String, mode: mode_t) throws {
    if isDirectory(path) { return }
    let parent = directoryName(path)
    if parent != path && !parent.isEmpty && !isDirectory(parent) {
      try makeDirectories(parent, mode: 0o700)
    }
    if mkdir(path, mode) != 0 && errno != EEXIST {
      let reason = String(cString: strerror(errno))
      if errno == EACCES || errno == EPERM || errno == EROFS {
        throw PsstError.permission("cannot create \(path): \(reason)")
      }
      throw PsstError.unavailable("cannot create \(path): \(reason)")
    }
    chmod(path, mode)
  }

  /// `name` with every character but ASCII letters, digits, `.`, `_` and `-` replaced by `_`,
  /// and no leading dot: safe to put in any folder.
  public static func safeFileName(_ name: String) -> String {
    var safe = String(
      name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
          ? Character(scalar) : "_"
      })
    while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
    return safe.isEmpty ? "_" : safe
  }

  /// The names in a folder (empty if it cannot be read).
  public static func list(_ folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  public static func directoryName(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  public static func baseName(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Reads a whole regular file (a symbolic link to one is followed), refusing anything else
  /// and files larger than `limit` bytes. A named pipe, a device or a folder is refused before
  /// any read: opening or reading one can wait forever or never end. The checks are made on
  /// the opened descriptor, so the file cannot be swapped between check and read; and a file
  /// whose content does not match its size (procfs, or one being written) is refused rather
  /// than read short.
  public static func readFile(_ path: String, limit: Int) throws -> [UInt8] {
    // O_NONBLOCK: opening a FIFO for reading would wait for a writer forever.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else {
      throw PsstError.notFound("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw fileError("read", path) }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      throw PsstError.usage("\(path) is \(describe(type)), not a regular file")
    }
    let size = Int(info.st_size)
    if size > limit {
      throw PsstError.usage("\(path) is \(ByteCount.describe(size)); the limit is \(ByteCount.describe(limit))")
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    // One byte more than the size promises, to see a file that is longer than it says.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    while filled < bytes.count {
      let count = bytes[filled...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { throw fileError("read", path) }
      if count == 0 { break }
      filled += count
    }
    guard filled == size else {
      throw PsstError.usage(
        "\(path) is not a plain file or changed while it was read: its size says \(size) bytes, "
          + (filled > size ? "it has more" : "\(filled) could be read"))
    }
    bytes.removeLast()
    return bytes
  }

  /// What kind of file `type` (the `S_IFMT` bits) is, in words.
  private static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFDIR: "a folder"
    case S_IFSOCK: "a socket"
    default: "an unusual file"
    }
  }

  /// The error `errno` means after trying to `action` `path`: no permission (77), a full or
  /// failing disk (74), anything else internal (70).
  static func fileError(_ action: String, _ path: String) -> PsstError {
    let code = errno
    let message = "cannot \(action) \(path): \(String(cString: strerror(code)))"
    switch code {
    case EACCES, EPERM, EROFS: return .permission(message)
    case ENOSPC, EDQUOT: return .ioFailure(message + "; free some space and run the command again")
    case EIO: return .ioFailure(message)
    default: return .internalFailure(message)
    }
  }

  /// Writes `bytes` to `path` atomically (temp file + rename) with `mode`.
  public static func writeFile(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o600) throws {
    let temporary = path + "." + Identifier.make("tmp-", length: 10)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard fd >= 0 else { throw fileError("write", path) }
    var written = 0
    var failure: PsstError?
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        failure = fileError("write", path)
        break
      }
      written += count
    }
    // A full disk may only show when the data is flushed.
    if failure == nil && fsync(fd) != 0 { failure = fileError("write", path) }
    close(fd)
    if failure == nil && rename(temporary, path) != 0 { failure = fileError("write", path) }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }
}

public enum ByteCount {
  public static func describe(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 20 { return "\(bytes * 10 / (1 << 20)) MiB".insertingDecimal() }
    if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}

extension String {
  fileprivate func insertingDecimal() -> String {
    let digits = split(separator: " ")[0]
    let whole = digits.dropLast()
    return "\(whole.isEmpty ? "0" : whole).\(digits.last!) MiB"
  }
}
