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

    public init(
      id: String = Identifier.ordered("act-"), conversation: String?, tool: String, args: String,
      status: Status = .proposed, result: String? = nil, created: Int64 = Clock.nowMillis(), decided: Int64? = nil
    ) {
      self.id = id
      self.conversation = conversation
      self.tool = tool
      self.args = args
      self.status = status
      self.result = result
      self.created = created
      self.decided = decided
    }
  }

  /// Adds a proposal to the audit log (`settleAction` records what became of it).
  public func recordAction(account: String, _ action: ActionRecord) throws {
    try database.run(
      """
      INSERT INTO ai_actions(account, id, conversation, tool, args, status, result, created_ms, decided_ms)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, account.sql, action.id.sql, action.conversation.sql, action.tool.sql, action.args.sql,
      action.status.rawValue.sql, action.result.sql, action.created.sql, action.decided.sql)
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
      """
      SELECT id, conversation, tool, args, status, result, created_ms, decided_ms FROM ai_actions
      WHERE account = ? ORDER BY created_ms, id
      """, [account.sql]
    ) {
      ActionRecord(
        id: $0.string(0), conversation: $0.optionalString(1), tool: $0.string(2), args: $0.string(3),
        status: ActionRecord.Status(rawValue: $0.string(4)) ?? .failed, result: $0.optionalString(5),
        created: $0.int(6), decided: $0.optionalInt(7))
    }
  }
}
