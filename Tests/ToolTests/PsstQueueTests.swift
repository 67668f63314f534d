import Foundation
import Testing

@Suite("psst-queue")
struct PsstQueueTests {
  private static let offline = ["PSST_OFFLINE": "1"]

  /// maya with `count` messages queued for sarah while offline; returns (psst, chat, ids).
  private func queued(_ texts: [String]) -> (Psst, String, [String]) {
    let psst = Psst()
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sarah", name: "Sarah Whitby")
    let chat = psst.createChat(as: "maya", ["sarah"])
    let input = texts.map { jsonLine(["chat": chat, "text": $0]) }.joined(separator: "\n") + "\n"
    let result = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input, env: Self.offline)
    return (psst, chat, result.records.compactMap(\.id))
  }

  private func list(_ psst: Psst) -> [Record] {
    psst.run("psst-queue", ["list", "--account", "maya", "--format", "jsonl"]).records
  }

  private func received(_ psst: Psst, _ chat: String) -> [String] {
    psst.messages(as: "sarah", chat: chat).compactMap { $0.string("text") }
  }

  @Test func listShowsQueuedEntriesOldestFirst() throws {
    let (psst, chat, ids) = queued(["a", "b", "c"])
    let entries = list(psst)
    #expect(entries.compactMap(\.id) == ids)
    #expect(
      entries.allSatisfy { $0.type == "outbox" && $0.string("kind") == "message" && $0.string("state") == "queued" })
    #expect(entries.compactMap { $0.string("text") } == ["a", "b", "c"])
    #expect(entries.allSatisfy { $0.string("chat") == chat })
    let text = psst.run("psst-queue", ["list", "--account", "maya", "--format", "text"])
    #expect(text.stdout.contains("message → \(chat): b"))
  }

  @Test func emptyOutboxListsNothing() {
    let psst = Psst()
    psst.addAccount("maya")
    let jsonl = psst.run("psst-queue", ["list", "--format", "jsonl"])
    #expect(jsonl.status == 0)
    #expect(jsonl.stdout.isEmpty)
    #expect(psst.run("psst-queue", ["list", "--format", "text"]).stdout.contains("outbox is empty"))
  }

  @Test func flushSendsEverythingInOrderAndSaysWhat() throws {
    let texts = (1...12).map { "step \($0)" }
    let (psst, chat, ids) = queued(texts)
    let flush = psst.run("psst-queue", ["flush", "--account", "maya", "--format", "jsonl"])
    #expect(flush.status == 0, "\(flush.summary)")
    #expect(flush.records.compactMap(\.id) == ids)
    #expect(flush.records.allSatisfy { $0.type == "flushed" && $0.string("state") == "sent" })
    #expect(list(psst).isEmpty)
    #expect(received(psst, chat) == texts)
    // Nothing left: a second flush does nothing.
    let again = psst.run("psst-queue", ["flush", "--account", "maya", "--format", "jsonl"])
    #expect(again.status == 0)
    #expect(again.stdout.isEmpty)
    #expect(received(psst, chat) == texts)
  }

  @Test func flushQuietPrintsNothing() {
    let (psst, chat, _) = queued(["for cron"])
    let flush = psst.run("psst-queue", ["flush", "--quiet", "--account", "maya", "--format", "jsonl"])
    #expect(flush.status == 0, "\(flush.summary)")
    #expect(flush.stdout.isEmpty)
    #expect(flush.stderr.isEmpty)
    #expect(received(psst, chat) == ["for cron"])
    let idle = psst.run("psst-queue", ["flush", "--quiet", "--account", "maya"])
    #expect(idle.stdout.isEmpty && idle.stderr.isEmpty && idle.status == 0)
  }

  @Test func flushWhileUnreachableKeepsEverythingAndExits75() throws {
    let (psst, chat, ids) = queued(["x", "y"])
    let flush = psst.run("psst-queue", ["flush", "--account", "maya"], env: Self.offline)
    #expect(flush.status == 75, "\(flush.summary)")
    #expect(flush.stderrLines.count == 1)
    #expect(flush.stderr.contains("2 still queued"))
    #expect(list(psst).compactMap(\.id) == ids)
    #expect(received(psst, chat).isEmpty)
  }

  @Test func sendSendsOnlyTheNamedEntries() throws {
    let (psst, chat, ids) = queued(["one", "two", "three"])
    let send = psst.run("psst-queue", ["send", ids[1], "--account", "maya", "--format", "jsonl"])
    #expect(send.status == 0, "\(send.summary)")
    #expect(send.records.compactMap(\.id) == [ids[1]])
    #expect(received(psst, chat) == ["two"])
    #expect(list(psst).compactMap(\.id) == [ids[0], ids[2]])
  }

  @Test func sendOfAnIdNotInTheOutboxIsRefused() {
    let (psst, chat, ids) = queued(["one"])
    let result = psst.run("psst-queue", ["send", "nope", "--account", "maya"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("nope is not in the outbox"))
    #expect(received(psst, chat).isEmpty)
    #expect(list(psst).compactMap(\.id) == ids)
  }

  @Test func editChangesAQueuedMessageBeforeItLeaves() throws {
    let (psst, chat, ids) = queued(["helo", "world"])
    let edit = psst.run("psst-queue", ["edit", ids[0], "hello", "there", "--account", "maya", "--format", "jsonl"])
    #expect(edit.status == 0, "\(edit.summary)")
    #expect(edit.record?.string("text") == "hello there")
    #expect(list(psst).compactMap { $0.string("text") } == ["hello there", "world"])
    #expect(psst.messages(as: "maya", chat: chat).first?.string("text") == "hello there")
    psst.run("psst-queue", ["flush", "--account", "maya"])
    let theirs = psst.messages(as: "sarah", chat: chat)
    #expect(theirs.compactMap { $0.string("text") } == ["hello there", "world"])
    #expect(theirs.first?.bool("edited") == false)
  }

  @Test func editRefusesEmptyOverlongAndUnknown() throws {
    let (psst, _, ids) = queued(["keep"])
    #expect(psst.run("psst-queue", ["edit", ids[0], "", "--account", "maya"]).status == 65)
    let long = psst.run("psst-queue", ["edit", ids[0], String(repeating: "z", count: 4001), "--account", "maya"])
    #expect(long.status == 65, "\(long.summary)")
    #expect(long.stderr.contains("4000"))
    let unknown = psst.run("psst-queue", ["edit", "nope", "x", "--account", "maya"])
    #expect(unknown.status == 1, "\(unknown.summary)")
    #expect(list(psst).compactMap { $0.string("text") } == ["keep"])
  }

  @Test func dropRemovesEntriesSoTheyAreNeverSent() throws {
    let (psst, chat, ids) = queued(["keep 1", "drop me", "keep 2"])
    let drop = psst.run("psst-queue", ["drop", ids[1], "--account", "maya", "--format", "jsonl"])
    #expect(drop.status == 0, "\(drop.summary)")
    #expect(drop.record?.id == ids[1])
    #expect(drop.record?.string("state") == "dropped")
    #expect(list(psst).compactMap(\.id) == [ids[0], ids[2]])
    #expect(!psst.messages(as: "maya", chat: chat).contains { $0.id == ids[1] })
    psst.run("psst-queue", ["flush", "--account", "maya"])
    #expect(received(psst, chat) == ["keep 1", "keep 2"])
    let again = psst.run("psst-queue", ["drop", ids[1], "--account", "maya"])
    #expect(again.status == 1, "\(again.summary)")
  }

  @Test func concurrentFlushersDeliverEachMessageExactlyOnce() throws {
    let texts = (1...400).map { "c\($0)" }
    let (psst, chat, ids) = queued(texts)
    #expect(ids.count == 400)
    let results = ResultBox()
    runConcurrently(
      (0..<4).map { index in
        {
          let arguments = ["flush", "--account", "maya", "--format", "jsonl"] + (index % 2 == 0 ? ["--wait"] : [])
          results.append(psst.run("psst-queue", arguments))
        }
      })
    for result in results.all {
      #expect(result.status == 0, "\(result.summary)")
      #expect(!result.stderr.contains("locked"))
    }
    // Every entry was flushed by exactly one flusher.
    let flushed = results.all.flatMap { $0.records.compactMap(\.id) }
    #expect(flushed.count == 400)
    #expect(Set(flushed) == Set(ids))
    let theirs = psst.messages(as: "sarah", chat: chat)
    #expect(theirs.count == 400)
    #expect(Set(theirs.compactMap(\.id)).count == 400)
    #expect(theirs.compactMap { $0.string("text") } == texts)
    #expect(list(psst).isEmpty)
  }

  @Test func aSecondFlushWithoutWaitReturnsAtOnce() throws {
    // Hold the flush lock the way a running flusher does, then ask for a flush.
    let (psst, chat, _) = queued(["later"])
    let lockPath = psst.home + "/locks/maya.flush"
    try FileManager.default.createDirectory(atPath: psst.home + "/locks", withIntermediateDirectories: true)
    let fd = open(lockPath, O_RDWR | O_CREAT, 0o600)
    #expect(fd >= 0)
    #expect(flock(fd, LOCK_EX) == 0)
    let busy = psst.run("psst-queue", ["flush", "--account", "maya"])
    #expect(busy.status == 0, "\(busy.summary)")
    #expect(busy.stderr.contains("another flush is running"))
    let quiet = psst.run("psst-queue", ["flush", "--quiet", "--account", "maya"])
    #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.summary)")
    #expect(received(psst, chat).isEmpty)
    close(fd)
    #expect(psst.run("psst-queue", ["flush", "--account", "maya"]).status == 0)
    #expect(received(psst, chat) == ["later"])
  }
}

/// Collects results from several threads.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [ToolResult] = []
  func append(_ result: ToolResult) {
    lock.lock()
    results.append(result)
    lock.unlock()
  }
  var all: [ToolResult] {
    lock.lock()
    defer { lock.unlock() }
    return results
  }
}
