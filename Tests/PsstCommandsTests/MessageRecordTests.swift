import PsstAI
import Testing

@testable import PsstCommands
@testable import PsstCore

/// The `message` record that psst-read, psst-send and psst-edit write is what the AI tools and
/// psst-search read from a pipe: written, serialized and read back, it keeps its fields.
@Suite("Message record")
struct MessageRecordTests {
  static func message(
    text: String = "Knee's sore again.\nCan we move Thursday?\u{1B}[2J «ok» 👍🏽", deleted: Bool = false
  ) -> Message {
    Message(
      id: "m-42", chat: "c-sarah", sender: "sarah", text: text, replyTo: "m-41",
      attachments: [Attachment(name: "knee.jpg", contentType: "image/jpeg", size: 2048, localPath: "/tmp/knee.jpg")],
      createdAt: 1_763_564_400_250, state: .read, failure: nil, editedAt: 1_763_564_460_000, deleted: deleted,
      readAt: nil, isOwn: true, readBy: 1, deliveredTo: 1, recipients: 1)
  }

  /// Written as psst-read prints it (names, history and all), then parsed from its JSON line.
  static func readBack(_ message: Message) throws -> PipedRecord {
    let written = message.record(
      chatName: "Sarah Whitby", senderName: "Sarah\nWhitby",
      history: [Revision(text: "Knee's sore.", replacedAt: 1_763_564_460_000)])
    return PipedRecord(try JSON.parse(written.serialized), now: 0)
  }

  @Test func aWrittenMessageReadsBackWithTheSameFields() throws {
    let message = Self.message()
    guard case .message(let read) = try Self.readBack(message) else {
      Issue.record("the message record was not read as a message")
      return
    }
    #expect(read.id == message.id)
    #expect(read.chat == message.chat)
    #expect(read.sender == message.sender)
    #expect(read.text == message.text)
    #expect(read.time == message.createdAt)
    #expect(read.replyTo == message.replyTo)
  }

  @Test func aMessageWithoutAReplyReadsBackWithoutOne() throws {
    var message = Self.message()
    message.replyTo = nil
    guard case .message(let read) = try Self.readBack(message) else {
      Issue.record("the message record was not read as a message")
      return
    }
    #expect(read.replyTo == nil)
  }

  @Test func aDeletedMessageIsPassedBy() throws {
    #expect(try Self.readBack(Self.message(text: "", deleted: true)) == .passedBy)
  }

  @Test func anotherRecordTypeIsPassedBy() throws {
    let chat = Chat(id: "c-sarah", name: "Sarah Whitby", kind: .direct, members: ["maya", "sarah"], createdAt: 1)
    #expect(PipedRecord(try JSON.parse(chat.record().serialized), now: 0) == .passedBy)
  }

  @Test func aMessageWithoutASenderIsIncomplete() throws {
    let record = try JSON.parse(#"{"type":"message","id":"m-1","chat":"c-sarah","text":"hi"}"#)
    #expect(PipedRecord(record, now: 0) == .incomplete)
  }

  @Test func aMessageWithoutATimeCountsAsNow() throws {
    let record = try JSON.parse(#"{"id":"m-1","chat":"c-sarah","sender":"sarah","text":"hi"}"#)
    #expect(
      PipedRecord(record, now: 7)
        == .message(ConversationMessage(id: "m-1", chat: "c-sarah", sender: "sarah", text: "hi", time: 7)))
  }
}
