/// Attachments are copied into the store's folder when composed, so a queued message still has
/// its file after the original moves; their type comes from their content, not their name.
public enum AttachmentStore {
  /// Copies `path` into `$PSST_HOME/attachments` and describes it.
  public static func ingest(_ path: String, environment: Environment) throws -> Attachment {
    let bytes = try FileSystem.readFile(path, limit: Limits.maxAttachmentBytes)
    let name = FileSystem.baseName(path)
    try FileSystem.makeDirectories(environment.attachmentDirectory, mode: 0o700)
    let stored = environment.attachmentDirectory + "/" + Identifier.make("a", length: 10) + "-" + name
    try FileSystem.writeFile(stored, bytes)
    return Attachment(name: name, contentType: contentType(of: bytes), size: bytes.count, localPath: stored)
  }

  /// The media type by magic number; UTF-8 text without NULs is `text/plain`.
  public static func contentType(of bytes: [UInt8]) -> String {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
    if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
    if starts(Array("%PDF-".utf8)) { return "application/pdf" }
    if starts([0x50, 0x4B, 0x03, 0x04]) { return "application/zip" }
    if starts([0x1F, 0x8B]) { return "application/gzip" }
    if starts(Array("ftyp".utf8), at: 4) { return "video/mp4" }
    if starts(Array("ID3".utf8)) { return "audio/mpeg" }
    if starts(Array("OggS".utf8)) { return "audio/ogg" }
    if !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil { return "text/plain" }
    return "application/octet-stream"
  }
}
