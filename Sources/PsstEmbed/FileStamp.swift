import Glibc

/// What identifies a file's contents without reading them: a file replaced (new inode) or
/// written in place (new change time, which no one can set back) gets another stamp.
struct FileStamp: Equatable {
  let device: Int64
  let inode: Int64
  let size: Int64
  /// Nanoseconds since the epoch.
  let modified: Int64
  let changed: Int64
}

extension FileStamp {
  /// The stamp of the file `info` describes.
  init(_ info: stat) {
    self.init(
      device: Int64(bitPattern: UInt64(info.st_dev)), inode: Int64(bitPattern: UInt64(info.st_ino)),
      size: Int64(info.st_size),
      modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
      changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
  }
}
