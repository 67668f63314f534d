import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Only regular files are attached: a named pipe would hang psst-send, a procfs file would be
/// attached empty, a device would never end.
@Suite("psst-send --attach: only regular files")
struct PsstSendAttachmentSafetyTests {
  private func setUp() -> (Psst, String) {
    let psst = Psst()
    psst.addAccount("maya")
    psst.addAccount("sam")
    return (psst, psst.createChat(as: "maya", ["sam"]))
  }

  @Test func aNamedPipeIsRefusedWithoutWaiting() throws {
    let (psst, chat) = setUp()
    let fifo = psst.root + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    let running = psst.start("psst-send", ["--account", "maya", "--chat", chat, "--attach", fifo, "see file"])
    let result = try #require(running.wait(timeout: 10), "psst-send waited for a writer on the FIFO")
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("\(fifo) is a named pipe (FIFO), not a regular file"), "\(result.summary)")
    #expect(psst.messages(as: "sam", chat: chat).isEmpty, "nothing is sent without its attachment")
  }

  @Test(arguments: ["/proc/self/environ", "/dev/zero", "/tmp"])
  func whatIsNotARegularFileIsRefusedOnTheCommandLineAndInJSONLines(path: String) throws {
    let (psst, chat) = setUp()
    let direct = psst.run("psst-send", ["--account", "maya", "--chat", chat, "--attach", path, "x"])
    #expect(direct.status == 1, "\(direct.summary)")
    #expect(direct.stderr.contains(path), "\(direct.summary)")
    let line = jsonLine(["chat": chat, "text": "x", "attach": [path]])
    let piped = psst.run("psst-send", ["--account", "maya"], stdin: line + "\n")
    #expect(piped.status == 65, "\(piped.summary)")
    #expect(piped.stderr.contains("line 1: \(path)"), "\(piped.summary)")
    #expect(psst.messages(as: "sam", chat: chat).isEmpty)
  }

  @Test func aLinkToARegularFileIsAttached() throws {
    let (psst, chat) = setUp()
    let file = writeFile(psst.root, "plan.txt", "week 1: easy runs")
    #expect(symlink(file, psst.root + "/latest") == 0)
    let result = psst.run(
      "psst-send",
      ["--account", "maya", "--chat", chat, "--attach", psst.root + "/latest", "--format", "jsonl", "plan"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.record?.objects("attachments")?.first?.int("size") == 17)
  }
}
