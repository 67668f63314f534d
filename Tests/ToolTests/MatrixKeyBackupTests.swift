import Foundation
import Testing

/// Server-side key backup against Synapse: psst's first device backs up the room keys it
/// holds and those it receives later; a second psst device of the same account restores them
/// with the recovery key and reads the history nio encrypted.
@Suite("Matrix key backup")
struct MatrixKeyBackupTests {
  /// An encrypted direct room nio made with `person` in it, and nio's encrypted messages read
  /// by `person`'s psst: the room id.
  private func encryptedRoom(
    _ synapse: Synapse, _ person: MatrixPerson, _ nio: MatrixUser, _ texts: [String]
  ) throws -> String {
    let created = synapse.nio(nio, ["create", "--name", "Private", "--invite", person.id, "--encrypted", "--direct"])
    let room = try #require(created.record?.string("room_id"), "\(created.summary)")
    try #require(person.waitForChat(room) != nil, "psst never joined the room nio invited it to")
    for text in texts {
      let sent = synapse.nio(nio, ["send-encrypted", room, text])
      try #require(sent.status == 0, "\(sent.summary)")
    }
    let read = person.waitForMessages(chat: room) { $0.count == texts.count }
    try #require(read.compactMap { $0.string("text") } == texts, "\(read)")
    return room
  }

  @Test func aSecondDeviceRestoresTheBackupAndReadsTheHistory() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let nio = try synapse.register("nio")
    let room = try encryptedRoom(synapse, maya, nio, ["first secret", "second secret"])
    _ = try maya.sent(chat: room, "maya's own secret")

    let created = maya.accountCommand(["backup", "create"])
    #expect(created.status == 0, "\(created.summary)")
    let recoveryKey = try #require(created.record?.string("recovery_key"), "\(created.summary)")
    #expect(!created.stderr.contains(recoveryKey), "the key goes to stdout only")
    // nio's two messages (a session each: nio-client keeps no outbound session between runs)
    // and maya's own: every room key maya held went up at once.
    let status = maya.accountCommand(["backup", "status"])
    let held = try #require(status.record?.int("count"), "\(status.summary)")
    #expect(held == 3 && status.record?.int("uploaded") == 3 && status.record?.int("waiting") == 0, "\(status.summary)")
    let text = maya.psst.run("psst-account", ["backup", "status", "--account", maya.account, "--format", "text"])
    #expect(text.stdout.contains("holds 3 room keys; this device uploaded 3, 0 waiting"), "\(text.summary)")
    #expect(!text.stdout.contains(recoveryKey))

    // A room key that comes after the backup was made goes to it with the sync that brings it.
    let later = try encryptedRoom(synapse, maya, nio, ["after the backup"])
    let grown = maya.accountCommand(["backup", "status"])
    #expect(grown.record?.int("count") == 4 && grown.record?.int("waiting") == 0, "\(grown.summary)")

    // Another psst of the same account: the history is there, but not its keys.
    let second = try synapse.device(of: maya.user, account: "maya", in: Psst())
    let before = second.messages(chat: room)
    #expect(before.count == 3, "\(before)")
    #expect(before.allSatisfy { $0.string("text")?.contains("could not decrypt yet") == true }, "\(before)")

    let restored = second.accountCommand(["backup", "restore"], stdin: recoveryKey + "\n")
    #expect(restored.status == 0, "\(restored.summary)")
    #expect(restored.record?.int("restored") == 4 && restored.record?.int("total") == 4, "\(restored.summary)")
    #expect(!restored.stdout.contains(recoveryKey) && !restored.stderr.contains(recoveryKey))
    let after = second.messages(chat: room)
    #expect(after.map(\.id) == before.map(\.id))
    #expect(
      after.compactMap { $0.string("text") } == ["first secret", "second secret", "maya's own secret"], "\(after)")
    #expect(second.messages(chat: later).compactMap { $0.string("text") } == ["after the backup"])
    // The second device uploads to the same backup from now on.
    #expect(second.accountCommand(["backup", "status"]).record?.bool("uploading") == true)
  }

  @Test func aWrongOrMistypedRecoveryKeyIsRefusedInOneLine() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let nio = try synapse.register("nio")
    let room = try encryptedRoom(synapse, maya, nio, ["kept secret"])
    let created = maya.accountCommand(["backup", "create"])
    let recoveryKey = try #require(created.record?.string("recovery_key"), "\(created.summary)")
    // A valid recovery key of another account's backup.
    let other = try synapse.person("other")
    let otherKey = try #require(other.accountCommand(["backup", "create"]).record?.string("recovery_key"))

    let second = try synapse.device(of: maya.user, account: "maya", in: Psst())
    let keyFile = writeFile(second.psst.root, "other-key.txt", bytes: Array((otherKey + "\n").utf8))
    let wrong = second.accountCommand(["backup", "restore", "--key-file", keyFile])
    #expect(wrong.status == 77, "\(wrong.summary)")
    #expect(wrong.stderrLines.count == 1 && wrong.stderr.contains("does not open backup version"), "\(wrong.summary)")
    #expect(!wrong.stderr.contains(otherKey))

    var typo = Array(recoveryKey)
    typo[5] = typo[5] == "2" ? "3" : "2"
    let mistyped = second.accountCommand(["backup", "restore"], stdin: String(typo) + "\n")
    #expect(mistyped.status == 65, "\(mistyped.summary)")
    #expect(mistyped.stderrLines.count == 1 && mistyped.stderr.contains("not a recovery key"), "\(mistyped.summary)")

    let nothing = second.accountCommand(["backup", "restore"], stdin: "")
    #expect(nothing.status == 1 && nothing.stderr.contains("no recovery key"), "\(nothing.summary)")
    #expect(second.messages(chat: room).first?.string("text")?.contains("could not decrypt yet") == true)
  }

  @Test func theRecoveryKeyIsNeverTakenFromTheCommandLine() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya")
    let recoveryKey = try #require(maya.accountCommand(["backup", "create"]).record?.string("recovery_key"))
    for arguments in [
      ["restore", recoveryKey], ["restore", "--recovery-key", recoveryKey], ["restore", "--key", recoveryKey],
    ] {
      let refused = maya.accountCommand(["backup"] + arguments, stdin: "")
      #expect(refused.status != 0 && refused.record == nil, "\(refused.summary)")
      #expect(!refused.stdout.contains("restored"), "\(refused.summary)")
    }
  }

  @Test func anAccountOnTheEmbeddedHubHasNoKeyBackup() throws {
    let psst = Psst()
    #expect(psst.run("psst-account", ["add", "solo"]).status == 0)
    let status = psst.run("psst-account", ["backup", "status", "--account", "solo"])
    #expect(status.status == 1 && status.stderr.contains("is not a Matrix account"), "\(status.summary)")
  }
}

extension MatrixPerson {
  /// `psst-account ARGUMENTS --account ACCOUNT --format jsonl`: the options after a nested
  /// subcommand (`backup create`), where it reads them.
  func accountCommand(_ arguments: [String], stdin: String? = nil) -> ToolResult {
    psst.run("psst-account", arguments + ["--account", account, "--format", "jsonl"], stdin: stdin)
  }
}
