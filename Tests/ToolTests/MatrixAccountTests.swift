import Foundation
import Testing

/// `psst-account` with a Matrix homeserver: logging in and out, where the password may come
/// from, what is kept and shown, and several devices of one Matrix user.
@Suite("Matrix accounts")
struct MatrixAccountTests {
  /// Everything a run printed.
  private func output(_ results: [ToolResult]) -> String {
    results.map { $0.stdout + "\n" + $0.stderr }.joined(separator: "\n")
  }

  /// The bytes of the store and its journal files, for checking what is kept.
  private func storeBytes(_ psst: Psst) -> Data {
    var data = Data()
    for suffix in ["", "-wal", "-journal", "-shm"] {
      data += FileManager.default.contents(atPath: psst.home + "/psst.db" + suffix) ?? Data()
    }
    return data
  }

  @Test func addWithPasswordOnStdinLogsInAndListsTheAccount() throws {
    let synapse = try Synapse.require()
    let user = try synapse.register("maya")
    let psst = Psst()
    let added = psst.matrixAccount("maya", user: user, homeserver: synapse.url, role: "trainer")
    #expect(added.status == 0, "\(added.summary)")
    let record = try #require(added.record, "\(added.summary)")
    #expect(record.type == "account")
    #expect(record.id == "maya")
    #expect(record.string("transport") == "matrix")
    #expect(record.string("homeserver") == synapse.url)
    #expect(record.string("matrix_id") == user.id)
    #expect(record.bool("logged_in") == true)
    #expect(record.string("role") == "trainer")
    #expect(record.bool("default") == true)
    let device = try #require(record.string("device"))
    #expect(!device.isEmpty)
    #expect(!record.fields.keys.contains { $0.lowercased().contains("token") }, "the token is never shown: \(record)")

    let listed = psst.run("psst-account", ["list", "--format", "jsonl"])
    #expect(listed.status == 0, "\(listed.summary)")
    let entry = try #require(listed.record, "\(listed.summary)")
    #expect(entry.string("transport") == "matrix")
    #expect(entry.string("matrix_id") == user.id)
    #expect(entry.string("device") == device)
    #expect(entry.bool("logged_in") == true)
    #expect(!entry.fields.keys.contains { $0.lowercased().contains("token") }, "\(entry)")
  }

  @Test func addWithPasswordCommandUsesTheFirstLineItPrints() throws {
    let synapse = try Synapse.require()
    let user = try synapse.register("sarah")
    let psst = Psst()
    // The command prints the password and then more lines; only the first is the password.
    let secret = writeFile(psst.root, "secret", user.password + "\nsecond line\n")
    chmod(secret, 0o600)
    let added = psst.run(
      "psst-account",
      [
        "add", "sarah", "--matrix", synapse.url, "--user", user.localpart, "--password-command", "cat '\(secret)'",
        "--format", "jsonl",
      ])
    #expect(added.status == 0, "\(added.summary)")
    #expect(added.record?.string("matrix_id") == user.id)
    #expect(added.record?.bool("logged_in") == true)
  }

  @Test func failingPasswordCommandKeepsNoAccount() throws {
    let synapse = try Synapse.require()
    let user = try synapse.register("sarah")
    let psst = Psst()
    let added = psst.run(
      "psst-account",
      [
        "add", "sarah", "--matrix", synapse.url, "--user", user.localpart, "--password-command", "exit 3",
        "--format", "jsonl",
      ])
    #expect(added.status == 1, "\(added.summary)")
    #expect(added.stderr.contains("password command"), "\(added.summary)")
    #expect(!added.looksLikeCrash)
    #expect(psst.run("psst-account", ["list", "--format", "jsonl"]).records.isEmpty)
  }

  @Test func wrongPasswordExits77AndKeepsNoAccount() throws {
    let synapse = try Synapse.require()
    let user = try synapse.register("maya")
    let psst = Psst()
    let wrong = MatrixUser(localpart: user.localpart, id: user.id, password: "not-" + user.password)
    let refused = psst.matrixAccount("maya", user: wrong, homeserver: synapse.url)
    #expect(refused.status == 77, "\(refused.summary)")
    #expect(refused.stdout.isEmpty, "\(refused.summary)")
    #expect(refused.stderrLines.count == 1, "one clear line: \(refused.summary)")
    #expect(refused.stderr.contains("wrong user name or password"), "\(refused.summary)")
    #expect(!refused.stderr.contains(wrong.password))
    #expect(psst.run("psst-account", ["list", "--format", "jsonl"]).records.isEmpty, "the refused account was kept")

    // The id is free again: the right password works.
    let added = psst.matrixAccount("maya", user: user, homeserver: synapse.url)
    #expect(added.status == 0, "\(added.summary)")
    #expect(added.record?.bool("logged_in") == true)
  }

