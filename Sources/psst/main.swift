import PsstCommands
import PsstCore

#if canImport(Glibc)
  import Glibc
#endif

// Called as psst-send (a link to this binary) or as `psst send ...`.
let invokedAs = FileSystem.baseName(CommandLine.arguments.first ?? "psst")
Tools.runIfKnown(named: invokedAs)
let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first {
  Tools.runIfKnown(named: "psst-" + first, arguments: Array(arguments.dropFirst()))
}
let names = Tools.names.map { String($0.dropFirst(5)) }.joined(separator: ", ")
Diagnostics.line("usage: psst TOOL [ARGUMENTS...] where TOOL is one of: \(names); or run psst-TOOL")
exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 1)
