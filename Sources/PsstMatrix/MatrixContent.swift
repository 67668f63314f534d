import PsstCore
import PsstCrypto

/// psst messages as `m.room.message` content and back.
enum MatrixContent {
  /// The notice shown in place of an encrypted event whose room key has not arrived; the event
  /// is kept and decrypted when it does.
  static let waitingForKeysNotice = "[encrypted message: could not decrypt yet: waiting for the sender's keys]"
  /// The notice shown in place of an encrypted event that can never be decrypted here.
  static func undecryptableNotice(_ reason: String) -> String { "[encrypted message: could not decrypt: \(reason)]" }

  /// Content for a new message. Matrix carries one file per event: the first attachment is the
  /// event's file (with the text as its caption) and all of them are listed under psst's key.
  static func message(id: String, text: String, replyTo: String?, attachments: [Attachment]) -> JSON {
    var fields: [(String, JSON)]
    if let first = attachments.first {
      fields = [
        ("msgtype", .string(msgtype(for: first.contentType))),
        ("body", .string(text.isEmpty ? first.name : text)),
        ("filename", .string(first.name)),
        location(first),
        ("info", .object([("mimetype", .string(first.contentType)), ("size", .number(Double(first.size)))])),
      ]
      if attachments.count > 1 {
        fields.append((Namespace.attachments, .array(attachments.map(attachmentJSON))))
      }
    } else {
      fields = [("msgtype", "m.text"), ("body", .string(text))]
    }
    fields.append((Namespace.messageID, .string(id)))
    if let replyTo {
      fields.append(("m.relates_to", .object([("m.in_reply_to", .object([("event_id", .string(replyTo))]))])))
    }
    return .object(fields)
  }

  static func edit(target: String, text: String) -> JSON {
    .object([
      ("msgtype", "m.text"), ("body", .string("* " + text)),
      ("m.new_content", .object([("msgtype", "m.text"), ("body", .string(text))])),
      ("m.relates_to", .object([("rel_type", "m.replace"), ("event_id", .string(target))])),
    ])
  }

  static func msgtype(for contentType: String) -> String {
    if contentType.hasPrefix("image/") { return "m.image" }
    if contentType.hasPrefix("video/") { return "m.video" }
    if contentType.hasPrefix("audio/") { return "m.audio" }
    return "m.file"
  }

  private static func attachmentJSON(_ attachment: Attachment) -> JSON {
    .object([
      ("name", .string(attachment.name)), ("content_type", .string(attachment.contentType)),
      ("size", .number(Double(attachment.size))), location(attachment),
    ])
  }

  /// Where a file is: `url` for a plain one, `file` (its URL with its key, IV and hash) for
  /// one encrypted for an end-to-end encrypted room.
  private static func location(_ attachment: Attachment) -> (String, JSON) {
    let url = attachment.media ?? ""
    guard let key = attachment.mediaKey, case .object(var fields)? = try? JSON.parse(key) else {
      return ("url", .string(url))
    }
    fields.removeAll { $0.0 == "url" }
    return ("file", .object([("url", .string(url))] + fields))
  }

  /// A received file's URL and, for an encrypted one, its key; nil when the content names no
  /// file. A `file` object without what decrypting needs (the sender chose every field) gives
  /// no URL: the file is listed but never fetched.
  private static func location(in object: JSON) -> (url: String?, key: String?)? {
    if let url = object["url"]?.stringValue { return (url, nil) }
    guard let file = object["file"] else { return nil }
    guard let url = file["url"]?.stringValue, (try? EncryptedFile(json: file)) != nil else { return (nil, nil) }
    return (url, file.serialized)
  }

  /// A received message's text, reply target (an event id) and files.
  static func decode(_ content: JSON) -> (text: String, replyTo: String?, attachments: [Attachment]) {
    let msgtype = content["msgtype"]?.stringValue ?? "m.text"
    var text = content["body"]?.stringValue ?? ""
    let replyTo = content["m.relates_to"]?["m.in_reply_to"]?["event_id"]?.stringValue
    if replyTo != nil { text = stripReplyFallback(text) }
    var attachments: [Attachment] = []
    if let listed = content[Namespace.attachments]?.arrayValue {
      attachments = listed.compactMap { item in
        guard let name = item["name"]?.stringValue, let (url, key) = location(in: item) else { return nil }
        return Attachment(
          name: name, contentType: item["content_type"]?.stringValue ?? "application/octet-stream",
          size: Int(item["size"]?.intValue ?? 0), media: url, mediaKey: key)
      }
    } else if ["m.image", "m.file", "m.video", "m.audio"].contains(msgtype), let (url, key) = location(in: content) {
      let filename = content["filename"]?.stringValue ?? text
      attachments = [
        Attachment(
          name: filename.isEmpty ? "file" : filename,
          contentType: content["info"]?["mimetype"]?.stringValue ?? "application/octet-stream",
          size: Int(content["info"]?["size"]?.intValue ?? 0), media: url, mediaKey: key)
      ]
    }
    // A file's body is its name unless a separate filename makes it a caption.
    if let first = attachments.first, content["filename"]?.stringValue == nil || text == first.name {
      text = ""
    }
    if msgtype == "m.emote" { text = "* " + text }
    return (text, replyTo, attachments)
  }

  /// Older clients quote the message replied to as "> " lines and a blank line before the reply.
  static func stripReplyFallback(_ body: String) -> String {
    guard body.hasPrefix("> ") else { return body }
    var lines = body.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.hasPrefix(">") { lines.removeFirst() }
    if lines.first?.isEmpty == true { lines.removeFirst() }
    return lines.joined(separator: "\n")
  }
}
