import Foundation
import Testing

/// scripts/lint-sql (run by make lint): SQL stays in the store layer.
@Suite("lint-sql")
struct LintSQLTests {
  private let script = Binaries.packageRoot + "/scripts/lint-sql"

  private func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  @Test func theSourcesKeepSQLInTheStoreLayer() {
    let result = runProgram("/usr/bin/python3", [script, Binaries.packageRoot])
    #expect(result.status == 0, "\(result.summary)")
  }

  @Test func sqlOrTheConnectionOutsideTheStoreIsNamedWithItsFileAndLine() throws {
    let root = TemporaryDirectory("psst-lint-sql")
    let query = """
      // SELECT id FROM messages (a comment is not read)
      let help = "select a chat from the list"
      let rows = try store.database.query(
        \"\"\"
        SELECT id, text
        FROM messages WHERE chat = \\(chat.sql)
        \"\"\") { $0.string(0) }

      """
    try write(query, to: root.path + "/Sources/PsstMatrix/Rooms.swift")
    try write(query, to: root.path + "/Sources/PsstCore/Store/Store+Rooms.swift")
    try write("let gone = #\"DELETE FROM rooms\"#\n", to: root.path + "/Sources/psst/main.swift")
    let result = runProgram("/usr/bin/python3", [script, root.path])
    #expect(result.status == 1, "\(result.summary)")
    #expect(
      result.stderrLines == [
        "Sources/PsstMatrix/Rooms.swift:3: the store's connection (.database): ask a Store method instead",
        "Sources/PsstMatrix/Rooms.swift:5: SQL text (SELECT id, text ...): ask a Store method instead",
        "Sources/psst/main.swift:1: SQL text (DELETE FROM rooms ...): ask a Store method instead",
        "lint-sql: 3 place(s) outside the store layer use SQL or its connection",
      ])
  }
}