  @Test func thereIsNoPasswordOptionOnTheCommandLine() throws {
    let synapse = try Synapse.require()
    let user = try synapse.register("maya")
    let psst = Psst()
    let result = psst.run(
      "psst-account",
      ["add", "maya", "--matrix", synapse.url, "--user", user.localpart, "--password", user.password])
    #expect(result.status != 0, "a password on the command line was accepted: \(result.summary)")
    #expect(!result.looksLikeCrash)
    #expect(psst.run("psst-account", ["list", "--format", "jsonl"]).records.isEmpty)
  }

  @Test func passwordIsNeverAnArgumentNorPrintedNorStoredAndTheTokenNeverPrinted() throws {
    let synapse = try Synapse.require()
    let user = try synapse.register("maya")
    let bob = try synapse.person("bob")
    let psst = Psst()
    let secret = writeFile(psst.root, "secret", user.password + "\n")
    chmod(secret, 0o600)
    var results: [ToolResult] = []
    results.append(psst.matrixAccount("maya", user: user, homeserver: synapse.url))
    #expect(results.last?.status == 0, "\(results.last!.summary)")
    for format in ["jsonl", "text"] {
      results.append(psst.run("psst-account", ["list", "--format", format]))
      results.append(psst.run("psst-send", ["--to", bob.id, "--format", format, "hello in \(format)"]))
      results.append(psst.run("psst-chat", ["list", "--format", format]))
      results.append(psst.run("psst-read", ["--all", "--format", format]))
      results.append(psst.run("psst-account", ["logout", "--format", format]))
      results.append(
        psst.run("psst-account", ["login", "--password-command", "cat '\(secret)'", "--format", format]))
      results.append(psst.run("psst-account", ["login", "--password-stdin", "--format", format], stdin: user.password))
      results.append(psst.run("psst-watch", ["--once", "--from-start", "--format", format]))
    }
    #expect(results.allSatisfy { $0.status == 0 }, "\(results.filter { $0.status != 0 })")
    for result in results {
      #expect(!result.arguments.contains { $0.contains(user.password) }, "given as an argument: \(result.summary)")
    }
    let printed = output(results)
    #expect(!printed.contains(user.password), "the password was printed")
    #expect(!printed.contains("syt_"), "an access token was printed")
    #expect(storeBytes(psst).range(of: Data(user.password.utf8)) == nil, "the password is kept in the store")
  }

  @Test func storeAndItsFolderArePrivate() throws {
    let synapse = try Synapse.require()
    let user = try synapse.register("maya")
    let psst = Psst()
    let home = psst.root + "/fresh/psst"  // made by psst itself
    let fresh = Psst(home: home, sharing: psst)
    try? FileManager.default.removeItem(atPath: home)
    let added = fresh.matrixAccount("maya", user: user, homeserver: synapse.url)
    #expect(added.status == 0, "\(added.summary)")
    func mode(_ path: String) -> Int? {
      (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }
    #expect(mode(home) == 0o700, "PSST_HOME mode \(String(mode(home) ?? -1, radix: 8))")
    #expect(mode(home + "/psst.db") == 0o600, "psst.db mode \(String(mode(home + "/psst.db") ?? -1, radix: 8))")
    // Journal files hold the same data (the access token) while they exist.
    for suffix in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: home + "/psst.db" + suffix)
    {
      #expect(mode(home + "/psst.db" + suffix) == 0o600, "psst.db\(suffix) is not 0600")
    }
  }

  @Test func afterLogoutSendingPointsAtLoginAndAfterLoginEverythingArrivesOnce() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let device = try #require(maya.device)
    let first = maya.run("psst-send", nil, ["--to", bob.id, "before logout"])
    #expect(first.status == 0, "\(first.summary)")
    let chat = try #require(first.record?.string("chat"))

    let loggedOut = maya.run("psst-account", "logout")
    #expect(loggedOut.status == 0, "\(loggedOut.summary)")
    #expect(loggedOut.record?.bool("logged_in") == false, "\(loggedOut.summary)")
    #expect(loggedOut.record?.string("device") == device)
    #expect(maya.run("psst-account", "list").record?.bool("logged_in") == false)

    let during = maya.send(chat: chat, "while logged out")
    #expect([75, 77].contains(during.status), "\(during.summary)")
    #expect(during.stderr.contains("psst-account login"), "the message should say how to log in: \(during.summary)")
    #expect(!during.looksLikeCrash)
    let queued = during.status == 75
    if queued {
      #expect(during.record?.string("state") == "queued", "\(during.summary)")
    }

    let login = maya.run("psst-account", "login", ["--password-stdin"], stdin: maya.user.password + "\n")
    #expect(login.status == 0, "\(login.summary)")
    #expect(login.record?.bool("logged_in") == true, "\(login.summary)")
    #expect(login.record?.string("device") == device, "the device id changed on login")
    if queued {
      let flush = maya.run("psst-queue", "flush")
      #expect(flush.status == 0, "\(flush.summary)")
    }
    let after = maya.send(chat: chat, "after login")
    #expect(after.status == 0, "\(after.summary)")
    #expect(after.record?.string("state") == "sent")

