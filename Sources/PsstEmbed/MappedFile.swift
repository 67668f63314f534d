import Glibc

/// A regular file mapped read-only for the object's life.
final class MappedFile: @unchecked Sendable {
  /// Immutable for the object's life (unmapped in deinit), hence the unchecked Sendable.
  let base: UnsafeRawPointer
  let size: Int

  /// The file at `path` mapped, or nil when it is missing, not a regular file, empty or cannot be mapped.
  init?(path: String) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
    size = Int(info.st_size)
    guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else { return nil }
    base = UnsafeRawPointer(mapping)
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: base), size)
  }
}
