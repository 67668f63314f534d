import ArgumentParser
import PsstCore
import PsstMatrix

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension AccountCommand {
  /// `psst-account backup`: server-side key backup of a Matrix account's room keys.
  struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Back up a Matrix account's room keys on its homeserver, and restore them on another device.",
      discussion: """
        End-to-end encrypted rooms are read with room keys only this device holds: losing the \
        store without a backup loses the history they decrypt. `backup create` makes a backup \
        (m.megolm_backup.v1.curve25519-aes-sha2) and prints its recovery key once: psst does not \
        keep it. From then on every room key this device receives or makes is uploaded, \
        encrypted to the backup, as it syncs. `backup restore` on another device of the same \
        account reads the recovery key from standard input or --key-file (never from the \
        command line, where other users see it in ps), downloads the room keys and decrypts \
        the messages waiting for them.
        """,
      subcommands: [Create.self, Restore.self, Status.self],
      defaultSubcommand: Status.self)

    struct Create: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Make a key backup, upload the room keys, and print its recovery key once.")
      @OptionGroup var global: GlobalOptions

      func run() throws {
        try reportingErrors {
          let matrix = try matrixSession(global).1
          let (version, recoveryKey) = try matrix.createKeyBackup()
          let record = JSON.object([
            ("type", "key_backup"), ("version", .string(version)), ("recovery_key", .string(recoveryKey)),
          ])
          Printer(global.outputFormat).emit(
            record,
            text: """
              created key backup version \(version). Your recovery key is shown this once and psst does \
              not keep it; write it down or store it in a password manager, or the backup cannot be read:
              \(recoveryKey)
              """)
        }
      }
    }

    struct Restore: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Restore room keys from the key backup with the recovery key (stdin or --key-file).")
      @OptionGroup var global: GlobalOptions
      @Option(
        name: .customLong("key-file"),
        help: ArgumentHelp("Read the recovery key from this file (default: standard input).", valueName: "path"))
      var keyFile: String?

      func run() throws {
        try reportingErrors {
          let (session, matrix) = try matrixSession(global)
          let restore = try matrix.restoreKeyBackup(recoveryKey: try readRecoveryKey(keyFile))
          // The messages waiting for these keys are decrypted now.
          try session.sync()
          Printer(global.outputFormat).emit(
            .object([
              ("type", "key_backup_restore"), ("version", .string(restore.version)),
              ("total", .number(Double(restore.total))), ("restored", .number(Double(restore.restored))),
            ]),
            text:
              "restored \(restore.restored) of \(restore.total) room keys from key backup version \(restore.version)")
        }
      }
    }

    struct Status: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Show the homeserver's key backup and how many of this device's room keys are in it.")
      @OptionGroup var global: GlobalOptions

      func run() throws {
        try reportingErrors {
          let status = try matrixSession(global).1.keyBackupStatus()
          var fields: [(String, JSON)] = [("type", "key_backup_status")]
          if let version = status.serverVersion { fields.append(("version", .string(version))) }
          if let count = status.serverCount { fields.append(("count", .number(Double(count)))) }
          fields += [
            ("uploading", .bool(status.localVersion != nil && status.localVersion == status.serverVersion)),
            ("uploaded", .number(Double(status.uploaded))), ("waiting", .number(Double(status.waiting))),
          ]
          Printer(global.outputFormat).emit(.object(fields), text: Self.text(status))
        }
      }

      static func text(_ status: KeyBackupStatus) -> String {
        guard let version = status.serverVersion else {
          return "no key backup on the homeserver; psst-account backup create makes one"
        }
        let held = "key backup version \(version) holds \(status.serverCount ?? 0) room keys"
        guard status.localVersion == version else {
          return held + "; this device does not upload to it (psst-account backup restore joins it)"
        }
        return held + "; this device uploaded \(status.uploaded), \(status.waiting) waiting for the next sync"
      }
    }
  }
}

/// The account's session and Matrix transport; a usage error for an account on the embedded
/// hub, which has no end-to-end encryption keys.
func matrixSession(_ global: GlobalOptions) throws -> (Session, MatrixTransport) {
  let session = try global.session()
  guard let matrix = try session.transport() as? MatrixTransport else {
    throw PsstError.usage("\(session.account.id) is not a Matrix account; it has no end-to-end encryption keys")
  }
  return (session, matrix)
}

/// The recovery key from `path` or standard input: the first line with anything on it.
private func readRecoveryKey(_ path: String?) throws -> String {
  if path == nil && isatty(STDIN_FILENO) == 1 {
    Diagnostics.line("Recovery key:")
  }
  let reader = try LineReader.open(path)
  while let line = try reader.next() {
    if !line.allSatisfy(\.isWhitespace) { return line }
  }
  throw PsstError.usage("no recovery key: give it on standard input or with --key-file PATH")
}
