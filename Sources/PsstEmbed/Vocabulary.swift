import Glibc

/// The WordPiece vocabulary (vocab.txt: one token per line, its line number is its id).
///
/// Kept as the file's bytes plus an open-addressing hash table of ids: building it is one pass over
/// 230 KB, where a `[String: Int]` of 30,522 entries costs milliseconds at every start. A
/// continuation token ("##ing") is stored as its piece ("ing") with a continuation flag, so a lookup
/// hashes the candidate piece's bytes in place, without building a String or adding the "##".
///
/// The pass still cost a query's process about a millisecond, so the tables are kept beside the
/// file (`vocab.prepared`, see `PreparedFile`) by the first load and mapped by the next ones.
struct Vocabulary: @unchecked Sendable {
  /// Where the tables live (a prepared file's mapping or an allocation of their own), kept alive
  /// with them; the tables are never written after init, hence the unchecked Sendable.
  private let storage: Storage
  /// The file's bytes.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Where token `id`'s piece (after any "##") starts in `bytes`.
  private let starts: UnsafeBufferPointer<Int32>
  /// The piece's length in bytes, with `continuationFlag` set for a "##" token.
  private let keys: UnsafeBufferPointer<Int32>
  /// Token id + 1 per slot, 0 for an empty one; the size is a power of two at least twice the count.
  private let slots: UnsafeBufferPointer<Int32>
  let count: Int

  private static let continuationFlag: Int32 = 1 << 30

  /// The vocabulary in the file at `path`; with `preparedPath`, its tables mapped from the
  /// prepared file there, or built and written there when it is missing, stale or damaged.
  init(path: String, preparedPath: String? = nil) throws(EmbedError) {
    if let preparedPath, let source = Self.stamp(path),
      let file = PreparedFile(path: preparedPath, kind: .vocabulary, source: source),
      let layout = Layout(count: file.shape[0], byteCount: file.shape[1], slotCount: file.shape[2]),
      layout.payloadBytes == file.payloadBytes
    {
      self.init(layout, base: file.payload, storage: Storage(mapping: file.mapping))
      return
    }
    let (bytes, source) = try Self.readFile(path)
    let (layout, table) = try Self.build(bytes, path: path)
    self.init(layout, base: UnsafeRawPointer(table), storage: Storage(allocation: table))
    if let preparedPath, let writer = PreparedFile.Writer(path: preparedPath) {
      _ = writer.commit(
        kind: .vocabulary, source: source, shape: [layout.count, layout.byteCount, layout.slotCount],
        payload: UnsafeRawBufferPointer(start: table, count: layout.payloadBytes))
    }
  }

