/// A reading as the store keeps it: a few bytes of flags, then only the fields that are set,
/// numbers as variable-length integers and strings as their UTF-8 after their length. Most
/// messages read as "no request or concern" with nothing else set: 22 bytes.
extension MessageReading {
  /// Which optional fields follow, one bit each.
  private enum Field: Int, CaseIterable {
    case scoreInHundredths, actionShapes, learnedAction, decisionAsOrganiser, decisionAsMember, acceptance
    case decisionShapes, learnedDecision, reverses, acceptsTime, time

    var bit: UInt64 { 1 << UInt64(rawValue) }
  }

  private static let signals: [SchedulingDetector.Signal?] = [nil, .arranges, .replies, .settles, .settlesInThread]

  /// The reading's bytes, which `init(encoded:)` reads back.
  public var encoded: [UInt8] {
    var writer = ReadingWriter()
    let hundredths = (priorityScore * 100).rounded()
    let inHundredths = hundredths >= 0 && hundredths <= 100 && hundredths / 100 == priorityScore
    let present: [(Field, Bool)] = [
      (.scoreInHundredths, inHundredths), (.actionShapes, actionShapes != nil), (.learnedAction, learnedAction != nil),
      (.decisionAsOrganiser, decisionAsOrganiser != nil), (.decisionAsMember, decisionAsMember != nil),
      (.acceptance, acceptance != nil), (.decisionShapes, decisionShapes != nil),
      (.learnedDecision, learnedDecision != nil), (.reverses, reverses), (.acceptsTime, acceptsTime),
      (.time, time != nil),
    ]
    writer.number(present.reduce(0) { $1.1 ? $0 | $1.0.bit : $0 })
    writer.number(UInt64(Self.signals.firstIndex { $0 == schedulingSignal } ?? 0))
    writer.number(inHundredths ? UInt64(hundredths) : priorityScore.bitPattern)
    writer.string(priorityReason)
    writer.number(UInt64(actionItems.count))
    for item in actionItems { writer.item(item) }
    if let actionShapes { writer.sums(actionShapes) }
    if let learnedAction { writer.item(learnedAction) }
    for text in [decisionAsOrganiser, decisionAsMember, acceptance] { if let text { writer.string(text) } }
    if let decisionShapes { writer.sums(decisionShapes) }
    if let learnedDecision { writer.string(learnedDecision) }
    writer.number(UInt64(tags.count))
    for tag in tags { writer.string(tag) }
    if let time { writer.time(time) }
    return writer.bytes
  }

  /// The reading `encoded` wrote; nil for bytes it did not write (cut short, or of another layout).
  public init?(encoded bytes: [UInt8]) {
    var reader = ReadingReader(bytes)
    guard let flags = reader.number(), let signal = reader.number(), signal < Self.signals.count,
      let score = reader.number(), let reason = reader.string(), let itemCount = reader.number(), itemCount < 1 << 16
    else { return nil }
    func has(_ field: Field) -> Bool { flags & field.bit != 0 }
    var items: [Item] = []
    for _ in 0..<itemCount {
      guard let item = reader.item() else { return nil }
      items.append(item)
    }
    func optional<Value>(_ field: Field, _ read: (inout ReadingReader) -> Value?) -> Value?? {
      guard has(field) else { return .some(nil) }
      return read(&reader).map { .some($0) }
    }
    guard let actionShapes = optional(.actionShapes, { $0.sums() }),
      let learnedAction = optional(.learnedAction, { $0.item() }),
      let asOrganiser = optional(.decisionAsOrganiser, { $0.string() }),
      let asMember = optional(.decisionAsMember, { $0.string() }),
      let acceptance = optional(.acceptance, { $0.string() }),
      let decisionShapes = optional(.decisionShapes, { $0.sums() }),
      let learnedDecision = optional(.learnedDecision, { $0.string() }),
      let tagCount = reader.number(), tagCount < 1 << 8
    else { return nil }
    var tags: [String] = []
    for _ in 0..<tagCount {
      guard let tag = reader.string() else { return nil }
      tags.append(tag)
    }
    guard let time = optional(.time, { $0.time() }), reader.isAtEnd else { return nil }
    self.init(
      priorityScore: has(.scoreInHundredths) ? Double(score) / 100 : Double(bitPattern: score), priorityReason: reason,
      actionItems: items, actionShapes: actionShapes, learnedAction: learnedAction, decisionAsOrganiser: asOrganiser,
      decisionAsMember: asMember, acceptance: acceptance, decisionShapes: decisionShapes,
      learnedDecision: learnedDecision, reverses: has(.reverses), tags: tags,
      schedulingSignal: Self.signals[Int(signal)], acceptsTime: has(.acceptsTime), time: time)
  }
}

/// Writes LEB128 numbers and length-prefixed UTF-8.
struct ReadingWriter {
  var bytes: [UInt8] = []

  mutating func number(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// A signed number, zig-zag encoded: small negative sums stay short.
  mutating func signed(_ value: Int) { number(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))) }

  mutating func string(_ text: String) {
    number(UInt64(text.utf8.count))
    bytes.append(contentsOf: text.utf8)
  }

  /// A string that may be missing: its length plus one, 0 for none.
  mutating func optional(_ text: String?) {
    guard let text else { return number(0) }
    number(UInt64(text.utf8.count) + 1)
    bytes.append(contentsOf: text.utf8)
  }

  mutating func item(_ item: MessageReading.Item) {
    string(item.task)
    optional(item.assignee)
    optional(item.deadline)
  }

  mutating func sums(_ sums: ShapeSums) {
    signed(sums.withVector)
    signed(sums.withoutVector)
  }
}

/// Reads what `ReadingWriter` wrote; every read is nil past the end.
struct ReadingReader {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { offset == bytes.count }

  mutating func number() -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count, shift < 64 {
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7f) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
    return nil
  }

  mutating func signed() -> Int? {
    number().map { Int(Int64(bitPattern: ($0 >> 1) ^ (0 &- ($0 & 1)))) }
  }

  mutating func string() -> String? {
    guard let count = number() else { return nil }
    return text(count)
  }

  mutating func optional() -> String?? {
    guard let count = number() else { return nil }
    return count == 0 ? .some(nil) : text(count - 1).map { .some($0) }
  }

  private mutating func text(_ count: UInt64) -> String? {
    guard count <= UInt64(bytes.count - offset) else { return nil }
    let end = offset + Int(count)
    defer { offset = end }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  mutating func item() -> MessageReading.Item? {
    guard let task = string(), let assignee = optional(), let deadline = optional() else { return nil }
    return MessageReading.Item(task: task, assignee: assignee, deadline: deadline)
  }

  mutating func sums() -> ShapeSums? {
    guard let withVector = signed(), let withoutVector = signed() else { return nil }
    return ShapeSums(withVector: withVector, withoutVector: withoutVector)
  }
}
