#if canImport(Glibc)
  import Glibc
#endif

/// Who may write psst's files. A store another local user can write (or owns) is not the
/// owner's any more: they could swap in a `psst.db` of their own and receive everything sent
/// to it. So it is refused, before anything is read from it, with the command that fixes it.
extension Environment {
  /// Refuses a `PSST_HOME` or store file (with its -wal and -shm) that belongs to another user
  /// or that group or others may write, and a `PSST_HOME` the owner cannot read. A missing
  /// `PSST_HOME` passes: opening the store says what to do about that.
  public func requirePrivateHome() throws {
    guard let folder = try FileSafety.status(of: home, what: "PSST_HOME") else { return }
    try FileSafety.requireOwnAndPrivate(home, folder, what: "PSST_HOME", fix: "chmod 700")
    guard access(home, R_OK | X_OK) == 0 else {
      throw PsstError.permission(
        "cannot read PSST_HOME \(home) (mode \(FileSafety.octal(folder.st_mode))); fix: chmod 700 \(home)")
    }
    for file in [storePath, storePath + "-wal", storePath + "-shm"] {
      guard let info = try FileSafety.status(of: file, what: "the store") else { continue }
      try FileSafety.requireOwnAndPrivate(file, info, what: "the store", fix: "chmod 600")
    }
  }

  /// Refuses a hub file, or the folder it is in, that anyone on the machine may write. A
  /// shared hub folder is meant for a group (0770 folder, 0660 file, owned by any member);
  /// wider than that, anyone could replace the hub or its messages.
  public func requireSafeHub() throws {
    let folder = FileSystem.directoryName(hubPath)
    for (path, fix) in [(folder, "chmod o-w"), (hubPath, "chmod 660")] {
      guard let info = try FileSafety.status(of: path, what: "the hub") else { continue }
      if info.st_mode & S_IWOTH != 0 {
        throw PsstError.permission(
          "the hub \(path) is writable by everyone (mode \(FileSafety.octal(info.st_mode))): anyone could replace "
            + "it; fix: \(fix) \(path) (a shared hub needs a group folder: chgrp GROUP, chmod 2770)")
      }
    }
  }
}

/// Checks of a file's owner and mode, said as one line with the fix.
enum FileSafety {
  /// `stat` of `path` (following links, as opening it would); nil when it does not exist.
  static func status(of path: String, what: String) throws -> stat? {
    var info = stat()
    if stat(path, &info) == 0 { return info }
    if errno == ENOENT || errno == ENOTDIR { return nil }
    throw PsstError.permission("cannot reach \(what) \(path): \(String(cString: strerror(errno)))")
  }

  /// Owned by the user running psst (or root, who can do anything anyway), and not writable
  /// by group or others.
  static func requireOwnAndPrivate(_ path: String, _ info: stat, what: String, fix: String) throws {
    let me = geteuid()
    guard info.st_uid == me || info.st_uid == 0 else {
      throw PsstError.permission(
        "\(what) \(path) belongs to user \(info.st_uid), not to you (\(me)): they could read or replace your "
          + "messages; fix: chown \(me) \(path), or set PSST_HOME to a folder of your own")
    }
    guard info.st_mode & (S_IWGRP | S_IWOTH) == 0 else {
      throw PsstError.permission(
        "\(what) \(path) is writable by group or others (mode \(octal(info.st_mode))): another user could replace "
          + "your store; fix: \(fix) \(path)")
    }
  }

  /// The permission bits as `chmod` takes them, e.g. 0775.
  static func octal(_ mode: mode_t) -> String {
    let digits = String(mode & 0o7777, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
