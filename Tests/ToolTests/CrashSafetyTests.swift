import Foundation
import Testing

/// `kill -9` of psst-send and psst-queue flush at random moments: nothing lost, nothing twice.
@Suite("kill -9")
struct CrashSafetyTests {
  @Test func killedSendersAndFlushersLoseNothingAndSendNothingTwice() throws {
    // The sender and the receiver on separate stores sharing one hub.
    let sender = Psst()
    let hubFolder = sender.root + "/share"
    try FileManager.default.createDirectory(atPath: hubFolder, withIntermediateDirectories: true)
    sender.environment["PSST_HUB"] = hubFolder + "/hub.db"
    let receiver = sender.neighbour("receiver-home")
    sender.addAccount("alice")
    receiver.addAccount("bob")
    let chat = sender.createChat(as: "alice", ["bob"])
    receiver.syncChats("bob")
    #expect(!chat.isEmpty)

    var generator = SystemRandomNumberGenerator()
    let wantedKills = 20
    let linesPerRound = 3000
    var kills = 0
    var rounds = 0
    var log: [String] = []
    var sendResults: [ToolResult] = []
    // Kills land 5 ms to `latest` ms in. On a loaded machine a sender may not have committed
    // anything by then, so a round that stored nothing gives the next ones longer; a kill that
    // found its process already gone gives them less, so the window follows the machine's speed.
    var latest = 150
    var committed = 0
    // Rounds until 20 kills have landed on running processes (a flush may finish first).
    while kills < wantedKills && rounds < 100 {
      let round = rounds
      rounds += 1
      let input =
        (0..<linesPerRound).map { jsonLine(["chat": chat, "text": "r\(round)-\($0)"]) }.joined(separator: "\n") + "\n"
      let inputFile = writeFile(sender.root, "round-\(round).jsonl", input)
      let send = sender.start("psst-send", ["--account", "alice", "--format", "jsonl"], stdinFile: inputFile)
      let flush = sender.start(
        "psst-queue", ["flush", "--account", "alice", "--format", "jsonl"] + (round % 2 == 0 ? ["--wait"] : []))
      // Kill the two in a random order, each at a random moment 5–150 ms in.
      var victims = [send, flush]
      if Bool.random(using: &generator) { victims.reverse() }
      for victim in victims where kills < wantedKills {
        let delay = Int.random(in: 5...latest, using: &generator)
        usleep(UInt32(delay * 1000))
        let landed = victim.process.isRunning
        if landed {
          victim.kill9()
          kills += 1
        } else {
          latest = max(latest * 2 / 3, 20)
        }
        log.append("round \(round): \(victim.tool) after \(delay) ms\(landed ? "" : " (already gone)")")
      }
      sendResults.append(send.wait())
      _ = flush.wait()
      let now = sender.read(as: "alice", ["--chat", chat, "--peek", "--no-sync"]).records.count
      if now == committed { latest = min(latest * 2, 2400) }
      committed = now
    }
    #expect(kills == wantedKills, "\(log)")

    let final = sender.run("psst-queue", ["flush", "--wait", "--account", "alice", "--format", "jsonl"])
    #expect(final.status == 0, "\(final.summary)")
    #expect(sender.run("psst-queue", ["list", "--account", "alice", "--format", "jsonl"]).records.isEmpty)

    // Ids psst-send printed before it died (a line cut by the kill is not a record).
    let printed = Set(sendResults.flatMap { $0.records.filter(\.isValid).compactMap(\.id) })
    // Ids committed to the sender's store.
    let stored = sender.read(as: "alice", ["--chat", chat, "--peek", "--no-sync"]).records
    let storedIDs = stored.compactMap(\.id)
    #expect(Set(storedIDs).count == storedIDs.count)
    #expect(
      stored.allSatisfy { ["sent", "delivered", "read"].contains($0.string("state") ?? "") },
      "every stored message went out")
    #expect(printed.isSubset(of: Set(storedIDs)))

    let received = receiver.read(as: "bob", ["--chat", chat, "--peek"])
    #expect(received.status == 0, "\(received.summary)")
    let receivedIDs = received.records.compactMap(\.id)
    var counts: [String: Int] = [:]
    for id in receivedIDs { counts[id, default: 0] += 1 }
    let duplicated = counts.filter { $0.value > 1 }
    #expect(duplicated.isEmpty, "received twice: \(duplicated.keys.prefix(10))")
    let missing = Set(storedIDs).subtracting(counts.keys)
    #expect(missing.isEmpty, "committed to the sender's store but never received: \(missing.count)")
    let missingPrinted = printed.subtracting(counts.keys)
    #expect(missingPrinted.isEmpty, "printed by psst-send but never received: \(missingPrinted.count)")
    #expect(Set(receivedIDs) == Set(storedIDs), "the receiver has nothing the sender does not")
    // No message went out twice under another id either: each text arrives at most once.
    let texts = received.records.compactMap { $0.string("text") }
    #expect(Set(texts).count == texts.count)
    #expect(receivedIDs.count > 0)
    // Within a round, messages arrive in the order they were written.
    for round in 0..<rounds {
      let numbers = texts.filter { $0.hasPrefix("r\(round)-") }.compactMap { Int($0.dropFirst("r\(round)-".count)) }
      #expect(numbers == numbers.sorted(), "round \(round) arrived out of order")
    }
  }
}
