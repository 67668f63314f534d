import PsstCore
import PsstCrypto
import Testing

@testable import PsstMatrix

@Suite("MatrixContent")
struct MatrixContentTests {
  @Test("a text message carries its psst id and round-trips")
  func textRoundTrip() {
    let content = MatrixContent.message(id: "m123", text: "hello", replyTo: nil, attachments: [])
    #expect(content["msgtype"]?.stringValue == "m.text")
    #expect(content["body"]?.stringValue == "hello")
    #expect(content["org.psst.id"]?.stringValue == "m123")
    let decoded = MatrixContent.decode(content)
    #expect(decoded.text == "hello")
    #expect(decoded.replyTo == nil)
    #expect(decoded.attachments.isEmpty)
  }

  @Test("a reply points at the event with m.in_reply_to and drops the quoted fallback")
  func replies() {
    let content = MatrixContent.message(id: "m1", text: "sure", replyTo: "$target", attachments: [])
    #expect(content["m.relates_to"]?["m.in_reply_to"]?["event_id"]?.stringValue == "$target")
    #expect(MatrixContent.decode(content).replyTo == "$target")
    let legacy = JSON.object([
      ("msgtype", "m.text"), ("body", "> <@a:x> original\n> second line\n\nmy answer"),
      ("m.relates_to", .object([("m.in_reply_to", .object([("event_id", "$e")]))])),
    ])
    #expect(MatrixContent.decode(legacy).text == "my answer")
  }

  @Test("a body starting with '> ' is kept when it is not a reply")
  func quoteWithoutReply() {
    let content = JSON.object([("msgtype", "m.text"), ("body", "> a quote I like")])
    #expect(MatrixContent.decode(content).text == "> a quote I like")
  }

  @Test("one attachment becomes the event's file, the text its caption")
  func singleAttachment() {
    let file = Attachment(name: "plan.pdf", contentType: "application/pdf", size: 1234, media: "mxc://h/abc")
    let content = MatrixContent.message(id: "m1", text: "this week's plan", replyTo: nil, attachments: [file])
    #expect(content["msgtype"]?.stringValue == "m.file")
    #expect(content["url"]?.stringValue == "mxc://h/abc")
    #expect(content["filename"]?.stringValue == "plan.pdf")
    #expect(content["info"]?["size"]?.intValue == 1234)
    #expect(content["org.psst.attachments"] == nil)
    let decoded = MatrixContent.decode(content)
    #expect(decoded.text == "this week's plan")
    #expect(decoded.attachments == [file])
  }

  @Test("a file without caption has no text; image types become m.image")
  func fileWithoutCaption() {
    let photo = Attachment(name: "knee.jpg", contentType: "image/jpeg", size: 10, media: "mxc://h/p")
    let content = MatrixContent.message(id: "m1", text: "", replyTo: nil, attachments: [photo])
    #expect(content["msgtype"]?.stringValue == "m.image")
    #expect(content["body"]?.stringValue == "knee.jpg")
    let decoded = MatrixContent.decode(content)
    #expect(decoded.text == "")
    #expect(decoded.attachments.map(\.name) == ["knee.jpg"])
    // Another client's image: body is the file name, no filename field.
    let foreign = JSON.object([
      ("msgtype", "m.image"), ("body", "IMG_1.png"), ("url", "mxc://h/q"),
      ("info", .object([("mimetype", "image/png"), ("size", 99)])),
    ])
    let other = MatrixContent.decode(foreign)
    #expect(other.text == "")
    #expect(
      other.attachments == [Attachment(name: "IMG_1.png", contentType: "image/png", size: 99, media: "mxc://h/q")])
  }

  @Test("several attachments are all listed under psst's key")
  func severalAttachments() {
    let files = [
      Attachment(name: "a.txt", contentType: "text/plain", size: 1, media: "mxc://h/1"),
      Attachment(name: "b.png", contentType: "image/png", size: 2, media: "mxc://h/2"),
    ]
    let content = MatrixContent.message(id: "m1", text: "both", replyTo: nil, attachments: files)
    #expect(content["org.psst.attachments"]?.arrayValue?.count == 2)
    #expect(MatrixContent.decode(content).attachments == files)
  }

  @Test("an encrypted file travels as a file object holding its URL and key, and reads back")
  func encryptedAttachment() throws {
    let key = try EncryptedFile.encrypt([1, 2, 3]).file.json(url: "mxc://h/enc").serialized
    let file = Attachment(
      name: "plan.pdf", contentType: "application/pdf", size: 3, media: "mxc://h/enc", mediaKey: key)
    let plain = Attachment(name: "b.png", contentType: "image/png", size: 2, media: "mxc://h/2")
    let content = MatrixContent.message(id: "m1", text: "plan", replyTo: nil, attachments: [file])
    #expect(content["url"] == nil, "an encrypted file names no plain URL")
    #expect(content["file"]?["url"]?.stringValue == "mxc://h/enc")
    #expect(content["file"]?["key"]?["alg"]?.stringValue == "A256CTR")
    #expect(MatrixContent.decode(content).attachments == [file])
    let both = MatrixContent.message(id: "m2", text: "both", replyTo: nil, attachments: [file, plain])
    #expect(MatrixContent.decode(both).attachments == [file, plain])
  }

  @Test("a file object whose key cannot be read is listed but has nothing to fetch")
  func unreadableEncryptedAttachment() {
    let content = JSON.object([
      ("msgtype", "m.file"), ("body", "x.bin"), ("filename", "x.bin"),
      ("file", .object([("url", "mxc://h/x"), ("key", .object([("kty", "oct"), ("alg", "A256CTR"), ("k", "AA")]))])),
    ])
    let decoded = MatrixContent.decode(content)
    #expect(decoded.attachments.map(\.name) == ["x.bin"])
    #expect(decoded.attachments.first?.media == nil && decoded.attachments.first?.mediaKey == nil)
  }

  @Test("an edit is an m.replace with the new content and a '* ' fallback")
  func edit() {
    let content = MatrixContent.edit(target: "$orig", text: "fixed")
    #expect(content["body"]?.stringValue == "* fixed")
    #expect(content["m.new_content"]?["body"]?.stringValue == "fixed")
    #expect(content["m.relates_to"]?["rel_type"]?.stringValue == "m.replace")
    #expect(content["m.relates_to"]?["event_id"]?.stringValue == "$orig")
  }

  @Test("an emote keeps its '* ' marker")
  func emote() {
    #expect(MatrixContent.decode(.object([("msgtype", "m.emote"), ("body", "waves")])).text == "* waves")
  }
}
