import Glibc

/// A file derived once from a model file and kept beside it, so that later loads map it instead
/// of deriving it again: the dense layers' integer weights (`PreparedWeights`) and the
/// vocabulary's hash table (`Vocabulary`).
///
/// A 4,096-byte header, then the payload (a whole number of 64-byte blocks). The header's first
/// 128 bytes, little-endian: the magic "PSSTPREP", the format version and the kind of contents
/// (UInt32 each); the source file's stamp (device, inode, size, modification and change times in
/// nanoseconds), the payload's length and four numbers giving its shape (Int64 each); zeros.
/// Then a checksum of those 128 bytes and the payload. A file whose header disagrees with what
/// is asked for (another source, another kind, another length) or whose checksum does not match
/// is not used, so a stale, short or damaged file costs a rebuild, never a wrong vector.
struct PreparedFile {
  enum Kind: UInt32 {
    case weights = 1
    case vocabulary = 2
  }

  static let headerBytes = 4096
  /// The fields the checksum covers with the payload; the checksum follows them.
  private static let fieldBytes = 128
  private static let magic: UInt64 = 0x5045_5250_5454_5350  // "PSSTPREP" read as little-endian
  private static let version: UInt32 = 1

  /// The whole file, header included.
  let mapping: MappedFile
  /// The four numbers the writer gave for the payload's shape.
  let shape: [Int]

  var payload: UnsafeRawPointer { mapping.base + Self.headerBytes }
  var payloadBytes: Int { mapping.size - Self.headerBytes }

  /// The file at `path` if it holds `kind` derived from the file with `source` and is whole;
  /// nil when it is missing, stale, short or damaged.
  init?(path: String, kind: Kind, source: FileStamp) {
    guard let mapping = MappedFile(path: path), mapping.size >= Self.headerBytes else { return nil }
    let payloadBytes = mapping.size - Self.headerBytes
    let fields = UnsafeRawBufferPointer(start: mapping.base, count: Self.fieldBytes)
    func number(_ index: Int) -> Int {
      Int(Int64(littleEndian: fields.loadUnaligned(fromByteOffset: 56 + index * 8, as: Int64.self)))
    }
    let shape = (0..<4).map { number($0 + 1) }
    guard payloadBytes % 64 == 0,
      Self.fields(kind: kind, source: source, payloadBytes: payloadBytes, shape: shape).elementsEqual(fields),
      UInt64(littleEndian: mapping.base.loadUnaligned(fromByteOffset: Self.fieldBytes, as: UInt64.self))
        == Self.checksum(fields, UnsafeRawBufferPointer(start: mapping.base + Self.headerBytes, count: payloadBytes))
    else { return nil }
    self.mapping = mapping
    self.shape = shape
  }

  /// The header's first 128 bytes, as written and as a valid file must hold them.
  private static func fields(kind: Kind, source: FileStamp, payloadBytes: Int, shape: [Int]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerBytes)
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    append(magic)
    append(version)
    append(kind.rawValue)
    for field in [source.device, source.inode, source.size, source.modified, source.changed] { append(field) }
    append(Int64(payloadBytes))
    for index in 0..<4 { append(Int64(index < shape.count ? shape[index] : 0)) }
    bytes.append(contentsOf: repeatElement(0, count: fieldBytes - bytes.count))
    return bytes
  }

  /// A new prepared file: a temporary file beside `path`, renamed over it by `commit` once
  /// whole, so a reader never sees half a file; removed if never committed. No fsync: a file a
  /// crash leaves short or zeroed fails the checks of `init?(path:kind:source:)`.
  final class Writer {
    private let path: String
    private let temporary: String
    private let fd: Int32
    private var committed = false

    /// Nil when no file can be made beside `path` (a read-only directory).
    init?(path: String) {
      var template = Array((path + ".XXXXXX").utf8CString)
      fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { return nil }
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      self.path = path
      temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Writes `payload` (zero-padded to 64 bytes) under a header for `kind`, `source` and
    /// `shape` (up to four numbers), and puts the file in place; false when that failed (a full
    /// disk: the next load tries again).
    func commit(kind: Kind, source: FileStamp, shape: [Int], payload: UnsafeRawBufferPointer) -> Bool {
      let padding = (64 - payload.count % 64) % 64
      let zeros = [UInt8](repeating: 0, count: padding)
      var header = PreparedFile.fields(kind: kind, source: source, payloadBytes: payload.count + padding, shape: shape)
      let sum = header.withUnsafeBytes { fields in
        zeros.withUnsafeBytes { zeros in
          var state = Checksum()
          state.add(fields)
          state.add(UnsafeRawBufferPointer(rebasing: payload[..<(payload.count - payload.count % 64)]))
          // The last partial block, completed with the padding, as the file holds it.
          var tail = [UInt8](UnsafeRawBufferPointer(rebasing: payload[(payload.count - payload.count % 64)...]))
          tail.append(contentsOf: zeros)
          tail.withUnsafeBytes { state.add($0) }
          return state.value
        }
      }
      withUnsafeBytes(of: sum.littleEndian) { header.append(contentsOf: $0) }
      header.append(contentsOf: repeatElement(0, count: PreparedFile.headerBytes - header.count))
      // Derived from public model files, nothing secret: readable by all as they are (mkstemp makes 0600).
      committed =
        fchmod(fd, 0o644) == 0 && header.withUnsafeBytes { writeAll($0) } && writeAll(payload)
        && zeros.withUnsafeBytes { writeAll($0) } && rename(temporary, path) == 0
      return committed
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
      var done = 0
      while done < bytes.count {
        let wrote = write(fd, bytes.baseAddress! + done, bytes.count - done)
        if wrote < 0 && errno == EINTR { continue }
        guard wrote > 0 else { return false }
        done += wrote
      }
      return true
    }

    deinit {
      close(fd)
      if !committed { unlink(temporary) }
    }
  }

  /// A 64-bit checksum of `head` then `tail` (each a whole number of 64-byte blocks).
  static func checksum(_ head: UnsafeRawBufferPointer, _ tail: UnsafeRawBufferPointer) -> UInt64 {
    var state = Checksum()
    state.add(head)
    state.add(tail)
    return state.value
  }

  /// Fletcher's sums over 32-bit words in sixteen lanes, a 64-byte block at a time (so the
  /// result does not depend on how the bytes are split between calls): the first sum changes
  /// with any one changed word, the second with words moved. For damage on disk, not for
  /// tampering; two adds a block keep it as fast as memory, and a query reads every byte of the
  /// payload anyway.
  private struct Checksum {
    private var sum = SIMD16<UInt32>()
    private var sumOfSums = SIMD16<UInt32>()

    /// Adds `bytes`, a whole number of 64-byte blocks.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
      precondition(bytes.count % 64 == 0)
      var offset = 0
      while offset < bytes.count {
        sum &+= bytes.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt32>.self)
        sumOfSums &+= sum
        offset += 64
      }
    }

    var value: UInt64 {
      var result: UInt64 = 0xCBF2_9CE4_8422_2325
      for lanes in [sum, sumOfSums] {
        for index in 0..<16 { result = (result ^ UInt64(lanes[index])) &* 0x0000_0100_0000_01B3 }
      }
      return result
    }
  }
}
