import Glibc

/// The WordPiece vocabulary (vocab.txt: one token per line, its line number is its id).
///
/// Kept as the file's bytes plus an open-addressing hash table of ids: building it is one pass over
/// 230 KB (well under a millisecond, where a `[String: Int]` of 30,522 entries costs several), and a
/// lookup hashes the candidate's UTF-8 bytes in place, "##" continuation prefix included, without
/// building a String.
struct Vocabulary: Sendable {
  private let bytes: [UInt8]
  /// Byte range of token `id` in `bytes`: `starts[id]..<starts[id] + lengths[id]`.
  private let starts: [Int32]
  private let lengths: [Int32]
  /// Token id + 1 per slot, 0 for an empty one; the size is a power of two at least twice the count.
  private let slots: [Int32]
  let count: Int

  init(path: String) throws(EmbedError) {
    let bytes = try Self.readFile(path)
    var starts: [Int32] = []
    var lengths: [Int32] = []
    starts.reserveCapacity(32_768)
    lengths.reserveCapacity(32_768)
    var lineStart = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      starts.append(Int32(lineStart))
      lengths.append(Int32(index - lineStart))
      lineStart = index + 1
    }
    if lineStart < bytes.count {
      starts.append(Int32(lineStart))
      lengths.append(Int32(bytes.count - lineStart))
    }
    guard !starts.isEmpty, starts.count < 1 << 20 else { throw .bad(path, "\(starts.count) tokens") }
    var size = 1
    while size < 2 * starts.count { size <<= 1 }
    var slots = [Int32](repeating: 0, count: size)
    bytes.withUnsafeBufferPointer { bytes in
      for id in starts.indices {
        let token = UnsafeBufferPointer(rebasing: bytes[Int(starts[id])..<Int(starts[id] + lengths[id])])
        var slot = Int(Self.hash(token, state: Self.fnvBasis)) & (size - 1)
        while slots[slot] != 0 {
          let other = Int(slots[slot] - 1)
          // A repeated token keeps its last id, as the reference tokenizer's dictionary does.
          if lengths[other] == lengths[id],
            token.elementsEqual(bytes[Int(starts[other])..<Int(starts[other] + lengths[other])])
          {
            break
          }
          slot = (slot + 1) & (size - 1)
        }
        slots[slot] = Int32(id + 1)
      }
    }
    self.bytes = bytes
    self.starts = starts
    self.lengths = lengths
    self.slots = slots
    self.count = starts.count
  }

  /// The id of `piece`, or of "##" + `piece` for a continuation; nil when the vocabulary lacks it.
  func id(of piece: UnsafeBufferPointer<UInt8>, continuation: Bool) -> Int32? {
    let prefix = continuation ? 2 : 0
    let hash = Self.hash(piece, state: continuation ? Self.continuationState : Self.fnvBasis)
    return slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { bytes in
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 {
          let id = Int(slots[slot] - 1)
          let start = Int(starts[id])
          if Int(lengths[id]) == piece.count + prefix
            && (prefix == 0 || (bytes[start] == 0x23 && bytes[start + 1] == 0x23))
            && memcmp(bytes.baseAddress! + start + prefix, piece.baseAddress!, piece.count) == 0
          {
            return Int32(id)
          }
          slot = (slot + 1) & (slots.count - 1)
        }
        return nil
      }
    }
  }

  /// The id of a whole token such as "[CLS]".
  func id(of token: String) -> Int32? {
    var token = token
    return token.withUTF8 { id(of: $0, continuation: false) }
  }

  private static let fnvBasis: UInt32 = 0x811C_9DC5
  private static let fnvPrime: UInt32 = 0x0100_0193
  /// The FNV state after "##".
  private static let continuationState = ((fnvBasis ^ 0x23) &* fnvPrime ^ 0x23) &* fnvPrime

  /// FNV-1a, resumable from a state so that "##" + piece hashes without concatenating.
  private static func hash(_ piece: UnsafeBufferPointer<UInt8>, state: UInt32) -> UInt32 {
    var hash = state
    for byte in piece { hash = (hash ^ UInt32(byte)) &* fnvPrime }
    // FNV's low bits mix poorly for short keys; one more round of mixing spreads them over the table.
    hash ^= hash >> 15
    hash = hash &* 0x2C1B_3C6D
    return hash ^ (hash >> 12)
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
