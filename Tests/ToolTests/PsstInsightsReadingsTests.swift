import Foundation
import PsstCore
import Testing

/// The AI engine's readings of messages that the store keeps for psst-insights digest: written
/// by the digest and psst-index, reused, read again when a message changes, never a reason for
/// a digest to fail.
@Suite("psst-insights digest: readings kept in the store")
struct PsstInsightsReadingsTests {
  private func imported(home: String? = nil) -> Psst {
    let psst = Psst(home: home)
    let result = psst.run("psst-import", ["--account", "maya"], stdin: PsstInsightsTests.history)
    #expect(result.status == 0, "\(result.summary)")
    return psst
  }

  /// How many messages `psst-index --read` read (those without a valid reading).
  private func readByIndex(_ psst: Psst) -> Int? {
    let result = psst.run("psst-index", ["--read", "--format", "jsonl"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.record?.bool("readings_kept") == true, "\(result.summary)")
    return result.record?.int("read")
  }

  private func digest(_ psst: Psst) -> ToolResult {
    let result = psst.run("psst-insights", ["digest", "--since", "2026-09-01", "--format", "jsonl"])
    #expect(result.status == 0 && result.records.first?.type == "digest", "\(result.summary)")
    return result
  }

  private func database(_ psst: Psst) throws -> Database { try Database(path: psst.home + "/psst.db") }

  @Test("a digest keeps what it read: the next one and psst-index read nothing again, and it prints the same")
  func aDigestKeepsItsReadings() {
    let psst = imported()
    let first = digest(psst)
    #expect(first.records.first?.int("action_items") == 2, "\(first.summary)")
    #expect(readByIndex(psst) == 0)
    #expect(digest(psst).stdout == first.stdout)
  }

  /// Twenty messages of one chat (the texts of `PsstInsightsTests.history` four times over, a
  /// minute apart): a store where one changed message is a small share.
  static let twentyMessages: String = {
    let lines = PsstInsightsTests.history.split(separator: "\n").map(String.init)
    let texts = lines.compactMap { line in line.firstRange(of: #""text":"#).map { String(line[$0.lowerBound...]) } }
    let messages = (0..<20).map { index in
      #"{"type":"message","id":"c1-\#(index + 1)","chat":"c1","sender":"\#(index % 2 == 0 ? "sam" : "maya")","#
        + #""ts":"2026-09-04T07:\#(String(format: "%02d", index)):00Z","# + texts[index % texts.count]
    }
    return (lines.prefix(3) + messages).joined(separator: "\n") + "\n"
  }()

  @Test(
    "a section reads through the kept readings and keeps the few it lacked; without them it reads on its own",
    arguments: [["actions"], ["decisions"], ["priority", "--all"], ["scheduling"]])
  func aSectionUsesKeptReadings(_ section: [String]) throws {
    let psst = Psst()
    #expect(psst.run("psst-import", ["--account", "maya"], stdin: Self.twentyMessages).status == 0)
    let run = { psst.run("psst-insights", section + ["--format", "jsonl"]) }
    let read = psst.run("psst-read", ["--chat", "c1", "--all", "--format", "jsonl", "--no-sync"])
    let piped = psst.run("psst-insights", section + ["--format", "jsonl"], stdin: read.stdout)
    #expect(piped.status == 0 && !piped.records.isEmpty, "\(piped.summary)")
    let alone = run()
    #expect(alone.stdout == piped.stdout, "\(alone.summary)")
    #expect(readByIndex(psst) == 20, "neither stdin nor a store without readings kept any")
    _ = try database(psst).run("UPDATE messages SET text = 'Can we do Friday at 9 instead?' WHERE id = 'c1-20'")
    let reread = run()
    #expect(reread.status == 0, "\(reread.summary)")
    #expect(readByIndex(psst) == 0, "the section read the changed message and kept its reading")
    _ = try database(psst).run("DELETE FROM message_readings")
    #expect(run().stdout == reread.stdout, "the same on its own")
  }

  @Test("psst-index reads each message once; an edit reads it and the next again, an unsend the next")
  func changedMessagesAreReadAgain() throws {
    let psst = imported()
    let before = digest(psst)
    #expect(readByIndex(psst) == 0)
    let store = try database(psst)
    _ = try store.run("UPDATE messages SET text = 'Rest it for three days.' WHERE id = 'c1-2'")
    #expect(readByIndex(psst) == 2)
    _ = try store.run("UPDATE messages SET deleted = 1, text = '' WHERE id = 'c1-3'")
    #expect(readByIndex(psst) == 1)
    #expect(readByIndex(psst) == 0)
    // What the digest prints now is what it prints having kept nothing.
    let reused = digest(psst)
    _ = try store.run("DELETE FROM message_readings")
    #expect(reused.stdout == digest(psst).stdout)
    #expect(reused.stdout != before.stdout)
  }

  @Test("readings of another engine version are ignored and written again")
  func otherEngineVersionsAreReadAgain() throws {
    let psst = imported()
    let first = digest(psst)
    _ = try database(psst).run("UPDATE message_readings SET engine = engine + 1000")
    #expect(digest(psst).stdout == first.stdout)
    #expect(readByIndex(psst) == 0, "the digest wrote them again")
    _ = try database(psst).run("UPDATE message_readings SET engine = engine - 1000")
    #expect(readByIndex(psst) == 5)
  }

  @Test("a store another process is writing to still digests, at once; its readings wait for the next run")
  func aLockedStoreStillDigests() throws {
    let psst = imported()
    let expected = digest(psst).stdout
    _ = try database(psst).run("DELETE FROM message_readings")
    let writer = try database(psst)
    try writer.execute("BEGIN IMMEDIATE")
    let started = Date()
    #expect(digest(psst).stdout == expected)
    #expect(Date().timeIntervalSince(started) < 10)
    try writer.execute("ROLLBACK")
    #expect(readByIndex(psst) == 5)
  }

  @Test(.enabled(if: Privileges.isRoot, "mounts a read-only file system"))
  func aReadOnlyStoreStillDigests() throws {
    let disk = try TinyDisk(kilobytes: 4096)
    let psst = imported(home: disk.path + "/home")
    let expected = digest(psst)
    _ = try database(psst).run("DELETE FROM message_readings")
    try disk.makeReadOnly()
    let digested = digest(psst)
    #expect(digested.stdout == expected.stdout)
    #expect(digested.stderr.isEmpty, "\(digested.summary)")
  }
}
