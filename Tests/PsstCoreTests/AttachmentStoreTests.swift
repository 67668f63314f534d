import Foundation
import Testing

@testable import PsstCore

@Suite("AttachmentStore")
struct AttachmentStoreTests {
  @Test func contentTypeComesFromTheBytes() {
    let cases: [([UInt8], String)] = [
      ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], "image/png"),
      ([0xFF, 0xD8, 0xFF, 0xE0], "image/jpeg"),
      (Array("GIF89a...".utf8), "image/gif"),
      (Array("RIFF\0\0\0\0WEBPVP8".utf8), "image/webp"),
      (Array("%PDF-1.7".utf8), "application/pdf"),
      ([0x50, 0x4B, 0x03, 0x04, 0], "application/zip"),
      ([0x1F, 0x8B, 8], "application/gzip"),
      (Array("\0\0\0\u{18}ftypmp42".utf8), "video/mp4"),
      (Array("ID3\u{3}".utf8), "audio/mpeg"),
      (Array("OggS\0".utf8), "audio/ogg"),
      (Array("plain words, café ☕\n".utf8), "text/plain"),
      ([0x00, 0x01, 0xFE, 0xFF], "application/octet-stream"),
      ([0xC3, 0x28], "application/octet-stream"),
    ]
    for (bytes, type) in cases {
      #expect(AttachmentStore.contentType(of: bytes) == type, "\(bytes.prefix(8))")
    }
  }

  @Test func ingestCopiesTheFileIntoTheStore() throws {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    let original = folder.path + "/scan.bin"
    let bytes: [UInt8] = [0x25, 0x50, 0x44, 0x46, 0x2D] + Array(repeating: 0, count: 100)
    #expect(FileManager.default.createFile(atPath: original, contents: Data(bytes)))
    let attachment = try AttachmentStore.ingest(original, environment: environment)
    #expect(attachment.name == "scan.bin")
    #expect(attachment.contentType == "application/pdf")
    #expect(attachment.size == bytes.count)
    let stored = try #require(attachment.localPath)
    #expect(stored.hasPrefix(environment.attachmentDirectory + "/"))
    #expect(FileManager.default.contents(atPath: stored).map(Array.init) == bytes)
    #expect(fileMode(stored) == 0o600)
  }

  @Test func ingestRefusesFilesOverTenMebibytes() throws {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    let big = folder.path + "/big"
    #expect(FileManager.default.createFile(atPath: big, contents: Data(count: Limits.maxAttachmentBytes + 1)))
    let error = psstError { _ = try AttachmentStore.ingest(big, environment: environment) }
    #expect(error != nil)
    #expect(error?.message.contains("the limit is 10 MiB") == true)
    let attachments = (try? FileManager.default.contentsOfDirectory(atPath: environment.attachmentDirectory)) ?? []
    #expect(attachments.isEmpty)
  }

  @Test func ingestAcceptsExactlyTenMebibytes() throws {
    let folder = TemporaryFolder()
    let environment = Environment(home: folder.path + "/home")
    let edge = folder.path + "/edge"
    #expect(FileManager.default.createFile(atPath: edge, contents: Data(count: Limits.maxAttachmentBytes)))
    #expect(try AttachmentStore.ingest(edge, environment: environment).size == 10 << 20)
  }

  @Test func ingestOfAMissingFileNamesIt() {
    let folder = TemporaryFolder()
    let error = psstError {
      _ = try AttachmentStore.ingest(folder.path + "/nope.jpg", environment: Environment(home: folder.path))
    }
    #expect(error?.kind == .notFound)
    #expect(error?.message.contains("nope.jpg") == true)
  }
}

@Suite("FileSystem.readFile")
struct ReadFileTests {
  @Test func aNamedPipeIsRefusedAtOnceInsteadOfWaitingForAWriter() throws {
    let folder = TemporaryFolder()
    let fifo = folder.path + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    // Should the read wait for a writer, one comes after 3 s, so the test fails instead of hanging.
    let writer = Thread {
      Thread.sleep(forTimeInterval: 3)
      let fd = open(fifo, O_WRONLY | O_NONBLOCK)
      if fd >= 0 { close(fd) }
    }
    writer.start()
    let started = Clock.monotonicNanos()
    let error = psstError { _ = try FileSystem.readFile(fifo, limit: 1 << 20) }
    #expect(Clock.monotonicNanos() - started < 2_000_000_000)
    #expect(error?.kind == .usage)
    #expect(error?.message == "\(fifo) is a named pipe (FIFO), not a regular file")
  }

  @Test func devicesAndFoldersAreRefused() {
    let folder = TemporaryFolder()
    #expect(
      psstError { _ = try FileSystem.readFile("/dev/zero", limit: 1 << 20) }?.message.contains("character device")
        == true)
    #expect(
      psstError { _ = try FileSystem.readFile(folder.path, limit: 1 << 20) }?.message.contains("a folder") == true)
  }

  @Test func aFileWhoseContentDisagreesWithItsSizeIsRefused() {
    // procfs says 0 bytes and has more: read as it is, it would be attached empty.
    let error = psstError { _ = try FileSystem.readFile("/proc/self/environ", limit: 1 << 20) }
    #expect(error?.kind == .usage)
    #expect(error?.message.contains("its size says 0 bytes") == true)
  }

  @Test func aLinkToARegularFileIsFollowedAndAnEmptyFileIsEmpty() throws {
    let folder = TemporaryFolder()
    let file = folder.path + "/plan.txt"
    #expect(FileManager.default.createFile(atPath: file, contents: Data("plan".utf8)))
    #expect(symlink(file, folder.path + "/link") == 0)
    #expect(try FileSystem.readFile(folder.path + "/link", limit: 100) == Array("plan".utf8))
    #expect(FileManager.default.createFile(atPath: folder.path + "/empty", contents: Data()))
    #expect(try FileSystem.readFile(folder.path + "/empty", limit: 100) == [])
  }
}

@Suite("FileSystem.safeFileName")
struct SafeFileNameTests {
  @Test func namesFromTheNetworkCannotLeaveTheirFolder() {
    #expect(FileSystem.safeFileName("../../../tmp/pwned-x") == "_._.._.._tmp_pwned-x")
    #expect(FileSystem.safeFileName(".hidden") == "_hidden")
    #expect(FileSystem.safeFileName("m1-photo 1.png") == "m1-photo_1.png")
    #expect(FileSystem.safeFileName("") == "_")
    #expect(!FileSystem.safeFileName("a/b\u{0}c").contains("/"))
  }
}
