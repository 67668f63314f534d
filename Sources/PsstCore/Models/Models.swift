/// What a person is to the account owner.
public enum Role: String, CaseIterable, Sendable {
  case trainer, client, staff
}

/// A local account: one identity of the machine's user on a transport.
public struct Account: Sendable, Equatable {
  public var id: String
  public var displayName: String
  public var role: Role
  /// Device id: with a client transaction id it makes every send idempotent on the server.
  public var device: String
  public var isDefault: Bool
  public var createdAt: Int64
}

/// A person: someone the account knows (including itself), or a profile on the server.
public struct User: Sendable, Equatable {
  public var id: String
  public var displayName: String
  public var role: Role?

  public init(id: String, displayName: String, role: Role?) {
    self.id = id
    self.displayName = displayName
    self.role = role
  }
}

public enum ChatKind: String, CaseIterable, Sendable {
  case direct, group
}

public struct Chat: Sendable, Equatable {
  /// Appended to an end-to-end encrypted room's name, so every listing says which rooms are;
  /// a chat is still found by its name without it.
  public static let encryptedMark = " [end-to-end encrypted]"

  public var id: String
  public var name: String
  public var kind: ChatKind
  public var members: [String]
  public var createdAt: Int64

  public init(id: String, name: String, kind: ChatKind, members: [String], createdAt: Int64) {
    self.id = id
    self.name = name
    self.kind = kind
    self.members = members
    self.createdAt = createdAt
  }
}

/// A message's delivery state, from the sender's side. `delivered` and `read` are derived from
/// receipts; the store keeps `queued`, `sending`, `sent` and `failed`.
public enum MessageState: String, CaseIterable, Sendable {
  case queued, sending, sent, delivered, read, failed
}

/// A file sent with a message. `media` is the transport's handle once uploaded.
public struct Attachment: Sendable, Equatable {
  public var name: String
  public var contentType: String
  public var size: Int
  public var sha256: String?
  public var media: String?
  /// What reading `media` back needs when the transport encrypted the file (for Matrix, the
  /// encrypted file's key, IV and hash as JSON). A secret like the text it belongs with: kept in
  /// the store and the outbox, never printed.
  public var mediaKey: String?
  public var localPath: String?

  public init(
    name: String, contentType: String, size: Int, sha256: String? = nil, media: String? = nil,
    mediaKey: String? = nil, localPath: String? = nil
  ) {
    self.name = name
    self.contentType = contentType
    self.size = size
    self.sha256 = sha256
    self.media = media
    self.mediaKey = mediaKey
    self.localPath = localPath
  }

  /// The attachment as records print it: without `mediaKey`.
  public var json: JSON {
    var fields: [(String, JSON)] = [
      ("name", .string(name)), ("content_type", .string(contentType)), ("size", .number(Double(size))),
    ]
    if let media { fields.append(("media", .string(media))) }
    if let localPath { fields.append(("path", .string(localPath))) }
    return .object(fields)
  }

  /// The attachment as the store and the outbox keep it: `json` and its `mediaKey`.
  public var storedJSON: JSON {
    guard let mediaKey, case .object(var fields) = json else { return json }
    fields.append(("media_key", .string(mediaKey)))
    return .object(fields)
  }

  /// Reads `json` or `storedJSON`.
  public init?(json: JSON) {
    guard let name = json["name"]?.stringValue else { return nil }
    self.init(
      name: name, contentType: json["content_type"]?.stringValue ?? "application/octet-stream",
      size: Int(json["size"]?.intValue ?? 0), media: json["media"]?.stringValue,
      mediaKey: json["media_key"]?.stringValue, localPath: json["path"]?.stringValue)
  }

  static func list(from text: String?) -> [Attachment] {
    guard let text, let parsed = try? JSON.parse(text), let items = parsed.arrayValue else { return [] }
    return items.compactMap(Attachment.init(json:))
  }

  static func serialize(_ attachments: [Attachment]) -> String? {
    attachments.isEmpty ? nil : JSON.array(attachments.map(\.storedJSON)).serialized
  }
}

/// One earlier version of an edited message.
public struct Revision: Sendable, Equatable {
  public var text: String
  /// When this version was replaced.
  public var replacedAt: Int64
}

public struct Message: Sendable, Equatable {
  public var id: String
  public var chat: String
  public var sender: String
  public var text: String
  public var replyTo: String?
  public var attachments: [Attachment]
  public var createdAt: Int64
  public var state: MessageState
  public var failure: String?
  public var editedAt: Int64?
  public var deleted: Bool
  public var readAt: Int64?
  /// Set when the message was printed from the account's own side.
  public var isOwn: Bool
  /// For own sent messages: how many other members have read / received it, out of how many.
  public var readBy: Int
  public var deliveredTo: Int
  public var recipients: Int
}

/// Limits stated by the product: text length and attachment size.
public enum Limits {
  public static let maxTextCharacters = 4000
  /// Characters are grapheme clusters, and one of them can be megabytes ("a" with two million
  /// combining marks): text is bounded in UTF-8 bytes too. 32 KiB holds 4,000 characters of any
  /// script, or of emoji with a skin tone (8 bytes each), and goes through Matrix's 64 KiB events.
  public static let maxTextBytes = 32 << 10
  /// Imported history was written elsewhere and may hold longer messages than psst sends; a
  /// line with more text than this is refused as bad input (Matrix bounds a whole event at 64 KiB).
  public static let maxImportedTextBytes = 64 << 10
  public static let maxAttachmentBytes = 10 << 20
  /// Own messages can be unsent for this long.
  public static let unsendWindowMillis: Int64 = 24 * 3_600_000

  /// Refuses empty text and text over the limits, naming the limit. The bytes are counted
  /// first: that costs nothing, and no grapheme of a huge text is looked at.
  public static func checkText(_ text: String) throws {
    let bytes = text.utf8.count
    if bytes > maxTextBytes {
      throw PsstError.badInput("message text is \(bytes) bytes of UTF-8; the limit is \(maxTextBytes) (32 KiB)")
    }
    if text.allSatisfy(\.isWhitespace) { throw PsstError.badInput("message text is empty") }
    let count = text.count
    if count > maxTextCharacters {
      throw PsstError.badInput(
        "message text is \(count) characters; the limit is \(maxTextCharacters)")
    }
  }
}
