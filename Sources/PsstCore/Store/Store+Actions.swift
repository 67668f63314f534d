/// The audit log of psst-ai's actions: every proposal, whether it was approved, and what running it did.
extension Store {
  /// One proposed action and what became of it.
  public struct ActionRecord: Sendable, Equatable {
    /// Where the action stands.
    public enum Status: String, Sendable {
      /// Proposed and not (yet) approved: --dry-run, piped without --yes, or awaiting an answer.
      case proposed
      case declined
      case executed
      case failed
      /// Executed, then taken back (psst-ai --undo).
      case undone
    }

    public var id: String
    public var conversation: String?
    public var tool: String
    /// The arguments as a JSON object text.
    public var args: String
    public var status: Status
    /// What running it produced (an event, reminder or message id) or why it failed.
    public var result: String?
    public var created: Int64
    public var decided: Int64?
    /// For the autopilot's actions: the message that caused it, and its chat.
    public var cause: String?
    public var chat: String?

    public init(
      id: String = Identifier.ordered("act-"), conversation: String?, tool: String, args: String,
      status: Status = .proposed, result: String? = nil, created: Int64 = Clock.nowMillis(), decided: Int64? = nil,
      cause: String? = nil, chat: String? = nil
    ) {
      self.id = id
      self.conversation = conversation
      self.tool = tool
      self.args = args
      self.status = status
      self.result = result
      self.created = created
      self.decided = decided
      self.cause = cause
      self.chat = chat
    }
  }

  /// Adds a proposal to the audit log (`settleAction` records what became of it).
  public func recordAction(account: String, _ action: ActionRecord) throws {
    try database.run(
      """
      INSERT INTO ai_actions(account, \(Self.actionColumns))
      VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, account.sql, action.id.sql, action.conversation.sql, action.tool.sql, action.args.sql,
      action.status.rawValue.sql, action.result.sql, action.created.sql, action.decided.sql, action.cause.sql,
      action.chat.sql)
  }

  /// Adds an autopilot action to the audit log unless one with the same tool was already
  /// caused by the same message: false then (another watcher, or an earlier run, took it).
  public func claimAction(account: String, _ action: ActionRecord) throws -> Bool {
    try database.run(
      """
      INSERT INTO ai_actions(account, \(Self.actionColumns))
      SELECT ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?
      WHERE NOT EXISTS (SELECT 1 FROM ai_actions WHERE account = ? AND cause = ? AND tool = ?)
      """, account.sql, action.id.sql, action.tool.sql, action.args.sql, action.status.rawValue.sql, action.result.sql,
      action.created.sql, action.decided.sql, action.cause.sql, action.chat.sql, account.sql, action.cause.sql,
      action.tool.sql) > 0
  }

  /// How many autopilot actions ran (and were not undone) since `since`, in `chat` or in all.
  public func autopilotActionCount(account: String, since: Int64, chat: String? = nil) throws -> Int {
    try database.first(
      """
      SELECT count(*) FROM ai_actions WHERE account = ? AND cause IS NOT NULL AND created_ms >= ?
        AND status = 'executed' AND (? IS NULL OR chat = ?)
      """, [account.sql, since.sql, chat.sql, chat.sql]
    ) { Int($0.int(0)) } ?? 0
  }

  /// One action of the audit log.
  public func action(account: String, id: String) throws -> ActionRecord? {
    try database.first(
      "SELECT \(Self.actionColumns) FROM ai_actions WHERE account = ? AND id = ?", [account.sql, id.sql], Self.action)
  }

  /// Records the decision on a proposed action and its outcome.
  public func settleAction(
    account: String, id: String, status: ActionRecord.Status, result: String?, at time: Int64 = Clock.nowMillis()
  ) throws {
    try database.run(
      "UPDATE ai_actions SET status = ?, result = ?, decided_ms = ? WHERE account = ? AND id = ?",
      status.rawValue.sql, result.sql, time.sql, account.sql, id.sql)
  }

  /// The audit log, oldest first.
  public func actions(account: String) throws -> [ActionRecord] {
    try database.query(
      "SELECT \(Self.actionColumns) FROM ai_actions WHERE account = ? ORDER BY created_ms, id", [account.sql],
      Self.action)
  }

  private static let actionColumns =
    "id, conversation, tool, args, status, result, created_ms, decided_ms, cause, chat"

  private static func action(_ row: Row) -> ActionRecord {
    ActionRecord(
      id: row.string(0), conversation: row.optionalString(1), tool: row.string(2), args: row.string(3),
      status: ActionRecord.Status(rawValue: row.string(4)) ?? .failed, result: row.optionalString(5),
      created: row.int(6), decided: row.optionalInt(7), cause: row.optionalString(8), chat: row.optionalString(9))
  }
}
