import Foundation
import PsstCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Faults and careless input end with the documented exit status and one line that names the
/// file or the input line and says what to do.
@Suite("exit status and messages")
struct ExitStatusTests {
  /// maya and sam with a 1:1 chat on the embedded hub; returns the chat id.
  private func setUp(home: String? = nil) -> (Psst, String) {
    let psst = Psst(home: home)
    psst.addAccount("maya", name: "Maya Torres")
    psst.addAccount("sam", name: "Sam Ortiz")
    let chat = psst.createChat(as: "maya", ["sam"])
    #expect(!chat.isEmpty)
    return (psst, chat)
  }

  @Test func aHubLockedTooLongQueuesTheMessageAndSaysSo() throws {
    let (psst, chat) = setUp()
    // Another process holds the hub's write lock for longer than psst waits.
    let holder = try Database(path: psst.hubPath, create: false)
    try holder.execute("BEGIN IMMEDIATE")
    let result = psst.send(as: "maya", chat: chat, "while locked", env: ["PSST_LOCK_TIMEOUT": "1"])
    try holder.execute("COMMIT")
    #expect(result.status == 75, "\(result.summary)")
    #expect(result.record?.string("state") == "queued", "the record is printed: \(result.summary)")
    #expect(result.stderr.contains("\(psst.hubPath) is locked"), "\(result.summary)")
    #expect(psst.run("psst-queue", ["flush", "--account", "maya"]).status == 0)
    #expect(psst.messages(as: "sam", chat: chat).compactMap { $0.string("text") } == ["while locked"])
  }

  @Test func aStoreLockedTooLongIsUnavailableNamingIt() throws {
    let (psst, chat) = setUp()
    let holder = try Database(path: psst.home + "/psst.db", create: false)
    try holder.execute("BEGIN IMMEDIATE")
    let result = psst.send(as: "maya", chat: chat, "while locked", env: ["PSST_LOCK_TIMEOUT": "0.5"])
    try holder.execute("COMMIT")
    #expect(result.status == 69, "\(result.summary)")
    #expect(result.stderr.contains("\(psst.home)/psst.db is locked by another process"), "\(result.summary)")
  }

  @Test(.enabled(if: Privileges.isRoot, "mounts a small file system"))
  func aFullDiskNamesTheLinesNotImportedAndAFreedOneFinishesTheImport() throws {
    let disk = try TinyDisk(kilobytes: 768)
    let psst = Psst(home: disk.path + "/home")
    let lines =
      [
        #"{"type":"user","id":"maya","name":"Maya"}"#,
        #"{"type":"chat","id":"c1","kind":"group","members":["maya","sam"]}"#,
      ]
      + (1...2500).map { index in
        #"{"type":"message","id":"m\#(index)","chat":"c1","sender":"sam","ts":"2026-01-01T10:00:00Z","text":"\#(String(repeating: "words ", count: 40))"}"#
      }
    let input = writeFile(psst.root, "history.jsonl", lines.joined(separator: "\n") + "\n")
    let full = psst.run("psst-import", ["--account", "maya", "--no-embed", input])
    #expect(full.status == 74, "\(full.summary)")
    #expect(full.stderrLines.count == 1, "\(full.summary)")
    #expect(full.stderr.contains("disk or quota is full") && full.stderr.contains(psst.home + "/psst.db"))
    #expect(full.stderr.contains(" not stored"), "names the lines undone: \(full.summary)")
    let integrity = try Database(path: psst.home + "/psst.db", create: false).first("PRAGMA integrity_check") {
      $0.string(0)
    }
    #expect(integrity == "ok")

    // Once there is room, the same command finishes the job; nothing is imported twice.
    try disk.resize(kilobytes: 8192)
    let again = psst.run("psst-import", ["--account", "maya", "--no-embed", input])
    #expect(again.status == 0, "\(again.summary)")
    let counts = try #require(again.record)
    #expect(counts.int("messages")! + counts.int("skipped")! == 2500, "\(again.summary)")
    #expect(psst.messages(as: "maya", chat: "c1").count == 2500)
  }

