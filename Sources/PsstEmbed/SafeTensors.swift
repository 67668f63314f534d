import Glibc

/// A safetensors file mapped read-only. Tensors are handed out as buffers into the mapping: the
/// weights are never copied, and only the pages a forward pass touches are ever read from disk.
///
/// The format is an 8-byte little-endian header length, a JSON header naming each tensor's dtype,
/// shape and byte range (relative to the end of the header), then the raw little-endian data.
final class SafeTensors: @unchecked Sendable {
  struct Tensor {
    let dtype: String
    let shape: [Int]
    /// Byte range within the file.
    let bytes: Range<Int>
  }

  let path: String
  /// The mapped file's identity, which a prepared file derived from it records.
  let stamp: FileStamp
  let tensors: [String: Tensor]
  /// The whole file; immutable for the object's life (unmapped in deinit), hence the unchecked Sendable.
  let base: UnsafeRawPointer
  let size: Int

  init(path: String) throws(EmbedError) {
    self.path = path
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .missing(path) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .missing(path) }
    size = Int(info.st_size)
    stamp = FileStamp(info)
    guard size >= 8 else { throw .bad(path, "\(size) bytes, too short for a safetensors header") }
    guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else {
      throw .bad(path, "cannot map it: \(String(cString: strerror(errno)))")
    }
    base = UnsafeRawPointer(mapping)
    do {
      tensors = try Self.parseHeader(base, size: size, path: path)
    } catch {
      munmap(mapping, size)
      throw error
    }
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: base), size)
  }

  /// A float32 tensor of exactly `shape`, in place in the mapping.
  func floats(_ name: String, shape: [Int]) throws(EmbedError) -> UnsafeBufferPointer<Float> {
    guard let tensor = tensors[name] else { throw .bad(path, "no tensor \(name)") }
    guard tensor.dtype == "F32" else { throw .bad(path, "\(name) is \(tensor.dtype), not F32") }
    guard tensor.shape == shape else { throw .bad(path, "\(name) has shape \(tensor.shape), not \(shape)") }
    // Float loads need 4-byte alignment; the format pads the header to 8 bytes, so this holds for any sane file.
    guard tensor.bytes.lowerBound % MemoryLayout<Float>.alignment == 0 else {
      throw .bad(path, "\(name) is not 4-byte aligned")
    }
    let start = (base + tensor.bytes.lowerBound).assumingMemoryBound(to: Float.self)
    return UnsafeBufferPointer(start: start, count: tensor.bytes.count / 4)
  }

  private static func parseHeader(_ base: UnsafeRawPointer, size: Int, path: String) throws(EmbedError) -> [String:
    Tensor]
  {
    let headerLength = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
    guard headerLength <= UInt64(size - 8), headerLength <= 100_000_000 else {
      throw .bad(path, "header length \(headerLength) does not fit the \(size)-byte file (truncated?)")
    }
    let header = UnsafeRawBufferPointer(start: base + 8, count: Int(headerLength))
    var parser = JSONParser(header)
    let root: JSONValue
    do {
      root = try parser.parseDocument()
    } catch {
      throw .bad(path, "header is not valid JSON (\(error.reason) at byte \(error.offset))")
    }
    guard case .object(let members) = root else { throw .bad(path, "header is not a JSON object") }
    let dataStart = 8 + Int(headerLength)
    var tensors: [String: Tensor] = [:]
    for (name, value) in members where name != "__metadata__" {
      guard case .object(let fields) = value,
        case .string(let dtype)? = fields.first(where: { $0.0 == "dtype" })?.1,
        case .array(let shapeValues)? = fields.first(where: { $0.0 == "shape" })?.1,
        case .array(let offsetValues)? = fields.first(where: { $0.0 == "data_offsets" })?.1
      else { throw .bad(path, "tensor \(name) lacks dtype, shape or data_offsets") }
      let shape = shapeValues.compactMap(\.integer)
      let offsets = offsetValues.compactMap(\.integer)
      guard shape.count == shapeValues.count, shape.allSatisfy({ $0 >= 0 && $0 <= 1 << 31 }) else {
        throw .bad(path, "tensor \(name) has a bad shape")
      }
      guard offsets.count == 2, offsets[0] >= 0, offsets[0] <= offsets[1], offsets[1] <= size - dataStart else {
        throw .bad(path, "tensor \(name) lies outside the file (truncated?)")
      }
      let elementSize: Int? =
        switch dtype {
        case "F64", "I64", "U64": 8
        case "F32", "I32", "U32": 4
        case "F16", "BF16", "I16", "U16": 2
        case "I8", "U8", "BOOL": 1
        default: nil
        }
      let count = shape.reduce(1, *)
      if let elementSize, count * elementSize != offsets[1] - offsets[0] {
        throw .bad(path, "tensor \(name) holds \(offsets[1] - offsets[0]) bytes for shape \(shape) of \(dtype)")
      }
      tensors[name] = Tensor(dtype: dtype, shape: shape, bytes: (dataStart + offsets[0])..<(dataStart + offsets[1]))
    }
    return tensors
  }
}
