import ArgumentParser
import PsstCore
import PsstMatrix

extension DevicePolicy: ExpressibleByArgument {
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public var defaultValueDescription: String { rawValue }
}

extension AccountCommand {
  /// `psst-account devices`: the Matrix devices psst has seen and how far it trusts them.
  struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List Matrix devices and their trust; verify or block one; choose who gets room keys.",
      discussion: """
        psst trusts a device's keys on first use: the keys the homeserver first lists for a \
        device are the ones it trusts. If they later change (a reinstall, or someone else), psst \
        warns once on stderr, naming the user and device, and sends that device no room keys \
        until you compare its fingerprint with its owner (in person, or on a channel you trust) \
        and run `devices verify USER DEVICE`. `devices block` stops room keys to a device \
        whatever its keys. Each device's state is trusted-on-first-use, verified, changed or \
        blocked.

        The policy says which devices get the room keys of what you send in encrypted rooms: \
        trust-on-first-use (the default) sends to devices trusted on first use and verified ones, \
        never to changed or blocked ones; verified-only sends only to devices you verified.
        """,
      subcommands: [List.self, Verify.self, Block.self, Policy.self],
      defaultSubcommand: List.self)

    struct List: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "List the devices of a user (default: your own and everyone's psst has seen).")
      @OptionGroup var global: GlobalOptions
      @Option(help: ArgumentHelp("Only this Matrix user's devices (@name:server).", valueName: "id")) var user: String?

      func run() throws {
        try reportingErrors {
          let printer = Printer(global.outputFormat)
          for device in try matrixSession(global).1.devices(of: user.map { [$0] }) {
            printer.emit(device.record, text: device.text)
          }
        }
      }
    }

    struct Verify: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Mark a device verified (its current keys trusted), after checking its fingerprint.")
      @OptionGroup var global: GlobalOptions
      @Argument(help: ArgumentHelp("Matrix user id.", valueName: "user")) var user: String
      @Argument(help: ArgumentHelp("Device id.", valueName: "device")) var device: String
      @Option(
        help: ArgumentHelp(
          "Verify only if the device's fingerprint is this one (spaces ignored).", valueName: "fingerprint"))
      var fingerprint: String?

      func run() throws {
        try reportingErrors {
          let known = try currentDevice(global, user: user, device: device)
          if let fingerprint {
            let given = fingerprint.filter { !$0.isWhitespace }
            guard given == known.fingerprint.filter({ !$0.isWhitespace }) else {
              throw PsstError.permission(
                "the fingerprint of \(known.user)'s device \(known.device) is not the one given; it stays \(known.trust.rawValue)"
              )
            }
          }
          try setTrust(global, known, .verified)
        }
      }
    }

    struct Block: ParsableCommand {
      static let configuration = CommandConfiguration(abstract: "Block a device: it gets no room keys from you.")
      @OptionGroup var global: GlobalOptions
      @Argument(help: ArgumentHelp("Matrix user id.", valueName: "user")) var user: String
      @Argument(help: ArgumentHelp("Device id.", valueName: "device")) var device: String

      func run() throws {
        try reportingErrors { try setTrust(global, try currentDevice(global, user: user, device: device), .blocked) }
      }
    }

    struct Policy: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Show or set which devices get room keys: trust-on-first-use (default) or verified-only.")
      @OptionGroup var global: GlobalOptions
      @Argument(help: ArgumentHelp("The new policy.", valueName: "policy")) var policy: DevicePolicy?

      func run() throws {
        try reportingErrors {
          let store = try global.openStore()
          let account = try store.resolveAccount(global.account).id
          if let policy { try store.setMatrixDevicePolicy(account: account, policy) }
          let current = try store.matrixDevicePolicy(account: account)
          Printer(global.outputFormat).emit(
            .object([("type", "device_policy"), ("account", .string(account)), ("policy", .string(current.rawValue))]),
            text: "room keys go to: \(current.rawValue)")
        }
      }
    }
  }
}

/// The device as the homeserver lists it now (recorded on the way), or not found.
private func currentDevice(_ global: GlobalOptions, user: String, device: String) throws -> KnownDevice {
  let devices = try matrixSession(global).1.devices(of: [user])
  guard let known = devices.first(where: { $0.device == device }) else {
    throw PsstError.notFound("the homeserver lists no device \(device) with valid keys for \(user)")
  }
  return known
}

private func setTrust(_ global: GlobalOptions, _ known: KnownDevice, _ trust: DeviceTrust) throws {
  let store = try global.openStore()
  let account = try store.resolveAccount(global.account).id
  try store.setMatrixDeviceTrust(account: account, user: known.user, device: known.device, trust)
  let updated = try store.matrixDevice(account: account, user: known.user, device: known.device) ?? known
  Printer(global.outputFormat).emit(updated.record, text: updated.text)
}

extension KnownDevice {
  var record: JSON {
    .object([
      ("type", "device"), ("user", .string(user)), ("device", .string(device)), ("name", .string(name)),
      ("fingerprint", .string(fingerprint)), ("trust", .string(trust.rawValue)),
    ])
  }

  var text: String {
    let label = name.isEmpty ? "" : " (\(TerminalText.oneLine(name)))"
    return "\(user) \(device)\(label)  \(fingerprint)  \(trust.rawValue)"
  }
}