  @Test(.enabled(if: Privileges.isRoot, "mounts a small file system"))
  func aFullDiskWhileSendingJSONLinesNamesTheLinesAndKeepsTheStoreSound() throws {
    let disk = try TinyDisk(kilobytes: 2048)
    let (psst, chat) = setUp(home: disk.path + "/home")
    // An open connection keeps the store's -shm file, and an empty write-ahead log leaves no
    // room in it: the disk fills up while the lines are stored, not while opening the store.
    let store = try Database(path: psst.home + "/psst.db", create: false)
    _ = try store.first("PRAGMA wal_checkpoint(TRUNCATE)") { $0.int(0) }
    let filler = disk.fill()
    let lines = (1...20).map {
      jsonLine(["chat": chat, "text": "message \($0) " + String(repeating: "x", count: 2000)])
    }
    let input = lines.joined(separator: "\n") + "\n"
    let result = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input)
    #expect(result.status == 74, "\(result.summary)")
    #expect(result.stderrLines.count == 1, "\(result.summary)")
    #expect(result.stderr.contains("disk or quota is full"), "\(result.summary)")
    #expect(result.stderr.contains("lines 1-20 not stored"), "names the input lines: \(result.summary)")
    try FileManager.default.removeItem(atPath: filler)
    #expect(try store.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
    // Nothing of the run was stored: the same command sends it all, once.
    let again = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: input)
    #expect(again.status == 0, "\(again.summary)")
    #expect(psst.messages(as: "sam", chat: chat).count == 20)
  }

  @Test func aDamagedStoreIsNamedWithWhatToDo() throws {
    let (psst, _) = setUp()
    let store = psst.home + "/psst.db"
    // Garbage from the first byte ("file is not a database") and a page torn in the middle.
    let original = try Data(contentsOf: URL(fileURLWithPath: store))
    for damage in [Data(repeating: 0x42, count: 8192), original.prefix(4096) + Data(repeating: 0xFF, count: 8192)] {
      try? FileManager.default.removeItem(atPath: store + "-wal")
      try? FileManager.default.removeItem(atPath: store + "-shm")
      try damage.write(to: URL(fileURLWithPath: store))
      chmod(store, 0o600)
      let result = psst.read(as: "maya", ["--no-sync", "--all"])
      #expect(result.status == 70, "\(result.summary)")
      #expect(result.stderrLines.count == 1, "\(result.summary)")
      #expect(result.stderr.contains("\(store) is damaged"), "\(result.summary)")
      #expect(result.stderr.contains("restore it from a backup") && result.stderr.contains(".recover"))
    }
  }

  @Test func aHubOfANewerSchemaIsNotUsed() throws {
    let (psst, chat) = setUp()
    let hub = try Database(path: psst.hubPath, create: false)
    let version = try #require(try hub.first("PRAGMA user_version") { $0.int(0) })
    try hub.execute("PRAGMA user_version = 99")
    let events = try hub.first("SELECT count(*) FROM events") { $0.int(0) }
    let send = psst.send(as: "maya", chat: chat, "kept for later")
    #expect(send.status == 75, "\(send.summary)")
    #expect(send.record?.string("state") == "queued")
    #expect(send.stderr.contains("hub schema version 99") && send.stderr.contains("upgrade psst"), "\(send.summary)")
    let lookup = psst.run("psst-account", ["lookup", "--account", "maya"])
    #expect(lookup.status == 69, "\(lookup.summary)")
    #expect(try hub.first("SELECT count(*) FROM events") { $0.int(0) } == events, "nothing written to it")
    try hub.execute("PRAGMA user_version = \(version)")
    #expect(psst.run("psst-queue", ["flush", "--account", "maya"]).status == 0)
  }

  @Test(arguments: [
    (#"{"chat":"CHAT","text":"second","attach":"photo.jpg"}"#, "\"attach\" must be a list"),
    (#"{"chat":"CHAT","text":"second","attach":["a.txt",3]}"#, "\"attach\" must be a list of file paths"),
    (#"{"chat":"CHAT","text":"second","reply_to":5}"#, "\"reply_to\" must be a message id"),
    (#"{"chat":7,"text":"second"}"#, "\"chat\" must be a chat id"),
    (#"{"chat":"CHAT","text":["second"]}"#, "\"text\" must be"),
  ])
  func sendRefusesAFieldOfTheWrongTypeNamingTheLine(record: String, complaint: String) {
    let (psst, chat) = setUp()
    let good = jsonLine(["chat": chat, "text": "first"])
    let bad = record.replacingOccurrences(of: "CHAT", with: chat)
    let result = psst.run("psst-send", ["--account", "maya", "--format", "jsonl"], stdin: good + "\n" + bad + "\n")
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderr.contains("line 2: \(complaint)"), "\(result.summary)")
    #expect(psst.messages(as: "sam", chat: chat).compactMap { $0.string("text") } == ["first"])
  }

  @Test(arguments: [
    (#"{"type":"chat","id":"c1","kind":"group","members":"maya"}"#, "\"members\" must be a list"),
    (#"{"type":"chat","id":"c1","kind":"group","members":["maya",{"id":"sam"}]}"#, "\"members\" must be a list"),
    (#"{"type":"chat","id":"c1","kind":"room","members":["maya"]}"#, "chat c1 has an unknown \"kind\" room"),
    (#"{"type":"user","id":"../etc","name":"x"}"#, "invalid id in \"id\""),
    (#"{"type":"chat","id":"a/b","members":["maya"]}"#, "invalid id in \"id\""),
    (#"{"type":"chat","id":"c2","members":["maya","x/y"]}"#, "invalid id in \"members\""),
    (#"{"type":"chat","id":"c2","members":["maya","bad\u001bid"]}"#, "invalid id in \"members\""),
    (
      #"{"type":"message","id":"m/1","chat":"c0","sender":"maya","ts":"2026-01-01T00:00:00Z","text":"x"}"#,
      "invalid id in \"id\""
    ),
    (
      #"{"type":"message","id":"m1","chat":"c0","sender":"a b","ts":"2026-01-01T00:00:00Z","text":"x"}"#,
      "invalid id in \"sender\""
    ),
    (#"{"type":"message","id":"m1","chat":"c0","sender":"maya","ts":5,"text":"x"}"#, "\"ts\" must be"),
  ])
  func importRefusesBadFieldsAndIdsNamingTheLine(record: String, complaint: String) {
    let psst = Psst()
    let first = #"{"type":"chat","id":"c0","kind":"group","members":["maya"]}"#
    let result = psst.run("psst-import", ["--account", "maya", "--no-embed"], stdin: first + "\n" + record + "\n")
    #expect(result.status == 65, "\(result.summary)")
    #expect(result.stderr.contains("line 2: \(complaint)"), "\(result.summary)")
    let chats = psst.run("psst-chat", ["list", "--account", "maya", "--format", "jsonl"]).records.compactMap(\.id)
    #expect(chats == ["c0"], "the line before stays, the bad one is not imported: \(chats)")
  }

  @Test func importKeepsIdsFromOtherSystems() {
    let psst = Psst()
    let lines = [
      #"{"type":"user","id":"@sam:example.org","name":"Sam"}"#,
      #"{"type":"chat","id":"!room:example.org","kind":"direct","members":["maya","@sam:example.org"]}"#,
      #"{"type":"message","id":"$ev_1+x=","chat":"!room:example.org","sender":"@sam:example.org","ts":"2026-01-01T00:00:00Z","text":"hi"}"#,
    ]
    let result = psst.run("psst-import", ["--account", "maya", "--no-embed"], stdin: lines.joined(separator: "\n"))
    #expect(result.status == 0, "\(result.summary)")
    #expect(psst.messages(as: "maya", chat: "!room:example.org").compactMap(\.id) == ["$ev_1+x="])
  }

  @Test func lookupMatchesPercentAndUnderscoreLiterally() {
    let psst = Psst()
    for (id, name) in [
      ("maya", "Maya Torres"), ("sam", "Sam Ortiz"), ("ana_b", "Ana B"), ("anaxb", "Ana X"), ("pct", "100% Sam"),
    ] {
      psst.addAccount(id, name: name)
    }
    func lookup(_ query: String) -> [String] {
      psst.run("psst-account", ["lookup", query, "--account", "maya", "--format", "jsonl"]).records.compactMap(\.id)
    }
    #expect(lookup("%") == ["pct"])
    #expect(lookup("_") == ["ana_b"])
    #expect(lookup("ana_") == ["ana_b"])
    #expect(lookup("\\") == [])
    #expect(lookup("sam") == ["pct", "sam"])
  }
}
