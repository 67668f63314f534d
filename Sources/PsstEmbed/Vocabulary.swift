import Glibc

/// The WordPiece vocabulary (vocab.txt: one token per line, its line number is its id).
///
/// Kept as the file's bytes plus an open-addressing hash table of ids: building it is one pass over
/// 230 KB, where a `[String: Int]` of 30,522 entries costs milliseconds at every start. A
/// continuation token ("##ing") is stored as its piece ("ing") with a continuation flag, so a lookup
/// hashes the candidate piece's bytes in place, without building a String or adding the "##".
struct Vocabulary: Sendable {
  private let bytes: [UInt8]
  /// Where token `id`'s piece (after any "##") starts in `bytes`.
  private let starts: [Int32]
  /// The piece's length in bytes, with `continuationFlag` set for a "##" token.
  private let keys: [Int32]
  /// Token id + 1 per slot, 0 for an empty one; the size is a power of two at least twice the count.
  private let slots: [Int32]
  let count: Int

  private static let continuationFlag: Int32 = 1 << 30

  init(path: String) throws(EmbedError) {
    let bytes = try Self.readFile(path)
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
    guard !starts.isEmpty, starts.count < 1 << 20 else { throw .bad(path, "\(starts.count) tokens") }
    var size = 1
    while size < 2 * starts.count { size <<= 1 }
    var slots = [Int32](repeating: 0, count: size)
    bytes.withUnsafeBufferPointer { bytes in
      slots.withUnsafeMutableBufferPointer { slots in
        let mask = slots.count - 1
        for id in starts.indices {
          let start = Int(starts[id])
          let key = keys[id]
          let piece = UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(key & ~Self.continuationFlag))])
          var slot = Int(truncatingIfNeeded: Self.hash(piece, continuation: key & Self.continuationFlag != 0)) & mask
          while slots[slot] != 0 {
            let other = Int(slots[slot] - 1)
            // A repeated token keeps its last id, as the reference tokenizer's dictionary does.
            if keys[other] == key, memcmp(bytes.baseAddress! + Int(starts[other]), piece.baseAddress!, piece.count) == 0
            {
              break
            }
            slot = (slot + 1) & mask
          }
          slots[slot] = Int32(id + 1)
        }
      }
    }
    self.bytes = bytes
    self.starts = starts
    self.keys = keys
    self.slots = slots
    self.count = starts.count
  }

  /// The id of `piece`, or of "##" + `piece` for a continuation; nil when the vocabulary lacks it.
  func id(of piece: UnsafeBufferPointer<UInt8>, continuation: Bool) -> Int32? {
    guard piece.count > 0 else { return nil }
    let key = Int32(piece.count) | (continuation ? Self.continuationFlag : 0)
    let hash = Self.hash(piece, continuation: continuation)
    return slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { bytes in
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
    }
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

  static func readFile(_ path: String) throws(EmbedError) -> [UInt8] {
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
    return bytes
  }
}
