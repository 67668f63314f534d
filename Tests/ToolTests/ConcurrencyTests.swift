import Foundation
import Testing

/// Many psst processes on one store and one hub at once, as cron jobs, scripts and a person do.
@Suite("concurrency")
struct ConcurrencyTests {
  @Test func fourSendersAndTwoReadersAtOnceLoseNothingAndNeverSeeALock() throws {
    let psst = Psst()
    psst.addAccount("rx", name: "Receiver")
    let senders = ["s1", "s2", "s3", "s4"]
    var chats: [String: String] = [:]
    for sender in senders {
      psst.addAccount(sender)
      chats[sender] = psst.createChat(as: sender, ["rx"])
    }
    psst.syncChats("rx")
    let perSender = 50
    let results = ResultBox()
    let done = Flag()

    var jobs: [@Sendable () -> Void] = senders.map { sender in
      let chat = chats[sender]!
      return {
        for n in 1...perSender {
          results.append(psst.send(as: sender, chat: chat, "\(sender)-\(n)"))
        }
      }
    }
    // Readers loop until every sender is done: one peeks, one marks read (and so writes receipts).
    for arguments in [["--all", "--peek"], []] {
      jobs.append {
        while !done.isSet {
          results.append(psst.read(as: "rx", arguments))
        }
      }
    }
    let senderJobs = Array(jobs[0..<senders.count])
    let readerJobs = Array(jobs[senders.count...])
    let readersFinished = DispatchGroup()
    for job in readerJobs {
      readersFinished.enter()
      Thread {
        job()
        readersFinished.leave()
      }.start()
    }
    runConcurrently(senderJobs)
    done.set()
    readersFinished.wait()

    let all = results.all
    let sends = all.filter { $0.tool == "psst-send" }
    let reads = all.filter { $0.tool == "psst-read" }
    #expect(sends.count == senders.count * perSender)
    #expect(reads.count >= 2)
    for result in all {
      #expect(result.status == 0, "\(result.summary)")
      #expect(!result.stderr.contains("locked"), "\(result.summary)")
      #expect(!result.stderr.contains("busy"), "\(result.summary)")
      #expect(result.allLinesAreJSON, "\(result.summary)")
    }
    #expect(sends.allSatisfy { $0.record?.string("state") == "sent" })

    let received = psst.read(as: "rx", ["--all", "--peek"]).records
    #expect(received.count == senders.count * perSender)
    #expect(Set(received.compactMap(\.id)).count == senders.count * perSender)
    for sender in senders {
      let texts = received.filter { $0.string("sender") == sender }.compactMap { $0.string("text") }
      #expect(texts == (1...perSender).map { "\(sender)-\($0)" }, "\(sender)'s messages arrive once each, in order")
    }
    let sentIDs = Set(sends.compactMap { $0.record?.id })
    #expect(sentIDs == Set(received.compactMap(\.id)))
  }

  @Test func separateStoresSharingOneHubSendAndReadAtOnce() throws {
    // Three people, three stores, one hub folder: each sends 40 lines on stdin while reading.
    let base = Psst()
    let shared = base.root + "/share"
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    base.environment["PSST_HUB"] = shared + "/hub.db"
    let people = ["ann", "ben", "cat"]
    let machines = people.map { base.neighbour($0 + "-home") }
    for (person, machine) in zip(people, machines) { machine.addAccount(person) }
    let group = machines[0].createChat(as: "ann", ["ben", "cat"], name: "Trio")
    for (person, machine) in zip(people, machines) { machine.syncChats(person) }

    let results = ResultBox()
    var jobs: [@Sendable () -> Void] = []
    for (person, machine) in zip(people, machines) {
      let input = (1...40).map { jsonLine(["chat": group, "text": "\(person)-\($0)"]) }.joined(separator: "\n")
      jobs.append {
        results.append(machine.run("psst-send", ["--account", person, "--format", "jsonl"], stdin: input))
      }
      jobs.append {
        for _ in 0..<5 { results.append(machine.read(as: person, [])) }
      }
    }
    runConcurrently(jobs)
    for result in results.all {
      #expect(result.status == 0, "\(result.summary)")
      #expect(!result.stderr.contains("locked"), "\(result.summary)")
    }
    for (person, machine) in zip(people, machines) {
      let messages = machine.messages(as: person, chat: group)
      #expect(messages.count == 120, "\(person) has \(messages.count)")
      #expect(Set(messages.compactMap(\.id)).count == 120)
      for other in people {
        let texts = messages.filter { $0.string("sender") == other }.compactMap { $0.string("text") }
        #expect(texts == (1...40).map { "\(other)-\($0)" })
      }
    }
  }
}

/// A flag set once, read from several threads.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