  private init(_ layout: Layout, base: UnsafeRawPointer, storage: Storage) {
    self.storage = storage
    bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: layout.byteCount)
    starts = UnsafeBufferPointer(
      start: (base + layout.startsOffset).assumingMemoryBound(to: Int32.self), count: layout.count)
    keys = UnsafeBufferPointer(
      start: (base + layout.keysOffset).assumingMemoryBound(to: Int32.self), count: layout.count)
    slots = UnsafeBufferPointer(
      start: (base + layout.slotsOffset).assumingMemoryBound(to: Int32.self), count: layout.slotCount)
    count = layout.count
  }

  /// The tables of the vocabulary file `bytes`, in one allocation laid out as `Layout` says.
  private static func build(_ bytes: [UInt8], path: String) throws(EmbedError) -> (Layout, UnsafeMutableRawPointer) {
    var starts: [Int32] = []
    var keys: [Int32] = []
    starts.reserveCapacity(32_768)
    keys.reserveCapacity(32_768)
    bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      var lineStart = 0
      while lineStart < bytes.count {
        let newline = memchr(base + lineStart, 0x0A, bytes.count - lineStart)
        let lineEnd = newline.map { $0.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base) }
        let end = lineEnd ?? bytes.count
        let continuation = end - lineStart > 2 && base[lineStart] == 0x23 && base[lineStart + 1] == 0x23
        let start = continuation ? lineStart + 2 : lineStart
        starts.append(Int32(start))
        keys.append(Int32(end - start) | (continuation ? Self.continuationFlag : 0))
        lineStart = end + 1
      }
    }
    var size = 1
    while size < 2 * starts.count { size <<= 1 }
    guard let layout = Layout(count: starts.count, byteCount: bytes.count, slotCount: size) else {
      throw .bad(path, "\(starts.count) tokens")
    }
    let table = UnsafeMutableRawPointer.allocate(byteCount: layout.payloadBytes, alignment: 64)
    table.initializeMemory(as: UInt8.self, repeating: 0, count: layout.payloadBytes)
    table.copyMemory(from: bytes, byteCount: bytes.count)
    (table + layout.startsOffset).copyMemory(from: starts, byteCount: starts.count * 4)
    (table + layout.keysOffset).copyMemory(from: keys, byteCount: keys.count * 4)
    let slots = UnsafeMutableBufferPointer(
      start: (table + layout.slotsOffset).assumingMemoryBound(to: Int32.self), count: size)
    bytes.withUnsafeBufferPointer { bytes in
      let mask = slots.count - 1
      for id in starts.indices {
        let start = Int(starts[id])
        let key = keys[id]
        let piece = UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(key & ~Self.continuationFlag))])
        var slot = Int(truncatingIfNeeded: Self.hash(piece, continuation: key & Self.continuationFlag != 0)) & mask
        while slots[slot] != 0 {
          let other = Int(slots[slot] - 1)
          // A repeated token keeps its last id, as the reference tokenizer's dictionary does.
          if keys[other] == key, memcmp(bytes.baseAddress! + Int(starts[other]), piece.baseAddress!, piece.count) == 0 {
            break
          }
          slot = (slot + 1) & mask
        }
        slots[slot] = Int32(id + 1)
      }
    }
    return (layout, table)
  }

  /// Where the tables lie in one block of memory: the file's bytes, then starts, keys and
  /// slots, each 64-byte aligned.
  private struct Layout {
    let count: Int
    let byteCount: Int
    let slotCount: Int

    /// Nil for counts no vocabulary of ours has: none or a million tokens, a table of slots
    /// that is not a power of two at least twice the count, more than 64 MB of text.
    init?(count: Int, byteCount: Int, slotCount: Int) {
      guard count > 0, count < 1 << 20, byteCount > 0, byteCount <= 64 << 20, slotCount >= 2 * count,
        slotCount & (slotCount - 1) == 0
      else { return nil }
      self.count = count
      self.byteCount = byteCount
      self.slotCount = slotCount
    }

    private static func aligned(_ bytes: Int) -> Int { (bytes + 63) / 64 * 64 }
    var startsOffset: Int { Self.aligned(byteCount) }
    var keysOffset: Int { startsOffset + Self.aligned(count * 4) }
    var slotsOffset: Int { keysOffset + Self.aligned(count * 4) }
    var payloadBytes: Int { slotsOffset + Self.aligned(slotCount * 4) }
  }

  /// The memory the tables live in.
  private final class Storage: @unchecked Sendable {
    private let mapping: MappedFile?
    private let allocation: UnsafeMutableRawPointer?

    init(mapping: MappedFile) {
      self.mapping = mapping
      allocation = nil
    }

    init(allocation: UnsafeMutableRawPointer) {
      mapping = nil
      self.allocation = allocation
    }

    deinit { allocation?.deallocate() }
  }

  /// The id of `piece`, or of "##" + `piece` for a continuation; nil when the vocabulary lacks it.
  func id(of piece: UnsafeBufferPointer<UInt8>, continuation: Bool) -> Int32? {
    guard piece.count > 0 else { return nil }
    let key = Int32(piece.count) | (continuation ? Self.continuationFlag : 0)
    let hash = Self.hash(piece, continuation: continuation)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let id = Int(slots[slot] - 1)
      if keys[id] == key, memcmp(bytes.baseAddress! + Int(starts[id]), piece.baseAddress!, piece.count) == 0 {
        return Int32(id)
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The id of a whole token such as "[CLS]", or "##ing" for a continuation.
  func id(of token: String) -> Int32? {
    var token = token
    return token.withUTF8 { bytes in
      if bytes.count > 2 && bytes[0] == 0x23 && bytes[1] == 0x23 {
        return id(of: UnsafeBufferPointer(rebasing: bytes[2...]), continuation: true)
      }
      return id(of: bytes, continuation: false)
    }
  }

  /// Eight bytes at a time, each word folded in with a multiply; tokens are short, so this is a few
  /// multiplies where a byte-at-a-time hash would be a serial chain through every byte of the file.
  private static func hash(_ piece: UnsafeBufferPointer<UInt8>, continuation: Bool) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(piece.count) &* multiplier ^ (continuation ? 0xC2B2_AE3D_27D4_EB4F : 0)
    let raw = UnsafeRawPointer(piece.baseAddress!)
    var offset = 0
    while offset + 8 <= piece.count {
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
      hash ^= hash >> 29
      offset += 8
    }
    if offset < piece.count {
      var tail: UInt64 = 0
      for index in offset..<piece.count { tail = tail << 8 | UInt64(piece[index]) }
      hash = (hash ^ tail) &* multiplier
    }
    hash ^= hash >> 32
    hash = hash &* 0xD6E8_FEB8_6659_FD93
    return hash ^ (hash >> 32)
  }

  /// The stamp of the file at `path`, nil when there is no such file.
  private static func stamp(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return FileStamp(info)
  }

  /// The file's bytes and the stamp of the very file read.
  private static func readFile(_ path: String) throws(EmbedError) -> ([UInt8], FileStamp) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .missing(path) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .missing(path) }
    let size = Int(info.st_size)
    guard size <= 64 << 20 else { throw .bad(path, "\(size) bytes, too large") }
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      while count < size {
        let got = read(fd, buffer.baseAddress! + count, size - count)
        if got < 0 && errno == EINTR { continue }
        guard got > 0 else {
          failed = got < 0
          break
        }
        count += got
      }
    }
    guard !failed else { throw .missing(path) }
    return (bytes, FileStamp(info))
  }
}