    let expected = queued ? ["before logout", "while logged out", "after login"] : ["before logout", "after login"]
    let bobChat = try #require(bob.waitForChat { $0.strings("members")?.contains(maya.id) == true })
    let seen = bob.waitForMessages(chat: bobChat.id!) { $0.count >= expected.count }
    #expect(seen.compactMap { $0.string("text") } == expected)
    let own = maya.messages(chat: chat)
    #expect(own.compactMap { $0.string("text") } == expected)
    #expect(own.allSatisfy { $0.string("state") != "queued" && $0.string("state") != "failed" }, "\(own)")
  }

  @Test func loginWithAWrongPasswordExits77AndStaysLoggedOut() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    #expect(maya.run("psst-account", "logout").status == 0)
    let refused = maya.run("psst-account", "login", ["--password-stdin"], stdin: "not-" + maya.user.password + "\n")
    #expect(refused.status == 77, "\(refused.summary)")
    #expect(refused.stderr.contains("wrong user name or password"), "\(refused.summary)")
    #expect(maya.run("psst-account", "list").record?.bool("logged_in") == false)
  }

  @Test func loginOfAnAccountOnTheEmbeddedHubIsAUsageError() throws {
    _ = try Synapse.require()
    let psst = Psst()
    psst.addAccount("maya")
    let result = psst.run("psst-account", ["login", "--password-stdin"], stdin: "whatever\n")
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("not a Matrix account"), "\(result.summary)")
  }

  // MARK: a second device

  // The rooms here are unencrypted: a second device reads an encrypted room's history only
  // with the room keys from a key backup or a key request, which these tests are not about.

  @Test func secondDeviceSeesTheSameChatsWithTheSameIdsAndItsOwnMessagesWithPsstIds() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let direct = try maya.createChat([bob.id], unencrypted: true)
    let group = try maya.createChat([bob.id], name: "Team", group: true, unencrypted: true)
    let one = try maya.sent(chat: direct.id!, "one")
    let two = try maya.sent(chat: group.id!, "two")
    // bob answers in the 1:1 chat, so the second device also sees someone else's message.
    let bobDirect = try #require(bob.waitForChat { $0.string("kind") == "direct" })
    let answer = try bob.sent(chat: bobDirect.id!, "answer")
    _ = answer

    let laptop = try synapse.device(of: maya.user, account: "maya")
    #expect(laptop.device != nil && laptop.device != maya.device, "a second device has a device id of its own")
    let chats = laptop.chats()
    #expect(Set(chats.compactMap(\.id)) == Set([direct.id!, group.id!]), "\(chats)")
    #expect(chats.first { $0.id == group.id }?.string("name") == "Team")
    #expect(chats.first { $0.id == group.id }?.string("kind") == "group")
    #expect(chats.first { $0.id == direct.id }?.string("kind") == "direct")

    let directMessages = laptop.messages(chat: direct.id!)
    #expect(directMessages.compactMap { $0.string("text") } == ["one", "answer"])
    #expect(directMessages.first?.id == one.id, "own message keeps its psst id on another device")
    #expect(directMessages.first?.bool("own") == true)
    #expect(directMessages.first?.string("sender") == "maya")
    #expect(directMessages.last?.bool("own") == false)
    #expect(directMessages.last?.string("sender") == bob.id)
    #expect(laptop.messages(chat: group.id!).map(\.id) == [two.id])

    // And back: what the laptop sends, the first device sees as its own, under the same id.
    let fromLaptop = try laptop.sent(chat: group.id!, "from the laptop")
    let onPhone = maya.messages(chat: group.id!)
    #expect(onPhone.map(\.id) == [two.id, fromLaptop.id])
    #expect(onPhone.last?.bool("own") == true)
  }

  @Test func secondDeviceAddedLaterGetsTheWholeHistory() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let bob = try synapse.person("bob")
    let chat = try #require(try maya.createChat([bob.id], unencrypted: true).id)
    // More than one sync's worth of timeline (psst asks for 100 per room).
    let expected = (1...150).map { String(format: "history %03d", $0) }
    let input = expected.map { jsonLine(["chat": chat, "text": $0]) }.joined(separator: "\n") + "\n"
    let sent = maya.run("psst-send", nil, [], stdin: input)
    #expect(sent.status == 0, "\(sent.summary)")
    let laptop = try synapse.device(of: maya.user, account: "maya")
    let seen = laptop.messages(chat: chat)
    #expect(seen.compactMap { $0.string("text") } == expected)
    #expect(seen.map(\.id) == sent.records.map(\.id), "own messages keep their psst ids")
  }

  @Test func roleSetOnTheFirstDeviceIsSeenByASecondDeviceAddedWithoutRole() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    #expect(maya.added.record?.string("role") == "trainer")
    let laptop = try synapse.device(of: maya.user, account: "maya")
    #expect(laptop.added.record?.string("role") == "trainer", "\(laptop.added.summary)")
    #expect(laptop.run("psst-account", "list").record?.string("role") == "trainer")
  }
}
