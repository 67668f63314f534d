import Testing

@testable import PsstCore

@Suite("Attachment")
struct AttachmentTests {
  private let encrypted = Attachment(
    name: "plan.pdf", contentType: "application/pdf", size: 3, media: "mxc://h/enc", mediaKey: #"{"k":"secret"}"#)

  @Test func recordsNeverPrintTheMediaKey() {
    #expect(encrypted.json["media_key"] == nil)
    #expect(!encrypted.json.serialized.contains("secret"))
    #expect(encrypted.json["media"]?.stringValue == "mxc://h/enc")
  }

  @Test func theStoreAndOutboxKeepItAndReadItBack() throws {
    #expect(encrypted.storedJSON["media_key"]?.stringValue == #"{"k":"secret"}"#)
    #expect(Attachment(json: encrypted.storedJSON) == encrypted)
    #expect(Attachment.list(from: Attachment.serialize([encrypted])) == [encrypted])
    let queued = Request.message(chat: "c", id: "m1", text: "plan", replyTo: nil, attachments: [encrypted])
    #expect(try Request(json: JSON.parse(queued.json.serialized)) == queued)
  }

  @Test func aPlainFileIsStoredAsItIsPrinted() {
    let plain = Attachment(name: "a.txt", contentType: "text/plain", size: 1, media: "media-1")
    #expect(plain.storedJSON == plain.json)
    #expect(Attachment(json: plain.json) == plain)
  }
}
